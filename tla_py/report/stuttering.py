"""TLC's warning after a stuttering counterexample of a spec without fairness (its Liveness
.printStutteringCounterExampleWarning): the counterexample may only say that nothing forces a step.

TLC warns when the SPECIFICATION has no temporal conjunct (2259, naming it), or when there is no
SPECIFICATION (2257), and the violated property is more than a safety property in disguise: in TLC's
decomposition of its negation (disjunctive normal form, each conjunct a `<>[]A`, a `[]<>A` or part of
the tableau's formula) a disjunct has a `<>[]`/`[]<>` condition, or a promise `<>f` whose f holds a
`[]` (OrderOfSolution.hasEmptyPEMAndBoxFreePromises false). `<>P` alone draws no warning.
"""

from __future__ import annotations

from itertools import product
from pathlib import Path

from tla_py.engine.result import PROPERTY, CheckResult
from tla_py.semantics.compiled import Model
from tla_py.semantics.tableau import Always, And, Eventually, Formula, Lit, Or, nnf

NO_SPEC, NO_FAIRNESS = 2257, 2259
CAUSED = "The stuttering counterexample above may be caused by the absence of"
BOOK = ("(compare Chapter 8, page 87ff of Specifying Systems at "
        "https://lamport.azurewebsites.net/tla/book.html).")


def stuttering_warning(model: Model, res: CheckResult) -> tuple[int, str] | None:
    """TLC's warning (its code, its text) to print after `res`'s stuttering counterexample, if any."""
    if res.result != PROPERTY or res.trace_kind != "stuttering" or model.fairness:
        return None
    formula = _negated(model, res.violated)
    if formula is None or not cycle_conditions(formula):
        return None
    spec = getattr(model, "spec", None)
    ref = None if spec is None else spec.config.specification
    if ref is None:
        return NO_SPEC, (f"{CAUSED} a behavior specification (SPECIFICATION). Only INIT and NEXT "
                         "have been provided, so TLC permits infinite stuttering. To rule out such "
                         "counterexamples, use SPECIFICATION Spec, with Spec asserting a suitable fairness "
                         f"constraint {BOOK}")
    span = spec.scope.lookup(ref.name).node.span
    place = span.place(Path(span.file).stem)
    return NO_FAIRNESS, (f"{CAUSED} a fairness constraint in the behavior specification {ref.name} defined "
                         f"at {place}. To rule out such counterexamples, conjoin a suitable fairness "
                         f"constraint to {ref.name} {BOOK}")


def _negated(model: Model, name: str | None) -> Formula | None:
    from tla_py.engine.properties import plan_properties

    plan, _ = plan_properties(model)
    found = [lv.formula for lv in (plan.liveness if plan is not None else ()) if lv.name == name]
    return found[0] if found else None


def cycle_conditions(negated: Formula) -> bool:
    """Whether a disjunct of TLC's normal form of `negated` has a `<>[]`/`[]<>` condition or a promise
    holding a `[]`."""
    for disjunct in _dnf(_simplified(nnf(negated))):
        for f in disjunct:
            if _condition(f) or any(_has_box(e.arg) for e in _promises(f)):
                return True
    return False


def _simplified(f: Formula) -> Formula:
    """TLC's simplify: `<><>f` is `<>f`, `[][]f` is `[]f`."""
    if isinstance(f, (And, Or)):
        return type(f)(tuple(_simplified(a) for a in f.args))
    if isinstance(f, (Always, Eventually)):
        arg = _simplified(f.arg)
        return type(f)(arg.arg if type(arg) is type(f) else arg)
    return f


def _dnf(f: Formula) -> list[list[Formula]]:
    """The disjuncts of f, each a list of conjuncts; temporal operators are not entered."""
    if isinstance(f, Or):
        return [d for a in f.args for d in _dnf(a)]
    if isinstance(f, And):
        return [[c for part in choice for c in part] for choice in product(*(_dnf(a) for a in f.args))]
    return [[f]]


def _temporal(f: Formula) -> bool:
    if isinstance(f, (Always, Eventually)):
        return True
    return isinstance(f, (And, Or)) and any(_temporal(a) for a in f.args)


def _condition(f: Formula) -> bool:
    """`<>[]A` or `[]<>A` with A a state predicate or an action: TLC checks it on the cycle, no tableau."""
    inner = {Eventually: Always, Always: Eventually}.get(type(f))  # type: ignore[call-overload]
    return inner is not None and isinstance(f.arg, inner) and not _temporal(f.arg.arg)  # type: ignore[union-attr]


def _promises(f: Formula) -> list[Eventually]:
    if isinstance(f, Lit):
        return []
    own = [f] if isinstance(f, Eventually) else []
    args = f.args if isinstance(f, (And, Or)) else (f.arg,)  # type: ignore[union-attr]
    return own + [e for a in args for e in _promises(a)]


def _has_box(f: Formula) -> bool:
    if isinstance(f, Always):
        return True
    if isinstance(f, (And, Or)):
        return any(_has_box(a) for a in f.args)
    return isinstance(f, Eventually) and _has_box(f.arg)
