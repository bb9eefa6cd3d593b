"""How deep evaluation may recurse, and TLC's error when a recursion goes deeper.

TLC evaluates a RECURSIVE operator or a recursive function some 500 calls deep before its Java
stack overflows; then it stops with exit 255 and the message below. Python's default limit (1000
frames, several per TLA+ call) would stop at about 300, so the limit is raised, with the main
thread's C stack to back it where the OS allows (Linux grows the main stack up to RLIMIT_STACK).
"""

from __future__ import annotations

import sys

from tla_py.errors import StackOverflow
from tla_py.syntax import ast

STACK_OVERFLOW = (
    "This was a stack overflow (Python's RecursionError). It was probably the result\n"
    "of an incorrect recursive function definition that caused tlapy to enter\n"
    "an infinite loop when trying to compute the function or its application\n"
    "to an element in its putative domain."
)

PYTHON_FRAMES = 12_000
RECURSIVE_CALLS = 10_000
"""Nested calls of RECURSIVE operators and recursive functions allowed: PyPy's JIT can make a frame so
small that Python's limit alone would let a runaway recursion go on until the C stack gives out."""
DEPTH = [0]
"""The recursive calls under way in this process (evaluation is single-threaded)."""
C_STACK_BYTES = 96 << 20  # under the 128 MB Linux keeps free below the main stack for it to grow


def allow_deep_recursion() -> None:
    """Raise the recursion limit to PYTHON_FRAMES, if the C stack can be made big enough for it."""
    try:
        import resource
    except ImportError:  # not on POSIX: keep Python's limit
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if soft != resource.RLIM_INFINITY and soft < C_STACK_BYTES:
        want = C_STACK_BYTES if hard == resource.RLIM_INFINITY else min(C_STACK_BYTES, hard)
        try:
            resource.setrlimit(resource.RLIMIT_STACK, (want, hard))
        except (ValueError, OSError):
            return
        soft = want
    if soft == resource.RLIM_INFINITY or soft >= C_STACK_BYTES:
        sys.setrecursionlimit(max(sys.getrecursionlimit(), PYTHON_FRAMES))


def is_recursion_error(e: BaseException) -> bool:
    """A RecursionError, or PyPy's error for one it met while recording another ("couldn't record
    exception context for exception 'RecursionError'"), which comes as another type."""
    return isinstance(e, RecursionError) or "maximum recursion depth exceeded" in str(e)


def stack_overflow(span: ast.Span | None = None) -> StackOverflow:
    """TLC's error for a recursion too deep (exit 255), where Python raised RecursionError."""
    return StackOverflow(STACK_OVERFLOW, span)


def overflowing(span: ast.Span):
    """An expression or action whose inlining never ends: TLC's stack overflow when it is evaluated."""

    def overflow(*_):
        raise stack_overflow(span)

    return overflow


def nested_call(body, s, t, fr: list, span: ast.Span | None):
    """body(s, t, fr) one recursive call deeper: TLC's stack-overflow error past RECURSIVE_CALLS or
    where Python's own limit stops it."""
    if DEPTH[0] >= RECURSIVE_CALLS:
        raise stack_overflow(span)
    DEPTH[0] += 1
    try:
        return body(s, t, fr)
    except RecursionError:
        raise stack_overflow(span) from None
    finally:
        DEPTH[0] -= 1
