"""Values derived from others (EXCEPT, @@, [x \\in DOMAIN f |-> ...]) carry their fingerprint and their domain
in TLC's order over from the parent: they must be what the value built from scratch computes."""

from __future__ import annotations

from tla_py.stdlib.tlc import at_at
from tla_py.values import Fcn, ModelValue, Seq, domain, except_at, make_fcn, make_record, tlc_sorted


def _messages() -> list:
    return [make_record({"id": i, "to": ModelValue(n), "ok": i % 2 == 0})
            for i in (3, 1, 2) for n in ("b", "a")]


def _fresh(f: Fcn) -> Fcn:
    return Fcn(dict(f.map))


def test_extending_keeps_the_order_and_fingerprint_of_a_fresh_function() -> None:
    msgs = _messages()
    bag = make_fcn({m: 1 for m in msgs[:3]})
    bag.keys(), hash(bag)  # known, so the extension derives them
    more = make_fcn({msgs[4]: -1, msgs[3]: 1, msgs[0]: 7})
    g = at_at(bag, more)
    assert g._keys is not None and g._sum is not None
    assert g.keys() == _fresh(g).keys() == tuple(tlc_sorted(msgs[:5]))
    assert hash(g) == hash(_fresh(g))
    assert g.map[msgs[0]] == 1  # f @@ g keeps f's value where both are defined
    assert at_at(g, make_fcn({msgs[1]: 5})) is g


def test_the_domain_and_the_keys_share_one_order() -> None:
    msgs = _messages()
    bag = make_fcn({m: 0 for m in msgs})
    assert tuple(domain(bag)) == bag.keys() == tuple(tlc_sorted(msgs))
    child = except_at(bag, msgs[2], 1)
    grown = at_at(child, make_fcn({make_record({"id": 0, "to": ModelValue("c"), "ok": True}): 1}))
    assert tuple(domain(grown)) == _fresh(grown).keys()
    assert hash(grown) == hash(_fresh(grown))


def test_extending_into_1_to_n_gives_a_sequence() -> None:
    assert at_at(Fcn({2: "a"}), make_fcn({1: "b", 3: "c"})) == Seq(("b", "a", "c"))


def test_a_remembered_tuple_sum_tells_booleans_from_0_and_1() -> None:
    """Seq.fp_sum remembers short tuples of atoms by their values and types: <<1, a>> = <<TRUE, a>> to Python,
    not to TLC, so each keeps the fingerprint computed from scratch, whichever was hashed first."""
    from tla_py.values import core

    a = ModelValue("a")
    pairs = [Seq((1, a)), Seq((True, a)), Seq((0, "x")), Seq((False, "x"))]
    core._ATOM_TUPLE_SUMS.clear()
    first = [hash(p) for p in pairs]
    core._ATOM_TUPLE_SUMS.clear()
    second = [hash(Seq(p.elems)) for p in reversed(pairs)][::-1]
    assert first == second and len(set(first)) == 4
    assert len({Seq((1, a)), Seq((True, a))}) == 2
