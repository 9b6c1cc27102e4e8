import DuoLint

/// How LSP positions count characters in a line (`positionEncoding`, negotiated at `initialize`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A zero-based LSP position: line, and character offset in the negotiated encoding's code units.
public struct LSPPosition: Equatable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSON { .object(["line": .int(line), "character": .int(character)]) }

    /// From `{"line": L, "character": C}`; nil when it is not a position.
    public init?(_ json: JSON?) {
        guard let json, let line = json["line"]?.int, let character = json["character"]?.int else { return nil }
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Equatable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    public var json: JSON { .object(["start": start.json, "end": end.json]) }

    public init?(_ json: JSON?) {
        guard let json, let start = LSPPosition(json["start"]), let end = LSPPosition(json["end"]) else { return nil }
        self.start = start
        self.end = end
    }
}

/// Text as bytes with a line table: converts between byte offsets, LSP positions in any encoding and the engine's
/// 1-based line and column in Unicode scalars. A line break is `\n`, `\r\n` or a lone `\r`, as for LSP and for the
/// engine's `SourceText`. Positions out of range are clamped, as the specification asks (a character past the end
/// of its line is the end of the line; a line past the end of the text is the end of the text).
public struct LineTable: Sendable {
    public private(set) var bytes: [UInt8]
    public private(set) var lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = SourceText.lineStarts(of: bytes)
    }

    public var lineCount: Int { lineStarts.count }

    /// Replaces `bytes[range]` and rebuilds the line table.
    public mutating func replace(_ range: Range<Int>, with new: [UInt8]) {
        bytes.replaceSubrange(range, with: new)
        lineStarts = SourceText.lineStarts(of: bytes)
    }

    /// The bytes of line `index` (0-based) without its line break.
    public func lineRange(_ index: Int) -> Range<Int> {
        guard index >= 0 && index < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The line break this text uses most naturally (its first one), for inserted lines.
    public var lineBreak: [UInt8] {
        guard lineStarts.count > 1 else { return [0x0A] }
        let end = lineStarts[1]
        if end >= 2 && bytes[end - 2] == 0x0D && bytes[end - 1] == 0x0A { return [0x0D, 0x0A] }
        return [bytes[end - 1]]
    }

    /// The byte offset of an LSP position (clamped into the text).
    public func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let line = lineRange(position.line)
        var units = max(0, position.character)
        var i = line.lowerBound
        while i < line.upperBound && units > 0 {
            let length = LineTable.scalarLength(bytes[i])
            let width = LineTable.width(length, encoding)
            if width > units { break }  // inside a surrogate pair: the start of the character
            units -= width
            i = min(line.upperBound, i + length)
        }
        return i
    }

    /// The LSP position of a byte offset (clamped into the text).
    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(ofOffset: offset)
        let start = lineStarts[line]
        return LSPPosition(line: line, character: units(from: start, to: offset, encoding: encoding))
    }

    /// The LSP position of the engine's position (1-based line, column in Unicode scalars; a byte order mark at the
    /// start is not a column for the engine).
    public func position(line: Int, column: Int, encoding: PositionEncoding) -> LSPPosition {
        guard line >= 1 else { return LSPPosition(line: 0, character: 0) }
        guard line <= lineStarts.count else { return position(ofOffset: bytes.count, encoding: encoding) }
        let range = lineRange(line - 1)
        var i = range.lowerBound
        if line == 1 && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = min(3, range.upperBound) }
        var scalars = column - 1
        while i < range.upperBound && scalars > 0 {
            i = min(range.upperBound, i + LineTable.scalarLength(bytes[i]))
            // Stray continuation bytes are not scalars for the engine either.
            while i < range.upperBound && bytes[i] & 0xC0 == 0x80 { i += 1 }
            scalars -= 1
        }
        return LSPPosition(line: line - 1, character: units(from: range.lowerBound, to: i, encoding: encoding))
    }

    /// The code units of `bytes[from..<to]` in `encoding`.
    public func units(from: Int, to: Int, encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return to - from }
        var count = 0
        var i = from
        while i < to {
            let b = bytes[i]
            if b < 0x80 {
                count += 1
                i += 1
                continue
            }
            let length = LineTable.scalarLength(b)
            count += LineTable.width(length, encoding)
            i += length
        }
        return count
    }

    public func lineIndex(ofOffset offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Bytes of the UTF-8 sequence a lead byte starts (1 for a stray continuation or invalid byte).
    @inline(__always) static func scalarLength(_ b: UInt8) -> Int {
        if b < 0xC0 { return 1 }
        if b < 0xE0 { return 2 }
        if b < 0xF0 { return 3 }
        return 4
    }

    /// Code units of a scalar of `length` UTF-8 bytes.
    @inline(__always) static func width(_ length: Int, _ encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// An open document: the editor's buffer, not the file on disk.
public struct TextDocument: Sendable {
    public let uri: String
    /// The file it is, for `file:` URIs.
    public let path: String?
    public var languageID: String
    public var version: Int
    public private(set) var text: LineTable

    public init(uri: String, path: String?, languageID: String, version: Int, text: [UInt8]) {
        self.uri = uri
        self.path = path
        self.languageID = languageID
        self.version = version
        self.text = LineTable(bytes: text)
    }

    public var bytes: [UInt8] { text.bytes }

    /// Applies one `TextDocumentContentChangeEvent`: a range and its new text, or (no range) the whole text.
    public mutating func apply(range: LSPRange?, text new: String, encoding: PositionEncoding) {
        guard let range else {
            text = LineTable(bytes: Array(new.utf8))
            return
        }
        var start = text.offset(of: range.start, encoding: encoding)
        var end = text.offset(of: range.end, encoding: encoding)
        if end < start { swap(&start, &end) }
        text.replace(start..<end, with: Array(new.utf8))
    }
}
