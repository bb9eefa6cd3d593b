"""What every engine keeps of a search (the seen set, the frontier, the trace arrays, the liveness
graph, checkpoints): in memory first, on disk past a budget, as TLC's tlc2.tool.fp and tlc2.tool.queue."""
