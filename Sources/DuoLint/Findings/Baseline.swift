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
///         { "fingerprint": "…", "lineFingerprint": "…", "message": "…", "path": "App/View.swift", "rule": "fixed-width" }
///       ],
///       "version": 1
///     }
///
/// A finding is matched by (path, rule, fingerprint) — never by line number, so edits elsewhere
/// in the file do not resurrect it. Entries left unmatched then match remaining findings by
/// (path, rule, lineFingerprint) — the finding's line alone — so lines inserted or edited right
/// next to a recorded finding do not resurrect it either. `lineFingerprint` is optional (older
/// baselines lack it); `message` is for people reading the file. Entries form a multiset: two
/// recorded identical entries drop two identical findings, and a third survives — so a copy of a
/// recorded line is still a new finding.
///
/// Paths are compared as the `path` function given to `init(findings:path:)` and `filter(_:path:)`
/// makes them (the CLI: relative to the baseline file's directory, so any working directory works).
public struct Baseline: Equatable {
    public struct Entry: Hashable, Comparable {
        public var path: String
        public var rule: String
        public var fingerprint: String
        public var message: String
        /// Empty when the baseline does not record it.
        public var lineFingerprint: String

        public init(path: String, rule: String, fingerprint: String, message: String, lineFingerprint: String = "") {
            self.path = path
            self.rule = rule
            self.fingerprint = fingerprint
            self.message = message
            self.lineFingerprint = lineFingerprint
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.fingerprint, a.message, a.lineFingerprint)
                < (b.path, b.rule, b.fingerprint, b.message, b.lineFingerprint)
        }
    }

    /// The entries, sorted.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline recording `findings`, with paths as `path` gives them (default: as reported).
    public init(findings: [Finding], path: (Finding) -> String = { $0.path }) {
        self.init(entries: findings.map {
            Entry(path: path($0), rule: $0.ruleID, fingerprint: $0.fingerprint, message: $0.message,
                  lineFingerprint: $0.lineFingerprint)
        })
    }

    /// The findings not matched by an entry, in their original order; each entry matches at most one.
    /// First by fingerprint (line and neighbours), then the entries left by line fingerprint (line alone).
    public func filter(_ findings: [Finding], path: (Finding) -> String = { $0.path }) -> [Finding] {
        let paths = findings.map(path)
        var remaining: [Key: [Entry]] = [:]
        for entry in entries { remaining[Key(entry.path, entry.rule, entry.fingerprint), default: []].append(entry) }
        var matched = [Bool](repeating: false, count: findings.count)
        for (i, finding) in findings.enumerated() {
            let key = Key(paths[i], finding.ruleID, finding.fingerprint)
            if remaining[key]?.popLast() != nil { matched[i] = true }
        }
        var byLine: [Key: Int] = [:]
        for list in remaining.values {
            for entry in list where !entry.lineFingerprint.isEmpty {
                byLine[Key(entry.path, entry.rule, entry.lineFingerprint), default: 0] += 1
            }
        }
        if !byLine.isEmpty {
            for (i, finding) in findings.enumerated() where !matched[i] && !finding.lineFingerprint.isEmpty {
                let key = Key(paths[i], finding.ruleID, finding.lineFingerprint)
                if let count = byLine[key], count > 0 {
                    byLine[key] = count - 1
                    matched[i] = true
                }
            }
        }
        return findings.indices.filter { !matched[$0] }.map { findings[$0] }
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
            var members: [String: JSONValue] = [
                "path": .string(entry.path),
                "rule": .string(entry.rule),
                "fingerprint": .string(entry.fingerprint),
                "message": .string(entry.message),
            ]
            if !entry.lineFingerprint.isEmpty { members["lineFingerprint"] = .string(entry.lineFingerprint) }
            return .object(members)
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
            var lineFingerprint = ""
            if let value = fields["lineFingerprint"] {
                guard case .string(let s) = value else {
                    throw BaselineError(path, "invalid baseline: findings[\(index)].lineFingerprint must be a string")
                }
                lineFingerprint = s
            }
            guard case .string(let message)? = fields["message"] else {
                return Entry(path: file, rule: rule, fingerprint: fingerprint, message: "", lineFingerprint: lineFingerprint)
            }
            return Entry(path: file, rule: rule, fingerprint: fingerprint, message: message, lineFingerprint: lineFingerprint)
        }
        return Baseline(entries: entries)
    }
}
