; A split interrupted by SIGTERM removes its temporaries as it dies (each
; is registered for removal on SIGINT, SIGTERM and SIGHUP from its
; creation until it is renamed): after each kill at a random point of a
; 1,000-kernel split over a previous output, no temporary is left, and the
; folder holds the previous output, the new one or no table, as with
; SIGKILL (kill.ll; Inputs/kill_split.py checks both).
; RUN: python3 %S/Inputs/kill_split.py %plugin %t 1000 6 TERM | FileCheck %s
; CHECK: kill_split: OK
