"""One function that executes a run's plan, whoever made it (the command line, tla_py.api): the settings,
the interpreter the search runs in, storage and checkpoints or recovery, the model, the engine, and the
reporters that print and write what it found."""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Callable

from tla_py.errors import TlaError
from tla_py.run import interpreter, output, storage
from tla_py.run.options import Checked, Options
from tla_py.run.output import Echo
from tla_py.run.plan import SIMULATION, SPARK, WORKERS, Plan

if TYPE_CHECKING:
    from tla_py.engine.result import CheckResult


@dataclass(frozen=True)
class Quiet:
    """A run for a program (tla_py.api) in place of a terminal: nothing printed, nothing written, each
    -continue violation handed to `on_violation`, the model's deadlock check as `check_deadlock` says."""

    on_violation: Callable[[CheckResult], None] | None = None
    check_deadlock: bool | None = None


@dataclass
class Ran:
    """What an executed plan gives: TLC's exit code, and the search's result (None when it ended early)."""

    exit_code: int
    result: CheckResult | None = None


def execute(
    o: Options,
    c: Checked,
    plan: Plan,
    *,
    out: Echo = output.echo,
    argv: tuple[str, ...] = (),
    quiet: Quiet | None = None,
) -> Ran:
    """Run `plan` (made from `o`, checked as `c`), printing with `out`, or, for a `quiet` caller, only
    returning the result. `argv` is the command line handed to another interpreter when the plan moves
    the search. Errors of the spec or config raise TlaError, a refused --python OptionError."""
    return _Run(o, c, plan, out, list(argv), quiet).run()


class _Run:
    """One run's state as it goes: what is set up before the search, used by it, and reported after."""

    def __init__(self, o: Options, c: Checked, plan: Plan, out: Echo, argv: list[str], quiet: Quiet | None):
        self.o, self.c, self.plan, self.out, self.argv, self.quiet = o, c, plan, out, argv, quiet
        self.report = self.recovery = self.checkpoints = self.checkpoint = self.draw = None

    def run(self) -> Ran:
        """Set up, then search (or simulate) and report; a spec error leaves the JSON report saying so."""
        handover = self._setup()
        try:
            if self.plan.engine == SIMULATION:
                return Ran(self._simulate())
            model = self._model()
            if isinstance(model, Ran):
                return model
            result, stats = self._search(model, handover)
        except TlaError as e:
            if self.o.json_report is not None:
                output.write_error_report(self.o.json_report, e, self.out)
            if self.report is not None:
                self.report.general_error(e.message)
                return Ran(int(e.exit_code))
            raise
        except KeyboardInterrupt:  # Ctrl-C, SIGTERM, SIGHUP: the run ends, its report is written
            if self.o.json_report is not None:
                output.write_error_report(self.o.json_report, output.interrupted(), self.out)
            raise
        if self.checkpoints is not None and not result.incomplete:
            self.checkpoints.ended()
        if self.quiet is None:
            self._report(model, result, stats)
        return Ran(int(result.exit_code), result)

    def _setup(self):
        """Everything before the model: settings, the interpreter (which may take the run from here), the
        seed, storage, checkpoints or recovery, and the first lines; the HandOver of a movable search."""
        o, c, plan, out = self.o, self.c, self.plan, self.out
        output.run_settings(o.terse, o.userFile, o.maxSetSize)
        run = interpreter.drawn_run(c.seed, c.fp) if o.recover is None else None
        self.worker_python = interpreter.search_python(o.python) if plan.engine == WORKERS else None
        handover = interpreter.run_search_in(plan.search_python, plan.movable, run, self.argv, out)
        if plan.one_worker_note is not None:  # here, where the search runs: not again where it moves to
            out(plan.one_worker_note, err=True)
        from tla_py.stdlib import reset_run

        if o.recover is not None:
            self.recovery = storage.open_recovery(o.recover, c.seed, c.fp, plan.spark, c.spark_conf, out)
            run = self.recovery.meta["run"]
        reset_run(run["seed"], fp_index=run["fp_index"], allow_io_exec=o.allow_io_exec)
        from tla_py.stdlib.tlc import RUN

        RUN.replay_traces = c.simulate is None and self.quiet is None  # generated again as it is printed
        self.cfg = c.config if c.config is not None else c.spec.with_suffix(".cfg")
        self.space = storage.space(o.fpmem, plan.metadir) if self.quiet is None else None
        self._open_checkpoints()
        if self.quiet is None:
            self._first_lines()
        return handover

    def _open_checkpoints(self) -> None:
        """The checkpoints the plan asks for: Spark's, or this process's own."""
        o, plan = self.o, self.plan
        if plan.checkpoints == "spark":
            self.checkpoints = storage.spark_checkpoints(
                o.checkpoint, plan.metadir, self.c.spark_conf, self.out
            )
        elif plan.checkpoints == "local":
            self.checkpoints = storage.local_checkpoints(
                o.checkpoint, plan.metadir, self.recovery, not plan.moved, self.out
            )

    def _first_lines(self) -> None:
        """TLC's header (or -tool's first messages), the recovery's line, stale translations' warnings."""
        o, plan, out = self.o, self.plan, self.out
        self.report = output.tool_report(plan.fresh, plan.workers, out) if plan.tool else None
        if o.started_over:
            interpreter.say_started_over(out)
        elif plan.fresh and self.report is None:
            out(output.header_line(plan.workers, self.worker_python))
        if self.recovery is not None:
            out(f"Starting recovery from checkpoint {self.recovery.path}")
        if not plan.moved and not o.started_over:
            output.warn_stale_translations(self.c.spec, list(o.lib), out)

    def _simulate(self) -> int:
        """The simulation plan: TLC's -simulate or -generate."""
        from tla_py.run.simulation import run_simulation

        return run_simulation(self.o, self.c, self.plan, self.cfg, self.out)

    def _model(self):
        """The model: built here, or ahead in a warm child, or between -tool's SANY messages (a spec error
        there ends the run: its Ran); a moved search's checkpoint read once its constants have drawn."""
        from tla_py.semantics import build_model

        o, plan, out = self.o, self.plan, self.out
        deadlock = self.quiet.check_deadlock if self.quiet is not None else False if o.deadlock else None
        build = partial(
            build_model,
            self.c.spec,
            self.cfg,
            check_deadlock=deadlock,
            lib_paths=list(o.lib),
            coverage=o.coverage is not None,
            invariants=o.inv,
            postconditions=o.postCondition,
        )
        if o.warm is not None:
            model, self.checkpoint = interpreter.warm_turn(o.warm, build, self.space, out)
        elif self.report is not None and plan.fresh:
            from tla_py.report.toolrun import build_reported

            model = build_reported(self.report, self.c.spec, build, warnings=not o.nowarning)
            if isinstance(model, TlaError):
                return Ran(int(model.exit_code))
        else:
            model = build()
            if o.resume is not None:
                self.checkpoint = interpreter.resumed(o.resume, self.space, out)
            if plan.fresh and not o.nowarning and self.quiet is None:
                output.print_warnings(getattr(model, "warnings", ()), out)
        if self.checkpoints is not None:
            storage.identify(self.checkpoints, self.recovery, model, o.continue_)
        if o.diagram is not None:
            from tla_py.report.diagram import diagram_writer

            self.draw = diagram_writer(model, o.diagram, list(o.messages), o.msg_from, o.msg_to)
        return model

    def _search(self, model, handover):
        """The engine the plan names, with its printers and watchers: the result, and -coverage's counts."""
        from tla_py.engine import check as run_check
        from tla_py.report import progress_printer

        o, plan, report = self.o, self.plan, self.report
        if self.quiet is not None:
            return run_check(model, workers=plan.workers, on_violation=self.quiet.on_violation), None
        on_violation = output.violation_printer(o.continue_, o.difftrace, report)
        progress = progress_printer(checkpoints=self.checkpoints) if report is None else report.progress
        self.init_line = output.init_line(report, on_violation, moved=self.checkpoint is not None)
        observer, stats = output.observers(model, o.dump, o.coverage, report, self.out)
        if plan.engine == SPARK:
            return self._spark(model, progress), stats
        try:
            return run_check(
                model,
                progress=progress,
                on_violation=on_violation,
                handover=handover,
                resume=self.checkpoint,
                space=self.space,
                checkpoints=self.checkpoints,
                recover=self.recovery,
                **({"outdegree": True} if report is not None else {}),
                **({"observer": observer} if observer is not None else {}),
                **_worker_args(run_check, plan.workers, self.worker_python, self.out),
            ), stats
        finally:
            if observer is not None:
                observer.close()

    def _spark(self, model, progress) -> CheckResult:
        """The Spark plan: the search on Spark's executors, this process its driver."""
        from tla_py.engine.regenerate import in_tlc_order
        from tla_py.engine.spark.driver import check_spark

        plan, spark_conf = self.plan, self.c.spark_conf
        result = check_spark(
            model,
            plan.spark,
            spark_conf,
            progress=progress,
            say=self.out,
            checkpoints=self.checkpoints,
            recover=self.recovery,
            python=self.o.python,
        )
        return in_tlc_order(model, result)

    def _report(self, model, result, stats) -> None:
        """TLC's verdict, counts and trace (or -tool's messages), then the files asked for."""
        from tla_py.report import print_result, write_json_report
        from tla_py.report.dump import write_dumps

        o, report = self.o, self.report
        if not o.nowarning:
            from tla_py.report.stuttering import stuttering_warning

            result.stuttering_warning = stuttering_warning(model, result)
        if report is not None:
            from tla_py.report.tool import framed
            from tla_py.report.toolrun import report_result

            if stats is not None:
                report.coverage = lambda res: [framed(code, text) for code, text in stats.messages(res)]
            report_result(report, model, result)
        else:
            print_result(
                result,
                diff=o.difftrace,
                init_printed=self.init_line.printed,
                coverage=None if stats is None else [text for _, text in stats.messages(result)],
            )
        if o.json_report is not None:
            output.write_output(
                "the JSON report", o.json_report, partial(write_json_report, result, o.json_report), self.out
            )
        for line in write_dumps(result, list(self.c.dumps)):
            self.out(line)
        if self.draw is not None:
            self.draw(result)


def _worker_args(run_check: object, n: int, python: str | None, out: Echo) -> dict:
    """Pass -workers (and the workers' interpreter) on when the engine takes it; until then say that one
    worker runs."""
    if n == 1:
        return {}
    if "workers" in inspect.signature(run_check).parameters:
        return {"workers": n, **({"worker_python": python} if python else {})}
    out(f"tlapy: -workers {n}: this engine runs one worker; running with 1", err=True)
    return {}
