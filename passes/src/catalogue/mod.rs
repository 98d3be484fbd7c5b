//! The catalogue of passes: every pipeline name with its summary,
//! parameters and constructor, above the passes it lists (the one module
//! that names them all), with what reads the whole list: the listing for
//! users (`listing`), the pipeline parser (`pipeline`) and the reference
//! pages' parameter tables (`reference`). The plugin registers what this
//! table lists; nothing here knows about registration. Names are public
//! API.

pub mod listing;
pub mod pipeline;
pub mod reference;

use crate::offload;
use crate::pass::testing::TestDiagnostics;
use crate::pass::{ParamInfo, ParamKind, PassInfo};
use crate::printers;
use crate::properties::lower::{PropertyOptions, PROPERTY_PARAMS, STRICT_PARAMS};
use crate::spirv::options::CONTRACTION_OFF;
use crate::spirv::{annotation_names, exec_modes, inline_attrs};
use crate::split;
use crate::sycl::{
    annotations, compile_time_properties, dead_args, global_properties, kernel_properties,
    param_properties, spec_constants,
};
use crate::targets::{global_offset, local_accessor};

/// Every pass, by its pipeline name. Names are public API.
pub static PASSES: [PassInfo; 22] = [
    PassInfo {
        name: "sycl-global-properties",
        summary: "SYCL properties on global variables -> !spirv.Decorations",
        params: &[&PROPERTY_PARAMS, &STRICT_PARAMS],
        required: false,
        create: |p| Ok(Box::new(global_properties::SyclGlobalProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-param-properties",
        summary: "SYCL properties on kernel parameters -> !spirv.ParameterDecorations (sycl-alignment -> align)",
        params: &[&PROPERTY_PARAMS, &STRICT_PARAMS],
        required: false,
        create: |p| Ok(Box::new(param_properties::SyclParamProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-kernel-properties",
        summary: "SYCL properties on kernels -> kernel metadata / !spirv.ExecutionMode",
        params: &[&PROPERTY_PARAMS, &STRICT_PARAMS],
        required: false,
        create: |p| Ok(Box::new(kernel_properties::SyclKernelProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "sycl-annotations",
        summary: "sycl-properties pointer annotations -> {ID:\"value\"} strings, !spirv.Decorations or __spirv_AddMemberDecoration calls (format=...)",
        params: &[&PROPERTY_PARAMS, &STRICT_PARAMS, &annotations::FORMAT_PARAMS],
        required: false,
        create: |p| Ok(Box::new(annotations::SyclAnnotations::from_params(p)?)),
    },
    PassInfo {
        name: "compile-time-properties",
        summary: "the three sycl-*-properties passes and sycl-annotations in one (the reference pass's name)",
        params: &[&PROPERTY_PARAMS, &STRICT_PARAMS, &annotations::FORMAT_PARAMS],
        required: false,
        create: |p| Ok(Box::new(compile_time_properties::CompileTimeProperties { annotations: annotations::SyclAnnotations::from_params(p)? })),
    },
    PassInfo {
        name: "spirv-annotation-names",
        summary: "rewrite {X:Y} annotation strings between reserved names and decoration numbers (to=ids|names)",
        params: &[&annotation_names::PARAMS],
        required: false,
        create: |p| Ok(Box::new(annotation_names::SpirvAnnotationNames::from_params(p)?)),
    },
    PassInfo {
        name: "print<sycl-annotations>",
        summary: "print every annotation call and what its sycl-properties become for a struct member",
        params: &[&PROPERTY_PARAMS],
        required: true,
        create: |p| Ok(Box::new(printers::sycl_annotations::PrintSyclAnnotations { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "print<sycl-properties>",
        summary: "print every sycl-* property per entity and what it lowers to",
        params: &[&PROPERTY_PARAMS],
        required: true,
        create: |p| Ok(Box::new(printers::sycl_properties::PrintSyclProperties { opts: PropertyOptions::from_params(p)? })),
    },
    PassInfo {
        name: "spirv-exec-modes",
        summary: "move reqd_work_group_size / work_group_size_hint / intel_reqd_sub_group_size / vec_type_hint into !spirv.ExecutionMode",
        params: &[&[CONTRACTION_OFF.param()]],
        required: false,
        create: |p| Ok(Box::new(exec_modes::SpirvExecModes::from_params(p)?)),
    },
    PassInfo {
        name: "spirv-inline-attrs",
        summary: "\"spv.*\" function attributes (seed 001) -> !spirv.ExecutionMode, !spirv.Extension, !spirv.Capability and __spirv_* builtin calls",
        params: &[&inline_attrs::PARAMS],
        required: false,
        create: |p| Ok(Box::new(inline_attrs::SpirvInlineAttrs::from_params(p)?)),
    },
    PassInfo {
        name: "localaccessortosharedmemory",
        summary: "NVPTX/AMDGCN: ptr addrspace(3) kernel parameters -> i32 offsets into @<kernel>_shared_mem",
        params: &[],
        required: false,
        create: |_| Ok(Box::new(local_accessor::LocalAccessorToSharedMemory)),
    },
    PassInfo {
        name: "globaloffset",
        summary: "NVPTX/AMDGCN: implicit-offset intrinsics and __spirv_BuiltInGlobalOffset -> <f>_with_offset clones with an offset parameter; originals read 0",
        params: &[&global_offset::PARAMS],
        required: false,
        create: |p| Ok(Box::new(global_offset::GlobalOffset::from_params(p)?)),
    },
    PassInfo {
        name: "device-code-split",
        summary: "post-link split: images per kernel or per source with .sym, .prop and a file table at out=PATH; the module is left as it was",
        params: &[&split::PARAMS],
        required: true,
        create: |p| Ok(Box::new(split::DeviceCodeSplit::from_params(p)?)),
    },
    PassInfo {
        name: "sycl-offload-wrapper",
        summary: "the device-binary descriptor of a file table's SPIR-V images, .sym and .prop files, registered with the SYCL runtime (__sycl_register_lib) by a constructor",
        params: &[&offload::PARAMS],
        required: false,
        create: |p| Ok(Box::new(offload::SyclOffloadWrapper::from_params(p)?)),
    },
    PassInfo {
        name: "spec-constants",
        summary: "SYCL 2020 specialization constants -> __spirv_SpecConstant* calls with SpecIds (mode=native) or runtime-buffer loads (mode=emulation), and !sycl.specialization-constants*",
        params: &[&spec_constants::PARAMS],
        required: false,
        create: |p| Ok(Box::new(spec_constants::SpecConstants::from_params(p)?)),
    },
    PassInfo {
        name: "deadargelim-sycl",
        summary: "SYCL kernels (spir_kernel with \"sycl-module-id\") lose the parameters no live instruction uses; !sycl_kernel_omit_args records which (DPC++'s pass name)",
        params: &[],
        required: false,
        create: |_| Ok(Box::new(dead_args::DeadArgElimSycl)),
    },
    PassInfo {
        name: "print<spec-constants>",
        summary: "print every specialization constant with its IDs, offsets, sizes and default (from the metadata, or from the calls before lowering)",
        params: &[],
        required: true,
        create: |_| Ok(Box::new(printers::spec_constants::PrintSpecConstants)),
    },
    PassInfo {
        name: "print<spirv-requirements>",
        summary: "print the extensions and capabilities the module requires and the --spirv-ext argument for llvm-spirv and llc",
        params: &[],
        required: true,
        create: |_| Ok(Box::new(printers::spirv_requirements::PrintSpirvRequirements)),
    },
    PassInfo {
        name: "print<kernel-metadata>",
        summary: "print every kernel's typed metadata and the module's OpenCL / SPIR-V metadata to stderr",
        params: &[],
        required: true,
        create: |_| Ok(Box::new(printers::kernel_metadata::PrintKernelMetadata)),
    },
    PassInfo {
        name: "print<spirv-props-stats>",
        summary: "print the statistics recorded by passes run with <stats>",
        params: &[],
        required: true,
        create: |_| Ok(Box::new(printers::stats::PrintStats)),
    },
    PassInfo {
        name: "spirv-props-verify",
        summary: "check decorations, execution modes and what is left unlowered (warnings; strict: errors)",
        params: &[&printers::verify::PARAMS, &PROPERTY_PARAMS],
        required: true,
        create: |p| {
            Ok(Box::new(printers::verify::SpirvPropsVerify {
                strict: p.flag("strict"),
                opts: PropertyOptions::from_params(p)?,
            }))
        },
    },
    PassInfo {
        name: "spirv-props-test",
        summary: "test only: action=panic|warning|error",
        params: &[&[ParamInfo::new("action", ParamKind::Value, "panic, warning or error")]],
        required: false,
        create: |p| match p.value("action") {
            Some(a @ ("panic" | "warning" | "error")) => Ok(Box::new(TestDiagnostics { action: a.into() })),
            other => Err(format!("action must be panic, warning or error, got {other:?}").into()),
        },
    },
];

/// Every pass name of spirv-props. Names are public API.
pub fn passes() -> &'static [PassInfo] {
    &PASSES
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks, printers and file writers run under `-opt-bisect-limit`;
    /// passes that transform the module may be skipped (LLVM's habit:
    /// `VerifierPass`, `PrintModulePass`, `BitcodeWriterPass` are required).
    #[test]
    fn required_are_the_checker_the_split_and_the_printers() {
        let required: Vec<&str> = PASSES
            .iter()
            .filter(|p| p.required)
            .map(|p| p.name)
            .collect();
        assert_eq!(
            required,
            [
                "print<sycl-annotations>",
                "print<sycl-properties>",
                "device-code-split",
                "print<spec-constants>",
                "print<spirv-requirements>",
                "print<kernel-metadata>",
                "print<spirv-props-stats>",
                "spirv-props-verify",
            ]
        );
        for p in PASSES.iter().filter(|p| p.name.starts_with("print<")) {
            assert!(p.required, "{} is a printer and must be required", p.name);
        }
    }

    #[test]
    fn help_lines_list_the_values_and_mark_the_default() {
        let help = crate::split::SPLIT.param().help();
        assert_eq!(
            help,
            "kernel, source, auto (default) or none: images per kernel, per source, auto (per source, as the reference) or one"
        );
    }

    #[test]
    fn parameter_lists_are_joined_not_copied() {
        let names = |pass: &str| -> Vec<&str> {
            PASSES
                .iter()
                .find(|p| p.name == pass)
                .unwrap()
                .accepted()
                .map(|p| p.name)
                .collect()
        };
        assert_eq!(
            names("sycl-annotations"),
            [
                "registry",
                "numbering",
                "only",
                "except",
                "strip",
                "strict",
                "format",
                "stats"
            ]
        );
        assert_eq!(names("spirv-props-verify")[..2], ["strict", "registry"]);
    }
}
