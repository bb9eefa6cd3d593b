"""INSTANCE everywhere (tests/specs/instance_*), held to what the real TLC said of each spec.

The figures below are TLC's, from tests/oracle/record_instance.py, which ran in each spec's folder
    tlc -workers 1 [-deadlock] -config CFG SPEC.tla
and stored them in tests/oracle/instance_tlc.json (exit code, distinct states, depth, the invariant or
property violated, the first error line).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tla_py.engine import check
from tla_py.errors import ConfigError
from tla_py.semantics import build_model

HERE = Path(__file__).parent
SPECS = HERE / "specs"
RECORDED = HERE / "oracle" / "instance_tlc.json"

# name: (folder, spec, config, TLC's -deadlock), (exit, distinct, depth, violated)
CASES: dict[str, tuple[tuple[str, str, str, bool], tuple]] = {
    # SPECIFICATION I!Spec, WF inside the instance: the fairness holds the counter to its round
    "spec_is_instance_spec": (("instance_spec", "InstSpec", "fair", False), (0, 4, 4, None)),
    "spec_without_fairness": (("instance_spec", "InstSpec", "unfair", False), (13, 4, 4, "Live")),
    # IM(2)!Spec and IV(n)!Spec: the instance's parameters are a constant and the variable itself
    "spec_of_parameterised_instance": (("instance_spec", "InstSpec", "param", False), (0, 3, 3, None)),
    "spec_of_instance_given_the_variable": (("instance_spec", "InstSpec", "var", False), (0, 3, 3, None)),
    # \A s \in S : P(s)!Ok, \E s \in S : P(s)!CanBump, WF inside \A s, and Q(s, l) with two bound names
    "instance_of_bound_variable": (("instance_bound", "InstBound", "ok", True), (0, 9, 5, None)),
    "instance_of_two_bound_variables": (("instance_bound", "InstBound", "tight", False), (12, 4, 3, "Tight")),
    # P(s) == INSTANCE Cell3 WITH v <- cnt[s]: ENABLED, <> and WF_v inside P(s)!Op under \A s
    "enabled_and_fairness_of_bound_instances": (("instance_bound", "BoundLive", "live", True),
                                                (0, 9, 5, None)),
    "refinement_of_bound_instances_without_fairness": (("instance_bound", "BoundUnfair", "refines", True),
                                                       (13, 9, 5, "Refines")),
    # LET I == INSTANCE Counter WITH ... IN I!Op, in Init, in Next under \E k and in an invariant
    "instance_in_let": (("instance_let", "InstLet", "let", False), (12, 4, 4, "Inv")),
    # Max <- k of a LET k == m + 1 under Step(m); ENABLED and <> of LET instances in Inv and PROPERTY
    "instance_in_let_of_let_names": (("instance_let", "LetMore", "more", True), (0, 4, 4, None)),
    # Lim <- MCLim: B!Step (whose body names Lim) takes MCLim, B!Lim itself is still 2
    "cfg_substitution_of_extended_definition": (("instance_cfgsub", "MCSub", "extends", True),
                                                (0, 25, 9, None)),
    # Lim <- MCLim on the root's copy from an unnamed INSTANCE: the root sees 4, Base's Step still 2
    "cfg_substitution_of_unnamed_instance_copy": (("instance_cfgsub", "MCSubU", "unnamed", True),
                                                  (0, 3, 3, None)),
    "cfg_substitution_of_absent_name": (("instance_cfgsub", "MCSubI", "absent", False),
                                        (151, None, None, None)),
    "cfg_value_of_absent_name": (("instance_cfgsub", "MCSubI", "value_ignored", False), (11, 12, 6, None)),
    # INSTANCE Base2 (EXTENDS Lib, LibK): SANY shares the parameter-free Lib's L, so L <- MC reaches
    # Base2's Step; LibK (CONSTANT K) and Base2 itself are copied, so LK <- MC and Own <- MC do not
    "cfg_substitution_into_parameter_free_module": (("instance_cfgsub", "RootA", "shared_lib", True),
                                                    (0, 5, 5, None)),
    "cfg_substitution_into_module_with_parameters": (("instance_cfgsub", "RootA", "param_lib", True),
                                                     (0, 3, 3, None)),
    "cfg_substitution_of_instanced_module_definition": (("instance_cfgsub", "RootA", "own_def", True),
                                                        (0, 3, 3, None)),
    # L <- MC does not reach N!L (N == INSTANCE Base2) nor J!L (J == INSTANCE Lib, parameter-free)
    "cfg_substitution_not_through_instance_name": (("instance_cfgsub", "RootC", "via", True),
                                                   (0, 3, 3, None)),
    "cfg_substitution_not_through_parameter_free_instance_name": (("instance_cfgsub", "RootD", "via", True),
                                                                  (0, 3, 3, None)),
    # Own <- [Base2] MC reaches N!Own too
    "cfg_module_scoped_substitution_through_instance": (("instance_cfgsub", "RootB", "module_scoped", True),
                                                        (0, 5, 5, None)),
    # INSTANCE Gauge WITH Cap <- Cap, Step <- Step + 1 beside definitions Cap and Step
    "unnamed_instance_constants_named_like_definitions": (("instance_unnamed", "InstUnnamed", "shared_names",
                                                           False), (11, 3, 3, None)),
    # I == INSTANCE Pair WITH a <- v, b <- v: an ENABLED written in Pair primes a and b independently...
    "enabled_inside_instance_of_two_to_one": (("instance_enabled", "EnabledInside", "inside", False),
                                              (0, 3, 3, None)),
    # ...one written in the root, around I!Split, primes v
    "enabled_of_instance_action_split": (("instance_enabled", "EnabledOutside", "outside_split", False),
                                         (0, 3, 3, None)),
    "enabled_of_instance_action_keep": (("instance_enabled", "EnabledOutside", "outside_keep", False),
                                        (12, None, None, "KeepEnabled")),
    # so WF_<<a, b>>(Split) in I!Spec is never satisfied: no fair behavior, the property holds
    "fairness_inside_instance_of_two_to_one": (("instance_enabled", "InstFair", "fair", False),
                                               (0, 2, 2, None)),
}


def test_the_table_is_what_tlc_recorded():
    recorded = json.loads(RECORDED.read_text())
    assert {n: (r["exit"], r["distinct"], r["depth"], r["violated"]) for n, r in recorded.items()} \
        == {n: want for n, (_, want) in CASES.items()}


@pytest.mark.parametrize("name", sorted(CASES))
def test_instance_spec_matches_tlc(name: str):
    (folder, spec, cfg, no_deadlock), (code, distinct, depth, violated) = CASES[name]
    build = (SPECS / folder / f"{spec}.tla", SPECS / folder / f"{cfg}.cfg")
    if code == 151:
        with pytest.raises(ConfigError) as err:
            build_model(*build)
        assert str(err.value.message) == json.loads(RECORDED.read_text())[name]["error"]
        return
    res = check(build_model(*build, check_deadlock=not no_deadlock))
    got_violated = res.violated if res.result in ("invariant violation", "property violation") else None
    assert (int(res.exit_code), got_violated) == (code, violated)
    if distinct is not None:
        assert (res.distinct, res.depth) == (distinct, depth)
