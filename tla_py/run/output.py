"""What a run prints around its search, apart from the engines: TLC's header, warnings and first lines,
the printers the search reports to, and the files written after it (the command line passes its echo)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from tla_py.errors import TlaError
from tla_py.version import __version__

if TYPE_CHECKING:
    from tla_py.report.tool import ToolReport

Echo = Callable[..., None]
"""typer.echo's shape: echo(text, nl=True, err=False)."""


def echo(message: str = "", nl: bool = True, err: bool = False) -> None:
    """Print a line as the command line's echo does, where no command line passes its own."""
    print(message, end="\n" if nl else "", file=sys.stderr if err else sys.stdout, flush=True)


def header_line(workers: int, worker_python: str | None = None) -> str:
    """TLC's first line of a run, saying what runs the search: workers, cores and the Python (and the
    workers' when they run on another)."""
    from tla_py.runtime import describe

    cores = os.cpu_count() or 1
    theirs = f", workers on {os.path.basename(os.path.realpath(worker_python))}" if worker_python else ""
    return (
        f"Running breadth-first search Model-Checking with {workers} worker{'s' if workers > 1 else ''} "
        f"on {cores} core{'s' if cores > 1 else ''}, in {describe()}{theirs} [pid: {os.getpid()}]."
    )


def run_settings(terse: bool, user_file: Path | None, max_set_size: int | None) -> None:
    """TLC's -terse, -userFile and -maxSetSize, for this process and the workers it starts."""
    from tla_py.stdlib.tlc import USER_FILE_ENV
    from tla_py.values.printing import TERSE_ENV
    from tla_py.values.sets import set_max_set_size

    if terse:
        os.environ[TERSE_ENV] = "1"
    if user_file is not None and not os.environ.get(USER_FILE_ENV):  # a moved run keeps what it wrote
        user_file.write_text("")
        os.environ[USER_FILE_ENV] = str(user_file.resolve())
    if max_set_size is not None:
        set_max_set_size(max_set_size)


def warn_stale_translations(spec: Path, lib: list[Path], out: Echo) -> None:
    """Warn, as TLC does while parsing, of each module whose PlusCal translation is out of date."""
    from tla_py.pluscal.stale import spec_staleness

    for stale in spec_staleness(spec, lib):
        out(stale.tlc_warning(), nl=False)


def print_warnings(warnings: Iterable[tuple[int, str]], out: Echo) -> None:
    """TLC's warnings about the model, before the search, as TLC prints them."""
    for _, text in warnings:
        out(f"Warning: {text}\n(Use the -nowarning option to disable this warning.)")


def tool_report(fresh: bool, workers: int, out: Echo) -> ToolReport:
    """-tool's printer of TLC's messages; a fresh run starts with TLC's first ones (a moved one did)."""
    from tla_py.report.tool import ToolReport

    report = ToolReport(out)
    if fresh:
        report.start(f"tlapy {__version__}", header_line(workers))
    return report


def violation_printer(keep_going: bool, diff: bool, report: ToolReport | None = None):
    """-continue: print each invariant violation as it is found, as TLC does, and search on."""
    if not keep_going:
        return None
    if report is not None:
        return report.violation
    from tla_py.report.text import ViolationPrinter, make_console

    return ViolationPrinter(make_console(), diff)


def init_line(report: ToolReport | None, on_violation, moved: bool):
    """TLC's line (-tool: message) on the initial states, printed as the search's Init ends (RUN's hook);
    a search moved here had it printed where Init ran."""
    from tla_py.report.text import InitLine, make_console
    from tla_py.stdlib.tlc import RUN

    line = (
        on_violation.init
        if isinstance(getattr(on_violation, "init", None), InitLine)
        else InitLine(make_console())
    )
    line.printed = moved
    if report is not None:
        report.init_reported = report.init_reported or moved
    RUN.initial_states_done = report.initial_counts if report is not None else line
    return line


def observers(model, dump: str | None, minutes: int | None, report: ToolReport | None, out: Echo):
    """What watches the search for -dump and -coverage (None without them), and the coverage counts."""
    from tla_py.engine.result import Observers

    watching = []
    if dump is not None:
        from tla_py.report.statedump import DotDump, PlainDump, dump_target

        options, path = dump_target(dump)
        watching.append(
            PlainDump(model, path)
            if options is None
            else DotDump(model, path, options, model.tlc_fingerprint)
        )
    stats = None
    if minutes is not None:
        from tla_py.report.coverage import Coverage
        from tla_py.report.tool import framed

        if report is not None:
            show = lambda msgs: [out(framed(code, text)) for code, text in msgs]  # noqa: E731
        else:
            show = lambda msgs: [out(text) for _, text in msgs]  # noqa: E731
        stats = Coverage(model, minutes, show)
        watching.append(stats)
    return (Observers(*watching) if watching else None), stats


def write_output(what: str, path: Path, write: Callable[[], object], out: Echo = echo) -> None:
    """Write a result file after the search; a failure is one line, and the verdict's exit code stays."""
    try:
        write()
    except OSError as e:
        out(f"tlapy: cannot write {what} {path}: {e.strerror or e}", err=True)


def error_json(e: TlaError) -> dict:
    """An error as the JSON report and `tlapy lint --format json` give it."""
    s = e.span
    return {
        "file": s.file if s else None,
        "line": s.line if s else None,
        "col": s.col if s else None,
        "end_line": s.end_line if s else None,
        "end_col": s.end_col if s else None,
        "message": e.message,
        "kind": type(e).__name__,
        "exit_code": int(e.exit_code),
    }


def write_error_report(path: Path, e: TlaError, out: Echo) -> None:
    """A run that stops before the search still leaves a report (result "error") for scripts."""
    report: dict[str, object] = {
        "result": "error",
        "violated": None,
        "distinct": None,
        "generated": None,
        "depth": None,
        "trace_len": None,
        "error": error_json(e),
    }
    text = json.dumps(report, indent=1) + "\n"
    write_output("the JSON report", path, partial(path.write_text, text), out)


def interrupted() -> TlaError:
    """The error a run stopped by a signal reports: its line and exit code (lifeline.interrupted)."""
    from tla_py.lifeline import interrupted as stopped

    line, code = stopped()
    e = TlaError(line)
    e.exit_code = code
    return e
