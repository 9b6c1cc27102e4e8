/// `custom-bar-instance`: a `UIToolbar`, `UINavigationBar` or `UITabBar` (or a subclass declared anywhere in
/// the linted sources) created by hand. The system ignores such bars when it moves bars to the side. Keyboard
/// accessory bars are exempt (`KeyboardAccessoryBars`).
public final class CustomBarInstance: Rule {
    public static let descriptor = RuleDescriptor(
        id: "custom-bar-instance", tier: 1, severity: .warning, category: .bars,
        summary: "A UIToolbar, UINavigationBar or UITabBar (or subclass) created by hand; its content is not moved to the iPhone Duo side bar.")
    public static let interests: Set<NodeKind> = [.call]

    public init() {}

    public func visit(_ node: Node, _ ctx: FileContext) {
        let name: String
        let isSystemBar: Bool
        if let created = HandMadeBars.createdBarClass(node) {
            (name, isSystemBar) = created
        } else if let implicit = HandMadeBars.implicitBarInit(node) {
            (name, isSystemBar) = (implicit, true)
        } else {
            return
        }
        // A bar made only to read a metric (`UINavigationBar().bounds.height`) is never shown: it holds nothing to move
        // (found on Mastodon).
        if let p = node.parent, p.kind == .memberAccess, p.firstChild == node { return }
        if isSystemBar, Self.isOnlyReadThroughALocal(node) { return }
        // A bar that shows no control: a status strip of custom views, a navigation bar holding only a search field
        // (found on Zotero and Mastodon).
        if isSystemBar, BarsWithoutControls.showsNoControl(node, barClass: name) { return }
        let problems: [Problem] = [.control(node.id)]
        let accessories = ctx.analysis(KeyboardAccessoryBars.self)
        if accessories.isAccessory(node) { return }
        // (Subclass candidates — any capitalised constructor — keep the cheap question the workers answer, unless
        // they are assigned to a controller's `view` in place: the scan for `view =` is made only for those.)
        if !isSystemBar && !KeyboardAccessoryBars.isAssignedToView(node) {
            // A subclass made in an extension function that some file may make a keyboard accessory (AlphaWallet's
            // `UIToolbar.customToolbar(with:height:)`, which makes a `CustomToolbar`).
            if ctx.project.mentioned.contains(ProjectVocabulary.inputAccessoryView),
               let host = KeyboardAccessoryBars.extensionFunctionHost(of: node) {
                let q = HandMadeBarQuery(barClass: name, isSystemBar: false, viewOfController: host)
                ctx.report(Self.descriptor, at: node, when: .handMadeBar(q), problems: problems, Self.message(name, false))
                return
            }
            ctx.report(Self.descriptor, at: node, when: .classIsSystemBar(name), problems: problems, Self.message(name, false))
            return
        }
        let host = isSystemBar ? accessories.hostType(of: node) : accessories.controllerType(ofViewSetTo: node)
        if let host {
            // Made in a type (or as the `view` of a controller) that some file may make a keyboard accessory.
            let q = HandMadeBarQuery(barClass: name, isSystemBar: isSystemBar, viewOfController: host)
            ctx.report(Self.descriptor, at: node, when: .handMadeBar(q), problems: problems,
                       Self.message(name, isSystemBar))
        } else if isSystemBar {
            ctx.report(Self.descriptor, at: node, Self.message(name, true), problems: problems)
        } else {
            ctx.report(Self.descriptor, at: node, when: .classIsSystemBar(name), problems: problems,
                       Self.message(name, false))
        }
    }

    /// Narrowed on the session-11 reading (Rocket.Chat's `setNonTransparent()`: `let navigationBar =
    /// UINavigationBar(frame: frame)`, then `navigationBar.backgroundImage(for: .default)` and
    /// `navigationBar.shadowImage`): a bar bound to a local that its function only reads from — every use the base of
    /// a member that is not assigned, or of a method that changes nothing (not `set…`, `add…`, `insert…`, `push…`,
    /// `pop…`, `remove…`, `bring…`, `send…`) — is made to read its defaults, never shown.
    static func isOnlyReadThroughALocal(_ creation: Node) -> Bool {
        guard let ini = creation.parent, ini.kind == .initializer, let binding = ini.parent, binding.kind == .patternBinding,
              let name = binding.name, let scope = binding.enclosingScope, let body = scope.body else { return false }
        var uses = 0
        var readOnly = true
        var steps = 0
        body.walk { n in
            steps += 1
            if steps > 20_000 { readOnly = false }
            if !readOnly { return false }
            guard n.kind == .identifier, n.name == name else { return true }
            uses += 1
            guard let member = n.parent, member.kind == .memberAccess, member.firstChild == n, let memberName = member.name else {
                readOnly = false
                return false
            }
            if let call = member.parent, call.kind == .call, call.firstChild == member {
                if mutatingPrefixes.contains(where: { memberName.hasPrefix($0) }) { readOnly = false }
                return true
            }
            // Not assigned, at any depth of its chain (`bar.items = …`, `bar.frame.size.height = …`).
            var top = member
            while let p = top.parent, p.kind == .memberAccess, p.firstChild == top { top = p }
            if let p = top.parent, p.kind == .binary, p.firstChild == top, let op = LayoutContext.operatorText(p),
               LayoutContext.assignmentOperators.contains(op) {
                readOnly = false
            }
            return true
        }
        return readOnly && uses > 0
    }

    static let mutatingPrefixes = ["set", "add", "insert", "push", "pop", "remove", "bring", "send", "append"]

    static func message(_ name: String, _ isSystemBar: Bool) -> String {
        isSystemBar
            ? "\(name) created by hand is not moved to the iPhone Duo side bar; use the navigation or tab controller's bars."
            : "\(name), a bar subclass created by hand, is not moved to the iPhone Duo side bar; use the container's bars."
    }
}
