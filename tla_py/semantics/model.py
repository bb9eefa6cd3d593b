"""build_model: a spec and its config compiled into the engine's Model."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tla_py.errors import ConfigError, EvalError, NotStatePredicate, SpecError
from tla_py.machine import jit_paused
from tla_py.semantics.closures import Ctx, Fn, Unit, as_bool, per_read_values, spanned
from tla_py.semantics.cmdline import add_checks, postcondition_of, with_command_line_checks
from tla_py.semantics.compile_action import ActionCompiler, SplitAction
from tla_py.semantics.compiled import Action, Assumption, Check, Model, ModelSource
from tla_py.semantics.costs import CostTracker
from tla_py.semantics.implied import Conjunct, implied_by_init, init_conjuncts
from tla_py.semantics.levels import level_errors, substitution_error
from tla_py.semantics.lint import name_errors
from tla_py.semantics.modules import Loader, module_name_error
from tla_py.semantics.parent_checks import after_parent, compiled_parts
from tla_py.semantics.possible import possible_checks
from tla_py.semantics.property_levels import check_property_levels
from tla_py.semantics.scope import (
    UNSET,
    ConstCell,
    Def,
    InstanceDef,
    Lazy,
    Meaning,
    ModuleEnv,
    OpArg,
    OpTable,
    Scope,
    Subst,
    SVar,
    Value,
)
from tla_py.semantics.strings import RECORD_VALUE_FIELDS, order_strings
from tla_py.semantics.symmetry import Permutation
from tla_py.semantics.warnings import constant_invariant_warning, state_level_property_warning
from tla_py.stdlib.tlc import RUN, draws_per_state
from tla_py.stdlib.tlcfp import (
    BUILTIN_SYMBOLS,
    config_strings,
    intern_config,
    state_fingerprinter,
    variable_order,
)
from tla_py.syntax import ast
from tla_py.syntax.config import CfgValue, ModelConfig, NamedRef
from tla_py.values import Fcn, ModelValue, SetValue, fcn_items, intern_strings


@dataclass
class Property:
    """A temporal formula to check, kept as source for the liveness checker: (name, expr, scope)."""

    name: str
    expr: ast.Expr
    scope: Scope
    span: ast.Span


@dataclass
class Spec:
    """A loaded, resolved spec with its config applied: what lint and build_model share."""

    loader: Loader
    env: ModuleEnv
    scope: Scope
    config: ModelConfig
    compiler: ActionCompiler
    variables: list[SVar]
    constants: list[ConstCell]


def cfg_value(v: CfgValue) -> Any:
    """A config value as a TLA+ value: bare names are model values."""
    if v.kind == "set":
        return SetValue(cfg_value(x) for x in v.items)
    if v.kind == "model":
        return ModelValue(str(v.value))
    return v.value


def load_config(cfg: Path | None) -> ModelConfig:
    if cfg is None:
        return ModelConfig(file="")
    from tla_py.syntax import parse_config_file

    return parse_config_file(cfg)


def load_spec(spec: Path, cfg: Path | None, lib_paths: list[Path] | tuple = (), strict: bool = True,
              checks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())) -> Spec:
    """Parse and resolve the spec's modules, read the config and apply its constants; `checks` are the
    command line's -inv expressions and -postCondition references (tla_py.semantics.cmdline)."""
    spec = Path(spec)
    loader = Loader(spec.parent, lib_paths)
    loader.strict = strict
    root, inv_names, post_names = with_command_line_checks(loader.load_file(spec), *checks)
    loader.modules[root.name] = root
    loader.check_dependencies(root)
    misnamed = module_name_error(root, spec)
    if misnamed is not None:
        loader.fail(misnamed.message, misnamed.span)
    variables: list[SVar] = []
    constants: list[ConstCell] = []

    def decl(kind: str, name: str, arity: int, span: ast.Span) -> Meaning:
        if kind == "variable":
            v = SVar(name, len(variables), span)
            variables.append(v)
            return v
        c = ConstCell(name, arity, span)
        constants.append(c)
        return c

    env = loader.instantiate(root, decl)
    scope = Scope(env.defs, None, env)
    comp = ActionCompiler(len(variables), [v.name for v in variables])
    comp.loader = loader
    for err in name_errors(loader, comp):  # SANY's, before the config is read: names, then levels
        loader.fail(err.message, err.span)
    for err in level_errors(loader, comp):
        loader.fail(err.message, err.span)
    config = add_checks(load_config(cfg), inv_names, post_names)
    first = config_strings(config.constants)  # TLC parses the config first: its strings take the first tokens
    intern_config(first)
    order_strings(loader, root, first)
    intern_strings(RECORD_VALUE_FIELDS)  # then TLC's own record fields (class RecordValue), when it loads
    spec_obj = Spec(loader, env, scope, config, comp, variables, constants)
    apply_constants(spec_obj)
    return spec_obj


def apply_constants(sp: Spec) -> None:
    """CONSTANT assignments `C = v`, `Op <- Other`, `Op <-[M] Other` of the config."""
    for ca in sp.config.constants:
        env_scope = sp.scope
        if ca.module is not None:
            envs = [e for e in sp.loader.envs if e.name == ca.module]
            defs: list = [e.defs[ca.name] for e in envs if ca.name in e.defs]
            mod = sp.loader.modules.get(ca.module)
            defs += [u for u in (mod.units if mod else []) if isinstance(u, ast.OpDef) and u.name == ca.name]
            if not defs:
                raise ConfigError(f"The module {ca.module} of the spec defines no {ca.name}.", ca.span)
            cur: Meaning | None = None
            key: Any = defs
        else:
            cur = sp.scope.lookup(ca.name)
            if cur is None and ca.target is not None:
                raise ConfigError(f"In the configuration file, the identifier {ca.name} does not appear "
                                  f"in the specification.", ca.span)
            if cur is None:  # TLC ignores values given to names the spec does not have
                continue
            key = (cur if cur.env.copy else cur.node) if isinstance(cur, Def) else None
        if ca.target is not None:
            new = env_scope.lookup(ca.target)
            if new is None:
                raise ConfigError(f"The operator {ca.target} substituted for {ca.name} is not defined.",
                                  ca.span)
        else:
            new = Value(cfg_value(ca.value)) if ca.value is not None else None
        if new is None:
            continue
        if isinstance(cur, ConstCell) and ca.args and isinstance(new, Value):
            table = cur.value if isinstance(cur.value, OpTable) else OpTable(ca.name)
            table.lines.append((tuple(cfg_value(a) for a in ca.args), new.value))
            cur.value = table
        elif isinstance(cur, ConstCell):
            refused = substitution_error(sp.compiler, ca.name, ca.target or "", new, ca.span)
            if refused is not None:
                raise refused
            if isinstance(new, Value):
                cur.value = new.value
            else:
                cur.override = new
        elif isinstance(key, list):  # `Op <-[M] Other`: M's definition, wherever it is named
            for d in key:
                sp.compiler.module_overrides[id(d.node if isinstance(d, Def) else d)] = new
        elif key is not None:
            sp.compiler.overrides[id(key)] = new
        else:
            raise ConfigError(f"{ca.name} cannot be assigned by the configuration.", ca.span)


def _evaluates_to_false(f: Fn, fr: list) -> bool:
    """Whether a constant formula is FALSE; an error is left for the run to report where TLC does."""
    try:
        return f(None, None, fr) is False
    except EvalError:
        return False


class Builder:
    """Compiles the parts of a Model one by one."""

    def __init__(self, sp: Spec):
        self.sp = sp
        self.c = sp.compiler
        self.nvars = len(sp.variables)
        self.init_conjuncts: set[Conjunct] = set()
        self.warnings: list[tuple[int, str]] = []

    def named(self, ref: NamedRef, what: str) -> Def:
        m = self.sp.scope.lookup(ref.name)
        if m is None:
            raise ConfigError(f"The {what} {ref.name} specified in the configuration file is not defined "
                              f"in the specification.", ref.span)
        o = self.c.override_of(m, self.sp.scope) if isinstance(m, Def) else None
        if isinstance(o, Def):
            m = o
        if not isinstance(m, Def):
            raise ConfigError(f"The {what} {ref.name} is not an operator definition.", ref.span)
        return m

    def state_fn(self, ref: NamedRef, what: str) -> tuple[Fn, Unit]:
        d = self.named(ref, what)
        unit = Unit()
        f = self.c.ref(d, d.name, [], ref.span, self.sp.scope, Ctx(unit))
        return f, unit

    def check(self, ref: NamedRef, what: str) -> Check:
        d = self.named(ref, what)
        level = self.c.level(d.node.body, self.c.def_scope(d)) if what == "invariant" else 1
        if level >= 2:
            raise NotStatePredicate(f"The invariant {ref.name} is not a state predicate (one with no primes "
                                    f"or temporal operators).", d.node.span)
        if level == 0:
            level = self.c.tlc_level(d)  # Trace or TLCGet make it a state predicate for TLC
        volatile = self.c.volatile
        if self.c.costs is not None:
            f, unit = self.c.costs.rooted((what, ref.name), lambda: self.state_fn(ref, what))
        else:
            f, unit = self.state_fn(ref, what)
        name = ref.name
        span = d.node.body.span

        fr = [None] * unit.n  # one frame, reused: an invariant is never re-entered
        if level == 0 and _evaluates_to_false(f, fr):  # TLC evaluates a constant invariant at startup
            raise ConfigError(f"The invariant of {name} is equal to FALSE", span)
        if level == 0 and what == "invariant":
            self.warnings.append(constant_invariant_warning(name))
        reads = sorted(self.c.reads_of(d))
        if level == 1 and self.c.volatile == volatile and 0 < len(reads) < self.nvars \
                and self.c.costs is None:
            f = per_read_values(f, reads)

        def test(s):
            v = f(s, None, fr)
            if v is True or v is False:
                return v
            raise EvalError(f"The {what} {name} is not a boolean: {v!r}.", span)

        pure = self.c.volatile == volatile and self.c.costs is None
        implied = what == "invariant" and pure and implied_by_init(self.c, d, self.init_conjuncts)
        parts = None
        if pure and level == 1 and not self.c.tracing:
            parts = compiled_parts(self.c, d, self.nvars, test)
        after = None if parts is None else after_parent(parts, test)
        return Check(name, test, implied, pure, after)

    def action_constraint(self, ref: NamedRef):
        what = "action constraint"
        if self.c.costs is not None:  # -coverage: its own tree of counts, as a constraint's
            f, unit = self.c.costs.rooted((what, ref.name), lambda: self.state_fn(ref, what))
        else:
            f, unit = self.state_fn(ref, what)
        span = self.named(ref, what).node.body.span

        fr = [None] * unit.n

        def test(s, t):
            return as_bool(f(s, t, fr), "an action constraint", span)

        return test

    def spec_parts(self) -> tuple[list[tuple[ast.Expr, Scope]], tuple[ast.Expr, Scope] | None,
                                  list[Property]]:
        """Init conjuncts, the next-state action and temporal conjuncts of INIT/NEXT or SPECIFICATION."""
        cfg = self.sp.config
        inits: list[tuple[ast.Expr, Scope]] = []
        nxt: tuple[ast.Expr, Scope] | None = None
        temporal: list[Property] = []
        if cfg.specification is not None:
            d = self.named(cfg.specification, "specification")
            found: list = []
            self.walk_spec(d.node.body, self.c.def_scope(d), inits, found, temporal, d.name)
            if found:
                nxt = found[0]
        if cfg.init is not None:
            d = self.named(cfg.init, "initial predicate")
            inits = [(ast.Name(d.name, span=cfg.init.span), self.sp.scope)]
        if cfg.next is not None:
            self.named(cfg.next, "next-state relation")
            nxt = (ast.Name(cfg.next.name, span=cfg.next.span), self.sp.scope)
        return inits, nxt, temporal

    def walk_spec(self, e: ast.Expr, sc: Scope, inits: list, nxt: list, temporal: list, name: str) -> None:
        if isinstance(e, ast.Label):
            return self.walk_spec(e.expr, sc, inits, nxt, temporal, name)
        if isinstance(e, ast.Junction) and e.kind == "/\\":
            for it in e.items:
                self.walk_spec(it, sc, inits, nxt, temporal, name)
            return None
        if isinstance(e, ast.OpApp) and e.op == "/\\" and sc.lookup("/\\") is None:
            for it in e.args:
                self.walk_spec(it, sc, inits, nxt, temporal, name)
            return None
        if isinstance(e, ast.OpApp) and e.op == "[]" and len(e.args) == 1 \
                and isinstance(e.args[0], ast.BoxAction):
            nxt.append((e.args[0].action, sc))
            return None
        lv = self.c.level(e, sc)
        if lv <= 1:
            inits.append((e, sc))
            return None
        body = self.unfolded(e, sc)
        if body is not None:
            m, inner = body
            return self.walk_spec(m.node.body, inner, inits, nxt, temporal, m.name)
        if isinstance(e, ast.Let):  # TLC's processConfigSpec goes through LET and arguments too
            return self.walk_spec(e.body, self.c.let_scope(e, sc, None)[0], inits, nxt, temporal, name)
        bound = sc.lookup(e.name) if isinstance(e, ast.Name) else None
        if isinstance(bound, (Lazy, Subst)):
            return self.walk_spec(bound.expr, bound.scope, inits, nxt, temporal, name)
        temporal.append(Property(name, e, sc, e.span))
        return None

    def unfolded(self, e: ast.Expr, sc: Scope) -> tuple[Def, Scope] | None:
        """A use of a user operator (`Spec`, `I!Spec`, `IM(2)!Spec`, `Op(x)`): its definition and
        the scope its body is read in, so a SPECIFICATION is split through it."""
        if isinstance(e, ast.Name):
            m: Meaning | None = sc.lookup(e.name)
            args: list[ast.Expr] = []
        elif isinstance(e, ast.OpApp) and (e.via or sc.lookup(e.op) is not None):
            m, _ = self.c.resolve_app(e, sc)
            args = e.args
        else:
            return None
        while isinstance(m, OpArg):  # an operator argument: the operator it names
            m = m.target
        if not isinstance(m, Def) or not isinstance(m.node, ast.OpDef) or m.native is not None \
                or m.recursive or len(args) != m.arity:
            return None
        names, _ = self.c.bind_params(m.node.params, args, sc, None)
        return m, self.c.def_scope(m).child(names)

    def init(self, inits: list[tuple[ast.Expr, Scope]]):
        if not inits:
            raise ConfigError("The configuration specifies neither INIT nor SPECIFICATION.",
                              None)
        if len(inits) == 1:
            return self.c.init_fn(*inits[0])
        # Several conjuncts in different scopes: wrap each as a Lazy name and conjoin.
        from tla_py.semantics.scope import Lazy

        names = {f"#init{i}": Lazy(e, sc) for i, (e, sc) in enumerate(inits)}
        sc = self.sp.scope.child(names)
        conj = ast.Junction("/\\", [ast.Name(n, span=inits[i][0].span) for i, n in enumerate(names)],
                            span=inits[0][0].span)
        return self.c.init_fn(conj, sc)

    def value_of(self, ref: NamedRef, what: str) -> Any:
        f, unit = self.state_fn(ref, what)
        try:
            return f(None, None, [None] * unit.n)
        except EvalError as e:
            raise spanned(e, ref.span) from None

    def symmetry(self, ref: NamedRef):
        perms = self.value_of(ref, "symmetry")
        gens = []
        for p in perms:
            m = {k: v for k, v in fcn_items(p)}
            if any(k is not v for k, v in m.items()):
                gens.append(m)
        maps = [Permutation(m) for m in subgroup(gens)]

        def images(state):
            return [state] + [tuple([pm(v) for v in state]) for pm in maps]

        return images, maps

    def alias(self, ref: NamedRef):
        f, unit = self.state_fn(ref, "alias")

        def alias(s, t):
            v = f(s, t, [None] * unit.n)
            if type(v) is Fcn:
                return {str(k): x for k, x in fcn_items(v)}
            raise EvalError("The ALIAS is not a record.", ref.span)

        return alias

    def view(self, ref: NamedRef):
        f, unit = self.state_fn(ref, "view")
        return lambda s: f(s, None, [None] * unit.n)

    def assumptions(self) -> list[Assumption]:
        out = []
        for i, (u, sc) in enumerate(self.sp.env.assumes):
            unit = Unit()
            f = self.c.expr(u.expr, sc, Ctx(unit))
            span = u.expr.span  # TLC names an assumption by its expression's place, not the ASSUME's

            def test(f=f, unit=unit, span=span):
                return as_bool(f(None, None, [None] * unit.n), "an ASSUME", span)

            out.append(Assumption(u.name or f"Assumption{i + 1}", span, test))
        return out

    def postcondition(self, ref: NamedRef, given: tuple[str, ...] = ()) -> Assumption:
        """A POSTCONDITION, or a -postCondition of another module `given` (named and placed as there)."""
        f, unit = self.state_fn(ref, "postcondition")
        d = self.named(ref, "postcondition")
        name, span = ref.name, d.node.body.span
        if (other := postcondition_of(ref.name, given)) is not None:
            mod = self.sp.loader.modules.get(other[0])
            op = next((u for u in mod.units if isinstance(u, ast.OpDef) and u.name == other[1]), None) \
                if mod is not None else None
            name, span = other[1], op.body.span if op is not None else span
        return Assumption(name, span, lambda: as_bool(f(None, None, [None] * unit.n),
                                                      "a POSTCONDITION", span))

    def actions(self, nxt: tuple[ast.Expr, Scope]) -> tuple[list[SplitAction], list[Action]]:
        out: list[SplitAction] = []
        self.c.split(nxt[0], nxt[1], None, out)
        return out, [Action(a.name, a.span, a.module, a.context) for a in out]


def subgroup(gens: list[dict]) -> list[dict]:
    """The non-identity permutations of the group the given ones generate (TLC's permutationSubgroup)."""
    def key(m: dict) -> frozenset:
        return frozenset((k, v) for k, v in m.items() if k is not v)

    def compose(a: dict, b: dict) -> dict:
        dom = set(a) | set(b)
        return {x: a.get(b.get(x, x), b.get(x, x)) for x in dom}

    seen = {key(g): g for g in gens}
    frontier = list(gens)
    while frontier:
        new = []
        for a in frontier:
            for g in gens:
                c = compose(a, g)
                k = key(c)
                if k and k not in seen:
                    seen[k] = c
                    new.append(c)
        frontier = new
    return list(seen.values())


def instanced(env: ModuleEnv) -> int:
    """How many names a module's named INSTANCEs add to SANY's symbol table (`I!Op` per definition and
    instance, nested ones and the instancee's EXTENDS too): its capacity sets TLC's variables' order."""
    return sum(_definitions(m) for m in env.defs.values() if isinstance(m, InstanceDef))


def _definitions(m: InstanceDef) -> int:
    params: dict[str, Meaning] = {p.name: Value(None) for p in m.node.params}  # N(p) == INSTANCE M: p bound
    env = m.loader.instance_env(m.node, m.module, m.scope, params)
    return sum(1 if isinstance(d, Def) else 1 + _definitions(d) for d in env.exports.values()
               if isinstance(d, (Def, InstanceDef)))


def check_constants(sp: Spec) -> None:
    for c in sp.constants:
        if c.value is UNSET and c.override is None:
            raise ConfigError(f"The constant parameter {c.name} is not assigned a value by the configuration "
                              f"file.", sp.config.file and ast.Span(sp.config.file, 1, 1, 1, 1) or c.span)


def build_model(spec: Path, cfg: Path | None, *, check_deadlock: bool | None = None,
                lib_paths: list[Path] | tuple = (), invariants: tuple[str, ...] = (),
                postconditions: tuple[str, ...] = (), coverage: bool = False) -> Model:
    """Compile a spec and its config into the Model every engine runs (after reset_run: it keeps the seed);
    `invariants` and `postconditions` are TLC's -inv and -postCondition; `coverage` compiles the variant
    that counts each expression's evaluations (tla_py.semantics.costs)."""
    with jit_paused():
        checks = (tuple(invariants), tuple(postconditions))
        sp = load_spec(Path(spec), Path(cfg) if cfg is not None else None, lib_paths, checks=checks)
        check_constants(sp)
        model = _compile_model(sp, spec, cfg, check_deadlock, lib_paths, checks, coverage)
    model.compiler.evaluate_constants(sp.env.name)  # type: ignore[attr-defined]  # JIT on: may loop long
    return model


def _compile_model(sp: Any, spec: Path, cfg: Path | None, check_deadlock: bool | None, lib_paths,
                   checks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                   coverage: bool = False, tracing: bool = False) -> Model:
    check_deadlock_override = check_deadlock
    b = Builder(sp)
    b.c.tracing = tracing  # after an evaluation error: the compile that finds TLC's call stack
    if coverage:
        b.c.costs = CostTracker()
    cfg_obj = sp.config
    inits, nxt, temporal = b.spec_parts()
    b.init_conjuncts = init_conjuncts(b.c, inits)
    if not sp.variables:
        init_fn = lambda: [()]  # noqa: E731 -- the one empty state of a spec without variables
        successors = lambda s: []  # noqa: E731
        split: list = []
        objs: list = []
    else:
        init_fn = b.init(inits)
        if nxt is None:
            raise ConfigError("The configuration specifies neither NEXT nor SPECIFICATION.", None)
        split, objs = b.actions(nxt)
        successors = b.c.successors_fn(split, objs)
    if check_deadlock is None:
        check_deadlock = cfg_obj.check_deadlock if cfg_obj.check_deadlock is not None else True
    props = []
    for ref in cfg_obj.properties:
        d = b.named(ref, "property")
        check_property_levels(b.c, ref.name, ast.Name(d.name, span=ref.span), sp.scope)
        if b.c.level(d.node.body, b.c.def_scope(d)) == 1:
            b.warnings.append(state_level_property_warning(ref.name))
        props.append(Property(ref.name, ast.Name(d.name, span=ref.span), sp.scope, d.node.span))
    init_span = inits[0][0].span if inits else sp.env.module.span
    symmetry = b.symmetry(cfg_obj.symmetry) if cfg_obj.symmetry else (None, None)
    possible = possible_checks(b, cfg_obj.possible)
    model = Model(
        module=sp.env.name,
        variables=tuple(v.name for v in sp.variables),
        init=init_fn,
        successors=successors,
        invariants=[b.check(r, "invariant") for r in cfg_obj.invariants],
        constraints=[b.check(r, "constraint") for r in cfg_obj.constraints] + possible[0],
        action_constraints=[b.action_constraint(r) for r in cfg_obj.action_constraints] + possible[1],
        assumptions=b.assumptions(),
        check_deadlock=check_deadlock,
        view=b.view(cfg_obj.view) if cfg_obj.view else None,
        symmetry=symmetry[0],
        permutations=symmetry[1],
        alias=b.alias(cfg_obj.alias) if cfg_obj.alias else None,
        postconditions=[b.postcondition(r, checks[1]) for r in cfg_obj.postconditions] + possible[2],
        properties=props,
        fairness=temporal,
        init_action=Action("Initial predicate", init_span, sp.env.name),
        source=ModelSource(str(spec), None if cfg is None else str(cfg), tuple(map(str, lib_paths)),
                           check_deadlock_override, RUN.seed, RUN.fp_index, RUN.allow_io_exec,
                           invariants=checks[0], postconditions=checks[1]),
        intermediate_states=b.c.intermediate_states,
        warnings=b.warnings,
    )
    order = variable_order(model.variables, BUILTIN_SYMBOLS + len(sp.env.defs) + instanced(sp.env))
    fp_of = state_fingerprinter(model.view, model.symmetry, order)
    model.tlc_fingerprint = fp_of  # type: ignore[attr-defined]  # TLC's of a state: -dump dot names by it
    model.tlc_order = order  # type: ignore[attr-defined]  # TLC's order of the variables, as it prints a state
    if b.c.volatile:  # the spec may draw random values: a state draws TLC's, by TLC's fingerprint of it
        model.init, model.successors = draws_per_state(model.init, model.successors, fp_of)
    model.compiler = b.c  # type: ignore[attr-defined]
    model.uses_trace = b.c.uses_trace  # type: ignore[attr-defined]
    model.next_action = nxt  # type: ignore[attr-defined]
    model.split_actions = list(zip(split, objs))  # type: ignore[attr-defined]
    model.spec = sp  # type: ignore[attr-defined]
    return model


__all__ = ["Property", "SpecError", "build_model", "load_spec"]
