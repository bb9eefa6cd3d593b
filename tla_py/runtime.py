"""Which Python runs the search: this one, or a PyPy prepared for tlapy, whose JIT is 2-4x faster.

`tlapy check --python PYTHON` (or TLAPY_PYTHON) names the interpreter; the default, `auto`, takes the
PyPy that `tlapy setup-pypy` prepared (a virtualenv in `pypy_home()`) when there is one, else this
Python. The run is handed over by exec-ing that interpreter on the same arguments, so its exit code,
output and signals are the run's own; worker processes then start from that interpreter too.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

from tla_py.machine import ISOLATED
from tla_py.version import __version__

AUTO, CURRENT = "auto", "current"
ENV_VAR = "TLAPY_PYTHON"

_BOOTSTRAP = ISOLATED + """\
try:
    import tla_py
    from tla_py.lifeline import take_over_process
    take_over_process()  # first: a warm child ends with the tlapy that started it
    import tla_py.commands  # and its libraries (typer), which tla_py.cli imports only in main()
    from tla_py.cli import main
except ImportError as e:
    sys.stderr.write(
        "tlapy: %s cannot run the search: it cannot import tlapy (%s).\\n"
        "Prepare it with `tlapy setup-pypy --pypy %s`, or install tlapy into it, "
        "or run the search here with `--python current`.\\n" % (sys.executable, e, sys.executable))
    sys.exit(255)
if tla_py.__version__ != sys.argv[1]:
    sys.stderr.write(
        "tlapy: %s has tlapy %s, not %s: run `tlapy setup-pypy` again to update it, or run the "
        "search here with `--python current`.\\n" % (sys.executable, tla_py.__version__, sys.argv[1]))
    sys.exit(255)
sys.exit(main(sys.argv[2:]))
"""


PYPY_GC = {"PYPY_GC_NURSERY": "64MB", "PYPY_GC_MIN": "100MB", "PYPY_GC_MAJOR_COLLECT": "1.3"}
"""PyPy's collector for a search: a 64 MB nursery in place of its default (half the L2 cache, 1 MB on
some machines; half the L3 on others, 130 MB here). A search makes and drops values by the million: on
PyPy BookKeeper b2_wq2_aq2's search took 111 s (22.7 s of it collecting) with a 1 MB nursery, 83 s with
32 MB, 71 s with 64 MB (4.4 s collecting). PyPy's first major collection waits for 8 nurseries (PYPY_GC_MIN),
so each process of a search held 0.5 GB of garbage before it collected any: with 100 MB, b2_wq2_aq2 with
`-workers 2` peaked at 1.21-1.32 GB for the whole tree in place of 1.57-1.59 GB, for the same CPU. A major
collection starts when the old objects have grown by PYPY_GC_MAJOR_COLLECT since the last (1.82 by
default): a worker's live objects are mostly the level's states kept as objects, so 1.3 keeps less
garbage beside them (MCBoulanger `-workers 2`, the tree after 1,500 s side by side: 1,119 MB, 1,265 MB
with 1.82)."""

ONE_PROCESS_GC = {**PYPY_GC, "PYPY_GC_MAJOR_COLLECT": "1.82"}
"""PYPY_GC for a search in one process (no -workers N > 1, no --spark), whose memory is far below TLC's:
PyPy's default growth before a major collection, as every one walks the level's states held as objects.
BookKeeper b2_wq2_aq2 on PyPy, one after the other: 12.0 s of 56.7 s of CPU collecting with 1.3, 6.3 s of
52.2 s with 1.82 (peak 580 MB and 748 MB; 2.5: 5.1 s of 52.2 s, 934 MB; TLC's 1,774 MB)."""


def _one_process(argv: list[str]) -> bool:
    """Whether a `check` command line runs its search in one process."""
    for i, arg in enumerate(argv):
        flag, _, value = arg.partition("=")
        if flag == "--spark":
            return False
        if flag in ("-workers", "--workers"):
            value = value or (argv[i + 1] if i + 1 < len(argv) else "1")
            if value != "1" and not (value == "auto" and (os.cpu_count() or 1) == 1):
                return False
    return True


class RuntimeChoiceError(Exception):
    """The interpreter named for the search cannot be found or prepared."""


_idle_at_start: tuple[int, int] | None = None


def cpu_ticks() -> tuple[int, int] | None:
    """The machine's idle and total CPU time so far, in ticks (/proc/stat; None where there is none)."""
    try:
        with open("/proc/stat", "rb") as f:
            fields = f.readline().split()[1:9]  # user nice system idle iowait irq softirq steal
    except (OSError, ValueError):
        return None
    ticks = [int(x) for x in fields]
    return ticks[3] + ticks[4], sum(ticks)


def note_start() -> None:
    """Sample the machine's idle time as the run starts, for spare_core."""
    global _idle_at_start
    _idle_at_start = cpu_ticks()


def cores() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


SPARE_IDLE = 0.5
"""Cores idle meanwhile, besides this run's own, for spare_core to see one spare."""


def spare_core() -> bool:
    """Whether a core has been left idle since the run started (note_start): half a core idle or more,
    over at least 50 ms a core, beside the one this run keeps busy. The load average (the last minute's)
    decides where /proc/stat is missing or the run started too recently: it still counts a benchmark that
    ended seconds ago, so a run started right after one saw no spare core on an idle machine."""
    now, n = cpu_ticks(), cores()
    if _idle_at_start is not None and now is not None and now[1] - _idle_at_start[1] >= 5 * n:
        idle, total = now[0] - _idle_at_start[0], now[1] - _idle_at_start[1]
        return n * idle / total >= SPARE_IDLE
    return n - os.getloadavg()[0] >= 1 if hasattr(os, "getloadavg") else n > 1


def describe() -> str:
    """This interpreter as a person names it: `PyPy 7.3.11 (Python 3.9.16)` or `CPython 3.11.7`."""
    impl = platform.python_implementation()
    if impl == "PyPy":
        v = sys.pypy_version_info  # type: ignore[attr-defined]
        return f"PyPy {v.major}.{v.minor}.{v.micro} (Python {platform.python_version()})"
    return f"{impl} {platform.python_version()}"


def pypy_home() -> Path:
    """Where `tlapy setup-pypy` keeps its PyPy virtualenv (TLAPY_HOME, else the XDG data folder)."""
    base = os.environ.get("TLAPY_HOME")
    if base:
        return Path(base) / "pypy"
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "tlapy" / "pypy"


def prepared_pypy() -> Path | None:
    """The interpreter of the prepared PyPy virtualenv, when it is there."""
    exe = pypy_home() / "bin" / "python"
    return exe if os.access(exe, os.X_OK) else None


def search_interpreter(choice: str | None) -> str | None:
    """The interpreter to hand the search to, or None when this one runs it."""
    choice = choice or os.environ.get(ENV_VAR) or AUTO
    if choice == CURRENT:
        return None
    if choice == AUTO:
        exe = prepared_pypy()
        return None if exe is None or _is_this_python(str(exe)) else str(exe)
    exe = shutil.which(choice)
    if exe is None:
        raise RuntimeChoiceError(f"no interpreter named {choice!r}")
    return None if _is_this_python(exe) else exe


def is_auto(choice: str | None) -> bool:
    """The search's interpreter is left to tlapy (--python auto, the default)."""
    return (choice or os.environ.get(ENV_VAR) or AUTO) == AUTO


def _is_this_python(exe: str) -> bool:
    """The running interpreter: the same file, or another name in its bin folder (a venv's `python`
    and `pypy` are one; the venv's python is not its base interpreter, which lacks the venv's packages)."""
    here = os.path.abspath(sys.executable)
    there = os.path.abspath(exe)
    return there == here or (os.path.dirname(there) == os.path.dirname(here)
                             and os.path.realpath(there) == os.path.realpath(here))


def tlapy_command(exe: str, argv: list[str]) -> list[str]:
    """The command that runs `tlapy` on argv with `exe`, refusing a tlapy of another version."""
    return [exe, "-c", _BOOTSTRAP, __version__, *argv]


def gc_for_search(argv: list[str]) -> None:
    """Give every PyPy this run starts PYPY_GC, or ONE_PROCESS_GC for a search in one process (what the user
    set stays); this process, when it is a PyPy that started without it, starts again with it (PyPy reads
    those variables only at its start)."""
    wanted = ONE_PROCESS_GC if _one_process(argv) else PYPY_GC
    missing = {k: v for k, v in wanted.items() if k not in os.environ}
    if not missing:
        return
    os.environ.update(missing)
    if platform.python_implementation() == "PyPy":
        hand_over(sys.executable, argv)


def hand_over(exe: str, argv: list[str]) -> None:
    """Replace this process by `exe` running `tlapy` on argv (which must say `--python current`)."""
    from tla_py import lifeline

    sys.stdout.flush()
    sys.stderr.flush()
    lifeline.hold_interrupts()  # the next tlapy takes a Ctrl-C sent meanwhile
    try:
        os.execv(exe, tlapy_command(exe, argv))
    finally:  # reached only when the exec failed
        lifeline.release_interrupts()


def source_root() -> Path | None:
    """The checkout tlapy runs from, when it runs from one (an editable install)."""
    root = Path(__file__).resolve().parents[1]
    return root if (root / "pyproject.toml").is_file() and (root / "grammar").is_dir() else None


def setup_pypy(pypy: str, source: str | None, say) -> Path:
    """Make the PyPy virtualenv in pypy_home() and install tlapy into it; return its interpreter."""
    exe = shutil.which(pypy)
    if exe is None:
        raise RuntimeChoiceError(
            f"{pypy}: not found. On Debian or Ubuntu: sudo apt-get install pypy3 pypy3-venv")
    if source is None:
        root = source_root()
        if root is None:
            raise RuntimeChoiceError(
                "tlapy was not installed from a checkout: give --source with the tlapy checkout or wheel")
        target = ["-e", str(root)]
    else:
        target = [str(Path(source).resolve())]
    home = pypy_home()
    say(f"Creating a PyPy virtualenv in {home} with {exe}")
    _run([exe, "-m", "venv", "--clear", str(home)])
    py = str(home / "bin" / "python")
    say("Installing tlapy into it (pip)")
    _run([py, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    _run([py, "-m", "pip", "install", "--quiet", *target])
    _run([py, "-c", "import tla_py.cli"])
    return Path(py)


def _run(cmd: list[str]) -> None:
    """Run a setup step; its failure becomes one clear error with the step's own output."""
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        tail = (p.stderr or p.stdout).strip().splitlines()[-5:]
        raise RuntimeChoiceError(f"`{' '.join(cmd[:4])} ...` failed:\n  " + "\n  ".join(tail))
