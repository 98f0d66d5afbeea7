"""Three phones and a table screen play two rounds of Piracy through the pages only (issue
19): the table created on the create page with the deck plan's Rations top, the three
seats taken through the join page, the map typed in once on a phone, each pirate's base,
Battle/Sails split, first mission and starting base on their own phone; then round 1 with
a port attacked (both sides roll on their own phones, at once), a storm and an empty
ocean, and round 2 opened by the destroyed port's die, entered at the table.

Every die is rolled at the table (the table does not let the companion roll), so the
story is the entries' own. Each phone taps once it shows the table as it is; the phones
and the screen are shot at each stage to test-artifacts/piracy-table-*.png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, expect

from tests.browser.at_the_table import Seated, enter_move, sit_down

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEATS = (("Anja", "black"), ("Jona", "red"), ("Mira", "purple"))
# The map as the table reads it off the board (the rulebook prints no port list).
PORTS = (("Tortuga", 1, "elsewhere"), ("Nassau", 0, "elsewhere"), ("Port Royal", -1, "elsewhere"))
PORTS += (("Cartagena", 0, "america"),)
BASES = {"Anja": "Tortuga", "Jona": "Nassau", "Mira": "Port Royal"}


def setup_on_the_phones(t: Seated, board: Locator) -> None:
    anja, jona, mira = (t.phones[name] for name, _colour in SEATS)
    # The map, typed once on the host's phone (PIR-1.0.2, PIR-Q-3).
    for name, modifier, where in PORTS:
        enter_move(
            t,
            anja,
            "Add a port of the map",
            {"name": name, "modifier": modifier, "continent": where},
            f"{name} (modifier {modifier:+d}) is on the map.",
        )
    enter_move(t, anja, "Add a hex of Europe", {"hex": "E1"}, "E1 is a hex of Europe.")
    t.enter(anja, anja.button("The map is complete").click, "The map has 4 ports and 1 hex")
    expect(board).to_contain_text("Cartagena")
    enter_move(t, jona, "Name the starting player", {"player": 0}, "Anja starts; the others follow")
    # The first base has no other to be far from; the next ones' tap confirms it
    # (PIR-1.1.3): the form says so.
    far = "(it lies at least 8 hexes from every pirate base chosen before)"
    for phone, title in ((anja, "Choose a pirate base"), (jona, f"Choose a pirate base {far}")):
        port = BASES[phone.name]
        enter_move(t, phone, title, {"port": port}, f"{phone.name} makes {port} a pirate base.")
    # The last port off the American continent is Mira's only choice: one button.
    t.enter(
        mira,
        mira.button(f"Choose a pirate base: Port Royal {far}").click,
        "Mira makes Port Royal a pirate base.",
    )
    t.shoot("1-bases")
    # The ship's points split between Battle and Sails, each on its own phone (PIR-1.3).
    for phone, (battle, sails) in zip((anja, jona, mira), ((6, 4), (5, 5), (4, 6)), strict=True):
        enter_move(
            t,
            phone,
            "Equip your ship",
            {"battle": battle, "sails": sails},
            f"{phone.name}'s ship: Battle {battle}, Sails {sails}.",
        )
    for number, phone in enumerate((anja, jona, mira), start=1):
        enter_move(
            t,
            phone,
            "Enter the category A mission you drew",
            {"number": number, "documents": 1},
            f"{phone.name} holds a category A mission.",
        )
    # A mission is the seat's own: the others see that one is held, not which.
    expect(jona.page.locator("#live")).not_to_contain_text("A-1,")
    expect(anja.page.locator(".pir-plans tr.me")).to_contain_text("A-1, carrying Documents")
    for phone in (anja, jona, mira):
        enter_move(
            t,
            phone,
            "Choose the pirate base you start from",
            {"port": BASES[phone.name]},
            f"{phone.name} lies anchored in {BASES[phone.name]}.",
        )
    expect(board.locator(".pir-plans")).to_contain_text("in Tortuga")
    t.shoot("2-setup-done")


def round_1(t: Seated, board: Locator) -> None:
    anja, jona, mira = (t.phones[name] for name, _colour in SEATS)
    # Anja sails into Cartagena; the pirate on her right rolls the port's dice (PIR-3.32.1).
    # The place is typed, with the map's ports offered as she types.
    t.ready(anja)
    places = anja.form("Move your ship").locator("datalist option")
    expect(places).to_have_count(5)
    expect(places.nth(3)).to_have_attribute("value", "Cartagena")
    enter_move(
        t,
        anja,
        "Move your ship",
        {"hexes": 3, "to": "Cartagena", "enter_port": True},
        "Anja enters Cartagena.",
    )
    expect(mira.page.locator("#live")).to_contain_text("Mira rolls the four dice of Cartagena")
    enter_move(
        t,
        mira,
        "Enter the port's dice",
        {"red": [2, 3], "yellow": 4, "blue": 2},
        "Cartagena: Battle 5, gold 4, rations 2.",
    )
    t.enter(anja, anja.button("Attack the port").click, "Anja attacks Cartagena.")
    # Both sides roll on their own phones at the same time: both forms are filled in
    # before either is sent, and the second lands on the first (merged, not refused).
    t.ready(anja)
    t.ready(mira)
    attack, defence = anja.form("Enter your two dice"), mira.form("Enter your two dice")
    for form, dice in ((attack, [5, 4]), (defence, [1, 2])):
        for position, face in enumerate(dice):
            form.locator(
                f'label.choice:has(input[name="dice__{position}"][value="{face}"])'
            ).click()
    # The battle side by side on every page: Anja against Cartagena, rolled by Mira.
    for live in (anja.page.locator("#live"), board):
        fight = live.locator(".pir-fight")
        expect(fight.locator(".pir-side").first).to_contain_text("Anja")
        expect(fight.locator(".pir-side").last).to_contain_text("Cartagena rolled by Mira")
    t.shoot("3-port-battle")
    t.enter(
        anja,
        attack.get_by_role("button", name="Enter your two dice").click,
        "Anja's dice are in.",
        filled=True,
    )
    t.enter(
        mira,
        defence.get_by_role("button", name="Enter your two dice").click,
        "Cartagena falls: Anja plunders 4 gold and 2 rations.",
        filled=True,
    )
    for phone in (anja, jona, mira):
        expect(phone.log()).to_contain_text(
            "Anja 15 (dice 9 + Battle 6 + Terror 0) against Cartagena 8 (dice 3 + 5)."
        )
    ruins = board.locator(".pir-ports li", has_text="Cartagena")
    expect(ruins).to_contain_text("in ruins since round 1")
    expect(ruins).to_contain_text("barred to Anja through round 4")
    t.enter(anja, anja.button("Done in port").click, "Jona's turn.")

    # Jona ends at sea and draws a storm: only his ship is at sea, so only he rolls.
    enter_move(
        t, jona, "Move your ship", {"hexes": 2, "to": "H7", "enter_port": False}, "Jona ends at sea"
    )
    enter_move(
        t, jona, "Enter the event card you drew", {"card": "storm"}, "A storm hits every ship"
    )
    for phone in (anja, mira):
        expect(phone.page.locator("#live")).to_contain_text("Storm: Jona rolls a die.")
    t.shoot("4-storm")
    enter_move(t, jona, "Enter your storm die", {"die": 3}, "Jona rolls 3: 1 Sails lost, Sails 4.")
    expect(board.locator(".pir-plans tr", has_text="Jona")).to_contain_text("4")

    # Mira's event: an empty ocean; the round ends and round 2 asks for Cartagena's die.
    enter_move(
        t, mira, "Move your ship", {"hexes": 2, "to": "H9", "enter_port": False}, "Mira ends at sea"
    )
    enter_move(
        t, mira, "Enter the event card you drew", {"card": "ocean"}, "Ocean: not a sail in sight."
    )
    expect(board).to_contain_text("Event deck")
    expect(board).to_contain_text("the last first: Ocean and Storm")


def round_2(t: Seated, board: Locator) -> None:
    anja, jona, mira = (t.phones[name] for name, _colour in SEATS)
    # What the table does on the board meanwhile, on every phone and the screen.
    wanted = "Roll one die for each destroyed port: Cartagena (5 or 6: rebuilt)."
    for live in (anja.page.locator("#live"), jona.page.locator("#live"), board):
        expect(live).to_contain_text(wanted)
    t.shoot("5-round-2")
    enter_move(
        t,
        jona,
        "Enter the dice of the destroyed ports",
        {"dice": [2]},
        "Cartagena (a 2) stays in ruins.",
    )
    # Anja banks the plunder in her base: the race to 40 moves on the screen.
    enter_move(
        t, anja, "Move your ship", {"hexes": 3, "to": "Tortuga", "enter_port": True}, "Anja enters"
    )
    enter_move(
        t, anja, "Put gold from the hold on the gold scale", {"gold": 4}, "on the gold scale"
    )
    expect(board.locator(".pir-plans tr", has_text="Anja").locator("meter")).to_have_attribute(
        "value", "4"
    )
    t.enter(anja, anja.button("Done in port").click, "Jona's turn.")
    enter_move(
        t, jona, "Move your ship", {"hexes": 2, "to": "Nassau", "enter_port": True}, "Jona enters"
    )
    t.enter(jona, jona.button("Done in port").click, "Mira's turn.")
    enter_move(
        t,
        mira,
        "Move your ship",
        {"hexes": 1, "to": "H10", "enter_port": False},
        "Mira ends at sea",
    )
    enter_move(t, mira, "Enter the event card you drew", {"card": "ocean"}, "Round 3 begins.")
    expect(board.locator(".pir h2")).to_contain_text("Round 3")
    t.shoot("6-round-3")


def test_three_phones_and_a_screen_play_two_rounds_of_piracy(
    live_server, phone_context, artifacts, settings
):
    settings.TABLE_POLL_MS = 500
    t = sit_down(
        live_server.url,
        phone_context,
        artifacts,
        "piracy",
        SEATS,
        "piracy-table",
        {"rations_max": "12"},
    )
    screen = t.screen

    board = screen.locator("#live")
    setup_on_the_phones(t, board)
    round_1(t, board)
    round_2(t, board)

    assert t.errors == []
    assert t.failures == []
    assert t.layout == []
