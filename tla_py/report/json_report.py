"""The --json-report file: one JSON object, the contract of ../shared/conformance/run.py and more."""

from __future__ import annotations

import json
from pathlib import Path

from tla_py.engine.result import SUCCESS, CheckResult
from tla_py.report.itf import to_itf
from tla_py.report.text import action_label, trace_bindings


def report_dict(res: CheckResult) -> dict:
    """result, violated, distinct, generated, depth, trace_len (states in the trace, null on success),
    then trace_kind, the other counts, the error and the trace itself: each state printed as TLC does
    (through the ALIAS) and its variables' values as structured JSON (ITF's encoding, tla_py.report.itf)."""
    failed = res.result != SUCCESS
    span = res.span
    return {
        "result": res.result,
        "violated": res.violated,
        "distinct": res.distinct,
        "generated": res.generated,
        "depth": res.depth,
        "trace_len": len(res.trace) if failed and res.trace else None,
        "trace_kind": res.trace_kind if failed and res.trace else None,
        "back_to": res.back_to[0] if failed and res.back_to else None,
        "left_on_queue": res.left_on_queue,
        "initial_states": res.initial_states,
        "exit_code": int(res.exit_code),
        "seconds": round(res.seconds, 3),
        "module": res.module,
        "warnings": res.warnings,
        "error": None if res.message is None else {
            "message": res.message,
            "file": span.file if span else None,
            "line": span.line if span else None,
            "col": span.col if span else None,
            "end_line": span.end_line if span else None,
            "end_col": span.end_col if span else None,
        },
        "trace": [
            {"action": None if a is None else a.name,
             "label": action_label(a),
             "state": binding,
             "values": {n: to_itf(v) for n, v in res.printed(state)}}
            for (a, state), binding in zip(res.trace, trace_bindings(res))
        ],
    }


def write_json_report(res: CheckResult, path: str | Path) -> None:
    """Write the report of `res` to `path`."""
    Path(path).write_text(json.dumps(report_dict(res), indent=1) + "\n")
