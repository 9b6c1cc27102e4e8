/// A 1-based position in a file. Columns count Unicode scalars.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    @inlinable public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
}

/// A span in one file: where a finding starts and ends (end is exclusive, like SARIF's endColumn).
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    @inlinable public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }
}
