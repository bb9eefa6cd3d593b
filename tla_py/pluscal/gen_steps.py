"""The TLA+ of each step, as pcal.trans writes it: one action per label, a conjunct per statement
(IF/THEN/ELSE, disjuncts for either, LET or \\E for with, EXCEPT for subscripted assignments), primes
on variables already assigned in the step, and the UNCHANGED conjunct of what the step leaves alone."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.changed import Changed
from tla_py.pluscal.errors import PcalError, at_node
from tla_py.pluscal.expr import ADDED, BUILTIN, IDENT, Expr, ExprError, Token
from tla_py.pluscal.layout import TlaWriter, needs_parentheses


def self_expr() -> Expr:
    """The expression `self`."""
    e = Expr([[Token("self", 0, IDENT)]])
    e.normalize()
    return e


def subscript_of(e: Expr | None) -> Expr | None:
    """[e] (None for None)."""
    if e is None:
        return None
    sub = e.clone()
    for i, line in enumerate(sub.lines):
        for tok in line:
            tok.column += 1
        if i == 0:
            line.insert(0, Token("[", 0, BUILTIN))
    sub.add_token_offset(Token("]", 0, BUILTIN), 0)
    return sub


def _sorted_by_variable(assigns: list) -> list:
    """pcal.trans's selection sort by assigned variable (equal names keep their order)."""
    rest, out = list(assigns), []
    while rest:
        best = 0
        for i in range(1, len(rest)):
            if rest[best].lhs.var > rest[i].lhs.var:
                best = i
        out.append(rest.pop(best))
    return out


class StepWriter:
    """The part of the generator that writes steps; the generator sets the fields used here."""

    out: TlaWriter
    vars: list
    mp: bool
    procedure_vars: list
    process_set_vars: list
    self_: Expr | None
    self_is_self: bool
    wrap: int
    omit_pc: bool
    current_proc_name: str

    def self_for(self, context: str) -> Expr | None:
        """The subscript of a local variable in context: self in a procedure, else the process's."""
        if not self.mp:
            return None
        return self_expr() if context == "procedure" else self.self_

    def subscripted(self, e: Expr, sub: Expr | None, c: Changed) -> Expr:
        """e with [self] after the variables that have one (pc, stack, procedure and process-set
        variables) and a prime on those already assigned in the step."""
        result = e.clone()
        names, exprs = [], []
        for line in result.lines:
            for tok in line:
                prime = tok.kind == IDENT and c.is_changed(tok.string)
                subr = sub is not None and (
                    tok.kind == ADDED
                    or (self.mp and tok.kind == IDENT
                        and (tok.string in self.procedure_vars or tok.string in self.process_set_vars))
                )
                if not (subr or prime) or tok.string in names:
                    continue
                names.append(tok.string)
                exp = Expr([[Token(tok.string, 0, tok.kind)]])
                if prime:
                    exp.add_token_offset(Token("'", 0, BUILTIN), 0)
                if subr:
                    with_sub = sub.clone()
                    exp.normalize()
                    _prepend(with_sub, exp)
                    exp = with_sub
                exprs.append(exp)
        if exprs:
            try:
                result.substitute_all(exprs, names, False)
            except ExprError as err:
                raise PcalError(str(err)) from None
        return result

    def sub_expr(self, e: Expr, context: str, c: Changed) -> Expr:
        return self.subscripted(e, subscript_of(self.self_for(context)), c)

    # ------------------------------------------------------------------ steps

    def labeled_stmt(self, step: n.LabeledStmt, context: str) -> None:
        """A step's action: its conjuncts, then UNCHANGED of the variables it leaves alone."""
        out = self.out
        name = self.current_proc_name if self.omit_pc else step.label
        c = Changed(self.vars)
        if self.mp and (context == "procedure" or self.self_is_self):
            name += "(self)"
        head = name + " == "
        col = len(head)
        prefix = head + "/\\ "
        start = len(out.code)
        for stmt in step.stmts:
            self.stmt(stmt, c, context, prefix, len(prefix))
            prefix = " " * col + "/\\ "
        pieces = c.unchanged_lines(self.wrap - col - len("/\\ UNCHANGED << "))
        if c.num_unchanged() > 1:
            *lines, last = _unchanged_list(" " * col + "/\\ ", pieces)
            for line in lines:
                out.line(line)
            out.token(last)
        elif c.num_unchanged() == 1:
            u = c.unchanged()
            out.token(" " * col + ("/\\ UNCHANGED " + u if len(u) > 5 else f"/\\ {u}' = {u}"))
        elif len(step.stmts) == 1:
            for i in range(start, len(out.code)):
                line = out.code[i]
                if i == start:
                    out.code[i] = line[:col] + line[col + 3:]
                elif len(line) > 3:
                    out.code[i] = line[3:]
        out.line("")

    def stmt(self, s: n.Node, c: Changed, context: str, prefix: str, col: int) -> None:
        """The conjunct of one statement, prefix on its first line."""
        if isinstance(s, n.Assign):
            self.assign(s, c, context, prefix)
        elif isinstance(s, n.If):
            self.if_(s, c, context, prefix)
        elif isinstance(s, n.Either):
            self.either(s, c, context, prefix)
        elif isinstance(s, n.With):
            self.with_(s, c, context, prefix, col)
        elif isinstance(s, n.When):
            self.out.token(prefix)
            self.out.expr(self.sub_expr(s.exp, context, c))
            self.out.end_line()
        elif isinstance(s, n.PrintS):
            exp = self.sub_expr(s.exp, context, c)
            self.out.token(prefix + "PrintT(")
            self.out.expr(exp)
            self.out.token(")")
            self.out.end_line()
        elif isinstance(s, n.Assert):
            self.assertion(s, c, context, prefix)
        elif isinstance(s, n.Skip):
            self.out.token(prefix + "TRUE")
            self.out.end_line()
        else:
            raise PcalError(
                "You have discovered a bug in pcal.trans.\nSend the following information and the\n"
                f"input file to the current maintainer(s).\n\n -- Unexpected AST type {type(s).__name__}."
            )

    def assign(self, a: n.Assign, c: Changed, context: str, prefix: str) -> None:
        """The conjuncts of a (multiple) assignment: one per variable, EXCEPT for subscripts."""
        out = self.out
        c_this = c.copy()
        a.ass = _sorted_by_variable(a.ass)
        out.token(prefix)
        text = ""
        multiple_vars = False
        i = 0
        while i < len(a.ass):
            first = a.ass[i]
            var = first.lhs.var
            if var not in self.vars:
                raise at_node(f"Assignment to undeclared variable {var}", first)
            last = i
            unsubscripted = False
            last_unsubscripted = not first.lhs.sub.lines
            while last < len(a.ass) and a.ass[last].lhs.var == var:
                if last_unsubscripted:
                    unsubscripted = True
                last += 1
                if last < len(a.ass) and not a.ass[last].lhs.sub.lines:
                    last_unsubscripted = True
            if last != len(a.ass):
                multiple_vars = True
            last -= 1
            if c_this.set(var) > 1 or (last > i and unsubscripted):
                raise at_node(f"Multiple assignment to {var}", a)
            if multiple_vars:
                text += "/\\ "
            if i == last:
                self._single(first, c, context, text)
            else:
                self._several(a.ass, i, last, c, context, prefix, text)
            text = ""
            i = last + 1
            if i < len(a.ass):
                out.end_line()
                text = " " * len(prefix)
        out.end_line()
        c.merge(c_this)

    def _single(self, single: n.SingleAssign, c: Changed, context: str, text: str) -> None:
        """One variable's assignment: v' = e, or an EXCEPT for a subscript or a local of self."""
        out = self.out
        var = single.lhs.var
        sub = self.sub_expr(single.lhs.sub, context, c)
        rhs = self.sub_expr(single.rhs, context, c)
        if self.mp and (var in ("pc", "stack") or var in self.procedure_vars or var in self.process_set_vars):
            out.token(text + f"{var}' = [{var} EXCEPT ![")
            out.expr(self.self_)
            out.token("]")
            if sub.lines:
                out.expr(sub)
            out.token(" = ")
            out.expr(rhs)
            out.token("]")
        elif single.lhs.sub.lines:
            out.token(text + f"{var}' = [{var} EXCEPT !")
            out.expr(sub)
            out.token(" = ")
            out.expr(rhs)
            out.token("]")
        else:
            paren = needs_parentheses(rhs.to_lines())
            out.token(text + f"{var}' = " + ("(" if paren else ""))
            out.expr(rhs)
            if paren:
                out.token(")")

    def _several(self, ass: list, first: int, last: int, c: Changed, context: str, prefix: str,
                 text: str) -> None:
        """Several assignments to one variable, each with its subscript: one EXCEPT."""
        out = self.out
        var = ass[first].lhs.var
        text += f"{var}' = [{var} EXCEPT "
        cc = len(text) + (len(prefix) if first == 0 else 0)
        with_self = self.mp and (var in self.procedure_vars or var in self.process_set_vars)
        for k in range(first, last + 1):
            single = ass[k]
            sub = self.sub_expr(single.lhs.sub, context, c)
            rhs = self.sub_expr(single.rhs, context, c)
            text += "!"
            if with_self:
                out.token(text + "[")
                out.expr(self.self_for(context))
                out.token("]")
            else:
                out.token(text)
            out.expr(sub)
            out.token(" = ")
            out.expr(rhs)
            out.token("]" if k == last else ",")
            text = ""
            if k < last:
                out.end_line()
                text = " " * cc

    def if_(self, s: n.If, c: Changed, context: str, prefix: str) -> None:
        """IF test THEN ... ELSE ..., each branch with UNCHANGED of what only the other assigns."""
        out = self.out
        c_then, c_else = c.copy(), c.copy()
        test = self.sub_expr(s.test, context, c)
        text = prefix + "IF "
        here = len(text)
        out.token(text)
        out.expr(test)
        out.end_line()
        text = " " * here + "THEN "
        here = len(text)
        text += "/\\ "
        for stmt in s.then:
            self.stmt(stmt, c_then, context, text, here + 3)
            text = " " * here + "/\\ "
        then_unchanged_at = len(out.code)
        out.line(text)
        text = " " * (here - 5) + "ELSE "
        here = len(text)
        if not s.els:
            out.line(text + "/\\ TRUE")
            text = " " * here + "/\\ "
        else:
            text += "/\\ "
            for stmt in s.els:
                self.stmt(stmt, c_else, context, text, here + 3)
                text = " " * here + "/\\ "
        if c_else.num_unchanged(c_then) > 1:
            pieces = c_else.unchanged_lines(self.wrap - len(text) - len("UNCHANGED << "), c_then)
            *lines, last = _unchanged_list(text, pieces)
            for line in lines:
                out.line(line)
            out.token(last)
            out.end_line()
        elif c_else.num_unchanged(c_then) == 1:
            out.token(text + _one_unchanged(c_else.unchanged(c_then)))
            out.end_line()
        text = out.code.pop(then_unchanged_at)
        if c_then.num_unchanged(c_else) > 1:
            pieces = c_then.unchanged_lines(self.wrap - len(text) - len("UNCHANGED << "), c_else)
            out.code[then_unchanged_at:then_unchanged_at] = _unchanged_list(text, pieces)
        elif c_then.num_unchanged(c_else) == 1:
            out.code.insert(then_unchanged_at, text + _one_unchanged(c_then.unchanged(c_else)))
        c.merge(c_then)
        c.merge(c_else)

    def either(self, s: n.Either, c: Changed, context: str, prefix: str) -> None:
        """A disjunction of the clauses, each with UNCHANGED of what only the others assign."""
        out = self.out
        all_c = c.copy()
        changes, places = [], []
        indent = len(prefix)
        here = indent + 3
        text = prefix + "\\/ "
        for i, clause in enumerate(s.ors):
            if i:
                text = " " * indent + "\\/ "
            text += "/\\ "
            c_or = c.copy()
            for stmt in clause:
                self.stmt(stmt, c_or, context, text, here + 3)
                text = " " * here + "/\\ "
            changes.append(c_or)
            all_c.merge(c_or)
            places.append(len(out.code))
            out.line("Replace by UNCHANGED")
        for i in range(len(s.ors) - 1, -1, -1):
            del out.code[places[i]]
            count = changes[i].num_unchanged(all_c)
            names = changes[i].unchanged(all_c)
            if count > 1:
                out.code.insert(places[i], " " * here + "/\\ UNCHANGED <<" + names + ">>")
            elif count == 1:
                out.code.insert(places[i], " " * here + "/\\ " + _one_unchanged(names))
        c.merge(all_c)

    def with_(self, s: n.With, c: Changed, context: str, prefix: str, col: int) -> None:
        """LET v == e IN ... for `with v = e`, \\E v \\in S: ... for `with v \\in S`."""
        out = self.out
        exp = self.sub_expr(s.exp, context, c)
        if s.is_eq:
            out.token(prefix + f"LET {s.var} == ")
            out.expr(exp)
            out.token(" IN")
        else:
            out.token(prefix + f"\\E {s.var} \\in ")
            out.expr(exp)
            out.token(":")
        out.end_line()
        text = " " * (col + 2) + ("/\\ " if len(s.do) > 1 else "")
        for stmt in s.do:
            self.stmt(stmt, c, context, text, len(text))
            text = " " * (col + 2) + "/\\ "

    def assertion(self, s: n.Assert, c: Changed, context: str, prefix: str) -> None:
        """Assert(e, "Failure of assertion at line L, column C."), wrapped at the line width."""
        out = self.out
        exp = self.sub_expr(s.exp, context, c)
        head = prefix + "Assert("
        out.token(head)
        out.expr(exp)
        message = f'"Failure of assertion at {s.location()}.")'
        if len(out.next) + 2 + len(message) < self.wrap:
            out.token(", " + message)
        else:
            out.token(", ")
            out.end_line()
            out.token(" " * len(head) + message)
        out.end_line()


def _unchanged_list(head: str, pieces: list) -> list:
    """head UNCHANGED << pieces >>, a piece a line, aligned after the "<< "."""
    first = head + "UNCHANGED << "
    lines = [first + pieces[0]] + [" " * len(first) + piece for piece in pieces[1:]]
    lines[-1] += " >>"
    return lines


def _one_unchanged(name: str) -> str:
    """A single unchanged variable: `UNCHANGED v`, or `v' = v` for a name of five letters or less."""
    return "UNCHANGED " + name if len(name) > 5 else f"{name}' = {name}"


def _prepend(e: Expr, front: Expr) -> None:
    try:
        e.prepend(front, 0)
    except ExprError as err:
        raise PcalError(str(err)) from None
