import DuoLint

/// `duo-lint completions bash|zsh|fish`: completion scripts generated from the command table (`CommandSpec.all`),
/// with the rule ids this binary knows (for --enable/--disable/--only, comma-separated, and `explain`).
enum Completions {
    static func script(for shell: String) -> String {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        default: return fish
        }
    }

    private static var ruleIDs: [String] { RuleRegistry.allDescriptorsIncludingMeta.map(\.id) }
    private static var selectableIDs: [String] { RuleRegistry.descriptors.map(\.id) }
    private static var commands: [String] { CommandSpec.all.map(\.name) }

    private static func words(_ c: Completion) -> [String] {
        if case .words(let w) = c { return w }
        return []
    }

    // MARK: bash

    static var bash: String {
        var valueCases: [String] = []
        for spec in CommandSpec.all {
            for option in spec.options where option.value != nil {
                let pattern = "\(spec.name):" + option.names.joined(separator: "|\(spec.name):")
                let action: String
                switch option.completion {
                case .words(let w): action = "COMPREPLY=($(compgen -W \"\(w.joined(separator: " "))\" -- \"$cur\")); return 0"
                case .ruleIDs: action = "_duo_lint_id_list; return 0"
                case .files: action = "COMPREPLY=(); return 0"
                case .none: action = "COMPREPLY=(); return 0"
                }
                valueCases.append("        \(pattern)) \(action) ;;")
            }
        }
        let optionWords = CommandSpec.all.map { spec in
            "        \(spec.name)) opts=\"\((spec.options + [CommandSpec.help]).flatMap(\.names).joined(separator: " "))\" ;;"
        }.joined(separator: "\n")
        return """
        # bash completion for duo-lint \(DuoLintInfo.version). Load it with:
        #   source <(duo-lint completions bash)
        # or save it as /etc/bash_completion.d/duo-lint (or ~/.local/share/bash-completion/completions/duo-lint).

        _duo_lint_id_list() {
            # Comma-separated rule ids: complete the id after the last comma.
            local prefix="" word="$cur"
            if [[ "$cur" == *,* ]]; then prefix="${cur%,*},"; word="${cur##*,}"; fi
            COMPREPLY=($(compgen -P "$prefix" -W "\(selectableIDs.joined(separator: " "))" -- "$word"))
            compopt -o nospace 2>/dev/null
        }

        _duo_lint() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local commands="\(commands.joined(separator: " "))"
            local cmd="" i operands=0
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    -*) ;;
                    *) if [[ -z "$cmd" ]]; then
                           if [[ " $commands " == *" ${COMP_WORDS[i]} "* ]]; then cmd="${COMP_WORDS[i]}"; else cmd=lint; operands=1; fi
                       else
                           operands=$((operands + 1))
                       fi ;;
                esac
            done
            local context="${cmd:-lint}"
            case "$context:$prev" in
        \(valueCases.joined(separator: "\n"))
            esac
            local opts=""
            case "$context" in
        \(optionWords)
            esac
            if [[ "$cur" == -* ]]; then
                [[ -z "$cmd" ]] && opts="$opts --version -V"
                COMPREPLY=($(compgen -W "$opts" -- "$cur"))
                return 0
            fi
            case "$cmd" in
                "") COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;    # and filenames (complete -o default)
                explain|rules) COMPREPLY=($(compgen -W "\(ruleIDs.joined(separator: " "))" -- "$cur")) ;;
                config) COMPREPLY=($(compgen -f -- "$cur")) ;;
                completions) [[ $operands -eq 0 ]] && COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")) ;;
                dump) [[ $operands -eq 0 ]] && COMPREPLY=($(compgen -W "tokens tree" -- "$cur")) ;;
                help) [[ $operands -eq 0 ]] && COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;
                *) COMPREPLY=() ;;
            esac
            return 0
        }
        complete -o default -F _duo_lint duo-lint

        """
    }

    // MARK: zsh

    private static func zshQuote(_ s: String) -> String {
        s.replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    private static func zshOptions(_ spec: CommandSpec) -> String {
        (spec.options + [CommandSpec.help]).map { option -> String in
            let help = zshQuote(option.help)
            var action = ""
            if let value = option.value {
                switch option.completion {
                case .words(let w): action = ":\(value.lowercased()):(\(w.joined(separator: " ")))"
                case .ruleIDs: action = ":rule ids:_duo_lint_ids"
                case .files: action = ":file:_files"
                case .none: action = ":\(value.lowercased()): "
                }
            }
            if option.names.count > 1 {
                let group = option.names.joined(separator: " ")
                return "        '(\(group))'{\(option.names.joined(separator: ","))}'[\(help)]\(action)'"
            }
            return "        '\(option.name)[\(help)]\(action)'"
        }.joined(separator: "\n")
    }

    static var zsh: String {
        let described = CommandSpec.all.map { "        '\($0.name):\(zshQuote($0.summary))'" }.joined(separator: "\n")
        let perCommand = CommandSpec.all.map { spec -> String in
            var operand: String
            switch spec.name {
            case "lint", "fix", "report", "files": operand = "'*:path:_files'"
            case "config": operand = "'1:path:_files'"
            case "explain", "rules": operand = "'*:rule id:_duo_lint_all_ids'"
            case "completions": operand = "'1:shell:(bash zsh fish)'"
            case "dump": operand = "'1:what:(tokens tree)' '2:file:_files'"
            case "help": operand = "'1:command:(\(commands.joined(separator: " ")))'"
            default: operand = ""
            }
            return """
                    \(spec.name))
                        _arguments -s \\
            \(zshOptions(spec).replacingOccurrences(of: "\n", with: " \\\n")) \(operand) ;;
            """
        }.joined(separator: "\n")
        return """
        #compdef duo-lint
        # zsh completion for duo-lint \(DuoLintInfo.version). Load it with:
        #   source <(duo-lint completions zsh)
        # or save it as _duo-lint in a directory of $fpath (before compinit runs).

        _duo_lint_ids() {
            _values -s , 'rule id' \(selectableIDs.joined(separator: " "))
        }

        _duo_lint_all_ids() {
            _values 'rule id' \(ruleIDs.joined(separator: " "))
        }

        _duo-lint() {
            local -a commands
            commands=(
        \(described)
            )
            if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                _describe -t commands 'duo-lint command' commands
                _files
                return
            fi
            local cmd=lint
            if (( ${commands[(I)${words[2]}:*]} )); then
                cmd=$words[2]
                shift words
                (( CURRENT-- ))
            fi
            case $cmd in
        \(perCommand)
            esac
        }

        if [[ "$funcstack[1]" == "_duo-lint" ]]; then
            _duo-lint "$@"
        else
            compdef _duo-lint duo-lint
        fi

        """
    }

    // MARK: fish

    private static func fishQuote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    static var fish: String {
        var lines: [String] = []
        let others = commands.filter { $0 != "lint" }.joined(separator: " ")
        lines.append("# fish completion for duo-lint \(DuoLintInfo.version). Install it with:")
        lines.append("#   duo-lint completions fish > ~/.config/fish/completions/duo-lint.fish")
        lines.append("")
        lines.append("function __duo_lint_ids")
        for d in RuleRegistry.descriptors { lines.append("    printf '%s\\t%s\\n' \(d.id) \(fishQuote(shortSummary(d)))") }
        lines.append("end")
        lines.append("function __duo_lint_all_ids")
        lines.append("    __duo_lint_ids")
        for d in MetaRules.all { lines.append("    printf '%s\\t%s\\n' \(d.id) \(fishQuote("meta diagnostic"))") }
        lines.append("end")
        lines.append("")
        lines.append("set -l __duo_lint_commands \(commands.joined(separator: " "))")
        for spec in CommandSpec.all {
            lines.append("complete -c duo-lint -n \"not __fish_seen_subcommand_from $__duo_lint_commands\" -f -a \(spec.name) -d \(fishQuote(spec.summary))")
        }
        lines.append("complete -c duo-lint -n \"not __fish_seen_subcommand_from $__duo_lint_commands\" -l version -s V -d 'print the version'")
        for spec in CommandSpec.all {
            let condition = spec.name == "lint"
                ? "not __fish_seen_subcommand_from \(others)"
                : "__fish_seen_subcommand_from \(spec.name)"
            for option in spec.options + [CommandSpec.help] {
                var flags = ""
                for name in option.names {
                    flags += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                var action = ""
                if option.value != nil {
                    switch option.completion {
                    case .words(let w): action = " -x -a \(fishQuote(w.joined(separator: " ")))"
                    case .ruleIDs: action = " -x -a '(__fish_complete_list , __duo_lint_ids)'"
                    case .files: action = " -r -F"
                    case .none: action = " -x"
                    }
                }
                lines.append("complete -c duo-lint -n \(fishQuote(condition))\(flags)\(action) -d \(fishQuote(option.help))")
            }
        }
        lines.append("complete -c duo-lint -n '__fish_seen_subcommand_from explain rules' -f -a '(__duo_lint_all_ids)'")
        lines.append("complete -c duo-lint -n '__fish_seen_subcommand_from completions' -f -a 'bash zsh fish'")
        lines.append("complete -c duo-lint -n '__fish_seen_subcommand_from dump' -a 'tokens tree'")
        lines.append("complete -c duo-lint -n '__fish_seen_subcommand_from help' -f -a \(fishQuote(commands.joined(separator: " ")))")
        for name in ["install-hook", "version"] {
            lines.append("complete -c duo-lint -n '__fish_seen_subcommand_from \(name)' -f")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A rule's summary cut to its first clause, for completion menus.
    private static func shortSummary(_ d: RuleDescriptor) -> String {
        var s = d.summary
        if let cut = s.firstIndex(where: { $0 == ";" }) { s = String(s[..<cut]) }
        if s.count > 70 { s = String(s.prefix(69)) + "…" }
        return s
    }
}
