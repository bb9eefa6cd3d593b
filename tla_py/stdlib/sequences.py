"""Natives of Sequences and SequencesExt."""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, permutations, product

from tla_py.errors import EvalError, ModuleEvalError
from tla_py.values import (
    EMPTY_SEQ,
    EMPTY_SET,
    Seq,
    SetValue,
    TlaSet,
    Value,
    tlc_sorted,
)
from tla_py.values.ops import as_set
from tla_py.values.printing import format_value
from tla_py.values.sets import SeqSet


def seq(v: Value, op: str = "sequence operator") -> tuple:
    """The elements of a sequence, or TLC's error for a non-sequence."""
    if type(v) is Seq:
        return v.elems
    raise ModuleEvalError(f"The argument of {op} should be a sequence, but instead it is:\n{format_value(v)}")


def _nat(v: Value, op: str) -> int:
    if type(v) is not int:
        raise ModuleEvalError(f"The argument of {op} should be an integer, but instead it is:"
                              f"\n{format_value(v)}")
    return v


def length(s: Value) -> int:
    if type(s) is Seq:
        return len(s.elems)
    if type(s) is str:
        return len(s)
    return len(seq(s, "Len"))


def concat(s: Value, t: Value) -> Value:
    """s \\o t, for sequences or strings."""
    if type(s) is str and type(t) is str:
        return s + t
    a, b = seq(s, "\\o"), seq(t, "\\o")
    if not b:
        return s
    if not a:
        return t
    return Seq(a + b)


def append(s: Value, e: Value) -> Seq:
    return Seq(seq(s, "Append") + (e,))


def head(s: Value) -> Value:
    elems = seq(s, "Head")
    if not elems:
        raise ModuleEvalError("Attempted to apply Head to the empty sequence.")
    return elems[0]


def tail(s: Value) -> Seq:
    elems = seq(s, "Tail")
    if not elems:
        raise ModuleEvalError("Attempted to apply Tail to the empty sequence.")
    return Seq(elems[1:])


def subseq(s: Value, m: Value, n: Value) -> Value:
    m, n = _nat(m, "SubSeq"), _nat(n, "SubSeq")
    if type(s) is str:
        return s[m - 1 : n] if m <= n else ""
    elems = seq(s, "SubSeq")
    if m > n:
        return EMPTY_SEQ
    if m < 1 or n > len(elems):
        raise ModuleEvalError(
            f"The second argument of SubSeq must be in the domain of its first argument:\n{format_value(s)}\n"
            f"but instead it is\n{m}" if m < 1 else
            f"The third argument of SubSeq must be in the domain of its first argument:\n{format_value(s)}\n"
            f"but instead it is\n{n}"
        )
    return Seq(elems[m - 1 : n])


def select_seq(s: Value, test: Callable) -> Seq:
    kept = []
    for e in seq(s, "SelectSeq"):
        r = test(e)
        if r is True:
            kept.append(e)
        elif r is not False:
            raise ModuleEvalError("The second argument of SelectSeq should be a operator, but instead it "
                                  f"is:\n{format_value(r)}")
    return Seq(tuple(kept))


SEQUENCES: dict[str, Callable] = {
    "Seq": lambda s: SeqSet(as_set(s)),
    "Len": length,
    "\\o": concat,
    "Append": append,
    "Head": head,
    "Tail": tail,
    "SubSeq": subseq,
    "SelectSeq": select_seq,
}


# ---------------------------------------------------------------- SequencesExt


def to_set(s: Value) -> SetValue:
    return SetValue(seq(s, "ToSet"))


def set_to_seq(s: Value) -> Seq:
    return Seq(tuple(as_set(s)))


def set_to_seqs(s: Value) -> SetValue:
    return SetValue(Seq(p) for p in permutations(tuple(as_set(s))))


def set_to_sort_seq(s: Value, lt: Callable) -> Seq:
    return sort_seq(Seq(tuple(as_set(s))), lt)


def sort_seq(s: Value, lt: Callable) -> Seq:
    """SortSeq(s, <): a stable insertion order consistent with the strict order lt."""
    from functools import cmp_to_key

    def cmp(a: Value, b: Value) -> int:
        if lt(a, b):
            return -1
        if lt(b, a):
            return 1
        return 0

    return Seq(tuple(sorted(seq(s, "SortSeq"), key=cmp_to_key(cmp))))


def set_to_all_k_permutations(s: Value) -> SetValue:
    elems = tuple(as_set(s))
    return SetValue(Seq(p) for k in range(len(elems) + 1) for p in permutations(elems, k))


def tuple_of(s: Value, n: Value) -> SetValue:
    return SetValue(Seq(t) for t in product(tuple(as_set(s)), repeat=n))


def seq_of(s: Value, n: Value) -> SetValue:
    elems = tuple(as_set(s))
    return SetValue(Seq(t) for k in range(n + 1) for t in product(elems, repeat=k))


def contains(s: Value, e: Value) -> bool:
    return e in seq(s, "Contains")


def reverse(s: Value) -> Seq:
    return Seq(seq(s, "Reverse")[::-1])


def remove(s: Value, e: Value) -> Seq:
    return Seq(tuple(x for x in seq(s, "Remove") if x != e))


def replace_all(s: Value, old: Value, new: Value) -> Seq:
    return Seq(tuple(new if x == old else x for x in seq(s, "ReplaceAll")))


def select_in_seq(s: Value, test: Callable) -> int:
    for i, x in enumerate(seq(s, "SelectInSeq"), 1):
        if test(x):
            return i
    return 0


def select_in_subseq(s: Value, frm: Value, to: Value, test: Callable) -> int:
    elems = seq(s, "SelectInSubSeq")
    for i in range(frm, to + 1):
        if test(elems[i - 1]):
            return i
    return 0


def select_last_in_seq(s: Value, test: Callable) -> int:
    elems = seq(s, "SelectLastInSeq")
    for i in range(len(elems), 0, -1):
        if test(elems[i - 1]):
            return i
    return 0


def select_last_in_subseq(s: Value, frm: Value, to: Value, test: Callable) -> int:
    elems = seq(s, "SelectLastInSubSeq")
    for i in range(to, frm - 1, -1):
        if test(elems[i - 1]):
            return i
    return 0


def insert_at(s: Value, i: Value, e: Value) -> Seq:
    elems = seq(s, "InsertAt")
    return Seq(elems[: i - 1] + (e,) + elems[i - 1 :])


def replace_at(s: Value, i: Value, e: Value) -> Seq:
    elems = seq(s, "ReplaceAt")
    return Seq(elems[: i - 1] + (e,) + elems[i:])


def remove_at(s: Value, i: Value) -> Seq:
    elems = seq(s, "RemoveAt")
    return Seq(elems[: i - 1] + elems[i:])


def remove_first(s: Value, e: Value) -> Seq:
    elems = seq(s, "RemoveFirst")
    for i, x in enumerate(elems):
        if x == e:
            return Seq(elems[:i] + elems[i + 1 :])
    return s


def remove_first_match(s: Value, test: Callable) -> Seq:
    elems = seq(s, "RemoveFirstMatch")
    for i, x in enumerate(elems):
        if test(x):
            return Seq(elems[:i] + elems[i + 1 :])
    return s


def front(s: Value) -> Seq:
    return Seq(seq(s, "Front")[:-1])  # SubSeq(s, 1, Len(s) - 1): <<>> for <<>>


def last(s: Value) -> Value:
    elems = seq(s, "Last")
    if not elems:  # s[Len(s)]: TLC's error for the index 0
        raise EvalError("Attempted to access index 0 of tuple\n<<>>\nwhich is out of bounds.")
    return elems[-1]


def is_prefix(s: Value, t: Value) -> bool:
    a, b = seq(s, "IsPrefix"), seq(t, "IsPrefix")
    return len(a) <= len(b) and b[: len(a)] == a


def is_suffix(s: Value, t: Value) -> bool:
    a, b = seq(s, "IsSuffix"), seq(t, "IsSuffix")
    return len(a) <= len(b) and b[len(b) - len(a) :] == a


def prefixes(s: Value) -> SetValue:
    elems = seq(s, "Prefixes")
    return SetValue(Seq(elems[:k]) for k in range(len(elems) + 1))


def suffixes(s: Value) -> SetValue:
    elems = seq(s, "Suffixes")
    return SetValue(Seq(elems[k:]) for k in range(len(elems) + 1))


def common_prefixes(ss: Value) -> TlaSet:
    seqs = [seq(x, "CommonPrefixes") for x in as_set(ss)]
    if not seqs:
        return EMPTY_SET
    return prefixes(longest_common_prefix(ss))


def longest_common_prefix(ss: Value) -> Seq:
    seqs = [seq(x, "LongestCommonPrefix") for x in as_set(ss)]
    if not seqs:
        return EMPTY_SEQ
    n = 0
    while all(len(x) > n for x in seqs) and all(x[n] == seqs[0][n] for x in seqs):
        n += 1
    return Seq(seqs[0][:n])


def seq_mod(a: Value, b: Value) -> int:
    m = a % b
    return b if m == 0 else m


def fold_seq(op: Callable, base: Value, s: Value) -> Value:
    """FoldSeq/FoldLeft: op(op(base, s[1]), s[2]) ..."""
    acc = base
    for x in seq(s, "FoldLeft"):
        acc = op(acc, x)
    return acc


def fold_seq_community(op: Callable, base: Value, s: Value) -> Value:
    """FoldSeq(op, base, s) == op(s[n], ... op(s[2], op(s[1], base))), as TLC computes it."""
    acc = base
    for x in seq(s, "FoldSeq"):
        acc = op(x, acc)
    return acc


def fold_right(op: Callable, s: Value, base: Value) -> Value:
    acc = base
    for x in reversed(seq(s, "FoldRight")):
        acc = op(x, acc)
    return acc


def fold_left_domain(op: Callable, base: Value, s: Value) -> Value:
    acc = base
    for i in range(1, len(seq(s, "FoldLeftDomain")) + 1):
        acc = op(acc, i)
    return acc


def fold_right_domain(op: Callable, s: Value, base: Value) -> Value:
    acc = base
    for i in range(len(seq(s, "FoldRightDomain")), 0, -1):
        acc = op(i, acc)
    return acc


def flatten_seq(ss: Value) -> Seq:
    out: tuple = ()
    for x in seq(ss, "FlattenSeq"):
        out += seq(x, "FlattenSeq")
    return Seq(out)


def zip_seqs(s: Value, t: Value) -> Seq:
    return Seq(tuple(Seq((a, b)) for a, b in zip(seq(s, "Zip"), seq(t, "Zip"))))


def interleave(s: Value, t: Value) -> Seq:
    """As the community module: a sequence of one-element sequences <<s[1]>>, <<t[1]>>, ..."""
    a, b = seq(s, "Interleave"), seq(t, "Interleave")
    if len(a) != len(b):  # the community module's CASE has no arm for it
        raise EvalError("Attempted to evaluate a CASE with no conditions true.")
    if not a:
        return Seq((EMPTY_SEQ, EMPTY_SEQ))
    out: tuple = ()
    for x, y in zip(a, b):
        out += (Seq((x,)), Seq((y,)))
    return Seq(out)


def subseqs(s: Value) -> SetValue:
    """All contiguous subsequences, <<>> included."""
    e = seq(s, "SubSeqs")
    return SetValue([EMPTY_SEQ] + [Seq(e[i:j]) for i in range(len(e)) for j in range(i + 1, len(e) + 1)])


def all_subseqs(s: Value) -> SetValue:
    """All (not necessarily contiguous) subsequences."""
    e = seq(s, "AllSubSeqs")
    return SetValue(Seq(tuple(e[i] for i in idx)) for k in range(len(e) + 1)
                    for idx in combinations(range(len(e)), k))


def index_first_subseq(s: Value, t: Value) -> int:
    a, b = seq(s, "IndexFirstSubSeq"), seq(t, "IndexFirstSubSeq")
    for i in range(len(b) - len(a) + 1):
        if b[i : i + len(a)] == a:
            return i + 1
    return 0


def replace_subseq_at(i: Value, r: Value, s: Value, t: Value) -> Seq:
    a, rr, b = seq(s, "ReplaceSubSeqAt"), seq(r, "ReplaceSubSeqAt"), seq(t, "ReplaceSubSeqAt")
    return Seq(b[: i - 1] + rr + b[i - 1 + len(a) :])


def replace_first_subseq(r: Value, s: Value, t: Value) -> Value:
    if type(r) is str and type(s) is str and type(t) is str:  # TLC's override for strings
        return t.replace(s, r, 1) if s else r + t
    i = index_first_subseq(s, t)
    return replace_subseq_at(i, r, s, t) if i else t


def replace_all_subseqs(r: Value, s: Value, t: Value) -> Value:
    if type(r) is str and type(s) is str and type(t) is str:  # TLC's override for strings
        return t.replace(s, r) if s else r + r.join(t)
    a, rr, b = seq(s, "ReplaceAllSubSeqs"), seq(r, "ReplaceAllSubSeqs"), seq(t, "ReplaceAllSubSeqs")
    if a == b:
        return r
    if not a:
        out: tuple = ()
        for x in b:
            out += rr + (x,)
        return Seq(out)
    out, i = (), 0
    while i < len(b):
        if b[i : i + len(a)] == a:
            out += rr
            i += len(a)
        else:
            out += (b[i],)
            i += 1
    return Seq(out)


def bounded_seq(s: Value, n: Value) -> SetValue:
    return seq_of(s, n)


SEQUENCES_EXT: dict[str, Callable] = {
    "ToSet": to_set,
    "SetToSeq": set_to_seq,
    "SetToSeqs": set_to_seqs,
    "SetToSortSeq": set_to_sort_seq,
    "SortSeq": sort_seq,
    "SetToAllKPermutations": set_to_all_k_permutations,
    "TupleOf": tuple_of,
    "SeqOf": seq_of,
    "BoundedSeq": bounded_seq,
    "Contains": contains,
    "Reverse": reverse,
    "Remove": remove,
    "ReplaceAll": replace_all,
    "SelectInSeq": select_in_seq,
    "SelectInSubSeq": select_in_subseq,
    "SelectLastInSeq": select_last_in_seq,
    "SelectLastInSubSeq": select_last_in_subseq,
    "InsertAt": insert_at,
    "ReplaceAt": replace_at,
    "RemoveAt": remove_at,
    "RemoveFirst": remove_first,
    "RemoveFirstMatch": remove_first_match,
    "Cons": lambda e, s: Seq((e,) + seq(s, "Cons")),
    "Snoc": lambda e, s: Seq(seq(s, "Snoc") + (e,)),
    "Front": front,
    "Last": last,
    "IsPrefix": is_prefix,
    "IsStrictPrefix": lambda s, t: is_prefix(s, t) and s != t,
    "IsSuffix": is_suffix,
    "IsStrictSuffix": lambda s, t: is_suffix(s, t) and s != t,
    "Prefixes": prefixes,
    "CommonPrefixes": common_prefixes,
    "LongestCommonPrefix": longest_common_prefix,
    "Suffixes": suffixes,
    "SeqMod": seq_mod,
    "FoldSeq": fold_seq_community,
    "FoldLeft": fold_seq,
    "FoldRight": fold_right,
    "FoldLeftDomain": fold_left_domain,
    "FoldRightDomain": fold_right_domain,
    "FlattenSeq": flatten_seq,
    "Zip": zip_seqs,
    "Interleave": interleave,
    "SubSeqs": subseqs,
    "AllSubSeqs": all_subseqs,
    "IndexFirstSubSeq": index_first_subseq,
    "ReplaceSubSeqAt": replace_subseq_at,
    "ReplaceFirstSubSeq": replace_first_subseq,
    "ReplaceAllSubSeqs": replace_all_subseqs,
}

__all__ = ["SEQUENCES", "SEQUENCES_EXT", "seq", "tlc_sorted"]
