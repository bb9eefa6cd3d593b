---- MODULE CallStackAssume ----
\* An ASSUME that fails to evaluate: message 2179 inside 2105, no nested positions.
EXTENDS Naturals, TLC
ASSUME Print("assume", TRUE)
ASSUME 1 \div 0 = 1
====
