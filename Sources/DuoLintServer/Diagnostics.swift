import DuoLint

/// Findings as LSP diagnostics.
public enum LSPDiagnostics {
    /// The documentation page of a rule (`codeDescription.href`), from the file's `"docs-url"`; nil without one and
    /// for the meta diagnostics, which have none.
    public static func documentationURL(_ ruleID: String, links: HelpLinks) -> String? {
        links.url(for: ruleID)
    }

    /// LSP's DiagnosticSeverity: error 1, warning 2, note → information 3.
    public static func severity(_ s: Severity) -> Int {
        switch s {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The LSP range of an engine range in `lines`.
    public static func range(_ r: SourceRange, in lines: LineTable, encoding: PositionEncoding) -> LSPRange {
        let start = lines.position(line: r.start.line, column: r.start.column, encoding: encoding)
        var end = lines.position(line: r.end.line, column: r.end.column, encoding: encoding)
        if end.line < start.line || (end.line == start.line && end.character < start.character) { end = start }
        return LSPRange(start: start, end: end)
    }

    /// One diagnostic. `lines(path)` gives the text of the other files related locations point into (nil when the
    /// file cannot be read: the engine's columns are then used as they are).
    public static func diagnostic(_ f: Finding, in lines: LineTable, encoding: PositionEncoding,
                                  relatedInformation: Bool, uri: (String) -> String,
                                  lines other: (String) -> LineTable?, links: HelpLinks = .none) -> JSON {
        var d: [String: JSON] = [
            "range": range(f.range, in: lines, encoding: encoding).json,
            "severity": .int(severity(f.severity)),
            "code": .string(f.ruleID),
            "source": .string("duo-lint"),
            "message": .string(f.message),
        ]
        if let href = documentationURL(f.ruleID, links: links) { d["codeDescription"] = .object(["href": .string(href)]) }
        if relatedInformation && !f.related.isEmpty {
            d["relatedInformation"] = .array(f.related.map { r in
                let table = r.path == f.path ? lines : other(r.path)
                let lspRange = table.map { range(r.range, in: $0, encoding: encoding) }
                    ?? LSPRange(start: LSPPosition(line: r.range.start.line - 1, character: r.range.start.column - 1),
                                end: LSPPosition(line: r.range.end.line - 1, character: r.range.end.column - 1))
                return .object(["location": .object(["uri": .string(uri(r.path)), "range": lspRange.json]),
                                "message": .string(r.message)])
            })
        } else if !f.related.isEmpty, !relatedInformation {
            // Clients without related information still learn where to look.
            let first = f.related[0]
            d["message"] = .string(f.message + " (see \(first.path):\(first.range.start.line))")
        }
        return .object(d)
    }
}
