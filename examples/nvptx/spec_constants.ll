; A SYCL kernel with specialization constants as DPC++ leaves it for NVPTX,
; before spirv-props: NVPTX has no native specialization constants, so the
; front end gives the kernel one more parameter, the runtime's buffer of
; constant values, and each read is a __sycl_get*2020SpecConstantValue call
; on it. The kernel also has a local accessor (a ptr addrspace(3) parameter)
; and reads the global offset, so localaccessortosharedmemory and globaloffset
; have work too.
;
;   struct coeff { int add; float scale; };
;   constexpr specialization_id<int> shift_id{3};
;   constexpr specialization_id<coeff> coeff_id{coeff{10, 2.0f}};
;   h.parallel_for(nd_range<1>{n, wg, offset}, [=](nd_item<1> it, kernel_handler kh) {
;     size_t g = it.get_global_id(0), l = it.get_local_id(0);   // g includes offset
;     tile[l] = in[g];
;     group_barrier(it.get_group());
;     int k = kh.get_specialization_constant<shift_id>();
;     coeff c = kh.get_specialization_constant<coeff_id>();
;     out[g] = (tile[(l + 1) % wg] + k) * c.scale + c.add;
;   });
;
; spec-constants<mode=emulation> lays the buffer out in order of first use:
; shift_id (i32) at byte 0, coeff_id ({i32, float}, align 4) at byte 4, 12
; bytes in all. examples/nvptx/build.sh builds it to PTX and
; examples/nvptx/launch.py runs it on the GPU with a buffer of non-default
; values (shift 5, coeff {100, 0.5}) and with the defaults.

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.coeff = type { i32, float }

@__usid_shift = private unnamed_addr constant [9 x i8] c"shift_id\00"
@__usid_coeff = private unnamed_addr constant [9 x i8] c"coeff_id\00"
@_ZL8shift_id = internal constant { i32 } { i32 3 }
@_ZL8coeff_id = internal constant { %struct.coeff } { %struct.coeff { i32 10, float 2.0 } }

declare i64 @_Z27__spirv_BuiltInGlobalOffseti(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr, ptr, ptr)
declare void @_Z40__sycl_getComposite2020SpecConstantValueI5coeffET_PKcPvS4_(ptr sret(%struct.coeff) align 4, ptr, ptr, ptr)

define weak_odr dso_local void @spec_stencil(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile, ptr addrspace(1) noundef %sc_buf) {
entry:
  %c = alloca %struct.coeff, align 4
  %buf = addrspacecast ptr addrspace(1) %sc_buf to ptr
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %wg = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %wg
  %id = add i32 %base, %tid
  %id64 = zext i32 %id to i64
  %off = call i64 @_Z27__spirv_BuiltInGlobalOffseti(i32 0)
  %g = add i64 %id64, %off
  %l = zext i32 %tid to i64
  %in.g = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g
  %x = load float, ptr addrspace(1) %in.g, align 4
  %tile.l = getelementptr inbounds float, ptr addrspace(3) %tile, i64 %l
  store float %x, ptr addrspace(3) %tile.l, align 4
  call void @llvm.nvvm.barrier0()
  %l1 = add i32 %tid, 1
  %n = urem i32 %l1, %wg
  %n64 = zext i32 %n to i64
  %tile.n = getelementptr inbounds float, ptr addrspace(3) %tile, i64 %n64
  %y = load float, ptr addrspace(3) %tile.n, align 4
  %k = call i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPvS3_(ptr @__usid_shift, ptr @_ZL8shift_id, ptr %buf)
  call void @_Z40__sycl_getComposite2020SpecConstantValueI5coeffET_PKcPvS4_(ptr sret(%struct.coeff) align 4 %c, ptr @__usid_coeff, ptr @_ZL8coeff_id, ptr %buf)
  %add.p = getelementptr inbounds %struct.coeff, ptr %c, i32 0, i32 0
  %add = load i32, ptr %add.p, align 4
  %scale.p = getelementptr inbounds %struct.coeff, ptr %c, i32 0, i32 1
  %scale = load float, ptr %scale.p, align 4
  %kf = sitofp i32 %k to float
  %yk = fadd float %y, %kf
  %ys = fmul float %yk, %scale
  %addf = sitofp i32 %add to float
  %r = fadd float %ys, %addf
  %out.g = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g
  store float %r, ptr addrspace(1) %out.g, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @spec_stencil, !"kernel", i32 1}
