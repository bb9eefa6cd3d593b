"""The values API: TLA+ values with TLC's equality, order, printing and stable fingerprints.

BOOLEAN values are Python bools, integers Python ints, strings Python strs; ModelValue, SetValue,
the lazy sets, Seq and Fcn are defined in core.py and sets.py; format_value in printing.py.
"""

from tla_py.values.core import (
    BOOLEAN_SET,
    EMPTY_SEQ,
    EMPTY_SET,
    FP_FALSE,
    FP_TRUE,
    Fcn,
    Interval,
    ModelValue,
    Seq,
    SetValue,
    TlaSet,
    Value,
    fingerprint,
    intern_strings,
    is_fcn,
    make_fcn,
    make_record,
    reset_string_order,
    sort_key,
    state_fingerprint,
    tlc_compare,
    tlc_sorted,
)
from tla_py.values.functions import apply, as_fcn_dict, domain, except_at, extend_fcn, fcn_items, field
from tla_py.values.printing import format_string, format_value, pretty_value
from tla_py.values.sets import (
    INT,
    NAT,
    STRING_SET,
    FcnSet,
    Product,
    RecordSet,
    SeqSet,
    SetCap,
    SetCup,
    SetDiff,
    SubsetSet,
)

__all__ = [
    "BOOLEAN_SET", "EMPTY_SEQ", "EMPTY_SET", "FP_FALSE", "FP_TRUE", "INT", "NAT", "STRING_SET", "Fcn",
    "FcnSet", "Interval", "ModelValue", "Product", "RecordSet", "Seq", "SeqSet", "SetCap", "SetCup",
    "SetDiff", "SetValue", "SubsetSet", "TlaSet", "Value", "apply", "as_fcn_dict", "domain", "except_at",
    "extend_fcn", "fcn_items", "field", "fingerprint", "format_string", "format_value", "intern_strings",
    "is_fcn", "make_fcn", "make_record", "pretty_value", "reset_string_order", "sort_key",
    "state_fingerprint", "tlc_compare", "tlc_sorted",
]
