define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "sycl-work-group-size"="8,4,2" "sycl-sub-group-size"="16" }
