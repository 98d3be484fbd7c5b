; The host module the wrapper adds its descriptor to (here, nothing else).
target triple = "x86_64-unknown-linux-gnu"
