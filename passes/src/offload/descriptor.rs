//! The device-binary descriptor the SYCL runtime registers
//! (`__sycl_register_lib`), as data: each struct's fields in order, the
//! version numbers and the names of what is emitted.
//!
//! Where the layout comes from: the runtime's own definitions
//! (intel/llvm, `sycl/source/detail/compiler.hpp`: `sycl_device_binaries_struct`
//! version 1, `sycl_device_binary_struct`, `_sycl_offload_entry_struct`,
//! `_sycl_device_binary_property_struct` and `..._set_struct`), checked
//! against device images DPC++ 2026.0 wrote (the `dpnp` 0.20 and `dpctl`
//! 0.22 wheels): they carry image struct version 3, 80 bytes, which is
//! version 1 without the two manifest pointers; `intel-sycl-rt` 2026.2
//! reads it (docs/passes/sycl-offload-wrapper.md).

use crate::ir::constants::Field::{self, Int, Ptr};

/// A struct of the descriptor: its IR type name and its fields.
pub struct Layout {
    /// The named struct type emitted.
    pub name: &'static str,
    /// (field name, type), in memory order.
    pub fields: &'static [(&'static str, Field)],
}

impl Layout {
    /// The field types.
    pub fn types(&self) -> Vec<Field> {
        self.fields.iter().map(|(_, f)| *f).collect()
    }
}

/// `_sycl_offload_entry_struct`: one per entry point of an image (only
/// `name` is read by the SYCL runtime).
pub const OFFLOAD_ENTRY: Layout = Layout {
    name: "struct.__sycl.offload_entry",
    fields: &[
        ("addr", Ptr),
        ("name", Ptr),
        ("size", Int(64)),
        ("flags", Int(32)),
        ("reserved", Int(32)),
    ],
};

/// `_sycl_device_binary_property_struct`: a uint32 sits in `ValSize` with a
/// null `ValAddr`; a byte array or string is pointed at, `ValSize` its
/// bytes (a byte array's 8-byte bit count included).
pub const PROPERTY: Layout = Layout {
    name: "struct.__sycl.device_binary_property",
    fields: &[
        ("Name", Ptr),
        ("ValAddr", Ptr),
        ("Type", Int(32)),
        ("ValSize", Int(64)),
    ],
};

/// `_sycl_device_binary_property_set_struct`.
pub const PROPERTY_SET: Layout = Layout {
    name: "struct.__sycl.device_binary_property_set",
    fields: &[
        ("Name", Ptr),
        ("PropertiesBegin", Ptr),
        ("PropertiesEnd", Ptr),
    ],
};

/// `sycl_device_binary_struct`, version [`IMAGE_VERSION`] (80 bytes).
pub const DEVICE_IMAGE: Layout = Layout {
    name: "struct.__sycl.device_image",
    fields: &[
        ("Version", Int(16)),
        ("Kind", Int(8)),
        ("Format", Int(8)),
        ("DeviceTargetSpec", Ptr),
        ("CompileOptions", Ptr),
        ("LinkOptions", Ptr),
        ("BinaryStart", Ptr),
        ("BinaryEnd", Ptr),
        ("EntriesBegin", Ptr),
        ("EntriesEnd", Ptr),
        ("PropertySetsBegin", Ptr),
        ("PropertySetsEnd", Ptr),
    ],
};

/// `sycl_device_binaries_struct`, version [`BINARIES_VERSION`].
pub const BINARIES: Layout = Layout {
    name: "struct.__sycl.device_binaries",
    fields: &[
        ("Version", Int(16)),
        ("NumDeviceBinaries", Int(16)),
        ("DeviceBinaries", Ptr),
        ("HostEntriesBegin", Ptr),
        ("HostEntriesEnd", Ptr),
    ],
};

/// The image struct's version: 3 has no manifest pointers.
pub const IMAGE_VERSION: u64 = 3;
/// The descriptor's version.
pub const BINARIES_VERSION: u64 = 1;
/// `SYCL_DEVICE_BINARY_OFFLOAD_KIND_SYCL`.
pub const KIND_SYCL: u64 = 4;
/// `SYCL_DEVICE_BINARY_TYPE_SPIRV`.
pub const FORMAT_SPIRV: u64 = 2;
/// The target of a SPIR-V image for any 64-bit OpenCL device
/// (`__SYCL_DEVICE_BINARY_TARGET_SPIRV64`).
pub const TARGET_SPIRV64: &str = "spir64";
/// The most images one descriptor holds (`NumDeviceBinaries` is 16 bits).
pub const MAX_IMAGES: usize = u16::MAX as usize;

/// The runtime's registration entry points, exported by `libsycl.so`.
pub const REGISTER: &str = "__sycl_register_lib";
/// See [`REGISTER`].
pub const UNREGISTER: &str = "__sycl_unregister_lib";
/// The constructor's and destructor's priority (DPC++'s wrapper uses 1).
pub const PRIORITY: u32 = 1;

/// Names of what is emitted (all private or internal: two wrapped objects
/// link into one program without clashes).
pub mod names {
    /// The descriptor.
    pub const DESCRIPTOR: &str = ".sycl_offloading.descriptor";
    /// The array of images.
    pub const IMAGES: &str = ".sycl_offloading.device_images";
    /// An image's bytes: `.sycl_offloading.<N>.data`.
    pub const DATA: &str = ".sycl_offloading.data";
    /// An image's offload entries.
    pub const ENTRIES: &str = "__sycl_offload_entries_arr";
    /// An entry's name.
    pub const ENTRY_NAME: &str = "__sycl_offload_entry_name";
    /// An image's property sets.
    pub const PROP_SETS: &str = "__sycl_offload_prop_sets_arr";
    /// A set's properties.
    pub const PROPS: &str = "__sycl_offload_props_arr";
    /// A set's or property's name.
    pub const PROP_NAME: &str = "__sycl_offload_prop_name";
    /// A byte array's or string's value.
    pub const PROP_VALUE: &str = "__sycl_offload_prop_value";
    /// The target string and the (empty) options.
    pub const TARGET: &str = ".sycl_offloading.target";
    /// See [`TARGET`].
    pub const OPTIONS: &str = ".sycl_offloading.opts";
    /// The constructor that registers the descriptor.
    pub const REG: &str = "sycl.descriptor_reg";
    /// The destructor that unregisters it.
    pub const UNREG: &str = "sycl.descriptor_unreg";
}
