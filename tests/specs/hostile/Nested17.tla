---- MODULE Nested17 ----
EXTENDS Naturals
(* --algorithm Nested
variable x = 0;
begin
  l0: while x < 1 do
    l1: while x < 2 do
      l2: while x < 3 do
        l3: while x < 4 do
          l4: while x < 5 do
            l5: while x < 6 do
              l6: while x < 7 do
                l7: while x < 8 do
                  l8: while x < 9 do
                    l9: while x < 10 do
                      l10: while x < 11 do
                        l11: while x < 12 do
                          l12: while x < 13 do
                            l13: while x < 14 do
                              l14: while x < 15 do
                                l15: while x < 16 do
                                  l16: while x < 17 do
                                    x := x + 1;
                                  end while;
                                end while;
                              end while;
                            end while;
                          end while;
                        end while;
                      end while;
                    end while;
                  end while;
                end while;
              end while;
            end while;
          end while;
        end while;
      end while;
    end while;
  end while;
end algorithm; *)
====
