//! Pass parameters as written in `name<a;b=c>`: what a pass accepts
//! ([`ParamInfo`]) and what it was given ([`Params`]).

/// How a parameter is written in `name<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// `name<flag>`
    Flag,
    /// `name<key=value>`, once (or repeated with the same value)
    Value,
    /// `name<key=a:b>` or the key repeated (`key=a;key=b`): a list
    List,
}

/// One accepted parameter.
#[derive(Clone, Copy, Debug)]
pub struct ParamInfo {
    pub name: &'static str,
    pub kind: ParamKind,
    pub help: &'static str,
}

/// Parameters every transformation accepts.
pub const COMMON_PARAMS: [ParamInfo; 1] = [ParamInfo {
    name: "stats",
    kind: ParamKind::Flag,
    help: "count what the pass did into !spirv-props.stats (also SPIRV_PROPS_STATS=1)",
}];

/// Parameters given to a pass, validated against its `ParamInfo`s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(pub Vec<(String, Option<String>)>);

impl Params {
    pub fn flag(&self, name: &str) -> bool {
        self.0.iter().any(|(k, _)| k == name)
    }

    /// Every value given for `name`, in order (repeated keys accumulate).
    pub fn values(&self, name: &str) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(k, _)| k == name)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    /// The value of `name`, which may be given more than once only with
    /// the same value: two different values are an error naming both.
    pub fn single(&self, name: &str) -> Result<Option<&str>, String> {
        let vals = self.values(name);
        match vals.split_first() {
            None => Ok(None),
            Some((first, rest)) => match rest.iter().find(|v| *v != first) {
                Some(other) => Err(format!(
                    "{name}= given twice with different values: '{first}' and '{other}'"
                )),
                None => Ok(Some(first)),
            },
        }
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }
}
