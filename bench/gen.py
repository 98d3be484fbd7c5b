#!/usr/bin/env python3
# bench/gen.py: generate a DPC++-style LLVM IR module with N kernels, the
# input of the spirv-props benchmark (bench/run.py).
#
# Usage:
#   bench/gen.py N > out.ll          # N kernels, LLVM 15 textual IR
#   bench/gen.py --stats N           # what the module holds (stderr), no IR
#   bench/gen.py --string-values N   # member property values as strings
#   bench/gen.py --family distinct N # the "distinct" family (below)
#
# --string-values: the "sycl-properties" annotations carry every value as a
# string global, and a property without value as a null pointer, as DPC++'s
# headers write them (clang-15 wrote integers as i32 fields). Intel's
# CompileTimePropertiesPass reads only strings there: it asserts (or, built
# without assertions, reads an empty optional) on an integer "sycl-alignment"
# or cache-hint value, so bench/versus.py uses this form. The default output
# is unchanged. The options combine.
#
# Deterministic: the same family and N give byte-identical output (no clock,
# no randomness; every "random" choice is a hash of the kernel index).
#
# Each kernel (spir_kernel, triple spir64-unknown-unknown) is a small vadd in
# the shapes the repository's inputs use (examples/sycl_vadd.ll,
# examples/ext_popcount.ll, lit-tests/sycl-*-properties, sycl-annotations,
# spirv-inline-attrs, spirv-exec-modes), and carries what the passes read:
#   - parameter properties as parameter string attributes
#     ("sycl-buffer-location", "sycl-conduit", "sycl-alignment", ...);
#   - one or two global variables with global properties (a device global
#     with "sycl-device-global-size"/"sycl-host-access"/"sycl-unique-id", and
#     on every other kernel an FPGA memory global with "sycl-num-banks" ...);
#   - a struct-member annotation: llvm.ptr.annotation with "sycl-properties"
#     and an argument struct of name/value pairs, as clang-15 emits it (about
#     300 distinct property sets overall, so strings repeat across kernels and
#     distinct ones occur); on every fifth kernel also a member annotation
#     already in the translator's {X:Y} form (for spirv-annotation-names);
#   - by kernel index modulo 4, one of four shapes, never with conflicting
#     forms on one kernel:
#       0 "sycl":   kernel properties as function attributes
#                   ("sycl-work-group-size", "sycl-sub-group-size", hints,
#                   floating-point control, GRF size, ...);
#       1 "opencl": OpenCL kernel metadata (!reqd_work_group_size,
#                   !intel_reqd_sub_group_size, !work_group_size_hint,
#                   !vec_type_hint, !kernel_arg_*); one in four also has an
#                   agreeing "sycl-work-group-size" (SYCL order, reversed);
#       2 "inline": inline SPIR-V attributes ("spv.executionmode" with sizes,
#                   "spv.extextension", "spv.extcapability") and calls of
#                   "spv.ext_instruction" declarations;
#       3 "mixed":  SYCL sizes plus "spv.executionmode" modes that are not
#                   sizes (ContractionOff, RoundingModeRTE) and !kernel_arg_*.
# Every module also carries the attributes DPC++ puts on every kernel and the
# registry does not know ("sycl-module-id", "sycl-optlevel").
#
# Families (--family; the default is "default", the module above):
#   default:  as above;
#   distinct: as above, and every kernel's pointer parameters %a (read) and
#             %c (written) are annotated_arg-style pointers: each goes through
#             an llvm.ptr.annotation.p1 call with "sycl-properties" and an
#             argument struct of its own, as DPC++ emits one per distinct
#             property list (here: a buffer location per kernel, as an
#             integer on %a and as a string on %c, with latencies, address
#             and data widths and burst sizes). So the annotations' property
#             sets are distinct across the module (2 per kernel) while the
#             property-name strings are shared by every struct, and %c's
#             value strings are distinct too: the shape that made the
#             annotation clean-up quadratic (issue 31), which the default
#             family's ~300 shared sets cannot show.

import sys

# ----------------------------------------------------------------------------
# Deterministic choices

MASK64 = (1 << 64) - 1


def mix(index, salt):
    """A 64-bit hash of (index, salt) (splitmix64's finalizer)."""
    h = (index * 0x9E3779B97F4A7C15 + (salt + 1) * 0xBF58476D1CE4E5B9) & MASK64
    h ^= h >> 31
    h = (h * 0x94D049BB133111EB) & MASK64
    h ^= h >> 29
    return h


def pick(index, salt, choices):
    """One of choices, chosen by a hash of (index, salt)."""
    return choices[mix(index, salt) % len(choices)]


def chance(index, salt, percent):
    return mix(index, salt) % 100 < percent


# ----------------------------------------------------------------------------
# Value sets

# SYCL order (slowest dimension first), as "sycl-work-group-size" writes it.
WORK_GROUP_SIZES = ["8", "16", "32", "64", "128", "256", "8,8", "16,16",
                    "4,8,8", "2,4,8", "8,4,2", "1,1,64"]
SUB_GROUP_SIZES = ["8", "16", "32"]
WORK_GROUP_HINTS = ["64", "128", "16,16", "4,4,4"]
# fp_control values in DPC++'s fp_mode encoding (one bit per mode: rte 1,
# rtp 2, rtn 4, rtz 8, ftz 16, allow double 32 / float 64 / half 128), as
# the header writes them (a rounding and a denormal mode always): rte + ftz
# (the default), rtp + ftz, rtz + ftz, rtp + float allow, rtn + double and
# half allow, rtn + all allowed.
FP_CONTROLS = ["17", "18", "24", "66", "164", "228"]
# OpenCL order (fastest first), as !reqd_work_group_size writes it.
REQD_SIZES = [(8, 1, 1), (16, 1, 1), (64, 1, 1), (256, 1, 1), (8, 8, 1),
              (16, 16, 1), (8, 4, 2), (2, 4, 8), (32, 2, 1)]
VEC_TYPE_HINTS = ["<4 x float> undef, i32 0", "i32 undef, i32 1",
                  "<2 x double> undef, i32 0", "<8 x half> undef, i32 0"]
# Inline SPIR-V: sizes for "spv.executionmode" (OpenCL order).
INLINE_SIZES = [(8, 4, 2), (16, 1, 1), (64, 1, 1), (32, 4, 1), (128, 1, 1)]

# The attributes clang gives every SYCL kernel, and two sycl-* attributes
# DPC++ adds that the registry does not know (they must stay as they are).
KERNEL_BASE_ATTRS = ('convergent mustprogress noinline norecurse nounwind '
                     '"frame-pointer"="all" "no-trapping-math"="true" '
                     '"stack-protector-buffer-size"="8" '
                     '"sycl-module-id"="bench.cpp" "sycl-optlevel"="2" '
                     '"uniform-work-group-size"="true"')

DATALAYOUT = ("e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-"
              "v256:256-v512:512-v1024:1024-n8:16:32:64")


# ----------------------------------------------------------------------------
# Struct-member property sets (the "sycl-properties" annotations)

def member_property_sets():
    """About 300 distinct property lists [(name, value)], value an int, a
    string, or None (a property without value, written as an empty string).
    Each set has a family: "fpga" and "align" annotate an i32 member, "cache"
    the pointer member."""
    sets = []
    extras = [None, ("sycl-datapath", None), ("sycl-clock-2x-true", None),
              ("sycl-bi-directional-ports-false", None),
              ("sycl-num-replicates", 2), ("sycl-ram-stitching", 1)]
    for banks in [1, 2, 4, 8, 16, 32]:
        for copies in range(0, 8):
            for extra in extras:
                props = [("sycl-num-banks", banks)]
                if copies:
                    props.append(("sycl-max-private-copies", copies))
                if extra:
                    props.append(extra)
                sets.append(("fpga", props))
    for word in [8, 16, 32, 64]:
        for resource in ["MLAB", "BLOCK_RAM"]:
            sets.append(("fpga", [("sycl-resource", resource),
                                  ("sycl-word-size", word)]))
    # Cache controls as DPC++'s header encodes them: a nibble of levels
    # (L1 = 1 ... L4 = 8) per cache mode (uncached 0, cached 1,
    # streaming 2, ..., write_through 5, write_back 6).
    def hint(mode, levels):
        return levels << (4 * mode)
    for cached in [1, 2]:
        for streaming in [0, 4]:
            for write_back in [0, 1, 2, 4]:
                props = [("sycl-cache-read-hint", hint(1, cached) | hint(2, streaming))]
                if write_back:
                    props.append(("sycl-cache-write-hint", hint(6, write_back)))
                sets.append(("cache", props))
    for level in [1, 2, 4]:
        sets.append(("cache", [("sycl-cache-write-hint", hint(5, level))]))
        sets.append(("cache", [("sycl-cache-read-hint", hint(0, level))]))
    for align in [4, 8, 16, 32]:
        sets.append(("align", [("sycl-alignment", align)]))
    return sets


def translator_strings():
    """Annotation strings already in the translator's {X:Y} form."""
    strings = []
    for banks in [1, 2, 4, 8]:
        for pump in [1, 2]:
            strings.append("{numbanks:%d}{pump:%d}" % (banks, pump))
    for copies in range(1, 9):
        strings.append("{private_copies:%d}" % copies)
    strings.append("{force_pow2_depth:1}")
    strings.append("{register:1}")
    strings.append("{max_replicates:2}{simple_dual_port:1}")
    return strings


# ----------------------------------------------------------------------------
# Helpers for numbered attribute groups and metadata nodes

class Numbered:
    """Assigns numbers to distinct texts in first-use order: the attribute
    groups (#N) and metadata nodes (!N) of the module."""

    def __init__(self, sigil):
        self.sigil = sigil
        self.numbers = {}
        self.texts = []

    def ref(self, text):
        if text not in self.numbers:
            self.numbers[text] = len(self.texts)
            self.texts.append(text)
        return "%s%d" % (self.sigil, self.numbers[text])

    def reserve(self, text):
        """A node that is its own (never shared) entry, e.g. a named list."""
        self.texts.append(text)
        return "%s%d" % (self.sigil, len(self.texts) - 1)


def ir_string(text):
    """An IR c"..." string with its terminating NUL and its array length."""
    encoded = text.encode("utf-8")
    escaped = "".join(chr(b) if 32 <= b < 127 and b not in (34, 92)
                      else "\\%02X" % b for b in encoded)
    return 'c"%s\\00"' % escaped, len(encoded) + 1


def attr(name, value=None):
    return '"%s"' % name if value is None else '"%s"="%s"' % (name, value)


# ----------------------------------------------------------------------------
# The module

class Module:
    def __init__(self, kernels, family="default", string_values=False):
        self.kernels = kernels
        self.family = family
        self.string_values = string_values   # --string-values
        self.attrs = Numbered("#")
        self.md = Numbered("!")
        self.globals = []          # lines
        self.functions = []        # lines
        self.member_sets = member_property_sets()
        self.xy_strings = translator_strings()
        self.used_sets = {}        # set index -> used
        self.used_xy = {}
        self.prop_names = {}       # property name -> global name
        self.value_strings = {}    # string value -> global name
        self.kernel_args = []      # (global name, struct text), distinct family
        self.inline_used = False
        self.kinds = {"sycl": 0, "opencl": 0, "inline": 0, "mixed": 0}
        # Fixed attribute groups first (#0, #1, #2), so their numbers do not
        # depend on N: the get_global_id declaration, its call sites, and the
        # calls of the spv.ext_instruction declarations.
        self.decl_group = self.attrs.ref(
            'convergent nounwind readnone willreturn "frame-pointer"="all" '
            '"no-trapping-math"="true" "stack-protector-buffer-size"="8"')
        self.call_group = self.attrs.ref("convergent nounwind readnone willreturn")
        self.ext_call_group = self.attrs.ref("nounwind readnone willreturn")

    # -- strings in address space 2 (property names and string values)

    def name_global(self, name):
        if name not in self.prop_names:
            self.prop_names[name] = "@.name.%s" % name
        return self.prop_names[name]

    def value_global(self, value):
        if value not in self.value_strings:
            self.value_strings[value] = "@.value.%s" % value
        return self.value_strings[value]

    def args_struct(self, index):
        """The constant struct of alternating names and values for member
        property set `index`, as clang-15 emits it (with --string-values,
        as DPC++'s headers do: every value a string, none a null pointer)."""
        _, props = self.member_sets[index]
        return self.props_struct(props)

    def props_struct(self, props):
        """The constant struct of alternating names and values of `props`,
        [(name, value)], as clang-15 emits it."""
        types, values = [], []
        for name, value in props:
            types.append("ptr addrspace(2)")
            values.append("ptr addrspace(2) %s" % self.name_global(name))
            if self.string_values:
                types.append("ptr addrspace(2)")
                values.append("ptr addrspace(2) %s" % (
                    "null" if value is None else self.value_global(str(value))))
            elif value is None:
                types.append("ptr addrspace(2)")
                values.append("ptr addrspace(2) @.empty")
            elif isinstance(value, int):
                types.append("i32")
                values.append("i32 %d" % value)
            else:
                types.append("ptr addrspace(2)")
                values.append("ptr addrspace(2) %s" % self.value_global(value))
        return "{ %s } { %s }" % (", ".join(types), ", ".join(values))

    def distinct_annotations(self, i):
        """The distinct family's two argument property lists of kernel i:
        (for %a, for %c). Both hold the kernel's own buffer location, so no
        two kernels share one; the rest repeats across kernels."""
        a = [("sycl-buffer-location", i),
             ("sycl-awidth", pick(i, 110, [32, 64])),
             ("sycl-latency", mix(i, 111) % 8)]
        c = [("sycl-buffer-location", str(i)),
             ("sycl-dwidth", pick(i, 112, [32, 64, 128])),
             ("sycl-maxburst", pick(i, 113, ["4", "8", "16"]))]
        if chance(i, 114, 50):
            c.append(("sycl-wait-request", 1))
        return a, c

    def distinct_args(self, i, which, props):
        name = "@.args.k%d.%s" % (i, which)
        self.kernel_args.append((name, self.props_struct(props)))
        return name

    # -- per-kernel pieces

    def kernel_kind(self, i):
        return ["sycl", "opencl", "inline", "mixed"][i % 4]

    def kernel_name(self, i):
        # A DPC++-like kernel name: typeinfo name of a kernel class in main.
        local = "Kernel%d" % i
        return "_ZTSZ4mainE%d%s" % (len(local), local)

    def sycl_kernel_properties(self, i, with_fp_control):
        props = [attr("sycl-work-group-size", pick(i, 1, WORK_GROUP_SIZES))]
        if chance(i, 2, 75):
            props.append(attr("sycl-sub-group-size", pick(i, 3, SUB_GROUP_SIZES)))
        if chance(i, 4, 30):
            props.append(attr("sycl-work-group-size-hint",
                              pick(i, 5, WORK_GROUP_HINTS)))
        if chance(i, 6, 20):
            props.append(attr("sycl-max-work-group-size", "1024"))
        if with_fp_control and chance(i, 7, 30):
            props.append(attr("sycl-floating-point-control",
                              pick(i, 8, FP_CONTROLS)))
        if chance(i, 9, 15):
            props.append(attr("sycl-grf-size", pick(i, 10, ["128", "256"])))
        if chance(i, 11, 10):
            props.append(attr("sycl-pipelined", pick(i, 12, ["-1", "0", "2"])))
        return props

    def param_attrs(self, i):
        """Parameter string attributes for %a, %b, %c (global pointers) and
        %n (an int)."""
        a = [attr("sycl-buffer-location", str(mix(i, 20) % 8))]
        if chance(i, 21, 30):
            a.insert(0, attr("sycl-alignment", pick(i, 22, ["16", "32", "64"])))
        b = pick(i, 23, [
            [],
            [attr("sycl-conduit")],
            [attr("sycl-strict", "true")],
            [attr("sycl-awidth", "32"), attr("sycl-dwidth", "64")],
            [attr("sycl-latency", str(mix(i, 24) % 4)),
             attr("sycl-maxburst", "8")],
            [attr("sycl-read-write-mode", str(mix(i, 25) % 3)),
             attr("sycl-wait-request", "1")],
            [attr("sycl-register-map")],
        ])
        c = []
        if chance(i, 26, 50):
            c.append(attr("sycl-buffer-location", str(mix(i, 27) % 8)))
        if chance(i, 28, 30):
            c.append(attr("sycl-strict", pick(i, 29, ["true", "false"])))
        n = pick(i, 30, [[], [], [attr("sycl-conduit")], [attr("sycl-stable")]])
        return a, b, c, n

    def kernel_arg_metadata(self, i):
        qual_a = pick(i, 40, ['!"const"', '!""'])
        return ("!kernel_arg_addr_space %s !kernel_arg_access_qual %s "
                "!kernel_arg_type %s !kernel_arg_base_type %s "
                "!kernel_arg_type_qual %s" % (
                    self.md.ref("!{i32 1, i32 1, i32 1, i32 0}"),
                    self.md.ref('!{!"none", !"none", !"none", !"none"}'),
                    self.md.ref('!{!"int*", !"int*", !"int*", !"int"}'),
                    self.md.ref('!{!"int*", !"int*", !"int*", !"int"}'),
                    self.md.ref('!{%s, !"const", !"", !""}' % qual_a)))

    def opencl_metadata(self, i):
        """OpenCL kernel metadata; returns (metadata text, the agreeing
        "sycl-work-group-size" value for it)."""
        x, y, z = pick(i, 50, REQD_SIZES)
        width = pick(i, 51, ["i32", "i64"])   # SYCL front-ends write i64
        parts = ["!reqd_work_group_size %s" % self.md.ref(
            "!{%s %d, %s %d, %s %d}" % (width, x, width, y, width, z))]
        if chance(i, 52, 70):
            parts.append("!intel_reqd_sub_group_size %s" % self.md.ref(
                "!{i32 %s}" % pick(i, 53, SUB_GROUP_SIZES)))
        if chance(i, 54, 40):
            hx = pick(i, 55, [16, 64, 128])
            parts.append("!work_group_size_hint %s" % self.md.ref(
                "!{i32 %d, i32 1, i32 1}" % hx))
        if chance(i, 56, 40):
            parts.append("!vec_type_hint %s" % self.md.ref(
                "!{%s}" % pick(i, 57, VEC_TYPE_HINTS)))
        agreeing = "%d,%d,%d" % (z, y, x)   # SYCL order is OpenCL's reversed
        return " ".join(parts), agreeing

    def inline_attrs(self, i):
        x, y, z = pick(i, 60, INLINE_SIZES)
        modes = ["LocalSize:%d:%d:%d" % (x, y, z)]
        if chance(i, 61, 60):
            modes.append("SubgroupSize:%s" % pick(i, 62, SUB_GROUP_SIZES))
        if chance(i, 63, 30):
            modes.append("ContractionOff")
        props = [attr("spv.executionmode", ";".join(modes))]
        if chance(i, 64, 50):
            props.append(attr("spv.extextension", "SPV_KHR_expect_assume"))
            props.append(attr("spv.extcapability", "ExpectAssumeKHR"))
        return props

    def mixed_inline_attrs(self, i):
        mode = pick(i, 70, ["ContractionOff", "RoundingModeRTE:32",
                            "RoundingModeRTE:16;RoundingModeRTE:32"])
        return [attr("spv.executionmode", mode)]

    def add_globals(self, i):
        """The kernel's global variables; returns their names and types."""
        made = []
        dg = "@_ZL2dg%d" % i
        dg_attrs = [attr("sycl-device-global-size", "4"),
                    attr("sycl-unique-id", "uid%d__ZL2dg%d" % (mix(i, 80) % 100000, i))]
        access = mix(i, 81) % 5
        if access < 4:
            dg_attrs.insert(1, attr("sycl-host-access", str(access)))
        if chance(i, 82, 20):
            dg_attrs.append(attr("sycl-device-image-scope"))
        group = self.attrs.ref(" ".join(dg_attrs))
        self.globals.append("%s = addrspace(1) global %%class.device_global "
                            "zeroinitializer, align 4 %s" % (dg, group))
        made.append(dg)
        if i % 2 == 0:
            mem = "@_ZL3mem%d" % i
            mem_attrs = pick(i, 83, [
                [attr("sycl-num-banks", pick(i, 84, ["2", "4", "8"]))],
                [attr("sycl-datapath"), attr("sycl-num-banks", "2"),
                 attr("sycl-resource", "MLAB")],
                [attr("sycl-implement-in-csr", "true"),
                 attr("sycl-init-mode", "0")],
                [attr("sycl-max-private-copies", pick(i, 85, ["1", "2", "4"])),
                 attr("sycl-word-size", "32")],
            ])
            group = self.attrs.ref(" ".join(mem_attrs))
            self.globals.append("%s = addrspace(1) global [8 x i32] "
                                "zeroinitializer, align 4 %s" % (mem, group))
            made.append(mem)
        return made

    def kernel(self, i):
        kind = self.kernel_kind(i)
        self.kinds[kind] += 1
        name = self.kernel_name(i)
        fn_props, metadata = [], []
        if kind == "sycl":
            fn_props = self.sycl_kernel_properties(i, with_fp_control=True)
            if chance(i, 90, 50):
                metadata.append(self.kernel_arg_metadata(i))
        elif kind == "opencl":
            metadata.append(self.kernel_arg_metadata(i))
            text, agreeing = self.opencl_metadata(i)
            metadata.append(text)
            if chance(i, 91, 25):
                fn_props = [attr("sycl-work-group-size", agreeing)]
        elif kind == "inline":
            fn_props = self.inline_attrs(i)
            self.inline_used = True
            if chance(i, 92, 50):
                metadata.append(self.kernel_arg_metadata(i))
        else:
            fn_props = (self.sycl_kernel_properties(i, with_fp_control=False)
                        + self.mixed_inline_attrs(i))
            metadata.append(self.kernel_arg_metadata(i))
        group = self.attrs.ref(" ".join([KERNEL_BASE_ATTRS] + fn_props))

        pa, pb, pc, pn = self.param_attrs(i)
        params = ", ".join([
            " ".join(["ptr addrspace(1) noundef align 4"] + pa + ["%a"]),
            " ".join(["ptr addrspace(1) noundef align 4"] + pb + ["%b"]),
            " ".join(["ptr addrspace(1) noundef align 4"] + pc + ["%c"]),
            " ".join(["i32 noundef"] + pn + ["%n"]),
        ])
        globals_ = self.add_globals(i)

        set_index = mix(i, 100) % len(self.member_sets)
        self.used_sets[set_index] = True
        family = self.member_sets[set_index][0]
        line = 20 + 7 * i

        body = [
            "entry:",
            "  %obj = alloca %struct.Member, align 8",
            "  %%gid = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) %s"
            % self.call_group,
        ]
        # The pointers %a and %c are read and written through (annotated
        # ones in the distinct family).
        a_ptr, c_ptr = "%a", "%c"
        if self.family == "distinct":
            props_a, props_c = self.distinct_annotations(i)
            for var, which, props, offset in (("%a", "a", props_a, 3),
                                              ("%c", "c", props_c, 4)):
                body.append("  %s.ann = call ptr addrspace(1) @llvm.ptr.annotation.p1("
                            "ptr addrspace(1) %s, ptr @.str, ptr @.str.file, i32 %d, "
                            "ptr %s)" % (var, var, line + offset,
                                         self.distinct_args(i, which, props)))
            a_ptr, c_ptr = "%a.ann", "%c.ann"
        body += [
            "  %%pa = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %%gid" % a_ptr,
            "  %x = load i32, ptr addrspace(1) %pa, align 4",
        ]
        if family == "cache":
            # The buffer pointer kept in an annotated member (annotated_vadd).
            body += [
                "  %m = getelementptr inbounds %struct.Member, ptr %obj, i32 0, i32 3",
                "  %%ann = call ptr @llvm.ptr.annotation.p0(ptr %%m, ptr @.str, "
                "ptr @.str.file, i32 %d, ptr @.args.%d)" % (line, set_index),
                "  store ptr addrspace(1) %b, ptr %ann, align 8",
                "  %bp = load ptr addrspace(1), ptr %ann, align 8",
                "  %pb = getelementptr inbounds i32, ptr addrspace(1) %bp, i64 %gid",
                "  %y = load i32, ptr addrspace(1) %pb, align 4",
            ]
        else:
            body += [
                "  %m = getelementptr inbounds %struct.Member, ptr %obj, i32 0, i32 0",
                "  %%ann = call ptr @llvm.ptr.annotation.p0(ptr %%m, ptr @.str, "
                "ptr @.str.file, i32 %d, ptr @.args.%d)" % (line, set_index),
                "  store i32 %x, ptr %ann, align 4",
                "  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %gid",
                "  %yb = load i32, ptr addrspace(1) %pb, align 4",
                "  %ym = load i32, ptr %ann, align 4",
                "  %y = add nsw i32 %ym, %yb",
            ]
        value = "%y"
        if i % 5 == 0:
            xy = mix(i, 101) % len(self.xy_strings)
            self.used_xy[xy] = True
            body += [
                "  %m2 = getelementptr inbounds %struct.Member, ptr %obj, i32 0, i32 2",
                "  %%ann2 = call ptr @llvm.ptr.annotation.p0(ptr %%m2, ptr @.str.xy.%d, "
                "ptr @.str.file, i32 %d, ptr null)" % (xy, line + 1),
                "  store i32 %n, ptr %ann2, align 4",
            ]
        if kind == "inline":
            callee = pick(i, 102, ["@popcount", "@bitrev", "@clz"])
            body.append("  %%ext = call i32 %s(i32 %s) %s"
                        % (callee, value, self.ext_call_group))
            value = "%ext"
        body += [
            "  %%g0 = load i32, ptr addrspace(1) %s, align 4" % globals_[0],
            "  %%s0 = add nsw i32 %s, %%g0" % value,
            "  store i32 %%s0, ptr addrspace(1) %s, align 4" % globals_[0],
        ]
        value = "%s0"
        if len(globals_) > 1:
            body += [
                "  %idx = and i64 %gid, 7",
                "  %%pm = getelementptr inbounds [8 x i32], ptr addrspace(1) %s, "
                "i64 0, i64 %%idx" % globals_[1],
                "  %g1 = load i32, ptr addrspace(1) %pm, align 4",
                "  %s1 = add nsw i32 %s0, %g1",
            ]
            value = "%s1"
        body += [
            "  %%sum = add nsw i32 %s, %%x" % value,
            "  %%pc = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %%gid" % c_ptr,
            "  store i32 %sum, ptr addrspace(1) %pc, align 4",
            "  ret void",
        ]
        head = "define dso_local spir_kernel void @%s(%s) %s" % (name, params, group)
        if metadata:
            head += " " + " ".join(metadata)
        self.functions.append("\n".join([head + " {"] + body + ["}", ""]))

    # -- assembly

    def render(self):
        for i in range(self.kernels):
            self.kernel(i)

        out = []
        family = "" if self.family == "default" else "--family %s " % self.family
        out.append("; Generated by bench/gen.py %s%d (spirv-props benchmark input):"
                   % (family, self.kernels))
        out.append("; %d DPC++-style kernels. Do not edit; regenerate."
                   % self.kernels)
        out.append('source_filename = "bench.cpp"')
        out.append('target datalayout = "%s"' % DATALAYOUT)
        out.append('target triple = "spir64-unknown-unknown"')
        out.append("")
        out.append("%struct.Member = type { i32, [4 x i32], i32, ptr addrspace(1) }")
        out.append("%class.device_global = type { i32 }")
        out.append("")
        out += self.constant_globals()
        out.append("")
        out += self.globals
        out.append("")
        out += self.functions
        out += self.declarations()
        out.append("")
        for number, text in enumerate(self.attrs.texts):
            out.append("attributes #%d = { %s }" % (number, text))
        out.append("")
        out += self.module_metadata()
        return "\n".join(out) + "\n"

    def constant_globals(self):
        lines = []
        text, length = ir_string("sycl-properties")
        lines.append('@.str = private unnamed_addr constant [%d x i8] %s, '
                     'section "llvm.metadata"' % (length, text))
        text, length = ir_string("bench.cpp")
        lines.append('@.str.file = private unnamed_addr constant [%d x i8] %s, '
                     'section "llvm.metadata"' % (length, text))
        # Build every used argument struct first: that fills the name tables.
        args = []
        for index in sorted(self.used_sets):
            args.append('@.args.%d = private unnamed_addr constant %s, '
                        'section "llvm.metadata"' % (index, self.args_struct(index)))
        for name in sorted(self.prop_names):
            text, length = ir_string(name)
            lines.append("%s = private unnamed_addr addrspace(2) constant "
                         "[%d x i8] %s, align 1" % (self.prop_names[name], length, text))
        for value in sorted(self.value_strings):
            text, length = ir_string(value)
            lines.append("%s = private unnamed_addr addrspace(2) constant "
                         "[%d x i8] %s, align 1" % (self.value_strings[value], length, text))
        lines.append("@.empty = private unnamed_addr addrspace(2) constant "
                     "[1 x i8] zeroinitializer, align 1")
        lines += args
        for name, struct in self.kernel_args:
            lines.append('%s = private unnamed_addr constant %s, '
                         'section "llvm.metadata"' % (name, struct))
        for index in sorted(self.used_xy):
            text, length = ir_string(self.xy_strings[index])
            lines.append('@.str.xy.%d = private unnamed_addr constant [%d x i8] %s, '
                         'section "llvm.metadata"' % (index, length, text))
        return lines

    def declarations(self):
        lines = [
            "declare spir_func i64 @_Z13get_global_idj(i32 noundef) %s"
            % self.decl_group,
            "declare ptr @llvm.ptr.annotation.p0(ptr, ptr, ptr, i32, ptr)",
        ]
        if self.family == "distinct":
            lines.append("declare ptr addrspace(1) @llvm.ptr.annotation.p1("
                         "ptr addrspace(1), ptr, ptr, i32, ptr)")
        if self.inline_used:
            # vk::ext_instruction declarations (seed 001), as in
            # examples/ext_popcount.ll and spirv-inline-attrs/reachability.ll.
            popcount = self.attrs.ref('nounwind readnone willreturn '
                                      '"spv.ext_instruction"="166,OpenCL.std"')
            bitrev = self.attrs.ref('nounwind readnone willreturn '
                                    '"spv.ext_instruction"="BitReverse," '
                                    '"spv.extcapability"="BitInstructions" '
                                    '"spv.extextension"="SPV_KHR_bit_instructions"')
            clz = self.attrs.ref('nounwind readnone willreturn '
                                 '"spv.ext_instruction"="clz, OpenCL.std"')
            lines += [
                "declare i32 @popcount(i32) %s" % popcount,
                "declare i32 @bitrev(i32) %s" % bitrev,
                "declare i32 @clz(i32) %s" % clz,
            ]
        return lines

    def module_metadata(self):
        # Named module metadata as DPC++ leaves it. The numbered nodes were
        # created while writing the kernels; the named lists come after.
        flags = self.md.reserve('!{i32 1, !"wchar_size", i32 4}')
        frame = self.md.reserve('!{i32 7, !"frame-pointer", i32 2}')
        spir = self.md.reserve("!{i32 1, i32 2}")
        source = self.md.reserve("!{i32 4, i32 100000}")
        ident = self.md.reserve('!{!"clang version 15.0.6 (spirv-props bench/gen.py)"}')
        lines = [
            "!llvm.module.flags = !{%s, %s}" % (flags, frame),
            "!opencl.spir.version = !{%s}" % spir,
            "!spirv.Source = !{%s}" % source,
            "!llvm.ident = !{%s}" % ident,
            "",
        ]
        for number, text in enumerate(self.md.texts):
            lines.append("!%d = %s" % (number, text))
        return lines

    def stats(self):
        return ("family: %s; kernels: %d (%s); member property sets used: %d of %d; "
                "kernel-own argument property sets: %d; "
                "{X:Y} strings used: %d; attribute groups: %d; metadata nodes: %d"
                % (self.family, self.kernels,
                   ", ".join("%s %d" % kv for kv in self.kinds.items()),
                   len(self.used_sets), len(self.member_sets),
                   len(self.kernel_args),
                   len(self.used_xy),
                   len(self.attrs.texts),
                   len(self.md.texts)))


FAMILIES = ("default", "distinct")


def main(argv):
    args = argv[1:]
    want_stats = False
    string_values = False
    family = "default"
    while args and args[0].startswith("--"):
        if args[0] == "--stats":
            want_stats = True
            args = args[1:]
        elif args[0] == "--string-values":
            string_values = True
            args = args[1:]
        elif args[0] == "--family" and len(args) > 1 and args[1] in FAMILIES:
            family = args[1]
            args = args[2:]
        elif args[0].startswith("--family=") and args[0][len("--family="):] in FAMILIES:
            family = args[0][len("--family="):]
            args = args[1:]
        else:
            break
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 1:
        sys.stderr.write("usage: bench/gen.py [--stats] [--string-values] [--family %s] N > out.ll"
                         "   (N >= 1 kernels)\n" % "|".join(FAMILIES))
        return 2
    module = Module(int(args[0]), family, string_values=string_values)
    text = module.render()
    if want_stats:
        sys.stderr.write(module.stats() + "\n")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
