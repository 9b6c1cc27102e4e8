/// Every kind of token the lexer produces. Trivia kinds (whitespace, comments) never reach the parser;
/// together with the significant tokens they cover every byte of the file exactly once.
public enum TokenKind: UInt8, Sendable {
    // Trivia
    case whitespace        // spaces, tabs, a BOM
    case newline           // a run of whitespace containing at least one line break (\n, \r\n, \r)
    case lineComment       // `// …` (also a `#!` shebang line)
    case docLineComment    // `/// …`
    case blockComment      // `/* … */`, nested
    case docBlockComment   // `/** … */`

    // Significant
    case identifier        // `foo`, `` `default` ``, `$0`, `$name`, Unicode names, contextual keywords
    case keyword           // reserved words (`let`, `if`, `self`, …); `Token.keyword` says which
    case integerLiteral
    case floatLiteral
    case stringLiteral     // a whole literal including interpolations: `"a\(b)c"`, `#"…"#`, `"""…"""`
    case regexLiteral      // `/…/`, `#/…/#`
    case attribute         // `@State`, `@MainActor` (arguments follow as ordinary tokens)
    case pound             // `#if`, `#available`, `#Preview`, `#selector`, any `#macro`
    case prefixOperator    // `-x`, `!x`, `&x`
    case postfixOperator   // `x!`, `x?`, `x++`
    case binaryOperator    // `a + b`, `a = b`, `->`, `...`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case period, comma, colon, semicolon
    case backslash         // key path start
    case unknown           // a byte or run the lexer cannot read (NUL, stray `#`, control characters)
    case endOfFile

    @inlinable public var isTrivia: Bool { rawValue <= TokenKind.docBlockComment.rawValue }
    @inlinable public var isComment: Bool { self == .lineComment || self == .docLineComment || self == .blockComment || self == .docBlockComment }

    public var name: String {
        switch self {
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .lineComment: return "lineComment"
        case .docLineComment: return "docLineComment"
        case .blockComment: return "blockComment"
        case .docBlockComment: return "docBlockComment"
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integerLiteral: return "integerLiteral"
        case .floatLiteral: return "floatLiteral"
        case .stringLiteral: return "stringLiteral"
        case .regexLiteral: return "regexLiteral"
        case .attribute: return "attribute"
        case .pound: return "pound"
        case .prefixOperator: return "prefixOperator"
        case .postfixOperator: return "postfixOperator"
        case .binaryOperator: return "binaryOperator"
        case .leftParen: return "leftParen"
        case .rightParen: return "rightParen"
        case .leftBrace: return "leftBrace"
        case .rightBrace: return "rightBrace"
        case .leftBracket: return "leftBracket"
        case .rightBracket: return "rightBracket"
        case .period: return "period"
        case .comma: return "comma"
        case .colon: return "colon"
        case .semicolon: return "semicolon"
        case .backslash: return "backslash"
        case .unknown: return "unknown"
        case .endOfFile: return "endOfFile"
        }
    }
}

/// Bits the lexer records about a token's surroundings; the parser relies on them instead of re-reading bytes.
///
/// (The flags are `static let`s: as computed properties, which would save the core an accessor call, they made the
/// lexer's loop 5% slower under callgrind.)
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Trivia (of any kind) stands directly before the token.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 0)
    /// A line break (possibly inside a block comment) stands between the previous significant token and this one.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 1)
    /// A string literal with at least one `\(…)` interpolation.
    public static let interpolated = TokenFlags(rawValue: 1 << 2)
    /// A literal or block comment that runs to the end of the line or file without its terminator.
    public static let unterminated = TokenFlags(rawValue: 1 << 3)
    /// A multi-line (`"""`) string literal.
    public static let multiline = TokenFlags(rawValue: 1 << 4)
    /// A string literal whose end is known but whose content Swift rejects (an invalid escape, a control
    /// character, text after an opening `"""`, a badly indented line of a multi-line string, …).
    public static let malformed = TokenFlags(rawValue: 1 << 5)
}

/// Words with a meaning to the parser. Reserved words make `.keyword` tokens; contextual words stay
/// `.identifier` tokens but still carry their `Keyword` so the parser can check them without comparing text.
public enum Keyword: UInt8, Sendable {
    case none = 0
    // reserved
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`, `catch`, `continue`,
         `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`,
         `throw`, `switch`, `where`, `while`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`,
         `true`, `try`, `Any`
    // contextual
    case `actor`, `await`, `some`, `any`, `get`, `set`, `willSet`, `didSet`, `lazy`, `weak`, `unowned`,
         `override`, `mutating`, `nonmutating`, `final`, `required`, `convenience`, `dynamic`, `optional`,
         `indirect`, `nonisolated`, `prefix`, `postfix`, `infix`, `package`, `macro`, `consuming`, `borrowing`,
         `async`, `_modify`, `_read`, `distributed`, `isolated`

    /// Reserved words cannot be identifiers without backticks.
    @inlinable @inline(__always) public var isReserved: Bool { rawValue &- 1 < Keyword.Any.rawValue && self != .open }  // (.none is 0)

    /// Declaration modifiers that may precede `func`, `var`, `class`, … (access control included).
    @inlinable public var isDeclModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .open, .static, .class, .lazy, .weak, .unowned,
             .override, .mutating, .nonmutating, .final, .required, .convenience, .dynamic, .optional,
             .indirect, .nonisolated, .prefix, .postfix, .infix, .package, .distributed, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    static let table: [(String, Keyword)] = [
        ("associatedtype", .associatedtype), ("class", .class), ("deinit", .deinit), ("enum", .enum),
        ("extension", .extension), ("fileprivate", .fileprivate), ("func", .func), ("import", .import),
        ("init", .`init`), ("inout", .inout), ("internal", .internal), ("let", .let), ("open", .open),
        ("operator", .operator), ("private", .private), ("precedencegroup", .precedencegroup),
        ("protocol", .protocol), ("public", .public), ("rethrows", .rethrows), ("static", .static),
        ("struct", .struct), ("subscript", .subscript), ("typealias", .typealias), ("var", .var),
        ("break", .break), ("case", .case), ("catch", .catch), ("continue", .continue), ("default", .default),
        ("defer", .defer), ("do", .do), ("else", .else), ("fallthrough", .fallthrough), ("for", .for),
        ("guard", .guard), ("if", .if), ("in", .in), ("repeat", .repeat), ("return", .return),
        ("throw", .throw), ("switch", .switch), ("where", .where), ("while", .while), ("as", .as),
        ("false", .false), ("is", .is), ("nil", .nil), ("self", .self), ("Self", .Self), ("super", .super),
        ("throws", .throws), ("true", .true), ("try", .try), ("Any", .Any),
        ("actor", .actor), ("await", .await), ("some", .some), ("any", .any), ("get", .get), ("set", .set),
        ("willSet", .willSet), ("didSet", .didSet), ("lazy", .lazy), ("weak", .weak), ("unowned", .unowned),
        ("override", .override), ("mutating", .mutating), ("nonmutating", .nonmutating), ("final", .final),
        ("required", .required), ("convenience", .convenience), ("dynamic", .dynamic), ("optional", .optional),
        ("indirect", .indirect), ("nonisolated", .nonisolated), ("prefix", .prefix), ("postfix", .postfix),
        ("infix", .infix), ("package", .package), ("macro", .macro), ("consuming", .consuming),
        ("borrowing", .borrowing), ("async", .async), ("_modify", ._modify), ("_read", ._read),
        ("distributed", .distributed), ("isolated", .isolated),
    ]
}

/// One token: 12 bytes, no strings. Text is read back from the source bytes by offset and length.
public struct Token: Sendable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    public var offset: UInt32
    public var length: UInt32

    @inlinable @inline(__always) public var end: Int { Int(offset) + Int(length) }
    @inlinable @inline(__always) public var newlineBefore: Bool { flags.contains(.newlineBefore) }
    @inlinable @inline(__always) public var spaceBefore: Bool { flags.contains(.spaceBefore) }
}
