---- MODULE BoundUnfair_TTrace_1795451302 ----
EXTENDS Sequences, TLCExt, BoundUnfair, Toolbox, Naturals, TLC

_expression ==
    LET BoundUnfair_TEExpression == INSTANCE BoundUnfair_TEExpression
    IN BoundUnfair_TEExpression!expression
----

_trace ==
    LET BoundUnfair_TETrace == INSTANCE BoundUnfair_TETrace
    IN BoundUnfair_TETrace!trace
----

_prop ==
    ~<>[](
        cnt = ([a |-> 0, b |-> 2])
    )
----

_init ==
    /\ cnt = _TETrace[1].cnt
----

_next ==
    /\ \E i,j \in DOMAIN _TETrace:
        /\ \/ /\ j = i + 1
              /\ i = TLCGet("level")
        /\ cnt  = _TETrace[i].cnt
        /\ cnt' = _TETrace[j].cnt

\* Uncomment the ASSUME below to write the states of the error trace
\* to the given file in Json format. Note that you can pass any tuple
\* to `JsonSerialize`. For example, a sub-sequence of _TETrace.
    \* ASSUME
    \*     LET J == INSTANCE Json
    \*         IN J!JsonSerialize("BoundUnfair_TTrace_1795451302.json", _TETrace)

=============================================================================

 Note that you can extract this module `BoundUnfair_TEExpression`
  to a dedicated file to reuse `expression` (the module in the 
  dedicated `BoundUnfair_TEExpression.tla` file takes precedence 
  over the module `BoundUnfair_TEExpression` below).

---- MODULE BoundUnfair_TEExpression ----
EXTENDS Sequences, TLCExt, BoundUnfair, Toolbox, Naturals, TLC

expression == 
    [
        \* To hide variables of the `BoundUnfair` spec from the error trace,
        \* remove the variables below.  The trace will be written in the order
        \* of the fields of this record.
        cnt |-> cnt
        
        \* Put additional constant-, state-, and action-level expressions here:
        \* ,_stateNumber |-> _TEPosition
        \* ,_cntUnchanged |-> cnt = cnt'
        
        \* Format the `cnt` variable as Json value.
        \* ,_cntJson |->
        \*     LET J == INSTANCE Json
        \*     IN J!ToJson(cnt)
        
        \* Lastly, you may build expressions over arbitrary sets of states by
        \* leveraging the _TETrace operator.  For example, this is how to
        \* count the number of times a spec variable changed up to the current
        \* state in the trace.
        \* ,_cntModCount |->
        \*     LET F[s \in DOMAIN _TETrace] ==
        \*         IF s = 1 THEN 0
        \*         ELSE IF _TETrace[s].cnt # _TETrace[s-1].cnt
        \*             THEN 1 + F[s-1] ELSE F[s-1]
        \*     IN F[_TEPosition - 1]
    ]

=============================================================================



Parsing and semantic processing can take forever if the trace below is long.
 In this case, it is advised to uncomment the module below to deserialize the
 trace from a generated binary file.

\*
\*---- MODULE BoundUnfair_TETrace ----
\*EXTENDS IOUtils, BoundUnfair, TLC
\*
\*trace == IODeserialize("BoundUnfair_TTrace_1795451302.bin", TRUE)
\*
\*=============================================================================
\*

---- MODULE BoundUnfair_TETrace ----
EXTENDS BoundUnfair, TLC

trace == 
    <<
    ([cnt |-> [a |-> 0, b |-> 0]]),
    ([cnt |-> [a |-> 0, b |-> 1]]),
    ([cnt |-> [a |-> 0, b |-> 2]])
    >>
----


=============================================================================

---- CONFIG BoundUnfair_TTrace_1795451302 ----

PROPERTY
    _prop

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
\* Generated on Mon Nov 23 16:28:27 UTC 2026