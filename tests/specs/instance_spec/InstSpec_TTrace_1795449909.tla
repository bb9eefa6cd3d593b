---- MODULE InstSpec_TTrace_1795449909 ----
EXTENDS Sequences, TLCExt, Toolbox, Naturals, TLC, InstSpec

_expression ==
    LET InstSpec_TEExpression == INSTANCE InstSpec_TEExpression
    IN InstSpec_TEExpression!expression
----

_trace ==
    LET InstSpec_TETrace == INSTANCE InstSpec_TETrace
    IN InstSpec_TETrace!trace
----

_prop ==
    ~<>[](
        n = (2)
    )
----

_init ==
    /\ n = _TETrace[1].n
----

_next ==
    /\ \E i,j \in DOMAIN _TETrace:
        /\ \/ /\ j = i + 1
              /\ i = TLCGet("level")
        /\ n  = _TETrace[i].n
        /\ n' = _TETrace[j].n

\* Uncomment the ASSUME below to write the states of the error trace
\* to the given file in Json format. Note that you can pass any tuple
\* to `JsonSerialize`. For example, a sub-sequence of _TETrace.
    \* ASSUME
    \*     LET J == INSTANCE Json
    \*         IN J!JsonSerialize("InstSpec_TTrace_1795449909.json", _TETrace)

=============================================================================

 Note that you can extract this module `InstSpec_TEExpression`
  to a dedicated file to reuse `expression` (the module in the 
  dedicated `InstSpec_TEExpression.tla` file takes precedence 
  over the module `InstSpec_TEExpression` below).

---- MODULE InstSpec_TEExpression ----
EXTENDS Sequences, TLCExt, Toolbox, Naturals, TLC, InstSpec

expression == 
    [
        \* To hide variables of the `InstSpec` spec from the error trace,
        \* remove the variables below.  The trace will be written in the order
        \* of the fields of this record.
        n |-> n
        
        \* Put additional constant-, state-, and action-level expressions here:
        \* ,_stateNumber |-> _TEPosition
        \* ,_nUnchanged |-> n = n'
        
        \* Format the `n` variable as Json value.
        \* ,_nJson |->
        \*     LET J == INSTANCE Json
        \*     IN J!ToJson(n)
        
        \* Lastly, you may build expressions over arbitrary sets of states by
        \* leveraging the _TETrace operator.  For example, this is how to
        \* count the number of times a spec variable changed up to the current
        \* state in the trace.
        \* ,_nModCount |->
        \*     LET F[s \in DOMAIN _TETrace] ==
        \*         IF s = 1 THEN 0
        \*         ELSE IF _TETrace[s].n # _TETrace[s-1].n
        \*             THEN 1 + F[s-1] ELSE F[s-1]
        \*     IN F[_TEPosition - 1]
    ]

=============================================================================



Parsing and semantic processing can take forever if the trace below is long.
 In this case, it is advised to uncomment the module below to deserialize the
 trace from a generated binary file.

\*
\*---- MODULE InstSpec_TETrace ----
\*EXTENDS IOUtils, TLC, InstSpec
\*
\*trace == IODeserialize("InstSpec_TTrace_1795449909.bin", TRUE)
\*
\*=============================================================================
\*

---- MODULE InstSpec_TETrace ----
EXTENDS TLC, InstSpec

trace == 
    <<
    ([n |-> 0]),
    ([n |-> 1]),
    ([n |-> 2])
    >>
----


=============================================================================

---- CONFIG InstSpec_TTrace_1795449909 ----

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
\* Generated on Mon Nov 23 16:05:12 UTC 2026