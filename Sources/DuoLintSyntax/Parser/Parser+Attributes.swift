/// Attributes (`@State`, `@available(iOS 17, *)`, `@MainActor`): one `.attribute` node each.
extension Parser {
    mutating func parseAttribute() {
        let m = mark()
        let s = p
        let end = attributeEnd(from: p)
        while p < end && !atEOF { advance() }
        finish(.attribute, m, first: s, name: s)
    }
}
