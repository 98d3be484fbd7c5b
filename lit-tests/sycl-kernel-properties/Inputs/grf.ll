target triple = "spir64-unknown-unknown"
define spir_kernel void @esimd() #0 !sycl_explicit_simd !0 {
  ret void
}
define spir_kernel void @g512() #1 {
  ret void
}
attributes #0 = { "sycl-grf-size"="256" }
attributes #1 = { "sycl-grf-size"="512" }
!0 = !{}
