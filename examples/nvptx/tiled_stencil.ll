; A SYCL kernel as DPC++ leaves it for NVPTX, before spirv-props: two local
; accessors are ptr addrspace(3) parameters, and the global id includes the
; global offset (__spirv_BuiltInGlobalOffset, DPC++'s newer form).
;
;   h.parallel_for(nd_range<1>{n, wg, offset}, [=](nd_item<1> it) {
;     size_t g = it.get_global_id(0), l = it.get_local_id(0);   // g includes offset
;     a[l] = in[g];
;     b[l] = 2 * in[g];
;     group_barrier(it.get_group());
;     out[g] = a[l] + b[(l + 1) % wg];          // a neighbour's doubled value
;   });
;
; examples/nvptx/run-h100.sh builds it with localaccessortosharedmemory and
; globaloffset, then llc, to PTX; examples/nvptx/launch.py runs both kernels
; on the GPU the way the SYCL CUDA runtime calls them.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

; The global id, offset included (what SYCL's get_global_id gives).
define internal i64 @global_id() {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %id = add i32 %base, %tid
  %id64 = zext i32 %id to i64
  %off = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %g = add i64 %id64, %off
  ret i64 %g
}

define weak_odr dso_local void @tiled_stencil(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %a, ptr addrspace(3) noundef align 4 %b) {
entry:
  %g = call i64 @global_id()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %l = zext i32 %tid to i64
  %in.g = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %x = load float, ptr addrspace(1) %in.g, align 4
  %a.l = getelementptr inbounds float, ptr addrspace(3) %a, i64 %l
  store float %x, ptr addrspace(3) %a.l, align 4
  %x2 = fmul float %x, 2.0
  %b.l = getelementptr inbounds float, ptr addrspace(3) %b, i64 %l
  store float %x2, ptr addrspace(3) %b.l, align 4
  call void @llvm.nvvm.barrier0()
  %next = add i32 %tid, 1
  %nb = urem i32 %next, %wg
  %nb64 = zext i32 %nb to i64
  %b.n = getelementptr inbounds float, ptr addrspace(3) %b, i64 %nb64
  %own = load float, ptr addrspace(3) %a.l, align 4
  %their = load float, ptr addrspace(3) %b.n, align 4
  %sum = fadd float %own, %their
  %out.g = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %sum, ptr addrspace(1) %out.g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @tiled_stencil, !"kernel", i32 1}
