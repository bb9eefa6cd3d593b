"""The `tlapy` commands (typer): parse, lint and check TLA+ specs with TLC's flags and exit codes.

No `from __future__ import annotations` here: typer reads the annotations at run time, and on
Python 3.9 it cannot evaluate them from strings.
"""

import inspect
import json
import os
import re
from enum import Enum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from tla_py import __version__
from tla_py.errors import ConfigError, ExitCode, TlaError

if TYPE_CHECKING:
    from tla_py.engine.inprocess.handover import Checkpoint, HandOver

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="tlapy: a TLA+ model checker that gives TLC's answers.",
)


class Format(str, Enum):
    text = "text"
    github = "github"
    json = "json"


def _version(value: bool) -> None:
    if value:
        typer.echo(f"tlapy {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version.")
    ] = False,
) -> None:
    """tlapy: a TLA+ model checker that gives TLC's answers."""


@app.command()
def parse(files: Annotated[list[Path], typer.Argument(help="TLA+ modules (.tla)")]) -> None:
    """Parse each module; print only errors. Exit 0, or 150 when a module does not parse."""
    from tla_py.syntax import parse_file

    failed = False
    for f in files:
        try:
            parse_file(f)
        except TlaError as e:
            typer.echo(e.render(), err=True)
            failed = True
    raise typer.Exit(ExitCode.PARSE if failed else ExitCode.OK)


@app.command()
def lint(
    files: Annotated[list[Path], typer.Argument(help="TLA+ modules (.tla)")],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg if present)."),
    ] = None,
    fmt: Annotated[
        Format, typer.Option("--format", help="text, github (annotations) or json.")
    ] = Format.text,
    lib: Annotated[
        Optional[list[Path]], typer.Option("-lib", "--lib", help="More folders to find modules in.")
    ] = None,
) -> None:
    """Report every problem found without running: exit 0, 150 (spec errors) or 151 (config errors)."""
    from tla_py.semantics import lint_files

    errors: list[TlaError] = []
    for spec in files:
        cfg = config if config is not None else _default_config(spec, required=False)
        try:
            errors.extend(lint_files(spec, cfg, lib_paths=list(lib or [])))
        except TlaError as e:
            errors.append(e)
    _print_lint(errors, fmt)
    if any(not isinstance(e, ConfigError) for e in errors):
        raise typer.Exit(ExitCode.PARSE)
    raise typer.Exit(ExitCode.CONFIG if errors else ExitCode.OK)


def _print_lint(errors: list[TlaError], fmt: Format) -> None:
    """Print lint findings the way a terminal, a GitHub Actions log or a program wants them."""
    if fmt is Format.json:
        typer.echo(json.dumps([_error_json(e) for e in errors], indent=1))
        return
    for e in errors:
        if fmt is Format.github:
            s = e.span
            where = (
                f" file={_github_escape(s.file, prop=True)},line={s.line},col={s.col},"
                f"endLine={s.end_line},endColumn={s.end_col}"
            )
            typer.echo(f"::error{where if s and s.line > 0 else ''}::{_github_escape(e.message)}")
        else:
            typer.echo(e.render())


def _error_json(e: TlaError) -> dict:
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


def _github_escape(text: str, prop: bool = False) -> str:
    """GitHub workflow-command escaping; property values also escape ':' and ','."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


@app.command()
def check(
    spec: Annotated[Path, typer.Argument(help="The root module (.tla)")],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg beside SPEC)."),
    ] = None,
    deadlock: Annotated[
        bool, typer.Option("-deadlock", "--deadlock", help="Do not check for deadlock (as TLC's -deadlock).")
    ] = False,
    workers: Annotated[
        str, typer.Option("-workers", "--workers", help="Worker processes, or 'auto' (as TLC's -workers).")
    ] = "1",
    json_report: Annotated[
        Optional[Path], typer.Option("--json-report", help="Write the result as one JSON object here.")
    ] = None,
    lib: Annotated[
        Optional[list[Path]], typer.Option("-lib", "--lib", help="More folders to find modules in.")
    ] = None,
    seed: Annotated[
        Optional[str],
        typer.Option("-seed", "--seed", help="Seed of RandomElement and Randomization (as TLC's -seed)."),
    ] = None,
    fp: Annotated[
        Optional[int],
        typer.Option("-fp", "--fp", help="Fingerprint polynomial, 0..130 (as TLC's -fp; default: a random "
                     "one): RandomElement inside Next draws by TLC's fingerprint of the state."),
    ] = None,
    python: Annotated[
        Optional[str],
        typer.Option(
            "--python",
            help="Python that runs the search: 'auto' (the PyPy of `tlapy setup-pypy` if prepared), "
            "'current', or an interpreter. Default: $TLAPY_PYTHON, else auto.",
        ),
    ] = None,
    spark: Annotated[
        Optional[str],
        typer.Option("--spark", help="Search on Spark: a master URL (local[*], spark://HOST:7077, yarn, k8s://...)."),
    ] = None,
    spark_conf: Annotated[
        Optional[list[str]], typer.Option("--spark-conf", help="A Spark setting KEY=VALUE (repeatable).")
    ] = None,
    dump_trace: Annotated[
        Optional[list[str]],
        typer.Option("-dumpTrace", "--dump-trace", metavar="FORMAT FILE",
                     help="Write the error trace to FILE as json, tla or itf (repeatable, as TLC)."),
    ] = None,
    difftrace: Annotated[
        bool, typer.Option("-difftrace", "--difftrace", help="Print only the changed variables (as TLC).")
    ] = False,
    keep_going: Annotated[
        bool, typer.Option("-continue", "--continue",
                           help="Go on after an invariant or action-property violation (as TLC).")
    ] = False,
    diagram: Annotated[
        Optional[Path],
        typer.Option("--diagram", help="Draw the counterexample as a sequence diagram: .mmd .txt .svg .html"),
    ] = None,
    messages: Annotated[
        Optional[list[str]], typer.Option("--messages", help="--diagram: a variable of messages (repeat).")
    ] = None,
    msg_from: Annotated[
        Optional[str], typer.Option("--msg-from", help="--diagram: an operator Op(m) giving m's sender.")
    ] = None,
    msg_to: Annotated[
        Optional[str], typer.Option("--msg-to", help="--diagram: an operator Op(m) giving m's receiver.")
    ] = None,
    simulate: Annotated[
        Optional[str],
        typer.Option("-simulate", "--simulate", help="Simulate random behaviours instead, as TLC's -simulate "
                     "(num=N: stop after N); -seed replays a run."),
    ] = None,
    depth: Annotated[
        int, typer.Option("-depth", "--depth", help="Steps per simulated behaviour (as TLC's -depth).")
    ] = 100,
    stop_after: Annotated[
        Optional[float], typer.Option("--stop-after", help="Stop simulating after this many seconds.")
    ] = None,
    allow_io_exec: Annotated[
        bool, typer.Option("--allow-io-exec", help="Let IOUtils' IOExec run programs (else refused).")
    ] = False,
    resume: Annotated[
        Optional[Path], typer.Option("--resume", hidden=True, help="Go on from a search moved here.")
    ] = None,
    warm: Annotated[
        Optional[int], typer.Option("--warm", hidden=True, help="Build the model, then wait on this socket.")
    ] = None,
    started_over: Annotated[
        bool, typer.Option("--started-over", hidden=True, help="A search moved here before its Init ended.")
    ] = False,
) -> None:
    """Model-check SPEC breadth-first, as TLC does; exit with TLC's exit code for the result."""
    if allow_io_exec:
        from tla_py.stdlib.ioutils import ALLOW_EXEC_ENV

        os.environ[ALLOW_EXEC_ENV] = "1"
    n_workers = _workers(workers)
    if diagram is not None:
        from tla_py.report.diagram import FORMATS

        if diagram.suffix.lower() not in FORMATS:
            raise typer.BadParameter(f"names a {', '.join(FORMATS)} file", param_hint="--diagram")
    spark_settings = _spark_conf(spark_conf or [])
    dumps = _check_trace_options(dump_trace or [], keep_going, n_workers if simulate is None else 1, spark)
    movable = n_workers == 1 and spark is None and simulate is None and not keep_going
    handover = _run_search_in(python if spark is None else "current", movable)  # Spark: this pyspark
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    reset_run(_seed(seed), fp_index=_fp_index(fp))

    cfg = config if config is not None else _default_config(spec, required=True)
    checkpoint = _resumed(resume) if resume is not None else None
    if started_over:
        _say_started_over()
    elif simulate is None and checkpoint is None and warm is None:
        typer.echo(header_line(n_workers))
    on_violation = _violation_printer(keep_going, difftrace)
    try:
        if simulate is not None:
            from tla_py.simcmd import run_simulation

            raise typer.Exit(run_simulation(spec, cfg, params=simulate, depth=depth, stop_after=stop_after,
                                            workers=n_workers, deadlock=deadlock, lib=list(lib or []),
                                            json_report=json_report, dumps=dumps, keep_going=keep_going))
        build = partial(build_model, spec, cfg, check_deadlock=False if deadlock else None,
                        lib_paths=list(lib or []))
        if warm is None:
            model = build()
        else:
            model, checkpoint = _warm_turn(warm, build)
        if diagram is not None:
            from tla_py.report.diagram import diagram_writer

            draw = diagram_writer(model, diagram, messages or [], msg_from, msg_to)
        from tla_py.engine import check as run_check
        from tla_py.report import progress_printer

        if spark is not None:
            from tla_py.engine.spark.driver import check_spark

            result = check_spark(model, spark, spark_settings, progress=progress_printer(), say=typer.echo,
                                 python=python)
        else:
            result = run_check(model, progress=progress_printer(), on_violation=on_violation,
                               handover=handover, resume=checkpoint, **_worker_args(run_check, n_workers))
    except TlaError as e:
        if json_report is not None:
            _write_error_report(json_report, e)
        raise
    from tla_py.report import print_result, write_json_report

    print_result(result, diff=difftrace, init_printed=bool(on_violation and on_violation.init_printed))
    if json_report is not None:
        write_json_report(result, json_report)
    from tla_py.report.dump import write_dumps

    for line in write_dumps(result, dumps):
        typer.echo(line)
    if diagram is not None:
        draw(result)
    raise typer.Exit(int(result.exit_code))


def _check_trace_options(dumps: list[str], keep_going: bool, workers: int,
                         spark: Optional[str]) -> list[tuple[str, Path]]:
    """Each -dumpTrace's (format, file) (tlc_argv joined them FORMAT=FILE), and -continue only where it
    runs (one process: -workers 1, no Spark)."""
    from tla_py.report.dump import FORMATS

    pairs = [tuple(d.split("=", 1)) for d in dumps]
    for pair in pairs:
        if len(pair) < 2:
            raise typer.BadParameter(f"expects FORMAT FILE, not {pair[0]!r} alone", param_hint="-dumpTrace")
        if pair[0] not in FORMATS:
            raise typer.BadParameter(f"FORMAT is one of {', '.join(FORMATS)}, not {pair[0]!r}",
                                     param_hint="-dumpTrace")
    if keep_going and (workers > 1 or spark is not None):
        raise typer.BadParameter("runs with -workers 1 and without --spark", param_hint="-continue")
    return [(fmt, Path(file)) for fmt, file in pairs]


def _violation_printer(keep_going: bool, diff: bool):
    """-continue: print each invariant violation as it is found, as TLC does, and search on."""
    if not keep_going:
        return None
    from tla_py.report.text import ViolationPrinter, make_console

    return ViolationPrinter(make_console(), diff)


@app.command()
def replay(
    spec: Annotated[Path, typer.Argument(help="The root module (.tla)")],
    trace: Annotated[Path, typer.Argument(help="A trace written by -dumpTrace itf or json.")],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg beside SPEC)."),
    ] = None,
    lib: Annotated[
        Optional[list[Path]], typer.Option("-lib", "--lib", help="More folders to find modules in.")
    ] = None,
) -> None:
    """Check that TRACE is a behavior of SPEC: Init holds in its first state, each step is a step of Next.
    Exit 0 if so, else 12 with the first state or step that is not."""
    from tla_py.engine.replay import replay as run_replay
    from tla_py.report.dump import read_trace
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    reset_run()
    cfg = config if config is not None else _default_config(spec, required=True)
    model = build_model(spec, cfg, lib_paths=list(lib or []))
    tf = read_trace(trace)
    outcome = run_replay(model, tf.variables, tf.states, tf.encode, tf.loop)
    typer.echo(outcome.message if outcome.ok else f"Error: {outcome.message}", err=not outcome.ok)
    raise typer.Exit(ExitCode.OK if outcome.ok else ExitCode.SAFETY)


def _run_search_in(python: Optional[str], movable: bool = False) -> "Optional[HandOver]":
    """Hand the run to the interpreter chosen for the search, when it is not this one. A `movable`
    search under --python auto starts here instead, and moves when a level is worth it (the HandOver)."""
    from tla_py import runtime

    try:
        exe = runtime.search_interpreter(python)
    except runtime.RuntimeChoiceError as e:
        raise typer.BadParameter(str(e), param_hint="--python") from None
    if exe is None:
        return None
    if not (movable and runtime.is_auto(python)):
        runtime.hand_over(exe, [*ARGV, "--python", runtime.CURRENT])
    from tla_py.engine.inprocess.warm import handover_to

    return handover_to(exe, [*ARGV, "--python", runtime.CURRENT], typer.echo)


def _warm_turn(fd: int, build):
    """The model built ahead (a warm child of a search that may move), and, once the search moves
    here, the checkpoint to go on from (None: the search starts over here)."""
    from tla_py.engine.inprocess.warm import wait_for_turn

    model, line = wait_for_turn(fd, build)
    if line:
        return model, _resumed(Path(line))
    _say_started_over()
    return model, None


def _say_started_over() -> None:
    """A run moved before its Init ended says where it now runs, in place of the header."""
    from tla_py.runtime import describe

    typer.echo(f"The search starts over in {describe()} [pid: {os.getpid()}].")


def _resumed(path: Path) -> "Checkpoint":
    """The checkpoint a moved search goes on from, announced as TLC announces a run."""
    from tla_py.engine.inprocess.handover import read
    from tla_py.runtime import describe

    checkpoint = read(path)
    typer.echo(f"The search goes on in {describe()} [pid: {os.getpid()}] from level "
               f"{checkpoint.search['level']}.")
    return checkpoint


def header_line(workers: int) -> str:
    """TLC's first line of a run, saying what runs the search: workers, cores and the Python."""
    from tla_py.runtime import describe

    cores = os.cpu_count() or 1
    return (
        f"Running breadth-first search Model-Checking with {workers} worker{'s' if workers > 1 else ''} "
        f"on {cores} core{'s' if cores > 1 else ''}, in {describe()} [pid: {os.getpid()}]."
    )


@app.command("setup-pypy")
def setup_pypy(
    pypy: Annotated[str, typer.Option("--pypy", help="The PyPy to use.")] = "pypy3",
    source: Annotated[
        Optional[Path], typer.Option("--source", help="tlapy checkout or wheel (default: this checkout).")
    ] = None,
) -> None:
    """Prepare a PyPy virtualenv with tlapy in it; `tlapy check` then runs its search there."""
    from tla_py import runtime

    try:
        exe = runtime.setup_pypy(pypy, None if source is None else str(source), typer.echo)
    except runtime.RuntimeChoiceError as e:
        typer.echo(f"tlapy setup-pypy: {e}", err=True)
        raise typer.Exit(ExitCode.OTHER) from None
    typer.echo(f"Done: `tlapy check` now runs its search with {exe} (--python current: this Python).")


def _workers(text: str) -> int:
    """TLC's -workers value: a positive number or 'auto' (one per core)."""
    if text == "auto":
        return os.cpu_count() or 1
    if not text.isdigit() or int(text) < 1:
        raise typer.BadParameter(f"expects a positive number or 'auto', not {text!r}", param_hint="-workers")
    return int(text)


def _spark_conf(pairs: list[str]) -> dict[str, str]:
    """--spark-conf KEY=VALUE settings, which override tlapy's Spark defaults."""
    if any("=" not in p for p in pairs):
        raise typer.BadParameter("expects KEY=VALUE", param_hint="--spark-conf")
    return dict(p.split("=", 1) for p in pairs)


def _seed(text: Optional[str]) -> Optional[int]:
    """TLC's -seed value: a Java long (None: a fresh random seed, as TLC picks one)."""
    if text is None:
        return None
    n = int(text) if re.fullmatch(r"[+-]?[0-9]+", text) else None
    if n is None or not -(1 << 63) <= n < 1 << 63:
        raise typer.BadParameter(f"expects a 64-bit integer, not {text!r}", param_hint="-seed")
    return n


def _fp_index(n: Optional[int]) -> Optional[int]:
    """TLC's -fp value: an index into FP64's polynomials (None: a random one, as TLC picks)."""
    if n is not None and not 0 <= n <= 130:
        raise typer.BadParameter("The number for -fp must be between 0 and 130 (inclusive).",
                                 param_hint="-fp")
    return n


def _worker_args(run_check: object, n: int) -> dict[str, int]:
    """Pass -workers on when the engine takes it; until then say that one worker runs."""
    if n == 1:
        return {}
    if "workers" in inspect.signature(run_check).parameters:
        return {"workers": n}
    typer.echo(f"tlapy: -workers {n}: this engine runs one worker; running with 1", err=True)
    return {}


def _default_config(spec: Path, *, required: bool) -> Optional[Path]:
    """SPEC.cfg beside SPEC, as TLC picks it when -config is not given."""
    cfg = spec.with_suffix(".cfg")
    if cfg.exists() or required:
        return cfg
    return None


def _write_error_report(path: Path, e: TlaError) -> None:
    """A run that stops before the search still leaves a report (result "error") for scripts."""
    report = {
        "result": "error",
        "violated": None,
        "distinct": None,
        "generated": None,
        "depth": None,
        "trace_len": None,
        "error": _error_json(e),
    }
    path.write_text(json.dumps(report, indent=1) + "\n")


ARGV: list[str] = []
"""The command line being run (after cli.tlc_argv), for handing it to another interpreter."""
