"""PlusCal's statements, parsed as pcal.trans parses them (P-syntax and C-syntax): each statement
with the label typed before it; the call, return and goto flags the translation needs."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError, at_node
from tla_py.pluscal.expr import Expr
from tla_py.pluscal.reader import CharReader
from tla_py.pluscal.tokens import TokenStream

_STATEMENT_KEYWORDS = frozenset(
    "while if assert print else elsif either or end with when await skip call return goto".split()
)


class StatementParser(TokenStream):
    """Statements, and what they tell about the algorithm (labels, calls, gotos)."""

    def __init__(self, reader: CharReader):
        super().__init__(reader)
        self.current_procedure = None
        self.plus_labels: list = []  # of the process or procedure being parsed (shared, as in pcal.trans)
        self.minus_labels: list = []
        self.called: list = []
        self.in_macro = False
        self.has_label = False
        self.all_labels: set = set()
        self.goto_used = self.goto_done_used = False
        self.omit_pc = True

    def stmt_seq(self) -> list:
        """Statements up to "end", "else", "elsif" or "or" (P-syntax) or "}" (C-syntax)."""
        result: list = []
        tok = self.peek()
        ends = ("end", "else", "elsif", "or") if self.p_syntax else ("}",)
        while tok not in ends:
            label = self.label()
            if self.c_syntax and self.peek() == "{":
                result.extend(self.c_block(label))
            else:
                stmt = self.stmt()
                stmt.lbl = label
                result.append(stmt)
            tok = self.peek()
        if self.c_syntax and not result:
            raise self.error("Empty statement list")
        return result

    def c_block(self, label: str) -> list:
        """A braced statement sequence (C-syntax); its label goes to its first statement."""
        self.must("{")
        seq = self.stmt_seq()
        self.gobble("}")
        self.gobble(";")
        if label:
            if seq[0].lbl:
                raise at_node("Duplicate labeling of statement", seq[0])
            seq[0].lbl = label
        return seq

    def c_stmt(self) -> list:
        """One statement (possibly a braced sequence, possibly labeled) in the C-syntax."""
        label = self.label()
        if self.peek() == "{":
            return self.c_block(label)
        stmt = self.stmt()
        stmt.lbl = label
        return [stmt]

    def label(self) -> str:
        """The label (and its + or - fairness modifier) that comes next, or ""."""
        if not self.label_next():
            return ""
        label = self.token()
        if self.in_macro:
            raise self.error("A label may not appear in a macro.")
        if label in ("Done", "Error"):
            raise self.error(f"Cannot use `{label}' as a label.")
        self.gobble(":")
        self.has_label = True
        self.all_labels.add(label)
        if self.peek() in ("+", "-"):
            sign = self.peek()
            self.gobble(sign)
            (self.plus_labels if sign == "+" else self.minus_labels).append(label)
            self.omit_pc = False
        return label

    def label_next(self) -> bool:
        """Whether a label comes next: a token that is no keyword, followed by ":" but not ":="."""
        if self.peek() in _STATEMENT_KEYWORDS:
            return False
        rest = self.reader.peek()
        return bool(rest) and rest[0] == ":" and not (len(rest) > 1 and rest[1] == "=")

    def stmt(self) -> n.Node:
        """The statement that comes next (a name followed by "(" calls a macro)."""
        tok = self.peek()
        handlers = {
            "if": lambda: self.if_(0), "either": self.either, "with": lambda: self.with_(0),
            "when": lambda: self.when("when"), "await": lambda: self.when("await"), "print": self.print_,
            "assert": self.assert_, "skip": self.skip, "call": self.call_and_more, "return": self.return_,
            "goto": self.goto, "while": self.while_,
        }
        if tok in handlers:
            return handlers[tok]()
        if self.peek_past(1)[0] == "(":
            return self.macro_call()
        return self.assign()

    def while_(self) -> n.While:
        self.must("while")
        result = self.place(n.While())
        result.test = self._test("while")
        if self.p_syntax:
            self.gobble("do")
            result.unlab_do = self.stmt_seq()
            self.gobble("end")
            self.gobble("while")
            self.gobble(";")
        else:
            result.unlab_do = self.c_stmt()
        if not result.unlab_do:
            raise self.error("Missing body of while statement at")
        return result

    def _test(self, what: str) -> Expr:
        """The test of an if or while (in parentheses in the C-syntax)."""
        if self.c_syntax:
            self.gobble("(")
        test = self.expr()
        if self.c_syntax:
            self.gobble(")")
        if not test.lines:
            raise self.error(f"Empty {what} test at ")
        return test

    def if_(self, depth: int) -> n.LabelIf:
        """if/elsif/else (or C's if/else) as a LabelIf; labels inside are sorted out later."""
        self.must("if" if depth == 0 else "elsif")
        result = self.place(n.LabelIf())
        result.test = self._test("if")
        if self.p_syntax:
            self.gobble("then")
            result.unlab_then = self.stmt_seq()
        else:
            result.unlab_then = self.c_stmt()
        nxt = self.peek()
        if self.p_syntax:
            if nxt == "else":
                self.must("else")
                result.unlab_else = self.stmt_seq()
            elif nxt == "elsif":
                result.unlab_else = [self.if_(depth + 1)]
            elif nxt != "end":
                raise self.error('Expecting "else", "elsif", or "end"')
            if depth == 0:
                self.gobble("end")
                self.gobble("if")
                self.gobble(";")
        elif nxt == "else":
            self.must("else")
            result.unlab_else = self.c_stmt()
        if not result.unlab_then and not result.unlab_else:
            raise self.unknown_error()
        return result

    def either(self) -> n.LabelEither:
        """either ... or ... as a LabelEither."""
        self.must("either")
        result = self.place(n.LabelEither())
        has_or = False
        while True:
            clause = n.Clause()
            clause.unlab_or = self.stmt_seq() if self.p_syntax else self.c_stmt()
            if not clause.unlab_or:
                raise at_node("`either' statement with empty `or' clause", result)
            result.clauses.append(clause)
            if self.peek() != "or":
                break
            self.must("or")
            has_or = True
        if self.p_syntax:
            self.must("end")
            self.gobble("either")
            self.gobble(";")
        if not has_or:
            raise at_node("`either' statement has no `or'", result)
        return result

    def with_(self, depth: int) -> n.With:
        """`with v \\in S, w = e do ... end with`, as nested With nodes, one a variable."""
        if depth == 0:
            self.gobble("with")
            if self.c_syntax:
                self.gobble("(")
        result = self.place(n.With())
        result.var = self.token()
        result.is_eq = self.equal_or_in()
        result.exp = self.expr()
        if self.p_syntax or self.peek() != ")":
            self.comma_or_semicolon()
        if not result.exp.lines:
            raise self.error("Empty with expression at ")
        if self.p_syntax and self.peek() == "do":
            self.gobble("do")
            result.do = self.stmt_seq()
            self.gobble("end")
            self.gobble("with")
            self.gobble(";")
        elif self.c_syntax and self.peek() == ")":
            self.must(")")
            result.do = self.c_stmt()
        else:
            result.do = [self.with_(depth + 1)]
        if not result.do:
            raise at_node("Missing body of with statement", result)
        return result

    def assign(self) -> n.Assign:
        """x := e || y := f ...;"""
        result = n.Assign().at(self.lat_line[0] + 1, self.lat_col[0] + 1)
        result.ass.append(self.single_assign())
        while self.peek() in ("||", "‖"):
            self.token()
            try:
                result.ass.append(self.single_assign())
            except PcalError:
                raise self.error("Bad assignment statement at ") from None
        self.gobble(";")
        return result

    def single_assign(self) -> n.SingleAssign:
        """x[sub] := e (everything between the variable and := is its subscript)."""
        result = n.SingleAssign().at(self.lat_line[0] + 1, self.lat_col[0] + 1)
        result.lhs = n.Lhs().at(self.lat_line[0] + 1, self.lat_col[0] + 1)
        result.lhs.var = self.token()
        result.lhs.sub = self.expr()
        self.gobble(":=", "≔")
        result.rhs = self.expr()
        if not result.rhs.lines:
            raise self.error("Empty right-hand side of assignment at ")
        return result

    def _expr_stmt(self, node: n.Node, keyword: str, what: str) -> n.Node:
        self.must(keyword)
        self.place(node)
        node.exp = self.expr()
        if not node.exp.lines:
            raise self.error(f"Empty expression in {what} statement at ")
        self.gobble(";")
        return node

    def print_(self) -> n.PrintS:
        return self._expr_stmt(n.PrintS(), "print", "print")

    def assert_(self) -> n.Assert:
        return self._expr_stmt(n.Assert(), "assert", "assert")

    def when(self, keyword: str) -> n.When:
        """`when e;` or `await e;`."""
        self.must(keyword)
        result = self.place(n.When())
        result.exp = self.expr()
        if not result.exp.lines:
            raise self.unknown_error()
        self.gobble(";")
        return result

    def skip(self) -> n.Skip:
        self.must("skip")
        result = self.place(n.Skip())
        self.gobble(";")
        return result

    def _args(self) -> list:
        """Call or macro-call arguments, after the "(" up to the ")"."""
        args = []
        more = self.peek_past(0)[0] != ")"
        while more:
            args.append(self.expr())
            if not args[-1].lines:
                raise self.error("Empty argument in call statement at ")
            if self.peek() != ")":
                self.gobble(",")
            else:
                more = False
        self.gobble(")")
        return args

    def call(self) -> n.Call:
        """call P(args), noting P among the procedures called."""
        self.must("call")
        result = self.place(n.Call())
        result.to = self.token()
        self.gobble("(")
        result.args = self._args()
        self.gobble(";")
        if result.to not in self.called:
            self.called.append(result.to)
        return result

    def call_and_more(self) -> n.Node:
        """A call, or a call with the return or goto that follows it."""
        call = self.call()
        if self.peek() == "return":
            self.must("return")
            self.gobble(";")
            result = n.CallReturn().at(call.line, call.col)
            result.to, result.frm, result.args = call.to, self.current_procedure, call.args
            return result
        if self.peek() == "goto":
            self.must("goto")
            result = n.CallGoto().at(call.line, call.col)
            result.to, result.args = call.to, call.args
            result.after = self.token()
            self.goto_used = True
            if result.to in ("Done", '"Done"'):
                self.goto_done_used = True
            self.gobble(";")
            return result
        return call

    def return_(self) -> n.Return:
        """return, from the procedure being parsed (None in a macro or the main body)."""
        self.must("return")
        result = self.place(n.Return())
        result.frm = self.current_procedure
        self.gobble(";")
        return result

    def goto(self) -> n.Goto:
        """goto L (a goto Done keeps the stuttering disjunct in the translation)."""
        self.must("goto")
        result = self.place(n.Goto())
        result.to = self.token()
        self.goto_used = True
        if result.to in ("Done", '"Done"'):
            self.goto_done_used = True
        self.gobble(";")
        return result

    def macro_call(self) -> n.MacroCall:
        """M(args);"""
        result = n.MacroCall()
        result.name = self.token()
        self.place(result)
        self.must("(")
        result.args = self._args()
        self.gobble(";")
        return result
