; -spirv-props-print-passes: the plugin's listing of every pass (opt
; -print-passes cannot show a plugin's), its kind, its parameters with
; every value and the default, and one line of help, all from the pass
; table the parser checks against; then opt exits 0 without reading input.
; The plugin's options are in opt's help (--help-hidden, and --help: they
; are not hidden), under their own category; a bad -spirv-props-ep value is
; opt's own error.
; RUN: opt -load-pass-plugin %plugin -spirv-props-print-passes | FileCheck %s -DMAJOR=%llvm-major
; RUN: opt -load-pass-plugin %plugin --help-hidden | FileCheck %s --check-prefix=HELP
; RUN: opt -load-pass-plugin %plugin --help | FileCheck %s --check-prefix=HELP
; RUN: not opt -load-pass-plugin %plugin -spirv-props-ep=vectorizer-start -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD-EP

; CHECK: spirv-props {{[0-9]+\.[0-9]+\.[0-9]+}} for LLVM [[MAJOR]]: 22 module passes
; CHECK-NEXT: Parameters go in name<flag;key=value> (a printer's inside its brackets: print<name<...>>); a list is a:b or the key repeated.
; CHECK-EMPTY:
; CHECK-NEXT: sycl-global-properties (module pass)
; CHECK-NEXT:     SYCL properties on global variables -> !spirv.Decorations
; CHECK-NEXT:     registry=<value>          extra registry file (also SPIRV_PROPS_REGISTRY)
; CHECK-NEXT:     numbering=grammar|draft   which decoration numbers draft extensions get (default: grammar)
; CHECK-NEXT:     only=<a:b>                properties to lower, a:b or repeated (only=a;only=b)
; CHECK-NEXT:     except=<a:b>              properties not to lower, a:b or repeated
; CHECK-NEXT:     strip=reference|all|none  which source attributes to remove (default: reference)
; CHECK-NEXT:     strict                    a sycl-* property the registry does not know is an error (default: a warning) (flag)
; CHECK-NEXT:     stats                     count what the pass did into !spirv-props.stats (also SPIRV_PROPS_STATS=1) (flag)
; CHECK: spirv-exec-modes (module pass)
; CHECK-NEXT: move reqd_work_group_size
; CHECK-NEXT: contraction-off=auto|never {{.*}} (default: auto)
; CHECK: device-code-split (module pass, required: -opt-bisect-limit never skips it)
; CHECK-NEXT: post-link split
; CHECK-NEXT: split=kernel|source|auto|none {{.*}} (default: auto)
; CHECK-NEXT: out=<value>
; CHECK-NEXT: symbols {{.*}} (flag)
; CHECK: print<kernel-metadata> (module pass, required: -opt-bisect-limit never skips it)
; CHECK: spirv-props-verify (module pass, required: -opt-bisect-limit never skips it)
; CHECK-NEXT: check decorations
; CHECK-NEXT: strict {{.*}} (flag)

; HELP: spirv-props options:
; HELP: --spirv-props-ep=<value> - Where -spirv-props-pipeline's passes go (wins over SPIRV_PROPS_EP)
; HELP-NEXT: =optimizer-last - the end of the optimization pipeline (default)
; HELP-NEXT: =pipeline-start - its start
; HELP-NEXT: --spirv-props-pipeline=<passes> {{.*}} (wins over SPIRV_PROPS_PASSES)
; HELP-NEXT: --spirv-props-print-passes - Print every spirv-props pass
; HELP-NEXT: --spirv-props-registry=<file> {{.*}} (wins over SPIRV_PROPS_REGISTRY; a pass's registry= wins)

; BAD-EP: for the --spirv-props-ep option: Cannot find option named 'vectorizer-start'!
