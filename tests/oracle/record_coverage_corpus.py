"""Record what the real TLC prints with -tool -coverage on small specs of the causes by which tlapy's
coverage differed from TLC's on corpus models, for tests/test_coverage_corpus.py (needs Java).

CoverageOrder: named INSTANCEs add `I!Op` names to SANY's symbol table, whose capacity sets the order of
the variables' lines (glowingRaccoon product, MisraReachability MCParReach). CoverageOverride: the config
puts MC definitions in the place of Init, Next, an invariant and a constraint (`Init <- MCInit`), which
TLC's lines name, and a constant given a definition (`Peers <- peers`), evaluated at each use (tcp MCtcp);
CoverageActionConstraint: an ACTION_CONSTRAINT's tree of counts (tcp MCtcp). CoverageSubseteq:
`a \\subseteq b` enumerates a, charged to the expression that made it (Prisoners_Single_Switch Prisoner).
CoverageInstance: Init and an invariant an unnamed INSTANCE with parameters gives are placed at the
INSTANCE (chang_roberts MCChangRoberts, YoYo); CoverageWhole: so is Next, one action (with NEXT, and
with SPECIFICATION); the `headers_` cases are compared by their named lines.
The lines are made constant where they change from run to run as tests/oracle/record_tool.py does, and
kept in coverage_corpus.json in tool.json's form.
Run as: python tests/oracle/record_coverage_corpus.py [path/to/tlc]   (default ../shared/tools/tlc/tlc),
from the repository root; it was run that way with TLC2 Version 2026.11.28.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from record_coverage_liveness import record

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
TOOL = ROOT / "tests" / "specs" / "tool"
CASES: dict[str, tuple[list[Path], list[str]]] = {
    "coverage_variable_order": (
        [TOOL / "CoverageOrder.tla", TOOL / "CoverageOrderInner.tla", TOOL / "CoverageOrder.cfg"],
        ["-config", "CoverageOrder.cfg", "-coverage", "1", "-fp", "0", "CoverageOrder.tla"],
    ),
    "coverage_override": (
        [TOOL / "CoverageOverride.tla", TOOL / "CoverageOverride.cfg"],
        ["-config", "CoverageOverride.cfg", "-coverage", "1", "-fp", "0", "CoverageOverride.tla"],
    ),
    "coverage_subseteq": (
        [TOOL / "CoverageSubseteq.tla", TOOL / "CoverageSubseteq.cfg"],
        ["-config", "CoverageSubseteq.cfg", "-coverage", "1", "-fp", "0", "CoverageSubseteq.tla"],
    ),
    "coverage_action_constraint": (
        [TOOL / "CoverageActionConstraint.tla", TOOL / "CoverageActionConstraint.cfg"],
        ["-config", "CoverageActionConstraint.cfg", "-coverage", "1", "-fp", "0",
         "CoverageActionConstraint.tla"],
    ),
    "headers_instance": (
        [TOOL / "CoverageInstance.tla", TOOL / "CoverageInstanced.tla", TOOL / "CoverageInstance.cfg"],
        ["-config", "CoverageInstance.cfg", "-coverage", "1", "-fp", "0", "CoverageInstance.tla"],
    ),
    "headers_whole_next": (
        [TOOL / "CoverageWhole.tla", TOOL / "CoverageWholeIns.tla", TOOL / "CoverageWhole.cfg"],
        ["-config", "CoverageWhole.cfg", "-coverage", "1", "-fp", "0", "CoverageWhole.tla"],
    ),
    "headers_whole_spec": (
        [TOOL / "CoverageWhole.tla", TOOL / "CoverageWholeIns.tla", TOOL / "CoverageWholeSpec.cfg"],
        ["-config", "CoverageWholeSpec.cfg", "-coverage", "1", "-fp", "0", "CoverageWhole.tla"],
    ),
}


if __name__ == "__main__":
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(ROOT.parent / "shared" / "tools" / "tlc" / "tlc")
    (HERE / "coverage_corpus.json").write_text(json.dumps(record(tlc, CASES), indent=1) + "\n")
