; A kernel that is called (or whose address is taken) cannot change its
; signature: an error names it and its local-memory parameters, every such
; kernel is reported, opt exits non-zero, and nothing is half-done.
; RUN: not opt -load-pass-plugin %plugin -passes=localaccessortosharedmemory -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: localaccessortosharedmemory: kernel @called: it is called or its address is taken, so its local-memory parameters (parameter 0) cannot become offsets
; CHECK: error: localaccessortosharedmemory: kernel @stored: it is called or its address is taken, so its local-memory parameters (parameter 1) cannot become offsets
; CHECK: reported 2 errors

target triple = "nvptx64-nvidia-cuda"

@table = global ptr @stored

define void @called(ptr addrspace(3) %p) {
  ret void
}

define void @stored(i32 %n, ptr addrspace(3) %p) {
  ret void
}

define void @caller(ptr addrspace(3) %p) {
  call void @called(ptr addrspace(3) %p)
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @called, !"kernel", i32 1}
!1 = !{ptr @stored, !"kernel", i32 1}
