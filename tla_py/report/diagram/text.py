"""Diagrams as text other tools draw: Mermaid (`.mmd`) and sequencediagram.org (`.txt`)."""

from __future__ import annotations

import re

from tla_py.report.diagram.model import Diagram, Msg, Note

UNKNOWN = "unknown"


def ident(name: str) -> str:
    """A participant's name as both syntaxes take it bare (other characters become `_`)."""
    return re.sub(r"\W", "_", name) or "_"


def _ends(m: Msg) -> tuple[str, str]:
    return ident(m.sender or UNKNOWN), ident(m.receiver or m.sender or UNKNOWN)


def _tail(m: Msg, d: Diagram) -> str:
    """Arrows are drawn when a message leaves the network; a late one says when it was sent."""
    late = m.received is not None and m.received > m.sent + 1
    said = ([f"sent in {d.steps[m.sent].split('.')[0]}"] if late else []) + (["lost"] if m.lost else [])
    if m.received is None and not m.write:
        said.append("never received" if m.receiver else "receiver unknown")
    return f" ({', '.join(said)})" if said else ""


def _lines(d: Diagram, arrow: dict[str, str], note: str, escape, indent: str) -> list[str]:
    """The statements of both syntaxes, which differ only in arrows, note keyword and escaping."""
    out = []
    first, last = ident(d.participants[0]), ident(d.participants[-1])
    depth = ""
    for n in range(1, len(d.steps)):
        if n == d.loop_from:
            out.append(f"{indent}loop {escape(f'from state {d.loop_from} the behavior repeats forever')}")
            depth = "    "
        events = d.events(n)
        if not events:
            continue
        out.append(f"{indent}{depth}{note} over {first},{last}: {escape(d.steps[n])}")
        for e in events:
            if isinstance(e, Note):
                out.append(f"{indent}{depth}{note} over {ident(e.who)}: {escape(e.text)}")
                continue
            kind = "lost" if e.lost else "write" if e.write else "sent" if e.received is None else "received"
            a, b = _ends(e)
            out.append(f"{indent}{depth}{a}{arrow[kind]}{b}: {escape(e.label + _tail(e, d))}")
    if depth:
        out.append(f"{indent}end")
    if d.ending:
        out.append(f"{indent}{note} over {first},{last}: {escape(d.ending)}")
    return out


def _mermaid_text(s: str) -> str:
    """Mermaid ends a statement at `;` and reads `#...;` as an entity; `<br/>` breaks a line."""
    return re.sub(r"[;#]", ",", s).replace("\n", "<br/>")


def mermaid(d: Diagram) -> str:
    """A Mermaid sequenceDiagram: `-x` for a lost message, `-->>` for one never received."""
    arrows = {"received": "->>", "write": "->>", "lost": "-x", "sent": "-->>"}
    head = ["sequenceDiagram", f"    title {_mermaid_text(d.title)}"]
    head += [f"    participant {ident(p)}" + ("" if ident(p) == p else f" as {_mermaid_text(p)}")
             for p in d.participants]
    return "\n".join(head + _lines(d, arrows, "Note", _mermaid_text, "    ")) + "\n"


def _declare(p: str) -> str:
    """sequencediagram.org's `participant "long name" as id` when the name is no identifier."""
    if ident(p) == p:
        return f"participant {p}"
    name = p.replace('"', "'")
    return f'participant "{name}" as {ident(p)}'


def sequencediagram_org(d: Diagram) -> str:
    """sequencediagram.org's syntax (the BookKeeper README's): `--x` for a lost message."""
    arrows = {"received": "->", "write": "->", "lost": "--x", "sent": "-->"}
    head = [f"title {d.title}"] + [_declare(p) for p in d.participants]
    return "\n".join(head + _lines(d, arrows, "note", lambda s: s.replace("\n", "\\n"), "")) + "\n"
