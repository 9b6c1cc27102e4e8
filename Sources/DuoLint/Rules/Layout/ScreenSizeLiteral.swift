/// `screen-size-literal`: an iPhone Duo (or common iPhone) screen dimension used as a layout constant.
///
/// Looks at numeric literals and at references to same-file constants (`let`/`static let` initialised to a
/// literal) that sit in a layout context (see `LayoutContext`). A constant whose own name contains the word
/// width or height is reported at its declaration (that initializer is itself a layout context), not again at
/// each use.
public final class ScreenSizeLiteral: Rule {
    public static let descriptor = RuleDescriptor(
        id: "screen-size-literal", tier: 1, severity: .warning, category: .layout,
        summary: "A screen dimension (iPhone Duo 466, 951, 669, 475.5…, or a common iPhone width like 390) used as a layout constant.")
    public static let interests: Set<NodeKind> = [.integerLiteral, .floatLiteral, .identifier, .memberAccess]

    /// iPhone Duo points and pixels (seed 004), then common iPhone widths.
    static let screenDimensions: Set<Double> = [
        466, 678, 951, 669, 475.5, 382, 867, 772, 594,
        1398, 2034, 2670, 1878, 2853, 2007,
        320, 375, 390, 393, 402, 414, 428, 430, 440,
    ]

    /// Same-file constants whose value is a screen dimension (nil until first needed).
    private var screenConstants: NameSet?
    /// The file has no such constant: identifiers need no look.
    private var noScreenConstants = false

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let value: Double
        switch node.kind {
        case .integerLiteral, .floatLiteral:
            guard let v = node.numericValue, Self.screenDimensions.contains(v) else { return }
            value = v
        case .identifier, .memberAccess:
            if noScreenConstants { return }
            let names = constants(ctx)
            if names.names.isEmpty {
                noScreenConstants = true
                return
            }
            guard node.nameIn(names), let name = node.name else { return }
            if node.kind == .identifier {
                // `cardWidth.magnitude`: the base of a member access is not the value itself.
                if let p = node.parent, p.kind == .memberAccess, p.firstChild == node { return }
            } else {
                guard let base = node.firstChild, base.kind == .identifier else { return }
            }
            // Declared with a width/height name: the declaration itself is reported.
            if LayoutContext.nameHasDimensionWord(name) { return }
            guard let v = ctx.analysis(FileConstants.self).literalValue(node) else { return }
            value = v
        default:
            return
        }
        guard ctx.analysis(LayoutContext.self).contains(node) else { return }
        ctx.report(Self.descriptor, at: node,
                   "\(LayoutFormat.number(value)) (\(Self.describe(value))) used as a layout constant; read sizes at run time instead.")
    }

    private func constants(_ ctx: FileContext) -> NameSet {
        if let c = screenConstants { return c }
        var out: Set<String> = []
        for (name, v) in ctx.analysis(FileConstants.self).values where Self.screenDimensions.contains(v) {
            out.insert(name)
        }
        let set = NameSet(out)
        screenConstants = set
        return set
    }

    static func describe(_ v: Double) -> String {
        switch v {
        case 466, 678: return "iPhone Duo's 466 × 678 pt outer screen"
        case 951, 669: return "iPhone Duo's 951 × 669 pt inner screen"
        case 475.5: return "half of iPhone Duo's inner screen"
        case 382, 594, 867, 772: return "an iPhone Duo safe-area size"
        case 1398, 2034: return "iPhone Duo's 1398 × 2034 px outer panel"
        case 2670, 1878, 2853, 2007: return "iPhone Duo's 2670 × 1878 px inner panel"
        default: return "a common iPhone screen width"
        }
    }
}
