"""Conjunctions in actions, as TLC's Tool enumerates them: `/\\` lists and `\\A` taken as the list of its
instances, with TLC's shortcut once every variable of the state being built has its value.

TLC keeps the conjuncts still to do in an ActionItemList. When it goes on to the next one and the state
has every variable assigned (Tool.getNextStatesAllAssigned for Next, getInitStates for Init), it
evaluates the rest as Booleans: a disjunction or `\\E` among them then yields one state, not one per
true branch or witness, which is what TLC's "states generated" counts. Each conjunction whose rest may
branch therefore gets a settled twin, the rest compiled as Boolean tests, chosen at run time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import SpecError
from tla_py.semantics.closures import Ctx, as_bool, bindings, iter_set
from tla_py.semantics.scope import UNSET, Scope
from tla_py.syntax import ast

Act = Callable[[Any, list, list], Any]


def settled(t: list) -> bool:
    """Whether every variable of the state being built has its value."""
    for v in t:  # by identity: `UNSET in t` would call every value's __eq__
        if v is UNSET:
            return False
    return True


def unless_settled(act: Act, twin: Act) -> Act:
    """`act`, or its settled twin once every variable has its value."""

    def g(s, t, fr):
        if settled(t):
            return twin(s, t, fr)
        return act(s, t, fr)

    return g


class ConjunctCompiler:
    """The conjunction part of ActionCompiler (tla_py.semantics.compile_action); a mixin."""

    branch_points = 0
    """How many constructs that may yield several states (\\/, \\E, \\cdot) were compiled so far:
    the action compiler counts them so a conjunction knows whether its rest may branch."""

    def conjunction(self, items: list[ast.Expr], sc: Scope, cx: Ctx, k: Act) -> Act:
        """The conjuncts in turn; between two, the settled twin of the rest when it may branch."""
        cont, twin = k, k
        branching = False
        for i in range(len(items) - 1, 0, -1):
            before = self.branch_points
            cont = act = self.action(items[i], sc, cx, cont)
            branching = branching or self.branch_points != before
            if branching and twin is not None and not self.tracing:  # tracing: TLC's order, settled or not
                try:
                    twin = self.test(items[i], sc, cx, twin)
                except SpecError:  # `A \cdot B`, which only an action evaluates: no twin
                    twin = None
                else:
                    cont = unless_settled(act, twin)
        return self.action(items[0], sc, cx, cont)

    def act_forall(self, e: ast.Quant, sc: Scope, cx: Ctx, k: Act) -> Act:
        """`\\A` as an action: TLC (Tool, OPCODE_bf) takes the conjunction of its instances, the first
        binding's first and then the others from the last back, so an instance that branches yields
        several states. A body that neither branches nor may assign (a variable in Init, a primed one
        in Next) stays one Boolean test."""
        inner, steps = self.binder_steps(e.binders, sc, cx)
        slots = [slot for st in steps for slot in st[0]]
        frames: list[list] = []  # [instances in TLC's order, index of the next], innermost last
        before = self.branch_points

        def following(s, t, fr):
            frame = frames[-1]
            instances, i = frame
            saved = fr[:]  # the instances before are live up the stack: the next one must not clobber them
            try:
                if i < len(instances) and not settled(t):
                    frame[1] = i + 1
                    put(fr, instances[i])
                    return body(s, t, fr)
                for values in instances[i:]:  # settled: the instances left are Boolean tests
                    put(fr, values)
                    if not as_bool(test(s, t, fr), "the body of \\A", span):
                        return False
                frames.pop()
                try:
                    return k(s, t, fr)
                finally:
                    frames.append(frame)
            finally:
                frame[1] = i
                fr[:] = saved

        def put(fr, values):
            for slot, v in zip(slots, values):
                fr[slot] = v

        body = self.action(e.body, inner, cx, following)
        if self.branch_points == before and self.level(e.body, inner) < assigning_level(cx) \
                and self.costs is None:  # -coverage counts each instance's body, as TLC does
            return self.test(e, sc, cx, k)
        test, span = self.expr(e.body, inner, cx), e.body.span

        walk = iter_set if self.costs is None else self.costs.walker(iter_set)

        def fa(s, t, fr):
            instances = [tuple(fr[slot] for slot in slots) for _ in bindings(steps, s, t, fr, walk)]
            if not instances:
                return k(s, t, fr)
            frames.append([instances[:1] + instances[:0:-1], 1])
            try:
                put(fr, instances[0])
                return body(s, t, fr)
            finally:
                frames.pop()

        return fa


def assigning_level(cx: Ctx) -> int:
    """The level from which a body may assign: a variable's in Init, a primed variable's in Next."""
    return 1 if cx.init else 2
