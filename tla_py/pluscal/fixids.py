"""Renaming: every name the symbol table renamed is changed where it is defined and where it is used
(variables in expressions and assignments, labels, procedures), as pcal.trans's PcalFixIDs does,
which also closes each process's set of called procedures under calls."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import IDENT, Expr, ExprError, ident_expr
from tla_py.pluscal.symtab import LABEL, PROCEDURE, PROCESS, SymbolTable


class Fixer:
    """Applies the symbol table's renamings to the algorithm, in place."""
    def __init__(self, st: SymbolTable):
        self.st = st
        self.info: list[str] = []  # errors pcal.trans prints and goes on

    def fix(self, alg) -> None:
        """Rename throughout the algorithm; the initial labels in the table too."""
        for d in alg.decls:
            self._var_decl(d, "")
        if isinstance(alg, n.Uniprocess):
            for prcd in alg.prcds:
                self._procedure(prcd)
            for step in alg.body:
                self._labeled(step, "")
        else:
            self._multiprocess(alg)
        if self.st.initial is not None:
            self.st.initial = self.st.use(LABEL, self.st.initial, "")

    def _multiprocess(self, alg: n.Multiprocess) -> None:
        """Rename, and let each process call every procedure its procedures call (for fairness)."""
        names, calls = [], []
        for prcd in alg.prcds:
            self._procedure(prcd)
            names.append(prcd.name)
            calls.append(prcd.called)
        count = len(names)
        path = [[names[j] in calls[i] for j in range(count)] for i in range(count)]
        for k in range(count):
            for i in range(count):
                for j in range(count):
                    path[i][j] = path[i][j] or (path[i][k] and path[k][j])
        for i, prcd in enumerate(alg.prcds):
            prcd.called = [names[j] for j in range(count) if path[i][j]]
        for proc in alg.procs:
            self._process(proc)
            called = proc.called
            j = 0
            while j < len(called):
                if called[j] not in names:
                    self.info.append(f"Could not find procedure name `{called[j]}'")
                    return
                num = names.index(called[j])
                for k in range(count):
                    if path[num][k] and names[k] not in called:
                        called.append(names[k])
                j += 1

    def _procedure(self, p: n.Procedure) -> None:
        for d in p.decls:
            self._var_decl(d, p.name)
        for d in p.params:
            self._var_decl(d, p.name)
        for step in p.body:
            self._labeled(step, p.name)
        self._rename(p, self.st.procs[self.st.find_proc(p.name)], PROCEDURE)

    def _process(self, p: n.Process) -> None:
        for d in p.decls:
            self._var_decl(d, p.name)
        for step in p.body:
            self._labeled(step, p.name)
        self._rename(p, self.st.processes[self.st.find_process(p.name)], PROCESS)

    def _rename(self, p, entry, kind: int) -> None:
        """A procedure's or process's labels with fairness modifiers, first label and name (in place:
        pcal.trans's label lists may be shared)."""
        p.plus_labels[:] = [self.st.use(LABEL, lbl, p.name) for lbl in p.plus_labels]
        p.minus_labels[:] = [self.st.use(LABEL, lbl, p.name) for lbl in p.minus_labels]
        entry.initial = self.st.use(LABEL, entry.initial, p.name)
        p.name = self.st.use(kind, p.name, "")
        entry.name = p.name

    def _var_decl(self, d, context: str) -> None:
        d.var = self.st.use_var(d.var, context)
        self.expr(d.val, context)

    def _labeled(self, step: n.LabeledStmt, context: str) -> None:
        step.label = self.st.use(LABEL, step.label, context)
        for s in step.stmts:
            self._stmt(s, context)

    def _stmts(self, stmts: list, context: str) -> None:
        for s in stmts:
            self._stmt(s, context)

    def _steps(self, steps: list, context: str) -> None:
        for step in steps:
            self._labeled(step, context)

    def _stmt(self, s: n.Node, context: str) -> None:  # noqa: C901 - one case per statement kind
        use = self.st.use
        if isinstance(s, n.LabeledStmt):
            self._labeled(s, context)
        elif isinstance(s, n.While):
            self._stmts(s.unlab_do, context)
            self._steps(s.lab_do, context)
            self.expr(s.test, context)
        elif isinstance(s, n.Assign):
            for a in s.ass:
                a.lhs.var = self.st.use_var(a.lhs.var, context)
                self.expr(a.lhs.sub, context)
                self.expr(a.rhs, context)
        elif isinstance(s, n.If):
            self._stmts(s.then, context)
            self._stmts(s.els, context)
            self.expr(s.test, context)
        elif isinstance(s, n.With):
            self.expr(s.exp, context)
            self._stmts(s.do, context)
        elif isinstance(s, (n.When, n.PrintS, n.Assert)):
            self.expr(s.exp, context)
        elif isinstance(s, n.LabelIf):
            self.expr(s.test, context)
            self._stmts(s.unlab_then, context)
            self._steps(s.lab_then, context)
            self._stmts(s.unlab_else, context)
            self._steps(s.lab_else, context)
        elif isinstance(s, n.Call):
            s.return_to = use(PROCEDURE, s.return_to, context)
            s.to = use(PROCEDURE, s.to, context)
            self._exprs(s.args, context)
        elif isinstance(s, n.Return):
            s.frm = use(PROCEDURE, s.frm, context)
        elif isinstance(s, n.CallReturn):
            s.frm = use(PROCEDURE, s.frm, context)
            s.to = use(PROCEDURE, s.to, context)
            self._exprs(s.args, context)
        elif isinstance(s, n.CallGoto):
            s.after = use(PROCEDURE, s.after, context)
            s.to = use(PROCEDURE, s.to, context)
            self._exprs(s.args, context)
        elif isinstance(s, n.Goto):
            if self.st.find(LABEL, s.to, context) == len(self.st.entries) and s.to != "Done":
                raise PcalError(f"goto to non-existent label `{s.to}' at line {s.line}, column {s.col}")
            s.to = use(LABEL, s.to, context)
        elif isinstance(s, n.Either):
            for clause in s.ors:
                self._stmts(clause, context)
        elif isinstance(s, n.LabelEither):
            for clause in s.clauses:
                self._stmts(clause.unlab_or, context)
                self._steps(clause.lab_or, context)

    def _exprs(self, exprs: list, context: str) -> None:
        for e in exprs:
            self.expr(e, context)

    def expr(self, e: Expr, context: str) -> None:
        """Rename, in place, the identifiers of e that the table renamed."""
        names, exprs = [], []
        for line in e.lines:
            for tok in line:
                if tok.kind != IDENT:
                    continue
                new = self.st.use_var(tok.string, context)
                if tok.string in names or new == tok.string:
                    continue
                names.append(tok.string)
                exprs.append(ident_expr(new))
        if exprs:
            try:
                e.substitute_all(exprs, names, False)
            except ExprError as err:
                raise PcalError(str(err)) from None
