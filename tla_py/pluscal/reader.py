"""The character stream the algorithm is read from, as pcal.trans's reader: '\\n' at each line's end,
'\\t' past the end (the input has no tabs left), one-step backspaces and a peek past spaces."""

from __future__ import annotations

END = "\t"


class CharReader:
    """Reads lines[first_line][first_col:] onwards, up to (but not including) line `last_line`."""

    def __init__(self, lines: list[str], first_line: int, first_col: int, last_line: int):
        self.lines = lines
        self.line = first_line
        self.column = first_col
        self.last_line = last_line
        self.current = lines[first_line] if first_line < len(lines) else None

    def next_char(self) -> str:
        """The next character, '\\n' at a line's end, END past the last line."""
        if self.current is None or self.line >= self.last_line:
            return END
        if self.column == len(self.current):
            self.line += 1
            self.column = 0
            self.current = self.lines[self.line] if self.line < len(self.lines) else None
            return "\n"
        ch = self.current[self.column]
        self.column += 1
        return ch

    def backspace(self) -> None:
        """Undo one next_char; over a line end it lands on the line's last character, which is the
        space every line was given (so it reads back as a space, then the line end)."""
        if self.column == 0:
            self.line -= 1
            self.current = self.lines[self.line]
            self.column = max(len(self.current) - 1, 0)
        else:
            self.column -= 1

    def peek(self) -> str:
        """Move to the next character that is neither a space nor a line end and give the rest of its
        line with a '\\n' (or END at the end of the input)."""
        ch = self.next_char()
        while ch in (" ", "\n"):
            ch = self.next_char()
        if ch == END:
            return END
        self.backspace()
        return self.current[self.column:] + "\n"
