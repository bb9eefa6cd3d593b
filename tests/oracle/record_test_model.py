"""Record what the real TLC reports for the models of tests/specs/test_model (needs Java).

The models are copies of TLC's own test-model cases (MIT-licensed, tlaplus/tlaplus) on which tlapy once
differed from TLC (benchmarks/tlc_test_model.py finds them). TLC runs each as
    tlc -workers 1 FLAGS -config CFG SPEC
in a copy of the folder; its exit code, counts, depth, trace length and first error line go to
test_model.json beside this script, which tests/test_test_model.py compares tlapy with.

Run as: python tests/oracle/record_test_model.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.23.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPECS = HERE.parent / "specs" / "test_model"
CASES = {  # name: (module, config, flags), TLC's test's flags
    **{
        f"ActionLevelProp{c}": ("ActionLevelProp.tla", f"ActionLevelProp{c}.cfg", ["-deadlock"])
        for c in "ABCDE"
    },
    "BagsTest": ("BagsTest.tla", "BagsTest.cfg", ["-deadlock"]),
    **{m: (f"{m}.tla", f"{m}.tla", ["-deadlock"]) for m in ("ConstantRank1TLCEval", "ConstLevelInvariant")},
    "ConstantOperatorConfiguration": (
        "ConstantOperatorConfiguration.tla",
        "ConstantOperatorConfiguration.cfg",
        ["-deadlock"],
    ),
    # ours: an argument no line of the config gives (TLC's words in KEYS)
    "ConstantOperatorConfigurationUndefined": (
        "ConstantOperatorConfiguration.tla",
        "ConstantOperatorConfigurationUndefined.cfg",
        ["-deadlock"],
    ),
    **{
        f"CyclicRedefine{c}": ("CyclicRedefine.tla", f"CyclicRedefine{c}.cfg", ["-deadlock"])
        for c in ("Init", "Next", "Op")
    },
    **{
        f"Github687spec{c}": ("Github687spec.tla", f"Github687spec{c}.cfg", ["-deadlock"])
        for c in ("A", "B", "Prime")
    },
    **{f"Github725{c}": (f"Github725{c}.tla", f"Github725{c}.cfg", ["-deadlock"]) for c in "cde"},
    **{
        f"LetDef{n}Boxed{c}": (f"LetDef{n}Boxed.tla", f"LetDef{n}Boxed{c}.cfg", ["-deadlock"])
        for n in "12"
        for c in "cd"
    },
    **{f"LetDef{n}Boxed": (f"LetDef{n}Boxed.tla", f"LetDef{n}Boxed.tla", ["-deadlock"]) for n in "12"},
    "LetDef2Boxedb": ("LetDef2Boxed.tla", "LetDef2Boxedb.cfg", ["-deadlock"]),
    **{
        f"PossibleFail{c}Test": ("PossibleFail.tla", f"PossibleFail{c}Test.cfg", ["-deadlock"])
        for c in ("Mixed", "NoTrans")
    },
    "PossibleTest": ("PossibleTest.tla", "PossibleTest.cfg", ["-deadlock"]),
    # ours, as test-model TSnapShot: a value that is no function tested for membership in [S -> T]
    "FcnSetMember": ("FcnSetMember.tla", "FcnSetMember.cfg", ["-deadlock"]),
    # ours, as test-model EWD840/MC02: ENABLED in Init
    "EnabledInit": ("EnabledInit.tla", "EnabledInit.cfg", ["-deadlock"]),
}
KEYS = {  # where TLC's first error line is not its message: the words tlapy must print too
    "FcnSetMember": "Attempted to check if \n0\nwhich is not a TLC function value, is in the set of "
    "functions:\n{[a |-> 0], [a |-> 1]}",
    # TLC names the action property by the last definition or argument it went through (x1, def_arg)
    **{m: "Action property " for m in ("LetDef1Boxed", "LetDef2Boxed", "LetDef2Boxedb")},
    **{
        f"CyclicRedefine{c}": "an infinite loop when trying to compute the function"
        for c in ("Init", "Next", "Op")
    },
    "ConstantOperatorConfigurationUndefined": "Attempted to apply operator:\n{ <0, 1>, <1, 2>, <2, 3>}\n"
    "to arguments (3), which is undefined.",
}


def run_tlc(tlc: str, name: str, spec: str, cfg: str, flags: list[str]) -> dict:
    """TLC's result on one model."""
    with tempfile.TemporaryDirectory() as tmp:
        for f in SPECS.iterdir():
            shutil.copy(f, tmp)
        p = subprocess.run(
            [tlc, "-workers", "1", *flags, "-config", cfg, spec],
            cwd=tmp,
            capture_output=True,
            text=True,
            timeout=300,
        )
    out = p.stdout
    counts = re.findall(r"([\d,]+) states generated, ([\d,]+) distinct states found", out)
    depth = re.search(r"The depth of the complete state graph search is (\d+)", out)
    states = [int(n) for n in re.findall(r"^State (\d+): (?!Stuttering)", out, re.M)]
    if name in KEYS and KEYS[name] not in out:
        raise SystemExit(f"TLC did not say what KEYS expects of {name}:\n{out}")
    errors = [ln[len("Error: ") :] for ln in out.splitlines() if ln.startswith("Error: ")]
    return {
        "spec": spec,
        "cfg": cfg,
        "flags": flags,
        "exit_code": p.returncode,
        "generated": int(counts[-1][0].replace(",", "")) if counts else None,
        "distinct": int(counts[-1][1].replace(",", "")) if counts else None,
        "depth": int(depth[1]) if depth else None,
        "trace_len": max(states) if states else None,
        "error": KEYS.get(name, errors[0] if errors else None),
    }


def main() -> None:
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    records = {name: run_tlc(tlc, name, *case) for name, case in CASES.items()}
    (HERE / "test_model.json").write_text(json.dumps(records, indent=1) + "\n")
    print(f"{len(records)} models recorded")


if __name__ == "__main__":
    main()
