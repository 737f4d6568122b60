//! How a command prints its findings (`--format`): the one list of formats, for `docs lint` and
//! `docs coverage` alike; each command names the ones it offers. A ground module: it imports
//! nothing of the crate.

/// An output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// For a terminal.
    Human,
    /// For scripts (the shapes in the CLI contract).
    Json,
    /// GitHub Actions annotations (`docs lint` only).
    Github,
}

impl Format {
    /// The names `docs lint --format` accepts.
    pub const NAMES: &'static [&'static str] = &["human", "json", "github"];
    /// The names `docs coverage --format` accepts.
    pub const HUMAN_OR_JSON: &'static [&'static str] = &["human", "json"];
}

impl std::str::FromStr for Format {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        match name {
            "human" => Ok(Self::Human),
            "json" => Ok(Self::Json),
            "github" => Ok(Self::Github),
            other => Err(format!("unknown format `{other}`")),
        }
    }
}
