"""Files under a checkpoint URI through Hadoop's FileSystem in the driver's JVM, so that file:, hdfs:,
s3a: or abfss: paths are written and read alike, with whatever jars and settings the session has."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def as_uri(location: str) -> str:
    """A URI as given; a local path (no scheme) as a file: URI of its absolute path (in Hadoop's form:
    not percent-encoded)."""
    if "://" in location or location.startswith("file:"):
        return location.rstrip("/") or location
    return "file://" + str(Path(location).resolve())


def local_path(uri: str) -> Path | None:
    """The local folder of a file: URI or of a plain path (None for another scheme)."""
    if "://" not in uri and not uri.startswith("file:"):
        return Path(uri)
    if uri.startswith("file:"):
        return Path("/" + uri[len("file:"):].lstrip("/"))
    return None


class HadoopFolder:
    """A folder of Hadoop's FileSystem, and the few operations checkpoints need."""

    def __init__(self, spark: Any, uri: str):
        jvm = spark.sparkContext._jvm
        self._path = jvm.org.apache.hadoop.fs.Path
        self.uri = uri
        self.fs = self._path(uri).getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())

    def child(self, *names: str) -> str:
        return "/".join([self.uri, *names])

    def exists(self, uri: str) -> bool:
        return bool(self.fs.exists(self._path(uri)))

    def names(self) -> list[str]:
        """The names in the folder (none when it does not exist)."""
        if not self.exists(self.uri):
            return []
        return [status.getPath().getName() for status in self.fs.listStatus(self._path(self.uri))]

    def make(self) -> None:
        self.fs.mkdirs(self._path(self.uri))

    def rename(self, src: str, dst: str) -> bool:
        return bool(self.fs.rename(self._path(src), self._path(dst)))

    def remove(self, uri: str) -> None:
        self.fs.delete(self._path(uri), True)

    def touch(self, uri: str) -> None:
        self.fs.create(self._path(uri), True).close()

    def put(self, local: Path, uri: str) -> None:
        """Copy a local file to `uri`, and remove the local one."""
        self.fs.copyFromLocalFile(True, True, self._path(str(local)), self._path(uri))

    def get(self, uri: str, local: Path) -> None:
        """Copy `uri` to a local file (file: URIs have their checksums checked on the way)."""
        if local.exists():
            os.unlink(local)
        self.fs.copyToLocalFile(False, self._path(uri), self._path(str(local)), True)

    def size(self, uri: str) -> int:
        """Bytes under `uri` (a file or a folder)."""
        return int(self.fs.getContentSummary(self._path(uri)).getLength())
