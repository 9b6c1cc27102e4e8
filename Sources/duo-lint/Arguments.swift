import DuoLint

/// A usage error: printed as one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// The parsed command line (SPEC §1).
struct Arguments {
    enum Command: Equatable {
        case lint
        case rules
        case explain(String)
        case installHook
        case server
        case dump(what: String, file: String)
        case version
        case help
    }

    var command: Command = .lint
    var paths: [String] = []
    var format: OutputFormat = .text
    var rulesFormat = "text"
    var output: String?
    var config: String?
    var staged = false
    var stdinPath: String?
    var baseline: String?
    var writeBaseline: String?
    var strict = false
    var enable: [String] = []
    var disable: [String] = []
    var only: [String]?
    var jobs: Int?
    var quiet = false
    var force = false

    static func parse(_ argv: [String]) throws -> Arguments {
        var a = Arguments()
        var rest = argv[...]
        if let first = rest.first {
            switch first {
            case "lint": rest = rest.dropFirst()
            case "rules": a.command = .rules; rest = rest.dropFirst()
            case "explain":
                rest = rest.dropFirst()
                guard let id = rest.first, !id.hasPrefix("-") else { throw UsageError(description: "explain needs a rule id (see duo-lint rules)") }
                a.command = .explain(id)
                rest = rest.dropFirst()
            case "install-hook": a.command = .installHook; rest = rest.dropFirst()
            case "server": a.command = .server; rest = rest.dropFirst()
            case "dump":
                rest = rest.dropFirst()
                guard rest.count >= 2, let what = rest.first, what == "tokens" || what == "tree" else {
                    throw UsageError(description: "usage: duo-lint dump tokens|tree FILE")
                }
                a.command = .dump(what: what, file: rest[rest.startIndex + 1])
                rest = rest.dropFirst(2)
            default: break
            }
        }
        var it = rest.makeIterator()
        func value(_ flag: String, _ inline: String?) throws -> String {
            guard let v = inline ?? it.next(), !v.isEmpty else { throw UsageError(description: "\(flag) needs a value") }
            return v
        }
        func ids(_ s: String) -> [String] {
            s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var onlyPaths = false
        var flagsSeen: [String] = []
        while let arg = it.next() {
            if onlyPaths || !arg.hasPrefix("-") || arg == "-" {
                a.paths.append(arg)
                continue
            }
            if arg == "--" { onlyPaths = true; continue }
            var flag = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if flag != "--help" && flag != "-h" && flag != "--version" && flag != "-V" { flagsSeen.append(flag) }
            switch flag {
            case "--format":
                let v = try value(flag, inline)
                if a.command == .rules {
                    guard v == "text" || v == "json" else { throw UsageError(description: "rules --format must be text or json") }
                    a.rulesFormat = v
                } else {
                    guard let f = OutputFormat(rawValue: v) else {
                        throw UsageError(description: "--format must be one of text, json, sarif, github (got '\(v)')")
                    }
                    a.format = f
                }
            case "--output", "-o": a.output = try value(flag, inline)
            case "--config": a.config = try value(flag, inline)
            case "--staged": a.staged = true
            case "--stdin-path": a.stdinPath = try value(flag, inline)
            case "--baseline": a.baseline = try value(flag, inline)
            case "--write-baseline": a.writeBaseline = try value(flag, inline)
            case "--strict": a.strict = true
            case "--enable": a.enable += ids(try value(flag, inline))
            case "--disable": a.disable += ids(try value(flag, inline))
            case "--only": a.only = (a.only ?? []) + ids(try value(flag, inline))
            case "--jobs", "-j":
                let v = try value(flag, inline)
                guard let n = Int(v), n >= 1 else { throw UsageError(description: "--jobs needs a whole number >= 1 (got '\(v)')") }
                a.jobs = n
            case "--quiet", "-q": a.quiet = true
            case "--force": a.force = true
            case "--stdio": break  // `server`: what some editor clients add; stdio is the only transport
            case "--version", "-V": a.command = .version
            case "--help", "-h": a.command = .help
            default:
                throw UsageError(description: "unknown option '\(arg)' (see duo-lint --help)")
            }
        }
        try a.checkFits(flags: flagsSeen)
        if a.staged && a.stdinPath != nil { throw UsageError(description: "--staged and --stdin-path cannot be combined") }
        if (a.staged || a.stdinPath != nil) && !a.paths.isEmpty {
            throw UsageError(description: "paths cannot be given with \(a.staged ? "--staged" : "--stdin-path")")
        }
        return a
    }

    /// Commands other than `lint` take no paths and only their own options; `--force` is for `install-hook`.
    /// `--help` and `--version` win over everything else.
    private func checkFits(flags: [String]) throws {
        let allowed: Set<String>
        let name: String
        switch command {
        case .help, .version: return
        case .lint:
            if let force = flags.first(where: { $0 == "--force" }) {
                throw UsageError(description: "\(force) is an option of install-hook, not of lint (see duo-lint --help)")
            }
            if flags.contains("--stdio") {
                throw UsageError(description: "--stdio is an option of server, not of lint (see duo-lint --help)")
            }
            return
        case .rules: allowed = ["--format"]; name = "rules"
        case .explain: allowed = []; name = "explain"
        case .installHook: allowed = ["--force"]; name = "install-hook"
        case .server: allowed = ["--jobs", "-j", "--stdio"]; name = "server"
        case .dump: allowed = []; name = "dump"
        }
        if let extra = paths.first {
            throw UsageError(description: "unexpected argument '\(extra)' for \(name) (see duo-lint --help)")
        }
        if let flag = flags.first(where: { !allowed.contains($0) }) {
            throw UsageError(description: "\(name) does not take \(flag) (see duo-lint --help)")
        }
    }

    static let help = """
    duo-lint \(DuoLintInfo.version) — finds SwiftUI/UIKit code that breaks the iPhone Duo design guidance.

    USAGE
      duo-lint [lint] [PATH ...]          lint files and directories (default: .)
      duo-lint rules [--format text|json] list the rules: id, tier, default severity, summary
      duo-lint explain RULE-ID            print a rule's documentation
      duo-lint install-hook [--force]     write a git pre-commit hook that lints staged Swift files
      duo-lint dump tokens|tree FILE      show what the lexer / parser saw
      duo-lint server                     a language server (LSP 3.17) on stdin/stdout for editors
      duo-lint --version | --help

    LINT OPTIONS
      --format text|json|sarif|github     output format (default text: path:line:col: severity: message [rule])
      --output FILE                       write the report to FILE (atomically) instead of stdout
      --config FILE                       config file (default: nearest .duo-lint.json upward)
      --staged                            lint the staged (index) content of staged .swift files
      --stdin-path PATH                   lint stdin, reported as PATH (nothing if the config excludes PATH)
      --baseline FILE                     drop findings recorded in FILE
      --write-baseline FILE               record the current findings in FILE (exits 0; paths relative to FILE)
      --strict                            warnings fail the run too
      --enable ID,… / --disable ID,… / --only ID,…   select rules for this run
      --jobs N                            worker threads (default: number of cores)
      --quiet                             no summary line on stderr

    EXIT STATUS
      0 no failing finding; 1 failing findings (errors; with --strict warnings too);
      2 usage, configuration or I/O error.

    The config's include/exclude apply to named files and --stdin-path too; a named file is linted
    whatever its extension. Meta diagnostics (parse-error, superfluous-suppression) are always on.

    Suppress in code: // duo-lint:disable RULE … // duo-lint:enable RULE, // duo-lint:disable:next RULE,
    // duo-lint:disable:this RULE, and `all` for every rule.
    """
}
