-------------------------------- MODULE ShiViz --------------------------------
(* tlapy's ShiViz: Host and Clock of the trace explorer's trace _TETrace (module Toolbox) for ShiViz: *)
(* the process whose pc changed into state i, and the vector clock counting those changes.           *)
LOCAL INSTANCE Integers
LOCAL INSTANCE Json
LOCAL INSTANCE TLC
INSTANCE Toolbox   \* not LOCAL: TLC's override of _TETrace must stay visible
LOCAL FnHost ==
    LET host[i \in DOMAIN _TETrace] ==
            IF i = 1 THEN "--"
            ELSE IF _TETrace[i - 1].pc = _TETrace[i].pc THEN host[i - 1]
            ELSE CHOOSE p \in DOMAIN _TETrace[i - 1].pc : _TETrace[i - 1].pc[p] # _TETrace[i].pc[p]
    IN  TLCEval(host)
Host == FnHost[_TEPosition]
LOCAL Tick(n) == [p \in DOMAIN _TETrace[n].pc |-> IF n > 1 /\ p = FnHost[n] THEN 1 ELSE 0]
LOCAL FnClock ==
    LET vc[i \in DOMAIN _TETrace] ==
            IF i = 1 THEN Tick(i)
            ELSE LET prev == TLCEval(vc[i - 1]) IN [d \in DOMAIN prev |-> prev[d] + Tick(i)[d]]
    IN  TLCEval(vc)
Clock == ToJsonObject(FnClock[_TEPosition])
===============================================================================
