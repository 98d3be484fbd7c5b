; Two splits of different modules into one folder at the same time (two
; build targets sharing a folder, a parallel make): the second to reach its
; renames waits for the first (a flock on t.spirv-props.lock beside the
; table), so the table left is one run's, every row consistent, whichever
; finishes last (issue 46). Inputs/concurrent_split.py runs 50 pairs
; (split=kernel of 20 kernels beside split=source of 20 other kernels in 4
; sources) and checks every table left: each row's image defines exactly
; the symbols its .sym lists, all rows come from one run, both runs exit 0.
; RUN: python3 %S/Inputs/concurrent_split.py %plugin %t 50 20 | FileCheck %s
; CHECK: concurrent_split: OK (50 pairs; every table one run's)
