"""Why a CHECK line of intel/llvm's tests fails against spirv-props: the
classes of docs/results/fidelity.md, as data.

Each rule is (class, why, test); the first rule whose test accepts a failed
line gives its class. A test sees the test's path (relative to
fidelity/intel-llvm), the test's whole text, the directive line and the
failure reason. Lines no rule accepts are `missing`: behaviour the plugin
lacks, or a difference nobody has looked at yet.

Classes (the issue's): `deliberate` (a documented decision of spirv-props),
`stale` (the test checks what the newest mainline intel/llvm source no longer
does, or this copy of the test predates a change the plugin follows),
`syntax` (the same IR printed another way: typed pointers in a test written
before opaque pointers, folded constant expressions), `naming` (the same
facts under other names or numbers, or in another format), `follow-on` (a
line that only failed because a line it depends on failed: a FileCheck
variable it uses was never set), `missing`.
"""

import re

TYPED_POINTER = re.compile(r"(\b(i\d+|float|double|half|void)|\)|%[\w.\"$:]+|addrspace\(\d+\))\*")
OLD_GETTERS = ("__sycl_getScalarSpecConstantValue", "__sycl_getCompositeSpecConstantValue")


def _in(*parts):
    return lambda path, src, text, reason: any(p in path for p in parts)


def _reason(*parts):
    return lambda path, src, text, reason: any(p in reason for p in parts)


def _text(pattern):
    rx = re.compile(pattern)
    return lambda path, src, text, reason: bool(rx.search(text))


def _both(a, b):
    return lambda *args: a(*args) and b(*args)


RULES = [
    ("deliberate", "SYCL 1.2.1 getters are not lowered (the newest SpecConstants pass dropped them; docs/passes/spec-constants.md)",
     lambda path, src, text, reason: any(g in src for g in OLD_GETTERS)),
    ("deliberate", "CUDASpecConstantToSymbol is not part of mainline sycl-post-link (docs/passes/spec-constants.md)",
     _in("cuda_spec_const")),
    ("deliberate", "ESIMD code is split, not lowered (-lower-esimd is out of scope; docs/passes/device-code-split.md)",
     lambda path, src, text, reason: "-lower-esimd" in reason and "sycl_explicit_simd" in src),
    ("deliberate", "llvm.sycl.alloca is lowered in emulation too, where the reference leaves it",
     _in("SYCL-alloca-error")),
    ("deliberate", "an AMDGCN kernel's offset clone takes ptr addrspace(4) byref (the kernel-argument segment the backend reads), the reference a generic ptr",
     _text(r"byref\(\[3 x i32\]\)") ),
    ("deliberate", "fp_control's bit-per-mode layout (the header of mainline); this test checks the older field layout, which registry/fp-control-fields.toml gives",
     _in("fp-control-kernel-properties")),
    ("follow-on", "uses a FileCheck variable that a failed line should have set",
     _reason("undefined variable", "without previous")),
    ("stale", "GlobalOffset before the _with_offset clones of every function: the original took the offset and kernels passed a zeroed [3 x i32] (this copy of the test predates the clone design mainline has)",
     lambda path, src, text, reason: "global-offset" in path and re.search(r"CHECK.*llvm\.memset", src) is not None),
    ("deliberate", "an AMDGCN kernel's offset clone takes ptr addrspace(4) byref, so no addrspacecast precedes the copy and later values are numbered one lower",
     lambda path, src, text, reason: "AMDGPU/global-offset" in path and re.search(r"memcpy\.p5\.p4|addrspacecast ptr %0|_with_offset\(ptr addrspace\(5\) %1\)|^; CHECK-NEXT:\s+ret void", text) is not None),
    ("syntax", "LLVM 22 reads !nvvm.annotations kernels as ptx_kernel functions with nvvm.* attributes (AutoUpgrade), so the test's metadata and define lines read differently before any pass runs",
     lambda path, src, text, reason: "NVPTX" in path and "nvvm.annotations" in src and re.search(r"nvvm\.annotations|\"kernel\"|maxntid|\"dummy\"|define .*void @|^; CHECK-NEXT:\s+ret void|ENTRY", text) is not None),
    ("syntax", "upstream LLVM has no llvm.nvvm/amdgcn.implicit.offset intrinsic: llc compiles the call instead of failing to select it",
     _both(_in("global-offset-invalid-triple"), _text(r"Cannot select"))),
    ("syntax", "LLVM 22's NVPTX printer spells kernel parameters differently (.b32, no .ptr .shared)",
     _both(_in("local-accessor-to-shared-memory-"), _text(r"\.param"))),
    ("naming", "value names: the new getelementptr takes the local-memory parameter's name, so later unnamed values are numbered differently",
     lambda path, src, text, reason: "local-accessor" in path and re.search(r"%\d+ = (getelementptr|load|add)", text) is not None),
    ("naming", "calling convention of __spirv_SpecConstant calls: this copy expects spir_func, the other test files none (what the plugin writes)",
     _text(r"call spir_func [^@]*@_Z2[09]__spirv_SpecConstant")),
    ("stale", "emulated constants laid out without alignment (an i32 at offset 2): mainline aligns each constant",
     _both(_in("spec-constants/SYCL-2020.ll"), _text(r"ID[01]\]\] = "))),
    ("naming", "the reference's own list !sycl.specialization-constants-default-values-module and value names (bool1) of a default image",
     _both(_in("default-value/bool.ll"), _text(r"bool1|default-values-module"))),
    ("deliberate", "a global that must stay (here weak function tables) and that no entry point uses goes to the first image only; the reference copies it into every image (images x globals; docs/passes/device-code-split.md)",
     _in("split-with-func-ptrs")),
    ("stale", "sycl-register-map-interface 1 is wait_for_done_write in mainline's headers (this copy checks the older name stall_free_return)",
     _both(_in("register-map-interface"), _text(r"stall_free_return"))),
    ("follow-on", "a CHECK-NOT whose neighbouring CHECK lines failed (decoration numbers), so its range covers calls it was not meant to see",
     _both(_in("sycl-properties-ptr-annotations"), _text(r"CHECK-NOT"))),
    ("naming", "intel/llvm's tests disagree on a clone's DISubprogram: five expect the original's names (which the plugin keeps), two a renamed artificial one",
     _text(r"DISubprogram\(name: \"[^\"]*_with_offset")),
    ("stale", "GlobalOffset before the _with_offset clones of every function (this copy's original takes the offset parameter itself)",
     lambda path, src, text, reason: "global-offset" in path and re.search(r"CHECK: define [^@\n]*@_ZTS14other_function\((i32\*|ptr) %0\)", src) is not None),
    ("naming", "ID numbering: the reference numbers by getter declaration order, the plugin by first use (so the defaults and properties come in another order)",
     _in("spec-constants/SYCL-alloca.ll")),
    ("naming", "the reference's tests disagree on padding in a composite: three expect undef (what the plugin writes), hierarchy.ll zeroinitializer",
     _both(_in("spec-constants/hierarchy.ll"), _text(r"x i8\] zeroinitializer"))),
    ("naming", "a clone's parameters keep the original's names (%s), where the reference's are numbered",
     _both(_in("global-offset-call-site-attrs"), _text(r"\[\[S:\[0-9\]\+\]\]"))),
    ("naming", "the reference's -debug-only=SpecConst log; print<spec-constants> shows the same facts",
     _reason("-debug-only")),
    ("syntax", "typed pointers: this copy of the test predates opaque pointers; LLVM 22 prints ptr",
     lambda path, src, text, reason: bool(TYPED_POINTER.search(text))),
    ("stale", "non-entry functions of an image are internal (sycl-post-link internalizes them since intel/llvm PR #14976; tests written before keep dso_local)",
     lambda path, src, text, reason: "sycl-post-link" in path and re.search(r"define (dso_local |weak_odr |linkonce_odr )*(spir_func )?\S*\s*@", text) is not None
     and "spir_kernel" not in text),
    ("stale", "!RegisterAllocMode 256 and a bare RegisterAllocMode attribute come from intel/llvm PR #16059, closed without merging",
     _in("grf-size.ll", "register-alloc-mode.ll")),
    ("stale", "one- and two-dimensional work-group sizes: mainline DPC++ writes three operands and !work_group_num_dim",
     _both(_in("kernel-properties.ll"), _text(r"WGSize"))),
    ("naming", "decoration numbers of the SPIR-V grammar (this copy checks the earlier Intel numbers 61xx/64xx; numbering=draft gives those)",
     lambda path, src, text, reason: "CompileTimePropertiesPass" in path and re.search(r"\b6[1-4]\d\d\b", text) is not None),
    ("naming", "image and constant numbering (the split numbers images by descending key, constants by first use)",
     _both(_in("SYCL-alloca.ll"), _text(r"SpecConstant|ID"))),
    ("syntax", "a load from a null buffer: LLVM's builder folds the getelementptr into a constant expression",
     _text(r"getelementptr i8, (ptr|i8\*)( addrspace\(\d\))?\*? null")),
]


def classify(path, src, text, reason):
    """(class, why) of one failed line."""
    for cls, why, test in RULES:
        try:
            if test(path, src, text, reason):
                return cls, why
        except re.error:
            continue
    return "missing", ""
