"""Natives of IOUtils: files, the environment, and programs run only when the user allows it."""

from __future__ import annotations

import gzip
import os
import re
import subprocess
import zlib
from collections.abc import Callable

import tla_py.stdlib.tlcvalues as tlcvalues
from tla_py.errors import ModuleEvalError
from tla_py.machine import physical_memory
from tla_py.stdlib.tlc import RUN
from tla_py.syntax import read_source
from tla_py.values import Seq, Value, fcn_items, field, make_fcn
from tla_py.values.printing import format_value


def unquoted(v: Value) -> str:
    """A value as Java's toUnquotedString gives it: a string as is, anything else as TLC prints it."""
    return v if type(v) is str else format_value(v)


def java_format(template: str, args: list[str]) -> str:
    """Java's String.format for the %s, %N$s and %% that TLA+ templates use."""
    it = iter(args)

    def sub(m: re.Match) -> str:
        if m.group(0) == "%%":
            return "%"
        if m.group(0) == "%n":
            return "\n"
        try:
            return args[int(m.group(1)) - 1] if m.group(1) else next(it)
        except (IndexError, StopIteration):
            raise ModuleEvalError(f"Missing format argument for {m.group(0)} in {template!r}") from None

    return re.sub(r"%%|%n|%(?:(\d+)\$)?s", sub, template)


def io_exec(command: Value, env: Value | None = None, op: str = "IOExec") -> Value:
    """Run a program, as TLC's IOExec does, once the user allowed it with --allow-io-exec."""
    args = [unquoted(a) for a in command]
    if not RUN.allow_io_exec:  # --allow-io-exec, passed on to workers in ModelSource: no variable allows it
        shown = command if type(command) is Seq else Seq(tuple(command))  # a template's: a Python list
        raise ModuleEvalError(f"{op} would run the program {format_value(shown)}; tlapy runs programs from a "
                              "spec only when allowed: pass --allow-io-exec to `tlapy check`.")
    full_env = None
    if env is not None:
        full_env = dict(os.environ)
        full_env.update({str(k): unquoted(x) for k, x in fcn_items(env)})
    try:
        p = subprocess.run(args, capture_output=True, text=True, env=full_env)
    except OSError as e:
        raise ModuleEvalError(f"{op}: cannot run {args[0] if args else '<nothing>'}: {e.strerror}") from None
    return make_fcn({"exitValue": p.returncode, "stdout": p.stdout, "stderr": p.stderr})


def io_exec_template(template: Value, params: Value, env: Value | None = None) -> Value:
    args = [unquoted(p) for p in params]
    command = [java_format(unquoted(t), args) for t in template]
    return io_exec(command, env, "IOExecTemplate" if env is None else "IOEnvExecTemplate")


def atoi(s: Value) -> int:
    if type(s) is str and re.fullmatch(r"[+-]?\d+", s):
        return int(s)
    raise ModuleEvalError(f"The argument of atoi should be a string, but instead it is:\n{format_value(s)}")


def _exec_record(code: int, out: str, err: str) -> Value:
    return make_fcn({"exitValue": code, "stdout": out, "stderr": err})


def serialize(value: Value, dest: Value, options: Value) -> Value:
    """Serialize's TXT format: the string written to dest, with Java's open options."""
    if unquoted(field(options, "format")) != "TXT":
        raise ModuleEvalError(f"Serialize: unknown format in {format_value(options)} (TLC knows TXT).")
    opts = {unquoted(o) for o in field(options, "openOptions")}
    mode = "a" if "APPEND" in opts else "x" if "CREATE_NEW" in opts else "w"
    try:
        with open(unquoted(dest), mode, encoding=unquoted(field(options, "charset"))) as f:
            f.write(unquoted(value))
    except (OSError, LookupError) as e:
        return _exec_record(1, "", f"Serialize error writing to the file: {e}")
    return _exec_record(0, "Finish writing to the file with success!", "")


def deserialize(src: Value, options: Value) -> Value:
    """Deserialize's TXT format: the file's text as stdout."""
    if unquoted(field(options, "format")) != "TXT":
        raise ModuleEvalError(f"Deserialize: unknown format in {format_value(options)} (TLC knows TXT).")
    try:
        return _exec_record(0, read_source(unquoted(src)).decode(unquoted(field(options, "charset"))), "")
    except (OSError, LookupError, UnicodeDecodeError) as e:
        return _exec_record(1, "", f"Deserialize error reading from the file: {e}")


def io_serialize(value: Value, path: Value, compress: Value) -> bool:
    """A value to a file in TLC's own format (tla_py.stdlib.tlcvalues), gzipped when compress is TRUE."""
    data = tlcvalues.dumps(value)
    opener = gzip.open if compress is True else open
    try:
        with opener(unquoted(path), "wb") as f:
            f.write(data)
    except OSError as e:
        raise ModuleEvalError(f"IOSerialize: cannot write {unquoted(path)}: {e.strerror or e}") from None
    return True


def inflate_budget() -> int:
    """The most bytes a compressed file may inflate to: a quarter of the memory this process may have."""
    memory = physical_memory()
    try:
        import resource  # not on Windows

        limit = resource.getrlimit(resource.RLIMIT_AS)[0]
    except (ImportError, OSError, ValueError):
        limit = -1
    return min(memory, limit if limit > 0 else memory) // 4


INFLATE_STEP = 16 << 20
"""Bytes inflated at a time: the peak is the budget and one step, not the budget twice over."""


def gunzip(data: bytes, budget: int) -> bytes:
    """gzip's members inflated, refused past `budget` bytes: a small file may hold gigabytes of zeros."""
    out = bytearray()
    while data:
        member = zlib.decompressobj(16 + zlib.MAX_WBITS)
        while data and not member.eof:
            out += member.decompress(data, min(INFLATE_STEP, budget + 1 - len(out)))
            if len(out) > budget:
                raise ValueError(f"it inflates to more than {budget >> 20} MB")
            data = member.unconsumed_tail
        out += member.flush()
        if not member.eof:
            raise EOFError("Compressed file ended before the end-of-stream marker was reached")
        data = member.unused_data
    return bytes(out)


def io_deserialize(path: Value, compress: Value) -> Value:
    """The value a file written by IOSerialize (TLC's or tlapy's) holds; anything else is an error."""
    try:
        data = read_source(unquoted(path))
        if compress is True:
            data = gunzip(data, inflate_budget())
    except FileNotFoundError as e:
        raise ModuleEvalError(f"IODeserialize: cannot read {unquoted(path)}: {e.strerror}") from None
    except OSError as e:
        raise ModuleEvalError(f"IODeserialize: cannot read {unquoted(path)}: {e.strerror or e}") from None
    except (EOFError, ValueError, zlib.error) as e:  # compress TRUE on a plain file, a cut file, a bomb
        raise ModuleEvalError(f"IODeserialize: cannot read {unquoted(path)}: {e}") from None
    try:
        return tlcvalues.loads(data)
    except tlcvalues.Malformed as e:
        raise ModuleEvalError(f"IODeserialize: {unquoted(path)} holds no value in TLC's format:"
                              f" {e}.") from None


IOUTILS: dict[str, Callable] = {
    "IOEnv": lambda: make_fcn(dict(os.environ)),
    "IOExec": io_exec,
    "IOEnvExec": lambda env, command: io_exec(command, env, "IOEnvExec"),
    "IOExecTemplate": io_exec_template,
    "IOEnvExecTemplate": lambda env, template, params: io_exec_template(template, params, env),
    "Serialize": serialize,
    "Deserialize": deserialize,
    "IOSerialize": io_serialize,
    "IODeserialize": io_deserialize,
    "atoi": atoi,
}
