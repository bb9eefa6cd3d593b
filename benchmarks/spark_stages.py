"""Where a `--spark` run's time went, from Spark's own event log: expansion (the executors' Python) against
the rest (dedup, anti-join, sort, checkpoints), how many jobs and stages the levels cost, and how long the
driver spent between jobs (planning the next query, py4j calls: a fixed cost per level no stage shows).

    tlapy check M.tla -config M.cfg --spark 'local[2]' --spark-conf spark.eventLog.enabled=true \\
        --spark-conf spark.eventLog.dir=/tmp/ev --spark-conf spark.eventLog.compress=false
    python benchmarks/spark_stages.py /tmp/ev/eventlog_v2_*/events_*
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path


def events(path: Path) -> list[dict]:
    """The event log's records (one JSON object a line; a compressed log is refused with the fix)."""
    data = path.read_bytes()
    if not data.lstrip().startswith(b"{"):
        raise SystemExit(f"{path}: not a plain event log; run again with "
                         "--spark-conf spark.eventLog.compress=false (or zstd -dc it)")
    return [json.loads(line) for line in data.decode().splitlines() if line.strip()]


def summary(records: list[dict]) -> dict[str, float]:
    """Jobs, stages, wall and task time (s) of the expansion stages and of the others, and the time from the
    first job's start to the last one's end that no job was running."""
    run: Counter = Counter()
    for e in records:
        if e["Event"] == "SparkListenerTaskEnd":
            run[e["Stage ID"]] += (e.get("Task Metrics") or {}).get("Executor Run Time", 0)
    out: Counter = Counter(jobs=sum(e["Event"] == "SparkListenerJobStart" for e in records))
    for e in records:
        if e["Event"] != "SparkListenerStageCompleted":
            continue
        info = e["Stage Info"]
        part = "expansion" if "MapInArrow" in json.dumps(info.get("RDD Info", [])) else "other"
        out["stages"] += 1
        out[f"{part} wall"] += (info.get("Completion Time", 0) - info.get("Submission Time", 0)) / 1000
        out[f"{part} task"] += run[info["Stage ID"]] / 1000
    out["between jobs"] = idle_between_jobs(records)
    out["slot idle"] = slot_idle(records)
    return dict(out)


def slot_idle(records: list[dict]) -> float:
    """Core-seconds the expansion stages left idle: each stage's wall times its task slots (the tasks
    launched within 0.1 s of its first), less its tasks' run times (a slot waiting for a straggler)."""
    tasks: dict[int, list[tuple[int, int, int]]] = {}
    for e in records:
        if e["Event"] == "SparkListenerTaskEnd":
            info = e["Task Info"]
            run = (e.get("Task Metrics") or {}).get("Executor Run Time", 0)
            tasks.setdefault(e["Stage ID"], []).append((info["Launch Time"], info["Finish Time"], run))
    idle = 0.0
    for e in records:
        if e["Event"] != "SparkListenerStageCompleted":
            continue
        info = e["Stage Info"]
        if "MapInArrow" not in json.dumps(info.get("RDD Info", [])):
            continue
        mine = tasks.get(info["Stage ID"], [])
        first = min((start for start, _, _ in mine), default=0)
        slots = sum(start - first < 100 for start, _, _ in mine)
        wall = info.get("Completion Time", 0) - info.get("Submission Time", 0)
        idle += (slots * wall - sum(run for _, _, run in mine)) / 1000
    return idle


def idle_between_jobs(records: list[dict]) -> float:
    """Seconds between the first job's start and the last job's end when no job ran."""
    spans = sorted((e["Submission Time"], e["Completion Time"]) for e in _jobs(records))
    idle, busy_until = 0.0, None
    for start, end in spans:
        if busy_until is not None and start > busy_until:
            idle += start - busy_until
        busy_until = end if busy_until is None else max(busy_until, end)
    return idle / 1000


def _jobs(records: list[dict]) -> list[dict]:
    """Each job's submission and completion times (ms), from its start and end events."""
    starts = {e["Job ID"]: e["Submission Time"] for e in records if e["Event"] == "SparkListenerJobStart"}
    return [{"Submission Time": starts[e["Job ID"]], "Completion Time": e["Completion Time"]}
            for e in records if e["Event"] == "SparkListenerJobEnd" and e["Job ID"] in starts]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+", type=Path)
    for path in ap.parse_args().logs:
        s = summary(events(path))
        print(f"{path}: {s.get('jobs', 0)} jobs, {s.get('stages', 0)} stages; expansion "
              f"{s.get('expansion wall', 0):.1f} s wall / {s.get('expansion task', 0):.1f} s in tasks; other "
              f"stages {s.get('other wall', 0):.1f} s wall / {s.get('other task', 0):.1f} s in tasks; "
              f"{s['between jobs']:.1f} s between jobs; {s['slot idle']:.1f} core-s of the expansion's task "
              "slots idle")


if __name__ == "__main__":
    main()
