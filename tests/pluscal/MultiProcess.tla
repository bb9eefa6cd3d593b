----------------------------- MODULE MultiProcess -----------------------------
EXTENDS Naturals, Sequences, FiniteSets

CONSTANTS Procs, N

(* --algorithm MultiProcess
variables queue = <<>>, count = 0, flag = [p \in Procs |-> FALSE];

define
  Empty == queue = <<>>
end define;

procedure Put(item)
  variables tmp = item;
begin
  P1: queue := Append(queue, tmp);
  P2: count := count + 1;
      return;
end procedure;

fair process Producer \in Procs
  variables made = 0, mine \in {0, 1};
begin
  L1: while made < N do
        flag[self] := TRUE;
  L2:   call Put(made);
  L3:   made := made + 1;
        flag[self] := FALSE;
      end while;
end process;

fair+ process Consumer = "c"
  variables got = <<>>, last;
begin
  C1: await ~Empty;
      got := Append(got, Head(queue)) || queue := Tail(queue);
  C2: if Len(got) < N then goto C1 end if;
end process;

process Watcher \in {"w1", "w2"}
  variable seen = 0;
begin
  W1: seen := count;
      goto Done;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
