"""The compiled form of TLA+ expressions: closures `f(s, t, fr)`, their frame layouts (Unit) and
modes (Ctx), and the small combinators every part of the compiler builds them from.

s is the current state (a tuple), t the next state (a tuple, or a list with UNSET holes while an
action is being enumerated), fr the frame: a list holding bound identifiers in slots fixed at compile
time.
"""

from __future__ import annotations

from collections.abc import Callable
from time import perf_counter
from typing import Any

from tla_py.errors import EvalError, JavaRuntimeError, UnexpectedEvalError
from tla_py.semantics.depth import is_recursion_error, stack_overflow
from tla_py.semantics.scope import (
    UNSET,
)
from tla_py.syntax import ast
from tla_py.values import (
    Seq,
    SetValue,
    TlaSet,
    fingerprint,
)
from tla_py.values.printing import format_value
from tla_py.values.sets import PredicateSet, check_normalized, check_set_size

Fn = Callable[[Any, Any, list], Any]

PY_ERRORS = (TypeError, ValueError, AttributeError, KeyError, IndexError, ZeroDivisionError, RecursionError)


def spanned(e: EvalError, span: ast.Span) -> EvalError:
    """Give a runtime error the span of the innermost expression that failed."""
    if e.span is None or e.span.line <= 0:
        e.span = span
    return e


def py_error(e: Exception, span: ast.Span) -> EvalError:
    """A Python error inside a standard operator, as a TLC-style evaluation error."""
    if is_recursion_error(e):
        return stack_overflow(span)
    return EvalError(f"Evaluation failed: {e}", span)


def fmt(v: Any) -> str:
    try:
        return format_value(v)
    except Exception:  # noqa: BLE001 -- printing must never hide the real error
        return repr(v)




def hoisted(f: Fn) -> Fn:
    """f, a closed constant expression, evaluated once (the first time it is needed)."""
    cell = [UNSET]

    def once(s, t, fr):
        v = cell[0]
        if v is UNSET:
            v = cell[0] = f(s, t, fr)
        return v

    return once


NOT_A_STATE = object()


def per_state(f: Fn, last: list) -> Fn:
    """f, a state-level definition, remembered in `last` (shared by every use of the definition)
    for the last state it was evaluated in: the state is held, so `is` cannot mistake a new state
    for it."""
    def this_state(s, t, fr):
        if s is last[0]:
            return last[1]
        v = f(s, t, fr)
        last[0], last[1] = s, v
        return v

    return this_state


MEMO_WARMUP = 2048
"""Calls a memo answers before it is timed (PyPy compiles its loops meanwhile)."""
MEMO_TRIAL = 8192
"""Calls a memo is timed over, to weigh it against evaluating the formula every time."""


def per_read_values(f: Fn, slots: list[int], limit: int = 1 << 16) -> Fn:
    """f, a state-level formula free of draws, output and registers, remembered by the fingerprints
    of the variables it reads: many states share them (an isolation check over a history variable
    sees the same history next to many values of the others). Where remembering costs more than it
    saves (the values read are new on most states, or f is cheap), f is evaluated every time, once
    MEMO_TRIAL calls have been timed: the value is the same either way."""
    memo: dict = {}
    get, put = _reads_memo(memo, slots, limit)
    trial = [0, 0.0, 0.0, 0]  # calls, their time, time in f, misses
    use = [True]

    def timed(s, t, fr):
        t0 = perf_counter()
        v = get(s)
        if v is None:
            t1 = perf_counter()
            v = f(s, t, fr)
            trial[2] += perf_counter() - t1
            trial[3] += 1
            put(s, v)
        trial[1] += perf_counter() - t0
        return v

    def by_reads(s, t, fr):
        if not use[0]:
            return f(s, t, fr)
        n = trial[0] = trial[0] + 1
        if MEMO_WARMUP < n <= MEMO_WARMUP + MEMO_TRIAL:
            v = timed(s, t, fr)
            if n == MEMO_WARMUP + MEMO_TRIAL:
                use[0] = _worth_it(trial)
                if not use[0]:
                    memo.clear()
            return v
        v = get(s)
        if v is None:
            v = f(s, t, fr)
            put(s, v)
        return v

    return by_reads


def _reads_memo(memo: dict, slots: list[int], limit: int) -> tuple[Callable, Callable]:
    """get(s) and put(s, v) of a memo by the fingerprints of s's values in `slots`: keyed by an int (PyPy
    looks a tuple of two fingerprints up 4-10 times slower: 405 -> 40 ns), each entry keeping the
    fingerprints it stands for, so that a key shared by two of them is a miss, never a wrong value."""
    if len(slots) == 1:  # the value's own fingerprint
        (a,) = slots

        def get1(s):
            return memo.get(fingerprint(s[a]))

        def put1(s, v):
            if len(memo) >= limit:
                memo.clear()
            memo[fingerprint(s[a])] = v

        return get1, put1
    if len(slots) == 2:
        a, b = slots

        def get2(s):
            x, y = fingerprint(s[a]), fingerprint(s[b])
            e = memo.get(hash((x, y)))
            return e[2] if e is not None and e[0] == x and e[1] == y else None

        def put2(s, v):
            if len(memo) >= limit:
                memo.clear()
            x, y = fingerprint(s[a]), fingerprint(s[b])
            memo[hash((x, y))] = (x, y, v)

        return get2, put2

    fps = _fingerprints(slots)

    def get(s):
        k = fps(s)
        e = memo.get(hash(k))
        return e[1] if e is not None and e[0] == k else None

    def put(s, v):
        if len(memo) >= limit:
            memo.clear()
        k = fps(s)
        memo[hash(k)] = (k, v)

    return get, put


def _fingerprints(slots: list[int]) -> Callable[[tuple], tuple]:
    """The tuple of the fingerprints of s's values in `slots`, written out four slots at a time: PyPy
    builds it 4-5 times faster than by a loop over `slots` (4 slots: ~200 -> ~50 ns a memo lookup)."""
    if len(slots) > 4:
        head, rest = _fingerprints(slots[:4]), _fingerprints(slots[4:])
        return lambda s: head(s) + rest(s)
    if len(slots) == 4:
        a, b, c, d = slots
        return lambda s: (fingerprint(s[a]), fingerprint(s[b]), fingerprint(s[c]), fingerprint(s[d]))
    if len(slots) == 3:
        a, b, c = slots
        return lambda s: (fingerprint(s[a]), fingerprint(s[b]), fingerprint(s[c]))
    if len(slots) == 2:
        a, b = slots
        return lambda s: (fingerprint(s[a]), fingerprint(s[b]))
    (a,) = slots
    return lambda s: (fingerprint(s[a]),)


def _worth_it(trial: list) -> bool:
    """Whether a memo's own time over its trial (its calls' time less f's) is below the time its hits
    saved (each one f's mean time on the misses)."""
    _, total, in_f, misses = trial
    if misses == 0:
        return True
    return total - in_f < (MEMO_TRIAL - misses) * (in_f / misses)


def per_next_state(f: Fn, last: list, slots: list[int]) -> Fn:
    """f, a state-level definition evaluated primed, remembered for the values of the variables
    it reads in the next state: an action enumerating its next states (a list with holes) asks for
    it again while other variables take their values (opOrder' \\in SUBSET ... /\\ Serializable')."""
    if len(last) == 2:
        last.append(None)

    def next_state(s, t, fr):
        if t is last[0]:
            return last[1]
        key = [t[i] for i in slots]
        seen = last[2]
        if seen is not None and all(a is b for a, b in zip(seen, key)):
            return last[1]
        v = f(s, t, fr)
        last[0], last[1], last[2] = (t if type(t) is tuple else NOT_A_STATE), v, key
        return v

    return next_state


class Unit:
    """A frame layout: the number of slots a frame needs."""

    __slots__ = ("n",)

    def __init__(self) -> None:
        self.n = 0

    def alloc(self) -> int:
        self.n += 1
        return self.n - 1


class Ctx:
    """Compile mode: the frame unit, and where variables are read from."""

    __slots__ = ("unit", "primed", "init")

    def __init__(self, unit: Unit, primed: bool = False, init: bool = False):
        self.unit = unit
        self.primed = primed
        self.init = init

    def prime(self) -> Ctx:
        return Ctx(self.unit, True, self.init)

    def plain(self) -> Ctx:
        return Ctx(self.unit, False, False)


def const(v: Any) -> Fn:
    return lambda s, t, fr: v


_CONST_CODE = const(None).__code__


def const_of(f: Fn) -> tuple[bool, Any]:
    """(True, v) when f is const(v): lets hot operators compare with v without calling f."""
    if getattr(f, "__code__", None) is _CONST_CODE:
        return True, f.__closure__[0].cell_contents
    return False, None


def as_bool(v: Any, what: str, span: ast.Span) -> bool:
    if v is True or v is False:
        return v
    raise not_boolean(v, what, span)


def not_boolean(v: Any, what: str, span: ast.Span) -> EvalError:
    """TLC's error for a value that is not a boolean where a formula must be one: it names its kind."""
    from tla_py.values.javanames import kind_text

    if what == "the argument of ~":
        return EvalError(f"Attempted to apply the operator ~ to a non-boolean\n({kind_text(v)})", span)
    return EvalError(f"A non-boolean expression ({kind_text(v)}) was used as {what}.", span)


def iter_members(v: Any, span: ast.Span):
    """The elements of a set in TLC's order, streamed (`x \\in S` in an action, a filter's or a
    function's domain: TLC's Enumerable.elements, no -maxSetSize)."""
    try:
        if type(v) is SetValue:  # its __iter__'s walk, without the call
            return iter(v.sorted())
        if isinstance(v, TlaSet):
            return iter(v)
    except EvalError as e:
        raise spanned(e, span) from None
    raise EvalError(f"Attempted to enumerate the non-set value {fmt(v)}.", span)


def iter_set(v: Any, span: ast.Span):
    """The elements of a set in TLC's order, for CHOOSE, \\A, \\E and set builders, which TLC
    enumerates normalized: a lazy set made in full first, so held to -maxSetSize."""
    try:
        if type(v) is SetValue:  # iter_members' walk, without the calls
            return iter(v.sorted())
        check_normalized(v)
    except EvalError as e:
        raise spanned(e, span) from None
    return iter_members(v, span)


def iter_any(v: Any, span: ast.Span):
    """The elements of a set in any order: for \\A, \\E, set builders, whose result ignores the order
    (unless their body calls an ORDER_SENSITIVE native: see ExprCompiler.ordered)."""
    if type(v) is SetValue:
        return iter(v.elems)
    return iter_set(v, span)


def iter_any_member(v: Any, span: ast.Span):
    """iter_any streamed, as iter_members: a filter's or a function's domain."""
    if type(v) is SetValue:
        return iter(v.elems)
    return iter_members(v, span)


def read_next(t: Any, i: int, name: str, span: ast.Span) -> Any:
    v = t[i] if t is not None else UNSET
    if v is UNSET:
        raise UnexpectedEvalError(
            f"In evaluation, the identifier {name} is either undefined or not an operator.", span
        )
    return v



class FilterSet(PredicateSet):
    """`{x \\in S : P}` (or `{<<a, b>> \\in S : P}`) over a lazy S (not enumerated, not an interval): kept
    unevaluated, as TLC's SetPredValue, so membership asks S and P of one value, and P runs on all of S
    only when the set is made in full (enumerated, compared, fingerprinted), once. Over an infinite S only
    membership can be asked. `slots` are the bound names' frame slots, `tup` whether they form a tuple,
    `walk` how the filter's compiler enumerates S."""

    __slots__ = ("base", "slots", "tup", "pred", "s", "t", "fr", "span", "walk", "_set")

    def __init__(self, base: TlaSet, slots: list, tup: bool, pred: Fn, s: Any, t: Any, fr: list,
                 span: ast.Span, walk: Callable = iter_members):
        self.base, self.slots, self.tup, self.pred = base, slots, tup, pred
        # the next state as it is now: an action goes on filling and emptying its slots, and a primed
        # definition's value (this set) is kept for other next states that agree on what it reads
        self.s, self.t, self.fr, self.span, self.walk = s, t if t is None else tuple(t), fr, span, walk
        self._set = None

    def _bind(self, fr: list, v: Any) -> None:
        slots = self.slots
        if not self.tup:
            fr[slots[0]] = v
        elif type(v) is Seq and len(v.elems) == len(slots):
            for k, x in zip(slots, v.elems):
                fr[k] = x
        else:
            raise EvalError(f"Attempted to bind a tuple of {len(slots)} names to {fmt(v)}.", self.span)

    def contains(self, v: Any) -> bool:
        if self._set is not None:
            return v in self._set.elems
        if not self.base.contains(v):
            return False
        fr = list(self.fr)
        self._bind(fr, v)
        try:
            r = self.pred(self.s, self.t, fr)
        except EvalError:  # TLC's SetPredValue.member turns the predicate's error into its own
            base = self.base.to_set() if self.base.is_finite() else self.base  # past -maxSetSize: that error
            raise EvalError(f"Cannot decide if element:\n{fmt(v)}\n is element of:\n{fmt(base)}\n"
                                  f"and satisfies the predicate {self.span.place()}", self.span) from None
        return as_bool(r, "the condition of a set filter", self.span)

    def is_finite(self) -> bool:
        return self.base.is_finite()

    def _params(self) -> tuple:
        return (id(self),)

    def describe(self) -> str:
        return f"{{x \\in {self.base.describe()} : ...}}"

    def not_enumerable(self) -> JavaRuntimeError:
        """TLC's error for anything that needs the elements of a filter over an infinite set."""
        return JavaRuntimeError("Attempted to enumerate { x \\in S : p(x) } when S:\n"
                                f"{self.base.describe()}\nis not enumerable", self.span)

    def _enumerate(self):
        """The elements in S's order, as TLC's SetPredValue.elements."""
        if not self.base.is_finite():
            raise self.not_enumerable()
        if self._set is not None:
            yield from self._set.elems
            return
        fr = list(self.fr)
        pred, s, t, span = self.pred, self.s, self.t, self.span
        for v in self.walk(self.base, span):
            self._bind(fr, v)
            r = pred(s, t, fr)
            if r is True:
                yield v
            elif r is not False:
                as_bool(r, "the condition of a set filter", span)

    def to_set(self) -> SetValue:
        out = self._set
        if out is None:
            out = SetValue(self._enumerate())
            check_set_size(len(out))  # made in full, as TLC's SetPredValue.toSetEnum
            self._set = out
        return out

    def _infinite_eq(self, other: TlaSet) -> bool:
        if self is other:
            return True
        raise self.not_enumerable()


def reset_slots(slots: list[int], f: Fn) -> Fn:
    """Mark cached slots (LET definitions, arguments) as not yet computed, then run f."""
    if not slots:
        return f

    def g(s, t, fr):
        for k in slots:
            fr[k] = UNSET
        return f(s, t, fr)

    return g


def _walk(node: Any):
    from tla_py.semantics.modules import walk

    return walk(node)


def bindings(steps: list, s: Any, t: Any, fr: list, elems: Callable = iter_set):
    """Assign every combination of bound values to their slots, in TLC's order (first binder outermost);
    one generator with a stack of iterators, not one generator per binder (a cold chain on PyPy)."""
    n = len(steps)
    if n == 0:
        yield None
        return
    its: list = [None] * n
    ks, dom, tup, span = steps[0]
    its[0] = elems(dom(s, t, fr), span)
    i = 0
    while i >= 0:
        v = next(its[i], UNSET)
        if v is UNSET:
            i -= 1
            continue
        ks, _, tup, span = steps[i]
        if tup:
            bind_tuple(ks, v, fr, span)
        else:
            fr[ks[0]] = v
        if i == n - 1:
            yield None
        else:
            i += 1
            _, dom, _, span = steps[i]
            its[i] = elems(dom(s, t, fr), span)


def bind_tuple(ks: list[int], v: Any, fr: list, span: ast.Span) -> None:
    """<<a, b>> bound to v: its elements in the slots ks."""
    if type(v) is not Seq or len(v.elems) != len(ks):
        raise EvalError(f"Attempted to bind a tuple of {len(ks)} names to {fmt(v)}.", span)
    for k, x in zip(ks, v.elems):
        fr[k] = x


def conj(fs: list[Fn], span: ast.Span) -> Fn:
    if len(fs) == 2:
        a, b = fs

        def c2(s, t, fr):
            v = a(s, t, fr)
            if v is True:
                w = b(s, t, fr)
                if w is True or w is False:
                    return w
                return as_bool(w, "a formula in a conjunction", span)
            if v is False:
                return False
            return as_bool(v, "a formula in a conjunction", span)

        return c2

    def c(s, t, fr):
        for f in fs:
            v = f(s, t, fr)
            if v is not True:
                if v is False:
                    return False
                as_bool(v, "a formula in a conjunction", span)
        return True

    return c


def disj(fs: list[Fn], span: ast.Span) -> Fn:
    def d(s, t, fr):
        for f in fs:
            v = f(s, t, fr)
            if v is not False:
                if v is True:
                    return True
                as_bool(v, "a formula in a disjunction", span)
        return False

    return d
