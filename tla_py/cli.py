"""The `tlapy` command: TLC's spellings of flags, then the commands (tla_py.commands), with TLC's exit
codes and messages in place of tracebacks.

Kept small on purpose: a PyPy search restarts itself with PyPy's collector settings (runtime.gc_for_search)
before the commands and their libraries are imported, so that restart costs a bare interpreter start.
"""

from __future__ import annotations

import os
import re
import sys
import traceback

INTERRUPTED = "tlapy: interrupted (SIGINT): the run was stopped before its end."
"""What a run stopped by Ctrl-C says last (SIGTERM and SIGHUP name theirs: lifeline.interrupted)."""
_SINGLE_DASH = {
    "-config",
    "-deadlock",
    "-workers",
    "-lib",
    "-seed",
    "-fp",
    "-simulate",
    "-generate",
    "-depth",
    "-coverage",
    "-maxSetSize",
    "-userFile",
    "-inv",
    "-postCondition",
    "-fpmem",
    "-metadir",
    "-checkpoint",
    "-recover",
}

COMMANDS = {"check", "lint", "parse", "replay", "translate", "setup-pypy", "-h", "--help", "--version"}

_ANY_CASE = {"-dumptrace": "-dumpTrace", "-loadtrace": "-loadTrace", "-postcondition": "-postCondition"}
"""The flags TLC takes in any case (the VS Code extension writes -dumptrace)."""

_NO_OPS = {"-modelcheck": 0, "-cleanup": 0, "-lncheck": 1}
"""TLC's flags that ask for what tlapy does anyway: model checking, no states folder left behind, liveness
checked once the state graph is complete (-lncheck final)."""

_UNSUPPORTED: dict[str, tuple[int, str]] = {
    "-fpbits": (1, "TLC's fingerprint set partitions"),
    "-gzip": (0, "compression of TLC's states files"),
    "-dfid": (1, "depth-first iterative deepening; the search is breadth-first"),
    "-aril": (1, "TLC's simulation seed offset"),
    "-invlevel": (1, "level-bounded invariants"),
    "-view": (0, "printing traces through the VIEW"),
    "-debug": (0, "TLC's debug output"),
    "-debugger": (0, "the TLA+ debugger"),
    "-loadTrace": (2, "loading a trace to explore"),
    "-generateSpecTE": (0, "trace exploration specs"),
    "-noGenerateSpecTE": (0, "trace exploration specs (none is written)"),
    "-noTE": (0, "trace exploration specs (none is written)"),
    "-noGenerateSpecTEBin": (0, "trace exploration specs (none is written)"),
    "-noTEBin": (0, "trace exploration specs (none is written)"),
    "-teSpecOutDir": (1, "trace exploration specs"),
    "-suppressMessages": (1, "suppressing TLC's messages by code"),
    "-messagesAsErrors": (1, "TLC's messages as errors"),
}
"""TLC's flags tlapy does not support: the number of values each takes, and what it is for. Each one on a
command line gets one line saying so, and the run goes on without it."""


def tlc_argv(argv: list[str], notes: list[str] | None = None) -> list[str]:
    """TLC's command line as tlapy's: `check` when TLC's is given without a command (as the VS Code
    extension runs TLC), TLC's `-config=X` spelling (click already takes `-config X`), `-simulate` alone,
    `-generate` alone, `-dumpTrace FORMAT FILE` repeated (joined as FORMAT=FILE: typer has no
    repeated pair option); TLC's flags tlapy needs not are dropped, those it does not support too, with a
    line in `notes` for each. `translate` takes pcal.trans's options as they come (click would read
    `-lineWidth` as -l ... -h)."""
    notes = [] if notes is None else notes
    if argv[:1] == ["translate"] and not {"-h", "--help"} & set(argv):
        return ["translate", "--", *argv[1:]]
    if argv and argv[0] not in COMMANDS and _tlc_invocation(argv[0]):
        argv = ["check", *argv]
    out = []
    args = iter(enumerate(argv))
    for i, arg in args:
        arg = _ANY_CASE.get(arg.lower(), arg)
        if arg in _NO_OPS or arg in _UNSUPPORTED:
            skip = _NO_OPS[arg] if arg in _NO_OPS else _UNSUPPORTED[arg][0]
            if arg == "-debugger" and i + 1 < len(argv) and re.search(r"port=|suspend|halt", argv[i + 1]):
                skip = 1
            if arg == "-generateSpecTE" and i + 1 < len(argv) and argv[i + 1] == "nomonolith":
                skip = 1
            for _ in range(min(skip, len(argv) - i - 1)):
                next(args)
            if arg in _UNSUPPORTED:
                notes.append(f"tlapy: {arg} ({_UNSUPPORTED[arg][1]}) is not supported by tlapy; ignored.")
            continue
        head, eq, rest = arg.partition("=")
        out.extend([head, rest] if eq and head in _SINGLE_DASH else [arg])
        following = argv[i + 1] if i + 1 < len(argv) else "-"
        if arg in ("-dumpTrace", "--dump-trace") and i + 2 < len(argv) and "=" not in following:
            out.append(f"{following}={argv[i + 2]}")
            next(args), next(args)
        if (
            arg in ("-dump", "--dump")
            and i + 2 < len(argv)
            and following.startswith("dot")
            and "=" not in following
        ):
            out.append(f"{following}={argv[i + 2]}")
            next(args), next(args)
        if arg in ("-simulate", "--simulate", "-generate", "--generate") and not re.match(
            r"(num|file|stats|sched)=|$", following
        ):
            out.append("")  # TLC's parameters are optional: none given
    return out


def _tlc_invocation(first: str) -> bool:
    """Whether a command line without a command is TLC's: a flag first, or the spec (M.tla, or M)."""
    return first.startswith("-") or first.endswith(".tla") or os.path.isfile(first + ".tla")


def _as_tlapy(args: list[str]) -> int:
    """tlapy's command line, in this process, as `tlapy ARGS` runs it (the java stand-in's TLC)."""
    sys.argv = ["tlapy", *args]
    return main()


def main(argv: list[str] | None = None) -> int:
    """Run the CLI: TlaErrors become `file:line:col: message` + caret, anything else one line and 255."""
    raw = sys.argv[1:] if argv is None else argv
    as_java = argv is None and os.path.basename(sys.argv[0]).lower() in ("java", "java.exe")
    if raw[:1] == ["java"] or as_java:  # the VS Code extension's `java` (extras/vscode)
        from tla_py.javashim import java

        return java(raw[1:] if raw[:1] == ["java"] else raw, _as_tlapy)
    notes: list[str] = []
    args = tlc_argv(raw, notes)
    if argv is None:  # this process is tlapy's own (not a caller's, as in tests)
        if args[:1] == ["check"]:
            from tla_py.runtime import gc_for_search, note_start

            note_start()
            gc_for_search(args)
        from tla_py.lifeline import take_over_process

        take_over_process()
    import typer

    from tla_py.commands import ARGV, app
    from tla_py.errors import ExitCode, TlaError
    from tla_py.lifeline import ignore_interrupts, interrupted
    from tla_py.semantics.depth import STACK_OVERFLOW, allow_deep_recursion, is_recursion_error

    ARGV[:] = args
    for note in notes:
        typer.echo(note, err=True)
    allow_deep_recursion()
    try:
        app(args=args, prog_name="tlapy")  # click's standalone mode: usage errors, --help, typer.Exit
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except TlaError as e:
        typer.echo(e.render(), err=True)
        return int(e.exit_code)
    except RecursionError:  # e.g. hashing or printing a value nested too deeply: TLC's error, exit 255
        typer.echo(f"Error: {STACK_OVERFLOW}", err=True)
        return int(ExitCode.OTHER)
    except KeyboardInterrupt:
        ignore_interrupts()
        line, code = interrupted()
        typer.echo(line, err=True)
        return code
    except Exception as e:  # the one place that turns a bug into a message, not a traceback
        if is_recursion_error(e):
            typer.echo(f"Error: {STACK_OVERFLOW}", err=True)
            return int(ExitCode.OTHER)
        if os.environ.get("TLAPY_DEBUG"):
            traceback.print_exc()
        else:
            typer.echo(
                f"tlapy: internal error: {type(e).__name__}: {e} (TLAPY_DEBUG=1 shows the traceback)",
                err=True,
            )
        return int(ExitCode.OTHER)
    return 0


if __name__ == "__main__":
    sys.exit(main())
