"""A `tlapy check` run as values: its options (run.options), the plan made of them (run.plan)."""
