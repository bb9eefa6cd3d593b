"""A run's temporary folder survives a run killed with SIGKILL (no handler runs); the next run removes it.

Each folder tlapy makes for a run holds OWNER, a file with its owner's pid, locked (flock) while the owner
lives: the kernel lets the lock go when the process ends, however it ends. A folder is removed only when
it is tlapy's (the prefix, the user's own, OWNER in it), its lock can be taken and its pid runs no more.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no lock, and no sweeping
    fcntl = None

OWNER = ".tlapy-owner"


def claim(folder: Path) -> int:
    """Mark `folder` as this process's for as long as it lives: the descriptor holding the lock (-1 where
    there are no locks)."""
    if fcntl is None:
        return -1
    fd = os.open(folder / OWNER, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)  # a sweeper may hold it a moment: it finds no pid and lets it go
    os.pwrite(fd, str(os.getpid()).encode(), 0)
    return fd


def sweep(parent: Path, prefix: str) -> None:
    """Remove the folders `prefix`* in `parent` whose owner is gone (see the module's docstring)."""
    if fcntl is None:
        return
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return
    for entry in entries:
        try:
            if entry.name.startswith(prefix) and entry.is_dir(follow_symlinks=False) \
                    and entry.stat(follow_symlinks=False).st_uid == os.getuid():
                _remove_if_orphan(Path(entry.path))
        except OSError:
            continue


def _remove_if_orphan(folder: Path) -> None:
    try:
        fd = os.open(folder / OWNER, os.O_RDWR | os.O_NOFOLLOW)
    except OSError:
        return  # not tlapy's, or being made
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return  # its owner lives
        pid = os.pread(fd, 32, 0).decode(errors="replace").strip()
        if pid.isdigit() and not _runs(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)
    finally:
        os.close(fd)


def _runs(pid: int) -> bool:
    """Whether process `pid` exists (a zombie counts: its parent may still clean up)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
