import DuoLint

/// `file:` URIs ↔ absolute paths (RFC 8089, as editors write them: `file:///path`, percent-encoded UTF-8).
public enum FileURI {
    /// The absolute, normalised path of a `file:` URI; nil for other schemes, a remote authority, or no path.
    public static func path(_ uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.count >= 5, rest.prefix(5).lowercased() == "file:" else { return nil }
        rest = rest.dropFirst(5)
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            let authority = rest[..<slash]
            guard authority.isEmpty || authority.lowercased() == "localhost" else { return nil }
            rest = rest[slash...]
        }
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        guard rest.hasPrefix("/") else { return nil }
        guard let decoded = percentDecoded(rest) else { return nil }
        return FileCollector.normalize(decoded)
    }

    /// The `file:` URI of an absolute path: every byte but unreserved characters and `/` percent-encoded.
    public static func uri(_ path: String) -> String {
        var out = "file://"
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(b)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 0xF)])
            }
        }
        out += String(decoding: bytes, as: UTF8.self)
        return out
    }

    private static func percentDecoded(_ s: Substring) -> String? {
        var bytes: [UInt8] = []
        var it = Array(s.utf8)[...]
        while let b = it.popFirst() {
            if b == UInt8(ascii: "%") {
                guard it.count >= 2, let hi = hexValue(it[it.startIndex]), let lo = hexValue(it[it.startIndex + 1]) else { return nil }
                bytes.append(hi << 4 | lo)
                it = it.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        guard !bytes.contains(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
