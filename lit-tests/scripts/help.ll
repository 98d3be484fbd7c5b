; Every program in scripts/ answers --help with its usage and exits 0
; (issue 49: scripts/test --help and scripts/demo --help used to start the
; whole job). A new script that does not fails this test. Not IR: one
; LLVM's run is enough.
; REQUIRES: llvm22 # a script test, not a plugin test
; RUN: python3 %S/Inputs/help.py %S/../../scripts | FileCheck %s --implicit-check-not=FAIL
; CHECK-DAG: ok demo
; CHECK-DAG: ok test
; CHECK-DAG: ok setup
; CHECK-DAG: ok pass-order
; CHECK-DAG: ok run_kernel.py
; CHECK: help: {{[0-9]+}} ok, 0 failed
