"""Where a tile may go on a ship (NAS-2.5.7, NAS-2.5.9, NAS-5.1.11, NAS-5.1.12, NAS-5.2.4,
NAS-5.2.5, NAS-5.3.4, NAS-5.4.22, NAS-Q37)."""

from __future__ import annotations

from typing import Any, cast

from companion.engines.nassau.catalogue import TILES, TileType
from companion.engines.text import N_, Msg, _

# Where a tile lies on the ship (NAS-0.4.1): the companion knows a section-only tile's
# section, and a general tile's only when the buyer says it (NAS-Q4: no layout assumed).
SECTIONS = ("none", "bow", "stern", "middle")
SECTION_RULE = {"hull": "NAS-5.1.11", "mast": "NAS-5.2.4"}


def tile_section(tile: dict[str, Any]) -> str | None:
    """The section a tile of the ship lies on, or None when nobody said it."""
    return cast(str | None, tile.get("section") or TILES[tile["type"]].section)


def _section_error(
    p: dict[str, Any], kind: TileType, target: dict[str, Any] | None, section: str
) -> tuple[str, Msg] | None:
    """NAS-5.1.11, NAS-5.2.4: a bow-only or stern-only tile lies on that section, also when
    it takes the place of another tile; a tile replacing another lies where that one did."""
    if section == "middle" and p["sections"] <= 2:
        return "NAS-0.4.1", _("Your ship has no middle section yet.")
    rule = SECTION_RULE.get(kind.set, "NAS-5.2.4")
    if kind.section and section not in ("none", kind.section):
        return rule, _(
            "A %(new)s goes only on the %(section)s, not on the %(other)s.",
            new=kind.name,
            section=_(kind.section),
            other=section_name(section),
        )
    if target is None:
        return None
    old = TILES[target["type"]]
    where = tile_section(target)
    if where is None:
        if kind.section and section == "none":
            return rule, _(
                "A %(new)s goes only on the %(section)s: replace a tile that lies on the "
                "%(section)s, and say so by choosing that section.",
                new=kind.name,
                section=_(kind.section),
            )
        return None
    if kind.section and where != kind.section:
        return rule, _(
            "A %(new)s goes on the %(section)s; a %(old)s is on the %(other)s.",
            new=kind.name,
            section=_(kind.section),
            old=old.name,
            other=section_name(where),
        )
    if section not in ("none", where):
        return "NAS-2.5.9", _(
            "The %(old)s you replace is on the %(other)s: the new tile goes there.",
            old=old.name,
            other=section_name(where),
        )
    return None


MIDDLE = N_("middle section")


def section_name(section: str) -> Msg:
    return _(MIDDLE) if section == "middle" else _(section)


def placement_error(
    p: dict[str, Any], tile_type: str, replace: str, section: str = "none"
) -> tuple[str, Msg] | None:
    """A legal destination for the tile (NAS-2.5.7, NAS-2.5.9, NAS-Q37), or why not."""
    kind = TILES[tile_type]
    target = None
    if replace != "none":
        target = next((t for t in p["tiles"] if t["id"] == replace), None)
        if target is None:
            return "NAS-2.5.9", _("You can only replace a tile on your own ship.")
        old = TILES[target["type"]]
        # Same shape and border: hull for hull, crew for crew, sail for sail, mizzen for mizzen.
        if old.kind != kind.kind:
            return "NAS-2.5.7", _(
                "A %(new)s cannot take the place of a %(old)s.", new=kind.name, old=old.name
            )
    if kind.set == "crew" and section != "none":
        return "NAS-2.5.7", _("Crew go on crew spaces: there is no section to choose.")
    if kind.set != "crew":
        problem = _section_error(p, kind, target, section)
        if problem:
            return problem
    if kind.limit_group:
        clash = [
            t
            for t in p["tiles"]
            if TILES[t["type"]].limit_group == kind.limit_group
            and (target is None or t["id"] != target["id"])
        ]
        if clash:
            return kind.limit_rule or "NAS-Q37", (
                _(
                    "Your ship already has a %(tile)s: only one is allowed; replace it if you "
                    "want this one.",
                    tile=TILES[clash[0]["type"]].name,
                )
            )
    return None


def placed_section(p: dict[str, Any], tile_type: str, replace: str, section: str) -> str | None:
    """Where the new tile lies: said, its own section, or the replaced tile's."""
    if TILES[tile_type].set == "crew":
        return None
    if section != "none":
        return section
    if TILES[tile_type].section:
        return TILES[tile_type].section
    old = next((t for t in p["tiles"] if t["id"] == replace), None)
    return tile_section(old) if old is not None else None
