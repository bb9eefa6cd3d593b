"""A run as values: its options (run.options), the plan made of them (run.plan), and the one executor of
every plan (run.execute), which the command line and tla_py.api both go through."""
