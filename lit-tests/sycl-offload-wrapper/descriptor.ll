; The descriptor sycl-offload-wrapper adds, field by field, against the
; runtime's layout (intel/llvm sycl/source/detail/compiler.hpp, image
; struct version 3): two SPIR-V images (hand-made 20-byte headers), their
; .sym entries and .prop sets; property values checked against the bytes
; the .prop text encodes (decoded by hand below). Then: run twice, the
; second adds nothing (idempotent); the output is deterministic; verifier
; clean; llc turns it into an object for the host.
; RUN: rm -rf %t && split-file %s %t
; SPIR-V 1.5 and 1.0 headers: magic 0x07230203, version, generator 0, bound 1, schema 0.
; RUN: cd %t && printf '\003\002\043\007\000\005\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > a.spv
; RUN: cd %t && printf '\003\002\043\007\000\000\001\000\000\000\000\000\001\000\000\000\000\000\000\000' > b.spv
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>,verify' -S -o out.ll < empty.ll
; RUN: cd %t && FileCheck %s --input-file out.ll
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>,verify' -S -o twice.ll < out.ll
; RUN: cd %t && diff out.ll twice.ll
; RUN: cd %t && opt -load-pass-plugin %plugin -passes='sycl-offload-wrapper<table=t.table>' -S -o again.ll < empty.ll
; RUN: cd %t && diff out.ll again.ll
; RUN: cd %t && llc -filetype=obj out.ll -o out.o

; The structs: offload entry {addr, name, size, flags, reserved}; property
; {Name, ValAddr, Type, ValSize}; set {Name, begin, end}; image v3 {u16
; Version, u8 Kind, u8 Format, Target, CompileOptions, LinkOptions, binary
; begin/end, entries begin/end, property sets begin/end}; descriptor {u16
; Version, u16 NumDeviceBinaries, images, host entries begin/end}.
; CHECK-DAG: %struct.__sycl.offload_entry = type { ptr, ptr, i64, i32, i32 }
; CHECK-DAG: %struct.__sycl.device_binary_property = type { ptr, ptr, i32, i64 }
; CHECK-DAG: %struct.__sycl.device_binary_property_set = type { ptr, ptr, ptr }
; CHECK-DAG: %struct.__sycl.device_image = type { i16, i8, i8, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr, ptr }
; CHECK-DAG: %struct.__sycl.device_binaries = type { i16, i16, ptr, ptr, ptr }

; The images' bytes, whole (20 bytes each), 8-aligned.
; CHECK-DAG: @[[A:.sycl_offloading.data]] = private unnamed_addr constant [20 x i8] c"\03\02#\07\00\05\01\00\00\00\00\00\01\00\00\00\00\00\00\00", align 8
; CHECK-DAG: @[[B:.sycl_offloading.data.[0-9]+]] = private unnamed_addr constant [20 x i8] c"\03\02#\07\00\00\01\00\00\00\00\00\01\00\00\00\00\00\00\00", align 8
; CHECK-DAG: @[[TARGET:.sycl_offloading.target]] = private unnamed_addr constant [7 x i8] c"spir64\00"
; CHECK-DAG: @[[OPTS:.sycl_offloading.opts]] = private unnamed_addr constant [1 x i8] zeroinitializer

; Entries: one per .sym line, null address, size 0, flags 0.
; CHECK-DAG: @[[K1:__sycl_offload_entry_name[.0-9]*]] = private unnamed_addr constant [4 x i8] c"_k1\00"
; CHECK-DAG: @[[K2:__sycl_offload_entry_name[.0-9]*]] = private unnamed_addr constant [4 x i8] c"_k2\00"
; CHECK-DAG: @[[K3:__sycl_offload_entry_name[.0-9]*]] = private unnamed_addr constant [4 x i8] c"_k3\00"
; CHECK-DAG: @[[EA:__sycl_offload_entries_arr[.0-9]*]] = private unnamed_addr constant [2 x %struct.__sycl.offload_entry] [%struct.__sycl.offload_entry { ptr null, ptr @[[K1]], i64 0, i32 0, i32 0 }, %struct.__sycl.offload_entry { ptr null, ptr @[[K2]], i64 0, i32 0, i32 0 }]
; CHECK-DAG: @[[EB:__sycl_offload_entries_arr[.0-9]*]] = private unnamed_addr constant [1 x %struct.__sycl.offload_entry] [%struct.__sycl.offload_entry { ptr null, ptr @[[K3]], i64 0, i32 0, i32 0 }]

; Properties of a.prop. aspects=2|gAAAAAAAAAgBAAAA: bit count 32, then
; 06 00 00 00 (aspect 6): 12 bytes. reqd_sub_group_size=1|16: the value in
; ValSize, no address. k1=2|DAAAAAAAAAgA: bit count 3, one byte 0x02 (the
; second of three parameters removed): 9 bytes, a count that is not a
; multiple of 8. Strings (type 3) point at the text; ValSize counts its NUL.
; CHECK-DAG: @[[ASPECTS:__sycl_offload_prop_value[.0-9]*]] = private unnamed_addr constant [12 x i8] c" \00\00\00\00\00\00\00\06\00\00\00", align 8
; CHECK-DAG: @[[MASK:__sycl_offload_prop_value[.0-9]*]] = private unnamed_addr constant [9 x i8] c"\03\00\00\00\00\00\00\00\02", align 8
; CHECK-DAG: @[[NASPECTS:__sycl_offload_prop_name[.0-9]*]] = private unnamed_addr constant [8 x i8] c"aspects\00"
; CHECK-DAG: @[[NSG:__sycl_offload_prop_name[.0-9]*]] = private unnamed_addr constant [20 x i8] c"reqd_sub_group_size\00"
; CHECK-DAG: @[[NREQ:__sycl_offload_prop_name[.0-9]*]] = private unnamed_addr constant [25 x i8] c"SYCL/device requirements\00"
; CHECK-DAG: @[[NOPT:__sycl_offload_prop_name[.0-9]*]] = private unnamed_addr constant [22 x i8] c"SYCL/kernel param opt\00"
; CHECK-DAG: @[[NMISC:__sycl_offload_prop_name[.0-9]*]] = private unnamed_addr constant [21 x i8] c"SYCL/misc properties\00"
; CHECK-DAG: @[[TEXT:__sycl_offload_prop_value[.0-9]*]] = private unnamed_addr constant [6 x i8] c"hello\00"
; CHECK-DAG: @[[PREQ:__sycl_offload_props_arr[.0-9]*]] = private unnamed_addr constant [2 x %struct.__sycl.device_binary_property] [%struct.__sycl.device_binary_property { ptr @[[NASPECTS]], ptr @[[ASPECTS]], i32 2, i64 12 }, %struct.__sycl.device_binary_property { ptr @[[NSG]], ptr null, i32 1, i64 16 }]
; CHECK-DAG: @[[POPT:__sycl_offload_props_arr[.0-9]*]] = private unnamed_addr constant [1 x %struct.__sycl.device_binary_property] [%struct.__sycl.device_binary_property { ptr @[[K1]], ptr @[[MASK]], i32 2, i64 9 }]
; CHECK-DAG: @[[PMISC:__sycl_offload_props_arr[.0-9]*]] = private unnamed_addr constant [2 x %struct.__sycl.device_binary_property] [%struct.__sycl.device_binary_property { ptr @{{.*}}, ptr null, i32 1, i64 2 }, %struct.__sycl.device_binary_property { ptr @{{.*}}, ptr @[[TEXT]], i32 3, i64 6 }]
; CHECK-DAG: @[[SA:__sycl_offload_prop_sets_arr[.0-9]*]] = private unnamed_addr constant [2 x %struct.__sycl.device_binary_property_set] [%struct.__sycl.device_binary_property_set { ptr @[[NREQ]], ptr @[[PREQ]], ptr getelementptr inbounds ({{.*}}ptr @[[PREQ]], i64 {{(1, i64 0|0, i64 2|2)}}) }, %struct.__sycl.device_binary_property_set { ptr @[[NOPT]], ptr @[[POPT]], ptr getelementptr inbounds ({{.*}}ptr @[[POPT]], i64 {{(1, i64 0|0, i64 1|1)}}) }]
; CHECK-DAG: @[[SB:__sycl_offload_prop_sets_arr[.0-9]*]] = private unnamed_addr constant [1 x %struct.__sycl.device_binary_property_set] [%struct.__sycl.device_binary_property_set { ptr @[[NMISC]], ptr @[[PMISC]], ptr getelementptr inbounds ({{.*}}ptr @[[PMISC]], i64 {{(1, i64 0|0, i64 2|2)}}) }]

; An end pointer is one past the array: LLVM folds [N x T] p, 0, N to
; p, 1, 0 (15, 16), and newer LLVMs may write it as a byte offset.
; The images: version 3, kind 4 (SYCL), format 2 (SPIR-V), target spir64,
; empty options, [begin, end) of the bytes, entries and sets.
; CHECK-DAG: @[[IMAGES:.sycl_offloading.device_images]] = private unnamed_addr constant [2 x %struct.__sycl.device_image] [%struct.__sycl.device_image { i16 3, i8 4, i8 2, ptr @[[TARGET]], ptr @[[OPTS]], ptr @[[OPTS]], ptr @[[A]], ptr getelementptr inbounds ({{.*}}ptr @[[A]], i64 {{(1, i64 0|0, i64 20|20)}}), ptr @[[EA]], ptr getelementptr inbounds ({{.*}}ptr @[[EA]], i64 {{(1, i64 0|0, i64 2|2)}}), ptr @[[SA]], ptr getelementptr inbounds ({{.*}}ptr @[[SA]], i64 {{(1, i64 0|0, i64 2|2)}}) }, %struct.__sycl.device_image { i16 3, i8 4, i8 2, ptr @[[TARGET]], ptr @[[OPTS]], ptr @[[OPTS]], ptr @[[B]], ptr getelementptr inbounds ({{.*}}ptr @[[B]], i64 {{(1, i64 0|0, i64 20|20)}}), ptr @[[EB]], ptr getelementptr inbounds ({{.*}}ptr @[[EB]], i64 {{(1, i64 0|0, i64 1|1)}}), ptr @[[SB]], ptr getelementptr inbounds ({{.*}}ptr @[[SB]], i64 {{(1, i64 0|0, i64 1|1)}}) }]
; The descriptor: version 1, two images, no host entries.
; CHECK-DAG: @[[DESC:.sycl_offloading.descriptor]] = private unnamed_addr constant %struct.__sycl.device_binaries { i16 1, i16 2, ptr @[[IMAGES]], ptr null, ptr null }
; Registered at start, unregistered at exit; the module's own constructor stays.
; CHECK-DAG: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @host_init, ptr null }, { i32, ptr, ptr } { i32 1, ptr @sycl.descriptor_reg, ptr null }]
; CHECK-DAG: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 1, ptr @sycl.descriptor_unreg, ptr null }]
; CHECK-LABEL: define internal void @sycl.descriptor_reg()
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @__sycl_register_lib(ptr @[[DESC]])
; CHECK-NEXT:    ret void
; CHECK-LABEL: define internal void @sycl.descriptor_unreg()
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @__sycl_unregister_lib(ptr @[[DESC]])
; CHECK-NEXT:    ret void
; CHECK: !spirv_props.offload.wrapped = !{![[W:[0-9]+]]}
; CHECK: ![[W]] = !{!"t.table"}

;--- t.table
[Code|Properties|Symbols]
a.spv|a.prop|a.sym
b.spv|b.prop|b.sym
;--- a.sym
_k1
_k2
;--- b.sym
_k3
;--- a.prop
[SYCL/device requirements]
aspects=2|gAAAAAAAAAgBAAAA
reqd_sub_group_size=1|16
[SYCL/kernel param opt]
_k1=2|DAAAAAAAAAgA
;--- b.prop
[SYCL/misc properties]
optLevel=1|2
note=3|hello
;--- empty.ll
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @host_init, ptr null }]
define internal void @host_init() {
  ret void
}
