---- MODULE InstSpec ----
EXTENDS Naturals
VARIABLE n
I == INSTANCE Counter WITH c <- n, Max <- 3
IM(m) == INSTANCE Counter WITH c <- n, Max <- m
Spec == I!Spec
Unfair == I!NoFair
ParamSpec == IM(2)!Spec
Live == I!Reaches
ParamLive == IM(2)!Reaches
Inv == I!TypeOK
IV(var) == INSTANCE Counter WITH c <- var, Max <- 2
VarSpec == IV(n)!Spec
VarLive == IV(n)!Reaches /\ <>[](n # 5)
====
