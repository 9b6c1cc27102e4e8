/// VOCABULARY.md "hinge handler": where a file reacts to the hinge, and whether it uses the hinge API at all.
///
/// A hinge handler is
/// - any closure argument of an `onHingeChange(…)` call (`.onHingeChange { old, new in … }`,
///   `.onHingeChange(isEnabled: visible) { _, context in … }`);
/// - any closure argument of a `UIHingeInteraction(…)` construction (`UIHingeInteraction { interaction, update in … }`,
///   `UIHingeInteraction(updateHandler: { … })`), or a closure assigned to `….updateHandler` / `….handler` in a
///   file that uses `UIHingeInteraction`;
/// - a method passed by name as such an argument (`UIHingeInteraction(updateHandler: hingeDidUpdate)`,
///   `updateHandler: handle(_:_:)`, `.onHingeChange(perform: self.update)`);
/// - a delegate-style method (`func hingeInteraction(_:didUpdate:)`, any function named `hingeInteraction…`) or a
///   function taking a hinge value (a parameter typed `DeviceHingeContext`, `DeviceHinge`, `UIHinge` or
///   `UIHingeInteraction(.Update)`), in a file that uses the hinge API;
/// - VOCABULARY.md *hinge handler*: "plus same-type methods they call" — a method of the same type (declared in
///   the same file, in the type or a same-file extension) called from one of the above, and the same-type methods
///   those call, at most `callDepth` calls deep (*across calls*' bound), never looping
///   (`onHingeChange { _, new in apply(new) }` makes `apply`'s body a handler context, and `apply`'s call to
///   `relayout()` makes `relayout`'s).
///
/// Closures nested in a handler are inside it (`withAnimation { … }` in an `onHingeChange` closure). A handler is
/// *UIKit* when it comes from a `UIHingeInteraction` (its closure, a method passed by name, `hingeInteraction…`
/// delegate methods, functions taking a `UIHinge` / `UIHingeInteraction(.Update)`), or is a method called from one;
/// `isInUIKitHingeHandler` answers for those (UIKit statuses include `.unknown`, SwiftUI's do not).
public final class HingeContext: FileAnalysis {
    /// The file mentions `onHingeChange` in code (not in strings or comments).
    public private(set) var usesOnHingeChange = false
    /// The file mentions `UIHingeInteraction` in code.
    public private(set) var usesHingeInteraction = false
    /// The file mentions `DeviceHinge…` or `UIHinge…` types in code.
    public private(set) var usesHingeTypes = false
    /// The file reads `accessibilityReduceMotion` or `UIAccessibility.isReduceMotionEnabled`.
    public private(set) var readsReduceMotion = false
    /// First token of the first `onHingeChange` / `UIHingeInteraction` mention, when the file also calls one.
    public private(set) var firstHingeEffectAPIToken: Int32?

    /// Rules/hinge-angle-threshold.md: "a file that uses `onHingeChange`, `UIHingeInteraction`, `DeviceHinge` or `UIHinge`".
    public var usesHingeAPI: Bool { usesOnHingeChange || usesHingeInteraction || usesHingeTypes }

    /// Handler nodes (closures and function declarations), and their token ranges sorted by start.
    public private(set) var handlers: [Node] = []
    private var ranges: [(Int32, Int32)] = []
    /// The token ranges of the UIKit handlers (a subset of `ranges`), sorted by start.
    private var uikitRanges: [(Int32, Int32)] = []

    /// How many same-type calls deep a handler reaches (VOCABULARY.md *data flow*, *across calls*: at most 3).
    static let callDepth = 3

    /// What `usesHingeAPI` looks for, for the rule gates: these names, or a name with one of these prefixes.
    public static let apiNames: Set<String> = ["onHingeChange", "UIHingeInteraction"]
    public static let apiTypePrefixes: Set<String> = ["DeviceHinge", "UIHinge"]

    static let hingeTypeNames: Set<String> = ["DeviceHingeContext", "DeviceHinge", "UIHinge", "UIHingeInteraction"]

    public required init(tree: SyntaxTree) {
        scanTokens(tree)
        guard usesHingeAPI else { return }
        findHandlers(tree)
    }

    /// Whether `node` is lexically inside a hinge handler (a closure or function listed above).
    public func isInHingeHandler(_ node: Node) -> Bool {
        HingeContext.contains(ranges, node.firstToken)
    }

    /// Whether `node` is inside a UIKit hinge handler (`UIHingeInteraction`'s handler, a `hingeInteraction…` method,
    /// a function taking a UIKit hinge value, or a same-type method one of them calls).
    public func isInUIKitHingeHandler(_ node: Node) -> Bool {
        HingeContext.contains(uikitRanges, node.firstToken)
    }

    /// The innermost handler (closure or function) holding `node`, if any.
    public func handler(containing node: Node) -> Node? {
        let t = node.firstToken
        var best: Node?
        for h in handlers where t >= h.firstToken && t <= h.lastToken {
            if let b = best, b.firstToken >= h.firstToken && b.lastToken <= h.lastToken { continue }
            best = h
        }
        return best
    }

    /// Whether token `t` lies in one of `merged` (disjoint ranges sorted by start): a binary search for the last range
    /// that starts at or before `t`.
    private static func contains(_ merged: [(Int32, Int32)], _ t: Int32) -> Bool {
        if merged.isEmpty { return false }
        var lo = 0
        var hi = merged.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if merged[mid].0 <= t { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && merged[lo - 1].1 >= t
    }

    /// The union of token ranges, as disjoint ranges sorted by start (nested handlers fold into their outer one).
    static func merged(_ ranges: [(Int32, Int32)]) -> [(Int32, Int32)] {
        var out: [(Int32, Int32)] = []
        for r in ranges.sorted(by: { $0.0 < $1.0 }) {
            if let last = out.last, r.0 <= last.1 {
                out[out.count - 1].1 = max(last.1, r.1)
            } else {
                out.append(r)
            }
        }
        return out
    }

    // MARK: Tokens

    private func scanTokens(_ tree: SyntaxTree) {
        var firstMention: Int32?
        var hasCall = false
        let toks = tree.tokens
        for i in toks.indices where toks[i].kind == .identifier {
            let t = Int32(i)
            let len = toks[i].length
            // Cheap length filter before comparing text.
            guard len >= 6 else { continue }
            if tree.token(t, is: "onHingeChange") {
                usesOnHingeChange = true
                if firstMention == nil { firstMention = t }
                if i + 1 < toks.count, toks[i + 1].kind == .leftParen || toks[i + 1].kind == .leftBrace { hasCall = true }
            } else if tree.token(t, is: "UIHingeInteraction") {
                usesHingeInteraction = true
                if firstMention == nil { firstMention = t }
                if i + 1 < toks.count {
                    let k = toks[i + 1].kind
                    if k == .leftParen || k == .leftBrace { hasCall = true }
                    if k == .period, i + 2 < toks.count, tree.token(t + 2, is: "init") { hasCall = true }
                }
            } else if tree.token(t, is: "accessibilityReduceMotion") || tree.token(t, is: "isReduceMotionEnabled") {
                readsReduceMotion = true
            } else if !usesHingeTypes && len >= 7 && HingeContext.hasHingeTypePrefix(tree, toks[i]) {
                usesHingeTypes = true
            }
        }
        if hasCall { firstHingeEffectAPIToken = firstMention }
    }

    /// `DeviceHinge…` or `UIHinge…`, compared on bytes (no allocation).
    static func hasHingeTypePrefix(_ tree: SyntaxTree, _ tok: Token) -> Bool {
        let bytes = tree.source.bytes
        let off = Int(tok.offset)
        let len = Int(tok.length)
        func starts(_ prefix: StaticString) -> Bool {
            let n = prefix.utf8CodeUnitCount
            guard len >= n, off + n <= bytes.count else { return false }
            let p = prefix.utf8Start
            for k in 0..<n where bytes[off + k] != p[k] { return false }
            return true
        }
        let first = bytes[off]
        if first == UInt8(ascii: "D") { return starts("DeviceHinge") }
        if first == UInt8(ascii: "U") { return starts("UIHinge") }
        return false
    }

    // MARK: Handlers

    private func findHandlers(_ tree: SyntaxTree) {
        // (handler, is UIKit)
        var direct: [(Node, Bool)] = []
        var namedMethods: [(name: String, site: Node, uikit: Bool)] = []
        let members = TypeMemberIndexLite()

        func addArgumentHandlers(_ call: Node, uikit: Bool) {
            for arg in call.arguments {
                guard let v = arg.firstChild else { continue }
                if v.kind == .closure {
                    direct.append((v, uikit))
                } else if let name = HingeContext.functionReferenceName(v) {
                    namedMethods.append((name, call, uikit))
                }
            }
        }

        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let kind = tree.nodes[raw].kind
            let node = Node(tree: tree, id: Int32(raw))
            switch kind {
            case .call:
                if usesOnHingeChange, node.calleeIs("onHingeChange") {
                    addArgumentHandlers(node, uikit: false)
                } else if usesHingeInteraction, node.constructedTypeName == "UIHingeInteraction" {
                    addArgumentHandlers(node, uikit: true)
                }
            case .binary:
                // `interaction.updateHandler = { … }`
                guard usesHingeInteraction, tree.token(node.nameToken, is: "="), let lhs = node.firstChild,
                      lhs.kind == .memberAccess, lhs.nameIs("updateHandler") || lhs.nameIs("handler"),
                      let rhs = node.child(1) else { continue }
                if rhs.kind == .closure { direct.append((rhs, true)) } else if let name = HingeContext.functionReferenceName(rhs) {
                    namedMethods.append((name, node, true))
                }
            case .funcDecl:
                if let uikit = HingeContext.hingeFunctionKind(node, usesInteraction: usesHingeInteraction) {
                    direct.append((node, uikit))
                }
                members.add(node)
            default:
                break
            }
        }

        // Breadth first from the direct handlers and the methods passed by name (depth 0), through same-type calls
        // (depth 1…callDepth). Each handler is walked at most once, and not at all when it lies inside a handler of
        // the same kind already walked (whose walk saw its calls).
        var all: [(node: Node, uikit: Bool)] = []
        var seen: [Int32: Bool] = [:]          // handler id → is UIKit (a method reached from both kinds is both)
        var level: [(Node, Bool)] = []
        func add(_ f: Node, _ uikit: Bool, to next: inout [(Node, Bool)]) {
            if let was = seen[f.id] {
                guard uikit && !was else { return }
                seen[f.id] = true
                if let i = all.firstIndex(where: { $0.node.id == f.id }) { all[i].uikit = true }
                next.append((f, true))
                return
            }
            seen[f.id] = uikit
            all.append((f, uikit))
            next.append((f, uikit))
        }
        for (h, uikit) in direct { add(h, uikit, to: &level) }
        for (name, site, uikit) in namedMethods {
            for f in members.methods(named: name, sameTypeAs: site) { add(f, uikit, to: &level) }
        }
        var walked: [(Int32, Int32, Bool)] = []
        var depth = 0
        while !level.isEmpty && depth < HingeContext.callDepth {
            depth += 1
            var next: [(Node, Bool)] = []
            for (h, uikit) in level.sorted(by: { $0.0.firstToken < $1.0.firstToken }) {
                if walked.contains(where: { $0.2 == uikit && $0.0 <= h.firstToken && h.lastToken <= $0.1 }) { continue }
                walked.append((h.firstToken, h.lastToken, uikit))
                var calls: [(String, Node)] = []
                h.walk { n in
                    if n.kind == .call, let name = HingeContext.sameInstanceCallName(n) { calls.append((name, n)) }
                    return true
                }
                for (name, site) in calls {
                    for f in members.methods(named: name, sameTypeAs: site) { add(f, uikit, to: &next) }
                }
            }
            level = next
        }
        handlers = all.map { $0.node }
        ranges = HingeContext.merged(all.map { ($0.node.firstToken, $0.node.lastToken) })
        uikitRanges = HingeContext.merged(all.filter { $0.uikit }.map { ($0.node.firstToken, $0.node.lastToken) })
    }

    /// Whether a function is a hinge handler by itself, and if so whether a UIKit one: `hingeInteraction…` methods
    /// (UIKit), functions taking a hinge value (UIKit for `UIHinge` / `UIHingeInteraction…`, SwiftUI for
    /// `DeviceHinge…`).
    static func hingeFunctionKind(_ f: Node, usesInteraction: Bool) -> Bool? {
        guard f.body != nil else { return nil }
        if usesInteraction, let name = f.name, name.hasPrefix("hingeInteraction") { return true }
        for p in f.children where p.kind == .parameter {
            if let t = p.typeAnnotation, let name = t.name, hingeTypeNames.contains(name) {
                return name.hasPrefix("UI")
            }
        }
        return nil
    }

    /// The method a handler argument names: `update`, `self.update`, `handle(_:_:)`.
    static func functionReferenceName(_ v: Node) -> String? {
        switch v.kind {
        case .identifier:
            return v.name
        case .memberAccess:
            guard let base = v.firstChild, base.kind == .identifier, base.nameIs("self") else { return nil }
            return v.name
        case .call:
            // `handle(_:_:)` parses as a call whose arguments are all `_`.
            let args = v.arguments
            guard !args.isEmpty, args.allSatisfy({ $0.firstChild?.kind == .identifier && $0.firstChild!.nameIs("_") })
            else { return nil }
            guard let c = v.firstChild else { return nil }
            return functionReferenceName(c)
        default:
            return nil
        }
    }

    /// `apply(x)`, `self.apply(x)`, `self?.apply(x)` → `apply`.
    static func sameInstanceCallName(_ call: Node) -> String? {
        guard let c = call.firstChild else { return nil }
        if c.kind == .identifier { return c.name }
        guard c.kind == .memberAccess, var base = c.firstChild else { return nil }
        if base.kind == .optionalChain || base.kind == .forceUnwrap, let inner = base.firstChild { base = inner }
        guard base.kind == .identifier, base.nameIs("self") else { return nil }
        return c.name
    }
}

/// Function declarations of the file grouped by their enclosing type name (a type and its same-file extensions).
final class TypeMemberIndexLite {
    private var byType: [String: [String: [Node]]] = [:]

    func add(_ f: Node) {
        guard let type = f.enclosingTypeDecl, let typeName = HingeTypeName.of(type), let name = f.name else { return }
        // Only direct members of the type (not functions nested in other functions).
        guard f.parent?.parent == type else { return }
        byType[typeName, default: [:]][name, default: []].append(f)
    }

    func methods(named name: String, sameTypeAs site: Node) -> [Node] {
        guard let type = site.enclosingTypeDecl, let typeName = HingeTypeName.of(type) else { return [] }
        return byType[typeName]?[name] ?? []
    }
}

enum HingeTypeName {
    /// The name of a type declaration, or the extended type's name for an extension.
    static func of(_ decl: Node) -> String? {
        if let n = decl.name { return n }
        return decl.children.first { $0.kind == .typeRef }?.name
    }
}

// MARK: Hinge angles

extension HingeContext {
    /// Rules/hinge-angle-threshold.md, "hinge angle": a member chain whose last or second-to-last member is `angle`
    /// (`hinge.angle`, `hinge.angle.degrees`, `update.hinge?.angle`, `angle.radians`).
    static func isAngleChain(_ node: Node) -> Bool {
        let n = node.unparenthesized
        guard n.kind == .memberAccess else { return false }
        // Cheap pre-check: the node or its base is named `angle`.
        var named = n.nameIs("angle")
        if !named, var base = n.firstChild {
            while base.kind == .optionalChain || base.kind == .forceUnwrap, let inner = base.firstChild { base = inner }
            named = (base.kind == .memberAccess || base.kind == .identifier) && base.nameIs("angle")
        }
        guard named, let chain = n.memberChain, chain.count >= 2, chain.first != "" else { return false }
        return chain[chain.count - 1] == "angle" || chain[chain.count - 2] == "angle"
    }
}

/// The names bound from a hinge angle in a file that uses the hinge API (see `DataFlow`):
/// `let degrees = update.hinge?.angle.degrees ?? 0`, `let a = Double(hinge.angle.radians) * 180 / .pi`.
public final class HingeAngleFlow: FileAnalysis {
    private let tree: SyntaxTree
    private var flow: DataFlow?

    /// The data flow is computed lazily, on the first question (rules ask only in files that use the hinge API).
    public required init(tree: SyntaxTree) {
        self.tree = tree
    }

    private func ensureFlow() -> DataFlow {
        if let f = flow { return f }
        let f = DataFlow(tree: tree, bindsFrom: { [unowned self] value, flow in self.isAngleExpression(value, flow) })
        flow = f
        return f
    }

    /// Whether `expr` is a hinge angle: an angle chain, a name bound from one, or a conversion of one
    /// (`Double(…)`, `CGFloat(…)`, `abs(…)`, `x ?? 0`, `x * 180 / .pi`).
    public func isHingeAngle(_ expr: Node) -> Bool {
        isAngleExpression(expr, ensureFlow())
    }

    func isAngleExpression(_ expr: Node, _ flow: DataFlow) -> Bool {
        var n = expr.unparenthesized
        var steps = 0
        while steps < 64 {
            steps += 1
            switch n.kind {
            case .memberAccess:
                if HingeContext.isAngleChain(n) { return true }
                // `angle.degrees` where `angle` was bound from a hinge angle.
                if let name = n.name, name == "degrees" || name == "radians", let base = n.firstChild {
                    n = base.unparenthesized
                    continue
                }
                return false
            case .identifier:
                guard let name = n.name else { return false }
                return flow.isBound(name, at: n)
            case .tryExpr, .awaitExpr, .forceUnwrap, .optionalChain:
                guard let c = n.firstChild else { return false }
                n = c.unparenthesized
            case .binary:
                guard let lhs = n.firstChild, let rhs = n.child(1) else { return false }
                let t = n.tree
                if t.token(n.nameToken, is: "??") { n = lhs.unparenthesized; continue }
                if t.token(n.nameToken, is: "*") || t.token(n.nameToken, is: "/") || t.token(n.nameToken, is: "+")
                    || t.token(n.nameToken, is: "-") {
                    // A unit conversion keeps it an angle; dividing by a variable (a tracked maximum) does not.
                    if HingeAngleFlow.isConstantExpression(rhs) { n = lhs.unparenthesized; continue }
                    if t.token(n.nameToken, is: "*"), HingeAngleFlow.isConstantExpression(lhs) { n = rhs.unparenthesized; continue }
                    return false
                }
                return false
            case .call:
                guard let name = n.calleeName, ["Double", "CGFloat", "Float", "Int", "abs", "Angle"].contains(name),
                      n.childCount == 2, let arg = n.child(1), let v = arg.firstChild else { return false }
                n = v.unparenthesized
            default:
                return false
            }
        }
        return false
    }

    /// A numeric literal, `.pi` / `Double.pi` / `CGFloat.pi`, or arithmetic of those.
    static func isConstantExpression(_ e: Node) -> Bool {
        var stack = [e]
        var count = 0
        while let n0 = stack.popLast() {
            count += 1
            if count > 32 { return false }
            let n = n0.unparenthesized
            if n.numericValue != nil { continue }
            if isPi(n) { continue }
            if n.kind == .binary, let a = n.firstChild, let b = n.child(1) {
                let t = n.tree
                guard t.token(n.nameToken, is: "*") || t.token(n.nameToken, is: "/") || t.token(n.nameToken, is: "+")
                    || t.token(n.nameToken, is: "-") else { return false }
                stack.append(a)
                stack.append(b)
                continue
            }
            return false
        }
        return true
    }

    /// `.pi`, `Double.pi`, `CGFloat.pi`, `Float.pi`.
    static func isPi(_ e: Node) -> Bool {
        let n = e.unparenthesized
        guard n.kind == .memberAccess, n.nameIs("pi") else { return false }
        guard let base = n.firstChild else { return true }
        return base.kind == .identifier && (base.nameIs("Double") || base.nameIs("CGFloat") || base.nameIs("Float")
            || base.nameIs("Float80"))
    }
}
