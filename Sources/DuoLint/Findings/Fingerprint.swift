/// A finding's baseline fingerprint: 16 lowercase hex digits of a 64-bit FNV-1a hash of the rule id,
/// the trimmed text of the finding's line and the trimmed text of the nearest non-blank line above
/// and below it (empty at the file's edges).
///
/// Inserting, deleting or editing lines that are not the finding's line or its non-blank neighbours
/// leaves it unchanged, and so does re-indenting. Identical occurrences (same rule, same line text,
/// same neighbours) share this hash; `Finding.numberOccurrences` then tells them apart (`hash`, `hash:2`, …).
///
/// - Parameters:
///   - lineNumber: the finding's 1-based line.
///   - line: the text of a 1-based line, nil past the end of the file.
public func fingerprint<S: StringProtocol>(ruleID: String, lineNumber: Int, line: (Int) -> S?) -> String {
    func trimmed(_ n: Int) -> Substring? {
        guard n >= 1, let text = line(n) else { return nil }
        let s = Substring(String(text))
        guard let first = s.firstIndex(where: { !$0.isWhitespace }),
              let last = s.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return s[first...last]
    }
    func nearestNonBlank(from start: Int, step: Int) -> Substring {
        var n = start
        while let text = trimmed(n) {
            if !text.isEmpty { return text }
            n += step
        }
        return ""
    }
    var hash = FNV1a64()
    hash.add(ruleID)
    hash.add(nearestNonBlank(from: lineNumber - 1, step: -1))
    hash.add(trimmed(lineNumber) ?? "")
    hash.add(nearestNonBlank(from: lineNumber + 1, step: 1))
    return hash.hex
}

/// A finding's line fingerprint: a hash of the rule id and the text of the finding's line alone with all its
/// whitespace removed, so that a formatter run (re-indenting, `foo( x )` → `foo(x)`, `a=b` → `a = b`) leaves it
/// unchanged. The baseline falls back to it for recorded findings whose fingerprint no longer matches (lines inserted
/// or edited right above or below them, or whitespace changed in the line). Whitespace means ASCII whitespace inside
/// the line, and any Unicode whitespace at its ends.
public func lineFingerprint<S: StringProtocol>(ruleID: String, line: S) -> String {
    let s = Substring(String(line))
    var hash = FNV1a64()
    hash.add(ruleID)
    if let first = s.firstIndex(where: { !$0.isWhitespace }), let last = s.lastIndex(where: { !$0.isWhitespace }) {
        for byte in s[first...last].utf8 where !LineFingerprints.isSpace(byte) { hash.addRaw(byte) }
    }
    hash.addRaw(0)
    return hash.hex
}

/// The line fingerprint of baselines of version 1: the rule id and the line's text trimmed at its ends only.
/// Only read to match the entries of such baselines (see `Baseline`).
public func legacyLineFingerprint<S: StringProtocol>(ruleID: String, line: S) -> String {
    let s = Substring(String(line))
    var hash = FNV1a64()
    hash.add(ruleID)
    if let first = s.firstIndex(where: { !$0.isWhitespace }), let last = s.lastIndex(where: { !$0.isWhitespace }) {
        hash.add(s[first...last])
    } else {
        hash.add("")
    }
    return hash.hex
}

/// The fingerprint of the `occurrence`-th finding (1-based, in report order) of one rule in one file that shares
/// its `fingerprint` with earlier ones (two identical `.frame(width: 400)` lines, or two findings on one line):
/// `hash` for the first, `hash:2`, `hash:3` … after it — CodeQL's `primaryLocationLineHash` scheme, except that the
/// first occurrence keeps the bare hash, so baselines and code-scanning alerts recorded before stay matched.
public func numberedFingerprint(_ hash: String, occurrence: Int) -> String {
    occurrence <= 1 ? hash : "\(hash):\(occurrence)"
}

/// The hash of a possibly numbered fingerprint (`abc:2` → `abc`).
public func fingerprintHash(_ fingerprint: String) -> Substring {
    guard let colon = fingerprint.lastIndex(of: ":"), fingerprint[fingerprint.index(after: colon)...].allSatisfy(\.isNumber)
    else { return fingerprint[...] }
    return fingerprint[..<colon]
}

extension Finding {
    /// Numbers the findings that share (path, rule, fingerprint) with an earlier one, in the given (report) order,
    /// so that every finding's fingerprint is distinct (see `numberedFingerprint`). The order of identical
    /// occurrences is their position in the file, which unrelated edits do not change.
    public static func numberOccurrences(_ findings: inout [Finding]) {
        var seen: [String: [String: Int]] = [:]   // path + rule → fingerprint → occurrences so far
        for i in findings.indices where !findings[i].fingerprint.isEmpty {
            let key = findings[i].path + "\u{0}" + findings[i].ruleID
            let hash = findings[i].fingerprint
            let n = (seen[key]?[hash] ?? 0) + 1
            seen[key, default: [:]][hash] = n
            if n > 1 { findings[i].fingerprint = numberedFingerprint(hash, occurrence: n) }
        }
    }
}

/// `fingerprint` over the lines of a file (`lines[0]` is line 1).
public func fingerprint(ruleID: String, lines: [Substring], lineNumber: Int) -> String {
    fingerprint(ruleID: ruleID, lineNumber: lineNumber) { n in n <= lines.count ? lines[n - 1] : nil }
}

/// 64-bit FNV-1a; each added field is followed by a 0 byte so field boundaries count.
public struct FNV1a64: Hashable, Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add<S: StringProtocol>(_ field: S) {
        for byte in field.utf8 { mix(byte) }
        mix(0)
    }

    /// Mixes bytes in as they are (a caller that hashes fields adds the 0 separators itself).
    public mutating func addRaw(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { addRaw($0) }
    }

    public mutating func addRaw(_ bytes: UnsafeBufferPointer<UInt8>) {
        var h = state
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        state = h
    }

    public mutating func addRaw(_ byte: UInt8) { mix(byte) }

    public var value: UInt64 { state }

    @inline(__always) private mutating func mix(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }

    /// 16 lowercase hex digits.
    public var hex: String { FNV1a64.hex(state) }

    /// 16 lowercase hex digits of a hash value.
    // Unsafe: writes exactly the 16 bytes asked for. Covered by BaselineTests (fingerprints).
    public static func hex(_ value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buf in
            let digits: StaticString = "0123456789abcdef"
            let d = digits.utf8Start
            for k in 0..<16 { buf[k] = d[Int((value >> UInt64(60 - 4 * k)) & 0xF)] }
            return 16
        }
    }
}
