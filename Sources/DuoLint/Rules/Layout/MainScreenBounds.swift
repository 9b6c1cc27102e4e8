/// `main-screen-bounds`: layout read from the whole screen (`UIScreen.main.bounds`, `.nativeBounds`,
/// `….screen.bounds`) instead of from the scene or view. Reported once per chain, at its start.
public final class MainScreenBounds: Rule {
    public static let descriptor = RuleDescriptor(
        id: "main-screen-bounds", tier: 1, severity: .warning, category: .layout,
        summary: "Layout read from the screen's bounds (UIScreen.main.bounds, ….screen.bounds) instead of the scene or view size.")
    public static let interests: Set<NodeKind> = [.memberAccess]
    /// The screen bounds members.
    public static let requiredNames: Set<String> = ["bounds", "nativeBounds"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.nameIs("bounds") || node.nameIs("nativeBounds"), let base = node.firstChild,
              var chain = base.memberChain, var last = chain.last else { return }
        // `UIScreen.main.coordinateSpace.bounds`, `UIScreen.main.fixedCoordinateSpace.bounds`
        if chain.count >= 3 && (last == "coordinateSpace" || last == "fixedCoordinateSpace") {
            chain.removeLast()
            last = chain[chain.count - 1]
        }
        let isMainScreen = chain.count >= 2 && chain[chain.count - 2] == "UIScreen" && (last == "main" || last == "mainScreen")
        // `….screen.bounds`, `screen.bounds` (a UIScreen reached from a window or window scene)
        let isSceneScreen = last == "screen" && base.kind != .call
        guard isMainScreen || isSceneScreen, !Self.isFallback(node) else { return }
        ctx.report(Self.descriptor, fromToken: node.firstToken, toToken: node.lastToken,
                   "\(isMainScreen ? "UIScreen.main" : "The screen's") \(node.name ?? "bounds") ties layout to one screen; use the view's or scene's size, or size classes.")
    }

    /// The right-hand side of `??` after a window, scene or view size (`window?.bounds ?? UIScreen.main.bounds`):
    /// a fallback for when there is no window yet.
    static func isFallback(_ bounds: Node) -> Bool {
        var n = bounds
        while let p = n.parent, (p.kind == .memberAccess && p.firstChild == n) || p.kind == .tuple
                || p.kind == .optionalChain || p.kind == .forceUnwrap {
            n = p
        }
        guard let p = n.parent, p.kind == .binary, LayoutContext.operatorText(p) == "??", p.child(1) == n,
              let lhs = p.child(0) else { return false }
        var names: [String] = []
        lhs.walk { x in
            if (x.kind == .identifier || x.kind == .memberAccess), let name = x.name { names.append(name) }
            return x.kind != .closure
        }
        return names.contains { name in
            let words = NameWords.split(name)
            return words.contains("window") || words.contains("scene") || words.contains("view")
                || name == "bounds" || name == "frame" || name == "size"
        }
    }
}
