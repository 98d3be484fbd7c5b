; A register allocation mode that is not a number.
target triple = "spir64-unknown-unknown"

define spir_kernel void @bad() #0 {
  ret void
}

attributes #0 = { "sycl-register-alloc-mode"="large" }
