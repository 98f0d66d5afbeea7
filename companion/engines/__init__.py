"""Pure-Python rules engines, one package per game. Nothing here imports Django."""
