#!/usr/bin/env python3
# bench/dpcpp.py: generate an LLVM IR module of N kernels shaped like the
# device code DPC++'s front end hands to sycl-post-link, the second input
# family of bench/versus.py (beside bench/gen.py).
#
# Usage:
#   bench/dpcpp.py N > out.ll        # N kernels, textual IR for LLVM 16+
#   bench/dpcpp.py --stats N         # what the module holds (stderr), no IR
#
# Deterministic: the same N gives byte-identical output (no clock, no
# randomness: every choice is a hash of the kernel index and a salt).
# Independent of bench/gen.py (no shared code), so that the two families do
# not share a generator's blind spots. Needs LLVM 16 or later: the
# annotation intrinsic is overloaded on its strings' address space
# (llvm.ptr.annotation.p4.p1), as DPC++ emits it.
#
# The shapes follow Intel's own lit inputs for the pass
# (llvm/test/SYCLLowerIR/CompileTimePropertiesPass/ in intel/llvm: the
# device-global, kernel-properties, ptr-annotations and kernel-argument
# tests) and this repository's lit-tests/ (sycl-annotations/string-addrspace,
# cache-hints, annotated-ptr; sycl-*-properties):
#   - triple spir64-unknown-unknown, DPC++'s data layout (G1), kernels
#     `weak_odr dso_local spir_kernel` in their own comdat, with the
#     attributes every SYCL kernel gets ("sycl-module-id", "sycl-optlevel",
#     "uniform-work-group-size") and !kernel_arg_buffer_location,
#     !sycl_fixed_targets, !sycl_kernel_omit_args;
#   - the global id read from @__spirv_BuiltInGlobalInvocationId;
#   - "sycl-properties" annotations through llvm.ptr.annotation.p4.p1: the
#     annotated pointer in the generic address space 4, the annotation
#     string, file name, property names and values as strings in address
#     space 1 (section "llvm.metadata"), a value-less property as a null
#     pointer, one @.args struct per distinct property list and one string
#     per distinct text, as clang uniques them. Three kinds:
#       annotated_ptr<int, properties<read_hint<...>, ...>> (cache controls,
#       prefetch hints), annotated_ptr with alignment<N> (the loads through
#       it take the alignment), and FPGA memory properties on a struct
#       member (num_banks, word_size, ...), stored to and loaded back;
#   - kernel properties as function attributes: "sycl-work-group-size"
#     (1 to 3 sizes), "sycl-sub-group-size", "sycl-work-group-size-hint",
#     "sycl-floating-point-control", "sycl-grf-size" on GPU-style kernels;
#     "sycl-pipelined", "sycl-streaming-interface" or
#     "sycl-register-map-interface" on FPGA-style kernels;
#   - kernel-parameter properties (annotated_arg) as parameter string
#     attributes: "sycl-alignment"; on FPGA-style kernels the mm_host set
#     ("sycl-buffer-location", "sycl-awidth", "sycl-dwidth", "sycl-latency",
#     "sycl-read-write-mode", "sycl-maxburst", "sycl-wait-request") and the
#     flags "sycl-conduit", "sycl-register-map", "sycl-stable",
#     "sycl-strict" (written without a value, as DPC++ does);
#   - a device global per kernel ("sycl-device-global-size",
#     "sycl-unique-id", usually "sycl-host-access", sometimes
#     "sycl-device-image-scope", "sycl-implement-in-csr"/"sycl-init-mode"),
#     an fpga_mem-style global with memory properties on every FPGA-style
#     kernel, and a host pipe ("sycl-host-pipe") on every fourth of them.
# Every property name is one both passes know (Intel's
# CompileTimeProperties.def and the pass's special cases; our
# passes/src/properties/registry.toml), every value one both accept.
# Kernel index i is FPGA-style when i % 3 == 2, GPU-style otherwise.

import sys

# ----------------------------------------------------------------------------
# Deterministic choices: MurmurHash3's 64-bit finalizer over (index, salt).

MASK = (1 << 64) - 1


def fmix(index, salt):
    k = (index << 8 | (salt & 0xFF)) ^ 0x9E3779B97F4A7C15
    k ^= k >> 33
    k = (k * 0xFF51AFD7ED558CCD) & MASK
    k ^= k >> 33
    k = (k * 0xC4CEB9FE1A85EC53) & MASK
    k ^= k >> 33
    return k


def choose(index, salt, options):
    return options[fmix(index, salt) % len(options)]


def percent(index, salt, p):
    return fmix(index, salt) % 100 < p


# ----------------------------------------------------------------------------
# Value sets, all valid for both passes

WG_SIZES = ["64", "128", "256", "16,16", "8,32", "32,8", "4,8,8", "8,8,4",
            "2,16,16", "1,1,256"]
SG_SIZES = ["8", "16", "32"]
WG_HINTS = ["64", "16,16", "8,8,8"]
# fp_control: one rounding bit (rte 1, rtp 2, rtn 4, rtz 8), then either
# ftz (16) or allow bits (double 32, float 64, half 128).
FP_CONTROLS = ["17", "18", "20", "24", "33", "97", "225"]
GRF_SIZES = ["128", "256"]

# Cache hints in DPC++'s encoding: a nibble of levels (L1 1, L2 2, L3 4,
# L4 8) per cache mode (uncached 0, cached 1, streaming 2, invalidate 3,
# constant 4, write_through 5, write_back 6), no level in two modes.
READ_HINTS = ["16", "48", "33", "256", "1040", "1057"]       # modes 0..2
READ_ASSERTIONS = ["4096", "262144", "135168"]              # modes 3, 4
WRITE_HINTS = ["16777216", "1048576", "33554433", "256", "37748736"]
PREFETCH_LEVELS = ["0", "1", "2", "3"]
ALIGNMENTS = ["16", "32", "64", "128"]

FPGA_MEMBER_SETS = [
    [("sycl-num-banks", "4")],
    [("sycl-num-banks", "8"), ("sycl-word-size", "32")],
    [("sycl-resource", "MLAB"), ("sycl-max-private-copies", "2")],
    [("sycl-resource", "BLOCK_RAM"), ("sycl-num-banks", "2"),
     ("sycl-stride-size", "4")],
    [("sycl-datapath", None)],
    [("sycl-num-replicates", "2"), ("sycl-clock-2x-true", None)],
    [("sycl-bi-directional-ports-false", None), ("sycl-ram-stitching", "1")],
    [("sycl-max-private-copies", "4"), ("sycl-clock-2x-false", None)],
]
FPGA_GLOBAL_SETS = [
    [("sycl-num-banks", "4")],
    [("sycl-resource", "MLAB"), ("sycl-word-size", "64")],
    [("sycl-datapath", None)],
    [("sycl-num-banks", "2"), ("sycl-max-private-copies", "8"),
     ("sycl-bi-directional-ports-true", None)],
]

BASE_KERNEL_ATTRS = ('mustprogress norecurse nounwind "frame-pointer"="all" '
                     '"no-trapping-math"="true" "stack-protector-buffer-size"="8" '
                     '"sycl-module-id"="kernels.cpp" "sycl-optlevel"="2" '
                     '"uniform-work-group-size"="true"')
DATA_LAYOUT = ("e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-"
               "v256:256-v512:512-v1024:1024-n8:16:32:64-G1")
ANNOTATED_PTR = '%"class.sycl::_V1::ext::oneapi::experimental::annotated_ptr"'
DEVICE_GLOBAL = '%"class.sycl::_V1::ext::oneapi::experimental::device_global"'


def attribute(name, value):
    """A string attribute; value None: written without a value."""
    return '"%s"' % name if value is None else '"%s"="%s"' % (name, value)


def c_string(text):
    """(IR c"..." literal with its NUL, array length)."""
    data = text.encode("utf-8")
    body = "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C)
                   else "\\%02X" % b for b in data)
    return 'c"%s\\00"' % body, len(data) + 1


# ----------------------------------------------------------------------------
# The module

class DpcppModule:
    def __init__(self, kernels):
        self.kernels = kernels
        self.strings = {}        # text -> global name, in first-use order
        self.args = {}           # property list -> @.args name
        self.attr_groups = {}    # attribute text -> group number
        self.metadata = {}       # node text -> number
        self.globals = []        # lines of globals with properties
        self.functions = []
        self.comdats = []
        self.stats = {"gpu": 0, "fpga": 0, "annotations": 0, "cache": 0,
                      "align": 0, "member": 0, "device_globals": 0,
                      "fpga_globals": 0, "host_pipes": 0}
        self.string_global("sycl-properties")     # @.str
        self.string_global("kernels.cpp")         # @.str.1
        self.intrinsic_group = self.group(
            "nocallback nofree nosync nounwind willreturn "
            "memory(inaccessiblemem: readwrite)")

    # -- numbering of shared entities, in first-use order

    def string_global(self, text):
        if text not in self.strings:
            n = len(self.strings)
            self.strings[text] = "@.str" if n == 0 else "@.str.%d" % n
        return self.strings[text]

    def args_global(self, props):
        """The @.args struct of a property list [(name, value or None)]."""
        key = tuple(props)
        if key not in self.args:
            self.args[key] = "@.args" if not self.args else "@.args.%d" % len(self.args)
            for name, value in props:
                self.string_global(name)
                if value is not None:
                    self.string_global(value)
        return self.args[key]

    def group(self, text):
        if text not in self.attr_groups:
            self.attr_groups[text] = len(self.attr_groups)
        return "#%d" % self.attr_groups[text]

    def node(self, text):
        if text not in self.metadata:
            self.metadata[text] = len(self.metadata)
        return "!%d" % self.metadata[text]

    # -- per kernel

    def kernel_name(self, i):
        local = "Kernel%d" % i
        return "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E%d%s" % (len(local), local)

    def gpu_kernel_props(self, i):
        props = [attribute("sycl-work-group-size", choose(i, 1, WG_SIZES))]
        if percent(i, 2, 60):
            props.append(attribute("sycl-sub-group-size", choose(i, 3, SG_SIZES)))
        if percent(i, 4, 20):
            props.append(attribute("sycl-work-group-size-hint", choose(i, 5, WG_HINTS)))
        if percent(i, 6, 25):
            props.append(attribute("sycl-floating-point-control",
                                   choose(i, 7, FP_CONTROLS)))
        if percent(i, 8, 15):
            props.append(attribute("sycl-grf-size", choose(i, 9, GRF_SIZES)))
        return props

    def fpga_kernel_props(self, i):
        props = []
        if percent(i, 10, 50):
            props.append(attribute("sycl-pipelined", choose(i, 11, ["-1", "0", "1", "4"])))
        interface = fmix(i, 12) % 3
        if interface == 1:
            props.append(attribute("sycl-streaming-interface", choose(i, 13, ["0", "1"])))
        elif interface == 2:
            props.append(attribute("sycl-register-map-interface",
                                   choose(i, 14, ["0", "1"])))
        if percent(i, 15, 40):
            props.append(attribute("sycl-work-group-size", choose(i, 16, ["1", "64"])))
        return props

    def param_props(self, i, fpga):
        """String attributes of %_arg_in, %_arg_out, %_arg_n."""
        if not fpga:
            a = [attribute("sycl-alignment", choose(i, 20, ALIGNMENTS))] \
                if percent(i, 21, 30) else []
            return a, [], []
        host = []
        for salt, name, values in [
                (22, "sycl-buffer-location", ["0", "1", "2", "3"]),
                (23, "sycl-awidth", ["32", "64"]),
                (24, "sycl-dwidth", ["32", "64", "512"]),
                (25, "sycl-latency", ["0", "1", "16"]),
                (26, "sycl-read-write-mode", ["0", "1", "2"]),
                (27, "sycl-maxburst", ["1", "8", "16"]),
                (28, "sycl-wait-request", ["0", "1"])]:
            if name == "sycl-buffer-location" or percent(i, salt + 40, 60):
                host.append(attribute(name, choose(i, salt, values)))
        if percent(i, 29, 30):
            host.insert(0, attribute("sycl-alignment", choose(i, 30, ALIGNMENTS)))
        flags_in = [attribute(choose(i, 31, ["sycl-conduit", "sycl-register-map"]), None)]
        if percent(i, 32, 30):
            flags_in.append(attribute("sycl-stable", None))
        if percent(i, 33, 40):
            flags_in.append(attribute("sycl-strict", None))
        out = [attribute("sycl-buffer-location", choose(i, 34, ["0", "1", "2", "3"])),
               attribute(choose(i, 35, ["sycl-conduit", "sycl-register-map"]), None)]
        n = [attribute(choose(i, 36, ["sycl-conduit", "sycl-register-map"]), None)]
        if percent(i, 37, 30):
            n.append(attribute("sycl-stable", None))
        return host + flags_in, out, n

    def add_device_global(self, i):
        name = "_ZL2dg%d" % i
        attrs = [attribute("sycl-device-global-size", "4"),
                 attribute("sycl-unique-id", "%016x____%s" % (fmix(i, 50), name))]
        if percent(i, 51, 80):
            attrs.append(attribute("sycl-host-access", choose(i, 52, ["0", "1", "2", "3"])))
        if percent(i, 53, 25):
            attrs.append(attribute("sycl-device-image-scope", None))
        if i % 3 == 2 and percent(i, 54, 50):
            attrs.append(attribute("sycl-implement-in-csr", choose(i, 55, ["true", "false"])))
            attrs.append(attribute("sycl-init-mode", choose(i, 56, ["0", "1"])))
        self.globals.append("@%s = internal addrspace(1) global %s zeroinitializer, "
                            "align 4 %s" % (name, DEVICE_GLOBAL, self.group(" ".join(attrs))))
        self.stats["device_globals"] += 1
        return "@" + name

    def add_fpga_global(self, i):
        name = "_ZL4bank%d" % i
        props = choose(i, 60, FPGA_GLOBAL_SETS)
        group = self.group(" ".join(attribute(n, v) for n, v in props))
        self.globals.append("@%s = internal addrspace(1) global [16 x i32] "
                            "zeroinitializer, align 4 %s" % (name, group))
        self.stats["fpga_globals"] += 1
        return "@" + name

    def add_host_pipe(self, i):
        local = "HostPipe%d" % i
        name = ("_ZN4sycl3_V13ext5intel12experimental4pipeI%d%siLi8ENS1_6oneapi12"
                "experimental10propertiesISt5tupleIJEEEEE9m_StorageE" % (len(local), local))
        attrs = [attribute("sycl-host-pipe", None),
                 attribute("sycl-host-pipe-size", "4"),
                 attribute("sycl-unique-id", "%016x____%s" % (fmix(i, 61), local))]
        self.globals.append("@%s = linkonce_odr dso_local addrspace(1) constant "
                            "%%struct.ConstantPipeStorageExp { i32 4, i32 4, i32 0 }, "
                            "align 4 %s" % (name, self.group(" ".join(attrs))))
        self.stats["host_pipes"] += 1

    def annotation(self, i, pointer, props, line):
        """Lines of one llvm.ptr.annotation.p4.p1 call on `pointer`, as
        %ann.<line>; returns (lines, the annotated value)."""
        self.stats["annotations"] += 1
        value = "%%ann%d" % line
        return ["  %s = call ptr addrspace(4) @llvm.ptr.annotation.p4.p1("
                "ptr addrspace(4) %s, ptr addrspace(1) @.str, "
                "ptr addrspace(1) @.str.1, i32 %d, ptr addrspace(1) %s)"
                % (value, pointer, line, self.args_global(props))], value

    def cache_props(self, i):
        props = []
        if percent(i, 70, 60):
            props.append(("sycl-cache-read-hint", choose(i, 71, READ_HINTS)))
        elif percent(i, 72, 50):
            props.append(("sycl-cache-read-assertion", choose(i, 73, READ_ASSERTIONS)))
        if percent(i, 74, 50) or not props:
            props.append(("sycl-cache-write-hint", choose(i, 75, WRITE_HINTS)))
        if percent(i, 76, 20):
            props.append((choose(i, 77, ["sycl-prefetch-hint", "sycl-prefetch-hint-nt"]),
                          choose(i, 78, PREFETCH_LEVELS)))
        return props

    def kernel(self, i):
        fpga = i % 3 == 2
        self.stats["fpga" if fpga else "gpu"] += 1
        name = self.kernel_name(i)
        self.comdats.append("$%s = comdat any" % name)
        fn_props = self.fpga_kernel_props(i) if fpga else self.gpu_kernel_props(i)
        group = self.group(" ".join([BASE_KERNEL_ATTRS] + fn_props))
        pin, pout, pn = self.param_props(i, fpga)
        params = ", ".join([
            " ".join(["ptr addrspace(1) noundef align 4"] + pin + ["%_arg_in"]),
            " ".join(["ptr addrspace(1) noundef align 4"] + pout + ["%_arg_out"]),
            " ".join(["i32 noundef"] + pn + ["%_arg_n"]),
        ])
        dg = self.add_device_global(i)
        bank = self.add_fpga_global(i) if fpga else None
        if fpga and (i // 3) % 4 == 0:
            self.add_host_pipe(i)

        line = 10 + 6 * i
        body = ["entry:",
                "  %%ap = alloca %s, align 8" % ANNOTATED_PTR,
                "  %ap.ascast = addrspacecast ptr %ap to ptr addrspace(4)",
                "  store ptr addrspace(1) %_arg_in, ptr %ap, align 8",
                "  %gids = load <3 x i64>, ptr addrspace(1) "
                "@__spirv_BuiltInGlobalInvocationId, align 32",
                "  %gid = extractelement <3 x i64> %gids, i64 0"]
        # The input pointer, through an annotated_ptr: cache controls and
        # prefetch hints, or alignment, or none.
        shape = fmix(i, 80) % 10
        if shape < 4:
            self.stats["cache"] += 1
            lines, ann = self.annotation(i, "%ap.ascast", self.cache_props(i), line)
            body += lines
            body.append("  %%in = load ptr addrspace(1), ptr addrspace(4) %s, align 8" % ann)
        elif shape < 6:
            self.stats["align"] += 1
            lines, ann = self.annotation(
                i, "%ap.ascast", [("sycl-alignment", choose(i, 81, ALIGNMENTS))], line)
            body += lines
            body.append("  %%in = load ptr addrspace(1), ptr addrspace(4) %s, align 8" % ann)
        else:
            body.append("  %in = load ptr addrspace(1), ptr %ap, align 8")
        body += ["  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid",
                 "  %x = load i32, ptr addrspace(1) %pin, align 4",
                 "  %%dgv = load i32, ptr addrspace(1) %s, align 4" % dg,
                 "  %y = add nsw i32 %x, %dgv"]
        value = "%y"
        # FPGA memory properties on a struct member (every FPGA-style kernel,
        # and one GPU-style kernel in five): stored to and read back.
        if fpga or fmix(i, 82) % 5 == 0:
            self.stats["member"] += 1
            body += ["  %regs = alloca %struct.FpgaRegs, align 4",
                     "  %regs.ascast = addrspacecast ptr %regs to ptr addrspace(4)",
                     "  %field = getelementptr inbounds %struct.FpgaRegs, "
                     "ptr addrspace(4) %regs.ascast, i64 0, i32 1"]
            lines, ann = self.annotation(i, "%field", choose(i, 83, FPGA_MEMBER_SETS),
                                         line + 1)
            body += lines
            body += ["  store i32 %s, ptr addrspace(4) %s, align 4" % (value, ann),
                     "  %%z = load i32, ptr addrspace(4) %s, align 4" % ann]
            value = "%z"
        if bank:
            body += ["  %idx = and i64 %gid, 15",
                     "  %%pb = getelementptr inbounds [16 x i32], ptr addrspace(1) %s, "
                     "i64 0, i64 %%idx" % bank,
                     "  %b = load i32, ptr addrspace(1) %pb, align 4",
                     "  %%w = add nsw i32 %s, %%b" % value]
            value = "%w"
        body += ["  %%r = mul nsw i32 %s, %%_arg_n" % value,
                 "  %pout = getelementptr inbounds i32, ptr addrspace(1) %_arg_out, i64 %gid",
                 "  store i32 %r, ptr addrspace(1) %pout, align 4",
                 "  ret void"]

        locations = [choose(i, 22, ["0", "1", "2", "3"]) if fpga else "-1",
                     choose(i, 34, ["0", "1", "2", "3"]) if fpga else "-1", "-1"]
        md = ("!kernel_arg_buffer_location %s !sycl_fixed_targets %s "
              "!sycl_kernel_omit_args %s" % (
                  self.node("!{%s}" % ", ".join("i32 " + l for l in locations)),
                  self.node("!{}"),
                  self.node("!{i1 false, i1 false, i1 false}")))
        head = ("define weak_odr dso_local spir_kernel void @%s(%s) local_unnamed_addr "
                "%s comdat %s {" % (name, params, group, md))
        self.functions.append("\n".join([head] + body + ["}", ""]))

    # -- the whole module

    def render(self):
        for i in range(self.kernels):
            self.kernel(i)
        out = ["; Generated by bench/dpcpp.py %d: %d DPC++-style kernels "
               "(spirv-props benchmark input). Do not edit; regenerate."
               % (self.kernels, self.kernels),
               'source_filename = "kernels.cpp"',
               'target datalayout = "%s"' % DATA_LAYOUT,
               'target triple = "spir64-unknown-unknown"', "",
               "%s = type { ptr addrspace(1) }" % ANNOTATED_PTR,
               "%s = type { i32 }" % DEVICE_GLOBAL,
               "%struct.FpgaRegs = type { i32, i32, [4 x i32] }",
               "%struct.ConstantPipeStorageExp = type { i32, i32, i32 }", ""]
        out += self.comdats + [""]
        out.append("@__spirv_BuiltInGlobalInvocationId = external dso_local "
                   "local_unnamed_addr addrspace(1) constant <3 x i64>, align 32")
        for text, name in self.strings.items():
            literal, length = c_string(text)
            out.append('%s = private unnamed_addr addrspace(1) constant [%d x i8] %s, '
                       'section "llvm.metadata"' % (name, length, literal))
        for props, name in self.args.items():
            fields = []
            for prop, value in props:
                fields.append("ptr addrspace(1) %s" % self.strings[prop])
                fields.append("ptr addrspace(1) %s" % (
                    "null" if value is None else self.strings[value]))
            out.append('%s = private unnamed_addr addrspace(1) constant { %s } { %s }, '
                       'section "llvm.metadata"' % (
                           name, ", ".join(["ptr addrspace(1)"] * len(fields)),
                           ", ".join(fields)))
        out += self.globals + [""]
        out += self.functions
        out.append("declare ptr addrspace(4) @llvm.ptr.annotation.p4.p1(ptr addrspace(4), "
                   "ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1)) %s"
                   % self.intrinsic_group)
        out.append("")
        for text, number in self.attr_groups.items():
            out.append("attributes #%d = { %s }" % (number, text))
        out.append("")
        base = len(self.metadata)
        out += ["!llvm.module.flags = !{!%d, !%d}" % (base, base + 1),
                "!opencl.spir.version = !{!%d}" % (base + 2),
                "!spirv.Source = !{!%d}" % (base + 3),
                "!llvm.ident = !{!%d}" % (base + 4), ""]
        for text, number in self.metadata.items():
            out.append("!%d = %s" % (number, text))
        out += ['!%d = !{i32 1, !"wchar_size", i32 4}' % base,
                '!%d = !{i32 7, !"frame-pointer", i32 2}' % (base + 1),
                "!%d = !{i32 1, i32 2}" % (base + 2),
                "!%d = !{i32 4, i32 100000}" % (base + 3),
                '!%d = !{!"clang version 20.0.0git (spirv-props bench/dpcpp.py)"}'
                % (base + 4)]
        return "\n".join(out) + "\n"

    def describe(self):
        s = self.stats
        return ("kernels: %d (GPU-style %d, FPGA-style %d); annotations: %d "
                "(cache/prefetch %d, alignment %d, FPGA member %d); distinct "
                "property lists %d, strings %d; device globals %d, FPGA memory "
                "globals %d, host pipes %d; attribute groups %d" % (
                    self.kernels, s["gpu"], s["fpga"], s["annotations"], s["cache"],
                    s["align"], s["member"], len(self.args), len(self.strings),
                    s["device_globals"], s["fpga_globals"], s["host_pipes"],
                    len(self.attr_groups)))


def main(argv):
    args = argv[1:]
    want_stats = "--stats" in args
    args = [a for a in args if a != "--stats"]
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 1:
        sys.stderr.write("usage: bench/dpcpp.py [--stats] N > out.ll   (N >= 1 kernels)\n")
        return 2
    module = DpcppModule(int(args[0]))
    text = module.render()
    if want_stats:
        sys.stderr.write(module.describe() + "\n")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
