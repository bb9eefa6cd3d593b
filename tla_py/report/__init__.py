"""Reporting a CheckResult: TLC-style text (rich) and the --json-report file."""

from tla_py.report.json_report import report_dict, write_json_report
from tla_py.report.text import action_label, print_result, progress_printer

__all__ = ["action_label", "print_result", "progress_printer", "report_dict", "write_json_report"]
