import Foundation

/// Why a baseline could not be read; `description` is one line naming the file.
public struct BaselineError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ path: String, _ problem: String) {
        description = "\(path): \(problem)"
    }
}

/// Recorded findings (`--write-baseline FILE`) that a later run drops (`--baseline FILE`),
/// so CI gates on new findings only (SPEC §2).
///
/// File format, keys sorted, entries sorted by path, rule, fingerprint, message:
///
///     {
///       "findings": [
///         { "fingerprint": "…", "message": "…", "path": "App/View.swift", "rule": "fixed-width" }
///       ],
///       "version": 1
///     }
///
/// A finding is matched by (path, rule, fingerprint) — never by line number, so edits elsewhere
/// in the file do not resurrect it; `message` is for people reading the file. Entries form a
/// multiset: two recorded identical entries drop two identical findings, and a third survives.
/// Paths are compared as reported, so write and use a baseline from the same directory.
public struct Baseline: Equatable {
    public struct Entry: Hashable, Comparable {
        public var path: String
        public var rule: String
        public var fingerprint: String
        public var message: String

        public init(path: String, rule: String, fingerprint: String, message: String) {
            self.path = path
            self.rule = rule
            self.fingerprint = fingerprint
            self.message = message
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.fingerprint, a.message) < (b.path, b.rule, b.fingerprint, b.message)
        }
    }

    /// The entries, sorted.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline recording `findings`.
    public init(findings: [Finding]) {
        self.init(entries: findings.map {
            Entry(path: $0.path, rule: $0.ruleID, fingerprint: $0.fingerprint, message: $0.message)
        })
    }

    /// The findings not matched by an entry, in their original order; each entry matches at most one.
    public func filter(_ findings: [Finding]) -> [Finding] {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[Key(entry.path, entry.rule, entry.fingerprint), default: 0] += 1 }
        return findings.filter { finding in
            let key = Key(finding.path, finding.ruleID, finding.fingerprint)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    private struct Key: Hashable {
        let path: String, rule: String, fingerprint: String
        init(_ path: String, _ rule: String, _ fingerprint: String) {
            self.path = path
            self.rule = rule
            self.fingerprint = fingerprint
        }
    }

    /// The baseline file's text (ends with a newline).
    public func rendered() -> String {
        let findings = entries.map { entry -> JSONValue in
            .object([
                "path": .string(entry.path),
                "rule": .string(entry.rule),
                "fingerprint": .string(entry.fingerprint),
                "message": .string(entry.message),
            ])
        }
        return JSONValue.object(["version": .int(1), "findings": .array(findings)]).rendered() + "\n"
    }

    /// Writes the baseline file atomically.
    public func write(to path: String) throws {
        try writeAtomically(rendered(), to: path)
    }

    /// Reads a baseline file.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path, "cannot read the baseline (no such file or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BaselineError(path, "invalid baseline: the file is not UTF-8")
        }
        return try parse(text, path: path)
    }

    /// Parses baseline text; `path` is only used in error messages.
    public static func parse(_ text: String, path: String) throws -> Baseline {
        let root: JSONValue
        do {
            root = try JSONValue.parse(text)
        } catch let error as JSONValue.ParseError {
            throw BaselineError(path, "invalid baseline: invalid JSON at \(error)")
        }
        guard case .object(let members) = root, case .array(let items)? = members["findings"] else {
            throw BaselineError(path, "invalid baseline: expected an object with \"version\" and \"findings\"")
        }
        guard members["version"] == .int(1) else {
            throw BaselineError(path, "unsupported baseline version (expected \"version\": 1)")
        }
        let entries = try items.enumerated().map { index, item -> Entry in
            guard case .object(let fields) = item,
                  case .string(let file)? = fields["path"],
                  case .string(let rule)? = fields["rule"],
                  case .string(let fingerprint)? = fields["fingerprint"] else {
                throw BaselineError(path, "invalid baseline: findings[\(index)] needs string \"path\", \"rule\" and \"fingerprint\"")
            }
            guard case .string(let message)? = fields["message"] else {
                return Entry(path: file, rule: rule, fingerprint: fingerprint, message: "")
            }
            return Entry(path: file, rule: rule, fingerprint: fingerprint, message: message)
        }
        return Baseline(entries: entries)
    }
}
