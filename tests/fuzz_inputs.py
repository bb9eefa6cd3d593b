"""A bounded fuzz of tlapy's inputs: corpus specs, configs, trace files and checkpoints, mutated, through
`parse`, `lint`, `check`, `replay` and `check -recover`; anything but a clear message (a traceback,
"internal error") is a failure, and so is a checkpoint with its bytes changed that -recover goes on from
(one whose first section is changed and its checksums made anew may be believed, if what it says is sound).

    python tests/fuzz_inputs.py [--seed N] [--seconds S] [--keep DIR]

The seed (printed first) fixes every mutation and the order of the cases: the same seed runs the same
cases (as many as fit in the time). Each check runs under a 2 s alarm, which bounds its states; a run that
hits it is fine. A failing case's files are kept in DIR (default: a temporary folder), named in the output.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["TLAPY_PYTHON"] = "current"
os.environ["TLAPY_CACHE_DIR"] = "off"

from tla_py import cli  # noqa: E402

CHECK_SECONDS = 2.0
BAD = ("Traceback (most recent call last)", "internal error")
TLA_WORDS = r"""/\ \/ == ' << >> [ ] { } ( ) \A \E : .. EXCEPT ! @ LET IN IF THEN ELSE CASE -> [] <> ~>
ENABLED UNCHANGED SUBSET UNION DOMAIN CHOOSE x y 0 1 -1 99999999999999999999 "s" TRUE FALSE \in \notin
\cup \cap \X => <=> # - + * \div % ^ , |-> :> @@ \o Len Append Head Seq Nat Int BOOLEAN ---- ====
MODULE EXTENDS VARIABLE
CONSTANT ASSUME INSTANCE WITH <- RECURSIVE LAMBDA WF_ SF_ _vars \* (* *) \\ \" Cardinality""".split()
CFG_WORDS = """INIT NEXT SPECIFICATION INVARIANT INVARIANTS PROPERTY PROPERTIES CONSTANT CONSTANTS CONSTRAINT
SYMMETRY VIEW ALIAS CHECK_DEADLOCK POSTCONDITION ACTION_CONSTRAINT = <- { } , 1 -5 "s" TRUE FALSE
Init Next Spec TypeOK Perms x \\* (* *) [ ] ; <-[M]""".split()


class Budget(BaseException):
    """A check ran out of its time: bounded, not failed."""


def _ring(signum, frame) -> None:
    raise Budget


def mutate_text(rng: random.Random, text: str, words: list[str]) -> str:
    """One to four edits: delete, duplicate or move a span, insert or replace a token, flip a byte,
    truncate."""
    for _ in range(rng.randint(1, 4)):
        n = len(text)
        i, j = sorted(rng.randrange(n + 1) for _ in range(2))
        j = min(j, i + rng.choice([1, 3, 10, 40]))
        kind = rng.randrange(7)
        if kind == 0:
            text = text[:i] + text[j:]
        elif kind == 1:
            text = text[:j] + text[i:j] + text[j:]
        elif kind == 2:
            text = text[:i] + f" {rng.choice(words)} " + text[i:]
        elif kind == 3:
            tokens = re.split(r"(\s+)", text)
            if tokens:
                tokens[rng.randrange(len(tokens))] = rng.choice(words)
            text = "".join(tokens)
        elif kind == 4 and n:
            k = rng.randrange(n)
            text = text[:k] + chr(rng.choice([0, 7, 0xE9, 0x2200, 0xFFFD, ord(text[k]) ^ 1])) + text[k + 1:]
        elif kind == 5:
            text = text[:i]
        else:
            lines = text.split("\n")
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
    return text


def random_json(rng: random.Random, depth: int = 0):
    choices = [lambda: rng.randint(-5, 5), lambda: 2**60, lambda: 1.5, lambda: "p1", lambda: None,
               lambda: True, lambda: {"#bigint": rng.choice(["12a", "-", "", "99", 7])},
               lambda: {"#set": rng.choice([3, [], [1, 1]])},
               lambda: {"#map": rng.choice([[[1]], [[1, 2]], 1])},
               lambda: {"#unserializable": rng.choice([1, "p1"])}, lambda: {"#tup": rng.choice([[1], "x"])}]
    if depth < 3:
        choices += [lambda: [random_json(rng, depth + 1) for _ in range(rng.randint(0, 3))],
                    lambda: {"a": random_json(rng, depth + 1)}]
    return rng.choice(choices)()


def mutate_json(rng: random.Random, doc):
    """Replace one node of the document, or delete one key."""
    doc = json.loads(json.dumps(doc))
    path, node = [], doc
    while isinstance(node, (dict, list)) and node and rng.random() < 0.75:
        key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
        path.append((node, key))
        node = node[key]
    if not path:
        return random_json(rng)
    parent, key = path[-1]
    if isinstance(parent, dict) and rng.random() < 0.3:
        del parent[key]
    else:
        parent[key] = random_json(rng)
    return doc


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """One to three edits of a binary file: change a byte, delete, duplicate or insert a span, truncate;
    never the same bytes."""
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(out))
        j = min(len(out), i + rng.choice([1, 4, 16, 200]))
        kind = rng.randrange(5)
        if kind == 0:
            out[i] ^= rng.randrange(1, 256)
        elif kind == 1:
            del out[i:j]
        elif kind == 2:
            out[j:j] = out[i:j]
        elif kind == 3:
            out[i:i] = bytes(rng.randrange(256) for _ in range(rng.choice([1, 4, 9])))
        else:
            del out[i:]
    return bytes(out) if bytes(out) != data else data[:-1]


_FRAME = struct.Struct("<II")


def _frames(data: bytes, start: int) -> bytes:
    """The sections' bytes of a checkpoint (tla_py.engine.storage.sections), its frames joined."""
    out, at = [], start
    while True:
        n, _ = _FRAME.unpack_from(data, at)
        if not n:
            return b"".join(out)
        out.append(data[at + 8:at + 8 + n])
        at += 8 + n


def with_meta(rng: random.Random, data: bytes) -> bytes:
    """The checkpoint with its first section's JSON mutated and its frames' checksums made anew: a crafted
    file, which must be refused or be sound."""
    from tla_py.engine.storage.sections import FRAME, MAGIC

    body = _frames(data, len(MAGIC))
    size = struct.unpack_from("<H", body)[0]
    at = 2 + size + 1
    n = struct.unpack_from("<I", body, at)[0]
    meta = json.dumps(mutate_json(rng, json.loads(body[at + 4:at + 4 + n]))).encode()
    body = body[:at] + struct.pack("<I", len(meta)) + meta + body[at + 4 + n:]
    out, crc = [MAGIC], 0
    for i in range(0, len(body), FRAME):
        crc = zlib.crc32(body[i:i + FRAME], crc)
        out.append(_FRAME.pack(len(body[i:i + FRAME]), crc) + body[i:i + FRAME])
    return b"".join(out) + _FRAME.pack(0, crc)


def checkpoint_of(spec: Path, folder: Path) -> bytes:
    """The first checkpoint of a run of `spec` (killed once it is written)."""
    cmd = [sys.executable, "-m", "tla_py.cli", "check", str(spec), "-checkpoint", "0.001", "-metadir",
           str(folder)]
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as p:
        for line in p.stdout:
            if line.startswith("Checkpointing completed"):
                break
        p.kill()
    return (folder / "checkpoint.tlapy").read_bytes()


def corpus() -> list[tuple[Path, Path | None]]:
    """(spec, config) pairs: the project's test specs with a config beside them, and ../shared/corpus."""
    pairs = [(cfg.with_suffix(".tla"), cfg) for cfg in sorted((ROOT / "tests" / "specs").glob("*.cfg"))
             if cfg.with_suffix(".tla").is_file()]
    shared = ROOT.parent / "shared" / "corpus"
    if shared.is_dir():
        for folder in sorted(shared.iterdir()):
            cfgs, tlas = sorted(folder.glob("*.cfg")), sorted(folder.glob("*.tla"))
            if len(cfgs) == 1 and tlas:
                spec = folder / f"{cfgs[0].stem}.tla"
                pairs.append((spec if spec.is_file() else tlas[0], cfgs[0]))
    return pairs


def run(args: list[str], seconds: float | None = None) -> tuple[str, str]:
    """tlapy ARGS in this process: ('ok' | 'budget' | 'escaped: ...', its output)."""
    out = io.StringIO()
    if seconds:
        signal.signal(signal.SIGALRM, _ring)
        signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            cli.main(args)
        outcome = "ok"
    except Budget:
        outcome = "budget"
    except MemoryError:
        outcome = "budget"
    except BaseException as e:  # noqa: BLE001 - what escapes cli.main is the finding
        outcome = f"escaped: {type(e).__name__}: {e}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return outcome, out.getvalue()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--seconds", type=float, default=90)
    ap.add_argument("--keep", type=Path, default=None)
    opts = ap.parse_args()
    seed = opts.seed if opts.seed is not None else random.SystemRandom().randrange(1 << 32)
    print(f"fuzz seed {seed} (python tests/fuzz_inputs.py --seed {seed} runs these cases again)", flush=True)
    rng = random.Random(seed)
    work = Path(tempfile.mkdtemp(prefix="tlapy-fuzz-"))
    keep = opts.keep or work / "failures"
    pairs = corpus()
    demo = ROOT / "tests" / "specs" / "traces" / "TraceDemo"
    traces = []
    for fmt in ("itf", "json"):
        path = work / f"trace.{fmt}"
        run(["check", f"{demo}.tla", "-config", f"{demo}.cfg", "-deadlock", "-dumpTrace", fmt, str(path)])
        traces.append(json.loads(path.read_text()))
    forever = ROOT / "tests" / "specs" / "lifecycle" / "Forever.tla"
    written = checkpoint_of(forever, work / "written")
    deadline, cases, failures = time.monotonic() + opts.seconds, 0, []
    while time.monotonic() < deadline:
        cases += 1
        case = work / f"case{cases}"
        case.mkdir()
        spec, cfg = rng.choice(pairs)
        what = rng.choice(["parse", "lint", "check", "check", "replay", "config", "recover"])
        if what == "recover":
            (case / "meta").mkdir()
            crafted = rng.random() < 0.3
            damaged = with_meta(rng, written) if crafted else mutate_bytes(rng, written)
            (case / "meta" / "checkpoint.tlapy").write_bytes(damaged)
            args = ["check", str(forever), "-recover", str(case / "meta"), "-checkpoint", "0"]
        elif what == "replay":
            trace = case / "t.itf"
            trace.write_text(json.dumps(mutate_json(rng, rng.choice(traces))))
            args = ["replay", f"{demo}.tla", str(trace), "-config", f"{demo}.cfg"]
        else:
            text = spec.read_text(errors="replace")
            for other in spec.parent.glob("*.tla"):  # the modules it may extend
                if other != spec:
                    shutil.copy(other, case / other.name)
            (case / spec.name).write_text(text if what == "config" else mutate_text(rng, text, TLA_WORDS),
                                          errors="surrogatepass")
            cfg_text = cfg.read_text(errors="replace") if cfg else ""
            (case / f"{spec.stem}.cfg").write_text(
                mutate_text(rng, cfg_text, CFG_WORDS) if what == "config" else cfg_text)
            model = [str(case / spec.name), "-config", str(case / f"{spec.stem}.cfg")]
            args = {"parse": ["parse", model[0]], "lint": ["lint", *model]}.get(
                what, ["check", *model, "-deadlock"])
        outcome, output = run(args, CHECK_SECONDS if args[0] == "check" else 10)
        bad = outcome.startswith("escaped") or any(b in output for b in BAD) \
            or (what == "recover" and not crafted and "tlapy: cannot recover from" not in output)
        if bad:
            kept = keep / case.name
            shutil.copytree(case, kept, dirs_exist_ok=True)
            failures.append(f"case {cases} ({' '.join(args[:1])}, kept in {kept}): {outcome}\n"
                            + "\n".join(output.splitlines()[-8:]))
        shutil.rmtree(case, ignore_errors=True)
    print(f"{cases} cases, {len(failures)} failed, seed {seed}")
    for f in failures:
        print(f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
