/// `main-screen-bounds`: layout read from the whole screen (`UIScreen.main.bounds`, `.nativeBounds`,
/// `….screen.bounds`) instead of from the scene or view. Reported once per chain, at its start — except where
/// Rules/main-screen-bounds.md, *exempt* says the screen size is fine (`MainScreenBoundsExemptions`): fallbacks when
/// there is no window or proposal, `UIWindow(frame:)`, animation and bitmap uses, hints, placeholders and
/// measurements, and comparisons `width-breakpoint` leaves out.
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
        guard isMainScreen || isSceneScreen, !MainScreenBoundsExemptions.isExempt(node, ctx) else { return }
        ctx.report(Self.descriptor, fromToken: node.firstToken, toToken: node.lastToken,
                   "\(isMainScreen ? "UIScreen.main." : "The screen's ")\(node.name ?? "bounds") is the whole display (466 pt folded, 951 open on iPhone Duo); use the view's or scene's size, or size classes.",
                   problems: ctx.expressionProblems(of: node))
    }
}

/// Rules/main-screen-bounds.md, *exempt*.
enum MainScreenBoundsExemptions {
    static func isExempt(_ bounds: Node, _ ctx: FileContext) -> Bool {
        if isFallback(bounds) || isGuardFallback(bounds) || isWindowFrame(bounds) || isWindowSizedToScreen(bounds)
            || isNoSizeYetFallback(bounds, ctx) || isNoWindowDefault(bounds) { return true }
        if isDecoration(bounds) { return true }
        var visited = ExemptUseVisits()
        return isExemptUse(bounds, kind: nil, ctx, depth: 0, &visited)
    }

    // MARK: Fallbacks

    /// The right-hand side of `??` whose left side is a window's, scene's or view's size or bounds, or a proposed
    /// size (`window?.bounds ?? UIScreen.main.bounds`, `proposal.width ?? UIScreen.main.bounds.width`, `sourceView?.bounds
    /// ?? CGRect(x: UIScreen.main.bounds.midX, …)`).
    static func isFallback(_ bounds: Node) -> Bool {
        var n = bounds
        for _ in 0..<24 {
            guard let p = n.parent else { return false }
            if (p.kind == .memberAccess && p.firstChild == n) || p.kind == .tuple || p.kind == .optionalChain
                || p.kind == .forceUnwrap || p.kind == .prefix {
                n = p
                continue
            }
            if p.kind == .binary, let op = LayoutContext.operatorText(p), LayoutContext.arithmeticOperators.contains(op) {
                n = p
                continue
            }
            // A rectangle or size built from it: `CGRect(x: UIScreen.main.bounds.midX, …)`.
            if p.kind == .argument, let call = p.parent, call.kind == .call, call.firstChild != p,
               call.calleeIs("CGRect") || call.calleeIs("CGSize") || call.calleeIs("CGPoint")
                || (call.calleeIs("init") && call.firstChild?.kind == .memberAccess && call.firstChild?.childCount == 0) {
                n = call
                continue
            }
            if p.kind == .argument, let t = p.parent, t.kind == .tuple { n = p; continue }
            break
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
                || words.contains("proposal") || words.contains("proposed")
                || name == "bounds" || name == "frame" || name == "size"
        }
    }

    /// The `else` of a `guard` (or of an `if let`) whose conditions bind a window, window scene or view — a name
    /// bound from an expression whose last member is `window`, `windows.first`, `keyWindow`, `windowScene` or `view`
    /// (or another name ending in the word `window`: `firstKeyWindow`), or from `as? UIWindowScene` — when the code
    /// after the `guard` (the `if` body) reads that name's `bounds`, `frame` or `size`.
    static func isGuardFallback(_ bounds: Node) -> Bool {
        var child = bounds
        for a in bounds.ancestors {
            switch a.kind {
            case .guardStmt:
                guard let list = a.child(ofKind: .conditionList), a.child(a.childCount - 1) == child, child.kind == .codeBlock,
                      let block = a.parentSkippingIfConfig, block.kind == .codeBlock else { break }
                let names = boundWindows(list)
                if names.isEmpty { break }
                // The code after the guard in its block.
                var reads = false
                block.forEachStatement { s in
                    if !reads, s.startOffset > a.endOffset, readsGeometry(of: names, in: s) { reads = true }
                }
                if reads { return true }
            case .ifStmt:
                guard let list = a.child(ofKind: .conditionList), a.childCount >= 3, a.child(2) == child,
                      let then = a.child(1) else { break }
                let names = boundWindows(list)
                if !names.isEmpty, readsGeometry(of: names, in: then) { return true }
            case .funcDecl, .typeDecl:
                return false
            default:
                break
            }
            child = a
        }
        return false
    }

    /// Narrowed on real apps (Slide): the `??` fallback written as a test of a size not known yet — `w == 0 ? <screen> :
    /// w`, `w > 0 ? w : <screen>`, `if w <= 0 { w = <screen> }`, `if w < 10 { w = <screen> }` — where `w` names a width,
    /// height or size (`tableWidth`, `collectionView.bounds.width`) and the limit is a literal of at most 20 points.
    static func isNoSizeYetFallback(_ bounds: Node, _ ctx: FileContext) -> Bool {
        var n = bounds
        for _ in 0..<24 {
            guard let p = n.parent else { return false }
            if (p.kind == .memberAccess && p.firstChild == n) || p.kind == .optionalChain || p.kind == .forceUnwrap
                || (p.kind == .tuple && p.childCount == 1) {
                n = p
                continue
            }
            if p.kind == .argument, p.nameToken < 0, let t = p.parent, t.kind == .tuple, t.childCount == 1 { n = t; continue }
            if p.kind == .binary, let op = LayoutContext.operatorText(p), LayoutContext.arithmeticOperators.contains(op) {
                n = p
                continue
            }
            break
        }
        guard let p = n.parent else { return false }
        let constants = ctx.analysis(FileConstants.self)
        if p.kind == .ternary, p.childCount == 3, let condition = p.child(0), let a = p.child(1), let b = p.child(2) {
            if a == n { return testsNoSize(condition, b, whenTrue: true, constants) }
            if b == n { return testsNoSize(condition, a, whenTrue: false, constants) }
            return false
        }
        // `w = <screen>`, a statement of the body of an `if` whose one condition tests `w`.
        guard p.kind == .binary, LayoutContext.operatorText(p) == "=", p.child(1) == n, let target = p.child(0),
              let block = p.parent, block.kind == .codeBlock, let ifStmt = block.parent, ifStmt.kind == .ifStmt,
              ifStmt.child(1) == block, let list = ifStmt.child(ofKind: .conditionList), list.childCount == 1,
              let condition = list.firstChild else { return false }
        return testsNoSize(condition, target, whenTrue: true, constants)
    }

    /// Whether `condition` holds when `value` (a name or chain with the word width, height or size, or a `bounds` /
    /// `frame`) is zero or below a small literal (`whenTrue`), or holds when it is not (`w > 0`, `w != 0`).
    private static func testsNoSize(_ condition: Node, _ value: Node, whenTrue: Bool, _ constants: FileConstants) -> Bool {
        let c = condition.unparenthesized
        guard c.kind == .binary, let op = LayoutContext.operatorText(c), let l = c.child(0), let r = c.child(1),
              let chain = value.unparenthesized.memberChain, let last = chain.last,
              NameWords.containsAny(last, ["width", "height", "size"]) || last == "bounds" || last == "frame" else { return false }
        let flipped = l.unparenthesized.memberChain != chain
        let (tested, limit) = flipped ? (r, l) : (l, r)
        guard tested.unparenthesized.memberChain == chain, let t = LayoutContext.literalValue(limit, constants),
              t >= 0, t <= 20 else { return false }
        // As `value op limit`.
        let mirrored: [String: String] = ["<": ">", ">": "<", "<=": ">=", ">=": "<="]
        switch flipped ? mirrored[op] ?? op : op {
        case "==", "<=": return whenTrue
        case "<": return whenTrue && t > 0
        case "!=", ">": return !whenTrue
        default: return false
        }
    }

    private static func boundWindows(_ list: Node) -> Set<String> {
        var out: Set<String> = []
        list.forEachChild(ofKind: .optionalBinding) { b in
            guard let name = b.name, let v = b.initializerValue?.unparenthesized else { return }
            if v.kind == .cast, v.firstChild != nil, v.children.contains(where: { $0.kind == .typeRef && $0.name == "UIWindowScene" }) {
                out.insert(name)
                return
            }
            guard let chain = v.memberChain, let last = chain.last else { return }
            if ["window", "keyWindow", "windowScene", "view"].contains(last) || NameWords.split(last).last == "window"
                || (last == "first" && chain.count >= 2 && chain[chain.count - 2] == "windows") {
                out.insert(name)
            }
        }
        return out
    }

    private static func readsGeometry(of names: Set<String>, in root: Node) -> Bool {
        var found = false
        root.walk { n in
            if found { return false }
            if n.kind == .memberAccess, n.nameIs("bounds") || n.nameIs("frame") || n.nameIs("size"),
               let chain = n.firstChild?.memberChain, chain.count >= 1, names.contains(chain[0]) {
                found = true
            }
            return true
        }
        return found
    }

    /// The `frame:` of `UIWindow(frame:)` or of a `UIWindow` subclass's initializer (a type named `…Window`):
    /// UIKit sizes a window to its scene.
    static func isWindowFrame(_ bounds: Node) -> Bool {
        let p = LayoutFrames.valuePosition(of: bounds)
        guard let arg = p.parent, arg.kind == .argument, arg.nameIs("frame"), let call = arg.parent, call.kind == .call,
              let type = call.constructedTypeName else { return false }
        return type == "UIWindow" || NameWords.split(type).last == "window"
    }

    /// Narrowed on real apps (decoration, as *fixed-width: exempt* lists it): inside `.background(…)` / `.overlay(…)`
    /// content, or an argument of a gradient (`RadialGradient(…, endRadius: UIScreen.main.bounds.width * 1.5)`).
    static func isDecoration(_ bounds: Node) -> Bool {
        for a in bounds.ancestors {
            switch a.kind {
            case .argument:
                guard let call = a.parent, call.kind == .call, call.firstChild != a else { continue }
                if call.isModifierCall, call.calleeIs("background") || call.calleeIs("overlay"), !a.nameIs("alignment") { return true }
                if let type = call.constructedTypeName, type.hasSuffix("Gradient") { return true }
            case .codeBlock, .closure, .funcDecl, .typeDecl:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Narrowed on real apps: the screen's width compared with its own height (`bounds.width > bounds.height`, the same
    /// receiver on both sides) asks the device's orientation, which `main-screen-bounds` is not about.
    static func isOrientationTest(_ dimension: Node, _ other: Node, _ kind: ContainerSizes.Kind) -> Bool {
        let o = other.unparenthesized
        guard dimension.kind == .memberAccess, o.kind == .memberAccess, let base = dimension.firstChild,
              let otherBase = o.firstChild else { return false }
        guard kind == .width ? o.nameIs("height") : o.nameIs("width") else { return false }
        guard let a = base.memberChain, let b = otherBase.memberChain, !a.isEmpty else { return false }
        return a == b
    }

    /// Narrowed on real apps (KeePassium's cover and lock windows): a window sized to its screen by assignment —
    /// `coverWindow.bounds = scene.screen.bounds`, `window.frame = UIScreen.main.bounds` — where the window is a name
    /// or member whose last word is window, or a local made by `UIWindow(…)` (or a `…Window` type's initializer).
    /// As for `UIWindow(frame:)`, UIKit sizes a window to its scene: the screen's size is never the layout's.
    static func isWindowSizedToScreen(_ bounds: Node) -> Bool {
        let p = LayoutFrames.valuePosition(of: bounds)
        guard let assignment = p.parent, assignment.kind == .binary, LayoutContext.operatorText(assignment) == "=",
              assignment.child(1) == p, let target = assignment.child(0), target.kind == .memberAccess,
              target.nameIs("bounds") || target.nameIs("frame"), let base = target.firstChild,
              let chain = base.memberChain, let last = chain.last else { return false }
        if NameWords.split(last).last == "window" { return true }
        guard chain.count == 1, case .binding(let made?, _, _) = LocalDeclaration.of(last, at: base),
              let type = made.unparenthesized.constructedTypeName else { return false }
        return type == "UIWindow" || NameWords.split(type).last == "window"
    }

    /// Narrowed on real apps (Delta's save-state grid): the screen's size as the default of a `var` that the next
    /// statements replace with a window's size when there is a window — `var w = UIScreen.main.bounds.width` then
    /// `if let window = view.window { w = window.bounds.width }` (the assignment anywhere in that `if`'s body, its
    /// nested branches too): the screen is only the fallback for no window, as a `??` or `guard` fallback is.
    static func isNoWindowDefault(_ bounds: Node) -> Bool {
        var binding: Node?
        for a in bounds.ancestors {
            if a.kind == .initializer, let owner = a.parent, owner.kind == .patternBinding { binding = owner; break }
            if a.kind == .codeBlock || a.kind == .closure || a.kind == .funcDecl || a.kind == .typeDecl { return false }
        }
        guard let binding, let name = binding.name, binding.nameToken >= 0, let decl = binding.parent,
              decl.kind == .varDecl, !decl.flags.contains(.isLet), let block = decl.parentSkippingIfConfig, block.kind == .codeBlock else {
            return false
        }
        var found = false
        block.forEachStatement { s in
            guard !found, s.startOffset > decl.endOffset, s.kind == .ifStmt, let list = s.child(ofKind: .conditionList),
                  let then = s.child(1) else { return }
            let windows = boundWindows(list)
            guard !windows.isEmpty else { return }
            var steps = 0
            then.walk { n in
                steps += 1
                if found || steps > 5_000 || n.kind == .closure { return false }
                if n.kind == .binary, LayoutContext.operatorText(n) == "=", let target = n.child(0),
                   target.kind == .identifier, target.name == name, let value = n.child(1), readsGeometry(of: windows, in: value) {
                    found = true
                }
                return !found
            }
        }
        return found
    }

    /// `min(a, b)` whose other argument than `arg` is a literal (or constant) of at most `fixed-width`'s threshold.
    static func isCappedByNarrowLiteral(_ call: Node, besides arg: Node, _ ctx: FileContext) -> Bool {
        let others = call.arguments.filter { $0 != arg && !$0.isTrailingClosure }
        guard others.count == 1, let v = others[0].value,
              let t = LayoutContext.literalValue(v, ctx.analysis(FileConstants.self)) else { return false }
        return t >= 0 && t <= FixedWidth.defaultThreshold
    }

    /// Whether `name` is a property of `type` (a stored, `lazy` or closure-initialised one) whose value is made by a
    /// `constraint(lessThanOrEqualToConstant:)` call on a height anchor: a height cap.
    static func isHeightCapConstraint(_ name: String, in type: Node) -> Bool {
        var found = false
        var steps = 0
        type.walk { n in
            steps += 1
            if found || steps > 20_000 { return false }
            guard n.kind == .patternBinding, n.name == name, let value = n.initializerValue else {
                return n.kind != .funcDecl && n.kind != .closure
            }
            var inner = 0
            value.walk { m in
                inner += 1
                if found || inner > 2_000 { return false }
                if m.kind == .call, m.calleeIs("constraint"), m.argument("lessThanOrEqualToConstant") != nil,
                   let callee = m.firstChild, callee.kind == .memberAccess, callee.firstChild?.memberChain?.last == "heightAnchor" {
                    found = true
                }
                return !found
            }
            return false
        }
        return found
    }

    /// Whether `type` assigns `name` (`name = …`, `self.name = …`) a value read from a window's size (a `bounds`,
    /// `frame` or `size` of a chain with a name whose last word is window).
    static func isReplacedByWindowSize(_ name: String, in type: Node) -> Bool {
        var found = false
        var steps = 0
        type.walk { n in
            steps += 1
            if found || steps > 20_000 { return false }
            guard n.kind == .binary, LayoutContext.operatorText(n) == "=", let target = n.child(0), let value = n.child(1),
                  let chain = target.memberChain, chain.last == name, chain.count == 1 || (chain.count == 2 && chain[0] == "self")
            else { return true }
            value.walk { m in
                if found { return false }
                if m.kind == .memberAccess, m.nameIs("bounds") || m.nameIs("frame") || m.nameIs("size"),
                   let c = m.firstChild?.memberChain, c.contains(where: { NameWords.split($0).last == "window" }) {
                    found = true
                }
                return !found && m.kind != .closure
            }
            return !found
        }
        return found
    }

    /// Narrowed on real apps: the screen size combined with a gesture's values (`value.startLocation.y`,
    /// `value.translation`, a name with the word translation or velocity) or with the keyboard's frame, which are in
    /// screen coordinates: gesture and keyboard math, not layout.
    static func isGestureOrKeyboardOperand(_ other: Node) -> Bool {
        if other.unparenthesized.kind != .identifier, isInScreenCoordinates(other.unparenthesized) { return true }
        var found = false
        other.walk { n in
            if found { return false }
            if n.kind == .identifier || n.kind == .memberAccess, let name = n.name {
                let words = NameWords.split(name)
                if n.kind == .identifier, !found, isInScreenCoordinates(n) { found = true }
                if words.contains("translation") || words.contains("velocity") || words.contains("keyboard")
                    || name == "startLocation" || name == "location" || name == "predictedEndLocation"
                    || (words.last == "location" && words.contains { touchWords.contains($0) }) {
                    found = true
                }
                // `endFrame` bound (`let`, `guard let`, `if let`) in the function from the keyboard notification's frame.
                if n.kind == .identifier, !found, let scope = n.functionScope {
                    var steps = 0
                    scope.walk { b in
                        steps += 1
                        if found || steps > 5_000 { return false }
                        guard b.kind == .patternBinding || b.kind == .optionalBinding, b.tree.tokensEqual(b.nameToken, n.nameToken),
                              let v = b.initializerValue else { return true }
                        v.walk { m in
                            if !found, (m.kind == .identifier || m.kind == .memberAccess), let mn = m.name,
                               NameWords.split(mn).contains("keyboard") { found = true }
                            return !found
                        }
                        return true
                    }
                }
            }
            return !found && n.kind != .closure
        }
        return found
    }

    /// Whether a use of the screen size (the bounds chain, a name bound from it, a parameter given it) is exempt:
    /// a comparison `width-breakpoint` leaves out, an animation or bitmap use, a hint, placeholder or measurement, an
    /// `==`/`!=` with a window's size, or a name or same-file parameter every use of which is one of these. `kind`:
    /// the dimension the value already is (`.width` / `.height`), when it is one.
    static func isExemptUse(_ value: Node, kind: ContainerSizes.Kind?, _ ctx: FileContext, depth: Int,
                            _ visited: inout ExemptUseVisits) -> Bool {
        guard depth <= 3 else { return false }
        let key = ExemptUseVisits.key(value.id, kind)
        if visited.exempt.contains(key) { return true }
        guard visited.underWay.insert(value.id).inserted else { return false }
        let exempt = judgeUse(value, kind: kind, ctx, depth: depth, &visited)
        if exempt { visited.exempt.insert(key) }
        return exempt
    }

    /// `isExemptUse` for a use reached for the first time.
    private static func judgeUse(_ value: Node, kind: ContainerSizes.Kind?, _ ctx: FileContext, depth: Int,
                                 _ visited: inout ExemptUseVisits) -> Bool {
        // Through what computes from it: members, arithmetic, `min`/`max`/`CGFloat(…)`, sizes built from it.
        var n = value
        var kind = kind
        var geometry: Node?
        var direct = true   // still the dimension itself (only members and wrappers so far)
        for _ in 0..<24 {
            guard let p = n.parent else { break }
            // `a.equalTo(b)` is `a == b` (`CGRect`, `CGSize`, `CGPoint`): `!window.frame.equalTo(window.screen.bounds)`.
            if p.kind == .memberAccess, p.firstChild == n, p.nameIs("equalTo"), let call = p.parent, call.kind == .call,
               call.firstChild == p {
                if let other = call.arguments.first?.firstChild, comparesWithAWindow(other) || isWindowSizeLocal(other) { return true }
                break
            }
            if p.kind == .argument, let call = p.parent, call.kind == .call, call.firstChild != p, call.calleeIs("equalTo"),
               let callee = call.firstChild, callee.kind == .memberAccess, let other = callee.firstChild {
                if comparesWithAWindow(other) || isWindowSizeLocal(other) { return true }
                break
            }
            if p.kind == .memberAccess && p.firstChild == n {
                if p.nameIs("width") { kind = .width } else if p.nameIs("height") { kind = .height } else if !p.nameIs("size") { direct = false }
                n = p
                continue
            }
            if p.kind == .optionalChain || p.kind == .forceUnwrap || p.kind == .tryExpr || p.kind == .awaitExpr { n = p; continue }
            if p.kind == .tuple && p.childCount == 1 { n = p; continue }
            // Narrowed on the session-11 reading (nightguard's device sizes: `switch UIScreen.main.bounds.height { case
            // ..<568: return 28; case ..<667: return 32; default: return 36 }`): a `switch` over the dimension whose
            // cases are literals and ranges of them compares with each, judged as an ordering is — when none of them
            // flips on iPhone Duo, it picks what a size class would.
            if p.kind == .switchStmt, p.firstChild == n {
                guard direct, let kind, let thresholds = switchThresholds(p, ctx), !thresholds.isEmpty else { return false }
                return thresholds.allSatisfy { !WidthBreakpoint.flips($0, kind) }
            }
            if p.kind == .argument, let t = p.parent, t.kind == .tuple, t.childCount == 1, p.nameToken < 0 { n = t; continue }
            // A branch of `c ? a : b` is the ternary's value when taken. Narrowed on the session-11 reading (OctoPod's
            // `let screenHeight = devicePortrait ? UIScreen.main.bounds.height : UIScreen.main.bounds.width`, then
            // `if screenHeight <= 568`): when the other branch is the screen's other dimension, the value is a side
            // chosen by orientation, of no one dimension; a name bound to it says which (its name's dimension).
            if p.kind == .ternary, p.childCount == 3, let condition = p.child(0), condition != n {
                if let k = kind, let other = p.child(1) == n ? p.child(2) : p.child(1),
                   isScreenDimension(other, k == .width ? .height : .width) {
                    kind = nil
                }
                n = p
                continue
            }
            if p.kind == .binary, let op = LayoutContext.operatorText(p) {
                if ["<", ">", "<=", ">="].contains(op) {
                    if direct, let kind, isLeftOutComparison(p, operand: n, kind, ctx) { return true }
                    if kind == .height, let other = p.child(0) == n ? p.child(1) : p.child(0), isFitTest(other, ctx) { return true }
                    if direct, let kind, let other = p.child(0) == n ? p.child(1) : p.child(0),
                       isOrientationTest(n, other, kind) || isScreenDimension(other, kind == .width ? .height : .width) {
                        return true
                    }
                    if let other = p.child(0) == n ? p.child(1) : p.child(0), isGestureOrKeyboardOperand(other) { return true }
                    break
                }
                if op == "==" || op == "!=" {
                    // Narrowed on the session-10 reading (xDrip's `nativeBounds.height == 2340 ? 30 : 40`): an equality
                    // with a literal is left out by `width-breakpoint` (not its operator); the same two tests as an
                    // ordering decide it — a value outside the range, or a branch that only picks a number.
                    if direct, let kind, isLeftOutComparison(p, operand: n, kind, ctx) { return true }
                    let other = p.child(0) == n ? p.child(1) : p.child(0)
                    if let other, comparesWithAWindow(other) || isWindowSizeLocal(other) || isGestureOrKeyboardOperand(other) {
                        return true
                    }
                    break
                }
                if LayoutContext.arithmeticOperators.contains(op),
                   let other = p.child(0) == n ? p.child(1) : p.child(0), isGestureOrKeyboardOperand(other) {
                    return true
                }
                // Narrowed on real apps (Pocket Casts' artwork sizes): times the screen's scale it is a pixel size, a
                // bitmap use (`shortest * UIScreen.main.scale / 3`).
                if op == "*", let other = p.child(0) == n ? p.child(1) : p.child(0),
                   let last = other.unparenthesized.memberChain?.last, Self.scaleNames.contains(last) {
                    return true
                }
                if LayoutContext.arithmeticOperators.contains(op) || op == "??" {
                    direct = false
                    n = p
                    continue
                }
            }
            if p.kind == .prefix { direct = false; n = p; continue }
            if p.kind == .argument, let call = p.parent, call.kind == .call, call.firstChild != p {
                // `.offset(y: …)`, `CGAffineTransform(translationX: 0, y: …)`: motion, whatever the argument's label.
                if isEffectCall(call) || isImageCall(call) { return true }
                // Narrowed on real apps (Aidoku's sheets, openHAB's rows): the screen's height as a cap, `min(h, rowHeight)`:
                // a scene on iPhone Duo is as tall as its screen (Split View is side by side).
                if kind == .height, direct || isHeightOnly(n), call.calleeIs("min"), call.firstChild?.kind == .identifier {
                    return true
                }
                // Narrowed on the session-9 reading (Pocket Casts' icon cells: `min(124, (screenWidth - 30) / 3)`): a width
                // capped by `min(…)` at a literal `fixed-width` accepts (at most its threshold, 382 pt) fits every
                // iPhone Duo screen and pane whatever the screen's width.
                if kind == .width, call.calleeIs("min"), call.firstChild?.kind == .identifier,
                   isCappedByNarrowLiteral(call, besides: p, ctx) {
                    return true
                }
                if let name = call.calleeName, LayoutContext.transparentCallees.contains(name), p.nameToken < 0 {
                    direct = false
                    n = call
                    continue
                }
                if call.calleeIs("CGSize") || call.calleeIs("CGRect") || call.calleeIs("ProposedViewSize") || call.calleeIs("UIEdgeInsets")
                    || (call.calleeIs("init") && call.firstChild?.kind == .memberAccess && call.firstChild?.childCount == 0) {
                    if let label = p.name, hasEffectWord(label) { return true }
                    geometry = call
                    direct = false
                    n = call
                    continue
                }
            }
            break
        }
        let exemptions = ctx.analysis(SizingExemptions.self)
        if let g = geometry, g.calleeIs("CGSize") || g.calleeIs("CGRect"),
           exemptions.exemption(for: g, ctx.analysis(FileConstants.self)) != nil {
            return true
        }
        if exemptions.positionExemption(of: n) != nil { return true }
        let p = LayoutFrames.valuePosition(of: n)
        guard let parent = p.parent else { return false }
        switch parent.kind {
        case .argument:
            if let label = parent.name {
                if hasEffectWord(label) || label == "targetSize" { return true }
                if kind == .height, label == "lessThanOrEqualToConstant" { return true }   // a cap, as `min(…)`
            }
            guard let call = parent.parent, call.kind == .call else { return false }
            // Narrowed on the session-9 reading (damus' follow packs): `.frame(maxWidth: UIScreen.main.bounds.width)`
            // is a cap, which a pane narrower than the screen already is below (`fixed-width` never reports `maxWidth`).
            if let label = parent.name, label == "maxWidth" || label == "maxHeight", call.calleeIs("frame"), call.isModifierCall {
                return true
            }
            if isEffectCall(call) || isImageCall(call) { return true }
            if call.calleeIs("UIGraphicsImageRenderer") || call.calleeIs("UIGraphicsBeginImageContext")
                || call.calleeIs("UIGraphicsBeginImageContextWithOptions") || call.calleeIs("preparingThumbnail")
                || (call.calleeIs("drawHierarchy") && parent.nameIs("in")) {
                return true
            }
            if let name = call.calleeName, SizingExemptions.measuringCalls.contains(name), call.isModifierCall { return true }
            if call.calleeIs("constraint"), ctx.analysis(LayoutFrames.self).isBelowRequiredPriority(call) { return true }
            // Passed to a function of this file whose parameter is only used so (`isIPhoneSmallScreen(UIScreen.main.bounds.size)`).
            return parameterUsesAreExempt(parent, of: call, kind: direct ? kind : nil, ctx, depth: depth, &visited)
        case .binary:
            guard let op = LayoutContext.operatorText(parent), LayoutContext.assignmentOperators.contains(op),
                  parent.child(1) == p, let chain = parent.firstChild?.memberChain else { return false }
            if chain.contains("proposedSize") { return true }
            // Narrowed on real apps (Tinode): `cell.separatorInset = UIEdgeInsets(…, right: UIScreen.main.bounds.width)`
            // hides a separator with any number at least the cell's width: decoration.
            if let last = chain.last, isSeparatorInsetName(last) { return true }
            // Narrowed on the session-9 reading (Aidoku's sheets): a height cap assigned later — to a name like
            // `maxHeight` / `max_height`, or to the `constant` of a constraint made `lessThanOrEqualToConstant:` —
            // as the cap itself is (`min(…)`, `lessThanOrEqualToConstant:`).
            if kind == .height || isHeightOnly(p), let last = chain.last {
                let words = NameWords.split(last)
                if words.first == "max", words.last == "height" { return true }
                if last == "constant", chain.count >= 2, let type = parent.enclosingTypeDecl,
                   isHeightCapConstraint(chain[chain.count - 2], in: type) {
                    return true
                }
            }
            return chain.contains(where: hasEffectWord) || chain.contains(where: isKeyboardName)
        case .codeBlock:
            // A function's single expression is its value (an implicit `return`), and a computed property's is the
            // property's.
            guard parent.childCount == 1 else { return false }
            if parent.parent?.kind == .funcDecl { return isReturnedByEffectFunction(parent) }
            guard let owner = computedProperty(returning: parent) else { return false }
            return isExemptBinding(owner, kind: kind, direct: direct, ctx, depth: depth, &visited)
        case .returnStmt:
            if isReturnedByEffectFunction(parent) { return true }
            guard let owner = computedProperty(returning: parent) else { return false }
            return isExemptBinding(owner, kind: kind, direct: direct, ctx, depth: depth, &visited)
        case .initializer:
            guard let owner = parent.parent, owner.name != nil else { return false }
            if owner.kind == .parameter {
                return owner.name.map(hasEffectWord) == true || owner.parameterLabel.map(hasEffectWord) == true
            }
            guard owner.kind == .patternBinding else { return owner.name.map(hasEffectWord) ?? false }
            return isExemptBinding(owner, kind: kind, direct: direct, ctx, depth: depth, &visited)
        default:
            return false
        }
    }

    /// A property or local (`owner`, a pattern binding) given a screen-sized value — as its first value, or as what its
    /// getter returns: exempt when its name says motion or an effect, when it is a height cap named so, or when every
    /// use of it is exempt.
    static func isExemptBinding(_ owner: Node, kind: ContainerSizes.Kind?, direct: Bool, _ ctx: FileContext, depth: Int,
                                _ visited: inout ExemptUseVisits) -> Bool {
        guard let name = owner.name else { return false }
        if hasEffectWord(name) || isSeparatorInsetName(name) || isKeyboardName(name) { return true }
        // A cap named so (`maxHeight = UIScreen.main.bounds.height - 94`), as `min(…)`.
        if kind == .height || dimension(named: name) == .height, NameWords.split(name).first == "max",
           NameWords.split(name).last == "height" { return true }
        // A name bound from it: exempt only when every use of it is such a use (in the function; for a
        // property, in its type) — its members' uses too (`let b = windowScene.screen.bounds; b.width > b.height`).
        var uses = ctx.analysis(NameUses.self).values(named: name, excluding: owner, bases: true)
        if owner.enclosingScope == nil, let type = owner.enclosingTypeDecl {
            // Narrowed on real apps (Ice Cubes' SceneDelegate): a stored property's first value, which the type
            // replaces with a window's size (`windowWidth = window?.bounds.size.width ?? …`): a placeholder.
            if owner.getterBody == nil, isReplacedByWindowSize(name, in: type) { return true }
            let typeName = HingeTypeName.of(type)
            uses = uses.filter { $0.enclosingTypeDecl.flatMap(HingeTypeName.of) == typeName }
        }
        // A use written to a log neither keeps nor clears the name: the others decide, and there must be one.
        uses = uses.filter { !isLogged($0) }
        guard !uses.isEmpty else { return false }
        let bound = direct ? (kind ?? dimension(named: name)) : nil
        return uses.allSatisfy { isExemptUse($0, kind: bound, ctx, depth: depth + 1, &visited) }
    }

    /// Narrowed on real apps (Pocket Casts, DuckDuckGo): the screen's height compared with a content's height that
    /// is not a literal (`newSize.height > UIScreen.main.bounds.height`, `contentHeight > UIScreen.main.bounds.height -
    /// inset`) asks whether the content fits, to turn scrolling on: iPhone Duo's scenes sit side by side, so a scene's
    /// height is always its screen's, and the answer is the scene's. (`width-breakpoint` leaves every comparison with a
    /// non-literal value out.)
    ///
    /// Narrowed further on real apps (IVPN's device checks, `UIScreen.main.nativeBounds.height > device.rawValue`): the
    /// screen's height against any value that is neither a literal nor a constant and names no width — as
    /// `width-breakpoint`, which leaves every non-literal comparison out. A width on the other side stays a finding.
    static func isFitTest(_ other: Node, _ ctx: FileContext) -> Bool {
        guard LayoutContext.literalValue(other, ctx.analysis(FileConstants.self)) == nil else { return false }
        var namesWidth = false
        var named = false
        var steps = 0
        other.walk { x in
            steps += 1
            if namesWidth || steps > 256 { return false }
            if x.kind == .identifier || x.kind == .memberAccess, let name = x.name {
                named = true
                let words = NameWords.split(name)
                if words.contains("width") { namesWidth = true }
            }
            return !namesWidth && x.kind != .closure
        }
        return named && !namesWidth && steps <= 256
    }

    /// The screen's other dimension: `UIScreen.main.bounds.height`, or a local bound from it (`let screenHeight =
    /// UIScreen.main.bounds.height`) — the screen's width compared with it asks the orientation (Pocket Casts' artwork:
    /// `let shortestSide = screenHeight > screenWidth ? screenWidth : screenHeight`).
    static func isScreenDimension(_ other: Node, _ kind: ContainerSizes.Kind) -> Bool {
        var o = other.unparenthesized
        if o.kind == .identifier, let name = o.name, case .binding(let bound?, _, _) = LocalDeclaration.of(name, at: o) {
            o = bound.unparenthesized
        }
        guard o.kind == .memberAccess, o.nameIs(kind == .width ? "width" : "height"), var base = o.firstChild else { return false }
        if base.kind == .memberAccess, base.nameIs("size"), let b = base.firstChild { base = b }
        guard base.kind == .memberAccess, base.nameIs("bounds") || base.nameIs("nativeBounds"),
              let chain = base.firstChild?.memberChain, let last = chain.last else { return false }
        return (chain.count >= 2 && chain[chain.count - 2] == "UIScreen" && (last == "main" || last == "mainScreen")) || last == "screen"
    }

    /// The screen's scale members: a size times one of them is in pixels.
    static let scaleNames: Set<String> = ["scale", "nativeScale", "displayScale"]

    /// A height read computed only by arithmetic with literals or other names (`UIScreen.main.bounds.height - 94`).
    static func isHeightOnly(_ n: Node) -> Bool {
        var x = n.unparenthesized
        var steps = 0
        while x.kind == .binary, steps < 16, let l = x.child(0) { x = l.unparenthesized; steps += 1 }
        return x.kind == .memberAccess && x.nameIs("height")
    }

    /// `width` / `height` when a name says which dimension it holds (`screenHeight`).
    static func dimension(named name: String) -> ContainerSizes.Kind? {
        let words = NameWords.split(name)
        if words.last == "width" { return .width }
        if words.last == "height" { return .height }
        return nil
    }

    /// A comparison with a literal that `width-breakpoint` does not report: the threshold lies outside the range,
    /// the comparison only picks a number (`UIScreen.main.bounds.height <= 667 ? 0.85 : 1`), or it is `&&`-joined with
    /// a condition false on iPhone Duo (`… > 768 && idiom == .pad`).
    static func isLeftOutComparison(_ c: Node, operand: Node, _ kind: ContainerSizes.Kind, _ ctx: FileContext) -> Bool {
        guard let other = c.child(0) == operand ? c.child(1) : c.child(0),
              let t = LayoutContext.literalValue(other, ctx.analysis(FileConstants.self)) else { return false }
        if !WidthBreakpoint.flips(t, kind) { return true }
        if WidthBreakpoint.isMootOnPhone(c, ctx) { return true }
        return ctx.analysis(ValueOnlyBranches.self).isValueOnly(c, ctx) == .yes
    }

    /// `keyWindow.frame.width == keyWindow.screen.bounds.width`: whether the window fills the screen (Split View,
    /// Slide Over) — the window's size is read, not assumed.
    static func comparesWithAWindow(_ other: Node) -> Bool {
        guard let chain = other.memberChain else { return false }
        return chain.dropLast().contains { name in
            NameWords.split(name).last == "window" || name == "windowSize"
        } || chain.last.map { $0 == "windowSize" || NameWords.split($0).first == "window" } ?? false
    }

    /// Narrowed on real apps (Mammoth's `isRunningInFullScreen()`): a local bound from a window's size (`let maxAppSize =
    /// max(w.bounds.size.width, w.bounds.size.height)`, `w` bound from `keyWindow`), which compared with the screen's
    /// asks whether the window fills the screen, as `comparesWithAWindow` does.
    static func isWindowSizeLocal(_ other: Node) -> Bool {
        let o = other.unparenthesized
        guard o.kind == .identifier, let name = o.name, case .binding(let bound?, _, _) = LocalDeclaration.of(name, at: o) else {
            return false
        }
        var found = false
        var steps = 0
        bound.walk { x in
            steps += 1
            if found || steps > 500 || x.kind == .closure { return false }
            guard x.kind == .memberAccess, x.nameIs("bounds") || x.nameIs("frame") || x.nameIs("size"), let base = x.firstChild,
                  let chain = base.memberChain, let first = chain.first else { return true }
            if comparesWithAWindow(x) || isWindow(first, at: base) { found = true }
            return !found
        }
        return found
    }

    /// A name whose last word is window (`keyWindow`), or a local bound from one (`if let w = keyWindow`).
    private static func isWindow(_ name: String, at use: Node) -> Bool {
        if NameWords.split(name).last == "window" { return true }
        guard case .binding(let bound?, _, _) = LocalDeclaration.of(name, at: use),
              let last = bound.unparenthesized.memberChain?.last else { return false }
        return NameWords.split(last).last == "window"
    }

    /// An argument given to a function declared in this file whose parameter, in its body, is only used in exempt
    /// ways (`func isIPhoneSmallScreen(_ frame: CGSize) -> Bool { frame.height > 0 && frame.height <= 667 }`).
    static func parameterUsesAreExempt(_ arg: Node, of call: Node, kind: ContainerSizes.Kind?, _ ctx: FileContext,
                                       depth: Int, _ visited: inout ExemptUseVisits) -> Bool {
        guard depth < CallFlow.maxDepth else { return false }
        let flow = ctx.analysis(CallFlow.self)
        let callees = flow.callees(of: call)
        guard !callees.isEmpty else { return false }
        let label = arg.argumentKey(in: call)
        for f in callees {
            guard let p = ValueOnlyBranches.parameter(of: f, label: label), let body = f.body, p.nameToken >= 0 else { return false }
            var uses: [Node] = []
            body.walk { n in
                if n.kind == .identifier, n.tree.tokensEqual(n.nameToken, p.nameToken), flow.parameter(referencedBy: n) == p {
                    uses.append(n)
                }
                return uses.count < 32
            }
            guard !uses.isEmpty else { return false }
            for u in uses where !isExemptUse(u, kind: kind, ctx, depth: depth + 1, &visited) { return false }
        }
        return true
    }
}
