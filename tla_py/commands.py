"""The `tlapy` commands (typer): parse, lint and check TLA+ specs with TLC's flags and exit codes.

No `from __future__ import annotations` here: typer reads the annotations at run time, and on
Python 3.9 it cannot evaluate them from strings.
"""

import importlib
import json
from enum import Enum
from functools import partial, wraps
from pathlib import Path
from typing import Annotated, Optional

import typer
from typer.core import TyperCommand, TyperGroup

from tla_py.checkflags import CHECK_FLAGS, REPEATED
from tla_py.errors import ConfigError, ExitCode, TlaError
from tla_py.run.execute import execute
from tla_py.run.options import OptionError, Options, check_options
from tla_py.run.output import error_json
from tla_py.run.plan import make_plan
from tla_py.version import __version__

_click = getattr(typer.core, "_click", None) or importlib.import_module("click")
"""The click typer runs on: its own copy in recent typers, click itself in older ones."""


class _CoercedHere:
    """A command whose parameters are coerced without pydantic (_TextHere): every run starts with them."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        _text_coerced_here(self.get_params(ctx))  # type: ignore[attr-defined]
        return super().parse_args(ctx, args)  # type: ignore[misc]


class _TlcUsage(_CoercedHere, TyperGroup):
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


class _TextHere:
    """A parameter's coercion as typer 0.29's for a string or a path given as text (the same value, the same
    path checks), typer's own (a pydantic TypeAdapter) for anything else, built at its first use. typer
    builds an adapter for every parameter, given or not, and pydantic's import alone was a fifth of a short
    run's start on CPython (TwoPhase: 55 ms of 250)."""

    def __init__(self, descriptor, build, coerce_path) -> None:
        self.descriptor, self.build, self.coerce_path = descriptor, build, coerce_path
        self.typers = None

    def coerce(self, value, param, ctx):
        """Typer's RuntimeParam.coerce: None is the default, else each text value here or all by typer."""
        multiple = param.multiple or param.nargs == -1
        if value is None:
            return () if multiple else None
        if multiple == isinstance(value, (list, tuple)):
            done = [self._text(v, param, ctx) for v in (value if multiple else [value])]
            if all(d is not _TYPERS for d in done):
                return done if multiple else done[0]
        if self.typers is None:
            self.typers = self.build(self.descriptor)
        return self.typers.coerce(value, param=param, ctx=ctx)

    def _text(self, value, param, ctx):
        """One text value as typer's adapter coerces it (_TYPERS: one this does not take)."""
        info, kind = self.descriptor.parameter_info, self.descriptor.annotation
        kind = getattr(kind, "__args__", (kind,))[0] if getattr(kind, "__origin__", None) is list else kind
        if info.parser is not None or info.min is not None or info.max is not None:
            return _TYPERS
        if type(value) is kind in (str, bool, int, float):  # a default, or text for a string
            return value
        if type(value) is not str:
            return _TYPERS
        if kind is Path and value and info.path_type in (None, Path):
            return self.coerce_path(Path(value), info, path_type=Path, param=param, ctx=ctx)
        return _TYPERS


_TYPERS = object()


def _text_coerced_here(params: list) -> None:
    """Give each of `params` that typer 0.29 would coerce through pydantic a _TextHere (older typers coerce
    with click, and have none of these)."""
    try:
        from typer._coercion import build_runtime_param
        from typer._param_types import coerce_cli_path
    except ImportError:
        return
    for param in params:
        descriptor = getattr(param, "type_descriptor", None)
        if descriptor is not None and descriptor.file_annotation is None and param.__dict__.get(
                "_runtime_param", 0) is None:
            param._runtime_param = _TextHere(descriptor, build_runtime_param, coerce_cli_path)


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


@_interruptible
def check(**flags) -> None:
    """Model-check SPEC breadth-first, as TLC does; exit with TLC's exit code for the result."""
    options = Options(**{k: tuple(v or ()) if k in REPEATED else v for k, v in flags.items()})
    try:
        checked = check_options(options, partial(typer.echo, err=True))
        ran = execute(options, checked, make_plan(options, checked), out=typer.echo, argv=tuple(ARGV))
    except OptionError as e:
        raise typer.BadParameter(e.message, param_hint=e.flag) from None
    raise typer.Exit(ran.exit_code)


class _Check(_CoercedHere, TyperCommand):
    """`check`, its arguments coerced without pydantic."""


check.__signature__ = CHECK_FLAGS  # type: ignore[attr-defined]
app.command("check", cls=_Check)(check)


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
    from tla_py.runtime import RuntimeChoiceError
    from tla_py.runtime import setup_pypy as prepare

    try:
        exe = prepare(pypy, None if source is None else str(source), typer.echo)
    except RuntimeChoiceError as e:
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
