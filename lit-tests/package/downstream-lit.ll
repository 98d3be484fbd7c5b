; The downstream kit (issue 49): scripts/install puts a pkg-config file and
; a lit configuration module beside the plugin, and a tiny project of a
; user's (Inputs/downstream: a lit.cfg.py that finds the module with
; pkg-config, and one test of its pipeline) runs its tests with them under
; LLVM's lit: %spirv_props_plugin, %opt and %FileCheck of the matching
; LLVM. pkg-config also gives the plugin's path and version.
; REQUIRES: venv-tools, llvm22 # lit comes with .venv; one LLVM is enough
; RUN: rm -rf %t && mkdir -p %t
; RUN: %S/../../scripts/install --prebuilt %plugin 22 %t/prefix
; RUN: env PKG_CONFIG_PATH=%t/prefix/lib/pkgconfig pkg-config --modversion spirv-props-llvm22 > %t/pc.txt
; RUN: env PKG_CONFIG_PATH=%t/prefix/lib/pkgconfig pkg-config --variable=plugin spirv-props-llvm22 >> %t/pc.txt
; RUN: env PKG_CONFIG_PATH=%t/prefix/lib/pkgconfig pkg-config --variable=llvm_major spirv-props-llvm22 >> %t/pc.txt
; RUN: FileCheck %s --check-prefix=PC -DPREFIX=%t/prefix --input-file %t/pc.txt
; RUN: cp -r %S/Inputs/downstream %t/project
; RUN: env PKG_CONFIG_PATH=%t/prefix/lib/pkgconfig %S/../../.venv/bin/lit -v %t/project | FileCheck %s
; A major with no plugin installed: the module says which package to get.
; RUN: sed -i 's/llvm_major=22/llvm_major=19/' %t/project/lit.cfg.py
; RUN: env PKG_CONFIG_PATH=%t/prefix/lib/pkgconfig not %S/../../.venv/bin/lit %t/project 2>&1 | FileCheck %s --check-prefix=MISSING

; PC: {{[0-9]+\.[0-9]+\.[0-9]+}}
; PC-NEXT: [[PREFIX]]/lib/pkgconfig/../../lib/spirv-props/llvm22/libspirv_props.so
; PC-NEXT: 22
; CHECK: PASS: downstream :: tests/kernel.ll
; CHECK: Passed: 1
; MISSING: no spirv-props plugin for LLVM 19 is installed beside this module (installed: 22); install spirv-props-llvm19
