//! Kernels and their metadata (seed 004: `KernelList`, `KernelMetadataAPI`).

use rustc_hash::FxHashSet;

use inkwell::llvm_sys::LLVMCallConv;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use super::{Attached, MdError, TypeOperand};
use crate::ir::md::{IrType, ScalarShape, TypeShape};

/// Calling conventions that mark a kernel (entry point).
const KERNEL_CALL_CONVS: [LLVMCallConv; 3] = [
    LLVMCallConv::LLVMSPIRKERNELCallConv,
    LLVMCallConv::LLVMAMDGPUKERNELCallConv,
    LLVMCallConv::LLVMPTXKernelCallConv,
];

/// `!nvvm.annotations = !{!{ptr @k, !"kernel", i32 1}, ...}`: NVPTX marks
/// kernels here; other annotations (`maxntidx` ...) share the list.
pub const NVVM_ANNOTATIONS: &str = "nvvm.annotations";

/// `!amdgcn.annotations`: the same shape for AMDGCN, where DPC++'s HIP
/// path marks kernels that do not have the `amdgpu_kernel` calling
/// convention (intel/llvm's target passes read it as they read
/// `!nvvm.annotations`).
pub const AMDGCN_ANNOTATIONS: &str = "amdgcn.annotations";

/// The named lists that mark kernels by `!{ptr @f, !"kernel", i32 1}`.
pub const KERNEL_ANNOTATIONS: [&str; 2] = [NVVM_ANNOTATIONS, AMDGCN_ANNOTATIONS];

/// The module's kernels, in module order: functions with the `spir_kernel`,
/// `amdgpu_kernel` or `ptx_kernel` calling convention, and those named
/// `"kernel"` in `!nvvm.annotations` or `!amdgcn.annotations`. Declarations
/// are never kernels.
pub fn kernel_list<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    let test = KernelTest::of(m);
    m.get_functions().filter(|f| test.is_kernel(*f)).collect()
}

/// Tells kernels (as [`kernel_list`] finds them) from other functions one
/// function at a time, for a pass that walks the functions anyway: a walk
/// to collect the kernels first reads every function twice, a cache miss
/// each on a large module.
pub struct KernelTest<'ctx> {
    nvvm: FxHashSet<FunctionValue<'ctx>>,
}

impl<'ctx> KernelTest<'ctx> {
    /// The test for `m`'s functions (reads the annotation lists once).
    pub fn of(m: &Module<'ctx>) -> Self {
        KernelTest {
            nvvm: nvvm_kernels(m).into_iter().collect(),
        }
    }

    /// Whether `f` is a kernel: a definition with a kernel calling
    /// convention or named `"kernel"` in a [`KERNEL_ANNOTATIONS`] list.
    pub fn is_kernel(&self, f: FunctionValue<'ctx>) -> bool {
        crate::ir::is_definition(f) && (has_kernel_call_conv(f) || self.nvvm.contains(&f))
    }
}

/// Whether `f` (defined or not) has a kernel calling convention.
pub fn has_kernel_call_conv(f: FunctionValue<'_>) -> bool {
    let cc = f.get_call_conventions();
    KERNEL_CALL_CONVS.iter().any(|k| *k as u32 == cc)
}

/// The function attribute DPC++'s front end gives every SYCL kernel and
/// `SYCL_EXTERNAL` function: the translation unit it came from.
pub const SYCL_MODULE_ID: &str = "sycl-module-id";

/// Whether `f` is a SYCL kernel as DPC++ marks one: a defined
/// `spir_kernel` function with the [`SYCL_MODULE_ID`] attribute.
pub fn is_sycl_kernel(f: FunctionValue<'_>) -> bool {
    crate::ir::is_definition(f)
        && f.get_call_conventions() == LLVMCallConv::LLVMSPIRKERNELCallConv as u32
        && f.get_string_attribute(inkwell::attributes::AttributeLoc::Function, SYCL_MODULE_ID)
            .is_some()
}

/// The kernels as a set, for "is this function a kernel" per function
/// (a `Vec` searched per function is quadratic in kernels).
pub fn kernel_set<'ctx>(m: &Module<'ctx>) -> FxHashSet<FunctionValue<'ctx>> {
    kernel_list(m).into_iter().collect()
}

fn nvvm_kernels<'ctx>(m: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    use crate::ir::md::MdOperand;
    KERNEL_ANNOTATIONS
        .iter()
        .flat_map(|list| crate::ir::md::named(m, list))
        .filter_map(|n| {
            let ops = n.operands();
            // Pairs of (name, value) follow the function.
            let f = match ops.first() {
                Some(MdOperand::Value(v)) => v.function()?,
                _ => return None,
            };
            let is_kernel = ops[1..].chunks(2).any(|kv| {
                matches!(&kv[0], MdOperand::String(s) if s == "kernel")
                    && kv.get(1).and_then(|v| match v {
                        MdOperand::Value(v) => v.const_int(),
                        _ => None,
                    }) == Some((32, 1))
            });
            is_kernel.then_some(f)
        })
        .collect()
}

/// `!reqd_work_group_size !{i32 X, i32 Y, i32 Z}` (any integer width: SYCL
/// front-ends use i64).
pub static REQD_WORK_GROUP_SIZE: Attached<'static, [u64; 3]> =
    Attached::new("reqd_work_group_size");
/// `!work_group_size_hint !{i32 X, i32 Y, i32 Z}`.
pub static WORK_GROUP_SIZE_HINT: Attached<'static, [u64; 3]> =
    Attached::new("work_group_size_hint");
/// `!intel_reqd_sub_group_size !{i32 N}`.
pub static INTEL_REQD_SUB_GROUP_SIZE: Attached<'static, [u64; 1]> =
    Attached::new("intel_reqd_sub_group_size");
/// `!vec_type_hint !{<4 x float> undef, i32 1}`: the heterogeneous tuple
/// (a function, because a `const` cannot name the context lifetime).
pub fn vec_type_hint_attr<'ctx>() -> Attached<'static, (TypeOperand<'ctx>, u32)> {
    Attached::new("vec_type_hint")
}
/// `!kernel_arg_addr_space !{i32 0, i32 1, ...}`, one per parameter.
pub static KERNEL_ARG_ADDR_SPACE: Attached<'static, Vec<u64>> =
    Attached::new("kernel_arg_addr_space");
/// `!kernel_arg_access_qual !{!"none", !"read_only", ...}`.
pub static KERNEL_ARG_ACCESS_QUAL: Attached<'static, Vec<String>> =
    Attached::new("kernel_arg_access_qual");
/// `!kernel_arg_type !{!"int*", ...}`.
pub static KERNEL_ARG_TYPE: Attached<'static, Vec<String>> = Attached::new("kernel_arg_type");
/// `!kernel_arg_base_type !{!"int*", ...}`.
pub static KERNEL_ARG_BASE_TYPE: Attached<'static, Vec<String>> =
    Attached::new("kernel_arg_base_type");
/// `!kernel_arg_type_qual !{!"const", !"", ...}`.
pub static KERNEL_ARG_TYPE_QUAL: Attached<'static, Vec<String>> =
    Attached::new("kernel_arg_type_qual");
/// `!kernel_arg_name !{!"a", ...}` (only with `-cl-kernel-arg-info`).
pub static KERNEL_ARG_NAME: Attached<'static, Vec<String>> = Attached::new("kernel_arg_name");

/// The `kernel_arg_*` string lists, in the order the printer shows them.
pub const KERNEL_ARG_STRING_LISTS: [&Attached<'static, Vec<String>>; 5] = [
    &KERNEL_ARG_ACCESS_QUAL,
    &KERNEL_ARG_TYPE,
    &KERNEL_ARG_BASE_TYPE,
    &KERNEL_ARG_TYPE_QUAL,
    &KERNEL_ARG_NAME,
];

/// A decoded `vec_type_hint`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VecTypeHint<'ctx> {
    /// The hinted type, from the first operand (`<4 x float>`).
    pub ty: IrType<'ctx>,
    /// The second operand: 1 if the element type is signed.
    pub signed: bool,
}

/// Typed access to one kernel's metadata.
pub struct KernelMetadata<'a, 'ctx> {
    /// The module that holds the kernel.
    pub module: &'a Module<'ctx>,
    /// The kernel whose attachments are read.
    pub kernel: FunctionValue<'ctx>,
}

impl<'a, 'ctx> KernelMetadata<'a, 'ctx> {
    /// Access to the metadata of `kernel` in `module`.
    pub fn new(module: &'a Module<'ctx>, kernel: FunctionValue<'ctx>) -> Self {
        KernelMetadata { module, kernel }
    }

    /// `!reqd_work_group_size` as X, Y, Z; `None` if absent.
    pub fn reqd_work_group_size(&self) -> Result<Option<[u64; 3]>, MdError> {
        REQD_WORK_GROUP_SIZE.get(self.module, self.kernel)
    }

    /// `!work_group_size_hint` as X, Y, Z; `None` if absent.
    pub fn work_group_size_hint(&self) -> Result<Option<[u64; 3]>, MdError> {
        WORK_GROUP_SIZE_HINT.get(self.module, self.kernel)
    }

    /// `!intel_reqd_sub_group_size`'s one operand; `None` if absent.
    pub fn intel_reqd_sub_group_size(&self) -> Result<Option<u64>, MdError> {
        Ok(INTEL_REQD_SUB_GROUP_SIZE
            .get(self.module, self.kernel)?
            .map(|[n]| n))
    }

    /// `!vec_type_hint`, decoded; a signedness other than 0 or 1 is an
    /// error.
    pub fn vec_type_hint(&self) -> Result<Option<VecTypeHint<'ctx>>, MdError> {
        let raw: Option<(TypeOperand<'ctx>, u32)> =
            vec_type_hint_attr().get(self.module, self.kernel)?;
        match raw {
            None => Ok(None),
            Some((TypeOperand(ty), s)) if s <= 1 => Ok(Some(VecTypeHint { ty, signed: s == 1 })),
            Some((_, s)) => Err(MdError {
                place: format!(
                    "!vec_type_hint on @{}",
                    crate::ir::function_name(self.kernel)
                ),
                what: format!("operand 1 (signedness) should be 0 or 1, found {s}"),
            }),
        }
    }

    /// `!kernel_arg_addr_space`, one address space per parameter; `None` if
    /// absent.
    pub fn kernel_arg_addr_space(&self) -> Result<Option<Vec<u64>>, MdError> {
        KERNEL_ARG_ADDR_SPACE.get(self.module, self.kernel)
    }
}

/// Element-type codes of the SPIR-V `VecTypeHint` literal (OpenCL SPIR-V
/// environment spec, "Kernel Execution Modes"): the low 16 bits name the
/// element type, the high 16 bits the component count.
const VEC_TYPE_HINT_ELEMENT_CODES: [(ScalarShape, u32); 7] = [
    (ScalarShape::Int(8), 0),
    (ScalarShape::Int(16), 1),
    (ScalarShape::Int(32), 2),
    (ScalarShape::Int(64), 3),
    (ScalarShape::Half, 4),
    (ScalarShape::Float, 5),
    (ScalarShape::Double, 6),
];
/// Component counts OpenCL vector types can have.
const VEC_TYPE_HINT_LENGTHS: [u32; 6] = [1, 2, 3, 4, 8, 16];

impl VecTypeHint<'_> {
    /// The literal operand of `OpExecutionMode ... VecTypeHint`.
    pub fn spirv_literal(&self) -> Result<u32, String> {
        let (elem, len) = match self.ty.shape() {
            TypeShape::Int(b) => (ScalarShape::Int(b), 1),
            TypeShape::Half => (ScalarShape::Half, 1),
            TypeShape::Float => (ScalarShape::Float, 1),
            TypeShape::Double => (ScalarShape::Double, 1),
            TypeShape::Vector { elem, len } => (elem, len),
            TypeShape::Other => (ScalarShape::Other, 1),
        };
        let code = VEC_TYPE_HINT_ELEMENT_CODES
            .iter()
            .find(|(s, _)| *s == elem)
            .map(|(_, c)| *c)
            .ok_or_else(|| format!("type {} has no VecTypeHint encoding", self.ty.print()))?;
        if !VEC_TYPE_HINT_LENGTHS.contains(&len) {
            return Err(format!(
                "type {} has {len} components; VecTypeHint allows 1, 2, 3, 4, 8 or 16",
                self.ty.print()
            ));
        }
        Ok(len << 16 | code)
    }
}
