; Two translation units after the device link: a.cpp with one kernel
; whose middle parameter nothing reads, b.cpp with another.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define weak_odr dso_local spir_kernel void @_ZTS4Skip(ptr addrspace(1) noundef align 4 %in, i32 noundef %unused, ptr addrspace(1) noundef align 4 %out) #0 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %src = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %i
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

define weak_odr dso_local spir_kernel void @_ZTS4Fill(ptr addrspace(1) noundef align 4 %out, i32 noundef %value) #1 {
entry:
  %gid = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32
  %i = extractelement <3 x i64> %gid, i64 0
  %dst = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %value, ptr addrspace(1) %dst, align 4
  ret void
}

attributes #0 = { "sycl-module-id"="a.cpp" }
attributes #1 = { "sycl-module-id"="b.cpp" }
