/// Rules/custom-bar-instance.md, *does not trigger*: keyboard accessory bars. A bar that stays attached to the
/// keyboard (*Raise the bar with iPhone Duo*, tech talk, 10:00) is not a bar the system moves to the side, so creating one is fine: a `UIToolbar`
/// assigned to an `inputAccessoryView` — directly, through a local name, through a same-file stored or `lazy`
/// property (a closure-initialised one included), through a same-file function that returns it, or passed as an
/// `inputAccessoryView:` argument — or returned from an `inputAccessoryView` override, or set as the `view` of a
/// view-controller type whose `view` is assigned to an `inputAccessoryView` in the linted sources
/// (`field.inputAccessoryView = pickerToolbarController?.view as? UIToolbar`; that last part is cross-file:
/// `controllerTypes` is this file's export, `ProjectCondition.handMadeBar` the question).
public final class KeyboardAccessoryBars: FileAnalysis {
    /// Creation calls (bar constructions) that end up as keyboard accessories in this file.
    public private(set) var accessoryCreations: Set<Int32> = []
    /// System types that are no host of a hand-made bar.
    static let plainViewTypes: Set<String> = ["UIView", "UIInputView", "UIStackView", "UIViewController"]

    /// The names (locals, properties) whose view this file makes an `inputAccessoryView`, directly or through the
    /// flow above: the system sizes such a view to the keyboard's width (Rules/fixed-width.md, *exempt*).
    public private(set) var accessoryNames: Set<String> = []

    /// Types whose instances (a view) or whose `view` (a view controller) this file makes an `inputAccessoryView`:
    /// the bars they create are part of a keyboard accessory.
    public private(set) var controllerTypes: Set<String> = []

    /// The type a creation may make part of a keyboard accessory: the view controller whose `view` it is set as, else
    /// the class it is created in (whose instances some file may make an accessory).
    public func hostType(of creation: Node) -> String? {
        if let c = controllerType(ofViewSetTo: creation) { return c }
        guard let decl = creation.enclosingTypeDecl, decl.declKeyword == .class || decl.declKeyword == .extension else { return nil }
        return KeyboardAccessoryBars.extensionFunctionHost(of: creation) ?? decl.name
    }

    /// Made in a function of an extension of a plain view type (`extension UIView { static func editingToolbar(…)
    /// -> UIView }`): the function's key, which some file may make an `inputAccessoryView` (narrowed on the session-10
    /// reading, Unwrap's code keyboard); also of an extension of a system bar (`extension UIToolbar { static func
    /// doneToolbarButton(…) -> UIToolbar }`, AlphaWallet, session 11), for a system bar or a subclass made there.
    public static func extensionFunctionHost(of creation: Node) -> String? {
        guard let decl = creation.enclosingTypeDecl, decl.declKeyword == .extension, let t = decl.name,
              plainViewTypes.contains(t) || HandMadeBars.systemBars.contains(t),
              let fn = creation.ancestors.first(where: { $0.kind == .funcDecl || $0.kind == .closure || $0.kind == .typeDecl }),
              fn.kind == .funcDecl, let name = fn.name else { return nil }
        return functionKey(name)
    }

    /// The key of a function in `controllerTypes` (a type name cannot have this form).
    static func functionKey(_ name: String) -> String { "\(name)()" }
    let tree: SyntaxTree

    /// `inputAccessoryView` and an app's `add…InputAccessoryView(…)`: one search for both spellings.
    static let needle = Array("nputAccessoryView".utf8)

    public required init(tree: SyntaxTree) {
        self.tree = tree
        let bytes = tree.source.bytes
        guard FileAnalyzer.contains(bytes, 0, bytes.count, KeyboardAccessoryBars.needle) else { return }
        var values: [Node] = []
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let n = Node(tree: tree, id: Int32(raw))
            switch n.kind {
            case .binary:
                guard tree.token(n.nameToken, is: "="), let lhs = n.firstChild, lhs.kind == .memberAccess,
                      lhs.nameIs("inputAccessoryView"), let rhs = n.child(1) else { continue }
                values.append(rhs)
            case .argument:
                if n.nameIs("inputAccessoryView"), let v = n.firstChild {
                    values.append(v)
                } else if !n.isTrailingClosure, let call = n.parent, call.kind == .call, call.firstChild != n,
                          let name = call.calleeName, name.hasSuffix("InputAccessoryView"), let v = n.firstChild {
                    // An app's helper that installs its argument as the accessory (`webView.addInputAccessoryView(toolbar:
                    // bar.view)`, Code App).
                    values.append(v)
                }
            case .patternBinding:
                // `override var inputAccessoryView: UIView? { toolbar }`
                guard n.nameIs("inputAccessoryView"), let getter = n.getterBody else { continue }
                values += KeyboardAccessoryBars.returned(by: getter)
            default:
                continue
            }
        }
        guard !values.isEmpty else { return }
        let flow = UIKitFlow(tree: tree)
        var callFlow: CallFlow?
        var work: [(Node, Int)] = values.map { ($0, 0) }
        var seen: Set<Int32> = []
        var steps = 0
        while let (v0, depth) = work.popLast() {
            steps += 1
            if steps > 100_000 { break }
            let v = v0.unparenthesized
            guard depth < 16, seen.insert(v.id).inserted else { continue }
            switch v.kind {
            case .call:
                if HandMadeBars.createdBarClass(v) != nil || HandMadeBars.implicitBarInit(v) != nil {
                    accessoryCreations.insert(v.id)
                } else if let callee = v.firstChild, callee.kind == .closure {
                    for r in UIKitFlow.returnedValues(of: callee) { work.append((r, depth + 1)) }
                } else {
                    // A same-file function that returns the bar (`createToolbar(for: field)`).
                    let functions = flow.functions(calledBy: v, typeName: v.enclosingTypeDecl?.name)
                    for fn in functions {
                        for r in UIKitFlow.returnedValues(ofFunction: fn) { work.append((r, depth + 1)) }
                    }
                    // A function of another file (`UIView.editingToolbar(target:action:)`, Unwrap): its name, for the
                    // cross-file question about the bars made in it (`hostType(of:)`).
                    if functions.isEmpty, let callee = v.firstChild,
                       callee.kind == .memberAccess || callee.kind == .identifier, let name = callee.name,
                       !tree.nodeNameStartsUppercase(callee.id) {
                        controllerTypes.insert(KeyboardAccessoryBars.functionKey(name))
                    }
                }
            case .ifStmt, .switchStmt:
                // The single statement of a function that returns the bar (`if #available(iOS 26, *) { return
                // getModernToolbar() } else { … }`): its `return`s (absent branches are skipped by the walk).
                v.walk { x in
                    if x.kind == .closure || x.kind == .funcDecl || x.kind == .typeDecl { return false }
                    if x.kind == .returnStmt, let r = x.firstChild { work.append((r, depth + 1)) }
                    return true
                }
            case .ternary:
                if let a = v.child(1), let b = v.child(2) { work.append((a, depth + 1)); work.append((b, depth + 1)) }
            case .cast, .forceUnwrap, .optionalChain, .tryExpr:
                if let c = v.firstChild { work.append((c, depth + 1)) }
            case .binary:
                if tree.token(v.nameToken, is: "??") { for c in v.children { work.append((c, depth + 1)) } }
            case .identifier, .memberAccess:
                // `controller.view`, `controller?.view as? UIToolbar`: the controller's type.
                if v.kind == .memberAccess, v.nameIs("view"), let base = v.firstChild {
                    if let t = KeyboardAccessoryBars.declaredType(of: base) { controllerTypes.insert(t) }
                    // A hosting controller's SwiftUI root (`UIHostingController(rootView: EditorKeyboardToolBar(…))`):
                    // that view is the accessory (Rules/ignores-safe-area-interactive.md; found on Code App).
                    if let t = KeyboardAccessoryBars.hostedRootType(of: base) { controllerTypes.insert(t) }
                    continue
                }
                let name: String?
                if v.kind == .identifier {
                    name = v.name
                } else if let base = v.firstChild, base.kind == .identifier, base.nameIs("self") {
                    name = v.name
                } else {
                    name = nil
                }
                guard let n = name else { continue }
                accessoryNames.insert(n)
                // A view of a type declared for it (`searchAccessoryBar: ChatSearchToolBar`): the bars that type makes
                // are part of the accessory (found on Delta Chat).
                if let t = KeyboardAccessoryBars.declaredType(of: v), !HandMadeBars.systemBars.contains(t),
                   !KeyboardAccessoryBars.plainViewTypes.contains(t) {
                    controllerTypes.insert(t)
                }
                let resolved = flow.resolve(name: n, at: v, typeName: v.enclosingTypeDecl?.name)
                for r in resolved.values { work.append((r, depth + 1)) }
                // A local view made the accessory (`let scroll = UIScrollView(…)`; `field.inputAccessoryView = scroll`):
                // the views added to it in its scope are part of it (`scroll.addSubview(toolbar)`; found on FSNotes).
                if resolved.alias.scope >= 0 {
                    for added in KeyboardAccessoryBars.subviews(addedTo: n, in: Node(tree: tree, id: resolved.alias.scope)) {
                        work.append((added, depth + 1))
                    }
                }
                // An optional binding (`if let toolbarView = picker?.view as? UIToolbar { field.inputAccessoryView =
                // toolbarView }`; narrowed on the session-11 reading, Open Food Facts): the value it unwraps.
                if resolved.values.isEmpty, v.kind == .identifier,
                   case .binding(let bound?, _, _) = LocalDeclaration.of(n, at: v) {
                    work.append((bound, depth + 1))
                    continue
                }
                // A parameter: the values this file's call sites pass for it (`addToolBar(textField: editArea,
                // toolbar: self.getMarkdownToolbar())`, *data flow* across calls).
                if resolved.values.isEmpty, v.kind == .identifier {
                    if callFlow == nil { callFlow = CallFlow(tree: tree) }
                    if let calls = callFlow, let parameter = calls.parameter(referencedBy: v),
                       let function = CallFlow.function(of: parameter) {
                        for site in calls.callSites(of: function) {
                            if let a = calls.argument(for: parameter, at: site) { work.append((a, depth + 1)) }
                        }
                    }
                }
            default:
                continue
            }
        }
    }

    /// The views added to the local `name` in `scope` (its function or closure, nested closures included):
    /// `name.addSubview(x)`, `name.addArrangedSubview(x)`, `name.insertSubview(x, …)`.
    static func subviews(addedTo name: String, in scope: Node) -> [Node] {
        let body: Node? = scope.kind == .patternBinding ? scope.getterBody : scope.body ?? scope.child(ofKind: .codeBlock)
        guard let body else { return [] }
        var out: [Node] = []
        body.walk { x in
            if x.kind == .funcDecl || x.kind == .typeDecl { return false }
            if x.kind == .call, let callee = x.firstChild, callee.kind == .memberAccess,
               callee.nameIs("addSubview") || callee.nameIs("addArrangedSubview") || callee.nameIs("insertSubview"),
               let base = callee.firstChild, base.kind == .identifier, base.name == name,
               let first = x.arguments.first, first.label == nil, let value = first.value {
                out.append(value)
            }
            return out.count < 64
        }
        return out
    }

    /// Whether a bar creation is a keyboard accessory in this file.
    public func isAccessory(_ creation: Node) -> Bool { accessoryCreations.contains(creation.id) }

    /// The view-controller type a creation is set as the `view` of (`view = UIToolbar()` in `loadView`, also
    /// through a local name), for the cross-file question.
    public func controllerType(ofViewSetTo creation: Node) -> String? { viewAssignments[creation.id] }

    /// Creations assigned to a class's `view` / `self.view` (directly or through a local `let`), by the class name:
    /// one scan of the file's assignments, on first use.
    private lazy var viewAssignments: [Int32: String] = {
        var out: [Int32: String] = [:]
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .binary && !tree.isAbsent(Int32(raw)) {
            let n = Node(tree: tree, id: Int32(raw))
            guard tree.token(n.nameToken, is: "="), let lhs = n.firstChild, lhs.nameIs("view"),
                  let chain = lhs.memberChain, chain == ["view"] || chain == ["self", "view"],
                  let decl = n.enclosingTypeDecl, decl.declKeyword == .class, let typeName = decl.name,
                  var v = n.child(1)?.unparenthesized else { continue }
            if v.kind == .identifier, let name = v.name, let scope = n.enclosingScope,
               let body = scope.body ?? scope.child(ofKind: .codeBlock) {
                var bound: Node?
                body.forEachStatement { s in
                    guard bound == nil, s.kind == .varDecl else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in if b.name == name { bound = b.initializerValue } }
                }
                if let b = bound { v = b.unparenthesized }
            }
            if v.kind == .call { out[v.id] = typeName }
        }
        return out
    }()

    /// `view = X(…)` / `self.view = X(…)`: the creation is assigned to a `view` in place.
    static func isAssignedToView(_ creation: Node) -> Bool {
        guard let assign = creation.parent, assign.kind == .binary, assign.child(1) == creation,
              assign.tree.token(assign.nameToken, is: "="), let lhs = assign.firstChild, lhs.nameIs("view") else { return false }
        return lhs.memberChain == ["view"] || lhs.memberChain == ["self", "view"]
    }

    /// The values a getter returns (single expression or `return`s).
    static func returned(by getter: Node) -> [Node] {
        let stmts = getter.statements
        if stmts.count == 1, let s = stmts.first, s.kind != .returnStmt { return [s] }
        var out: [Node] = []
        getter.walk { n in
            if n.kind == .closure || n.kind == .funcDecl || n.kind == .typeDecl { return false }
            if n.kind == .returnStmt, let v = n.firstChild { out.append(v) }
            return true
        }
        return out
    }

    /// The SwiftUI view type a hosting controller is made with: `UIHostingController(rootView: T(…))`, written at
    /// `expr` or as the value of the local or property `expr` names.
    static func hostedRootType(of expr: Node) -> String? {
        var e = expr.unparenthesized
        while e.kind == .optionalChain || e.kind == .forceUnwrap, let c = e.firstChild { e = c.unparenthesized }
        func root(_ call: Node) -> String? {
            guard call.kind == .call, call.constructedTypeName == "UIHostingController",
                  let v = call.argumentValue("rootView")?.unparenthesized else { return nil }
            var r = v
            // `T(…).modifier(…)`: the chain's first call.
            for _ in 0..<32 {
                guard r.kind == .call, let callee = r.firstChild, callee.kind == .memberAccess, let b = callee.firstChild,
                      b.kind == .call else { break }
                r = b
            }
            return r.kind == .call ? r.constructedTypeName : nil
        }
        if e.kind == .call { return root(e) }
        guard e.kind == .identifier, let name = e.name else { return nil }
        return firstBinding(named: name, around: e, maxAncestors: 64, throughTypes: true) { b in
            b.initializerValue.flatMap { root($0.unparenthesized) }
        }
    }

    /// The first answer `answer` gives for a `let`/`var` named `name` declared in a code block around `e`, innermost
    /// block first (a type's members are such a block; `throughTypes` goes on past the type to the file's).
    static func firstBinding<T>(named name: String, around e: Node, maxAncestors: Int = .max, throughTypes: Bool,
                                _ answer: (Node) -> T?) -> T? {
        for anc in e.ancestors.prefix(maxAncestors) {
            if anc.kind == .codeBlock {
                var found: T?
                anc.forEachStatement { s in
                    guard found == nil, s.kind == .varDecl else { return }
                    s.forEachChild(ofKind: .patternBinding) { b in if found == nil, b.name == name { found = answer(b) } }
                }
                if let found { return found }
            }
            if !throughTypes && anc.kind == .typeDecl { break }
        }
        return nil
    }

    /// The declared type of a name (`pickerToolbarController` declared `var pickerToolbarController:
    /// PickerToolbarController?` or `= PickerToolbarController()`, as a local or a property of the type around).
    static func declaredType(of expr: Node) -> String? {
        var e = expr.unparenthesized
        while e.kind == .optionalChain || e.kind == .forceUnwrap, let c = e.firstChild { e = c.unparenthesized }
        var name: String?
        if e.kind == .identifier { name = e.name }
        else if e.kind == .memberAccess, let b = e.firstChild, b.kind == .identifier, b.nameIs("self") { name = e.name }
        guard let n = name else { return nil }
        func typeOf(_ binding: Node) -> String? {
            if let t = binding.typeAnnotation, let tn = t.name { return tn }
            if let v = binding.initializerValue?.unparenthesized, v.kind == .call { return v.constructedTypeName }
            return nil
        }
        return firstBinding(named: n, around: e, throughTypes: false, typeOf)
    }
}

extension HandMadeBars {
    /// `.init()` / `.init(frame:)` whose type is a bar from its context: the type annotation of the variable or
    /// property it initialises (a closure-initialised `lazy var` included).
    public static func implicitBarInit(_ call: Node) -> String? {
        guard let callee = call.firstChild, callee.kind == .memberAccess, callee.childCount == 0, callee.nameIs("init")
        else { return nil }
        var n = call
        var steps = 0
        while let p = n.parent, steps < 32 {
            steps += 1
            switch p.kind {
            case .initializer:
                guard let b = p.parent, b.kind == .patternBinding, let t = b.typeAnnotation, let name = t.name else { return nil }
                return systemBars.contains(name) ? name : nil
            case .returnStmt, .codeBlock, .closure:
                n = p
                continue
            case .call:
                // `{ … }()` initialising a lazy property.
                if p.firstChild == n { n = p; continue }
                return nil
            default:
                return nil
            }
        }
        return nil
    }
}
