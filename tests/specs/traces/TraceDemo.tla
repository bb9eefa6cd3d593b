---- MODULE TraceDemo ----
\* A small spec whose states hold each kind of value: a set, a sequence of records, a function with
\* model values as its domain. Used by tests/test_traces.py.
EXTENDS Naturals, Sequences
CONSTANTS Procs
VARIABLES x, q, f
Init == x = 0 /\ q = <<>> /\ f = [p \in Procs |-> {}]
Inc == x < 2 /\ x' = x + 1 /\ UNCHANGED <<q, f>>
Send(p) == Len(q) < 2 /\ q' = Append(q, [from |-> p, n |-> x]) /\ f' = [f EXCEPT ![p] = @ \cup {x}]
           /\ UNCHANGED x
Next == Inc \/ \E p \in Procs : Send(p)
NotBoth == ~(x = 2 /\ Len(q) = 2)
OneSender == Len(q) < 2 \/ q[1].from = q[2].from
====
