"""The diagram drawn by tlapy itself: one SVG (no scripts, nothing loaded from elsewhere), or HTML around it.

Each participant is a column with a lifeline; each step of the trace a band, labelled at the left.
A message is an arrow from the step it was sent in to the step it was received in (slanted when it
was delayed), a lost one ends in a cross half way, and a lasso's loop is a dashed frame.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from tla_py.report.diagram.infer import clip
from tla_py.report.diagram.model import Diagram, Msg, Note

GUTTER, COL, TOP, SLOT, LINE, CHAR = 270, 200, 96, 34, 14, 6.3
STYLE = """
text { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11px; fill: #222; }
.title { font-size: 15px; font-weight: bold; }
.head rect { fill: #e8eef7; stroke: #4a6fa5; } .head text { font-size: 13px; font-weight: bold; }
.life { stroke: #9aa; stroke-dasharray: 4 4; }
.step { fill: #555; } .band { fill: #f6f6f6; }
.msg { stroke: #1f4e8c; stroke-width: 1.4; fill: none; }
.lost { stroke: #c0392b; stroke-width: 1.4; fill: none; stroke-dasharray: 6 3; }
.write { stroke: #6b4c9a; stroke-width: 1.4; fill: none; }
.pending { stroke: #777; stroke-width: 1.2; fill: none; stroke-dasharray: 2 3; }
.label { fill: #fff; fill-opacity: 0.85; }
.note rect { fill: #fff8c4; stroke: #c9b458; }
.loop { fill: none; stroke: #2e7d32; stroke-width: 1.5; stroke-dasharray: 8 4; }
.looptext { fill: #2e7d32; font-weight: bold; }
.end rect { fill: #fdecea; stroke: #c0392b; } .end text { fill: #8e1b10; font-weight: bold; }
"""


def _x(d: Diagram, who: str | None) -> float:
    i = d.participants.index(who) if who in d.participants else 0
    return GUTTER + COL * (i + 0.5)


def _text(x: float, y: float, s: str, cls: str = "", anchor: str = "start") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{c}>{escape(s)}</text>'


def _label(x: float, y: float, s: str, title: str) -> list[str]:
    w = len(s) * CHAR + 6
    return [f"<g><title>{escape(title)}</title>",
            f'<rect class="label" x="{x - w / 2:.1f}" y="{y - 11:.1f}" width="{w:.1f}" height="14"/>',
            _text(x, y, s, anchor="middle"), "</g>"]


def _arrow(d: Diagram, m: Msg, y0: float, y1: float) -> tuple[list[str], list[str]]:
    """A message from (sender, y0) to (receiver, y1), and its label; lost ones stop half way at a cross."""
    x0 = _x(d, m.sender)
    x1 = _x(d, m.receiver) if m.receiver != m.sender else x0 + COL * 0.4
    cls = "lost" if m.lost else "write" if m.write else "pending" if m.received is None else "msg"
    if m.lost:
        x1 = x0 + (x1 - x0) * 0.6
    out = [f'<line class="{cls}" x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}"'
           + ("" if m.lost else f' marker-end="url(#{cls})"') + "/>"]
    if m.lost:
        out += ['<path class="lost" style="stroke-dasharray:none;stroke-width:2.5" '
                f'd="M{x1 - 6:.1f},{y1 - 6:.1f} l12,12 m0,-12 l-12,12"/>']
    span = max(abs(x1 - x0), COL * 0.8)
    text = clip(m.label + (" (lost)" if m.lost else " (never received)" if cls == "pending" else ""),
                int(span * 1.5 / CHAR))
    at = 0.5 if y1 - y0 < SLOT else 1 - (SLOT * 0.45) / (y1 - y0)  # near the head of a long arrow
    lx, ly = x0 + (x1 - x0) * at, y0 + (y1 - y0) * at - 4
    return out, _label(lx, ly, text, m.detail)


def _note(d: Diagram, n: Note, y: float) -> tuple[list[str], float]:
    lines = [clip(s, 40) for s in n.text.split("\n")]
    w = max(len(s) for s in lines) * CHAR + 10
    h = LINE * len(lines) + 6
    x = _x(d, n.who) - w / 2
    out = [f'<g class="note"><title>{escape(n.who)}: {escape(n.text)}</title>',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h}" rx="3"/>']
    out += [_text(x + 5, y + LINE * (i + 1), s) for i, s in enumerate(lines)] + ["</g>"]
    return out, h + 4


def svg(d: Diagram) -> str:
    """The whole diagram as one standalone SVG document."""
    width = GUTTER + COL * len(d.participants) + 30
    bands, body, notes, labels, sent_y, y = [], [], [], [], {}, TOP + 16
    loop_top = None
    for n in range(1, len(d.steps)):
        if n == d.loop_from:
            loop_top = y
            y += 22
        top, events = y, d.events(n)
        body.append(_text(12, y + 12, clip(d.steps[n], 42), "step"))
        y += 6
        for e in events:  # arrivals and writes, the changes they make, then what leaves
            if isinstance(e, Note):
                drawn, h = _note(d, e, y)
                notes += drawn
                y += h
            elif e.received == n:
                y += SLOT
                line, label = _arrow(d, e, y if e.sent == n else sent_y.get(e.sent, TOP), y)
                body, labels = body + line, labels + label
        sent_y[n] = y + 6
        for e in events:
            if isinstance(e, Msg) and e.received != n:
                y += SLOT
                line, label = _arrow(d, e, y, y)
                body, labels = body + line, labels + label
        y = max(y + 8, top + 22)
        if n % 2 == 0:
            bands.append(f'<rect class="band" x="0" y="{top:.1f}" width="{width}" height="{y - top:.1f}"/>')
    if loop_top is not None:
        body.append(f'<rect class="loop" x="6" y="{loop_top:.1f}" width="{width - 12}" '
                    f'height="{y - loop_top:.1f}"/>')
        body.append(_text(12, loop_top + 15, f"loop: from state {d.loop_from} the behavior repeats forever",
                          "looptext"))
    end_h = 30 if d.ending else 0
    if d.ending:
        body += ['<g class="end">', f'<rect x="{GUTTER}" y="{y + 6:.1f}" width="{COL * len(d.participants)}" '
                 'height="24" rx="3"/>', _text(GUTTER + COL * len(d.participants) / 2, y + 22, d.ending,
                                               anchor="middle"), "</g>"]
    height = y + end_h + 20
    head = [_text(12, 24, d.title, "title")]
    for p in d.participants:
        x = _x(d, p)
        head += [f'<line class="life" x1="{x:.1f}" y1="{TOP - 20}" x2="{x:.1f}" y2="{y:.1f}"/>',
                 f'<g class="head"><rect x="{x - 60:.1f}" y="{TOP - 56}" width="120" height="34" rx="4"/>',
                 _text(x, TOP - 34, p, anchor="middle"), "</g>"]
    markers = "".join(
        f'<marker id="{c}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{color}"/></marker>'
        for c, color in (("msg", "#1f4e8c"), ("write", "#6b4c9a"), ("pending", "#777")))
    return "\n".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height:.0f}" '
        f'viewBox="0 0 {width} {height:.0f}" role="img" aria-label={quoteattr(d.title)}>',
        f"<title>{escape(d.title)}</title>", f"<defs>{markers}<style>{STYLE}</style></defs>",
        f'<rect x="0" y="0" width="{width}" height="{height:.0f}" fill="#fff"/>',
        *bands, *head, *body, *notes, *labels, "</svg>", ""])


def html(d: Diagram) -> str:
    """A page holding the SVG inline, with a legend; it loads nothing."""
    legend = ("Arrows go from the step a message was sent in to the step it was received in; a red dashed "
              "arrow ending in a cross is a lost message, a purple one a write to a store, yellow boxes are "
              "state changes. Hover an arrow for the whole message.")
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(d.title)}</title>",
        "<style>body { font-family: 'DejaVu Sans', Arial, sans-serif; margin: 16px; } "
        "h1 { font-size: 20px; } p { color: #444; max-width: 70em; }</style>",
        "</head><body>", f"<h1>{escape(d.title)}</h1>", f"<p>{escape(legend)}</p>", svg(d),
        "</body></html>", ""])
