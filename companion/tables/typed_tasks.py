"""Celery's ``shared_task`` with the task's signature kept for the type checker.

Celery ships no type hints, so a decorated function becomes ``Any`` and mypy's strict
mode refuses the decorator. These wrappers only declare what the decorator does (a
task is called like its function, without a bound task's ``self``); at run time they
return Celery's own task object, unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Concatenate, Protocol, cast

from celery import shared_task


class Task[**P, R](Protocol):
    """The part of a Celery task the companion uses, typed by the task's function."""

    name: str

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R: ...

    def delay(self, *args: P.args, **kwargs: P.kwargs) -> Any: ...

    def apply_async(
        self,
        args: Sequence[Any] | None = None,
        kwargs: dict[str, Any] | None = None,
        **options: Any,
    ) -> Any: ...


def task[**P, R](**options: Any) -> Callable[[Callable[P, R]], Task[P, R]]:
    """``shared_task(**options)`` for a plain function."""

    def wrap(function: Callable[P, R]) -> Task[P, R]:
        return cast(Task[P, R], shared_task(**options)(function))

    return wrap


def bound_task[**P, R](**options: Any) -> Callable[[Callable[Concatenate[Any, P], R]], Task[P, R]]:
    """``shared_task(bind=True, **options)``: the function's first argument is the task."""

    def wrap(function: Callable[Concatenate[Any, P], R]) -> Task[P, R]:
        return cast(Task[P, R], shared_task(bind=True, **options)(function))

    return wrap
