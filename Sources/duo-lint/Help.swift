import DuoLint

/// `duo-lint help [COMMAND]`, `--help`, `COMMAND --help`.
enum Help {
    static func text(for command: String?) -> String {
        guard let name = command, let spec = CommandSpec.named(name) else { return general }
        switch name {
        case "lint": return lint
        default: return commandHelp(spec) + (extra[name].map { "\n" + $0 } ?? "")
        }
    }

    static var general: String {
        """
        duo-lint \(DuoLintInfo.version) — finds SwiftUI/UIKit code that breaks the iPhone Duo design guidance.

        USAGE
        \(usageLines)

        Run `duo-lint COMMAND --help` (or `duo-lint help COMMAND`) for one command.

        LINT OPTIONS
        \(optionLines(CommandSpec.lintOptions))

        \(configuration)

        \(selection)

        \(exitStatus)

        \(suppression)

        \(fixes)
        """
    }

    static var lint: String {
        """
        usage: duo-lint [lint] [PATH ...] [OPTIONS]

        Lints the Swift files in the given files and directories (default: .) and prints one line a finding:
        path:line:column: severity: message [rule-id]. Directories are walked for .swift files (skipping .build,
        .git, Pods, Carthage, DerivedData, node_modules and the config's exclude globs); a file named explicitly
        is linted whatever its extension.

        OPTIONS
        \(optionLines(CommandSpec.lintOptions))

        \(configuration)

        \(selection)

        \(exitStatus)

        \(suppression)

        \(fixes)

        \(colour)
        """
    }

    static let colour = """
    COLOUR
      --color auto (default) colours each finding's severity and rule id when stdout is a terminal, unless NO_COLOR is
      set (not empty) or TERM=dumb; FORCE_COLOR or CLICOLOR_FORCE (not 0) colour a pipe too. --color always|never wins.
      Only the text format on stdout is coloured.
    """

    static let fixes = """
    FIXES
      duo-lint fix [PATH ...] (or lint --fix) applies the safe fixes; --unsafe-fixes the unsafe ones too; --diff
      prints them as a patch instead. See duo-lint help fix.
    """

    static var usageLines: String {
        CommandSpec.all.map { spec -> String in
            let head = spec.name == "lint" ? "duo-lint [lint] \(spec.operands)" : "duo-lint \(spec.name) \(spec.operands)"
            return "  " + pad(head.trimmingCharacters(in: .whitespaces), 36) + spec.summary
        }.joined(separator: "\n")
    }

    static func optionLines(_ options: [OptionSpec]) -> String {
        (options + [CommandSpec.help]).map { option -> String in
            var names = option.names.joined(separator: ", ")
            if let value = option.value { names += " " + value }
            return "  " + pad(names, 30) + option.help
        }.joined(separator: "\n")
    }

    static func commandHelp(_ spec: CommandSpec) -> String {
        """
        usage: duo-lint \(spec.name) \(spec.operands)

        \(spec.summary.prefix(1).uppercased() + spec.summary.dropFirst()).

        OPTIONS
        \(optionLines(spec.options))

        """
    }

    static let extra: [String: String] = [
        "fix": """
        Applies the fixes of the findings (README, "Fixes"): the safe ones; with --unsafe-fixes the unsafe ones too
        (without it they are shown under their finding as `suggestion:` lines). Fixes are applied in rounds of
        non-overlapping edits (at most 10); after each round the project is linted again in memory and a fix that adds a
        parse error or a finding, or does not remove its own, is dropped and reported as a bug with its rule id. A
        file is written only when it changed, atomically, keeping its line endings, encoding and permissions, and
        never over a file that changed on disk meanwhile. --diff prints the fixes as a unified diff instead (git apply
        accepts it). Suppressed findings, those in the baseline, and code out of scope are not fixed; --only,
        --disable and the config choose the rules. The report and the exit status are those of the findings left.
        `duo-lint lint --fix` is the same command. `duo-lint rules` says which rules fix, and how safely.

        """,
        "rules": """
        Reads the configuration that governs the current directory (the nearest .duo-lint.json and the configs it
        extends; or --config FILE), with --enable/--disable/--only applied as lint applies them. One line a rule:
        STATE on or off, its SEVERITY, its FIX (safe, unsafe, both, or none: duo-lint fix), and the SOURCE of each
        setting that is not the default (the config file that set it, or "command line"). RULE-IDs show only those
        rules. Opt-in rules say "off by default"; the meta diagnostics are always on and only their severity can be
        changed. `--format json` adds each rule's category, its options (name, type, range, default), whether it is on
        by default, and "enabled", "effectiveSeverity", "configuredOptions" and "sources" as the config sets them.

        """,
        "config": """
        Prints the configuration lint would judge PATH with (a file, or a folder: default .): the config file and
        the configs it extends, whether PATH is judged (or which include/exclude leaves it out), how many rules are
        on, then every key with its value and the file it comes from ("default" when no config sets it). Keys that
        every layer contributes to (include, exclude, enable, disable, defines) get a line per layer. `--format json`
        prints the same as an object. `duo-lint lint --show-settings PATH` is the same command (Ruff's spelling).

        """,
        "explain": """
        Prints each rule's documentation (what it finds, why, examples that trigger and that do not, how to fix,
        its options), in the order given. Ids may also be separated by commas. Meta diagnostics can be explained too.

        """,
        "install-hook": """
        Writes .git/hooks/pre-commit (or into core.hooksPath) running `duo-lint lint --staged` (with --strict:
        `--staged --strict`): the staged content of the staged .swift files is linted and a failing finding blocks
        the commit, with a last line saying why and how to bypass it once (git commit --no-verify). If duo-lint is
        not on PATH the hook runs the binary that installed it; if that is gone too, it blocks the commit and says so.
        The config's "baseline" applies. Run it again to update the hook.

        """,
        "completions": """
        bash:  source <(duo-lint completions bash)         (or save it in /etc/bash_completion.d/duo-lint)
        zsh:   source <(duo-lint completions zsh)          (or save it as _duo-lint in a directory of $fpath)
        fish:  duo-lint completions fish > ~/.config/fish/completions/duo-lint.fish

        """,
        "dump": """
        `tokens` prints the lexer's tokens as JSON lines (text, kind, line, column); `tree` the syntax tree the
        rules see. For bug reports and rule authors.

        """,
        "server": """
        Speaks the Language Server Protocol 3.17 on stdin/stdout, for editors: diagnostics as you type (the
        workspace folders are indexed at start-up for the cross-file facts), hover on a finding (why, how to fix)
        quick fixes (the rule's own fix where it has one, preferred when safe; // duo-lint:disable:next RULE or
        // duo-lint:disable RULE) and source.fixAll.duo-lint (every safe fix of the file). Each file is judged
        with the nearest .duo-lint.json above it, as by lint; a broken one is shown in the editor. Editor recipes:
        Examples/Integrations (Neovim, Helix, Zed, Sublime Text, VS Code). Exits 0 after shutdown and exit, else 1.

        """,
    ]

    static let configuration = """
    CONFIGURATION: .duo-lint.json (the nearest in the current directory or above; or --config FILE)
      include, exclude               globs of files to lint / to skip, relative to the config file
      enable, disable                rule ids to switch on (opt-in rules too) / off
      severity                       {"rule-id": "error" | "warning" | "note"}
      options                        per-rule options, e.g. {"fixed-width": {"threshold": 240}} (duo-lint rules --format json)
      baseline                       a baseline file that every run uses (lint, --staged, hooks, CI)
      allow-no-files                 true: a run that lints no file exits 0 instead of 2
      show-baselined                 true: the language server shows the findings the baseline knows too
      report-superfluous-suppressions  true: report duo-lint:disable comments that silence nothing
      tests, swift-version, defines, extends  accepted and validated (scope and config inheritance, see README)
    Unknown keys, rule ids and options, wrong types and out-of-range values are errors (exit 2).
    """

    static let selection = """
    RULE SELECTION (one precedence, whatever the order of the options)
      1. rules on by default, plus the config's "enable", minus the config's "disable";
      2. --only ID,… replaces that set; 3. --enable ID,… adds rules; 4. --disable ID,… removes rules:
         --disable wins over --only and --enable for the same id. No rule left to run is an error (exit 2).
      `all` stands for every rule: --disable all --enable ID runs ID; --enable all adds the opt-in rules too.
      duo-lint rules shows the result and where each setting comes from; duo-lint config PATH every setting for a file.
    """

    static let exitStatus = """
    EXIT STATUS
      0 no failing finding; 1 failing findings (errors; with --strict warnings too);
      2 usage, configuration or I/O error, or no file to lint (allow it with "allow-no-files": true).
    """

    static let suppression = """
    SUPPRESSING A FINDING
      // duo-lint:disable RULE … // duo-lint:enable RULE, // duo-lint:disable:next RULE,
      // duo-lint:disable:this RULE, `all` for every rule; a reason may follow ` -- `.
    """

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + "  " : s + String(repeating: " ", count: width - s.count)
    }
}
