"""RECURSIVE operators applied as actions, as TLC's Tool enters them.

TLC's getNextStates (and getInitStates) enters the body of every user-defined operator it meets in an
action, recursive or not: a `x' = e` anywhere inside, at any depth of the recursion, assigns, and a
disjunction or `\\E` inside yields one state per true branch. An operator that does not call itself is
inlined (ActionCompiler.act_ref); a RECURSIVE one, whose depth only its arguments decide, is compiled
once as a procedure: its body an action that returns to the continuation of the call being run, each
call in a frame of its own holding the argument values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.errors import SpecError
from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.compile_conjuncts import assigning_level
from tla_py.semantics.compile_fnaction import return_to_caller
from tla_py.semantics.depth import nested_call
from tla_py.semantics.scope import Bound, Def, Lazy, Meaning, RtOp, Scope
from tla_py.syntax import ast

Act = Callable[[Any, list, list], Any]

ARG_DEPTH = 100
"""How many calls with arguments with primes deep a procedure is compiled for those arguments."""


class RecActionCompiler:
    """The RECURSIVE-operator part of ActionCompiler (tla_py.semantics.compile_action); a mixin."""

    def call_op_procedure(self, d: Def, args: list[ast.Expr], e: ast.Expr, sc: Scope, cx: Ctx, k: Act) -> Act:
        """`Op(args)`, Op RECURSIVE, as an action; a Boolean test when its body neither branches nor
        assigns (a recursive predicate, evaluated as TLC would find it: the same states)."""
        if len(args) != d.arity:
            raise SpecError(f"The operator {d.name} requires {d.arity} arguments but is applied to "
                            f"{len(args)}.", e.span)
        lazies = self.action_args(d, args, sc)
        unit, slots, holder, returns, branches = self.op_procedure(d, cx, lazies)
        if not branches and self.level(e, sc) < assigning_level(cx):
            return self.test(e, sc, cx, k)
        self.branch_points += branches
        fs = [(slot, self.arg_fns([p], [a], sc, cx, e.span)[0])
              for slot, p, a in zip(slots, d.node.params, args) if slot is not None]
        copy = d.scope is not None or bool(lazies)  # its body reads the enclosing frame
        span = e.span

        def g(s, t, fr):
            nf = fr.copy() if copy else [None] * unit.n
            for slot, a in fs:
                nf[slot] = a(s, t, fr)
            returns.append((k, fr))
            try:
                return nested_call(holder[0], s, t, nf, span)
            finally:
                returns.pop()

        return g

    def action_args(self, d: Def, args: list[ast.Expr], sc: Scope) -> tuple:
        """The arguments with primes (an action, x'), as TLC's lazy values: entered or evaluated where
        the body uses them, in the caller's scope; (position, Lazy) each, the Lazy a parameter's own
        when the body passes it on."""
        if self.depth >= ARG_DEPTH:  # an argument growing at each call: evaluated at the call
            return ()
        out = []
        for i, (p, a) in enumerate(zip(d.node.params, args)):
            if p.arity == 0 and self.level(a, sc) >= 2:
                m = sc.lookup(a.name) if isinstance(a, ast.Name) else None
                out.append((i, m if isinstance(m, Lazy) and m.slot is None else Lazy(a, sc)))
        return tuple(out)

    def op_procedure(self, d: Def, cx: Ctx, lazies: tuple = ()) -> tuple:
        """(frame unit, parameter slots (None for a lazy one), body holder, return stack, branching) of a
        RECURSIVE operator, compiled once per mode and arguments with primes (in the caller's frame,
        where they are read). Whether it branches is first guessed not, its calls of itself then
        compiled as tests where they cannot assign; when the body branches after all, it is compiled
        again with its calls as actions (and what that first compile cached of other procedures goes)."""
        procs = self._op_procedures
        shared = d.scope is not None or bool(lazies)
        key = (d, cx.unit if shared else None, cx.primed, cx.init, lazies)
        if key in procs:
            return procs[key]
        unit = cx.unit if shared else Unit()
        pcx = Ctx(unit, cx.primed, cx.init)
        names: dict[str, Meaning] = {d.node.params[i].name: m for i, m in lazies}
        slots: list[int | None] = []
        for p in d.node.params:
            slot = None if p.name in names else unit.alloc()
            if slot is not None:
                names[p.name] = RtOp(slot, p.arity) if p.arity > 0 else Bound(slot, p.name)
            slots.append(slot)
        inner = self.def_scope(d).child(names)
        returns: list[tuple] = []

        ret = return_to_caller(returns)

        holder: list = [None]
        known, start = set(procs), self.branch_points
        self.depth += bool(lazies)
        try:
            for guess in (0, 1):
                procs[key] = (unit, slots, holder, returns, guess)
                self.branch_points = start
                holder[0] = self.action(d.node.body, inner, pcx, ret)
                branches = int(self.branch_points != start)
                if branches == guess:
                    break
                for other in set(procs) - known:
                    del procs[other]
        finally:
            self.depth -= bool(lazies)
        self.branch_points = start
        procs[key] = (unit, slots, holder, returns, branches)
        return procs[key]
