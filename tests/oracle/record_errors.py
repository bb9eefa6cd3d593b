# ruff: noqa: E501  (the cases are TLA+ expressions, one per line)
"""Record how the real TLC reports the errors of tests/test_tlc_errors.py: its exit code and its message (needs Java).

Each case is a module M (with a config) that TLC rejects: a value of the wrong kind (TLC raises an error
where a textbook would answer FALSE), an ASSUME that cannot be evaluated, a level error SANY reports,
a config that substitutes a state function for a constant, an integer beyond TLC's 32 bits, a config
that does not parse. TLC runs each in a fresh folder; its exit code and the lines of its error report
are stored in errors.json, with the words (KEYS) that tests/test_tlc_errors.py expects in tlapy's
report too; the script stops if TLC itself does not say them.

Run as: python tests/oracle/record_errors.py [path/to/tlc] [CASE ...]   (default ../shared/tools/tlc/tlc;
with CASEs, only those are rerun), from the repository root; it was run that way with TLC2 Version
2026.11.23.154805.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def state_spec(inv: str, extends: str = "Integers", consts: str = "") -> str:
    """A one-state spec whose invariant Inv is the expression under test."""
    const = f"CONSTANTS {consts}\n" if consts else ""
    return (f"---- MODULE M ----\nEXTENDS {extends}\n{const}VARIABLE x\n"
            f"Init == x = 0\nNext == x' = x\nInv == {inv}\n====\n")


def assume_spec(expr: str, extends: str = "Integers", consts: str = "") -> str:
    """A one-state spec that ASSUMEs the expression under test."""
    const = f"CONSTANTS {consts}\n" if consts else ""
    return (f"---- MODULE M ----\nEXTENDS {extends}\n{const}VARIABLE x\n"
            f"ASSUME {expr}\nInit == x = 0\nNext == x' = x\n====\n")


CONSTRAINT_SPEC = ("---- MODULE M ----\nEXTENDS Integers, Sequences, TLC\nVARIABLE x\nInit == x = 0\n"
                   "Next == x' = (x + 1) % 3\nC == x = 1 => ({})\n====\n")
"""A spec whose (action) constraint C evaluates the expression under test on its second state."""


def next_spec(expr: str, extends: str = "Naturals") -> str:
    """A spec whose one step from x = 0 evaluates the expression under test."""
    return f"---- MODULE M ----\nEXTENDS {extends}\nVARIABLE x\nInit == x = 0\nNext == x' = 1 /\\ ({expr})\n====\n"


INV_CFG = "INIT Init\nNEXT Next\nINVARIANT Inv\n"
TMV = "a_1, a_2, b_1, c"
EXT_SPEC = ("---- MODULE M ----\nEXTENDS Integers, TLCExt\nVARIABLE x\nFoo == 42\nASSUME {}\n"
            "Init == x = 0\nNext == x' = x\n====\n")
TMV_CFG = "CONSTANTS a_1 = a_1\na_2 = a_2\nb_1 = b_1\nc = c\n"
RUN_CFG = "INIT Init\nNEXT Next\n"

CASES: dict[str, tuple[str, str]] = {
    # (a) values of the wrong kind
    "string_in_nat": (state_spec('"a" \\in Nat'), INV_CFG),
    "int_in_string": (state_spec("1 \\in STRING"), INV_CFG),
    "string_lt_int": (state_spec('"a" < 1'), INV_CFG),
    "string_eq_int": (state_spec('"a" = 1'), INV_CFG),
    "int_neq_string": (state_spec('1 # "a"'), INV_CFG),
    "bool_eq_int": (state_spec("TRUE = 1"), INV_CFG),
    "set_eq_int": (state_spec("{1} = 1"), INV_CFG),
    "tuple_eq_string": (state_spec('<<1>> = "a"'), INV_CFG),
    "record_eq_int": (state_spec("[a |-> 1] = 1"), INV_CFG),
    "int_in_set_of_strings": (state_spec('1 \\in {"a", "b"}'), INV_CFG),
    "string_in_interval": (state_spec('"a" \\in 1..3'), INV_CFG),
    "model_value_neq_int": (state_spec("m # x", consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "int_eq_model_value": (state_spec("x = m", consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "model_value_neq_string": (state_spec('m # "a" /\\ x = 0', consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "model_value_notin_ints": (state_spec("m \\notin {x, 2}", consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "model_value_neq_set": (state_spec("m # {x}", consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "model_values_differ": (state_spec("m # n /\\ x = 0", consts="m, n"), INV_CFG + "CONSTANTS m = m\nn = n\n"),
    "model_value_lt_int": (state_spec("m < 1", consts="m"), INV_CFG + "CONSTANT m = m\n"),
    "constant_invariant_false": (state_spec("1 = 2"), INV_CFG),
    "invariant_error_later": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1\nInv == IF x = 2 THEN \"a\" < 1 ELSE TRUE\n====\n", INV_CFG),
    "next_type_error": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1 /\\ (x = 2 => \"a\" = 1)\n====\n", RUN_CFG),
    "next_lt_error": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1 /\\ (x = 2 => \"a\" < 1)\n====\n", RUN_CFG),
    "next_member_error": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1 /\\ (x = 2 => \"a\" \\notin Nat)\n====\n", RUN_CFG),
    "bool_in_ints": (state_spec("TRUE \\notin {x, 1}"), INV_CFG),
    "nested_tuple_eq": (state_spec('<<x, 1>> # <<0, "a">>'), INV_CFG),
    "nested_set_eq": (state_spec('{x} # {"a"}'), INV_CFG),
    "string_in_int_assume": (assume_spec('"a" \\in Int'), RUN_CFG),
    # (b) an ASSUME that cannot be evaluated
    "assume_eval_error": (assume_spec('1 + "a" = 2'), RUN_CFG),
    "assume_false": (assume_spec("1 = 2"), RUN_CFG),
    # (c) SANY's level errors and other semantic errors
    "primed_invariant": (state_spec("x' = x"), INV_CFG),
    "primed_assume": ("---- MODULE M ----\nVARIABLE x\nASSUME x' = 1\nInit == x = 0\nNext == x' = x\n====\n", RUN_CFG),
    "variable_in_assume": ("---- MODULE M ----\nVARIABLE x\nASSUME x = 1\nInit == x = 0\nNext == x' = x\n====\n", RUN_CFG),
    "invariant_is_action": ("---- MODULE M ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\nInv == x' = x\n====\n", INV_CFG),
    "invariant_is_temporal": ("---- MODULE M ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\nInv == []( x = 0)\n====\n", INV_CFG),
    "temporal_in_action": ("---- MODULE M ----\nVARIABLE x\nInit == x = 0\nNext == x' = x /\\ [](x = 0)\n====\n", RUN_CFG),
    "primed_temporal": ("---- MODULE M ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\nP == (<>(x = 0))'\n====\n", RUN_CFG),
    "duplicate_record_field": (state_spec("[a |-> 1, a |-> 2].a = 1"), INV_CFG),
    "duplicate_record_set_field": (state_spec("[a : {1}, a : {2}] = {}"), INV_CFG),
    "module_name_mismatch": ("---- MODULE Other ----\nVARIABLE x\nInit == x = 0\nNext == x' = x\n====\n", RUN_CFG),
    # (d) a config that substitutes a constant with a non-constant operator
    "cfg_constant_to_state_fn": ("---- MODULE M ----\nEXTENDS Integers\nCONSTANT N\nVARIABLE x\nInit == x = 0\nNext == x' = x\nSt == x + 1\n====\n",
                                 RUN_CFG + "CONSTANT N <- St\n"),
    "cfg_constant_to_action": ("---- MODULE M ----\nCONSTANT N\nVARIABLE x\nInit == x = 0\nNext == x' = x\nAct == x' = x\n====\n",
                               RUN_CFG + "CONSTANT N <- Act\n"),
    "cfg_constant_to_constant_op": ("---- MODULE M ----\nCONSTANT N\nVARIABLE x\nInit == x = N\nNext == x' = x\nTwo == 2\n====\n",
                                    RUN_CFG + "CONSTANT N <- Two\n"),
    # (e) integers beyond TLC's 32 bits
    "power_overflow": (state_spec("2^31 > 0"), INV_CFG),
    "power_max": (state_spec("2^30 > 0"), INV_CFG),
    "plus_overflow": (state_spec("2147483647 + 1 > 0"), INV_CFG),
    "minus_overflow": (state_spec("-2147483647 - 2 < 0"), INV_CFG),
    "times_overflow": (state_spec("1000000 * 1000000 > 0"), INV_CFG),
    "negate_min": (state_spec("-(-2147483647 - 1) > 0"), INV_CFG),
    "literal_too_big": (state_spec("2147483648 > 0"), INV_CFG),
    "literal_max": (state_spec("2147483647 > 0"), INV_CFG),
    "state_overflow": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 2147483600\nNext == x' = x + 10\n====\n", RUN_CFG),
    "assume_overflow": (assume_spec("2^40 > 0"), RUN_CFG),
    "div_min_by_minus_one": (state_spec("(-2147483647 - 1) \\div (-1) > 0"), INV_CFG),
    "interval_card_overflow": (state_spec("Cardinality(0..2147483647) > 0", extends="Integers, FiniteSets"), INV_CFG),
    # (f) a value of the wrong kind passed to TLC's Java natives of Integers: an uncaught cast, 75 in Next
    "next_plus_string": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 2 /\\ x' = x + 1 /\\ (x = 1 => x + \"a\" = 1)\n====\n", RUN_CFG),
    "next_enabled_plus_string": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x < 2 /\\ x' = x + 1 /\\ (x = 1 => ENABLED (x' = x + \"a\"))\n====\n", RUN_CFG),
    "invariant_times_set": ("---- MODULE M ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == x < 2 /\\ x' = x + 1\nInv == x = 0 \\/ x * {x} = 1\n====\n", INV_CFG),
    "init_negate_record": (state_spec("-[a |-> x] = 1"), INV_CFG),
    "init_interval_of_functions": (state_spec("x .. [i \\in {1, 3} |-> i] = {}"), INV_CFG),
    # (g) a .cfg that does not parse: TLC throws (exit 255); it has no negative numbers
    "property_type_error": ("---- MODULE M ----\nEXTENDS Integers\nVARIABLE x\nInit == x = 0\nNext == x' = 1 - x\nProp == []<>(x + \"a\" = 2)\n====\n",
                            RUN_CFG + "PROPERTY Prop\n"),
    "cfg_negative_number": (state_spec("x = C", consts="C"), "CONSTANT C = -3\n" + INV_CFG),
    "cfg_negative_in_set": (state_spec("x \\in C", consts="C"), "CONSTANT C = {-3}\n" + INV_CFG),
    "cfg_missing_equals": (state_spec("x = C", consts="C"), "CONSTANT C 3\n" + INV_CFG),
    "cfg_misspelt_keyword": (state_spec("x = 0"), INV_CFG + "INVARIAN Inv\n"),
    # (h) integers beyond TLC's 32 bits inside library operators
    "factorial_overflow": (state_spec("factorial[13] > 0", extends="Integers, Combinatorics"), INV_CFG),
    "factorial_max": (state_spec("factorial[12] > 0", extends="Integers, Combinatorics"), INV_CFG),
    "choose_overflow": (state_spec("choose(34, 17) > 0", extends="Integers, Combinatorics"), INV_CFG),
    "choose_max": (state_spec("choose(33, 16) > 0", extends="Integers, Combinatorics"), INV_CFG),
    "sum_set_overflow": (state_spec("SumSet({2147483647, 1}) > 0", extends="Integers, FiniteSetsExt"), INV_CFG),
    "product_set_overflow": (state_spec("ProductSet({100000, 30000}) > 0", extends="Integers, FiniteSetsExt"), INV_CFG),
    "map_then_sum_overflow": (state_spec("MapThenSumSet(LAMBDA e : e * 2, {1073741824}) > 0", extends="Integers, FiniteSetsExt"), INV_CFG),
    "fold_function_overflow": (state_spec("FoldFunction(LAMBDA a, b : a * b, 1, <<100000, 100000>>) > 0", extends="Integers, Functions"), INV_CFG),
    "fold_seq_overflow": (state_spec("FoldSeq(LAMBDA a, b : a + b, 0, <<2147483647, 1>>) > 0", extends="Integers, SequencesExt"), INV_CFG),
    "fold_left_overflow": (state_spec("FoldLeft(LAMBDA a, b : a + b, 1, <<2147483647>>) > 0", extends="Integers, SequencesExt"), INV_CFG),
    "subset_card_overflow": (state_spec("Cardinality(SUBSET (1..31)) > 0", extends="Integers, FiniteSets"), INV_CFG),
    "subset_card_max": (state_spec("Cardinality(SUBSET (1..30)) > 0", extends="Integers, FiniteSets"), INV_CFG),
    "fcnset_card_overflow": (state_spec("Cardinality([1..8 -> 1..20]) > 0", extends="Integers, FiniteSets"), INV_CFG),
    "product_card_overflow": (state_spec("Cardinality((1..50000) \\X (1..50000)) > 0", extends="Integers, FiniteSets"), INV_CFG),
    "record_set_card_overflow": (state_spec("Cardinality([a : 1..50000, b : 1..50000]) > 0", extends="Integers, FiniteSets"), INV_CFG),
    "bag_card_overflow": (state_spec("BagCardinality([e \\in {1, 2} |-> 2147483647]) > 0", extends="Integers, Bags"), INV_CFG),
    "bag_cup_overflow": (state_spec("CopiesIn(1, [e \\in {1} |-> 2147483647] (+) [e \\in {1} |-> 1]) > 0", extends="Integers, Bags"), INV_CFG),
    "fold_right_overflow": (state_spec("FoldRight(LAMBDA a, b : a * b, <<65536, 65536>>, 1) > 0", extends="Integers, SequencesExt"), INV_CFG),
    # (i) TLCExt's TLCEvalDefinition and ToTrace
    "eval_definition": (EXT_SPEC.format('TLCEvalDefinition("Foo") = 42'), RUN_CFG),
    "eval_definition_value": (EXT_SPEC.format('TLCEvalDefinition("Foo") = 41'), RUN_CFG),
    "eval_definition_missing": (EXT_SPEC.format('TLCEvalDefinition("Nope") = 42'), RUN_CFG),
    "to_trace_of_record": (EXT_SPEC.format("ToTrace([state |-> {<<1, [v |-> 0]>>}, action |-> {}]) = <<>>"), RUN_CFG),
    "to_trace_no_counterexample": (state_spec("ToTrace(CounterExample) = <<>>", extends="Integers, TLCExt"), INV_CFG),
    # (j) typed model values: a_1 and a_2 have type a, b_1 has type b, c is untyped
    "choose_wide": (state_spec("choose(40, 3) = 9880", extends="Integers, Combinatorics"), INV_CFG),
    "bag_sum_wraps": (state_spec("BagCardinality([e \\in {1, 2} |-> 2147483647]) = -2", extends="Integers, Bags"), INV_CFG),
    "bag_cup_wraps": (state_spec("CopiesIn(1, [e \\in {1} |-> 2147483647] (+) [e \\in {1} |-> 1]) = -2147483647 - 1", extends="Integers, Bags"), INV_CFG),
    "tmv_differently_typed": (state_spec("a_1 # b_1", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_same_type": (state_spec("a_1 # a_2 /\\ a_1 = a_1 /\\ c # a_1 /\\ a_1 # c", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_eq_int": (state_spec("a_1 = 1", consts=TMV), INV_CFG + TMV_CFG),
    "int_eq_tmv": (state_spec("1 # a_1", consts=TMV), INV_CFG + TMV_CFG),
    "string_eq_tmv": (state_spec('"a" # a_1', consts=TMV), INV_CFG + TMV_CFG),
    "bool_eq_tmv": (state_spec("TRUE # a_1", consts=TMV), INV_CFG + TMV_CFG),
    "set_eq_tmv": (state_spec("{1} # a_1", consts=TMV), INV_CFG + TMV_CFG),
    "tuple_eq_tmv": (state_spec("<<1>> # a_1", consts=TMV), INV_CFG + TMV_CFG),
    "record_eq_tmv": (state_spec("[f |-> 1] # a_1", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_nat": (state_spec("a_1 \\notin Nat", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_int": (state_spec("a_1 \\notin Int", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_string": (state_spec("a_1 \\notin STRING", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_interval": (state_spec("a_1 \\notin 1..3", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_ints": (state_spec("a_1 \\notin {1, 2}", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_other_type": (state_spec("a_1 \\notin {b_1}", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_own_type": (state_spec("a_1 \\in {a_2, a_1, c} /\\ c \\notin {a_1, b_1}", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_seq": (state_spec("a_1 \\notin Seq({1})", consts=TMV, extends="Integers, Sequences"), INV_CFG + TMV_CFG),
    "tmv_in_fcn_set": (state_spec("a_1 \\notin [{1} -> {1}]", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_record_set": (state_spec("a_1 \\notin [f : {1}]", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_product": (state_spec("a_1 \\notin {1} \\X {2}", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_subset": (state_spec("a_1 \\notin SUBSET {1}", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_in_boolean": (state_spec("a_1 \\notin BOOLEAN", consts=TMV), INV_CFG + TMV_CFG),
    "tuples_of_tmv": (state_spec("<<a_1>> # <<b_1>>", consts=TMV), INV_CFG + TMV_CFG),
    "sets_of_tmv": (state_spec("{a_1} # {b_1}", consts=TMV), INV_CFG + TMV_CFG),
    "set_of_mixed_tmv": (state_spec("Cardinality({a_1, b_1, 1}) = 3", consts=TMV, extends="Integers, FiniteSets"), INV_CFG + TMV_CFG),
    "tmv_fcn_apply": (state_spec("[e \\in {b_1} |-> 0][a_1] = 0", consts=TMV), INV_CFG + TMV_CFG),
    "tmv_state": ("---- MODULE M ----\nCONSTANTS a_1, b_1\nVARIABLE x\nInit == x = a_1\nNext == x' = IF x = a_1 THEN b_1 ELSE x\nInv == x # a_1 \\/ x # b_1\n====\n",
                  INV_CFG + "CONSTANTS a_1 = a_1\nb_1 = b_1\n"),
    "tmv_short_name": (state_spec("a_ # 1 /\\ ab_c # 1", consts="a_, ab_c"), INV_CFG + "CONSTANTS a_ = a_\nab_c = ab_c\n"),
    # a filter over an infinite set is kept unevaluated: asking for its elements is Java's RuntimeException
    "infinite_filter_forall": (next_spec("\\A y \\in {n \\in Nat : n > 2} : y > 0"), RUN_CFG),
    "infinite_filter_eq": (next_spec("{n \\in Nat : n > 2} = {}"), RUN_CFG),
    "infinite_filter_subset": (next_spec("SUBSET {n \\in Nat : n > 2} = {}"), RUN_CFG),
    "infinite_filter_print": (next_spec("Print({n \\in Nat : n > 2}, TRUE)", "Naturals, TLC"), RUN_CFG),
    "infinite_filter_cardinality": (next_spec("Cardinality({n \\in Nat : n > 2}) > 0", "Naturals, FiniteSets"), RUN_CFG),
    # errors in the next-state relation: TLC's RuntimeExceptions exit 75, its Java modules' errors 255, Assert 14
    "next_outside_domain": (next_spec("(0 :> 0 @@ 1 :> 1)[7] = 0", "Integers, TLC"), RUN_CFG),
    "next_tuple_index": (next_spec("<<1, 2>>[7] = 0", "Integers"), RUN_CFG),
    "next_no_field": (next_spec("[a |-> 1].b = 0", "Integers"), RUN_CFG),
    "next_choose_none": (next_spec("(CHOOSE n \\in {1, 2} : n > 5) = 0", "Integers"), RUN_CFG),
    "next_if_not_boolean": (next_spec("(IF 1 THEN 1 ELSE 2) = 1", "Integers"), RUN_CFG),
    "next_domain_of_int": (next_spec("DOMAIN 1 = {}", "Integers"), RUN_CFG),
    "next_assert": (next_spec('Assert(FALSE, "boom")', "Integers, TLC"), RUN_CFG),
    "next_head_empty": (next_spec("Head(<<>>) = 0", "Integers, Sequences"), RUN_CFG),
    "next_string_in_nat": (next_spec('"a" \\in Nat', "Integers"), RUN_CFG),
    "next_cardinality_of_int": (next_spec("Cardinality(1) = 0", "Integers, FiniteSets"), RUN_CFG),
    "next_permutations_of_tuple": (next_spec("Permutations(<<1>>) = {}", "Integers, TLC"), RUN_CFG),
    "next_tlcset_negative": (next_spec("TLCSet(-1, 2)", "Integers, TLC"), RUN_CFG),
    "next_tlcget_undefined": (next_spec("TLCGet(42) = 0", "Integers, TLC"), RUN_CFG),
    "next_selectseq_not_boolean": (next_spec("SelectSeq(<<1>>, LAMBDA e: 1) = <<>>", "Integers, Sequences"), RUN_CFG),
    "next_last_empty": (next_spec("Last(<<>>) = 0", "Integers, SequencesExt"), RUN_CFG),
    "next_front_empty": (next_spec("Front(<<>>) = <<>>", "Integers, SequencesExt"), RUN_CFG),
    "next_interleave_unequal": (next_spec("Interleave(<<1>>, <<1, 2>>) = <<>>", "Integers, SequencesExt"), RUN_CFG),
    "next_range_of_int": (next_spec("Range(1) = {}", "Integers, Functions"), RUN_CFG),
    "next_bag_to_set_of_int": (next_spec("BagToSet(1) = {}", "Integers, Bags"), RUN_CFG),
    "next_max_of_empty": (next_spec("Max({}) = 0", "Integers, FiniteSetsExt"), RUN_CFG),
    "constraint_tuple_index": (CONSTRAINT_SPEC.format("<<1, 2>>[x + 7] = 0"), RUN_CFG + "CONSTRAINT C\n"),
    "constraint_assert": (CONSTRAINT_SPEC.format('Assert(x > 5, "boom")'), RUN_CFG + "CONSTRAINT C\n"),
    "action_constraint_head": (CONSTRAINT_SPEC.format("Head(<<>>) = x"), RUN_CFG + "ACTION_CONSTRAINT C\n"),
}

# What TLC's report must say (checked against TLC's output when recording) and tlapy's must say too.
# Exit 0 cases need no words.
KEYS: dict[str, str] = {
    "string_in_nat": 'Attempted to check if the value:\n"a"\nis an element of Nat.',
    "int_in_string": "Attempted to check if the value:\n1\nis an element of STRING.",
    "string_lt_int": 'The first argument of < should be an integer, but instead it is:\n"a"',
    "string_eq_int": 'Attempted to check equality of string "a" with non-string:\n1',
    "int_neq_string": 'Attempted to check equality of integer 1 with non-integer:\n"a"',
    "bool_eq_int": "Attempted to compare equality of boolean TRUE with non-boolean:\n1",
    "set_eq_int": "Attempted to check equality of the set {1} with the value:\n1",
    "tuple_eq_string": 'Attempted to check equality of the function <<1>> with the value:\n"a"',
    "record_eq_int": "Attempted to check equality of record:\n[a |-> 1]\nwith non-record\n1",
    "int_in_set_of_strings": 'Attempted to check equality of string "a" with non-string:\n1',
    "string_in_interval": 'Attempted to check if the value:\n"a"\nis in the integer interval 1..3',
    "int_eq_model_value": "Invariant Inv is violated by the initial state:",
    "model_value_lt_int": "The first argument of < should be an integer, but instead it is:\nm",
    "constant_invariant_false": "The invariant of Inv is equal to FALSE",
    "invariant_error_later": 'Evaluating invariant Inv failed.\nThe first argument of < should be an integer, but instead it is:\n"a"',
    "next_type_error": 'Attempted to check equality of string "a" with non-string:\n1',
    "next_lt_error": 'The first argument of < should be an integer, but instead it is:\n"a"',
    "next_member_error": 'Attempted to check if the value:\n"a"\nis an element of Nat.',
    "bool_in_ints": "Attempted to check equality of integer 0 with non-integer:\nTRUE",
    "nested_tuple_eq": 'Attempted to check equality of integer 1 with non-integer:\n"a"',
    "nested_set_eq": 'Attempted to check equality of integer 0 with non-integer:\n"a"',
    "string_in_int_assume": 'Evaluating assumption line 4, col 8 to line 4, col 18 of module M failed.\nAttempted to check if the value:\n"a"\nis an element of Int.',
    "assume_eval_error": "Evaluating assumption line 4, col 8 to line 4, col 18 of module M failed.",
    "assume_false": "Assumption line 4, col 8 to line 4, col 12 of module M is false.",
    "primed_invariant": "The invariant Inv is not a state predicate (one with no primes or temporal operators).",
    "primed_assume": "Level error: assumptions must be level 0 (Constant),\nbut this one has level 2.",
    "variable_in_assume": "Level error: assumptions must be level 0 (Constant),\nbut this one has level 1.",
    "invariant_is_action": "The invariant Inv is not a state predicate (one with no primes or temporal operators).",
    "invariant_is_temporal": "The invariant Inv is not a state predicate (one with no primes or temporal operators).",
    "temporal_in_action": "\\land has both temporal formula and action as arguments.",
    "primed_temporal": "Level error in applying operator ':\nThe level of argument 1 exceeds the maximum level allowed by the operator.",
    "duplicate_record_field": "Non-unique fields in constructor.",
    "duplicate_record_set_field": "Non-unique fields in constructor.",
    "module_name_mismatch": "File name 'M' does not match the name 'Other' of the top level module it contains.",
    "cfg_constant_to_state_fn": "The configuration file substitutes constant N with non-constant St - specifically: In evaluation, the identifier x is either undefined or not an operator.\nline 7, col 7 to line 7, col 7 of module M",
    "cfg_constant_to_action": "The configuration file substitutes constant N with non-constant Act - specifically: In evaluation, the identifier x is either undefined or not an operator.\nline 6, col 8 to line 6, col 8 of module M",
    "power_overflow": "Overflow when computing 2^31",
    "plus_overflow": "Overflow when computing 2147483647+1",
    "minus_overflow": "Overflow when computing -2147483647-2",
    "times_overflow": "Overflow when computing 1000000*1000000",
    "negate_min": "Overflow when computing --2147483648",
    "literal_too_big": "TLC can't handle a number this big.\n2147483648",
    "state_overflow": "Overflow when computing 2147483640+10",
    "assume_overflow": "Evaluating assumption line 4, col 8 to line 4, col 15 of module M failed.\nOverflow when computing 2^40",
    "div_min_by_minus_one": "Overflow when computing -2147483648 \\div -1",
    "next_plus_string": "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.module.Integers.Plus(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue",
    "next_enabled_plus_string": "Cannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue",
    "invariant_times_set": "Evaluating invariant Inv failed.\nAttempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.module.Integers.Times(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.SetEnumValue to tlc2.value.impl.IntValue",
    "init_negate_record": "tlc2.module.Integers.Neg(tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.RecordValue to tlc2.value.impl.IntValue",
    "init_interval_of_functions": "public static tlc2.value.impl.IntervalValue tlc2.module.Integers.DotDot(tlc2.value.impl.IntValue,tlc2.value.impl.IntValue),\nbut it produced the following error:\nCannot cast tlc2.value.impl.FcnRcdValue to tlc2.value.impl.IntValue",
    "property_type_error": "Cannot cast tlc2.value.impl.StringValue to tlc2.value.impl.IntValue",
    "cfg_negative_number": "It was expecting = or <-, but did not find it.",
    "interval_card_overflow": "Size of interval value exceeds the maximum representable size (32bits): 0..2147483647.",
    "factorial_overflow": "Overflow when computing 13*479001600",
    "choose_overflow": "Overflow when computing 34choose17",
    "sum_set_overflow": "Overflow when computing 2147483647+1",
    "product_set_overflow": "Overflow when computing 100000*30000",
    "map_then_sum_overflow": "Overflow when computing 1073741824*2",
    "fold_function_overflow": "Overflow when computing 100000*100000",
    "fold_seq_overflow": "Overflow when computing 1+2147483647",
    "fold_left_overflow": "Overflow when computing 1+2147483647",
    "subset_card_overflow": "Overflow when computing the number of elements in:\nSUBSET (1..31)",
    "fcnset_card_overflow": "Overflow when computing the number of elements in:\n[1..8 -> 1..20]",
    "product_card_overflow": "Overflow when computing the number of elements in (1..50000 \\X 1..50000)",
    "record_set_card_overflow": "Overflow when computing the number of elements in:\n[a: 1..50000, b: 1..50000]",
    "bag_card_overflow": "The invariant of Inv is equal to FALSE",
    "bag_cup_overflow": "The invariant of Inv is equal to FALSE",
    "fold_right_overflow": "Overflow when computing 65536*65536",
    "eval_definition_value": "Assumption line 5, col 8 to line 5, col 36 of module M is false.",
    "eval_definition_missing": 'The argument of TLCEvalDefinition should be a name of a definition reachable from the root module, but instead it is:\n"Nope"',
    "to_trace_of_record": "The argument of ToTrace should be a CounterExample, but instead it is:\n[state |-> {<<1, [v |-> 0]>>}, action |-> {}]",
    "tmv_differently_typed": "Attempted to check equality of the differently-typed model values a_1 and b_1",
    "tmv_eq_int": "Attempted to check equality of typed model value a_1 and non-model value\n1",
    "int_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\n1",
    "string_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\n\"a\"",
    "bool_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\nTRUE",
    "set_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\n{1}",
    "tuple_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\n<<1>>",
    "record_eq_tmv": "Attempted to check equality of the typed model value a_1 and the non-model value\n[f |-> 1]",
    "tmv_in_nat": "Attempted to check if the typed model value a_1 is an element of\nNat",
    "tmv_in_int": "Attempted to check if the typed model value a_1 is an element of\nInt",
    "tmv_in_string": "Attempted to check if the typed model value a_1 is an element of\nSTRING",
    "tmv_in_interval": "Attempted to check if the value:\na_1\nis in the integer interval 1..3",
    "tmv_in_ints": "Attempted to check equality of the typed model value a_1 and the non-model value\n1",
    "tmv_in_other_type": "Attempted to check equality of the differently-typed model values b_1 and a_1",
    "tmv_in_seq": "Attempted to check if the typed model value a_1 is an element of\nSeq({1})",
    "tmv_in_fcn_set": "Attempted to check if the typed model value a_1 is an element of\n{<<1>>}",
    "tmv_in_record_set": "Attempted to check if the typed model value a_1 is an element of\n{[f |-> 1]}",
    "tmv_in_product": "Attempted to check if the typed model value a_1 is an element of\n{<<1, 2>>}",
    "tmv_in_subset": "Attempted to check if the non-enumerable value\na_1\nis element of\n{{}, {1}}",
    "tmv_in_boolean": "Attempted to compare the typed model value a_1 and non-model value\nTRUE",
    "tuples_of_tmv": "Attempted to check equality of the differently-typed model values a_1 and b_1",
    "sets_of_tmv": "Attempted to check equality of the differently-typed model values a_1 and b_1",
    "set_of_mixed_tmv": "Attempted to compare the differently-typed model values b_1 and a_1",
    "tmv_fcn_apply": "Attempted to check equality of the differently-typed model values b_1 and a_1",
    "tmv_state": "Attempted to check equality of the differently-typed model values a_1 and b_1",
    **{name: "Attempted to enumerate { x \\in S : p(x) } when S:\nNat\nis not enumerable"
       for name in ("infinite_filter_forall", "infinite_filter_eq", "infinite_filter_subset")},
    "infinite_filter_print": ("Attempted to apply the operator overridden by the Java method\npublic static "
                              "tlc2.value.impl.Value tlc2.module.TLC.Print(tlc2.value.impl.Value,tlc2.value.impl.Value),\n"
                              "but it produced the following error:\nAttempted to enumerate { x \\in S : p(x) } when S:"),
    "infinite_filter_cardinality": ("Attempted to apply the operator overridden by the Java method\npublic static "
                                    "tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value),\n"
                                    "but it produced the following error:\nAttempted to enumerate { x \\in S : p(x) } when S:"),
    "next_outside_domain": "Attempted to apply function:\n(0 :> 0 @@ 1 :> 1)\nto argument 7, which is not in the domain of the function.",
    "next_tuple_index": 'Attempted to access index 7 of tuple\n<<1, 2>>\nwhich is out of bounds.',
    "next_no_field": 'Attempted to select nonexistent field "b" from the record\n[a |-> 1]',
    "next_choose_none": 'Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.',
    "next_if_not_boolean": 'A non-boolean expression (an integer) was used as the condition of an IF.',
    "next_domain_of_int": 'Attempted to apply the operator DOMAIN to a non-function\n(an integer)',
    "next_assert": 'The first argument of Assert evaluated to FALSE; the second argument was:\n"boom"',
    "next_head_empty": 'Attempted to apply Head to the empty sequence.',
    "next_string_in_nat": 'Attempted to check if the value:\n"a"\nis an element of Nat.',
    "next_cardinality_of_int": 'Attempted to compute cardinality of the value\n1',
    "next_permutations_of_tuple": 'Applying Permutations to the following value,\nwhich is not a finite set:\n<<1>>',
    "next_tlcset_negative": 'The first argument of TLCSet should be a nonnegative integer, but instead it is:\n-1',
    "next_tlcget_undefined": 'but it produced the following error:\nTLCGet(42) was undefined.',
    "next_selectseq_not_boolean": 'The second argument of SelectSeq should be a operator, but instead it is:\n1',
    "next_last_empty": 'Attempted to access index 0 of tuple\n<<>>\nwhich is out of bounds.',
    "next_interleave_unequal": 'Attempted to evaluate a CASE with no conditions true.',
    "next_range_of_int": 'Attempted to apply the operator DOMAIN to a non-function\n(an integer)',
    "next_bag_to_set_of_int": 'Applying BagToSet to the following value,\nwhich is not a function with a finite domain:\n1',
    "next_max_of_empty": 'Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.',
    "constraint_tuple_index": "Attempted to access index 8 of tuple\n<<1, 2>>\nwhich is out of bounds.",
    "constraint_assert": 'The first argument of Assert evaluated to FALSE; the second argument was:\n"boom"',
    "action_constraint_head": "Attempted to apply Head to the empty sequence.",
}

NOISE = re.compile(r"^(TLC2 Version|Running |Parsing file|Semantic processing|Starting\.\.\.|Computing initial|"
                   r"Finished in|Starting SANY|SANY finished|Linting of|The depth|Progress|Implied-temporal|"
                   r"Checking |Model checking completed|@!@!@|\d+ states generated|The number of states|Finished computing)")


def report_lines(out: str) -> list[str]:
    """TLC's output without its banner, timings and progress lines."""
    lines = []
    for line in out.splitlines():
        line = line.rstrip()
        if line and not NOISE.match(line) and "Loading" not in line and "(Loaded" not in line:
            lines.append(line)
    return lines


def run_case(tlc: Path, tla: str, cfg: str) -> dict:
    """Run TLC on one case in a fresh folder; its exit code and report."""
    with tempfile.TemporaryDirectory() as d:
        Path(d, "M.tla").write_text(tla)
        Path(d, "M.cfg").write_text(cfg)
        p = subprocess.run([str(tlc), "-workers", "1", "-deadlock", "-config", "M.cfg", "M.tla"],
                           cwd=d, capture_output=True, text=True, timeout=300)
    return {"exit_code": p.returncode, "output": report_lines(p.stdout + p.stderr)}


def main() -> None:
    tlc = Path(sys.argv[1] if len(sys.argv) > 1 else HERE.parents[2] / "shared/tools/tlc/tlc").resolve()
    only = set(sys.argv[2:])
    out_path = HERE / "errors.json"
    results = json.loads(out_path.read_text()) if out_path.exists() and only else {}
    for name, (tla, cfg) in CASES.items():
        if only and name not in only:
            continue
        got = run_case(tlc, tla, cfg)
        key = KEYS.get(name)
        if key is not None and key not in "\n".join(got["output"]):
            sys.exit(f"{name}: TLC's report does not say {key!r}:\n" + "\n".join(got["output"]))
        results[name] = {"tla": tla, "cfg": cfg, "key": key, **got}
        print(name, results[name]["exit_code"], file=sys.stderr)
    out_path.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
