import Foundation

/// A configuration problem; `description` is one line naming the file and the key,
/// e.g. `.duo-lint.json: unknown key "exlude"`.
public struct ConfigError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ path: String, _ problem: String) {
        description = "\(path): \(problem)"
    }
}

/// Reads and validates `.duo-lint.json` (README, *Configuration*). Nothing in the file is executed or evaluated.
public enum ConfigLoader {
    /// The config file name looked for by `discover(from:)`.
    public static let fileName = ".duo-lint.json"

    /// The nearest `.duo-lint.json` in `directory` or one of its ancestors, or nil.
    /// A relative `directory` is taken from the current directory.
    public static func discover(from directory: String) -> String? {
        let fm = FileManager.default
        let start = directory.hasPrefix("/") ? directory : fm.currentDirectoryPath + "/" + directory
        var dir = URL(fileURLWithPath: start).standardizedFileURL.path
        while true {
            let candidate = (dir == "/" ? "" : dir) + "/" + fileName
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            guard dir != "/", let slash = dir.lastIndex(of: "/") else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
        }
    }

    /// Reads the file at `path` and validates it; rule ids must be in `knownRuleIDs`. `shownAs` is how messages
    /// and `Configuration.path` name the file (default: `path`).
    public static func load(path: String, shownAs: String? = nil, knownRuleIDs: Set<String>) throws -> Configuration {
        let name = shownAs ?? path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigError(name, "cannot read the file (\(readFailureReason(path)))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(name, "invalid JSON: the file is not UTF-8")
        }
        return try parse(text, path: name, knownRuleIDs: knownRuleIDs)
    }

    /// Every key a config may have (README, *Configuration*).
    public static let keys = ["include", "exclude", "disable", "enable", "severity", "options",
                              "report-superfluous-suppressions", "baseline", "allow-no-files", "show-baselined", "tests",
                              "swift-version", "defines", "extends", "docs-url"]

    /// Validates config text; `path` is only used in error messages and `Configuration.path`. Rule options are
    /// checked against the options each rule declares (`RuleDescriptor.options`) in `rules`.
    public static func parse(_ text: String, path: String, knownRuleIDs: Set<String>,
                             rules: [RuleDescriptor] = RuleRegistry.allDescriptorsIncludingMeta) throws -> Configuration {
        let root: JSON
        do {
            root = try JSON.parse(text, options: .config)
        } catch let error as JSON.ParseError {
            throw ConfigError(path, "invalid JSON at \(error)")
        }
        guard case .object(let members) = root else {
            throw ConfigError(path, "the configuration must be a JSON object")
        }
        let reader = Reader(path: path, knownRuleIDs: knownRuleIDs, rules: rules)
        var config = Configuration(path: path)
        for key in members.keys.sorted() {
            let value = members[key, default: .null]
            switch key {
            case "include": config.include = try reader.strings(value, key: key)
            case "exclude": config.exclude = try reader.strings(value, key: key)
            case "disable": config.disable = Set(try reader.ruleIDs(value, key: key))
            case "enable": config.enable = Set(try reader.ruleIDs(value, key: key))
            case "severity": config.severity = try reader.severities(value)
            case "options": config.options = try reader.options(value)
            case "report-superfluous-suppressions": config.reportSuperfluousSuppressions = try reader.bool(value, key: key)
            case "baseline": config.baseline = try reader.path(value, key: key)
            case "allow-no-files": config.allowNoFiles = try reader.bool(value, key: key)
            case "show-baselined": config.showBaselined = try reader.bool(value, key: key)
            case "tests": config.tests = try reader.bool(value, key: key)
            case "swift-version": config.swiftVersion = try reader.version(value, key: key)
            case "defines": config.defines = try reader.identifiers(value, key: key)
            case "extends": config.extends = try reader.path(value, key: key)
            case "docs-url": config.docsURL = try reader.docsURL(value, key: key)
            default:
                throw reader.error("unknown key \"\(key)\"" + Suggestion.didYouMean(key, in: keys, quote: "\""))
            }
        }
        return config
    }

    private static func readFailureReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "permission denied or I/O error"
    }
}

/// Type checks for each key, producing one-line `ConfigError`s.
private struct Reader {
    let path: String
    let knownRuleIDs: Set<String>
    let rules: [RuleDescriptor]

    func error(_ problem: String) -> ConfigError { ConfigError(path, problem) }

    func bool(_ value: JSON, key: String) throws -> Bool {
        guard case .bool(let b) = value else { throw error("\"\(key)\" must be true or false") }
        return b
    }

    /// A non-empty path string (relative to the config file's directory).
    func path(_ value: JSON, key: String) throws -> String {
        guard case .string(let s) = value, !s.isEmpty else { throw error("\"\(key)\" must be a non-empty path string") }
        return s
    }

    /// Where help links point: an absolute `https://`, `http://` or `file://` address (`HelpLinks`).
    func docsURL(_ value: JSON, key: String) throws -> String {
        guard case .string(let s) = value, HelpLinks.isValid(s) else {
            throw error("\"\(key)\" must be an https:// (or http://, file://) address, e.g. \"https://example.com/duo-lint/rules/{rule}.html\"")
        }
        return s
    }

    /// A Swift language version: `"6"`, `"5.10"`, `"6.0.1"` (as `BuildConfiguration.version` reads it).
    func version(_ value: JSON, key: String) throws -> String {
        guard case .string(let s) = value, BuildConfiguration.version(s) != nil else {
            throw error("\"\(key)\" must be a version string such as \"6.0\"")
        }
        return s
    }

    /// Compilation condition names (`DEBUG`, `FEATURE_X`): Swift identifiers.
    func identifiers(_ value: JSON, key: String) throws -> [String] {
        let names = try strings(value, key: key)
        for name in names where name.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) == nil {
            throw error("\"\(key)\": \"\(name)\" is not a compilation condition name (letters, digits and _)")
        }
        return names
    }

    func strings(_ value: JSON, key: String) throws -> [String] {
        guard case .array(let items) = value else { throw error("\"\(key)\" must be an array of strings") }
        return try items.map { item in
            guard case .string(let s) = item else { throw error("\"\(key)\" must be an array of strings") }
            return s
        }
    }

    /// Rule ids for `enable`/`disable`: catalogue rules only. Meta diagnostics are always on (VOCABULARY.md);
    /// only their severity can be changed.
    func ruleIDs(_ value: JSON, key: String) throws -> [String] {
        let ids = try strings(value, key: key)
        for id in ids {
            if MetaRules.all.contains(where: { $0.id == id }) {
                throw error("\"\(id)\" in \"\(key)\" is a meta diagnostic and always on; only its severity can be changed")
            }
            try checkRule(id, key: key)
        }
        return ids
    }

    func checkRule(_ id: String, key: String) throws {
        guard knownRuleIDs.contains(id) else {
            throw error("unknown rule id \"\(id)\" in \"\(key)\"" + Suggestion.didYouMean(id, in: knownRuleIDs.sorted(), quote: "\""))
        }
    }

    func severities(_ value: JSON) throws -> [String: Severity] {
        guard case .object(let members) = value else {
            throw error("\"severity\" must be an object mapping rule ids to error, warning or note")
        }
        var result: [String: Severity] = [:]
        for id in members.keys.sorted() {
            try checkRule(id, key: "severity")
            guard case .string(let name)? = members[id], let severity = Severity(rawValue: name) else {
                throw error("\"severity.\(id)\" must be one of error, warning, note")
            }
            result[id] = severity
        }
        return result
    }

    /// `options.<rule>.<name>`: only the options the rule declares, each of its type and in its range.
    func options(_ value: JSON) throws -> [String: [String: JSON]] {
        guard case .object(let members) = value else {
            throw error("\"options\" must be an object mapping rule ids to objects")
        }
        var result: [String: [String: JSON]] = [:]
        for id in members.keys.sorted() {
            try checkRule(id, key: "options")
            guard case .object(let ruleOptions)? = members[id] else {
                throw error("\"options.\(id)\" must be an object")
            }
            let declared = rules.first { $0.id == id }?.options ?? []
            for name in ruleOptions.keys.sorted() {
                let key = "options.\(id).\(name)"
                guard let option = declared.first(where: { $0.name == name }) else {
                    if declared.isEmpty { throw error("unknown option \"\(key)\": \(id) has no options") }
                    let names = declared.map(\.name)
                    throw error("unknown option \"\(key)\" (\(id) has \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
                                + Suggestion.didYouMean(name, in: names, quote: "\""))
                }
                let value = ruleOptions[name, default: .null]
                switch option.kind {
                case .boolean:
                    guard case .bool = value else { throw error("\"\(key)\" must be \(option.expected)") }
                case .number(let minimum, let maximum, let integer):
                    guard let d = value.number else {
                        throw error("\"\(key)\" must be \(option.expected)\(Self.got(value))")
                    }
                    guard d >= minimum && d <= maximum && (!integer || d.rounded() == d) else {
                        throw error("\"\(key)\" must be \(option.expected) (got \(RuleOption.format(d)))")
                    }
                }
            }
            result[id] = ruleOptions
        }
        return result
    }

    /// ` (got "240")` for a value of the wrong type.
    static func got(_ value: JSON) -> String {
        switch value {
        case .string(let s): return " (got the string \"\(s)\")"
        case .bool(let b): return " (got \(b))"
        case .null: return " (got null)"
        case .array: return " (got an array)"
        case .object: return " (got an object)"
        case .int, .double: return ""
        }
    }
}
