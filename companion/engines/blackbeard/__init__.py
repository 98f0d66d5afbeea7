"""Blackbeard (GMT), rule IDs BB-: so far the player aid's tables as pure calculators.
``catalogue.py`` keeps what the aid prints, ``rules.py`` the rules reference in our words;
``tables.py`` (cargo, storm, notoriety, crew loyalty), ``victory.py`` (VP, deception),
``ports.py`` (the Port Status Summary) and ``contests.py`` (BB-G7) compute, and
``rolls.py`` checks the dice. The engine comes in later steps; it is not in the registry."""
