---------------------------------- MODULE CSV ---------------------------------
(* tlapy's CSV: every operator is a native (tla_py/stdlib/community.py) reading or appending to a file. *)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
CSVWrite(template, val, file) == TRUE              \* native: appends the formatted line
CSVWriteRecord(record, delim, headers, file) == TRUE   \* native: appends (headers and) the values
CSVRead(columns, delimiter, file) == <<>>          \* native: the lines as records of the columns
CSVRecords(file) == 0                              \* native: the number of lines
===============================================================================
