/// A `.swift` file whose bytes are not Swift source at all, but what a tool stored in its place: a git-crypt
/// ciphertext (the repository's secrets, decrypted only on machines with the key) or a Git LFS pointer (the file
/// lives on an LFS server). Linting one would only give parse errors on bytes nobody wrote; it is left out, and the
/// run says so once per kind (`LintResult.notSource`).
public enum NotSwiftSource: String, Error, Sendable, CaseIterable {
    case gitCrypt = "git-crypt ciphertext"
    case gitLFSPointer = "Git LFS pointer"

    /// What `bytes` are, or nil when they may be Swift source.
    public static func kind(of bytes: [UInt8]) -> NotSwiftSource? {
        if bytes.starts(with: gitCryptHeader) { return .gitCrypt }
        if bytes.starts(with: lfsHeader) { return .gitLFSPointer }
        return nil
    }

    /// git-crypt's header: a NUL, `GITCRYPT`, a NUL (then the nonce and the ciphertext).
    private static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]
    /// The first line of every Git LFS pointer file (git-lfs's spec, `docs/spec.md`).
    private static let lfsHeader = Array("version https://git-lfs.github.com/spec/v1\n".utf8)

    /// The warning for the files of one kind: how many, and the first few paths.
    public func warning(_ paths: [String]) -> String {
        let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        let files = paths.count == 1 ? "1 file is" : "\(paths.count) files are"
        return "\(files) not Swift source (\(rawValue)) and \(paths.count == 1 ? "was" : "were") not linted: \(shown)"
    }
}
