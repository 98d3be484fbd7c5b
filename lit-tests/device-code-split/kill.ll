; A split killed with SIGKILL at a random point over a previous complete
; output leaves that output (its table and every file it lists unchanged),
; the new complete one, or no table (killed during the renames, after the
; previous table was removed), plus temporaries named
; <final>.spirv-props-<pid>.tmp: never a partial table, never a table
; listing files of another run. The next complete run removes the
; temporaries. Inputs/kill_split.py generates the modules, kills, and
; checks every file against reference runs (see its docstring); a few
; seconds in all.
; RUN: python3 %S/Inputs/kill_split.py %plugin %t 1000 4 | FileCheck %s
; CHECK: kill_split: OK
