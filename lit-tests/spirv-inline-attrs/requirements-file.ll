; The requirements=F file is written like the split's files (issue 46):
; shell-quoted, atomic (temporary + rename), never through a symbolic link,
; never onto a FIFO or device, never over the module being compiled or
; another output of the run.
;
; A module whose file name has line feeds, $(...) and `...`: sourcing F
; sets the four variables and runs nothing; the name is in the comment,
; escaped on one line.
; RUN: bash %S/Inputs/hostile_name.sh %plugin %s %t.hostile | FileCheck %s --check-prefix=HOSTILE
; HOSTILE: # SPIR-V requirements of module "in\n$(touch pwned)\n`touch pwned2`'x'\n.ll", written by
; HOSTILE-NEXT: EXT=SPV_KHR_shader_clock
; HOSTILE-NEXT: CAPS=ShaderClockKHR
; HOSTILE-NEXT: ARG=--spirv-ext=+SPV_KHR_shader_clock
; HOSTILE-NEXT: no command ran

; RUN: rm -rf %t && mkdir -p %t && cd %t
; A symbolic link is refused and its target left as it was.
; RUN: cd %t && echo keep > target.txt && ln -s target.txt link.sh
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=link.sh>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=LINK
; RUN: cd %t && echo keep | cmp - target.txt
; LINK: error: spirv-inline-attrs: requirements=link.sh: is a symbolic link, not a regular file: refusing to replace it

; A FIFO is refused, not opened (opening it would wait for a reader
; forever; `timeout` ends a hang as a failure).
; RUN: cd %t && mkfifo fifo.sh
; RUN: cd %t && not timeout 120 opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=fifo.sh>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=FIFO
; FIFO: error: spirv-inline-attrs: requirements=fifo.sh: is a FIFO, not a regular file: refusing to replace it

; A failed write (a file-size limit) leaves the previous file whole, no
; temporary, and no crash banner: SIGXFSZ is ignored while writing.
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=req.sh>' %s -disable-output
; RUN: cd %t && cp req.sh req.before
; RUN: cd %t && not bash -c "ulimit -f 0; exec opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=req.sh>' %s -disable-output" 2>&1 | FileCheck %s --check-prefix=EFBIG
; RUN: cd %t && cmp req.sh req.before
; RUN: cd %t && ls | FileCheck %s --check-prefix=LS
; EFBIG: error: spirv-inline-attrs: requirements=req.sh: cannot write: File too large
; EFBIG-NOT: Stack dump
; LS-NOT: .tmp

; The module being compiled, however spelled (here through a link to the
; folder), is refused and left as it was.
; RUN: cd %t && cp %s in.ll && ln -s . alias
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=alias/in.ll>' in.ll -disable-output 2>&1 | FileCheck %s --check-prefix=INPUT
; RUN: cd %t && cmp %s in.ll
; INPUT: error: spirv-inline-attrs: requirements=alias/in.ll: is the module being compiled (in.ll): refusing to replace it

; requirements= and the split's out= on one file in one pipeline, in
; either order: the second output is refused, naming the first.
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=both>,device-code-split<out=./both>' in.ll -disable-output 2>&1 | FileCheck %s --check-prefix=REQ-FIRST
; RUN: cd %t && grep -q SPIRV_EXTENSIONS both
; RUN: cd %t && rm both
; RUN: cd %t && not opt -load-pass-plugin %plugin -passes='device-code-split<out=both>,spirv-inline-attrs<requirements=./both>' in.ll -disable-output 2>&1 | FileCheck %s --check-prefix=SPLIT-FIRST
; RUN: cd %t && grep -q Code both
; REQ-FIRST: error: device-code-split: out=./both: was written earlier in this run, as both by spirv-inline-attrs requirements=both: refusing to replace it
; SPLIT-FIRST: error: spirv-inline-attrs: requirements=./both: was written earlier in this run, as both by device-code-split out=both: refusing to replace it

; An existing regular file is replaced (a rerun), atomically.
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='spirv-inline-attrs<requirements=req.sh>' %s -disable-output
; RUN: cd %t && cmp req.sh req.before

define spir_kernel void @k() {
  call void @clock()
  ret void
}

declare void @clock() #0

attributes #0 = { "spv.ext_instruction"="0" "spv.extcapability"="5055" "spv.extextension"="SPV_KHR_shader_clock" }
