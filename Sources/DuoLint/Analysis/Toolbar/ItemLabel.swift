// MARK: - Item labels

/// What a toolbar item shows: its title (from a title argument, a `Text` or a `Label`), its symbols, and how its
/// label is built.
public struct ItemLabel {
    /// A title exists (argument, `Text`, `Label`, UIKit `title:` or `.title =`).
    public var hasTitle = false
    /// The title when it is a plain literal (also `NSLocalizedString("…")`, `String(localized: "…")`,
    /// `LocalizedStringKey("…")`, `LocalizedStringResource("…")`, `Text("…")`, directly or through a bound name).
    public var titleText: String? { titleTexts.first }
    /// The literal title and, for a localised one, its default value (`NSLocalizedString("k", value: "Done", …)`,
    /// `String(localized: "k", defaultValue: "Done")`): a title match compares each (RULES.md *title match*).
    public var titleTexts: [String] = []
    /// The title expression, when there is one (a name or call whose text is not known: still a text).
    public var titleNode: Node?
    /// The title expression as written.
    public var titleSource: String? { titleNode?.text }
    /// The title is an interpolated literal (`"\(count)"`).
    public var titleInterpolated = false
    /// The interpolated string literals of the title / label texts.
    public var interpolatedTitles: [Node] = []
    /// Texts in the label built from a value with `format:` (`Text(total, format: .currency(code:))`).
    public var formattedTexts: [Node] = []
    /// A symbol or image is shown (`systemImage:`, `Image(…)`, `Label(…, systemImage:)`, UIKit `image:`).
    public var hasSymbol = false
    /// Literal symbol names (`"plus"`, `"ellipsis.circle"`).
    public var symbols: [String] = []
    /// UIKit `systemItem:` / `barButtonSystemItem:` (`done`, `add`, …).
    public var systemItem: String?
    /// UIKit: a `menu:` argument or `.menu =`.
    public var hasMenu = false
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

    /// A title that is whole-matched (trimmed, case-insensitive) by one of `words` (lower-case).
    public func titleMatches(_ words: Set<String>) -> Bool {
        titleTexts.contains { words.contains($0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()) }
    }

    /// The trimmed title starts with `prefix` (case-insensitive).
    public func titleStarts(with prefix: String) -> Bool {
        titleTexts.contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// The title to name in a message: the literal, else the expression as written (shortened).
    public var titleForMessage: String? {
        if let t = titleText { return t }
        guard let s = titleSource else { return nil }
        let flat = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    public func hasSymbol(in names: Set<String>) -> Bool { symbols.contains { names.contains($0) } }

    // MARK: SwiftUI

    init(control: Node, name: String, values: BoundValues? = nil) {
        let args = control.arguments
        // Title argument: the first unlabelled non-closure argument (`Button("Add") {…}`, `Menu(title) {…}`).
        if let first = args.first, first.label == nil, !first.isTrailingClosure, let v = first.firstChild,
           v.kind != .closure {
            setTitle(v, values)
        }
        for a in args {
            guard let v = a.firstChild else { continue }
            if a.nameIs("systemImage") {
                hasSymbol = true
                if let s = v.stringValue { symbols.append(s) }
            } else if a.nameIs("image") {
                hasSymbol = true
            } else if a.nameIs("titleKey") || a.nameIs("title") {
                setTitle(v, values)
            }
        }
        labelClosure = ItemLabel.labelClosure(of: control, name: name, hasTitleArgument: hasTitle)
        if let label = labelClosure {
            var shape = LabelShape()
            shape.classify(label, depth: 0)
            switchesImageAndText = shape.switches
            labelModifierNames = shape.modifierNames
            if shape.image { hasSymbol = true }
            symbols += shape.symbols
            interpolatedTitles += shape.interpolated
            formattedTexts += shape.formatted
            if !hasTitle {
                if let t = shape.titles.first {
                    setTitle(t, values)
                } else if shape.text {
                    hasTitle = true
                }
            }
            labelIsImageOnly = shape.image && !shape.text && !shape.other
            labelIsTextOnly = shape.text && !shape.image && !shape.other
            pairsImageWithInterpolatedText = shape.image && !shape.interpolatedTextNodes.isEmpty
        }
    }

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

    /// Localised-string initialisers whose key (first argument) and default value name the title.
    static let localizedTitleCalls: Set<String> = [
        "NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text",
    ]

    private mutating func setTitle(_ v0: Node, _ values: BoundValues?) {
        var v = v0.unparenthesized
        // `UIBarButtonItem(title: nil, image: …)`: no title.
        if v.kind == .nilLiteral { return }
        hasTitle = true
        if titleNode == nil { titleNode = v }
        // A name bound to the title (RULES.md *data flow*; a same-file `static let`).
        if v.kind == .identifier || (v.kind == .memberAccess && v.firstChild != nil), let values,
           let (resolved, _) = values.value(of: v, sources: .title) {
            v = resolved.unparenthesized
        }
        if v.kind == .stringLiteral {
            if v.flags.contains(.interpolated) {
                titleInterpolated = true
                interpolatedTitles.append(v)
            } else if let s = v.stringValue {
                titleTexts = [s]
            }
            return
        }
        if v.kind == .call, let name = v.calleeName, ItemLabel.localizedTitleCalls.contains(name),
           v.firstChild?.kind == .identifier,
           let first = v.arguments.first, let lit = first.firstChild, lit.kind == .stringLiteral {
            if name == "String" && !first.nameIs("localized") { return }
            if name != "String" && first.label != nil { return }
            if lit.flags.contains(.interpolated) {
                titleInterpolated = true
                interpolatedTitles.append(lit)
                return
            }
            var texts: [String] = []
            if let s = lit.stringValue { texts.append(s) }
            let defaultValue = name == "NSLocalizedString" ? v.argumentValue("value") : v.argumentValue("defaultValue")
            if let d = defaultValue, d.kind == .stringLiteral, !d.flags.contains(.interpolated), let s = d.stringValue,
               !s.isEmpty {
                texts.append(s)
            }
            titleTexts = texts
        }
    }

    // MARK: UIKit

    init(uiKitItem item: Node, configured: Set<String>, values: BoundValues? = nil) {
        guard item.kind == .call else { return }
        if let t = item.argumentValue("title") { setTitle(t, values) }
        if let img = item.argumentValue("image") { noteUIImage(img) }
        if let sys = (item.argumentValue("barButtonSystemItem") ?? item.argumentValue("systemItem"))?.memberChain?.last {
            systemItem = sys
        }
        if item.argument("menu") != nil { hasMenu = true }
        if let action = item.argumentValue("primaryAction"), action.kind == .call, action.calleeName == "UIAction" {
            if !hasTitle, let t = action.argumentValue("title") { setTitle(t, values) }
            if let img = action.argumentValue("image") { noteUIImage(img) }
        }
        if configured.contains("title") { hasTitle = true }
        if configured.contains("image") { hasSymbol = true }
        if configured.contains("menu") { hasMenu = true }
    }

    private mutating func noteUIImage(_ v: Node) {
        if v.kind == .nilLiteral { return }
        hasSymbol = true
        if v.kind == .call, let s = (v.argumentValue("systemName"))?.stringValue { symbols.append(s) }
    }
}
