// MARK: - Item labels

/// The title and symbol finders of one file, shared by its items' labels.
final class LabelResolvers {
    let titles: TitleResolver
    let symbols: SymbolResolver
    let values: BoundValues

    init(tree: SyntaxTree, values: BoundValues) {
        self.values = values
        titles = TitleResolver(tree: tree, values: values)
        symbols = SymbolResolver(tree: tree, values: values)
    }
}

/// What a toolbar item shows: its title (from a title argument, a `Text` or a `Label`), its symbols, and how its
/// label is built (VOCABULARY.md *title*, *symbol*).
public struct ItemLabel {
    /// The title (VOCABULARY.md *title*); nil when there is none. An empty title (`""`) is kept but is no title.
    public var title: ToolbarTitle?
    /// A title exists (argument, `Text`, `Label`, UIKit `title:` or `.title =`), and it is not `""`.
    public var hasTitle = false
    /// The title's literal texts (also the default values of localization calls).
    public var titleTexts: [String] { title?.texts ?? [] }
    /// The first literal title text.
    public var titleText: String? { titleTexts.first }
    /// The title expression as written.
    public var titleSource: String? { title?.node?.text }
    /// The title is an interpolated literal (`"\(count)"`).
    public var titleInterpolated = false
    /// The interpolated string literals of the title / label texts.
    public var interpolatedTitles: [Node] = []
    /// Texts in the label built from a value with `format:` (`Text(total, format: .currency(code:))`).
    public var formattedTexts: [Node] = []
    /// A symbol or image is shown (VOCABULARY.md *symbol*).
    public var hasSymbol = false
    /// Symbol names (`"plus"`, `"ellipsis.circle"`), of every branch where they differ.
    public var symbols: [String] = []
    /// Symbols given by `static` members not declared in this file (`Type.member` / `*.member`): asked of the index.
    public var pendingSymbols: [String] = []
    /// UIKit `systemItem:` / `barButtonSystemItem:` (`done`, `add`, …), every branch of a `?:`.
    public var systemItems: [String] = []
    public var systemItem: String? { systemItems.first }
    /// UIKit `style: .done`.
    public var isDoneStyle = false
    /// UIKit: a `menu:` argument or `.menu =`.
    public var hasMenu = false
    /// SwiftUI `Button(role: …)`: the role's name.
    public var role: String?
    /// `Button(role: .close / .cancel / .confirm)` with no label: a system button with its own symbol and title.
    public var isRoleOnly = false
    /// The label content (closure) chooses between an `Image` and a `Text` with `if`/`switch`/`?:`.
    public var switchesImageAndText = false
    /// The label content holds an `Image` and an interpolated `Text` (unconditionally or not).
    public var pairsImageWithInterpolatedText = false
    /// The label content is only images (no text, no other views).
    public var labelIsImageOnly = false
    /// The label content is only texts.
    public var labelIsTextOnly = false
    /// The label closure, when there is one.
    public var labelClosure: Node?
    /// Names of modifiers applied inside the label content.
    public var labelModifierNames: [String] = []

    /// A title matching one of `entries` (VOCABULARY.md *title match*).
    public func titleMatches(_ entries: [TitleEntry]) -> Bool { hasTitle && (title?.matchesAny(entries) ?? false) }

    /// The title is informative (VOCABULARY.md *title*): interpolated, formatted, concatenated, a choice between texts.
    public var titleIsInformative: Bool { (title?.informative ?? false) || titleInterpolated || !formattedTexts.isEmpty }

    /// The title to name in a message: the literal, else the expression as written (shortened).
    public var titleForMessage: String? {
        if let t = titleText { return t }
        guard let s = titleSource else { return nil }
        let flat = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    public func hasSymbol(in names: Set<String>) -> Bool { symbols.contains { names.contains($0) } }

    // MARK: SwiftUI

    init(control: Node, name: String, resolvers: LabelResolvers?) {
        let args = control.arguments
        // Title argument: the first unlabelled non-closure argument (`Button("Add") {…}`, `Menu(title) {…}`).
        if let first = args.first, first.label == nil, !first.isTrailingClosure, let v = first.firstChild,
           v.kind != .closure {
            if SymbolResolver.isImageExpression(v) {
                noteSymbol(v, resolvers)   // a helper's `IconButton(Image(…))`
            } else {
                setTitle(v, resolvers)
            }
        }
        for a in args {
            guard let v = a.firstChild, let label = a.label else {
                if let v = a.firstChild, !a.isTrailingClosure, a != args.first, SymbolResolver.isImageExpression(v) {
                    noteSymbol(v, resolvers)
                }
                continue
            }
            if SymbolResolver.symbolLabels.contains(label) {
                noteSymbol(v, resolvers)
            } else if label == "titleKey" || label == "title" {
                setTitle(v, resolvers)
            } else if label == "role" {
                role = v.memberChain?.last
            } else if SymbolResolver.isImageExpression(v) {
                noteSymbol(v, resolvers)
            }
        }
        labelClosure = ItemLabel.labelClosure(of: control, name: name, hasTitleArgument: hasTitle || title != nil)
        if let label = labelClosure {
            var shape = LabelShape(resolvers: resolvers)
            shape.classify(label, depth: 0)
            switchesImageAndText = shape.switches
            labelModifierNames = shape.modifierNames
            if shape.image { hasSymbol = true }
            symbols += shape.symbols
            pendingSymbols += shape.pendingSymbols
            interpolatedTitles += shape.interpolated
            formattedTexts += shape.formatted
            if title == nil {
                if let t = shape.titles.first {
                    setTitle(t, resolvers)
                } else if shape.text {
                    hasTitle = true
                }
            }
            labelIsImageOnly = shape.image && !shape.text && !shape.other
            labelIsTextOnly = shape.text && !shape.image && !shape.other
            pairsImageWithInterpolatedText = shape.image && !shape.interpolatedTextNodes.isEmpty
        }
        // `Button("", systemImage: "star")`: the empty title is no title (VOCABULARY.md *title*), so the label the
        // initialiser builds shows only the symbol, as `Label("", systemImage:)` does (recall on Gem Wallet's close
        // buttons, session 12).
        if labelClosure == nil, hasSymbol, !hasTitle, let t = title, t.isEmpty { labelIsImageOnly = true }
        if name == "Button", let r = role, ItemLabel.systemRoles.contains(r), title == nil, labelClosure == nil, !hasSymbol {
            isRoleOnly = true
        }
    }

    /// Roles whose label-less button the system draws with its own symbol and title.
    static let systemRoles: Set<String> = ["close", "cancel", "confirm"]

    /// The closure that is a control's label.
    static func labelClosure(of control: Node, name: String, hasTitleArgument: Bool) -> Node? {
        if let l = control.argument("label"), let c = l.firstChild, c.kind == .closure { return c }
        guard !hasTitleArgument else { return nil }
        switch name {
        case "Button":
            guard control.argument("action") != nil else { return nil }
        case "NavigationLink":
            guard control.argument("destination") != nil || control.argument("value") != nil else { return nil }
        case "Toggle", "Link", "ShareLink":
            break
        default:
            return nil
        }
        for a in control.arguments.reversed() where a.isTrailingClosure && a.label == nil {
            if let c = a.firstChild, c.kind == .closure { return c }
        }
        return nil
    }

    mutating func setTitle(_ v0: Node, _ resolvers: LabelResolvers?) {
        let v = v0.unparenthesized
        if v.kind == .nilLiteral { return }
        guard let resolvers else {
            hasTitle = true
            return
        }
        guard let t = resolvers.titles.title(of: v)?.prepared() else { return }
        if title == nil || (title!.isEmpty && !t.isEmpty) { title = t }
        if !t.isEmpty { hasTitle = true }
        if v.kind == .stringLiteral, v.flags.contains(.interpolated) {
            titleInterpolated = true
            interpolatedTitles.append(v)
        } else if let lit = ItemLabel.interpolatedLiteral(in: v) {
            titleInterpolated = true
            interpolatedTitles.append(lit)
        }
    }

    /// `String(localized: "\(n) items")`, `Text("\(n)")`: the interpolated literal given as the key.
    static func interpolatedLiteral(in v: Node) -> Node? {
        guard v.kind == .call, let first = v.arguments.first?.firstChild?.unparenthesized,
              first.kind == .stringLiteral, first.flags.contains(.interpolated),
              let name = v.calleeName, TitleResolver.literalKeyCalls.contains(name) else { return nil }
        return first
    }

    mutating func noteSymbol(_ v: Node, _ resolvers: LabelResolvers?) {
        if v.unparenthesized.kind == .nilLiteral { return }
        hasSymbol = true
        if let resolvers {
            let r = resolvers.symbols.lookup(v)
            symbols += r.names
            pendingSymbols += r.pending
        }
    }

    // MARK: UIKit

    init(uiKitItem item: Node, configured: Set<String>, configuredValues: [String: [Node]] = [:],
         resolvers: LabelResolvers?) {
        guard item.kind == .call else {
            return   // `editButtonItem`
        }
        if let t = item.argumentValue("title") { setTitle(t, resolvers) }
        if let img = item.argumentValue("image") { noteSymbol(img, resolvers) }
        if let sys = item.argumentValue("barButtonSystemItem") ?? item.argumentValue("systemItem") {
            systemItems = ItemLabel.memberNames(sys)
        }
        if let style = item.argumentValue("style"), style.memberChain?.last == "done" { isDoneStyle = true }
        if item.argument("menu") != nil { hasMenu = true }
        if let action = item.argumentValue("primaryAction") { notePrimaryAction(action, resolvers) }
        for (property, values) in configuredValues {
            for v in values {
                switch property {
                case "title": if title == nil { setTitle(v, resolvers) }
                case "image": noteSymbol(v, resolvers)
                case "primaryAction": notePrimaryAction(v, resolvers)
                case "style": if v.memberChain?.last == "done" { isDoneStyle = true }
                default: break
                }
            }
        }
        if configured.contains("title") && title == nil { hasTitle = true }
        if configured.contains("image") { hasSymbol = true }
        if configured.contains("menu") { hasMenu = true }
    }

    /// A `UIAction(title:image:…)` given as the primary action, directly or through a local name.
    private mutating func notePrimaryAction(_ v0: Node, _ resolvers: LabelResolvers?) {
        var v = v0.unparenthesized
        if v.kind == .identifier, let resolvers, let (resolved, _) = resolvers.values.value(of: v, sources: .title) {
            v = resolved.unparenthesized
        }
        guard v.kind == .call, v.calleeName == "UIAction" || v.calleeIs("init") else { return }
        if title == nil, let t = v.argumentValue("title") { setTitle(t, resolvers) }
        if let img = v.argumentValue("image") { noteSymbol(img, resolvers) }
    }

    /// `.done` → [done]; `isEditing ? .done : .edit` → [done, edit].
    static func memberNames(_ v: Node) -> [String] {
        let n = v.unparenthesized
        if n.kind == .ternary, let a = n.child(1), let b = n.child(2) { return memberNames(a) + memberNames(b) }
        return n.memberChain?.last.map { [$0] } ?? []
    }
}
