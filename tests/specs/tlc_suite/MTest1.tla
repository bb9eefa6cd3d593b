------------------------------- MODULE MTest1 ------------------------------- 

\* Generate parsing error in MC file
\* Model 1: Malformed expression in spec
\* Model_2: Multiply defined symbol
CONSTANT a
VARIABLE x

foo == 1
=============================================================================
