"""A run's outcome in TLC's words, so a TLC user recognises every line; changed variables highlighted.

TLA+ text goes out as rich `Text` objects, never as markup, so `[a |-> 1]` prints as written, and
soft-wrapped, so long values are not broken at the terminal width; a trace's values past 80 columns are
laid out over lines as TLC's own (tlc2.value.Values.ppr), which the VS Code extension reads.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from rich.console import Console
from rich.text import Text

from tla_py.engine.result import ERROR, INVARIANT, PROPERTY, SUCCESS, CheckResult, Progress, span_text
from tla_py.errors import TlaError
from tla_py.semantics.compiled import Action
from tla_py.syntax.ast import Span
from tla_py.values.printing import pretty_value

CHANGED = "bold yellow"
NOWARNING = "(Use the -nowarning option to disable this warning.)"


def make_console() -> Console:
    return Console(highlight=False, soft_wrap=True, emoji=False)


def action_label(action: Action | None) -> str:
    """`<Initial predicate>` or `<Name line L, col C to line L2, col C2 of module M>`."""
    if action is None:
        return "<Initial predicate>"
    return f"<{action.name} {span_text(action.span, action.module)}>"


def trace_bindings(res: CheckResult) -> list[dict[str, str]]:
    """Each trace state as variable name -> printed value (as TLC prints a state: laid out over lines past
    80 columns), in TLC's order of the variables (or through the ALIAS when there is one)."""
    out = []
    for i, (_, state) in enumerate(res.trace):
        if res.alias is not None:
            nxt = res.trace[i + 1][1] if i + 1 < len(res.trace) else None
            try:
                out.append({k: pretty_value(v) for k, v in res.alias(state, nxt).items()})
                continue
            except TlaError:
                pass
        out.append({name: pretty_value(v) for name, v in res.printed(state)})
    return out


def state_lines(binding: dict[str, str], previous: dict[str, str] | None, only_changed: bool = False) -> Text:
    """`x = 1` for one variable, else one `/\\ x = 1` line per variable; changed ones highlighted
    (with `only_changed`, as TLC's -difftrace, the others left out when there is a `previous`)."""
    text = Text()
    single = len(binding) == 1
    for name, value in binding.items():
        changed = previous is not None and previous.get(name) != value
        if only_changed and previous is not None and not changed:
            continue
        line = f"{name} = {value}" if single else f"/\\ {name} = {value}"
        text.append(line + "\n", style=CHANGED if changed else None)
    return text


def diff_bases(res: CheckResult) -> list[int | None]:
    """For -difftrace, the state (0-based) each trace state is printed against, None for in full.

    TLC's rules (tlc2.tool.TLCTrace.printTrace, checked against TLC's output): the last state is printed
    in full; after an invariant or action-property violation the state before it is compared with the
    one two steps back (a stale variable there), and with two states the first is compared with itself
    (TLC prints it empty). A lasso compares each state with the one before."""
    n = len(res.trace)
    plain: list[int | None] = [None] + list(range(n - 1))
    if res.trace_kind != "finite" or n < 2:
        return plain
    if res.result not in (INVARIANT, PROPERTY):
        return plain[:-1] + [None]
    if n == 2:
        return [0, 0]
    return plain[:-2] + [n - 4 if n >= 4 else None, None]


def print_trace(res: CheckResult, console: Console, diff: bool = False) -> None:
    """`State N: <action>` and the state, for each step; then how a lasso or stuttering ends."""
    bindings = trace_bindings(res)
    bases = diff_bases(res) if diff else [None] + list(range(len(bindings) - 1))
    for i, ((action, _), binding) in enumerate(zip(res.trace, bindings), start=1):
        base = bases[i - 1]
        if res.regeneration is not None:
            res.regeneration.before_state(i)
        console.print(Text(f"State {i}: {action_label(action)}"))
        console.print(state_lines(binding, None if base is None else bindings[base], only_changed=diff))
    if res.trace_kind == "lasso" and res.back_to is not None:
        state, action = res.back_to
        console.print(Text(f"Back to state {state}: {action_label(action)}\n"))
    elif res.trace_kind == "stuttering":
        console.print(Text(f"State {len(res.trace) + 1}: Stuttering"))
        if res.stuttering_warning is not None:
            console.print(Text(f"Warning: {res.stuttering_warning[1]}\n{NOWARNING}"))


def headline(res: CheckResult) -> str:
    """TLC's `Error: ...` line for a verdict other than success."""
    if res.result == INVARIANT:
        if res.in_initial_state:
            return f"Error: Invariant {res.violated} is violated by the initial state:"
        return f"Error: Invariant {res.violated} is violated."
    if res.result == PROPERTY and res.in_initial_state:
        return f"Error: Property {res.violated} is violated by the initial state:"
    if res.result == PROPERTY and res.trace_kind == "finite":
        return f"Error: Action property {res.violated} is violated."
    if res.result == PROPERTY:
        if " and " in (res.violated or ""):
            return f"Error: Temporal properties {res.violated} were violated.\n"
        return f"Error: Temporal property {res.violated} was violated.\n"
    if res.result == "deadlock":
        return "Error: Deadlock reached."
    if res.result == ERROR and res.message is not None:
        return "Error: " + TlaError(res.message, res.span).render()
    if res.message is not None:
        return "Error: " + res.message
    return f"Error: {res.result}: {res.violated}"


def nested_positions(res: CheckResult, stack: list[Span] | None = None) -> str:
    """TLC's list of the expressions it was evaluating when an error struck, outermost first (without
    the `stack` TLC's call stack gives, the innermost one, where the error struck)."""
    head = "The error occurred when TLC was evaluating the nested\nexpressions at the following positions:\n"
    spans = stack or ([res.span] if res.span is not None and res.span.line > 0 else [])
    lines = [
        f"{i}. Line {s.line}, column {s.col} to line {s.end_line}, column {s.end_col} in {_module(s)}\n"
        for i, s in enumerate(spans)
    ]
    return head + "".join(lines) + "\n"


def call_stack(res: CheckResult, in_init: bool) -> list[Span] | None:
    """TLC's call stack of an error in Init or Next, found by evaluating it again (regenerate.py)."""
    regeneration = res.regeneration
    return None if regeneration is None else regeneration.call_stack(in_init)


def _module(s: Span) -> str:
    name = s.file.replace("\\", "/").rsplit("/", 1)[-1]
    return name[:-4] if name.endswith(".tla") else name


def error_in_init(res: CheckResult) -> bool:
    """An evaluation error met while computing the initial states."""
    return res.result == ERROR and not res.initial_generated and len(res.trace) <= 1


def shows_call_stack(res: CheckResult) -> bool:
    """An evaluation error in Init or Next, after which TLC says where it struck (not an invariant's)."""
    failed_invariant = (res.message or "").startswith("Evaluating invariant ")
    return res.result == ERROR and not failed_invariant and bool(res.trace or error_in_init(res))


def init_line(res: CheckResult) -> str:
    return init_text(res.initial_generated, res.initial_states)


def init_text(n: int, d: int) -> str:
    """TLC's line on the initial states: how many Init generated, how many were distinct."""
    if n == d:
        return f"Finished computing initial states: {d} distinct state{'' if d == 1 else 's'} generated."
    return f"Finished computing initial states: {n} states generated, with {d} of them distinct."


def summary_lines(res: CheckResult) -> list[str]:
    return [
        f"{res.generated} states generated, {res.distinct} distinct states found, "
        f"{res.left_on_queue} states left on queue.",
        f"The depth of the complete state graph search is {res.depth}.",
    ]


def print_result(
    res: CheckResult,
    console: Console | None = None,
    diff: bool = False,
    init_printed: bool = False,
    coverage: list[str] | None = None,
) -> None:
    """Print the outcome as TLC does: verdict, error trace (`diff`: changed variables only), coverage
    statistics (-coverage), counts, time."""
    console = console or make_console()
    out = console.print
    for warning in res.warnings:
        out(Text(warning))
    if not init_printed and not res.in_initial_state and (res.initial_generated or res.result == SUCCESS):
        out(Text(init_line(res)))
    if res.result == SUCCESS:
        out(Text("Model checking completed. No error has been found."))
    else:
        print_error(res, console, diff)
        if shows_call_stack(res):
            out(Text("Error: " + nested_positions(res, call_stack(res, error_in_init(res)))))
        if res.regeneration is not None:
            res.regeneration.after_trace()
        if res.after_trace is not None:
            res.after_trace()
    for line in coverage or ():
        out(Text(line))
    if not res.in_initial_state and (res.generated or res.result == SUCCESS or error_in_init(res)):
        for line in summary_lines(res):
            out(Text(line))
    out(Text(f"Finished in {res.seconds:.2f}s"))


def print_error(res: CheckResult, console: Console, diff: bool = False) -> None:
    """The `Error: ...` lines and the trace; alone for each violation -continue goes on after."""
    regeneration = res.regeneration
    if regeneration is not None:
        regeneration.before_headline()
    console.print(Text(headline(res)))
    if res.in_initial_state:
        console.print(state_lines(trace_bindings(res)[0], None))
    elif res.trace:
        if res.trace_kind != "finite":
            console.print(Text("Error: The following behavior constitutes a counter-example:\n"))
        else:
            if regeneration is not None:
                regeneration.before_header()
            console.print(Text("Error: The behavior up to this point is:"))
        print_trace(res, console, diff)


class InitLine:
    """TLC's line on the initial states, printed once: as Init ends (RUN.initial_states_done, called by the
    search), else before the first violation past them or with the result."""

    def __init__(self, console: Console):
        self.console, self.printed = console, False

    def __call__(self, generated: int, distinct: int) -> None:
        if not self.printed:
            self.console.print(Text(init_text(generated, distinct)))
            self.printed = True


class ViolationPrinter:
    """-continue's `on_violation`: each violation as TLC prints it while searching on, the initial states'
    line before the first violation past them (TLC prints it when Init is done)."""

    def __init__(self, console: Console, diff: bool):
        self.console, self.diff, self.init = console, diff, InitLine(console)

    def __call__(self, res: CheckResult) -> None:
        if not res.in_initial_state:
            self.init(res.initial_generated, res.initial_states)
        print_error(res, self.console, self.diff)


def size_text(n: int) -> str:
    """Bytes as a person reads them: 0 B, 12 KB, 3.4 MB, 1.2 GB."""
    for unit, scale in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}" if n < 10 * scale else f"{n // scale:,} {unit}"
    return f"{n} B"


def progress_printer(console: Console | None = None, checkpoints=None) -> Callable[[Progress], None]:
    """A `progress=` callback for tla_py.engine.check that prints TLC's Progress lines, and when the run
    takes checkpoints (tla_py.engine.storage.recovery.Checkpoints) when the last was taken."""
    console = console or make_console()
    last = [0.0, 0, 0]

    def show(p: Progress) -> None:
        minutes = max(p.seconds - last[0], 1e-9) / 60
        rate, drate = (p.generated - last[1]) / minutes, (p.distinct - last[2]) / minutes
        last[:] = [p.seconds, p.generated, p.distinct]
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        console.print(
            Text(
                f"Progress({p.depth}) at {stamp}: {p.generated:,} states generated ({rate:,.0f} s/min), "
                f"{p.distinct:,} distinct states found ({drate:,.0f} ds/min), "
                f"{p.left_on_queue:,} states left on queue."
            )
        )
        if p.memory or p.disk:
            console.print(Text(f"Storage: {size_text(p.memory)} in memory, {size_text(p.disk)} on disk."))
        line = checkpoint_line(checkpoints)
        if line:
            console.print(Text(line))

    return show


def checkpoint_line(checkpoints) -> str | None:
    """When the last checkpoint was taken, how long it took and where it is (None before the first)."""
    last = None if checkpoints is None else checkpoints.last
    if last is None:
        return None
    from tla_py.engine.storage.periodic import now_text

    if last.get("failed"):
        return f"Last checkpoint: not written at {now_text(last['at'])} (see the warning above)."
    how = "the one this run went on from" if last.get("took") is None else f"written in {last['took']:.2f}s"
    return f"Last checkpoint: {now_text(last['at'])} ({size_text(last['bytes'])}, {how}): {checkpoints.path}."
