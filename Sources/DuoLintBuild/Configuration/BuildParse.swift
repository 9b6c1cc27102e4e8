import DuoLintSyntax
import Foundation

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
        parseForLint(source, lexed: lexed, configuration: configuration, allWords: false).tree
    }

    /// Lexes and parses `source` for `configuration`, its absent code marked — its own, and what the other files
    /// say (`external`, VOCABULARY.md scope 4 and 5) — with the words of its tokens (`FileWords`, for `ScopeFacts`).
    /// `allWords` false: a parse that makes no `ScopeFacts` (a file parsed again, say) gets only the words absent
    /// code asks about (`AbsentCode.askedWords`), found by a byte search rather than a pass over every token; the
    /// tree is the same.
    public static func parseForLint(_ source: SourceText, configuration: BuildConfiguration = .iPhone,
                                    external: ExternalAbsence = .none, allWords: Bool = true) -> ParsedFile {
        let lexed = source.bytes.withUnsafeBufferPointer { Lexer.lex($0) }
        return parseForLint(source, lexed: lexed, configuration: configuration, external: external, allWords: allWords)
    }

    public static func parseForLint(_ source: SourceText, lexed: LexedSource, configuration: BuildConfiguration = .iPhone,
                                    external: ExternalAbsence = .none, allWords: Bool = true) -> ParsedFile {
        let conditions = configuration.directiveConditions(source, lexed)
        let tree = parse(source, lexed: lexed, conditions: conditions)
        let words = allWords ? FileWords(tree) : FileWords(probing: source.bytes, for: AbsentCode.askedWords(external))
        return ParsedFile(tree: AbsentCode.mark(tree, configuration: configuration, words: words, external: external),
                          words: words)
    }
}

extension BuildConfiguration {
    /// The value in this build of the condition of every `#if` / `#elseif` of `lexed` (the tokens of `source`):
    /// what the parser needs to flag the clauses.
    ///
    /// The directives are found from the bytes: `memchr` finds each `#` (most files have none, the others a few),
    /// and only a `#if` or `#elseif` is looked up among the tokens (a binary search by offset), where it must be a
    /// `.pound` token (not text in a comment or a string). No pass over every token, and nothing for the lexer to
    /// record: its loop is the hottest code of a run.
    // Unsafe: `memchr` is given the bytes left after `from`, its hit lies inside the buffer, and the byte and token reads
    // that follow are bounds-checked. Covered by BuildConfigurationTests, IfConfigParserTests and ConditionalCodeRuleTests.
    public func directiveConditions(_ source: SourceText, _ lexed: LexedSource) -> DirectiveConditions {
        var out = DirectiveConditions()
        source.bytes.withUnsafeBufferPointer { bytes in
            lexed.tokens.withUnsafeBufferPointer { toks in
                guard let base = bytes.baseAddress else { return }
                let n = bytes.count
                var from = 0
                while from < n, let hit = memchr(base + from, Int32(UInt8(ascii: "#")), n - from) {
                    let offset = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                    from = offset + 1
                    guard let length = BuildConfiguration.conditionalDirectiveLength(bytes, at: offset),
                          let k = BuildConfiguration.token(startingAt: offset, in: toks),
                          toks[k].kind == .pound, Int(toks[k].length) == length else { continue }
                    let end = DirectiveCondition.end(of: toks, bytes: bytes, from: k + 1)
                    out.set(IfConfigCondition.evaluate(toks, bytes: bytes, from: k + 1, to: end, in: self),
                            forDirectiveAt: Int32(k))
                }
            }
        }
        return out
    }

    /// The length of `#if` or `#elseif` when the bytes at `offset` (a `#`) start with one of them (the token there
    /// must then be exactly as long), else nil.
    private static func conditionalDirectiveLength(_ b: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        func startsWith(_ s: StaticString) -> Bool {
            let len = s.utf8CodeUnitCount
            guard offset + len <= b.count else { return false }
            for k in 1..<len where b[offset + k] != s.utf8Start[k] { return false }
            return true
        }
        if startsWith("#if") { return 3 }
        if startsWith("#elseif") { return 7 }
        return nil
    }

    /// The index of the significant token that starts at byte `offset`, if one does (binary search: tokens are in
    /// source order).
    private static func token(startingAt offset: Int, in toks: UnsafeBufferPointer<Token>) -> Int? {
        var lo = 0
        var hi = toks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(toks[mid].offset) < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < toks.count && Int(toks[lo].offset) == offset ? lo : nil
    }
}

extension SelfCheck {
    /// `SelfCheck.syntax` for the file as the linter parses it: its `#if` conditions evaluated for `configuration`.
    public static func syntax(_ bytes: [UInt8], path: String = "SelfCheck.swift",
                              configuration: BuildConfiguration = .iPhone) -> String? {
        syntax(bytes, path: path, conditions: { configuration.directiveConditions($0, $1) })
    }
}
