"""`tlapy check`'s arguments and flags as typer reads them, each named by the run.options.Options field it
sets: the command line's whole mapping of flags to options, as data (commands.check takes them)."""

import inspect
from pathlib import Path
from typing import Annotated, Optional

import typer

from tla_py.run.options import DEFAULT_CHECKPOINT_MINUTES

REPEATED = frozenset({"lib", "dumpTrace", "spark_conf", "messages", "inv", "postCondition"})
"""check's flags that may be repeated: a list from typer, a tuple in Options."""


def _flag(
    name: str, kind: object, info: object, default: object = inspect.Parameter.empty
) -> inspect.Parameter:
    """One of check's flags as typer reads a parameter: the Options field it sets, its type, its spellings."""
    return inspect.Parameter(
        name, inspect.Parameter.KEYWORD_ONLY, annotation=Annotated[kind, info], default=default
    )


CHECK_FLAGS = inspect.Signature(
    [
        _flag("spec", Path, typer.Argument(help="The root module (.tla)", readable=False)),
        _flag(
            "config",
            Optional[Path],
            typer.Option(
                "-config", "--config", help="Model config (default: SPEC.cfg beside SPEC).", readable=False
            ),
            None,
        ),
        _flag(
            "deadlock",
            bool,
            typer.Option("-deadlock", "--deadlock", help="Do not check for deadlock (as TLC's -deadlock)."),
            False,
        ),
        _flag(
            "workers",
            str,
            typer.Option("-workers", "--workers", help="Worker processes, or 'auto' (as TLC's -workers)."),
            "1",
        ),
        _flag(
            "json_report",
            Optional[Path],
            typer.Option("--json-report", help="Write the result as one JSON object here."),
            None,
        ),
        _flag(
            "lib",
            Optional[list[Path]],
            typer.Option("-lib", "--lib", help="More folders to find modules in."),
            None,
        ),
        _flag(
            "seed",
            Optional[str],
            typer.Option("-seed", "--seed", help="Seed of RandomElement and Randomization (as TLC's -seed)."),
            None,
        ),
        _flag(
            "fp",
            Optional[int],
            typer.Option(
                "-fp",
                "--fp",
                help="Fingerprint polynomial, 0..130 (as TLC's -fp; default: a random "
                "one): RandomElement inside Next draws by TLC's fingerprint of the state.",
            ),
            None,
        ),
        _flag(
            "python",
            Optional[str],
            typer.Option(
                "--python",
                help="Python that runs the search: 'auto' (the PyPy of `tlapy setup-pypy` if prepared), "
                "'current', or an interpreter. Default: $TLAPY_PYTHON, else auto.",
            ),
            None,
        ),
        _flag(
            "spark",
            Optional[str],
            typer.Option(
                "--spark",
                help="Search on Spark: a master URL (local[*], spark://HOST:7077, yarn, k8s://...).",
            ),
            None,
        ),
        _flag(
            "spark_conf",
            Optional[list[str]],
            typer.Option("--spark-conf", help="A Spark setting KEY=VALUE (repeatable)."),
            None,
        ),
        _flag(
            "dumpTrace",
            Optional[list[str]],
            typer.Option(
                "-dumpTrace",
                "--dump-trace",
                metavar="FORMAT FILE",
                help="Write the error trace to FILE as json, tla or itf (repeatable, as TLC).",
            ),
            None,
        ),
        _flag(
            "difftrace",
            bool,
            typer.Option("-difftrace", "--difftrace", help="Print only the changed variables (as TLC)."),
            False,
        ),
        _flag(
            "continue_",
            bool,
            typer.Option(
                "-continue",
                "--continue",
                help="Go on after an invariant or action-property violation (as TLC).",
            ),
            False,
        ),
        _flag(
            "diagram",
            Optional[Path],
            typer.Option(
                "--diagram", help="Draw the counterexample as a sequence diagram: .mmd .txt .svg .html"
            ),
            None,
        ),
        _flag(
            "messages",
            Optional[list[str]],
            typer.Option("--messages", help="--diagram: a variable of messages (repeat)."),
            None,
        ),
        _flag(
            "msg_from",
            Optional[str],
            typer.Option("--msg-from", help="--diagram: an operator Op(m) giving m's sender."),
            None,
        ),
        _flag(
            "msg_to",
            Optional[str],
            typer.Option("--msg-to", help="--diagram: an operator Op(m) giving m's receiver."),
            None,
        ),
        _flag(
            "simulate",
            Optional[str],
            typer.Option(
                "-simulate",
                "--simulate",
                help="Simulate random behaviours instead, as TLC's -simulate "
                "(num=N: stop after N); -seed replays a run.",
            ),
            None,
        ),
        _flag(
            "generate",
            Optional[str],
            typer.Option(
                "-generate",
                "--generate",
                help="Generate random behaviours, as TLC's -generate: as "
                "-simulate (the same num=N), trying one successor at a time.",
            ),
            None,
        ),
        _flag(
            "depth",
            int,
            typer.Option("-depth", "--depth", help="Steps per simulated behaviour (as TLC's -depth)."),
            100,
        ),
        _flag(
            "stop_after",
            Optional[float],
            typer.Option("--stop-after", help="Stop simulating after this many seconds."),
            None,
        ),
        _flag(
            "allow_io_exec",
            bool,
            typer.Option("--allow-io-exec", help="Let IOUtils' IOExec run programs (else refused)."),
            False,
        ),
        _flag(
            "tool",
            bool,
            typer.Option(
                "-tool",
                "--tool",
                help="Print TLC's message codes, for the TLA+ VS Code "
                "extension and the Toolbox (as TLC's -tool).",
            ),
            False,
        ),
        _flag(
            "nowarning",
            bool,
            typer.Option("-nowarning", "--nowarning", help="Do not print TLC's warnings (as TLC)."),
            False,
        ),
        _flag(
            "coverage",
            Optional[int],
            typer.Option(
                "-coverage",
                "--coverage",
                metavar="MINUTES",
                help="Print TLC's coverage statistics every MINUTES and at the end.",
            ),
            None,
        ),
        _flag(
            "dump",
            Optional[str],
            typer.Option(
                "-dump",
                "--dump",
                metavar="[dot[,colorize,actionlabels]] FILE",
                help="Write the state graph to FILE, as TLC's -dump (dot: GraphViz).",
            ),
            None,
        ),
        _flag(
            "terse",
            bool,
            typer.Option(
                "-terse",
                "--terse",
                help="Print sets of functions, records, tuples and SUBSET "
                "as written, not enumerated (as TLC's -terse).",
            ),
            False,
        ),
        _flag(
            "userFile",
            Optional[Path],
            typer.Option("-userFile", "--user-file", help="Write Print's output to this file."),
            None,
        ),
        _flag(
            "maxSetSize",
            Optional[int],
            typer.Option(
                "-maxSetSize",
                "--max-set-size",
                help="Stop at a set enumerated with more elements (as TLC's).",
            ),
            None,
        ),
        _flag(
            "inv",
            Optional[list[str]],
            typer.Option(
                "-inv",
                "--inv",
                metavar="EXPR",
                help="Check EXPR as an invariant too (repeatable, as TLC's -inv).",
            ),
            None,
        ),
        _flag(
            "postCondition",
            Optional[list[str]],
            typer.Option(
                "-postCondition",
                "--post-condition",
                metavar="MODULE!OP",
                help="Check MODULE!OP after the search (repeatable, as TLC's).",
            ),
            None,
        ),
        _flag(
            "fpmem",
            Optional[float],
            typer.Option(
                "-fpmem",
                "--fpmem",
                help="Memory for the seen set, trace arrays, queue and liveness "
                "graph: a fraction of physical memory below 1, else megabytes (default 0.25, as TLC); "
                "the rest goes to disk.",
            ),
            None,
        ),
        _flag(
            "metadir",
            Optional[Path],
            typer.Option(
                "-metadir",
                "--metadir",
                help="Where a run keeps its checkpoints (DIR/checkpoint.tlapy; "
                "default: states/<start time>) and what does not fit in memory (default: a fresh "
                "folder under the system's temporary folder, removed at the end).",
            ),
            None,
        ),
        _flag(
            "checkpoint",
            float,
            typer.Option(
                "-checkpoint",
                "--checkpoint",
                metavar="MINUTES",
                help="Minutes between two checkpoints of the search (as TLC's -checkpoint; fractions "
                "too; 0: none).",
            ),
            DEFAULT_CHECKPOINT_MINUTES,
        ),
        _flag(
            "recover",
            Optional[str],
            typer.Option(
                "-recover",
                "--recover",
                metavar="DIR",
                help="Go on from the last checkpoint in DIR (as TLC's -recover; with --spark, a URI "
                "too: file:, hdfs:, s3a:).",
            ),
            None,
        ),
        _flag(
            "resume",
            Optional[Path],
            typer.Option("--resume", hidden=True, help="Go on from a search moved here."),
            None,
        ),
        _flag(
            "warm",
            Optional[int],
            typer.Option("--warm", hidden=True, help="Build the model, then wait on this socket."),
            None,
        ),
        _flag(
            "started_over",
            bool,
            typer.Option("--started-over", hidden=True, help="A search moved here before its Init ended."),
            False,
        ),
    ]
)
"""`tlapy check`'s arguments and flags, each named by the Options field it sets (TLC's names)."""
