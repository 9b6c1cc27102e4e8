import Foundation

/// The bytes of every file a run read, by the path it reports: each file is read once in a run, and everything after
/// the first read — the engine's later passes over some files, the baseline's legacy line fingerprints, the fixes
/// and their verification lints, the report's source snippets — gets the same bytes, so that a file changed on disk
/// during a run cannot give one part of it one text and another part another.
// @unchecked Sendable: `bytes` is read and written only with `lock` held; a file read on two threads at once (which
// a run never does: each input is loaded by one worker at a time) would be read twice, and the first bytes kept.
public final class SourceStore: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [String: [UInt8]] = [:]

    public init() {}

    /// The same input, its bytes read once and kept here (a read that fails is not kept: it fails again).
    public func keeping(_ input: LintInput) -> LintInput {
        let load = input.load
        let path = input.path
        var out = input
        out.load = { [self] in
            if let known = self[path] { return known }
            let read = try load()
            lock.lock()
            if bytes[path] == nil { bytes[path] = read }
            let kept = bytes[path]!
            lock.unlock()
            return kept
        }
        return out
    }

    /// The bytes read for `path` (a path as reported), nil when the run read no such file.
    public subscript(path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return bytes[path]
    }

    /// For version 1 baselines: the legacy line fingerprint of a finding, from its file's text as linted.
    public func legacyLineFingerprints() -> (Finding) -> String? {
        LegacyLines.fingerprints { self[$0] }
    }
}

/// A version 1 baseline's line fingerprints (`legacyLineFingerprint`), from the text of each finding's file.
public enum LegacyLines {
    /// `text` gives a file's bytes by the path findings name (nil: unknown); each file is split into lines once.
    public static func fingerprints(_ text: @escaping (String) -> [UInt8]?) -> (Finding) -> String? {
        var sources: [String: SourceText?] = [:]
        return { finding in
            if sources[finding.path] == nil {
                sources[finding.path] = .some(text(finding.path).map { SourceText(path: finding.path, bytes: $0) })
            }
            guard let source = sources[finding.path] ?? nil, finding.line >= 1, finding.line <= source.lineCount else {
                return nil
            }
            return legacyLineFingerprint(ruleID: finding.ruleID, line: source.lineText(finding.line - 1))
        }
    }
}

extension Baseline {
    /// `findings` split as the baseline at `file` matches them (`compare`, paths through `entryPath`): those no entry
    /// matches (new) and those an entry matches (known), each in the order of `findings`. `lint`, `fix` and the
    /// language server split them so.
    public func split(_ findings: [Finding], file: String, cwd: String,
                      legacyLineFingerprint: (Finding) -> String? = { _ in nil }) -> (new: [Finding], known: [Finding]) {
        let comparison = compare(findings, path: Baseline.entryPath(baselineFile: file, cwd: cwd),
                                 legacyLineFingerprint: legacyLineFingerprint)
        var new: [Finding: Int] = [:]
        for f in comparison.new { new[f, default: 0] += 1 }
        var known: [Finding] = []
        for f in findings {
            if let n = new[f], n > 0 { new[f] = n - 1 } else { known.append(f) }
        }
        return (comparison.new, known)
    }
}
