"""Errors a user can act on: a message, where it stands in the source, and TLC's exit code."""

from __future__ import annotations

from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a span is only named in annotations: errors stays below syntax
    from tla_py.syntax.ast import Span


class ExitCode(IntEnum):
    """The exit codes TLC uses."""

    OK = 0
    ASSUMPTION = 10
    DEADLOCK = 11
    SAFETY = 12
    LIVENESS = 13
    ASSERT = 14
    SPEC_EVAL = 75
    SAFETY_EVAL = 76
    PARSE = 150
    CONFIG = 151
    OTHER = 255


class TlaError(Exception):
    """An error in a spec, a config or a run, with the place it points at."""

    exit_code = ExitCode.OTHER

    def __init__(self, message: str, span: Span | None = None):
        super().__init__(message)
        self.message = message
        self.span = span

    def render(self) -> str:
        """`file:line:col: message`, then the source line and a caret under the column."""
        if self.span is None or self.span.line <= 0:
            return self.message
        head = f"{self.span}: {self.message}"
        line = source_line(self.span.file, self.span.line)
        if line is None:
            return head
        caret = " " * (max(self.span.col, 1) - 1) + "^"
        return f"{head}\n    {line}\n    {caret}"


class SpecError(TlaError):
    """A module that does not parse or does not make sense (TLC exit 150)."""

    exit_code = ExitCode.PARSE


class ConfigError(TlaError):
    """A .cfg file that does not parse or names what the spec lacks (TLC exit 151)."""

    exit_code = ExitCode.CONFIG


class ConfigSyntaxError(ConfigError):
    """A .cfg file that does not parse: TLC reports it as an unexpected exception (exit 255)."""

    exit_code = ExitCode.OTHER


class EvalError(TlaError):
    """A runtime error while evaluating the spec, as TLC's evaluator raises it (its Assert.fail, a Java
    RuntimeException): a run stopped by one in the next-state relation exits 75. Elsewhere the place
    decides: an initial state 75, an invariant 76, an ASSUME 10."""

    exit_code = ExitCode.SPEC_EVAL
    taken: tuple = ()
    """In the next-state relation: the (action, successor) pairs the actions gave before the error, which
    TLC's Worker has counted, seen and queued (it takes each successor as Tool hands it over)."""


class ModuleEvalError(EvalError):
    """An error of an operator TLC implements in Java (Naturals, Sequences, TLC, the community modules):
    its EvalException, with which a run stopped in the next-state relation exits 255."""

    exit_code = ExitCode.OTHER


class AssertionFailed(ModuleEvalError):
    """TLC's Assert(FALSE, out): exit 14 in the next-state relation."""

    exit_code = ExitCode.ASSERT


class StackOverflow(EvalError):
    """A recursion too deep: TLC's StackOverflowError, exit 255 in the next-state relation."""

    exit_code = ExitCode.OTHER


class JavaRuntimeError(EvalError):
    """A RuntimeException of TLC's values themselves (enumerating a filter over an infinite set): inside one
    of TLC's natives, TLC reports it under the native's method (inside)."""

    def inside(self, method: str) -> EvalError:
        """This error as raised inside the Java method `method` (its signature), as TLC's MethodValue says."""
        return EvalError(
            "Attempted to apply the operator overridden by the Java method\npublic static "
            f"{method},\nbut it produced the following error:\n{self.message}",
            self.span,
        )


UNEXPECTED = (
    "TLC threw an unexpected exception.\nThis was probably caused by an error in the spec or model.\n"
    "See the User Output or TLC Console for clues to what happened.\n"
    "The exception was a java.lang.RuntimeException\n: "
)
"""How TLC reports an error of its evaluator that is no EvalException (its Assert.fail's RuntimeException
with a place), in the next-state relation."""


class UnexpectedEvalError(EvalError):
    """TLC's Assert.fail with a place in the next-state relation: UNEXPECTED, then the message and the
    place (`line L, col C to line L2, col C2 of module M`)."""

    def __init__(self, message: str, span: Span):
        super().__init__(f"{UNEXPECTED}{message}\n{span.place()}", span)


class NotStatePredicate(TlaError):
    """An INVARIANT that is an action or a temporal formula: TLC refuses it before it starts (exit 76)."""

    exit_code = ExitCode.SAFETY_EVAL


class InvariantEvalError(EvalError):
    """An invariant that fails to evaluate on a reachable state (TLC exit 76); `cause` is the error itself."""

    exit_code = ExitCode.SAFETY_EVAL

    def __init__(self, name: str, cause: EvalError):
        super().__init__(f"Evaluating invariant {name} failed.\n{cause.message}", cause.span)
        self.cause = cause


_SOURCES: dict[str, list[str]] = {}


def remember_source(file: str, text: str) -> None:
    """Keep a file's text so messages can quote it, even for files that are not on disk."""
    _SOURCES[file] = text.splitlines()


def source_line(file: str, line: int) -> str | None:
    """The text of one line of a file, tabs expanded to stops of 8 as the lexer counts columns."""
    lines = _SOURCES.get(file)
    if lines is None:
        try:
            lines = Path(file).read_text(errors="replace").splitlines()
        except OSError:
            return None
        _SOURCES[file] = lines
    if 1 <= line <= len(lines):
        return lines[line - 1].expandtabs(8)
    return None
