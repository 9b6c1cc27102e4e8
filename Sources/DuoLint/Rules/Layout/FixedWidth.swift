/// `fixed-width`: a view or rectangle given a fixed width of at least the threshold (default 200 pt):
/// `.frame(width:/minWidth:)`, `widthAnchor.constraint(equalToConstant:/greaterThanOrEqualToConstant:)`,
/// `CGRect(x:y:width:height:)`, `CGSize(width:height:)`. `maxWidth` is a readable-width cap and `idealWidth` a
/// preference: both are fine, and so are the sizes `SizingExemptions` lists (square graphics, carousel cards,
/// presentation roots, decoration, bitmaps and drawings, offsets, parameter defaults).
public final class FixedWidth: Rule {
    public static let descriptor = RuleDescriptor(
        id: "fixed-width", tier: 1, severity: .warning, category: .layout,
        summary: "A fixed width of 200 pt or more; iPhone Duo resizes scenes between a compact outer and a regular inner screen, so widths must adapt.",
        options: [.number("threshold", default: 200, in: 1...5_000, "The smallest fixed width reported, in points.")])
    public static let interests: Set<NodeKind> = [.call]
    /// The sizing calls judged.
    public static let requiredNames: Set<String> = ["frame", "widthAnchor", "CGRect", "CGSize"]

    static let defaultThreshold = 200.0

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let values = Self.judgedWidths(of: node)
        guard !values.isEmpty else { return }
        let threshold = Self.threshold(ctx)
        let constants = ctx.analysis(FileConstants.self)
        // One finding per call (`.frame(width: 300, minWidth: 400)` is one fixed width), reported at the call
        // (RULES.md: a modifier at its `.name`, a call at its callee name).
        for v in values {
            guard let n = LayoutContext.literalValue(v, constants), n >= threshold else { continue }
            guard ctx.analysis(SizingExemptions.self).exemption(for: node, constants) == nil else { return }
            ctx.report(Self.descriptor, at: node,
                       "Fixed width of \(LayoutFormat.number(n)) pt does not adapt to iPhone Duo's screens; use a flexible frame or a maxWidth cap.")
            return
        }
    }

    static func threshold(_ ctx: FileContext) -> Double { ctx.option(descriptor, "threshold") ?? defaultThreshold }

    /// The width values of a sizing call this rule judges (empty for any other call): the `width:`/`minWidth:`
    /// of `.frame`, the constant of a `widthAnchor` constraint, the `width:` of `CGRect(x:y:width:height:)` and
    /// `CGSize(width:height:)` unless they size an image or bitmap.
    static func judgedWidths(of node: Node) -> [Node] {
        guard node.kind == .call, let callee = node.firstChild else { return [] }
        var values: [Node] = []
        if node.calleeIs("frame") {
            guard callee.kind == .memberAccess else { return [] }
            for a in node.children where a.kind == .argument {
                if a.nameIs("width") || a.nameIs("minWidth"), let v = a.firstChild { values.append(v) }
            }
        } else if node.calleeIs("constraint") {
            guard callee.kind == .memberAccess, let base = callee.firstChild, let chain = base.memberChain,
                  chain.last == "widthAnchor" else { return [] }
            for a in node.children where a.kind == .argument {
                if a.nameIs("equalToConstant") || a.nameIs("greaterThanOrEqualToConstant"), let v = a.firstChild {
                    values.append(v)
                }
            }
        } else if node.calleeIs("CGRect") {
            guard node.constructedTypeName != nil, node.argument("x") != nil, let v = node.argumentValue("width"),
                  !LayoutContext.isImageSizing(node) else { return [] }
            values.append(v)
        } else if node.calleeIs("CGSize") {
            guard node.constructedTypeName != nil, let v = node.argumentValue("width"),
                  !LayoutContext.isImageSizing(node) else { return [] }
            values.append(v)
        }
        return values
    }

    /// Whether this rule, enabled in `ctx`, reports `value` (a width value of `call`): then `screen-size-literal`
    /// stays quiet about it (one problem, one finding).
    static func reports(_ value: Node, of call: Node, _ ctx: FileContext) -> Bool {
        guard ctx.options.enabledRules.contains(descriptor.id), judgedWidths(of: call).contains(value),
              let n = LayoutContext.literalValue(value, ctx.analysis(FileConstants.self)) else { return false }
        return n >= threshold(ctx)
    }
}

/// Formatting shared by the layout rules' messages.
enum LayoutFormat {
    /// `390.0` → `390`, `475.5` → `475.5`.
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }
}
