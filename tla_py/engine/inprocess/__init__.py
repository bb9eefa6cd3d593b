"""The in-process engine: breadth-first search in this process (bfs), and its move to another
interpreter between two levels (handover, warm)."""
