"""SYMMETRY: the engine's orbit fingerprint identifies exactly the states with the same smallest image."""

from __future__ import annotations

from pathlib import Path

from tla_py import values
from tla_py.engine.fingerprint import _STATE_KEY, _ImageFingerprints, orbit_fingerprint
from tla_py.engine.inprocess import bfs
from tla_py.semantics import build_model

SPECS = Path(__file__).parent / "specs"


def _model():
    spec = SPECS / "symmetry_canonical.tla"
    return build_model(spec, spec.with_suffix(".cfg"), check_deadlock=False)


def _reachable(model) -> list[tuple]:
    """Every reachable state, without symmetry reduction."""
    seen = dict.fromkeys(model.init())
    todo = list(seen)
    while todo:
        for _, t in model.successors(todo.pop()):
            if t not in seen:
                seen[t] = None
                todo.append(t)
    return list(seen)


def test_orbit_fingerprint_identifies_the_states_of_one_orbit():
    model = _model()
    assert model.permutations
    fp = orbit_fingerprint(model.permutations)
    states = _reachable(model)
    assert len(states) > 100
    orbit_of = {s: min(model.symmetry(s), key=_STATE_KEY) for s in states}
    by_fp: dict[int, set] = {}
    for s in states:
        by_fp.setdefault(fp(s), set()).add(orbit_of[s])
    assert all(len(orbits) == 1 for orbits in by_fp.values())
    assert len(by_fp) == len(set(orbit_of.values())) > 20


def test_image_fingerprints_are_those_of_the_built_images():
    """The images' fingerprints are composed from the parts' without building the images: they
    must be the fingerprints of the images built, for sets, functions, records and sequences."""
    model = _model()
    images = _ImageFingerprints(model.permutations)
    checked = 0
    for s in _reachable(model):
        for v in s:
            want = [values.fingerprint(v), *[values.fingerprint(p(v)) for p in model.permutations]]
            assert images.of(v) == want, v
            checked += 1
    assert checked > 100


def test_symmetry_counts_as_tlc():
    res = bfs.check(_model())  # TLC 2.19: 37 generated, 26 distinct, depth 4
    assert (res.generated, res.distinct, res.depth) == (37, 26, 4)
