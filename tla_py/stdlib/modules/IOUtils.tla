------------------------------- MODULE IOUtils -------------------------------
(* tlapy's IOUtils: every operator is a native (tla_py/stdlib/ioutils.py). The IOExec family runs a *)
(* program only under `tlapy check --allow-io-exec`; IOSerialize writes tlapy's own format.          *)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
LOCAL ExecResult == [exitValue |-> 0, stdout |-> "", stderr |-> ""]
IOSerialize(val, absoluteFilename, compress) == TRUE
IODeserialize(absoluteFilename, compressed) == CHOOSE val : TRUE
Serialize(value, dest, options) == ExecResult            \* native: options.format "TXT" writes a string
Deserialize(src, options) == ExecResult                  \* native: options.format "TXT" reads one
IOExec(command) == ExecResult                            \* native: runs <<program, arg, ...>>
IOEnvExec(env, command) == ExecResult                    \* native: IOExec with env's variables added
IOExecTemplate(commandTemplate, parameters) == ExecResult   \* native: %s filled from parameters
IOEnvExecTemplate(env, commandTemplate, parameters) == ExecResult
IOEnv == [n \in {} |-> ""]              \* native: the environment variables as a record
atoi(str) == CHOOSE i \in Int : ToString(i) = str
=============================================================================
