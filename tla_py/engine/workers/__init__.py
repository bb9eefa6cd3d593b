"""`-workers N`: a coordinator (this process) and N worker processes that expand and deduplicate each
level."""
