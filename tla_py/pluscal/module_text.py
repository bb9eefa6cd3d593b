"""Finding things in the module's text as pcal.trans does: tabs expanded, the `PlusCal options (...)`
statement, the BEGIN/END TRANSLATION lines, "--algorithm", the end of the comment holding it; and the
algorithm's comments blanked out before it is parsed."""

from __future__ import annotations

import re

from tla_py.pluscal.errors import PcalError

BEGIN_ALG = "--algorithm"
BEGIN_FAIR = "--fair"


def split_lines(text: str) -> list:
    """Lines as Java's readAllLines gives them (split at \\r\\n, \\r or \\n; no last empty line)."""
    lines = re.split(r"\r\n|\r|\n", text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def untab(lines: list) -> list:
    """Tabs expanded to the next multiple of 8, and a space added to each line (as pcal.trans does,
    so no token ever ends a line)."""
    out = []
    for line in lines:
        new = ""
        for ch in line:
            new += " " * (8 - len(new) % 8) if ch == "\t" else ch
        out.append(new + " ")
    return out


def find_token_pair(lines: list, start: int, first: str, second: str) -> int:
    """The first line at or after start holding `first`, spaces, `second` (-1 if none)."""
    for i in range(start, len(lines)):
        line = lines[i]
        col = line.find(first)
        if col == -1:
            continue
        nxt = col + len(first)
        while nxt < len(line) and line[nxt] == " ":
            nxt += 1
        if nxt < len(line) and nxt == line.find(second):
            return i
    return -1


def find_algorithm(lines: list, stop_at_module_end: bool = False) -> tuple | None:
    """(line, column just after "--algorithm" or "--fair", whether "--fair") of the algorithm."""
    for i, line in enumerate(lines):
        if stop_at_module_end and re.fullmatch(r"=+", line):
            return None
        col = line.find(BEGIN_ALG)
        if col != -1:
            return i, col + len(BEGIN_ALG), False
        col = line.find(BEGIN_FAIR)
        if col != -1:
            return i, col + len(BEGIN_FAIR), True
    return None


def comment_end(lines: list, line: int, col: int) -> tuple | None:
    """Where the comment holding (line, col) ends: just after its closing *)."""
    depth = 1
    while line < len(lines):
        text = lines[line]
        while col < len(text) - 1:
            pair = text[col:col + 2]
            if pair == "(*":
                depth += 1
                col += 2
            elif pair == "*)":
                depth -= 1
                col += 2
                if depth == 0:
                    return line, col
            else:
                col += 1
        line += 1
        col = 0
    return None


def uncomment(lines: list, line: int, col: int) -> None:
    """From (line, col) to the first unmatched *): (* *) comments become spaces, \\* comments are cut
    off; the line holding that *) ends with it."""
    new = lines[line][:col]
    depth = 0
    while line < len(lines):
        old = lines[line]
        in_string = False
        done = False
        while col < len(old):
            ch = old[col]
            out = ch
            two = old[col:col + 2]
            if two == "(*" and not in_string:
                depth += 1
                out = " "
                col += 1
                new += out
            elif two == "*)" and not in_string:
                if depth == 0:
                    new += "*"
                    out = ")"
                    col += 1
                    done = True
                else:
                    depth -= 1
                    out = " "
                    col += 1
                    new += out
            elif depth == 0:
                if in_string:
                    if ch == '"':
                        in_string = False
                    elif ch == "\\" and col < len(old) - 1:
                        new += ch
                        col += 1
                        out = old[col]
                elif two == "\\*":
                    out = " "
                    col = len(old)
                elif ch == '"':
                    in_string = True
            else:
                out = " "
            new += out
            col += 1
            if done:
                break
        if in_string:
            raise PcalError(f"Unterminated string in line {line + 1}", line + 1, 1)
        lines[line] = new
        if done:
            return
        new = ""
        col = 0
        line += 1


def options_in_module(lines: list) -> list | None:
    """The arguments of the module's first `PlusCal options (...)` statement (None if it has none);
    PcalError (which pcal.trans reports, then goes on) when it is malformed."""
    line, col = 0, 0
    while True:
        found = _find_word("PlusCal", lines, line, col)
        if found is None:
            return None
        line, col = _next_non_space(lines, *found)
        rest = lines[line][col:] if line < len(lines) else ""
        if rest.startswith("options") and _id_end(rest) == 7:
            return _option_args(lines, line, col + 7)


def _find_word(word: str, lines: list, line: int, col: int) -> tuple | None:
    """Where the first word-start `word` (not followed by a letter or "_") ends, from (line, col);
    the search moves from word to word (space-separated) as pcal.trans's FindToken does."""
    while line < len(lines):
        line, col = _next_non_space(lines, line, col)
        if line >= len(lines):
            return None
        text = lines[line]
        found = None
        if text[col:].startswith(word):
            end = col + len(word)
            if end >= len(text) or not (text[end].isalpha() or text[end] == "_"):
                found = end
                col = end
        nxt = text.find(" ", col)
        col = len(text) if nxt == -1 else nxt
        if found is not None:
            return line, col
    return None


def _next_non_space(lines: list, line: int, col: int) -> tuple:
    while line < len(lines):
        text = lines[line]
        while col < len(text) and text[col] == " ":
            col += 1
        if col < len(text):
            return line, col
        line += 1
        col = 0
    return line, col


def _id_end(text: str) -> int:
    i = 0
    while i < len(text) and (text[i].isalpha() or text[i].isdigit() or text[i] == "_"):
        i += 1
    return i


def _option_args(lines: list, line: int, col: int) -> list:
    """The arguments between the parentheses after "options" (spaces and commas separate them)."""
    line, col = _next_non_space(lines, line, col)
    if line >= len(lines) or not lines[line][col:].startswith("("):
        raise PcalError("`PlusCal options' not followed by '('")
    line, col = _next_non_space(lines, line, col + 1)
    args = []
    while line < len(lines) and lines[line][col] != ")":
        text = lines[line]
        if text[col] == ",":
            col += 1
        else:
            end = col + len(re.split(r" |,|\)", text[col:])[0])
            args.append(text[col:end])
            col = end
        line, col = _next_non_space(lines, line, col)
    if line >= len(lines):
        raise PcalError("No closing ')' found in options statement")
    return args
