import DuoLint

/// A usage error: printed as one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// What a command or option value completes to (shell completions).
enum Completion: Equatable {
    case none
    case files
    case ruleIDs
    case words([String])
}

/// One option of a command: its spellings, the name of its value (nil for a flag), what it does.
struct OptionSpec {
    let names: [String]
    let value: String?
    let help: String
    var completion: Completion = .none

    var name: String { names[0] }
}

/// One command: `duo-lint NAME …`. The table (`CommandSpec.all`) drives parsing, `--help` and the completions.
struct CommandSpec {
    let name: String
    /// What follows the command name in the usage line.
    let operands: String
    let summary: String
    let options: [OptionSpec]
    /// What the operands complete to.
    let operandCompletion: Completion

    static let help = OptionSpec(names: ["--help", "-h"], value: nil, help: "show this help")

    static let lintOptions: [OptionSpec] = [
        OptionSpec(names: ["--format"], value: "FORMAT",
                   help: "output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default text)",
                   completion: .words(OutputFormat.allCases.map(\.rawValue))),
        OptionSpec(names: ["--output", "-o"], value: "FILE", help: "write the report to FILE (atomically) instead of stdout",
                   completion: .files),
        OptionSpec(names: ["--config"], value: "FILE", help: "config file (default: the nearest .duo-lint.json upward)",
                   completion: .files),
        OptionSpec(names: ["--staged"], value: nil,
                   help: "lint the staged (index) content of the staged .swift files (a hook: a failure ends with how to bypass)"),
        OptionSpec(names: ["--stdin-path"], value: "PATH",
                   help: "lint stdin, reported as PATH (nothing if the config excludes PATH)", completion: .files),
        OptionSpec(names: ["--baseline"], value: "FILE",
                   help: "drop the findings recorded in FILE (default: the config's \"baseline\")", completion: .files),
        OptionSpec(names: ["--no-baseline"], value: nil, help: "ignore the config's \"baseline\": report every finding"),
        OptionSpec(names: ["--write-baseline"], value: "FILE",
                   help: "record the current findings in FILE and exit 0 (paths relative to FILE)", completion: .files),
        OptionSpec(names: ["--strict"], value: nil, help: "warnings fail the run too"),
        OptionSpec(names: ["--enable"], value: "ID,…", help: "also run these rules (opt-in rules included)",
                   completion: .ruleIDs),
        OptionSpec(names: ["--disable"], value: "ID,…", help: "do not run these rules (wins over --enable and --only)",
                   completion: .ruleIDs),
        OptionSpec(names: ["--only"], value: "ID,…", help: "run only these rules (then --enable adds, --disable removes)",
                   completion: .ruleIDs),
        OptionSpec(names: ["--jobs", "-j"], value: "N", help: "worker threads (default: the number of cores)"),
        OptionSpec(names: ["--absolute-paths"], value: nil, help: "report every path absolute (build plugins, tools run elsewhere)"),
        OptionSpec(names: ["--stamp"], value: "FILE",
                   help: "after a run that ends 0 or 1, write the summary to FILE as a // line (a build tool's declared output)",
                   completion: .files),
        OptionSpec(names: ["--quiet", "-q"], value: nil, help: "no summary line on stderr"),
        OptionSpec(names: ["--verbose", "-v"], value: nil,
                   help: "text format: each finding's why and fix (from duo-lint explain) under its line"),
        OptionSpec(names: ["--fix"], value: nil, help: "apply the safe fixes, then report what is left (as duo-lint fix)"),
        OptionSpec(names: ["--unsafe-fixes"], value: nil, help: "with --fix or --diff: apply the unsafe fixes too"),
        OptionSpec(names: ["--diff"], value: nil,
                   help: "print the fixes as a unified diff (git apply accepts it) instead of writing them"),
        OptionSpec(names: ["--color"], value: "WHEN",
                   help: "colour severities and rule ids: auto (default: on a terminal, unless NO_COLOR), always, never",
                   completion: .words(["auto", "always", "never"])),
        OptionSpec(names: ["--show-settings"], value: nil,
                   help: "print the configuration in force for the first PATH and exit (as duo-lint config PATH)"),
    ]

    /// `rules` and `config` read the configuration as `lint` does.
    static let configOption = OptionSpec(names: ["--config"], value: "FILE",
                                         help: "config file (default: the nearest .duo-lint.json upward)", completion: .files)

    /// `duo-lint fix`: the lint options, minus those that make no sense when files are rewritten.
    static let fixOptions: [OptionSpec] = lintOptions.filter {
        !["--staged", "--write-baseline", "--stamp", "--show-settings"].contains($0.name)
    }

    static let all: [CommandSpec] = [
        CommandSpec(name: "lint", operands: "[PATH ...]", summary: "lint files and directories (default: .)",
                    options: lintOptions, operandCompletion: .files),
        CommandSpec(name: "fix", operands: "[PATH ...]",
                    summary: "apply the safe fixes (--unsafe-fixes: the unsafe ones too; --diff: print them instead)",
                    options: fixOptions, operandCompletion: .files),
        CommandSpec(name: "report", operands: "[PATH ...]",
                    summary: "the iPhone Duo readiness report: audit items, screens, charts, posture test matrix",
                    options: [
                        OptionSpec(names: ["--format"], value: "FORMAT", help: "html (default), markdown or json",
                                   completion: .words(["html", "markdown", "json"])),
                        OptionSpec(names: ["--output", "-o"], value: "FILE",
                                   help: "write the report to FILE (atomically); html on a terminal: duo-lint-report.html, else stdout",
                                   completion: .files),
                        OptionSpec(names: ["--title"], value: "NAME",
                                   help: "the app's name on the report (default: the Xcode project's or package's, else the folder's)"),
                        OptionSpec(names: ["--config"], value: "FILE", help: "use this config for every file", completion: .files),
                        OptionSpec(names: ["--baseline"], value: "FILE",
                                   help: "mark the findings recorded in FILE as known, count the rest as new and what is gone as fixed",
                                   completion: .files),
                        OptionSpec(names: ["--no-baseline"], value: nil, help: "ignore the config's \"baseline\""),
                        OptionSpec(names: ["--compare"], value: "FILE",
                                   help: "compare with an earlier report --format json, lint --format json or baseline",
                                   completion: .files),
                        OptionSpec(names: ["--enable"], value: "ID,…", help: "also run these rules", completion: .ruleIDs),
                        OptionSpec(names: ["--disable"], value: "ID,…", help: "do not run these rules", completion: .ruleIDs),
                        OptionSpec(names: ["--only"], value: "ID,…", help: "run only these rules", completion: .ruleIDs),
                        OptionSpec(names: ["--jobs", "-j"], value: "N", help: "worker threads (default: the number of cores)"),
                        OptionSpec(names: ["--quiet", "-q"], value: nil, help: "no summary line on stderr"),
                    ], operandCompletion: .files),
        CommandSpec(name: "files", operands: "[PATH ...]",
                    summary: "list the Swift files and whether each is judged (why not: target, tests, config)",
                    options: [
                        OptionSpec(names: ["--format"], value: "FORMAT", help: "text (default) or json",
                                   completion: .words(["text", "json"])),
                        OptionSpec(names: ["--config"], value: "FILE", help: "use this config for every file",
                                   completion: .files),
                        OptionSpec(names: ["--quiet", "-q"], value: nil, help: "no summary line on stderr"),
                    ], operandCompletion: .files),
        CommandSpec(name: "rules", operands: "[RULE-ID ...]",
                    summary: "the rules as the config here sets them: on/off, severity, fix, where each setting comes from",
                    options: [OptionSpec(names: ["--format"], value: "FORMAT", help: "text (default) or json",
                                         completion: .words(["text", "json"])),
                              configOption,
                              OptionSpec(names: ["--enable"], value: "ID,…", help: "as lint --enable (shown as set on the command line)",
                                         completion: .ruleIDs),
                              OptionSpec(names: ["--disable"], value: "ID,…", help: "as lint --disable", completion: .ruleIDs),
                              OptionSpec(names: ["--only"], value: "ID,…", help: "as lint --only", completion: .ruleIDs)],
                    operandCompletion: .ruleIDs),
        CommandSpec(name: "config", operands: "[PATH]",
                    summary: "the configuration in force for PATH (default: .), each value with the file it comes from",
                    options: [OptionSpec(names: ["--format"], value: "FORMAT", help: "text (default) or json",
                                         completion: .words(["text", "json"])),
                              configOption],
                    operandCompletion: .files),
        CommandSpec(name: "explain", operands: "RULE-ID ...", summary: "print the rules' documentation",
                    options: [], operandCompletion: .ruleIDs),
        CommandSpec(name: "install-hook", operands: "", summary: "write a git pre-commit hook that lints the staged Swift files",
                    options: [
                        OptionSpec(names: ["--strict"], value: nil, help: "warnings block the commit too"),
                        OptionSpec(names: ["--force"], value: nil, help: "replace a pre-commit hook that duo-lint did not write"),
                    ], operandCompletion: .none),
        CommandSpec(name: "completions", operands: "bash|zsh|fish", summary: "print a shell completion script",
                    options: [], operandCompletion: .words(["bash", "zsh", "fish"])),
        CommandSpec(name: "dump", operands: "tokens|tree FILE", summary: "show what the lexer / parser saw",
                    options: [], operandCompletion: .files),
        CommandSpec(name: "server", operands: "", summary: "a language server (LSP 3.17) on stdin/stdout for editors",
                    options: [
                        OptionSpec(names: ["--jobs", "-j"], value: "N", help: "worker threads for the workspace index (default: the number of cores)"),
                        OptionSpec(names: ["--stdio"], value: nil, help: "accepted for editor clients that add it (stdio is the only transport)"),
                    ], operandCompletion: .none),
        CommandSpec(name: "version", operands: "", summary: "print the version (also --version, -V)",
                    options: [], operandCompletion: .none),
        CommandSpec(name: "help", operands: "[COMMAND]", summary: "show help (also --help, -h; COMMAND --help)",
                    options: [], operandCompletion: .words(["lint", "fix", "report", "files", "rules", "config", "explain", "install-hook", "completions",
                                                            "dump", "server", "version", "help"])),
    ]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    func option(_ flag: String) -> OptionSpec? {
        (options + [CommandSpec.help]).first { $0.names.contains(flag) }
    }
}

/// The parsed command line (README, *Usage*).
struct Arguments {
    enum Command: Equatable {
        case lint
        case files
        case report
        /// `rules [ID …]`: those rules (empty: all).
        case rules([String])
        /// `config [PATH]`, `lint --show-settings [PATH]`.
        case config(String?)
        case explain([String])
        case installHook
        case completions(String)
        case dump(what: String, file: String)
        case server
        case version
        /// `help`, `--help`: general help (nil) or one command's.
        case help(String?)
    }

    var command: Command = .lint
    var paths: [String] = []
    var format: OutputFormat = .text
    var rulesFormat = "text"
    /// `report --format`: html (default), markdown or json.
    var reportFormat = "html"
    /// `report --compare PREVIOUS.json`.
    var compare: String?
    /// `report --title NAME`.
    var title: String?
    var output: String?
    var config: String?
    var staged = false
    var stdinPath: String?
    var baseline: String?
    var noBaseline = false
    var writeBaseline: String?
    var absolutePaths = false
    var stamp: String?
    var strict = false
    var enable: [String] = []
    var disable: [String] = []
    var only: [String]?
    var jobs: Int?
    var quiet = false
    var verbose = false
    var force = false
    /// `duo-lint fix`, `lint --fix`, `--diff`: apply fixes (VOCABULARY.md, fix contract).
    var fix = false
    var unsafeFixes = false
    /// `--diff`: print the fixes instead of writing them.
    var diff = false
    /// `--color auto|always|never`.
    var color = "auto"
    var showSettings = false

    /// Parses `argv` (without the program name). `pathExists` tells a path from a misspelt command.
    static func parse(_ argv: [String], pathExists: (String) -> Bool = { _ in false }) throws -> Arguments {
        var a = Arguments()
        var rest = argv[...]
        var spec = CommandSpec.named("lint")!
        var named = false
        if let first = rest.first {
            if let command = CommandSpec.named(first) {
                spec = command
                named = true
                rest = rest.dropFirst()
            } else if !first.hasPrefix("-") && !pathExists(first) && !first.contains("/") && !first.contains("."),
                      let match = Suggestion.closest(to: first, in: CommandSpec.all.map(\.name)) {
                throw UsageError(description: "unknown command '\(first)'; did you mean '\(match)'? (see duo-lint help)")
            }
        }
        // --help and --version win over everything else (before `--`).
        for arg in rest.prefix(while: { $0 != "--" }) {
            if arg == "--help" || arg == "-h" { a.command = .help(!named || spec.name == "help" ? nil : spec.name); return a }
            if arg == "--version" || arg == "-V" { a.command = .version; return a }
        }

        var operands: [String] = []
        var it = rest.makeIterator()
        func value(_ flag: String, _ inline: String?) throws -> String {
            guard let v = inline ?? it.next(), !v.isEmpty else { throw UsageError(description: "\(flag) needs a value") }
            return v
        }
        func ids(_ s: String) -> [String] {
            s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var onlyOperands = false
        while let arg = it.next() {
            if onlyOperands || !arg.hasPrefix("-") || arg == "-" {
                operands.append(arg)
                continue
            }
            if arg == "--" { onlyOperands = true; continue }
            var flag = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            } else if !arg.hasPrefix("--"), arg.count > 2, let short = spec.option(String(arg.prefix(2))), short.value != nil {
                // `-j2`, `-oFILE`: a short option with its value attached (as getopt reads them).
                flag = String(arg.prefix(2))
                inline = String(arg.dropFirst(2))
            }
            guard let option = spec.option(flag) else {
                throw unknownOption(arg, flag: flag, command: spec)
            }
            if option.value == nil, inline != nil { throw UsageError(description: "\(flag) takes no value") }
            switch (spec.name, option.name) {
            case ("report", "--format"):
                let v = try value(flag, inline)
                guard ["html", "markdown", "json"].contains(v) else {
                    throw UsageError(description: "report --format must be html, markdown or json (got '\(v)')"
                                     + Suggestion.didYouMean(v, in: ["html", "markdown", "json"]))
                }
                a.reportFormat = v
            case (_, "--compare"): a.compare = try value(flag, inline)
            case ("report", "--title"): a.title = try value(flag, inline)
            case ("files", "--format"):
                let v = try value(flag, inline)
                guard v == "text" || v == "json" else {
                    throw UsageError(description: "files --format must be text or json (got '\(v)')")
                }
                a.rulesFormat = v
            case ("rules", "--format"), ("config", "--format"):
                let v = try value(flag, inline)
                guard v == "text" || v == "json" else {
                    throw UsageError(description: "\(spec.name) --format must be text or json (got '\(v)')")
                }
                a.rulesFormat = v
            case (_, "--format"):
                let v = try value(flag, inline)
                guard let f = OutputFormat(rawValue: v) else {
                    let names = OutputFormat.allCases.map(\.rawValue)
                    throw UsageError(description: "--format must be one of \(names.joined(separator: ", ")) (got '\(v)')"
                                     + Suggestion.didYouMean(v, in: names))
                }
                a.format = f
            case (_, "--output"): a.output = try value(flag, inline)
            case (_, "--config"): a.config = try value(flag, inline)
            case (_, "--staged"): a.staged = true
            case (_, "--stdin-path"): a.stdinPath = try value(flag, inline)
            case (_, "--baseline"): a.baseline = try value(flag, inline)
            case (_, "--no-baseline"): a.noBaseline = true
            case (_, "--write-baseline"): a.writeBaseline = try value(flag, inline)
            case (_, "--strict"): a.strict = true
            case (_, "--enable"): a.enable += ids(try value(flag, inline))
            case (_, "--disable"): a.disable += ids(try value(flag, inline))
            case (_, "--only"): a.only = (a.only ?? []) + ids(try value(flag, inline))
            case (_, "--absolute-paths"): a.absolutePaths = true
            case (_, "--stamp"): a.stamp = try value(flag, inline)
            case (_, "--jobs"):
                let v = try value(flag, inline)
                guard let n = Int(v), n >= 1 else { throw UsageError(description: "--jobs needs a whole number >= 1 (got '\(v)')") }
                a.jobs = n
            case (_, "--quiet"): a.quiet = true
            case (_, "--verbose"): a.verbose = true
            case (_, "--force"): a.force = true
            case (_, "--fix"): a.fix = true
            case (_, "--unsafe-fixes"): a.unsafeFixes = true
            case (_, "--diff"): a.diff = true
            case (_, "--color"):
                let v = try value(flag, inline)
                guard ["auto", "always", "never"].contains(v) else {
                    throw UsageError(description: "--color must be auto, always or never (got '\(v)')"
                                     + Suggestion.didYouMean(v, in: ["auto", "always", "never"]))
                }
                a.color = v
            case (_, "--show-settings"): a.showSettings = true
            case ("server", "--stdio"): break
            default: throw UsageError(description: "\(flag) is not handled (see duo-lint help \(spec.name))")
            }
        }

        switch spec.name {
        case "lint" where a.showSettings:
            // Ruff's spelling of `duo-lint config PATH`.
            guard operands.count <= 1 else { throw UsageError(description: "--show-settings takes one PATH (the file whose settings to show)") }
            guard a.format == .text || a.format == .json else {
                throw UsageError(description: "--show-settings prints text or json (got --format \(a.format.rawValue))")
            }
            a.command = .config(operands.first)
        case "lint", "fix":
            a.command = .lint
            a.paths = operands
            if spec.name == "fix" || a.diff { a.fix = true }
            if a.unsafeFixes && !a.fix {
                throw UsageError(description: "--unsafe-fixes applies with --fix or --diff (or: duo-lint fix --unsafe-fixes)")
            }
            if a.fix {
                if a.staged { throw UsageError(description: "--fix cannot be combined with --staged (the index is not rewritten)") }
                if a.writeBaseline != nil { throw UsageError(description: "--fix cannot be combined with --write-baseline") }
                if a.stamp != nil { throw UsageError(description: "--fix cannot be combined with --stamp") }
                if a.diff && a.output != nil { throw UsageError(description: "--diff prints the diff on stdout; it cannot be combined with --output") }
            }
            if a.staged && a.stdinPath != nil { throw UsageError(description: "--staged and --stdin-path cannot be combined") }
            if (a.staged || a.stdinPath != nil) && !a.paths.isEmpty {
                throw UsageError(description: "paths cannot be given with \(a.staged ? "--staged" : "--stdin-path")")
            }
            if a.baseline != nil && a.noBaseline { throw UsageError(description: "--baseline and --no-baseline cannot be combined") }
            if a.writeBaseline != nil && a.baseline != nil {
                throw UsageError(description: "--write-baseline records every finding; it cannot be combined with --baseline")
            }
        case "report":
            a.paths = operands
            a.command = .report
            if a.baseline != nil && a.compare != nil {
                throw UsageError(description: "--baseline and --compare cannot be combined: the report compares with one of them")
            }
        case "files":
            a.paths = operands
            a.command = .files
        case "rules":
            a.command = .rules(operands.flatMap(ids))
        case "config":
            guard operands.count <= 1 else {
                throw UsageError(description: "unexpected argument '\(operands[1])' for config (usage: duo-lint config [PATH])")
            }
            a.command = .config(operands.first)
        case "explain":
            let list = operands.flatMap(ids)
            guard !list.isEmpty else { throw UsageError(description: "explain needs at least one rule id (see duo-lint rules)") }
            a.command = .explain(list)
        case "install-hook":
            try noOperands(operands, spec)
            a.command = .installHook
        case "completions":
            guard operands.count == 1, let shell = operands.first else {
                throw UsageError(description: "usage: duo-lint completions bash|zsh|fish")
            }
            guard ["bash", "zsh", "fish"].contains(shell) else {
                throw UsageError(description: "completions: unknown shell '\(shell)' (bash, zsh or fish)"
                                 + Suggestion.didYouMean(shell, in: ["bash", "zsh", "fish"]))
            }
            a.command = .completions(shell)
        case "dump":
            if operands.count > 2 {
                throw UsageError(description: "unexpected argument '\(operands[2])' for dump (usage: duo-lint dump tokens|tree FILE)")
            }
            guard operands.count == 2, operands[0] == "tokens" || operands[0] == "tree" else {
                throw UsageError(description: "usage: duo-lint dump tokens|tree FILE")
            }
            a.command = .dump(what: operands[0], file: operands[1])
        case "server":
            try noOperands(operands, spec)
            a.command = .server
        case "version":
            try noOperands(operands, spec)
            a.command = .version
        case "help":
            guard operands.count <= 1 else { throw UsageError(description: "usage: duo-lint help [COMMAND]") }
            if let topic = operands.first, CommandSpec.named(topic) == nil {
                throw UsageError(description: "help: unknown command '\(topic)'"
                                 + Suggestion.didYouMean(topic, in: CommandSpec.all.map(\.name)) + " (see duo-lint help)")
            }
            a.command = .help(operands.first == "help" ? nil : operands.first)
        default:
            break
        }
        return a
    }

    private static func noOperands(_ operands: [String], _ spec: CommandSpec) throws {
        if let extra = operands.first {
            throw UsageError(description: "unexpected argument '\(extra)' for \(spec.name) (see duo-lint \(spec.name) --help)")
        }
    }

    /// `unknown option '--stirct'; did you mean '--strict'?`, or which command the option belongs to.
    private static func unknownOption(_ arg: String, flag: String, command spec: CommandSpec) -> UsageError {
        if let owner = CommandSpec.all.first(where: { $0.name != spec.name && $0.option(flag) != nil }) {
            return UsageError(description: "\(spec.name) does not take \(flag); it is an option of \(owner.name) (see duo-lint \(spec.name) --help)")
        }
        if let habit = otherToolsSpellings[flag] {
            return UsageError(description: "unknown option '\(arg)' for \(spec.name); \(habit) (see duo-lint \(spec.name) --help)")
        }
        let names = (spec.options + [CommandSpec.help]).flatMap(\.names).filter { $0.hasPrefix("--") }
        let hint = Suggestion.didYouMean(flag, in: names)
        return UsageError(description: "unknown option '\(arg)' for \(spec.name)\(hint) (see duo-lint \(spec.name) --help)")
    }

    /// What SwiftLint's and Ruff's options are called here: the hint after "unknown option".
    static let otherToolsSpellings: [String: String] = [
        "--select": "duo-lint spells Ruff's --select '--only ID,…' (--enable adds to the rules on)",
        "--extend-select": "duo-lint spells Ruff's --extend-select '--enable ID,…'",
        "--ignore": "duo-lint spells Ruff's --ignore '--disable ID,…'",
        "--extend-ignore": "duo-lint spells Ruff's --extend-ignore '--disable ID,…'",
        "--only-rule": "duo-lint spells SwiftLint's --only-rule '--only ID,…'",
        "--enable-all-rules": "duo-lint spells SwiftLint's --enable-all-rules '--enable all'",
        "--reporter": "duo-lint spells SwiftLint's --reporter '--format FORMAT'",
        "--output-format": "duo-lint spells Ruff's --output-format '--format FORMAT'",
        "--output-file": "duo-lint spells Ruff's --output-file '--output FILE' (or -o FILE)",
        "--config-file": "did you mean '--config FILE'?",
        "--fix-only": "duo-lint's fix command is 'duo-lint fix' (it reports what is left; -q drops the summary)",
        "--autocorrect": "duo-lint's fix command is 'duo-lint fix' (or lint --fix)",
        "--no-fix": "fixes are applied only with --fix or by 'duo-lint fix': leave the option out",
        "--path": "give the paths as arguments: duo-lint lint PATH …",
        "--use-stdin": "duo-lint spells SwiftLint's --use-stdin '--stdin-path PATH' (the path the text is reported as)",
        "--stdin-filename": "duo-lint spells Ruff's --stdin-filename '--stdin-path PATH'",
        "--show-files": "'duo-lint files' lists the files and whether each is judged",
        "--no-color": "duo-lint spells it '--color never' (NO_COLOR=1 works too)",
        "--colour": "duo-lint spells it '--color auto|always|never'",
        "--target-version": "the Swift version is the config's \"swift-version\" (.duo-lint.json)",
        "--no-cache": "duo-lint keeps no cache: leave the option out",
        "--lenient": "duo-lint has no --lenient; the config's \"severity\" sets each rule's severity",
        "--threads": "duo-lint spells it '--jobs N' (or -j N)",
    ]
}
