"""The Python that a local Spark's executors start for their workers (PYSPARK_PYTHON): this interpreter,
never importing from the folder the run started in.

Spark starts each Python worker as `PYSPARK_PYTHON -m pyspark.daemon` in its JVM's folder, the user's:
`-m` puts that folder first on sys.path, so a spec repository's socket.py or lark.py ran in every worker
(and broke it). The launcher, a script in the run's private folder, runs the module as `-m` would from
there instead, in the same folder; anything else it is asked passes through unchanged.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

_MODULE = """\
import os, runpy, sys
if sys.path and os.path.abspath(sys.path[0]) == os.path.dirname(os.path.abspath(__file__)):
    del sys.path[0]  # this private folder
if sys.argv[1:2] == ["-m"] and len(sys.argv) > 2:
    sys.argv = [sys.argv[2], *sys.argv[3:]]
    runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
else:
    os.execv(sys.executable, [sys.executable, *sys.argv[1:]])
"""


def local_python(folder: Path, python: str = sys.executable) -> str | None:
    """A launcher of `python` (this interpreter, or the one the user named for Spark's workers) in `folder`
    (private to the run) for PYSPARK_PYTHON, or None where there is no shell to run it."""
    if os.name != "posix":
        return None
    launcher = folder / "python"
    if python == str(launcher):  # a second session of the run (a recovery's): it is launched already
        return python
    (folder / "pyspark_main.py").write_text(_MODULE)
    launcher.write_text(f"#!/bin/sh\nexec {shlex.quote(python)} "
                        f"{shlex.quote(str(folder / 'pyspark_main.py'))} \"$@\"\n")
    launcher.chmod(0o700)
    return str(launcher)
