/// VOCABULARY.md *placement*: the `placement:` of an item's `ToolbarItem` / `ToolbarItemGroup`, through bound names, and what
/// the bar rules require of it.

/// Where a placement must (not) be for a finding (VOCABULARY.md *placement*); an `.unknown` placement never satisfies
/// a requirement on placements.
public enum PlacementRequirement: Hashable, Sendable {
    case any
    /// One of these placements (or none at all, when `orNone`).
    case oneOf(Set<String>, orNone: Bool)
    /// Any placement but these (none included).
    case noneOf(Set<String>)
    /// Any placement but these, a placement computed at run time included.
    case noneOfKnown(Set<String>)

    public func accepts(_ p: ToolbarContent.Placement) -> Bool {
        switch (self, p) {
        case (.any, _): return true
        case (.noneOfKnown, .unknown): return true
        case (.noneOfKnown(let names), .named(let n)): return !names.contains(n)
        case (.noneOfKnown, .none): return true
        case (_, .unknown): return false
        case (.oneOf(_, let orNone), .none): return orNone
        case (.oneOf(let names, _), .named(let n)): return names.contains(n)
        case (.noneOf, .none): return true
        case (.noneOf(let names), .named(let n)): return !names.contains(n)
        }
    }
}

extension ToolbarContent {
    /// VOCABULARY.md *placement*: `.topBarTrailing` / `ToolbarItemPlacement.topBarTrailing`, or a name bound to one
    /// (data flow, same-file constants, a parameter's default value or the argument of the call the walk came
    /// through, a stored property's initial value). Anything else (a ternary, a call) is `.unknown`.
    /// The second value names the stored property when the placement is one's initial value.
    func resolvePlacement(_ v: Node, _ state: WalkState) -> (Placement, String?) {
        var value = v.unparenthesized
        var parameter: String?
        if value.kind == .identifier || (value.kind == .memberAccess && value.firstChild != nil) {
            if let (resolved, origin) = values.value(of: value, sources: .placement, arguments: state.arguments) {
                value = resolved
                if case .storedProperty(let name) = origin { parameter = name }
            } else if value.kind == .identifier {
                return (.unknown, nil)
            }
        }
        guard value.kind == .memberAccess, let chain = value.memberChain, let last = chain.last else {
            return (.unknown, nil)
        }
        // `.topBarTrailing`, `ToolbarItemPlacement.topBarTrailing`; not `self.x`, `someValue.x`.
        if let base = value.firstChild {
            guard base.kind == .identifier, let b = base.name, b.first?.isUppercase == true, b != "Self" else {
                return (.unknown, nil)
            }
        }
        // Only a use of a `ToolbarContent` type can pass the property.
        if case .toolbarContentType = state.owner {} else { parameter = nil }
        return (.named(last), parameter)
    }

}
