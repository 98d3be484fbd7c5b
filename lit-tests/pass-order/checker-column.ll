; scripts/pass-order's spirv-props-verify column: the entries of the record
; of what our passes emitted (!spirv_props.emitted) that are still there.
; examples/annotated_vadd.cl (compiled by the harness with -O2
; -disable-llvm-passes, no optnone) with its members rewritten to
; decorations: before default<O2> every member decoration is lost (SROA),
; after it every one is kept, and the checker's column says so as the
; consumers' columns do.
; UNSUPPORTED: pypi-lit # lit's internal shell: no $(command -v opt)
; RUN: python3 %S/../../scripts/pass-order --quiet --no-cache --opt "$(command -v opt)" --plugin %plugin \
; RUN:   --ours 'sycl-annotations<format=decorations>' --consumers spirv-props-verify --stock 'default<O2>' \
; RUN:   --csv %t.csv %S/../../examples/annotated_vadd.cl > %t.table
; RUN: FileCheck %s --input-file %t.csv
;
; The hints as the source writes them (see spirv-props-verify/losses.ll).
; CHECK: input,consumer,order,kind,item,status
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,ours | default<O2>,emitted,"@annotated_vadd, line 13 of {{.*}}annotated_vadd.cl: CacheControlLoadINTEL 0 1",lost
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,ours | default<O2>,emitted,"@annotated_vadd, line 15 of {{.*}}annotated_vadd.cl: CacheControlLoadINTEL 2 2",lost
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,ours | default<O2>,emitted,"@annotated_vadd, line 17 of {{.*}}annotated_vadd.cl: CacheControlStoreINTEL 0 2",lost
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,default<O2> | ours,emitted,"@annotated_vadd, line 13 of {{.*}}annotated_vadd.cl: CacheControlLoadINTEL 0 1",kept
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,default<O2> | ours,emitted,"@annotated_vadd, line 15 of {{.*}}annotated_vadd.cl: CacheControlLoadINTEL 2 2",kept
; CHECK-DAG: annotated_vadd.cl,spirv-props-verify,default<O2> | ours,emitted,"@annotated_vadd, line 17 of {{.*}}annotated_vadd.cl: CacheControlStoreINTEL 0 2",kept
