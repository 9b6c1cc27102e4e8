import Foundation

/// Where the help links of every output point (SARIF `helpUri`, the language server's `codeDescription` and hover, the
/// readiness report, SonarQube's descriptions): the one setting `"docs-url"` of `.duo-lint.json`. There is no built-in
/// address: without the setting there are no links at all, and the outputs that can carry a rule's documentation carry
/// it whole (SARIF `help.text` / `help.markdown`, the report's appendix, the hover text).
public struct HelpLinks: Sendable, Equatable {
    /// The `"docs-url"` value: `https://example.com/duo-lint/rules/{rule}.html` (`{rule}` becomes the rule id) or a
    /// folder of the rule documents, `https://github.com/ORG/duo-lint/blob/main/Rules` (`/<id>.md` is appended).
    public var docsURL: String?

    public init(docsURL: String?) { self.docsURL = docsURL.flatMap { $0.isEmpty ? nil : $0 } }

    public static let none = HelpLinks(docsURL: nil)

    /// The documentation page of a documented rule; nil without a `"docs-url"` and for diagnostics with no document
    /// (`parse-error` and the other meta diagnostics).
    public func url(for ruleID: String) -> String? {
        guard let docsURL, RuleDocs.byID[ruleID] != nil else { return nil }
        let id = SARIFReporter.percentEncode(ruleID)
        if docsURL.contains("{rule}") { return docsURL.replacingOccurrences(of: "{rule}", with: id) }
        return (docsURL.hasSuffix("/") ? String(docsURL.dropLast()) : docsURL) + "/" + id + ".md"
    }

    /// Whether `value` can be a `"docs-url"`: an absolute `http(s)://` or `file://` address.
    public static func isValid(_ value: String) -> Bool {
        let lower = value.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("file://") else { return false }
        return !value.contains(where: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\"" || $0 == "<" || $0 == ">" })
    }
}
