//! `device-code-split<split=kernel|source|auto|none;out=PATH;symbols;properties;emit=bc|ll>`:
//! the post-link split of seed 003 ("Device code post-link step", "Device
//! code splitting"), with the outputs of `sycl-post-link -split=... -symbols
//! -properties -o PATH`: one module (image) per group of entry points,
//! `<stem>_<N>.bc|.ll`, `<stem>_<N>.sym` (its entry points, one a line),
//! `<stem>_<N>.prop` (property sets the SYCL runtime reads), and the file
//! table at `out` (`[Code|Properties|Symbols]`, one row per image). The
//! input module is left as it was.
//!
//! - [`group`], entry points and grouping keys;
//! - [`graph`], the dependency graph, built once, walked per image;
//! - [`props`], the property sets and their file format;
//! - [`spec_constants`], which specialization-constant entries an image
//!   gets;
//! - [`fields`], what the table, `.sym` and `.prop` can hold.
//!
//! The files are written through the output layer ([`crate::output`]):
//! staged under temporary names, renamed into place table last.

pub mod defaults;
pub mod fields;
pub mod graph;
pub mod group;
pub mod props;
pub mod spec_constants;
pub mod undefined;

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;
use std::os::unix::ffi::OsStrExt;
use std::path::PathBuf;

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::FunctionValue;

use crate::ir::image::{read_back, GlobalKind, ImageBuilder};
use crate::ir::{global_name_bytes, global_string_attr, global_string_attr_bytes, Subject};
use crate::metadata::kernel::{has_kernel_call_conv, kernel_set};
use crate::output::{Family, Output, Run};
use crate::pass::{
    Anchor, Choice, Listing, ModulePass, ParamError, ParamInfo, ParamKind, Params, PassCx,
    RemarkKind,
};
use fields::{Field, IrName};
use graph::{Graph, Marks};
use group::SplitMode;
use spec_constants::SpecLists;

/// The parameters of `device-code-split`.
pub static PARAMS: [ParamInfo; 11] = [
    SPLIT.param(),
    ParamInfo::new(
        "out",
        ParamKind::Value,
        "the file table to write; images go beside it as <stem>_<N>.<ext>",
    ),
    ParamInfo::new(
        "symbols",
        ParamKind::Flag,
        "write <stem>_<N>.sym (entry points) and a Symbols column",
    ),
    ParamInfo::new(
        "properties",
        ParamKind::Flag,
        "write <stem>_<N>.prop (property sets) and a Properties column",
    ),
    EMIT.param(),
    ParamInfo::new(
        "exported-symbols",
        ParamKind::Flag,
        "with properties: [SYCL/exported symbols], the image's SYCL_EXTERNAL functions (dynamic linking)",
    ),
    ParamInfo::new(
        "imported-symbols",
        ParamKind::Flag,
        "with properties: [SYCL/imported symbols], the SYCL_EXTERNAL declarations the image uses (dynamic linking); they are then not undefined",
    ),
    UNDEFINED.param(),
    ParamInfo::new(
        "kernels-only",
        ParamKind::Flag,
        "only kernels are entry points, not SYCL_EXTERNAL functions (sycl-post-link -emit-only-kernels-as-entry-points)",
    ),
    ParamInfo::new(
        "default-images",
        ParamKind::Flag,
        "after each image that uses specialization constants, a twin with them replaced by their defaults (specConstsReplacedWithDefault)",
    ),
    ParamInfo::new(
        "quiet",
        ParamKind::Flag,
        "no progress lines on stderr (a split running over 5 s prints one every 5 s)",
    ),
];

/// `split=kernel|source|auto|none`.
pub static SPLIT: Choice<SplitMode> = Choice {
    name: "split",
    values: &[
        ("kernel", SplitMode::Kernel),
        ("source", SplitMode::Source),
        ("auto", SplitMode::Auto),
        ("none", SplitMode::None),
    ],
    default: SplitMode::Auto,
    about: "images per kernel, per source, auto (per source, as the reference) or one",
    listing: Listing::OneOf,
};

/// What a symbol an image uses and nothing defines gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undefined {
    /// A warning per image and symbol (the default).
    Warn,
    /// An error: no table is written.
    Error,
}

/// `undefined=warn|error`.
pub static UNDEFINED: Choice<Undefined> = Choice {
    name: "undefined",
    values: &[("warn", Undefined::Warn), ("error", Undefined::Error)],
    default: Undefined::Warn,
    about:
        "a symbol an entry point reaches that nothing defines: a warning, or an error (no table)",
    listing: Listing::Or,
};

/// How images are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// Bitcode (`.bc`).
    Bitcode,
    /// Textual IR (`.ll`).
    Text,
}

/// `emit=bc|ll`.
pub static EMIT: Choice<Emit> = Choice {
    name: "emit",
    values: &[("bc", Emit::Bitcode), ("ll", Emit::Text)],
    default: Emit::Bitcode,
    about: "how images are written",
    listing: Listing::Or,
};

/// Attributes of a device global (seed 000's `device_global` properties).
const DEVICE_GLOBAL_SIZE: &str = "sycl-device-global-size";
const DEVICE_IMAGE_SCOPE: &str = "sycl-device-image-scope";
const UNIQUE_ID: &str = "sycl-unique-id";
/// Functions that may be called through a pointer keep their linkage.
const KEEP_LINKAGE_ATTRS: [&str; 2] = ["indirectly-callable", "referenced-indirectly"];

/// The pass `device-code-split`, with its options.
pub struct DeviceCodeSplit {
    /// `split=kernel|source|auto|none`: which entry points share an image.
    pub mode: SplitMode,
    /// `out=PATH`: the file table; images go beside it.
    pub out: PathBuf,
    /// `symbols`: write each image's `.sym` and a Symbols column.
    pub symbols: bool,
    /// `properties`: write each image's `.prop` and a Properties column.
    pub properties: bool,
    /// `emit=bc|ll`: how images are written.
    pub emit: Emit,
    /// `quiet`: no progress lines.
    pub quiet: bool,
    /// `exported-symbols`: `[SYCL/exported symbols]` in each `.prop`.
    pub exported: bool,
    /// `imported-symbols`: `[SYCL/imported symbols]` in each `.prop`.
    pub imported: bool,
    /// `undefined=warn|error`.
    pub undefined: Undefined,
    /// `default-images`: a twin with default constants after each image
    /// that uses specialization constants.
    pub default_images: bool,
    /// `kernels-only`: `SYCL_EXTERNAL` functions are not entry points.
    pub kernels_only: bool,
}

impl DeviceCodeSplit {
    /// The pass as `device-code-split<...>` asks for it.
    pub fn from_params(p: &Params) -> Result<Self, ParamError> {
        let mode = SPLIT.parse(p)?;
        let out = p
            .single("out")?
            .filter(|v| !v.is_empty())
            .ok_or("out=PATH is required: the file table to write")?;
        let emit = EMIT.parse(p)?;
        Ok(DeviceCodeSplit {
            mode,
            out: PathBuf::from(out),
            symbols: p.flag("symbols"),
            properties: p.flag("properties"),
            emit,
            quiet: p.flag("quiet"),
            exported: p.flag("exported-symbols"),
            imported: p.flag("imported-symbols"),
            undefined: UNDEFINED.parse(p)?,
            default_images: p.flag("default-images"),
            kernels_only: p.flag("kernels-only"),
        })
    }

    /// `<dir>/<stem>_<n>.<ext>` (`<stem>_esimd_<n>.<ext>` for an ESIMD
    /// image, as `sycl-post-link` names them), `dir` and `stem` from `out`.
    fn image_path(&self, n: usize, esimd: bool, ext: &str) -> PathBuf {
        let stem = self
            .out
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let kind = if esimd { "_esimd" } else { "" };
        let name = format!("{stem}{kind}_{n}.{ext}");
        match self.out.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.join(name),
            _ => PathBuf::from(name),
        }
    }
}

/// One image to write: its entry points and the nodes it holds, in module
/// order.
struct Image {
    entries: Vec<u32>,
    nodes: Vec<u32>,
    /// Its entry points are ESIMD ones (`!sycl_explicit_simd`).
    esimd: bool,
}

impl ModulePass for DeviceCodeSplit {
    fn log_target(&self) -> &'static str {
        "spirv_props::device_code_split"
    }

    fn run(&self, m: &Module<'_>, cx: &mut PassCx) -> bool {
        // Every row of the table holds the folder and stem of `out`.
        if let Err(e) = Field::TablePath.check(self.out.as_os_str().as_bytes()) {
            cx.error(format!("out={:?}: the path {e}", self.out));
            return false;
        }
        // The table's temporary is created first: an unwritable `out`
        // stops the run before any image is built. Until the commit,
        // every file is a temporary that dropping `files` removes.
        let stem = self
            .out
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let run = Run::of(m, format!("device-code-split out={}", self.out.display()));
        let family = Family::Images { stem: &stem };
        let mut files = match Output::start(&self.out, family, run, self.quiet) {
            Ok(f) => f,
            Err(e) => {
                cx.error(format!("out={e}"));
                return false;
            }
        };
        let kernels = kernel_set(m);
        let kernel_raws: FxHashSet<_> = kernels
            .iter()
            .map(inkwell::values::AsValueRef::as_value_ref)
            .collect();
        let mut graph = Graph::build(m, |g| kernel_raws.contains(&g));
        let Some(images) = self.plan(m, &graph, &kernels, cx) else {
            return false;
        };
        // A native module's constant lists, given to each image entry by
        // entry (the rest of the named metadata is in `graph`).
        let spec = SpecLists::take(m, &mut graph);
        let mut rows = Vec::with_capacity(images.len());
        let mut marks = Marks::new(graph.nodes.len());
        let mut progress = Progress::new(self.quiet, std::time::Duration::from_secs(5));
        // The file number: one count over images and their default twins.
        let mut n = 0;
        for (i, image) in images.iter().enumerate() {
            if let Some(line) = progress.tick(i, images.len()) {
                eprintln!("{line}");
            }
            let mut twin = false;
            loop {
                match self.write_image(
                    m,
                    &graph,
                    spec.as_ref(),
                    n,
                    image,
                    twin,
                    &mut marks,
                    &mut files,
                    cx,
                ) {
                    Some((row, uses_spec)) => {
                        rows.push(row);
                        n += 1;
                        if twin || !(self.default_images && uses_spec) {
                            break;
                        }
                        twin = true;
                    }
                    // No table for an incomplete split.
                    None => return false,
                }
            }
        }
        let mut columns = vec!["Code"];
        if self.properties {
            columns.push("Properties");
        }
        if self.symbols {
            columns.push("Symbols");
        }
        let mut text = format!("[{}]\n", columns.join("|"));
        for row in rows {
            text.push_str(&row.join("|"));
            text.push('\n');
        }
        if let Err(e) = files.commit(text.as_bytes()) {
            cx.error(e.to_string());
        }
        false
    }
}

/// Progress of a long split on stderr: a line every 5 s once a run has
/// taken that long (a short run, every test's, prints nothing, so its
/// output stays the same run to run), none with `quiet`.
struct Progress {
    start: std::time::Instant,
    last: std::time::Instant,
    every: std::time::Duration,
    quiet: bool,
}

impl Progress {
    fn new(quiet: bool, every: std::time::Duration) -> Self {
        let now = std::time::Instant::now();
        Progress {
            start: now,
            last: now,
            every,
            quiet,
        }
    }

    /// The line to print before image `n` of `total`, when one is due.
    fn tick(&mut self, n: usize, total: usize) -> Option<String> {
        if self.quiet || self.last.elapsed() < self.every {
            return None;
        }
        self.last = std::time::Instant::now();
        Some(format!(
            "device-code-split: {n}/{total} images written ({} s)",
            self.start.elapsed().as_secs()
        ))
    }
}

impl DeviceCodeSplit {
    /// Entry points, groups, and what each image holds; `None` after errors.
    fn plan<'ctx>(
        &self,
        m: &Module<'ctx>,
        graph: &Graph<'ctx>,
        kernels: &FxHashSet<FunctionValue<'ctx>>,
        cx: &mut PassCx,
    ) -> Option<Vec<Image>> {
        // SYCL groups, then ESIMD ones: an ESIMD entry point never shares
        // an image with a SYCL one (as `sycl-post-link` splits them, with
        // or without -split-esimd, unless it lowers ESIMD and links the
        // two back, which this pass does not do).
        let mut groups: BTreeMap<(bool, String), Vec<u32>> = BTreeMap::new();
        let mut seeds = Vec::new();
        let mut scoped: FxHashSet<u32> = FxHashSet::default();
        for (i, g) in graph.nodes.iter().enumerate() {
            let i = i as u32;
            match g.kind {
                GlobalKind::Function { defined } => {
                    let f = g.function()?;
                    let entry =
                        kernels.contains(&f) || (!self.kernels_only && group::is_sycl_external(f));
                    if entry && defined {
                        groups
                            .entry((group::is_esimd(m, f), group::key(m, f, self.mode)))
                            .or_default()
                            .push(i);
                    } else if !defined && has_kernel_call_conv(f) {
                        cx.warning(format!(
                            "{} is declared but not defined: it is in no image",
                            Subject::Kernel(f)
                        ));
                        cx.remark(RemarkKind::Missed, "NotDefined", f, |r| {
                            r.subject(Subject::Kernel(f))
                                .text(" is declared but not defined: it is in no image");
                        });
                    }
                }
                GlobalKind::Variable {
                    appending: false, ..
                } => {
                    if !g.discardable {
                        seeds.push(i);
                    }
                    let scope = global_string_attr(g.global(), DEVICE_IMAGE_SCOPE);
                    if global_string_attr(g.global(), DEVICE_GLOBAL_SIZE).is_some()
                        && scope.is_some_and(|s| s != "false")
                    {
                        scoped.insert(i);
                    }
                }
                _ => {}
            }
        }
        if groups.is_empty() {
            log::debug!(target: cx.log, "device-code-split: no entry points: one image with every global");
            cx.remark(
                RemarkKind::Analysis,
                "NoEntryPoints",
                Anchor::module(m, "module"),
                |r| {
                    r.text("no entry points: one image with every global");
                },
            );
        }
        // The reference's order: groups by key, the last key first.
        let mut marks = Marks::new(graph.nodes.len());
        // Globals that must stay (external, weak ...): one that is used
        // goes to the images that use it, one that no entry point uses to
        // the first image only, so each is in the output and the output
        // grows with the module. (The reference copies each into every
        // image: images x globals, quadratic when there are as many as
        // kernels; DPC++ modules have a device global or two per kernel,
        // and a lowered spec-constant module with external
        // `specialization_id` objects one unused global per constant.)
        // What `@llvm.used` / `@llvm.compiler.used` list and no entry point
        // reaches follows its list instead ([`graph::Listed`]).
        let all_entries: Vec<u32> = groups.values().flatten().copied().collect();
        let mut listed = graph::Listed::default();
        if !all_entries.is_empty() {
            marks.start();
            let mut used = Vec::new();
            graph.reach(&all_entries, &mut marks, &mut used);
            listed = graph::Listed::new(graph, |n| marks.seen(n));
            seeds.retain(|&s| !marks.seen(s) && !listed.contains(s));
        }
        let mut images = Vec::with_capacity(groups.len().max(1));
        // Per image-scoped device global: the first image using it, and
        // that image's first entry point.
        let mut scoped_in: FxHashMap<u32, (usize, Option<u32>)> = FxHashMap::default();
        let mut errors = false;
        let group_list: Vec<(bool, Vec<u32>)> = if groups.is_empty() {
            vec![(false, Vec::new())]
        } else {
            let (esimd, sycl): (Vec<_>, Vec<_>) =
                groups.into_iter().partition(|((esimd, _), _)| *esimd);
            sycl.into_iter()
                .rev()
                .chain(esimd.into_iter().rev())
                .map(|((esimd, _), entries)| (esimd, entries))
                .collect()
        };
        // Where each image's name says it is ESIMD (for the errors below).
        let esimd_of: Vec<bool> = group_list.iter().map(|(e, _)| *e).collect();
        for (esimd, entries) in group_list {
            let n = images.len();
            marks.start();
            let mut nodes = Vec::new();
            if entries.is_empty() {
                // No entry points: the whole module, as the reference copies it.
                let all: Vec<u32> = (0..graph.nodes.len() as u32).collect();
                graph.reach(&all, &mut marks, &mut nodes);
            } else {
                graph.reach(&entries, &mut marks, &mut nodes);
            }
            // The image-scoped device globals its entry points use (looked
            // up per node the image holds: linear in kernels).
            let mut used_scoped: Vec<u32> = nodes
                .iter()
                .copied()
                .filter(|n| scoped.contains(n))
                .collect();
            used_scoped.sort_unstable();
            for g in used_scoped {
                if let Some(&(first, first_entry)) = scoped_in.get(&g) {
                    let entry = |e: Option<u32>| {
                        e.map(|e| format!(" (@{})", graph.nodes[e as usize].name()))
                            .unwrap_or_default()
                    };
                    cx.error(format!(
                        "device_global variable '{}' with property \"device_image_scope\" is used in more than one device image: {}{} and {}{}",
                        graph.nodes[g as usize].name(),
                        self.image_path(first, esimd_of[first], self.ext()).display(),
                        entry(first_entry),
                        self.image_path(n, esimd, self.ext()).display(),
                        entry(entries.first().copied()),
                    ));
                    errors = true;
                } else {
                    scoped_in.insert(g, (n, entries.first().copied()));
                }
            }
            let kept = listed.roots(&nodes, n == 0);
            graph.reach(&kept, &mut marks, &mut nodes);
            if n == 0 {
                graph.reach(&seeds, &mut marks, &mut nodes);
            }
            nodes.sort_unstable();
            images.push(Image {
                entries,
                nodes,
                esimd,
            });
        }
        for (n, image) in images.iter().enumerate() {
            errors |= self.check_undefined(graph, n, image, cx);
        }
        (!errors).then_some(images)
    }

    /// Reports each symbol image `n` uses that nothing defines (see
    /// [`undefined`]), once per image, with the chain of uses from the
    /// first of its entry points that reaches it; true if that is an error.
    fn check_undefined(&self, graph: &Graph<'_>, n: usize, image: &Image, cx: &mut PassCx) -> bool {
        let is_undefined = |i: u32| {
            let g = &graph.nodes[i as usize];
            let declared = match g.kind {
                GlobalKind::Function { defined } => !defined,
                GlobalKind::Variable { defined, appending } => !defined && !appending,
                _ => false,
            };
            declared
                && !undefined::is_provided(&g.name())
                && !(self.imported && undefined::is_importable(g.global(), g.function()))
        };
        if !image.nodes.iter().any(|&i| is_undefined(i)) {
            return false;
        }
        // Breadth first from each entry point in turn: a node's path is a
        // shortest one from the first entry point that reaches it (an
        // entry point another one calls is reached through it). Only the
        // image's nodes are visited.
        let mut parent: FxHashMap<u32, Option<u32>> = FxHashMap::default();
        let mut queue = std::collections::VecDeque::new();
        let mut found = Vec::new();
        for &e in &image.entries {
            if parent.contains_key(&e) {
                continue;
            }
            parent.insert(e, None);
            queue.push_back(e);
            while let Some(v) = queue.pop_front() {
                if is_undefined(v) {
                    found.push(v);
                }
                for &d in graph.deps(v) {
                    if let std::collections::hash_map::Entry::Vacant(slot) = parent.entry(d) {
                        slot.insert(Some(v));
                        queue.push_back(d);
                    }
                }
            }
        }
        let code = self.image_path(n, image.esimd, self.ext());
        let error = self.undefined == Undefined::Error;
        for sym in found {
            let mut chain = vec![sym];
            while let Some(Some(p)) = parent.get(chain.last().expect("not empty")) {
                chain.push(*p);
            }
            chain.reverse();
            let entry = &graph.nodes[chain[0] as usize];
            let who = match entry.function() {
                Some(f) if has_kernel_call_conv(f) => "kernel",
                _ => "function",
            };
            let target = &graph.nodes[sym as usize];
            let what = if target.function().is_some() {
                "function"
            } else {
                "global variable"
            };
            let path: Vec<String> = chain
                .iter()
                .map(|&i| format!("@{}", graph.nodes[i as usize].name()))
                .collect();
            let msg = format!(
                "image {}: {who} @{} reaches {what} @{}, which no module defines ({}): define it, link the device library that does{}",
                code.display(),
                entry.name(),
                target.name(),
                path.join(" -> "),
                if undefined::is_importable(target.global(), target.function()) {
                    ", or use imported-symbols for dynamic linking"
                } else {
                    ""
                },
            );
            if error {
                cx.error(msg);
            } else {
                cx.warning(msg);
            }
        }
        error
    }

    fn ext(&self) -> &'static str {
        if self.emit == Emit::Text {
            "ll"
        } else {
            "bc"
        }
    }

    /// Builds, verifies, stages and reads back image `n` and its files;
    /// the table row.
    #[allow(clippy::too_many_arguments)]
    fn write_image<'ctx>(
        &self,
        m: &Module<'ctx>,
        graph: &Graph<'ctx>,
        spec: Option<&SpecLists<'ctx>>,
        n: usize,
        image: &Image,
        defaults: bool,
        marks: &mut Marks,
        files: &mut Output,
        cx: &mut PassCx,
    ) -> Option<(Vec<String>, bool)> {
        let code = self.image_path(n, image.esimd, self.ext());
        let mut builder = ImageBuilder::new(m, &code.to_string_lossy());
        // What the image holds, as marks (a vector per image would be
        // quadratic in kernels).
        marks.start();
        for &i in &image.nodes {
            marks.visit(i);
        }
        let present = |i: u32| marks.seen(i);
        for &i in &image.nodes {
            let g = &graph.nodes[i as usize];
            if is_appending(g) {
                continue;
            }
            if !builder.declare(g) {
                cx.error(format!(
                    "@{}: an ifunc cannot be split into an image",
                    g.name()
                ));
                return None;
            }
        }
        let entries: FxHashSet<u32> = image.entries.iter().copied().collect();
        for &i in &image.nodes {
            let g = &graph.nodes[i as usize];
            if is_appending(g) {
                continue;
            }
            let internal = match (g.kind, g.function()) {
                (GlobalKind::Function { defined: true }, Some(f)) => {
                    !image.entries.is_empty()
                        && !entries.contains(&i)
                        && !KEEP_LINKAGE_ATTRS
                            .iter()
                            .any(|a| f.get_string_attribute(AttributeLoc::Function, a).is_some())
                }
                _ => false,
            };
            // Every global the image holds was declared above, and
            // everything `g` refers to is in the image (the walk's closure).
            builder.define(g, internal);
        }
        for (arr, elems) in &graph.appending {
            let kept: Vec<u32> = elems
                .iter()
                .filter(|e| present(e.owner))
                .map(|e| e.index)
                .collect();
            if !kept.is_empty() {
                // Each kept element's globals are in the image: its owner
                // is, and the owner's edges bring the rest.
                builder.appending(&graph.nodes[*arr as usize], &kept);
            }
        }
        let mut md: Vec<&graph::MdEntry> = graph.md_global.iter().collect();
        for &i in &image.nodes {
            if let Some(list) = graph.md_by_owner.get(&i) {
                md.extend(list.iter().filter(|e| e.refs.iter().all(|r| present(*r))));
            }
        }
        if let Some(spec) = spec {
            md.extend(spec.entries(&image.nodes));
        }
        md.sort_unstable_by_key(|e| (e.list, e.index));
        for e in md {
            // Every global the entry names is in the image.
            builder.add_named(&graph.md_lists[e.list as usize], e.node);
        }
        let module = match builder.finish() {
            Ok(module) => module,
            Err(msg) => {
                cx.error(format!(
                    "image {}: the split module is not valid IR: {msg}",
                    code.display()
                ));
                return None;
            }
        };
        // Only asked for with default-images (in emulation it reads the
        // module's whole lists, which every image holds).
        let uses_spec = self.default_images && module.with_module(m, defaults::uses_spec_constants);
        if defaults {
            if let Err(e) = module.with_module(m, defaults::replace) {
                cx.error(format!("image {}: {e}", code.display()));
                return None;
            }
        }
        let entry_fns: Vec<FunctionValue<'ctx>> = image
            .entries
            .iter()
            .filter_map(|&i| graph.nodes[i as usize].function())
            .collect();
        // Names are checked before anything of the image is written, every
        // one of them: each refused name is an error of its own.
        let mut refused = false;
        let mut symbols = String::new();
        if self.symbols {
            let path = self.image_path(n, image.esimd, "sym");
            for f in &entry_fns {
                let name = global_name_bytes(f.as_global_value());
                if let Err(e) = Field::Symbol.check(&name) {
                    cx.error(format!(
                        "kernel {}: the name {e}: it cannot be a line of {}",
                        IrName(&name),
                        path.display()
                    ));
                    refused = true;
                    continue;
                }
                symbols.push_str(&String::from_utf8_lossy(&name));
                symbols.push('\n');
            }
        }
        if refused && !self.properties {
            return None;
        }
        let mut properties = String::new();
        if self.properties {
            let functions: Vec<FunctionValue<'ctx>> = image
                .nodes
                .iter()
                .filter_map(|&i| graph.nodes[i as usize].function())
                .filter(|f| crate::ir::is_definition(*f))
                .collect();
            let mut globals = Vec::new();
            let prop_path = self.image_path(n, image.esimd, "prop");
            for &i in &image.nodes {
                match device_global(graph.nodes[i as usize].global(), &prop_path) {
                    Ok(Some(g)) => globals.push(g),
                    Ok(None) => {}
                    Err(e) => {
                        cx.error(e);
                        refused = true;
                    }
                }
            }
            if refused {
                return None;
            }
            let mut sets = match props::image_sets(m, &functions, &entry_fns, &globals) {
                Ok(sets) => sets,
                Err(e) => {
                    cx.error(format!("image {}: {e}", prop_path.display()));
                    return None;
                }
            };
            // Dynamic linking: what the image exports (its SYCL_EXTERNAL
            // entry points) and imports (the SYCL_EXTERNAL declarations it
            // uses), in module order.
            let exports = self.exported.then(|| {
                entry_fns
                    .iter()
                    .filter(|f| !has_kernel_call_conv(**f) && group::is_sycl_external(**f))
                    .map(|f| f.as_global_value())
                    .collect::<Vec<_>>()
            });
            let imports = self.imported.then(|| {
                image
                    .nodes
                    .iter()
                    .map(|&i| &graph.nodes[i as usize])
                    .filter(|g| matches!(g.kind, GlobalKind::Function { defined: false }))
                    .filter(|g| undefined::is_importable(g.global(), g.function()))
                    .map(|g| g.global())
                    .collect::<Vec<_>>()
            });
            for (set, symbols) in [
                (props::EXPORTED_SYMBOLS, exports),
                (props::IMPORTED_SYMBOLS, imports),
            ] {
                let Some(symbols) = symbols.filter(|s| !s.is_empty()) else {
                    continue;
                };
                match props::symbol_set(set, &symbols) {
                    Ok(s) => props::insert_by_name(&mut sets, s),
                    Err(e) => {
                        cx.error(format!("image {}: {e}", prop_path.display()));
                        return None;
                    }
                }
            }
            if defaults {
                props::add_misc(&mut sets, props::SPEC_CONSTS_REPLACED_WITH_DEFAULT, 1);
            }
            // From the image: a native image lists the constants its own
            // __spirv_SpecConstant calls set.
            // A default twin has no specialization constants left.
            let own = spec.is_some();
            match module.with_module(m, |image| {
                if defaults {
                    Ok(Vec::new())
                } else {
                    props::spec_constant_sets(image, own)
                }
            }) {
                Ok(spec) => sets.extend(spec),
                Err(e) => {
                    cx.error(format!("image {}: {e}", prop_path.display()));
                    return None;
                }
            }
            properties = props::write_sets(&sets);
        }
        let text = self.emit == Emit::Text;
        let bytes = module.to_bytes(text);
        drop(module);
        let staged = match files.stage(&code, &bytes) {
            Ok(t) => t,
            Err(e) => {
                cx.error(e.to_string());
                return None;
            }
        };
        drop(bytes);
        // What is listed is what LLVM reads back from the file.
        let read = std::fs::read(&staged)
            .map_err(|e| e.to_string())
            .and_then(|b| read_back(&b, text));
        if let Err(why) = read {
            cx.error(format!(
                "image {}: LLVM cannot read the written image back: {why}",
                code.display()
            ));
            return None;
        }
        let mut row = vec![code.to_string_lossy().into_owned()];
        for (wanted, ext, content) in [
            (self.properties, "prop", &properties),
            (self.symbols, "sym", &symbols),
        ] {
            if !wanted {
                continue;
            }
            let path = self.image_path(n, image.esimd, ext);
            if let Err(e) = files.stage(&path, content.as_bytes()) {
                cx.error(e.to_string());
                return None;
            }
            row.push(path.to_string_lossy().into_owned());
        }
        log::debug!(
            target: cx.log,
            "device-code-split: {}: {} entry points, {} globals",
            code.display(),
            image.entries.len(),
            image.nodes.len()
        );
        cx.remark(
            RemarkKind::Passed,
            "ImageWritten",
            Anchor::module(m, "module"),
            |r| {
                r.text("image ")
                    .arg("Image", code.display())
                    .text(": ")
                    .arg("EntryPoints", image.entries.len())
                    .text(" entry points, ")
                    .arg("Globals", image.nodes.len())
                    .text(" globals");
            },
        );
        Some((row, uses_spec))
    }
}

/// Appending arrays are rebuilt per image from the elements it keeps.
fn is_appending(g: &crate::ir::image::ModuleGlobal<'_>) -> bool {
    matches!(
        g.kind,
        GlobalKind::Variable {
            appending: true,
            ..
        }
    )
}

/// A device global (`"sycl-device-global-size"`) as the property set
/// lists it, by its `"sycl-unique-id"` (its name when it has none); an
/// error naming the global, the property and the value when the size is
/// not a uint32 or the id cannot be a property name of `prop` (the file).
fn device_global(
    g: inkwell::values::GlobalValue<'_>,
    prop: &std::path::Path,
) -> Result<Option<props::DeviceGlobal>, String> {
    let Some(size) = global_string_attr(g, DEVICE_GLOBAL_SIZE) else {
        return Ok(None);
    };
    let size = size.trim().parse().map_err(|_| {
        format!(
            "{}: {DEVICE_GLOBAL_SIZE}=\"{size}\" is not a size (a uint32) for the device globals property set",
            Subject::Global(g)
        )
    })?;
    let name = global_name_bytes(g);
    let (id, what) = match global_string_attr_bytes(g, UNIQUE_ID) {
        Some(id) => {
            let shown = format!(
                "{UNIQUE_ID}=\"{}\"",
                String::from_utf8_lossy(&id).escape_debug()
            );
            (id, shown)
        }
        None => (name.clone(), format!("the name (it has no {UNIQUE_ID})")),
    };
    if let Err(e) = Field::PropertyName.check(&id) {
        return Err(format!(
            "global {}: {what} {e}: it cannot be a property name in {}",
            IrName(&name),
            prop.display()
        ));
    }
    Ok(Some(props::DeviceGlobal {
        unique_id: String::from_utf8_lossy(&id).into_owned(),
        size,
        image_scope: global_string_attr(g, DEVICE_IMAGE_SCOPE).is_some_and(|s| s != "false"),
    }))
}

#[cfg(test)]
mod tests {
    use super::Progress;
    use std::time::Duration;

    #[test]
    fn progress_lines_only_when_due_and_not_quiet() {
        let mut due = Progress::new(false, Duration::ZERO);
        assert_eq!(
            due.tick(3, 10).as_deref(),
            Some("device-code-split: 3/10 images written (0 s)")
        );
        assert!(Progress::new(true, Duration::ZERO).tick(3, 10).is_none());
        assert!(Progress::new(false, Duration::from_secs(3600))
            .tick(3, 10)
            .is_none());
    }
}
