"""Reading a spec's or config's bytes, apart from the parsers so that cfg and the package share it."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


def read_source(path: str | Path) -> bytes:
    """A spec's or config's bytes, from a regular file only: a FIFO would block the run, a device never
    end (opened without blocking, then checked); OSError says why not."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read()
    finally:
        os.close(fd)
