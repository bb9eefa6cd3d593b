"""Lark parse callbacks -> AST nodes (tla_py/syntax/ast.py), each with the span of its source text.

The callbacks run inside the LALR parser (no intermediate tree): each gets the flat list of its
rule's children (tokens, AST nodes, or lists from helper rules).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from tla_py.errors import SpecError
from tla_py.syntax import ast
from tla_py.syntax.conflicts import OperatorNodes
from tla_py.syntax.operators import BUILTIN_INFIX


def _tokens(children: list, kind: str | None = None) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and (kind is None or c.type == kind)]


def _nodes(children: list) -> list[Any]:
    return [c for c in children if not isinstance(c, Token)]


class ToAst(Transformer):
    """Builds AST nodes; one instance per file (it knows the file name for spans)."""

    def __init__(self, file: str = "<input>"):
        super().__init__(visit_tokens=False)
        self.file = file
        self.ops = OperatorNodes()
        self.parens = self.ops.parens  # id(node) -> its extent with parentheses
        self.redefined: SpecError | None = None

    def reset(self, file: str) -> None:
        """Start a new file: spans name it, and the parenthesized extents and operator nodes are forgotten."""
        self.file = file
        self.ops.clear()
        self.redefined = None

    def outer(self, node: ast.Node) -> ast.Span:
        """The node's extent with the parentheses around it, which its own span leaves out (as SANY)."""
        return self.parens.get(id(node), node.span)

    def first(self, x: Any) -> tuple[int, int] | None:
        if isinstance(x, Token):
            return x.line, x.column
        if isinstance(x, ast.Node):
            sp = self.outer(x)
            return (sp.line, sp.col) if sp.line else None
        if isinstance(x, (list, tuple)):
            for y in x:
                p = self.first(y)
                if p:
                    return p
        return None

    def last(self, x: Any) -> tuple[int, int] | None:
        if isinstance(x, Token):
            return x.end_line, x.end_column - 1
        if isinstance(x, ast.Node):
            sp = self.outer(x)
            return (sp.end_line, sp.end_col) if sp.line else None
        if isinstance(x, (list, tuple)):
            for y in reversed(x):
                p = self.last(y)
                if p:
                    return p
        return None

    def span(self, children: Any) -> ast.Span:
        a, b = self.first(children), self.last(children)
        if a is None or b is None:
            return ast.NOWHERE
        return ast.Span(self.file, a[0], a[1], b[0], b[1])

    def error(self, message: str, where: Any) -> SpecError:
        return SpecError(message, self.span(where))

    # ------------------------------------------------------------ module and units

    def start(self, c: list) -> ast.Module:
        return c[0]

    def module(self, c: list) -> ast.Module:
        name = c[2].value
        extends: list[Token] = []
        units: list[ast.Unit] = []
        for x in c[4:-1]:
            if isinstance(x, list):
                extends = x
            elif isinstance(x, ast.Unit):
                units.append(x)
        return ast.Module(
            name,
            [t.value for t in extends],
            units,
            extends_spans=[self.span(t) for t in extends],
            span=self.span(c),
        )

    def extends(self, c: list) -> list[Token]:
        return _tokens(c, "NAME")

    def separator(self, c: list) -> None:
        return None

    def variables(self, c: list) -> ast.Variables:
        names = _tokens(c, "NAME")
        return ast.Variables([t.value for t in names], [self.span(t) for t in names], span=self.span(c))

    def constants(self, c: list) -> ast.Constants:
        return ast.Constants(_nodes(c), span=self.span(c))

    def recursive(self, c: list) -> ast.Recursive:
        return ast.Recursive(_nodes(c), span=self.span(c))

    def decl_name(self, c: list) -> ast.Param:
        return ast.Param(c[0].value, 0, span=self.span(c))

    def decl_op(self, c: list) -> ast.Param:
        return ast.Param(c[0].value, len(_tokens(c, "UNDERSCORE")), span=self.span(c))

    def decl_infix(self, c: list) -> ast.Param:
        self.not_builtin(c[1], c)
        return ast.Param(c[1].value, 2, span=self.span(c))

    def not_builtin(self, op: Token, where: list) -> None:
        """SANY's refusal to let a definition or declaration take a built-in operator's name (reported
        once the module has parsed, as SANY reports it after any syntax error)."""
        if op.value in BUILTIN_INFIX and self.redefined is None:
            message = f"Symbol {op.value} is a built-in operator, and cannot be redefined."
            self.redefined = self.error(message, where)

    def decl_prefix(self, c: list) -> ast.Param:
        return ast.Param("-.", 1, span=self.span(c))

    def decl_postfix(self, c: list) -> ast.Param:
        return ast.Param(c[1].value, 1, span=self.span(c))

    def assume(self, c: list) -> ast.Assume:
        name = c[1].value if len(c) == 4 else None
        return ast.Assume(c[-1], name, span=self.span(c))

    def theorem(self, c: list) -> ast.Theorem:
        name = c[1].value if len(c) == 4 else None
        return ast.Theorem(c[-1], name, span=self.span(c))

    def local(self, c: list) -> ast.Unit:
        unit = c[1]
        unit.local = True
        unit.span = self.span(c)
        return unit

    def def_plain(self, c: list) -> ast.OpDef:
        return ast.OpDef(c[0].value, [], c[-1], span=self.span(c))

    def def_params(self, c: list) -> ast.OpDef:
        return ast.OpDef(c[0].value, _nodes(c[:-1]), c[-1], span=self.span(c))

    def def_infix(self, c: list) -> ast.OpDef:
        self.not_builtin(c[1], c)
        params = [ast.Param(c[0].value, span=self.span(c[0])), ast.Param(c[2].value, span=self.span(c[2]))]
        return ast.OpDef(c[1].value, params, c[-1], span=self.span(c))

    def def_prefix(self, c: list) -> ast.OpDef:
        return ast.OpDef("-.", [ast.Param(c[1].value, span=self.span(c[1]))], c[-1], span=self.span(c))

    def def_postfix(self, c: list) -> ast.OpDef:
        return ast.OpDef(c[1].value, [ast.Param(c[0].value, span=self.span(c[0]))], c[-1], span=self.span(c))

    def def_fn(self, c: list) -> ast.FnDef:
        return ast.FnDef(c[0].value, _nodes(c[:-1]), c[-1], span=self.span(c))

    def instance(self, c: list) -> ast.Instance:
        return ast.Instance(c[1].value, _nodes(c), span=self.span(c))

    def named_instance(self, c: list) -> ast.Instance:
        inst = c[-1]
        inst.name = c[0].value
        inst.params = _nodes(c[:-1])
        inst.span = self.span(c)
        return inst

    def subst(self, c: list) -> tuple[str, ast.Expr]:
        return (c[0].value, c[2])

    # ------------------------------------------------------------ binders

    def names(self, c: list) -> list[Token]:
        return _tokens(c, "NAME")

    def tuple_names(self, c: list) -> list[Token]:
        return _tokens(c, "NAME")

    def bound_names(self, c: list) -> ast.Binder:
        return ast.Binder([t.value for t in c[0]], c[2], span=self.span(c))

    def bound_tuple(self, c: list) -> ast.Binder:
        return ast.Binder([t.value for t in c[0]], c[2], is_tuple=True, span=self.span(c))

    def expr_list(self, c: list) -> list[ast.Expr]:
        return _nodes(c)

    def binders_of(self, exprs: list[ast.Expr]) -> list[ast.Binder]:
        """Binders read back from `x, y \\in S, <<a, b>> \\in T` parsed as expressions."""
        binders: list[ast.Binder] = []
        pending: list[ast.Name] = []
        for e in exprs:
            if isinstance(e, ast.Name):
                pending.append(e)
                continue
            if isinstance(e, ast.OpApp) and e.op == "\\in" and not e.via:
                lhs, dom = e.args
                if isinstance(lhs, ast.Name):
                    names = [p.name for p in pending] + [lhs.name]
                    binders.append(ast.Binder(names, dom, span=self.span([pending, e])))
                    pending = []
                    continue
                tuple_ok = isinstance(lhs, ast.Tuple) and all(isinstance(x, ast.Name) for x in lhs.elems)
                if tuple_ok and not pending:
                    binders.append(ast.Binder([x.name for x in lhs.elems], dom, is_tuple=True, span=e.span))
                    continue
            raise self.error("expected a binder `x \\in S`", e)
        if pending:
            raise self.error("expected `\\in` after the bound name", pending[-1])
        return binders

    # ------------------------------------------------------------ operators

    def binop(self, c: list) -> ast.OpApp:
        node = ast.OpApp(c[1].value, [c[0], c[2]], span=self.span(c))
        self.ops.infix(node, c[1], self.file)
        return node

    def cartesian(self, c: list) -> ast.OpApp:
        node = ast.OpApp("\\X", _nodes(c), span=self.span(c))
        self.ops.infix(node, c[1], self.file)
        return node

    def prefix(self, c: list) -> ast.OpApp:
        node = ast.OpApp(c[0].value, [c[1]], span=self.span(c))
        self.ops.prefix(node, c[0], c[0].value, self.file)
        return node

    def negate(self, c: list) -> ast.OpApp:
        node = ast.OpApp("-.", [c[1]], span=self.span(c))
        self.ops.prefix(node, c[0], "-.", self.file)
        return node

    def postfix(self, c: list) -> ast.OpApp:
        node = ast.OpApp(c[1].value, [c[0]], span=self.span(c))
        self.ops.postfix(node, c[1])
        return node

    def fnapp(self, c: list) -> ast.FnApp:
        return ast.FnApp(c[0], c[2], span=self.span(c))

    def field(self, c: list) -> ast.Field:
        return ast.Field(c[0], c[2].value, span=self.span(c))

    def segment(self, c: list) -> tuple[str, list[ast.Expr] | None, list]:
        return (c[0].value, c[2] if len(c) > 1 else None, c)

    def opref(self, c: list) -> ast.Expr:
        segs = [x for x in c if isinstance(x, tuple)]
        name, args, _ = segs[-1]
        if len(segs) == 1 and args is None:
            return ast.Name(name, span=self.span(c))
        via = [(n, a or []) for n, a, _ in segs[:-1]]
        return ast.OpApp(name, args or [], via=via, span=self.span([s[2] for s in segs]))

    def sub_name(self, c: list) -> ast.Expr:
        names = _tokens(c, "NAME")
        if len(names) == 1:
            return ast.Name(names[0].value, span=self.span(c))
        return ast.OpApp(names[-1].value, [], via=[(t.value, []) for t in names[:-1]], span=self.span(c))

    def op_segment(self, c: list) -> tuple[str, list[ast.Expr], list]:
        return (c[0].value, c[2], c)

    def selector(self, c: list) -> tuple[str, list[ast.Expr] | None, list]:
        return (c[0].value, c[1] if len(c) > 2 else None, c)

    def arg_list(self, c: list) -> list[ast.Expr]:
        return _nodes(c)

    def op_arg(self, c: list) -> ast.Name:
        return ast.Name(c[0].value, span=self.span(c))

    # ------------------------------------------------------------ primaries

    def number(self, c: list) -> ast.Number:
        return ast.Number(ast.literal_int(c[0].value), span=self.span(c))

    def decimal(self, c: list) -> ast.Decimal:
        return ast.Decimal(c[0].value, span=self.span(c))

    def string(self, c: list) -> ast.String:
        return ast.String(c[0].value, span=self.span(c))

    def boolean(self, c: list) -> ast.Bool:
        return ast.Bool(c[0].value == "TRUE", span=self.span(c))

    def at(self, c: list) -> ast.At:
        return ast.At(span=self.span(c))

    def paren(self, c: list) -> ast.Expr:
        inner = c[1]
        self.parens[id(inner)] = self.span(c)
        return inner

    def tuple(self, c: list) -> ast.Tuple:
        return ast.Tuple(c[1] if len(c) == 3 else [], span=self.span(c))

    def angle_action(self, c: list) -> ast.AngleAction:
        return ast.AngleAction(c[1], c[3], span=self.span(c))

    def box_action(self, c: list) -> ast.BoxAction:
        return ast.BoxAction(c[1], c[3], span=self.span(c))

    def fairness(self, c: list) -> ast.Fairness:
        return ast.Fairness(c[0].value, c[1], c[3], span=self.span(c))

    def set_enum(self, c: list) -> ast.SetEnum:
        return ast.SetEnum(c[1] if len(c) == 3 else [], span=self.span(c))

    def set_colon(self, c: list) -> ast.Expr:
        head, rest = c[1], c[3]
        if (
            len(rest) == 1
            and isinstance(head, ast.OpApp)
            and head.op == "\\in"
            and not head.via
            and (isinstance(head.args[0], ast.Name) or isinstance(head.args[0], ast.Tuple))
        ):
            binder = self.binders_of([head])[0]
            return ast.SetFilter(binder, rest[0], span=self.span(c))
        return ast.SetMap(head, self.binders_of(rest), span=self.span(c))

    def bracket_map(self, c: list) -> ast.Expr:
        first = c[1]
        if len(first) == 1 and isinstance(first[0], ast.Name):
            fields = [(first[0].name, c[3])]
            pairs = [self.span(c[1:4])]
            rest = c[4:-1]
            for i in range(0, len(rest), 4):
                fields.append((rest[i + 1].value, rest[i + 3]))
                pairs.append(self.span(rest[i + 1:i + 4]))
            return ast.RecordConstruct(fields, pairs, span=self.span(c))
        if len(c) > 5:
            raise self.error("unexpected `,` after a function constructor", c[4])
        return ast.FnConstruct(self.binders_of(first), c[3], span=self.span(c))

    def record_set(self, c: list) -> ast.RecordSet:
        inner = c[1:-1]
        fields = [(inner[i].value, inner[i + 2]) for i in range(0, len(inner), 4)]
        return ast.RecordSet(fields, span=self.span(c))

    def fn_set(self, c: list) -> ast.FnSet:
        return ast.FnSet(c[1], c[3], span=self.span(c))

    def except_(self, c: list) -> ast.Except:
        updates = [u for u in c[3:-1] if isinstance(u, tuple)]
        return ast.Except(c[1], [u[:2] for u in updates], [u[2] for u in updates], span=self.span(c))

    def except_upd(self, c: list) -> tuple[list[ast.ExceptKey], ast.Expr, ast.Span]:
        return ([k for k in c if isinstance(k, ast.ExceptKey)], c[-1], self.span(c))

    def except_key(self, c: list) -> ast.ExceptKey:
        if c[0].type == "DOT":
            return ast.ExceptKey(field=c[1].value, span=self.span(c))
        return ast.ExceptKey(index=c[1], span=self.span(c))

    def junction(self, c: list) -> ast.Junction:
        kind = "/\\" if c[0].type == "JBEGIN_AND" else "\\/"
        return ast.Junction(kind, _nodes(c), span=self.span(c[:-1]))

    def if_(self, c: list) -> ast.If:
        return ast.If(c[1], c[3], c[5], span=self.span(c))

    def case_arm(self, c: list) -> tuple[ast.Expr, ast.Expr, ast.Span]:
        return (c[0], c[2], self.span(c))

    def case(self, c: list) -> ast.Case:
        arms = [x for x in c if isinstance(x, tuple)]
        other = c[-1] if len(c) >= 4 and isinstance(c[-3], Token) and c[-3].type == "OTHER" else None
        pairs = [a[2] for a in arms] + ([self.span(c[-3:])] if other is not None else [])
        return ast.Case([a[:2] for a in arms], other, pairs, span=self.span(c))

    def let(self, c: list) -> ast.Let:
        return ast.Let([u for u in c[1:-2] if isinstance(u, ast.Unit)], c[-1], span=self.span(c))

    def quant(self, c: list) -> ast.Quant:
        binders = [b for b in c[1:-1] if isinstance(b, ast.Binder)]
        return ast.Quant(c[0].value, binders, c[-1], span=self.span(c))

    def quant_unbounded(self, c: list) -> ast.Quant:
        names = c[1]
        binder = ast.Binder([t.value for t in names], None, span=self.span(names))
        return ast.Quant(c[0].value, [binder], c[-1], span=self.span(c))

    def choose(self, c: list) -> ast.Choose:
        target = c[1]
        domain = c[3] if len(c) == 6 else None
        if isinstance(target, list):
            binder = ast.Binder([t.value for t in target], domain, is_tuple=True, span=self.span(c[1:-2]))
        else:
            binder = ast.Binder([target.value], domain, span=self.span(c[1:-2]))
        return ast.Choose(binder, c[-1], span=self.span(c))

    def lambda_(self, c: list) -> ast.Lambda:
        return ast.Lambda([t.value for t in c[1]], c[-1], span=self.span(c))

    def label(self, c: list) -> ast.Label:
        """`lbl:: e` or `lbl(p, q):: e` (the parameters name identifiers bound around the label)."""
        name, args, _ = c[0]
        params = [a.name for a in args or [] if isinstance(a, ast.Name)]
        if len(params) != len(args or []):
            raise self.error("a label's parameters must be identifiers", c[0][2])
        return ast.Label(name, c[2], params, span=self.span(c))
