---- MODULE CoverageWhole ----
\* Next from an unnamed INSTANCE with parameters: TLC keeps its SubstInNode as one action, named by the
\* config's NEXT (or `Action`, as the instancee's Spec names it) and placed at the INSTANCE.
CONSTANT Limit
VARIABLE x
INSTANCE CoverageWholeIns
====
