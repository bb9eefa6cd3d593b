"""PlusCal's labeling rules, as pcal.trans applies them: where a label is missing (after a call, a
return, a goto, a labeled if or either, at a while, before a second assignment to a variable in a
step) it adds one or reports it; then it groups statements into labeled steps and checks that calls,
returns and gotos end their step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tla_py.pluscal import nodes as n
from tla_py.pluscal.errors import PcalError, at_node

if TYPE_CHECKING:
    from tla_py.pluscal.parser import Parser


def add_labels(p: Parser, stmts: list) -> None:
    """Give every statement of this body that needs a label one."""
    _add(p, stmts, True, False, [], [])


def _needs_label(p: Parser, stmt: n.Node) -> None:
    """Label stmt, if unlabeled, with the label root and the next number no typed label uses."""
    if stmt.lbl:
        return
    while True:
        label = f"{p.opts.label_root}{p.next_label_num}"
        p.next_label_num += 1
        if label not in p.all_labels:
            break
    stmt.lbl = label
    p.added_labels.append(label)
    p.added_locations.append(stmt.location())


def _union(s: list, t: list) -> list:
    return s + [x for i, x in enumerate(t) if x not in s and x not in t[:i]]


def _set(out: list, value: list) -> None:
    out[:] = list(value)


def _add(p: Parser, stmts: list, first_labeled: bool, in_with: bool, in_assigned: list,
         out_assigned: list) -> bool:
    """Add the labels stmts needs; whether what follows stmts needs a label (or stmts has one).
    out_assigned gets the variables assigned in the step that ends stmts."""
    _set(out_assigned, in_assigned)
    next_needs = first_labeled
    had_label = False
    for stmt in stmts:
        if stmt.lbl:
            had_label = True
            out_assigned.clear()
            if in_with:
                raise at_node("Label in `with' statement", stmt)
        if next_needs:
            if in_with:
                raise at_node("Statement follows `call' or `return' inside a `with' statement.", stmt)
            _needs_label(p, stmt)
            next_needs = False
            had_label = True
            out_assigned.clear()
        if isinstance(stmt, n.LabelIf):
            then_assigned: list = []
            else_assigned: list = []
            next_needs = _add(p, stmt.unlab_then, False, in_with, out_assigned, then_assigned)
            next_needs = _add(p, stmt.unlab_else, False, in_with, out_assigned, else_assigned) or next_needs
            _set(out_assigned, _union(then_assigned, else_assigned))
        elif isinstance(stmt, n.LabelEither):
            all_assigned: list = []
            for clause in stmt.clauses:
                or_assigned: list = []
                next_needs = _add(p, clause.unlab_or, False, in_with, out_assigned, or_assigned) or next_needs
                all_assigned = _union(or_assigned, all_assigned)
            _set(out_assigned, all_assigned)
        elif isinstance(stmt, n.While):
            if in_with:
                raise at_node("`while' inside a `with' statement", stmt)
            _needs_label(p, stmt)
            had_label = True
            out_assigned.clear()
            _add(p, stmt.unlab_do, False, False, out_assigned, [])
            next_needs = False
        elif isinstance(stmt, n.With):
            inner_in = list(in_assigned) if in_with else []
            inner_out: list = []
            next_needs = _add(p, stmt.do, False, True, inner_in, inner_out)
            _set(out_assigned, inner_out)
            if not in_with and any(v in in_assigned for v in out_assigned):
                _needs_label(p, stmt)
                had_label = True
                out_assigned.clear()
        elif isinstance(stmt, n.Assign):
            assigned: list = []
            for single in stmt.ass:
                if single.lhs.var not in assigned:
                    assigned.append(single.lhs.var)
            if not any(v in out_assigned for v in assigned):
                _set(out_assigned, _union(out_assigned, assigned))
            else:
                if in_with:
                    raise at_node("Second assignment to same variable inside a `with' statement", stmt)
                _needs_label(p, stmt)
                had_label = True
                _set(out_assigned, assigned)
            next_needs = False
        else:
            next_needs, assigned = _call_effects(p, stmt)
            if not any(v in out_assigned for v in assigned):
                _set(out_assigned, _union(out_assigned, assigned))
            else:
                if in_with:
                    raise at_node(
                        "Call or return makes second assignment to a variable inside a `with' statement", stmt
                    )
                _needs_label(p, stmt)
                had_label = True
                _set(out_assigned, assigned)
    return had_label or next_needs


def _call_effects(p: Parser, stmt: n.Node) -> tuple:
    """Whether a label must follow stmt, and the variables it assigns (stack, and the procedures'
    variables for a return or a call of the procedure it is in)."""
    sets_procedure_vars = False
    if isinstance(stmt, (n.Call, n.CallGoto)):
        sets_procedure_vars = stmt.to == p.current_procedure
    elif isinstance(stmt, (n.Return, n.CallReturn)):
        sets_procedure_vars = True
    else:
        return isinstance(stmt, n.Goto), []
    assigned = ["stack"]
    if sets_procedure_vars:
        for prcd in p.procedures:
            assigned.extend(d.var for d in prcd.params)
            assigned.extend(d.var for d in prcd.decls)
    return True, assigned


# ---------------------------------------------------------------------- labeled steps


def make_labeled(p: Parser, stmts: list) -> list:
    """The statements grouped into LabeledStmt steps (each starting at a label), checked."""
    result = _group(stmts)
    _check_steps(p, result)
    return result


def _group(stmts: list) -> list:
    result = []
    i = 0
    while i < len(stmts):
        first = stmts[i]
        if not first.lbl:
            raise PcalError(
                "You have discovered a bug in pcal.trans.\nSend the following information and the\n"
                "input file to the current maintainer(s).\n\n -- Failure of assertion: Missing Label in "
                "MakeLabeledStmtSeq."
            )
        step = n.LabeledStmt().at(first.line, first.col)
        step.macro_line, step.macro_col = first.macro_line, first.macro_col
        step.label = first.lbl
        step.stmts.append(first)
        i += 1
        while i < len(stmts) and not stmts[i].lbl:
            step.stmts.append(stmts[i])
            i += 1
        _split_inner(step.stmts)
        result.append(step)
    return result


def _unlabeled_prefix(stmts: list) -> tuple:
    """The statements before the first labeled one, and the rest."""
    i = 0
    while i < len(stmts) and not stmts[i].lbl:
        i += 1
    return stmts[:i], stmts[i:]


def _split_inner(stmts: list) -> None:
    """Inside ifs, eithers and whiles, split each clause into its unlabeled head and labeled steps."""
    for stmt in stmts:
        if isinstance(stmt, n.LabelIf):
            stmt.unlab_then, rest = _unlabeled_prefix(stmt.unlab_then)
            _split_inner(stmt.unlab_then)
            stmt.lab_then = _group(rest)
            stmt.unlab_else, rest = _unlabeled_prefix(stmt.unlab_else)
            _split_inner(stmt.unlab_else)
            stmt.lab_else = _group(rest)
        elif isinstance(stmt, n.LabelEither):
            for clause in stmt.clauses:
                clause.unlab_or, rest = _unlabeled_prefix(clause.unlab_or)
                _split_inner(clause.unlab_or)
                clause.lab_or = _group(rest)
        elif isinstance(stmt, n.While):
            stmt.unlab_do, rest = _unlabeled_prefix(stmt.unlab_do)
            _split_inner(stmt.unlab_do)
            stmt.lab_do = _group(rest)


def _check_steps(p: Parser, steps: list) -> None:
    """Check each step's statements (and turn label-free ifs and eithers into If and Either)."""
    for step in steps:
        _classify(p, step.stmts)


def _classify(p: Parser, stmts: list) -> int:
    """0: no call, return, goto or label inside; 1: a call, return or goto (which must end the step);
    2: a label. Turns label-free LabelIf and LabelEither nodes into If and Either."""
    result = 0
    for i, node in enumerate(stmts):
        if isinstance(node, n.LabelIf):
            result = _classify_if(p, node)
            if result < 2:
                new = n.If()
                new.test, new.then, new.els = node.test, node.unlab_then, node.unlab_else
                stmts[i] = new
        elif isinstance(node, n.LabelEither):
            result = _classify_either(p, node)
            if result < 2:
                new = n.Either()
                new.ors = [clause.unlab_or for clause in node.clauses]
                stmts[i] = new
        elif isinstance(node, n.With):
            result = _classify(p, node.do)  # a label inside a with was reported when labels were added
        elif isinstance(node, n.While):
            _classify(p, node.unlab_do)
            _check_steps(p, node.lab_do)
        elif isinstance(node, n.Call):
            if not (i < len(stmts) - 1 and isinstance(stmts[i + 1], n.Return)):
                result = 1
        elif isinstance(node, (n.Return, n.CallReturn)):
            if p.current_procedure is None:
                raise PcalError(f"return statement not in a procedure at {node.location()}")
            result = 1
        elif isinstance(node, (n.Goto, n.CallGoto)):
            result = 1
        if result > 0 and i < len(stmts) - 1:
            raise PcalError(
                "You have discovered a bug in pcal.trans.\nSend the following information and the\n"
                "input file to the current maintainer(s).\n\n -- Translator discovered later than it should "
                f"have  that\n  Statement at {stmts[i + 1].location()} must have a label."
            )
        if result > 0:
            return result
    return result


def _classify_if(p: Parser, node: n.LabelIf) -> int:
    """An if's kind: 2 with a label inside, 1 with a call, return or goto, else 0."""
    then_class = _classify(p, node.unlab_then)
    labeled = False
    if node.lab_then:
        labeled = True
        _check_steps(p, node.lab_then)
    else_class = _classify(p, node.unlab_else)
    if node.lab_else:
        labeled = True
        _check_steps(p, node.lab_else)
    if labeled or then_class == 2 or else_class == 2:
        return 2
    return 1 if then_class + else_class > 0 else 0


def _classify_either(p: Parser, node: n.LabelEither) -> int:
    """An either's kind, as _classify_if."""
    kind = 0
    for clause in node.clauses:
        kind = max(kind, _classify(p, clause.unlab_or))
        if clause.lab_or:
            kind = 2
            _check_steps(p, clause.lab_or)
    return kind


def check_body(p: Parser, body: list) -> None:
    """Unless the body is one `while TRUE` step, the pc and the stuttering-when-done disjunct stay;
    with labels inside that while, the pc stays."""
    if not body:
        return
    if len(body) > 1 or not isinstance(body[0], n.LabeledStmt):
        p.omit_pc = p.omit_stuttering = False
        return
    stmts = body[0].stmts
    if not stmts:
        return
    loop = stmts[0]
    if len(stmts) > 1 or not isinstance(loop, n.While):
        p.omit_pc = p.omit_stuttering = False
        return
    test = loop.test.lines
    if len(test) != 1 or len(test[0]) != 1 or test[0][0].string != "TRUE":
        p.omit_pc = p.omit_stuttering = False
        return
    if loop.lab_do:
        p.omit_pc = False
    if any(isinstance(s, (n.LabelIf, n.LabelEither, n.LabeledStmt)) for s in loop.unlab_do):
        p.omit_pc = False
