"""Tortuga: the pirate tabletop companion.

The Celery app is loaded by ``companion.tables.apps`` when Django starts, not here,
so that importing a pure rules engine (``companion.engines``) pulls in nothing else.
"""
