//! The one place that parses YAML, so the YAML crate can be swapped in one file.

use serde::de::DeserializeOwned;

/// A YAML parse failure with a 1-based position relative to the start of the parsed text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    pub message: String,
    pub line: u32,
    pub column: u32,
}

/// Parse YAML text into a dynamic value (mapping keys stay strings).
pub fn parse_value(text: &str) -> Result<serde_json::Value, YamlError> {
    parse(text)
}

/// Parse YAML text straight into a typed value.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, YamlError> {
    serde_yaml::from_str::<T>(text).map_err(|err| {
        let (line, column) = err
            .location()
            .map(|loc| (loc.line() as u32, loc.column() as u32))
            .unwrap_or((0, 0));
        // serde_yaml appends " at line X column Y"; we carry the position separately.
        let message = err.to_string();
        let message = match message.find(" at line ") {
            Some(cut) => message[..cut].to_owned(),
            None => message,
        };
        YamlError {
            message,
            line,
            column,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn syntax_error_has_position() {
        let err = parse_value("a: 1\nb: [1, 2\n").unwrap_err();
        assert!(err.line >= 2, "{err:?}");
    }

    #[test]
    fn mapping_becomes_json_object() {
        let v = parse_value("title: Hi\norder: 3\n").unwrap();
        assert_eq!(v["title"], "Hi");
        assert_eq!(v["order"], 3);
    }
}
