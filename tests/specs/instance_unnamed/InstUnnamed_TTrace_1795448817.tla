---- MODULE InstUnnamed_TTrace_1795448817 ----
EXTENDS Sequences, TLCExt, InstUnnamed, Toolbox, Naturals, TLC

_expression ==
    LET InstUnnamed_TEExpression == INSTANCE InstUnnamed_TEExpression
    IN InstUnnamed_TEExpression!expression
----

_trace ==
    LET InstUnnamed_TETrace == INSTANCE InstUnnamed_TETrace
    IN InstUnnamed_TETrace!trace
----

_inv ==
    ~(
        TLCGet("level") = Len(_TETrace)
        /\
        h = (6)
    )
----

_init ==
    /\ h = _TETrace[1].h
----

_next ==
    /\ \E i,j \in DOMAIN _TETrace:
        /\ \/ /\ j = i + 1
              /\ i = TLCGet("level")
        /\ h  = _TETrace[i].h
        /\ h' = _TETrace[j].h

\* Uncomment the ASSUME below to write the states of the error trace
\* to the given file in Json format. Note that you can pass any tuple
\* to `JsonSerialize`. For example, a sub-sequence of _TETrace.
    \* ASSUME
    \*     LET J == INSTANCE Json
    \*         IN J!JsonSerialize("InstUnnamed_TTrace_1795448817.json", _TETrace)

=============================================================================

 Note that you can extract this module `InstUnnamed_TEExpression`
  to a dedicated file to reuse `expression` (the module in the 
  dedicated `InstUnnamed_TEExpression.tla` file takes precedence 
  over the module `InstUnnamed_TEExpression` below).

---- MODULE InstUnnamed_TEExpression ----
EXTENDS Sequences, TLCExt, InstUnnamed, Toolbox, Naturals, TLC

expression == 
    [
        \* To hide variables of the `InstUnnamed` spec from the error trace,
        \* remove the variables below.  The trace will be written in the order
        \* of the fields of this record.
        h |-> h
        
        \* Put additional constant-, state-, and action-level expressions here:
        \* ,_stateNumber |-> _TEPosition
        \* ,_hUnchanged |-> h = h'
        
        \* Format the `h` variable as Json value.
        \* ,_hJson |->
        \*     LET J == INSTANCE Json
        \*     IN J!ToJson(h)
        
        \* Lastly, you may build expressions over arbitrary sets of states by
        \* leveraging the _TETrace operator.  For example, this is how to
        \* count the number of times a spec variable changed up to the current
        \* state in the trace.
        \* ,_hModCount |->
        \*     LET F[s \in DOMAIN _TETrace] ==
        \*         IF s = 1 THEN 0
        \*         ELSE IF _TETrace[s].h # _TETrace[s-1].h
        \*             THEN 1 + F[s-1] ELSE F[s-1]
        \*     IN F[_TEPosition - 1]
    ]

=============================================================================



Parsing and semantic processing can take forever if the trace below is long.
 In this case, it is advised to uncomment the module below to deserialize the
 trace from a generated binary file.

\*
\*---- MODULE InstUnnamed_TETrace ----
\*EXTENDS IOUtils, InstUnnamed, TLC
\*
\*trace == IODeserialize("InstUnnamed_TTrace_1795448817.bin", TRUE)
\*
\*=============================================================================
\*

---- MODULE InstUnnamed_TETrace ----
EXTENDS InstUnnamed, TLC

trace == 
    <<
    ([h |-> 0]),
    ([h |-> 3]),
    ([h |-> 6])
    >>
----


=============================================================================

---- CONFIG InstUnnamed_TTrace_1795448817 ----

INVARIANT
    _inv

CHECK_DEADLOCK
    \* CHECK_DEADLOCK off because of PROPERTY or INVARIANT above.
    FALSE

INIT
    _init

NEXT
    _next

CONSTANT
    _TETrace <- _trace

ALIAS
    _expression
=============================================================================
\* Generated on Mon Nov 23 15:46:59 UTC 2026