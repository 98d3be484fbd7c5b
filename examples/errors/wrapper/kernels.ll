; IR text where the Code column wants SPIR-V
target triple = "spir64-unknown-unknown"
