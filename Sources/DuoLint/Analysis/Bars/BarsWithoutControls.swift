/// A hand-made system bar that shows no control (Rules/custom-bar-instance.md, "Does not trigger"): its content
/// holds nothing the system could move to the side bar, so making it a system bar would change nothing on iPhone
/// Duo (Rules/custom-bar-instance.md: the guidance is about the *content* of such bars).
///
/// - a `UIToolbar` whose items, wherever the type sets them (`bar.items = […]`, `bar.setItems([…], animated:)`), are
///   all `UIBarButtonItem(customView:)` views, spacers and text-only items: a status strip (a sync progress label), a
///   strip of text buttons (Accept, Block) — text items stay in the horizontal bar (Rules/custom-bar-instance.md), so nothing would move;
/// - a `UINavigationBar` whose navigation items, created in the file (`UINavigationItem()`), are given no bar button
///   item, and whose `topItem` gets none either: it holds only a title view (a search bar, which stays above the
///   view it searches: Rules/custom-bar-instance.md).
///
/// - a `UIToolbar` or `UINavigationBar` given no item and no view of its own, not passed on (an argument of a call
///   other than one placing it in a view, a return value), and placed behind other views (`insertSubview(bar, at:)`,
///   `insertSubview(bar, belowSubview:)`, `sendSubviewToBack(bar)`) or made to take no touches
///   (`bar.isUserInteractionEnabled = false`): a blur backdrop (narrowed on V2EX and Delta).
///
/// The bar is followed through the name it is bound to (a local, a stored or `lazy` property built by a closure,
/// and the properties the local is assigned to) within its type's declarations in the file; a bar whose items are
/// not all found is not exempt.
enum BarsWithoutControls {
    static let barButtonSetters: Set<String> = [
        "leftBarButtonItem", "leftBarButtonItems", "rightBarButtonItem", "rightBarButtonItems", "backBarButtonItem",
        "setLeftBarButton", "setLeftBarButtonItems", "setRightBarButton", "setRightBarButtonItems",
        "pinnedTrailingGroup", "leadingItemGroups", "trailingItemGroups", "centerItemGroups",
    ]

    /// Whether the bar created by `creation` (a `UIToolbar` or `UINavigationBar`) shows no control.
    static func showsNoControl(_ creation: Node, barClass: String) -> Bool {
        guard barClass == "UIToolbar" || barClass == "UINavigationBar" else { return false }
        let names = boundNames(of: creation)
        guard !names.isEmpty else { return false }
        let tree = creation.tree
        let typeName = creation.enclosingTypeDecl?.name
        var scopes: [Node] = []
        if let typeName {
            tree.root.forEachStatement { s in if s.kind == .typeDecl, s.name == typeName { scopes.append(s) } }
            if scopes.isEmpty, let t = creation.enclosingTypeDecl { scopes = [t] }
        } else if let s = creation.enclosingScope {
            scopes = [s]
        } else {
            return false
        }
        var itemLists: [Node] = []        // what is set as the bar's items
        var hasBarButton = false          // a bar button item set on the bar's navigation items
        var imageNames: Set<String> = []  // names given an image after they are made
        var escapes = false               // the bar is passed on (an argument, a return value): items may come later
        var holdsViews = false            // views are added to the bar itself (`bar.addSubview(button)`)
        var isBackdrop = false            // placed behind other views, or taking no touches
        var steps = 0
        for scope in scopes {
            scope.walk { n in
                steps += 1
                if steps > 200_000 || hasBarButton { return false }
                if n.kind == .binary, tree.token(n.nameToken, is: "="), let lhs = n.firstChild, let chain = lhs.memberChain,
                   chain.count >= 2 {
                    let last = chain[chain.count - 1]
                    if last == "items", names.contains(chain[chain.count - 2]), let v = n.child(1) { itemLists.append(v) }
                    if barButtonSetters.contains(last), chain.dropLast().contains(where: { names.contains($0) }) { hasBarButton = true }
                    if last == "image" { imageNames.insert(chain[chain.count - 2]) }   // `accept.image = …`
                    if last == "isUserInteractionEnabled", names.contains(chain[chain.count - 2]),
                       n.child(1)?.unparenthesized.kind == .booleanLiteral, tree.token(n.child(1)!.unparenthesized.firstToken, is: "false") {
                        isBackdrop = true
                    }
                } else if n.kind == .call, let callee = n.firstChild, callee.kind == .memberAccess, let cname = callee.name,
                          let chain = callee.firstChild?.memberChain, let base = chain.last {
                    if (cname == "setItems" || cname == "pushItem"), names.contains(base), let v = n.arguments.first?.firstChild {
                        itemLists.append(v)
                    }
                    if barButtonSetters.contains(cname), chain.contains(where: { names.contains($0) }) { hasBarButton = true }
                    if subviewAdders.contains(cname), names.contains(base) { holdsViews = true }
                }
                if n.kind == .call, !escapes {
                    let placing = n.firstChild.map { $0.kind == .memberAccess && ($0.name.map(subviewAdders.contains) ?? false) } ?? false
                    // `insertSubview(bar, at: 0)`, `insertSubview(bar, belowSubview: v)`, `sendSubviewToBack(bar)`.
                    if placing, let first = n.arguments.first?.firstChild, isBar(first, names),
                       n.firstChild?.name == "sendSubviewToBack" || n.arguments.contains(where: { $0.label == "at" || $0.label == "belowSubview" }) {
                        isBackdrop = true
                    }
                    if !placing, n.arguments.contains(where: { a in a.firstChild.map { isBar($0, names) } ?? false }) {
                        escapes = true
                    }
                } else if n.kind == .returnStmt, let v = n.firstChild, isBar(v, names) {
                    escapes = true
                }
                return true
            }
        }
        guard !hasBarButton else { return false }
        // Narrowed on real apps (V2EX's frosted navigation-bar backdrop, Delta's transition padding toolbars): a bar that
        // is given no item and no view, is not passed on, and is placed behind other views or takes no touches is a blur
        // backdrop: it shows nothing.
        if itemLists.isEmpty { return isBackdrop && !escapes && !holdsViews }
        var navigationItems: Set<String> = []
        for list in itemLists {
            guard let elements = elements(of: list) else { return false }
            for e in elements {
                if barClass == "UIToolbar" {
                    let item = resolveItem(e, typeName: typeName)
                    let textOnly = isTextOnlyItem(item) && !(e.name.map { imageNames.contains($0) } ?? false)
                    guard isInertBarItem(item) || textOnly else { return false }
                } else {
                    // A navigation item made here (`let item = UINavigationItem()`), named so that its bar button
                    // items can be looked for.
                    guard e.kind == .identifier, let name = e.name, let v = resolve(e) as Node?, v != e,
                          v.kind == .call, v.constructedTypeName == "UINavigationItem" else { return false }
                    navigationItems.insert(name)
                }
            }
        }
        if navigationItems.isEmpty { return true }
        // The navigation items get no bar button item in the scope they are made in.
        for list in itemLists {
            guard let scope = list.enclosingScope else { continue }
            var found = false
            var n = 0
            scope.walk { x in
                n += 1
                if found || n > 100_000 { return false }
                if x.kind == .binary, tree.token(x.nameToken, is: "="), let chain = x.firstChild?.memberChain,
                   chain.count >= 2, barButtonSetters.contains(chain[chain.count - 1]),
                   navigationItems.contains(chain[chain.count - 2]) { found = true }
                if x.kind == .call, let callee = x.firstChild, callee.kind == .memberAccess, let cname = callee.name,
                   barButtonSetters.contains(cname), let base = callee.firstChild?.memberChain?.last,
                   navigationItems.contains(base) { found = true }
                return !found
            }
            if found { return false }
        }
        return true
    }

    /// The calls that place a view in another (the bar as their argument is placed, not passed on) or add one to it.
    static let subviewAdders: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
                                             "bringSubviewToFront", "sendSubviewToBack"]

    /// Whether `value` is one of the bar's names (`bar`, `self.bar`, `bar!`).
    private static func isBar(_ value: Node, _ names: Set<String>) -> Bool {
        var v = value.unparenthesized
        while v.kind == .forceUnwrap || v.kind == .optionalChain, let c = v.firstChild { v = c.unparenthesized }
        guard v.kind == .identifier || v.kind == .memberAccess, let chain = v.memberChain, let last = chain.last else { return false }
        return names.contains(last) && (chain.count == 1 || (chain.count == 2 && chain[0] == "self"))
    }

    /// The names the bar is known by: the local or property its creation initialises, the property whose closure
    /// returns it, and the properties the local is assigned to (`self.toolbar = toolbar`).
    static func boundNames(of creation: Node) -> Set<String> {
        var names: Set<String> = []
        var local: String?
        if let ini = creation.parent, ini.kind == .initializer, let b = ini.parent, b.kind == .patternBinding, let n = b.name {
            local = n
            names.insert(n)
        } else if let p = creation.parent, p.kind == .binary, p.tree.token(p.nameToken, is: "="), p.child(1) == creation,
                  let last = p.firstChild?.memberChain?.last {
            names.insert(last)
        }
        // `let bar: UIToolbar = { let bar = UIToolbar(); …; return bar }()` and `lazy var bar = { … }()`.
        var steps = 0
        for anc in creation.ancestors {
            steps += 1
            if steps > 200 || anc.kind == .typeDecl || anc.kind == .funcDecl { break }
            if anc.kind == .patternBinding, let n = anc.name, anc != creation.parent?.parent {
                names.insert(n)
                break
            }
        }
        if let local, let scope = creation.enclosingScope {
            var n = 0
            scope.walk { x in
                n += 1
                if n > 100_000 { return false }
                if x.kind == .binary, x.tree.token(x.nameToken, is: "="), let rhs = x.child(1)?.unparenthesized,
                   rhs.kind == .identifier, rhs.name == local, let last = x.firstChild?.memberChain?.last {
                    names.insert(last)
                }
                return true
            }
        }
        return names
    }

    /// The elements of an array literal (nil for anything else).
    static func elements(of list: Node) -> [Node]? {
        let v = list.unparenthesized
        guard v.kind == .arrayLiteral else { return nil }
        return v.children.map(\.unparenthesized)
    }

    /// A name's value where it is bound in the enclosing scope (`let item = UIBarButtonItem(customView: …)`); the
    /// node itself when it is not a name or no binding is found.
    static func resolve(_ e: Node) -> Node {
        guard e.kind == .identifier, let name = e.name, let scope = e.enclosingScope else { return e }
        var found: Node?
        var n = 0
        scope.walk { x in
            n += 1
            if found != nil || n > 100_000 { return false }
            if x.kind == .patternBinding, x.name == name, let v = x.initializerValue, x.firstToken < e.firstToken { found = v }
            return found == nil
        }
        return found?.unparenthesized ?? e
    }

    /// An item's creation: through a local of the scope, or a stored or `lazy` property of the type (a
    /// closure-initialised one: `lazy var accept: UIBarButtonItem = { let b = UIBarButtonItem(…); return b }()`).
    static func resolveItem(_ e: Node, typeName: String?) -> Node {
        let local = resolve(e)
        guard local == e, e.kind == .identifier || e.kind == .memberAccess, let name = e.name,
              e.kind == .identifier || e.firstChild?.nameIs("self") == true, let typeName else { return local }
        var value: Node?
        e.tree.root.walk { n in
            if value != nil { return false }
            if n.kind == .typeDecl, n.name == typeName, let block = n.memberBlock {
                block.forEachStatement { m in
                    guard value == nil, m.kind == .varDecl else { return }
                    m.forEachChild(ofKind: .patternBinding) { b in if b.name == name { value = b.initializerValue } }
                }
                return false
            }
            return n.kind == .sourceFile || n.kind == .codeBlock || n.kind == .typeDecl || n.kind == .ifConfig || n.kind == .ifConfigClause
        }
        guard var v = value?.unparenthesized else { return e }
        // `{ let b = UIBarButtonItem(…); …; return b }()`
        if v.kind == .call, let c = v.firstChild, c.kind == .closure, let r = UIKitFlow.returnedValues(of: c).first {
            v = r.unparenthesized
            if v.kind == .identifier, let n = v.name, let block = c.child(ofKind: .codeBlock) {
                block.forEachStatement { st in
                    guard st.kind == .varDecl else { return }
                    st.forEachChild(ofKind: .patternBinding) { b in
                        if b.name == n, let iv = b.initializerValue { v = iv.unparenthesized }
                    }
                }
            }
        }
        return v
    }

    /// A text-only item: `UIBarButtonItem(title:style:target:action:)` with no image, system item or primary action.
    /// Text items stay in the horizontal bar on iPhone Duo (Rules/custom-bar-instance.md), so a bar of
    /// them would not move even if it were a system bar.
    static func isTextOnlyItem(_ e: Node) -> Bool {
        guard e.kind == .call, let callee = e.firstChild else { return false }
        let isItem = e.constructedTypeName == "UIBarButtonItem" || (callee.kind == .memberAccess && callee.childCount == 0 && callee.nameIs("init"))
        guard isItem, e.argument("title") != nil else { return false }
        return e.argument("image") == nil && e.argument("landscapeImagePhone") == nil && e.argument("barButtonSystemItem") == nil
            && e.argument("systemItem") == nil && e.argument("primaryAction") == nil && e.argument("menu") == nil
            && e.argument("customView") == nil
    }

    /// `UIBarButtonItem(customView:)`, a flexible or fixed space.
    static func isInertBarItem(_ e: Node) -> Bool {
        guard e.kind == .call, let callee = e.firstChild else { return false }
        if callee.kind == .memberAccess, callee.nameIs("flexibleSpace") || callee.nameIs("fixedSpace") { return true }
        let isItem = e.constructedTypeName == "UIBarButtonItem" || (callee.kind == .memberAccess && callee.childCount == 0 && callee.nameIs("init"))
        guard isItem else { return false }
        if e.argument("customView") != nil { return true }
        if let sys = (e.argumentValue("barButtonSystemItem") ?? e.argumentValue("systemItem"))?.memberChain?.last {
            return sys == "flexibleSpace" || sys == "fixedSpace"
        }
        return false
    }
}
