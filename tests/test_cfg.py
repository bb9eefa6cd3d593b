"""The .cfg parser: TLC's config language, and errors that point at the right place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tla_py.errors import ConfigError, ExitCode
from tla_py.syntax.cfg import KEYWORDS, parse_config, parse_config_file, strip_comments
from tla_py.syntax.config import CfgValue

SHARED = Path(__file__).resolve().parents[2] / "shared"

FULL = r"""
\* a line comment
CONSTANTS
    N = 3   (* a (* nested *) comment *)
    Procs = {p1, p2}
    Mixed = {1, 2, "s\"q", TRUE, {}, {a, {b}}}
    Nat <- [ZSequences]ZSeqNat
    Seq <- BoundedSeq
    F(1, a) = 2
    I!K = 7
CONSTANT Limit =[Other] 4
INIT Init NEXT Next
INVARIANTS TypeOK
    Safe
INVARIANT More
PROPERTIES Live1 Live2
CONSTRAINT Bound ACTION_CONSTRAINTS AC
SYMMETRY Perms VIEW V ALIAS A
POSTCONDITION Post
CHECK_DEADLOCK FALSE
"""


def test_every_section() -> None:
    cfg = parse_config(FULL, "full.cfg")
    consts = {c.name: c for c in cfg.constants}
    assert list(consts) == ["N", "Procs", "Mixed", "Nat", "Seq", "F", "I!K", "Limit"]
    assert (consts["N"].value.kind, consts["N"].value.value) == ("int", 3)
    assert [v.value for v in consts["Procs"].value.items] == ["p1", "p2"]
    mixed = consts["Mixed"].value.items
    assert [v.kind for v in mixed] == ["int", "int", "str", "bool", "set", "set"]
    assert [mixed[1].value, mixed[2].value, mixed[3].value] == [2, 's"q', True]
    assert mixed[4].items == [] and mixed[5].items[1].items[0].value == "b"
    assert (consts["Nat"].target, consts["Nat"].module, consts["Nat"].value) == (
        "ZSeqNat",
        "ZSequences",
        None,
    )
    assert (consts["Seq"].target, consts["Seq"].module) == ("BoundedSeq", None)
    assert [a.value for a in consts["F"].args] == [1, "a"] and consts["F"].value.value == 2
    assert (consts["Limit"].module, consts["Limit"].value.value) == ("Other", 4)
    assert (cfg.init.name, cfg.next.name, cfg.specification) == ("Init", "Next", None)
    assert [r.name for r in cfg.invariants] == ["TypeOK", "Safe", "More"]
    assert [r.name for r in cfg.properties] == ["Live1", "Live2"]
    assert [r.name for r in cfg.constraints] == ["Bound"]
    assert [r.name for r in cfg.action_constraints] == ["AC"]
    assert (cfg.symmetry.name, cfg.view.name, cfg.alias.name) == ("Perms", "V", "A")
    assert [r.name for r in cfg.postconditions] == ["Post"]
    assert cfg.check_deadlock is False


def test_spans_point_at_names() -> None:
    cfg = parse_config("SPECIFICATION\n   Spec\nINVARIANT  Inv\n", "s.cfg")
    assert (cfg.specification.span.line, cfg.specification.span.col, cfg.specification.span.end_col) == (
        2,
        4,
        7,
    )
    assert str(cfg.invariants[0].span) == "s.cfg:3:12"


def test_empty_and_comment_only() -> None:
    assert parse_config("", "e.cfg").constants == []
    cfg = parse_config("(* nothing *)\n\\* at all\n", "e.cfg")
    assert cfg.init is None and cfg.check_deadlock is None


def test_keywords_are_whole_words() -> None:
    cfg = parse_config("CONSTANTS INITIAL = 1 CONSTANTSX = 2\nINIT INITX", "w.cfg")
    assert [c.name for c in cfg.constants] == ["INITIAL", "CONSTANTSX"]
    assert cfg.init.name == "INITX"


@pytest.mark.parametrize(
    "text, where, words",
    [
        ("INIT Init\nINVARIAN Inv\n", (2, 1), "unknown config keyword 'INVARIAN'"),
        ("CONSTANTS N = 3\nINVARIAN Inv\n", (2, 1), "unknown config keyword 'INVARIAN'"),
        ("INIT Init\nINIT Other\n", (2, 1), "INIT is given twice"),
        ("CONSTANT N = {1, 2\nINIT I", (2, 1), "expected"),
        ("CONSTANT N 3", (1, 12), "expected"),
        ("INIT Init (* open", (1, 11), "unterminated comment"),
        ("INIT @", (1, 6), "expected a name but found '@'"),  # @ could start an operator symbol
        ("CHECK_DEADLOCK maybe", (1, 16), "expected TRUE or FALSE"),
        ("NEXT", (1, 5), "config ends too early"),
        ("CONSTANT N = {1, -2}", (1, 18), "cannot be a negative number"),  # TLC's cfg has no sign
    ],
)
def test_errors_have_spans(text: str, where: tuple[int, int], words: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_config(text, "bad.cfg")
    err = info.value
    assert (err.span.line, err.span.col) == where
    assert words in err.message
    parsed = "twice" in words or "unterminated" in words  # the rest do not parse: TLC throws (exit 255)
    assert err.exit_code == (ExitCode.CONFIG if parsed else ExitCode.OTHER)
    rendered = err.render()
    assert rendered.startswith(f"bad.cfg:{where[0]}:{where[1]}: ") and rendered.endswith("^")


def test_tab_columns_match_the_caret() -> None:
    with pytest.raises(ConfigError) as info:
        parse_config("INIT\tInit\n\tINVARIAN Inv\n", "tab.cfg")
    assert (info.value.span.line, info.value.span.col) == (2, 9)
    assert info.value.render().splitlines()[1:] == ["            INVARIAN Inv", "            ^"]


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read config file"):
        parse_config_file(tmp_path / "missing.cfg")


def _shared_cfgs() -> list[Path]:
    if not SHARED.is_dir():
        return []
    return sorted(SHARED.glob("corpus/*/*.cfg")) + sorted(SHARED.glob("seeds/**/*.cfg"))


@pytest.mark.parametrize("path", _shared_cfgs(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_shared_config_parses(path: Path) -> None:
    cfg = parse_config_file(path)
    lines = path.read_text().splitlines()
    refs = [cfg.init, cfg.next, cfg.specification, cfg.symmetry, cfg.view, cfg.alias]
    refs += cfg.invariants + cfg.properties + cfg.constraints + cfg.action_constraints + cfg.postconditions
    seen = set()
    for ref in filter(None, refs):
        assert lines[ref.span.line - 1][ref.span.col - 1 :].startswith(ref.name)
        seen.add(ref.name)
    for c in cfg.constants:
        seen |= {c.name, c.target, c.module} | set(_words(c.value))
    # Every word outside comments and keywords made it into the parsed config.
    words = set(
        re.findall(r"[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*", strip_comments(path.read_text(), str(path)))
    )
    assert words - set(KEYWORDS) - {"TRUE", "FALSE"} <= seen


def _words(v: CfgValue | None) -> list[str]:
    if v is None:
        return []
    if v.kind == "set":
        return [w for item in v.items for w in _words(item)]
    return [v.value] if v.kind in ("model", "str") else []


def test_shared_configs_are_found() -> None:
    if not SHARED.is_dir():
        pytest.skip("../shared is absent")
    assert len(_shared_cfgs()) >= 90
