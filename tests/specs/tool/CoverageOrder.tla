---- MODULE CoverageOrder ----
\* A named INSTANCE puts one name per definition of the instancee (EXTENDS included) into SANY's
\* symbol table: the table's capacity, so TLC's order of the variables, follows (coverage lists them so).
EXTENDS Naturals, Sequences
VARIABLES tee, stage, cycle, primer, product
Low == INSTANCE CoverageOrderInner WITH Bound <- 2
High == INSTANCE CoverageOrderInner WITH Bound <- 3
Init == tee = 0 /\ stage = 0 /\ cycle = 0 /\ primer = 0 /\ product = 0
Next == /\ Low!Low(cycle)
        /\ cycle' = cycle + 1
        /\ stage' = IF High!Low(stage) THEN stage + 1 ELSE stage
        /\ UNCHANGED <<tee, primer, product>>
====
