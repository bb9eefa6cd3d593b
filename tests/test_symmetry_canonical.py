"""SYMMETRY: the engine's lazily built smallest image is exactly the smallest of all images."""

from __future__ import annotations

from pathlib import Path

from tla_py.engine import bfs
from tla_py.engine.fingerprint import _STATE_KEY, smallest_image
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


def test_smallest_image_is_min_of_all_images():
    model = _model()
    assert model.permutations
    canonical = smallest_image(model.permutations)
    states = _reachable(model)
    assert len(states) > 100
    for s in states:
        assert canonical(s) == min(model.symmetry(s), key=_STATE_KEY)


def test_symmetry_counts_as_tlc():
    res = bfs.check(_model())  # TLC 2.19: 37 generated, 26 distinct, depth 4
    assert (res.generated, res.distinct, res.depth) == (37, 26, 4)
