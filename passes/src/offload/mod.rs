//! `sycl-offload-wrapper<table=PATH>`: the offload wrapper of seed 003
//! ("Integration with the SYCL runtime": the wrapper object). It reads a
//! file table whose Code column names SPIR-V images (the split's table
//! after translation), with each row's `.sym` and `.prop` files, and adds to
//! the module it runs on (typically an empty module for the host) the
//! device-binary descriptor the SYCL runtime reads, and a constructor and a
//! destructor that pass it to `__sycl_register_lib` and
//! `__sycl_unregister_lib`, as DPC++'s `clang-offload-wrapper` does.
//! Compiled (`clang -c`) and linked with the host program and `-lsycl`,
//! the images reach the runtime when the program starts.
//!
//! - [`inputs`], the table, `.sym` and `.prop` readers;
//! - [`descriptor`], the layout as data.

pub mod descriptor;
pub mod inputs;

use std::path::PathBuf;

use inkwell::module::Module;

use crate::ir::constants::{Const, ConstBuilder};
use crate::metadata::module::OFFLOAD_WRAPPED;
use crate::pass::{ModulePass, ParamError, ParamInfo, ParamKind, Params, PassCx};
use descriptor::{names, Layout};
use inputs::{ImageInput, RawValue};

/// The parameters of `sycl-offload-wrapper`.
pub static PARAMS: [ParamInfo; 1] = [ParamInfo::new(
    "table",
    ParamKind::Value,
    "the file table to wrap ([Code|Properties|Symbols], Code naming SPIR-V files)",
)];

/// The pass `sycl-offload-wrapper`.
pub struct SyclOffloadWrapper {
    /// `table=PATH`.
    pub table: PathBuf,
}

impl SyclOffloadWrapper {
    /// The pass as `sycl-offload-wrapper<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        let table = p
            .single("table")?
            .filter(|v| !v.is_empty())
            .ok_or("table=PATH is required: the file table to wrap")?;
        Ok(SyclOffloadWrapper {
            table: PathBuf::from(table),
        })
    }
}

impl ModulePass for SyclOffloadWrapper {
    fn log_target(&self) -> &'static str {
        "spirv_props::sycl_offload_wrapper"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        let key = self.table.to_string_lossy().into_owned();
        let wrapped = OFFLOAD_WRAPPED.get(m).unwrap_or_default();
        if wrapped.iter().any(|w| w.first() == Some(&key)) {
            log::debug!(target: cx.log, "table={key}: already wrapped into this module; nothing added");
            return false;
        }
        let bits = crate::ir::pointer_bits(m);
        if bits != 64 {
            cx.error(format!(
                "the module's pointers are {bits} bits: the descriptor's layout is the 64-bit runtime's (run the wrapper on a module for the 64-bit host)"
            ));
            return false;
        }
        // The runtime's entry points are found by name at link time: a
        // global variable or alias holding one would make LLVM rename the
        // declaration (`__sycl_register_lib.1`) and the link fail far from
        // here. The descriptor's own globals and the constructor are
        // private or internal: LLVM renames those on a clash, harmlessly.
        for callee in [descriptor::REGISTER, descriptor::UNREGISTER] {
            if crate::ir::name_taken_by_non_function(m, callee) {
                cx.error(format!(
                    "table={key}: @{callee} is the SYCL runtime's function the constructor calls, but a global variable, alias or ifunc of the module has that name"
                ));
                return false;
            }
        }
        let mut warnings = Vec::new();
        let images = inputs::read_table(&self.table, &mut warnings);
        for w in warnings {
            cx.warning(w);
        }
        let images = match images {
            Ok(images) => images,
            Err(errors) => {
                for e in errors {
                    cx.error(e);
                }
                return false;
            }
        };
        if images.len() > descriptor::MAX_IMAGES {
            cx.error(format!(
                "table={key}: {} images, but a descriptor holds at most {} (NumDeviceBinaries is 16 bits): split the table",
                images.len(),
                descriptor::MAX_IMAGES
            ));
            return false;
        }
        emit(m, &images);
        OFFLOAD_WRAPPED.add(m, &vec![key.clone()]);
        log::debug!(target: cx.log, "table={key}: {} images wrapped", images.len());
        true
    }
}

/// Adds the descriptor of `images` and its constructor and destructor.
fn emit(m: &Module<'_>, images: &[ImageInput]) {
    let mut b = ConstBuilder::new(m);
    let ty = |l: &Layout| b.struct_type(l.name, &l.types());
    let (entry_ty, prop_ty, set_ty, image_ty, bin_ty) = (
        ty(&descriptor::OFFLOAD_ENTRY),
        ty(&descriptor::PROPERTY),
        ty(&descriptor::PROPERTY_SET),
        ty(&descriptor::DEVICE_IMAGE),
        ty(&descriptor::BINARIES),
    );
    let target = b.c_string(names::TARGET, descriptor::TARGET_SPIRV64.as_bytes());
    let options = b.c_string(names::OPTIONS, b"");
    let mut image_values: Vec<Const<'_>> = Vec::with_capacity(images.len());
    for image in images {
        let (bin_begin, bin_end) = b.bytes(names::DATA, &image.spirv, None, 8);
        let entries: Vec<Const<'_>> = image
            .symbols
            .iter()
            .map(|s| {
                let name = b.c_string(names::ENTRY_NAME, s);
                b.struct_value(
                    entry_ty,
                    &[b.null(), name, b.int(64, 0), b.int(32, 0), b.int(32, 0)],
                )
            })
            .collect();
        let (entries_begin, entries_end) = b.array(names::ENTRIES, entry_ty, &entries);
        let mut sets: Vec<Const<'_>> = Vec::with_capacity(image.sets.len());
        for set in &image.sets {
            let props: Vec<Const<'_>> = set
                .props
                .iter()
                .map(|(name, value)| {
                    let name = b.c_string(names::PROP_NAME, name);
                    let (addr, size) = match value {
                        RawValue::U32(v) => (b.null(), u64::from(*v)),
                        RawValue::Bytes(raw) => {
                            (b.bytes(names::PROP_VALUE, raw, None, 8).0, raw.len() as u64)
                        }
                        RawValue::String(s) => {
                            (b.c_string(names::PROP_VALUE, s), s.len() as u64 + 1)
                        }
                    };
                    b.struct_value(
                        prop_ty,
                        &[
                            name,
                            addr,
                            b.int(32, u64::from(value.type_number())),
                            b.int(64, size),
                        ],
                    )
                })
                .collect();
            let (begin, end) = b.array(names::PROPS, prop_ty, &props);
            let name = b.c_string(names::PROP_NAME, set.name.as_bytes());
            sets.push(b.struct_value(set_ty, &[name, begin, end]));
        }
        let (sets_begin, sets_end) = b.array(names::PROP_SETS, set_ty, &sets);
        image_values.push(b.struct_value(
            image_ty,
            &[
                b.int(16, descriptor::IMAGE_VERSION),
                b.int(8, descriptor::KIND_SYCL),
                b.int(8, descriptor::FORMAT_SPIRV),
                target,
                options,
                options,
                bin_begin,
                bin_end,
                entries_begin,
                entries_end,
                sets_begin,
                sets_end,
            ],
        ));
    }
    let (images_begin, _) = b.array(names::IMAGES, image_ty, &image_values);
    let desc = b.global(
        names::DESCRIPTOR,
        b.struct_value(
            bin_ty,
            &[
                b.int(16, descriptor::BINARIES_VERSION),
                b.int(16, images.len() as u64),
                images_begin,
                b.null(),
                b.null(),
            ],
        ),
    );
    b.structor(
        names::REG,
        descriptor::REGISTER,
        desc,
        descriptor::PRIORITY,
        false,
    );
    b.structor(
        names::UNREG,
        descriptor::UNREGISTER,
        desc,
        descriptor::PRIORITY,
        true,
    );
}
