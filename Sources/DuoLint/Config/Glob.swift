/// A gitignore-like path pattern, used by the config's `include` and `exclude` lists.
///
/// Patterns are matched against `/`-separated paths relative to the config file's directory
/// (a leading `./`, empty and `.` segments are ignored on both sides):
///
/// - `*` matches any run of characters except `/`; `?` matches one character except `/`;
///   `[abc]`, `[a-z]`, `[!a-z]` / `[^a-z]` match one character from (or not from) a set;
///   `\x` matches `x` literally; a `[` without a closing `]` is literal.
/// - `**` as a whole segment matches any number of directories, including none
///   (`**/Generated`, `Sources/**/Mocks`, `Generated/**`).
/// - A pattern with no `/` except a trailing one matches a name at any depth (`Generated`,
///   `*.generated.swift`); a pattern with a `/` elsewhere (`App/Views`, `/App`) is anchored
///   at the root.
/// - A trailing `/` (`Build/`) matches directories only.
/// - A pattern that matches a directory matches everything below it: `Generated` excludes
///   `A/Generated/X.swift`. (So `Generated/**` also matches `Generated` itself.)
/// - Negation (`!pattern`) and comments are not supported: `!` and `#` are ordinary characters.
///
/// Matching is iterative (backtracking only to the last `*` / `**`), O(pattern × path) at worst.
public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let segments: [Segment]
    private let directoryOnly: Bool

    /// One `/`-separated piece of a pattern.
    private enum Segment: Hashable, Sendable {
        case anyDirectories
        case name([Token])
    }

    /// One element of a name pattern.
    private enum Token: Hashable, Sendable {
        case literal(Unicode.Scalar)
        case anyOne
        case anyRun
        case set(negated: Bool, ranges: [ClosedRange<UInt32>])

        func matches(_ c: Unicode.Scalar) -> Bool {
            switch self {
            case .literal(let l): return l == c
            case .anyOne, .anyRun: return true
            case .set(let negated, let ranges): return ranges.contains { $0.contains(c.value) } != negated
            }
        }
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var body = Substring(pattern)
        directoryOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        let anchored = body.contains("/")
        var segments = Glob.splitPath(body).map { $0 == "**" ? Segment.anyDirectories : .name(Glob.tokens(of: $0)) }
        if !anchored && !segments.isEmpty { segments.insert(.anyDirectories, at: 0) }
        self.segments = segments
    }

    /// Whether `relativePath` (or one of the directories it lies in) matches.
    /// `isDirectory` says whether the path itself is a directory (for patterns ending in `/`).
    public func matches(_ relativePath: String, isDirectory: Bool = false) -> Bool {
        guard !segments.isEmpty else { return false }
        let names = Glob.splitPath(Substring(relativePath)).map { Array($0.unicodeScalars) }
        guard !names.isEmpty else { return false }
        for length in 1...names.count {
            let isDir = length < names.count || isDirectory
            if directoryOnly && !isDir { continue }
            if matchSegments(names[0..<length]) { return true }
        }
        return false
    }

    private static func splitPath(_ path: Substring) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    /// `**` is a wildcard over whole names, like `*` over characters: the same greedy algorithm
    /// with a single backtrack point.
    private func matchSegments(_ names: ArraySlice<[Unicode.Scalar]>) -> Bool {
        Glob.wildcardMatch(count: segments.count, against: names.count,
                      isStar: { segments[$0] == .anyDirectories },
                      matchesOne: { p, s in
                          guard case .name(let tokens) = segments[p] else { return true }
                          return Glob.matchName(tokens, names[names.startIndex + s])
                      })
    }

    private static func matchName(_ tokens: [Token], _ name: [Unicode.Scalar]) -> Bool {
        wildcardMatch(count: tokens.count, against: name.count,
                      isStar: { tokens[$0] == .anyRun },
                      matchesOne: { p, s in tokens[p].matches(name[s]) })
    }

    /// Matches a pattern of `count` elements against `subjectCount` items, where star elements
    /// match any run of items and the others match exactly one item.
    private static func wildcardMatch(count: Int, against subjectCount: Int,
                                      isStar: (Int) -> Bool,
                                      matchesOne: (Int, Int) -> Bool) -> Bool {
        var p = 0, s = 0
        var starP = -1, starS = 0
        while s < subjectCount {
            if p < count && isStar(p) {
                starP = p
                starS = s
                p += 1
            } else if p < count && matchesOne(p, s) {
                p += 1
                s += 1
            } else if starP >= 0 {
                p = starP + 1
                starS += 1
                s = starS
            } else {
                return false
            }
        }
        while p < count && isStar(p) { p += 1 }
        return p == count
    }

    private static func tokens(of segment: Substring) -> [Token] {
        let chars = Array(segment.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                i += 1
            case "?":
                tokens.append(.anyOne)
                i += 1
            case "\\" where i + 1 < chars.count:
                tokens.append(.literal(chars[i + 1]))
                i += 2
            case "[":
                if let (set, next) = parseSet(chars, from: i) {
                    tokens.append(set)
                    i = next
                } else {
                    tokens.append(.literal(c))
                    i += 1
                }
            default:
                tokens.append(.literal(c))
                i += 1
            }
        }
        return tokens
    }

    /// Parses `[...]` starting at `start`; returns the set and the index after `]`, or nil if unterminated.
    private static func parseSet(_ chars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var i = start + 1
        var negated = false
        if i < chars.count && (chars[i] == "!" || chars[i] == "^") {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while i < chars.count {
            var c = chars[i]
            if c == "]" && !first { return (.set(negated: negated, ranges: ranges), i + 1) }
            first = false
            if c == "\\" && i + 1 < chars.count {
                i += 1
                c = chars[i]
            }
            if i + 2 < chars.count && chars[i + 1] == "-" && chars[i + 2] != "]" {
                let upper = chars[i + 2]
                ranges.append(min(c.value, upper.value)...max(c.value, upper.value))
                i += 3
            } else {
                ranges.append(c.value...c.value)
                i += 1
            }
        }
        return nil
    }
}

/// A list of globs; matches when any of them does.
public struct GlobList: Hashable, Sendable {
    public let globs: [Glob]

    public init(_ patterns: [String]) {
        globs = patterns.map(Glob.init)
    }

    public var isEmpty: Bool { globs.isEmpty }

    public func matches(_ relativePath: String, isDirectory: Bool = false) -> Bool {
        globs.contains { $0.matches(relativePath, isDirectory: isDirectory) }
    }
}
