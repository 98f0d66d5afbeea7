"""Where a tile may go on a ship: bow-only and stern-only tiles, also as replacements
(NAS-5.1.11, NAS-5.2.4, NAS-2.5.9; placement.py)."""

from __future__ import annotations

from companion.engines.nassau.engine import NassauEngine
from companion.engines.nassau.legal import legal_moves
from tests.engines.nassau.builders import check_invariants, fill_hold, give_tile, play
from tests.engines.nassau.test_nas_nassau import nassau_state, refused

ENGINE = NassauEngine()


def _buyer(offers: list[str]) -> tuple[dict, list[str]]:
    state, ids = nassau_state(3, [30, 20, 10], offers)
    fill_hold(state, 0, gunpowder=6, goods=6, rum=6)
    return state, ids


def _tile(state: dict, tile_id: str) -> dict:
    return next(t for t in state["players"][0]["tiles"] if t["id"] == tile_id)


def test_a_general_tile_records_the_section_the_buyer_names() -> None:
    state, ids = _buyer(["mainsail", "jib"])
    state = play(state, 0, "buy", item=ids[0], section="stern")
    assert _tile(state, ids[0])["section"] == "stern"
    view = ENGINE.player_view(state, 1)
    assert [t["section"] for t in view["players"][0]["tiles"]] == ["stern"]


def test_a_bow_only_tile_goes_on_the_bow_by_itself() -> None:
    state, ids = _buyer(["jib", "stern_cannons"])
    state = play(state, 0, "buy", item=ids[0])
    assert _tile(state, ids[0])["section"] == "bow"


def test_nas_ex_26_a_section_only_tile_named_for_another_section_is_refused() -> None:
    state, ids = _buyer(["jib", "stern_cannons"])
    refused(
        "NAS-5.2.4: A Jib goes only on the bow, not on the stern.",
        state,
        0,
        "buy",
        item=ids[0],
        section="stern",
    )
    refused(
        "NAS-5.1.11: A Stern cannons goes only on the stern, not on the bow.",
        state,
        0,
        "buy",
        item=ids[1],
        section="bow",
    )


def test_a_bow_only_tile_cannot_replace_a_tile_on_the_stern() -> None:
    state, ids = _buyer(["jib", "bow_cannons"])
    mainsail = give_tile(state, 0, "mainsail")
    cannons = give_tile(state, 0, "cannons")
    _tile(state, mainsail)["section"] = "stern"
    _tile(state, cannons)["section"] = "middle"
    refused(
        "NAS-5.2.4: A Jib goes on the bow; a Mainsail is on the stern.",
        state,
        0,
        "buy",
        item=ids[0],
        replace=mainsail,
    )
    refused(
        "NAS-5.1.11: A Bow cannons goes on the bow; a Cannons is on the middle section.",
        state,
        0,
        "buy",
        item=ids[1],
        replace=cannons,
    )


def test_a_bow_only_tile_replaces_a_tile_on_the_bow() -> None:
    state, ids = _buyer(["jib"])
    mainsail = give_tile(state, 0, "mainsail")
    _tile(state, mainsail)["section"] = "bow"
    after = play(state, 0, "buy", item=ids[0], replace=mainsail)
    assert [(t["type"], t["section"]) for t in after["players"][0]["tiles"]] == [("jib", "bow")]
    assert after["tiles"]["box"]["mast"] == {"mainsail": 1}
    check_invariants(after)


def test_a_replaced_tile_whose_section_nobody_said_must_be_named() -> None:
    state, ids = _buyer(["spanker"])
    mainsail = give_tile(state, 0, "mainsail")  # bought without saying where
    refused(
        "NAS-5.2.4: A Spanker goes only on the stern: replace a tile that lies on the stern, "
        "and say so by choosing that section.",
        state,
        0,
        "buy",
        item=ids[0],
        replace=mainsail,
    )
    after = play(state, 0, "buy", item=ids[0], replace=mainsail, section="stern")
    assert [(t["type"], t["section"]) for t in after["players"][0]["tiles"]] == [
        ("spanker", "stern")
    ]


def test_a_tile_replacing_another_goes_where_that_one_lies() -> None:
    state, ids = _buyer(["mainsail", "cannons"])
    jib = give_tile(state, 0, "jib")
    refused(
        "NAS-2.5.9: The Jib you replace is on the bow: the new tile goes there.",
        state,
        0,
        "buy",
        item=ids[0],
        replace=jib,
        section="stern",
    )
    after = play(state, 0, "buy", item=ids[0], replace=jib)
    assert _tile(after, ids[0])["section"] == "bow"


def test_a_middle_section_needs_a_brigantine_and_crew_have_no_section() -> None:
    state, ids = _buyer(["cannons", "cook"])
    refused(
        "NAS-0.4.1: Your ship has no middle section yet.",
        state,
        0,
        "buy",
        item=ids[0],
        section="middle",
    )
    refused(
        "NAS-2.5.7: Crew go on crew spaces: there is no section to choose.",
        state,
        0,
        "buy",
        item=ids[1],
        section="bow",
    )
    state["players"][0]["sections"] = 3
    assert _tile(play(state, 0, "buy", item=ids[0], section="middle"), ids[0])["section"] == (
        "middle"
    )


def test_legal_moves_offer_each_replacement_with_the_sections_it_allows() -> None:
    state, ids = _buyer(["jib"])
    on_bow = give_tile(state, 0, "mainsail")
    on_stern = give_tile(state, 0, "spanker")
    unsaid = give_tile(state, 0, "mainsail")
    _tile(state, on_bow)["section"] = "bow"
    offered = [
        m.allowed
        for m in legal_moves(state, 0)
        if m.type == "buy" and m.allowed["item"] == [ids[0]]
    ]
    destinations = sorted((sorted(a["replace"]), a["section"]) for a in offered)
    # A tile nobody placed is replaced only by saying it lies on the bow.
    assert destinations == [(sorted(["none", on_bow]), ["none", "bow"]), ([unsaid], ["bow"])]
    assert on_stern not in {r for replaces, _ in destinations for r in replaces}
    for replaces, sections in destinations:
        for replace in replaces:
            for section in sections:
                play(state, 0, "buy", item=ids[0], replace=replace, section=section)
