"""The rules reference, in our own words: every PIR rule ID of the digest and its rulings."""

from __future__ import annotations

from companion.engines.text import N_

RULES: dict[str, str] = {
    # Parts of the rulebook, cited as a whole.
    "PIR-0": N_("Overview: what the game is and how a turn goes."),
    "PIR-1": N_(
        "Setup: bases, colours, ships, markers, missions, starting points, houses and the deck."
    ),
    "PIR-2": N_("Starting the game: the first player, the seating order and the opening truce."),
    "PIR-3": N_(
        "The sequence of play: ruined ports, movement, ports and sea, trade, combat, rations and "
        "mutiny."
    ),
    "PIR-4": N_("The end of the game, the final score and the tie-breaks."),
    "PIR-5": N_("Principles of play: the deck plan, the counters, the places and the four scales."),
    "PIR-6": N_("The event cards and what each one does."),
    "PIR-7": N_("Optional rules the table may switch on."),
    # PIR-M: the component catalogue (the digest numbers its items PIR-M.n).
    "PIR-M.1": N_(
        "The box: five pirate ships with their markers and deck plans, two hunters, one treasure "
        "fleet, 150 gold tokens, 50 houses, 30 cargo counters, 42 missions, the map, 60 event "
        "cards and four dice."
    ),
    "PIR-M.2": N_(
        "There are nine kinds of event card; the drawer enters the kind and, for a prize, a "
        "hunter or the fleet, its four printed values."
    ),
    "PIR-M.3": N_(
        "The deck plan holds the Terror, Battle, Sails and Rations scales, a hold of 16 gold "
        "tokens, two card spaces, four mission spaces and a cargo box."
    ),
    "PIR-M.4": N_(
        "The map is a hex grid of the Caribbean with its ports and their modifiers, the European "
        "hexes and the gold scale; the table enters its details."
    ),
    "PIR-M.5": N_(
        "The 42 missions come in categories A, B and C; their tasks, cargo and rewards come from "
        "sheets the players read and enter."
    ),
    "PIR-M.6": N_(
        "What the rules leave out (the Rations maximum, the ports, the cards' values, the "
        "missions) is entered by the players."
    ),
    "PIR-M.7": N_(
        "The symbols used on the deck plan, the counters and the cards, each linked to its rule."
    ),
    "PIR-M.8": N_(
        "Descriptions of ship types, shot and crews are flavour only: every pirate ship follows "
        "the same rules."
    ),
    # PIR-0 overview (the introduction's items are numbered PIR-0.n).
    "PIR-0.1": N_(
        "A game for 2 to 5 players, lasting up to four hours, in which each player captains a "
        "pirate ship."
    ),
    "PIR-0.2": N_(
        "Each player moves, then enters a port or draws an event at sea, fights and feeds his "
        "crew. The game ends when someone has 40 on the gold scale or the last pirate base falls."
    ),
    # PIR-1 setup (rules before the first section are numbered PIR-1.0.n).
    "PIR-1.0.1": N_(
        "At least one player should know all the rules before play; chapters 5 and 6 explain the "
        "places, counters and cards."
    ),
    "PIR-1.0.2": N_(
        "Setup follows sections 1.1 to 1.8 in order; who chooses first is settled by a ruling."
    ),
    "PIR-1.1": N_("Choosing the pirate bases."),
    "PIR-1.1.1": N_("Every player picks one port of the map to be a pirate base."),
    "PIR-1.1.2": N_("No pirate base may lie on the American continent."),
    "PIR-1.1.3": N_("Two pirate bases may not be closer than 8 hexes."),
    "PIR-1.1.4": N_(
        "A pirate base keeps its black house for the game unless it is destroyed; once rebuilt it "
        "is an ordinary port."
    ),
    "PIR-1.1.5": N_("A port keeps its printed die modifier when it becomes a pirate base."),
    "PIR-1.1.6": N_(
        "No one owns a pirate base: every player may start from, enter and use any of them."
    ),
    "PIR-1.2": N_("Choosing colours."),
    "PIR-1.2.1": N_(
        "Each player takes one of the five colours for his ship, markers and deck plan; no two "
        "players share a colour."
    ),
    "PIR-1.3": N_("Equipping the ship."),
    "PIR-1.3.1": N_("Every captain fits out his ship before play starts."),
    "PIR-1.3.2": N_("The hold starts with 2 gold tokens."),
    "PIR-1.3.3": N_("Terror starts at 0."),
    "PIR-1.3.4": N_("Rations start at 8."),
    "PIR-1.3.5": N_(
        "The player shares 10 points between Battle and Sails as he likes (12 with the "
        "better-ships option)."
    ),
    "PIR-1.3.6": N_(
        "Each of the two scales gets at least 2 points, which the maximum of 8 forces anyway (at "
        "least 4 with 12 points)."
    ),
    "PIR-1.3.7": N_("A player has a single ship at a time and cannot buy a second one."),
    "PIR-1.3.8": N_(
        "A ship with Battle or Sails at 0 counts as sunk; an overloaded hold never sinks it."
    ),
    "PIR-1.4": N_("Placing the markers."),
    "PIR-1.4.1": N_("Every player's marker starts at 0 on the gold scale of the map."),
    "PIR-1.4.2": N_(
        "The other four markers show Terror, Battle, Sails and Rations on the deck plan."
    ),
    "PIR-1.5": N_("Dealing the missions."),
    "PIR-1.5.1": N_("Every player draws one category A mission at random."),
    "PIR-1.5.2": N_(
        "A mission's details are looked up on the mission sheets by its letter and number."
    ),
    "PIR-1.5.3": N_("The other mission counters are sorted by category and kept for later draws."),
    "PIR-1.5.4": N_(
        "Counters a mission asks you to carry go in the cargo box of the deck plan, not in the "
        "hold."
    ),
    "PIR-1.6": N_("Choosing the starting point."),
    "PIR-1.6.1": N_(
        "After reading his first mission, each player picks any pirate base to start from."
    ),
    "PIR-1.6.2": N_("Several players may start in the same port."),
    "PIR-1.6.3": N_(
        "A ship starts anchored in its base without port dice, since it never entered the port."
    ),
    "PIR-1.7": N_("Placing the houses."),
    "PIR-1.7.1": N_("Pirate bases already carry their black houses."),
    "PIR-1.7.2": N_("Every other port receives a golden house."),
    "PIR-1.7.3": N_("The European hexes get no house."),
    "PIR-1.7.4": N_("A port with its house is intact; a port without one is destroyed."),
    "PIR-1.8": N_("The event deck."),
    "PIR-1.8.1": N_(
        "Shuffle the event cards face down on the map, after taking out the Treasure Maps if that "
        "option is used."
    ),
    # PIR-2 start of the game: no sections, its rules are numbered PIR-2.0.n.
    "PIR-2.0.1": N_(
        "The table chooses who plays first (the rulebook suggests the meanest-looking pirate)."
    ),
    "PIR-2.0.2": N_("Play then goes clockwise, in the same order for the whole game."),
    "PIR-2.0.3": N_(
        "Pirates may not fight each other in the first five rounds; every other battle is allowed "
        "from the start."
    ),
    # PIR-3 sequence of play (rules before the first section are numbered PIR-3.0.n).
    "PIR-3.0.1": N_("Each round starts with one die rolled for every destroyed port."),
    "PIR-3.0.2": N_(
        "In his turn a player moves, moves the hunters and the fleet, enters a port or draws an "
        "event, fights, then feeds his crew and checks his cargo."
    ),
    "PIR-3.0.3": N_("Gold may be thrown overboard before the move."),
    "PIR-3.0.4": N_(
        "The end of the game is checked at every moment, and play stops as soon as it is reached."
    ),
    "PIR-3.0.5": N_("A player who loses a turn skips every step of it."),
    "PIR-3.1": N_("Destroyed cities."),
    "PIR-3.1.1": N_(
        "Once a round, a die is rolled for every destroyed port to see whether it is rebuilt."
    ),
    "PIR-3.1.2": N_("On 1 to 4 the port stays in ruins; on 5 or 6 it is rebuilt."),
    "PIR-3.1.3": N_("A rebuilt port gets a golden house back at once."),
    "PIR-3.1.4": N_(
        "A raided pirate base that is rebuilt returns as an ordinary port with a golden house."
    ),
    "PIR-3.1.5": N_(
        "A port destroyed during a round is first rolled for when the following round begins."
    ),
    "PIR-3.1.6": N_(
        "A destroyed port offers no trade and no target, and hunters or the fleet cannot start "
        "there."
    ),
    "PIR-3.2": N_("Moving the ship."),
    "PIR-3.2.1": N_(
        "A ship moves up to as many hexes as its Sails value; an overfull hold lowers this, but "
        "never below 1."
    ),
    "PIR-3.2.2": N_("The captain may move less, or stay at anchor."),
    "PIR-3.2.3": N_("Unused movement is lost, not saved for later."),
    "PIR-3.2.4": N_("Ships can never enter or cross hexes that are all land."),
    "PIR-3.2.5": N_("Land in part of a hex stops a ship from crossing it in that direction."),
    "PIR-3.2.6": N_("Port hexes can be sailed through like sea hexes."),
    "PIR-3.2.7": N_("A ship stopping on a port hex may enter the port or stay at sea."),
    "PIR-3.2.8": N_("Entering a port ends the move at once."),
    "PIR-3.2.9": N_(
        "After each player's move, every active hunter and the fleet move one hex, or two with 2 "
        "or 3 players."
    ),
    "PIR-3.2.10": N_(
        "Only the hex where a ship stops matters; sailing past other ships has no effect."
    ),
    "PIR-3.2.11": N_("A ship that stays in its port is still in port, so it draws no event card."),
    "PIR-3.3": N_("Port hexes and sea hexes."),
    "PIR-3.3.1": N_(
        "A move ending at sea leads to the high-seas rules and one entering a port to the port "
        "rules; Europe has rules of its own."
    ),
    "PIR-3.31": N_("On the high seas."),
    "PIR-3.31.1": N_(
        "A captain whose move ends on a sea hex draws an event card and resolves it face up."
    ),
    "PIR-3.31.2": N_("When the deck runs out, the discards are shuffled into a new deck."),
    "PIR-3.31.3": N_("Entering a port means no event card."),
    "PIR-3.31.4": N_("Being on a mission does not spare a captain from drawing at sea."),
    "PIR-3.31.5": N_(
        "Letters of Marque and Treasure Maps are kept face down on the drawer's deck plan."
    ),
    "PIR-3.31.6": N_(
        "A note says prizes cannot be attacked, which clashes with the prize rules; a ruling "
        "settles it."
    ),
    "PIR-3.31.7": N_(
        "Before moving, a captain may throw any number of gold tokens from his hold back to the "
        "supply to lighten the ship."
    ),
    "PIR-3.31.8": N_("The Gold counters of the current mission may not be thrown overboard."),
    "PIR-3.31.9": N_("No event card is drawn by a pirate anchored to bury treasure."),
    "PIR-3.32": N_("Entering a port."),
    "PIR-3.32.1": N_(
        "On entering a port, the player on the pirate's right rolls two red dice for the port's "
        "Battle, a yellow die for its gold and a blue die for its rations."
    ),
    "PIR-3.32.2": N_("The port's modifier is added to its Battle and gold, never to its rations."),
    "PIR-3.32.3": N_(
        "The player then picks one option only: attack the port, attack a pirate anchored there, "
        "or trade."
    ),
    "PIR-3.32.4": N_("The port's values hold for as long as the ship stays anchored there."),
    "PIR-3.32.5": N_("Leaving and coming straight back means rolling the port's values again."),
    "PIR-3.32.6": N_("Two pirates may lie peacefully in the same intact port."),
    "PIR-3.32.7": N_(
        "A fight between pirates in a port draws the port's fire on both ships in every battle "
        "round."
    ),
    "PIR-3.32.8": N_("Port hexes are outlined in dark red."),
    "PIR-3.32.9": N_("Only a holder of a Letter of Marque may attack a pirate base."),
    "PIR-3.32.10": N_("Pirates anchored in a pirate base or in Europe may not fight each other."),
    "PIR-3.32.11": N_("The European hexes can never be attacked or looted."),
    "PIR-3.32.12": N_(
        "A port with Battle 10 or more is a fortress guarding a Noble, who can be taken hostage "
        "when it falls."
    ),
    "PIR-3.32.13": N_(
        "The pirate who destroyed a port may not visit or attack it for three rounds once it is "
        "rebuilt."
    ),
    "PIR-3.32.14": N_("Remember the modifiers printed on the map."),
    "PIR-3.32.15": N_(
        "Entering a destroyed port gains nothing: there is neither trade nor a target."
    ),
    # PIR-3.33: the rulebook prints this heading as "3.3"; its cross-references and the
    # digest call it 3.33, the ID used here.
    "PIR-3.33": N_("Trading in a port."),
    "PIR-3.33.1": N_(
        "In port a captain may make as many deals as he likes, but buy at most one point of Sails "
        "or Battle."
    ),
    "PIR-3.33.2": N_("No trade is possible in a destroyed port."),
    "PIR-3.33.3": N_("Trade in Europe follows the Europe rules."),
    "PIR-3.33.4": N_(
        "Any pirate base may be entered at any time; no one has to go back to his starting base."
    ),
    "PIR-3.33.5": N_(
        "Completing a mission, drawing a new one and trading may all happen in one turn."
    ),
    "PIR-3.33.6": N_(
        "A pirate base sells Battle (2 gold a point), rations (3 for 1 gold) and a new ship (8 "
        "gold), paid from hold or gold scale. It also pays 3 gold for a Noble, moves gold between "
        "hold and scale, and deals missions."
    ),
    "PIR-3.33.7": N_(
        "An ordinary port sells Sails (2 gold a point) and rations (4 for 1 gold), paid only with "
        "gold from the hold."
    ),
    "PIR-3.33.8": N_(
        "Battle, gold transfers, missions and ransoms belong to pirate bases, Sails to ordinary "
        "ports, and absolution to Europe."
    ),
    "PIR-3.33.9": N_(
        "No purchase lifts Battle or Sails above 8 or the hold above 16; rations beyond the scale "
        "can only feed the crew this turn."
    ),
    "PIR-3.33.10": N_(
        "Trading is one of the port options, so a player who attacks in port that turn cannot "
        "trade."
    ),
    # PIR-3.4.n are the rules of section 3.4 itself, not its sub-sections PIR-3.41 to PIR-3.43.
    "PIR-3.4": N_("Combat."),
    "PIR-3.4.1": N_(
        "Pirates fight card ships (prizes, hunters and the fleet), ports and each other."
    ),
    "PIR-3.4.2": N_("Opponents fight only when they share a hex."),
    "PIR-3.4.3": N_("Attacking a pirate base needs a Letter of Marque."),
    "PIR-3.4.4": N_("No pirate may attack another anchored in a pirate base."),
    "PIR-3.4.5": N_(
        "A turn with a mission completed or drawn cannot include a port attack, and the reverse."
    ),
    "PIR-3.4.6": N_("The European hexes can never be attacked or looted."),
    "PIR-3.4.7": N_(
        "A sailing total is two dice plus Sails; a combat total is two dice plus Battle, plus "
        "Terror for a pirate."
    ),
    "PIR-3.4.8": N_(
        "A pirate loses 1 Terror for every lost battle; a tie goes against the pirate, except "
        "between two pirates, where both are hurt."
    ),
    "PIR-3.4.9": N_(
        "In his combat step the active player fights every battle he must or wants to fight."
    ),
    # In PIR-3.41 to PIR-3.43 the rule number is the rulebook's step number.
    "PIR-3.41": N_("Fighting prizes, pirate hunters and the treasure fleet."),
    "PIR-3.41.1": N_("Step 1: the pirate's sailing total is two dice plus his Sails."),
    "PIR-3.41.2": N_(
        "Step 2: the player on the pirate's right rolls the card ship's sailing total, two dice "
        "plus its printed sails."
    ),
    "PIR-3.41.3": N_(
        "Step 3: a faster pirate may attack a prize or the fleet, or escape a hunter; otherwise "
        "the prize or the fleet gets away and a hunter forces the fight."
    ),
    "PIR-3.41.4": N_("Step 4: the pirate's combat total is two dice plus his Battle and Terror."),
    "PIR-3.41.5": N_(
        "Step 5: the card ship's combat total is rolled for it, two dice plus its printed battle."
    ),
    "PIR-3.41.6": N_(
        "Step 6: a higher pirate boards the ship, gains 1 Terror and loots its gold and rations. "
        "Otherwise he loses 1 Terror and 1 Sails or Battle of his choice."
    ),
    "PIR-3.41.7": N_(
        "Step 7: the prize card is discarded either way, a beaten hunter or fleet leaves the map, "
        "and a winning hunter takes the pirate's whole hold."
    ),
    "PIR-3.41.8": N_(
        "Loot goes into the hold and onto the Rations scale up to their limits; what does not fit "
        "is lost, except rations eaten this turn."
    ),
    "PIR-3.41.9": N_("A battle against a card ship is a single round of combat."),
    "PIR-3.42": N_("Attacking a port."),
    "PIR-3.42.1": N_("Step 1: the pirate rolls two dice and adds his Battle and Terror."),
    "PIR-3.42.2": N_(
        "Step 2: the port's total is two dice, rolled by the player on the pirate's right, plus "
        "its Battle value."
    ),
    "PIR-3.42.3": N_(
        "Step 3: a higher pirate takes the town, gains 1 Terror and loots the port's gold and "
        "rations."
    ),
    "PIR-3.42.4": N_(
        "Step 4: the taken port loses its house and is destroyed, loot that does not fit is lost, "
        "and its rebuilding is rolled next round."
    ),
    "PIR-3.42.5": N_("Taking a fortress lets the pirate carry off a Noble as a hostage."),
    "PIR-3.42.6": N_(
        "An assault that is not higher fails: the port stands, nothing is looted and the pirate "
        "loses 1 Terror."
    ),
    "PIR-3.42.7": N_(
        "A port can be attacked only if it is intact, not in Europe and not barred to the "
        "attacker, with a Letter for a pirate base and no mission handled this turn."
    ),
    "PIR-3.42.8": N_(
        "Taking a pirate base with a Letter sets Terror to 0 and discards the Letter; taking the "
        "last base ends the game."
    ),
    "PIR-3.43": N_("Fighting other pirates."),
    "PIR-3.43.1": N_("Step 1: both pirates roll two dice and add their Sails."),
    "PIR-3.43.2": N_(
        "Step 2: the faster pirate chooses to fight or to flee; ties are rolled again."
    ),
    "PIR-3.43.3": N_(
        "Step 3: before each round either pirate may surrender, which saves his ship."
    ),
    "PIR-3.43.4": N_("Step 4: both pirates roll two dice and add their Battle and Terror."),
    "PIR-3.43.5": N_(
        "Step 5: on a tie each ship loses 1 Sails or Battle, its owner's choice; a ruling covers "
        "the other results."
    ),
    "PIR-3.43.6": N_(
        "Step 6: rounds repeat until a ship sinks or a captain surrenders, and the other pirate "
        "wins."
    ),
    "PIR-3.43.7": N_(
        "Step 7: the winner gains 1 Terror, may loot the loser's hold and takes his Letter. The "
        "loser loses his mission and 1 Terror but keeps his Treasure Map."
    ),
    "PIR-3.43.8": N_(
        "Step 8: a sunk loser skips his next turn and buys a new ship at the nearest base for 8 "
        "from his gold scale, or else starts over as a new pirate."
    ),
    "PIR-3.43.9": N_(
        "Pirates fight only in the same hex, from round 6, outside pirate bases and Europe, and "
        "in a port only as its option."
    ),
    "PIR-3.43.10": N_("The winner loots the loser before the loser's sunk ship is dealt with."),
    # PIR-3.5.n are the rules of section 3.5 itself, not its sub-section PIR-3.51.
    "PIR-3.5": N_("Rations and cargo at the end of the turn."),
    "PIR-3.5.1": N_("At the end of his turn a player's rations drop by one."),
    "PIR-3.5.2": N_("A crew left with no rations is likely to mutiny."),
    "PIR-3.5.3": N_(
        "Rations gained this turn that did not fit on the scale can pay this reduction; the rest "
        "is lost."
    ),
    "PIR-3.5.4": N_(
        "A ship carrying mission rum that ends its move at sea rolls two dice; doubles spoil the "
        "rum until a new load is bought for 1 gold in a pirate base."
    ),
    "PIR-3.5.5": N_(
        "A ship carrying slaves that ends its move at sea rolls two dice; doubles cost 1 Battle."
    ),
    "PIR-3.5.6": N_(
        "Only a ship that entered neither a port nor Europe makes these checks; rum and slaves "
        "are checked separately."
    ),
    "PIR-3.5.7": N_(
        "The order is rations, then any mutiny, then the cargo checks; a player without a ship "
        "makes none of them."
    ),
    "PIR-3.51": N_("Mutiny."),
    "PIR-3.51.1": N_("When the rations are gone, the crew mutinies."),
    "PIR-3.51.2": N_("First the ship loses 2 Battle."),
    "PIR-3.51.3": N_("The crew's strength is one die plus the Battle left."),
    "PIR-3.51.4": N_(
        "If that total beats the captain's Terror, the crew takes the ship and it leaves the map."
    ),
    "PIR-3.51.5": N_(
        "If the captain's Terror is higher, he keeps his ship; a ruling covers a tie."
    ),
    "PIR-3.51.6": N_(
        "A captain who loses his ship to mutiny loses 2 Terror and his next turn, then restarts "
        "from any pirate base."
    ),
    "PIR-3.51.7": N_(
        "With less than 8 on his gold scale he starts over as a new pirate, losing his cards, "
        "gold and Terror."
    ),
    "PIR-3.51.8": N_(
        "With 8 or more he pays 8 from his gold scale for a new ship with a fed crew at a pirate "
        "base."
    ),
    "PIR-3.51.9": N_(
        "A failed mutiny only costs the Battle; with rations still at 0 it comes again at the "
        "next turn's end."
    ),
    # PIR-4 end of the game: no sections, its rules are numbered PIR-4.0.n.
    "PIR-4.0.1": N_(
        "The game ends at once when a player has 40 on his gold scale or the last pirate base is "
        "destroyed."
    ),
    "PIR-4.0.2": N_(
        "A player scores his gold scale, minus his Terror, plus his buried gold, plus 1 for a "
        "Letter of Marque."
    ),
    "PIR-4.0.3": N_("The highest score wins and the others rank below it."),
    "PIR-4.0.4": N_(
        "Ties go to the higher Terror; if still level, the tied players may settle it with a "
        "final battle."
    ),
    "PIR-4.0.5": N_("Gold in the hold, Nobles and unfinished missions score nothing."),
    # PIR-5 principles: the rulebook numbers them 5.01 to 5.17 and the IDs keep the two digits.
    "PIR-5.0.1": N_("This chapter explains the places, counters and scales used in play."),
    "PIR-5.01": N_("The deck plan."),
    "PIR-5.01.1": N_(
        "Each pirate's deck plan carries his scales, his hold, his card and mission spaces, his "
        "cargo box and the game's tables."
    ),
    "PIR-5.02": N_("Documents."),
    "PIR-5.02.1": N_(
        "Documents are mission cargo: a message to deliver to the port the mission names."
    ),
    "PIR-5.03": N_("Nobles."),
    "PIR-5.03.1": N_("Nobles can be found in some ports."),
    "PIR-5.03.2": N_(
        "Taking a port with Battle 10 or more always yields a Noble the pirate may keep as a "
        "hostage."
    ),
    "PIR-5.03.3": N_(
        "A Noble rides in the cargo box and is ransomed for 3 gold in any pirate base."
    ),
    "PIR-5.03.4": N_(
        "When the cargo box is in use, a Noble simply goes on top of the mission cargo."
    ),
    "PIR-5.03.5": N_("A Noble is worth nothing at the end; only his ransom counts."),
    "PIR-5.04": N_("Europe."),
    "PIR-5.04.1": N_(
        "The European hexes in the top right of the map are where the treasure fleet sails to."
    ),
    "PIR-5.04.2": N_("In Europe a captain may pay 1 gold from his hold to reset his Terror to 0."),
    "PIR-5.04.3": N_(
        "A ship sails straight into the red-bordered European hexes, which ends its move; no port "
        "dice are rolled."
    ),
    "PIR-5.04.4": N_("On the turn he arrives the player does nothing else and pays 1 ration."),
    "PIR-5.04.5": N_("On his next turn he may trade as in a port, again paying 1 ration more."),
    "PIR-5.04.6": N_("From the third turn the ship may sail back to the Caribbean."),
    "PIR-5.04.7": N_(
        "The European hexes are not ordinary ports and can never be stormed or looted."
    ),
    "PIR-5.04.8": N_(
        "In Europe there are no pirate fights, no burying, no storms and no event draws, but "
        "Rotten Rations still applies."
    ),
    "PIR-5.05": N_("Gold."),
    "PIR-5.05.1": N_("Gold stands for every kind of loot, from spices to jewels."),
    "PIR-5.05.2": N_("Loot is sold in the pirate bases and the takings go onto the gold scale."),
    "PIR-5.05.3": N_("One gold token uses one hold space and equals one point of the gold scale."),
    "PIR-5.05.4": N_(
        "White Gold counters are mission cargo; the yellow tokens serve for all other money."
    ),
    "PIR-5.05.5": N_(
        "Mission Gold cannot be thrown overboard, spent or buried, and hunters leave it, but "
        "losing a pirate battle destroys it."
    ),
    "PIR-5.06": N_("Ports."),
    "PIR-5.06.1": N_(
        "Pirate bases have black houses and fall only to Letter holders; other ports have golden "
        "houses and may be raided freely."
    ),
    "PIR-5.06.2": N_("Every port hex has a red border."),
    "PIR-5.06.3": N_(
        "A palace with cannons marks a port with a positive modifier, huts one with a negative "
        "modifier."
    ),
    "PIR-5.07": N_("The Battle value."),
    "PIR-5.07.1": N_("Battle measures a ship's crew, soldiers and guns in a fight."),
    "PIR-5.07.2": N_(
        "Card ships print their battle value, pirates read theirs on the deck plan, and ports "
        "roll theirs with the red dice."
    ),
    "PIR-5.07.3": N_("Battle is bought in pirate bases, up to 8."),
    "PIR-5.07.4": N_("Battle is lost in lost battles, mutinies and slave disease."),
    "PIR-5.07.5": N_("A ship with Battle 0 is sunk."),
    "PIR-5.07.6": N_("Battle counts when fighting ships or storming towns."),
    "PIR-5.08": N_("The hold."),
    "PIR-5.08.1": N_("The hold takes at most 16 gold tokens."),
    "PIR-5.08.2": N_("The rulebook advises always playing with the overfull-hold option."),
    "PIR-5.08.3": N_(
        "Mission cargo, hostages and passengers go in the cargo box, not in the hold."
    ),
    "PIR-5.08.4": N_("Gold that would take the hold past 16 is lost, whatever its source."),
    "PIR-5.09": N_("Missions."),
    "PIR-5.09.1": N_("Missions come in three categories, from the easy A to the daring C."),
    "PIR-5.09.2": N_(
        "Every player starts with an A mission, and so does a new pirate starting over."
    ),
    "PIR-5.09.3": N_(
        "After completing his first mission, a player may draw one of any category on entering a "
        "pirate base."
    ),
    "PIR-5.09.4": N_("Drawing a mission and trading may happen in the same turn."),
    "PIR-5.09.5": N_(
        "The drawer looks up the task by letter and number and puts its cargo in the cargo box."
    ),
    "PIR-5.09.6": N_("A drawn mission must be accepted and carried out."),
    "PIR-5.09.7": N_("A player takes up to four missions in a game, one at a time."),
    "PIR-5.09.8": N_("Completed mission counters lie face down on the deck plan."),
    "PIR-5.09.9": N_(
        "A completed mission gives 1 Terror and pays its reward at once, which the player splits "
        "freely between gold scale and hold."
    ),
    "PIR-5.09.10": N_("Missions have no time limit."),
    "PIR-5.09.11": N_(
        "A pirate plundered by another pirate loses his mission and its cargo, and takes a new "
        "one at his next pirate base."
    ),
    "PIR-5.09.12": N_(
        "Hunters leave missions alone, and the tasks themselves are checked by the table from the "
        "sheets."
    ),
    "PIR-5.10": N_("The American continent."),
    "PIR-5.10.1": N_(
        "The American continent runs from Vera Cruz to Cumana, and no pirate base may be there."
    ),
    "PIR-5.10.2": N_(
        "The starting ports of the hunters and the fleet all lie on the American continent."
    ),
    "PIR-5.11": N_("Rum."),
    "PIR-5.11.1": N_("Rum is mission cargo to be delivered to its buyer."),
    "PIR-5.11.2": N_("A thirsty crew may drink the rum it carries."),
    "PIR-5.12": N_("Game markers."),
    "PIR-5.12.1": N_(
        "Each player's marker on the gold scale shows his banked wealth; reaching 40 ends the game."
    ),
    "PIR-5.12.2": N_("The other markers show the values of the deck plan."),
    "PIR-5.13": N_("The Terror value."),
    "PIR-5.13.1": N_("Terror measures how feared and infamous a captain is."),
    "PIR-5.13.2": N_("Terror is kept on the skull scale of the deck plan."),
    "PIR-5.13.3": N_(
        "Each boarding, successful assault, won battle and completed mission adds 1 Terror, up to "
        "7."
    ),
    "PIR-5.13.4": N_("Each lost battle costs 1 Terror and a successful mutiny 2, down to 0."),
    "PIR-5.13.5": N_("A pirate who dies loses his Terror, so a new pirate starts at 0."),
    "PIR-5.13.6": N_("Absolution in Europe wipes Terror out."),
    "PIR-5.13.7": N_("Terror adds to Battle in combat and is taken off the final score."),
    "PIR-5.13.8": N_(
        "Terror also decides mutinies, hunter targets and tie-breaks; a Ghost ship lowers it and "
        "a Letter raid resets it."
    ),
    "PIR-5.14": N_("The Sails value."),
    "PIR-5.14.1": N_("Sails measures how far a ship can move in a turn."),
    "PIR-5.14.2": N_("Sails is bought one point at a time in ordinary ports, up to 8."),
    "PIR-5.14.3": N_("Sails is lost to storms and lost battles; at 0 the ship sinks."),
    "PIR-5.14.4": N_("Sails is the ship's range each turn and decides the sailing duels."),
    "PIR-5.15": N_("Slaves."),
    "PIR-5.15.1": N_("Slaves are mission cargo that may bring disease on board."),
    "PIR-5.16": N_("The Spy."),
    "PIR-5.16.1": N_(
        "A Spy is a passenger in the cargo box to be carried to the mission's destination."
    ),
    "PIR-5.17": N_("Rations."),
    "PIR-5.17.1": N_("A crew works well only when it is fed."),
    "PIR-5.17.2": N_("Rations are bought in ports or looted from prizes and ports."),
    "PIR-5.17.3": N_("A crew without food soon mutinies."),
    "PIR-5.17.4": N_("The Rotten Rations card stands for spoiled stores."),
    # PIR-6 event cards (rules before the first section are numbered PIR-6.0.n).
    "PIR-6.0.1": N_("Each event card shows the number of the section that explains it."),
    "PIR-6.0.2": N_(
        "Cards are discarded after play, except hunters and the fleet while on the map, and "
        "face-down cards until used or lost."
    ),
    "PIR-6.0.3": N_("When the deck is empty the discards are shuffled into a new one."),
    "PIR-6.0.4": N_(
        "Only a player who ends his move at sea draws: one card per turn, played at once."
    ),
    "PIR-6.1": N_("Letter of Marque."),
    "PIR-6.1.1": N_("A Letter of Marque is kept face down on the deck plan."),
    "PIR-6.1.2": N_("Holding a Letter allows attacks on pirate bases."),
    "PIR-6.1.3": N_(
        "A successful raid on a pirate base sets the raider's Terror to 0 and discards his "
        "Letter; he keeps the loot."
    ),
    "PIR-6.1.4": N_("A rebuilt pirate base becomes an ordinary port."),
    "PIR-6.1.5": N_("A player holds at most one Letter; a second one drawn is discarded."),
    "PIR-6.1.6": N_("A Letter held at the end adds 1 point."),
    "PIR-6.1.7": N_("The game ends when the last pirate base is destroyed."),
    "PIR-6.1.8": N_(
        "A failed raid keeps the Letter, a lost pirate battle passes it to the winner, and "
        "starting over discards it."
    ),
    "PIR-6.2": N_("Pirate hunter."),
    "PIR-6.2.1": N_(
        "Hunters are warships clearing the sea of pirates, with a base battle value of 12."
    ),
    "PIR-6.2.2": N_("A hunter's card stays out until the hunter is sunk."),
    "PIR-6.2.3": N_("At most two hunters can be active at once."),
    "PIR-6.2.4": N_(
        "The drawer places a white ship at the rolled starting port and moves it one hex toward "
        "the nearest pirate."
    ),
    "PIR-6.2.5": N_(
        "After every player's move each hunter moves one hex, or two with 2 or 3 players."
    ),
    "PIR-6.2.6": N_(
        "Hunters chase the nearest pirate, even into ordinary ports, but ignore ships in pirate "
        "bases and pirates with Terror 0."
    ),
    "PIR-6.2.7": N_("A hunter leaves the map only when beaten in battle."),
    "PIR-6.2.8": N_(
        "A winning hunter takes the pirate's hold but not his missions or cards, then ignores him "
        "and picks a new target."
    ),
    "PIR-6.2.9": N_("The card prints battle, rations, sails and gold, which the drawer enters."),
    "PIR-6.2.10": N_("Storms do not affect hunters."),
    "PIR-6.2.11": N_(
        "A die picks the starting port: Vera Cruz, Campeche, Puerto Bello, Cartagena, Maracaibo "
        "or Caracas, rolling again if it is destroyed."
    ),
    "PIR-6.2.12": N_("With 2 or 3 players a hunter moves two hexes a turn."),
    "PIR-6.2.13": N_(
        "A pirate sharing a hex with a hunter may attack it himself, taking its gold and rations "
        "if he wins."
    ),
    "PIR-6.3": N_("Prize."),
    "PIR-6.3.1": N_("A slow, heavily loaded merchant ship comes into view."),
    "PIR-6.3.2": N_("The player may attack the prize or let it sail on."),
    "PIR-6.3.3": N_("The card prints battle, rations, sails and gold, which the drawer enters."),
    "PIR-6.3.4": N_("The prize card is discarded after use."),
    "PIR-6.4": N_("Ghost ship."),
    "PIR-6.4.1": N_("The drawer's captain loses 1 Terror, not below 0, and the card is discarded."),
    "PIR-6.5": N_("Spanish treasure fleet."),
    "PIR-6.5.1": N_("Each year the Spanish treasure fleet carries riches to Europe."),
    "PIR-6.5.2": N_(
        "The fleet stays on the map until it reaches Europe or is looted; then its card is "
        "discarded."
    ),
    "PIR-6.5.3": N_("Only one fleet can be active at a time."),
    "PIR-6.5.4": N_(
        "The drawer places the yellow ship at the rolled port and moves it one hex toward Europe."
    ),
    "PIR-6.5.5": N_("The card prints battle, rations, sails and gold, which the drawer enters."),
    "PIR-6.5.6": N_("The fleet always heads straight for Europe."),
    "PIR-6.5.7": N_("Storms do not affect the fleet."),
    "PIR-6.5.8": N_(
        "A die picks the fleet's starting port among the hunters' six American ports, rolling "
        "again if it is destroyed."
    ),
    "PIR-6.5.9": N_("With 2 or 3 players the fleet moves two hexes a turn."),
    "PIR-6.5.10": N_(
        "The fleet never attacks; a pirate attacks it in his combat step when they share a hex "
        "after its move."
    ),
    "PIR-6.6": N_("Treasure Map."),
    "PIR-6.6.1": N_("A Treasure Map is kept face down on the deck plan."),
    "PIR-6.6.2": N_("Its holder may bury gold where no one else can find it."),
    "PIR-6.6.3": N_("Buried gold can never be spent or dug up; it only scores at the end."),
    "PIR-6.6.4": N_(
        "To bury, the ship anchors on a hex showing land and moves gold tokens from the hold onto "
        "the map card."
    ),
    "PIR-6.6.5": N_("The amount buried is kept secret."),
    "PIR-6.6.6": N_("A player holds at most one Treasure Map; another one drawn is discarded."),
    "PIR-6.6.7": N_(
        "When a pirate dies, his map and buried gold are discarded; a captain who only loses his "
        "ship keeps them."
    ),
    "PIR-6.6.8": N_("No treasure may be hidden on a port hex or in Europe."),
    "PIR-6.6.9": N_("A pirate burying treasure is safe from storms."),
    "PIR-6.6.10": N_("A pirate burying treasure draws no event card."),
    "PIR-6.6.11": N_(
        "The rulebook's pictures of where burying is allowed are missing; a ruling decides."
    ),
    "PIR-6.6.12": N_(
        "Only yellow hold tokens can be buried, and the map survives a lost battle or a hunter."
    ),
    "PIR-6.7": N_("Ocean."),
    "PIR-6.7.1": N_("Nothing in sight: the card is discarded with no effect and play moves on."),
    "PIR-6.8": N_("Storm."),
    "PIR-6.8.1": N_("A storm strikes all ships at sea."),
    "PIR-6.8.2": N_(
        "Ships in port, in Europe or burying treasure are safe, and so is a player with no ship."
    ),
    "PIR-6.8.3": N_(
        "Each player hit rolls a die: 1 or 2 no harm, 3 or 4 lose 1 Sails, 5 or 6 lose 2 Sails."
    ),
    "PIR-6.8.4": N_(
        "A ship brought to Sails 0 is lost: the player skips a turn and pays 8 from his gold "
        "scale for a new ship, or else starts over as a new pirate."
    ),
    "PIR-6.8.5": N_("Hunters and the fleet ride out storms unharmed."),
    "PIR-6.8.6": N_("Sails never drop below 0."),
    "PIR-6.9": N_("Rotten Rations."),
    "PIR-6.9.1": N_("Every player loses half of his rations, the loss rounded down."),
    "PIR-6.9.2": N_("Players in port and in Europe are hit too, but not a player without a ship."),
    # PIR-7 optional rules.
    "PIR-7.0.1": N_(
        "Optional rules are game settings chosen at creation; the overfull hold is on unless "
        "switched off."
    ),
    "PIR-7.1": N_("Better ships."),
    "PIR-7.1.1": N_(
        "Ships get 12 points for Battle and Sails instead of 10, each scale from 4 to 8, new "
        "pirates included."
    ),
    "PIR-7.2": N_("Sharing out the Treasure Maps."),
    "PIR-7.2.1": N_(
        "All Treasure Maps are taken out of the deck and one is dealt to every player."
    ),
    "PIR-7.3": N_("Fixed port values."),
    "PIR-7.3.1": N_(
        "Port Battle and gold values are set once before play and kept for the whole game."
    ),
    "PIR-7.3.2": N_("Modifiers still apply to the fixed values."),
    "PIR-7.3.3": N_(
        "The publisher offered a sheet for the fixed values; a ruling says how they are set."
    ),
    "PIR-7.4": N_("Overfull hold."),
    "PIR-7.4.1": N_("A heavier ship sails slower."),
    "PIR-7.4.2": N_(
        "With 9 to 12 gold tokens in the hold Sails counts 1 less, with 13 to 16 tokens 2 less."
    ),
    "PIR-7.4.3": N_(
        "The penalty limits movement and sailing duels, never below 1, and never sinks a ship."
    ),
    "PIR-7.4.4": N_("Jettisoning gold before the move reduces that turn's penalty."),
    # Quick-reference tables (PIR-QR-n).
    "PIR-QR-1": N_("Table of every die roll: the dice, who rolls them and the rule."),
    "PIR-QR-2": N_("Table of every change to Terror, which runs from 0 to 7."),
    "PIR-QR-3": N_("Table of every change to Battle and Sails, which run from 0 to 8."),
    "PIR-QR-4": N_("Table of every change to Rations."),
    "PIR-QR-5": N_("The three kinds of combat side by side."),
    "PIR-QR-6": N_("Where gold comes from and where it goes."),
    "PIR-QR-7": N_("The ways of losing a ship and what follows."),
    # The companion app (PIR-APP-n and their numbered parts).
    "PIR-APP-1": N_("The game state the companion keeps."),
    "PIR-APP-1.1": N_(
        "Settings fixed at creation: the player count, the optional rules and the Rations maximum."
    ),
    "PIR-APP-1.2": N_(
        "Shared state: the round, the seating, the ports, the hunters, the fleet, the event deck, "
        "the missions and the game's end."
    ),
    "PIR-APP-1.3": N_(
        "Each player's state: scales, hold, gold scale, position, mission, cards and the flags of "
        "the turn."
    ),
    "PIR-APP-2": N_(
        "What stays hidden (face-down cards, buried gold, the current mission) until the final "
        "count."
    ),
    "PIR-APP-3": N_("What players enter and what the companion works out."),
    "PIR-APP-3.1": N_(
        "Players enter the dice, the cards drawn and their values, moves, choices, missions and "
        "the map data."
    ),
    "PIR-APP-3.2": N_(
        "The companion works out totals, scales, costs, overload, rations, card effects, rebuilds "
        "and the score."
    ),
    "PIR-APP-3.3": N_(
        "If the table agrees, the companion may roll the dice that involve no choice."
    ),
    "PIR-APP-4": N_("The checks the companion makes and the sums it works out."),
    "PIR-APP-5": N_("The game, the round and the turn as sequences of steps."),
    "PIR-APP-5.1": N_(
        "The game runs setup, then play, and ends as soon as an end condition holds."
    ),
    "PIR-APP-5.2": N_(
        "Each round starts with the rebuild rolls, then every player takes a turn in order."
    ),
    "PIR-APP-5.3": N_(
        "A turn runs: skipped-turn check, jettison, move, hunter and fleet moves, arrival, "
        "combat, upkeep."
    ),
    "PIR-APP-5.4": N_(
        "Losing a ship: the hold, the mission and any hostage are lost; 8 from the gold scale "
        "buys a new ship, or the pirate starts over."
    ),
    "PIR-APP-5.5": N_("The step-by-step course of each kind of battle."),
    "PIR-APP-6": N_(
        "Bookkeeping done automatically, such as rebuild rolls, rations, overload and the end of "
        "the game."
    ),
    "PIR-APP-7": N_("How the end is detected and the players are scored and ranked."),
    "PIR-APP-8": N_("Typical error messages, each citing its rule."),
    # The rulings of the digest's open questions (PIR-Q-n).
    "PIR-Q-1": N_(
        "Ruling: the table enters the Rations maximum printed on the deck plan when creating the "
        "game; it is at least 8."
    ),
    "PIR-Q-2": N_(
        "Ruling: players enter each mission's ID, cargo and reward; the companion applies the "
        "mission rules but does not judge the task."
    ),
    "PIR-Q-3": N_(
        "Ruling: the table enters the ports and the European hexes, and players confirm "
        "distances, land and routes."
    ),
    "PIR-Q-4": N_(
        "Ruling: the drawer enters the card's kind and, for a ship card, its four values, with a "
        "hunter's battle preset to 12."
    ),
    "PIR-Q-5": N_(
        "Ruling: the starting player is named first, then every setup choice is made in seating "
        "order from him."
    ),
    "PIR-Q-6": N_(
        "Ruling: the 8 hexes between bases are counted as straight steps from one base to the "
        "other, ignoring land."
    ),
    "PIR-Q-7": N_(
        "Ruling: the minimum of 2 points on each scale is enforced, 4 with better ships."
    ),
    "PIR-Q-8": N_(
        "Ruling: the truce covers rounds 1 to 5, so pirates may fight each other from round 6."
    ),
    "PIR-Q-9": N_(
        "Ruling: rebuild rolls are made once at the start of each round for ports destroyed "
        "before it; any player may enter them."
    ),
    "PIR-Q-10": N_(
        "Ruling: nothing happens in a skipped turn: no hunter or fleet move, no event, no rations "
        "and no cargo check."
    ),
    "PIR-Q-11": N_(
        "Ruling: one modifier applies to both Battle and gold, and results below 0 count as 0. "
        "Each pirate who enters rolls his own values and keeps them while he stays; Europe is "
        "never rolled."
    ),
    "PIR-Q-12": N_(
        "Ruling: the fortress uses the modified Battle, taking the Noble is optional and needs a "
        "free counter, hunters confiscate Nobles, and the ransom goes to hold or scale."
    ),
    "PIR-Q-13": N_(
        "Ruling: a port destroyed by a pirate in round r is closed to him in rounds r+1 to r+3; "
        "he may still stop on its hex at sea."
    ),
    "PIR-Q-14": N_("Ruling: one point of Battle or Sails may be bought per turn in port."),
    "PIR-Q-15": N_(
        "Ruling: a new ship is bought only after losing one; it comes with a fresh split, 8 "
        "rations and 2 gold, and the captain keeps his Terror."
    ),
    "PIR-Q-16": N_("Ruling: only the player who drew a prize may attack it, in that same turn."),
    "PIR-Q-17": N_(
        "Ruling: a faster pirate may choose to fight a hunter, a slower one cannot catch a prize "
        "or the fleet, and one player rolls for the card ship throughout."
    ),
    "PIR-Q-18": N_(
        "Ruling: every sinking, whatever its cause, follows the same lost-ship procedure."
    ),
    "PIR-Q-19": N_(
        "Ruling: the hold, the mission and any hostage go down with the ship; a surviving captain "
        "keeps Terror, cards and buried gold. He restarts at the nearest base after a pirate "
        "battle, otherwise at any base, and pays at once."
    ),
    "PIR-Q-20": N_("Ruling: a failed assault also costs 1 Sails or Battle, the owner's choice."),
    "PIR-Q-21": N_(
        "Ruling: each round the lower total loses 1 Sails or Battle (both ships on a tie) until a "
        "ship sinks or a captain surrenders. If both sink together there is no winner."
    ),
    "PIR-Q-22": N_(
        "Ruling: the port costs each ship 1 Sails or Battle in every round fought, with no dice, "
        "but not in a round ended by surrender."
    ),
    "PIR-Q-23": N_(
        "Ruling: the winner takes as many of the loser's gold tokens as his hold has room for, "
        "and may take his Nobles."
    ),
    "PIR-Q-24": N_(
        "Ruling: hunters chase the nearest eligible pirate by sea, ignore pirates in Europe, wait "
        "when no one qualifies and ignore a beaten pirate for good. A hunter fights a pirate at "
        "most once a turn."
    ),
    "PIR-Q-25": N_("Ruling: a third hunter or a second fleet drawn is discarded with no effect."),
    "PIR-Q-26": N_(
        "Ruling: on placement a hunter or the fleet moves exactly one hex, then at its normal "
        "speed from the next move on."
    ),
    "PIR-Q-27": N_(
        "Ruling: a mutiny breaks out when rations stand at 0 after the end-of-turn step, a tie "
        "keeps the captain aboard, and Battle 0 from the mutiny loses the ship."
    ),
    "PIR-Q-28": N_(
        "Ruling: every ration gain that overflows the scale during a turn can pay that turn's "
        "reduction; the rest is lost."
    ),
    "PIR-Q-29": N_(
        "Ruling: every ship ending outside an intact port or Europe makes the cargo checks, even "
        "one burying treasure."
    ),
    "PIR-Q-30": N_(
        "Ruling: a drunk crew spoils the rum, blocking the mission until 1 gold is paid in a "
        "pirate base; the check repeats every turn at sea."
    ),
    "PIR-Q-31": N_(
        "Ruling: Europe costs 1 extra ration on each of the first two turns; on the second a "
        "player may buy absolution and trade at ordinary-port prices from his hold."
    ),
    "PIR-Q-32": N_(
        "Ruling: a player has at most four missions counting the current one, draws category A "
        "until his first is done, and new draws are optional except when a career starts."
    ),
    "PIR-Q-33": N_(
        "Ruling: burying needs a land hex that is neither a port nor in Europe and at least one "
        "token, and shelters the ship until it moves."
    ),
    "PIR-Q-34": N_(
        "Ruling: after an Ocean card no battle is fought that turn, but the rations step still "
        "happens."
    ),
    "PIR-Q-35": N_(
        "Ruling: the loss is half the rations rounded down, so a player keeps the larger half."
    ),
    "PIR-Q-36": N_(
        "Ruling: the overload penalty is 2 at most, mission Gold does not count, and the reduced "
        "Sails used in a duel is at least 1, as for movement."
    ),
    "PIR-Q-37": N_(
        "Ruling: a destroyed port's hex is sea, except for the pirate who destroyed it, who stays "
        "anchored there until he moves."
    ),
    "PIR-Q-38": N_(
        "Ruling: scores may be negative and every tie is broken by Terror; players still level "
        "settle it themselves or share the place."
    ),
    "PIR-Q-39": N_(
        "Ruling: spare maps are set aside, the option needs a map for every player, and a new "
        "pirate gets a spare map if one is left."
    ),
    "PIR-Q-40": N_(
        "Ruling: only Battle and gold are fixed, modifier included; rations are still rolled at "
        "every visit."
    ),
    "PIR-Q-41": N_(
        "Ruling: forced hunter battles come first, then the player orders his other battles, "
        "fighting each opponent once a turn."
    ),
    "PIR-Q-42": N_("Ruling: escaping or fleeing moves no one; both ships stay in the hex."),
    "PIR-Q-43": N_(
        "Ruling: the current mission's details, face-down cards and buried gold are private; the "
        "others see only counts."
    ),
    "PIR-Q-44": N_(
        "Ruling: pirate bases have no owners; the base a player chose is recorded for display only."
    ),
    "PIR-Q-45": N_(
        "Ruling: a payment in a pirate base may combine gold from the hold and from the gold scale."
    ),
}
