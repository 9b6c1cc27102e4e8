/// Fingerprints identify a finding across runs without its line number: a 64-bit FNV-1a hash (hex) of the
/// rule id, the trimmed text of the finding's line and the trimmed text of the nearest non-blank line above
/// and below. Inserting or deleting unrelated lines elsewhere leaves it unchanged; identical occurrences
/// share a fingerprint, which the baseline treats as a multiset.
public enum Fingerprint {
    public static func make(ruleID: String, source: SourceText, lineIndex: Int) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ s: String) {
            for b in s.utf8 {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01B3
            }
            h ^= 0xFF
            h = h &* 0x0000_0100_0000_01B3
        }
        mix(ruleID)
        mix(trimmed(source, lineIndex))
        var above = lineIndex - 1
        while above >= 0 && trimmed(source, above).isEmpty { above -= 1 }
        mix(above >= 0 ? trimmed(source, above) : "")
        var below = lineIndex + 1
        while below < source.lineCount && trimmed(source, below).isEmpty { below += 1 }
        mix(below < source.lineCount ? trimmed(source, below) : "")
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func trimmed(_ source: SourceText, _ line: Int) -> String {
        let text = source.lineText(line)
        var scalars = Substring(text).unicodeScalars
        while let f = scalars.first, f == " " || f == "\t" { scalars.removeFirst() }
        while let l = scalars.last, l == " " || l == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
