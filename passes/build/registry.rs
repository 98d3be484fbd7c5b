//! Turns the built-in property registry (`src/properties/registry.toml`)
//! into JSON in `$OUT_DIR/registry.json`, which `properties::registry::load`
//! reads at run time instead of the TOML text: every opt run that loads the
//! plugin reads the built-in registry once, and the TOML parser took about
//! 2.7 M instructions for it (most of the plugin's start-up) where serde_json
//! takes a small part of that (`docs/results/performance.md`, "Start-up").
//!
//! The TOML file stays the source and what messages quote: every value is
//! carried over as written, and so are the spans the loader reads (each
//! `[[property]]` entry's, for its origin line and messages, and each
//! `capabilities` item's), in the form in which `serde_spanned::Spanned`
//! takes a span from any format: the map serde_spanned's own helper for
//! formats (`de::SpannedDeserializer`) emits, read here into a JSON
//! object, so its keys come from serde_spanned itself. A unit test
//! (`builtin_json_reads_as_the_toml_does`) checks that both readings give
//! the same registry, origins and capability spans included.
use std::path::Path;

use serde::de::value::MapAccessDeserializer;
use serde::Deserialize;
use serde_json::{Map, Value};
use serde_spanned::de::SpannedDeserializer;
use toml::Spanned;

/// The registry file's shape, as far as spans go: the rest of each entry
/// is carried as TOML values.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    property: Vec<Spanned<Entry>>,
    #[serde(default)]
    attribute: Vec<Spanned<toml::Table>>,
}

#[derive(Deserialize)]
struct Entry {
    #[serde(default)]
    capabilities: Option<Vec<Spanned<String>>>,
    #[serde(flatten)]
    rest: toml::Table,
}

/// `value` with `span`, as `Spanned` reads it.
fn spanned(span: std::ops::Range<usize>, value: Value) -> Value {
    let map = SpannedDeserializer::<Value, serde_json::Error>::new(value, span);
    Value::deserialize(MapAccessDeserializer::new(map)).expect("a span and a value make a map")
}

/// Writes `out` from the registry file at `path` (a build error, with the
/// parser's message, if it does not parse).
pub fn generate(path: &str, out: &Path) {
    println!("cargo:rerun-if-changed={path}");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file: File = toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let property: Vec<Value> = file
        .property
        .into_iter()
        .map(|entry| {
            let span = entry.span();
            let entry = entry.into_inner();
            let Value::Object(mut fields) =
                serde_json::to_value(&entry.rest).expect("TOML values are JSON values")
            else {
                unreachable!("a table is a JSON object")
            };
            if let Some(caps) = entry.capabilities {
                let caps = caps
                    .into_iter()
                    .map(|c| {
                        let span = c.span();
                        spanned(span, Value::String(c.into_inner()))
                    })
                    .collect();
                fields.insert("capabilities".into(), Value::Array(caps));
            }
            spanned(span, Value::Object(fields))
        })
        .collect();
    let attribute: Vec<Value> = file
        .attribute
        .into_iter()
        .map(|entry| {
            let span = entry.span();
            let table =
                serde_json::to_value(entry.into_inner()).expect("TOML values are JSON values");
            spanned(span, table)
        })
        .collect();
    let mut top = Map::new();
    top.insert("property".into(), Value::Array(property));
    top.insert("attribute".into(), Value::Array(attribute));
    let json = serde_json::to_string(&Value::Object(top)).expect("JSON values serialize");
    std::fs::write(out, json).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
}
