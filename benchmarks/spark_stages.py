"""Where a `--spark` run's time went, from Spark's own event log: expansion (the executors' Python) against
the rest (dedup, anti-join, sort, checkpoints), and how many jobs and stages the levels cost.

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
    """Jobs, stages, and wall and task time (s) of the expansion stages and of the others."""
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
    return dict(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("logs", nargs="+", type=Path)
    for path in ap.parse_args().logs:
        s = summary(events(path))
        print(f"{path}: {s.get('jobs', 0)} jobs, {s.get('stages', 0)} stages; expansion "
              f"{s.get('expansion wall', 0):.1f} s wall / {s.get('expansion task', 0):.1f} s in tasks; other "
              f"stages {s.get('other wall', 0):.1f} s wall / {s.get('other task', 0):.1f} s in tasks")


if __name__ == "__main__":
    main()
