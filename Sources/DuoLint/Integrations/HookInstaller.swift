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

    /// The hook script. `executable` is the duo-lint binary to call when it is not on PATH; with `strict`,
    /// warnings block the commit too. duo-lint itself ends a blocked commit's output with the reason and the
    /// bypass (`git commit --no-verify`); when it cannot be found the hook says so and blocks the commit.
    public static func script(executable: String, strict: Bool = false) -> String {
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let args = strict ? "lint --staged --strict" : "lint --staged"
        let shown = executable.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "$", with: "")
            .replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\\", with: "/")
        return """
        #!/bin/sh
        \(marker)\(strict ? " --strict" : "")
        # Lints exactly the staged Swift content; a failing finding (an error\(strict ? " or a warning" : "")) blocks the commit.
        # The config's "baseline" applies. Skip the check once with: git commit --no-verify
        # DUO_LINT_HOOK: a failing run ends with "commit blocked" and how to bypass it (lint --staged by hand does not).
        DUO_LINT_HOOK=1
        export DUO_LINT_HOOK
        if command -v duo-lint >/dev/null 2>&1; then
          exec duo-lint \(args)
        elif [ -x \(quoted) ]; then
          exec \(quoted) \(args)
        else
          echo "duo-lint: commit blocked: duo-lint is not on PATH (nor at \(shown)); install it, or commit without this check once: git commit --no-verify" >&2
          exit 1
        fi

        """
    }

    public static func install(in directory: String, executable: String, force: Bool,
                               strict: Bool = false) throws -> Outcome {
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
        try writeAtomically(script(executable: executable, strict: strict), to: path)
        chmod(path, 0o755)
        return existed ? .updated(path) : .installed(path)
    }
}
