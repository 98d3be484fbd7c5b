//! spirv-props: the passes library. Every transformation and analysis lives
//! here and runs in-process on an inkwell `Module`; the `spirv-props` plugin
//! crate only registers the names listed in [`PASSES`].

pub mod annotation_string;
pub mod annotations;
pub mod compile_time_properties;
pub mod global_offset;
pub mod ir;
pub mod local_accessor;
pub mod metadata;
pub mod pass;
pub mod pipeline;
pub mod print_kernel_metadata;
pub mod print_spirv_requirements;
pub mod print_stats;
pub mod print_sycl_annotations;
pub mod print_sycl_properties;
pub mod properties;
pub mod spirv_exec_modes;
pub mod spirv_grammar;
pub mod spirv_inline_attrs;
pub mod spirv_props_verify;
pub mod split;
pub mod sycl_annotations;
pub mod sycl_global_properties;
pub mod sycl_kernel_properties;
pub mod sycl_param_properties;
pub mod targets;

use pass::{ModulePass, PassCx, PassInfo};

/// The directory of the LLVM tools this build links against (`opt`,
/// `FileCheck`): tests run these, never whatever is first on PATH.
pub const LLVM_BINDIR: &str = env!("SPIRV_PROPS_LLVM_BINDIR");
/// The LLVM major version this build is for.
pub const LLVM_MAJOR: &str = env!("SPIRV_PROPS_LLVM_MAJOR");

/// Test-only: exercises the plugin's diagnostic paths (`action=panic`,
/// `warning`, `error`), so tests show each reaches opt the LLVM way.
struct TestDiagnostics {
    action: String,
}
impl ModulePass for TestDiagnostics {
    fn log_target(&self) -> &'static str {
        "spirv_props::test_diagnostics"
    }

    fn run(&self, _: &inkwell::module::Module<'_>, cx: &mut PassCx) -> bool {
        match self.action.as_str() {
            "panic" => panic!("deliberate panic requested by spirv-props-test"),
            "warning" => cx.warning("deliberate warning"),
            _ => {
                cx.warning("deliberate warning before an error");
                cx.error("deliberate error");
                cx.error("second deliberate error");
            }
        }
        false
    }
}

use properties::lower::{PropertyOptions, PROPERTY_PARAMS};

/// Every pass, by its pipeline name. Names are public API.
pub static PASSES: [PassInfo; 18] = [
    PassInfo {
        name: "sycl-global-properties",
        summary: "SYCL properties on global variables -> !spirv.Decorations",
        params: &PROPERTY_PARAMS,
        create: |p| Ok(Box::new(sycl_global_properties::SyclGlobalProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-param-properties",
        summary: "SYCL properties on kernel parameters -> !spirv.ParameterDecorations (sycl-alignment -> align)",
        params: &PROPERTY_PARAMS,
        create: |p| Ok(Box::new(sycl_param_properties::SyclParamProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-kernel-properties",
        summary: "SYCL properties on kernels -> kernel metadata / !spirv.ExecutionMode",
        params: &PROPERTY_PARAMS,
        create: |p| Ok(Box::new(sycl_kernel_properties::SyclKernelProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-annotations",
        summary: "sycl-properties pointer annotations -> {ID:\"value\"} strings, !spirv.Decorations or __spirv_AddMemberDecoration calls (format=...)",
        params: &sycl_annotations::ANNOTATION_PARAMS,
        create: |p| Ok(Box::new(sycl_annotations::SyclAnnotations::from_params(p)?)),
    },
    PassInfo {
        name: "compile-time-properties",
        summary: "the three sycl-*-properties passes and sycl-annotations in one (the reference pass's name)",
        params: &sycl_annotations::ANNOTATION_PARAMS,
        create: |p| Ok(Box::new(compile_time_properties::CompileTimeProperties { annotations: sycl_annotations::SyclAnnotations::from_params(p)? })),
    },
    PassInfo {
        name: "spirv-annotation-names",
        summary: "rewrite {X:Y} annotation strings between reserved names and decoration numbers (to=ids|names)",
        params: &[pass::ParamInfo { name: "to", kind: pass::ParamKind::Value, help: "ids (default) or names" }],
        create: |p| Ok(Box::new(sycl_annotations::SpirvAnnotationNames::from_params(p)?)),
    },
    PassInfo {
        name: "print<sycl-annotations>",
        summary: "print every annotation call and what its sycl-properties become for a struct member",
        params: &PROPERTY_PARAMS,
        create: |p| Ok(Box::new(print_sycl_annotations::PrintSyclAnnotations { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "print<sycl-properties>",
        summary: "print every sycl-* property per entity and what it lowers to",
        params: &PROPERTY_PARAMS,
        create: |p| Ok(Box::new(print_sycl_properties::PrintSyclProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "spirv-exec-modes",
        summary: "move reqd_work_group_size / work_group_size_hint / intel_reqd_sub_group_size / vec_type_hint into !spirv.ExecutionMode",
        params: &[spirv_exec_modes::CONTRACTION_OFF_PARAM],
        create: |p| Ok(Box::new(spirv_exec_modes::SpirvExecModes::from_params(p)?)),
    },
    PassInfo {
        name: "spirv-inline-attrs",
        summary: "\"spv.*\" function attributes (seed 001) -> !spirv.ExecutionMode, !spirv.Extension, !spirv.Capability and __spirv_* builtin calls",
        params: &spirv_inline_attrs::PARAMS,
        create: |p| Ok(Box::new(spirv_inline_attrs::SpirvInlineAttrs::from_params(p)?)),
    },
    PassInfo {
        name: "localaccessortosharedmemory",
        summary: "NVPTX/AMDGCN: ptr addrspace(3) kernel parameters -> i32 offsets into @<kernel>_shared_mem",
        params: &[],
        create: |_| Ok(Box::new(local_accessor::LocalAccessorToSharedMemory)),
    },
    PassInfo {
        name: "globaloffset",
        summary: "NVPTX/AMDGCN: implicit-offset intrinsics and __spirv_BuiltInGlobalOffset -> <f>_with_offset clones with an offset parameter; originals read 0",
        params: &global_offset::PARAMS,
        create: |p| Ok(Box::new(global_offset::GlobalOffset::from_params(p)?)),
    },
    PassInfo {
        name: "device-code-split",
        summary: "post-link split: images per kernel or per source with .sym, .prop and a file table at out=PATH; the module is left as it was",
        params: &split::PARAMS,
        create: |p| Ok(Box::new(split::DeviceCodeSplit::from_params(p)?)),
    },
    PassInfo {
        name: "print<spirv-requirements>",
        summary: "print the extensions and capabilities the module requires and the --spirv-ext argument for llvm-spirv and llc",
        params: &[],
        create: |_| Ok(Box::new(print_spirv_requirements::PrintSpirvRequirements)),
    },
    PassInfo {
        name: "print<kernel-metadata>",
        summary: "print every kernel's typed metadata and the module's OpenCL / SPIR-V metadata to stderr",
        params: &[],
        create: |_| Ok(Box::new(print_kernel_metadata::PrintKernelMetadata)),
    },
    PassInfo {
        name: "print<spirv-props-stats>",
        summary: "print the statistics recorded by passes run with <stats>",
        params: &[],
        create: |_| Ok(Box::new(print_stats::PrintStats)),
    },
    PassInfo {
        name: "spirv-props-verify",
        summary: "check decorations, execution modes and what is left unlowered (warnings; strict: errors)",
        params: &spirv_props_verify::PARAMS,
        create: |p| {
            Ok(Box::new(spirv_props_verify::SpirvPropsVerify {
                strict: p.flag("strict"),
                opts: PropertyOptions::from_params(p)?,
            }))
        },
    },
    PassInfo {
        name: "spirv-props-test",
        summary: "test only: action=panic|warning|error",
        params: &[pass::ParamInfo { name: "action", kind: pass::ParamKind::Value, help: "panic, warning or error" }],
        create: |p| match p.value("action") {
            Some(a @ ("panic" | "warning" | "error")) => Ok(Box::new(TestDiagnostics { action: a.into() })),
            other => Err(format!("action must be panic, warning or error, got {other:?}")),
        },
    },
];
