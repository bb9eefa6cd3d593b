------------------------------- MODULE TLCExt -------------------------------
(* tlapy's TLCExt (natives in tla_py/stdlib/tlc.py). *)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
AssertEq(a, b) == a = b
AssertError(err, exp) == TRUE
TLCGetOrDefault(key, defaultVal) == defaultVal
TLCGetAndSet(key, Op(_, _), val, defaultVal) ==
    LET old == TLCGetOrDefault(key, defaultVal) IN CHOOSE v \in {old} : TLCSet(key, Op(old, val))
Trace == <<>>              \* native: the behavior up to the current state
CounterExample == [state |-> {}, action |-> {}]  \* native: no counterexample
ToTrace(CE) == <<>>        \* native: only a CounterExample has a trace
TLCModelValue(str) == str  \* native: the model value named str
TLCDefer(expression) == TRUE
TLCNoOp(val) == val
PickSuccessor(exp) == TRUE
TLCCache(expression, closure) == expression
TLCFP(var) == 0            \* native: a fingerprint
TLCEvalDefinition(definitionName) == 0  \* compiled as the definition it names
=============================================================================
