"""What the box holds: tile catalogue (NAS-5), costs (NAS-2.5.4), counts (NAS-0.1), board layout.

Summaries are in our own words. Values the rulebook text never prints (card values, navy icon
counts) are options with a documented default (NAS-Q2, NAS-Q3). The board layout has no
default: a club enters it, or the table describes it as play goes (NAS-Q1, see ``layout``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from companion.engines.base import RuleError
from companion.engines.text import N_, Msg, _

RESOURCES: tuple[str, ...] = ("gunpowder", "goods", "rum")
# Everything that takes one hold space (NAS-2.2.8.1).
PIECES: tuple[str, ...] = ("poe", "gunpowder", "goods", "rum", "hostage")
# Jettison may throw resources and pieces of eight, never hostages (NAS-Q17).
JETTISONABLE: tuple[str, ...] = ("poe", "gunpowder", "goods", "rum")

SUPPLY_START: dict[str, int] = {
    "poe": 54,  # NAS-0.1.15
    "doubloon": 8,  # NAS-0.1.16
    "gunpowder": 20,  # NAS-0.1.17
    "goods": 20,  # NAS-0.1.18
    "rum": 20,  # NAS-0.1.19
    "hostage": 7,  # NAS-0.1.20
    "trade_wind": 7,  # NAS-0.1.10
    "plundered_token": 7,  # NAS-0.1.11
}

MERCHANT_DECK_SIZES: dict[str, int] = {"1": 20, "2": 18, "3": 20}  # NAS-0.1.14
NAVY_TOTAL = 30  # NAS-0.1.12
HOLD_PER_SECTION = 4  # NAS-2.2.8.2
MAX_SECTIONS = 4  # NAS-0.4.1
DICE_PER_PLAYER = 3  # NAS-0.1.4
CAPTAIN_CARDS = 4  # NAS-0.1.6
VP_BY_PLACE: tuple[int, ...] = (7, 5, 3, 1, 0)  # NAS-4.2
TRACK_LENGTH = 100  # NAS-0.5.7

COSTS: dict[str, dict[str, int]] = {  # NAS-2.5.4
    "mizzen": {"gunpowder": 1, "goods": 1, "rum": 1},
    "sail": {"goods": 2, "rum": 1},
    "hull": {"gunpowder": 2, "goods": 1},
    "crew": {"gunpowder": 1, "rum": 2},
    "section": {"gunpowder": 2, "goods": 2, "rum": 2},
}

# Crew that take one resource off one purchase of a kind (NAS-5.4.8 to NAS-5.4.10; NAS-Q26).
DISCOUNTS: dict[str, str] = {"sail": "rigging_master", "hull": "master_gunner", "crew": "recruiter"}


@dataclass(frozen=True)
class TileType:
    key: str
    name: str
    # The Italian edition's printed name: what the Italian catalogue gives for ``name``
    # (tests/i18n/test_catalogues.py holds them together).
    italian: str
    set: str  # the face-down set it is drawn from: hull, mast or crew (NAS-1.5.1)
    kind: str  # what it costs as: hull, sail, mizzen or crew (NAS-2.5.4)
    count: int
    ship_points: int  # NAS-4.6
    motley_points: int  # NAS-4.5
    effect: str
    rule: str
    section: str | None = None  # bow or stern only (NAS-5.1.11, NAS-5.2.4)
    limit_group: str | None = None  # one tile per ship within the group
    limit_rule: str | None = None


# A short name for the long table below; the dataclass checks each row's fields.
_t = TileType


TILES: dict[str, TileType] = {
    t.key: t
    for t in (
        # NAS-5.1 hull upgrades (32): permanent bonuses.
        _t(
            "cannons",
            N_("Cannons"),
            "Cannoni",
            "hull",
            "hull",
            15,
            2,
            0,
            N_("+1 cannon against everyone"),
            "NAS-5.1.1",
        ),
        _t(
            "long_range_cannons",
            N_("Long-range cannons"),
            "Cannoni di lunga gittata",
            "hull",
            "hull",
            5,
            3,
            0,
            N_("+2 cannon when plundering a port"),
            "NAS-5.1.2",
        ),
        _t(
            "bow_cannons",
            N_("Bow cannons"),
            "Cannoni di prua",
            "hull",
            "hull",
            3,
            2,
            0,
            N_("+1 cannon against merchant ships"),
            "NAS-5.1.3",
            "bow",
            "bow_piece",
            "NAS-5.1.12",
        ),
        _t(
            "basic_figurehead",
            N_("Basic figurehead"),
            "Polena di base",
            "hull",
            "hull",
            1,
            3,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.4",
            "bow",
            "bow_piece",
            "NAS-5.1.12",
        ),
        _t(
            "fine_figurehead",
            N_("Fine figurehead"),
            "Bella polena",
            "hull",
            "hull",
            1,
            4,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.5",
            "bow",
            "bow_piece",
            "NAS-5.1.12",
        ),
        _t(
            "majestic_figurehead",
            N_("Majestic figurehead"),
            "Polena maestosa",
            "hull",
            "hull",
            1,
            5,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.6",
            "bow",
            "bow_piece",
            "NAS-5.1.12",
        ),
        _t(
            "stern_cannons",
            N_("Stern cannons"),
            "Cannoni di poppa",
            "hull",
            "hull",
            3,
            2,
            0,
            N_("+1 cannon against the navy"),
            "NAS-5.1.7",
            "stern",
            "stern_piece",
            "NAS-5.1.12",
        ),
        _t(
            "basic_cabin",
            N_("Basic captain's cabin"),
            "Cabina del capitano base",
            "hull",
            "hull",
            1,
            3,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.8",
            "stern",
            "stern_piece",
            "NAS-5.1.12",
        ),
        _t(
            "fine_cabin",
            N_("Fine captain's cabin"),
            "Bella cabina del capitano",
            "hull",
            "hull",
            1,
            4,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.9",
            "stern",
            "stern_piece",
            "NAS-5.1.12",
        ),
        _t(
            "majestic_cabin",
            N_("Majestic captain's cabin"),
            "Cabina del capitano maestosa",
            "hull",
            "hull",
            1,
            5,
            0,
            N_("no effect, only ship points"),
            "NAS-5.1.10",
            "stern",
            "stern_piece",
            "NAS-5.1.12",
        ),
        # NAS-5.2 sail upgrades (25): permanent bonuses.
        _t(
            "mainsail",
            N_("Mainsail"),
            "Vela maestra",
            "mast",
            "sail",
            15,
            2,
            0,
            N_("+1 sail against everyone"),
            "NAS-5.2.1",
        ),
        _t(
            "jib",
            N_("Jib"),
            "Fiocco",
            "mast",
            "sail",
            5,
            2,
            0,
            N_("+1 sail against merchant ships"),
            "NAS-5.2.2",
            "bow",
            "jib",
            "NAS-5.2.5",
        ),
        _t(
            "spanker",
            N_("Spanker"),
            "Randa",
            "mast",
            "sail",
            5,
            2,
            0,
            N_("+1 sail against the navy"),
            "NAS-5.2.3",
            "stern",
            "spanker",
            "NAS-5.2.5",
        ),
        # NAS-5.3 mizzen upgrades (9): once per round.
        _t(
            "jolly_roger",
            N_("Jolly Roger"),
            "Jolly Roger",
            "mast",
            "mizzen",
            3,
            1,
            0,
            N_("once per round: turn one used crew member face up again"),
            "NAS-5.3.1",
            None,
            "jolly_roger",
            "NAS-5.3.4",
        ),
        _t(
            "crows_nest",
            N_("Crow's nest"),
            "Coffa",
            "mast",
            "mizzen",
            3,
            2,
            0,
            N_("once per round: from an empty trade-route space, attack a merchant one space away"),
            "NAS-5.3.2",
            None,
            "crows_nest",
            "NAS-5.3.4",
        ),
        _t(
            "ratlines",
            N_("Ratlines"),
            "Griselle",
            "mast",
            "mizzen",
            3,
            3,
            0,
            N_("no effect, only ship points"),
            "NAS-5.3.3",
            None,
            "ratlines",
            "NAS-5.3.4",
        ),
        # NAS-5.4 crew (42): once per round, one of each type per ship (NAS-5.4.22).
        _t(
            "quartermaster",
            N_("Quartermaster"),
            "Furiere",
            "crew",
            "crew",
            2,
            0,
            1,
            N_("in step 5: 1 piece of eight into 3 resources of your choice"),
            "NAS-5.4.1",
        ),
        _t(
            "first_mate",
            N_("First Mate"),
            "Vice Capitano",
            "crew",
            "crew",
            2,
            0,
            1,
            N_("+1 sail or cannon in one fight with a merchant or the navy"),
            "NAS-5.4.2",
        ),
        _t(
            "carpenter",
            N_("Carpenter"),
            "Carpentiere",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("add 1 goods to your hold (room needed outside step 5)"),
            "NAS-5.4.3",
        ),
        _t(
            "navigator",
            N_("Navigator"),
            "Navigatore",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("+1 or -1 on a die before your next move"),
            "NAS-5.4.4",
        ),
        _t(
            "helmsman",
            N_("Helmsman"),
            "Timoniere",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("a die counts as 6 for your next move"),
            "NAS-5.4.5",
        ),
        _t(
            "cartographer",
            N_("Cartographer"),
            "Cartografo",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("next move: any space of the region you are in"),
            "NAS-5.4.6",
        ),
        _t(
            "smuggler",
            N_("Smuggler"),
            "Contrabbandiere",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("1 extra resource the port offers when you smuggle"),
            "NAS-5.4.7",
        ),
        _t(
            "rigging_master",
            N_("Rigging master"),
            "Capo sartiame",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("1 resource less on a sail upgrade"),
            "NAS-5.4.8",
        ),
        _t(
            "master_gunner",
            N_("Master gunner"),
            "Capo artiglieria",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("1 resource less on a hull upgrade"),
            "NAS-5.4.9",
        ),
        _t(
            "recruiter",
            N_("Recruiter"),
            "Reclutamento",
            "crew",
            "crew",
            2,
            0,
            2,
            N_("1 resource less on a crew member"),
            "NAS-5.4.10",
        ),
        _t(
            "black_marketeer",
            N_("Black marketeer"),
            "Borsaro nero",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("2 resources from the hold into 1 piece of eight"),
            "NAS-5.4.11",
        ),
        _t(
            "powder_monkey",
            N_("Powder monkey"),
            "Polveriere",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("add 1 gunpowder to your hold (room needed outside step 5)"),
            "NAS-5.4.12",
        ),
        _t(
            "boatswain",
            N_("Boatswain"),
            "Nostromo",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("+1 cannon in one fight with a merchant or the navy"),
            "NAS-5.4.13",
        ),
        _t(
            "coxswain",
            N_("Coxswain"),
            "Nocchiere",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("+1 sail in one fight with a merchant or the navy"),
            "NAS-5.4.14",
        ),
        _t(
            "cook",
            N_("Cook"),
            "Cuoco",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("add 1 rum to your hold (room needed outside step 5)"),
            "NAS-5.4.15",
        ),
        _t(
            "briber",
            N_("Briber"),
            "Corruttore",  # printed "Corruptore", a misprint
            "crew",
            "crew",
            2,
            0,
            3,
            N_("+1 piece of eight on a ransom"),
            "NAS-5.4.16",
        ),
        _t(
            "pilot",
            N_("Pilot"),
            "Pilota",
            "crew",
            "crew",
            2,
            0,
            3,
            N_("re-roll one die before your next move"),
            "NAS-5.4.17",
        ),
        _t(
            "bard",
            N_("Bard"),
            "Bardo",
            "crew",
            "crew",
            2,
            0,
            4,
            N_("+1 notoriety in step 3"),
            "NAS-5.4.18",
        ),
        _t(
            "cabin_boy",
            N_("Cabin boy"),
            "Mozzo",
            "crew",
            "crew",
            2,
            0,
            5,
            N_("no effect, only motley points"),
            "NAS-5.4.19",
        ),
        _t(
            "ships_cat",
            N_("Ship's cat"),
            "Gatto della nave",
            "crew",
            "crew",
            2,
            0,
            5,
            N_("no effect, only motley points"),
            "NAS-5.4.20",
        ),
        _t(
            "ships_dog",
            N_("Ship's dog"),
            "Cane della nave",
            "crew",
            "crew",
            2,
            0,
            5,
            N_("no effect, only motley points"),
            "NAS-5.4.21",
        ),
    )
}

# Every crew type is limited to one per ship (NAS-5.4.22).
for _key, _tile in list(TILES.items()):
    if _tile.set == "crew":
        TILES[_key] = TileType(
            **{**_tile.__dict__, "limit_group": _key, "limit_rule": "NAS-5.4.22"}
        )

TILE_SETS: tuple[str, ...] = ("hull", "mast", "crew")
SET_SIZES: dict[str, int] = {"hull": 32, "mast": 34, "crew": 42}  # NAS-0.1.7 to NAS-0.1.9
ONCE_PER_ROUND_KINDS: tuple[str, ...] = ("mizzen", "crew")  # NAS-2.5.8, NAS-5.6


def tiles_of_set(tile_set: str) -> list[str]:
    return [k for k, t in TILES.items() if t.set == tile_set]


# -- board layout (NAS-0.5, NAS-Q1) --------------------------------------------------------

TRANSIT_SPACES: tuple[int, ...] = (7, 14)  # NAS-0.5.2
PORT_OF_SPAIN_GOODS = "poe"

# The digest's *test board* (fixture, section 9): only La Havana on 1, Port Royal on 10 and Port
# of Spain in Region 3 come from the rulebook. It is no longer the default (NAS-Q1: the app
# assumes no layout); tests and clubs pass it, or their own board, as the ``ports`` option
# ("space:name:kind+kind[:printed cannon]", kind "poe" = Port of Spain).
TEST_BOARD_PORTS: tuple[str, ...] = (
    "1:La Havana:gunpowder+rum",
    "5:Port 5:goods",
    "10:Port Royal:goods+rum",
    "12:Port 12:gunpowder",
    "16:Port 16:gunpowder+goods",
    "19:Port of Spain:poe",
)
# What the text gives about the board (NAS-0.5.6): the rest is learnt at the table (NAS-Q1).
KNOWN_PORTS: dict[int, str] = {1: "La Havana", 10: "Port Royal"}
KNOWN_ROUTES: tuple[int, ...] = (3, 8)
PORT_OF_SPAIN = "Port of Spain"
MAX_PORTS = 7  # NAS-0.5.6: 7 plundered-port tokens

# Navy icon counts per phase (NAS-Q3). The text gives only 20 Phase I and 10 Phase II cards;
# the split by icon is the digest's fixture (NAS-EX-27) until a club enters its own.
DEFAULT_NAVY_COUNTS: dict[str, int] = {
    "navy_phase1_plain": 12,
    "navy_phase1_four": 4,
    "navy_phase1_five": 4,
    "navy_phase2_plain": 6,
    "navy_phase2_four": 2,
    "navy_phase2_five": 2,
}
ICONS: tuple[str, ...] = ("none", "4+", "5+")
ICON_OPTION = {"none": "plain", "4+": "four", "5+": "five"}


def icons_used(players: int) -> tuple[str, ...]:
    """Navy icons kept for this player count (NAS-1.3.1)."""
    return ICONS[: players - 2]


def region_of(space: int) -> int | None:
    """Region of a space: 1 to 6, 8 to 13, 15 to 20 (NAS-0.5.2); None on transit spaces."""
    if space in TRANSIT_SPACES:
        return None
    return 1 if space <= 6 else 2 if space <= 13 else 3


def region_spaces(region: int) -> list[int]:
    start = {1: 1, 2: 8, 3: 15}[region]
    return list(range(start, start + 6))


def _port_error(text: Msg) -> RuleError:
    return RuleError("NAS-Q1", text)


def parse_ports(entries: list[str]) -> dict[int, dict[str, object]]:
    """Ports from the option text; a RuleError (NAS-Q1) says what is wrong with it."""
    ports: dict[int, dict[str, object]] = {}
    for entry in entries:
        parts = entry.split(":")
        if len(parts) not in (3, 4) or not parts[0].strip().isdigit():
            raise _port_error(
                _(
                    "The port %(entry)s must read space:name:what it trades, like "
                    "5:Tortuga:goods+rum.",
                    entry=entry,
                )
            )
        if len(parts) == 4 and not parts[3].strip().isdigit():
            raise _port_error(
                _("The port %(entry)s: the printed cannon must be a number.", entry=entry)
            )
        space = int(parts[0])
        if not 1 <= space <= 20 or space in TRANSIT_SPACES:
            raise _port_error(
                _(
                    "Space %(space)s cannot be a port: ports are on spaces 1 to 20, never 7 or 14.",
                    space=space,
                )
            )
        kinds = [k.strip() for k in parts[2].split("+") if k.strip()]
        if not kinds or any(k not in (*RESOURCES, PORT_OF_SPAIN_GOODS) for k in kinds):
            raise _port_error(
                _(
                    "The port on space %(space)s: a port trades gunpowder, goods or rum, "
                    "or pays pieces of eight (poe) as Port of Spain.",
                    space=space,
                )
            )
        if PORT_OF_SPAIN_GOODS in kinds and (kinds != [PORT_OF_SPAIN_GOODS] or space < 15):
            raise _port_error(_("Only a Region 3 port pays pieces of eight: Port of Spain, alone."))
        if space in ports:
            raise _port_error(_("Space %(space)s is listed twice.", space=space))
        ports[space] = {"name": parts[1].strip() or f"Port {space}", "smuggle": kinds}
        if len(parts) == 4:
            ports[space]["printed_cannon"] = int(parts[3])
    if len(ports) > MAX_PORTS:
        raise _port_error(_("The box has 7 plundered-port tokens: at most 7 ports."))
    for region in (1, 2, 3):
        if all(s in ports for s in region_spaces(region)):
            raise _port_error(
                _("Region %(region)s needs at least one trade-route space.", region=region)
            )
    check_known_ports(ports)
    return ports


# The names the rulebook gives (NAS-0.5.6) as a table may type them: the Italian rulebook
# prints the same English names; case, spacing and the Italian or Spanish spelling of
# Havana do not matter.
PORT_NAMES: dict[str, str] = {
    "la havana": "La Havana",
    "havana": "La Havana",
    "la habana": "La Havana",
    "l'avana": "La Havana",
    "port royal": "Port Royal",
    "port of spain": PORT_OF_SPAIN,
}


def known_port(name: str) -> str | None:
    """The rulebook's name for a port name as typed, or None for any other name."""
    return PORT_NAMES.get(" ".join(name.replace("\u2019", "'").lower().split()))


def _board_error(text: Msg) -> RuleError:
    return RuleError("NAS-0.5.6", text)


def check_known_ports(ports: dict[int, dict[str, object]]) -> None:
    """NAS-0.5.6 / 10.1: what the rulebook says of the board holds for every entered board:
    La Havana on space 1, Port Royal on 10, Port of Spain a Region 3 port, 3 and 8 routes.
    The three names are written as the rulebook writes them."""
    for space, port in ports.items():
        named = known_port(str(port["name"]))
        if named is not None:
            port["name"] = named
        elif port["smuggle"] == [PORT_OF_SPAIN_GOODS] and str(port["name"]) == f"Port {space}":
            port["name"] = PORT_OF_SPAIN  # entered without a name: it can only be that one
    for space, expected in KNOWN_PORTS.items():
        if space not in ports:
            raise _board_error(
                _(
                    "Space %(space)s is %(port)s, a port: enter it with what it trades.",
                    space=space,
                    port=expected,
                )
            )
        if ports[space]["name"] != expected:
            raise _board_error(
                _(
                    "Space %(space)s is %(port)s, not %(name)s.",
                    space=space,
                    port=expected,
                    name=str(ports[space]["name"]),
                )
            )
    for space in KNOWN_ROUTES:
        if space in ports:
            raise _board_error(
                _("Space %(space)s is a trade-route space, not a port.", space=space)
            )
    _check_port_of_spain(ports)


def _check_port_of_spain(ports: dict[int, dict[str, object]]) -> None:
    for space, port in ports.items():
        name = str(port["name"])
        if name in KNOWN_PORTS.values() and KNOWN_PORTS.get(space) != name:
            where = next(s for s, known in KNOWN_PORTS.items() if known == name)
            raise _board_error(
                _(
                    "%(port)s is on space %(where)s, not %(space)s.",
                    port=name,
                    where=where,
                    space=space,
                )
            )
        pays = port["smuggle"] == [PORT_OF_SPAIN_GOODS]
        if pays and name != PORT_OF_SPAIN:
            raise _board_error(
                _("The port that pays pieces of eight is Port of Spain, not %(name)s.", name=name)
            )
        if name == PORT_OF_SPAIN and not pays:
            raise _board_error(
                _("Port of Spain pays pieces of eight: write poe for what it trades.")
            )
    if sum(port["name"] == PORT_OF_SPAIN for port in ports.values()) > 1:
        raise _board_error(_("The board has one Port of Spain."))
    if not any(port["name"] == PORT_OF_SPAIN for port in ports.values()):
        raise _board_error(
            _("The board needs Port of Spain, a Region 3 port that pays pieces of eight (poe).")
        )


def port_cell(space: int, name: str, smuggle: list[str] | None) -> dict[str, object]:
    """A port: ``smuggle`` None while the table has not told what it offers (NAS-Q1)."""
    region = region_of(space)
    assert region is not None
    return {
        "space": space,
        "kind": "port",
        "region": region,
        "name": name,
        "smuggle": smuggle,
        "cannon": 4 + region,  # NAS-2.2.11.2, whatever is printed (NAS-Q1)
    }


def build_board(entries: list[str]) -> tuple[list[dict[str, object]], list[Msg]]:
    """The board a club entered (10.1), and the NAS-Q1 warnings about printed cannon values."""
    ports = parse_ports(entries)
    board: list[dict[str, object]] = []
    warnings: list[Msg] = []
    for space in range(1, 21):
        region = region_of(space)
        if region is None:
            board.append({"space": space, "kind": "transit", "region": None})
        elif space in ports:
            port = ports[space]
            # parse_ports stores the smuggling offer as a list of resource names.
            smuggle = cast(list[str], port["smuggle"])
            board.append(port_cell(space, str(port["name"]), list(smuggle)))
            printed = port.get("printed_cannon")
            if printed is not None and printed != 4 + region:
                warnings.append(
                    _(
                        "%(port)s (space %(space)s) prints cannon %(printed)s; the companion "
                        "uses 4 + region = %(cannon)s (NAS-Q1, NAS-2.2.11.2).",
                        port=str(port["name"]),
                        space=space,
                        printed=printed,
                        cannon=4 + region,
                    )
                )
        else:
            board.append({"space": space, "kind": "route", "region": region})
    return board, warnings


def unknown_board() -> list[dict[str, object]]:
    """NAS-Q1: no layout entered; only what the text gives (NAS-0.5.2, NAS-0.5.6) is known."""
    board: list[dict[str, object]] = []
    for space in range(1, 21):
        region = region_of(space)
        if region is None:
            board.append({"space": space, "kind": "transit", "region": None})
        elif space in KNOWN_PORTS:
            board.append(port_cell(space, KNOWN_PORTS[space], None))
        elif space in KNOWN_ROUTES:
            board.append({"space": space, "kind": "route", "region": region})
        else:
            board.append({"space": space, "kind": "unknown", "region": region})
    return board
