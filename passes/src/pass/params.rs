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
#[derive(Clone, Copy)]
pub struct ParamInfo {
    /// The key, as written before `=`.
    pub name: &'static str,
    /// Flag, single value or list.
    pub kind: ParamKind,
    /// What it does; for an enumerated parameter, without its values
    /// (see [`ParamInfo::help`]).
    pub about: &'static str,
    /// The values an enumerated parameter takes ([`Choice::param`]).
    pub choices: Option<&'static dyn ChoiceTexts>,
}

impl ParamInfo {
    /// A parameter that is not enumerated.
    pub const fn new(name: &'static str, kind: ParamKind, about: &'static str) -> Self {
        ParamInfo {
            name,
            kind,
            about,
            choices: None,
        }
    }

    /// The help line: `a (default), b or c: what it does` for an enumerated
    /// parameter, else what it does.
    pub fn help(&self) -> String {
        match self.choices {
            None => self.about.to_string(),
            Some(c) => {
                let default = c.default_text();
                let shown: Vec<String> = c
                    .texts()
                    .into_iter()
                    .map(|t| match t == default {
                        true => format!("{t} (default)"),
                        false => t.to_string(),
                    })
                    .collect();
                format!("{}: {}", or_list(&shown), self.about)
            }
        }
    }
}

impl std::fmt::Debug for ParamInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParamInfo")
            .field("name", &self.name)
            .field("kind", &self.kind)
            .field("choices", &self.choices.map(|c| c.texts()))
            .finish()
    }
}

/// Parameters every transformation accepts.
pub const COMMON_PARAMS: [ParamInfo; 1] = [ParamInfo::new(
    "stats",
    ParamKind::Flag,
    "count what the pass did into !spirv-props.stats (also SPIRV_PROPS_STATS=1)",
)];

/// How an enumerated parameter's error message lists its values. Each
/// parameter keeps the wording it shipped with: diagnostics are interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// `name must be a, b or c, got 'x'`
    Or,
    /// `name must be 'a' or 'b', got 'x'`
    QuotedOr,
    /// `name must be one of a, b, c, got 'x'`
    OneOf,
    /// `name=x: expected a or b`
    Expected,
}

/// An enumerated parameter, written once: its name, its `(text, value)`
/// pairs, its default and what it does. The accepted parameter
/// ([`Choice::param`]), its help line ([`ParamInfo::help`]), the parser and
/// its error message all come from here.
pub struct Choice<T: 'static> {
    /// The key.
    pub name: &'static str,
    /// Every value as written, and what it means.
    pub values: &'static [(&'static str, T)],
    /// The value when the parameter is not given.
    pub default: T,
    /// What the parameter does.
    pub about: &'static str,
    /// How the error message lists the values.
    pub listing: Listing,
}

/// The texts of a [`Choice`]'s values, whatever its value type (so that
/// [`ParamInfo`] can list them).
pub trait ChoiceTexts: Sync {
    /// The values as written, in the table's order.
    fn texts(&self) -> Vec<&'static str>;
    /// How the default is written.
    fn default_text(&self) -> &'static str;
}

impl<T: Copy + PartialEq + Sync> ChoiceTexts for Choice<T> {
    fn texts(&self) -> Vec<&'static str> {
        self.values.iter().map(|(t, _)| *t).collect()
    }

    fn default_text(&self) -> &'static str {
        self.text(self.default)
    }
}

impl<T: Copy + PartialEq + Sync> Choice<T> {
    /// The parameter as a pass accepts it.
    pub const fn param(&'static self) -> ParamInfo {
        ParamInfo {
            name: self.name,
            kind: ParamKind::Value,
            about: self.about,
            choices: Some(self),
        }
    }

    /// The value given in `p`, or the default; anything else is an error
    /// that lists the values.
    pub fn parse(&self, p: &Params) -> Result<T, ParamError> {
        let Some(given) = p.value(self.name) else {
            return Ok(self.default);
        };
        self.values
            .iter()
            .find(|(t, _)| *t == given)
            .map(|(_, v)| *v)
            .ok_or_else(|| ParamError::NotOneOf {
                name: self.name,
                values: self.texts(),
                listing: self.listing,
                given: given.to_string(),
            })
    }

    /// How `value` is written.
    pub fn text(&self, value: T) -> &'static str {
        self.values
            .iter()
            .find(|(_, v)| *v == value)
            .map_or("", |(t, _)| t)
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// The message of [`ParamError::NotOneOf`], worded as `listing` says.
fn not_one_of(name: &str, values: &[&str], listing: Listing, given: &str) -> String {
    let plain: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    match listing {
        Listing::Or => format!("{name} must be {}, got '{given}'", or_list(&plain)),
        Listing::QuotedOr => {
            let quoted: Vec<String> = values.iter().map(|v| format!("'{v}'")).collect();
            format!("{name} must be {}, got '{given}'", or_list(&quoted))
        }
        Listing::OneOf => format!("{name} must be one of {}, got '{given}'", plain.join(", ")),
        Listing::Expected => format!("{name}={given}: expected {}", or_list(&plain)),
    }
}

/// A parameter value a pass cannot take.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParamError {
    /// An enumerated parameter given something else.
    #[error("{}", not_one_of(name, values, *listing, given))]
    NotOneOf {
        /// The parameter.
        name: &'static str,
        /// Its values.
        values: Vec<&'static str>,
        /// How the message lists them.
        listing: Listing,
        /// What was given.
        given: String,
    },
    /// Anything else, said by the pass.
    #[error("{0}")]
    Other(String),
}

impl From<String> for ParamError {
    fn from(s: String) -> Self {
        ParamError::Other(s)
    }
}

impl From<&str> for ParamError {
    fn from(s: &str) -> Self {
        ParamError::Other(s.to_string())
    }
}
/// Parameters given to a pass, validated against its `ParamInfo`s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(pub Vec<(String, Option<String>)>);

impl Params {
    /// Whether `name` was given, with or without a value.
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

    /// The value of the last `name` given; `None` if absent or given bare.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }
}
