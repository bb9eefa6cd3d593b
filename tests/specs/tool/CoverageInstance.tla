---- MODULE CoverageInstance ----
\* Init and an invariant from an unnamed INSTANCE of a module with parameters: SANY wraps their bodies
\* in a SubstInNode placed at the INSTANCE, which TLC's coverage lines name.
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
INSTANCE CoverageInstanced
Step == x' = (x + 1) % Limit
====
