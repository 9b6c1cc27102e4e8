/// duo-lint's version, as reported by `--version` and in SARIF's `tool.driver`. There is no built-in home page or
/// documentation address: help links come from the config's `"docs-url"` (`HelpLinks`).
public enum DuoLintInfo {
    public static let version = "0.1.0"
}
