"""The machine this process runs on, read in one place for every layer: its physical memory."""

from __future__ import annotations

import os


def physical_memory(unknown: int = 8 << 30) -> int:
    """The machine's memory in bytes (`unknown`, 8 GiB unless told, where the system does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return unknown
