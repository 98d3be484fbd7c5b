//! NVPTX and AMDGCN modules (seed 003, "Local memory support", "Global
//! offset support"): which target a module is for, and what the passes for
//! those targets share: checking that a kernel may change its signature.

use rustc_hash::FxHashSet;

use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::md::IrValue;
use crate::ir::walk;
use crate::pass::{Anchor, PassCx, RemarkKind};

/// A target triple's components as LLVM's `Triple` splits them:
/// `arch-vendor-os[-environment]`, empty where absent (`amdgcn--amdhsa`
/// has an empty vendor). Passes decide by a component, never by a
/// substring of the whole triple (`nvptx64-unknown-cuda` is NVPTX whatever
/// its vendor; a vendor named `vulkan` is no Vulkan environment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TripleParts<'a> {
    /// `nvptx64`, `amdgcn`, `spir64`, `spirv64`, `spir64_gen` ...
    pub arch: &'a str,
    /// `nvidia`, `amd`, `unknown` ...
    pub vendor: &'a str,
    /// `cuda`, `amdhsa`, `vulkan1.3` ...
    pub os: &'a str,
    /// `compute`, `sycldevice`, `fpga` ... and anything after.
    pub environment: &'a str,
}

impl<'a> TripleParts<'a> {
    /// The components of `triple`.
    pub fn parse(triple: &'a str) -> Self {
        let mut it = triple.splitn(4, '-');
        TripleParts {
            arch: it.next().unwrap_or(""),
            vendor: it.next().unwrap_or(""),
            os: it.next().unwrap_or(""),
            environment: it.next().unwrap_or(""),
        }
    }

    /// Whether the architecture is a SPIR or SPIR-V one (`spir`, `spir64`,
    /// `spirv`, `spirv64`, and DPC++'s AOT sub-architectures such as
    /// `spir64_gen`).
    pub fn is_spir(&self) -> bool {
        self.arch.starts_with("spir")
    }

    /// Whether the OS is Vulkan (`spirv-unknown-vulkan1.3-compute`).
    pub fn is_vulkan(&self) -> bool {
        self.os.starts_with("vulkan")
    }
}

/// A GPU target the lowering passes serve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// `nvptx64-*`, `nvptx-*` (`nvptx64-nvidia-cuda`).
    Nvptx,
    /// `amdgcn-*` (`amdgcn-amd-amdhsa`).
    Amdgcn,
}

impl Target {
    /// The module's target, from its triple; `None` for any other.
    pub fn of(m: &Module<'_>) -> Option<Target> {
        Self::from_triple(&m.get_triple().as_str().to_string_lossy())
    }

    /// The target of a triple, by its architecture and OS as intel/llvm's
    /// target passes decide it (`TargetHelpers::getArchType`: CUDA on
    /// NVPTX, AMDHSA on AMDGCN; their tests' `nvptx64-nvidia-nvcl` and
    /// `amdgcn-amd-amdpal` are left alone): `nvptx` or `nvptx64` with OS
    /// `cuda` whatever the vendor (`nvptx64-nvidia-cuda`,
    /// `nvptx64-unknown-cuda`), `amdgcn` with OS `amdhsa`
    /// (`amdgcn-amd-amdhsa`, `amdgcn--amdhsa`, `amdgcn-unknown-amdhsa`);
    /// `None` for any other.
    pub fn from_triple(triple: &str) -> Option<Target> {
        let t = TripleParts::parse(triple);
        match (t.arch, t.os) {
            ("nvptx" | "nvptx64", "cuda") => Some(Target::Nvptx),
            ("amdgcn", "amdhsa") => Some(Target::Amdgcn),
            _ => None,
        }
    }

    /// The address space of local memory (CUDA's shared memory, AMD's LDS):
    /// 3 on both.
    pub const LOCAL_ADDRSPACE: u32 = 3;
}

/// The module's target; `None` (logged at debug level and remarked,
/// `OtherTarget`: `pass` has nothing to do) for any other triple.
pub fn skip_other_triple(m: &Module<'_>, pass: &str, cx: &PassCx) -> Option<Target> {
    let t = Target::of(m);
    if t.is_none() {
        let triple = m.get_triple();
        let triple = triple.as_str().to_string_lossy();
        log::debug!(
            target: cx.log,
            "{pass}: triple '{triple}' is not NVPTX for CUDA (nvptx64-*-cuda, nvptx-*-cuda) or AMDGCN for AMDHSA (amdgcn-*-amdhsa): nothing to do",
        );
        cx.remark(
            RemarkKind::Missed,
            "OtherTarget",
            Anchor::module(m, "module"),
            |r| {
                r.text("triple '")
                    .arg("Triple", &triple)
                    .text("' is not NVPTX for CUDA or AMDGCN for AMDHSA: nothing to do");
            },
        );
    }
    t
}

/// The functions listed in `@llvm.used` and `@llvm.compiler.used`: uses
/// there do not stop a kernel from changing its signature.
pub fn used_list_entries<'ctx>(m: &Module<'ctx>) -> FxHashSet<IrValue<'ctx>> {
    ["llvm.used", "llvm.compiler.used"]
        .into_iter()
        .flat_map(|name| walk::appending_members(m, name))
        .collect()
}

/// Whether `f` is used anywhere but in `@llvm.used`/`@llvm.compiler.used`
/// (an entry there is one use each).
pub fn has_other_uses<'ctx>(f: FunctionValue<'ctx>, used: &FxHashSet<IrValue<'ctx>>) -> bool {
    let allowed = usize::from(used.contains(&IrValue::from(f)));
    walk::users(f).len() > allowed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triples() {
        assert_eq!(
            Target::from_triple("nvptx64-nvidia-cuda"),
            Some(Target::Nvptx)
        );
        assert_eq!(
            Target::from_triple("nvptx-nvidia-cuda"),
            Some(Target::Nvptx)
        );
        assert_eq!(
            Target::from_triple("amdgcn-amd-amdhsa"),
            Some(Target::Amdgcn)
        );
        // Other vendors and OSes, as LLVM normalises them (llc's
        // -mtriple=amdgcn--amdhsa is amdgcn-unknown-amdhsa).
        for t in ["nvptx64-unknown-cuda", "nvptx-unknown-cuda"] {
            assert_eq!(Target::from_triple(t), Some(Target::Nvptx), "{t}");
        }
        for t in ["amdgcn--amdhsa", "amdgcn-unknown-amdhsa"] {
            assert_eq!(Target::from_triple(t), Some(Target::Amdgcn), "{t}");
        }
        // Other OSes are not the passes' (the reference's invalid-triple
        // tests).
        for t in [
            "nvptx64-nvidia-nvcl",
            "nvptx64",
            "nvptx-unknown-unknown",
            "amdgcn-amd-amdpal",
            "amdgcn-amd-mesa3d",
        ] {
            assert_eq!(Target::from_triple(t), None, "{t}");
        }
        let p = TripleParts::parse("spirv-unknown-vulkan1.3-compute");
        assert!(p.is_vulkan() && p.is_spir());
        assert_eq!(p.environment, "compute");
        assert!(!TripleParts::parse("spir64-vulkan-unknown").is_vulkan());
        assert_eq!(TripleParts::parse("amdgcn--amdhsa").vendor, "");
        // The architecture must be one of them, not a prefix of it.
        for t in [
            "spir64-unknown-unknown",
            "",
            "nvptx64x-nvidia-cuda",
            "r600-amd-amdhsa",
            "x86_64-amd-amdhsa",
        ] {
            assert_eq!(Target::from_triple(t), None, "{t}");
        }
    }
}
