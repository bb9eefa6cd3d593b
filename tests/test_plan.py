"""The run's decisions, tested directly: each option combination TLC (or tlapy) refuses, refused with the
message `tlapy check` prints, and each engine chosen where `tlapy check` chooses it (tla_py.run)."""

from __future__ import annotations

import ast
import os
from dataclasses import replace
from pathlib import Path

import pytest

from tla_py.run.options import OptionError, Options, check_options
from tla_py.run.plan import ONE_PROCESS, SIMULATION, SPARK, WORKERS, Plan, make_plan

SPEC = Path(__file__).parent / "specs" / "Hoist.tla"
BASE = Options(SPEC)
CORES = os.cpu_count() or 1


def refused(**changes) -> OptionError:
    """The error check_options raises for BASE with `changes`."""
    with pytest.raises(OptionError) as e:
        check_options(replace(BASE, **changes), say=lambda _: None)
    return e.value


def plan(**changes):
    """The plan of BASE with `changes`."""
    o = replace(BASE, **changes)
    return make_plan(o, check_options(o, say=lambda _: None))


@pytest.mark.parametrize(
    "changes, flag, message",
    [
        ({"workers": "0"}, "-workers", "expects a positive number or 'auto', not '0'"),
        ({"workers": "two"}, "-workers", "expects a positive number or 'auto', not 'two'"),
        ({"maxSetSize": 0}, "-maxSetSize", "expects a number from 1 to 2147483647, not 0"),
        (
            {"spark": "local[1]", "inv": ("x = 1",)},
            "-inv/-postCondition",
            "is not passed to Spark's executors",
        ),
        ({"spark_conf": ("a",)}, "--spark-conf", "expects KEY=VALUE"),
        ({"simulate": "", "generate": ""}, "-generate", "is -simulate's twin: give one of them"),
        ({"dumpTrace": ("json",)}, "-dumpTrace", "expects FORMAT FILE, not 'json' alone"),
        ({"dumpTrace": ("xml=t.xml",)}, "-dumpTrace", "FORMAT is one of json, tla, itf, tlc, not 'xml'"),
        ({"continue_": True, "spark": "local[1]"}, "-continue", "runs with -workers 1 and without --spark"),
        (
            {"json_report": Path("/no/such/folder/r.json")},
            "--json-report",
            "cannot write /no/such/folder/r.json: no folder /no/such/folder",
        ),
        (
            {"recover": "states", "simulate": ""},
            "-recover",
            "recovers a breadth-first search, not a simulation",
        ),
        ({"checkpoint": -1.0}, "-checkpoint", "expects minutes (0: none), not -1"),
        ({"checkpoint": float("inf")}, "-checkpoint", "expects minutes (0: none), not inf"),
        ({"seed": "1.5"}, "-seed", "expects a 64-bit integer, not '1.5'"),
        ({"seed": str(1 << 63)}, "-seed", f"expects a 64-bit integer, not '{1 << 63}'"),
        ({"fp": 131}, "-fp", "The number for -fp must be between 0 and 130 (inclusive)."),
        ({"fpmem": 0.0}, "-fpmem", "expects a positive fraction or megabytes, not 0"),
        ({"coverage": 0}, "-coverage", "expects a positive number of minutes, not 0"),
        (
            {"simulate": "num=0"},
            "-simulate",
            "expects num=N (N a positive number), file=F or stats=basic|full, not 'num=0'",
        ),
        (
            {"simulate": "file=t"},
            "-simulate",
            "file=... needs num=N too, as in TLC (for example num=5,file=test.txt)",
        ),
        ({"simulate": "", "depth": 0}, "-depth", "expects a positive number, not 0"),
        ({"spec": Path("")}, "SPEC", "expects a .tla file, not '.'"),
        ({"config": Path("")}, "-config", "expects a .cfg file, not '.'"),
        (
            {"generate": "", "stop_after": 0.0},
            "--stop-after",
            "expects a positive number of seconds, not 0.0",
        ),
    ],
)
def test_refused(changes, flag, message):
    e = refused(**changes)
    assert (e.flag, e.message) == (flag, message)


@pytest.mark.skipif(CORES < 2, reason="one core: -workers 2 is capped to 1")
def test_refused_with_workers():
    assert refused(continue_=True, workers="2").flag == "-continue"
    assert refused(simulate="stats=basic", workers="2").message == "stats= runs with -workers 1"


def test_accepted_values():
    c = check_options(
        replace(
            BASE,
            seed="-7",
            fp=0,
            workers="auto",
            dumpTrace=("tlcplain=x", "json=t.json"),
            spark_conf=("k=v=w",),
            generate="num=3",
        ),
        say=lambda _: None,
    )
    assert (c.seed, c.fp, c.workers, c.spark_conf, c.simulate) == (-7, 0, CORES, {"k": "v=w"}, "num=3")
    assert c.dumps == (("json", Path("t.json")),) and c.sim is not None and c.sim.num == 3


def test_notes():
    said: list[str] = []
    check_options(replace(BASE, dumpTrace=("tlcaction=a.txt",), simulate="sched=rl"), say=said.append)
    assert said == [
        "tlapy: -dumpTrace tlcaction (TLC's action trace) is not supported by tlapy; a.txt is not written.",
        "tlapy: -simulate sched=rl (TLC's learned schedulers) is not supported; ignored.",
    ]


def test_module_named_as_tlc_names_it():
    c = check_options(replace(BASE, spec=SPEC.with_suffix("")), say=lambda _: None)
    assert c.spec == SPEC


def test_engines():
    assert plan().engine == ONE_PROCESS and plan().movable
    assert plan(simulate="").engine == SIMULATION and plan(generate="num=1").engine == SIMULATION
    assert plan(spark="local[2]").engine == SPARK and plan(spark="local[2]").search_python == "current"
    assert not plan(continue_=True).movable and not plan(recover="states").movable
    assert plan(python="auto").search_python == "auto"


@pytest.mark.skipif(CORES < 2, reason="one core: -workers 2 is capped to 1")
def test_workers_engine():
    p = plan(workers="2", python="auto")
    assert (p.engine, p.workers, p.search_python, p.movable) == (WORKERS, 2, "current", False)


@pytest.mark.parametrize("changes", [{"dump": "states"}, {"coverage": 1}])
def test_watched_search_runs_one_worker(changes):
    p = plan(spark="local[2]", **changes)
    assert (p.engine, p.workers, p.spark, p.movable) == (ONE_PROCESS, 1, None, False)
    assert p.one_worker_note is not None and "runs the search with 1 worker" in p.one_worker_note
    assert plan(**changes).one_worker_note is None


def test_checkpoints_and_metadir():
    assert plan().checkpoints == "local" and plan(checkpoint=0.0).checkpoints is None
    assert plan(checkpoint=0.0, recover="d").checkpoints == "local" and plan(recover="d").metadir == Path("d")
    assert plan(recover="d", metadir=Path("m")).metadir == Path("m")
    assert plan(simulate="").checkpoints is None and plan(spark="local[1]").checkpoints == "spark"


def test_moved_run():
    assert plan().fresh and not plan().moved
    assert plan(warm=3).moved and not plan(warm=3).fresh and not plan(started_over=True).fresh
    assert plan(tool=True).tool and not plan(tool=True, simulate="").tool


@pytest.mark.skipif(CORES < 2, reason="one core: -workers 2 is capped to 1")
def test_simulation_takes_its_workers_and_continue():
    p = plan(simulate="num=2", workers="2", continue_=True)
    assert (p.engine, p.workers, p.checkpoints, p.fresh, p.tool) == (SIMULATION, 2, None, False, False)
    assert plan(spark="local[2]", recover="states").checkpoints == "spark"


class _Planned(BaseException):
    """Raised in place of running a plan, past the command line's handlers: the plan it was given."""


def _planned(monkeypatch: pytest.MonkeyPatch, run) -> Plan:
    """The plan the executor is given when `run` is called (the run itself stopped before it starts)."""
    from tla_py.run import execute

    def stop(self) -> None:
        raise _Planned(self.plan)

    monkeypatch.setattr(execute._Run, "run", stop)
    with pytest.raises(_Planned) as e:
        run()
    return e.value.args[0]


def test_the_api_and_the_command_line_plan_alike(monkeypatch: pytest.MonkeyPatch):
    """tla_py.check and `tlapy check` go through the same options, plan and executor; the API's run stays
    in this interpreter and writes no checkpoints."""
    import tla_py
    from tla_py import cli

    ours = _planned(monkeypatch, lambda: cli.main(["check", str(SPEC), "-deadlock", "-workers", "auto"]))
    api = _planned(monkeypatch, lambda: tla_py.check(SPEC, check_deadlock=False, workers=CORES))
    assert (api.engine, api.workers) == (ours.engine, ours.workers) == (plan(workers="auto").engine, CORES)
    assert (api.checkpoints, api.search_python, ours.checkpoints) == (None, "current", "local")


def test_the_api_prints_nothing(capsys: pytest.CaptureFixture[str]):
    import tla_py

    res = tla_py.check(SPEC)
    assert (res.verdict, res.distinct) == ("success", 47)
    assert capsys.readouterr() == ("", "")


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
    return found


def test_the_executor_imports_no_command_line():
    """tla_py/run sits below the command line: it may use report and the engines, never cli, commands,
    javashim or typer (the command line passes its echo down)."""
    run = Path(__file__).resolve().parents[1] / "tla_py" / "run"
    above = {"tla_py.cli", "tla_py.commands", "tla_py.javashim", "tla_py.simcmd", "typer", "click"}
    for path in sorted(run.glob("*.py")):
        assert not _imports(path) & above, path.name


def test_each_flag_of_check_sets_an_option():
    """`tlapy check`'s flags are named by the Options fields they set, and typer takes them all."""
    from dataclasses import fields

    from tla_py.checkflags import CHECK_FLAGS, REPEATED

    names = set(CHECK_FLAGS.parameters)
    assert names == {f.name for f in fields(Options)} and REPEATED <= names
