"""Reading TLC's -tool output (tlapy's and TLC's alike) into its messages, for tests/test_tool.py."""

from __future__ import annotations

import re

START = re.compile(r"^(.*)@!@!@STARTMSG (-?\d+):(\d+) @!@!@$")
END = re.compile(r"^(.*)@!@!@ENDMSG (-?\d+) @!@!@(.*)$")
DATE = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d")


def messages(lines: list[str]) -> list[tuple[int, int, str]]:
    """Each message as (code, class, text) in the order they start; a message's text leaves out the
    messages nested in it. Lines outside any message (SANY's, Print's) are left out."""
    out: list[list] = []
    stack: list[int] = []
    for line in lines:
        m = END.match(line)
        if m:
            if m.group(1) and stack:
                out[stack[-1]][2].append(m.group(1))
            stack.pop()
            line = m.group(3)
            if not line:
                continue
        m = START.match(line)
        if m:
            if m.group(1) and stack:
                out[stack[-1]][2].append(m.group(1))
            stack.append(len(out))
            out.append([int(m.group(2)), int(m.group(3)), []])
        elif stack:
            out[stack[-1]][2].append(line)
    return [(code, cls, "\n".join(text)) for code, cls, text in out]


def plain(text: str) -> str:
    """A message's text with its dates and times made constant."""
    text = DATE.sub("<date>", text)
    text = re.sub(r"^Finished in \d+ms", "Finished in <ms>", text)
    return re.sub(r"\(\s*[\d,]+ (d?s)/min\)", r"(<n> \1/min)", text)
