"""Record what the real TLC says about the INSTANCE specs of tests/specs/instance_* (needs Java).

For each case of CASES it runs, in the spec's folder,
    tlc -workers 1 [-deadlock] -config CFG SPEC.tla
and stores its exit code, distinct states, depth, the invariant or property it names as violated and
its first error line in instance_tlc.json, which tests/test_instance.py holds tlapy to.

Run as: python tests/oracle/record_instance.py [path/to/tlc]   (default ../shared/tools/tlc/tlc), from
the repository root; it was run that way with TLC2 Version 2026.11.23.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPECS = HERE.parent / "specs"

CASES: dict[str, tuple[str, str, str, bool]] = {
    # name: (folder under tests/specs, spec module, config, -deadlock)
    "spec_is_instance_spec": ("instance_spec", "InstSpec", "fair", False),
    "spec_without_fairness": ("instance_spec", "InstSpec", "unfair", False),
    "spec_of_parameterised_instance": ("instance_spec", "InstSpec", "param", False),
    "spec_of_instance_given_the_variable": ("instance_spec", "InstSpec", "var", False),
    "instance_of_bound_variable": ("instance_bound", "InstBound", "ok", True),
    "instance_of_two_bound_variables": ("instance_bound", "InstBound", "tight", False),
    "enabled_and_fairness_of_bound_instances": ("instance_bound", "BoundLive", "live", True),
    "refinement_of_bound_instances_without_fairness": ("instance_bound", "BoundUnfair", "refines", True),
    "instance_in_let": ("instance_let", "InstLet", "let", False),
    "instance_in_let_of_let_names": ("instance_let", "LetMore", "more", True),
    "cfg_substitution_of_extended_definition": ("instance_cfgsub", "MCSub", "extends", True),
    "cfg_substitution_of_unnamed_instance_copy": ("instance_cfgsub", "MCSubU", "unnamed", True),
    "cfg_substitution_of_absent_name": ("instance_cfgsub", "MCSubI", "absent", False),
    "cfg_value_of_absent_name": ("instance_cfgsub", "MCSubI", "value_ignored", False),
    "cfg_substitution_into_parameter_free_module": ("instance_cfgsub", "RootA", "shared_lib", True),
    "cfg_substitution_into_module_with_parameters": ("instance_cfgsub", "RootA", "param_lib", True),
    "cfg_substitution_of_instanced_module_definition": ("instance_cfgsub", "RootA", "own_def", True),
    "cfg_module_scoped_substitution_through_instance": ("instance_cfgsub", "RootB", "module_scoped", True),
    "cfg_substitution_not_through_instance_name": ("instance_cfgsub", "RootC", "via", True),
    "cfg_substitution_not_through_parameter_free_instance_name": ("instance_cfgsub", "RootD", "via", True),
    "unnamed_instance_constants_named_like_definitions": ("instance_unnamed", "InstUnnamed", "shared_names",
                                                          False),
    "enabled_inside_instance_of_two_to_one": ("instance_enabled", "EnabledInside", "inside", False),
    "enabled_of_instance_action_split": ("instance_enabled", "EnabledOutside", "outside_split", False),
    "enabled_of_instance_action_keep": ("instance_enabled", "EnabledOutside", "outside_keep", False),
    "fairness_inside_instance_of_two_to_one": ("instance_enabled", "InstFair", "fair", False),
}


def summary(out: str, code: int) -> dict:
    """The figures of one TLC run that tlapy must reproduce."""
    counts = re.findall(r"(\d+) states generated, (\d+) distinct states found", out)
    depth = re.findall(r"The depth of the complete state graph search is (\d+)\.", out)
    violated = re.search(r"Invariant (\w+) is violated|Temporal property (\w+) was violated", out)
    errors = [ln[len("Error: "):] for ln in out.splitlines() if ln.startswith("Error: ")]
    return {
        "exit": code,
        "distinct": int(counts[-1][1]) if counts else None,
        "depth": int(depth[-1]) if depth else None,
        "violated": next(g for g in violated.groups() if g) if violated else None,
        "error": errors[0] if errors else None,
    }


def main() -> None:
    tlc = sys.argv[1] if len(sys.argv) > 1 else str(HERE.parents[2] / "shared" / "tools" / "tlc" / "tlc")
    recorded = {}
    for name, (folder, spec, cfg, no_deadlock) in CASES.items():
        deadlock = ["-deadlock"] if no_deadlock else []
        flags = ["-workers", "1", *deadlock, "-config", f"{cfg}.cfg", f"{spec}.tla"]
        run = subprocess.run([tlc, *flags], cwd=SPECS / folder, capture_output=True, text=True, timeout=300)
        recorded[name] = summary(run.stdout + run.stderr, run.returncode)
        print(name, recorded[name])
    (HERE / "instance_tlc.json").write_text(json.dumps(recorded, indent=1) + "\n")


if __name__ == "__main__":
    main()
