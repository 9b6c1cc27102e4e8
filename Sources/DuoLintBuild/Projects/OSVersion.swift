/// An operating system version as a deployment target writes it: `17.0`, `16.4.1`; a `Package.swift` platform as
/// `.v17`, `.v16_4` or `"16.4"`. Compared component by component (missing components are 0).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: [Int]) {
        var c = components
        while c.count > 1 && c.last == 0 { c.removeLast() }
        self.components = c.isEmpty ? [0] : c
    }

    /// `17`, `17.0`, `16.4.1` (at most three components, each at most four digits); nil for anything else
    /// (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`, `""`, `17.x`).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var out: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else {
                return nil
            }
            out.append(n)
        }
        self.init(out)
    }

    /// A `SupportedPlatform.IOSVersion` member as `Package.swift` spells it: `v17`, `v16_4`, `v15_4_1`.
    public init?(packageMember name: String) {
        guard name.hasPrefix("v") else { return nil }
        self.init(name.dropFirst().replacingUnderscores())
    }

    public var description: String {
        (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        let n = max(a.components.count, b.components.count)
        for i in 0..<n {
            let x = i < a.components.count ? a.components[i] : 0
            let y = i < b.components.count ? b.components[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: OSVersion, b: OSVersion) -> Bool { !(a < b) && !(b < a) }

    public func hash(into hasher: inout Hasher) { hasher.combine(OSVersion(components).components) }
}

private extension Substring {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "." : $0 }) }
}
