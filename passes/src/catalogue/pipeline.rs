//! Parsing of pipeline elements `name<a;b=c>` (LLVM's own parameter syntax),
//! in one place, with an error for anything unknown, and its inverse for
//! `-print-pipeline-passes` ([`print`]).

use super::passes;
use crate::pass::{ModulePass, ParamKind, Params, PassInfo};

/// `name<a;b=c>` split into the name and its raw parameters.
pub fn split(element: &str) -> Result<(&str, Params), String> {
    let Some(open) = element.find('<') else {
        return Ok((element, Params::default()));
    };
    let name = &element[..open];
    let inner = element[open + 1..]
        .strip_suffix('>')
        .ok_or_else(|| format!("malformed parameters in '{element}': expected '{name}<...>'"))?;
    let mut params = Vec::new();
    for p in inner.split(';') {
        if p.is_empty() {
            return Err(format!("empty parameter in '{element}'"));
        }
        match p.split_once('=') {
            Some((k, v)) => params.push((k.to_owned(), Some(v.to_owned()))),
            None => params.push((p.to_owned(), None)),
        }
    }
    Ok((name, Params(params)))
}

/// A pass ready to run: what it is, the instance, its parameters.
pub type Instance = (&'static PassInfo, Box<dyn ModulePass>, Params);

/// The pass a pipeline element names. `Ok(None)`: not one of ours (let LLVM
/// or another plugin have it). `Err`: ours, but the parameters are wrong.
pub fn instantiate(element: &str) -> Result<Option<Instance>, String> {
    // `print<x>` is one name, not a pass `print` with a parameter.
    if let Some(info) = passes().iter().find(|p| p.name == element) {
        let pass =
            (info.create)(&Params::default()).map_err(|e| format!("pass '{element}': {e}"))?;
        return Ok(Some((info, pass, Params::default())));
    }
    // A printer's parameters go inside its brackets, as LLVM's own
    // (`print<sycl-properties<registry=r.toml>>`).
    if let Some(inner) = element
        .strip_prefix("print<")
        .and_then(|e| e.strip_suffix('>'))
    {
        if let Some(open) = inner.find('<') {
            let name = format!("print<{}>", &inner[..open]);
            if let Some(info) = passes().iter().find(|p| p.name == name) {
                let (_, params) = split(inner)?;
                return build(info, &name, params).map(Some);
            }
        }
    }
    // Anything after a printer's brackets is an error, not another pass.
    if let Some(printer) = passes()
        .iter()
        .find(|p| p.name.contains('<') && element.starts_with(p.name))
    {
        let bare = printer.name.trim_end_matches('>');
        return Err(format!(
            "malformed parameters in '{element}': a printer's go inside its brackets, '{bare}<...>>'"
        ));
    }
    let (name, params) = match split(element) {
        Ok(x) => x,
        Err(e) if passes().iter().any(|p| element.starts_with(p.name)) => return Err(e),
        Err(_) => return Ok(None),
    };
    let Some(info) = passes()
        .iter()
        .find(|p| p.name == name && !p.name.starts_with("print<"))
    else {
        return Ok(None);
    };
    build(info, name, params).map(Some)
}

/// Checks `params` against what pass `info` (called `name`) accepts and
/// creates it.
fn build(info: &'static PassInfo, name: &str, params: Params) -> Result<Instance, String> {
    let known = || -> Vec<&str> { info.accepted().map(|p| p.name).collect() };
    for (i, (key, value)) in params.0.iter().enumerate() {
        let accepted = info.accepted().find(|p| p.name == key);
        match (accepted, value) {
            (None, _) => {
                return Err(format!(
                    "unknown parameter '{key}' for pass '{name}' (accepted: {})",
                    known().join(", ")
                ));
            }
            (Some(p), Some(v)) if p.kind == ParamKind::Flag => {
                return Err(format!(
                    "parameter '{key}' of pass '{name}' takes no value, got '{key}={v}'"
                ))
            }
            (Some(p), None) if p.kind != ParamKind::Flag => {
                return Err(format!(
                    "parameter '{key}' of pass '{name}' needs a value: '{key}=...'"
                ))
            }
            // Given twice, a single-valued parameter must agree with itself.
            (Some(p), Some(v)) if p.kind == ParamKind::Value => {
                if let Some(other) = params.0[..i]
                    .iter()
                    .find(|(k, o)| k == key && o.as_deref() != Some(v))
                    .and_then(|(_, o)| o.as_deref())
                {
                    return Err(format!(
                        "parameter '{key}' of pass '{name}' given twice with different values: '{other}' and '{v}'"
                    ));
                }
            }
            _ => {}
        }
    }
    let pass = (info.create)(&params).map_err(|e| format!("pass '{name}': {e}"))?;
    Ok((info, pass, params))
}

/// A pass as `-print-pipeline-passes` shows it: every enumerated parameter
/// with its value, the default where none was given; flags, free values
/// and lists as given; in the order the pass table lists them. `params` are
/// those [`instantiate`] accepted, so the text parses back into the same
/// pass (LLVM's printers fill in their defaults the same way:
/// `simplifycfg<bonus-inst-threshold=1;...>`).
pub fn print(info: &PassInfo, params: &Params) -> String {
    let mut shown: Vec<String> = Vec::new();
    for p in info.accepted() {
        match (p.kind, p.choices) {
            (ParamKind::Flag, _) => {
                if params.flag(p.name) {
                    shown.push(p.name.to_string());
                }
            }
            (ParamKind::Value, Some(c)) => {
                let value = params.value(p.name).unwrap_or(c.default_text());
                shown.push(format!("{}={value}", p.name));
            }
            (ParamKind::Value, None) => {
                if let Some(v) = params.value(p.name) {
                    shown.push(format!("{}={v}", p.name));
                }
            }
            (ParamKind::List, _) => {
                shown.extend(
                    params
                        .values(p.name)
                        .iter()
                        .map(|v| format!("{}={v}", p.name)),
                );
            }
        }
    }
    let inner = shown.join(";");
    match info
        .name
        .strip_prefix("print<")
        .and_then(|n| n.strip_suffix('>'))
    {
        _ if inner.is_empty() => info.name.to_string(),
        Some(printed) => format!("print<{printed}<{inner}>>"),
        None => format!("{}<{inner}>", info.name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `-print-pipeline-passes` shows for a pipeline element.
    fn printed(element: &str) -> String {
        let (info, _, params) = instantiate(element).unwrap().unwrap();
        print(info, &params)
    }

    #[test]
    fn prints_every_default_and_parses_back() {
        assert_eq!(
            printed("spirv-exec-modes"),
            "spirv-exec-modes<contraction-off=auto>"
        );
        assert_eq!(
            printed("device-code-split<stats;out=t.txt;symbols>"),
            "device-code-split<split=auto;out=t.txt;symbols;emit=bc;undefined=warn;stats>"
        );
        assert_eq!(
            printed("print<sycl-properties<only=sycl-init-mode;numbering=draft>>"),
            "print<sycl-properties<numbering=draft;only=sycl-init-mode;strip=reference>>"
        );
        assert_eq!(printed("print<kernel-metadata>"), "print<kernel-metadata>");
        assert_eq!(
            printed("localaccessortosharedmemory"),
            "localaccessortosharedmemory"
        );
        // A fixed point: the printed text prints the same, for every pass
        // that builds without parameters.
        for info in passes() {
            let Ok(Some((info, _, params))) = instantiate(info.name) else {
                continue;
            };
            let once = print(info, &params);
            assert_eq!(printed(&once), once, "{}", info.name);
        }
    }

    #[test]
    fn splits_llvm_style_parameters() {
        let (n, p) = split("x<a;b=c>").unwrap();
        assert_eq!(n, "x");
        assert_eq!(
            p.0,
            vec![("a".into(), None), ("b".into(), Some("c".into()))]
        );
        assert!(split("x<a").is_err());
        assert!(split("x<a;;b>").is_err());
        assert_eq!(split("plain").unwrap().1, Params::default());
    }

    #[test]
    fn rejects_unknown_and_misused_parameters() {
        let e = instantiate("spirv-exec-modes<bogus>").err().unwrap();
        assert!(
            e.contains("'bogus'") && e.contains("spirv-exec-modes"),
            "{e}"
        );
        let e = instantiate("sycl-global-properties<numbering=draft;numbering=grammar>")
            .err()
            .unwrap();
        assert!(
            e.contains("given twice with different values: 'draft' and 'grammar'"),
            "{e}"
        );
        assert!(
            instantiate("sycl-global-properties<numbering=draft;numbering=draft>")
                .unwrap()
                .is_some()
        );
        assert!(
            instantiate("sycl-global-properties<only=sycl-init-mode;only=sycl-datapath>").is_ok()
        );
        let e = instantiate("spirv-exec-modes<stats=3>").err().unwrap();
        assert!(e.contains("takes no value"), "{e}");
        assert!(instantiate("spirv-exec-modes<stats>").unwrap().is_some());
        assert!(instantiate("not-ours").unwrap().is_none());
        assert!(instantiate("print<kernel-metadata>").unwrap().is_some());
        let e = instantiate("print<kernel-metadata><x>").err().unwrap();
        assert!(e.contains("'print<kernel-metadata<...>>'"), "{e}");
        let e = instantiate("print<kernel-metadata<x>>").err().unwrap();
        assert!(e.contains("unknown parameter 'x'"), "{e}");
        assert!(instantiate("print<sycl-properties<numbering=draft>>")
            .unwrap()
            .is_some());
        let e = instantiate("print<sycl-properties<numbering=new>>")
            .err()
            .unwrap();
        assert!(e.contains("numbering must be"), "{e}");
    }
}
