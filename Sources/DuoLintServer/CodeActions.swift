import DuoLint
import Foundation

/// The quick fixes of a finding: suppress its rule on its line (`// duo-lint:disable:next RULE` above it, with
/// the line's indentation) or in the whole file (`// duo-lint:disable RULE` on the first line). An existing
/// directive of the same kind in that place gets the rule added instead of a second comment line.
public enum SuppressionFix {
    /// An edit: replace `range` (LSP positions) by `newText`.
    public struct Edit: Equatable {
        public var range: LSPRange
        public var newText: String

        public var json: JSON { .object(["range": range.json, "newText": .string(newText)]) }
    }

    /// Catalogue rules only: the meta diagnostics (`parse-error`, `superfluous-suppression`) are not suppressed
    /// this way.
    public static func applies(to ruleID: String) -> Bool {
        RuleRegistry.descriptors.contains { $0.id == ruleID }
    }

    /// Suppresses `rule` on `line` (1-based, the finding's first line).
    public static func disableNext(_ rule: String, line: Int, in text: LineTable, encoding: PositionEncoding) -> Edit {
        let index = max(0, min(line - 1, text.lineCount - 1))
        let range = text.lineRange(index)
        let indent = text.bytes[range].prefix(while: { $0 == 0x20 || $0 == 0x09 })
        if index > 0, let add = addition(to: index - 1, marker: "// duo-lint:disable:next ", rule: rule, indent: Array(indent), in: text, encoding: encoding) {
            return add
        }
        let insertion = String(decoding: indent, as: UTF8.self) + "// duo-lint:disable:next \(rule)"
            + String(decoding: text.lineBreak, as: UTF8.self)
        let at = LSPPosition(line: index, character: 0)
        return Edit(range: LSPRange(start: at, end: at), newText: insertion)
    }

    /// Suppresses `rule` in the whole file.
    public static func disableFile(_ rule: String, in text: LineTable, encoding: PositionEncoding) -> Edit {
        if let add = addition(to: 0, marker: "// duo-lint:disable ", rule: rule, indent: [], in: text, encoding: encoding) {
            return add
        }
        let at = LSPPosition(line: 0, character: 0)
        return Edit(range: LSPRange(start: at, end: at),
                    newText: "// duo-lint:disable \(rule)" + String(decoding: text.lineBreak, as: UTF8.self))
    }

    /// When line `index` is `indent + marker + ids [-- reason]`, the edit that adds `rule` to its ids.
    private static func addition(to index: Int, marker: String, rule: String, indent: [UInt8], in text: LineTable,
                                 encoding: PositionEncoding) -> Edit? {
        let range = text.lineRange(index)
        let line = Array(text.bytes[range])
        let prefix = indent + Array(marker.utf8)
        guard line.count > prefix.count, line.starts(with: prefix),
              line[prefix.count] != 0x20 else { return nil }
        // The ids end at " --" (an explanation) or at the end of the line.
        var end = line.count
        if let dash = find(Array(" --".utf8), in: line, from: prefix.count) { end = dash }
        while end > prefix.count && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        let ids = String(decoding: line[prefix.count..<end], as: UTF8.self)
        guard ids.range(of: "^[a-z0-9-]+(,[a-z0-9-]+)*$", options: .regularExpression) != nil else { return nil }
        let at = text.position(ofOffset: range.lowerBound + end, encoding: encoding)
        return Edit(range: LSPRange(start: at, end: at), newText: ",\(rule)")
    }

    private static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard hay.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= hay.count {
            if Array(hay[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
