"""The rules reference, continued: the end of the game, final scoring, upgrades and crew,
the NAS-Qn rulings and the section headings (rules.py assembles them)."""

from __future__ import annotations

from companion.engines.text import N_

LATER_RULES: dict[str, str] = {
    "NAS-3.1": N_(
        "The game ends when the end-game card is revealed in step 6; steps 7-9 are skipped."
    ),
    "NAS-3.2": N_("Then the game is scored."),
    "NAS-3.3": N_(
        "The end-game card sits among Phase II cards, so the round it appears in depends on its depth in the deck."
    ),
    "NAS-3.4": N_("With 5 players the game ends in round 4, 5 or 6."),
    "NAS-4.1": N_(
        "Four rankings score: Most Famous Pirate, Most Motley Crew, Best Pirate Ship, Richest Pirate."
    ),
    "NAS-4.2": N_("Each ranking pays 7, 5, 3, 1 and 0 VP by place."),
    "NAS-4.3": N_("Tied players share the better place's VP and the next place is skipped."),
    "NAS-4.4": N_("Most Famous: notoriety, with 100 added per lap."),
    "NAS-4.5": N_("Most Motley: the motley points of your crew."),
    "NAS-4.6": N_("Best Ship: the ship points of your upgrades and printed sections."),
    "NAS-4.7": N_("Richest: pieces of eight in your chest plus 5 per doubloon."),
    "NAS-4.8": N_("Only the chest counts: the hold scores nothing."),
    "NAS-4.9": N_("Most VP wins; ties go to the most buried treasure, then the most notoriety."),
    # -- NAS-5 tiles -----------------------------------------------------------------------
    "NAS-5.1.1": N_("Cannons (15, 2 ship points): +1 cannon against everyone."),
    "NAS-5.1.2": N_("Long-range cannons (5, 3 points): +2 cannon only when plundering a port."),
    "NAS-5.1.3": N_("Bow cannons (3, 2 points): +1 cannon only against merchants."),
    "NAS-5.1.4": N_("Basic figurehead (1, 3 points): no effect."),
    "NAS-5.1.5": N_("Fine figurehead (1, 4 points): no effect."),
    "NAS-5.1.6": N_("Majestic figurehead (1, 5 points): no effect."),
    "NAS-5.1.7": N_("Stern cannons (3, 2 points): +1 cannon only against the navy."),
    "NAS-5.1.8": N_("Basic captain's cabin (1, 3 points): no effect."),
    "NAS-5.1.9": N_("Fine captain's cabin (1, 4 points): no effect."),
    "NAS-5.1.10": N_("Majestic captain's cabin (1, 5 points): no effect."),
    "NAS-5.1.11": N_(
        "Bow cannons and figureheads go on the bow; stern cannons and cabins on the stern."
    ),
    "NAS-5.1.12": N_(
        "One bow piece (bow cannons or a figurehead) and one stern piece (stern cannons or a cabin) per ship."
    ),
    "NAS-5.2.1": N_("Mainsail (15, 2 points): +1 sail against everyone."),
    "NAS-5.2.2": N_("Jib (5, 2 points): +1 sail only against merchants."),
    "NAS-5.2.3": N_("Spanker (5, 2 points): +1 sail only against the navy."),
    "NAS-5.2.4": N_("A jib goes on the bow, a spanker on the stern."),
    "NAS-5.2.5": N_("One jib and one spanker per ship at most."),
    "NAS-5.3.1": N_(
        "Jolly Roger (3, 1 point): once per round, a used crew member may be used again."
    ),
    "NAS-5.3.2": N_(
        "Crow's nest (3, 2 points): once per round, from an empty trade-route space, attack a merchant one space away."
    ),
    "NAS-5.3.3": N_("Ratlines (3, 3 points): no effect."),
    "NAS-5.3.4": N_("At most one mizzen of each type per ship."),
    "NAS-5.3.5": N_("Mizzens work once per round."),
    "NAS-5.4.1": N_(
        "Quartermaster (1 motley): in step 5, 1 piece of eight becomes 3 resources of your choice."
    ),
    "NAS-5.4.2": N_(
        "First Mate (1 motley): +1 sail or cannon in one fight with a merchant or the navy."
    ),
    "NAS-5.4.3": N_("Carpenter (2 motley): add 1 goods to the hold; needs room except in step 5."),
    "NAS-5.4.4": N_("Navigator (2 motley): +1 or -1 on a die before your move."),
    "NAS-5.4.5": N_("Helmsman (2 motley): a die counts as 6 for your next move."),
    "NAS-5.4.6": N_("Cartographer (2 motley): your next move may go to any space of your region."),
    "NAS-5.4.7": N_("Smuggler (2 motley): 1 extra resource the port offers when you smuggle."),
    "NAS-5.4.8": N_("Rigging master (2 motley): 1 resource less on a sail upgrade."),
    "NAS-5.4.9": N_("Master gunner (2 motley): 1 resource less on a hull upgrade."),
    "NAS-5.4.10": N_("Recruiter (2 motley): 1 resource less on a crew member."),
    "NAS-5.4.11": N_(
        "Black marketeer (3 motley): 2 resources from the hold become 1 piece of eight."
    ),
    "NAS-5.4.12": N_("Powder monkey (3 motley): add 1 gunpowder; needs room except in step 5."),
    "NAS-5.4.13": N_("Boatswain (3 motley): +1 cannon in one fight with a merchant or the navy."),
    "NAS-5.4.14": N_("Coxswain (3 motley): +1 sail in one fight with a merchant or the navy."),
    "NAS-5.4.15": N_("Cook (3 motley): add 1 rum; needs room except in step 5."),
    "NAS-5.4.16": N_("Briber (3 motley): +1 piece of eight on your next ransom."),
    "NAS-5.4.17": N_("Pilot (3 motley): re-roll one die before your next move."),
    "NAS-5.4.18": N_("Bard (4 motley): +1 notoriety in step 3."),
    "NAS-5.4.19": N_("Cabin boy (5 motley): no effect."),
    "NAS-5.4.20": N_("Ship's cat (5 motley): no effect."),
    "NAS-5.4.21": N_("Ship's dog (5 motley): no effect."),
    "NAS-5.4.22": N_("Only one crew member of each type per ship."),
    "NAS-5.4.23": N_("A crew ability works once per round, unless a Jolly Roger refreshes it."),
    "NAS-5.5.1": N_(
        "Against merchants: mainsails, jib, cannons, bow cannons; against the navy: mainsails, spanker, cannons, stern cannons; against ports: cannons and long-range cannons; First Mate, Boatswain and Coxswain only against merchants and the navy."
    ),
    "NAS-5.6.1": N_("Flip a once-per-round tile face down when you use it."),
    "NAS-5.6.2": N_("It turns face up again in step 9."),
    "NAS-5.6.3": N_("A tile bought this round cannot be used this round."),
    "NAS-5.6.4": N_("Tiles without an effect only score points."),
    # -- NAS-Q rulings applied by the companion --------------------------------------------
    "NAS-Q1": N_(
        "RULING: no board layout is assumed. A club may enter its board once; until then setup cards are entered with their space, and a ship landing on an unknown space makes the table say whether it is a port and what it offers, remembered for the game. Port cannon is always 4 + region; a different printed value only warns."
    ),
    "NAS-Q2": N_(
        "RULING: values printed on merchant, navy and captain cards are entered by the players when the card appears."
    ),
    "NAS-Q3": N_(
        "RULING: the navy icon counts are club configuration; the companion never forecasts the game length."
    ),
    "NAS-Q4": N_(
        "RULING: stated placement limits are always checked; for the number of spaces the buyer says whether a matching empty space exists, otherwise a tile is replaced."
    ),
    "NAS-Q5": N_("RULING: printed ship points per section are configurable, 0 by default."),
    "NAS-Q6": N_("RULING: middle sections add hold space only, no sail or cannon."),
    "NAS-Q7": N_("RULING: a section bought in step 5 counts for the hold check at once."),
    "NAS-Q8": N_(
        "RULING: the supply is limited: you get only what it still holds, choosing if short."
    ),
    "NAS-Q9": N_(
        "RULING: the collision rule applies whenever a marker lands on a taken space; your own space counts as free; with no room below, go up."
    ),
    "NAS-Q10": N_(
        "RULING: totals are kept; collisions use the physical track space, everything else the total."
    ),
    "NAS-Q11": N_("RULING: each step's turn order is fixed when the step starts."),
    "NAS-Q12": N_(
        "RULING: cargo is every piece in the hold; you choose what to lose; a lost hostage scores nothing."
    ),
    "NAS-Q13": N_("RULING: open sea cards also go under the navy deck, in the order taken."),
    "NAS-Q14": N_(
        "RULING: unused tokens are discarded in step 6; tokens under dice return with the dice in step 5."
    ),
    "NAS-Q15": N_(
        "RULING: modified dice may read 0 or 7; modifiers stack in the order used; a first move cannot use a 0."
    ),
    "NAS-Q16": N_("RULING: no transit move to the transit space you are on."),
    "NAS-Q17": N_("RULING: resources and pieces of eight may be jettisoned, hostages not."),
    "NAS-Q18": N_(
        "RULING: a hostage thrown overboard scores at your next adjustment, then returns to the supply."
    ),
    "NAS-Q19": N_(
        "RULING: the hold limit applies to every gain; in a smuggle the ransomed hostage leaves before the pieces come in."
    ),
    "NAS-Q20": N_(
        "RULING: smuggle one kind the port offers; the Smuggler adds one resource of any kind the port offers, and does nothing in Port of Spain."
    ),
    "NAS-Q21": N_(
        "RULING: the Crow's nest is your action: a normal capture of a merchant one space away, from an empty trade-route space; it is used up even if the capture fails."
    ),
    "NAS-Q22": N_("RULING: First Mate, Boatswain and Coxswain do not help against ports."),
    "NAS-Q23": N_(
        "RULING: the Quartermaster gives any mix of 3 resources, in step 5, from a piece of eight in the hold."
    ),
    "NAS-Q24": N_(
        "RULING: the Cartographer cannot be used on the first move or from a transit space."
    ),
    "NAS-Q25": N_(
        "RULING: Navigator and Pilot act on an unused die until it is used; the Helmsman's 6 only on the very next move."
    ),
    "NAS-Q26": N_(
        "RULING: the Rigging master covers sail upgrades only (not mizzens); no discount on sections."
    ),
    "NAS-Q27": N_("RULING: once you say you are done buying, you are out for this step."),
    "NAS-Q28": N_("RULING: you choose which excess resources you lose at the end of step 5."),
    "NAS-Q29": N_(
        "RULING: a piece of eight made while burying may be buried or kept; doubloons at any time the supply has no pieces of eight, while any are left."
    ),
    "NAS-Q30": N_(
        "RULING: merchants with no room above go under their deck; several cards go under in ascending space order; an empty deck leaves spaces empty."
    ),
    "NAS-Q31": N_(
        "RULING: a set that runs out is rebuilt from all its boxed tiles, then the draw is completed."
    ),
    "NAS-Q32": N_("RULING: the game ends the moment the end-game card appears."),
    "NAS-Q33": N_(
        "RULING: ties in the first roll are broken by an entered age order, youngest first."
    ),
    "NAS-Q34": N_("RULING: every copy of a bonus tile counts."),
    "NAS-Q35": N_(
        "RULING: chest contents are secret until the final reveal; captain cards are public."
    ),
    "NAS-Q36": N_("RULING: places below the winner also follow VP, then chest, then notoriety."),
    "NAS-Q37": N_(
        "RULING: a purchase needs a legal place on your ship, possibly by replacing a tile."
    ),
    "NAS-Q38": N_(
        "RULING: the Jolly Roger refreshes one used crew member (not a mizzen, not one bought this round)."
    ),
    "NAS-Q39": N_("RULING: the Black marketeer works at any time, once per round."),
}

# Section headings, for citations of a whole part of the rules.
SECTIONS: dict[str, str] = {
    "NAS-0": N_("Components: what is in the box."),
    "NAS-0.3": N_("Symbols printed on cards and tiles."),
    "NAS-0.4": N_("The pirate ship board: sections, hold, upgrade and crew spaces."),
    "NAS-0.5": N_(
        "The game board: 20 spaces in three regions and two transit spaces, ports and trade routes."
    ),
    "NAS-0.6": N_("The general supply."),
    "NAS-1": N_("Setup."),
    "NAS-1.2": N_("Setup of the merchant decks and the first merchants on the board."),
    "NAS-1.3": N_("Setup of the navy deck."),
    "NAS-1.4": N_("Each player's pieces."),
    "NAS-1.5": N_("Upgrade and crew sets and the first Nassau offer."),
    "NAS-1.7": N_("The first roll sets the starting notoriety order."),
    "NAS-2": N_("The round, in 9 steps."),
    "NAS-2.0": N_("How a round is built."),
    "NAS-2.1": N_("Step 1: pirate dice."),
    "NAS-2.2": N_("Step 2: three piracy phases each, a move then an action."),
    "NAS-2.2.4": N_("Moving with a die."),
    "NAS-2.2.5": N_("The actions after a move."),
    "NAS-2.2.6": N_("Ship values and outclassing."),
    "NAS-2.2.7": N_("Capturing a merchant ship."),
    "NAS-2.2.8": N_("The hold and jettisoning."),
    "NAS-2.2.9": N_("Catching the trade winds."),
    "NAS-2.2.10": N_("Smuggling goods."),
    "NAS-2.2.11": N_("Plundering a port."),
    "NAS-2.2.12": N_("Hostages: ransom or overboard."),
    "NAS-2.3": N_("Step 3: adjusting notoriety."),
    "NAS-2.4": N_("Step 4: evading the navy."),
    "NAS-2.5": N_("Step 5: back in Nassau, buying and burying."),
    "NAS-2.6": N_("Step 6: new navy cards."),
    "NAS-2.7": N_("Step 7: merchants set sail."),
    "NAS-2.8": N_("Step 8: restocking Nassau."),
    "NAS-2.9": N_("Step 9: preparing the next voyage."),
    "NAS-3": N_("The end of the game."),
    "NAS-4": N_("Final scoring."),
    "NAS-5": N_("Upgrades and crew."),
    "NAS-5.1": N_("Hull upgrades."),
    "NAS-5.2": N_("Sail upgrades."),
    "NAS-5.3": N_("Mizzen upgrades."),
    "NAS-5.4": N_("Crew."),
    "NAS-5.5": N_("Which bonuses count against whom."),
    "NAS-5.6": N_("Using once-per-round tiles."),
}
