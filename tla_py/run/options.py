"""A run's options as one value, TLC's flags by their TLC names, and their checks in one place: the CLI
and tla_py.api build the same Options, and refuse the same combinations with the same messages."""

from __future__ import annotations

import math
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

DEFAULT_CHECKPOINT_MINUTES = 30.0
"""TLC's -checkpoint default."""

TLC_TRACE_FORMATS = {
    "tlcplain": "TLC's plain trace",
    "tlctespec": "a trace exploration spec",
    "tlcaction": "TLC's action trace",
    "dot": "a GraphViz trace",
}
"""TLC's -dumpTrace formats tlapy does not write (json, tla, itf and tlc it does)."""

Say = Callable[[str], None]


def to_stderr(line: str) -> None:
    """Where a note on the options goes unless told: standard error, as the CLI prints them."""
    print(line, file=sys.stderr, flush=True)


class OptionError(ValueError):
    """An option, or a combination of options, a run refuses: the message and the flag it is about."""

    def __init__(self, message: str, flag: str) -> None:
        super().__init__(f"{flag}: {message}")
        self.message, self.flag = message, flag


@dataclass(frozen=True)
class Options:
    """Everything `tlapy check` takes, as given: TLC's flags by TLC's names, then tlapy's own."""

    spec: Path
    config: Path | None = None
    deadlock: bool = False
    workers: str = "1"
    lib: tuple[Path, ...] = ()
    seed: str | None = None
    fp: int | None = None
    simulate: str | None = None
    generate: str | None = None
    depth: int = 100
    dumpTrace: tuple[str, ...] = ()
    difftrace: bool = False
    continue_: bool = False
    tool: bool = False
    nowarning: bool = False
    coverage: int | None = None
    dump: str | None = None
    terse: bool = False
    userFile: Path | None = None
    maxSetSize: int | None = None
    inv: tuple[str, ...] = ()
    postCondition: tuple[str, ...] = ()
    fpmem: float | None = None
    metadir: Path | None = None
    checkpoint: float = DEFAULT_CHECKPOINT_MINUTES
    recover: str | None = None
    python: str | None = None
    spark: str | None = None
    spark_conf: tuple[str, ...] = ()
    json_report: Path | None = None
    diagram: Path | None = None
    messages: tuple[str, ...] = ()
    msg_from: str | None = None
    msg_to: str | None = None
    stop_after: float | None = None
    allow_io_exec: bool = False
    resume: Path | None = None
    """A search moved here: the checkpoint it goes on from (hidden flags, set by the interpreter it left)."""
    warm: int | None = None
    started_over: bool = False


@dataclass(frozen=True)
class Checked:
    """The options' values read and checked: what the plan decides from."""

    spec: Path
    config: Path | None
    workers: int
    seed: int | None
    fp: int | None
    simulate: str | None
    """-simulate's or -generate's parameters (None: a breadth-first search)."""
    dumps: tuple[tuple[str, Path], ...]
    spark_conf: dict[str, str] = field(default_factory=dict)
    sim: SimulateParams | None = None
    """-simulate's parameters read (None: a breadth-first search)."""


@dataclass
class SimulateParams:
    """TLC's `-simulate [num=N][,file=F][,stats=basic|full]` (sched= is TLC's own: not supported)."""

    num: int | None = None
    file: str | None = None
    stats: str | None = None


def check_options(o: Options, say: Say = to_stderr) -> Checked:
    """Every check of the options, in the order `tlapy check` has made them: the first refused raises
    OptionError with the message users see; notes (a flag ignored, workers capped) go to `say`."""
    workers = _workers(o.workers, say)
    if o.maxSetSize is not None and not 1 <= o.maxSetSize < 2**31:
        raise OptionError(f"expects a number from 1 to {2**31 - 1}, not {o.maxSetSize}", "-maxSetSize")
    if o.spark is not None and (o.inv or o.postCondition):
        raise OptionError("is not passed to Spark's executors", "-inv/-postCondition")
    if o.diagram is not None:
        from tla_py.report.diagram import FORMATS

        if o.diagram.suffix.lower() not in FORMATS:
            raise OptionError(f"names a {', '.join(FORMATS)} file", "--diagram")
    conf = _spark_conf(o.spark_conf)
    if o.generate is not None and o.simulate is not None:
        raise OptionError("is -simulate's twin: give one of them", "-generate")
    simulate = o.simulate if o.generate is None else o.generate
    dumps = _trace_dumps(o.dumpTrace, say)
    if o.continue_ and ((workers > 1 and simulate is None) or o.spark is not None):
        raise OptionError("runs with -workers 1 and without --spark", "-continue")
    check_outputs(o.json_report, o.diagram, dumps)
    if o.recover is not None and simulate is not None:
        raise OptionError("recovers a breadth-first search, not a simulation", "-recover")
    if not 0 <= o.checkpoint < math.inf:  # nan and inf too: they would never checkpoint
        raise OptionError(f"expects minutes (0: none), not {o.checkpoint:g}", "-checkpoint")
    n, k = seed(o.seed), fp_index(o.fp)
    if o.fpmem is not None and not o.fpmem > 0:  # nan too
        raise OptionError(f"expects a positive fraction or megabytes, not {o.fpmem:g}", "-fpmem")
    if simulate is None and o.coverage is not None and o.coverage < 1:
        raise OptionError(f"expects a positive number of minutes, not {o.coverage}", "-coverage")
    sim = None if simulate is None else _simulation(o, simulate, workers, say)
    return Checked(
        _tla_file(o.spec, ".tla"),
        None if o.config is None else _tla_file(o.config, ".cfg"),
        workers,
        n,
        k,
        simulate,
        dumps,
        conf,
        sim,
    )


def _simulation(o: Options, text: str, workers: int, say: Say) -> SimulateParams:
    """-simulate's (or -generate's) parameters, -depth and --stop-after, checked."""
    params = simulate_params(text, say)
    if params.stats is not None and workers > 1:
        raise OptionError("stats= runs with -workers 1", "-simulate")
    if o.depth < 1:
        raise OptionError(f"expects a positive number, not {o.depth}", "-depth")
    if o.stop_after is not None and o.stop_after <= 0:
        raise OptionError(f"expects a positive number of seconds, not {o.stop_after}", "--stop-after")
    return params


def simulate_params(text: str, say: Say = to_stderr) -> SimulateParams:
    """TLC's -simulate value: behaviours to run (None: no limit), where to write them, what to count."""
    params = SimulateParams()
    for part in filter(None, text.split(",")):
        key, _, value = part.partition("=")
        if key == "num" and re.fullmatch(r"[0-9]+", value) and int(value) > 0:
            params.num = int(value)
        elif key == "file" and value:
            params.file = value
        elif key == "stats" and value in ("basic", "full"):
            if value == "full":
                say(
                    "tlapy: -simulate stats=full (TLC's graph by action contexts) is not supported; "
                    "writing stats=basic's graph."
                )
            params.stats = "basic"
        elif key == "sched":
            say(f"tlapy: -simulate {part} (TLC's learned schedulers) is not supported; ignored.")
        else:
            raise OptionError(
                f"expects num=N (N a positive number), file=F or stats=basic|full, not {part!r}", "-simulate"
            )
    if params.file is not None and params.num is None:
        raise OptionError(
            "file=... needs num=N too, as in TLC (for example num=5,file=test.txt)", "-simulate"
        )
    return params


def _workers(text: str, say: Say) -> int:
    """TLC's -workers value: a positive number or 'auto' (one per core); no more than the cores, since
    each worker is a process holding its own model (TLC's are threads)."""
    cores = os.cpu_count() or 1
    if text == "auto":
        return cores
    if not text.isdigit() or int(text) < 1:
        raise OptionError(f"expects a positive number or 'auto', not {text!r}", "-workers")
    if int(text) > cores:
        say(
            f"Warning: -workers {int(text)} is more than the {cores} cores: running {cores} workers, "
            "one process a core."
        )
        return cores
    return int(text)


def _spark_conf(pairs: tuple[str, ...]) -> dict[str, str]:
    """--spark-conf KEY=VALUE settings, which override tlapy's Spark defaults."""
    if any("=" not in p for p in pairs):
        raise OptionError("expects KEY=VALUE", "--spark-conf")
    return dict(p.split("=", 1) for p in pairs)


def seed(text: str | None) -> int | None:
    """TLC's -seed value: a Java long (None: a fresh random seed, as TLC picks one)."""
    if text is None:
        return None
    n = int(text) if re.fullmatch(r"[+-]?[0-9]+", text) else None
    if n is None or not -(1 << 63) <= n < 1 << 63:
        raise OptionError(f"expects a 64-bit integer, not {text!r}", "-seed")
    return n


def fp_index(n: int | None) -> int | None:
    """TLC's -fp value: an index into FP64's polynomials (None: a random one, as TLC picks)."""
    if n is not None and not 0 <= n <= 130:
        raise OptionError("The number for -fp must be between 0 and 130 (inclusive).", "-fp")
    return n


def _trace_dumps(dumps: tuple[str, ...], say: Say) -> tuple[tuple[str, Path], ...]:
    """Each -dumpTrace's (format, file) (tlc_argv joined them FORMAT=FILE); TLC's formats tlapy does not
    write are noted and dropped."""
    from tla_py.report.dump import FORMATS

    kept = []
    for pair in (tuple(d.split("=", 1)) for d in dumps):
        if len(pair) < 2:
            raise OptionError(f"expects FORMAT FILE, not {pair[0]!r} alone", "-dumpTrace")
        if pair[0].lower() in TLC_TRACE_FORMATS:
            say(
                f"tlapy: -dumpTrace {pair[0]} ({TLC_TRACE_FORMATS[pair[0].lower()]}) is not supported "
                f"by tlapy; {pair[1]} is not written."
            )
            continue
        if pair[0] not in FORMATS:
            raise OptionError(f"FORMAT is one of {', '.join(FORMATS)}, not {pair[0]!r}", "-dumpTrace")
        kept.append((pair[0], Path(pair[1])))
    return tuple(kept)


def check_outputs(
    json_report: Path | None, diagram: Path | None, dumps: tuple[tuple[str, Path], ...]
) -> None:
    """Fail before the search when a result file could not be written; -dumpTrace makes its folder, as
    TLC does."""
    for path, option in [(json_report, "--json-report"), (diagram, "--diagram")] + [
        (path, "-dumpTrace") for _, path in dumps
    ]:
        if path is None:
            continue
        folder = path.parent
        if option == "-dumpTrace":
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise OptionError(
                    f"cannot make the folder {folder} for {path}: {e.strerror or e}", option
                ) from None
        if not folder.is_dir():
            raise OptionError(f"cannot write {path}: no folder {folder}", option)
        if path.is_dir():
            raise OptionError(f"cannot write {path}: it is a folder", option)
        if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise OptionError(f"cannot write {path}: permission denied", option)


def _tla_file(path: Path, suffix: str) -> Path:
    """A module or config named as TLC names them: `M` for M.tla, `MC` for MC.cfg."""
    if not path.name:  # "" (the folder "."): no file to read, nor a config to name after it
        flag = "-config" if suffix == ".cfg" else "SPEC"
        raise OptionError(f"expects a {suffix} file, not {str(path)!r}", flag)
    if path.suffix != suffix and not path.exists() and path.with_name(path.name + suffix).exists():
        return path.with_name(path.name + suffix)
    return path
