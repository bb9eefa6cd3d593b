"""TLC's warnings about a model that runs but may not check what its author meant, in TLC's words."""

from __future__ import annotations

INVARIANT_CONSTANT_LEVEL = 2149
LIVE_FORMULA_STATE_LEVEL = 2255


def constant_invariant_warning(name: str) -> tuple[int, str]:
    """An INVARIANT without variables: TLC evaluates it once (it holds) and warns that ASSUME says that."""
    return INVARIANT_CONSTANT_LEVEL, (
        f"The invariant {name} is a constant-level formula (i.e., it contains no variables, primes, or "
        "temporal operators) and evaluates to TRUE. To assert constant-level formulas in your spec, use "
        "ASSUME ConstInv. If you optionally want to give the assumption a name, write ASSUME "
        "YourAssumption == ConstInv instead. See https://explain.tlapl.us/assumptions-and-invariants for "
        "additional details.")


def state_level_property_warning(name: str) -> tuple[int, str]:
    """A PROPERTY that is a state predicate: TLC checks it on the initial states only, and says so."""
    return LIVE_FORMULA_STATE_LEVEL, (
        f"The formula {name} is a state-level formula, but it was used as a PROPERTY (or PROPERTIES), where "
        "a temporal formula is typically expected. State-level formulas used as PROPERTY or PROPERTIES are "
        f"only checked in the initial state. To verify that the formula {name} holds in all states of every "
        f"behavior, use INVARIANT {name} instead. Alternatively, applying the \"always\" temporal operator "
        f"([]) to the state-level formula {name} changes it into a temporal formula, asserting that {name} "
        "holds in all states of every behavior. See https://explain.tlapl.us/invariants-and-properties for "
        "additional details.")
