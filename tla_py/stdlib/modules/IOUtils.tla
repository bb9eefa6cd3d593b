------------------------------- MODULE IOUtils -------------------------------
(* tlapy's IOUtils: IOEnv, IOExec, IOEnvExec and atoi have natives (misc.py). *)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
IOSerialize(val, absoluteFilename, compress) == TRUE
IODeserialize(absoluteFilename, compressed) == TRUE
Serialize(value, dest, options) == TRUE
Deserialize(src, options) == TRUE
IOExec(command) == [exitValue |-> 0, stdout |-> "", stderr |-> ""]
IOEnvExec(env, command) == [exitValue |-> 0, stdout |-> "", stderr |-> ""]
IOExecTemplate(commandTemplate, parameters) == [exitValue |-> 0, stdout |-> "", stderr |-> ""]
IOEnvExecTemplate(env, commandTemplate, parameters) == [exitValue |-> 0, stdout |-> "", stderr |-> ""]
IOEnv == [n \in {} |-> ""]              \* native: the environment variables as a record
atoi(str) == 0                          \* native
=============================================================================
