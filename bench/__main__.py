"""``python -m bench [name ...]``: run every ``bench/bench_*.py`` (or the named ones)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    if argv:
        names = [n for n in names if any(a in n for a in argv)]
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        print(f"== {name}: {(module.__doc__ or '').strip().splitlines()[0]}")
        for ratio in module.run():
            print("  " + ratio.line())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
