/// `width-breakpoint`: a width/height breakpoint — `proxy.size.width > 700`, `view.bounds.height <= 500`,
/// `geo.frame(in: .global).width < 400` — a comparison between a `.width`/`.height` chain that passes through
/// `size`, `bounds` or `frame` and a literal from 300 to 1400 (the range of phone and tablet screen sizes).
public final class WidthBreakpoint: Rule {
    public static let descriptor = RuleDescriptor(
        id: "width-breakpoint", tier: 1, severity: .warning, category: .layout,
        summary: "A layout breakpoint: a view or screen width/height compared with a fixed number; use size classes instead.")
    public static let interests: Set<NodeKind> = [.binary]

    static let range = 300.0...1400.0

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let t = node.nameToken
        guard t >= 0 else { return }
        let tree = node.tree
        guard tree.token(t, is: "<") || tree.token(t, is: ">") || tree.token(t, is: "<=") || tree.token(t, is: ">="),
              node.childCount == 2, let lhs = node.child(0), let rhs = node.child(1) else { return }
        let constants = ctx.analysis(FileConstants.self)
        var matched: (chain: [String], value: Double)?
        for (side, other) in [(lhs, rhs), (rhs, lhs)] {
            guard let v = LayoutContext.literalValue(other, constants), Self.range.contains(v),
                  let chain = LayoutContext.dimensionChain(side), Self.isDimensionChain(chain) else { continue }
            matched = (chain, v)
            break
        }
        guard let m = matched else { return }
        ctx.report(Self.descriptor, at: node,
                   "Breakpoint \(m.chain.last ?? "width") \(tree.tokenText(t)) \(LayoutFormat.number(m.value)) picks the wrong layout on iPhone Duo; branch on size classes instead.")
    }

    /// A chain ending in `width`/`height` that passes through a member named exactly `size`, `bounds` or `frame`.
    static func isDimensionChain(_ chain: [String]) -> Bool {
        guard chain.count >= 2, let last = chain.last, last == "width" || last == "height" else { return false }
        let path = chain.dropLast()
        guard let k = path.firstIndex(where: { $0 == "size" || $0 == "bounds" || $0 == "frame" }) else { return false }
        // `image.size.width > 1000`, `thumbnail.size.width < 200`: an image's pixels, not a layout
        return !path[path.startIndex..<k].contains { name in
            NameWords.split(name).contains { imageWords.contains($0) }
        }
    }

    static let imageWords: Set<String> = [
        "image", "images", "img", "photo", "picture", "thumbnail", "artwork", "icon", "video", "texture", "bitmap",
        "asset", "attachment", "media",
    ]
}
