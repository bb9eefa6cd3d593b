"""The checksums on the BEGIN TRANSLATION line: CRC32 (in lowercase hex without leading zeros) of the
algorithm's printed AST and of the translation's lines run together, as pcal.trans computes them."""

from __future__ import annotations

import re
import zlib

_WS = r"[ \t\n\x0b\f\r]"
PATTERN = re.compile(
    rf"\\\* BEGIN TRANSLATION{_WS}+\({_WS}*(?i:ch(?:ec)?ksum\(p(?:lus)?cal\)){_WS}*"
    rf'(?:={_WS}*"(?P<pcal>[0-9A-Fa-f]*)"|\\in{_WS}*STRING){_WS}*/\\{_WS}*'
    rf"(?i:ch(?:ec)?ksum\(tla\+?\)){_WS}*"
    rf'(?:={_WS}*"(?P<tla>[0-9A-Fa-f]*)"|\\in{_WS}*STRING){_WS}*\)'
)
TEMPLATE = '(chksum(pcal) = "{}" /\\ chksum(tla) = "{}")'


def crc(text: str) -> str:
    return format(zlib.crc32(text.encode("utf-8")) & 0xFFFFFFFF, "x")


def lines_crc(lines: list) -> str:
    """The checksum of lines run together (no line ends), as of a translation."""
    return crc("".join(lines))


def with_checksums(line: str, pcal: str, tla: str) -> str:
    """The BEGIN TRANSLATION line with the checksums it has replaced by these (a line without the
    checksum form is left alone)."""
    m = PATTERN.search(line)
    if not m:
        return line
    if m.group("tla") is not None:
        line = line[: m.start("tla")] + tla + line[m.end("tla"):]
    if m.group("pcal") is not None:
        line = line[: m.start("pcal")] + pcal + line[m.end("pcal"):]
    return line
