"""The algorithm's AST printed as pcal.trans prints it (a TLA+ record per node, indented by a stack of
prefix widths): the text whose CRC32 is the `chksum(pcal)` on the BEGIN TRANSLATION line."""

from __future__ import annotations

from typing import Callable

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import Expr

FAIRNESS_NAMES = ("unfair", "wf", "sf")
INDENT_LEVELS = 107
"""The length of pcal.trans's table of indentation levels (AST.curIndent): one more level and pcal.trans
1.12 stops (exit 1) with an ArrayIndexOutOfBoundsException, a PlusCal `while` nested 20 deep for one."""


def _s(value) -> str:
    """A string as Java concatenates it (None prints as null)."""
    return "null" if value is None else value


def _eq_or_in(is_eq: bool) -> str:
    return '"="' if is_eq else '"\\\\in"'


class AstPrinter:
    """Prints nodes; `old_style` prints procedures and processes as PlusCal before version 1.5."""

    def __init__(self, old_style: bool = False):
        self.old_style = old_style
        self.depth = 0
        self.indent = [0] * INDENT_LEVELS

    def ind(self, prefix: str) -> str:
        """Open an indentation level as wide as prefix (pcal.trans's Indent)."""
        if self.depth + 1 == INDENT_LEVELS:
            raise PcalError("The algorithm nests too deeply for pcal.trans, which stops printing its AST "
                            f"{INDENT_LEVELS} levels down (java.lang.ArrayIndexOutOfBoundsException: Index "
                            f"{INDENT_LEVELS} out of bounds for length {INDENT_LEVELS})")
        self.indent[self.depth + 1] = self.indent[self.depth] + len(prefix)
        self.depth += 1
        return prefix

    def end(self) -> str:
        self.depth -= 1
        return ""

    def nl(self) -> str:
        """A line break indented to the current level."""
        return "\n" + " " * self.indent[self.depth]

    def seq(self, items) -> str:
        """A TLA+ sequence of the items' records, one per line."""
        if items is None:
            return "null"
        out = self.ind("<<")
        for i, item in enumerate(items):
            if i > 0:
                out += ", " + self.nl()
            out += self.show(item)
        return out + ">>" + self.end()

    def quoted(self, items: list) -> str:
        out = self.ind("<<") + ", ".join(f'"{item}"' for item in items)
        return out + ">>" + self.end()

    def seq_of_seqs(self, seqs: list) -> str:
        out = self.ind("<< ")
        for i, items in enumerate(seqs):
            if i > 0:
                out += ", " + self.nl()
            out += self.seq(items)
        return out + " >>" + self.end()

    def show(self, item) -> str:
        if isinstance(item, Expr):
            return item.ast_text()
        if isinstance(item, str):
            return item
        return _PRINTERS[type(item)](self, item)

    # ------------------------------------------------------------------ nodes

    def uniprocess(self, a: n.Uniprocess) -> str:
        return (self.ind("") + '[type     |-> "uniprocess", ' + self.nl()
                + ' name  |-> "' + a.name + '", ' + self.nl()
                + self.ind(" decls  |-> ") + self.seq(a.decls) + "," + self.end() + self.nl()
                + self.ind(" defs   |-> ") + a.defs.ast_text() + "," + self.end() + self.nl()
                + self.ind(" prcds  |-> ") + self.seq(a.prcds) + "," + self.end() + self.nl()
                + self.ind(" body  |-> ") + self.seq(a.body) + "]" + self.end() + self.end())

    def multiprocess(self, a: n.Multiprocess) -> str:
        return (self.ind("") + '[type    |-> "multiprocess", ' + self.nl()
                + ' name  |-> "' + a.name + '", ' + self.nl()
                + self.ind(" decls |-> ") + self.seq(a.decls) + "," + self.end() + self.nl()
                + self.ind(" defs  |-> ") + a.defs.ast_text() + "," + self.end() + self.nl()
                + self.ind(" prcds |-> ") + self.seq(a.prcds) + "," + self.end() + self.nl()
                + self.ind(" procs |-> ") + self.seq(a.procs) + "]" + self.end() + self.end())

    def procedure(self, a: n.Procedure) -> str:
        out = self.ind("") + '[name   |-> "' + a.name + '", ' + self.nl()
        if not self.old_style:
            out += ("minusLabels |-> " + self.quoted(a.minus_labels) + ", plusLabels |->"
                    + self.quoted(a.plus_labels) + ", proceduresCalled |->" + self.quoted(a.called) + ","
                    + self.nl())
        return (out + self.ind(" params |-> ") + self.seq(a.params) + "," + self.end() + self.nl()
                + self.ind(" decls  |-> ") + self.seq(a.decls) + "," + self.end() + self.nl()
                + self.ind(" body   |-> ") + self.seq(a.body) + "]" + self.end() + self.end())

    def process(self, a: n.Process) -> str:
        if self.old_style:
            out = self.ind("") + '[name   |-> "' + a.name + '", ' + self.nl()
        else:
            out = (self.ind("") + '[name   |-> "' + a.name + '",' + self.nl()
                   + ' fairness |-> "' + FAIRNESS_NAMES[a.fairness] + '", minusLabels |-> '
                   + self.quoted(a.minus_labels) + ", plusLabels |->" + self.quoted(a.plus_labels)
                   + ", proceduresCalled |->" + self.quoted(a.called) + "," + self.nl())
        return (out + " eqOrIn |-> " + _eq_or_in(a.is_eq) + "," + self.nl()
                + " id     |-> " + a.id.ast_text() + "," + self.nl()
                + self.ind(" decls  |-> ") + self.seq(a.decls) + "," + self.end() + self.nl()
                + self.ind(" body   |-> ") + self.seq(a.body) + "]" + self.end() + self.end())

    def var_decl(self, a: n.VarDecl) -> str:
        return (self.ind("") + '[var |-> "' + a.var + '", eqOrIn |-> ' + _eq_or_in(a.is_eq)
                + ", val |-> " + a.val.ast_text() + "]" + self.end())

    def pvar_decl(self, a: n.PVarDecl) -> str:
        return (self.ind("") + '[var |-> "' + a.var + '", eqOrIn |-> "=", val |-> ' + a.val.ast_text() + "]"
                + self.end())

    def labeled(self, a: n.LabeledStmt) -> str:
        return (self.ind("") + '[label |-> "' + _s(a.label) + '",' + self.nl()
                + self.ind(" stmts |-> ") + self.seq(a.stmts) + "]" + self.end() + self.end())

    def while_(self, a: n.While) -> str:
        return (self.ind("") + '[type    |-> "while", ' + self.nl()
                + " test    |-> " + a.test.ast_text() + "," + self.nl()
                + self.ind(" labDo   |-> ") + self.seq(a.lab_do) + "," + self.end() + self.nl()
                + self.ind(" unlabDo |-> ") + self.seq(a.unlab_do) + "]" + self.end() + self.end())

    def assign(self, a: n.Assign) -> str:
        return (self.ind("") + '[type |-> "assignment",' + self.nl()
                + self.ind(" ass  |-> ") + self.seq(a.ass) + "]" + self.end() + self.end())

    def single_assign(self, a: n.SingleAssign) -> str:
        return (self.ind("") + "[lhs |-> " + self.lhs(a.lhs) + "," + self.nl()
                + " rhs |-> " + a.rhs.ast_text() + "]" + self.end())

    def lhs(self, a: n.Lhs) -> str:
        return '[var |-> "' + a.var + '", sub |-> ' + a.sub.ast_text() + "]"

    def if_(self, a: n.If) -> str:
        return (self.ind("") + '[type    |-> "if", ' + self.nl()
                + " test    |-> " + a.test.ast_text() + "," + self.nl()
                + self.ind(" then |-> ") + self.seq(a.then) + "," + self.end() + self.nl()
                + self.ind(" else |-> ") + self.seq(a.els) + "]" + self.end() + self.end())

    def either(self, a: n.Either) -> str:
        return (self.ind("") + '[type |-> "either", ' + self.nl()
                + self.ind(" ors  |-> ") + self.seq_of_seqs(a.ors) + "]" + self.end() + self.end())

    def with_(self, a: n.With) -> str:
        return (self.ind("") + '[type   |-> "with", ' + self.nl()
                + ' var    |-> "' + a.var + '",' + self.nl()
                + " eqOrIn |-> " + _eq_or_in(a.is_eq) + "," + self.nl()
                + " exp    |-> " + a.exp.ast_text() + "," + self.nl()
                + self.ind(" do     |-> ") + self.seq(a.do) + "]" + self.end() + self.end())

    def _exp_stmt(self, kind: str) -> Callable:
        def show(a) -> str:
            return (self.ind("") + f'[type |-> "{kind}", ' + self.nl() + " exp |-> " + a.exp.ast_text() + "]"
                    + self.end())
        return show

    def when(self, a: n.When) -> str:
        return self._exp_stmt("when")(a)

    def print_(self, a: n.PrintS) -> str:
        return self._exp_stmt("print")(a)

    def assert_(self, a: n.Assert) -> str:
        return self._exp_stmt("assert")(a)

    def skip(self, a: n.Skip) -> str:
        return '[type |-> "skip"]'

    def label_if(self, a: n.LabelIf) -> str:
        return (self.ind("") + '[type      |-> "labelIf",' + self.nl()
                + " test      |-> " + a.test.ast_text() + "," + self.nl()
                + self.ind(" unlabThen |-> ") + self.seq(a.unlab_then) + "," + self.end() + self.nl()
                + self.ind(" labThen   |-> ") + self.seq(a.lab_then) + "," + self.end() + self.nl()
                + self.ind(" unlabElse |-> ") + self.seq(a.unlab_else) + "," + self.end() + self.nl()
                + self.ind(" labElse   |-> ") + self.seq(a.lab_else) + "]" + self.end() + self.nl()
                + self.end())

    def label_either(self, a: n.LabelEither) -> str:
        return (self.ind("") + '[type    |-> "labelEither",' + self.nl()
                + self.ind(" clauses |-> ") + self.seq(a.clauses) + "]" + self.end() + self.nl() + self.end())

    def clause(self, a: n.Clause) -> str:
        return (self.ind("") + self.ind("[unlabOr |-> ") + self.seq(a.unlab_or) + "," + self.end() + self.nl()
                + self.ind(" labOr   |-> ") + self.seq(a.lab_or) + "]" + self.end() + self.nl() + self.end())

    def call(self, a: n.Call) -> str:
        return (self.ind("") + '[type     |-> "call",' + self.nl()
                + ' returnTo |-> "' + _s(a.return_to) + '",' + self.nl()
                + ' to       |-> "' + _s(a.to) + '",' + self.nl()
                + self.ind(" args     |-> ") + self.seq(a.args) + "]" + self.end() + self.end())

    def return_(self, a: n.Return) -> str:
        return '[type |-> "return", from |-> "' + _s(a.frm) + '"]'

    def call_return(self, a: n.CallReturn) -> str:
        return (self.ind("") + '[type     |-> "callReturn",' + self.nl()
                + ' from     |-> "' + _s(a.frm) + '",' + self.nl()
                + ' to       |-> "' + _s(a.to) + '",' + self.nl()
                + self.ind("args     |-> ") + self.seq(a.args) + "]" + self.nl() + self.end() + self.end())

    def call_goto(self, a: n.CallGoto) -> str:
        return (self.ind("") + '[type     |-> "callGoto",' + self.nl()
                + ' after    |-> "' + _s(a.after) + '",' + self.nl()
                + ' to       |-> "' + _s(a.to) + '",' + self.nl()
                + self.ind("args     |-> ") + self.seq(a.args) + "]" + self.nl() + self.end() + self.end())

    def goto(self, a: n.Goto) -> str:
        return '[type |-> "goto",  to |-> "' + _s(a.to) + '"]'


_PRINTERS = {
    n.Uniprocess: AstPrinter.uniprocess, n.Multiprocess: AstPrinter.multiprocess,
    n.Procedure: AstPrinter.procedure, n.Process: AstPrinter.process, n.VarDecl: AstPrinter.var_decl,
    n.PVarDecl: AstPrinter.pvar_decl, n.LabeledStmt: AstPrinter.labeled, n.While: AstPrinter.while_,
    n.Assign: AstPrinter.assign, n.SingleAssign: AstPrinter.single_assign, n.Lhs: AstPrinter.lhs,
    n.If: AstPrinter.if_, n.Either: AstPrinter.either, n.With: AstPrinter.with_, n.When: AstPrinter.when,
    n.PrintS: AstPrinter.print_, n.Assert: AstPrinter.assert_, n.Skip: AstPrinter.skip,
    n.LabelIf: AstPrinter.label_if, n.LabelEither: AstPrinter.label_either, n.Clause: AstPrinter.clause,
    n.Call: AstPrinter.call, n.Return: AstPrinter.return_, n.CallReturn: AstPrinter.call_return,
    n.CallGoto: AstPrinter.call_goto, n.Goto: AstPrinter.goto,
}


def ast_text(algorithm, old_style: bool = False) -> str:
    """The whole algorithm as pcal.trans's AST.toString() prints it."""
    return AstPrinter(old_style).show(algorithm)
