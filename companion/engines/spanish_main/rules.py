"""The rules reference, in our own words: every SPM rule ID of the digest and its rulings."""

from __future__ import annotations

from companion.engines.text import N_

RULES: dict[str, str] = {
    # Parts of the rulebook, cited as a whole.
    "SPM-0": N_("Components: what is in the box."),
    "SPM-1": N_("Setup: the ship line, the decks, the pirate cards, the starting player."),
    "SPM-2": N_("The turn: one action, then the adventure, then the next player clockwise."),
    "SPM-3": N_("Resolving the active adventure card and awarding fame."),
    "SPM-4": N_("End of the game, final count and tie-breaks."),
    "SPM-5": N_("Advanced rules: imminent adventures and a hand of movement cards."),
    # SPM-0 components
    "SPM-0.1": N_("2 to 4 players, about 30 minutes."),
    "SPM-0.2": N_(
        "Nine ships share one line; each player secretly captains some of them. Every turn "
        "one adventure gives fame or damage; the most fame at the end wins."
    ),
    "SPM-0.3": N_(
        "The box: 58 adventure cards, 9 ship cards, 9 pirate cards, 24 movement cards, "
        "9 hold cards."
    ),
    "SPM-0.4": N_(
        "Each ship has an undamaged and a damaged side and flies one of three flags "
        "(English, Spanish, Dutch), three ships per flag."
    ),
    "SPM-0.5": N_(
        "One pirate card per ship: holding it means owning that ship. A ship whose pirate "
        "card nobody holds belongs to nobody."
    ),
    "SPM-0.6": N_(
        "Adventure cards: the adventure on one side, the fame symbol on the other. The "
        "companion knows all 24 names and how many copies of each exist."
    ),
    "SPM-0.7": N_("Movement cards: 12 names, 24 cards, each moving or damaging ships."),
    "SPM-0.8": N_("Hold cards only help move a ship with its fame; the companion ignores them."),
    "SPM-0.9": N_(
        "Ship names, flags and pirate names are printed on the cards only; the companion "
        "uses neutral labels such as 'English ship 1'."
    ),
    # SPM-1 setup
    "SPM-1.1": N_("Lay the nine hold cards in a row."),
    "SPM-1.2": N_(
        "The ships are laid in random order, undamaged: the leftmost is space 9 (the tail), "
        "the rightmost space 1 (the front)."
    ),
    "SPM-1.2.1": N_(
        "Forward means toward space 1; the first or most advanced ship is in the lowest "
        "space, the last or rearmost in the highest."
    ),
    "SPM-1.2.2": N_(
        "The ship directly in front of space p is in p-1, the one behind in p+1; ships "
        "in neighbouring spaces are adjacent."
    ),
    "SPM-1.3": N_(
        "One adventure card is turned up as the active adventure; the other 57 form the "
        "face-down adventure deck."
    ),
    "SPM-1.4": N_(
        "Each player gets 2 secret pirate cards (3 in a two-player game); the rest are "
        "removed unseen."
    ),
    "SPM-1.4.1": N_(
        "A ship whose pirate card was removed belongs to nobody but otherwise plays like "
        "any other ship."
    ),
    "SPM-1.5": N_(
        "Three movement cards are laid face up as the offer; the other 21 form the draw pile."
    ),
    "SPM-1.6": N_("The starting player is chosen at random."),
    "SPM-1.7": N_(
        "Before play the table chooses the extended version and the advanced rules; setup "
        "must be complete before the first turn."
    ),
    # SPM-2 the turn
    "SPM-2.0.1": N_(
        "On your turn you do exactly one action: play a movement card, repair, accuse or pass."
    ),
    "SPM-2.0.2": N_(
        "After your action the active adventure is resolved, unless you played There Be Fog Ahead!."
    ),
    "SPM-2.0.3": N_("Then play passes clockwise; only the current player may act."),
    "SPM-2.0.4": N_("There are no rounds: turns go on until the adventures run out."),
    "SPM-2.1": N_(
        "Play a movement card: choose one of the face-up cards and carry out its movement."
    ),
    "SPM-2.1.1": N_("The card you play must be one of the face-up movement cards."),
    "SPM-2.1.2": N_("Each movement card has its own effect, listed below."),
    "SPM-2.1.2.1": N_("Full Speed Ahead: any one ship moves 6 spaces forward."),
    "SPM-2.1.2.2": N_("Lost at Sea: any one ship moves 6 spaces back."),
    "SPM-2.1.2.3": N_(
        "Temporary Alliance: two ships side by side move 3 spaces forward together, "
        "keeping their order."
    ),
    "SPM-2.1.2.4": N_("Caught in a Rip: two ships side by side move 3 spaces back together."),
    "SPM-2.1.2.5": N_(
        "Advance: the three ships of the flag each move 2 forward, one at a time, the "
        "most advanced first."
    ),
    "SPM-2.1.2.6": N_(
        "Retreat: the three ships of the flag each move 2 back, one at a time, the rearmost first."
    ),
    "SPM-2.1.2.7": N_("Sabotage!: turn any undamaged ship to its damaged side."),
    "SPM-2.1.2.8": N_(
        "There Be Fog Ahead!: the active adventure is discarded without effect and your turn ends."
    ),
    "SPM-2.1.3": N_("General movement rules follow."),
    "SPM-2.1.3.1": N_("You may move any ship, yours or not, damaged or not."),
    "SPM-2.1.3.2": N_("A ship moves the full distance, or as far as the end of the line allows."),
    "SPM-2.1.3.3": N_("A moving ship keeps its fame and its damage."),
    "SPM-2.1.3.4": N_(
        "A moved ship is slid out and re-inserted at its new space; the ships it "
        "passes shift one space to close the gap."
    ),
    "SPM-2.1.3.5": N_(
        "The companion moves ships exactly this way, one ship or one block at a time."
    ),
    "SPM-2.1.4": N_(
        "The played card goes face up to the discard pile and a new card is drawn; an "
        "empty draw pile is replaced by the shuffled discards."
    ),
    "SPM-2.2": N_("Repair the ships."),
    "SPM-2.2.1": N_("Repairing turns every damaged ship in the line back to its undamaged side."),
    "SPM-2.2.2": N_("Repair is all or nothing and changes nothing else."),
    "SPM-2.3": N_("Accuse a player of being a particular pirate."),
    "SPM-2.3.1": N_("You name another player and a pirate not yet revealed."),
    "SPM-2.3.2": N_(
        "If right, the pirate card is revealed and you bank half the fame under its ship, "
        "rounded up; banked fame is yours for good."
    ),
    "SPM-2.3.3": N_(
        "If wrong, the accused simply says so; nothing moves, and your action is spent."
    ),
    "SPM-2.3.4": N_(
        "A player shown at the end to have lied about his ships cannot win. Only "
        "possible in sealed mode, where the accused answers himself."
    ),
    "SPM-2.3.5": N_(
        "A revealed pirate can never be accused again, and fame under its ship cannot be "
        "stolen by accusation."
    ),
    "SPM-2.3.6": N_("Accusing someone of being your own pirate is allowed; it is always wrong."),
    "SPM-2.3.7": N_("A ship with n fame gives the accuser n/2 rounded up and keeps the rest."),
    "SPM-2.3.8": N_("Only the named pirate is revealed; the accused still owns the ship."),
    "SPM-2.4": N_("Pass."),
    "SPM-2.4.1": N_("You may simply pass."),
    "SPM-2.4.2": N_(
        "When passing you may discard one face-up movement card and draw a replacement."
    ),
    "SPM-2.4.3": N_("Passing does not skip the adventure."),
    # SPM-3 adventures
    "SPM-3.0.1": N_("After the action the active adventure is resolved, except after Fog."),
    "SPM-3.0.2": N_("Each adventure acts on the ships as listed, under the general rules."),
    "SPM-3.0.3": N_("Nobody chooses anything while an adventure is resolved."),
    "SPM-3.0.4": N_(
        "The resolved card goes under a ship as fame or onto the adventure discard pile; "
        "then the top deck card is turned up as the new active adventure."
    ),
    "SPM-3.1": N_("The adventure cards."),
    "SPM-3.1.1": N_(
        "Ancient Relics / Native Alliance: ships in spaces 3, 2 and 1 gain 1 fame each "
        "if undamaged."
    ),
    "SPM-3.1.2": N_(
        "Island Discovery / Parley: ships in spaces 4, 3, 2 and 1 gain 1 fame each if undamaged."
    ),
    "SPM-3.1.3": N_("Neptune's Favor: ships in spaces 5, 3 and 1 gain 1 fame each if undamaged."),
    "SPM-3.1.4": N_("Treasure Map: the first 3 undamaged ships gain 1 fame each."),
    "SPM-3.1.5": N_("Legendary Treasure: the first 2 undamaged ships gain 2 fame each."),
    "SPM-3.1.6": N_("Mermaids: ships in spaces 6, 4 and 2 gain 1 fame each if undamaged."),
    "SPM-3.1.7": N_("Secret Charts: the first 2 undamaged ships gain 1 fame each."),
    "SPM-3.1.8": N_("Cursed Treasure: the first undamaged ship gains 2 fame, then is damaged."),
    "SPM-3.1.9": N_("Storm Ahead: the last 2 undamaged ships are damaged."),
    "SPM-3.1.10": N_("Maelstrom: the rearmost undamaged ship is damaged."),
    "SPM-3.1.11": N_("Ghost Ship: ships in spaces 9, 8 and 7 each discard 1 fame, damaged or not."),
    "SPM-3.1.12": N_("Volcano: the first undamaged ship is damaged."),
    "SPM-3.1.13": N_("Kraken: ships in spaces 8, 6 and 4 are damaged."),
    "SPM-3.1.14": N_("Cursed Waters: ships in spaces 9, 7 and 5 are damaged."),
    "SPM-3.1.15": N_("Cursed Ship: ships in spaces 2 and 1 each discard 1 fame, damaged or not."),
    "SPM-3.1.16": N_(
        "Mutiny: the owner of the first unrevealed ship reveals its pirate and the ship "
        "discards half its fame; if nobody owns it, nothing happens."
    ),
    "SPM-3.1.17": N_(
        "Attack: each undamaged ship of the flag damages the ship directly in front of "
        "it if that ship flies another flag."
    ),
    "SPM-3.1.18": N_(
        "Loot: each undamaged ship of another flag directly behind a ship of the flag "
        "takes 1 fame card from it, if it has any."
    ),
    "SPM-3.1.19": N_(
        "Attack and Loot are worked from the front back; the order never changes the outcome."
    ),
    "SPM-3.2": N_("General rules for adventures."),
    "SPM-3.2.1": N_("A damaged ship never gains fame, but it can lose fame."),
    "SPM-3.2.2": N_("'First', 'last' and 'rearmost' undamaged ships skip the damaged ones."),
    "SPM-3.2.3": N_("Fame for a space whose ship is damaged is lost, not passed on."),
    "SPM-3.2.4": N_("Damaging a damaged ship does nothing."),
    "SPM-3.2.5": N_(
        "With fewer qualifying ships, fewer are affected; a ship with no fame loses none."
    ),
    "SPM-3.2.6": N_("Spaces and damage are read after this turn's action."),
    "SPM-3.3": N_("Awarding fame."),
    "SPM-3.3.1": N_("Fame is shown by adventure cards under a ship, fame side up."),
    "SPM-3.3.2": N_("A single fame awarded uses the active card itself."),
    "SPM-3.3.3": N_(
        "More fame uses cards from the top of the adventure deck, with the active card "
        "for the last point."
    ),
    "SPM-3.3.4": N_("Each fame card is worth 1 point, so 2 fame uses 2 cards."),
    "SPM-3.3.5": N_("Deck cards used as fame are never looked at."),
    "SPM-3.3.6": N_("The fame under every ship is open information."),
    "SPM-3.3.7": N_(
        "Fame with no card left to show it still counts at the final count (an owed point)."
    ),
    "SPM-3.3.8": N_(
        "Fame lost to Ghost Ship, Cursed Ship or Mutiny goes face up to the adventure discard pile."
    ),
    "SPM-3.4": N_("Extended version."),
    "SPM-3.4.1": N_("With the extended version, discarded adventure cards also serve as fame."),
    # SPM-4 end
    "SPM-4.1": N_(
        "The game ends when the last active card has been resolved and none is left to replace it."
    ),
    "SPM-4.2": N_("Everyone reveals their pirate cards."),
    "SPM-4.3": N_(
        "Your score: fame under your ships plus banked fame; fame on unowned ships is ignored."
    ),
    "SPM-4.4": N_("The most fame wins."),
    "SPM-4.5": N_("On a tie, the tied player owning the most undamaged ships wins."),
    "SPM-4.6": N_("Still tied: the owner of the most advanced ship wins, damaged or not."),
    "SPM-4.7": N_("A player shown to have lied about his ships cannot win."),
    "SPM-4.8": N_("The last tie-break always decides, since no two ships share a space."),
    # SPM-5 advanced
    "SPM-5.0.1": N_("Either or both advanced rules may be added."),
    "SPM-5.1": N_("Imminent adventures."),
    "SPM-5.1.1": N_(
        "A face-up row of adventures, one per player, replaces the single active card; "
        "the leftmost is active."
    ),
    "SPM-5.1.2": N_("After each turn the row slides left and a new card joins its right end."),
    "SPM-5.1.3": N_("Everyone sees the upcoming adventures."),
    "SPM-5.1.4": N_("Near the end the row shrinks."),
    "SPM-5.2": N_("Hand of movement cards."),
    "SPM-5.2.1": N_(
        "Each player gets a secret hand of movement cards (4 with two players, else 3) "
        "instead of the face-up offer."
    ),
    "SPM-5.2.2": N_("Hands are secret all game."),
    "SPM-5.2.3": N_("You play a card from your hand, discard it and draw a new one."),
    "SPM-5.2.4": N_(
        "After any accusation, accuser and accused each discard a card of their choice, "
        "without drawing."
    ),
    "SPM-5.2.5": N_("With one card or fewer in hand you cannot accuse."),
    "SPM-5.2.6": N_("An empty draw pile is replaced by the shuffled discards."),
    "SPM-5.2.7": N_("When passing you may swap one card of your hand."),
    "SPM-5.2.8": N_("Hand sizes are public; the cards are not."),
    # Companion rulings on the open questions
    "SPM-Q-1": N_("RULING: after each turn the top deck card is turned up as the new active card."),
    "SPM-Q-2": N_(
        "RULING: the game ends when no card is left to become active; a card turned up "
        "last is still played."
    ),
    "SPM-Q-3": N_("RULING: one face-up adventure discard pile takes every card not used as fame."),
    "SPM-Q-4": N_("RULING: Loot moves an existing fame card; no new card is used."),
    "SPM-Q-5": N_("RULING: one fame card is one point."),
    "SPM-Q-6": N_(
        "RULING: awards are served front to back; deck cards first, the active card last."
    ),
    "SPM-Q-7": N_(
        "RULING: fame with no card left becomes an owed point that counts like a card; "
        "owed points are lost or given away first."
    ),
    "SPM-Q-8": N_(
        "RULING: with the extended version, fame cards come from the adventure discard "
        "pile first, then from the deck."
    ),
    "SPM-Q-9": N_("RULING: Mutiny picks the first unrevealed ship, damaged or not."),
    "SPM-Q-10": N_(
        "RULING: Mutiny makes that ship discard half its fame, rounded up; banked fame is "
        "never touched."
    ),
    "SPM-Q-11": N_(
        "RULING: revealed ships are protected from accusations only; Loot and fame losses "
        "still apply."
    ),
    "SPM-Q-12": N_(
        "RULING: a table option. Verified (default): the companion answers accusations "
        "truthfully. Sealed: the accused admits or denies on his phone and may lie; lies are "
        "recorded secretly and a liar cannot win (if everyone lied, nobody wins)."
    ),
    "SPM-Q-13": N_(
        "RULING: a wrong accusation has no further penalty; hopeless accusations are allowed."
    ),
    "SPM-Q-14": N_(
        "RULING: moves and repairs that change nothing are allowed; Sabotage! still needs "
        "an undamaged target."
    ),
    "SPM-Q-15": N_(
        "RULING: Advance and Retreat follow the one-at-a-time procedure literally, so a "
        "ship of the flag may push another."
    ),
    "SPM-Q-16": N_(
        "RULING: the movement discards are reshuffled only when a card must be drawn from "
        "an empty pile."
    ),
    "SPM-Q-17": N_(
        "RULING: with hands, each player picks his own discard; a hand may shrink to 0, "
        "and an empty hand cannot play, swap or accuse."
    ),
    "SPM-Q-18": N_(
        "RULING: with imminent adventures, fame still comes from the deck, Fog discards "
        "the leftmost card, and the row shrinks once the deck is empty."
    ),
    "SPM-Q-19": N_("RULING: neutral ship and pirate labels until a club enters its catalogue."),
    "SPM-Q-20": N_("RULING: everything face up or countable on the table is public."),
    "SPM-Q-21": N_("RULING: places below first use the same keys as the winner."),
}
