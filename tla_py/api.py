"""tlapy from Python (notebooks, scripts, tests): check, parse and lint, with traces as plain Python values.

`tla_py.check` runs what `tlapy check` runs and returns a `Result` instead of printing; errors in the spec
or the config raise `tla_py.errors.TlaError` (its `.render()` is the CLI's message).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tla_py.engine.result import CheckResult
from tla_py.values.core import Fcn, Seq, TlaSet
from tla_py.values.core import ModelValue as TlaModelValue


class ModelValue(str):
    """A model value of the config (`p1` in `Procs = {p1, p2}`): a string that says what it is."""

    def __repr__(self) -> str:
        return f"ModelValue({str(self)!r})"


class FrozenDict(dict):
    """A record or function: a dict that can be a set's element or another function's key."""

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def _frozen(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a TLA+ record or function is immutable")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _frozen  # type: ignore[assignment]


def to_python(v: Any) -> Any:
    """A TLA+ value as plain Python: sets as frozenset, sequences and tuples as tuple, records and functions
    as FrozenDict, model values as ModelValue; booleans, integers and strings as themselves. An infinite
    set stays tlapy's value."""
    t = type(v)
    if t is Seq:
        return tuple(to_python(x) for x in v.elems)
    if t is Fcn:
        return FrozenDict((to_python(k), to_python(x)) for k, x in v.map.items())
    if t is TlaModelValue:
        return ModelValue(v.name)
    if isinstance(v, TlaSet) and v.is_finite():
        return frozenset(to_python(x) for x in v.to_set().elems)
    return v


@dataclass
class Result:
    """A run's outcome: TLC's verdict and counts, and the error trace as Python values."""

    verdict: str
    """"success", "invariant violation", "property violation", "deadlock", "assumption violation", "error"."""
    exit_code: int
    violated: str | None
    distinct: int
    generated: int
    depth: int
    trace: list[dict[str, Any]]
    """One dict per state, variable name -> value (to_python)."""
    actions: list[str | None]
    """The action that led to each trace state (None for the initial state), as TLC labels it."""
    message: str | None = None
    violations: list[Result] = field(default_factory=list)
    """With continue_on_violation: each invariant violation found, in the order TLC reports them."""
    raw: CheckResult | None = field(default=None, repr=False)

    @property
    def ok(self) -> bool:
        return self.verdict == "success"


def _result(res: CheckResult) -> Result:
    return Result(
        verdict=res.result,
        exit_code=int(res.exit_code),
        violated=res.violated,
        distinct=res.distinct,
        generated=res.generated,
        depth=res.depth,
        trace=[{n: to_python(v) for n, v in zip(res.variables, s)} for _, s in res.trace],
        actions=[None if a is None else a.name for a, _ in res.trace],
        message=res.message,
        raw=res,
    )


def check(
    spec: str | Path,
    config: str | Path | None = None,
    *,
    check_deadlock: bool | None = None,
    lib: tuple[str | Path, ...] = (),
    seed: int | None = None,
    workers: int = 1,
    continue_on_violation: bool = False,
) -> Result:
    """Model-check `spec` with `config` (default: SPEC.cfg beside it) as `tlapy check` does.

    check_deadlock=False is TLC's -deadlock (None: the config decides); continue_on_violation is -continue.
    The options are checked and planned as `tlapy check`'s (run.options, run.plan; one refused raises
    run.options.OptionError) and the plan executed as its, quietly: the search stays in this interpreter
    and writes no checkpoints."""
    from tla_py.run.execute import Quiet, execute
    from tla_py.run.options import Options, check_options
    from tla_py.run.plan import make_plan

    options = Options(
        Path(spec),
        None if config is None else Path(config),
        deadlock=check_deadlock is False,
        workers=str(workers),
        lib=tuple(Path(p) for p in lib),
        seed=None if seed is None else str(seed),
        continue_=continue_on_violation,
        checkpoint=0.0,
        python="current",
    )
    checked = check_options(options)
    found: list[Result] = []
    on_violation = (lambda r: found.append(_result(r))) if continue_on_violation else None
    res = execute(
        options, checked, make_plan(options, checked), quiet=Quiet(on_violation, check_deadlock)
    ).result
    assert res is not None  # a quiet run's errors raise
    if res.after_trace is not None:
        res.after_trace()
    out = _result(res)
    out.violations = found
    return out


def parse(path: str | Path) -> Any:
    """The syntax tree (tla_py.syntax.ast.Module) of a file's first module; SpecError if it does not parse."""
    from tla_py.syntax import parse_file

    return parse_file(path)


def lint(spec: str | Path, config: str | Path | None = None, *, lib: tuple[str | Path, ...] = ()) -> list:
    """Every problem `tlapy lint` finds (a list of TlaError: .message, .span, .render()); empty when none."""
    from tla_py.errors import TlaError
    from tla_py.semantics import lint_files

    try:
        return lint_files(Path(spec), None if config is None else Path(config), [Path(p) for p in lib])
    except TlaError as e:
        return [e]
