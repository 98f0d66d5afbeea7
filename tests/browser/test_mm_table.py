"""Two phones and a table screen play Merchants & Marauders through the pages only (issue
17): the table created on the create page, both seats taken through the join page, the
captains entered in secret and revealed together by the companion, then a Port action
(goods bought), a merchant raided, and a naval combat between the two players fought to
its end (a boarding, a crew combat, the plunder), each phone answering for its own side.

Both captains are typed with Seamanship and Scouting 3 and live in Havana, so the raider
and the hunter meet in one sea zone in the first round. Every roll is offered both ways:
dice rolled at the table tapped in on a pad, or rolled by the companion. Most rolls here
are the companion's, so the table's seed is pinned: with seed 43 Jona's captain card is
drawn to start, his scouting finds the merchant, Anja's finds him, Jona wins the first
combat round and Anja the boarding; Jona's last roll is tapped in on the pad. The same entries played through ``services.table_apply_move`` tell the same
story (that is how the seed was found).

Each phone taps once it shows the table as it is (its live region follows by itself).
Screenshots of both phones (whole pages) and of the screen at each stage go to
test-artifacts/mm-table-*.png.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from playwright.sync_api import expect

from companion.tables import services
from tests.browser.at_the_table import Phone, Seated, fill_and_enter, sit_down, tap

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SEED = 43
SEATS = (("Anja", "red"), ("Jona", "blue"))
# Typed from each player's captain card: name, Seamanship, Scouting, Leadership, Influence.
CAPTAINS = {"Anja": ("Wright", 3, 3, 2, 2), "Jona": ("Frances", 3, 3, 2, 2)}


def enter_captain(t: Seated, phone: Phone) -> None:
    """The secret setup (MM-1.1.3, MM-1.1.4): the captain card drawn and the ship chosen."""
    captain, seamanship, scouting, leadership, influence = CAPTAINS[phone.name]
    t.ready(phone)
    form = phone.form("Enter your captain card and your ship")
    form.get_by_label("The captain's name").fill(captain)
    phone.chip(form, "Sloop")
    form.get_by_label("The captain's Seamanship").fill(str(seamanship))
    form.get_by_label("The captain's Scouting").fill(str(scouting))
    form.get_by_label("The captain's Leadership").fill(str(leadership))
    form.get_by_label("The captain's Influence").fill(str(influence))
    form.get_by_label("The home port, as printed under the name").fill("Havana")
    phone.chip(form, "Spain")
    t.enter(
        phone,
        form.get_by_role("button", name="Enter your captain card and your ship").click,
        f"You chose {captain} and a Sloop.",
        filled=True,
    )


def test_two_phones_and_a_screen_play_a_port_a_raid_and_a_boarding(
    live_server, phone_context, artifacts, settings, monkeypatch
):
    settings.TABLE_POLL_MS = 500
    # The create page draws a seed at random; this table's story needs seed 43.
    monkeypatch.setattr(services, "secrets", SimpleNamespace(randbits=lambda bits: SEED))
    t = sit_down(
        live_server.url, phone_context, artifacts, "merchants_marauders", SEATS, "mm-table"
    )
    assert t.table.seed == SEED
    phones, board = t.phones, t.screen.locator("#live")
    anja, jona = phones["Anja"], phones["Jona"]

    # Setup: each phone enters its captain in secret; the other sees only that it did.
    enter_captain(t, anja)
    expect(jona.log()).to_contain_text("Anja has chosen a captain and a ship.")
    expect(jona.page.locator("#live")).not_to_contain_text("Wright")
    expect(board).to_contain_text("Anja has chosen a captain and a ship.")
    expect(board).not_to_contain_text("Wright")
    t.shoot("1-setup-secret")
    enter_captain(t, jona)
    # The companion reveals both at once and draws the starting player (MM-1.1.5, MM-1.2.1).
    for phone in (anja, jona):
        expect(phone.log()).to_contain_text("Every captain and ship is revealed (MM-1.1.5).")
        expect(phone.log()).to_contain_text("Jona's captain card is drawn: Jona starts")
    for phone in (anja, jona):
        seats = phone.page.locator(".mm-players")
        expect(seats).to_contain_text("Captain Wright of Spain, home port Havana.")
        expect(seats).to_contain_text("Captain Frances of Spain, home port Havana.")
    # Both ships in Havana's port on the screen's map of the sea zones.
    expect(board.locator(".mm-zones .zone", has_text="Havana")).to_contain_text("Anja")
    expect(board.locator(".mm-zones .zone", has_text="Havana")).to_contain_text("Jona")
    t.shoot("2-setup-revealed")

    fill_and_enter(
        t, jona, "Enter the glory card you drew", {"card": "Lucky wind"}, "You drew Lucky wind."
    )
    fill_and_enter(
        t, anja, "Enter the glory card you drew", {"card": "Broadside"}, "You drew Broadside."
    )
    expect(anja.page.locator("#live")).not_to_contain_text("Lucky wind")
    for card, port in (("Deliver the letters", "Havana"), ("Escort the governor", "Nassau")):
        fill_and_enter(
            t,
            jona,
            "Enter a mission card drawn",
            {"card": card, "location": port},
            f"The mission {card} is placed at the port of {port}.",
        )
    # An event card without NPC icons: its icon lists are left on "none".
    fill_and_enter(
        t, jona, "Enter the event card", {"card": "Calm seas"}, "Event card of round 1: Calm seas."
    )
    expect(jona.log()).not_to_contain_text("The icon of the warship")
    expect(board.locator(".mm-round h2")).to_have_text("Round 1 · Calm seas")

    # Jona's Port action in Havana: the token turned, the demand told, goods bought.
    t.enter(jona, jona.button("Take your Port action").click, "Jona takes a Port action")
    tap(
        t,
        jona,
        "Enter the modification token turned face up",
        "Extra Hammocks",
        "turned face up: Extra Hammocks",
    )
    fill_and_enter(
        t,
        jona,
        "Enter the good on the port's demand token",
        {"good": "Rum"},
        "shows Rum: it sells there for 6 gold a card",
    )
    t.ready(jona)
    buy = jona.form("Buy goods: enter the cards you drew")
    # Six cards drawn, none showing the good in demand: two each of three goods, each
    # counted on its own row.
    for good in ("Spice", "Cocoa", "Tobacco"):
        buy.locator(".count-row", has_text=good).locator("label.choice", has_text="2").click()
    t.enter(
        jona,
        buy.get_by_role("button", name="Buy goods: enter the cards you drew").click,
        "You drew 2 × Spice, 2 × Cocoa and 2 × Tobacco.",
        filled=True,
    )
    t.ready(jona)
    choose = jona.form("Choose the cards you buy")
    # The cards left for the others: both Cocoa and both Tobacco, counted per good.
    for good in ("Cocoa", "Tobacco"):
        choose.locator(".count-row", has_text=good).locator("label.choice", has_text="2").click()
    t.enter(
        jona,
        choose.get_by_role("button", name="Choose the cards you buy").click,
        "You bought 2 × Spice for 4 gold.",
        filled=True,
    )
    # The cards left go face up; the ones bought stay Jona's secret (MM-4.3.5, MM-4.3.6).
    expect(anja.log()).to_contain_text("Jona pays 4 gold for 2 cargo cards.")
    expect(anja.log()).to_contain_text("2 × Cocoa and 2 × Tobacco (MM-4.3.7)")
    expect(anja.page.locator("#live")).not_to_contain_text("You bought")
    expect(board).to_contain_text("Jona shows the goods bought at a reduced price to Anja")
    t.shoot("3-port")
    t.enter(jona, jona.button("End your Port action").click, "Jona ends the Port action.")

    # To sea, where Jona's scouting finds the Havana zone's merchant, and he raids it.
    t.enter(jona, jona.button("Sail out of port: Havana").click, "Jona sails out of the port")
    t.enter(
        jona,
        jona.button(
            "Scout for a ship (Scouting, 3 dice), rolled by the companion: the merchant"
        ).click,
        "Jona scouts for the merchant, rolls 1, 1 and skull and finds the ship (MM-3.5.2).",
    )
    tap(
        t,
        jona,
        "Enter the nation on the merchant marker",
        "England",
        "The merchant marker shows England",
    )
    tap(t, jona, "Raid the merchant", "England", "Jona gains a bounty from England (now 1).")
    for good, plunder, icon in (
        ("Rum", "3", "escape 1"),
        ("Cocoa", "3", "escape 2"),
        ("Tobacco", "2", "Cargo"),
    ):
        t.ready(jona)
        card = jona.form("Enter a cargo card drawn in the raid")
        card.locator("[name=good]").fill(good)
        card.locator("[name=plunder]").fill(plunder)
        jona.chip(card, icon)
        t.enter(
            jona,
            card.get_by_role("button", name="Enter a cargo card drawn in the raid").click,
            f"Jona draws {good} (plunder {plunder}",
            filled=True,
        )
    t.enter(
        jona,
        jona.companion_rolls("Roll Seamanship for the raid").click,
        "Jona rolls 4, 2 and skull for Seamanship: 1 success (MM-5.3.3).",
    )
    t.ready(jona)
    use = jona.form("Use a success in the raid")
    jona.chip(use, "discard a card")
    # The card with the hit icon, by its place in the row.
    jona.chip(use, "3: Tobacco")
    t.enter(
        jona,
        use.get_by_role("button", name="Use a success in the raid").click,
        "The raid succeeds (MM-5.4.4).",
        filled=True,
    )
    expect(jona.log()).to_contain_text("Jona gains 6 gold: the merchant's plunder (MM-5.4.5).")
    # The hold is full of Spice: the raid's cards are left, none of his own discarded.
    t.enter(
        jona,
        jona.form("Keep cargo cards from the raid")
        .get_by_role("button", name="Keep cargo cards from the raid")
        .click,
        "Jona keeps none of the raid's cards (MM-5.4.6).",
    )
    expect(board.locator(".mm-glory tr", has_text="Jona")).to_contain_text("England 1")
    t.shoot("4-raid")

    # Anja hunts the raider: out of port, and her scouting finds Jona (MM-3.5).
    t.enter(anja, anja.button("Sail out of port: Havana").click, "Anja sails out of the port")
    t.enter(
        anja,
        anja.button("Scout for a ship (Scouting, 3 dice), rolled by the companion: Jona").click,
        "Naval combat: Anja attacks Jona (MM-9.1).",
    )
    # The first combat round knows only Shoot (MM-9.2.2): the companion declares it.
    for phone in (anja, jona):
        expect(phone.log()).to_contain_text("Anja declares Shoot.")
        expect(phone.log()).to_contain_text("Jona declares Shoot.")
    fight = board.locator(".mm-fight")
    expect(fight.locator("h2")).to_have_text("Naval combat, round 1")
    expect(fight.locator(".mm-side").first).to_contain_text("Anja · aggressor")
    expect(fight.locator(".mm-side").last).to_contain_text("Jona · defender")
    t.shoot("5-combat")

    # Combat round 1: both roll, both go on; Jona wins, shoots, and Anja takes the hit.
    t.enter(
        anja, anja.companion_rolls("Roll your Seamanship").click, "The companion rolls Anja's 3"
    )
    # A phone reloaded in the middle of the naval combat lands back in it: the combat
    # side by side above its own roll.
    jona.page.reload()
    expect(jona.page.locator(".mm-fight h2")).to_have_text("Naval combat, round 1")
    t.enter(jona, jona.companion_rolls("Roll your Seamanship").click, "Jona rolls 1, 4 and skull")
    t.enter(anja, anja.button("Go on with these dice").click, "Anja goes on with these dice.")
    t.enter(jona, jona.button("Go on with these dice").click, "Jona wins the contest (MM-9.3.1).")
    t.enter(
        jona,
        jona.companion_rolls("Roll where your hit lands").click,
        "Jona's hit locations: 1.",
    )
    t.enter(
        anja,
        anja.button("Take the hits as they land").click,
        "Hits on Anja: Cargo. Now Hull 2, Mast 2, Cargo 1, Crew 2, Cannons 1.",
    )
    expect(anja.log()).to_contain_text("Combat round 2: the captains declare (MM-9.2).")
    expect(fight.locator(".mm-side").first).to_contain_text("Hull 2 · Mast 2 · Cargo 1")

    # Combat round 2: Anja boards while Jona shoots; she wins the contest.
    tap(t, anja, "Declare your combat action", "Board", "Anja declares Board.")
    tap(t, jona, "Declare your combat action", "Shoot", "Jona declares Shoot.")
    t.enter(
        anja, anja.companion_rolls("Roll your Seamanship").click, "The companion rolls Anja's 3"
    )
    t.enter(
        jona, jona.companion_rolls("Roll your Seamanship").click, "Anja rolls skull, 3 and skull"
    )
    t.enter(anja, anja.button("Go on with these dice").click, "Anja goes on with these dice.")
    t.enter(
        jona,
        jona.button("Go on with these dice").click,
        "Crew combat: Anja boards Jona (MM-10.1).",
    )
    expect(fight.locator("h2")).to_have_text("Crew combat, round 1")
    expect(fight.locator(".mm-side").first).to_contain_text("Crew 2")
    t.shoot("6-boarding")

    # The crew combat (MM-10): a reloaded phone lands back in it too.
    jona.page.reload()
    expect(jona.page.locator(".mm-fight h2")).to_have_text("Crew combat, round 1")
    expect(jona.companion_rolls("Roll Leadership in crew combat")).to_be_visible()
    t.enter(
        anja,
        anja.companion_rolls("Roll Leadership in crew combat").click,
        "Anja rolls 2 dice",
    )
    # Jona rolled his dice at the table: no skull, tapped in on the pad.
    t.ready(jona)
    t.enter(
        jona,
        jona.dice_pad("Roll Leadership in crew combat: 2 dice", [1, 2]).click,
        "Anja rolls skull and skull: 2 successes.",
        filled=True,
    )
    t.enter(anja, anja.button("Play no card now").click, "Anja plays no card now.")
    t.enter(
        jona,
        jona.button("Play no card now").click,
        "Anja wins the crew combat against Jona (MM-10.5).",
    )
    for phone in (anja, jona):
        expect(phone.log()).to_contain_text("Anja gains 5 gold: the reward for a pirate (MM-6.6).")
    # The winner plunders the gold aboard (MM-11); the beaten captain dies (MM-12.1).
    t.ready(anja)
    plunder = anja.form("Plunder the beaten captain")
    anja.chip(plunder, "gold")
    t.enter(
        anja,
        plunder.get_by_role("button", name="Plunder the beaten captain").click,
        "Jona's captain dies: beaten in crew combat by Anja (MM-12.1).",
        filled=True,
    )
    expect(anja.log()).to_contain_text("You take 12 gold from Jona.")
    expect(jona.log()).to_contain_text("Anja takes the gold aboard Jona's ship.")
    expect(jona.page.locator("#live")).not_to_contain_text("You take 12 gold")
    expect(board).to_contain_text("Jona's captain dies")
    expect(anja.page.locator(".mm-players")).to_contain_text("Waiting for a new captain.")
    fill_and_enter(t, anja, "Enter the glory card you drew", {"card": "Bribe"}, "You drew Bribe.")
    expect(anja.page.locator(".mm-players")).to_contain_text("Glory 1, 2 glory cards")
    expect(board.locator(".mm-glory tr", has_text="Anja")).to_contain_text("1")
    t.shoot("7-plunder")

    assert t.errors == []
    assert t.failures == []
    assert t.layout == []
