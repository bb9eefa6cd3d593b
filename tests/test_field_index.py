"""\\E x \\in S : x.f = e /\\ P walking only the elements with x.f = e (semantics.field_index), with TLC's
counts, trace and errors: a bag of messages received by type and by process (an action's \\E, a nested
~\\E, an invariant's), and the plain loop where an element lacks the field, the field values are of
two kinds, or e is of another kind than they (TLC's errors)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.semantics import build_model, field_index
from tla_py.values import Fcn, ModelValue, SetValue

BAG = """---- MODULE FieldIdx ----
EXTENDS Naturals, FiniteSets, TLC
CONSTANTS Req, Resp, Procs
VARIABLES msgs, done

Init == /\\ msgs = [m \\in {[type |-> Req, id |-> i, p |-> q] : i \\in 1..2, q \\in Procs} |-> 1]
        /\\ done = {}

Receivable(ms, m, T) == m.type = T /\\ ms[m] >= 1
Earliest(m) == ~\\E m2 \\in DOMAIN msgs : Receivable(msgs, m2, m.type) /\\ m2.p = m.p /\\ m2.id < m.id

Reply == \\E m \\in DOMAIN msgs :
           /\\ Receivable(msgs, m, Req)
           /\\ Earliest(m)
           /\\ \\E c \\in {0, 1} :
                msgs' = [msgs EXCEPT ![m] = @ - 1] @@ ([type |-> Resp, id |-> m.id, p |-> m.p] :> c)
           /\\ UNCHANGED done
Take(p) == \\E m \\in DOMAIN msgs :
           /\\ m.p = p
           /\\ Receivable(msgs, m, Resp)
           /\\ msgs' = [msgs EXCEPT ![m] = 0]
           /\\ done' = done \\cup {<<p, m.id>>}
Lost(p) == /\\ \\E m \\in DOMAIN msgs : msgs[m] = 0 /\\ m.type = Resp /\\ m.p = p
           /\\ ~\\E m \\in DOMAIN msgs : m.type = Req /\\ msgs[m] > 0
           /\\ done' = done \\cup {<<p, 0>>}
           /\\ UNCHANGED msgs
Next == Reply \\/ \\E p \\in Procs : Take(p) \\/ Lost(p)

Inv == \\A p \\in Procs : ~\\E m \\in DOMAIN msgs : m.type = Resp /\\ m.p = p /\\ msgs[m] > 5
Small == Cardinality(done) < 4
====
"""

MISSING = """---- MODULE FieldIdxMissing ----
EXTENDS Naturals
VARIABLES x
S == {[type |-> "a", v |-> 1], [v |-> 2], [type |-> "b", v |-> 3]}
Init == x = 0
Next == x < 10 /\\ \\E m \\in S : m.type = "b" /\\ x' = m.v
====
"""

KINDS = """---- MODULE FieldIdxKinds ----
EXTENDS Naturals
CONSTANTS A
VARIABLES x
S == {[type |-> "a", v |-> 1], [type |-> A, v |-> 2], [type |-> "b", v |-> 3], [type |-> "b", v |-> 4]}
Init == x = 0
Next == x < 10 /\\ \\E m \\in S : m.type = "b" /\\ m.v > x /\\ x' = m.v
====
"""

WANT = """---- MODULE FieldIdxWant ----
EXTENDS Naturals
VARIABLES x
S == {[type |-> "a", v |-> 1], [type |-> "b", v |-> 3]}
Init == x = 0
Next == x < 10 /\\ \\E m \\in S : m.type = x /\\ x' = m.v
====
"""

DOMAIN = """---- MODULE FieldIdxDomain ----
EXTENDS Naturals
VARIABLES x
g == [m \\in {"a", "b"} |-> 1]
Init == x = 0
Next == x < 10 /\\ \\E m \\in {"a", "b", "c"} : g[m] = 1 /\\ x' = x + 1
====
"""

CONSTS = "CONSTANTS Req = Req  Resp = Resp  Procs = {p1, p2}\n"


def run(tmp_path: Path, name: str, text: str, cfg: str):
    (tmp_path / f"{name}.tla").write_text(text)
    (tmp_path / f"{name}.cfg").write_text(cfg + "INIT Init\nNEXT Next\n")
    return check(build_model(tmp_path / f"{name}.tla", tmp_path / f"{name}.cfg", check_deadlock=False))


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list:
    """What each use of an index answered (None: the plain loop)."""
    seen: list = []
    groups = field_index._groups

    def spy(holder, key, d, value_of):
        r = groups(holder, key, d, value_of)
        seen.append((key, r))
        return r

    monkeypatch.setattr(field_index, "_groups", spy)
    return seen


def test_bag_of_messages_gives_tlc_counts(tmp_path: Path, answers: list):
    res = run(tmp_path, "FieldIdx", BAG, CONSTS + "INVARIANT Inv\n")
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 1439, 377, 11)  # TLC's
    grouped = [key for key, r in answers if r[1] is not None]
    assert {"type", "p", None} <= set(grouped)  # None: msgs[m] = 0
    assert len(grouped) > 1000 and all(r[1] is not None for key, r in answers if r is not field_index._ONCE)


def test_bag_of_messages_gives_tlc_trace(tmp_path: Path, answers: list):
    res = run(tmp_path, "FieldIdx", BAG, CONSTS + "INVARIANT Inv Small\n")
    assert (res.violated, res.generated, res.distinct, res.depth) == ("Small", 938, 328, 9)  # TLC's
    assert [step[0].name for step in res.trace[1:]] == ["Reply"] * 4 + [
        "Take(p1)", "Lost(p1)", "Take(p2)", "Lost(p2)"]  # TLC's
    msgs = res.trace[1][1][0]  # TLC's second state: the earliest request of p1 answered first
    assert sorted((m.map["type"].name, m.map["id"], m.map["p"].name, n) for m, n in msgs.map.items()) == [
        ("Req", 1, "p1", 0), ("Req", 1, "p2", 1), ("Req", 2, "p1", 1), ("Req", 2, "p2", 1),
        ("Resp", 1, "p1", 0)]


def test_field_values_of_two_kinds_walk_the_plain_loop(tmp_path: Path, answers: list):
    """A string and an untyped model value: TLC compares them (unequal), the index does not answer."""
    res = run(tmp_path, "FieldIdxKinds", KINDS, "CONSTANTS A = A\n")
    assert (res.result, res.generated, res.distinct, res.depth) == ("success", 4, 3, 2)  # TLC's
    assert len(answers) > 1 and all(r[1] is None for key, r in answers)


def test_plain_loop_where_s_is_not_the_domain(tmp_path: Path, answers: list):
    """g[m] = 1 for m in a set that is not DOMAIN g: TLC's error at "c", after two successors."""
    res = run(tmp_path, "FieldIdxDomain", DOMAIN, "")
    assert (res.result, res.generated, res.distinct, res.depth) == ("error", 3, 2, 2)  # TLC's
    assert 'Attempted to apply function:\n[a |-> 1, b |-> 1]\nto argument "c"' in res.message
    assert answers == []


@pytest.mark.parametrize(("name", "text", "message"), [
    ("FieldIdxMissing", MISSING, 'Attempted to select nonexistent field "type" from the record\n[v |-> 2]'),
    ("FieldIdxWant", WANT, 'Attempted to check equality of string "a" with non-string:\n0'),
])
def test_plain_loop_gives_tlc_error(tmp_path: Path, answers: list, name: str, text: str, message: str):
    res = run(tmp_path, name, text, "")
    assert (res.result, res.generated, res.distinct) == ("error", 1, 1)  # TLC's
    assert message in res.message
    assert all(r[1] is None for key, r in answers)


def test_groups_only_values_tlc_compares_without_error():
    """A record without the field, values of two types, a typed model value or a set: no groups; else
    each value's elements in TLC's order, answering only a wanted value of their type."""
    a, b, typed = ModelValue("a"), ModelValue("b"), ModelValue("T_x")
    by_type = field_index._field_of("type")
    for elems in ([{"type": "a"}, {"v": 2}], [{"type": "a"}, {"type": a}], [{"type": typed}],
                  [{"type": SetValue(["a"])}], [{"type": 1}, {"type": True}]):
        assert field_index._grouped(SetValue([Fcn(m) for m in elems]), by_type) == field_index.NOT_GROUPED
    recs = [Fcn({"type": t, "id": i}) for t in (a, b) for i in (2, 1)]
    kind, groups = field_index._grouped(SetValue(recs), by_type)
    assert kind is ModelValue and groups == {a: (recs[1], recs[0]), b: (recs[3], recs[2])}
    assert field_index._answer(kind, groups, a) == (recs[1], recs[0])
    assert field_index._answer(kind, groups, "a") is None and field_index._answer(kind, groups, typed) is None
