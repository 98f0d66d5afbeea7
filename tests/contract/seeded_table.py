"""A seeded table part-way through a game, entered as the phones enter it: what the page
checks (the browser matrix, the pages in every language) look at."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from companion.engines.base import SeatInfo
from companion.engines.registry import get_engine
from companion.tables import services
from companion.tables.models import Actor, Event, Table
from companion.tables.seating import seat_claim
from companion.web.access import host_cookie, seat_cookie
from tests.contract.agent import Agent, Playthrough
from tests.helpers import run_companion_moves

SEAT_NAMES = ["Anja", "Bartholomew", "Mira", "Olek", "Pia"]
# Mid-game: enough entries that the board, the log and the outcomes are not empty.
MOVES_BEFORE = 40


def seats_for(engine) -> list[dict[str, str]]:
    count = min(engine.max_seats, max(engine.min_seats, 4))
    colours = list(engine.colours)
    return [
        {"name": name, "colour": colours[i] if i < len(colours) else ""}
        for i, name in enumerate(SEAT_NAMES[:count])
    ]


def ends(engine, state) -> bool:
    """Whether ``state`` is over once the companion has made what is due (a game whose end
    is declared, then scored by the companion)."""
    while not engine.is_over(state) and (due := engine.due_moves(state)):
        move = {"type": due[0]["type"], "args": due[0].get("args", {})}
        state = engine.apply(state, due[0]["seat"], move)
    return engine.is_over(state)


def play(created, slug: str) -> None:
    """Moves the contract agent picks, entered at the table as the phones enter them:
    MOVES_BEFORE of them, never the one that ends the game."""
    engine = get_engine(slug)
    table = created.table
    seats = [SeatInfo(i, s.name, s.colour) for i, s in enumerate(table.seats.order_by("index"))]
    run = Playthrough(slug, 1, seats, dict(table.options or {}), table.state)
    agent = Agent(engine, 1, Counter())
    for number in range(MOVES_BEFORE):
        # The companion's own moves may have been made after the last commit: read again.
        table.refresh_from_db()
        if engine.is_over(table.state):
            break
        step = agent.next_step(run, table.state)
        if step is None or ends(engine, step.state):
            break
        services.table_apply_move(
            table=table,
            seat=step.seat,
            move=step.move,
            expected_version=table.version if step.seat is not None else None,
            client_move_id=f"matrix-{number}",
            actor=Actor.SEAT if step.seat is not None else Actor.SYSTEM,
        )
    run_companion_moves(table)
    assert not engine.is_over(table.state), f"{slug}: over after the moves"


@dataclass(frozen=True)
class Visit:
    """One page a test opens: its path, the cookies of the phone that opens it, and what
    shows the page is drawn (a selector)."""

    path: str
    cookies: dict[str, str] = field(default_factory=dict)
    ready: str = "main"


def seeded(slug: str) -> tuple[services.CreatedTable, str]:
    """A table of ``slug`` part-way through (every seat but the last taken by a phone, so
    join and host pages show both kinds), and the token of the phone with the most to do
    now (its page of forms the longest)."""
    engine = get_engine(slug)
    created = services.table_create(game=slug, seats=seats_for(engine), seed=7)
    tokens = list(created.seat_tokens)
    for index in range(len(tokens) - 1):
        tokens[index] = seat_claim(table=created.table, index=index).token
    play(created, slug)
    table = created.table
    table.refresh_from_db()
    busiest = max(range(len(tokens)), key=lambda i: len(engine.legal_moves(table.state, i)))
    return created, tokens[busiest]


def game_pages(slug: str) -> list[Visit]:
    """Every page of a game: a seeded table's and a finished one's (the result on a phone
    and on the screen)."""
    from tests.browser.midgame import ended_table

    created, token = seeded(slug)
    table, code = created.table, created.table.code
    last = Event.objects.filter(table=table, kind="move", seat__isnull=False).order_by("-seq")
    assert last.exists(), f"{slug}: no seat played a move"
    seat = {seat_cookie(code): token}
    host = {host_cookie(code): created.host_token}
    done = ended_table(slug, len(seats_for(get_engine(slug)))).code
    done_seat = {seat_cookie(done): seat_claim(table=Table.objects.get(code=done), index=0).token}
    return [
        Visit(f"/rules/{slug}/", ready=".rules"),
        Visit(f"/new/?game={slug}", ready="#create-form"),
        Visit(f"/t/{code}/join/"),
        Visit(f"/t/{code}/", seat, "#live"),
        Visit(f"/t/{code}/host/", host, "#seats"),
        Visit(f"/t/{code}/log/", seat),
        Visit(f"/t/{code}/rules/", ready=".rules"),
        Visit(f"/t/{code}/log/{last[0].seq}/correct/", host),
        Visit(f"/t/{code}/screen/", ready="#live"),
        Visit(f"/t/{code}/seat/1/?t=not-a-token"),
        Visit(f"/t/{code}/recover/?k={created.recovery_token}"),
        Visit(f"/t/{done}/", done_seat, "#live"),
        Visit(f"/t/{done}/screen/", ready="#live"),
    ]


def club_pages(client) -> list[Visit]:
    """Every club page, as a visitor and as an organiser, of a club with two plays, a
    table to link and one game's catalogue saved (the page shows rows and limits).
    ``client`` (a test client) logs the organiser in for a session cookie."""
    from django.contrib.auth import get_user_model
    from django.test import Client

    from companion.accounts.resets import reset_link_create
    from companion.club.catalogues import catalogue_save
    from companion.club.membership import invitation_create
    from companion.club.models import Role
    from companion.club.selectors import Access
    from companion.club.tokens import token_create
    from tests.catalogues import catalogue_engines, valid_catalogue
    from tests.club.people import make_club, record

    bay = make_club()
    record(bay, 30, 20, 10)
    record(bay, 12, 25, 18)
    slug, player = bay.club.slug, bay.anja.pk
    first_play = bay.club.plays.order_by("pk").first()
    assert first_play is not None
    play_pk = first_play.pk
    created = services.table_create(
        game="scoresheet", seats=seats_for(get_engine("scoresheet")), club=bay.club
    )
    first = catalogue_engines()[0]
    catalogue_save(club=bay.club, game=first.slug, data=valid_catalogue(first), user=bay.olga)
    owen = get_user_model().objects.create_user("owen", password="x-pass-123")
    bay.club.add_person(owen, Role.OWNER)
    invitation_create(access=Access(bay.club, Role.OWNER), by=owen, role=Role.MEMBER)
    link = invitation_create(access=Access(bay.club, Role.OWNER), by=owen, role=Role.ORGANISER)
    mia = get_user_model().objects.create_user("mia", password="x-pass-123")
    bay.club.add_person(mia, Role.MEMBER)
    reset = reset_link_create(access=Access(bay.club, Role.OWNER), by=owen, user_id=mia.pk)
    token_create(access=Access(bay.club, Role.OWNER), by=owen, name="Tabellone", scope="read")
    # Another client: signing the same one in as someone else would end the owner's session.
    owners = Client()
    owners.force_login(owen)
    owner = {"sessionid": owners.cookies["sessionid"].value}
    client.force_login(bay.olga)
    organiser = {"sessionid": client.cookies["sessionid"].value}
    return [
        Visit("/account/signup/", ready="#id_username"),
        Visit("/account/password/", organiser, ready="#id_old_password"),
        Visit("/club/new/", organiser, ready="#id_name"),
        Visit(f"/club/join/{link.token}/", ready="#join"),
        Visit(f"/club/join/{link.token}/", owner, ready="#join"),
        Visit(f"/club/{slug}/people/", owner, ready="#people"),
        Visit(f"/club/{slug}/settings/", owner, ready="#settings"),
        Visit("/account/", organiser),
        Visit(reset.path, ready="#id_new_password1"),
        Visit("/account/reset/MQ/not-a-token/"),
        Visit("/account/reset/done/"),
        Visit("/club/"),
        Visit("/club/login/", ready="#id_username"),
        Visit(f"/club/{slug}/"),
        Visit(f"/club/{slug}/players/"),
        Visit(f"/club/{slug}/players/{player}/", ready=".chart"),
        Visit(f"/club/{slug}/games/scoresheet/"),
        Visit(f"/club/{slug}/plays/"),
        Visit(f"/club/{slug}/plays/{play_pk}/"),
        *(
            Visit(path, organiser)
            for path in [
                f"/club/{slug}/",
                f"/club/{slug}/players/",
                f"/club/{slug}/players/{player}/",
                f"/club/{slug}/plays/{play_pk}/",
                f"/club/{slug}/plays/new/",
                f"/club/{slug}/plays/{play_pk}/edit/",
                f"/club/{slug}/tables/",
                f"/club/{slug}/tables/{created.table.code}/link/",
                f"/club/{slug}/import/",
                f"/club/{slug}/catalogues/",
                *(f"/club/{slug}/catalogues/{e.slug}/" for e in catalogue_engines()),
            ]
        ),
    ]
