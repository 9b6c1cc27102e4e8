/// VOCABULARY.md "nested in": walking the content of a SwiftUI container through intermediate views' content
/// closures, `if`/`switch`, `ForEach`, `Group` and the same type's `@ViewBuilder` properties and functions —
/// but never into content presented or attached by modifiers (`.sheet`, `.overlay`, `.toolbar`, …).
/// Custom view types declared in other files are followed by the cross-file facts (`ViewExposure`, `FactStore`), not here.
public enum ViewContent {
    /// Modifiers whose closures are presented or attached content, not content nested in the modified view.
    public static let attachingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "overlay", "background", "safeAreaInset",
        "toolbar", "contextMenu", "alert", "confirmationDialog", "inspector", "fileImporter", "fileExporter",
    ]

    /// Containers that scroll or are lazy stacks/grids: an `ArrangementView` must not be nested in them.
    public static let scrollContainers: Set<String> = [
        "ScrollView", "List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    ]

    /// Navigation containers that belong outside an `ArrangementView`.
    public static let navigationContainers: Set<String> = [
        "NavigationStack", "NavigationSplitView", "NavigationView", "TabView",
    ]

    /// SwiftUI (and common) types that are certainly not custom views, so never looked up in the index.
    public static let knownNonCustomTypes: Set<String> = [
        "Text", "Image", "Button", "Label", "VStack", "HStack", "ZStack", "Group", "ForEach", "Spacer", "Divider",
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "GeometryReader",
        "NavigationLink", "Menu", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor",
        "DatePicker", "ColorPicker", "ProgressView", "Link", "ShareLink", "EditButton", "Section", "Grid", "GridRow",
        "GridItem", "LazyVGrid", "LazyHGrid", "LazyVStack", "LazyHStack", "ScrollView", "List", "Form",
        "NavigationStack", "NavigationSplitView", "NavigationView", "TabView", "ArrangementView", "ViewThatFits",
        "AnyView", "EmptyView", "Toolbar", "ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "AsyncImage",
        "LinearGradient", "RadialGradient", "AngularGradient", "ScrollViewReader", "TimelineView", "Canvas",
        "ContentUnavailableView", "DisclosureGroup", "GroupBox", "LabeledContent", "ControlGroup", "Table",
        "String", "Int", "Double", "CGFloat", "Float", "Bool", "Array", "Dictionary", "Set", "URL", "Date", "UUID",
        "CGRect", "CGSize", "CGPoint", "EdgeInsets", "Font", "Animation", "Binding", "State",
    ]

    /// `scrollContainers`, `navigationContainers` and `knownNonCustomTypes` for tests on name tokens.
    public static let scrollContainerNames = NameSet(scrollContainers)
    public static let navigationContainerNames = NameSet(navigationContainers)
    public static let knownNonCustomTypeNames = NameSet(knownNonCustomTypes)

    public static func isAttachingModifierCall(_ n: Node) -> Bool {
        guard n.isModifierCall else { return false }
        // Fast rejection on the name's bytes (no String): its length and first byte must match an attaching
        // modifier. (`x.init(…)` takes its base's name and a backticked name is unescaped: both take the slow path.)
        let tree = n.tree
        let callee = tree.childID(n.id, 0)
        let t = tree.nodes[Int(callee)].nameToken
        if t >= 0 {
            let tok = tree.tokens[Int(t)]
            let first = tree.source.bytes[Int(tok.offset)]
            if first != UInt8(ascii: "`") && !tree.token(t, is: "init") {
                let len = Int(tok.length)
                guard len < attachingModifierShapes.count, attachingModifierShapes[len].contains(first) else {
                    return hasAttachingSuffix(tree.source.bytes, Int(tok.offset), len)
                }
            }
        }
        guard let name = n.calleeName else { return false }
        if attachingModifiers.contains(name) { return true }
        let bytes = Array(name.utf8)
        return hasAttachingSuffix(bytes, 0, bytes.count)
    }

    /// Narrowed on the session-11 reading (Anytype's `.anytypeSheet { … }`, which hands its content to
    /// `fullScreenCover`): an app's own modifier whose last name word says it presents or attaches its content —
    /// `…Sheet`, `…Cover`, `…Popover`, `…Alert`, `…Dialog`, `…Popup`, `…Toast`, `…Overlay`, `…Background`
    /// (`.bottomSheet { }`, `.customAlert { }`, `.cardBackground { }`) — is such a modifier too. The word must follow
    /// a lowercase letter or digit (a camelCase hump).
    static let attachingSuffixes: [[UInt8]] = ["Sheet", "Cover", "Popover", "Alert", "Dialog", "Popup", "Toast", "Overlay",
                                               "Background"].map { Array($0.utf8) }

    static func hasAttachingSuffix(_ bytes: [UInt8], _ start: Int, _ length: Int) -> Bool {
        guard length > 5 else { return false }
        let end = start + length
        for suffix in attachingSuffixes where suffix.count < length && suffix.last == bytes[end - 1] {
            let from = end - suffix.count
            guard bytes[from ..< end].elementsEqual(suffix) else { continue }
            let before = bytes[from - 1]
            if (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z")) || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")) {
                return true
            }
        }
        return false
    }

    /// For each name length, the first bytes of the attaching modifiers of that length.
    private static let attachingModifierShapes: [Set<UInt8>] = {
        var shapes = [Set<UInt8>](repeating: [], count: 64)
        for name in attachingModifiers where name.utf8.count < 64 { shapes[name.utf8.count].insert(name.utf8.first!) }
        return shapes
    }()

    /// Walks the view content below `root` (a closure, code block or expression), iteratively.
    ///
    /// `visit` is called for every node with the state inherited from its parent; it returns the state for
    /// the node's children, or nil to skip them. Arguments of attaching modifiers are never visited.
    /// Identifiers and calls that name a computed property or function of `members` (the enclosing type's
    /// `@ViewBuilder` helpers) are followed into that member's body, each member at most once per walk.
    public static func walk<State>(_ root: Node, members: TypeMembers?, state: State,
                                   _ visit: (Node, State) -> State?) {
        let tree = root.tree
        var stack: [(Int32, State)] = [(root.id, state)]
        var expanded: Set<Int32> = []
        while let (id, st) = stack.popLast() {
            if tree.isAbsent(id) { continue }
            let node = Node(tree: tree, id: id)
            guard let childState = visit(node, st) else { continue }
            if node.kind == .call, isAttachingModifierCall(node), let callee = node.firstChild {
                stack.append((callee.id, childState))
                continue
            }
            // A reference to a view-building member of the same type: follow it.
            if let members = members, let memberBody = members.viewBody(referencedBy: node),
               !expanded.contains(memberBody.id) {
                expanded.insert(memberBody.id)
                stack.append((memberBody.id, childState))
            }
            // Children in reverse (so they pop in source order), read straight from the child list.
            let r = tree.nodes[Int(id)]
            var k = Int(r.childStart) + Int(r.childCount) - 1
            while k >= Int(r.childStart) {
                let child = tree.childIDs[k]
                if tree.nodes[Int(child)].kind != .closureSignature { stack.append((child, childState)) }
                k -= 1
            }
        }
    }
}

/// Every type declared in a file, with its members, by name (a type and its same-file extensions together).
public final class TypeMemberIndex: FileAnalysis {
    private var declsByName: [String: [Node]] = [:]
    private var cache: [String: TypeMembers] = [:]

    public required init(tree: SyntaxTree) {
        for raw in tree.nodes.indices where tree.nodes[raw].kind == .typeDecl && !tree.isAbsent(Int32(raw)) {
            let decl = Node(tree: tree, id: Int32(raw))
            if let name = decl.name { declsByName[name, default: []].append(decl) }
        }
    }

    /// The index of these type declarations (a file's, already collected).
    init(declarations: [Node]) {
        for decl in declarations {
            if let name = decl.name { declsByName[name, default: []].append(decl) }
        }
    }

    /// The declarations (type and extensions) named `name` in this file.
    public func declarations(of name: String) -> [Node] { declsByName[name] ?? [] }

    public func members(of typeName: String) -> TypeMembers {
        if let m = cache[typeName] { return m }
        let m = TypeMembers(declarations: declsByName[typeName] ?? [])
        cache[typeName] = m
        return m
    }

    /// The members of the type that declares `node` (nil outside a type).
    public func enclosingMembers(of node: Node) -> TypeMembers? {
        guard let decl = node.enclosingTypeDecl, let name = decl.name else { return nil }
        return members(of: name)
    }
}

/// The computed properties and functions of one type whose bodies build views, by name, so that
/// `header` or `makeRow(item)` inside `body` can be followed.
public final class TypeMembers {
    private var bodies: [String: Node] = [:]
    /// Bit n set when some member name is n UTF-8 bytes long (bit 63: 63 or more): lets `viewBody` reject most
    /// identifiers on their token's length, without making a String.
    private var nameLengths: UInt64 = 0

    /// Whether the name of node `id` could be a key of `bodies` (false only when it certainly is not).
    @inline(__always) private func mayName(_ tree: SyntaxTree, _ id: Int32) -> Bool {
        let t = tree.nodes[Int(id)].nameToken
        if t < 0 { return true }
        let tok = tree.tokens[Int(t)]
        let len = Int(tok.length)
        if nameLengths & (1 << UInt64(min(len, 63))) != 0 { return true }
        // A backticked or non-ASCII name may compare equal with another byte length: let the String decide.
        return tree.source.bytes.withUnsafeBufferPointer { buf in
            let off = Int(tok.offset)
            if len > 0 && buf[off] == 0x60 { return true }
            for k in off..<(off + len) where buf[k] >= 0x80 { return true }
            return false
        }
    }

    init(declarations: [Node]) {
        for decl in declarations {
            guard let block = decl.memberBlock else { continue }
            for member in block.statements {
                switch member.kind {
                case .varDecl:
                    for b in member.bindings where b.initializerValue == nil {
                        if let name = b.name, name != "body", let getter = b.getterBody { bodies[name] = getter }
                    }
                case .funcDecl:
                    if let name = member.name, let body = member.body { bodies[name] = body }
                default:
                    break
                }
            }
        }
        for name in bodies.keys { nameLengths |= 1 << UInt64(min(name.utf8.count, 63)) }
    }

    /// The body of the member `node` refers to: an identifier `header`, `self.header`, or a call `makeRow(…)`.
    public func viewBody(referencedBy node: Node) -> Node? {
        if bodies.isEmpty { return nil }
        switch node.kind {
        case .identifier:
            guard mayName(node.tree, node.id) else { return nil }
            // Not the callee of a call (handled at the call) and not a member name.
            if let parent = node.parent, parent.kind == .call, parent.firstChild == node { return nil }
            return node.name.flatMap { bodies[$0] }
        case .call:
            guard let callee = node.firstChild else { return nil }
            if callee.kind == .identifier {
                guard mayName(node.tree, callee.id) else { return nil }
                return callee.name.flatMap { bodies[$0] }
            }
            if callee.kind == .memberAccess, let base = callee.firstChild, base.kind == .identifier, base.nameIs("self") {
                return callee.name.flatMap { bodies[$0] }
            }
            return nil
        case .memberAccess:
            if let base = node.firstChild, base.kind == .identifier, base.nameIs("self"),
               !(node.parent?.kind == .call && node.parent?.firstChild == node) {
                return node.name.flatMap { bodies[$0] }
            }
            return nil
        default:
            return nil
        }
    }
}
