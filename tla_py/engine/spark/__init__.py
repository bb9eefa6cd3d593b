"""`--spark MASTER`: breadth-first search on PySpark DataFrames; executors run the same successor
function as the other engines."""
