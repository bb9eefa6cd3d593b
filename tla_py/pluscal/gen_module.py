"""The translation's definitions around the steps, as pcal.trans writes them: VARIABLES, the define
block, vars, ProcSet, Init, each procedure's and process's disjunction of steps, Terminating, Next,
Spec with its fairness, and Termination."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.changed import Changed
from tla_py.pluscal.errors import PcalError
from tla_py.pluscal.expr import BUILTIN, IDENT, Expr, ExprError, Token
from tla_py.pluscal.fairness import ProcessFairness, fairness_formula
from tla_py.pluscal.gen_steps import StepWriter, self_expr, subscript_of
from tla_py.pluscal.layout import TlaWriter, needs_parentheses
from tla_py.pluscal.options import Options
from tla_py.pluscal.symtab import PROCEDURE, SymbolTable


def _s(value) -> str:
    return "null" if value is None else value


class Generator(StepWriter):
    """Writes the translation of an exploded algorithm."""

    def __init__(self, st: SymbolTable, opts: Options, flags):
        self.out = TlaWriter()
        self.st = st
        self.opts = opts
        self.wrap = opts.line_width
        self.omit_pc = flags.omit_pc
        self.omit_stuttering = flags.omit_stuttering
        self.has_default_init = flags.has_default_init
        self.vars: list = []
        self.procedure_vars: list = []
        self.process_set_vars: list = []
        self.mp = False
        self.self_ = None
        self.self_is_self = False
        self.next_steps: list = []
        self.current_proc_name = "Next"

    def generate(self, alg, report: list) -> list:
        """The translation's lines: the renaming reports, then every definition."""
        for line in report:
            self.out.line(line)
        if isinstance(alg, n.Uniprocess):
            self.variables(alg.decls, alg.prcds, [], alg.defs)
            self.init(alg.decls, alg.prcds, [])
            for prcd in alg.prcds:
                self.procedure(prcd)
            for step in alg.body:
                self.next_steps.append(step.label)
                self.labeled_stmt(step, "")
        else:
            self.mp = True
            self.variables(alg.decls, alg.prcds, alg.procs, alg.defs)
            self.proc_set()
            self.init(alg.decls, alg.prcds, alg.procs)
            for prcd in alg.prcds:
                self.procedure(prcd)
            for proc in alg.procs:
                self.process(proc)
        self.next_action()
        self.spec()
        self.termination()
        return self.out.code

    # ------------------------------------------------------------------ declarations

    def variables(self, globals_: list, prcds: list, procs: list, defs: Expr) -> None:
        """VARIABLES (globals, then the define block, then the locals), and vars."""
        out = self.out
        local, glob = [], []
        if not self.omit_pc:
            glob.append("pc")
        glob.extend(d.var for d in globals_)
        if prcds:
            glob.append("stack")
        self.vars.extend(glob)
        for prcd in prcds:
            for d in list(prcd.params) + list(prcd.decls):
                local.append(d.var)
                self.procedure_vars.append(d.var)
        for proc in procs:
            for d in proc.decls:
                local.append(d.var)
                if not proc.is_eq:
                    self.process_set_vars.append(d.var)
        self.vars.extend(local)
        if self.has_default_init:
            out.line("CONSTANT defaultInitValue")
        if not defs.lines:
            glob = glob + local
            self._declare(glob)
        else:
            self._declare(glob)
            out.line("")
            out.line("(* define statement *)")
            out.expr(defs)
            out.line("")
            self._declare(local)
            glob = glob + local
        out.line("")
        if not glob:
            raise PcalError("The algorithm has no variables.")
        out.token("vars == << ")
        indent = len(out.next)
        for i, v in enumerate(glob):
            if i:
                out.token(", ")
            if len(out.next) + len(v) + 1 > self.wrap:
                out.end_line()
                out.next = " " * indent
            out.token(v)
        if len(out.next) + len(" >>") + 1 > self.wrap:
            out.end_line()
            out.next = " " * len("vars ==")
        out.token(" >>")
        out.line("")

    def _declare(self, names: list) -> None:
        if not names:
            return
        out = self.out
        keyword = "VARIABLES " if len(names) > 1 else "VARIABLE "
        out.token(keyword)
        for i, v in enumerate(names):
            if i:
                out.token(", ")
            if len(out.next) + len(v) + 1 > self.wrap:
                out.end_line()
                out.next += " " * len(keyword)
            out.token(v)
        out.end_line()

    def proc_set(self) -> None:
        """ProcSet, the union of the process ids."""
        if not self.st.processes:
            return
        out = self.out
        out.token("ProcSet == ")
        for i, proc in enumerate(self.st.processes):
            if i:
                out.token(" \\cup ")
            out.token("{" if proc.is_eq else "(")
            out.expr(proc.id)
            out.token("}" if proc.is_eq else ")")
        out.end_line()
        out.line("")

    def init(self, globals_: list, prcds: list, procs: list) -> None:
        """Init: globals, procedure and process variables, stack and pc."""
        out = self.out
        col = len("Init == ")
        text = "Init == "
        if globals_:
            out.line(text + "(* Global variables *)")
            for d in globals_:
                self._init_var(d, " " * col)
            text = " " * col
        for prcd in prcds:
            if not prcd.params and not prcd.decls:
                continue
            out.line(text + f"(* Procedure {prcd.name} *)")
            text = " " * col
            for d in list(prcd.params) + list(prcd.decls):
                if not self.mp:
                    self._init_var(d.to_var_decl(), text)
                    continue
                out.token(text + "/\\ ")
                out.token(d.var + " = [ self \\in ProcSet |-> ")
                out.expr(self.subscripted(d.val, subscript_of(self_expr()), Changed([])))
                out.token("]")
                out.end_line()
        for proc in procs:
            if not proc.decls:
                continue
            out.line(text + f"(* Process {proc.name} *)")
            text = " " * col
            for d in proc.decls:
                out.token(text + "/\\ ")
                self._init_process_var(proc, d)
                out.end_line()
        if prcds:
            out.line(text + ("/\\ stack = [self \\in ProcSet |-> << >>]" if self.mp else "/\\ stack = << >>"))
            text = " " * col
        if not self.omit_pc:
            if self.mp:
                self._init_pc(text)
            else:
                out.line(text + f'/\\ pc = "{_s(self.st.initial)}"')
        out.line("")

    def _init_var(self, d: n.VarDecl, text: str) -> None:
        """One /\\ v = e conjunct, e parenthesized where pcal.trans does."""
        out = self.out
        out.token(text + "/\\ ")
        out.token(d.var + (" = " if d.is_eq else " \\in "))
        paren = needs_parentheses(d.val.to_lines())
        if paren:
            out.token("(")
        out.expr(d.val)
        if paren:
            out.token(")")
        out.end_line()

    def _init_process_var(self, proc: n.Process, d: n.VarDecl) -> None:
        """A process's variable: a function of self for a process set."""
        out = self.out
        if proc.is_eq:
            out.token(d.var + (" = " if d.is_eq else " \\in "))
            out.expr(d.val)
        elif d.is_eq:
            out.token(d.var + " = [self \\in ")
            out.expr(proc.id)
            out.token(" |-> ")
            out.expr(self.subscripted(d.val, subscript_of(self_expr()), Changed([])))
            out.token("]")
        else:
            out.token(d.var + " \\in [")
            out.expr(proc.id)
            out.token(" -> ")
            out.expr(self.subscripted(d.val, self._some_self(proc.id), Changed([])))
            out.token("]")

    @staticmethod
    def _some_self(ids: Expr) -> Expr:
        """[CHOOSE self \\in S : TRUE], the subscript of a process-set variable in an initial value."""
        front = Expr([[Token("[", 0, BUILTIN), Token("CHOOSE", 1, BUILTIN), Token("self", 8, IDENT),
                       Token("\\in ", 13, BUILTIN)]])
        front.normalize()
        middle = ids.clone()
        back = Expr([[Token(":", 0, BUILTIN), Token("TRUE", 2, BUILTIN), Token("]", 6, BUILTIN)]])
        back.normalize()
        try:
            middle.prepend(front, 1)
            back.prepend(middle, 1)
        except ExprError as err:
            raise PcalError(str(err)) from None
        return back

    def _init_pc(self, text: str) -> None:
        """pc's initial value per process: a CASE on self unless there is one process."""
        out = self.out
        processes = self.st.processes
        use_case = len(processes) != 1
        text += "/\\ pc = [self \\in ProcSet |-> " + ("CASE " if use_case else "")
        col = len(text) - 3
        for i, pe in enumerate(processes):
            last = i == len(processes) - 1
            if use_case:
                out.token(text + ("self = " if pe.is_eq else "self \\in "))
                out.expr(pe.id)
                text = f' -> "{_s(pe.initial)}"' + ("]" if last else "")
            else:
                text += f'"{_s(pe.initial)}"]'
            out.token(text)
            out.end_line()
            text = " " * col + ("" if last else "[] ")

    # ------------------------------------------------------------------ procedures and processes

    def _disjunction(self, name: str, steps: list, argument: str) -> None:
        """name(self) == step1(self) \\/ step2(self) \\/ ..., wrapped at the line width."""
        out = self.out
        head = name + argument + " == "
        out.token(head)
        indent = " " * (len(head) + 2)
        for i, step in enumerate(steps):
            disjunct = step.label + argument
            if i and len(out.next) + 7 + len(disjunct) > self.wrap:
                out.end_line()
            if i:
                out.token((indent if not out.next else "") + " \\/ ")
            out.token(disjunct)
        out.line("")

    def procedure(self, p: n.Procedure) -> None:
        """The procedure's steps and its disjunction."""
        if self.mp:
            self.self_ = self_expr()
            self.self_is_self = True
        else:
            self.next_steps.append(p.name)
        for step in p.body:
            self.labeled_stmt(step, "procedure")
        self._disjunction(p.name, p.body, "(self)" if self.mp else "")

    def process(self, p: n.Process) -> None:
        """The process's steps and (unless the pc is left out) its disjunction."""
        self.current_proc_name = p.name
        if p.is_eq:
            self.self_, self.self_is_self = p.id, False
            self.next_steps.append(p.name)
        else:
            self.self_, self.self_is_self = self_expr(), True
        for step in p.body:
            self.labeled_stmt(step, "process")
        if not self.omit_pc:
            self._disjunction(p.name, p.body, "" if p.is_eq else "(self)")

    # ------------------------------------------------------------------ Next, Spec, Termination

    def next_action(self) -> None:
        """Terminating and Next, the disjunction of every step, wrapped at the line width."""
        if self.omit_pc and not self.mp:
            return
        out = self.out
        stutter = not (self.opts.no_done_disjunct or self.omit_stuttering)
        if stutter:
            out.line("(* Allow infinite stuttering to prevent deadlock on termination. *)")
            if self.mp:
                out.line('Terminating == /\\ \\A self \\in ProcSet: pc[self] = "Done"')
                out.line(" " * len("Terminating == ") + "/\\ UNCHANGED vars")
            else:
                out.line('Terminating == pc = "Done" /\\ UNCHANGED vars')
            out.line("")
        singles = _pack([(a, len(a + " \\/ ")) for a in self.next_steps], self.wrap - len("Next == \\/ "))
        in_self = []
        if self.mp and self.st.procs:
            names = [(p.name + "(self)", len(p.name) + len("(self) \\/ ")) for p in self.st.procs]
            in_self = _pack(names, self.wrap - len("Next == \\/ (\\E self \\in ProcSet: \\/ "))
            if in_self:
                in_self[-1] += ")"
        sets = []
        if self.mp:
            for p in self.st.processes:
                if p.is_eq:
                    continue
                lines = p.id.to_lines()
                head = "(\\E self \\in "
                block = [head + lines[0]] + [" " * len(head) + line for line in lines[1:]]
                block[-1] += f": {p.name}(self))"
                sets.append(block)
        text = "Next == "
        col = len(text) + 2
        for s in singles:
            out.line(text + s)
            text = " " * col + " \\/ "
        if in_self:
            text += "(\\E self \\in ProcSet: "
            col2 = len(text)
            if len(in_self) > 1:
                text += " \\/ "
            for s in in_self:
                out.line(text + s)
                text = " " * col2 + " \\/ "
            text = " " * col + " \\/ "
        for i, block in enumerate(sets):
            for line in block:
                out.line(text + line)
                text = " " * (col - 2) if not singles and not in_self and i == 0 else " " * (col + 4)
            text = " " * col + " \\/ "
        if stutter:
            out.line(text + "Terminating")
        out.line("")

    def spec(self) -> None:
        """Spec: Init /\\ [][Next]_vars and the fairness the options and processes ask for."""
        out = self.out
        safety = "Init /\\ [][Next]_vars"
        fairness = self.opts.fairness
        if fairness == "nof" or (not self.mp and fairness == ""):
            out.line("Spec == " + safety)
            out.line("")
            return
        wf_next = (fairness == "wfNext" or self.opts.fair_algorithm
                   or (not self.mp and fairness in ("wf", "sf")))
        fair = [p for p in self.st.processes if p.ast.fairness != n.UNFAIR] if self.mp else []
        formulas = [self._process_fairness(p) for p in fair]
        if not wf_next and not formulas:
            out.line("Spec == " + safety)
            out.line("")
            return
        out.line("Spec == /\\ " + safety)
        if wf_next:
            out.line("        /\\ WF_vars(Next)")
        for f in formulas:
            lines = ("        /\\ " + f.format(len("Spec == /\\ "))).split("\n")
            while lines and lines[-1] == "":
                lines.pop()
            for line in lines:
                out.line(line)
        out.line("")

    def _process_fairness(self, p) -> ProcessFairness:
        """The fairness formula of a fair process (and of the procedures it calls)."""
        xf = "WF" if p.ast.fairness == n.WF else "SF"
        ids = p.id.to_lines()
        let_in = p.is_eq and len(ids) > 1
        q_self = ids[0] if p.is_eq and not let_in else "self"
        prefix = []
        if let_in or not p.is_eq:
            begin, end = ("LET self == ", "") if p.is_eq else ("\\A self \\in ", " : ")
            prefix = [(begin if j == 0 else " " * len(begin)) + line for j, line in enumerate(ids)]
            prefix[-1] += end
            if let_in:
                prefix.append("IN ")
        name = p.name if p.is_eq else p.name + "(self)"
        body = fairness_formula(xf, q_self, name, p.ast.minus_labels, p.ast.plus_labels,
                                "" if p.is_eq else "(self)")
        procedures = []
        for called in p.ast.called:
            pe = self.st.procs[self.st.find_proc(self.st.use(PROCEDURE, called, ""))]
            procedures.append(fairness_formula(xf, q_self, f"{pe.name}({q_self})", pe.ast.minus_labels,
                                               pe.ast.plus_labels, f"({q_self})"))
        return ProcessFairness(prefix, body, procedures, self.wrap)

    def termination(self) -> None:
        """Termination, unless the algorithm cannot terminate or has no pc."""
        if self.omit_pc or self.omit_stuttering:
            return
        done = "\\A self \\in ProcSet: pc[self]" if self.mp else "pc"
        self.out.line(f'Termination == <>({done} = "Done")')
        self.out.line("")


def _pack(items: list, width: int) -> list:
    """Texts joined by " \\/ ", a new line started when a text's cost (its length and a separator, as
    pcal.trans counts it) and the line so far would pass width."""
    lines, text = [], ""
    for item, cost in items:
        if cost + len(text) > width:
            lines.append(text)
            text = ""
        if text:
            text += " \\/ "
        text += item
    if text:
        lines.append(text)
    return lines
