/// VOCABULARY.md *symbol*: whether a control shows a symbol, and its *symbol names*.
///
/// A symbol is an `Image(systemName:)` / `Image(_:)` / `Image(uiImage:)` / `Image(decorative:)`, a static member of
/// `Image`, a `systemImage:` / `image:` argument, a `Label` with an icon, UIKit `image:` / `.image =` /
/// `systemItem:`, or an argument labelled `systemImage`, `systemName`, `systemSymbol`, `icon`, `image` or `symbol` (a
/// helper's initialiser: `Button("Send", icon: .lemmy.send)`; SFSafeSymbols' `Label("Copy", systemSymbol: .docOnDoc)`). Its name is the string literal it is given: directly,
/// through a bound name (an `if`/`switch` expression binds each active branch), through a `static` member
/// initialised to a literal or to a call whose first argument is one, or spelled by an implicit or enum member's
/// name words (`.ellipsisCircle` → `ellipsis.circle`).
final class SymbolResolver {
    let tree: SyntaxTree
    let values: BoundValues

    init(tree: SyntaxTree, values: BoundValues) {
        self.tree = tree
        self.values = values
    }

    /// Argument labels that give a symbol, on any initialiser or function (VOCABULARY.md *symbol*). `systemSymbol` is
    /// SFSafeSymbols' spelling of the same SF Symbol (`Image(systemSymbol:)`, `Label(_:systemSymbol:)`,
    /// `Button(_:systemSymbol:action:)`).
    static let symbolLabels: Set<String> = ["systemImage", "systemName", "systemSymbol", "icon", "image", "symbol"]

    /// Whether `expr` is an image value: an `Image(…)` / `UIImage(…)` call, a static member of `Image`/`UIImage`
    /// (`Image.sideMenu`), `Image(.sideMenu)`.
    static func isImageExpression(_ expr: Node) -> Bool {
        let e = expr.unparenthesized
        switch e.kind {
        case .call:
            guard let callee = e.firstChild else { return false }
            if callee.kind == .identifier { return callee.nameIs("Image") || callee.nameIs("UIImage") }
            if callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .identifier,
               base.nameIs("Image") || base.nameIs("UIImage") {
                return true   // `UIImage.init(systemName:)`, `Image.custom(…)`
            }
            return false
        case .memberAccess:
            guard let base = e.firstChild?.unparenthesized, base.kind == .identifier else { return false }
            return base.nameIs("Image") || base.nameIs("UIImage")
        default:
            return false
        }
    }

    /// The symbol names of an image expression or a value given as a symbol (`"ellipsis"`, a bound name, a
    /// `static` member, `.ellipsisCircle`, `Image(systemName: name)`, `UIImage(systemName: …)`).
    func symbolNames(of expr: Node) -> [String] { lookup(expr).names }

    /// `symbolNames(of:)`, and the `static` members not declared in this file that may give the name (`X.member`,
    /// `*.member` for an implicit one), for the cross-file question.
    func lookup(_ expr: Node) -> (names: [String], pending: [String]) {
        var out: [String] = []
        var pending: [String] = []
        var work: [(Node, Int)] = [(expr, 0)]
        var seen: Set<Int32> = []
        while let (n0, depth) = work.popLast() {
            let n = n0.unparenthesized
            guard depth < 8, seen.insert(n.id).inserted, out.count < 32 else { continue }
            switch n.kind {
            case .stringLiteral:
                if let s = n.stringValue, !s.isEmpty { out.append(s) }
            case .ternary:
                for c in [n.child(2), n.child(1)] { if let c { work.append((c, depth + 1)) } }
            case .ifStmt, .switchStmt:
                for v in TitleResolver.branchValues(of: n).reversed() { work.append((v, depth + 1)) }
            case .binary:
                if tree.token(n.nameToken, is: "??"), let l = n.child(0), let r = n.child(1) {
                    work.append((r, depth + 1))
                    work.append((l, depth + 1))
                }
            case .forceUnwrap, .optionalChain, .tryExpr, .awaitExpr:
                if let c = n.firstChild { work.append((c, depth + 1)) }
            case .identifier, .memberAccess:
                if let (resolved, _) = values.value(of: n, sources: [.locals, .staticLets, .constants]) {
                    work.append((resolved, depth + 1))
                    continue
                }
                // An implicit or enum member whose name words spell the symbol (`.ellipsisCircle`).
                if n.kind == .memberAccess, let name = n.name, name != "init" {
                    let words = NameWords.split(name)
                    if !words.isEmpty { out.append(words.joined(separator: ".")) }
                    if let key = SymbolResolver.memberKey(n) { pending.append(key) }
                }
            case .call:
                // `Image(systemName: x)`, `UIImage(systemName: x)`, `Icon("ellipsis")`, `.symbol(.ellipsisCircle)`.
                let args = n.arguments.filter { !$0.isTrailingClosure }
                // A static function that returns the name (`.ellipsisNavigation()`), declared in another file.
                if args.isEmpty, let callee = n.firstChild, callee.kind == .memberAccess, let key = SymbolResolver.memberKey(callee) {
                    pending.append(key)
                    continue
                }
                if let a = args.first(where: { $0.label.map { SymbolResolver.symbolLabels.contains($0) || $0 == "named" || $0 == "decorative" || $0 == "uiImage" } ?? false }),
                   let v = a.firstChild {
                    work.append((v, depth + 1))
                } else if let a = args.first, a.label == nil, let v = a.firstChild {
                    work.append((v, depth + 1))
                }
            default:
                break
            }
        }
        return (out, pending)
    }

    /// The key of a member in the cross-file table: `Type.member` for `Type.member`, `*.member` for `.member`; nil
    /// for `self.x` or a value's member.
    static func memberKey(_ m: Node) -> String? {
        guard let name = m.name, name != "init" else { return nil }
        guard let base = m.firstChild else { return "*.\(name)" }
        // A member of an implicit member (`.general.toolbarMenu`): by name alone, like an implicit member.
        if base.kind == .memberAccess, base.childCount == 0 { return "*.\(name)" }
        guard base.kind == .identifier, let b = base.name, b.first?.isUppercase == true, b != "Self" else { return nil }
        return "\(b).\(name)"
    }
}
