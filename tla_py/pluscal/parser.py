"""The PlusCal parser, as pcal.trans's: the algorithm's declarations, macros, procedures and
processes by recursive descent (statements.py); then macros are expanded, missing labels added
(labels.py) and statements grouped into labeled steps."""

from __future__ import annotations

from tla_py.pluscal import labels, macros
from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import Expr
from tla_py.pluscal.options import Options
from tla_py.pluscal.reader import CharReader
from tla_py.pluscal.statements import StatementParser


class Parser(StatementParser):
    """Parses one algorithm; after `algorithm()` its flags say what the translation may leave out."""

    def __init__(self, reader: CharReader, opts: Options):
        super().__init__(reader)
        self.opts = opts
        self.info: list[str] = []  # what pcal.trans prints while parsing
        self.procedures: list = []
        self.next_label_num = 1
        self.added_labels: list = []
        self.added_locations: list = []
        self.has_default_init = False
        self.omit_pc = self.omit_stuttering = opts.version >= 1500

    def algorithm(self, fair: bool):
        """The whole algorithm, starting just after "--algorithm" (or "--fair")."""
        if fair:
            if self.token() != "algorithm":
                raise self.error("`--fair' not followed by `algorithm'")
            self.opts.fair_algorithm = True
        name = self.token()
        if self.peek() == "{":
            self.c_syntax = True
            self.must("{")
        else:
            self.p_syntax = True
        decls = self.var_decls() if self.peek() in ("variable", "variables") else []
        defs = Expr()
        if self.peek() == "define":
            self.must("define")
            if self.c_syntax:
                self.gobble("{")
            defs = self.expr()
            if self.p_syntax:
                self.gobble("end")
                self.gobble("define")
            else:
                self.gobble("}")
            self.gobble(";")
        macro_defs: list = []
        while self.peek() == "macro":
            macro_defs.append(self.macro(macro_defs))
        while self.peek() == "procedure":
            self.procedures.append(self.procedure())
            self.omit_pc = False
        if self.peek() == "process" or (self.peek() == "fair" and self._fair_process_next()):
            return self.multiprocess(name, decls, defs, macro_defs)
        return self.uniprocess(name, decls, defs, macro_defs)

    def _fair_process_next(self) -> bool:
        """After "fair": "process" or "+ process" (looked at only then, as pcal.trans does)."""
        return self.peek(2) == "process" or (self.peek(2) == "+" and self.peek(3) == "process")

    def multiprocess(self, name: str, decls: list, defs: Expr, macro_defs: list) -> n.Multiprocess:
        """The processes; then macros expanded and labels added in each body."""
        alg = n.Multiprocess()
        alg.name, alg.decls, alg.defs, alg.macros, alg.prcds = name, decls, defs, macro_defs, self.procedures
        while self.peek() in ("fair", "process"):
            fairness = n.UNFAIR
            if self.peek() == "fair":
                self.must("fair")
                fairness = n.WF
                if self.peek() == "+":
                    self.must("+")
                    fairness = n.SF
            elif self.opts.fairness in ("wf", "sf"):
                fairness = n.WF if self.opts.fairness == "wf" else n.SF
            proc = self.process()
            proc.fairness = fairness
            alg.procs.append(proc)
        self.finish("algorithm")
        macros.check_duplicates(macro_defs)
        some_cannot_stop = False
        for proc in alg.procs:
            macros.expand_in(self, proc.body, macro_defs)
            labels.add_labels(self, proc.body)
            proc.body = labels.make_labeled(self, proc.body)
            self.omit_stuttering = True
            labels.check_body(self, proc.body)
            some_cannot_stop = some_cannot_stop or self.omit_stuttering
        self.omit_stuttering = some_cannot_stop
        self._procedure_bodies(macro_defs)
        if self.added_labels:
            self._report_added(self.opts.label)
        if self.goto_done_used:
            self.omit_pc = self.omit_stuttering = False
        if self.goto_used:
            self.omit_pc = False
        return alg

    def uniprocess(self, name: str, decls: list, defs: Expr, macro_defs: list) -> n.Uniprocess:
        """The main body; then macros expanded and labels added in it and the procedures."""
        alg = n.Uniprocess()
        alg.name, alg.decls, alg.defs, alg.macros, alg.prcds = name, decls, defs, macro_defs, self.procedures
        if self.opts.version == 1500 and self.peek() == "fair":
            self.gobble("fair")
            if self.peek() == "+":
                self.gobble("+")
            self.opts.fairness = "wf"
        if self.opts.fair_algorithm:
            if self.opts.fairness not in ("", "wf", "wfNext"):
                self.info.append(f"Warning: Option `{self.opts.fairness}' specified for --fair algorithm.")
            self.opts.fairness = "wf"
        self.begin()
        alg.body = self.stmt_seq()
        macros.check_duplicates(macro_defs)
        macros.expand_in(self, alg.body, macro_defs)
        self._procedure_bodies(macro_defs)
        if self.c_syntax:
            self.gobble("}")
            self.gobble("}")
        else:
            self.gobble("end")
            self.gobble("algorithm")
        labels.add_labels(self, alg.body)
        alg.body = labels.make_labeled(self, alg.body)
        if self.added_labels:
            self._report_added(self.opts.label or not self.has_label)
        if self.goto_used:
            self.omit_pc = False
        if self.goto_done_used:
            self.omit_pc = self.omit_stuttering = False
        else:
            labels.check_body(self, alg.body)
        return alg

    def _procedure_bodies(self, macro_defs: list) -> None:
        for prcd in self.procedures:
            self.current_procedure = prcd.name
            macros.expand_in(self, prcd.body, macro_defs)
            labels.add_labels(self, prcd.body)
            prcd.body = labels.make_labeled(self, prcd.body)

    def _report_added(self, allowed: bool) -> None:
        """Added labels are an error unless allowed; otherwise they are reported (or listed)."""
        many = len(self.added_labels) > 1
        if not allowed:
            head = f"Missing label{'s' if many else ''} at the following location{'s' if many else ''}:"
            raise PcalError(head + "".join("\n     " + loc for loc in self.added_locations))
        if not self.opts.report_labels:
            self.info.append("Labels added.")
            return
        self.info.append("The following labels were added:" if many else "The following label was added:")
        for lbl, loc in zip(self.added_labels, self.added_locations):
            self.info.append(f"  {lbl} at {loc}")

    # ------------------------------------------------------------------ declarations

    def procedure(self) -> n.Procedure:
        """procedure P(params) variables ... begin ... end procedure."""
        self.gobble("procedure")
        result = self.place(n.Procedure())
        result.name = self.token()
        self.current_procedure = result.name
        self.plus_labels, self.minus_labels, self.called = [], [], []
        self.gobble("(")
        comma = False
        while self.peek() != ")":
            if comma:
                self.gobble(",")
            result.params.append(self.pvar_decl())
            comma = True
        self.must(")")
        result.decls = [] if self.peek() in ("begin", "{") else self.pvar_decls()
        self.begin()
        result.body = self.stmt_seq()
        self.finish("procedure")
        if self.peek() == ";":
            self.token()
        self.current_procedure = None
        result.plus_labels, result.minus_labels = self.plus_labels, self.minus_labels
        result.called = self.called
        return result

    def process(self) -> n.Process:
        """[fair] process P = e (or \\in S) variables ... begin ... end process."""
        self.gobble("process")
        result = self.place(n.Process())
        if self.c_syntax:
            self.gobble("(")
        result.name = self.token()
        result.is_eq = self.equal_or_in()
        result.id = self.expr()
        self.plus_labels, self.minus_labels, self.called = [], [], []
        if self.c_syntax:
            self.gobble(")")
        if not result.id.lines:
            raise self.error("Empty process id at ")
        result.decls = [] if self.peek() in ("begin", "{") else self.var_decls()
        self.begin()
        result.body = self.stmt_seq()
        self.finish("process")
        if self.peek() == ";":
            self.token()
        result.plus_labels, result.minus_labels = self.plus_labels, self.minus_labels
        result.called = self.called
        return result

    def pvar_decls(self) -> list:
        """A procedure's local variables (= only; none initialized: defaultInitValue)."""
        self.must("variables") if self.peek() == "variables" else self.gobble("variable")
        result = []
        while self.peek() not in ("begin", "{"):
            result.append(self.pvar_decl())
            self.comma_or_semicolon()
        return result

    def pvar_decl(self) -> n.PVarDecl:
        decl = n.PVarDecl()
        decl.var = self.token()
        self.place(decl)
        if self.peek() == "=":
            self.gobble("=")
            decl.val = self.expr()
            if not decl.val.lines:
                raise self.unknown_error()
        else:
            self.has_default_init = True
        return decl

    def var_decls(self) -> list:
        """Variables with = or \\in (none: defaultInitValue), up to what follows them."""
        self.must("variables") if self.peek() == "variables" else self.gobble("variable")
        result = []
        while self.peek() not in ("begin", "{", "procedure", "process", "fair", "define", "macro"):
            result.append(self.var_decl())
        return result

    def var_decl(self) -> n.VarDecl:
        decl = n.VarDecl()
        decl.var = self.token()
        self.place(decl)
        if self.peek() in ("=", "\\in", "∈"):
            decl.is_eq = self.equal_or_in()
            decl.val = self.expr()
            if not decl.val.lines:
                raise self.unknown_error()
        else:
            self.has_default_init = True
        self.comma_or_semicolon()
        return decl

    def macro(self, macro_defs: list) -> n.Macro:
        """macro M(params) begin ... end macro, with the macros before it expanded in it."""
        result = n.Macro()
        self.in_macro = True
        self.must("macro")
        self.place(result)
        result.name = self.token()
        self.gobble("(")
        comma = False
        while self.peek() != ")":
            if comma:
                self.gobble(",")
            result.params.append(self.token())
            comma = True
        self.must(")")
        self.begin()
        result.body = self.stmt_seq()
        self.finish("macro")
        if self.peek() == ";":
            self.token()
        macros.expand_in(self, result.body, macro_defs)
        self.in_macro = False
        return result
