---- MODULE Order ----
EXTENDS Base
VARIABLE mid
VARIABLES b, a, count, x, y
VARIABLE p, q
I == INSTANCE Inner
vars == <<zeta, alpha, mid, b, a, count, x, y, p, q>>
Init == zeta = 0 /\ alpha = 1 /\ mid = 2 /\ b = 3 /\ a = 4 /\ count = 0 /\ x = "x" /\ y = {} /\ I!IInit
Next == count' = count + 1 /\ UNCHANGED <<zeta, alpha, mid, b, a, x, y>> /\ I!INext
Inv == count < 3
====
