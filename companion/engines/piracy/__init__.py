"""Piracy (rule IDs PIR-): for now only its rules reference, ``rules.py``."""
