/// VOCABULARY.md "name word": identifiers split into lower-cased words at camelCase humps, digits and `_`.
/// `foldOffset` → [fold, offset]; `folder` → [folder]; `URLSession` → [url, session]; `column2` → [column, 2].
public enum NameWords {
    public static func split(_ name: String) -> [String] {
        // ASCII names (nearly all) on the bytes: there each byte is a Character, digits are the only numbers and
        // A–Z / a–z the only cased letters, so this is the same split without Unicode property lookups.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return splitASCII(Array(name.utf8)) }
        var words: [String] = []
        var current: [Character] = []
        let chars = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (i, c) in chars.enumerated() {
            if c == "_" || c == "`" || c == "$" { flush(); continue }
            if c.isNumber {
                if let last = current.last, !last.isNumber { flush() }
                current.append(c)
                continue
            }
            if let last = current.last, last.isNumber { flush() }
            if c.isUppercase {
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if let last = current.last, last.isLowercase || (last.isUppercase && nextIsLower) { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    private static func splitASCII(_ b: [UInt8]) -> [String] {
        @inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        @inline(__always) func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
        @inline(__always) func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current.map { isUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for i in b.indices {
            let c = b[i]
            if c == UInt8(ascii: "_") || c == UInt8(ascii: "`") || c == UInt8(ascii: "$") { flush(); continue }
            if isDigit(c) {
                if let last = current.last, !isDigit(last) { flush() }
                current.append(c)
                continue
            }
            if let last = current.last, isDigit(last) { flush() }
            if isUpper(c) {
                let nextIsLower = i + 1 < b.count && isLower(b[i + 1])
                if let last = current.last, isLower(last) || (isUpper(last) && nextIsLower) { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// Whether the name contains `word` as a whole word (case-insensitive).
    public static func contains(_ name: String, word: String) -> Bool {
        let w = word.lowercased()
        guard mayContain(name, w) else { return false }
        return split(name).contains(w)
    }

    /// Whether the name contains any of the words.
    public static func containsAny(_ name: String, _ words: Set<String>) -> Bool {
        // Fast path: a name word is a substring of the lower-cased name, so most names are rejected
        // without splitting.
        guard words.contains(where: { mayContain(name, $0) }) else { return false }
        return split(name).contains { words.contains($0) }
    }

    /// Whether `word` (lower-case) occurs in `name`, ignoring ASCII case: a byte scan, no allocation.
    static func mayContain(_ name: String, _ word: String) -> Bool {
        var name = name
        var word = word
        return name.withUTF8 { n in
            word.withUTF8 { w in
                let len = w.count
                if len == 0 { return true }
                if n.count < len { return false }
                var i = 0
                while i <= n.count - len {
                    var k = 0
                    while k < len {
                        var c = n[i + k]
                        if c >= 0x41 && c <= 0x5A { c |= 0x20 }
                        if c != w[k] { break }
                        k += 1
                    }
                    if k == len { return true }
                    i += 1
                }
                return false
            }
        }
    }
}
