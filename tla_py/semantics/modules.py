"""Module resolution: find modules, and instantiate them (EXTENDS, INSTANCE) into name tables."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from tla_py.errors import SpecError, remember_source
from tla_py.semantics.redeclared import redeclarations
from tla_py.semantics.scope import (
    Def,
    InstanceDef,
    Meaning,
    ModuleEnv,
    Scope,
    Subst,
    SVar,
)
from tla_py.syntax import ast

HEADER = re.compile(r"^\s*-{4,}\s*MODULE\s+\w+\s*-{4,}")
STDLIB_DIR = Path(__file__).resolve().parent.parent / "stdlib" / "modules"

DeclMeaning = Callable[[str, str, int, ast.Span], Meaning]
"""(kind "constant" or "variable", name, arity, span) -> what the declared name means."""


def natives_of(module: str) -> dict:
    """The Python implementations of a standard module's operators (empty when none)."""
    try:
        from tla_py.stdlib import NATIVES
    except ImportError:
        return {}
    return NATIVES.get(module, {})


def walk(node: object) -> Iterator[ast.Node]:
    """Every AST node under node (node included), depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.Node):
            yield n
            stack.extend(v for v in vars(n).values() if isinstance(v, (ast.Node, list, tuple)))
        elif isinstance(n, (list, tuple)):
            stack.extend(n)


def self_referencing(fd: ast.FnDef) -> bool:
    """Whether a function definition `f[x \\in S] == ...` mentions f in its body."""
    for n in walk(fd.body):
        if isinstance(n, ast.Name) and n.name == fd.name:
            return True
        if isinstance(n, ast.OpApp) and n.op == fd.name and not n.via:
            return True
    return False



def module_name_error(root: ast.Module, path: Path) -> SpecError | None:
    """SANY's error when a module is not named as its file."""
    if root.name == path.stem:
        return None
    return SpecError(f"File name '{path.stem}' does not match the name '{root.name}' of the top level "
                     f"module it contains.", root.span)

class Loader:
    """Finds and parses modules once; builds module environments."""

    def __init__(self, spec_dir: Path, lib_paths: list[Path] | tuple = ()):
        self.paths = [spec_dir, *map(Path, lib_paths), STDLIB_DIR]
        self.modules: dict[str, ast.Module] = {}
        self.errors: list[SpecError] = []
        self.envs: list[ModuleEnv] = []
        self.strict = True
        self.declarations_checked: set[str] = set()
        """Modules whose bound names and parameters were checked against what they see (once each)."""
        self.files: set[str] = set()
        """The modules that are the first of their file (a module nested in a file is no file of its own)."""
        self.outer: dict[str, ast.Module] = {}
        """The module each nested module is written in: its EXTENDS are in the nested module's context."""

    def fail(self, message: str, span: ast.Span | None) -> None:
        """Raise a spec error, or collect it when linting."""
        err = SpecError(message, span)
        if self.strict:
            raise err
        self.errors.append(err)

    def register(self, mod: ast.Module) -> None:
        """Remember a parsed module and the modules nested in it."""
        self.modules.setdefault(mod.name, mod)
        for u in mod.units:
            if isinstance(u, ast.Module):
                self.outer.setdefault(u.name, mod)
                self.register(u)

    def load_file(self, path: Path) -> ast.Module:
        """Parse a file: its first module, and the modules that follow it in the same file (as SANY)."""
        from tla_py.syntax import parse_file, parse_module

        mod = parse_file(path)
        self.register(mod)
        self.files.add(mod.name)
        try:
            text = Path(path).read_bytes().decode("utf-8", errors="replace")
        except OSError:
            return mod
        lines = text.splitlines(keepends=True)
        i = mod.span.end_line
        while 0 < i < len(lines):
            if HEADER.match(lines[i]):
                sub = parse_module("\n" * i + "".join(lines[i:]), str(path))
                self.register(sub)
                i = max(sub.span.end_line, i + 1)
            else:
                i += 1
        remember_source(str(path), text)
        return mod

    def module(self, name: str, span: ast.Span | None) -> ast.Module | None:
        """The module called name: nested or already seen, else name.tla on the search path."""
        if name in self.modules:
            return self.modules[name]
        for d in self.paths:
            p = d / f"{name}.tla"
            if p.is_file():
                mod = self.load_file(p)
                misnamed = module_name_error(mod, p)
                if misnamed is not None:  # fatal in SANY, before any other check
                    raise misnamed
                self.modules[name] = mod
                return mod
        self.fail(f"Cannot find source file for module {name}.", span)
        return None

    def check_dependencies(self, root: ast.Module) -> None:
        """SANY's refusal of .tla files that depend on each other, through EXTENDS or INSTANCE anywhere
        (a module instantiating itself included): nothing else can be checked then, even when linting."""
        cycle = self._cycle(root.name, [], set())
        if cycle:
            files = " --> ".join(f"{m}.tla" for m in cycle)
            raise SpecError(f"Circular dependency among .tla files; dependency cycle is:\n\n  {files}", None)

    def _cycle(self, name: str, path: list[str], done: set[str]) -> list[str] | None:
        """A cycle of files through name's dependencies, path the files that lead to it."""
        if name in path:
            return [*path[path.index(name):], name]
        if name in done:
            return None
        done.add(name)
        for dep in self._file_dependencies(name, set()):
            cycle = self._cycle(dep, [*path, name], done)
            if cycle:
                return cycle
        return None

    def _file_dependencies(self, name: str, inside: set[str]) -> list[str]:
        """The files module name uses, through the modules nested in its own file."""
        mod = self._quietly(name)
        if mod is None or name in inside:
            return []
        inside.add(name)
        used = [*mod.extends, *(n.module for n in walk(mod.units) if isinstance(n, ast.Instance))]
        deps: list[str] = []
        for dep in used:
            if dep in self.modules and dep not in self.files:  # nested: part of this file
                deps += self._file_dependencies(dep, inside)
            elif self._quietly(dep) is not None:
                deps.append(dep)
        return deps

    def _quietly(self, name: str) -> ast.Module | None:
        """The module called name, or None where it cannot be found (reported where it is used)."""
        if name in self.modules:
            return self.modules[name]
        if any((d / f"{name}.tla").is_file() for d in self.paths):
            return self.module(name, None)
        return None

    def instantiate(self, mod: ast.Module, decl: DeclMeaning, cacheable: bool = True,
                    copy: bool = False) -> ModuleEnv:
        """Build the environment of mod where its (and its EXTENDS') declarations mean decl(...)."""
        memo: dict[str, ModuleEnv] = {}
        return self._build(mod, decl, cacheable, copy, memo, [])

    def _build(self, mod: ast.Module, decl: DeclMeaning, cacheable: bool, copy: bool,
               memo: dict[str, ModuleEnv], stack: list[str]) -> ModuleEnv:
        if mod.name in memo:
            return memo[mod.name]
        env = ModuleEnv(mod.name, mod, {}, {}, cacheable, copy)
        memo[mod.name] = env
        self.envs.append(env)
        stack = [*stack, mod.name]
        self.outer_context(mod, env)
        for i, ext in enumerate(mod.extends):
            span = mod.extends_spans[i] if i < len(mod.extends_spans) else mod.span
            if ext in stack:
                self.fail(f"Circular EXTENDS of module {ext}.", span)
                continue
            sub = self.module(ext, span)
            if sub is None:
                continue
            e = self._build(sub, decl, cacheable, copy, memo, stack)
            for name, m in e.exports.items():
                self.add(env, name, m, span, export=True, imported=True)
            env.assumes.extend(a for a in e.assumes if a not in env.assumes)
            env.variables.extend(n for n in e.variables if n not in env.variables)
            env.constants.extend(n for n in e.constants if n not in env.constants)
        base = Scope(env.defs, None, env)
        natives = natives_of(mod.name)
        recursive: set[str] = set()
        check = mod.name not in self.declarations_checked
        self.declarations_checked.add(mod.name)
        for span in mod.named_implicit_steps if check else ():
            self.fail("<*> and <+> cannot be used for a named step.", span)
        for u in mod.units:
            if check:
                for _, span, message in redeclarations(u, env.defs):
                    self.fail(message, span)
            if isinstance(u, ast.Constants):
                for p in u.decls:
                    self.add(env, p.name, decl("constant", p.name, p.arity, p.span), p.span, export=True)
                    env.constants.append(p.name)
            elif isinstance(u, ast.Variables):
                for i, n in enumerate(u.names):
                    sp = u.spans[i] if i < len(u.spans) else u.span
                    self.add(env, n, decl("variable", n, 0, sp), sp, export=True)
                    env.variables.append(n)
            elif isinstance(u, ast.Recursive):
                recursive.update(p.name for p in u.decls)
            elif isinstance(u, ast.OpDef):
                d = Def(u, env, native=natives.get(u.name), recursive=u.name in recursive)
                self.add(env, u.name, d, u.span, export=not u.local)
            elif isinstance(u, ast.FnDef):
                d = Def(u, env, recursive=self_referencing(u))
                self.add(env, u.name, d, u.span, export=not u.local)
            elif isinstance(u, ast.Instance):
                self.instance_unit(u, base, env)
            elif isinstance(u, (ast.Assume, ast.Theorem)):
                if isinstance(u, ast.Assume):
                    env.assumes.append((u, base))
                if u.name:  # `ASSUME A == e` and `THEOREM T == e` name e, as a definition would
                    named = ast.OpDef(u.name, [], u.expr, span=u.span)
                    self.add(env, u.name, Def(named, env), u.span, export=True)
            elif isinstance(u, ast.Module):
                self.register(u)
        env.copy = copy and bool(env.constants or env.variables)  # SANY copies only modules with parameters
        return env

    def outer_context(self, mod: ast.Module, env: ModuleEnv) -> None:
        """SANY: a nested module sees what its enclosing module declared, defined and EXTENDS before it."""
        inner, outer = mod, self.outer.get(mod.name)
        while outer is not None:
            outer_env = next((e for e in self.envs if e.module is outer), None)
            if outer_env is None:
                return
            own = {u: unit_names(u) for u in outer.units}
            units = list(own)
            cut = units.index(inner) if inner in own else len(units)
            before = {n for u in units[:cut] for n in own[u]}
            mine = {n for names in own.values() for n in names}
            for name, m in outer_env.defs.items():
                if name in before or name not in mine:  # declared before it, or from what outer EXTENDS
                    self.add(env, name, m, outer.span, export=False, imported=True)
            inner, outer = outer, self.outer.get(outer.name)

    def instance_unit(self, u: ast.Instance, scope: Scope, env: ModuleEnv) -> None:
        """An INSTANCE unit: named ones become InstanceDef, unnamed ones merge their exports."""
        target = self.module(u.module, u.span)
        if target is None:
            return
        constants, variables = self.parameters(target)
        for name, e in u.substitutions:
            if name not in constants and name not in variables:
                self.fail(f"Identifier '{name}' is not a legal target of a substitution. \nA legal target "
                          "must be a declared CONSTANT or VARIABLE in the module being instantiated.", e.span)
        if u.name is not None:
            self.add(env, u.name, InstanceDef(u, target, scope, self), u.span, export=not u.local)
            return
        ienv = self.instance_env(u, target, scope, {})
        params = set(ienv.constants) | set(ienv.variables)  # substituted, not imported
        for name, m in ienv.exports.items():
            if name not in params:
                self.add(env, name, m, u.span, export=not u.local, imported=True)

    def instance_env(self, u: ast.Instance, target: ast.Module, scope: Scope,
                     params: dict[str, Meaning]) -> ModuleEnv:
        """The environment of `INSTANCE target WITH ...` seen from scope (params bound)."""
        sc = scope.child(params) if params else scope
        subs = dict(u.substitutions)

        def decl(kind: str, name: str, arity: int, span: ast.Span) -> Meaning:
            if name in subs:
                return Subst(subs[name], sc)
            m = sc.lookup(name)
            if m is None:
                self.fail(f"The constant or variable {name} of module {target.name} has no substitution "
                          f"in INSTANCE {target.name}.", u.span)
                return Subst(ast.Name(name, span=u.span), sc)
            return m

        return self.instantiate(target, decl, cacheable=not sc.local, copy=True)

    def parameters(self, mod: ast.Module, seen: set[str] | None = None) -> tuple[set[str], set[str]]:
        """The CONSTANTs and the VARIABLEs of mod and of the modules it EXTENDS: what INSTANCE replaces."""
        seen = set() if seen is None else seen
        seen.add(mod.name)
        constants: set[str] = set()
        variables: set[str] = set()
        for u in mod.units:
            if isinstance(u, ast.Constants):
                constants.update(p.name for p in u.decls)
            elif isinstance(u, ast.Variables):
                variables.update(u.names)
        for ext in mod.extends:
            found = ext in self.modules or any((d / f"{ext}.tla").is_file() for d in self.paths)
            if found and ext not in seen:  # a missing one is reported where the instance is built
                c, v = self.parameters(self.module(ext, None), seen)
                constants |= c
                variables |= v
        return constants, variables

    def constant_arities(self, module: str, seen: frozenset = frozenset()) -> dict[str, int]:
        """The arity of each CONSTANT that module and what it EXTENDS declare (above 0: operators)."""
        mod = self.modules.get(module)
        if mod is None or module in seen:
            return {}
        out: dict[str, int] = {}
        for ext in mod.extends:
            out.update(self.constant_arities(ext, seen | {module}))
        out.update({p.name: p.arity for u in mod.units if isinstance(u, ast.Constants) for p in u.decls})
        return out

    def with_own_variables(self, env: ModuleEnv, first: int) -> ModuleEnv | None:
        """env again, its substituted VARIABLEs made state variables numbered from first on (None
        when none is substituted): TLC's ENABLED inside an instance primes the instance's own
        variables, each independently of what the substitution maps it to."""
        if not any(isinstance(env.defs.get(n), Subst) for n in env.variables):
            return None
        own = {n: i for i, n in enumerate(env.variables, first)}
        kept = dict(env.defs)

        def decl(kind: str, name: str, arity: int, span: ast.Span) -> Meaning:
            if kind == "variable":
                return SVar(name, own[name], span)
            return kept[name]

        return self.instantiate(env.module, decl, env.cacheable, copy=True)

    def add(self, env: ModuleEnv, name: str, m: Meaning, span: ast.Span, export: bool,
            imported: bool = False) -> None:
        """Define name in env, reporting a second, different definition of the same name; one that
        EXTENDS or INSTANCE brings in keeps the first (SANY only warns of it)."""
        old = env.defs.get(name)
        if old is not None and not same_meaning(old, m):
            if imported:
                return
            if isinstance(m, (Def, InstanceDef)):
                self.fail(f"Operator {name} already defined or declared.", span)
            else:
                self.fail(f"Multiply-defined symbol '{name}': this definition or declaration conflicts "
                          f"with another one.", span)
            return
        env.defs[name] = m
        if export:
            env.exports[name] = m


def same_meaning(a: Meaning, b: Meaning) -> bool:
    """Whether two meanings come from the same definition (reached twice through EXTENDS)."""
    if a is b:
        return True
    if isinstance(a, Def) and isinstance(b, Def):
        return a.node is b.node
    if isinstance(a, InstanceDef) and isinstance(b, InstanceDef):
        return a.node is b.node
    return False


def unit_names(u: ast.Node) -> list[str]:
    """The names a module unit declares or defines."""
    if isinstance(u, ast.Constants):
        return [p.name for p in u.decls]
    if isinstance(u, ast.Variables):
        return list(u.names)
    name = getattr(u, "name", None) if isinstance(u, (ast.OpDef, ast.FnDef, ast.Instance, ast.Assume,
                                                      ast.Theorem)) else None
    return [name] if name else []
