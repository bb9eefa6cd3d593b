"""The state codec: every reachable state of real specs comes back equal, with the same fingerprint,
and equal states give equal bytes, whatever objects they are made of."""

from __future__ import annotations

from pathlib import Path

import pytest

from tla_py import values
from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run
from tla_py.values import Fcn, Interval, ModelValue, Seq, SetValue, make_record, state_fingerprint
from tla_py.values.sets import SubsetSet

ROOT = Path(__file__).resolve().parents[1]
MODELS = [
    ("specs/BookKeeperProtocol.tla", "cfg/BookKeeperProtocol_b2_wq1_aq1.cfg"),  # records, sets, SYMMETRY
    ("specs/kafka_transactions_for_web.tla", "specs/kafka_transactions_for_web.cfg"),
    ("specs/ghostferry.tla", "cfg/ghostferry_r0_1_1.cfg"),
]


def _reachable(model, limit: int = 4000) -> list[tuple]:
    fp, seen, frontier, out = fingerprinter(model), set(), list(model.init()), []
    while frontier and len(out) < limit:
        nxt = []
        for s in frontier:
            out.append(s)
            for _, t in model.successors(s):
                if fp(t) not in seen:
                    seen.add(fp(t))
                    nxt.append(t)
        frontier = nxt
    return out


@pytest.mark.parametrize("spec,cfg", MODELS, ids=lambda x: Path(x).stem)
def test_reachable_states_round_trip(spec: str, cfg: str) -> None:
    reset_run(0)
    model = build_model(ROOT / spec, ROOT / cfg)
    fp = fingerprinter(model)
    for s in _reachable(model):
        data = encode_state(s)
        back = decode_state(data)
        assert back == s
        assert state_fingerprint(back) == state_fingerprint(s) and fp(back) == fp(s)
        assert encode_state(back) == data


def test_equal_values_built_differently_give_equal_bytes() -> None:
    a = (SetValue([3, 1, 2]), make_record({"b": 1, "a": "x"}), Seq((True, 1)))
    b = (Interval(1, 3), make_record([("a", "x"), ("b", 1)]), Seq((True, 1)))
    assert a == b and encode_state(a) == encode_state(b)
    assert encode_state((Seq((True,)),)) != encode_state((Seq((1,)),))  # TRUE is not 1
    assert encode_state((SetValue([False]),)) != encode_state((SetValue([0]),))


def test_every_kind_of_value_comes_back() -> None:
    mv = ModelValue("m1")
    state = (
        True, False, 0, -7, 2**80, "", "wörd", mv,
        SetValue(), SetValue([SetValue([1]), SetValue()]), Seq(()), Seq((mv, "a")),
        Fcn({mv: 1, ModelValue("m2"): SetValue([2])}), make_record({"status": "open", "n": 3}),
        SubsetSet(SetValue([1, 2])), Interval(5, 4),
    )
    back = decode_state(encode_state(state))
    assert back == state
    assert [values.fingerprint(v) for v in back] == [values.fingerprint(v) for v in state]
    assert back[7] is mv



def test_the_memos_hold_a_bounded_number_of_parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sequence one longer each state (x' = Append(x, Len(x))): the codec's memos keep their parts, not
    their entries, under a bound (by entries alone they filled 3 GB on PyPy by level 13,000)."""
    from tla_py.engine import codec

    monkeypatch.setattr(codec, "_PARTS_LIMIT", 50_000)
    for k in range(1000):
        codec.decode_state(codec.encode_state((Seq(tuple(range(k))),)))
    assert sum(map(len, codec._PLAIN.values())) <= 50_000 + 1000
    assert sum(map(len, codec._VALUES)) <= 50_000 + 1000
