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
_SINGLE_DASH = {"-config", "-deadlock", "-workers", "-lib", "-seed", "-fp", "-simulate", "-depth", "-fpmem",
                "-metadir", "-checkpoint", "-recover"}


def tlc_argv(argv: list[str]) -> list[str]:
    """Accept TLC's `-config=X` spelling too (click already takes `-config X`), `-simulate` alone, and
    `-dumpTrace FORMAT FILE` repeated (joined as FORMAT=FILE: typer has no repeated pair option).
    `translate` takes pcal.trans's options as they come (click would read `-lineWidth` as -l ... -h)."""
    if argv[:1] == ["translate"] and not {"-h", "--help"} & set(argv):
        return ["translate", "--", *argv[1:]]
    out = []
    args = iter(enumerate(argv))
    for i, arg in args:
        head, eq, rest = arg.partition("=")
        out.extend([head, rest] if eq and head in _SINGLE_DASH else [arg])
        following = argv[i + 1] if i + 1 < len(argv) else "-"
        if arg in ("-dumpTrace", "--dump-trace") and i + 2 < len(argv) and "=" not in following:
            out.append(f"{following}={argv[i + 2]}")
            next(args), next(args)
        if arg in ("-simulate", "--simulate") and not re.match(r"(num|file)=|$", following):
            out.append("")  # TLC's parameters are optional: none given
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the CLI: TlaErrors become `file:line:col: message` + caret, anything else one line and 255."""
    args = tlc_argv(sys.argv[1:] if argv is None else argv)
    if argv is None:  # this process is tlapy's own (not a caller's, as in tests)
        if args[:1] == ["check"]:
            from tla_py.runtime import gc_for_search

            gc_for_search(args)
        from tla_py.lifeline import take_over_process

        take_over_process()
    import typer

    from tla_py.commands import ARGV, app
    from tla_py.errors import ExitCode, TlaError
    from tla_py.semantics.depth import STACK_OVERFLOW, allow_deep_recursion, is_recursion_error

    ARGV[:] = args
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
        typer.echo(INTERRUPTED, err=True)
        return 130
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
