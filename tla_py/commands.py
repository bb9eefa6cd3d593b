"""The `tlapy` commands (typer): parse, lint and check TLA+ specs with TLC's flags and exit codes.

No `from __future__ import annotations` here: typer reads the annotations at run time, and on
Python 3.9 it cannot evaluate them from strings.
"""

import importlib
import inspect
import json
from enum import Enum
from functools import partial, wraps
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer.core import TyperGroup

from tla_py import __version__
from tla_py.errors import ConfigError, ExitCode, TlaError
from tla_py.run.execute import execute
from tla_py.run.options import DEFAULT_CHECKPOINT_MINUTES, OptionError, Options, check_options
from tla_py.run.output import error_json
from tla_py.run.plan import make_plan

_click = getattr(typer.core, "_click", None) or importlib.import_module("click")
"""The click typer runs on: its own copy in recent typers, click itself in older ones."""


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
                (a for a in given if a[:2] == name and a[1] != "-" and not self._known(ctx, a)), name
            )
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
        typer.Option(
            "-config", "--config", help="Model config (default: SPEC.cfg if present).", readable=False
        ),
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
        typer.echo(json.dumps([error_json(e) for e in errors], indent=1))
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


_REPEATED = frozenset({"lib", "dumpTrace", "spark_conf", "messages", "inv", "postCondition"})
"""check's flags that may be repeated: a list from typer, a tuple in Options."""


def _flag(
    name: str, kind: object, info: object, default: object = inspect.Parameter.empty
) -> inspect.Parameter:
    """One of check's flags as typer reads a parameter: the Options field it sets, its type, its spellings."""
    return inspect.Parameter(
        name, inspect.Parameter.KEYWORD_ONLY, annotation=Annotated[kind, info], default=default
    )


CHECK_FLAGS = inspect.Signature(
    [
        _flag("spec", Path, typer.Argument(help="The root module (.tla)", readable=False)),
        _flag(
            "config",
            Optional[Path],
            typer.Option(
                "-config", "--config", help="Model config (default: SPEC.cfg beside SPEC).", readable=False
            ),
            None,
        ),
        _flag(
            "deadlock",
            bool,
            typer.Option("-deadlock", "--deadlock", help="Do not check for deadlock (as TLC's -deadlock)."),
            False,
        ),
        _flag(
            "workers",
            str,
            typer.Option("-workers", "--workers", help="Worker processes, or 'auto' (as TLC's -workers)."),
            "1",
        ),
        _flag(
            "json_report",
            Optional[Path],
            typer.Option("--json-report", help="Write the result as one JSON object here."),
            None,
        ),
        _flag(
            "lib",
            Optional[list[Path]],
            typer.Option("-lib", "--lib", help="More folders to find modules in."),
            None,
        ),
        _flag(
            "seed",
            Optional[str],
            typer.Option("-seed", "--seed", help="Seed of RandomElement and Randomization (as TLC's -seed)."),
            None,
        ),
        _flag(
            "fp",
            Optional[int],
            typer.Option(
                "-fp",
                "--fp",
                help="Fingerprint polynomial, 0..130 (as TLC's -fp; default: a random "
                "one): RandomElement inside Next draws by TLC's fingerprint of the state.",
            ),
            None,
        ),
        _flag(
            "python",
            Optional[str],
            typer.Option(
                "--python",
                help="Python that runs the search: 'auto' (the PyPy of `tlapy setup-pypy` if prepared), "
                "'current', or an interpreter. Default: $TLAPY_PYTHON, else auto.",
            ),
            None,
        ),
        _flag(
            "spark",
            Optional[str],
            typer.Option(
                "--spark",
                help="Search on Spark: a master URL (local[*], spark://HOST:7077, yarn, k8s://...).",
            ),
            None,
        ),
        _flag(
            "spark_conf",
            Optional[list[str]],
            typer.Option("--spark-conf", help="A Spark setting KEY=VALUE (repeatable)."),
            None,
        ),
        _flag(
            "dumpTrace",
            Optional[list[str]],
            typer.Option(
                "-dumpTrace",
                "--dump-trace",
                metavar="FORMAT FILE",
                help="Write the error trace to FILE as json, tla or itf (repeatable, as TLC).",
            ),
            None,
        ),
        _flag(
            "difftrace",
            bool,
            typer.Option("-difftrace", "--difftrace", help="Print only the changed variables (as TLC)."),
            False,
        ),
        _flag(
            "continue_",
            bool,
            typer.Option(
                "-continue",
                "--continue",
                help="Go on after an invariant or action-property violation (as TLC).",
            ),
            False,
        ),
        _flag(
            "diagram",
            Optional[Path],
            typer.Option(
                "--diagram", help="Draw the counterexample as a sequence diagram: .mmd .txt .svg .html"
            ),
            None,
        ),
        _flag(
            "messages",
            Optional[list[str]],
            typer.Option("--messages", help="--diagram: a variable of messages (repeat)."),
            None,
        ),
        _flag(
            "msg_from",
            Optional[str],
            typer.Option("--msg-from", help="--diagram: an operator Op(m) giving m's sender."),
            None,
        ),
        _flag(
            "msg_to",
            Optional[str],
            typer.Option("--msg-to", help="--diagram: an operator Op(m) giving m's receiver."),
            None,
        ),
        _flag(
            "simulate",
            Optional[str],
            typer.Option(
                "-simulate",
                "--simulate",
                help="Simulate random behaviours instead, as TLC's -simulate "
                "(num=N: stop after N); -seed replays a run.",
            ),
            None,
        ),
        _flag(
            "generate",
            Optional[str],
            typer.Option(
                "-generate",
                "--generate",
                help="Generate random behaviours, as TLC's -generate: as "
                "-simulate (the same num=N), trying one successor at a time.",
            ),
            None,
        ),
        _flag(
            "depth",
            int,
            typer.Option("-depth", "--depth", help="Steps per simulated behaviour (as TLC's -depth)."),
            100,
        ),
        _flag(
            "stop_after",
            Optional[float],
            typer.Option("--stop-after", help="Stop simulating after this many seconds."),
            None,
        ),
        _flag(
            "allow_io_exec",
            bool,
            typer.Option("--allow-io-exec", help="Let IOUtils' IOExec run programs (else refused)."),
            False,
        ),
        _flag(
            "tool",
            bool,
            typer.Option(
                "-tool",
                "--tool",
                help="Print TLC's message codes, for the TLA+ VS Code "
                "extension and the Toolbox (as TLC's -tool).",
            ),
            False,
        ),
        _flag(
            "nowarning",
            bool,
            typer.Option("-nowarning", "--nowarning", help="Do not print TLC's warnings (as TLC)."),
            False,
        ),
        _flag(
            "coverage",
            Optional[int],
            typer.Option(
                "-coverage",
                "--coverage",
                metavar="MINUTES",
                help="Print TLC's coverage statistics every MINUTES and at the end.",
            ),
            None,
        ),
        _flag(
            "dump",
            Optional[str],
            typer.Option(
                "-dump",
                "--dump",
                metavar="[dot[,colorize,actionlabels]] FILE",
                help="Write the state graph to FILE, as TLC's -dump (dot: GraphViz).",
            ),
            None,
        ),
        _flag(
            "terse",
            bool,
            typer.Option(
                "-terse",
                "--terse",
                help="Print sets of functions, records, tuples and SUBSET "
                "as written, not enumerated (as TLC's -terse).",
            ),
            False,
        ),
        _flag(
            "userFile",
            Optional[Path],
            typer.Option("-userFile", "--user-file", help="Write Print's output to this file."),
            None,
        ),
        _flag(
            "maxSetSize",
            Optional[int],
            typer.Option(
                "-maxSetSize",
                "--max-set-size",
                help="Stop at a set enumerated with more elements (as TLC's).",
            ),
            None,
        ),
        _flag(
            "inv",
            Optional[list[str]],
            typer.Option(
                "-inv",
                "--inv",
                metavar="EXPR",
                help="Check EXPR as an invariant too (repeatable, as TLC's -inv).",
            ),
            None,
        ),
        _flag(
            "postCondition",
            Optional[list[str]],
            typer.Option(
                "-postCondition",
                "--post-condition",
                metavar="MODULE!OP",
                help="Check MODULE!OP after the search (repeatable, as TLC's).",
            ),
            None,
        ),
        _flag(
            "fpmem",
            Optional[float],
            typer.Option(
                "-fpmem",
                "--fpmem",
                help="Memory for the seen set, trace arrays, queue and liveness "
                "graph: a fraction of physical memory below 1, else megabytes (default 0.25, as TLC); "
                "the rest goes to disk.",
            ),
            None,
        ),
        _flag(
            "metadir",
            Optional[Path],
            typer.Option(
                "-metadir",
                "--metadir",
                help="Where a run keeps its checkpoints (DIR/checkpoint.tlapy; "
                "default: states/<start time>) and what does not fit in memory (default: a fresh "
                "folder under the system's temporary folder, removed at the end).",
            ),
            None,
        ),
        _flag(
            "checkpoint",
            float,
            typer.Option(
                "-checkpoint",
                "--checkpoint",
                metavar="MINUTES",
                help="Minutes between two checkpoints of the search (as TLC's -checkpoint; fractions "
                "too; 0: none).",
            ),
            DEFAULT_CHECKPOINT_MINUTES,
        ),
        _flag(
            "recover",
            Optional[str],
            typer.Option(
                "-recover",
                "--recover",
                metavar="DIR",
                help="Go on from the last checkpoint in DIR (as TLC's -recover; with --spark, a URI "
                "too: file:, hdfs:, s3a:).",
            ),
            None,
        ),
        _flag(
            "resume",
            Optional[Path],
            typer.Option("--resume", hidden=True, help="Go on from a search moved here."),
            None,
        ),
        _flag(
            "warm",
            Optional[int],
            typer.Option("--warm", hidden=True, help="Build the model, then wait on this socket."),
            None,
        ),
        _flag(
            "started_over",
            bool,
            typer.Option("--started-over", hidden=True, help="A search moved here before its Init ended."),
            False,
        ),
    ]
)
"""`tlapy check`'s arguments and flags, each named by the Options field it sets (TLC's names)."""


@_interruptible
def check(**flags) -> None:
    """Model-check SPEC breadth-first, as TLC does; exit with TLC's exit code for the result."""
    options = Options(**{k: tuple(v or ()) if k in _REPEATED else v for k, v in flags.items()})
    try:
        checked = check_options(options, partial(typer.echo, err=True))
        ran = execute(options, checked, make_plan(options, checked), out=typer.echo, argv=tuple(ARGV))
    except OptionError as e:
        raise typer.BadParameter(e.message, param_hint=e.flag) from None
    raise typer.Exit(ran.exit_code)


check.__signature__ = CHECK_FLAGS  # type: ignore[attr-defined]
app.command("check")(check)


@app.command()
@_interruptible
def replay(
    spec: Annotated[Path, typer.Argument(help="The root module (.tla)", readable=False)],
    trace: Annotated[Path, typer.Argument(help="A trace written by -dumpTrace itf or json.", readable=False)],
    config: Annotated[
        Optional[Path],
        typer.Option(
            "-config", "--config", help="Model config (default: SPEC.cfg beside SPEC).", readable=False
        ),
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


def _default_config(spec: Path, *, required: bool) -> Optional[Path]:
    """SPEC.cfg beside SPEC, as TLC picks it when -config is not given."""
    cfg = spec.with_suffix(".cfg")
    if cfg.exists() or required:
        return cfg
    return None


ARGV: list[str] = []
"""The command line being run (after cli.tlc_argv), for handing it to another interpreter."""
