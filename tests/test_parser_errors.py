"""Bad input gives one SpecError at the right line:col, never a Python traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.errors import SpecError
from tla_py.syntax import parse_file, parse_module

HEAD = "---- MODULE M ----\n"


def error_at(text: str) -> tuple[int, int, str]:
    with pytest.raises(SpecError) as info:
        parse_module(text, "M.tla")
    err = info.value
    assert err.span is not None and err.span.file == "M.tla"
    return err.span.line, err.span.col, err.message


@pytest.mark.parametrize(
    "text,line,col,words",
    [
        ("", 1, 1, "no module header"),
        ("just some text\n", 1, 1, "no module header"),
        (HEAD + "A == 1\n", 3, 1, "missing ===="),
        (HEAD + "A == (1 + 2\n====\n", 3, 1, "unexpected ===="),
        (HEAD + "A == 1 + 2)\n====\n", 2, 11, 'Was expecting "==== or more Module body"'),
        (HEAD + "A == {1, 2\nB == 3\n====\n", 3, 1, "unexpected B"),
        (HEAD + "A == <<1, 2]\n====\n", 2, 12, "unexpected ]"),
        (HEAD + "A == /\\ 1 =\n    2\n====\n", 3, 5, "left of the /\\ list at line 2, column 6"),
        (HEAD + "A == /\\ f(1,\n     /\\ 2)\n====\n", 3, 6, "bullet"),
        (HEAD + "A == 1 ? 2\n====\n", 2, 8, "unexpected character '?'"),
        (HEAD + "A == 1 ` 2\n====\n", 2, 8, "unexpected character"),
        (HEAD + 'A == "abc\n====\n', 2, 6, "unterminated string"),
        (HEAD + 'A == "a\\qb"\n====\n', 2, 8, "bad escape"),
        (HEAD + "A == 1 (* open (* nested *) \n====\n", 2, 8, "unterminated comment"),
        (HEAD + "A == 1 \\foo 2\n====\n", 2, 8, "unknown operator \\foo"),
        (HEAD + "A == \n====\n", 3, 1, "unexpected ===="),
        (HEAD + "A == IF 1 THEN 2\n====\n", 3, 1, "unexpected ===="),
        (HEAD + "A == {x \\in S : P : Q}\n====\n", 2, 19, "unexpected :"),
        (HEAD + "A == [a |-> 1, b]\n====\n", 2, 17, "unexpected ]"),
        (HEAD + "A == {1 : 2}\n====\n", 2, 11, "binder"),
        (HEAD + "NEW x\n====\n", 2, 1, 'Was expecting "==== or more Module body"'),
        (HEAD + "Init == 1 =\nNext == 2\n====\n", 3, 1, 'Encountered "Beginning of definition" (Next =='),
    ],
)
def test_error_position(text: str, line: int, col: int, words: str) -> None:
    got_line, got_col, message = error_at(text)
    assert words in message
    assert (got_line, got_col) == (line, col)


def test_render_quotes_the_line() -> None:
    with pytest.raises(SpecError) as info:
        parse_module(HEAD + "A == 1 + )\n====\n", "R.tla")
    assert info.value.render() == "R.tla:2:10: unexpected )\n    A == 1 + )\n             ^"


def test_binary_garbage(tmp_path: Path) -> None:
    path = tmp_path / "G.tla"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(SpecError) as info:
        parse_file(path)
    assert info.value.span is not None and info.value.span.line == 1


def test_nul_bytes_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "Z.tla"
    path.write_bytes(b"\x00\x00---- MODULE Z ----\x00\n====\n")
    with pytest.raises(SpecError):
        parse_file(path)
    with pytest.raises(SpecError, match="cannot read"):
        parse_file(tmp_path / "absent.tla")


@pytest.mark.parametrize("cut", range(5, 200, 7))
def test_truncated_modules_never_crash(cut: int) -> None:
    text = (
        HEAD + "EXTENDS Naturals\nVARIABLE x\nInit == /\\ x = [i \\in 1..3 |-> {i}]\n"
        '       /\\ \\E y \\in {1} : x # "s"\nNext == x\' = [x EXCEPT ![1] = @ \\cup {2}]\n====\n'
    )
    try:
        parse_module(text[:cut], "T.tla")
    except SpecError as err:
        assert err.span is not None
