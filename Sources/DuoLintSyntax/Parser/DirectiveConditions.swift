/// What the parser is told about the conditions of a file's `#if` / `#elseif` directives: plain data, computed
/// before parsing from the lexed tokens by whoever knows the build (`DuoLintBuild`'s `BuildConfiguration`).
///
/// The syntax module evaluates no condition. It only knows the shape of a `#if`: its clauses are alternatives, in
/// order, so from the value of each condition (`#else` counting as true) the parser derives what each clause is
/// (`ClauseActivity.Sequence`) and flags the clause nodes. Handing over values rather than activities keeps one
/// owner for the grouping of directives into `#if`s: the parser's (which recovers from unbalanced braces and
/// stray directives as it reads), never a second reckoning of it over the tokens.
///
/// A directive the table does not list has an unknown condition; the empty table (the default) leaves every
/// clause unknown, so every clause is judged.
public struct DirectiveConditions: Sendable {
    /// Token indices of `#if` / `#elseif` directives, increasing, and the value of each one's condition.
    private var tokens: [Int32] = []
    private var values: [ConditionValue] = []

    /// No condition known: every clause is unknown.
    public init() {}

    public static let unknown = DirectiveConditions()

    /// Records the value of the condition of the directive at token `index` (an unknown value needs no entry).
    /// Directives are added in token order.
    public mutating func set(_ value: ConditionValue, forDirectiveAt index: Int32) {
        precondition(tokens.last.map { $0 < index } ?? true, "directives are added in token order")
        if value == .unknown { return }
        tokens.append(index)
        values.append(value)
    }

    /// The value of the condition of the directive at token `index` (unknown when not recorded).
    public func value(ofDirectiveAt index: Int) -> ConditionValue {
        var lo = 0
        var hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(tokens[mid]) < index { lo = mid + 1 } else { hi = mid }
        }
        return lo < tokens.count && Int(tokens[lo]) == index ? values[lo] : .unknown
    }

    /// No directive recorded: every clause of the file is unknown.
    public var isEmpty: Bool { tokens.isEmpty }
}

/// A truth value in three-valued logic (Kleene): what a `#if` condition is for a build.
public enum ConditionValue: Sendable, Hashable {
    case `true`, `false`, unknown

    public static prefix func ! (v: ConditionValue) -> ConditionValue {
        switch v {
        case .true: return .false
        case .false: return .true
        case .unknown: return .unknown
        }
    }

    public static func && (a: ConditionValue, b: ConditionValue) -> ConditionValue {
        if a == .false || b == .false { return .false }
        if a == .true && b == .true { return .true }
        return .unknown
    }

    public static func || (a: ConditionValue, b: ConditionValue) -> ConditionValue {
        if a == .true || b == .true { return .true }
        if a == .false && b == .false { return .false }
        return .unknown
    }
}

/// What a clause of a `#if` is in the build its conditions were evaluated for (flagged on `.ifConfigClause` nodes).
public enum ClauseActivity: Sendable, Hashable {
    /// Certainly compiled: its condition is true and no earlier clause may have been taken.
    case active
    /// Perhaps compiled (its condition, or an earlier clause's, is unknown): judged like active code.
    case unknown
    /// Certainly not compiled: absent for the rules and the cross-file index.
    case inactive

    /// Whether the rules see the clause.
    public var isJudged: Bool { self != .inactive }

    /// The activity of each clause of one `#if … #elseif … #else … #endif`, from their conditions in order
    /// (`#else` counts as a true condition): a clause whose condition is false, and every clause after one whose
    /// condition is true, is inactive; a clause is active when it is true after only false clauses; every other
    /// clause is unknown.
    public struct Sequence {
        private var taken = false
        private var maybeTaken = false

        public init() {}

        public mutating func next(_ condition: ConditionValue) -> ClauseActivity {
            if taken { return .inactive }
            switch condition {
            case .false:
                return .inactive
            case .true:
                taken = true
                return maybeTaken ? .unknown : .active
            case .unknown:
                maybeTaken = true
                return .unknown
            }
        }
    }
}

/// Where the condition of a directive ends: syntax, shared by the parser (a clause's statements start after it)
/// and by the build configuration (which evaluates the tokens before it).
public enum DirectiveCondition {
    /// A condition is at most this many tokens (the rest of an absurd line is skipped as part of it).
    public static let maxTokens = 4_096

    /// The token after the condition that starts at `start` (the first token after `#if` / `#elseif`): the
    /// condition is the rest of the directive's line, and the following lines while a parenthesis is open or an
    /// `&&` / `||` joins them. Never past a `{`, `}` or the end of the file.
    // Unsafe: reads borrowed buffers only below `toks.count - 1` (the `.endOfFile` token) and within each token's
    // bytes. Covered by IfConfigParserTests and BuildConfigurationTests.
    public static func end(of toks: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var k = start
        var parens = 0
        let limit = min(toks.count - 1, start + maxTokens)
        if toks[start].newlineBefore { return start }   // no condition on the directive's line
        while k < limit {
            let t = toks[k]
            if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .endOfFile { break }
            if k > start && t.newlineBefore && parens <= 0 && !isJoiner(toks[k], bytes) && !isJoiner(toks[k - 1], bytes) {
                break
            }
            if t.kind == .pound && k > start && t.newlineBefore { break }
            if t.kind == .leftParen { parens += 1 } else if t.kind == .rightParen { parens -= 1 }
            k += 1
        }
        return k
    }

    private static func isJoiner(_ t: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard t.kind == .binaryOperator && t.length == 2 else { return false }
        let a = bytes[Int(t.offset)], b = bytes[Int(t.offset) + 1]
        return a == b && (a == UInt8(ascii: "&") || a == UInt8(ascii: "|"))
    }
}
