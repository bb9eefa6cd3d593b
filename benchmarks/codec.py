#!/usr/bin/env python3
"""The state codec's cost beside pickle's and beside expanding a state, on real reachable states.

    python benchmarks/codec.py [--states N] [SPEC CFG]

Defaults to BookKeeper b2_wq2_aq1; explores breadth-first until N distinct states (default 6000), then
times, over the last 2,000 of them in CPU time: encode_state, decode_state (both with their memos as a
queue sees them, and cold), pickle dumps/loads, and Model.successors. Prints one line; not a test.
"""

from __future__ import annotations

import argparse
import pickle
import platform
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tla_py.engine import codec  # noqa: E402
from tla_py.engine.fingerprint import fingerprinter  # noqa: E402
from tla_py.semantics import build_model  # noqa: E402
from tla_py.stdlib import reset_run  # noqa: E402


def _per_item(f: Callable, items: list) -> tuple[float, list]:
    """Microseconds of CPU per item, and the results."""
    t = time.process_time()
    out = [f(x) for x in items]
    return (time.process_time() - t) / len(items) * 1e6, out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("spec", nargs="?", default=str(ROOT / "specs/BookKeeperProtocol.tla"))
    ap.add_argument("cfg", nargs="?", default=str(ROOT / "cfg/BookKeeperProtocol_b2_wq2_aq1.cfg"))
    ap.add_argument("--states", type=int, default=6000)
    a = ap.parse_args()
    reset_run(0)
    model = build_model(Path(a.spec), Path(a.cfg))
    fp, seen, frontier, states = fingerprinter(model), set(), list(model.init()), []
    while frontier and len(states) < a.states:
        nxt = []
        for s in frontier:
            states.append(s)
            for _, t in model.successors(s):
                if fp(t) not in seen:
                    seen.add(fp(t))
                    nxt.append(t)
        frontier = nxt
    states = states[-2000:]
    enc, data = _per_item(codec.encode_state, states)
    dec, _ = _per_item(codec.decode_state, data)
    codec._PLAIN.clear()
    codec._VALUES.clear()
    enc_cold, _ = _per_item(codec.encode_state, states)
    codec._VALUES.clear()
    dec_cold, _ = _per_item(codec.decode_state, data)
    pdump, pickled = _per_item(lambda s: pickle.dumps(s, pickle.HIGHEST_PROTOCOL), states)
    pload, _ = _per_item(pickle.loads, pickled)
    expand, _ = _per_item(model.successors, states[:500])
    size, psize = sum(map(len, data)) / len(data), sum(map(len, pickled)) / len(pickled)
    print(f"{Path(a.cfg).stem} on {platform.python_implementation()}: codec {size:.0f} B, "
          f"encode {enc:.0f} us "
          f"(cold {enc_cold:.0f}), decode {dec:.0f} us (cold {dec_cold:.0f}); pickle {psize:.0f} B, "
          f"{pdump:.0f}/{pload:.0f} us; expanding a state {expand:.0f} us")


if __name__ == "__main__":
    main()
