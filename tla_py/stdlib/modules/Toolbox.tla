-------------------------------- MODULE Toolbox -------------------------------
(* tlapy's Toolbox: the trace explorer's names. Only the Toolbox's trace explorer gives _TETrace a *)
(* value; model checking a spec that evaluates it fails, as in TLC.                               *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC
_TETrace == CHOOSE f \in [(Nat \ {0}) -> STRING] : TRUE
LOCAL TraceLength == Cardinality(DOMAIN _TETrace)
_TEPosition == IF TLCGet("level") >= TraceLength THEN TraceLength
               ELSE IF TLCGet("level") = 0 THEN 1 ELSE TLCGet("level")
===============================================================================
