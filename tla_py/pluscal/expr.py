"""PlusCal's expressions as pcal.trans keeps them: lines of tokens with their columns, so that a
translation re-lays the user's text out with the same alignment (each line keeps its offset from its
anchor, the token of an earlier line it was written under)."""

from __future__ import annotations

BUILTIN, NUMBER, STRING, IDENT, ADDED = 1, 2, 3, 4, 5

Coord = tuple  # (line index, token index)


class ExprError(Exception):
    """An expression rewrite pcal.trans refuses (an anchor moved left)."""


class Token:
    """One token: its text (a string without its quotes), its column and its kind."""

    __slots__ = ("string", "column", "kind")

    def __init__(self, string: str, column: int = 0, kind: int = BUILTIN):
        self.string = string
        self.column = column
        self.kind = kind

    def copy(self) -> Token:
        return Token(self.string, self.column, self.kind)

    @property
    def width(self) -> int:
        """Columns the token spans in the text (a string's quotes included)."""
        return len(self.string) + 2 if self.kind == STRING else len(self.string)

    def text(self) -> str:
        """The token as written (a string with its quotes)."""
        return f'"{self.string}"' if self.kind == STRING else self.string


class Expr:
    """A TLA+ expression (or any TLA+ text) as lines of tokens, with each line's anchor."""

    def __init__(self, lines: list | None = None):
        self.lines: list[list[Token]] = [] if lines is None else lines
        self.anchors: list[Token | None] = []
        self.anchor_cols: list[int] = []

    # ------------------------------------------------------------ building

    def add_line(self) -> None:
        self.lines.append([])

    def add_token(self, tok: Token) -> None:
        self.lines[-1].append(tok)

    def add_token_offset(self, tok: Token, offset: int) -> None:
        """Append tok `offset` columns right of the last token of the last line."""
        last = self.lines[-1]
        tok.column = offset + (last[-1].column + len(last[-1].string) if last else 0)
        last.append(tok)

    def normalize(self) -> None:
        """Drop empty lines at both ends, shift the leftmost token to column 0, find the anchors."""
        while self.lines and not self.lines[0]:
            del self.lines[0]
        while self.lines and not self.lines[-1]:
            del self.lines[-1]
        firsts = [line[0].column for line in self.lines if line]
        shift = min(firsts) if firsts else 999999
        for line in self.lines:
            for tok in line:
                tok.column -= shift
        self.anchors = [None] * len(self.lines)
        self.anchor_cols = [0] * len(self.lines)
        for i, line in enumerate(self.lines):
            if not line:
                continue
            first = line[0].column
            for j in range(i - 1, -1, -1):
                above = self.lines[j]
                if above and above[0].column <= first:
                    k = 0
                    while k + 1 < len(above) and above[k + 1].column <= first:
                        k += 1
                    self.anchors[i] = above[k]
                    self.anchor_cols[i] = above[k].column
                    break

    def renormalize(self) -> None:
        """After insertions: move each line right by as much as its anchor moved."""
        for i, line in enumerate(self.lines):
            anchor = self.anchors[i]
            if anchor is None:
                continue
            shift = anchor.column - self.anchor_cols[i]
            self.anchor_cols[i] = anchor.column
            if shift < 0:
                raise ExprError("TLAExpr.renormalize() found anchor has moved to left.")
            for tok in line:
                tok.column += shift

    def clone(self) -> Expr:
        """A normalized copy with copied tokens."""
        result = Expr([[tok.copy() for tok in line] for line in self.lines])
        result.normalize()
        return result

    # ------------------------------------------------------------ reading

    def is_empty(self) -> bool:
        return not self.lines

    def is_one_token(self) -> bool:
        return len(self.lines) == 1 and len(self.lines[0]) == 1

    def token_at(self, coord: Coord) -> Token:
        return self.lines[coord[0]][coord[1]]

    def step(self, coord: Coord, incr: int) -> Coord | None:
        """The coordinates `incr` tokens past coord (skipping empty lines), or None past the end."""
        ln, item = coord
        line = self.lines[ln]
        for _ in range(incr):
            item += 1
            if item == len(line):
                item = 0
                ln += 1
                while ln < len(self.lines) and not self.lines[ln]:
                    ln += 1
                if ln == len(self.lines):
                    return None
                line = self.lines[ln]
        return (ln, item)

    def to_lines(self) -> list[str]:
        """The text of each line, every token at its column (pcal.trans's toStringVector)."""
        out = []
        for i, line in enumerate(self.lines):
            anchor = self.anchors[i] if i < len(self.anchors) else None
            text = " " * (anchor.column - self.anchor_cols[i]) if anchor is not None else ""
            last = None
            for tok in line:
                gap = tok.column if last is None else tok.column - last.column - last.width
                text += " " * max(gap, 0) + tok.text()
                last = tok
            out.append(text)
        return out

    def ast_text(self) -> str:
        """The expression as pcal.trans prints it in its AST (the text its checksum is taken of)."""
        text = "<< "
        nonempty = False
        for i, line in enumerate(self.lines):
            if i > 0:
                text += "\n"
            for tok in line:
                if nonempty:
                    text += ", "
                nonempty = True
                if tok.kind == STRING:
                    text += f'"\\"", "{tok.string}", "\\""'
                elif tok.string == "\\/":
                    text += f'"(col{tok.column}) \\\\/"'
                elif tok.string.startswith("\\"):
                    text += f'"\\{tok.string}"'
                elif tok.string == "/\\":
                    text += f'"(col{tok.column}) /\\\\"'
                else:
                    text += f'"{tok.string}"'
        return text + " >>"

    # ------------------------------------------------------------ rewriting

    def prepend(self, expr: Expr, spaces: int) -> None:
        """Put expr in front, `spaces` columns before this expression's first token."""
        n = len(expr.lines)
        for i in range(n - 1):
            self.lines.insert(i, expr.lines[i])
        head, here = expr.lines[n - 1], self.lines[n - 1]
        incr = head[-1].column + head[-1].width + spaces
        for tok in here:
            tok.column += incr
        here[0:0] = head
        self.anchors = expr.anchors[:n] + self.anchors[1:]
        self.anchor_cols = expr.anchor_cols[:n] + self.anchor_cols[1:]
        self.renormalize()

    def find_instance(self, name: str, start: Coord) -> Coord | None:
        """The next token spelled `name` at or after start that is not a record field name."""
        at: Coord | None = None if self.is_empty() else start
        while at is not None:
            tok = self.token_at(at)
            if tok.kind == STRING:
                at = self.step(at, 1)
            elif tok.string == ".":
                at = self.step(at, 2)
            elif tok.string in ("[", ",") and self._field_follows(at):
                at = self.step(at, 3)
            elif tok.string == name:
                return at
            else:
                at = self.step(at, 1)
        return None

    def _field_follows(self, at: Coord) -> bool:
        two = self.step(at, 2)
        if two is None:
            return False
        tok = self.token_at(two)
        return tok.kind != STRING and tok.string in (":", "|->", "↦")

    def substitute_all(self, exprs: list, names: list, parenthesize: bool = True) -> None:
        """Replace, at once, every instance of names[i] by a copy of exprs[i]."""
        nexts = [self.find_instance(name, (0, 0)) for name in names]
        while True:
            live = [(pos, i) for i, pos in enumerate(nexts) if pos is not None]
            if not live:
                return
            pos, idx = min(live)
            after = self.step(pos, 1)
            new = self.substitute_at(exprs[idx], pos, parenthesize)
            nexts[idx] = None if new is None else self.find_instance(names[idx], new)
            for i, other in enumerate(nexts):
                if i == idx or other is None:
                    continue
                if after[0] == new[0]:
                    if other[0] == pos[0]:
                        nexts[i] = (other[0], other[1] + new[1] - after[1])
                elif other[0] == pos[0]:
                    nexts[i] = (other[0] + new[0] - after[0], other[1] + new[1] - after[1])
                else:
                    nexts[i] = (other[0] + new[0] - after[0], other[1])

    def substitute_at(self, expr: Expr, coord: Coord, par: bool) -> Coord | None:
        """Replace the token at coord by expr (parenthesized if par and it has several tokens); the
        coordinates of the token after the inserted ones."""
        tok = self.token_at(coord)
        if self.is_one_token():
            cloned = expr.clone()
            self.lines, self.anchors, self.anchor_cols = cloned.lines, cloned.anchors, cloned.anchor_cols
            return None
        tok_line = self.lines[coord[0]]
        spaces = 0
        if coord[1] + 1 < len(tok_line):
            spaces = tok_line[coord[1] + 1].column - (tok.column + tok.width)
        rest = tok_line[coord[1] + 1:]
        del tok_line[coord[1] + 1:]
        cur = coord[0]
        line = self.lines[cur]
        if expr.is_one_token():
            etok = expr.lines[0][0]
            tok.string, tok.kind = etok.string, etok.kind
        else:
            indent = (1 if par else 0) + tok.column
            insert_first = not par
            if par:
                tok.string, tok.kind = "(", BUILTIN
            new = expr.clone()
            for i, eline in enumerate(new.lines):
                for etok in eline:
                    etok.column += indent
                    if insert_first:
                        tok.string, tok.kind = etok.string, etok.kind
                        insert_first = False
                    else:
                        line.append(etok)
                if i + 1 < len(new.lines):
                    indent = 0
                    cur += 1
                    self.lines.insert(cur, [])
                    line = self.lines[cur]
                    self.anchors.insert(cur, new.anchors[i + 1])
                    self.anchor_cols.insert(cur, new.anchor_cols[i + 1])
            if par:
                last = line[-1]
                line.append(Token(")", last.column + last.width, BUILTIN))
        result = (cur, len(line) - 1)
        if rest:
            prev = line[-1]
            shift = prev.column + prev.width + spaces - rest[0].column
            for t in rest:
                t.column += shift
                line.append(t)
        self.renormalize()
        return self.step(result, 1)


def ident_expr(name: str, kind: int = IDENT) -> Expr:
    """A one-token expression."""
    e = Expr([[Token(name, 0, kind)]])
    e.normalize()
    return e
