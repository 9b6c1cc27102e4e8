/// `main-screen-bounds` (`MainScreenBounds.swift`): the words and calls that make a use of the screen's size something
/// other than layout — a position in screen coordinates, a log, a touch's location, motion and effects, bitmaps, a
/// `switch` over it with literal cases — and the visits of one evaluation (`ExemptUseVisits`).
extension MainScreenBoundsExemptions {
    /// Narrowed on the session-9 reading (damus' chat bubbles, Pocket Casts' keyboard overlap): a value in the screen's
    /// coordinates — read from `frame(in: .global)` or from `convert(…, to: window)` / `convert(…, to: nil)` — directly,
    /// through a local bound from one, or as the parameter of the `.onChange(of:)` closure that observes one. The
    /// screen's size next to it places something on the screen, as a gesture's location does: no layout.
    ///
    /// Narrowed on the session-11 reading (Anytype's colour popup: `let absoluteX = geometry.frame(in: .global).minX +
    /// centerX; let rightEdge = absoluteX + overlayFrame.width / 2; if rightEdge > screenWidth - padding`): a local
    /// computed from such a local is in the screen's coordinates too, followed through up to three locals.
    static func isInScreenCoordinates(_ n: Node) -> Bool {
        func readsGlobal(_ e: Node, depth: Int = 0) -> Bool {
            var found = false
            var steps = 0
            e.walk { x in
                steps += 1
                if found || steps > 256 { return false }
                if depth < 3, x.kind == .identifier, let name = x.name,
                   case .binding(let bound?, _, _) = LocalDeclaration.of(name, at: x), readsGlobal(bound, depth: depth + 1) {
                    found = true
                }
                if x.kind == .call, x.calleeIs("frame"), let v = x.argumentValue("in"), v.kind == .memberAccess, v.nameIs("global") {
                    found = true
                }
                if x.kind == .call, x.calleeIs("convert"), let to = x.argumentValue("to") {
                    let t = to.unparenthesized
                    if t.kind == .nilLiteral || (t.memberChain?.last).map({ NameWords.split($0).last == "window" }) == true {
                        found = true
                    }
                }
                return !found && x.kind != .closure
            }
            return found
        }
        guard n.kind == .identifier, let name = n.name else { return readsGlobal(n) }
        if case .binding(let bound?, _, _) = LocalDeclaration.of(name, at: n) { return readsGlobal(bound) }
        // `.onChange(of: geometry.frame(in: .global).midY) { newY in … }`
        for a in n.ancestors {
            guard a.kind == .closure else { continue }
            guard let signature = a.child(ofKind: .closureSignature),
                  signature.children.contains(where: { $0.kind == .parameter && $0.name == name }),
                  let arg = a.parent, arg.kind == .argument, let call = arg.parent, call.kind == .call,
                  call.calleeIs("onChange"), let observed = call.argumentValue("of") else { return false }
            return readsGlobal(observed)
        }
        return false
    }

    /// Narrowed on the session-10 reading (Yattee's rotation requests: `MPVLogging.logTransition(…, fromSize:
    /// screenBounds.size, …)`): a name's use written to a log is not laid out, and the name is judged by its other
    /// uses (a name only ever logged stays a finding, as a direct read in a log does). It is an argument of a logging call
    /// (`print`, `debugPrint`, `NSLog`, `os_log`, `dump`, or a call whose name or base has the word `log`, `logger`
    /// or `logging`, as `idiom-gated-layout`'s logging), directly or inside the argument's expression.
    static func isLogged(_ value: Node) -> Bool {
        var n = value
        for _ in 0..<32 {
            guard let p = n.parent else { return false }
            if p.kind == .closure || p.kind == .codeBlock || p.kind == .funcDecl || p.kind == .typeDecl { return false }
            if p.kind == .argument, let call = p.parent, call.kind == .call, call.firstChild != p, isLoggingCall(call) {
                return true
            }
            n = p
        }
        return false
    }

    /// Narrowed on the session-10 reading (Trio's popup: `func offset(popupFrame:) -> CGFloat { …
    /// UIScreen.main.bounds.height - popupFrame.minY … }`, given to `.transition(.offset(y:))`): the value a `return`
    /// (or a function's single expression, at `n`) gives back is that of a function whose name says motion or an
    /// effect, as a label or a name that says so. Not through a closure's `return`.
    static func isReturnedByEffectFunction(_ n: Node) -> Bool {
        for a in n.ancestors.prefix(64) {
            if a.kind == .closure { return false }
            if a.kind == .funcDecl { return a.name.map(hasEffectWord) ?? false }
        }
        return false
    }

    /// Narrowed on the session-11 reading (Anytype's confetti: `private var confettiHeight: CGFloat {
    /// UIScreen.main.bounds.height - 100 }`, given to `.confettiCannon(rainHeight:)`): what a computed property's getter
    /// gives back — its single expression (`site` the getter's block) or a `return` in it (`site` the return) — is the
    /// property's value, as a stored property's first value is. The property's binding, or nil.
    static func computedProperty(returning site: Node) -> Node? {
        guard var scope = site.enclosingScope else { return nil }
        if scope.kind == .accessor {
            guard scope.nameIs("get"), let binding = scope.parent, binding.kind == .patternBinding else { return nil }
            scope = binding
        }
        guard scope.kind == .patternBinding, let body = scope.getterBody else { return nil }
        return site.kind == .codeBlock && site != body ? nil : scope
    }

    /// `separatorInset`, and a name for one (`static let dividerSeparatorInsets = UIEdgeInsets(top: 0, left:
    /// UIScreen.main.bounds.width, …)`, Anytype's slash menu, narrowed on the session-11 reading): an inset at least the
    /// cell's width hides a separator, which is decoration.
    static func isSeparatorInsetName(_ name: String) -> Bool {
        let words = NameWords.split(name)
        return words.contains("separator") && (words.last == "inset" || words.last == "insets")
    }

    /// Narrowed on the session-11 reading (Session's `if keyboardEndFrame == .zero { keyboardEndFrame = CGRect(x:
    /// UIScreen.main.bounds.minX, y: UIScreen.main.bounds.maxY, …) }`): a value given to a name for the keyboard (its
    /// frame, its height) is in the keyboard's screen coordinates, as the keyboard math beside the screen's size is.
    static func isKeyboardName(_ name: String) -> Bool { NameWords.split(name).contains("keyboard") }

    static func isLoggingCall(_ call: Node) -> Bool {
        if call.calleeIs("print") || call.calleeIs("debugPrint") || call.calleeIs("NSLog") || call.calleeIs("os_log")
            || call.calleeIs("dump") {
            return true
        }
        guard let chain = call.firstChild?.memberChain else { return false }
        return chain.contains { NameWords.split($0).contains { loggingWords.contains($0) } }
    }

    static let loggingWords: Set<String> = ["log", "logger", "logging"]

    /// Narrowed on real apps (MovieSwiftUI's draggable cover: `endLocation.x > UIScreen.main.bounds.width - 50`): the
    /// first words of a touch's location, which is in the screen's coordinates as a gesture's values are.
    static let touchWords: Set<String> = ["start", "end", "drag", "touch", "tap", "gesture", "predicted", "pan", "swipe", "drop"]

    // MARK: The uses of a screen-sized value

    /// Words of a label or name that make a screen-sized value motion or an effect, not layout.
    static let effectWords: Set<String> = [
        "offset", "translation", "distance", "opacity", "progress", "rain", "confetti", "particle", "emitter",
    ]

    static func hasEffectWord(_ name: String) -> Bool { NameWords.split(name).contains { effectWords.contains($0) } }

    /// A call whose name or one of whose argument labels has an effect word.
    static func isEffectCall(_ call: Node) -> Bool {
        if let name = call.calleeName, hasEffectWord(name) { return true }
        return call.arguments.contains { a in a.label.map(hasEffectWord) ?? false }
    }

    /// A call that makes or processes a bitmap (`DownsampleProcessor(width:)`, `image.resized(to:)`,
    /// `ImageRequest(…, targetSize:)`, a map snapshot: `MapSnapshotter(size:)`, found on OneBusAway): its name or
    /// receiver has an image word.
    static func isImageCall(_ call: Node) -> Bool {
        func imageish(_ name: String) -> Bool {
            let words = NameWords.split(name)
            if let last = words.last, last == "view" || last == "cell" || last == "layer" || last == "button" { return false }
            return words.contains { ["image", "images", "thumbnail", "downsample", "resize", "resized", "bitmap", "pixel",
                                     "pixels", "render", "renderer", "snapshot", "snapshotter"].contains($0) }
        }
        if let name = call.calleeName, imageish(name) { return true }
        if let callee = call.firstChild, callee.kind == .memberAccess, let chain = callee.firstChild?.memberChain,
           let last = chain.last, imageish(last) { return true }
        return false
    }

    /// The literals a `switch`'s case patterns compare its subject with (`..<568`, `568..<667`, `700...`, `960`), or
    /// nil when a pattern is anything else (a binding, a `where` clause, a name that is no constant).
    static func switchThresholds(_ s: Node, _ ctx: FileContext) -> [Double]? {
        let constants = ctx.analysis(FileConstants.self)
        var out: [Double] = []
        for c in s.children where c.kind == .switchCase {
            guard let label = c.child(ofKind: .caseLabel) else { return nil }
            for pattern in label.children {
                let bounds: [Node]
                switch pattern.kind {
                case .prefix, .postfix:
                    guard pattern.tree.token(pattern.nameToken, is: "..<") || pattern.tree.token(pattern.nameToken, is: "..."),
                          let b = pattern.firstChild else { return nil }
                    bounds = [b]
                case .binary:
                    guard let op = LayoutContext.operatorText(pattern), op == "..<" || op == "...",
                          let a = pattern.child(0), let b = pattern.child(1) else { return nil }
                    bounds = [a, b]
                default:
                    bounds = [pattern]
                }
                for b in bounds {
                    guard let v = LayoutContext.literalValue(b, constants) else { return nil }
                    out.append(v)
                }
            }
        }
        return out
    }
}

/// The uses one evaluation of `MainScreenBoundsExemptions.isExemptUse` has reached: those under way or found not
/// exempt (reached again, they answer no: a cycle or a known no), and those found exempt, by node and dimension (a use
/// reached twice — both sizes of `CGSize(width: side, height: side)` bound to one local — is exempt both times; found
/// on Provenance's screenshot, session 11).
struct ExemptUseVisits {
    var underWay: Set<Int32> = []
    var exempt: Set<Int64> = []

    static func key(_ id: Int32, _ kind: ContainerSizes.Kind?) -> Int64 {
        let k: Int64
        switch kind {
        case nil: k = 0
        case .proxy?: k = 1
        case .size?: k = 2
        case .width?: k = 3
        case .height?: k = 4
        }
        return Int64(id) << 3 | k
    }
}
