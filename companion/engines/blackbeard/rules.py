"""The rules reference, in our own words: the conventions, tables, Port Status Summary and
rulings of the Blackbeard player aid, and the procedure steps the calculators cite. The
rest of the procedures and action summaries come with the engine's moves."""

from __future__ import annotations

from companion.engines.text import N_

RULES: dict[str, str] = {
    # BB-G: conventions for the whole aid.
    "BB-G1": N_("1d6 is one six-sided die; 2d6 and 3d6 are the totals of two and three."),
    "BB-G2": N_(
        "A modified roll is the dice plus the modifiers the table names: the cargo value on "
        "the Merchant Cargo Table, +1 in a Transit Box on the Storm Effects Table."
    ),
    "BB-G3": N_("Greater than and less than are strict: an equal total does not pass them."),
    "BB-G4": N_(
        "Amounts are rounded only where the aid says: down for VP from wealth, up for the "
        "Deception payment and for conversion in a haven or a Neutral port."
    ),
    "BB-G5": N_("Numbers such as (8.36) point to sections of the full rulebook."),
    "BB-G6": N_(
        "Notoriety, wealth, plunder, crew loyalty, hits, D&R, scurvy and hostages belong to a "
        "pirate; VP belong to the player who controls him, or to the KC's side for its share."
    ),
    "BB-G7": N_(
        "Each contest has its success condition and its result on a tie: searching, the "
        "warship, the port attack and sack, torture, the KC, plunder capture and mutiny."
    ),
    # BB-T1: Merchant Cargo Table.
    "BB-T1": N_(
        "Merchant Cargo Table: a modified roll from 1 to 10 read in one of four columns of "
        "sea areas (the Atlantic; the Caribbean and the Americas; East Africa and the Gold "
        "Coast; India) gives the D of one hold; rows 1-3 and 8-10 carry a loyalty marker."
    ),
    "BB-T1.1": N_("The modified roll is 1d6 plus the merchant's cargo value."),
    "BB-T1.2": N_(
        "The roll is read in the column of the area where the merchant is plundered; which "
        "sea zones use which column is set up with the map."
    ),
    "BB-T1.3": N_("The amount found is the plunder of one hold, in D."),
    "BB-T1.4": N_("A row marked * costs 1 crew loyalty when the cargo is taken."),
    "BB-T1.5": N_("A row marked ** gives 1 crew loyalty when the cargo is taken."),
    "BB-T1.6": N_("Rows 4 to 7 carry no marker and do not change crew loyalty."),
    "BB-T1.7": N_("The marker counts only for a cargo taken; declining has its own loss of 1."),
    "BB-T1.8": N_("The table covers rolls 1 to 10, which any cargo value from 0 to 4 gives."),
    # BB-T2: Storm Effects Table.
    "BB-T2": N_(
        "Storm Effects Table: a modified roll of 1 to 7 gives one to three speed damage hits, "
        "or sinks the ship."
    ),
    "BB-T2.1": N_("A modified roll of 1 or 2 gives 1 speed damage hit."),
    "BB-T2.2": N_("A modified roll of 3, 4 or 5 gives 2 speed damage hits."),
    "BB-T2.3": N_("A modified roll of 6 gives 3 speed damage hits."),
    "BB-T2.4": N_("A modified roll of 7 sinks the ship."),
    "BB-T2.5": N_("A pirate in a Transit Box adds 1 to the storm roll."),
    "BB-T2.6": N_("With 1d6 a ship sinks only in a Transit Box, on a 6."),
    "BB-T2.7": N_(
        "A storm gives speed hits only; if they take the speed from 0 to -1, crew loyalty "
        "also drops by 1."
    ),
    # BB-T3: Victory Points Table.
    "BB-T3": N_(
        "Victory Points Table: what a pirate scores when he retires, is eliminated, is "
        "eliminated by the KC, or is still in play at the end."
    ),
    "BB-T3.1": N_(
        "A pirate who retires successfully scores 2 VP per notoriety point and 1 VP per full "
        "100 D of wealth."
    ),
    "BB-T3.2": N_(
        "A pirate eliminated other than by the KC, or still in play at the end, scores 1 VP per "
        "notoriety point and nothing for wealth."
    ),
    "BB-T3.3": N_(
        "When the KC eliminates a pirate, his owner scores 1 VP per notoriety point and the "
        "KC's side half a VP per point."
    ),
    "BB-T3.4": N_("VP are scored at the event: for a pirate still in play, at the game's end."),
    "BB-T3.5": N_(
        "Retired: twice the notoriety plus the wealth divided by 100, rounded down; plunder "
        "still in the holds scores nothing."
    ),
    "BB-T3.6": N_("Eliminated, not by the KC, or in play at the end: VP equal to notoriety."),
    "BB-T3.7": N_(
        "Eliminated by the KC: VP equal to notoriety for the owner, half of it for the KC's "
        "side, and nothing for wealth."
    ),
    # BB-T4: Notoriety Points Table.
    "BB-T4": N_("Notoriety Points Table: the notoriety each pirate deed gains."),
    "BB-T4.1": N_("Plundering a merchant gains its cargo value plus 1d6 (rule 8.36)."),
    "BB-T4.2": N_("Torturing a hostage gains the hostage's value (rule 8.45)."),
    "BB-T4.3": N_("A successful port attack gains twice the port's value (rule 9.53)."),
    "BB-T4.4": N_("A successful port sack gains three times the port's value (rule 9.55)."),
    "BB-T4.5": N_("Defeating the KC in battle gains twice its combat value (rule 10.34)."),
    "BB-T4.6": N_("Defeating a warship in battle gains its combat value (rule 6.46)."),
    "BB-T4.7": N_("Each expulsion attempt by the KC gains 1 notoriety point (rule 10.51)."),
    "BB-T4.8": N_("Notoriety only goes up: nothing in the aid lowers it."),
    "BB-T4.9": N_(
        "Each gain is added when its procedure says: plunder at step 5, torture when it "
        "happens, the others after the won contest."
    ),
    # BB-T5: Crew Loyalty Table.
    "BB-T5": N_("Crew Loyalty Table: what raises or lowers a pirate's crew loyalty."),
    "BB-T5.1": N_("-1 when the cargo roll lands on a row marked * and the cargo is taken."),
    "BB-T5.2": N_(
        "-1 when scurvy sets in, and again at the start of each of the owner's turns with it "
        "(rule 17.2)."
    ),
    "BB-T5.3": N_("-1 for a failed retirement by bribery (rule 18.41D)."),
    "BB-T5.4": N_("-1 when the pirate loses the battle with a warship (rule 6.46)."),
    "BB-T5.5": N_("-1 each time the ship's speed goes from 0 to -1 (rule 6.26)."),
    "BB-T5.6": N_("-1 when the pirate declines the cargo (rule 8.36)."),
    "BB-T5.7": N_("-1 when a mutiny is put down on a roll equal to Leadership (rule 14.2)."),
    "BB-T5.8": N_("+1 when the cargo roll lands on a row marked ** and the cargo is taken."),
    "BB-T5.9": N_("+1 once D&R is removed in a port that is not a Pirate port (rule 13.21)."),
    "BB-T5.10": N_("+3 once D&R is removed in a Pirate port (rule 13.21)."),
    "BB-T5.11": N_("+1 for torturing a hostage, whether he talks or not (rule 8.45)."),
    "BB-T5.12": N_("+1 for a successful port attack (rule 9.56)."),
    "BB-T5.13": N_("+1 for a successful port sack (rule 9.55)."),
    "BB-T5.14": N_("+1 for defeating the KC in battle (rule 10.34)."),
    "BB-T5.15": N_("After a successful mutiny crew loyalty goes back to 6 (rule 14.2)."),
    "BB-T5.16": N_(
        "Crew loyalty never falls below 0, and at 0 a mutiny breaks out by itself; the aid "
        "gives no maximum and no starting value."
    ),
    "BB-T5.17": N_(
        "The changes of one action add up, each row once per occurrence: a ** cargo and a "
        "torture give +2."
    ),
    "BB-T5.18": N_(
        "A change the table shares with a procedure is applied once, not once for each place "
        "it is printed."
    ),
    # BB-T6: Deception Table.
    "BB-T6": N_("Deception Table: 1d6 decides whether a pirate is cleared, fined or hanged."),
    "BB-T6.1": N_("On 1 or 2 there is not enough evidence: the pirate may retire in peace."),
    "BB-T6.2": N_(
        "On 3 or 4 the pirate is tried: 2d6 times ten is the percentage of his wealth he pays, "
        "rounded up, to be acquitted."
    ),
    "BB-T6.3": N_("On 5 or 6 he is hanged: he loses all his wealth but keeps his notoriety."),
    "BB-T6.4": N_(
        "The payment is the wealth times the 2d6 total divided by 10, rounded up: 20% to 120% "
        "of the wealth."
    ),
    "BB-T6.5": N_("No modifier is given, nor when the table is used: the players call it."),
    # Procedure steps the calculators cite.
    "BB-P1.2": N_(
        "Warship search: each side rolls 1d6 plus its speed; a higher warship total means it "
        "must attack."
    ),
    "BB-P1.3": N_(
        "If the warship does not beat the pirate, he escapes, there is no battle, and the "
        "warship stays On Station."
    ),
    "BB-P1.4": N_(
        "Warship battle: the warship rolls 1d6 plus its combat, the pirate 1d6 plus his ship's "
        "combat and his ability."
    ),
    "BB-P1.5": N_(
        "If the pirate wins, his ship takes 1 combat hit, the warship goes to its pool, he "
        "gains its combat in notoriety and must carry on with his action."
    ),
    "BB-P1.6": N_(
        "If the pirate does not win, he is driven off, his action is cancelled, his ship takes "
        "the difference in combat hits and his crew loses 1 loyalty; the warship stays."
    ),
    "BB-P2.2": N_(
        "Port attack: the pirate rolls 1d6 plus combat, ability and his information points "
        "for the port; the port rolls 1d6 plus its defense."
    ),
    "BB-P2.3": N_(
        "If the pirate's total is higher, the attack succeeds and his ship takes 1 combat hit; "
        "notoriety and loyalty rise, and a sack may follow."
    ),
    "BB-P2.4": N_("If the pirate's total is equal or lower, the attack fails."),
    "BB-P3.2": N_(
        "Sack: the pirate rolls 1d6 plus his cruelty and must beat the port's defense value, "
        "for which nobody rolls."
    ),
    "BB-P3.3": N_(
        "A successful sack destroys the port for good, raises loyalty by 1 and notoriety by "
        "three times its value, and puts the pirate in an adjacent sea zone in D&R."
    ),
    "BB-P3.4": N_(
        "A failed sack only wastes the action; that port cannot be sacked again until the "
        "pirate leaves and attacks it again."
    ),
    "BB-P4.3": N_(
        "A bought haven is marked on the Port Grid for its pirate; the mark goes when he "
        "attacks a port of that nationality or an Anti-Pirate governor takes the port."
    ),
    "BB-P5.6": N_(
        "Torture: roll 1d6; above the pirate's cruelty the hostage gives information; either "
        "way the hostage goes back to the pool."
    ),
    "BB-P6.2": N_(
        "KC interception: each side rolls 1d6 plus its speed; a higher KC total intercepts, "
        "and the pirate fights or surrenders with a Letter of Marque."
    ),
    "BB-P6.3": N_(
        "If the KC does not beat the pirate, he evades it: the AP action ends and neither "
        "counter moves."
    ),
    "BB-P6.5": N_(
        "KC combat: the pirate rolls 1d6 plus ability and ship's combat, the KC 1d6 plus its "
        "combat."
    ),
    "BB-P6.6": N_("If the KC's total is higher, the pirate is eliminated."),
    "BB-P6.7": N_(
        "Otherwise the KC is defeated and removed; the pirate gains twice its combat in "
        "notoriety and 1 crew loyalty."
    ),
    "BB-P7.1": N_(
        "Mutiny Conspiracy: the AP player rolls 2d6, and a total above crew loyalty starts a "
        "mutiny."
    ),
    "BB-P7.2": N_(
        "At crew loyalty 0 a mutiny starts by itself, at each activation at 0 and whenever "
        "loyalty falls to 0 again."
    ),
    "BB-P7.3": N_("A mutiny is resolved by a die the pirate's player rolls against Leadership."),
    "BB-P7.4": N_("Above Leadership the mutiny succeeds and the pirate leaves the game for good."),
    "BB-P7.5": N_("Equal to Leadership: put down, but crew loyalty drops by 1, never below 0."),
    "BB-P7.6": N_("Below Leadership the revolt is put down and nothing else happens."),
    # Action summaries the calculators cite.
    "BB-S1.2": N_("Merchant search: 1d6 plus the pirate's ability finds a merchant on 7 or more."),
    "BB-S1.6": N_(
        "Plunder capture, In Port with another player's pirate in D&R: each rolls 1d6 plus "
        "ability, the active pirate 1 more; higher succeeds, lower fails, a tie is a duel."
    ),
    "BB-S2.1": N_(
        "KC deployment: a 3d6 total below the pirate's notoriety deploys the KC, with no card "
        "needed."
    ),
    # BB-S3: Port Status Summary.
    "BB-S3": N_(
        "Port Status Summary: what a pirate may do in an Anti-Pirate, Pro-Pirate, Neutral or "
        "Pirate port, and in his own haven."
    ),
    "BB-S3.1": N_(
        "Plunder becomes wealth 1:1 in Pro-Pirate and Pirate ports, with 10% more in a haven, "
        "at half in a Neutral port (both rounded up), and not in an Anti-Pirate port."
    ),
    "BB-S3.2": N_(
        "Hostages are ransomed in Pro-Pirate ports, havens and Neutral ports, unless the port "
        "is Arab or Portuguese; never in Anti-Pirate or Pirate ports."
    ),
    "BB-S3.3": N_(
        "Repair removes 1d6/2 hits per action in Pro-Pirate and Neutral ports, 2 more in a "
        "haven, none of them in Arab ports; a Pirate port removes every hit; an Anti-Pirate "
        "port repairs nothing."
    ),
    "BB-S3.4": N_(
        "Retirement is by bribery in a Pro-Pirate port (rule 18.41D) and at will in a haven "
        "(rule 18.41A); nowhere else."
    ),
    "BB-S3.5": N_(
        "A Letter of Marque makes an Anti-Pirate port Pro-Pirate for its holder (rule 9.31); a "
        "haven is bought in a Pro-Pirate port (rule 9.44); D&R in a Pirate port gives +3 "
        "loyalty."
    ),
    "BB-S3.6": N_(
        "A port is Anti-Pirate, Pro-Pirate, Neutral or a Pirate port until a sack destroys "
        "it for good; a haven belongs to one pirate at one port."
    ),
    "BB-S3.7": N_(
        "The column a pirate reads: nothing at a destroyed port, then his haven, then "
        "Pro-Pirate for an Anti-Pirate port if he has a Letter of Marque, else the port's own."
    ),
    "BB-S3.8": N_(
        "Only a sack, a haven bought or lost, and a Letter of Marque change what a port is for "
        "a pirate; the last changes nothing for the others."
    ),
    # BB-Q: the companion's rulings where the aid is silent or unclear.
    "BB-Q1": N_(
        "Ruling: a modified cargo roll above 10 reads row 10 with its marker and a warning; "
        "the plunder's notoriety keeps the full total."
    ),
    "BB-Q2": N_(
        "Ruling: a modified cargo roll below 1 reads row 1 with its marker and a warning; a "
        "die outside 1 to 6 is refused, never clamped."
    ),
    "BB-Q3": N_(
        "Ruling: the plunder's notoriety uses the cargo die, so it equals the modified cargo "
        "roll, without the cap of the table."
    ),
    "BB-Q4": N_(
        "Ruling: the four cargo columns keep their printed names; the map says which column "
        "each sea zone uses, and the players pick one where it does not."
    ),
    "BB-Q5": N_("Ruling: * and ** count only for a cargo taken; declining costs exactly 1."),
    "BB-Q6": N_("Ruling: a declined cargo ends the plunder: no hostage and no notoriety."),
    "BB-Q7": N_(
        "Ruling: holds are counted with the ship and a cargo needs an empty one; a 0 D cargo "
        "may be taken with its effects but leaves the hold empty."
    ),
    "BB-Q8": N_("Ruling: the pirate's player chooses between ransom and torture."),
    "BB-Q9": N_(
        "Ruling: the hostage talks when the die is above the pirate's cruelty, as printed; "
        "check rules 8.45 and 8.46."
    ),
    "BB-Q10": N_("Ruling: torture gains the hostage's value in notoriety whether he talks or not."),
    "BB-Q11": N_(
        "Ruling: the players enter the information points; they add up per port and pirate, "
        "count only in his attacks on that port, and are never spent."
    ),
    "BB-Q12": N_("Ruling: the storm roll is 1d6, and the players start a storm by hand."),
    "BB-Q13": N_("Ruling: sinking eliminates, not by the KC; plunder and hostages are lost."),
    "BB-Q14": N_(
        "Ruling: each hit takes a point off the printed value; the speed loss of loyalty comes "
        "once per event that takes the speed from 0 or more to below 0."
    ),
    "BB-Q15": N_(
        "Ruling: crew loyalty never goes below 0, has no maximum, and starts at 6 unless the "
        "players change it."
    ),
    "BB-Q16": N_(
        "Ruling: scurvy costs loyalty at the start of the owner's turns; onset and cure are "
        "entered by hand."
    ),
    "BB-Q17": N_("Ruling: the mutiny die is 1d6, plus any modifier the players enter."),
    "BB-Q18": N_(
        "Ruling: an automatic mutiny comes at each activation at 0 and at once when loyalty "
        "falls to 0; a loss while already at 0 waits for the next activation."
    ),
    "BB-Q19": N_(
        "Ruling: after a successful mutiny the pirate is out and scores as eliminated, not by "
        "the KC; his loyalty is recorded as 6."
    ),
    "BB-Q20": N_(
        "Ruling: the D&R after a sack is involuntary and takes two actions to remove; the +3 "
        "needs a Pirate port at removal, and a haven is not one."
    ),
    "BB-Q21": N_(
        "Ruling: the KC's half VP is rounded down when it is scored, goes to the player who "
        "ran the KC, and the exact half is logged."
    ),
    "BB-Q22": N_("Ruling: a pirate the KC eliminates scores nothing for his wealth."),
    "BB-Q23": N_(
        "Ruling: one VP track per player; cards never deployed score nothing; the players "
        "declare the end, and ties are theirs to settle."
    ),
    "BB-Q24": N_(
        "Ruling: the Deception check is made on demand with 1d6 and no modifier; the players "
        "decide when."
    ),
    "BB-Q25": N_(
        "Ruling: a demand above the pirate's wealth takes all of it and he is acquitted, with "
        "a warning; after paying he may retire."
    ),
    "BB-Q26": N_("Ruling: the Deception payment is rounded up to a whole D."),
    "BB-Q27": N_("Ruling: a hanged pirate scores as eliminated, not by the KC."),
    "BB-Q28": N_(
        "Ruling: the players enter whether a bribe works; surrender with a Letter of Marque is "
        "a successful retirement; a haven retirement always works."
    ),
    "BB-Q29": N_("Ruling: a beaten warship is marked in its pool; contests use current values."),
    "BB-Q30": N_("Ruling: no warship joins a port's defense; the port adds only its defense."),
    "BB-Q31": N_("Ruling: a won port attack puts the pirate In Port; the players may correct it."),
    "BB-Q32": N_(
        "Ruling: after an interception combat follows, unless the pirate surrenders with a "
        "Letter of Marque."
    ),
    "BB-Q33": N_("Ruling: KC deployment rolls against the notoriety of the pirate targeted."),
    "BB-Q34": N_(
        "Ruling: in a Neutral port two D of plunder make one D of wealth; rounding is done once "
        "on the total converted, from the holds the players pick."
    ),
    "BB-Q35": N_(
        "Ruling: 1d6/2 is rounded up, so a die removes 1, 1, 2, 2, 3 or 3 hits; the players "
        "split them between speed and combat."
    ),
    "BB-Q36": N_(
        "Ruling: with a Letter of Marque an Anti-Pirate port counts as Pro-Pirate for every "
        "entry of that column, for that pirate only."
    ),
    "BB-Q37": N_(
        "Ruling: the players set port status by hand; an Anti-Pirate governor recorded at a "
        "port erases every haven there."
    ),
    "BB-Q38": N_(
        "Ruling: any attack a pirate makes on a port of his haven's nationality, the haven "
        "included, erases his haven mark."
    ),
    "BB-Q39": N_("Ruling: only the capture roll is computed; players settle duels and spoils."),
    "BB-Q40": N_(
        "Ruling: the companion shows KC (King's Commissioner), D&R as printed, D (doubloons) "
        "and the cargo columns with their printed names."
    ),
    # Procedure and action steps the engine's entries cite.
    "BB-P1.1": N_(
        "A warship acts only against a pirate searching for or plundering a merchant, or attacking a port."
    ),
    "BB-P2.1": N_("A port is attacked from a sea zone next to it."),
    "BB-P3.1": N_(
        "A sack comes straight after the same pirate's attack on that port, with the pirate In Port."
    ),
    "BB-P4.1": N_("Each table keeps a Port Grid: one row per port, one column per pirate number."),
    "BB-P4.2": N_(
        "Information points a hostage gives go in the box of his port and the pirate's number, added to what is there."
    ),
    "BB-P5.1": N_(
        "The cargo of a plundered merchant is 1d6 plus its cargo value, read on the Merchant Cargo Table in the area's column."
    ),
    "BB-P5.2": N_(
        "A cargo taken fills one empty hold with its amount, and its row's loyalty marker applies."
    ),
    "BB-P5.3": N_(
        "A cargo declined sends the merchant back to the pool for crew loyalty -1, and the plunder ends there."
    ),
    "BB-P5.4": N_("After a cargo taken, a hostage is drawn from the pool and shown."),
    "BB-P5.5": N_("The hostage may be kept on the pirate sheet for ransom."),
    "BB-P5.7": N_(
        "The plunder's notoriety and the torture's notoriety and loyalty are added, each once."
    ),
    "BB-P5.8": N_("The plundered merchant goes back to the pool."),
    "BB-P5.9": N_("At the end of a plunder the pirate may put his crew into D&R by choice."),
    "BB-P6.1": N_(
        "The KC acts only against a pirate moving, searching, plundering, converting a merchant or attacking a port, and never In Port."
    ),
    "BB-P6.4": N_(
        "A pirate intercepted during a plunder keeps what he took so far; the merchant escapes to the pool."
    ),
    "BB-S1.1": N_(
        "Movement: between sea zones of one region, between a sea zone and a port or Transit Box next to it."
    ),
    "BB-S1.3": N_("Merchant plunder follows the plunder procedure."),
    "BB-S1.4": N_(
        "A plundered Sloop, Schooner or Brigantine may become the pirate's ship; everything but the damage carries over."
    ),
    "BB-S1.5": N_(
        "In Port a pirate may ransom hostages, turn plunder into wealth and buy a haven."
    ),
    "BB-S1.7": N_(
        "In Port, one action ends a D&R taken by choice, two actions one that came after a sack."
    ),
    "BB-S1.8": N_("A port attack follows the port attack procedure."),
    "BB-S1.9": N_("A port sack follows the port sack procedure."),
    "BB-S1.10": N_("Pirates of one player may sail in an alliance and act together."),
    "BB-S1.11": N_(
        "A pirate retires in his haven, by bribing a Pro-Pirate port's governor, or with a Letter of Marque."
    ),
    "BB-S1.12": N_(
        "A player may draw pirate cards and deploy a new pirate, within the rulebook's limits."
    ),
    "BB-S1.13": N_("A converted ship starts with no damage hits and its own printed values."),
    "BB-S1.14": N_(
        "Retirement in a haven always succeeds; bribery may fail for crew loyalty -1; a Letter of Marque retires him too."
    ),
    "BB-S2.2": N_(
        "The KC moves, intercepts and fights pirates, and may try to expel a pirate from port."
    ),
    "BB-S2.3": N_("A warship On Station may attack a pirate."),
    "BB-S2.4": N_(
        "Event cards do what the rulebook says (rule 17.2); a card's effect on a pirate's "
        "trackers is entered with the card's name."
    ),
    "BB-S2.5": N_(
        "With 3d6 the KC can never be deployed against 3 notoriety or less, and always against 19 or more."
    ),
}
