"""A write the disk refuses (full, read-only, gone) ends a run as TLC ends it at an IOException: TLC's
words (its EC.GENERAL message, as its DiskFPSet's failed merge prints it) and exit 255, with the counts
so far and the JSON report, never a traceback."""

from __future__ import annotations

from pathlib import Path

from tla_py.errors import ExitCode

UNEXPECTED = ("TLC threw an unexpected exception.\n"
              "This was probably caused by an error in the spec or model.\n"
              "See the User Output or TLC Console for clues to what happened.\n"
              "The exception was a java.io.IOException\n: ")
"""TLC's words for an exception in the search (EC.GENERAL), before the exception's own message."""


class DiskError(OSError):
    """An OSError of the search's storage, with TLC's message for it (`message`)."""

    message = ""


def merging_error(e: OSError, path: Path) -> DiskError:
    """The seen set's merge into its file failed: TLC's DiskFPSet says so in these words."""
    return said(f"{UNEXPECTED}Error: merging entries into file {path}  java.io.IOException: "
                f"{e.strerror or e}", e)


def folder_error(e: OSError, folder: Path) -> DiskError:
    """The run's folder cannot be made (an unwritable -metadir): TLC's words for its metadir."""
    return said(f"TLC could not make a directory {folder} for the disk files it needs to write.\n"
                f"{e.strerror or e}", e)


def said(message: str, e: OSError | None = None) -> DiskError:
    """A DiskError with TLC's `message` (from another process: a worker's)."""
    err = DiskError() if e is None else DiskError(e.errno, e.strerror)
    err.message = message
    return err


def disk_message(e: OSError) -> str:
    """TLC's message for an IOException in the search, from the OSError that stopped it."""
    if getattr(e, "message", ""):
        return e.message
    why = e.strerror or str(e)
    return UNEXPECTED + (f"{e.filename} ({why})" if e.filename else why)


def disk_failure(e: OSError) -> dict:
    """What a CheckResult of a search stopped by `e` says besides its counts: TLC's message, no trace,
    exit 255, and incomplete (the last checkpoint is kept, for -recover once the disk has room)."""
    return {"message": disk_message(e), "trace": [], "status": ExitCode.OTHER, "incomplete": True}
