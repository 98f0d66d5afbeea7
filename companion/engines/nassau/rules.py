"""Rules reference: every rule ID of the digest and every NAS-Qn ruling, summarised for
players in our own words (the rulebook text itself is not reproduced)."""

from __future__ import annotations

from companion.engines.nassau.rulings import LATER_RULES, SECTIONS
from companion.engines.text import N_

RULES: dict[str, str] = {
    # -- NAS-0 components ------------------------------------------------------------------
    "NAS-0.1": N_("The box: one game board, the rulebook and the pieces listed below."),
    "NAS-0.1.1": N_(
        "Five pirate ship boards, one per colour (black, green, yellow, red, blue), each in four sections with room for upgrades and crew."
    ),
    "NAS-0.1.2": N_("Five pirate ship tokens show where each pirate sails on the board."),
    "NAS-0.1.3": N_("Five notoriety markers track each pirate's fame on the notoriety track."),
    "NAS-0.1.4": N_("Fifteen six-sided dice, three per colour, decide how far ships move."),
    "NAS-0.1.5": N_("Five treasure chests hold the pieces of eight a pirate buries."),
    "NAS-0.1.6": N_(
        "Twenty captain cards, four per colour, each with a sail and a cannon value added to the ship in one fight."
    ),
    "NAS-0.1.7": N_("32 hull upgrades; most raise cannon, some only give ship points."),
    "NAS-0.1.8": N_(
        "34 mast upgrades: 25 sail upgrades and 9 mizzen upgrades, drawn from one shared face-down set."
    ),
    "NAS-0.1.9": N_("42 crew tokens, flipped over when their ability is used."),
    "NAS-0.1.10": N_("Seven trade wind tokens: +1 or -1 on a die, or +1 notoriety."),
    "NAS-0.1.11": N_("Seven plundered-port tokens mark ports that can no longer be used."),
    "NAS-0.1.12": N_(
        "30 navy cards: 20 Phase I and 10 Phase II; open sea cards or navy ships with sail and cannon; some marked 4+ or 5+."
    ),
    "NAS-0.1.13": N_(
        "One end-game card, shuffled into the Phase II navy cards; the game ends when it appears."
    ),
    "NAS-0.1.14": N_(
        "58 merchant ship cards (20 Region 1, 18 Region 2, 20 Region 3), each with sail, cannon and loot."
    ),
    "NAS-0.1.15": N_("54 pieces of eight: changed into resources or buried."),
    "NAS-0.1.16": N_("8 gold doubloons, each worth 5 buried pieces of eight."),
    "NAS-0.1.17": N_("20 gunpowder barrels, a resource."),
    "NAS-0.1.18": N_("20 goods crates, a resource."),
    "NAS-0.1.19": N_("20 rum barrels, a resource."),
    "NAS-0.1.20": N_("7 hostages, ransomed in ports or thrown overboard for notoriety."),
    "NAS-0.1.21": N_(
        "Only gunpowder, goods and rum are resources; pieces of eight, doubloons and hostages are not."
    ),
    "NAS-0.2": N_("The game is for 3 to 5 players."),
    "NAS-0.3.1": N_(
        "Merchant card icons give gunpowder, goods, rum, a hostage or a piece of eight; every capture also gives one unprinted piece of eight."
    ),
    "NAS-0.3.2": N_(
        "Navy card icons: 4+ (only with 4 or more players), 5+ (only with 5), Phase I, Phase II, end of game."
    ),
    "NAS-0.3.3": N_(
        "Upgrade and crew tiles print their effects with symbols for sail, cannon, merchant, navy, port, die, resources, hostage and notoriety."
    ),
    "NAS-0.3.4": N_(
        "Crew tokens print motley points, upgrades print ship points; both count at the end."
    ),
    "NAS-0.4.1": N_(
        "A ship board has a stern, a bow and two middle sections; you start with stern and bow, a third makes a brigantine, a fourth a galleon."
    ),
    "NAS-0.4.2": N_("Every ship starts with sail 1 and cannon 1."),
    "NAS-0.4.3": N_("Each section holds 4 pieces: 8, 12 or 16 in all."),
    "NAS-0.4.4": N_(
        "Upgrades go on empty spaces of matching shape and border colour printed on the ship board."
    ),
    "NAS-0.4.5": N_(
        "The ship board also has a space for captured merchants and thrown-overboard hostages, one for the trade wind token, a cost summary and printed ship points."
    ),
    "NAS-0.5.1": N_("The sea is a line of spaces 1 to 20."),
    "NAS-0.5.2": N_(
        "Spaces 1-6 are Region 1, 7 is transit space 1, 8-13 Region 2, 14 transit space 2, 15-20 Region 3."
    ),
    "NAS-0.5.3": N_(
        "Each region's 6 spaces are trade-route spaces or ports; transit spaces belong to no region."
    ),
    "NAS-0.5.4": N_("A trade-route space holds at most one face-up merchant card."),
    "NAS-0.5.5": N_(
        "A port shows its name, what can be smuggled there and its cannon value (4 + region); it never holds a merchant."
    ),
    "NAS-0.5.6": N_(
        "Known layout: La Havana on 1, Port Royal on 10, Port of Spain in Region 3, trade routes on 3 and 8; the rest is on the printed board."
    ),
    "NAS-0.5.7": N_(
        "The board also holds the Nassau market, the notoriety track 1-100, the navy deck with its face-up row, and the three merchant decks."
    ),
    "NAS-0.6.1": N_(
        "Tokens, resources, pieces of eight, doubloons and hostages form the general supply; things taken come from it and things returned go back to it."
    ),
    "NAS-0.6.2": N_("The supply is limited to the pieces in the box."),
    # -- NAS-1 setup -----------------------------------------------------------------------
    "NAS-1.1": N_("Open the board."),
    "NAS-1.2.1": N_("Sort the merchant cards into their three region decks."),
    "NAS-1.2.2": N_("Shuffle each region deck and place it face down on its space."),
    "NAS-1.2.3": N_(
        "Deal one merchant card face up on every trade-route space from its region's deck, left to right; ports and transit spaces get none."
    ),
    "NAS-1.3.1": N_(
        "Remove navy cards by player count: with 3 players both 4+ and 5+ cards, with 4 players the 5+ cards, with 5 players none."
    ),
    "NAS-1.3.2": N_("Split the remaining navy cards into Phase I and Phase II piles."),
    "NAS-1.3.3": N_("Shuffle the end-game card into the Phase II pile."),
    "NAS-1.3.4": N_(
        "Put the shuffled Phase I pile on top: every Phase I card lies above the end-game card."
    ),
    "NAS-1.3.5": N_(
        "Turn up one navy card per player beside the deck; they are faced in round 1's step 4."
    ),
    "NAS-1.4.1": N_(
        "Each player takes a colour: ship sections, chest, 3 dice, notoriety marker and 4 captain cards."
    ),
    "NAS-1.4.2": N_("Join stern and bow: the starting ship. Middle sections wait to be bought."),
    "NAS-1.4.3": N_(
        "Everyone starts with an empty hold and chest, no token, no tiles and all 4 captain cards."
    ),
    "NAS-1.5.1": N_(
        "Shuffle three face-down sets: hull upgrades, mast upgrades (sails and mizzens together) and crew."
    ),
    "NAS-1.5.2": N_("Lay out in Nassau as many tiles from each set as there are players."),
    "NAS-1.6": N_("Put tokens, resources, pieces of eight, doubloons and hostages within reach."),
    "NAS-1.7.1": N_(
        "Everyone rolls 3 dice and keeps them as rolled: they are the dice of round 1."
    ),
    "NAS-1.7.2": N_("The lowest total starts on notoriety space 1, the next on 2, and so on."),
    "NAS-1.7.3": N_("On equal totals the youngest player takes the lower space."),
    "NAS-1.7.4": N_("Two notoriety markers never share a space, all game long."),
    "NAS-1.7.5": N_("Setup is done; round 1 starts with step 2."),
    # -- NAS-2 the round -------------------------------------------------------------------
    "NAS-2.0.1": N_(
        "A round has 9 steps in a fixed order: dice, piracy, notoriety, navy, Nassau, navy replacement, merchants sail, restock, preparation."
    ),
    "NAS-2.0.2": N_("After step 9 a new round begins, unless the game ended in step 6."),
    "NAS-2.0.3": N_(
        "Ascending order means lowest notoriety first, descending highest first; there are never ties."
    ),
    "NAS-2.1.1": N_("Step 1: everyone rolls 3 dice and leaves them as rolled."),
    "NAS-2.1.2": N_("Round 1 skips step 1: its dice were rolled at setup."),
    "NAS-2.1.3": N_("The dice are placed on the board one per move during step 2."),
    "NAS-2.2.1": N_(
        "Each player plays 3 piracy phases per round, everyone's first, then second, then third."
    ),
    "NAS-2.2.2": N_("Piracy phases go in ascending notoriety order."),
    "NAS-2.2.3": N_("In each piracy phase you must move, then you may take one action."),
    "NAS-2.2.4.1": N_("Each move uses one of your 3 dice, in any order, each once per round."),
    "NAS-2.2.4.2": N_(
        "The die and your ship token go on the destination; used dice stay on the board until step 5."
    ),
    "NAS-2.2.4.3": N_(
        "First move: the space numbered like the die, or transit space 1 (space 7) whatever the die."
    ),
    "NAS-2.2.4.4": N_(
        "Later moves: your space plus or minus the die, stopping at 1 and 20, or a transit space allowed from where you are (Region 1: 7; 7: 14; Region 2: 7 or 14; 14: 7; Region 3: 14)."
    ),
    "NAS-2.2.4.5": N_(
        "A transit move is always possible, so you can always move; a move may leave you where you were."
    ),
    "NAS-2.2.4.6": N_("Any number of ships may share a space."),
    "NAS-2.2.4.7": N_("Trade wind tokens and some crew change dice."),
    "NAS-2.2.5.1": N_("Your action comes right after your own move, before the next player moves."),
    "NAS-2.2.5.2": N_(
        "Actions: capture a merchant on your space, catch the trade winds, smuggle (with an optional ransom), plunder a port, or pass."
    ),
    "NAS-2.2.5.3": N_(
        "On a transit space you can only catch the winds or pass; in a plundered port only pass."
    ),
    "NAS-2.2.6.1": N_("Ships start at sail 1 and cannon 1; upgrade and crew bonuses add to that."),
    "NAS-2.2.6.2": N_("To outclass you must be strictly higher: a tie is not enough."),
    "NAS-2.2.6.3": N_(
        "Some bonuses count only against merchants, only against the navy, or only against ports."
    ),
    "NAS-2.2.6.4": N_(
        "Capturing, plundering and facing a navy ship each need a captain card from your hand, discarded until step 9."
    ),
    "NAS-2.2.6.5": N_(
        "With 4 captain cards and at most 3 used in step 2, you always have one for the navy."
    ),
    "NAS-2.2.7.1": N_(
        "On a space with a merchant you may try to capture it by beating both its sail and its cannon."
    ),
    "NAS-2.2.7.2": N_("A capture needs one captain card from your hand."),
    "NAS-2.2.7.3": N_("Your sail plus the card's sail must beat the merchant's sail."),
    "NAS-2.2.7.4": N_("Your cannon plus the card's cannon must beat the merchant's cannon."),
    "NAS-2.2.7.5": N_(
        "Success: take the card onto your ship and put 1 piece of eight plus its printed loot in your hold."
    ),
    "NAS-2.2.7.6": N_("Failure: the merchant stays on the board."),
    "NAS-2.2.7.7": N_("Either way the captain card is spent for the round."),
    "NAS-2.2.7.8": N_(
        "A capture counts even if the loot does not fit; what does not fit stays in the supply."
    ),
    "NAS-2.2.7.9": N_(
        "A captured merchant's space stays empty until step 7; a surviving merchant may be attacked again."
    ),
    "NAS-2.2.8.1": N_(
        "Every piece in the hold takes one space: pieces of eight, resources and hostages alike."
    ),
    "NAS-2.2.8.2": N_("Each section holds 4: starting ship 8, brigantine 12, galleon 16."),
    "NAS-2.2.8.3": N_(
        "If not everything fits, you choose which pieces to take; the rest stays in the supply."
    ),
    "NAS-2.2.8.4": N_("You may throw cargo overboard at any time to make room."),
    "NAS-2.2.8.5": N_(
        "Only in step 5 may resources exceed the hold for a while; the excess is lost at the end of step 5."
    ),
    "NAS-2.2.9.1": N_(
        "On a trade-route or transit space (never in a port) you may catch the trade winds, even with other ships or a merchant there."
    ),
    "NAS-2.2.9.2": N_("Take a trade wind token onto your ship board."),
    "NAS-2.2.9.3": N_("You may hold only one token; while you hold one you cannot catch another."),
    "NAS-2.2.9.4": N_(
        "In a later move the token adds or takes 1 from the die used; it then lies under that die."
    ),
    "NAS-2.2.9.5": N_("Or, in step 3, the token gives +1 notoriety."),
    "NAS-2.2.9.6": N_("Once used, you may catch the winds again later."),
    "NAS-2.2.9.7": N_("An unused token is discarded in step 6."),
    "NAS-2.2.10.1": N_("In an unplundered port you may smuggle."),
    "NAS-2.2.10.2": N_("The port shows which resources it offers."),
    "NAS-2.2.10.3": N_("In Region 1 and 2 ports take 1 resource of a kind the port offers."),
    "NAS-2.2.10.4": N_("In Region 3 ports take 2 resources of one kind the port offers."),
    "NAS-2.2.10.5": N_("Port of Spain pays 2 pieces of eight instead."),
    "NAS-2.2.10.6": N_("Smuggled pieces must fit in the hold; you choose if not all fit."),
    "NAS-2.2.10.7": N_("Smuggled resources buy things in Nassau like any others."),
    "NAS-2.2.10.8": N_(
        "A smuggle action also lets you ransom one hostage, even without taking a resource."
    ),
    "NAS-2.2.11.1": N_("In an unplundered port you may try to plunder it: only cannon counts."),
    "NAS-2.2.11.2": N_(
        "Port cannon is 4 + region (5, 6, 7); plunder pays 2, 4 or 6 pieces of eight; a ransom 1, 2 or 3."
    ),
    "NAS-2.2.11.3": N_("Plundering needs a captain card."),
    "NAS-2.2.11.4": N_(
        "Your cannon against ports plus the card's cannon must beat the port's cannon."
    ),
    "NAS-2.2.11.5": N_("Success: take twice the region number in pieces of eight."),
    "NAS-2.2.11.6": N_("Failure: nothing happens."),
    "NAS-2.2.11.7": N_(
        "A plundered port gets a token: no smuggling, ransom or plunder there for the rest of the game; ships may still stop there."
    ),
    "NAS-2.2.11.8": N_("Either way the captain card is spent for the round."),
    "NAS-2.2.11.9": N_("A port plundered this round gives 10 notoriety in step 3."),
    "NAS-2.2.12.1": N_("Hostages come as loot and take a hold space each."),
    "NAS-2.2.12.2": N_(
        "Ransom one hostage only as part of a smuggle action: it goes back to the supply and pays the region number in pieces of eight."
    ),
    "NAS-2.2.12.3": N_(
        "At any time you may throw hostages overboard; they wait on your ship board."
    ),
    "NAS-2.2.12.4": N_("Each hostage thrown overboard is worth 3 notoriety in step 3."),
    "NAS-2.3.1": N_("Step 3 comes after everyone's three piracy phases."),
    "NAS-2.3.2": N_("Markers move one at a time, highest notoriety first."),
    "NAS-2.3.3": N_(
        "Gain: each merchant captured (its sail + cannon), 10 per port plundered, 3 per hostage overboard, +1 for a trade wind token, +1 for a Bard."
    ),
    "NAS-2.3.4": N_(
        "Landing on a taken space: choose the nearest free space above or below the block of markers."
    ),
    "NAS-2.3.5": N_("Only one marker per space of the track."),
    "NAS-2.3.6": N_(
        "After your adjustment, your captured merchants go under their own region decks."
    ),
    "NAS-2.3.7": N_("Past 100 the marker starts again at 1 and you add 100 at the end."),
    "NAS-2.4.1": N_(
        "Step 4, lowest notoriety first: each player takes one of the face-up navy cards."
    ),
    "NAS-2.4.2": N_(
        "These are the cards revealed at setup or in the last step 6; the last player gets the last card."
    ),
    "NAS-2.4.3": N_("An open sea card means you are safe."),
    "NAS-2.4.4": N_(
        "A navy ship must be outclassed in sail and cannon with a captain card and your values against the navy."
    ),
    "NAS-2.4.5": N_(
        "Both beaten: safe. One beaten: lose half your hold or half your notoriety, your choice. Neither: lose both halves."
    ),
    "NAS-2.4.6": N_("Halves are rounded in your favour: you lose the rounded-down half."),
    "NAS-2.4.7": N_("The navy card goes face down under the navy deck."),
    "NAS-2.4.8": N_("The captain card is spent for the round."),
    "NAS-2.5.1": N_("Step 5: everyone sails home; dice and ship tokens leave the board."),
    "NAS-2.5.2": N_("You may buy middle sections, upgrades and crew on sale in Nassau."),
    "NAS-2.5.3": N_(
        "Purchases go round in descending notoriety, one item per turn, until everyone has said they are done."
    ),
    "NAS-2.5.4": N_(
        "Costs: mizzen 1 gunpowder + 1 goods + 1 rum; sail 2 goods + 1 rum; hull 2 gunpowder + 1 goods; crew 1 gunpowder + 2 rum; a section 2 of each."
    ),
    "NAS-2.5.5": N_("The costs are printed on every ship board."),
    "NAS-2.5.6": N_(
        "A new section goes in the middle: first a brigantine, then a galleon; at most 2 sections added."
    ),
    "NAS-2.5.7": N_(
        "An upgrade goes on an empty space of matching shape and colour, within each tile's own limits."
    ),
    "NAS-2.5.8": N_(
        "Hull and sail upgrades give permanent bonuses; mizzens and crew are used once per round."
    ),
    "NAS-2.5.9": N_("A new tile may replace one on your ship; the old one goes to the box."),
    "NAS-2.5.10": N_("Tiles bought this round work from the next round."),
    "NAS-2.5.11": N_(
        "During step 5 a piece of eight from the hold becomes 2 resources of one kind; they may overflow the hold until the end of the step."
    ),
    "NAS-2.5.12": N_(
        "Then, highest notoriety first, each player may bury pieces of eight from the hold in the chest."
    ),
    "NAS-2.5.13": N_("While burying, 3 resources of any kinds make 1 piece of eight."),
    "NAS-2.5.14": N_("Buried pieces of eight stay buried: they only score."),
    "NAS-2.5.15": N_("At the end of step 5 resources that do not fit in the hold are lost."),
    "NAS-2.5.16": N_(
        "When the supply has no pieces of eight, 5 from your chest (never the hold) can be changed for a doubloon worth 5."
    ),
    "NAS-2.5.17": N_(
        "Step 5 order: leave the board, purchases with conversions, burying with 3-for-1, hold check."
    ),
    "NAS-2.6.1": N_("Step 6: turn up one new navy card per player."),
    "NAS-2.6.2": N_("If the end-game card appears, the game ends at once."),
    "NAS-2.6.3": N_("Unused trade wind tokens go back to the supply now."),
    "NAS-2.7.1": N_("Step 7: Region 1 merchants go under their own decks."),
    "NAS-2.7.2": N_(
        "Region 2 merchants move to Region 1, right-most first onto the right-most free trade-route space."
    ),
    "NAS-2.7.3": N_("Region 3 merchants move to Region 2 the same way."),
    "NAS-2.7.4": N_(
        "Empty trade-route spaces are refilled from their region's deck, left to right."
    ),
    "NAS-2.7.5": N_("Region 3 is always refilled completely."),
    "NAS-2.7.6": N_(
        "The rulebook's picture of this step is lost; the digest gives a worked example instead."
    ),
    "NAS-2.8.1": N_("Step 8: unbought tiles in Nassau go to the box."),
    "NAS-2.8.2": N_("Lay out one new tile per player from each set: hull, mast and crew."),
    "NAS-2.8.3": N_("A set that runs out is rebuilt by shuffling its boxed tiles."),
    "NAS-2.9.1": N_("Step 9: used mizzens and crew turn face up."),
    "NAS-2.9.2": N_("Everyone takes back the captain cards played this round."),
    "NAS-2.9.3": N_("The round ends; the next starts with step 1."),
}

RULES.update(LATER_RULES)
RULES.update(SECTIONS)
