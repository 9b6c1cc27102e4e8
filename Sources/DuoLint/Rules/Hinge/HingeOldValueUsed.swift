/// `hinge-old-value-used`: an `onHingeChange` action that reads its first parameter and never its second. The action
/// receives `(old, new)`, so such a closure runs one update behind and, after the last callback, stays one state short.
public final class HingeOldValueUsed: Rule {
    public static let descriptor = RuleDescriptor(
        id: "hinge-old-value-used", tier: 2, severity: .warning, category: .hinge,
        summary: "An onHingeChange closure reads its first parameter (the old value) and never the second (the new one).")
    public static let interests: Set<NodeKind> = [.call]
    /// The rule judges `onHingeChange` actions only.
    public static let requiredNames: Set<String> = ["onHingeChange"]

    /// Words of a first parameter's name that say the author means the old value.
    static let oldWords: Set<String> = ["old", "previous", "prev", "before", "from"]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        guard node.calleeIs("onHingeChange") else { return }
        for arg in node.arguments {
            guard let closure = arg.firstChild, closure.kind == .closure, let body = closure.child(ofKind: .codeBlock)
            else { continue }
            if let signature = closure.child(ofKind: .closureSignature) {
                let params = signature.children(ofKind: .parameter)
                guard params.count == 2, let first = params[0].name, let second = params[1].name,
                      first != "_" else { continue }
                if NameWords.containsAny(first, Self.oldWords) { continue }
                guard Self.references(first, in: body, of: closure) != nil,
                      second == "_" || Self.references(second, in: body, of: closure) == nil else { continue }
                ctx.report(Self.descriptor, at: params[0],
                           "\(first) is the old value (onHingeChange passes old, new); read the second parameter instead.")
            } else {
                // `{ … $0 … }` with no `$1`.
                var firstUse: Node?
                var usesSecond = false
                body.walk { n in
                    if n.kind == .closure { return false }   // its `$0` is its own
                    if n.kind == .identifier {
                        if n.nameIs("$1") { usesSecond = true }
                        if firstUse == nil, n.nameIs("$0") { firstUse = n }
                    }
                    return !usesSecond
                }
                guard let use = firstUse, !usesSecond else { continue }
                ctx.report(Self.descriptor, at: use,
                           "$0 is the old value (onHingeChange passes old, new); read $1 instead.")
            }
        }
    }

    /// The first reference to `name` in `body` (nested closures included, except where one declares its own
    /// parameter of that name), or nil.
    static func references(_ name: String, in body: Node, of closure: Node) -> Node? {
        var found: Node?
        body.walk { n in
            if found != nil { return false }
            if n.kind == .closure, n != closure, n.closureParameterNames.contains(name) { return false }
            if n.kind == .identifier, n.name == name { found = n }
            // `if let context { … }` reads `context`.
            if n.kind == .optionalBinding, n.childCount == 0, n.name == name { found = n }
            return found == nil
        }
        return found
    }
}
