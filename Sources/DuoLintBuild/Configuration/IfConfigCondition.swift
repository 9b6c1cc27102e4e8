import DuoLintSyntax

/// The condition of a `#if` / `#elseif` clause, read from its tokens and evaluated against a `BuildConfiguration`
/// (where it ends is syntax: `DirectiveCondition.end`).
///
/// Grammar (what the compiler accepts in a condition): `!`, `&&`, `||` and parentheses over `true`, `false`, a
/// custom condition name, and the platform functions `os(…)`, `arch(…)`, `targetEnvironment(…)`,
/// `canImport(…)`, `swift(>=…)`, `compiler(<…)`, `hasFeature(…)`, `hasAttribute(…)`. Anything else — and any
/// condition that does not read as this grammar — is unknown, never an error: a malformed condition only keeps
/// its clause judged. Evaluation is iterative up to a nesting bound, so no input can overflow the stack.
// Unsafe: borrows the file's tokens and bytes for one `evaluate`; token reads stay below `end` (itself below the
// `.endOfFile` token), byte reads within a token. Covered by BuildConfigurationTests.
struct IfConfigCondition {
    private let toks: UnsafeBufferPointer<Token>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let configuration: BuildConfiguration
    private var i: Int
    private var depth = 0

    /// Deeper parenthesis or `!` nesting than this makes the condition unknown.
    static let maxDepth = 64

    /// The value of the condition `toks[start..<end]` in `configuration`.
    static func evaluate(_ toks: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                         to end: Int, in configuration: BuildConfiguration) -> ConditionValue {
        guard start < end else { return .unknown }   // `#if` with no condition
        var reader = IfConfigCondition(toks: toks, bytes: bytes, end: end, configuration: configuration, i: start)
        guard let value = reader.disjunction(), reader.i == end else { return .unknown }
        return value
    }

    private init(toks: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, end: Int,
                 configuration: BuildConfiguration, i: Int) {
        self.toks = toks
        self.bytes = bytes
        self.end = end
        self.configuration = configuration
        self.i = i
    }

    // MARK: Grammar (nil: not a condition duo-lint can read)

    private mutating func disjunction() -> ConditionValue? {
        guard var value = conjunction() else { return nil }
        while i < end && isOperator("||") {
            i += 1
            guard let rhs = conjunction() else { return nil }
            value = value || rhs
        }
        return value
    }

    private mutating func conjunction() -> ConditionValue? {
        guard var value = negation() else { return nil }
        while i < end && isOperator("&&") {
            i += 1
            guard let rhs = negation() else { return nil }
            value = value && rhs
        }
        return value
    }

    /// `!x`, `!!x` (one token or several), then a primary.
    private mutating func negation() -> ConditionValue? {
        var negate = false
        while i < end, let bangs = bangCount(toks[i]) {
            if bangs % 2 == 1 { negate.toggle() }
            i += 1
        }
        guard let value = primary() else { return nil }
        return negate ? !value : value
    }

    private mutating func primary() -> ConditionValue? {
        guard i < end else { return nil }
        let t = toks[i]
        if t.kind == .leftParen {
            depth += 1
            defer { depth -= 1 }
            guard depth <= IfConfigCondition.maxDepth else { return nil }
            i += 1
            guard let value = disjunction(), i < end, toks[i].kind == .rightParen else { return nil }
            i += 1
            return value
        }
        guard t.kind == .identifier || t.kind == .keyword else { return nil }
        let name = text(i)
        i += 1
        guard i < end, toks[i].kind == .leftParen else { return configuration.flag(name) }
        // A platform function: its arguments run to the matching `)`.
        let open = i
        var level = 0
        var close = -1
        var k = open
        while k < end {
            if toks[k].kind == .leftParen { level += 1 }
            if toks[k].kind == .rightParen {
                level -= 1
                if level == 0 { close = k; break }
            }
            k += 1
        }
        guard close > open else { return nil }
        i = close + 1
        return function(name, argumentsFrom: open + 1, to: close)
    }

    private func function(_ name: String, argumentsFrom start: Int, to end: Int) -> ConditionValue {
        switch name {
        case "os":
            return singleName(start, end).map(configuration.os) ?? .unknown
        case "targetEnvironment":
            return singleName(start, end).map(configuration.targetEnvironment) ?? .unknown
        case "canImport":
            // `canImport(Module)`, `canImport(Module.Sub)`, `canImport(Module, _version: 2)`: the module decides.
            var k = start
            var module = ""
            while k < end && toks[k].kind != .comma {
                guard toks[k].kind == .identifier || toks[k].kind == .keyword || toks[k].kind == .period else { return .unknown }
                module += text(k)
                k += 1
            }
            return module.isEmpty ? .unknown : configuration.canImport(module)
        case "swift", "compiler":
            guard start < end else { return .unknown }
            let op = text(start)
            let versionText = (start + 1 < end ? (start + 1..<end).map { text($0) }.joined() : "")
            guard op == ">=" || op == "<", let version = BuildConfiguration.version(versionText) else { return .unknown }
            return configuration.compare(op, version, against: name == "swift" ? configuration.languageVersion
                                                                               : configuration.compilerVersion)
        default:
            // `arch(…)`, `hasFeature(…)`, `hasAttribute(…)`, `_endian(…)`, `_pointerBitWidth(…)`, …
            return .unknown
        }
    }

    // MARK: Tokens

    /// The name when the arguments are exactly one identifier.
    private func singleName(_ start: Int, _ end: Int) -> String? {
        guard end == start + 1, toks[start].kind == .identifier || toks[start].kind == .keyword else { return nil }
        return text(start)
    }

    private func text(_ k: Int) -> String {
        let t = toks[k]
        let start = Int(t.offset)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(t.length))]), as: UTF8.self)
    }

    private func isOperator(_ s: StaticString) -> Bool {
        let t = toks[i]
        guard t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator,
              Int(t.length) == s.utf8CodeUnitCount else { return false }
        for k in 0..<Int(t.length) where bytes[Int(t.offset) + k] != s.utf8Start[k] { return false }
        return true
    }

    /// For a prefix operator made only of `!`, how many; else nil.
    private func bangCount(_ t: Token) -> Int? {
        guard t.kind == .prefixOperator || t.kind == .binaryOperator, t.length > 0 else { return nil }
        for k in 0..<Int(t.length) where bytes[Int(t.offset) + k] != UInt8(ascii: "!") { return nil }
        return Int(t.length)
    }
}
