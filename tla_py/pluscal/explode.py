"""Exploding the algorithm into flat steps, as pcal.trans's PcalTranslate: a while becomes an if on
its test, calls, returns and gotos become assignments to pc and stack, each step gets its pc test,
and control flow between steps is made explicit. Like pcal.trans it changes the nested statement lists
of the original AST in place (which the AST's checksum then sees)."""

from __future__ import annotations

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError, at_node
from tla_py.pluscal.expr import ADDED, BUILTIN, IDENT, STRING, Expr, Token
from tla_py.pluscal.symtab import LABEL, SymbolTable


def _expr(lines: list) -> Expr:
    e = Expr(lines)
    e.normalize()
    return e


def _single(var: str, rhs: Expr, like: n.Node = None) -> n.SingleAssign:
    """var := rhs, placed like `like` (at line 0 without one)."""
    single = n.SingleAssign()
    single.lhs.var = var
    single.lhs.sub = _expr([])
    single.rhs = rhs
    return single if like is None else single.at(like.line, like.col)


def _assign(var: str, rhs: Expr, like: n.Node = None) -> n.Assign:
    """The statement var := rhs."""
    result = n.Assign()
    result.ass = [_single(var, rhs, like)]
    return result if like is None else result.at(like.line, like.col)


def update_pc(label: str) -> n.Assign:
    """pc := "label"."""
    return _assign("pc", _expr([[Token(label, 0, STRING)]]))


def check_pc(label: str) -> n.When:
    """when pc = "label"."""
    result = n.When()
    line, col = [], 0
    for tok in (Token("pc", 0, ADDED), Token("=", 0, BUILTIN), Token(label, 0, STRING)):
        tok.column = col
        line.append(tok)
        col += tok.width + 1
    result.exp = _expr([line])
    return result


def _head_of_stack(field: str) -> Expr:
    """Head(stack).field"""
    toks = [Token("Head", 0, IDENT), Token("(", 0, BUILTIN), Token("stack", 0, ADDED), Token(")", 0, BUILTIN),
            Token(".", 0, BUILTIN), Token(field, 0, IDENT)]
    return _expr([toks])


def _is_true(e: Expr) -> bool:
    """TRUE or (TRUE)."""
    if len(e.lines) > 1:
        return False
    words = [t.string for t in e.lines[0]]
    return words == ["TRUE"] or words == ["(", "TRUE", ")"]


def _pretty_frame(e: Expr) -> None:
    """Lay out a pushed stack frame: fields from column 6, their |-> at column 16 where they fit."""
    for i, line in enumerate(e.lines):
        col = 1 if i in (0, len(e.lines) - 1) else 6
        for tok in line:
            tok.column = col
            col += tok.width
            if tok.kind != BUILTIN:
                continue
            if tok.string in ("|->", "↦"):
                tok.column = max(tok.column + 1, 16)
                col = tok.column + 5
            elif tok.string in ("[", "<<"):
                col += 1
            elif tok.string in ("]", ">>"):
                tok.column += 1
                col += 1
            elif tok.string == "\\o":
                tok.column += 1
                col += 2


def _push(frame: Expr, node: n.Node) -> n.SingleAssign:
    """stack := frame, laid out."""
    _pretty_frame(frame)
    frame.normalize()
    return _single("stack", frame, node)


class Exploder:
    """Explodes an algorithm after renaming; omit_pc when the translation has no pc."""
    def __init__(self, st: SymbolTable, omit_pc: bool):
        self.st = st
        self.omit_pc = omit_pc
        self.current_procedure = None

    def explode(self, alg):
        """A new algorithm node whose bodies are flat lists of steps."""
        new = type(alg)()
        new.line, new.col, new.name, new.decls, new.defs = alg.line, alg.col, alg.name, alg.decls, alg.defs
        new.prcds = [self._procedure(p) for p in alg.prcds]
        if isinstance(alg, n.Uniprocess):
            new.body = self._steps(alg.body, "Done")
        else:
            new.procs = [self._process(p) for p in alg.procs]
        return new

    def _steps(self, steps: list, after_last: str) -> list:
        """The steps exploded, each going on to the next label (after_last for the last one)."""
        out = []
        for i, step in enumerate(steps):
            nxt = steps[i + 1].label if i + 1 < len(steps) else after_last
            out.extend(self._step(step, nxt))
        return out

    def _procedure(self, p: n.Procedure) -> n.Procedure:
        new = n.Procedure().at(p.line, p.col)
        new.name, new.params, new.decls = p.name, p.params, p.decls
        self.current_procedure = p.name
        new.body = self._steps(p.body, self.st.use(LABEL, "Error", ""))
        self.current_procedure = None
        return new

    def _process(self, p: n.Process) -> n.Process:
        new = n.Process().at(p.line, p.col)
        new.name, new.is_eq, new.id, new.decls = p.name, p.is_eq, p.id, p.decls
        new.body = self._steps(p.body, "Done")
        return new

    # ------------------------------------------------------------------ steps

    def _step(self, step: n.LabeledStmt, nxt: str) -> list:
        """The step exploded, then the steps exploded from the labeled statements inside it."""
        if step.stmts and isinstance(step.stmts[0], n.While):
            return self._while(step, nxt)
        stmts, inner = self._explode_last_with_goto(list(step.stmts), nxt)
        result = []
        if not self.omit_pc:
            new = n.LabeledStmt().at(step.line, step.col)
            new.label, new.stmts = step.label, stmts
            stmts.insert(0, check_pc(step.label))
            result.append(new)
        return result + inner

    def _while(self, step: n.LabeledStmt, nxt: str) -> list:
        """A step starting with a while: its test becomes an if, the loop goes back to its label."""
        loop = step.stmts[0]
        new = n.LabeledStmt().at(step.line, step.col)
        new.label = step.label
        if not self.omit_pc:
            new.stmts.append(check_pc(step.label))
        first = loop.lab_do[0] if loop.lab_do else None
        body = self._explode_last_with_goto(list(loop.unlab_do), step.label if first is None else first.label)
        rest = self._explode_last_with_goto(step.stmts[1:], nxt)
        if _is_true(loop.test):
            new.stmts.extend(body[0])
        else:
            branch = n.If()
            branch.test, branch.then, branch.els = loop.test, body[0], rest[0]
            new.stmts.append(branch)
        result = [new]
        result.extend(self._steps(loop.lab_do, step.label))
        result.extend(body[1])
        if not _is_true(loop.test):
            result.extend(rest[1])
        return result

    def _explode_last_with_goto(self, stmts: list, nxt: str) -> tuple:
        """stmts with its last statement exploded and `pc := nxt` added when control needs it, and
        the steps exploded from within."""
        stmts, inner, needs_goto = self._explode_last(stmts, nxt)
        if needs_goto:
            stmts.append(update_pc(nxt))
        return stmts, inner

    def _explode_last(self, stmts: list, nxt: str) -> tuple:  # noqa: C901 - a case per statement kind
        """(stmts changed in place, steps from within, whether a goto to nxt must follow)."""
        inner: list = []
        needs_goto = False
        if not stmts:
            return [], inner, not self.omit_pc
        last = stmts[-1]
        if isinstance(last, n.LabelIf):
            head, inner = self._label_if(last, nxt)
            stmts[-1:] = head
        elif isinstance(last, n.LabelEither):
            head, inner = self._label_either(last, nxt)
            stmts[-1:] = head
        elif isinstance(last, n.Goto):
            stmts[-1] = update_pc(last.to)
        elif isinstance(last, n.Call):
            stmts[-1:] = self._call(last, nxt)
        elif isinstance(last, n.Return):
            stmts[-1:] = self._return(last)
        elif isinstance(last, n.CallReturn):
            stmts[-1:] = self._call_return(last)
        elif isinstance(last, n.CallGoto):
            call = n.Call().at(last.line, last.col)
            call.to, call.args = last.to, last.args
            stmts[-1:] = self._call(call, last.after)
        elif isinstance(last, n.If):
            then, then_inner, then_goto = self._explode_last(last.then, nxt)
            els, else_inner, else_goto = self._explode_last(last.els, nxt)
            inner = then_inner + else_inner
            last.then, last.els = then, els
            if not self.omit_pc:
                needs_goto = then_goto and else_goto
                if not needs_goto:
                    if then_goto:
                        last.then.append(update_pc(nxt))
                    if else_goto:
                        last.els.append(update_pc(nxt))
        elif isinstance(last, n.Either):
            needs_goto = True
            gotos = []
            for i, clause in enumerate(last.ors):
                new, clause_inner, clause_goto = self._explode_last(clause, nxt)
                last.ors[i] = new
                inner.extend(clause_inner)
                needs_goto = needs_goto and clause_goto
                gotos.append(clause_goto)
            if not self.omit_pc and not needs_goto:
                for clause, clause_goto in zip(last.ors, gotos):
                    if clause_goto:
                        clause.append(update_pc(nxt))
        elif isinstance(last, n.With):
            last.do, inner, needs_goto = self._explode_last(last.do, nxt)
        else:
            needs_goto = True
        return stmts, inner, needs_goto and not self.omit_pc

    def _label_if(self, s: n.LabelIf, nxt: str) -> tuple:
        """An if with labels inside: the if that ends the step, and the steps in its branches."""
        first_then = s.lab_then[0].label if s.lab_then else nxt
        first_else = s.lab_else[0].label if s.lab_else else nxt
        then, then_inner = self._explode_last_with_goto(s.unlab_then, first_then)
        els, else_inner = self._explode_last_with_goto(s.unlab_else, first_else)
        new = n.If().at(s.line, s.col)
        new.test, new.then, new.els = s.test, then, els
        inner = self._steps(s.lab_then, nxt) + self._steps(s.lab_else, nxt) + then_inner + else_inner
        return [new], inner

    def _label_either(self, s: n.LabelEither, nxt: str) -> tuple:
        """An either with labels inside, as _label_if."""
        new = n.Either().at(s.line, s.col)
        inner: list = []
        for clause in s.clauses:
            first = clause.lab_or[0].label if clause.lab_or else nxt
            stmts, clause_inner = self._explode_last_with_goto(clause.unlab_or, first)
            new.ors.append(stmts)
            inner.extend(clause_inner)
            inner.extend(self._steps(clause.lab_or, nxt))
        return [new], inner

    # ------------------------------------------------------------------ calls and returns

    def _procedure_entry(self, name: str, node: n.Node):
        i = self.st.find_proc(name)
        if i == len(self.st.procs):
            raise at_node(f"Call of non-existent procedure {name}", node)
        return self.st.procs[i]

    def _frame(self, name: str, pe, pc: Expr) -> Expr:
        """<<[procedure |-> "P", pc |-> ..., v |-> v ...]>> (the caller adds the \\o line)."""
        e = Expr()
        e.add_line()
        for tok in (Token("<<", 0, BUILTIN), Token("[", 0, BUILTIN), Token("procedure", 0, IDENT),
                    Token("|->", 0, BUILTIN), Token(name, 0, STRING), Token(",", 0, BUILTIN)):
            e.add_token(tok)
        e.add_line()
        e.add_token(Token("pc", 0, IDENT))
        e.add_token(Token("|->", 0, BUILTIN))
        for tok in pc.lines[0]:
            e.add_token(tok)
        for decl in list(pe.decls) + list(pe.params):
            e.add_token(Token(",", 0, BUILTIN))
            e.add_line()
            for tok in (Token(decl.var, 0, IDENT), Token("|->", 0, BUILTIN), Token(decl.var, 0, IDENT)):
                e.add_token(tok)
        e.add_token(Token("]", 0, BUILTIN))
        e.add_token(Token(">>", 0, BUILTIN))
        return e

    def _call(self, call: n.Call, nxt: str) -> list:
        """A call: push the return point and the callee's variables, pass the arguments, jump."""
        pe = self._procedure_entry(call.to, call)
        frame = self._frame(call.to, pe, _expr([[Token(nxt, 0, STRING)]]))
        frame.add_line()
        frame.add_token(Token("\\o", 0, BUILTIN))
        frame.add_token(Token("stack", 0, ADDED))
        return self._enter(pe, call, [_push(frame, call)])

    def _enter(self, pe, node: n.Node, first: list) -> list:
        """One multiple assignment of `first` (restored locals, the pushed frame) and the arguments to
        the parameters; the procedure's local variables set to their initial values; pc := its first
        label."""
        if len(pe.params) != len(node.args):
            raise at_node(f"Procedure {node.to} called with wrong number of arguments", node)
        ass = n.Assign().at(node.line, node.col)
        ass.ass = first + [_single(d.var, arg, node) for d, arg in zip(pe.params, node.args)]
        return [ass] + [_assign(d.var, d.val, node) for d in pe.decls] + [update_pc(pe.initial)]

    def _restore(self, pe, node: n.Node) -> list:
        """The assignments restoring the local variables and parameters of the procedure returned from."""
        return [_assign(d.var, _head_of_stack(d.var), node) for d in list(pe.decls) + list(pe.params)]

    def _return(self, ret: n.Return) -> list:
        """A return: back to the pc on the stack, the procedure's variables restored, popped."""
        if ret.frm is None:
            ret.frm = self.current_procedure
        if ret.frm is None:
            raise at_node("`return' statement not in procedure", ret)
        i = self.st.find_proc(ret.frm)
        if i == len(self.st.procs):
            raise at_node("Error in procedure (perhaps name used elsewhere)", ret)
        pe = self.st.procs[i]
        result = [_assign("pc", _head_of_stack("pc"), ret)]
        result.extend(self._restore(pe, ret))
        tail = _expr([[Token("Tail", 0, IDENT), Token("(", 0, BUILTIN), Token("stack", 0, ADDED),
                       Token(")", 0, BUILTIN)]])
        result.append(_assign("stack", tail, ret))
        return result

    def _call_return(self, cr: n.CallReturn) -> list:
        """A call followed by return: the caller's frame is replaced by the callee's."""
        if cr.frm is None:
            raise PcalError(f"`return' statement following `call' at {cr.location()} not in a procedure")
        source = self.st.procs[self.st.find_proc(cr.frm)]
        pe = self._procedure_entry(cr.to, cr)
        if cr.frm == cr.to:  # a procedure calling itself and returning: the frame on the stack stays
            return self._enter(pe, cr, [])
        restores = [_single(d.var, _head_of_stack(d.var), cr) for d in source.decls]
        frame = self._frame(cr.to, pe, _head_of_stack("pc"))
        frame.add_line()
        for tok in (Token("\\o", 0, BUILTIN), Token("Tail", 0, IDENT), Token("(", 0, BUILTIN),
                    Token("stack", 0, ADDED), Token(")", 0, BUILTIN)):
            frame.add_token(tok)
        return self._enter(pe, cr, restores + [_push(frame, cr)])
