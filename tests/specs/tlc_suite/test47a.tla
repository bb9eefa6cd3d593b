------------- MODULE test47a  --------------

EXTENDS Naturals, TLC


VARIABLE x
=============================================
