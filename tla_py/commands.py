"""The `tlapy` commands (typer): parse, lint and check TLA+ specs with TLC's flags and exit codes.

No `from __future__ import annotations` here: typer reads the annotations at run time, and on
Python 3.9 it cannot evaluate them from strings.
"""

import importlib
import inspect
import json
import os
from collections.abc import Iterable
from enum import Enum
from functools import partial, wraps
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer
from typer.core import TyperGroup

from tla_py import __version__
from tla_py.errors import ConfigError, ExitCode, TlaError
from tla_py.run.options import DEFAULT_CHECKPOINT_MINUTES, OptionError, Options, check_options
from tla_py.run.plan import SIMULATION, SPARK, WORKERS, make_plan

_click = getattr(typer.core, "_click", None) or importlib.import_module("click")
"""The click typer runs on: its own copy in recent typers, click itself in older ones."""

if TYPE_CHECKING:
    from tla_py.engine.inprocess.handover import HandOver
    from tla_py.engine.spark.checkpoint import SparkCheckpoints, SparkRecovery
    from tla_py.engine.storage.checkpoint import SearchState
    from tla_py.engine.storage.periodic import Checkpoints
    from tla_py.engine.storage.recovery import Recovery
    from tla_py.engine.storage.space import Space
    from tla_py.report.tool import ToolReport



class _TlcUsage(TyperGroup):
    """The commands, with an option tlapy does not know answered as TLC answers it: one line, exit 1
    (click's box with "No such option" is no message a TLC user or the VS Code extension expects)."""

    def invoke(self, ctx: typer.Context):
        given = list(ctx.args)  # the command's own arguments, as typed
        try:
            return super().invoke(ctx)
        except _click.exceptions.NoSuchOption as e:
            name = e.option_name  # click's: "-x" of "-xyz", "--foo" of "--foo=1"
            typed = next((a for a in given if a.partition("=")[0] == name), None) or next(
                (a for a in given if a[:2] == name and a[1] != "-" and not self._known(ctx, a)), name)
            typer.echo(f"Error: unrecognized option: {typed}", err=True)
            raise typer.Exit(1) from None

    def _known(self, ctx: typer.Context, arg: str) -> bool:
        """Whether `arg` is an option of the command being run (`-recover`, not `-r`...)."""
        command = self.get_command(ctx, ctx.invoked_subcommand or "")
        return command is not None and any(arg in p.opts for p in command.params)


app = typer.Typer(
    cls=_TlcUsage,
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
def parse(files: Annotated[list[Path], typer.Argument(help="TLA+ modules (.tla)", readable=False)]) -> None:
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


_TRANSLATE_OPTIONS = """\b
Options, as pcal.trans's (also in the module: PlusCal options (wf, label)):
  -wf | -sf         weak (strong) fairness of each process
  -wfNext | -nof    weak fairness of Next; no fairness
  -termination      PROPERTY Termination in the .cfg (and -wf unless -nof)
  -label            add missing labels (-reportLabels: and list them)
  -labelRoot NAME   added labels are NAME1, NAME2, ... (default Lbl_)
  -lineWidth N      lines of at most N columns, N >= 60 (default 78)
  -noDoneDisjunct   no stuttering-when-done disjunct in Next
  -nocfg, -noold    write no FILE.cfg, keep no FILE.old
  -unixEOL          accepted (lines always end with \\n here)"""


@app.command(context_settings={"ignore_unknown_options": True}, epilog=_TRANSLATE_OPTIONS)
def translate(
    args: Annotated[
        list[str], typer.Argument(metavar="FILE.tla [OPTIONS]", help="The module, pcal.trans's options.")
    ],
) -> None:
    """Translate the PlusCal algorithm in FILE.tla into TLA+ between its BEGIN and END TRANSLATION lines,
    as pcal.trans 1.12 does (same text and checksums); keep FILE.old, write FILE.cfg. Exit 0, 150 when
    the algorithm is wrong, 255 on a bad command line or file."""
    from tla_py.pluscal.command import run

    raise typer.Exit(run(args, typer.echo))


@app.command()
def lint(
    files: Annotated[list[Path], typer.Argument(help="TLA+ modules (.tla)", readable=False)],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg if present).",
                     readable=False),
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


def _interruptible(command):
    """Ctrl-C (SIGINT) ends the command with a line saying so and exit 130 (typer would say nothing);
    SIGTERM and SIGHUP as well, with 143 and 129."""

    @wraps(command)
    def run(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except KeyboardInterrupt:
            from tla_py.lifeline import ignore_interrupts, interrupted

            ignore_interrupts()
            line, code = interrupted()
            typer.echo(line, err=True)
            raise typer.Exit(code) from None

    return run


@app.command()
@_interruptible
def check(
    spec: Annotated[Path, typer.Argument(help="The root module (.tla)", readable=False)],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg beside SPEC).",
                     readable=False),
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
    generate: Annotated[
        Optional[str],
        typer.Option("-generate", "--generate", help="Generate random behaviours, as TLC's -generate: as "
                     "-simulate (the same num=N), trying one successor at a time."),
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
    tool: Annotated[
        bool, typer.Option("-tool", "--tool", help="Print TLC's message codes, for the TLA+ VS Code "
                           "extension and the Toolbox (as TLC's -tool).")
    ] = False,
    nowarning: Annotated[
        bool, typer.Option("-nowarning", "--nowarning", help="Do not print TLC's warnings (as TLC).")
    ] = False,
    coverage: Annotated[
        Optional[int], typer.Option("-coverage", "--coverage", metavar="MINUTES",
                                    help="Print TLC's coverage statistics every MINUTES and at the end.")
    ] = None,
    dump: Annotated[
        Optional[str], typer.Option("-dump", "--dump", metavar="[dot[,colorize,actionlabels]] FILE",
                                    help="Write the state graph to FILE, as TLC's -dump (dot: GraphViz).")
    ] = None,
    terse: Annotated[
        bool, typer.Option("-terse", "--terse", help="Print sets of functions, records, tuples and SUBSET "
                           "as written, not enumerated (as TLC's -terse).")
    ] = False,
    user_file: Annotated[
        Optional[Path], typer.Option("-userFile", "--user-file", help="Write Print's output to this file.")
    ] = None,
    max_set_size: Annotated[
        Optional[int], typer.Option("-maxSetSize", "--max-set-size",
                                    help="Stop at a set enumerated with more elements (as TLC's).")
    ] = None,
    inv: Annotated[
        Optional[list[str]], typer.Option("-inv", "--inv", metavar="EXPR",
                                          help="Check EXPR as an invariant too (repeatable, as TLC's -inv).")
    ] = None,
    post_condition: Annotated[
        Optional[list[str]], typer.Option("-postCondition", "--post-condition", metavar="MODULE!OP",
                                          help="Check MODULE!OP after the search (repeatable, as TLC's).")
    ] = None,
    fpmem: Annotated[
        Optional[float],
        typer.Option("-fpmem", "--fpmem", help="Memory for the seen set, trace arrays, queue and liveness "
                     "graph: a fraction of physical memory below 1, else megabytes (default 0.25, as TLC); "
                     "the rest goes to disk."),
    ] = None,
    metadir: Annotated[
        Optional[Path],
        typer.Option("-metadir", "--metadir", help="Where a run keeps its checkpoints (DIR/checkpoint.tlapy; "
                     "default: states/<start time>) and what does not fit in memory (default: a fresh "
                     "folder under the system's temporary folder, removed at the end)."),
    ] = None,
    checkpoint_minutes: Annotated[
        float,
        typer.Option("-checkpoint", "--checkpoint", metavar="MINUTES",
                     help="Minutes between two checkpoints of the search (as TLC's -checkpoint; fractions "
                     "too; 0: none)."),
    ] = DEFAULT_CHECKPOINT_MINUTES,
    recover: Annotated[
        Optional[str],
        typer.Option("-recover", "--recover", metavar="DIR",
                     help="Go on from the last checkpoint in DIR (as TLC's -recover; with --spark, a URI "
                     "too: file:, hdfs:, s3a:)."),
    ] = None,
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
    options = Options(
        spec, config, deadlock, workers, tuple(lib or ()), seed, fp, simulate, generate, depth,
        tuple(dump_trace or ()), difftrace, keep_going, tool, nowarning, coverage, dump, terse, user_file,
        max_set_size, tuple(inv or ()), tuple(post_condition or ()), fpmem, metadir, checkpoint_minutes,
        recover, python, spark, tuple(spark_conf or ()), json_report, diagram, tuple(messages or ()),
        msg_from, msg_to, stop_after, allow_io_exec, resume, warm, started_over)
    try:
        checked = check_options(options, partial(typer.echo, err=True))
    except OptionError as e:
        raise typer.BadParameter(e.message, param_hint=e.flag) from None
    plan = make_plan(options, checked)
    spec, config, simulate = checked.spec, checked.config, checked.simulate
    n_workers, spark = plan.workers, plan.spark
    _run_settings(terse, user_file, max_set_size)
    checks = {"invariants": tuple(inv or ()), "postconditions": tuple(post_condition or ())}
    spark_settings, dumps = checked.spark_conf, list(checked.dumps)
    run = _drawn_run(checked.seed, checked.fp) if recover is None else None
    worker_python = _search_python(python) if plan.engine == WORKERS else None  # the coordinator stays here
    handover = _run_search_in(plan.search_python, plan.movable, run)
    if plan.one_worker_note is not None:  # here, where the search runs: not again where it moves to
        typer.echo(plan.one_worker_note, err=True)
    from tla_py.semantics import build_model
    from tla_py.stdlib import reset_run

    recovery = None if recover is None else _open_recovery(recover, checked.seed, checked.fp, spark,
                                                            spark_settings)
    run = recovery.meta["run"] if recovery is not None else run
    reset_run(run["seed"], fp_index=run["fp_index"], allow_io_exec=allow_io_exec)  # the flag, nothing else
    from tla_py.stdlib.tlc import RUN

    RUN.replay_traces = simulate is None  # a behavior is generated again where TLC does, as it is printed

    cfg = config if config is not None else _default_config(spec, required=True)
    metadir = plan.metadir
    space = _space(fpmem, metadir)  # closed when this process exits
    checkpoints = None if plan.checkpoints is None \
        else _spark_checkpoints(checkpoint_minutes, metadir, spark_settings) if plan.checkpoints == "spark" \
        else _checkpoints(checkpoint_minutes, metadir, recovery, not plan.moved)
    checkpoint = None  # a search moved here: read once the model is built (its constants draw first)
    fresh = plan.fresh
    report = _tool_report(fresh, n_workers) if plan.tool else None
    if started_over:
        _say_started_over()
    elif fresh and report is None:
        typer.echo(header_line(n_workers, worker_python))
    if recovery is not None:
        typer.echo(f"Starting recovery from checkpoint {recovery.path}")
    if not plan.moved and not started_over:
        _warn_stale_translations(spec, list(lib or []))
    on_violation = _violation_printer(keep_going, difftrace, report)
    try:
        if plan.engine == SIMULATION:
            from tla_py.simcmd import run_simulation

            raise typer.Exit(run_simulation(spec, cfg, params=checked.sim, depth=depth, stop_after=stop_after,
                                            workers=n_workers, deadlock=deadlock, lib=list(lib or []),
                                            json_report=json_report, dumps=dumps, keep_going=keep_going,
                                            checks=checks, generate=generate is not None))
        build = partial(build_model, spec, cfg, check_deadlock=False if deadlock else None,
                        lib_paths=list(lib or []), coverage=coverage is not None and simulate is None,
                        **checks)
        if warm is not None:
            model, checkpoint = _warm_turn(warm, build, space)
        elif report is not None and fresh:
            model = _built_for_tool(report, spec, build, nowarning)
        else:
            model = build()
            if resume is not None:
                checkpoint = _resumed(resume, space)
            if fresh and not nowarning:
                _print_warnings(getattr(model, "warnings", ()))
        if checkpoints is not None:
            _identify(checkpoints, recovery, model, keep_going)
        if diagram is not None:
            from tla_py.report.diagram import diagram_writer

            draw = diagram_writer(model, diagram, messages or [], msg_from, msg_to)
        from tla_py.engine import check as run_check
        from tla_py.report import progress_printer

        progress = progress_printer(checkpoints=checkpoints) if report is None else report.progress
        init_line = _init_line(report, on_violation, moved=checkpoint is not None)
        observer, stats = _observers(model, dump, coverage, report) if simulate is None else (None, None)
        if plan.engine == SPARK:
            from tla_py.engine.result import in_tlc_order
            from tla_py.engine.spark.driver import check_spark

            result = check_spark(model, spark, spark_settings, progress=progress, say=typer.echo,
                                 checkpoints=checkpoints, recover=recovery, python=python)
            in_tlc_order(model, result)
        else:
            try:
                result = run_check(model, progress=progress, on_violation=on_violation,
                                   handover=handover, resume=checkpoint, space=space,
                                   checkpoints=checkpoints, recover=recovery,
                                   **({"outdegree": True} if report is not None else {}),
                                   **({"observer": observer} if observer is not None else {}),
                                   **_worker_args(run_check, n_workers, worker_python))
            finally:
                if observer is not None:
                    observer.close()
    except TlaError as e:
        if json_report is not None:
            _write_error_report(json_report, e)
        if report is not None:
            report.general_error(e.message)
            raise typer.Exit(int(e.exit_code)) from None
        raise
    except KeyboardInterrupt:  # Ctrl-C, SIGTERM, SIGHUP: the run ends, its report is written
        if json_report is not None:
            _write_error_report(json_report, _interrupted())
        raise
    if checkpoints is not None and not result.incomplete:
        checkpoints.ended()
    if not nowarning:
        from tla_py.report.stuttering import stuttering_warning

        result.stuttering_warning = stuttering_warning(model, result)
    from tla_py.report import print_result, write_json_report

    if report is not None:
        from tla_py.report.tool import framed
        from tla_py.report.toolrun import report_result

        if stats is not None:
            report.coverage = lambda res: [framed(code, text) for code, text in stats.messages(res)]
        report_result(report, model, result)
    else:
        print_result(result, diff=difftrace, init_printed=init_line.printed,
                     coverage=None if stats is None else [text for _, text in stats.messages(result)])
    if json_report is not None:
        write_output("the JSON report", json_report, partial(write_json_report, result, json_report))
    from tla_py.report.dump import write_dumps

    for line in write_dumps(result, dumps):
        typer.echo(line)
    if diagram is not None:
        draw(result)
    raise typer.Exit(int(result.exit_code))


def _warn_stale_translations(spec: Path, lib: list[Path]) -> None:
    """Warn, as TLC does while parsing, of each module whose PlusCal translation is out of date."""
    from tla_py.pluscal.stale import spec_staleness

    for stale in spec_staleness(spec, lib):
        typer.echo(stale.tlc_warning(), nl=False)


def write_output(what: str, path: Path, write) -> None:
    """Write a result file after the search; a failure is one line, and the verdict's exit code stays."""
    try:
        write()
    except OSError as e:
        typer.echo(f"tlapy: cannot write {what} {path}: {e.strerror or e}", err=True)


def _init_line(report: "Optional[ToolReport]", on_violation, moved: bool):
    """TLC's line (-tool: message) on the initial states, printed as the search's Init ends (RUN's hook);
    a search moved here had it printed where Init ran."""
    from tla_py.report.text import InitLine, make_console
    from tla_py.stdlib.tlc import RUN

    init_line = on_violation.init if isinstance(getattr(on_violation, "init", None), InitLine) \
        else InitLine(make_console())
    init_line.printed = moved
    if report is not None:
        report.init_reported = report.init_reported or moved
    RUN.initial_states_done = report.initial_counts if report is not None else init_line
    return init_line


def _violation_printer(keep_going: bool, diff: bool, report: "Optional[ToolReport]" = None):
    """-continue: print each invariant violation as it is found, as TLC does, and search on."""
    if not keep_going:
        return None
    if report is not None:
        return report.violation
    from tla_py.report.text import ViolationPrinter, make_console

    return ViolationPrinter(make_console(), diff)


def _tool_report(fresh: bool, workers: int) -> "ToolReport":
    """-tool's printer of TLC's messages; a fresh run starts with TLC's first ones (a moved one did)."""
    from tla_py.report.tool import ToolReport

    report = ToolReport(typer.echo)
    if fresh:
        report.start(f"tlapy {__version__}", header_line(workers))
    return report


def _built_for_tool(report: "ToolReport", spec: Path, build, nowarning: bool):
    """The model, built between SANY's messages; a spec or config error ends the run with TLC's code."""
    from tla_py.report.toolrun import build_reported

    built = build_reported(report, spec, build, warnings=not nowarning)
    if isinstance(built, TlaError):
        raise typer.Exit(int(built.exit_code))
    return built


def _print_warnings(warnings: Iterable[tuple[int, str]]) -> None:
    """TLC's warnings about the model, before the search, as TLC prints them."""
    for _, text in warnings:
        typer.echo(f"Warning: {text}\n(Use the -nowarning option to disable this warning.)")


@app.command()
@_interruptible
def replay(
    spec: Annotated[Path, typer.Argument(help="The root module (.tla)", readable=False)],
    trace: Annotated[Path, typer.Argument(help="A trace written by -dumpTrace itf or json.", readable=False)],
    config: Annotated[
        Optional[Path],
        typer.Option("-config", "--config", help="Model config (default: SPEC.cfg beside SPEC).",
                     readable=False),
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


def _run_search_in(python: Optional[str], movable: bool = False,
                   run: Optional[dict] = None) -> "Optional[HandOver]":
    """Hand the run to the interpreter chosen for the search, when it is not this one. A `movable`
    search under --python auto starts here instead, and moves when a level is worth it (the HandOver).
    The other interpreter takes this run's seed and fingerprint polynomial (`run`)."""
    from tla_py import runtime

    exe = _search_python(python)
    if exe is None:
        return None
    same_run = [] if run is None else [f"--seed={run['seed']}", f"--fp={run['fp_index']}"]  # "=": seeds < 0
    argv = [*ARGV, *same_run, "--python", runtime.CURRENT]
    if not (movable and runtime.is_auto(python)):
        runtime.hand_over(exe, argv)
    from tla_py.engine.inprocess.warm import handover_to

    return handover_to(exe, argv, typer.echo)


def _drawn_run(n: Optional[int], k: Optional[int]) -> dict:
    """The run's seed and fingerprint polynomial, drawn now when not given: the interpreter a search
    moves to builds its model ahead, and a constant definition that draws (a graph picked with
    RandomElement) must draw there what it draws here."""
    from tla_py.stdlib.tlc import fresh_fp_index, fresh_seed

    return {"seed": fresh_seed() if n is None else n, "fp_index": fresh_fp_index() if k is None else k}


def _search_python(python: Optional[str]) -> Optional[str]:
    """The interpreter --python chooses for the search, when it is not this one. With -workers N it runs
    the workers and the coordinator stays here: on CPython it holds a third of what it holds on PyPy
    (MCBoulanger: 691 MB on PyPy), and it only numbers states."""
    from tla_py import runtime

    try:
        return runtime.search_interpreter(python)
    except runtime.RuntimeChoiceError as e:
        raise typer.BadParameter(str(e), param_hint="--python") from None


def _warm_turn(fd: int, build, space: "Space"):
    """The model built ahead (a warm child of a search that may move), and, once the search moves
    here, the checkpoint to go on from (None: the search starts over here)."""
    from tla_py.engine.inprocess.warm import wait_for_turn

    model, line = wait_for_turn(fd, build)
    if line:
        return model, _resumed(Path(line), space)
    _say_started_over()
    return model, None


def _say_started_over() -> None:
    """A run moved before its Init ended says where it now runs, in place of the header."""
    from tla_py.runtime import describe

    typer.echo(f"The search starts over in {describe()} [pid: {os.getpid()}].")


def _resumed(path: Path, space: "Space") -> "SearchState":
    """The checkpoint a moved search goes on from, announced as TLC announces a run."""
    from tla_py.engine.inprocess.handover import read
    from tla_py.runtime import describe

    checkpoint = read(path, space)
    typer.echo(f"The search goes on in {describe()} [pid: {os.getpid()}] from level "
               f"{checkpoint.counts['level']}.")
    return checkpoint


def _open_recovery(location: str, seed: Optional[int], fp: Optional[int], spark: Optional[str],
                   conf: dict[str, str]) -> "Recovery | SparkRecovery":
    """-recover DIR: its checkpoint opened, its first section read (the seed and -fp the run goes on
    with), the -seed and -fp given checked against it. With --spark, DIR may be a Spark checkpoint's
    location (a URI), read through the session the search then runs in."""
    from tla_py.engine.spark.checkpoint import is_spark_location, open_spark_recovery
    from tla_py.engine.storage.recovery import CheckpointError, open_recovery

    if is_spark_location(location):
        if spark is None:
            raise CheckpointError(f"tlapy: -recover {location}: the checkpoints of a --spark run (a URI, or "
                                  "tlapy-checkpoint-N folders): recover them with --spark MASTER.")
        return open_spark_recovery(location, spark, conf, seed, fp)
    recovery = open_recovery(Path(location), seed, fp)
    recovery.say = typer.echo
    return recovery


def _checkpoints(minutes: float, metadir: Optional[Path], recovery: "Optional[Recovery]",
                 fresh: bool) -> "Checkpoints":
    """When and where the search writes checkpoints. A `fresh` run (not moved here) that names its folder
    takes the folder's lock at once (another run writing there is an error before the search, not at
    the first checkpoint), with a warning when it holds an earlier run's checkpoint."""
    from tla_py.engine.storage.periodic import Checkpoints
    from tla_py.engine.storage.recovery import FILE, CheckpointError

    checkpoints = Checkpoints(minutes * 60, metadir, typer.echo)
    if recovery is None and fresh and minutes > 0 and metadir is not None:
        try:
            metadir.mkdir(parents=True, exist_ok=True)
            checkpoints.hold_lock()
        except OSError as e:
            raise CheckpointError(f"tlapy: -metadir {metadir}: {_not_a_folder(metadir, e)}.") from None
        except CheckpointError as e:
            raise CheckpointError(f"tlapy: -metadir {metadir}: {e}.") from None
        if (metadir / FILE).exists():
            typer.echo(f"Warning: {metadir} holds the checkpoint of an earlier run, which this run replaces "
                       f"at its first checkpoint (-recover {metadir} goes on from it instead).")
    return checkpoints


def _not_a_folder(path: Path, e: OSError) -> str:
    """Why path cannot be made a folder, in words a user can act on (mkdir says 'File exists')."""
    if path.is_symlink() and not path.exists():
        return f"a symbolic link to {os.readlink(path)}, which leads to no folder (dangling, or a loop)"
    if path.exists() and not path.is_dir():
        return "a file, not a folder"
    return str(e.strerror or e)


def _spark_checkpoints(minutes: float, metadir: Optional[Path], conf: dict[str, str]) -> "SparkCheckpoints":
    """Where a Spark search writes its checkpoints: under spark.checkpoint.dir, else -metadir's folder."""
    from tla_py.engine.spark.checkpoint import LOCATION_CONF, SparkCheckpoints

    location = conf.get(LOCATION_CONF) or (None if metadir is None else str(metadir))
    return SparkCheckpoints(minutes * 60, location, typer.echo)


def _identify(checkpoints: "Checkpoints", recovery: "Optional[Recovery]", model, keep_going: bool) -> None:
    """Name this run in its checkpoints; refuse to go on from a checkpoint of another run."""
    from tla_py.engine.storage.recovery import identity

    checkpoints.identity = identity(model, keep_going)
    if recovery is not None:
        recovery.refuse_unless(checkpoints.identity)
        checkpoints.recovered(recovery)


def _space(fpmem: Optional[float], metadir: Optional[Path]) -> "Space":
    """Where the run keeps its storage: -fpmem's budget in memory, the rest under -metadir."""
    from tla_py.engine.storage.space import Space, budget_bytes, physical_memory

    if fpmem is not None and fpmem >= 1:  # no more megabytes than the machine has (TLC: its heap; 1e400 too)
        fpmem = min(fpmem, max(1.0, physical_memory() / (1 << 20)))
    return Space(budget_bytes(fpmem), metadir)


def header_line(workers: int, worker_python: Optional[str] = None) -> str:
    """TLC's first line of a run, saying what runs the search: workers, cores and the Python (and the
    workers' when they run on another)."""
    from tla_py.runtime import describe

    cores = os.cpu_count() or 1
    theirs = f", workers on {os.path.basename(os.path.realpath(worker_python))}" if worker_python else ""
    return (
        f"Running breadth-first search Model-Checking with {workers} worker{'s' if workers > 1 else ''} "
        f"on {cores} core{'s' if cores > 1 else ''}, in {describe()}{theirs} [pid: {os.getpid()}]."
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


def _worker_args(run_check: object, n: int, python: Optional[str] = None) -> dict:
    """Pass -workers (and the workers' interpreter) on when the engine takes it; until then say that one
    worker runs."""
    if n == 1:
        return {}
    if "workers" in inspect.signature(run_check).parameters:
        return {"workers": n, **({"worker_python": python} if python else {})}
    typer.echo(f"tlapy: -workers {n}: this engine runs one worker; running with 1", err=True)
    return {}


def _observers(model, dump: Optional[str], minutes: Optional[int], report: "Optional[ToolReport]"):
    """What watches the search for -dump and -coverage (None without them), and the coverage counts."""
    from tla_py.engine.result import Observers

    watching = []
    if dump is not None:
        from tla_py.report.statedump import DotDump, PlainDump, dump_target

        options, path = dump_target(dump)
        watching.append(PlainDump(model, path) if options is None
                        else DotDump(model, path, options, model.tlc_fingerprint))
    stats = None
    if minutes is not None:
        from tla_py.report.coverage import Coverage
        from tla_py.report.tool import framed

        if report is not None:
            show = lambda msgs: [typer.echo(framed(code, text)) for code, text in msgs]  # noqa: E731
        else:
            show = lambda msgs: [typer.echo(text) for _, text in msgs]  # noqa: E731
        stats = Coverage(model, minutes, show)
        watching.append(stats)
    return (Observers(*watching) if watching else None), stats


def _run_settings(terse: bool, user_file: Optional[Path], max_set_size: Optional[int]) -> None:
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
    write_output("the JSON report", path, partial(path.write_text, json.dumps(report, indent=1) + "\n"))


def _interrupted() -> TlaError:
    """The error a run stopped by a signal reports: its line and exit code (lifeline.interrupted)."""
    from tla_py.lifeline import interrupted

    line, code = interrupted()
    e = TlaError(line)
    e.exit_code = code
    return e


ARGV: list[str] = []
"""The command line being run (after cli.tlc_argv), for handing it to another interpreter."""
