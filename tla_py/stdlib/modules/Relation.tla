------------------------------- MODULE Relation -------------------------------
(* tlapy's Relation: a relation on S is a Boolean function on S \X S. *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
LOCAL AsFcn(op(_, _), S) == [<<x, y>> \in S \X S |-> op(x, y)]
IsReflexive(R, S) == \A x \in S : R[x, x]
IsReflexiveUnder(op(_, _), S) == IsReflexive(AsFcn(op, S), S)
IsIrreflexive(R, S) == \A x \in S : ~R[x, x]
IsIrreflexiveUnder(op(_, _), S) == IsIrreflexive(AsFcn(op, S), S)
IsSymmetric(R, S) == \A x, y \in S : R[x, y] <=> R[y, x]
IsSymmetricUnder(op(_, _), S) == IsSymmetric(AsFcn(op, S), S)
IsAntiSymmetric(R, S) == \A x, y \in S : R[x, y] /\ R[y, x] => x = y
IsAntiSymmetricUnder(op(_, _), S) == IsAntiSymmetric(AsFcn(op, S), S)
IsAsymmetric(R, S) == \A x, y \in S : ~(R[x, y] /\ R[y, x])
IsAsymmetricUnder(op(_, _), S) == IsAsymmetric(AsFcn(op, S), S)
IsTransitive(R, S) == \A x, y, z \in S : R[x, y] /\ R[y, z] => R[x, z]
IsTransitiveUnder(op(_, _), S) == IsTransitive(AsFcn(op, S), S)
IsStrictlyPartiallyOrdered(R, S) == IsIrreflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsStrictlyPartiallyOrderedUnder(op(_, _), S) == IsStrictlyPartiallyOrdered(AsFcn(op, S), S)
IsPartiallyOrdered(R, S) == IsReflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsPartiallyOrderedUnder(op(_, _), S) == IsPartiallyOrdered(AsFcn(op, S), S)
IsStrictlyTotallyOrdered(R, S) ==
    IsStrictlyPartiallyOrdered(R, S) /\ \A x, y \in S : x # y => R[x, y] \/ R[y, x]
IsStrictlyTotallyOrderedUnder(op(_, _), S) == IsStrictlyTotallyOrdered(AsFcn(op, S), S)
IsTotallyOrdered(R, S) == IsPartiallyOrdered(R, S) /\ \A x, y \in S : R[x, y] \/ R[y, x]
IsTotallyOrderedUnder(op(_, _), S) == IsTotallyOrdered(AsFcn(op, S), S)
\* Warshall: after step k, R[x, y] holds when a path from x to y passes only through the first k nodes.
TransitiveClosure(R, S) ==
    LET Step[k \in SUBSET S] ==
            IF k = {} THEN [p \in S \X S |-> R[p]]
            ELSE LET z == CHOOSE z \in k : TRUE
                     C == Step[k \ {z}]
                 IN  [<<x, y>> \in S \X S |-> C[x, y] \/ (C[x, z] /\ C[z, y])]
    IN  Step[S]
ReflexiveTransitiveClosure(R, S) ==
    LET C == TransitiveClosure(R, S) IN [<<x, y>> \in S \X S |-> x = y \/ C[x, y]]
IsConnected(R, S) == \A x, y \in S : ReflexiveTransitiveClosure(R, S)[x, y]
===============================================================================
