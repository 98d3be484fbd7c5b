//! What the module requires: the extensions and capabilities its
//! metadata and reachable functions ask for (also `print<spirv-requirements>`).

use super::pass::parsed;
use super::reach::reachable;
use inkwell::module::Module;
use inkwell::values::FunctionValue;
use spirv::Capability;

use super::attrs;

use crate::metadata::spirv::{CAPABILITY, EXTENSION};

/// Extensions and capabilities one function asks for.
#[derive(Default)]
pub(super) struct Needs {
    pub(super) extensions: Vec<String>,
    pub(super) capabilities: Vec<Capability>,
}

/// What `f` asks for under both spellings of each attribute (the seed's
/// first), each entry once.
pub(super) fn needs(f: FunctionValue<'_>) -> Result<Needs, Vec<String>> {
    let mut n = Needs::default();
    let mut errors = Vec::new();
    gather(
        f,
        attrs::EXTENSION_KEYS,
        attrs::extensions,
        &mut n.extensions,
        &mut errors,
    );
    gather(
        f,
        attrs::CAPABILITY_KEYS,
        attrs::capabilities,
        &mut n.capabilities,
        &mut errors,
    );
    if errors.is_empty() {
        Ok(n)
    } else {
        Err(errors)
    }
}

/// Appends to `into` what attributes `keys` of `f` list (each entry once);
/// a malformed value adds its message to `errors`.
pub(super) fn gather<T: PartialEq>(
    f: FunctionValue<'_>,
    keys: [&str; 2],
    parse: fn(&str) -> Result<Vec<T>, String>,
    into: &mut Vec<T>,
    errors: &mut Vec<String>,
) {
    for key in keys {
        match parsed(f, key, parse) {
            Ok(v) => v
                .into_iter()
                .flat_map(|x| x.1)
                .for_each(|x| push_new(into, x)),
            Err(e) => errors.push(e),
        }
    }
}

/// What a module requires of a SPIR-V consumer: its `!spirv.Extension` and
/// `!spirv.Capability` entries, then what reachable functions' attributes add.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Requirements {
    /// The extensions, each once, in order of appearance.
    pub extensions: Vec<String>,
    /// The capabilities' numbers, each once.
    pub capabilities: Vec<u32>,
}

impl Requirements {
    /// The `--spirv-ext` argument, or `None` when there is nothing to allow.
    /// llvm-spirv (both translators) and llc take the same syntax; Intel's
    /// translator refuses to emit an extension it was not allowed, llc emits
    /// only extensions that its instructions need and that it was allowed.
    pub fn spirv_ext_arg(&self) -> Option<String> {
        (!self.extensions.is_empty()).then(|| {
            let list: Vec<String> = self.extensions.iter().map(|e| format!("+{e}")).collect();
            format!("--spirv-ext={}", list.join(","))
        })
    }

    /// Capability names (numbers the grammar does not know stay numbers).
    pub fn capability_names(&self) -> Vec<String> {
        self.capabilities
            .iter()
            .map(|&c| Capability::from_u32(c).map_or_else(|| c.to_string(), |c| format!("{c:?}")))
            .collect()
    }

    /// The `requirements=PATH` file: shell assignments, for `. PATH`. Every
    /// value is one single-quoted shell word, and the module's name is
    /// written escaped (`"a\nb"`), so no name can end the comment or the
    /// quotes: sourcing the file assigns the four variables and nothing
    /// else. `Err` names a value with a NUL byte, which no shell file can
    /// hold.
    pub fn file_text(&self, module: &str) -> Result<String, String> {
        let arg = self.spirv_ext_arg().unwrap_or_default();
        let quote = |what: &str, s: &str| {
            crate::output::shell_quote(s).ok_or_else(|| {
                format!("{what} {s:?} has a NUL byte, which a shell file cannot hold")
            })
        };
        Ok(format!(
            "# SPIR-V requirements of module {module:?}, written by spirv-props' spirv-inline-attrs.\n\
             # Shell syntax (`. FILE`); an empty *_ARG means no argument is needed:\n\
             #   llvm-spirv ${{LLVM_SPIRV_EXT_ARG:+\"$LLVM_SPIRV_EXT_ARG\"}} in.bc\n\
             # No consumer takes capabilities on its command line or reads !spirv.Capability:\n\
             # each derives them from the instructions it emits.\n\
             SPIRV_EXTENSIONS={}\n\
             SPIRV_CAPABILITIES={}\n\
             LLVM_SPIRV_EXT_ARG={arg}\n\
             LLC_EXT_ARG={arg}\n",
            quote("extension list", &self.extensions.join(" "))?,
            quote("capability list", &self.capability_names().join(" "))?,
            arg = quote("--spirv-ext argument", &arg)?,
        ))
    }
}

/// The module's requirements, with a message for each malformed metadata
/// entry or attribute (those add nothing).
pub fn requirements(m: &Module<'_>) -> (Requirements, Vec<String>) {
    requirements_of(m, &reachable(m))
}

/// [`requirements`], given the functions [`reachable`] returns.
pub(super) fn requirements_of(
    m: &Module<'_>,
    reach: &[FunctionValue<'_>],
) -> (Requirements, Vec<String>) {
    let mut r = Requirements::default();
    let mut errors = Vec::new();
    for (_, e) in EXTENSION.entries(m) {
        match e {
            Ok((name,)) => push_new(&mut r.extensions, name),
            Err(e) => errors.push(e.to_string()),
        }
    }
    for (_, c) in CAPABILITY.entries(m) {
        match c {
            Ok((c,)) => push_new(&mut r.capabilities, c),
            Err(e) => errors.push(e.to_string()),
        }
    }
    for &f in reach {
        match needs(f) {
            Ok(n) => {
                n.extensions
                    .into_iter()
                    .for_each(|e| push_new(&mut r.extensions, e));
                n.capabilities
                    .into_iter()
                    .for_each(|c| push_new(&mut r.capabilities, c as u32));
            }
            Err(es) => errors.extend(es),
        }
    }
    (r, errors)
}

/// Appends `x` unless it is there (first-seen order, no duplicates).
pub(super) fn push_new<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}
