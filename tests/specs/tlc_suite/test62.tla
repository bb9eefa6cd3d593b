----------------------- MODULE test62 --------------------------
EXTENDS TLC
ASSUME Print("Should print this", TRUE)
ASSUME PrintT("And this")
=================================================================
