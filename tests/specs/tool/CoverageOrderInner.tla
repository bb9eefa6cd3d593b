---- MODULE CoverageOrderInner ----
EXTENDS Integers, Sequences, FiniteSets
CONSTANT Bound
Low(level) == level < Bound
Sum(s) == Cardinality(s) + Len(<<>>)
====
