"""The abstract syntax of a PlusCal algorithm, node for node as pcal.trans builds it (its checksum is
taken of these nodes' printed form, see ast_text.py)."""

from __future__ import annotations

from tla_py.pluscal.expr import Expr, ident_expr

UNFAIR, WF, SF = 0, 1, 2


class Node:
    """Where the node's first token stands (1-based; line 0 for nodes the translator made), and where
    the macro call it was expanded from stands (macro_line -1 when none)."""

    def __init__(self):
        self.line = 0
        self.col = 0
        self.macro_line = -1
        self.macro_col = 0
        self.lbl = ""  # the label typed (or added) before the statement, while parsing

    def location(self) -> str:
        """Where the node stands, as pcal.trans names it in messages."""
        where = f"line {self.line}, column {self.col}"
        if self.macro_line < 0:
            return where
        return f"{where} of macro called at line {self.macro_line}, column {self.macro_col}"

    def at(self, line: int, col: int):
        """This node, placed at line, col."""
        self.line, self.col = line, col
        return self


class Uniprocess(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.decls: list = []
        self.defs = Expr()
        self.macros: list = []
        self.prcds: list = []
        self.body: list = []


class Multiprocess(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.decls: list = []
        self.defs = Expr()
        self.macros: list = []
        self.prcds: list = []
        self.procs: list = []


class Procedure(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.minus_labels: list = []
        self.plus_labels: list = []
        self.called: list = []
        self.params: list = []
        self.decls: list = []
        self.body: list = []


class Process(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.fairness = UNFAIR
        self.minus_labels: list = []
        self.plus_labels: list = []
        self.called: list = []
        self.is_eq = True
        self.id = Expr()
        self.decls: list = []
        self.body: list = []


class VarDecl(Node):
    def __init__(self):
        super().__init__()
        self.var = ""
        self.is_eq = True
        self.val = ident_expr("defaultInitValue")


class PVarDecl(Node):
    def __init__(self):
        super().__init__()
        self.var = ""
        self.val = ident_expr("defaultInitValue")

    def to_var_decl(self) -> VarDecl:
        d = VarDecl()
        d.var, d.val = self.var, self.val
        return d


class LabeledStmt(Node):
    def __init__(self):
        super().__init__()
        self.label = ""
        self.stmts: list = []


class While(Node):
    def __init__(self):
        super().__init__()
        self.test = Expr()
        self.unlab_do: list = []
        self.lab_do: list = []


class Assign(Node):
    def __init__(self):
        super().__init__()
        self.ass: list = []


class Lhs(Node):
    def __init__(self):
        super().__init__()
        self.var = ""
        self.sub = Expr()


class SingleAssign(Node):
    def __init__(self):
        super().__init__()
        self.lhs = Lhs()
        self.rhs = Expr()


class If(Node):
    def __init__(self):
        super().__init__()
        self.test = Expr()
        self.then: list = []
        self.els: list = []


class Either(Node):
    def __init__(self):
        super().__init__()
        self.ors: list = []


class With(Node):
    def __init__(self):
        super().__init__()
        self.var = ""
        self.is_eq = True
        self.exp = Expr()
        self.do: list = []


class When(Node):
    def __init__(self):
        super().__init__()
        self.exp = Expr()


class PrintS(Node):
    def __init__(self):
        super().__init__()
        self.exp = Expr()


class Assert(Node):
    def __init__(self):
        super().__init__()
        self.exp = Expr()


class Skip(Node):
    pass


class LabelIf(Node):
    def __init__(self):
        super().__init__()
        self.test = Expr()
        self.unlab_then: list = []
        self.lab_then: list = []
        self.unlab_else: list = []
        self.lab_else: list = []


class LabelEither(Node):
    def __init__(self):
        super().__init__()
        self.clauses: list = []


class Clause(Node):
    def __init__(self):
        super().__init__()
        self.unlab_or: list = []
        self.lab_or: list = []


class Call(Node):
    def __init__(self):
        super().__init__()
        self.return_to: str | None = ""
        self.to = ""
        self.args: list = []


class Return(Node):
    def __init__(self):
        super().__init__()
        self.frm: str | None = ""


class CallReturn(Node):
    def __init__(self):
        super().__init__()
        self.frm: str | None = ""
        self.to = ""
        self.args: list = []


class CallGoto(Node):
    def __init__(self):
        super().__init__()
        self.after = ""
        self.to = ""
        self.args: list = []


class Goto(Node):
    def __init__(self):
        super().__init__()
        self.to = ""


class Macro(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.params: list = []
        self.body: list = []


class MacroCall(Node):
    def __init__(self):
        super().__init__()
        self.name = ""
        self.args: list = []
