"""The rules reference, in our own words: every SPM rule ID of the digest and its rulings."""

from __future__ import annotations

RULES: dict[str, str] = {
    # Parts of the rulebook, cited as a whole.
    "SPM-0": "Components: what is in the box.",
    "SPM-1": "Setup: the ship line, the decks, the pirate cards, the starting player.",
    "SPM-2": "The turn: one action, then the adventure, then the next player clockwise.",
    "SPM-3": "Resolving the active adventure card and awarding fame.",
    "SPM-4": "End of the game, final count and tie-breaks.",
    "SPM-5": "Advanced rules: imminent adventures and a hand of movement cards.",
    # SPM-0 components
    "SPM-0.1": "2 to 4 players, about 30 minutes.",
    "SPM-0.2": "Nine ships share one line; each player secretly captains some of them. Every turn "
    "one adventure gives fame or damage; the most fame at the end wins.",
    "SPM-0.3": "The box: 58 adventure cards, 9 ship cards, 9 pirate cards, 24 movement cards, "
    "9 hold cards.",
    "SPM-0.4": "Each ship has an undamaged and a damaged side and flies one of three flags "
    "(English, Spanish, Dutch), three ships per flag.",
    "SPM-0.5": "One pirate card per ship: holding it means owning that ship. A ship whose pirate "
    "card nobody holds belongs to nobody.",
    "SPM-0.6": "Adventure cards: the adventure on one side, the fame symbol on the other. The "
    "companion knows all 24 names and how many copies of each exist.",
    "SPM-0.7": "Movement cards: 12 names, 24 cards, each moving or damaging ships.",
    "SPM-0.8": "Hold cards only help move a ship with its fame; the companion ignores them.",
    "SPM-0.9": "Ship names, flags and pirate names are printed on the cards only; the companion "
    "uses neutral labels such as 'English ship 1'.",
    # SPM-1 setup
    "SPM-1.1": "Lay the nine hold cards in a row.",
    "SPM-1.2": "The ships are laid in random order, undamaged: the leftmost is space 9 (the tail), "
    "the rightmost space 1 (the front).",
    "SPM-1.2.1": "Forward means toward space 1; the first or most advanced ship is in the lowest "
    "space, the last or rearmost in the highest.",
    "SPM-1.2.2": "The ship directly in front of space p is in p-1, the one behind in p+1; ships "
    "in neighbouring spaces are adjacent.",
    "SPM-1.3": "One adventure card is turned up as the active adventure; the other 57 form the "
    "face-down adventure deck.",
    "SPM-1.4": "Each player gets 2 secret pirate cards (3 in a two-player game); the rest are "
    "removed unseen.",
    "SPM-1.4.1": "A ship whose pirate card was removed belongs to nobody but otherwise plays like "
    "any other ship.",
    "SPM-1.5": "Three movement cards are laid face up as the offer; the other 21 form the draw "
    "pile.",
    "SPM-1.6": "The starting player is chosen at random.",
    "SPM-1.7": "Before play the table chooses the extended version and the advanced rules; setup "
    "must be complete before the first turn.",
    # SPM-2 the turn
    "SPM-2.0.1": "On your turn you do exactly one action: play a movement card, repair, accuse "
    "or pass.",
    "SPM-2.0.2": "After your action the active adventure is resolved, unless you played There Be "
    "Fog Ahead!.",
    "SPM-2.0.3": "Then play passes clockwise; only the current player may act.",
    "SPM-2.0.4": "There are no rounds: turns go on until the adventures run out.",
    "SPM-2.1": "Play a movement card: choose one of the face-up cards and carry out its movement.",
    "SPM-2.1.1": "The card you play must be one of the face-up movement cards.",
    "SPM-2.1.2": "Each movement card has its own effect, listed below.",
    "SPM-2.1.2.1": "Full Speed Ahead: any one ship moves 6 spaces forward.",
    "SPM-2.1.2.2": "Lost at Sea: any one ship moves 6 spaces back.",
    "SPM-2.1.2.3": "Temporary Alliance: two ships side by side move 3 spaces forward together, "
    "keeping their order.",
    "SPM-2.1.2.4": "Caught in a Rip: two ships side by side move 3 spaces back together.",
    "SPM-2.1.2.5": "Advance: the three ships of the flag each move 2 forward, one at a time, the "
    "most advanced first.",
    "SPM-2.1.2.6": "Retreat: the three ships of the flag each move 2 back, one at a time, the "
    "rearmost first.",
    "SPM-2.1.2.7": "Sabotage!: turn any undamaged ship to its damaged side.",
    "SPM-2.1.2.8": "There Be Fog Ahead!: the active adventure is discarded without effect and "
    "your turn ends.",
    "SPM-2.1.3": "General movement rules follow.",
    "SPM-2.1.3.1": "You may move any ship, yours or not, damaged or not.",
    "SPM-2.1.3.2": "A ship moves the full distance, or as far as the end of the line allows.",
    "SPM-2.1.3.3": "A moving ship keeps its fame and its damage.",
    "SPM-2.1.3.4": "A moved ship is slid out and re-inserted at its new space; the ships it "
    "passes shift one space to close the gap.",
    "SPM-2.1.3.5": "The companion moves ships exactly this way, one ship or one block at a time.",
    "SPM-2.1.4": "The played card goes face up to the discard pile and a new card is drawn; an "
    "empty draw pile is replaced by the shuffled discards.",
    "SPM-2.2": "Repair the ships.",
    "SPM-2.2.1": "Repairing turns every damaged ship in the line back to its undamaged side.",
    "SPM-2.2.2": "Repair is all or nothing and changes nothing else.",
    "SPM-2.3": "Accuse a player of being a particular pirate.",
    "SPM-2.3.1": "You name another player and a pirate not yet revealed.",
    "SPM-2.3.2": "If right, the pirate card is revealed and you bank half the fame under its ship, "
    "rounded up; banked fame is yours for good.",
    "SPM-2.3.3": "If wrong, the accused simply says so; nothing moves, and your action is spent.",
    "SPM-2.3.4": "A player shown at the end to have lied about his ships cannot win. Only "
    "possible in sealed mode, where the accused answers himself.",
    "SPM-2.3.5": "A revealed pirate can never be accused again, and fame under its ship cannot be "
    "stolen by accusation.",
    "SPM-2.3.6": "Accusing someone of being your own pirate is allowed; it is always wrong.",
    "SPM-2.3.7": "A ship with n fame gives the accuser n/2 rounded up and keeps the rest.",
    "SPM-2.3.8": "Only the named pirate is revealed; the accused still owns the ship.",
    "SPM-2.4": "Pass.",
    "SPM-2.4.1": "You may simply pass.",
    "SPM-2.4.2": "When passing you may discard one face-up movement card and draw a replacement.",
    "SPM-2.4.3": "Passing does not skip the adventure.",
    # SPM-3 adventures
    "SPM-3.0.1": "After the action the active adventure is resolved, except after Fog.",
    "SPM-3.0.2": "Each adventure acts on the ships as listed, under the general rules.",
    "SPM-3.0.3": "Nobody chooses anything while an adventure is resolved.",
    "SPM-3.0.4": "The resolved card goes under a ship as fame or onto the adventure discard pile; "
    "then the top deck card is turned up as the new active adventure.",
    "SPM-3.1": "The adventure cards.",
    "SPM-3.1.1": "Ancient Relics / Native Alliance: ships in spaces 3, 2 and 1 gain 1 fame each "
    "if undamaged.",
    "SPM-3.1.2": "Island Discovery / Parley: ships in spaces 4, 3, 2 and 1 gain 1 fame each if "
    "undamaged.",
    "SPM-3.1.3": "Neptune's Favor: ships in spaces 5, 3 and 1 gain 1 fame each if undamaged.",
    "SPM-3.1.4": "Treasure Map: the first 3 undamaged ships gain 1 fame each.",
    "SPM-3.1.5": "Legendary Treasure: the first 2 undamaged ships gain 2 fame each.",
    "SPM-3.1.6": "Mermaids: ships in spaces 6, 4 and 2 gain 1 fame each if undamaged.",
    "SPM-3.1.7": "Secret Charts: the first 2 undamaged ships gain 1 fame each.",
    "SPM-3.1.8": "Cursed Treasure: the first undamaged ship gains 2 fame, then is damaged.",
    "SPM-3.1.9": "Storm Ahead: the last 2 undamaged ships are damaged.",
    "SPM-3.1.10": "Maelstrom: the rearmost undamaged ship is damaged.",
    "SPM-3.1.11": "Ghost Ship: ships in spaces 9, 8 and 7 each discard 1 fame, damaged or not.",
    "SPM-3.1.12": "Volcano: the first undamaged ship is damaged.",
    "SPM-3.1.13": "Kraken: ships in spaces 8, 6 and 4 are damaged.",
    "SPM-3.1.14": "Cursed Waters: ships in spaces 9, 7 and 5 are damaged.",
    "SPM-3.1.15": "Cursed Ship: ships in spaces 2 and 1 each discard 1 fame, damaged or not.",
    "SPM-3.1.16": "Mutiny: the owner of the first unrevealed ship reveals its pirate and the ship "
    "discards half its fame; if nobody owns it, nothing happens.",
    "SPM-3.1.17": "Attack: each undamaged ship of the flag damages the ship directly in front of "
    "it if that ship flies another flag.",
    "SPM-3.1.18": "Loot: each undamaged ship of another flag directly behind a ship of the flag "
    "takes 1 fame card from it, if it has any.",
    "SPM-3.1.19": "Attack and Loot are worked from the front back; the order never changes the "
    "outcome.",
    "SPM-3.2": "General rules for adventures.",
    "SPM-3.2.1": "A damaged ship never gains fame, but it can lose fame.",
    "SPM-3.2.2": "'First', 'last' and 'rearmost' undamaged ships skip the damaged ones.",
    "SPM-3.2.3": "Fame for a space whose ship is damaged is lost, not passed on.",
    "SPM-3.2.4": "Damaging a damaged ship does nothing.",
    "SPM-3.2.5": "With fewer qualifying ships, fewer are affected; a ship with no fame loses none.",
    "SPM-3.2.6": "Spaces and damage are read after this turn's action.",
    "SPM-3.3": "Awarding fame.",
    "SPM-3.3.1": "Fame is shown by adventure cards under a ship, fame side up.",
    "SPM-3.3.2": "A single fame awarded uses the active card itself.",
    "SPM-3.3.3": "More fame uses cards from the top of the adventure deck, with the active card "
    "for the last point.",
    "SPM-3.3.4": "Each fame card is worth 1 point, so 2 fame uses 2 cards.",
    "SPM-3.3.5": "Deck cards used as fame are never looked at.",
    "SPM-3.3.6": "The fame under every ship is open information.",
    "SPM-3.3.7": "Fame with no card left to show it still counts at the final count (an owed "
    "point).",
    "SPM-3.3.8": "Fame lost to Ghost Ship, Cursed Ship or Mutiny goes face up to the adventure "
    "discard pile.",
    "SPM-3.4": "Extended version.",
    "SPM-3.4.1": "With the extended version, discarded adventure cards also serve as fame.",
    # SPM-4 end
    "SPM-4.1": "The game ends when the last active card has been resolved and none is left to "
    "replace it.",
    "SPM-4.2": "Everyone reveals their pirate cards.",
    "SPM-4.3": "Your score: fame under your ships plus banked fame; fame on unowned ships is "
    "ignored.",
    "SPM-4.4": "The most fame wins.",
    "SPM-4.5": "On a tie, the tied player owning the most undamaged ships wins.",
    "SPM-4.6": "Still tied: the owner of the most advanced ship wins, damaged or not.",
    "SPM-4.7": "A player shown to have lied about his ships cannot win.",
    "SPM-4.8": "The last tie-break always decides, since no two ships share a space.",
    # SPM-5 advanced
    "SPM-5.0.1": "Either or both advanced rules may be added.",
    "SPM-5.1": "Imminent adventures.",
    "SPM-5.1.1": "A face-up row of adventures, one per player, replaces the single active card; "
    "the leftmost is active.",
    "SPM-5.1.2": "After each turn the row slides left and a new card joins its right end.",
    "SPM-5.1.3": "Everyone sees the upcoming adventures.",
    "SPM-5.1.4": "Near the end the row shrinks.",
    "SPM-5.2": "Hand of movement cards.",
    "SPM-5.2.1": "Each player gets a secret hand of movement cards (4 with two players, else 3) "
    "instead of the face-up offer.",
    "SPM-5.2.2": "Hands are secret all game.",
    "SPM-5.2.3": "You play a card from your hand, discard it and draw a new one.",
    "SPM-5.2.4": "After any accusation, accuser and accused each discard a card of their choice, "
    "without drawing.",
    "SPM-5.2.5": "With one card or fewer in hand you cannot accuse.",
    "SPM-5.2.6": "An empty draw pile is replaced by the shuffled discards.",
    "SPM-5.2.7": "When passing you may swap one card of your hand.",
    "SPM-5.2.8": "Hand sizes are public; the cards are not.",
    # Companion rulings on the open questions
    "SPM-Q-1": "RULING: after each turn the top deck card is turned up as the new active card.",
    "SPM-Q-2": "RULING: the game ends when no card is left to become active; a card turned up "
    "last is still played.",
    "SPM-Q-3": "RULING: one face-up adventure discard pile takes every card not used as fame.",
    "SPM-Q-4": "RULING: Loot moves an existing fame card; no new card is used.",
    "SPM-Q-5": "RULING: one fame card is one point.",
    "SPM-Q-6": "RULING: awards are served front to back; deck cards first, the active card last.",
    "SPM-Q-7": "RULING: fame with no card left becomes an owed point that counts like a card; "
    "owed points are lost or given away first.",
    "SPM-Q-8": "RULING: with the extended version, fame cards come from the adventure discard "
    "pile first, then from the deck.",
    "SPM-Q-9": "RULING: Mutiny picks the first unrevealed ship, damaged or not.",
    "SPM-Q-10": "RULING: Mutiny makes that ship discard half its fame, rounded up; banked fame is "
    "never touched.",
    "SPM-Q-11": "RULING: revealed ships are protected from accusations only; Loot and fame losses "
    "still apply.",
    "SPM-Q-12": "RULING: a table option. Verified (default): the companion answers accusations "
    "truthfully. Sealed: the accused admits or denies on his phone and may lie; lies are "
    "recorded secretly and a liar cannot win (if everyone lied, nobody wins).",
    "SPM-Q-13": "RULING: a wrong accusation has no further penalty; hopeless accusations are "
    "allowed.",
    "SPM-Q-14": "RULING: moves and repairs that change nothing are allowed; Sabotage! still needs "
    "an undamaged target.",
    "SPM-Q-15": "RULING: Advance and Retreat follow the one-at-a-time procedure literally, so a "
    "ship of the flag may push another.",
    "SPM-Q-16": "RULING: the movement discards are reshuffled only when a card must be drawn from "
    "an empty pile.",
    "SPM-Q-17": "RULING: with hands, each player picks his own discard; a hand may shrink to 0, "
    "and an empty hand cannot play, swap or accuse.",
    "SPM-Q-18": "RULING: with imminent adventures, fame still comes from the deck, Fog discards "
    "the leftmost card, and the row shrinks once the deck is empty.",
    "SPM-Q-19": "RULING: neutral ship and pirate labels until a club enters its catalogue.",
    "SPM-Q-20": "RULING: everything face up or countable on the table is public.",
    "SPM-Q-21": "RULING: places below first use the same keys as the winner.",
}
