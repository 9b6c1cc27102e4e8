/// duo-lint's version and home, as reported by `--version` and in SARIF's `tool.driver`.
public enum DuoLintInfo {
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/duo-lint/duo-lint"
}
