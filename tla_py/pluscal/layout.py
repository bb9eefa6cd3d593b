"""The translation's text as pcal.trans lays it out: lines built token by token, expressions placed
at the current column with their own lines indented to match, and pcal.trans's test for when an
expression right of "=" needs parentheses."""

from __future__ import annotations

from tla_py.pluscal.expr import Expr


class TlaWriter:
    """Finished lines, and the line being built."""

    def __init__(self):
        self.code: list[str] = []
        self.next = ""

    def token(self, text: str) -> None:
        self.next += text

    def end_line(self) -> None:
        if self.next:
            self.code.append(self.next)
            self.next = ""

    def line(self, text: str) -> None:
        """The current line ended, then text as a line of its own."""
        self.end_line()
        if text:
            self.next = text
            self.end_line()
        else:
            self.code.append("")

    def expr(self, e: Expr) -> None:
        """e from the current column on, its last line left open."""
        lines = e.to_lines()
        indent = len(self.next)
        i = 0
        if indent:
            self.next += lines[0]
            i = 1
            if len(lines) > 1:
                self.end_line()
        if len(lines) > 1:
            pad = " " * indent
            while i < len(lines) - 1:
                self.code.append(pad + lines[i])
                i += 1
            self.next = pad + lines[i]
        elif not indent:
            self.next += lines[0]


def needs_parentheses(lines: list) -> bool:
    """Whether an expression written right of "=" may need parentheses: it has, outside brackets and
    strings, "=", "#", "<", ">", "|-", "-|", "/\\", or a backslash not starting "\\o", "\\X" or " ".
    (Like pcal.trans, it looks only at the first line, once per line.)"""
    depth = 0
    in_string = need = False
    for _ in lines:
        if need:
            break
        cur = lines[0]
        i = 0
        while i < len(cur) and not need:
            ch = cur[i]
            if in_string:
                if ch == '"':
                    in_string = False
                elif ch == "\\":
                    i += 1
            else:
                nxt = cur[i + 1] if i < len(cur) - 1 else " "
                left = right = maybe = False
                if ch == '"':
                    in_string = True
                elif ch in "=#":
                    maybe = True
                elif ch == "<":
                    if nxt == "<":
                        i += 1
                        left = True
                    else:
                        maybe = True
                elif ch == ">":
                    if nxt == ">":
                        i += 1
                        right = True
                    else:
                        maybe = True
                elif ch == "|":
                    maybe = nxt == "-" or (i > 0 and cur[i - 1] == "-")
                elif ch == "\\":
                    maybe = nxt not in (" ", "o", "X")
                elif ch == "/":
                    maybe = nxt == "\\"
                elif ch in "([{":
                    left = True
                elif ch in ")]}":
                    right = True
                if maybe and depth == 0:
                    need = True
                if left:
                    depth += 1
                if right:
                    if depth == 0:
                        need = True
                    depth -= 1
            i += 1
        if in_string:
            need = True
    return need
