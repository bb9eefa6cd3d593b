---- MODULE PrintValues ----
\* Prints in ASSUMEs of a spec without variables: once each, as in TLC; TLC's statistics.
EXTENDS TLC, Naturals
S == {1, 2}
ASSUME PrintT(<<"assume", S>>)
ASSUME \A s \in S : Print(s, TRUE)
====
