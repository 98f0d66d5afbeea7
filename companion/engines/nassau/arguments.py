"""Arguments several Nassau moves share: the crew bonuses and the bookkeeping round."""

from __future__ import annotations

from companion.engines.base import Arg
from companion.engines.nassau.catalogue import RESOURCES
from companion.engines.text import N_

CREW = ("none", "sail", "cannon")
RES = ("none", *RESOURCES)


def crew_args() -> tuple[Arg, ...]:
    return (
        Arg(
            "first_mate",
            "choice",
            N_("First Mate: +1 sail or cannon (NAS-5.4.2)"),
            required=False,
            choices=CREW,
            default="none",
        ),
        Arg(
            "boatswain",
            "bool",
            N_("use the Boatswain: +1 cannon (NAS-5.4.13)"),
            required=False,
            default=False,
        ),
        Arg(
            "coxswain",
            "bool",
            N_("use the Coxswain: +1 sail (NAS-5.4.14)"),
            required=False,
            default=False,
        ),
    )


def round_arg() -> tuple[Arg, ...]:
    return (Arg("round", "int", N_("the round this bookkeeping step belongs to"), min=1, max=100),)
