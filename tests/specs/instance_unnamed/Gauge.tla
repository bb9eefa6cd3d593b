---- MODULE Gauge ----
EXTENDS Naturals
CONSTANT Cap, Step
VARIABLE level
GInit == level = 0
Rise == level + Step <= Cap /\ level' = level + Step
Full == level + Step > Cap
====
