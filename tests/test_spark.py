"""`tlapy check --spark`: real Spark, in local[2] and on a standalone cluster (a master and two workers
on 127.0.0.1) started here from the pyspark package; TLC's counts, trace lengths and liveness verdicts."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus"
PYTHONPATH = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
"""This tree's tla_py for tlapy, its executors and its cluster, not another one installed."""

pyspark = pytest.importorskip("pyspark", reason="pyspark is not installed (pip install -e '.[dev]')")
if shutil.which("java") is None:
    pytest.skip("Spark needs Java, and no java is on PATH", allow_module_level=True)

COUNTER = """---- MODULE Counter ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\\ y \\in {0, 1}
Next == x < 5 /\\ x' = x + 1 /\\ y' \\in {y, 1 - y}
Small == x < 4
====
"""
# TLC (-workers 1) on Counter: -deadlock: 22 generated, 12 distinct, depth 6; INVARIANT Small: a 5-state
# trace, 15 generated, 9 distinct, depth 5, 1 left on the queue (the states found before the violation, not
# the whole level's 10 nor its 22 generated); without -deadlock: deadlock with a 6-state trace, 22
# generated, 12 distinct, depth 6, 1 left.
CASES = {
    "success": ("INIT Init\nNEXT Next\n", ["-deadlock"], ("success", None, 22, 12, 6, None, None)),
    "invariant": ("INIT Init\nNEXT Next\nINVARIANT Small\n", [],
                  ("invariant violation", "Small", 15, 9, 5, 5, 1)),
    "deadlock": ("INIT Init\nNEXT Next\n", [], ("deadlock", None, 22, 12, 6, 6, 1)),
}


def tlapy(args: list, cwd: Path, timeout: float = 600, **env: str) -> tuple[int, dict, str]:
    """Run `tlapy check` with --json-report; (exit code, report, output). Every level goes to Spark
    (TLAPY_SPARK_WORTH=0) unless `env` says otherwise: these small models would all stay in the driver."""
    env = {**os.environ, "PYTHONPATH": PYTHONPATH, "TLAPY_PYTHON": "current", "TLAPY_SPARK_WAIT": "60",
           "TLAPY_SPARK_WORTH": "0", **env}
    p = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", *map(str, args),
                        "--json-report", "r.json"],
                       cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    report = json.loads((cwd / "r.json").read_text()) if (cwd / "r.json").is_file() else {}
    return p.returncode, report, p.stdout + p.stderr


def counter(tmp_path: Path, case: str) -> tuple[Path, list[str], tuple]:
    cfg, flags, expected = CASES[case]
    (tmp_path / "Counter.tla").write_text(COUNTER)
    (tmp_path / f"{case}.cfg").write_text(cfg)
    return tmp_path, ["Counter.tla", "-config", f"{case}.cfg", *flags], expected


def outcome(report: dict, expected: tuple) -> tuple:
    """(verdict, violated, generated, distinct, depth, trace length, left on the queue) as TLC prints them."""
    left = None if report["result"] == "success" else report["left_on_queue"]
    return (report["result"], report["violated"], report["generated"], report["distinct"], report["depth"],
            report.get("trace_len"), left)


@pytest.mark.parametrize("case", sorted(CASES))
def test_local_spark_gives_tlc_answers(tmp_path: Path, case: str) -> None:
    cwd, args, expected = counter(tmp_path, case)
    code, report, out = tlapy([*args, "--spark", "local[2]"], cwd)
    assert outcome(report, expected) == expected, out[-3000:]
    assert code == {"success": 0, "invariant": 12, "deadlock": 11}[case]
    assert "Spark level 1:" in out


@pytest.mark.parametrize("name", ["engine_div_error", "engine_guard_type"])
def test_an_error_on_the_executors_gives_tlc_counts_and_status(tmp_path: Path, name: str) -> None:
    """An error in Next counts the successors the actions before it gave (engine_div_error), one at a
    successor those up to it (engine_guard_type), with TLC's exit status: tests/test_engine_specs's
    numbers, TLC's."""
    from test_engine_specs import EXPECTED, SPECS

    spec = [SPECS / f"{name}.tla", "-config", SPECS / f"{name}.cfg"]
    code, report, out = tlapy([*spec, "--spark", "local[2]"], tmp_path)
    got = {"exit": code, "left": report.get("left_on_queue"),
           **{k: report.get(k) for k in ("generated", "distinct", "depth", "trace_len")}}
    assert got == EXPECTED[name], out[-3000:]
    assert "Spark level 1:" in out


WIDE = """---- MODULE Wide ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\\ y = 0
Next == x < 30 /\\ x' = x + 1 /\\ y' \\in 0..20
Low == x < 25
====
"""
# TLC on Wide: -deadlock: 12,811 generated, 631 distinct, depth 31; INVARIANT Low (-workers 1): a 26-state
# trace, 10,166 generated, 506 distinct, depth 26, 20 left on the queue.


@pytest.mark.parametrize("cfg,flags,expected", [
    ("INIT Init\nNEXT Next\n", ["-deadlock"], ("success", None, 12811, 631, 31, None, None)),
    ("INIT Init\nNEXT Next\nINVARIANT Low\n", [], ("invariant violation", "Low", 10166, 506, 26, 26, 20)),
])
def test_small_levels_stay_in_the_driver_and_spark_takes_the_rest(tmp_path: Path, cfg: str, flags: list,
                                                                   expected: tuple) -> None:
    (tmp_path / "Wide.tla").write_text(WIDE)
    (tmp_path / "Wide.cfg").write_text(cfg)
    args = ["Wide.tla", "-config", "Wide.cfg", *flags, "--spark", "local[2]"]
    code, report, out = tlapy(args, tmp_path, TLAPY_SPARK_WORTH="1e-9")  # any level, once 200 states ran
    assert outcome(report, expected) == expected, out[-3000:]
    assert "The search moves to Spark after level 11 (232 distinct states" in out
    assert "Spark level 11:" not in out and "Spark level 12:" in out
    code, report, out = tlapy(args, tmp_path, TLAPY_SPARK_WORTH="1000")
    assert outcome(report, expected) == expected, out[-3000:]
    assert "Spark was not started" in out and "Spark level" not in out


def test_a_search_that_stays_in_the_driver_checks_its_postcondition_once(tmp_path: Path) -> None:
    (tmp_path / "Post.tla").write_text("---- MODULE Post ----\nEXTENDS Naturals, TLC\nVARIABLE x\n"
                                       "Init == x = 0\nNext == x < 3 /\\ x' = x + 1\n"
                                       'Done == PrintT("post") /\\ TLCGet("distinct") = 4\n====\n')
    (tmp_path / "Post.cfg").write_text("INIT Init\nNEXT Next\nPOSTCONDITION Done\n")
    args = ["Post.tla", "-config", "Post.cfg", "-deadlock", "--spark", "local[2]"]
    code, report, out = tlapy(args, tmp_path, TLAPY_SPARK_WORTH="1000")
    assert (code, report["result"], out.count('"post"')) == (0, "success", 1), out[-3000:]


def test_a_failed_spark_job_is_an_error_not_a_hang(tmp_path: Path) -> None:
    cwd, args, _ = counter(tmp_path, "success")
    broken = tmp_path / "no-python"
    broken.write_text("#!/bin/sh\nexit 3\n")
    broken.chmod(0o755)
    code, report, out = tlapy([*args, "--spark", "local[2]"], cwd, timeout=300, PYSPARK_PYTHON=str(broken))
    assert code == 255, out[-3000:]
    assert report["result"] == "error"
    assert "The Spark job failed" in out
    assert "Traceback" not in out


LONG = """---- MODULE Long ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\\ y = 0
Next == x' = x + 1 /\\ y' \\in 0..3
====
"""


@pytest.mark.parametrize("when", ["starting", "levels"])
def test_ctrl_c_stops_a_spark_run_at_once(tmp_path: Path, when: str) -> None:
    """SIGINT, as a terminal's Ctrl-C, while the session starts or while Spark expands levels: the run ends
    within seconds with the line saying so and exit 130, never a failed job or a run that goes on."""
    (tmp_path / "Long.tla").write_text(LONG)
    (tmp_path / "Long.cfg").write_text("INIT Init\nNEXT Next\n")
    log = tmp_path / "out.txt"
    env = {**os.environ, "PYTHONPATH": PYTHONPATH, "TLAPY_PYTHON": "current", "TLAPY_SPARK_WORTH": "0"}
    with log.open("w") as out:
        p = subprocess.Popen([sys.executable, "-m", "tla_py.cli", "check", "Long.tla", "--spark", "local[2]"],
                             cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))  # a terminal
    try:
        if when == "starting":
            time.sleep(3)
        else:
            _wait_for(log, "Spark level 3:", 300)
        p.send_signal(signal.SIGINT)
        code = p.wait(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
    text = log.read_text()
    assert code == 130, text[-3000:]
    assert "tlapy: interrupted (SIGINT)" in text
    assert "Spark job failed" not in text and "Traceback" not in text


LIVENESS_TLC = json.loads((ROOT / "tests" / "oracle" / "spark_liveness.json").read_text())
"""TLC's verdicts on tests/specs/SparkLive.tla (tests/oracle/record_spark_liveness.py)."""


def live_model(tmp_path: Path, config: str) -> list[str]:
    for name in ("SparkLive.tla", f"{config}.cfg"):
        shutil.copy(ROOT / "tests" / "specs" / name, tmp_path)
    return ["SparkLive.tla", "-config", f"{config}.cfg"]


@pytest.mark.parametrize("config", sorted(LIVENESS_TLC))
def test_liveness_on_spark_gives_tlc_verdicts(tmp_path: Path, config: str) -> None:
    tlc = LIVENESS_TLC[config]
    args = live_model(tmp_path, config)
    code, report, out = tlapy([*args, "--spark", "local[2]"], tmp_path)
    assert "Spark level 1:" in out
    got = (code, report["violated"], report["distinct"], report["generated"], report["depth"])
    assert got == (tlc["exit"], tlc["violated"], tlc["distinct"], tlc["generated"], tlc["depth"]), out[-3000:]
    assert "Traceback" not in out
    if tlc["violated"] is not None:  # the lasso the in-process engine finds, there the same as TLC's
        (tmp_path / "r.json").rename(tmp_path / "spark.json")
        _, alone, _ = tlapy(args, tmp_path)
        assert report["trace"] == alone["trace"]
        assert (report["trace_kind"], report["trace_len"], [report["back_to"]]) == (
            "lasso", tlc["trace_len"], tlc["back_to"])


def test_a_liveness_graph_beyond_the_drivers_limit_is_an_error(tmp_path: Path) -> None:
    args = live_model(tmp_path, "SparkLiveViolated")
    code, report, out = tlapy([*args, "--spark", "local[2]", "--spark-conf",
                               "spark.tlapy.liveness.maxSteps=20"], tmp_path)
    assert (code, report["result"]) == (255, "error"), out[-3000:]
    assert "more than 20 states and steps" in out
    assert "Traceback" not in out


def test_without_spark_pyspark_is_never_imported(tmp_path: Path) -> None:
    cwd, args, _ = counter(tmp_path, "success")
    code = ("import sys, runpy; sys.argv = ['tlapy', 'check', *sys.argv[1:]]\n"
            "try:\n    runpy.run_module('tla_py.cli', run_name='__main__')\n"
            "except SystemExit:\n    pass\n"
            "assert not [m for m in sys.modules if m.startswith('pyspark')], 'pyspark imported'\n")
    p = subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, capture_output=True, text=True,
                       env={**os.environ, "PYTHONPATH": PYTHONPATH, "TLAPY_PYTHON": "current"}, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "12 distinct states found" in p.stdout


# ---------------------------------------------------------------- a standalone cluster on loopback

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(path: Path, text: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.is_file() and text in path.read_text(errors="replace"):
            return
        time.sleep(0.3)
    log = path.read_text(errors="replace") if path.is_file() else ""
    raise AssertionError(f"{text!r} not in {path} after {seconds} s:\n{log[-2000:]}")


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """spark://127.0.0.1:PORT with two one-core workers, started from pyspark's own spark-class and
    torn down by the process groups started here."""
    home = Path(pyspark.__file__).parent
    tmp = tmp_path_factory.mktemp("spark-cluster")
    env = {**os.environ, "SPARK_HOME": str(home), "SPARK_LOCAL_IP": "127.0.0.1",
           "PYSPARK_PYTHON": sys.executable, "PYTHONPATH": PYTHONPATH,
           "SPARK_DAEMON_JAVA_OPTS": "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"}
    port = _free_port()
    url = f"spark://127.0.0.1:{port}"
    spark_class = str(home / "bin" / "spark-class")
    procs = []

    def start(name: str, args: list[str]) -> Path:
        log = tmp / f"{name}.log"
        procs.append(subprocess.Popen([spark_class, *args], env=env, stdout=log.open("w"),
                                      stderr=subprocess.STDOUT, start_new_session=True))
        return log

    try:
        master = start("master", ["org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                                  "--port", str(port), "--webui-port", "0"])
        _wait_for(master, "elected leader", 120)
        for i in range(2):
            start(f"worker{i}", ["org.apache.spark.deploy.worker.Worker", url, "--host", "127.0.0.1",
                                 "--cores", "1", "--memory", "1g", "--webui-port", "0",
                                 "--work-dir", str(tmp / f"work{i}")])
        for i in range(2):
            _wait_for(tmp / f"worker{i}.log", "Successfully registered with master", 120)
        yield url
    finally:
        for p in procs:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()


def test_standalone_cluster_gives_tlc_answers(tmp_path: Path, cluster: str) -> None:
    cwd, args, expected = counter(tmp_path, "invariant")
    code, report, out = tlapy([*args, "--spark", cluster], cwd)
    assert (code, outcome(report, expected)) == (12, expected), out[-3000:]
    assert "2 executor(s)" in out


@pytest.mark.skipif(not CORPUS.is_dir(), reason="needs ../shared/corpus")
@pytest.mark.parametrize("model,expected", [
    ("NanoBlockchain__MCNanoSmall", ("success", None, 3003, 6083, 7)),  # TLC: levels of up to 1,010 states
    ("DieHard__DieHard", ("invariant violation", "NotSolved", 7)),  # TLC: a 7-state trace
])
def test_corpus_models_on_the_cluster(tmp_path: Path, cluster: str, model: str, expected: tuple) -> None:
    record = next(r for r in json.loads((CORPUS / "expected.json").read_text()) if r.get("id") == model)
    work = tmp_path / "m"
    shutil.copytree(CORPUS / record.get("dir", "."), work)
    flags = [a for a in record.get("tlc_args", []) if a == "-deadlock"]
    code, report, out = tlapy([record["spec"], "-config", record["cfg"], *flags, "--spark", cluster], work)
    if expected[0] == "success":
        assert expected[2:] == (record["distinct"], record["generated"], record["depth"])
        got = (report["result"], report["violated"], report["distinct"], report["generated"], report["depth"])
        # levels of hundreds of states: spread over tasks that both executors ran
        both = r"^Spark level \d+: [\d,]+ new states in [\d.]+ s \([2-9] tasks on 2 executor"
        assert re.search(both, out, re.M), out[-3000:]
    else:
        got = (report["result"], report["violated"], report["trace_len"])
    assert got == expected, out[-3000:]



RESET_LINK = """
import socket, struct, threading
from py4j.java_gateway import GatewayParameters, JavaGateway
from tla_py.engine.spark.session import start_session

start_session("local[1]", {})
server = socket.create_server(("127.0.0.1", 0))

def reset_each_link():
    while True:
        link, _ = server.accept()
        link.recv(1)
        link.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        link.close()  # an RST: py4j's reader gets ConnectionResetError, as from a JVM that died

threading.Thread(target=reset_each_link, daemon=True).start()
gateway = JavaGateway(gateway_parameters=GatewayParameters(port=server.getsockname()[1]))
try:
    gateway.jvm.java.lang.System.currentTimeMillis()
except Exception as e:
    print("raised", type(e).__name__)
"""


def test_a_reset_py4j_link_raises_without_py4j_printing_its_traceback(tmp_path: Path) -> None:
    """py4j logs a command whose link was reset through the root logger, with a traceback (CI at 967ba4c:
    a refused checkpoint's run, its JVM ending); in a session tlapy started, only the exception remains,
    which tlapy reports with its message."""
    p = subprocess.run([sys.executable, "-c", RESET_LINK], capture_output=True, text=True, cwd=tmp_path,
                       timeout=300, env={**os.environ, "PYTHONPATH": PYTHONPATH})
    assert "raised Py4JError" in p.stdout, p.stdout + p.stderr
    assert "Traceback" not in p.stdout + p.stderr and "Exception while sending" not in p.stderr
