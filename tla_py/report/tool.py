"""TLC's -tool output: each message framed by its code and class, as the TLA+ VS Code extension and
the Toolbox read TLC's output (`@!@!@STARTMSG 2110:1 @!@!@` ... `@!@!@ENDMSG 2110 @!@!@`).

The codes, classes and texts are TLC's (tlc2.output.EC and MP), checked against TLC's own -tool output
in tests/test_tool.py; the messages come in TLC's order. A message may hold another (an invariant that
fails to evaluate holds the error's own message), as in TLC.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from decimal import Decimal

from tla_py.engine.result import (
    ASSUMPTION,
    DEADLOCK,
    ERROR,
    INVARIANT,
    PROPERTY,
    SUCCESS,
    CheckResult,
    Progress,
)
from tla_py.errors import UNEXPECTED
from tla_py.report.text import (
    action_label,
    call_stack,
    error_in_init,
    nested_positions,
    shows_call_stack,
    trace_bindings,
)
from tla_py.semantics.compiled import Model

NONE, ERROR_CLASS, WARNING, STATE = 0, 1, 3, 4
"""TLC's message classes (MP.NONE, ERROR, WARNING, STATE)."""

GENERAL = 1000
VERSION, MODE_MC, SANY_START, SANY_END, STARTING, FINISHED = 2262, 2187, 2220, 2219, 2185, 2186
COMPUTING_INIT, INIT_PROGRESS, INIT_GENERATED1, INIT_GENERATED2 = 2189, 2269, 2190, 2191
SUCCESS_CODE, SEARCH_DEPTH, OUTDEGREE, STATS, PROGRESS = 2193, 2194, 2268, 2199, 2200
BEHAVIOR_UP_TO_THIS_POINT, STATE_PRINT, STUTTERING, BACK_TO_STATE = 2121, 2217, 2218, 2122
COUNTER_EXAMPLE = 2264
NESTED_EXPRESSION, PARSING_FAILED = 2103, 3002
LIVE_IMPLIED, CHECKING_TEMPORAL, CHECKING_TEMPORAL_END = 2212, 2192, 2267

_VERDICT_CODES = {
    DEADLOCK: 2114,
    INVARIANT: 2110,  # 2107 when an initial state violates it
}

_EVAL_CODES: list[tuple[int, re.Pattern]] = [
    (code, re.compile(pattern))
    for code, pattern in (
        (2179, r"The second argument of \\div is 0\."),
        (2180, r"0\^0 is undefined\."),
        (2178, r"Overflow when computing"),
        (2132, r"The first argument of Assert evaluated to FALSE"),
        (2283, r"The argument of \S+ should be a"),
        (2266, r"The \w+ argument of \S+ should be an "),
        (2169, r"The \w+ argument of \S+ should be a "),
        (2183, r"The \w+ argument of \S+ must be in the domain of"),
        (2176, r"Applying \S+ to the following value"),
        (2184, r"Attempted to apply \S+ to the empty sequence\."),
        (2158, r"Attempted to check if the value"),
        (2181, r"Attempted to compute cardinality of the value"),
        (2155, r"Attempted to compare \S+ with the value"),
        (2154, r"Attempted to apply the operator overridden by the Java method"),
        (2145, r"TLCGet\(.*\) was undefined\."),
        (2164, r"The arguments to \S+ are not appropriate\."),
        (2280, r"In evaluation, the identifier \S+ is either undefined or not an operator\."),
    )
]

_CONFIG_CODES: list[tuple[int, re.Pattern]] = [
    (code, re.compile(pattern))
    for code, pattern in (
        (2222, r"The constant parameter \S+ is not assigned a value"),
        (2229, r"The \w+ \S+ specified in the configuration file\s+is not defined in the specification\."),
        (2230, r"The \w+ of \S+ is equal to"),
        (2223, r"In the configuration file, the identifier \S+ appears"),
        (2224, r"The configuration file substitutes for \S+ with the undefined identifier"),
        (2226, r"The configuration file substitutes constant \S+ with non-constant"),
        (2225, r"The configuration file substitutes for \S+ with \S+ of different number of arguments\."),
        (2228, r"In the configuration file, the identifier \S+ does not appear in the specification\."),
        (2236, r"The configuration file cannot specify both INIT/NEXT and SPECIFICATION"),
        (2231, r"The configuration file did not specify the initial state predicate\."),
        (2232, r"The configuration file did not specify the next state predicate\."),
        (2245, r"In the configuration file, the module name \S+ is not a module"),
    )
]


def framed(code: int, text: str, severity: int = NONE) -> str:
    """One message as TLC's -tool frames it."""
    return f"@!@!@STARTMSG {code}:{severity} @!@!@\n{text}\n@!@!@ENDMSG {code} @!@!@"


def error_code(message: str, config: bool = False) -> int:
    """TLC's code for an error tlapy reports in TLC's words (GENERAL when TLC has no code of its own)."""
    for code, pattern in _CONFIG_CODES if config else _EVAL_CODES:
        if pattern.match(message):
            return code
    return GENERAL


def java_double(x: float) -> str:
    """Java's Double.toString: plain between 10^-3 and 10^7, else d.dddE-n; always a fraction digit."""
    if x == 0:
        return "0.0"
    digits, exponent = _shortest(x)
    if 1e-3 <= abs(x) < 1e7:
        point = exponent + 1
        if point <= 0:
            text = "0." + "0" * -point + digits
        elif point >= len(digits):
            text = digits + "0" * (point - len(digits)) + ".0"
        else:
            text = digits[:point] + "." + digits[point:]
    else:
        text = f"{digits[0]}.{digits[1:] or '0'}E{exponent}"
    return ("-" if x < 0 else "") + text


def _shortest(x: float) -> tuple[str, int]:
    """The shortest decimal digits that read back as x (as Python's repr and Java 19's Double.toString
    find them), and the power of ten of the first one."""
    t = Decimal(repr(abs(x))).as_tuple()
    return "".join(map(str, t.digits)).rstrip("0") or "0", len(t.digits) + int(t.exponent) - 1


def probability(p: float, significant: int = 2) -> str:
    """TLC's ProbabilityToString: Java's text of p cut to `significant` digits, the last rounded half up."""
    if p == 0:
        return "0.0"
    text = java_double(p)
    m = re.fullmatch(r"0*(\d*)\.(\d+)(E-?\d+)?", text)
    if m is None:
        return text
    whole, frac, exp = m.group(1), m.group(2), m.group(3) or ""
    if len(whole) >= significant:
        return whole + exp
    zeros = len(frac) - len(frac.lstrip("0")) if not whole else 0
    cut = zeros + significant - len(whole)
    number = f"{whole}.{frac[:cut]}"
    if frac[cut : cut + 1] >= "5":
        number = _carry(number)
    return number + exp


def _carry(number: str) -> str:
    """Add one in the last digit of a decimal number, carrying to the left."""
    chars = list(number)
    for i in range(len(chars) - 1, -1, -1):
        if chars[i] == ".":
            continue
        if chars[i] != "9":
            chars[i] = str(int(chars[i]) + 1)
            return "".join(chars)
        chars[i] = "0"
    return "1" + "".join(chars)


def stamp(t: float | None = None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t))


def state_text(binding: dict[str, str]) -> str:
    """A state's variables as TLC prints them in a trace: `x = 1` alone, else one `/\\ x = 1` each."""
    if len(binding) == 1:
        return "\n".join(f"{k} = {v}" for k, v in binding.items())
    return "\n".join(f"/\\ {k} = {v}" for k, v in binding.items())


class ToolReport:
    """Prints a run's messages as TLC -tool does, from the first (the version) to `Finished in`."""

    def __init__(
        self, write: Callable[[str], None], coverage: Callable[[CheckResult], Iterable[str]] | None = None
    ):
        self.write = write
        self.t0 = time.time()
        self.coverage = coverage
        self.init_reported = False

    def message(self, code: int, text: str, severity: int = NONE) -> None:
        self.write(framed(code, text, severity))

    # ------------------------------------------------------------------ before the search

    def start(self, version: str, mode_line: str) -> None:
        self.message(VERSION, version)
        self.message(MODE_MC, mode_line)
        self.message(SANY_START, "Starting SANY...")

    def parsed(self, files: list[str], modules: list[str]) -> None:
        """SANY's lines for the modules read: `Parsing file` each, then `Semantic processing of module`."""
        for f in files:
            self.write(f"Parsing file {f}")
        for m in modules:
            self.write(f"Semantic processing of module {m}")

    def sany_finished(self) -> None:
        self.message(SANY_END, "SANY finished.")
        self.message(STARTING, f"Starting... ({stamp(self.t0)})")

    def parse_error(self, message: str, line: int, col: int, module: str, file: str) -> None:
        """A module that does not parse, in SANY's words, then TLC's end of the run."""
        could_not = f"In module {module}\n\nCould not parse module {module} from file {file}"
        self.write(
            f"***Parse Error***\n{message} at line {line}, column {col} of module {module}\n\n"
            f"Fatal errors while parsing TLA+ spec in file {module}\n\n{could_not}\n*** Errors: 1\n\n"
            f"{could_not}\n"
        )
        self.spec_failed()

    def semantic_error(self, message: str, place: str | None) -> None:
        """A module that parses but means nothing (an unknown name, a level error), in SANY's words."""
        where = f"{place}\n\n" if place else ""
        self.write(f"Semantic errors:\n\n*** Errors: 1\n\n{where}{message}\n\n")
        self.spec_failed()

    def spec_failed(self) -> None:
        self.sany_finished()
        self.message(PARSING_FAILED, "Parsing or semantic analysis failed.", ERROR_CLASS)
        self.finished()

    def config_error(self, message: str) -> None:
        """A config naming what the spec lacks (or the like), in TLC's words, which break a line here."""
        message = message.replace(
            " specified in the configuration file is not defined",
            " specified in the configuration file\nis not defined",
        )
        self.message(error_code(message, config=True), message, ERROR_CLASS)
        self.finished()

    def general_error(self, message: str) -> None:
        self.message(GENERAL, message, ERROR_CLASS)
        self.finished()

    def warnings(self, warnings: Iterable[tuple[int, str]]) -> None:
        for code, text in warnings:
            self.message(code, text, WARNING)

    def computing_init(self, liveness_branches: int = 0, init_follows: bool = True) -> None:
        """What TLC says before its Init: the liveness checking it prepared, then that Init is computed
        (not when an ASSUME fails: it ends the run first)."""
        if liveness_branches:
            self.message(
                LIVE_IMPLIED,
                f"Implied-temporal checking--satisfiability problem has {liveness_branches} branches.",
            )
        if init_follows:
            self.message(COMPUTING_INIT, "Computing initial states...")

    # ------------------------------------------------------------------ during the search

    def progress(self, p: Progress) -> None:
        self.message(PROGRESS, _progress_text(p.depth, p.generated, p.distinct, p.left_on_queue, p.seconds))

    def initial_states(self, res: CheckResult) -> None:
        """`Computed N initial states...` at each power of two, then how many there were (once)."""
        self.initial_counts(res.initial_generated, res.initial_states)

    def initial_counts(self, g: int, d: int) -> None:
        """The initial states' messages once, as Init ends (RUN.initial_states_done) or with the result."""
        if self.init_reported:
            return
        self.init_reported = True
        n = 2
        while n < g:
            self.message(INIT_PROGRESS, f"Computed {n} initial states...")
            n *= 2
        if g == d:
            text = f"Finished computing initial states: {d} distinct state{'' if d == 1 else 's'} generated"
            self.message(INIT_GENERATED1, f"{text} at {stamp()}.")
        else:
            self.message(
                INIT_GENERATED2,
                f"Finished computing initial states: {g} states generated, "
                f"with {d} of them distinct at {stamp()}.",
            )

    def violation(self, res: CheckResult) -> None:
        """One violation with its behavior (also each one -continue goes on after)."""
        if res.in_initial_state:
            n = 2
            while n < res.initial_generated:
                self.message(INIT_PROGRESS, f"Computed {n} initial states...")
                n *= 2
            code = 2107 if res.result == INVARIANT else 2108
            kind = "Invariant" if res.result == INVARIANT else "Property"
            state = state_text(trace_bindings(res)[0])
            self.message(
                code, f"{kind} {res.violated} is violated by the initial state:\n{state}\n", ERROR_CLASS
            )
            return
        self.initial_states(res)
        regeneration = res.regeneration
        if res.result == PROPERTY and res.trace_kind != "finite":
            self.temporal_start(res)
            if regeneration is not None:
                regeneration.before_headline()
            several = " and " in (res.violated or "")
            self.message(
                2116,
                f"Temporal propert{'ies' if several else 'y'} {res.violated} "
                f"{'were' if several else 'was'} violated.\n",
                ERROR_CLASS,
            )
            self.message(
                COUNTER_EXAMPLE, "The following behavior constitutes a counter-example:\n", ERROR_CLASS
            )
            self.trace(res)
            self.temporal_end()
            return
        if res.result == PROPERTY:
            self.message(2112, f"Action property {res.violated} is violated.", ERROR_CLASS)
        else:
            deadlock = res.result == DEADLOCK
            headline = "Deadlock reached." if deadlock else f"Invariant {res.violated} is violated."
            self.message(_VERDICT_CODES[res.result], headline, ERROR_CLASS)
        if regeneration is not None:
            regeneration.before_header()
        self.message(BEHAVIOR_UP_TO_THIS_POINT, "The behavior up to this point is:", ERROR_CLASS)
        self.trace(res)

    def trace(self, res: CheckResult) -> None:
        bindings = trace_bindings(res)
        for i, ((action, _), binding) in enumerate(zip(res.trace, bindings), start=1):
            if res.regeneration is not None:
                res.regeneration.before_state(i)
            self.message(STATE_PRINT, f"{i}: {action_label(action)}\n{state_text(binding)}\n", STATE)
        if res.trace_kind == "lasso" and res.back_to is not None:
            state, action = res.back_to
            self.message(BACK_TO_STATE, f"{state}: Back to state: {action_label(action)}\n", STATE)
        elif res.trace_kind == "stuttering":
            self.message(STUTTERING, f"{len(res.trace) + 1}: Stuttering", STATE)
            if res.stuttering_warning is not None:
                self.message(*res.stuttering_warning, WARNING)

    def temporal_start(self, res: CheckResult) -> None:
        """TLC's progress line and announcement before it checks liveness on the complete state graph."""
        level = max(res.depth, 1)
        self.message(
            PROGRESS,
            f"Progress({level}) at {stamp()}: {res.generated:,} states generated, "
            f"{res.distinct:,} distinct states found, {res.left_on_queue:,} states left "
            "on queue.",
        )
        self.message(
            CHECKING_TEMPORAL,
            f"Checking temporal properties for the complete state space with "
            f"{res.distinct} total distinct states at ({stamp()})",
        )

    def temporal_end(self) -> None:
        self.message(CHECKING_TEMPORAL_END, f"Finished checking temporal properties in 00s at {stamp()}")

    # ------------------------------------------------------------------ the end

    def result(self, res: CheckResult, liveness: bool = False) -> None:
        """Everything after the search: the verdict, its behavior, coverage, the counts, the time."""
        if res.result == ASSUMPTION and not (res.message or "").startswith("Postcondition"):
            message = res.message or ""
            code = 2104 if message.endswith("is false.") else 2105
            self.message(code, _with_cause(message) if code == 2105 else message, ERROR_CLASS)
            self.finished(res.seconds)
            return
        if res.in_initial_state:
            self.violation(res)
            if res.after_trace is not None:
                res.after_trace()
            self.finished(res.seconds)
            return
        in_init = error_in_init(res)
        if not in_init:
            self.initial_states(res)
        if res.result == SUCCESS:
            if liveness:
                self.temporal_start(res)
                self.temporal_end()
            self.message(
                SUCCESS_CODE,
                "Model checking completed. No error has been found.\n"
                "  Estimates of the probability that TLC did not check all reachable states\n"
                "  because two distinct states had the same fingerprint:\n"
                f"  calculated (optimistic):  val = {probability(_optimistic(res))}",
            )
        elif res.result == ASSUMPTION:  # a postcondition
            self.message(2404, res.message or "", ERROR_CLASS)
        elif res.result == ERROR:
            self.error(res, in_init)
        else:
            self.violation(res)
        if res.regeneration is not None:
            res.regeneration.after_trace()
        if res.after_trace is not None:
            res.after_trace()
        for line in self.coverage(res) if self.coverage else ():
            self.write(line)
        self.message(
            PROGRESS, _progress_text(res.depth, res.generated, res.distinct, res.left_on_queue, res.seconds)
        )
        self.message(
            STATS,
            f"{res.generated} states generated, {res.distinct} distinct states found, "
            f"{res.left_on_queue} states left on queue.",
        )
        self.message(SEARCH_DEPTH, f"The depth of the complete state graph search is {res.depth}.")
        if res.outdegree is not None and (res.result == SUCCESS or _invariant_failed_to_evaluate(res)):
            low, mean, p95, high = res.outdegree
            self.message(
                OUTDEGREE,
                f"The average outdegree of the complete state graph is {mean} (minimum "
                f"is {low}, the maximum {high} and the 95th percentile is {p95}).",
            )
        self.finished(res.seconds)

    def error(self, res: CheckResult, in_init: bool) -> None:
        """An evaluation error: TLC's message for it, the behavior to it, where it struck."""
        message = res.message or ""
        if _invariant_failed_to_evaluate(res):
            head, _, cause = message.partition("\n")
            self.message(2111, f"{head}\n{framed(error_code(cause), cause)}", ERROR_CLASS)
        elif in_init:
            self.message(GENERAL, framed(error_code(message), message), ERROR_CLASS)
        elif message.startswith(UNEXPECTED):  # TLC's text around its RuntimeException's own message
            cause = message[len(UNEXPECTED) :]
            self.message(GENERAL, UNEXPECTED + framed(error_code(cause), cause), ERROR_CLASS)
        else:
            self.message(error_code(message), message, ERROR_CLASS)
        if res.trace and not in_init:
            if res.regeneration is not None:
                res.regeneration.before_header()
            self.message(BEHAVIOR_UP_TO_THIS_POINT, "The behavior up to this point is:", ERROR_CLASS)
            self.trace(res)
        if shows_call_stack(res):
            self.message(NESTED_EXPRESSION, nested_positions(res, call_stack(res, in_init)), ERROR_CLASS)

    def finished(self, seconds: float = 0.0) -> None:
        """TLC's last message: the run's time (a moved search's `seconds` count from its first start)."""
        ms = int(max(time.time() - self.t0, seconds) * 1000)
        self.message(FINISHED, f"Finished in {ms}ms at ({stamp()})")


def _with_cause(message: str) -> str:
    """`Evaluating assumption ... failed.` and the error, framed in its own message where TLC has a code
    for it (an EvalException's; a TLCRuntimeException's text stays in the first)."""
    head, _, cause = message.partition("\n")
    code = error_code(cause)
    return message if code == GENERAL else f"{head}\n{framed(code, cause)}"


def _invariant_failed_to_evaluate(res: CheckResult) -> bool:
    return res.result == ERROR and (res.message or "").startswith("Evaluating invariant ")


def _optimistic(res: CheckResult) -> float:
    """TLC's optimistic estimate that two distinct states shared a fingerprint: n (g - n) / 2^64."""
    return res.distinct * ((res.generated - res.distinct) / 2.0**64)


def _progress_text(depth: int, generated: int, distinct: int, left: int, seconds: float) -> str:
    """TLC's progress line, whose level is at least 1 (a spec without initial states, or variables)."""
    minutes = max(seconds, 1e-3) / 60
    return (
        f"Progress({max(depth, 1)}) at {stamp()}: {generated:,} states generated "
        f"({int(generated / minutes):,} s/min), {distinct:,} distinct states found "
        f"({int(distinct / minutes):,} ds/min), {left:,} states left on queue."
    )


def liveness_branches(model: Model) -> int:
    """How many tableau branches TLC reports for the model's liveness properties (0: none to check)."""
    from tla_py.engine.properties import plan_properties

    plan, _ = plan_properties(model)
    return len(plan.liveness) if plan is not None else 0
