/// Which rules can fire in a file, decided from the names the file mentions before any rule runs.
///
/// A rule may declare `requiredNames`: identifiers (or attribute names) at least one of which every finding of
/// the rule needs in the same file — `ArrangementView` for `overlay-zindex-in-root`, the toolbar entry points
/// for the toolbar rules. A file that mentions none of them cannot trigger the rule, so the rule is neither
/// created nor visited there (nor are the analyses only it would build). The names are looked up on the
/// tokens in one pass (`NameSet`, no String per token); a backticked or attribute spelling counts as a mention,
/// so the gate only ever lets more rules run than strictly needed, never fewer.
///
/// A rule may also declare `requiredLiteralValues`: numbers one of which a numeric literal of the file must have
/// (`screen-size-literal` needs a screen dimension). The same pass reads each literal token's value, on the bytes
/// for plain decimals (`466`, `475.5`) and as the tree reads it (`Node.parseNumber`) for the rest.
struct RuleGate {
    /// Every required name of the enabled rules.
    private let names: NameSet
    /// Every required name prefix, and a bit per first byte (0…127) of theirs.
    private let prefixes: [[UInt8]]
    private let prefixFirstBytes: (UInt64, UInt64)
    /// Per rule (in the analyzer's order): indices into `names.sortedNames` then, offset by the names' count,
    /// into `prefixes`; empty for an ungated rule.
    private let required: [[Int]]
    /// Per hint group (see `init`): its names' indices into `names.sortedNames`.
    private let hintRequired: [[Int]]
    /// The first filter of the token pass: per length 0…63 (63: longer), a bit per first byte 0…127 that some name
    /// (or prefix, at every length from its own) could start a token of that length with; `@` and `` ` `` at every
    /// length (their tokens are unescaped first). Two words a length.
    private let candidates: [UInt64]
    /// Per rule with `requiredLiteralValues`: its index among the rules, and the values.
    private let literalRules: [(rule: Int, values: Set<Double>)]
    /// The whole parts of those values (a fraction is read only when its whole part is one of them).
    private let literalWholeParts: Set<Int64>
    let isEmpty: Bool

    /// `enabled: false` lets every rule run everywhere. `hintGroups`: name sets the same pass also answers for
    /// (whether the file mentions one of each), for the analyses (`FileHints`).
    init(rules: [any Rule.Type], enabled: Bool = true, hintGroups: [Set<String>] = []) {
        var all: Set<String> = []
        var allPrefixes: Set<String> = []
        if enabled {
            for rule in rules {
                all.formUnion(rule.requiredNames)
                allPrefixes.formUnion(rule.requiredNamePrefixes)
            }
            for g in hintGroups { all.formUnion(g) }
        }
        names = NameSet(all)
        let sortedPrefixes = allPrefixes.sorted()
        prefixes = sortedPrefixes.map { Array($0.utf8) }
        var low: UInt64 = 0, high: UInt64 = 0
        for p in prefixes {
            let c = min(p[0], 127)
            if c < 64 { low |= 1 << UInt64(c) } else { high |= 1 << UInt64(c - 64) }
        }
        prefixFirstBytes = (low, high)
        let count = names.names.count
        let position = Dictionary(uniqueKeysWithValues: names.sortedNames.enumerated().map { ($1, $0) })
        let prefixPosition = Dictionary(uniqueKeysWithValues: sortedPrefixes.enumerated().map { ($1, count + $0) })
        required = rules.map { rule in
            guard enabled else { return [] }
            return (rule.requiredNames.compactMap { position[$0] }
                    + rule.requiredNamePrefixes.compactMap { prefixPosition[$0] }).sorted()
        }
        hintRequired = enabled ? hintGroups.map { $0.compactMap { position[$0] } } : []
        literalRules = enabled ? rules.enumerated().compactMap { i, rule in
            rule.requiredLiteralValues.isEmpty ? nil : (i, rule.requiredLiteralValues)
        } : []
        literalWholeParts = Set(literalRules.flatMap { $0.values.map { Int64($0.rounded(.down)) } })
        isEmpty = all.isEmpty && allPrefixes.isEmpty && literalRules.isEmpty
        var table = names.firstBytes
        for l in 0..<64 {
            for c in [UInt8(ascii: "@"), UInt8(ascii: "`")] { table[2 * l + Int(c >> 6)] |= 1 << UInt64(c & 63) }
            for p in prefixes where l >= min(p.count, 63) {
                let c = min(p[0], 127)
                table[2 * l + Int(c >> 6)] |= 1 << UInt64(c & 63)
            }
        }
        candidates = table
    }

    /// Whether every byte is ASCII (eight at a time).
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let n = raw.count
            var i = 0
            var acc: UInt64 = 0
            while i + 32 <= n {
                acc |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                i += 32
            }
            while i + 8 <= n {
                acc |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < n {
                acc |= UInt64(raw[i])
                i += 1
            }
            return acc & 0x8080_8080_8080_8080 == 0
        }
    }

    /// For each rule, whether it can fire in the file.
    func applicableRules(in tree: SyntaxTree, isASCII: Bool? = nil) -> [Bool] {
        applicability(in: tree, isASCII: isASCII).rules
    }

    /// For each rule whether it can fire in the file, and for each hint group whether the file mentions one of its
    /// names (nil when the gate is off).
    func applicability(in tree: SyntaxTree, isASCII: Bool? = nil) -> (rules: [Bool], hints: [Bool]?) {
        if isEmpty { return ([Bool](repeating: true, count: required.count), nil) }
        var mentioned = [Bool](repeating: false, count: names.names.count + prefixes.count)
        /// Per entry of `literalRules`: some literal of the file has one of its values.
        var literalFound = [Bool](repeating: false, count: literalRules.count)
        // On the bytes: only names of a listed length and first byte are hashed. A name with non-ASCII bytes
        // (only possible when the file has some) is compared as a String.
        let fileIsASCII = isASCII ?? RuleGate.isASCII(tree.source.bytes)
        mentioned.withUnsafeMutableBufferPointer { mentioned in
            tree.source.bytes.withUnsafeBufferPointer { buf in
                tree.tokens.withUnsafeBufferPointer { toks in
                    names.firstBytes.withUnsafeBufferPointer { firstBytes in
                        candidates.withUnsafeBufferPointer { candidates in
                            scan(toks, buf, firstBytes, candidates,
                                 fileIsASCII ? [] : RuleGate.nonASCIIRuns(buf), tree, mentioned, &literalFound)
                        }
                    }
                }
            }
        }
        var rules = required.map { gate in gate.isEmpty || gate.contains { mentioned[$0] } }
        for (k, entry) in literalRules.enumerated() where !literalFound[k] { rules[entry.rule] = false }
        return (rules, hintRequired.isEmpty ? nil : hintRequired.map { group in group.contains { mentioned[$0] } })
    }

    /// The one pass over the identifier and attribute tokens: marks in `mentioned` the names (then the prefixes,
    /// from `names.names.count` on) that the file mentions, and in `literalFound` the `literalRules` some numeric
    /// literal token satisfies.
    // Unsafe: every buffer is borrowed from `applicability` for the call; token ranges lie within `buf` (the lexer made
    // them), `mentioned` has one slot per name. Covered by VocabularyGateTests (gated and ungated runs agree).
    private func scan(_ toks: UnsafeBufferPointer<Token>, _ buf: UnsafeBufferPointer<UInt8>,
                      _ firstBytes: UnsafeBufferPointer<UInt64>, _ candidates: UnsafeBufferPointer<UInt64>,
                      _ nonASCII: [Range<Int>], _ tree: SyntaxTree, _ mentioned: UnsafeMutableBufferPointer<Bool>,
                      _ literalFound: inout [Bool]) {
        let lengths = names.lengths
        let prefixBase = names.names.count
        let (prefixLow, prefixHigh) = prefixFirstBytes
        var literalsLeft = literalRules.count
        var run = 0
        for i in toks.indices {
            let tok = toks[i]
            if tok.kind == .integerLiteral || tok.kind == .floatLiteral {
                if literalsLeft > 0, let value = literalValue(buf, Int(tok.offset), tok.end) {
                    for (k, entry) in literalRules.enumerated() where !literalFound[k] && entry.values.contains(value) {
                        literalFound[k] = true
                        literalsLeft -= 1
                    }
                }
                continue
            }
            guard tok.kind == .identifier || tok.kind == .attribute else { continue }
            var start = Int(tok.offset)
            var end = tok.end
            guard start < end else { continue }
            // Does a run of non-ASCII bytes overlap the token? (Both go in file order.)
            while run < nonASCII.count && nonASCII[run].upperBound <= start { run += 1 }
            if run < nonASCII.count && nonASCII[run].lowerBound < end {
                // As Strings (canonical comparison), without `@` or backticks.
                let at = names.index(ofToken: Int32(i), in: tree)
                if at >= 0 { mentioned[at] = true }
                if !prefixes.isEmpty {
                    let name = String(decoding: UnsafeBufferPointer(rebasing: buf[NameSet.nameRange(
                        buf, start, end, attributeSign: true)]), as: UTF8.self)
                    for (k, p) in prefixes.enumerated() where name.hasPrefix(String(decoding: p, as: UTF8.self)) {
                        mentioned[prefixBase + k] = true
                    }
                }
                continue
            }
            var c = buf[start]
            // Most tokens stop at the first filter: no name or prefix has their length and first byte.
            let l0 = min(end - start, 63)
            guard candidates[2 &* l0 &+ Int(c >> 6)] >> UInt64(c & 63) & 1 != 0 else { continue }
            if c == 0x40 || c == 0x60 {  // `@name`, `` `name` ``
                let name = NameSet.nameRange(buf, start, end, attributeSign: true)
                start = name.lowerBound
                end = name.upperBound
                guard start < end else { continue }
                c = buf[start]
            }
            // ASCII from here: `c` < 128.
            let len = end - start
            if (c < 64 ? prefixLow >> UInt64(c) : prefixHigh >> UInt64(c &- 64)) & 1 != 0 {
                for k in prefixes.indices where len >= prefixes[k].count {
                    if prefixes[k].withUnsafeBufferPointer({ memcmp($0.baseAddress!, buf.baseAddress! + start, $0.count) }) == 0 {
                        mentioned[prefixBase + k] = true
                    }
                }
            }
            // The set's length and first-byte filters, inline: most names stop here.
            let l = min(len, 63)
            guard lengths >> UInt64(l) & 1 != 0,
                  firstBytes[2 &* l &+ Int(c >> 6)] >> UInt64(c & 63) & 1 != 0 else { continue }
            let at = names.index(ascii: UnsafeBufferPointer(rebasing: buf[start..<end]))
            if at >= 0 { mentioned[at] = true }
        }
    }

    /// The value of the numeric literal token at `buf[start..<end]` as `Node.numericValue` gives it, or nil when it
    /// cannot be one of `literalRules`' values. Up to 15 decimal digits are read on the bytes (exact doubles); a
    /// plain decimal fraction (`0.5`) is read only when its whole part is one of `literalWholeParts`; the rest (`_`,
    /// exponents, other bases) as the tree reads it (`Node.parseNumber`).
    private func literalValue(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        var v: Int64 = 0
        var i = start
        while i < end && i - start < 15 {
            let d = buf[i] &- 0x30
            if d > 9 { break }
            v = v &* 10 &+ Int64(d)
            i += 1
        }
        if i == end && i > start { return Double(v) }
        if i > start && i < end && buf[i] == 0x2E {
            var j = i + 1
            while j < end && buf[j] &- 0x30 <= 9 { j += 1 }
            if j == end && j > i + 1 && !literalWholeParts.contains(v) { return nil }
        }
        return Node.parseNumber(String(decoding: UnsafeBufferPointer(rebasing: buf[start..<end]), as: UTF8.self))
    }

    /// The runs of non-ASCII bytes of a file, in order (eight bytes at a time between them).
    // Unsafe: 8-byte loads only where 8 bytes remain. Covered by VocabularyGateTests and RobustnessTests (non-ASCII input).
    private static func nonASCIIRuns(_ buf: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let raw = UnsafeRawBufferPointer(buf)
        var runs: [Range<Int>] = []
        var i = 0
        let high: UInt64 = 0x8080_8080_8080_8080
        while i < buf.count {
            if i + 8 <= buf.count {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high
                if w == 0 {
                    i += 8
                    continue
                }
                i += w.trailingZeroBitCount / 8  // the first non-ASCII byte of the word
            } else if buf[i] < 0x80 {
                i += 1
                continue
            }
            let start = i
            while i + 8 <= buf.count && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high == high { i += 8 }
            while i < buf.count && buf[i] >= 0x80 { i += 1 }
            runs.append(start..<i)
        }
        return runs
    }
}

import Foundation
