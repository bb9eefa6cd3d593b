---- MODULE CsvFiles ----
EXTENDS CSV
CONSTANT F
VARIABLE x
Init == x = CSVRecords(F)
Next == x' = x
====
