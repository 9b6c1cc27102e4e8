import DuoLintSyntax

/// A file parsed for a build: lex → the values of the `#if` conditions for the build (from the tokens) → parse
/// with them → mark the absent code. The syntax module parses; this is where a build configuration meets it.
extension Parser {
    /// Lexes and parses `source` for `configuration` (see `parse(_:lexed:configuration:)`).
    public static func parse(_ source: SourceText, configuration: BuildConfiguration = .iPhone) -> SyntaxTree {
        let lexed = source.bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        return parse(source, lexed: lexed, configuration: configuration)
    }

    /// Parses `lexed` (the tokens of `source`) for `configuration`: its `#if` clauses are flagged active, inactive
    /// or unknown for that build (inactive ones stay in the tree), and its absent code is marked (`AbsentCode`).
    public static func parse(_ source: SourceText, lexed: LexedSource,
                             configuration: BuildConfiguration = .iPhone) -> SyntaxTree {
        parseForLint(source, lexed: lexed, configuration: configuration).tree
    }

    /// Lexes and parses `source` for `configuration`, its absent code marked — its own, and what the other files
    /// say (`external`, RULES.md scope 4 and 5) — with the words of its tokens (`FileWords`, for `ScopeFacts`).
    public static func parseForLint(_ source: SourceText, configuration: BuildConfiguration = .iPhone,
                                    external: ExternalAbsence = .none) -> ParsedFile {
        let lexed = source.bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        return parseForLint(source, lexed: lexed, configuration: configuration, external: external)
    }

    public static func parseForLint(_ source: SourceText, lexed: LexedSource, configuration: BuildConfiguration = .iPhone,
                                    external: ExternalAbsence = .none) -> ParsedFile {
        let conditions = configuration.directiveConditions(source, lexed)
        let tree = parse(source, lexed: lexed, conditions: conditions)
        let words = FileWords(tree)
        return ParsedFile(tree: AbsentCode.mark(tree, configuration: configuration, words: words, external: external),
                          words: words)
    }
}

extension BuildConfiguration {
    /// The value in this build of the condition of every `#if` / `#elseif` of `lexed` (the tokens of `source`):
    /// what the parser needs to flag the clauses. Reads only the `#name` tokens and the conditions' tokens.
    public func directiveConditions(_ source: SourceText, _ lexed: LexedSource) -> DirectiveConditions {
        var out = DirectiveConditions()
        guard !lexed.poundTokens.isEmpty else { return out }
        source.bytes.withUnsafeBufferPointer { bytes in
            lexed.tokens.withUnsafeBufferPointer { toks in
                for t in lexed.poundTokens {
                    let k = Int(t)
                    guard BuildConfiguration.isConditionalDirective(toks[k], bytes) else { continue }
                    let end = DirectiveCondition.end(of: toks, bytes: bytes, from: k + 1)
                    out.set(IfConfigCondition.evaluate(toks, bytes: bytes, from: k + 1, to: end, in: self), forDirectiveAt: t)
                }
            }
        }
        return out
    }

    /// Whether `t` is `#if` or `#elseif` (the directives with a condition).
    private static func isConditionalDirective(_ t: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        tokenIs(t, bytes, "#if") || tokenIs(t, bytes, "#elseif")
    }

    /// Whether the bytes of `t` are exactly the ASCII text `s`.
    private static func tokenIs(_ t: Token, _ bytes: UnsafeBufferPointer<UInt8>, _ s: StaticString) -> Bool {
        guard Int(t.length) == s.utf8CodeUnitCount, t.end <= bytes.count else { return false }
        for k in 0..<s.utf8CodeUnitCount where bytes[Int(t.offset) + k] != s.utf8Start[k] { return false }
        return true
    }
}

extension SelfCheck {
    /// `SelfCheck.syntax` for the file as the linter parses it: its `#if` conditions evaluated for `configuration`.
    public static func syntax(_ bytes: [UInt8], path: String = "SelfCheck.swift",
                              configuration: BuildConfiguration = .iPhone) -> String? {
        syntax(bytes, path: path, conditions: { configuration.directiveConditions($0, $1) })
    }
}
