"""``manage.py lan``: serve the club's own Wi-Fi (no internet needed).

It finds this computer's address on the local network, lets phones reach it (the
address joins ALLOWED_HOSTS), makes every join link and QR name it (PUBLIC_URL), says
the address phones use, and runs the development server on every interface.
"""

from __future__ import annotations

import socket
from typing import Any

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser


def lan_address() -> str:
    """This computer's IPv4 address on the local network (127.0.0.1 when it has none).

    Connecting a UDP socket sends nothing: it only asks the system which interface
    would carry traffic to a private address, so no internet is needed.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address: str = probe.getsockname()[0]
    except OSError:
        address = "127.0.0.1"
    finally:
        probe.close()
    return address


class Command(BaseCommand):
    help = "Serve the tables on the local network: phones join at the printed address."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument(
            "--address", default="", help="the address phones use (found when left out)"
        )
        parser.add_argument(
            "--check", action="store_true", help="say the address and stop (serve nothing)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        address = options["address"] or lan_address()
        url = f"http://{address}:{options['port']}"
        settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, address]
        settings.PUBLIC_URL = url
        self.stdout.write(f"Phones at the table join at {url}/ (the same Wi-Fi as this computer).")
        if address == "127.0.0.1":
            self.stdout.write("No local network found: only this computer can reach the tables.")
        if options["check"]:
            return
        call_command("runserver", f"0.0.0.0:{options['port']}", use_reloader=False)
