"""Drawing again everything a viewer cannot know (the secrets contract of the README).

Secret from a viewer: the other seats' pirate cards that lie face down (and the removed
ones), the other seats' hands of movement cards, the order of the face-down decks, the
generator's seed, and in sealed mode the other seats' answers to a Mutiny still open and
the lies that follow from the cards. What the table has seen stays: a pirate laid face up
stays with its holder, a Mutiny that found no owner keeps its ship removed (verified mode),
and a wrong accusation in verified mode stays wrong.
"""

from __future__ import annotations

import random
from typing import Any

from companion.engines.base import State
from companion.engines.spanish_main.decks import is_app
from companion.engines.state import copy_state

# A deal breaking a public fact (a wrong accusation made right) is drawn again; after this
# many tries the cards stay as they are, which is always consistent.
DEAL_TRIES = 200


def resample_secrets(state: State, viewer: int | None, seed: int) -> State:
    out: State = copy_state(state)
    rng = random.Random(f"spanish_main:{seed}")
    if state["phase"] != "over":
        redeal_pirates(out, viewer, rng)
        redeal_hands(out, viewer, rng)
        redraw_mutiny_answers(out, viewer, rng)
        # A table started before Mutiny answers were kept cannot derive its lies again.
        if out["options"].get("identity_mode") == "sealed" and "mutiny_answers" in out:
            out["lies"] = derive_lies(out)
    if out["adv_deck"]:
        rng.shuffle(out["adv_deck"])
    if is_app(out) and not out["options"]["movement_hand"]:
        rng.shuffle(out["mv_deck"])
    out["rng"] = {"seed": rng.randrange(10**9), "draws": 0}
    return out


def redeal_pirates(state: State, viewer: int | None, rng: random.Random) -> None:
    others = [k for k in state["pirates"] if viewer is None or k != str(viewer)]
    face_up = set(state["revealed"])
    kept_out = set(state.get("unowned_shown", []))
    pool = [p for k in others for p in state["pirates"][k] if p not in face_up]
    pool += [p for p in state["unused_pirates"] if p not in kept_out]
    for _try in range(DEAL_TRIES):
        order = rng.sample(pool, len(pool))
        dealt = {
            k: sorted(p if p in face_up else order.pop() for p in state["pirates"][k])
            for k in others
        }
        if keeps_public_facts(state, dealt):
            for k, ships in dealt.items():
                state["pirates"][k] = ships
            state["unused_pirates"] = sorted(
                order + [p for p in state["unused_pirates"] if p in kept_out]
            )
            return


def keeps_public_facts(state: State, dealt: dict[str, list[str]]) -> bool:
    """Verified mode: an accusation the companion called wrong stays wrong."""
    for entry in state["accusations"]:
        if entry.get("correct") is False and entry["pirate"] in dealt.get(
            str(entry["accused"]), []
        ):
            return False
    return True


def redeal_hands(state: State, viewer: int | None, rng: random.Random) -> None:
    """SPM-5.2.2: other hands and the draw pile share the cards nobody has seen."""
    if not state["options"]["movement_hand"]:
        return
    others = [k for k in state["hands"] if viewer is None or k != str(viewer)]
    pool = [c for k in others for c in state["hands"][k]] + state["mv_deck"]
    rng.shuffle(pool)
    for k in others:
        size = len(state["hands"][k])
        state["hands"][k], pool = pool[:size], pool[size:]
    # Physical mode keeps the draw pile as a sorted multiset: its order is on the table.
    state["mv_deck"] = pool if is_app(state) else sorted(pool)


def redraw_mutiny_answers(state: State, viewer: int | None, rng: random.Random) -> None:
    """Sealed mode: the answers other seats gave to a Mutiny still open."""
    for owed in state["waiting"]:
        if owed["kind"] != "mutiny":
            continue
        answered = [s for s in (*owed["declared"], *owed["silent"]) if s != viewer]
        declared = {s for s in answered if rng.random() < 0.5}
        if viewer in owed["declared"]:
            declared.add(viewer)
        silent = {s for s in answered if s not in declared}
        if viewer in owed["silent"]:
            silent.add(viewer)
        owed["declared"], owed["silent"] = sorted(declared), sorted(silent)


def derive_lies(state: State) -> list[dict[str, Any]]:
    """RULING SPM-Q-12: the lies that follow from the answers given and the cards held,
    in the order they were told (a turn's accusation before its Mutiny)."""
    holder = {ship: int(k) for k, ships in state["pirates"].items() for ship in ships}
    told: list[tuple[int, int, dict[str, Any]]] = []
    for entry in state["accusations"]:
        if "answer" not in entry:
            continue
        admitted = entry["answer"] == "admit"
        if admitted != (holder.get(entry["pirate"]) == entry["accused"]):
            lie = {
                "turn": entry["turn"],
                "seat": entry["accused"],
                "pirate": entry["pirate"],
                "kind": "false_claim" if admitted else "false_denial",
            }
            told.append((entry["turn"], 0, lie))
    for answers in state.get("mutiny_answers", []):
        for lie in mutiny_lies(answers, holder.get(answers["ship"])):
            told.append((answers["turn"], 1, lie))
    return [lie for _turn, _step, lie in sorted(told, key=lambda t: (t[0], t[1]))]


def mutiny_lies(answers: dict[str, Any], holder: int | None) -> list[dict[str, Any]]:
    ship, turn, declared = answers["ship"], answers["turn"], answers["declared"]
    lies = [
        {"turn": turn, "seat": seat, "pirate": ship, "kind": "false_claim"}
        for seat in declared
        if seat != holder
    ]
    if holder is not None and holder not in declared:
        lies.append({"turn": turn, "seat": holder, "pirate": ship, "kind": "false_silence"})
    return lies
