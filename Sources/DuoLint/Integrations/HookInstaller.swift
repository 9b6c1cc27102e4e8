import Foundation

/// `duo-lint install-hook`: writes a git pre-commit hook that lints the staged Swift content and blocks the
/// commit on failing findings. A hook that duo-lint did not write is never overwritten unless forced.
public enum HookInstaller {
    public static let marker = "# installed by duo-lint install-hook"

    public enum Outcome: Equatable {
        case installed(String)
        case updated(String)
    }

    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The hook script. `executable` is the duo-lint binary to call when it is not on PATH.
    public static func script(executable: String) -> String {
        """
        #!/bin/sh
        \(marker)
        # Lints exactly the staged Swift content; a failing finding blocks the commit.
        # Skip once with: git commit --no-verify
        if command -v duo-lint >/dev/null 2>&1; then
          exec duo-lint lint --staged
        elif [ -x '\(executable.replacingOccurrences(of: "'", with: "'\\''"))' ]; then
          exec '\(executable.replacingOccurrences(of: "'", with: "'\\''"))' lint --staged
        else
          echo "duo-lint: not installed; skipping the pre-commit check" >&2
          exit 0
        fi

        """
    }

    public static func install(in directory: String, executable: String, force: Bool) throws -> Outcome {
        let hooks = try Git.hooksDirectory(from: directory)
        try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        let path = hooks + "/pre-commit"
        var existed = false
        if FileManager.default.fileExists(atPath: path) {
            existed = true
            let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if !current.contains(marker) && !force {
                throw Refusal(description: "\(path) exists and was not written by duo-lint; rerun with --force to replace it")
            }
        }
        try writeAtomically(script(executable: executable), to: path)
        chmod(path, 0o755)
        return existed ? .updated(path) : .installed(path)
    }
}
