"""The algorithm's symbol table, as pcal.trans's: every variable, label, procedure and process with
where it is defined, and the renamings that make them distinct (a label named like a variable, the
same local variable in two procedures...), each reported as a comment atop the translation."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError

GLOBAL, LABEL, PROCEDURE, PROCESS, PROCESSVAR, PROCEDUREVAR, PARAMETER = range(7)
KIND_NAMES = ("Global variable", "Label", "Procedure", "Process", "Process variable", "Procedure variable",
              "Parameter")
_VARIABLES = (GLOBAL, PROCESSVAR, PROCEDUREVAR, PARAMETER)


class Entry:
    """A symbol: its kind, name, where it is defined and the name it gets."""
    def __init__(self, kind: int, name: str, context: str, ctype: str, line: int, col: int):
        self.kind, self.name, self.context, self.ctype = kind, name, context, ctype
        self.line, self.col = line, col
        self.use = name  # the name it gets in the translation


class ProcedureEntry:
    """A procedure with its variables and its first label."""
    def __init__(self, p: n.Procedure):
        self.name, self.params, self.decls, self.ast = p.name, p.params, p.decls, p
        self.initial = p.body[0].label if p.body else None


class ProcessEntry:
    """A process with its id, its variables and its first label."""
    def __init__(self, p: n.Process):
        self.name, self.is_eq, self.id, self.decls, self.ast = p.name, p.is_eq, p.id, p.decls, p
        self.initial = p.body[0].label if p.body else None


class SymbolTable:
    """The symbols of an algorithm after parsing, in pcal.trans's order."""
    def __init__(self, alg):
        self.entries: list[Entry] = []
        self.procs: list[ProcedureEntry] = []
        self.processes: list[ProcessEntry] = []
        self.report: list[str] = []
        self.errors = ""
        self.initial: str | None = None  # a uniprocess algorithm's first label
        self.insert(GLOBAL, "pc", "", "", 0, 0)
        self._extract(alg)
        if self.errors:
            raise PcalError(self.errors)

    # ------------------------------------------------------------------ look-up

    def find(self, kind: int, name, context: str) -> int:
        for i, e in enumerate(self.entries):
            if e.name == name and e.context == context and e.kind == kind:
                return i
        return len(self.entries)

    def find_any(self, name, context: str) -> int:
        for i, e in enumerate(self.entries):
            if e.name == name and e.context == context:
                return i
        return len(self.entries)

    def find_proc(self, name) -> int:
        return next((i for i, p in enumerate(self.procs) if p.name == name), len(self.procs))

    def find_process(self, name) -> int:
        return next((i for i, p in enumerate(self.processes) if p.name == name), len(self.processes))

    def use(self, kind: int, name, context: str):
        """The translation's name for a symbol of that kind defined in context."""
        i = self.find(kind, name, context)
        return name if i == len(self.entries) else self.entries[i].use

    def use_var(self, name: str, context: str) -> str:
        """The translation's name for a variable used in context."""
        i = self.find_any(name, context)
        if i == len(self.entries):
            return name
        e = self.entries[i]
        return e.use if e.kind in _VARIABLES else name

    # ------------------------------------------------------------------ building

    def insert(self, kind: int, name: str, context: str, ctype: str, line: int, col: int) -> bool:
        """Add a symbol unless it is already defined there (a local variable not even as a global)."""
        if kind in (PROCEDUREVAR, PROCESSVAR, PARAMETER):
            known = len(self.entries)
            if self.find(GLOBAL, name, "") < known or self.find_any(name, context) < known:
                return False
        elif self.find(kind, name, context) < len(self.entries):
            return False
        self.entries.append(Entry(kind, name, context, ctype, line, col))
        return True

    def _extract(self, alg) -> None:
        if alg.prcds:
            self.insert(GLOBAL, "stack", "", "", 0, 0)
        for d in alg.decls:
            self._var(d, "")
        for prcd in alg.prcds:
            self._procedure(prcd)
        if isinstance(alg, n.Uniprocess):
            if alg.body:
                self.initial = alg.body[0].label
            for step in alg.body:
                self._labeled(step, "", "")
        else:
            for proc in alg.procs:
                self._process(proc)

    def _var(self, d: n.VarDecl, context: str) -> None:
        kind = PROCESSVAR if context else GLOBAL
        if not self.insert(kind, d.var, context, "process", d.line, d.col):
            self.errors += f"\n{KIND_NAMES[kind]} {d.var} redefined at line {d.line}, column {d.col}"

    def _procedure(self, p: n.Procedure) -> None:
        if self.find_proc(p.name) < len(self.procs):
            self.errors += f"\nProcedure {p.name} redefined at line {p.line}, column {p.col}"
        else:
            self.procs.append(ProcedureEntry(p))
        self.insert(PROCEDURE, p.name, "", "procedure", p.line, p.col)
        for d in p.decls:
            if not self.insert(PROCEDUREVAR, d.var, p.name, "procedure", d.line, d.col):
                self.errors += f"\nProcedure variable {d.var} redefined at line {d.line}, column {d.col}"
        for d in p.params:
            if not self.insert(PARAMETER, d.var, p.name, "procedure", d.line, d.col):
                self.errors += f"\nParameter {d.var} redefined at line {d.line}, column {d.col}"
        for step in p.body:
            self._labeled(step, p.name, "procedure")

    def _process(self, p: n.Process) -> None:
        if self.find_process(p.name) < len(self.processes):
            self.errors += f"\nProcess {p.name} redefined at line {p.line}, column {p.col}"
        else:
            self.processes.append(ProcessEntry(p))
        self.insert(PROCESS, p.name, "", "process", p.line, p.col)
        for d in p.decls:
            self._var(d, p.name)
        for step in p.body:
            self._labeled(step, p.name, "process")

    def _labeled(self, step: n.LabeledStmt, context: str, ctype: str) -> None:
        if not self.insert(LABEL, step.label, context, ctype, step.line, step.col):
            self.errors += f"\nLabel {step.label} redefined at line {step.line}, column {step.col}"
        for s in step.stmts:
            self._stmt(s, context, ctype)

    def _stmt(self, s: n.Node, context: str, ctype: str) -> None:
        for part in nested_parts(s):
            for item in part:
                if isinstance(item, n.LabeledStmt):
                    self._labeled(item, context, ctype)
                else:
                    self._stmt(item, context, ctype)

    # ------------------------------------------------------------------ renaming

    def _ambiguous(self, name: str) -> bool:
        return sum(1 for e in self.entries if e.use == name) > 1

    def disambiguate(self) -> None:
        """Rename (kind by kind, globals first) each symbol whose name another already has: append
        "_", then the context's letters, then the kind's number until it is unique."""
        for kind in range(8):
            for e in self.entries:
                if e.kind != kind:
                    continue
                e.use = e.name
                length = 0
                while kind > 0 and self._ambiguous(e.use):
                    length += 1
                    if length == 1:
                        e.use += "_"
                    elif length > len(e.context) + 1:
                        e.use += str(kind)
                    else:
                        e.use += e.context[length - 2]
                if e.name != e.use:
                    where = "" if not e.context else f" of {e.ctype} {e.context}"
                    what = f"{KIND_NAMES[e.kind]} {e.name}{where}"
                    self.report.append(f"\\* {what} at line {e.line} col {e.col} changed to {e.use}")

    def check_default_init(self) -> None:
        """`defaultInitValue` names the value of uninitialized variables: nothing may be named so."""
        kinds = [KIND_NAMES[e.kind] + " name" for e in self.entries if e.name == "defaultInitValue"]
        if kinds:
            raise PcalError("Cannot use `defaultInitValue' as " + " or ".join(kinds))


def nested_parts(s: n.Node) -> list:
    """The statement lists inside s, in pcal.trans's order (unlabeled statements, then labeled steps,
    clause by clause)."""
    if isinstance(s, n.While):
        return [s.unlab_do, s.lab_do]
    if isinstance(s, n.If):
        return [s.then, s.els]
    if isinstance(s, n.With):
        return [s.do]
    if isinstance(s, n.LabelIf):
        return [s.unlab_then, s.lab_then, s.unlab_else, s.lab_else]
    if isinstance(s, n.Either):
        return list(s.ors)
    if isinstance(s, n.LabelEither):
        return [part for clause in s.clauses for part in (clause.unlab_or, clause.lab_or)]
    return []
