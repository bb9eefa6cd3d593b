"""Macro expansion, as pcal.trans does it: a call is replaced by a copy of the macro's body in which
each argument is substituted (parenthesized when it has several tokens) for its parameter, an
assignment to a parameter assigning to the argument's variable instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import IDENT, Expr, ExprError

if TYPE_CHECKING:
    from tla_py.pluscal.parser import Parser


def check_duplicates(macros: list) -> None:
    seen = set()
    for m in macros:
        if m.name in seen:
            raise PcalError(f"Multiple definitions of macro name `{m.name}'")
        seen.add(m.name)


def expand_in(p: Parser, stmts: list, macros: list) -> None:
    """Replace every macro call in stmts (and in the statements nested in them) by its expansion."""
    i = 0
    while i < len(stmts):
        node = stmts[i]
        if isinstance(node, n.LabelIf):
            expand_in(p, node.unlab_then, macros)
            expand_in(p, node.unlab_else, macros)
        elif isinstance(node, n.LabelEither):
            for clause in node.clauses:
                expand_in(p, clause.unlab_or, macros)
        elif isinstance(node, n.With):
            expand_in(p, node.do, macros)
        elif isinstance(node, n.While):
            expand_in(p, node.unlab_do, macros)
        elif isinstance(node, n.MacroCall):
            expansion = _expand_call(node, macros)
            stmts[i:i + 1] = expansion
            i += len(expansion) - 1
        i += 1


def _expand_call(call: n.MacroCall, macros: list) -> list:
    """The macro's body with the call's arguments; its first statement gets the call's label."""
    definition = None
    for m in macros:
        if m.name == call.name:
            definition = m
    if definition is None:
        raise PcalError(f"Macro {call.name} undefined,\n    at {call.location()}")
    if len(definition.params) != len(call.args):
        raise PcalError(f"Macro {call.name} called with wrong number of arguments at \n    {call.location()}")
    result = _substitute_seq(definition.body, call.args, definition.params, call.line, call.col)
    if result:
        result[0].lbl = call.lbl
    return result


def _substitute_seq(stmts: list, args: list, params: list, macro_line: int, macro_col: int) -> list:
    return [_substitute(s, args, params, macro_line, macro_col) for s in stmts]


def _substituted(e: Expr, args: list, params: list) -> Expr:
    out = e.clone()
    try:
        out.substitute_all(args, params)
    except ExprError as err:
        raise PcalError(str(err)) from None
    return out


def _substitute_labeled(steps: list, args: list, params: list) -> list:
    out = []
    for step in steps:
        new = n.LabeledStmt()
        new.label = step.label
        new.stmts = _substitute_seq(step.stmts, args, params, -1, 0)
        out.append(new)
    return out


def _copy_place(new: n.Node, old: n.Node, macro_line: int, macro_col: int, keep_macro: bool = True) -> None:
    """Give new old's place, and the macro call's place when expanding one."""
    new.line, new.col = old.line, old.col
    if keep_macro:
        new.macro_line, new.macro_col = old.macro_line, old.macro_col
    if macro_line > 0:
        new.macro_line, new.macro_col = macro_line, macro_col


def _substitute(stmt: n.Node, args: list, params: list, macro_line: int, macro_col: int) -> n.Node:
    """A copy of stmt with the arguments substituted for the parameters (labels are not copied)."""
    new = type(stmt)()
    _copy_place(new, stmt, macro_line, macro_col, keep_macro=not isinstance(stmt, n.Skip))

    def sub(e: Expr) -> Expr:
        return _substituted(e, args, params)

    def seq(stmts: list) -> list:
        return _substitute_seq(stmts, args, params, macro_line, macro_col)

    if isinstance(stmt, n.Assign):
        new.ass = [_substitute_single(a, args, params, macro_line, macro_col) for a in stmt.ass]
    elif isinstance(stmt, n.If):
        new.test, new.then, new.els = sub(stmt.test), seq(stmt.then), seq(stmt.els)
    elif isinstance(stmt, n.Either):
        new.ors = [seq(clause) for clause in stmt.ors]
    elif isinstance(stmt, n.With):
        new.var, new.is_eq, new.exp, new.do = stmt.var, stmt.is_eq, sub(stmt.exp), seq(stmt.do)
    elif isinstance(stmt, (n.When, n.Assert, n.PrintS)):
        new.exp = sub(stmt.exp)
    elif isinstance(stmt, n.While):
        new.test, new.unlab_do = sub(stmt.test), seq(stmt.unlab_do)
        new.lab_do = _substitute_labeled(stmt.lab_do, args, params)
    elif isinstance(stmt, n.LabelIf):
        new.test = sub(stmt.test)
        new.unlab_then = seq(stmt.unlab_then)
        new.lab_then = _substitute_labeled(stmt.lab_then, args, params)
        new.unlab_else = seq(stmt.unlab_else)
        new.lab_else = _substitute_labeled(stmt.lab_else, args, params)
    elif isinstance(stmt, n.LabelEither):
        for old in stmt.clauses:
            clause = n.Clause()
            clause.lab_or = _substitute_labeled(old.lab_or, args, params)
            clause.unlab_or = seq(old.unlab_or)
            new.clauses.append(clause)
    elif isinstance(stmt, (n.Call, n.CallReturn, n.CallGoto)):
        new.to = stmt.to
        new.args = [sub(a) for a in stmt.args]
        if isinstance(stmt, n.Call):
            new.return_to = stmt.return_to
        elif isinstance(stmt, n.CallReturn):
            new.frm = stmt.frm
        else:
            new.after = stmt.after
    elif isinstance(stmt, n.Return):
        new.frm = stmt.frm
    elif isinstance(stmt, n.Goto):
        new.to = stmt.to
    elif not isinstance(stmt, n.Skip):
        raise PcalError(
            "You have discovered a bug in pcal.trans.\nSend the following information and the\n"
            f"input file to the current maintainer(s).\n\n -- Found unexpected statement type in macro at"
            f"{stmt.location()}."
        )
    return new


def _substitute_single(a: n.SingleAssign, args: list, params: list, macro_line: int, macro_col: int):
    """An assignment with the arguments substituted; assigning to a parameter assigns to the variable
    its argument starts with, the rest of the argument prefixed to the subscript."""
    new = n.SingleAssign()
    _copy_place(new, a, macro_line, macro_col)
    new.rhs = _substituted(a.rhs, args, params)
    new.lhs = n.Lhs()
    new.lhs.sub = a.lhs.sub
    if a.lhs.sub.lines:
        new.lhs.sub = _substituted(a.lhs.sub, args, params)
    new.lhs.var = a.lhs.var
    if a.lhs.var not in params:
        return new
    arg = args[params.index(a.lhs.var)]
    var_tok = arg.token_at((0, 0))
    if var_tok.kind != IDENT:
        raise PcalError(
            f"Macro expansion substitutes `{var_tok.string}' for assignment variable\n    at {new.location()}"
        )
    new.lhs.var = var_tok.string
    if arg.step((0, 0), 1) is not None:
        rest = arg.clone()
        del rest.lines[0][0]
        rest.normalize()
        if not new.lhs.sub.lines:
            new.lhs.sub = rest
        else:
            try:
                new.lhs.sub.prepend(rest, 0)
            except ExprError as err:
                raise PcalError(str(err)) from None
    return new
