"""How TLC's Java errors name a value: the class of TLC's value for it, and that class's kind in words."""

from __future__ import annotations

from tla_py.values.core import Fcn, FcnRule, Interval, ModelValue, Seq, SetValue, Value
from tla_py.values.sets import (
    FcnSet,
    PredicateSet,
    Product,
    RecordSet,
    SetCap,
    SetCup,
    SetDiff,
    SubsetSet,
    _Infinite,
)

_CLASSES: dict[type, str] = {
    bool: "BoolValue", int: "IntValue", str: "StringValue", ModelValue: "ModelValue",
    SetValue: "SetEnumValue", Interval: "IntervalValue", Seq: "TupleValue", FcnRule: "FcnLambdaValue",
    SubsetSet: "SubsetValue", FcnSet: "SetOfFcnsValue", RecordSet: "SetOfRcdsValue",
    Product: "SetOfTuplesValue", SetCup: "SetCupValue", SetCap: "SetCapValue", SetDiff: "SetDiffValue",
    PredicateSet: "SetPredValue", _Infinite: "UserValue",
}

_KINDS: dict[str, str] = {
    "BoolValue": "a Boolean value", "IntValue": "an integer", "StringValue": "a string",
    "RecordValue": "a record", "SetEnumValue": "a set of the form {e1, ... ,eN}",
    "SetPredValue": "a set of the form {x \\in S : expr}", "TupleValue": "a tuple",
    "FcnLambdaValue": "a function of the form  [x \\in S |-> expr]",
    "FcnRcdValue": "a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)", "OpLambdaValue": "an operator",
    "SetOfFcnsValue": "a set of the form [S -> T]",
    "SetOfRcdsValue": "a set of the form [d1 : S1, ... , dN : SN]", "SetOfTuplesValue": "a cartesian product",
    "SubsetValue": "a set of the form SUBSET S", "SetDiffValue": "a set of the form S \\ T",
    "SetCapValue": "a set of the form S \\cap T", "SetCupValue": "a set of the form S \\cup T",
    "ModelValue": "a model value", "UserValue": "a special set constant",
    "IntervalValue": "a set of the form i..j",
}
"""TLC's Value.getKindString for each class."""


def java_class(v: Value) -> str:
    """The class of TLC's value for v, as its Java errors name it."""
    if isinstance(v, Fcn):
        return "RecordValue" if v.is_record() and v.map else "FcnRcdValue"
    if callable(v):
        return "OpLambdaValue"
    return next((name for t, name in _CLASSES.items() if isinstance(v, t)), "Value")


def kind_text(v: Value) -> str:
    """What kind of value v is, in TLC's words ("an integer", "a set of the form i..j")."""
    return _KINDS.get(java_class(v), "a value")
