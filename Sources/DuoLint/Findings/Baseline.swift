import Foundation

/// Why a baseline could not be read; `description` is one line naming the file.
public struct BaselineError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ path: String, _ problem: String) {
        description = "\(path): \(problem)"
    }
}

/// Recorded findings (`--write-baseline FILE`, or the config's `"baseline"`) that a later run drops,
/// so CI and the hooks gate on new findings only (README, *Baselines*).
///
/// File format, keys sorted, entries sorted by path, rule, fingerprint, message:
///
///     {
///       "findings": [
///         { "fingerprint": "…", "lineFingerprint": "…", "message": "…", "path": "App/View.swift", "rule": "fixed-width" }
///       ],
///       "version": 2
///     }
///
/// A finding is matched by (path, rule, fingerprint) — never by line number, so edits elsewhere in the file do not
/// resurrect it. Fingerprints are numbered (`hash`, `hash:2`, see `Finding.numberOccurrences`), so two identical
/// findings are two entries. Entries left unmatched then match remaining findings by (path, rule, hash) ignoring the
/// number (one of two identical findings fixed; baselines written before the numbering), and then by
/// (path, rule, lineFingerprint) — the finding's line alone, whitespace removed — so lines inserted or edited right
/// next to a recorded finding, and a formatter run, do not resurrect it either. Entries form a multiset: each matches
/// at most one finding, so a copy of a recorded line is still a new finding. `message` is for people reading the file.
///
/// Version 1 baselines (before whitespace-insensitive line fingerprints) are still read: their fingerprints are the
/// same hashes, and their `lineFingerprint`s are compared with `legacyLineFingerprint` of the finding's line, which
/// the caller computes on demand (`filter(_:path:legacyLineFingerprint:)`).
///
/// Paths are compared as the `path` function given to `init(findings:path:)` and `filter(_:path:)`
/// makes them (the CLI: relative to the baseline file's directory, so any working directory works).
public struct Baseline: Equatable {
    /// The version `rendered()` writes.
    public static let currentVersion = 2

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
    /// The file's version (1: line fingerprints of the trimmed line; 2: of the line without whitespace).
    public let version: Int

    public init(entries: [Entry], version: Int = Baseline.currentVersion) {
        self.entries = entries.sorted()
        self.version = version
    }

    /// A baseline recording `findings`, with paths as `path` gives them (default: as reported).
    public init(findings: [Finding], path: (Finding) -> String = { $0.path }) {
        self.init(entries: findings.map {
            Entry(path: path($0), rule: $0.ruleID, fingerprint: $0.fingerprint, message: $0.message,
                  lineFingerprint: $0.lineFingerprint)
        })
    }

    /// How the findings of a run compare with the baseline.
    public struct Comparison {
        /// The findings no entry matches (new findings), in their original order.
        public var new: [Finding]
        /// How many findings an entry matched (known findings).
        public var known: Int
        /// The entries that matched no finding (fixed, or their code is gone).
        public var stale: [Entry]
    }

    /// The findings not matched by an entry, in their original order; each entry matches at most one.
    public func filter(_ findings: [Finding], path: (Finding) -> String = { $0.path },
                       legacyLineFingerprint: (Finding) -> String? = { _ in nil }) -> [Finding] {
        compare(findings, path: path, legacyLineFingerprint: legacyLineFingerprint).new
    }

    /// Matches findings against the entries: by fingerprint, then by its hash without the occurrence number, then
    /// by line fingerprint (for a version 1 baseline, by `legacyLineFingerprint` of the finding).
    public func compare(_ findings: [Finding], path: (Finding) -> String = { $0.path },
                        legacyLineFingerprint: (Finding) -> String? = { _ in nil }) -> Comparison {
        let m = Baseline.matches(entries, version: version, findings, path: path, legacyLineFingerprint: legacyLineFingerprint)
        let new = findings.indices.filter { !m.findings[$0] }.map { findings[$0] }
        let stale = entries.indices.filter { !m.entries[$0] }.map { entries[$0] }
        return Comparison(new: new, known: findings.count - new.count, stale: stale)
    }

    /// Which findings an entry matches and which entries match a finding (each at most one), the way `compare`
    /// matches them; ties go to the earlier entry. The readiness report's `--compare` matches previous runs so.
    public static func matches(_ entries: [Entry], version: Int, _ findings: [Finding], path: (Finding) -> String,
                               legacyLineFingerprint: (Finding) -> String? = { _ in nil }) -> (findings: [Bool], entries: [Bool]) {
        let paths = findings.map(path)
        var matched = [Bool](repeating: false, count: findings.count)
        var used = [Bool](repeating: false, count: entries.count)

        // Pass 1: the exact fingerprint. Pass 2: its hash, whatever the occurrence number.
        for pass in 0..<2 {
            var remaining: [Key: [Int]] = [:]
            for (e, entry) in entries.enumerated().reversed() where !used[e] {
                let fp = pass == 0 ? entry.fingerprint : String(fingerprintHash(entry.fingerprint))
                remaining[Key(entry.path, entry.rule, fp), default: []].append(e)
            }
            if remaining.isEmpty { break }
            for (i, finding) in findings.enumerated() where !matched[i] && !finding.fingerprint.isEmpty {
                let fp = pass == 0 ? finding.fingerprint : String(fingerprintHash(finding.fingerprint))
                let key = Key(paths[i], finding.ruleID, fp)
                if let e = remaining[key]?.popLast() {
                    matched[i] = true
                    used[e] = true
                }
            }
        }

        // Pass 3: the line alone.
        var byLine: [Key: [Int]] = [:]
        for (e, entry) in entries.enumerated().reversed() where !used[e] && !entry.lineFingerprint.isEmpty {
            byLine[Key(entry.path, entry.rule, entry.lineFingerprint), default: []].append(e)
        }
        if !byLine.isEmpty {
            for (i, finding) in findings.enumerated() where !matched[i] {
                let lineFP = version >= 2 ? finding.lineFingerprint : (legacyLineFingerprint(finding) ?? "")
                guard !lineFP.isEmpty, let e = byLine[Key(paths[i], finding.ruleID, lineFP)]?.popLast() else { continue }
                matched[i] = true
                used[e] = true
            }
        }
        return (matched, used)
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
        let findings = entries.map { entry -> JSON in
            var members: [String: JSON] = [
                "path": .string(entry.path),
                "rule": .string(entry.rule),
                "fingerprint": .string(entry.fingerprint),
                "message": .string(entry.message),
            ]
            if !entry.lineFingerprint.isEmpty { members["lineFingerprint"] = .string(entry.lineFingerprint) }
            return .object(members)
        }
        return JSON.object(["version": .int(version), "findings": .array(findings)]).rendered() + "\n"
    }

    /// Writes the baseline file atomically; its errors name it `shownAs` (default: `path`).
    public func write(to path: String, shownAs: String? = nil) throws {
        try writeAtomically(rendered(), to: path, shownAs: shownAs)
    }

    /// Reads a baseline file; its errors name it `shownAs` (default: `path`).
    public static func load(path: String, shownAs: String? = nil) throws -> Baseline {
        let shown = shownAs ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(shown, "cannot read the baseline (no such file or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BaselineError(shown, "invalid baseline: the file is not UTF-8")
        }
        return try parse(text, path: shown)
    }

    /// Parses baseline text; `path` is only used in error messages.
    public static func parse(_ text: String, path: String) throws -> Baseline {
        let root: JSON
        do {
            root = try JSON.parse(text, options: .strict)
        } catch let error as JSON.ParseError {
            throw BaselineError(path, "invalid baseline: invalid JSON at \(error)")
        }
        guard case .object(let members) = root, case .array(let items)? = members["findings"] else {
            throw BaselineError(path, "invalid baseline: expected an object with \"version\" and \"findings\"")
        }
        guard let v = members["version"]?.number, v == 1 || v == 2 else {
            throw BaselineError(path, "unsupported baseline version (expected \"version\": 1 or 2)")
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
        return Baseline(entries: entries, version: Int(v))
    }
}

extension Baseline {
    /// How a run names a finding in the baseline at `baselineFile`: its path relative to the baseline file's folder,
    /// whatever the current directory `cwd` of the run that writes or reads it (finding paths relative to `cwd`, or
    /// absolute as the language server's are). `duo-lint lint` (`--stdin-path`, `--staged` too) and the language
    /// server match through it, so the editor and CI agree on what the baseline knows.
    public static func entryPath(baselineFile: String, cwd: String) -> (Finding) -> String {
        let file = FileCollector.absolute(baselineFile, base: cwd)
        let directory = file == "/" ? "/" : String(file[..<file.lastIndex(of: "/")!])
        let base = directory.isEmpty ? "/" : directory
        return { finding in
            FileCollector.relative(FileCollector.absolute(finding.path, base: cwd), to: base)
        }
    }
}
