"""A stand-in for `java` that serves the TLA+ VS Code extension's command lines with tlapy (extras/vscode):
TLC's model check, SANY's parse, pcal.trans's translation, the XML exporter's outline; the REPL, tla2tex
and TLC's debugger, which tlapy has not, run on the Java that TLAPY_JAVA names, or say why they cannot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Callable

VERSION = 'openjdk version "17" (tlapy stand-in for java)'
NOT_SERVED = 255
"""The exit code of a command tlapy cannot serve: TLC's for an error of its own, 10 or more, so that the
extension shows the message in its output, not a pop-up about Java."""

_JVM_VALUED = {
    "-cp",
    "-classpath",
    "--class-path",
    "-p",
    "--module-path",
    "--add-opens",
    "--add-exports",
    "--add-modules",
    "--add-reads",
    "-javaagent",
}
"""The JVM's options whose value is the next argument."""

_NO_TLAPY = {
    "tlc2.REPL": "the TLA+ REPL",
    "tla2tex.TLA": "tla2tex (the LaTeX and PDF export)",
}


def split_java(argv: list[str]) -> tuple[list[str], str | None, list[str]]:
    """A java command line's JVM options, its main class (tla2tools.jar's TLC for `-jar`), its arguments."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "-jar":
            return argv[:i], "tlc2.TLC", argv[i + 2 :]
        if not arg.startswith("-"):
            return argv[:i], arg, argv[i + 1 :]
        i += 2 if arg in _JVM_VALUED else 1
    return argv, None, []


def libraries(jvm: list[str]) -> list[str]:
    """The folders of -DTLA-Library=A:B (the extension's module search paths), as tlapy's -lib."""
    out: list[str] = []
    for opt in jvm:
        if opt.startswith("-DTLA-Library="):
            out += [p for p in opt.split("=", 1)[1].split(os.pathsep) if p and Path(p).is_dir()]
    return out


def java(argv: list[str], tlapy: Callable[[list[str]], int]) -> int:
    """Run one java command line of the extension's; the exit code is the tool's. TLC's command lines go
    to `tlapy` (the command line's own main, passed down: the stand-in sits below the command line)."""
    jvm, main, args = split_java(argv)
    if "-version" in jvm or "--version" in jvm:
        print(VERSION, file=sys.stderr)
        return 0
    lib = [x for d in libraries(jvm) for x in ("-lib", d)]
    if main == "tlc2.TLC" and not {"-debugger", "-loadtrace"} & {a.lower() for a in args}:
        return tlapy([*args, *lib])
    if main == "tla2sany.SANY":
        return _sany(args, lib[1::2])
    if main == "pcal.trans":
        return _pcal(args)
    if main == "tla2sany.xml.XMLExporter":
        from tla_py.report.outline import xml_outline

        return xml_outline(args, lib[1::2])
    return _on_java(argv, main)


def _pcal(args: list[str]) -> int:
    """tlapy translate, an algorithm it rejects in pcal.trans's words (which the extension reads)."""
    from tla_py.errors import SpecError, TlaError
    from tla_py.pluscal.command import run

    try:
        return run(args, print)
    except SpecError as e:
        message = e.message if e.span is not None else e.message.split(": ", 1)[-1]
        print(f"\nUnrecoverable error:\n -- {message}\n")
        return int(e.exit_code)
    except TlaError as e:
        print(e.render(), file=sys.stderr)
        return int(e.exit_code)


def _sany(args: list[str], lib: list[str]) -> int:
    from tla_py.report.sany import sany_report

    files = [a for a in args if not a.startswith("-")]
    code = 0
    for f in files:
        code = max(code, sany_report(Path(f), [Path(d) for d in lib], print))
    return code


def _on_java(argv: list[str], main: str | None) -> int:
    """What tlapy has not (the REPL, tla2tex, TLC's debugger) runs on TLAPY_JAVA, else a message says so."""
    real = os.environ.get("TLAPY_JAVA")
    if real:
        return subprocess.call([real, *argv])
    what = _NO_TLAPY.get(main or "", f"java {main}" if main else "java without a main class")
    if main == "tlc2.TLC":
        what = 'TLC\'s debugger (-debugger, -loadtrace: the "Debug counterexample" button)'
    print(
        f"tlapy's stand-in for java cannot run {what}: tlapy has none. Set TLAPY_JAVA to a java "
        f"(17 or newer) for the stand-in to run it there.",
        file=sys.stderr,
    )
    return NOT_SERVED
