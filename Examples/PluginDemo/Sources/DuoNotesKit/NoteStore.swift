/// Platform-independent model code: compiled on every platform, and nothing for duo-lint to say.
public struct NoteStore {
    public private(set) var notes: [String] = []

    public init() {}

    public mutating func add(_ note: String) {
        notes.append(note)
    }
}
