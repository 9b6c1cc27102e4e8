/// The panes of an `ArrangementView`: `ArrangementView { primary } secondary: { secondary }`, or the
/// `primary:` / `secondary:` arguments given as closures or as views.
public enum ArrangementPanes {
    public struct Pane {
        public var isPrimary: Bool
        /// A closure, or a view expression passed directly.
        public var content: Node
    }

    public static func panes(of call: Node) -> [Pane] {
        guard call.kind == .call, call.constructedTypeName == "ArrangementView" else { return [] }
        var out: [Pane] = []
        for arg in call.arguments {
            guard let value = arg.value else { continue }
            let label = arg.label
            if label == nil && value.kind == .closure {
                out.append(Pane(isPrimary: true, content: value))
            } else if label == "primary" || label == "content" {
                out.append(Pane(isPrimary: true, content: value))
            } else if label == "secondary" {
                out.append(Pane(isPrimary: false, content: value))
            }
        }
        return out
    }

    /// The root views of a pane: the top-level view expressions of its closure (or the view passed directly),
    /// each with modifiers kept (`ResultsPanel().padding()` is still the root `ResultsPanel()`).
    public static func roots(of pane: Pane) -> [Node] {
        let content = pane.content
        guard content.kind == .closure else { return [content] }
        return content.statements.filter { stmt in
            switch stmt.kind {
            case .call, .identifier, .memberAccess, .postfixIfConfig: return true
            default: return false
            }
        }
    }
}

/// Where a nesting rule reports: the call written lexically inside the outer container's content that leads to
/// the offending view — the view itself, or the same-type helper (`content`, `makeRow()`) it was reached through.
struct LexicalAnchor {
    var node: Node?

    /// Call from a `ViewContent.walk` visitor before looking at `node`: remembers the first same-type helper
    /// reference on the way down.
    func entering(_ node: Node, members: TypeMembers?) -> LexicalAnchor {
        if self.node == nil, let members = members, members.viewBody(referencedBy: node) != nil {
            return LexicalAnchor(node: node)
        }
        return self
    }

    func reportNode(_ offending: Node) -> Node { node ?? offending }
}
