import Foundation
import XCTest

/// `duo-lint completions bash|zsh|fish`, loaded into the real shells (bash is assumed; the zsh and fish tests skip,
/// saying so, when that shell is not installed: `.ci/install-test-deps.sh` installs them).
final class CLICompletionTests: CLITestCase {
    private func bash() throws -> String {
        let bash = ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash", "/opt/homebrew/bin/bash"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return try XCTUnwrap(bash, "bash is not installed (the test suite assumes it)")
    }

    private var env: [String: String] {
        ["PATH": (Self.binary as NSString).deletingLastPathComponent + ":/usr/bin:/bin", "HOME": root]
    }

    private func script(_ shell: String) throws -> String {
        let result = try lint(["completions", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try write("completion.\(shell)", result.stdout)
    }

    /// (command line, a completion that must be offered) pairs every shell is tried with.
    private let cases: [(String, String)] = [
        ("duo-lint conf", "config"),
        ("duo-lint --color al", "always"),
        ("duo-lint ins", "install-hook"),
        ("duo-lint --ena", "--enable"),
        ("duo-lint --enable fixed-w", "fixed-width"),
        ("duo-lint explain hinge-f", "hinge-force-unwrap"),
        ("duo-lint install-hook --s", "--strict"),
        ("duo-lint --format s", "sarif"),
        ("duo-lint completions f", "fish"),
        ("duo-lint rules fixed-w", "fixed-width"),
        ("duo-lint config --f", "--format"),
        ("duo-lint --show-se", "--show-settings"),
    ]

    func testBashCompletions() throws {
        let bash = try bash()
        let file = try script("bash")
        var program = "source '\(file)'\nt() { COMP_WORDS=($1); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "
        program += "[[ \"$1\" == *' ' ]] && { COMP_WORDS+=(''); COMP_CWORD=$((COMP_CWORD + 1)); }; "
        program += "COMPREPLY=(); _duo_lint; echo \"$1 => ${COMPREPLY[*]}\"; }\n"
        let lines = cases + [("duo-lint --disable fixed-width,main-s", "fixed-width,main-screen-bounds")]
        for (line, _) in lines { program += "t '\(line)'\n" }
        let result = try run(bash, ["-c", program], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        for (line, expected) in lines {
            let got = result.stdoutLines.first { $0.hasPrefix(line + " => ") } ?? ""
            XCTAssertTrue(got.dropFirst(line.count + 4).split(separator: " ").contains(Substring(expected)),
                          "bash: '\(line)' should offer \(expected): \(got)")
        }
    }

    func testFishCompletions() throws {
        try requireTools(.fish)
        let fish = try TestTool.fish.path()
        let file = try script("fish")
        let lines = cases + [("duo-lint --disable fixed-width,main-s", "fixed-width,main-screen-bounds")]
        var program = "source '\(file)'\n"
        for (line, _) in lines { program += "echo '>>> \(line)'; complete -C '\(line)'\n" }
        let result = try run(fish, ["--no-config", "-c", program], env: env)
        XCTAssertEqual(result.status, 0, result.stderr)
        let output = result.stdout.components(separatedBy: ">>> ").dropFirst()
        XCTAssertEqual(output.count, lines.count, "one block of completions a line: \(result.stdout)")
        for ((line, expected), block) in zip(lines, output) {
            let offered = block.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "\t" }) }
            XCTAssertTrue(offered.contains(expected), "fish: '\(line)' should offer \(expected): \(offered)")
        }
    }

    /// zsh completion needs an interactive shell: it is driven through zsh/zpty, typing the line and a TAB.
    func testZshCompletions() throws {
        try requireTools(.zsh)
        let zsh = try TestTool.zsh.path()
        let file = try script("zsh")
        XCTAssertEqual(try run(zsh, ["-n", file], env: env).status, 0, "zsh -n: syntax")
        let capture = try write("capture.zsh", #"""
        zmodload zsh/zpty || exit 3
        zpty z zsh -f -i
        zpty -w z "PROMPT= ; autoload -U compinit; compinit -u -D; source $2"
        zpty -w z 'compadd () { builtin compadd -O __hits "$@"; builtin compadd "$@"; print -l -- "<<${(@)^__hits}>>" > /dev/tty }'
        zpty -w z 'comppostfuncs=(finish); finish() { zle -U "^D" }'
        zpty -w z "echo READY"
        zpty -r z line '*READY*'
        zpty -r z line '*READY*'
        zpty -w -n z "$1"$'\t'
        sleep 1
        out=""
        while zpty -r -t z line; do out+=$line; done
        print -r -- "$out" | grep -o '<<[^>]*>>'
        zpty -d z
        """#)
        for (line, expected) in cases.prefix(6) {
            let result = try run(zsh, ["-f", capture, line, file], env: env)
            if result.status == 3 { throw XCTSkip("zsh has no zsh/zpty module") }
            XCTAssertTrue(result.stdout.contains("<<\(expected)>>"), "zsh: '\(line)' should offer \(expected): \(result.stdout)")
        }
    }
}
