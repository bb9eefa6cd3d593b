# ruff: noqa: E501  (the cases are TLA+ modules)
"""Record how SANY and TLC judge levels through INSTANCE, for tests/test_levels.py (needs Java): an action
or a temporal formula of an instanced module used as an invariant (TLC's error), and what INSTANCE ...
WITH may substitute for a VARIABLE or a CONSTANT (SANY's level errors).

Each case is a root module L and the instanced modules; TLC runs L in a fresh folder. levels.json keeps
the exit status, the first line of the error (None when there is none) and the line SANY points at.
Run as: python tests/oracle/record_levels.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from the
repository root; it was run that way with TLC2 Version 2026.11.25.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

INNER = "---- MODULE Inner ----\nEXTENDS Naturals\nCONSTANT c\nVARIABLE y\nA == y' = y + c\nS == y > c\nT == []S\nP(v) == v' = 1\n====\n"
PLAIN = "---- MODULE Plain ----\nEXTENDS Naturals\nCONSTANT c\nB == c + 1\n====\n"
MODULES = {"Inner.tla": INNER, "Plain.tla": PLAIN}


def root(instance: str, inv: str | None = None, nxt: str = "x' = x + 1 /\\ x < 3") -> str:
    tail = f"Inv == {inv}\n" if inv else ""
    return f"---- MODULE L ----\nEXTENDS Naturals\nVARIABLE x\n{instance}\nInit == x = 0\nNext == {nxt}\n{tail}====\n"


I = "I == INSTANCE Inner WITH c <- 1, y <- x"
CASES: dict[str, tuple[str, bool]] = {
    "invariant_action_through_instance": (root(I, "I!A"), True),
    "invariant_temporal_through_instance": (root(I, "I!T"), True),
    "invariant_state_through_instance": (root(I, "I!S"), True),
    "invariant_operator_action_through_instance": (root(I, "I!P(x)"), True),
    "invariant_enabled_through_instance": (root(I, "ENABLED I!A"), True),
    "invariant_let_instance_action": (root("", "LET K == INSTANCE Inner WITH c <- 1, y <- x IN K!A"), True),
    "primed_for_variable": (root("I == INSTANCE Inner WITH c <- 1, y <- x'"), False),
    "variable_for_constant": (root("I == INSTANCE Inner WITH c <- x, y <- x"), False),
    "temporal_for_constant": (root("I == INSTANCE Inner WITH c <- []TRUE, y <- x"), False),
    "variable_for_constant_without_variables": (root("I == INSTANCE Plain WITH c <- x", nxt="x' = x + 1 /\\ x < 3 /\\ I!B > 0"), False),
    "unnamed_instance_primed_for_variable": (root("INSTANCE Inner WITH c <- 1, y <- x'"), False),
}


def record(tlc: str) -> dict:
    out = {}
    for name, (tla, inv) in CASES.items():
        with tempfile.TemporaryDirectory() as tmp:
            for f, text in MODULES.items():
                (Path(tmp) / f).write_text(text)
            (Path(tmp) / "L.tla").write_text(tla)
            (Path(tmp) / "L.cfg").write_text("INIT Init\nNEXT Next\n" + ("INVARIANT Inv\n" if inv else ""))
            run = subprocess.run([tlc, "-workers", "1", "-deadlock", "L.tla"], cwd=tmp, capture_output=True,
                                 text=True, timeout=120)
        lines = run.stdout.splitlines()
        error = next((ln.removeprefix("Error: ") for ln in lines
                      if ln.startswith(("Error: ", "Level error", "Semantic error"))), None)
        if error == "Semantic errors:":
            error = next(ln for ln in lines if ln.startswith("Level error"))
        place = next((re.match(r"line (\d+), col", ln) for ln in lines if re.match(r"line \d+, col \d+", ln)), None)
        out[name] = {"tla": tla, "invariant": inv, "exit": run.returncode, "error": error,
                     "line": int(place.group(1)) if place else None}
    return out


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "levels.json").write_text(json.dumps(record(tlc), indent=1) + "\n")
