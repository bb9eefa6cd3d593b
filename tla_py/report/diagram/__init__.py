"""Sequence diagrams of a counterexample (`tlapy check --diagram FILE`): Mermaid, sequencediagram.org, SVG."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from tla_py.engine.result import DEADLOCK, INVARIANT, PROPERTY, CheckResult
from tla_py.report.diagram import svg, text
from tla_py.report.diagram.infer import find_cast
from tla_py.report.diagram.model import Diagram
from tla_py.report.diagram.steps import Endpoint, Stepper

FORMATS = (".mmd", ".txt", ".svg", ".html")


class DiagramError(ValueError):
    """A trace in which no messages or participants can be told apart."""


def build_diagram(res: CheckResult, messages: list[str] | None = None,
                  sender: Endpoint | None = None, receiver: Endpoint | None = None) -> Diagram:
    """The result's trace as a diagram; a lasso's closing step is drawn as the last step."""
    states = [s for _, s in res.trace]
    actions = ["Initial predicate" if a is None else a.name for a, _ in res.trace]
    pairs = list(zip(states, states[1:]))
    loop_from = None
    if res.trace_kind == "lasso" and res.back_to is not None:
        number, action = res.back_to
        pairs.append((states[-1], states[number - 1]))
        actions.append("Initial predicate" if action is None else action.name)
        loop_from = number
    ends = None
    if sender or receiver:
        ends = lambda m, s: {f(m, s) for f in (sender, receiver) if f} - {None}  # noqa: E731
    cast = find_cast(res.variables, states, messages, ends)
    stepper = Stepper(res.variables, cast, sender, receiver)
    for n, (old, new) in enumerate(pairs, start=1):
        stepper.step(n, actions[n], old, new)
    steps = [f"{i + 1}. {a}" for i, a in enumerate(actions)]
    if loop_from is not None:
        steps[-1] = f"back to {loop_from}. {actions[-1]}"
    used = {p for m in stepper.messages for p in (m.sender, m.receiver)} | {n.who for n in stepper.notes}
    order = [p for p in cast.names if p in used]
    if not order:
        raise DiagramError("found no participants in the trace; name the messages with --messages VAR "
                           "and their ends with --msg-from OP and --msg-to OP")
    family: dict[str, int] = {}  # families in the order they first send something, stores last
    for m in stepper.messages:
        family.setdefault(_family(m.sender or ""), m.sent)
    order.sort(key=lambda p: (p in cast.stores.values(), family.get(_family(p), len(steps))))
    return Diagram(f"{res.module}: {_ending(res)}", order, steps, stepper.messages, stepper.notes,
                   loop_from, _ending(res))


def _family(name: str) -> str:
    """w1 and w2 are drawn side by side: the name without its digits."""
    return name.rstrip("0123456789")


def _ending(res: CheckResult) -> str:
    """What the trace shows, said as TLC says it."""
    if res.result == INVARIANT:
        return f"Invariant {res.violated} is violated"
    if res.result == PROPERTY:
        then = {"lasso": " (the loop repeats forever)", "stuttering": " (then it stutters forever)"}
        return f"Property {res.violated} is violated" + then.get(res.trace_kind, "")
    if res.result == DEADLOCK:
        return "Deadlock reached"
    return res.message or res.result


def render(diagram: Diagram, suffix: str) -> str:
    """The diagram as the text of a file with this extension."""
    writers = {".mmd": text.mermaid, ".txt": text.sequencediagram_org, ".svg": svg.svg, ".html": svg.html}
    return writers[suffix](diagram)


def write_diagram(res: CheckResult, path: Path, messages: list[str] | None = None,
                  sender: Endpoint | None = None, receiver: Endpoint | None = None) -> None:
    """Write the result's trace as a diagram, in the format the file's extension names."""
    path.write_text(render(build_diagram(res, messages, sender, receiver), path.suffix.lower()),
                    encoding="utf-8")


def diagram_writer(model: object, path: Path, messages: list[str], msg_from: str | None,
                   msg_to: str | None) -> Callable[[CheckResult], None]:
    """What `check --diagram` does after the search, its options checked against the model before it."""
    from tla_py.report.diagram.operators import check_messages, endpoint

    check_messages(model, messages)
    sender = endpoint(model, msg_from, "--msg-from") if msg_from else None
    receiver = endpoint(model, msg_to, "--msg-to") if msg_to else None

    def draw(result: CheckResult) -> None:
        if not result.trace:
            print(f"tlapy: no counterexample to draw: {path} not written", file=sys.stderr)
            return
        try:
            write_diagram(result, path, messages, sender, receiver)
        except DiagramError as e:
            print(f"tlapy: --diagram: {e}; {path} not written", file=sys.stderr)
            return
        except OSError as e:
            print(f"tlapy: cannot write the diagram {path}: {e.strerror or e}", file=sys.stderr)
            return
        print(f"Sequence diagram of the trace written to {path}")

    return draw
