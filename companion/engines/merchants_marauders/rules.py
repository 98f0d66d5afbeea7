"""The rules reference, in our own words: every MM rule ID of the digest and its rulings."""

from __future__ import annotations

from companion.engines.text import N_

RULES: dict[str, str] = {
    # Parts of the rulebook, cited as a whole.
    "MM-0": N_("Terms, components and conventions."),
    "MM-1": N_("Setup: the players' boards, the turn order and the game board."),
    "MM-2": N_("Winning: glory points, hidden gold and how the game ends."),
    "MM-3": N_("The round: the event card, then each player's three actions."),
    "MM-4": N_("Port actions: trading, the shipyard, crew, rumors, missions and hiding gold."),
    "MM-5": N_("Merchants and how to raid them."),
    "MM-6": N_("Bounties, piracy and the rewards for beating pirates."),
    "MM-7": N_("Glory cards and specialists."),
    "MM-8": N_("Non-player captains: warships and pirate ships."),
    "MM-9": N_("Naval combat between ships."),
    "MM-10": N_("Crew combat after a boarding."),
    "MM-11": N_("Plunder and claiming a beaten ship."),
    "MM-12": N_("The death and the retirement of a captain."),
    # MM-0 terms and components
    "MM-0.1": N_("The glossary of the game's words."),
    "MM-0.2": N_("The dice and how a skill check works."),
    "MM-0.2.1": N_(
        "There are 10 dice; each shows 1, 2, 3 and 4 and a skull on the two remaining faces."
    ),
    "MM-0.2.2": N_(
        "A skill check rolls one die per point of the captain's skill; any skull makes it a "
        "success."
    ),
    "MM-0.2.3": N_(
        "Some rolls count their skulls: the Seamanship contest, cannon hits, crew combat and "
        "merchant raids."
    ),
    "MM-0.2.4": N_(
        "The numbers on the dice pick where hits land, and their sum breaks ties between rolls."
    ),
    "MM-0.2.5": N_(
        "The companion records a roll as its faces; skulls are successes and the other faces "
        "add up for tie-breaks."
    ),
    "MM-0.3": N_("Captains: skills, special abilities and home port."),
    "MM-0.3.1": N_("Every player takes the part of one captain from a deck of 16."),
    "MM-0.3.2": N_(
        "A captain has Seamanship, Scouting, Leadership and Influence, each from 1 to 4: the "
        "number of dice rolled for that skill."
    ),
    "MM-0.3.3": N_(
        "A captain card also prints one or more special abilities; the more abilities, the "
        "lower the skills."
    ),
    "MM-0.3.4": N_(
        "The home port is printed under the captain's name and gives the captain's nationality."
    ),
    "MM-0.3.5": N_(
        "A wanted captain may not enter the ports of the nations that want him, but may always "
        "enter his home port."
    ),
    "MM-0.4": N_("Ships: types, characteristics and the one-ship limit."),
    "MM-0.4.1": N_(
        "The ship types are Sloop, Flute, Frigate, Galleon and Man-of-war; the last two share a "
        "miniature."
    ),
    "MM-0.4.2": N_(
        "A ship card rates Seaworthiness (starting Hull and Mast), Cargo, Crew, Cannons and "
        "Maneuverability from 1 to 5."
    ),
    "MM-0.4.3": N_(
        "No ship characteristic goes above 5, except as the modification rulings allow (see "
        "MM-Q12)."
    ),
    "MM-0.4.4": N_(
        "A player has one ship at a time; taking a new one means selling or giving up the old one."
    ),
    "MM-0.4.5": N_(
        "Only the Sloop's values and part of the Frigate's are known from the rules; the others "
        "are entered from the ship cards."
    ),
    "MM-0.4.6": N_("Every player starts with a Sloop or a Flute of their choice."),
    "MM-0.5": N_("The game board: sea zones, ports and tracks."),
    "MM-0.5.1": N_(
        "The board has 17 sea zones; all but the Caribbean Sea have a port of one of four "
        "nations: Netherlands, England, France and Spain."
    ),
    "MM-0.5.2": N_(
        "Most sea zones print an advantage or a drawback, also shown on the player aid card."
    ),
    "MM-0.5.3": N_("Each border between sea zones bears a compass letter used to move NPCs."),
    "MM-0.5.4": N_("The At war! space shows which nations are at war."),
    "MM-0.5.5": N_("The NPC captain cards in play lie at the top centre of the board."),
    "MM-0.5.6": N_(
        "The Enemy! area holds an NPC's damage in battle, next to the merchant track for "
        "removed merchant markers."
    ),
    "MM-0.5.7": N_("The Glory track runs from 0 to 10 along the bottom of the board."),
    "MM-0.5.8": N_(
        "Beside each port are two squares: one for its demand token, one for its modification "
        "token."
    ),
    "MM-0.5.9": N_(
        "The rules name only some places and neighbours; the full map is entered once by the club."
    ),
    "MM-0.6": N_("The player board."),
    "MM-0.6.1": N_(
        "Your board holds your captain, ship, mission, rumor, specialists, modifications, "
        "weapons, gold and cargo; glory cards stay in your hand."
    ),
    "MM-0.6.2": N_(
        "Five tracks show Hull, Mast, Cargo, Crew and Cannons; a location with no cube left is "
        "destroyed."
    ),
    "MM-0.6.3": N_("The bounty track shows, from 1 to 5, how wanted you are by each nation."),
    "MM-0.6.4": N_(
        "Each location but the Hull has a die number: 1 Cargo, 2 Mast, 3 Crew, 4 Cannons."
    ),
    "MM-0.7": N_("Components: what the rules count and what players enter."),
    "MM-0.7.1": N_(
        "The rules list no components; the companion knows the counts they give and lets "
        "players enter what is printed on the pieces."
    ),
    # MM-1 setup
    "MM-1.1": N_("Setting up each player."),
    "MM-1.1.1": N_("Each player takes a player board."),
    "MM-1.1.2": N_("Pick a colour and take its 6 cubes, its miniatures and a chest."),
    "MM-1.1.3": N_("Draw a random captain and keep it hidden."),
    "MM-1.1.4": N_("Secretly choose a Sloop or a Flute for your captain."),
    "MM-1.1.5": N_("Everyone reveals captain and ship together."),
    "MM-1.1.6": N_("Put the ship card and captain card on your board."),
    "MM-1.1.7": N_("Your ship starts inside your captain's home port."),
    "MM-1.1.8": N_("Draw one glory card."),
    "MM-1.1.9": N_(
        "Set Hull and Mast to the ship's Seaworthiness and Cargo, Crew and Cannons to their "
        "own values."
    ),
    "MM-1.1.10": N_("Each captain starts with 10 gold."),
    "MM-1.1.11": N_("Your sixth cube marks your glory, starting at 0."),
    "MM-1.1.12": N_(
        "Advice only: the captain's ability may suggest trading or piracy; pirates want "
        "Scouting and Seamanship."
    ),
    "MM-1.2": N_("The starting player and the order of play."),
    "MM-1.2.1": N_("A captain card drawn at random picks the starting player."),
    "MM-1.2.2": N_("The others follow in a fixed order for the whole game (see MM-Q3)."),
    "MM-1.2.3": N_("The starting player draws the event card each round."),
    "MM-1.3": N_("Setting up the game board."),
    "MM-1.3.1": N_("Shuffle every deck except the ship cards and put them face down."),
    "MM-1.3.2": N_(
        "Each port gets a random face-up demand token; the 8 left over form a face-down reserve."
    ),
    "MM-1.3.3": N_("Each port gets a random face-down modification token."),
    "MM-1.3.4": N_(
        "Every sea zone, the Caribbean Sea included, gets a random merchant marker with its "
        "nation hidden."
    ),
    "MM-1.3.5": N_("Two missions are drawn, read out and placed where they say."),
    "MM-1.3.6": N_("Glory cubes start at 0; the 5 brown cubes wait by The Enemy! for NPC battles."),
    "MM-1.4": N_("The number of players."),
    "MM-1.4.1": N_("No rule depends on the number of players (see MM-Q1)."),
    # MM-2 winning
    "MM-2.1": N_("Glory points."),
    "MM-2.1.1": N_(
        "The aim is 10 glory points, or another agreed target; each point gained moves your "
        "cube up one space."
    ),
    "MM-2.1.2": N_(
        "Each of these gives one glory point and one glory card: defeating a captain, selling "
        "3 or more demanded goods, plundering 12 or more gold, completing a mission, a true "
        "rumor, buying a Galleon or Frigate."
    ),
    "MM-2.1.3": N_(
        "Hidden gold also counts as glory, one point per 10 gold up to a cap, with no card and "
        "no move on the track."
    ),
    "MM-2.1.4": N_("No rule takes glory points away, and they outlive your captain."),
    "MM-2.2": N_("Hidden gold counts as glory."),
    "MM-2.2.1": N_("Gold may be hidden in your captain's home port."),
    "MM-2.2.2": N_("Each full 10 gold hidden counts as one glory point."),
    "MM-2.2.3": N_("Hidden gold gives at most half of the target: 5 points in a 10-point game."),
    "MM-2.2.4": N_("Hidden points score secretly; the glory cube does not move."),
    "MM-2.2.5": N_("Everyone knows how often a player has hidden gold, but never how much."),
    "MM-2.3": N_("Reaching the target."),
    "MM-2.3.1": N_("Your glory is your track points plus your capped hidden points."),
    "MM-2.3.2": N_(
        "A player whose glory reaches the target says so, and the game ends when the round is over."
    ),
    "MM-2.3.3": N_(
        "Declaring the target means showing your hidden gold; it is never shown otherwise."
    ),
    "MM-2.3.4": N_(
        "If several reach the target in one round, the most track points wins, then the most "
        "hidden gold, else they share the win."
    ),
    "MM-2.3.5": N_("A single player at the target by the end of the round wins."),
    "MM-2.4": N_("The game ends when a deck runs out."),
    "MM-2.4.1": N_("With no event card left to draw, the game ends at once."),
    "MM-2.4.2": N_("When a captain dies and no captain card is left, the game ends at once."),
    "MM-2.4.3": N_(
        "Then the most glory wins, with ties broken as for reaching the target (see MM-Q8)."
    ),
    "MM-2.5": N_("How long a game lasts."),
    "MM-2.5.1": N_("Expect about 45 minutes per experienced player."),
    "MM-2.5.2": N_(
        "A higher glory target makes a longer game, about 10 to 20 minutes per extra point."
    ),
    "MM-2.5.3": N_(
        "The target is a game option, 10 by default; the hidden-gold cap is half of it."
    ),
    "MM-2.6": N_("Keeping gold secret."),
    "MM-2.6.1": N_("Amounts gained or spent are public."),
    "MM-2.6.2": N_("How much gold is aboard your ship stays secret unless a rule reveals it."),
    "MM-2.6.3": N_(
        "Gold and cargo share one space on your board and may hide each other, but stay on "
        "your board."
    ),
    "MM-2.6.4": N_("Your total gold is secret too, until you declare the target."),
    # MM-3 round and turn
    "MM-3.1": N_("How a round runs."),
    "MM-3.1.1": N_("A round is an event card, then one turn for each player."),
    "MM-3.1.2": N_(
        "Before the event card, a merchant track holding 8 markers is dealt back onto the board."
    ),
    "MM-3.1.3": N_(
        "After the last turn, NPCs are placed or moved, end-of-round events resolve, and a "
        "declared target ends the game."
    ),
    "MM-3.2": N_("The event card."),
    "MM-3.2.1": N_("The starting player draws the event card."),
    "MM-3.2.2": N_("NPC icons on the card are resolved first."),
    "MM-3.2.3": N_(
        "Then the card is read out; its effect may be immediate, during each turn or at the "
        "end of the round."
    ),
    "MM-3.2.4": N_("The card is then discarded unless it says otherwise; NPC cards stay in play."),
    "MM-3.2.5": N_("The event deck has 34 cards; when it is empty the game ends."),
    "MM-3.3": N_("Player turns and their actions."),
    "MM-3.3.1": N_("Turns go clockwise from the starting player."),
    "MM-3.3.2": N_("Each turn has three actions: Move, Scout or a Port action."),
    "MM-3.3.3": N_(
        "Actions may repeat, but only one Port action per turn and no second Scout for the "
        "same target."
    ),
    "MM-3.3.4": N_(
        "If your captain dies during someone else's turn, your replacement plays from your next "
        "turn."
    ),
    "MM-3.4": N_("The Move action."),
    "MM-3.4.1": N_(
        "A Move takes your ship one step: to a neighbouring sea zone, into the zone's port, or "
        "out of the port."
    ),
    "MM-3.4.2": N_("Each step is shown by moving the miniature."),
    "MM-3.4.3": N_("Every ship type moves the same way."),
    "MM-3.4.4": N_(
        "You may not enter the port of a nation that wants you, except your home port and Port "
        "Royale."
    ),
    "MM-3.4.5": N_(
        "Entering a sea zone with a hostile NPC, even from its port, makes the NPC scout for "
        "you at once."
    ),
    "MM-3.4.6": N_("Leaving port, you discard cargo above your ship's current Cargo."),
    "MM-3.5": N_("The Scout action."),
    "MM-3.5.1": N_(
        "A Scout names a target in your sea zone: a captain at sea, an NPC or a merchant."
    ),
    "MM-3.5.2": N_(
        "Roll Scouting; on a success a naval combat or a merchant raid follows at once."
    ),
    "MM-3.5.3": N_(
        "The scout is the aggressor; attacking a non-pirate earns him a bounty at once."
    ),
    "MM-3.5.4": N_("The same target may not be scouted twice in one turn; other targets may."),
    "MM-3.5.5": N_("A rumor may call for a Scouting roll at a given place."),
    "MM-3.5.6": N_("Whether you may scout from a port is settled by MM-Q18."),
    # MM-4 port actions
    "MM-4.1": N_("Port actions in general."),
    "MM-4.1.1": N_(
        "In a port you may take one Port action per turn, as one of your three actions."
    ),
    "MM-4.1.2": N_(
        "A Port action may hold several activities: sell, buy, shipyard, recruit, rumor, "
        "mission, and hiding gold in your home port."
    ),
    "MM-4.1.3": N_("Selling must be your first activity in port; the rest go in any order."),
    "MM-4.1.4": N_("Each activity happens once per Port action and ends before the next."),
    "MM-4.1.5": N_("A Port action turns up the port's hidden modification token."),
    "MM-4.2": N_("Selling goods."),
    "MM-4.2.1": N_("Say which cargo cards you sell."),
    "MM-4.2.2": N_("Each good sells for 3 gold a card."),
    "MM-4.2.3": N_("The good on the port's demand token sells for 6 gold a card."),
    "MM-4.2.4": N_("Sold cards are discarded face up."),
    "MM-4.2.5": N_(
        "Selling the demanded good changes the port's demand token for a random one from the "
        "reserve."
    ),
    "MM-4.2.6": N_("After the demand token changes, no more goods may be sold that turn."),
    "MM-4.2.7": N_(
        "Selling at least 3 cards of the demanded good earns a glory point and a glory card."
    ),
    "MM-4.3": N_("Buying goods."),
    "MM-4.3.1": N_("Draw 6 cargo cards in secret."),
    "MM-4.3.2": N_(
        "Cards of the port's demanded good are discarded and replaced until none is left."
    ),
    "MM-4.3.3": N_("The drawn cards are what you may buy this turn, among 8 goods."),
    "MM-4.3.4": N_("One card of a good costs 3 gold, two cost 2 each, three or more cost 1 each."),
    "MM-4.3.5": N_("Pay and put the bought cards face down on your board."),
    "MM-4.3.6": N_(
        "Goods bought at a discount are shown to a player you pick, who checks the price "
        "and keeps quiet."
    ),
    "MM-4.3.7": N_("Unbought cards and old cargo you drop are discarded face up."),
    "MM-4.3.8": N_("An empty cargo deck is rebuilt by shuffling its discards."),
    "MM-4.3.9": N_(
        "Buying at the same port on two turns running draws only 3 cards the second time."
    ),
    "MM-4.3.10": N_(
        "In port your cargo has no limit; leaving port you drop cards above your Cargo."
    ),
    "MM-4.3.11": N_(
        "The numbers and icons on cargo cards matter only in merchant raids, not for prices."
    ),
    "MM-4.4": N_("Visiting the shipyard."),
    "MM-4.4.1": N_(
        "The shipyard repairs, sells modifications and special weapons, and trades ships."
    ),
    "MM-4.4.2": N_(
        "Sloop and Flute cost 10 (sell 5), Frigate and Galleon 35 (sell 10); repairs 2 a "
        "point, modifications 3, weapons 3 (sell 1)."
    ),
    "MM-4.4.3": N_(
        "Buying a ship sells the old one: its price plus 1 per modification, less 1 per damage "
        "point other than Crew."
    ),
    "MM-4.4.4": N_("Modifications on a sold ship go back onto the board."),
    "MM-4.4.5": N_("Your crew comes along to the new ship."),
    "MM-4.4.6": N_("You may only sell your ship while buying another."),
    "MM-4.4.7": N_(
        "A Man-of-war is never bought or sold; it can only be claimed after a boarding."
    ),
    "MM-4.4.8": N_(
        "Buying a Frigate or a Galleon earns a glory point and a glory card, once per captain."
    ),
    "MM-4.4.9": N_(
        "Special weapons cost 3 gold a token; you may hold one of each of the three kinds."
    ),
    "MM-4.4.10": N_(
        "Repairs cost 2 gold per point on any location but Crew, destroyed ones included."
    ),
    "MM-4.5": N_("Ship modifications."),
    "MM-4.5.1": N_("A port offers at most one modification, shown by its token."),
    "MM-4.5.2": N_("A hidden modification token turns face up with a Port action there."),
    "MM-4.5.3": N_("A modification costs 3 gold; the port then has none for sale."),
    "MM-4.5.4": N_("A ship may have only one modification of each type."),
    "MM-4.5.5": N_(
        "Modifications stay with their ship, except where the St. John sea zone allows."
    ),
    "MM-4.5.6": N_("Most combat modifications do nothing in merchant raids."),
    "MM-4.5.7": N_(
        "The eight modifications: Extra Hammocks, Advanced Rigs & Sails, Reinforced Hull, "
        "Extended Cargo Hold, Chasers, Extra Cannon Port, Swivel Guns and Long Guns."
    ),
    "MM-4.5.8": N_(
        "When a ship with modifications is sunk, sold or given up, its owner puts them face "
        "down at random in ports without one."
    ),
    "MM-4.5.9": N_("A port that sold its modification may get a new one this way."),
    "MM-4.6": N_("Recruiting crew."),
    "MM-4.6.1": N_("Roll Leadership; a success lets you take on crew (see MM-Q22)."),
    "MM-4.6.2": N_("After a failed roll, crew costs 2 gold each."),
    "MM-4.6.3": N_("Crew never goes above the ship's Crew value."),
    "MM-4.7": N_("Acquiring a rumor."),
    "MM-4.7.1": N_("Pay 2 gold and roll Influence; on a success draw a rumor and keep it hidden."),
    "MM-4.7.2": N_(
        "You keep one rumor at most; with a second you choose one and shuffle the other back."
    ),
    "MM-4.7.3": N_(
        "A rumor names a place and the skill to roll there, during a Port or Scout action."
    ),
    "MM-4.7.4": N_(
        "Reveal the rumor and roll: a failure means it was false; a success pays what it promised."
    ),
    "MM-4.7.5": N_("A true rumor earns a glory point and a glory card."),
    "MM-4.8": N_("Missions."),
    "MM-4.8.1": N_(
        "A mission card names its reward, its requirement and the port where it is claimed."
    ),
    "MM-4.8.2": N_("Two missions are always on offer on the board."),
    "MM-4.8.3": N_("A claimed mission goes on your board and a new one is drawn and placed."),
    "MM-4.8.4": N_("You hold one mission; after claiming another you may drop the old one."),
    "MM-4.8.5": N_("A failed mission stays in play and may be tried again on a later turn."),
    "MM-4.8.6": N_("Completing a mission earns its reward, a glory point and a glory card."),
    "MM-4.8.7": N_("A captain beaten in crew combat or killed loses his mission."),
    "MM-4.9": N_("Hiding gold."),
    "MM-4.9.1": N_("Only in your home port may you move gold from your ship into your chest."),
    "MM-4.9.2": N_("Hidden gold is safe from everyone."),
    "MM-4.9.3": N_("Each 10 hidden gold is a secret glory point, within the hidden-gold cap."),
    "MM-4.9.4": N_("You announce that you hide gold, but not how much."),
    "MM-4.9.5": N_("Your hidden amount is shown only when you declare the target."),
    "MM-4.9.6": N_("In your home port you may spend from the chest as well as the ship."),
    "MM-4.9.7": N_("Advice only: gold aboard is lost if you sink and taken if you are boarded."),
    # MM-5 merchants
    "MM-5.1": N_("Merchant markers."),
    "MM-5.1.1": N_("Merchant markers are merchants you may raid; each sea zone starts with one."),
    "MM-5.1.2": N_(
        "A marker leaving the board, raided or let go, goes face down on the merchant track."
    ),
    "MM-5.1.3": N_(
        "With 8 markers on the track at the start of a round, they are dealt back so every sea "
        "zone has one."
    ),
    "MM-5.2": N_("A merchant's nationality."),
    "MM-5.2.1": N_("A successful Scout for a merchant takes its marker and shows its nation."),
    "MM-5.2.2": N_(
        "You pick the merchant's nation: the marker's or the sea zone's (only the marker's in "
        "the Caribbean Sea)."
    ),
    "MM-5.2.3": N_("You may let the merchant sail away; its marker still goes to the track."),
    "MM-5.2.4": N_(
        "Announcing a raid gives you a bounty from the chosen nation before any card is drawn."
    ),
    "MM-5.3": N_("How a raid is played."),
    "MM-5.3.1": N_("You may raid only if none of your ship's locations is destroyed."),
    "MM-5.3.2": N_("Draw 3 cargo cards face up."),
    "MM-5.3.3": N_("Roll your Seamanship."),
    "MM-5.3.4": N_("Each success may draw a card, discard a card or swap one for a new draw."),
    "MM-5.3.5": N_("After the roll, each special weapon spent turns a failed die into a success."),
    "MM-5.3.6": N_("The icons on the cards left decide the raid."),
    "MM-5.4": N_("Raid icons, result and plunder."),
    "MM-5.4.1": N_("Half the cargo cards show an escape icon, half a hit icon."),
    "MM-5.4.2": N_(
        "Each hit icon damages the location it names; a lost Hull sinks you, another lost "
        "location fails the raid."
    ),
    "MM-5.4.3": N_(
        "If the escape numbers reach your Maneuverability, the merchant escapes; hits still count."
    ),
    "MM-5.4.4": N_(
        "The raid succeeds when the merchant does not escape and no location is destroyed."
    ),
    "MM-5.4.5": N_("On a success you take gold equal to the plunder values of the cards left."),
    "MM-5.4.6": N_("You may also keep cards left as cargo, within your Cargo after the damage."),
    "MM-5.4.7": N_("Plundering 12 or more gold in one raid earns a glory point and a glory card."),
    "MM-5.4.8": N_("A failed raid yields nothing, but its bounty stays."),
    "MM-5.4.9": N_("Cargo damage cuts capacity at once, and surplus cargo is lost at random."),
    # MM-6 bounties
    "MM-6.1": N_("Pirates and non-pirates."),
    "MM-6.1.1": N_("A player with any bounty is a pirate; without one, a non-pirate."),
    "MM-6.1.2": N_("Black NPC ships are pirates; merchants and warships are not."),
    "MM-6.1.3": N_("You turn pirate with your first bounty and stop when every bounty is gone."),
    "MM-6.2": N_("Gaining bounties."),
    "MM-6.2.1": N_("Starting a fight with a non-pirate, a raid included, gives you a bounty."),
    "MM-6.2.2": N_("Sinking or boarding and beating a warship gives you a bounty."),
    "MM-6.2.3": N_(
        "The bounty comes from the merchant's chosen nation, the captain's nation or the "
        "warship's nation."
    ),
    "MM-6.2.4": N_("The bounty is taken on engaging, so the victim may strike back without one."),
    "MM-6.2.5": N_("Being attacked, or attacking a pirate, never gives a bounty."),
    "MM-6.3": N_("The bounty track."),
    "MM-6.3.1": N_("A nation's first bounty puts its marker on 1."),
    "MM-6.3.2": N_("Each further bounty from that nation moves its marker up one."),
    "MM-6.3.3": N_("A nation's bounty stops at 5."),
    "MM-6.4": N_("What bounties do."),
    "MM-6.4.1": N_(
        "Wanted captains may not enter that nation's ports, except their home port and Port "
        "Royale with an Influence roll."
    ),
    "MM-6.4.2": N_("Warships hunt wanted captains."),
    "MM-6.4.3": N_("NPC pirates leave wanted captains alone."),
    "MM-6.4.4": N_("Each bounty puts 5 gold on your head."),
    "MM-6.5": N_("Losing bounties."),
    "MM-6.5.1": N_("A bounty usually stays for good."),
    "MM-6.5.2": N_("Some cards offer a pardon, as they print."),
    "MM-6.5.3": N_("A nation's bounty at 0 is gone, as if it had never been."),
    "MM-6.5.4": N_("A dead captain's bounties are all discarded."),
    "MM-6.6": N_("Rewards for beating pirate players."),
    "MM-6.6.1": N_("Beating a pirate player pays 5 gold for each bounty on him."),
    "MM-6.6.2": N_(
        "No reward comes from a nation that wants you or that your nation is at war with."
    ),
    "MM-6.6.3": N_("The reward is 5 gold times his bounties from the nations that may pay you."),
    "MM-6.6.4": N_(
        "Beaten means sunk or beaten in crew combat; the reward uses his bounties before they "
        "are discarded."
    ),
    "MM-6.7": N_("Prizes for NPC pirates."),
    "MM-6.7.1": N_("Beating the pirate Sloop pays 5 gold, the pirate Frigate 15 gold."),
    "MM-6.7.2": N_("Only non-pirates collect this prize."),
    "MM-6.7.3": N_("NPC pirates carry no cargo and no gold."),
    # MM-7 glory cards
    "MM-7.1": N_("Gaining glory cards."),
    "MM-7.1.1": N_(
        "Each glory point gained brings a glory card; so do setup and each new captain."
    ),
    "MM-7.1.2": N_(
        "You keep at most 4 glory cards; drawing a fifth means discarding one of the five."
    ),
    "MM-7.1.3": N_("With five cards in hand you may play none until you are back to four."),
    "MM-7.2": N_("Playing glory cards."),
    "MM-7.2.1": N_(
        "Glory cards are played in your own turn, but only combat cards during a combat."
    ),
    "MM-7.2.2": N_("Some cards are played in other players' turns."),
    "MM-7.2.3": N_(
        "You announce that you play a card without naming it; others may join, and cards "
        "resolve from the active player on."
    ),
    "MM-7.2.4": N_("Once per turn you may take back an announced card, after showing it."),
    "MM-7.2.5": N_(
        "In combat, captains fighting may play combat cards when the card allows; the "
        "aggressor's card resolves first."
    ),
    "MM-7.3": N_("Specialists."),
    "MM-7.3.1": N_("Some cards let you hire specialists who improve your captain."),
    "MM-7.3.2": N_("There are 8 kinds of specialist, two cards of each in the glory deck."),
    "MM-7.3.3": N_("Each specialist card says what hiring costs."),
    "MM-7.3.4": N_("A hired specialist lies face up on your board."),
    "MM-7.3.5": N_("You may hire any number of specialists, one of each kind."),
    "MM-7.3.6": N_("Hired specialists are not in your hand; a crew-combat winner may take them."),
    # MM-8 NPCs
    "MM-8.1": N_("The kinds of NPC and how they enter play."),
    "MM-8.1.1": N_("An NPC is a warship or a pirate ship that no player owns."),
    "MM-8.1.2": N_("Event cards bring NPCs in: 12 admirals, three per nation, and 6 pirates."),
    "MM-8.1.3": N_("An NPC card gives its captain's skills and lies face up at the board's top."),
    "MM-8.1.4": N_("The card places its ship in a named sea zone at the end of the round."),
    "MM-8.1.5": N_(
        "Warships are brown ships over a marker of their nation; pirates are black ships."
    ),
    "MM-8.1.6": N_("The War event brings Men-of-war into play (see MM-Q33)."),
    "MM-8.2": N_("NPC limits, stacking and replacement."),
    "MM-8.2.1": N_(
        "At most one warship per nation and two pirates, a Sloop and a Frigate, are in play."
    ),
    "MM-8.2.2": N_(
        "A new card for a ship already in play goes on top of the old one, and the ship moves "
        "to the new card's zone at the end of the round."
    ),
    "MM-8.2.3": N_(
        "If the new captain dies, the card beneath takes over and the ship goes back to that "
        "captain's zone at the end of the round."
    ),
    "MM-8.2.4": N_("With two cards beneath, one is drawn at random to take over."),
    "MM-8.2.5": N_("A dead NPC with no card beneath is handled by MM-Q32."),
    "MM-8.3": N_("Hunting priorities."),
    "MM-8.3.1": N_("An NPC is hostile to every player who meets one of its priorities."),
    "MM-8.3.2": N_(
        "Warships hunt captains wanted by their nation, then other wanted captains, then, at "
        "war, captains of enemy nations."
    ),
    "MM-8.3.3": N_("Pirates hunt non-pirates with gold aboard, then with cargo, then the rest."),
    "MM-8.3.4": N_(
        "So pirates threaten every non-pirate, and warships every pirate and, at war, every enemy."
    ),
    "MM-8.4": N_("NPC scouting."),
    "MM-8.4.1": N_(
        "A hostile NPC scouts for you when you enter its sea zone or start your turn at sea there."
    ),
    "MM-8.4.2": N_("If the NPC finds you, it attacks as the aggressor."),
    "MM-8.4.3": N_("An NPC that survives is fully repaired before its next battle."),
    "MM-8.4.4": N_(
        "An admiral scouts with his printed Scouting or the target's bounty with his nation, "
        "whichever is higher."
    ),
    "MM-8.4.5": N_("No NPC scouts for a player who stays in port."),
    "MM-8.4.6": N_("An NPC moved by the event card waits for a trigger before scouting."),
    "MM-8.5": N_("Several NPCs in one sea zone."),
    "MM-8.5.1": N_("NPCs may share sea zones, with the limits below."),
    "MM-8.5.2": N_("NPC pirates sharing a sea zone with a warship do not scout."),
    "MM-8.5.3": N_("Two Men-of-war in one sea zone do not scout."),
    "MM-8.5.4": N_(
        "When several NPCs hunt one player, a random draw of their cards orders their battles."
    ),
    "MM-8.6": N_("NPC movement."),
    "MM-8.6.1": N_(
        "Half the event cards show three NPC icons; each named NPC on the board moves in the "
        "printed order, before the card is read."
    ),
    "MM-8.6.2": N_("An activated NPC crosses the border bearing its icon's compass letter."),
    "MM-8.6.3": N_(
        "An NPC that cannot go that way turns clockwise to the next possible zone (see MM-Q30)."
    ),
    "MM-8.6.4": N_("A fixed order of NPCs in the rules is settled by MM-Q31."),
    "MM-8.7": N_("Hunting instead of following the card."),
    "MM-8.7.1": N_(
        "An activated NPC in or next to the zone of a player it hunts moves to that player's "
        "zone instead."
    ),
    "MM-8.7.2": N_("It does so even if the player is in port."),
    "MM-8.7.3": N_(
        "Among several players, the first priority decides, then the next; within one, the "
        "one with more of it."
    ),
    "MM-8.7.4": N_("A complete tie is settled by drawing one of their captain cards."),
    "MM-8.8": N_("NPCs in combat."),
    "MM-8.8.1": N_(
        "Another player plays the NPC to win; failing a volunteer, the player on the left "
        "of its opponent."
    ),
    "MM-8.8.2": N_(
        "An NPC may flee only when it has fewer Cannons or fewer Crew than its opponent."
    ),
    "MM-8.8.3": N_(
        "The NPC's damage is kept with brown cubes on The Enemy!, starting at its ship's values."
    ),
    "MM-8.8.4": N_("An NPC that is not beaten is restored in full after the combat."),
    "MM-8.8.5": N_("An NPC fights with its card's skills and its ship type's values."),
    # MM-9 naval combat
    "MM-9.1": N_("Naval combat overview."),
    "MM-9.1.1": N_(
        "Naval combat starts with a successful Scout against a captain or an NPC; the scout is "
        "the aggressor."
    ),
    "MM-9.1.2": N_(
        "Each combat round: both declare an action, roll a Seamanship contest, then carry out "
        "the results."
    ),
    "MM-9.2": N_("Declaring combat actions."),
    "MM-9.2.1": N_("Each round the aggressor declares first, then the defender."),
    "MM-9.2.2": N_("In the first combat round both must Shoot."),
    "MM-9.2.3": N_("Later rounds offer Shoot, Board or Flee."),
    "MM-9.2.4": N_(
        "A destroyed Mast allows only Shoot, a destroyed Crew forbids Board, and NPCs flee "
        "only as MM-8.8.2 allows."
    ),
    "MM-9.2.5": N_("Chasers may fire once the opponent declares Flee."),
    "MM-9.3": N_("The Seamanship contest."),
    "MM-9.3.1": N_("Both roll Seamanship; more skulls wins and carries out the declared action."),
    "MM-9.3.2": N_("A ship 2 or more points more manoeuvrable than its enemy rolls one extra die."),
    "MM-9.3.3": N_("With a destroyed Mast you roll a single die."),
    "MM-9.3.4": N_("If nobody rolls a skull, nobody wins the contest."),
    "MM-9.3.5": N_("Equal skulls are settled by the higher sum of the other dice."),
    "MM-9.3.6": N_("A tie that remains means nobody wins, after cannon hits."),
    "MM-9.3.7": N_("Grappling hooks and glory cards may change the dice."),
    "MM-9.4": N_("What each action does."),
    "MM-9.4.1": N_("Shooting and winning deals one hit per current Cannon."),
    "MM-9.4.2": N_(
        "Shooting and tying or losing deals one hit per skull, up to your current Cannons."
    ),
    "MM-9.4.3": N_(
        "Boarding and winning leads to crew combat after this round's cannon hits, unless they "
        "sank you or took your last Crew."
    ),
    "MM-9.4.4": N_("Fleeing and winning escapes if the opponent rolled no skull."),
    "MM-9.4.5": N_("Advice only: Shoot is the surest action, Flee the hardest."),
    "MM-9.5": N_("Where hits land."),
    "MM-9.5.1": N_("Roll one die for each hit."),
    "MM-9.5.2": N_("A 1 hits Cargo, 2 Mast, 3 Crew and 4 Cannons."),
    "MM-9.5.3": N_(
        "A skull lets the target pick the location, Hull included, unless a special weapon "
        "says otherwise."
    ),
    "MM-9.5.4": N_("Numbered hits are applied before skull hits."),
    "MM-9.5.5": N_("Each hit lowers its location by one."),
    "MM-9.5.6": N_("A location pushed below 1 is destroyed."),
    "MM-9.5.7": N_(
        "Hits on a destroyed location go to the Hull, except with Chain shot or Grapeshot."
    ),
    "MM-9.5.8": N_("Reinforced Hull may soak up one point once hits are placed."),
    "MM-9.6": N_("What damage does."),
    "MM-9.6.1": N_(
        "No Hull sinks you; damaged Cargo, Crew and Cannons shrink; no Mast leaves one die and "
        "Shoot; no Crew bars boarding and loses crew combat."
    ),
    "MM-9.6.2": N_(
        "A ship that survives with destroyed locations can sail, but fights with those losses "
        "until repaired."
    ),
    "MM-9.6.3": N_("No merchant raid while a location is destroyed."),
    "MM-9.7": N_("Hits land together."),
    "MM-9.7.1": N_("Both captains' hits in a combat round land at the same time."),
    "MM-9.7.2": N_("A captain sunk or disarmed in a round still deals that round's hits."),
    "MM-9.8": N_("Glory cards and abilities in combat."),
    "MM-9.8.1": N_("Only combat glory cards may be played in combat, as MM-7.2.5 says."),
    "MM-9.8.2": N_(
        "Captains' abilities may change a combat; the companion applies them as adjustments."
    ),
    "MM-9.9": N_("Special weapons."),
    "MM-9.9.1": N_(
        "Grappling hooks help boarding; Chain shot and Grapeshot aim hits. Each is used up; "
        "hold one of each at most."
    ),
    "MM-9.9.2": N_(
        "Having declared Board, you may spend hooks after the contest to reroll any of your dice."
    ),
    "MM-9.9.3": N_(
        "Chain shot sends your skull hits to the enemy's Mast, and none pass to the Hull that "
        "round."
    ),
    "MM-9.9.4": N_(
        "Grapeshot sends your skull hits to the enemy's Crew, and none pass to the Hull that round."
    ),
    "MM-9.9.5": N_("Chain shot and Grapeshot do not work with Long Guns hits."),
    "MM-9.9.6": N_("In a merchant raid every special weapon does the same thing."),
    "MM-9.10": N_("Modifications in combat."),
    "MM-9.10.1": N_(
        "Long Guns, Chasers and Reinforced Hull work in naval combat, Swivel Guns in crew combat."
    ),
    "MM-9.11": N_("The end of a naval combat."),
    "MM-9.11.1": N_("Naval combat ends with a sinking, an escape or a successful boarding."),
    "MM-9.11.2": N_(
        "Sinking your opponent earns a glory point and card, any reward or prize, and a bounty "
        "for a warship."
    ),
    "MM-9.11.3": N_("A sunk ship's goods are lost; only boarding brings plunder."),
    "MM-9.11.4": N_("After an escape nobody has won; bounties taken on engaging stay."),
    # MM-10 crew combat
    "MM-10.1": N_("Crew combat follows a successful boarding at once; some cards start one too."),
    "MM-10.2": N_("Each combat round both captains roll Leadership together."),
    "MM-10.3": N_("Each skull takes one from the enemy's Crew."),
    "MM-10.4": N_("Your hits in a round are capped by your own Crew before the roll."),
    "MM-10.5": N_(
        "The captain who loses his last Crew is beaten and dies; the winner plunders and earns "
        "a glory point and card."
    ),
    "MM-10.6": N_(
        "If both crews fall in the same round, more skulls wins, then the higher sum of the "
        "other dice, else nobody wins."
    ),
    "MM-10.7": N_("A captain with no Crew left loses the crew combat at once."),
    "MM-10.8": N_(
        "Swivel Guns and glory cards work in crew combat; the winner plunders whoever did the "
        "boarding."
    ),
    "MM-10.9": N_("Leadership sets the dice, and your Crew caps the hits."),
    # MM-11 plunder
    "MM-11.1": N_("Plundering a beaten player."),
    "MM-11.1.1": N_(
        "Beating a player in crew combat lets you take his gold, glory cards, cargo, rumor, "
        "special weapons, ship and specialists."
    ),
    "MM-11.1.2": N_(
        "His specialists join you free; those you cannot or will not keep are discarded."
    ),
    "MM-11.1.3": N_("A beaten pirate also pays you a reward for his bounties."),
    "MM-11.1.4": N_("The beaten player's mission is discarded."),
    "MM-11.1.5": N_("What you leave is discarded with him; your hand limit and Cargo still apply."),
    "MM-11.2": N_("Plundering a warship."),
    "MM-11.2.1": N_(
        "Draw 3 cargo cards for their plunder gold, lose one at random per Cargo hit the "
        "warship took, keep the rest, and take the ship if you like."
    ),
    "MM-11.2.2": N_("You also earn a bounty from its nation, a glory point and a glory card."),
    "MM-11.3": N_("Plundering an NPC pirate."),
    "MM-11.3.1": N_(
        "NPC pirates carry nothing; a non-pirate who beats one wins 5 gold for a Sloop or 15 "
        "for a Frigate."
    ),
    "MM-11.4": N_("Claiming a ship."),
    "MM-11.4.1": N_("Winning a crew combat lets you give up your ship and take the one you beat."),
    "MM-11.4.2": N_("Your cargo, weapons, gold and cards move with you."),
    "MM-11.4.3": N_("Modifications do not move; those on your old ship are put back on the board."),
    "MM-11.4.4": N_("Claiming is the only way to own a Man-of-war."),
    "MM-11.4.5": N_("A claimed Frigate or Galleon earns no glory."),
    # MM-12 death and retirement
    "MM-12.1": N_("The death of a captain."),
    "MM-12.1.1": N_(
        "A dead captain's player loses the captain, cards, ship, everything aboard and his "
        "bounties, after any plunder."
    ),
    "MM-12.1.2": N_("The lost ship's modifications go back onto the board."),
    "MM-12.1.3": N_("Draw a new captain and play him from your next turn."),
    "MM-12.1.4": N_("With no captain card left, the game ends at once."),
    "MM-12.2": N_("What a player keeps."),
    "MM-12.2.1": N_("The new captain carries on: your glory points stay."),
    "MM-12.2.2": N_("Your hidden gold stays, now in the new captain's home port."),
    "MM-12.2.3": N_("The public count of your hiding stays too."),
    "MM-12.3": N_("Setting up the new captain."),
    "MM-12.3.1": N_(
        "Set up the new captain as at the start: captain, Sloop or Flute, home port, glory "
        "card, cubes and starting gold."
    ),
    "MM-12.3.2": N_("If an NPC pirate waits in the new captain's home zone, you may draw another."),
    "MM-12.3.3": N_("The starting 10 gold comes from your chest first and the game adds the rest."),
    "MM-12.3.4": N_(
        "The new captain starts with no bounty and may earn the Frigate or Galleon glory again."
    ),
    "MM-12.4": N_("Retiring a captain."),
    "MM-12.4.1": N_("You may choose to retire your captain."),
    "MM-12.4.2": N_(
        "Retiring is declared at the start of your turn, in a port, before any action."
    ),
    "MM-12.4.3": N_("On your next turn you replace the captain as if he had died."),
    # Open questions: the rulings the companion plays.
    "MM-Q1": N_(
        "Ruling: 2 to 4 players, as printed on the box, with the maximum a setting; no rule "
        "changes with the count."
    ),
    "MM-Q2": N_(
        "Ruling: NPC placement, end-of-turn events, the same-turn target race and the merchant "
        "check belong to the round; actions, port limits and retries belong to a player's own "
        "turn."
    ),
    "MM-Q3": N_(
        "Ruling: turns go clockwise in seating order, and the player to the left is the next "
        "one clockwise."
    ),
    "MM-Q4": N_("Ruling: a player may end the turn early; unused actions are lost."),
    "MM-Q5": N_("Ruling: 12 gold or more from one successful raid earns the glory point."),
    "MM-Q6": N_(
        "Ruling: one glory point per sale that includes at least 3 cards of the good in demand."
    ),
    "MM-Q7": N_(
        "Ruling: among players at the target when the round ends, the Glory track decides, "
        "then hidden gold, else a shared win."
    ),
    "MM-Q8": N_(
        "Ruling: in an early end, total glory decides, then the track, then hidden gold, else "
        "a shared win."
    ),
    "MM-Q9": N_("Ruling: hidden gold scores at most half the target, rounded down."),
    "MM-Q10": N_(
        "Ruling: a declaration stands even if the player drops below the target; the game ends "
        "with the round."
    ),
    "MM-Q11": N_("Ruling: glory may go past 10 and is shown as 10 plus the extra."),
    "MM-Q12": N_(
        "Ruling: values stop at 5, except Maneuverability, which Advanced Rigs & Sails may take "
        "to 6."
    ),
    "MM-Q13": N_(
        "Ruling: ship values come from the ship cards; Sloop and Frigate have defaults, the "
        "others must be entered."
    ),
    "MM-Q14": N_("Ruling: the escape numbers of all cards left are added together."),
    "MM-Q15": N_(
        "Ruling: a raid succeeds only if the merchant stays, nothing is destroyed and you do "
        "not sink."
    ),
    "MM-Q16": N_(
        "Ruling: at sea cargo never exceeds your Cargo; you choose what to keep and discard the "
        "rest."
    ),
    "MM-Q17": N_(
        "Ruling: the 8 track markers are shuffled and placed in the sea zones that lack one; "
        "any spare stay on the track."
    ),
    "MM-Q18": N_("Ruling: only a ship at sea may scout for another ship."),
    "MM-Q19": N_(
        "Ruling: after the sale a new demand token is drawn and the old one returns to the reserve."
    ),
    "MM-Q20": N_(
        "Ruling: two of your own turns in a row at the same port mean only 3 cards on the "
        "second buy."
    ),
    "MM-Q21": N_(
        "Ruling: the modification turns up when a Port action starts there and may be bought "
        "at once."
    ),
    "MM-Q22": N_(
        "Ruling: roll Leadership first; a success fills your Crew free, a failure lets you pay "
        "2 gold a sailor."
    ),
    "MM-Q23": N_(
        "Ruling: a sale price is never below 0, and a Man-of-war's owner cannot buy a ship."
    ),
    "MM-Q24": N_(
        "Ruling: a claimed ship keeps its damage, takes your remaining crew up to its Crew, and "
        "comes without modifications."
    ),
    "MM-Q25": N_(
        "Ruling: the log shows amounts but not balances; in your home port you may pay from "
        "ship or chest; chest gold never returns aboard."
    ),
    "MM-Q26": N_(
        "Ruling: a rumor in port is checked in the Port action, at sea with a Scout; a mission "
        "is tried at its port, once per turn."
    ),
    "MM-Q27": N_(
        "Ruling: after a battle the player goes on with his actions; each allowed hostile NPC "
        "scouts once per trigger; only pirates beside a warship stay silent."
    ),
    "MM-Q28": N_(
        "Ruling: warships weigh bounties with their nation, then other bounties, then war; "
        "pirates weigh gold, then cargo; ties go at random."
    ),
    "MM-Q29": N_(
        "Ruling: an admiral's Scouting rises to the target's bounty with the admiral's nation."
    ),
    "MM-Q30": N_(
        "Ruling: a blocked NPC turns its direction clockwise until a border has that letter."
    ),
    "MM-Q31": N_("Ruling: NPCs move in the order their icons are printed on the card."),
    "MM-Q32": N_(
        "Ruling: a killed NPC with nothing beneath leaves the board; a replacement enters at its "
        "zone at the end of the round."
    ),
    "MM-Q33": N_(
        "Ruling: a Man-of-war follows its War card and otherwise every warship rule, in its own "
        "NPC slot."
    ),
    "MM-Q34": N_(
        "Ruling: a player who did not announce a card at one moment may still announce one at a "
        "later moment."
    ),
    "MM-Q35": N_("Ruling: the NPC flee test uses both ships' current values."),
    "MM-Q36": N_(
        "Ruling: Long Guns fire before the first contest, Swivel Guns before the first "
        "Leadership roll, and hooks reroll after the contest."
    ),
    "MM-Q37": N_(
        "Ruling: Chasers hit once per combat when the foe flees; Reinforced Hull cancels one hit "
        "and is renewed for 3 gold."
    ),
    "MM-Q38": N_("Ruling: empty glory, mission and rumor decks are rebuilt from their discards."),
    "MM-Q39": N_("Ruling: with a destroyed Mast you roll exactly one die, with no bonus."),
    "MM-Q40": N_(
        "Ruling: if both ships sink, both captains die and nobody earns glory, reward or prize."
    ),
    "MM-Q41": N_("Ruling: a crew combat with no winner kills nobody; both ships stay at no Crew."),
    "MM-Q42": N_("Ruling: a new captain always starts with 10 gold, from the chest first."),
    "MM-Q43": N_(
        "Ruling: a refused captain is shuffled back; when every home zone holds an NPC pirate, "
        "the last one drawn stays."
    ),
    "MM-Q44": N_(
        "Ruling: retiring ends that turn; the new captain is set up at the start of your next turn."
    ),
    "MM-Q45": N_(
        "Ruling: announced cards resolve clockwise from the active player, the aggressor first "
        "in combat; each player may take one back per turn."
    ),
    "MM-Q46": N_(
        "Ruling: plundered glory cards over 4 are discarded at once, and duplicate specialists too."
    ),
    "MM-Q47": N_(
        "Ruling: the map is entered once; at Port Royale a wanted player who fails Influence "
        "stays in the sea zone."
    ),
    "MM-Q48": N_("Ruling: card and ability effects are entered as logged manual adjustments."),
}
