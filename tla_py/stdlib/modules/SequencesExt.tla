---------------------------- MODULE SequencesExt ----------------------------
(* tlapy's SequencesExt. Every operator has a native (tla_py/stdlib/sequences.py);     *)
(* bodies are the community module's meaning where it is short, else a placeholder.   *)
LOCAL INSTANCE Sequences
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE FiniteSetsExt
LOCAL INSTANCE Functions
LOCAL INSTANCE Folds
LOCAL INSTANCE TLC
ToSet(s) == {s[i] : i \in DOMAIN s}
SetToSeq(S) == CHOOSE f \in [1..Cardinality(S) -> S] : IsInjective(f)
SetToSeqs(S) == LET D == 1..Cardinality(S) IN {f \in [D -> S] : \A i, j \in D : i # j => f[i] # f[j]}
SetToSortSeq(S, op(_,_)) == SortSeq(SetToSeq(S), op)
SetToAllKPermutations(S) == UNION {SetToSeqs(s) : s \in SUBSET S}
TupleOf(set, n) == [1..n -> set]
SeqOf(set, n) == UNION {[1..m -> set] : m \in 0..n}
BoundedSeq(S, n) == SeqOf(S, n)
Contains(s, e) == \E i \in 1..Len(s) : s[i] = e
Reverse(s) == [i \in 1..Len(s) |-> s[(Len(s) - i) + 1]]
Remove(s, e) == SelectSeq(s, LAMBDA t : t # e)
ReplaceAll(s, old, new) == [i \in 1..Len(s) |-> IF s[i] = old THEN new ELSE s[i]]
SelectInSeq(seq, Test(_)) == 0          \* native
SelectInSubSeq(seq, from, to, Test(_)) == 0   \* native
SelectLastInSeq(seq, Test(_)) == 0      \* native
SelectLastInSubSeq(seq, from, to, Test(_)) == 0   \* native
InsertAt(s, i, e) == SubSeq(s, 1, i - 1) \o <<e>> \o SubSeq(s, i, Len(s))
ReplaceAt(s, i, e) == [s EXCEPT ![i] = e]
RemoveAt(s, i) == SubSeq(s, 1, i - 1) \o SubSeq(s, i + 1, Len(s))
RemoveFirst(s, e) == s                  \* native
RemoveFirstMatch(s, Test(_)) == s       \* native
Cons(elt, seq) == <<elt>> \o seq
Snoc(elt, seq) == Append(seq, elt)
Front(s) == SubSeq(s, 1, Len(s) - 1)
Last(s) == s[Len(s)]
IsPrefix(s, t) == Len(s) <= Len(t) /\ SubSeq(s, 1, Len(s)) = SubSeq(t, 1, Len(s))
IsStrictPrefix(s, t) == IsPrefix(s, t) /\ s # t
IsSuffix(s, t) == IsPrefix(Reverse(s), Reverse(t))
IsStrictSuffix(s, t) == IsSuffix(s, t) /\ s # t
Prefixes(s) == {SubSeq(s, 1, l) : l \in 0..Len(s)}
CommonPrefixes(S) == LET P == UNION {Prefixes(seq) : seq \in S}
                     IN {prefix \in P : \A t \in S : IsPrefix(prefix, t)}
LongestCommonPrefix(S) == CHOOSE longest \in CommonPrefixes(S) :
                              \A other \in CommonPrefixes(S) : Len(other) <= Len(longest)
Suffixes(s) == {SubSeq(s, l, Len(s)) : l \in 1..Len(s)} \cup {<<>>}
SeqMod(a, b) == IF a % b = 0 THEN b ELSE a % b
FoldSeq(op(_, _), base, seq) == FoldFunction(op, base, seq)
FoldLeft(op(_, _), base, seq) == base   \* native: op(op(op(base, s[1]), s[2]), ...)
FoldRight(op(_, _), seq, base) == base  \* native: op(s[1], op(s[2], ... op(s[n], base)))
FoldLeftDomain(op(_, _), base, seq) == FoldLeft(op, base, [i \in DOMAIN seq |-> i])
FoldRightDomain(op(_, _), seq, base) == FoldRight(op, [i \in DOMAIN seq |-> i], base)
FlattenSeq(seqs) == seqs                \* native: the concatenation of the sequences in seqs
Zip(s, t) == LET l == IF Len(s) <= Len(t) THEN Len(s) ELSE Len(t)
             IN [i \in 1..l |-> <<s[i], t[i]>>]
Interleave(s, t) == s                   \* native
SubSeqs(s) == {SubSeq(s, i + 1, j) : i, j \in 0..Len(s)}
AllSubSeqs(s) == {FoldFunction(Snoc, <<>>, [i \in D |-> s[i]]) : D \in SUBSET DOMAIN s}
IndexFirstSubSeq(s, t) == 0             \* native
ReplaceSubSeqAt(i, r, s, t) == SubSeq(t, 1, i - 1) \o r \o SubSeq(t, i + Len(s), Len(t))
ReplaceFirstSubSeq(r, s, t) == t        \* native
ReplaceAllSubSeqs(r, s, t) == t         \* native
=============================================================================
