"""The level queue: states come back in order and equal, kept as objects, encoded in memory or in the
spill file, and a real check spilling every state gives the very report of one that spills none."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tla_py.engine.codec import decode_state, encode_state
from tla_py.engine.fingerprint import fingerprinter
from tla_py.engine.storage.frontier import Level
from tla_py.semantics import build_model
from tla_py.stdlib import reset_run

ROOT = Path(__file__).resolve().parents[1]


def _states(n: int) -> list[tuple]:
    reset_run(0)
    model = build_model(ROOT / "specs/ghostferry.tla", ROOT / "cfg/ghostferry_r0_1_1.cfg")
    fp, seen, frontier, out = fingerprinter(model), set(), list(model.init()), []
    while frontier and len(out) < n:
        t = frontier.pop(0)
        out.append(t)
        for _, u in model.successors(t):
            if fp(u) not in seen:
                seen.add(fp(u))
                frontier.append(u)
    return out


@pytest.mark.parametrize("objects", [0, 50])
@pytest.mark.parametrize("spilled", ["none", "all", "some"])
def test_a_level_gives_back_its_states_in_order(spilled: str, objects: int) -> None:
    states = _states(300)
    encoded = states[objects:]
    budget = {"none": 1 << 30, "all": 1, "some": sum(len(encode_state(s)) for s in encoded[:150])}[spilled]
    level = Level(states[:10], budget=budget, objects=objects)
    for s in states[10:]:
        level.append(s)
    assert len(level) == 300
    assert len(level.head) == objects
    assert (level.spill is not None, bool(level.items)) == {
        "none": (False, True), "all": (True, False), "some": (True, True)}[spilled]
    assert list(level) == states
    assert len(level) == 300


def test_encodings_cover_the_head_too() -> None:
    """A checkpoint writes a level's encodings: the states kept as objects come first, encoded."""
    states = _states(120)
    level = Level(states, budget=1 << 30, objects=40)
    copy = Level(objects=0)
    for data in level.encodings():
        copy.append_encoded(data)
    assert list(copy) == states


def test_entries_are_objects_or_encodings_in_order() -> None:
    """A reader that decodes only some states (a worker's settle) gets each as it is kept."""
    states = _states(120)
    level = Level(states[:40], budget=1 << 30, objects=40)
    for s in states[40:]:
        level.append(s, encode_state(s) if len(level) % 2 else None)
    entries = list(level.entries())
    assert [t for t, _ in entries[:40]] == states[:40] and all(d is None for _, d in entries[:40])
    assert all(t is None for t, _ in entries[40:])
    assert [decode_state(d) for _, d in entries[40:]] == states[40:]


def _check(spec: str, cfg: str, budget: str, *flags: str) -> tuple[int, list[str]]:
    env = dict(os.environ, TLAPY_QUEUE_MEMORY=budget, TLAPY_QUEUE_OBJECTS="0")
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", spec, "-config", cfg, *flags],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    timed = re.compile(r"pid: \d+|Finished in|Progress|^Starting|^Running")
    lines = [ln for ln in p.stdout.splitlines() if not timed.search(ln)]
    return p.returncode, lines


@pytest.mark.parametrize("spec,cfg", [
    ("specs/ghostferry.tla", "cfg/ghostferry_r0_1_1.cfg"),  # complete search, 1,804 states
    ("specs/BookKeeperProtocol_v4_13.tla", "cfg/BookKeeperProtocol_v4_13_b2_defect.cfg"),  # a trace
], ids=["ghostferry", "bookkeeper-defect"])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_spilling_every_state_changes_nothing(spec: str, cfg: str, workers: str) -> None:
    code, lines = _check(spec, cfg, "1", "-workers", workers)
    assert (code, lines) == _check(spec, cfg, str(1 << 30), "-workers", workers)
    assert any("distinct states found" in ln for ln in lines)
