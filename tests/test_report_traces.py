"""Error traces printed as TLC prints them: the corpus models TLC finds a violation in, state by state.

Each `State N: <label>` block of our text output is compared with the same block of TLC's tlc.out,
values compared with whitespace removed (TLC breaks long values over lines).
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console

from tla_py.engine import check
from tla_py.report import print_result
from tla_py.semantics import build_model

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
SMALL = 20000

BLOCK = re.compile(r"^State (\d+): (.*?)\n(.*?)(?=^State \d+:|^Back to|^\d+ states generated|\Z)",
                   re.M | re.S)

# Known differences, each owned by another part (strict: an xfail that starts passing fails, so the
# mark gets removed). None today: model values now order as TLC declares them (tla_py/stdlib/tlcfp.py).
KNOWN: dict[str, str] = {}


def blocks(text: str) -> list[tuple[str, str, str]]:
    """(number, label, state with all whitespace removed) for each trace state printed."""
    return [(m[1], m[2].strip(), re.sub(r"\s+", "", m[3])) for m in BLOCK.finditer(text)]


def violations() -> list:
    if not (CORPUS / "expected.json").exists():
        return [pytest.param(None, marks=pytest.mark.skip(reason="../shared/corpus is absent"))]
    out = []
    for r in json.loads((CORPUS / "expected.json").read_text()):
        if r["result"] == "invariant violation" and (r.get("distinct") or 0) <= SMALL:
            marks = [pytest.mark.xfail(reason=KNOWN[r["dir"]], strict=True)] if r["dir"] in KNOWN else []
            out.append(pytest.param(r, id=r["dir"], marks=marks))
    return out


@pytest.mark.parametrize("record", violations())
def test_trace_is_tlcs(record: dict):
    folder = CORPUS / record["dir"]
    deadlock = False if "-deadlock" in record["tlc_args"] else None
    res = check(build_model(folder / record["spec"], folder / record["cfg"], check_deadlock=deadlock))
    buf = io.StringIO()
    print_result(res, Console(file=buf, soft_wrap=True, highlight=False))
    text = buf.getvalue()
    assert f"Error: Invariant {record['violated']} is violated." in text
    assert blocks(text) == blocks((folder / "tlc.out").read_text())
