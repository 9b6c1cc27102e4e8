/// duo-lint-fuzz: a coverage-guided fuzzer (libFuzzer) for the lexer, the parser and every rule.
///
/// Built with `Scripts/fuzz.sh` (which passes `-sanitize=fuzzer,address -DFUZZING`), the entry point is
/// `LLVMFuzzerTestOneInput`. In an ordinary `swift build` this target is a replay tool instead:
/// `duo-lint-fuzz FILE…` runs the same checks on the given files (e.g. a crash input libFuzzer saved).
///
/// Each input is checked for:
/// - the lexer and tree invariants of `SelfCheck.syntax` (lossless round trip, well-formed tree);
/// - a full lint with every rule enabled (also the ones off by default): the input is split into files at each
///   line `// file: NAME` so the cross-file index and conditional findings are exercised; every finding must
///   point into its file (1-based line within the file, column ≥ 1);
/// - every report format renders;
/// - the fix contract (VOCABULARY.md, fix contract): every fix's edits lie in its file, sorted and apart; `duo-lint fix
///   --unsafe-fixes` over the files drops no fix for failing verification (that would be a bug in a rule's fix), its
///   output keeps the syntax invariants, and fixing it again changes nothing;
/// - the project readers that read text: the input as an XcodeGen `project.yml` (`YAMLSubset`, `XcodeGenProject`)
///   must be read or rejected, never crash or hang.
/// A broken invariant traps (`fatalError`), which libFuzzer records as a crash with the input.
///
/// With `DUO_LINT_FUZZ_TARGET=lsp` (`FUZZ_TARGET=lsp Scripts/fuzz.sh`) the input is instead a client's byte stream to
/// the language server: framed, decoded and handled by a sandboxed session, with the checks of `StreamReplay`. The
/// replay tool takes a file named `lsp-*` as such a stream. With `DUO_LINT_FUZZ_TARGET=yaml` (files named `yaml-*`)
/// only the YAML and XcodeGen readers run.
/// With `DUO_LINT_FUZZ_TARGET=json` (`FUZZ_TARGET=json
/// Scripts/fuzz.sh`) the input is a JSON document, read with each of `JSONReader`'s option sets (`.duo-lint.json`'s
/// JSONC, strict JSON, a server message) under the checks of `JSONSelfCheck`; the replay tool takes a file named
/// `json-*` as such a document.
import DuoLint
import DuoLintServer
import Foundation

enum FuzzCheck {
    static let allRules = Set(RuleRegistry.all.map { $0.descriptor.id })
    static let context = ReportContext(toolVersion: "fuzz", rules: RuleRegistry.allDescriptorsIncludingMeta)

    static func run(_ bytes: [UInt8]) {
        if let problem = SelfCheck.syntax(bytes) {
            fatalError("syntax invariant broken: \(problem)")
        }
        let files = split(bytes)
        let inputs = files.enumerated().map { (i, f) in LintInput(path: "Fuzz\(i).swift", load: { f }) }
        let result = LintRunner.run(inputs, options: LintOptions(enabledRules: allRules,
                                                                 reportSuperfluousSuppressions: true, jobs: 1))
        var lineCounts: [String: Int] = [:]
        for (i, f) in files.enumerated() { lineCounts["Fuzz\(i).swift"] = SourceText(path: "", bytes: f).lineCount }
        for f in result.findings {
            guard let lines = lineCounts[f.path] else { fatalError("a finding in an unknown file \(f.path)") }
            if f.line < 1 || f.line > lines || f.column < 1 {
                fatalError("finding \(f.ruleID) at \(f.line):\(f.column) outside its file of \(lines) lines")
            }
        }
        for format in OutputFormat.allCases where format != .sarif || bytes.count % 8 == 0 {
            _ = renderReport(result.findings, format: format, context: context)
        }
        YAMLFuzzCheck.run(bytes)
        checkFixes(files, result)
    }

    /// The fix contract over the files (see the header).
    static func checkFixes(_ files: [[UInt8]], _ result: LintResult) {
        var sizes: [String: Int] = [:]
        for (i, f) in files.enumerated() { sizes["Fuzz\(i).swift"] = f.count }
        for f in result.findings {
            for fix in f.fixes {
                var end = -1
                for e in fix.edits {
                    guard e.start >= 0, e.start <= e.end, e.end <= sizes[f.path] ?? -1, e.start >= end else {
                        fatalError("\(f.ruleID): a fix edit \(e.start)..<\(e.end) out of order or outside its file")
                    }
                    end = e.end
                }
            }
        }
        guard result.findings.contains(where: { $0.fixes.contains(where: \.isApplicable) }) else { return }
        let first = fix(files, FixLint(result))
        if let failure = first.outcome.failures.first {
            fatalError("the \(failure.ruleID) fix at \(failure.path):\(failure.line) fails verification: \(failure.reason)")
        }
        guard !first.outcome.files.isEmpty else { return }
        for file in first.texts where SelfCheck.syntax(file) != nil {
            fatalError("a fixed file breaks a syntax invariant: \(SelfCheck.syntax(file)!)")
        }
        let again = fix(first.texts, nil)
        if let changed = again.outcome.files.first {
            fatalError("fixing the fixed files changes \(changed.path) again (not idempotent)")
        }
    }

    /// `duo-lint fix --unsafe-fixes` over in-memory files (`initial`: their lint, when known).
    static func fix(_ files: [[UInt8]], _ initial: FixLint?) -> (outcome: FixOutcome, texts: [[UInt8]]) {
        let paths = files.indices.map { "Fuzz\($0).swift" }
        let options = LintOptions(enabledRules: allRules, reportSuperfluousSuppressions: true, jobs: 1)
        let lint: ([String: [UInt8]]) -> FixLint = { overlays in
            let inputs = paths.indices.map { i -> LintInput in
                let bytes = overlays[paths[i]] ?? files[i]
                return LintInput(path: paths[i], load: { bytes })
            }
            return FixLint(LintRunner.run(inputs, options: options))
        }
        let outcome = FixEngine.run(initial ?? lint([:]), request: FixRequest(unsafe: true),
                                    read: { path in files[paths.firstIndex(of: path)!] }, lint: lint)
        var texts = files
        for file in outcome.files { texts[paths.firstIndex(of: file.path)!] = file.fixed }
        return (outcome, texts)
    }

    /// Splits at lines that are exactly `// file: NAME` (the marker line starts the next file).
    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        let marker = Array("\n// file:".utf8)
        var files: [[UInt8]] = []
        var start = 0
        var i = 0
        while i + marker.count <= bytes.count {
            if bytes[i] == 0x0A && Array(bytes[i..<(i + marker.count)]) == marker {
                files.append(Array(bytes[start...i]))
                start = i + 1
                i += marker.count
                continue
            }
            i += 1
        }
        files.append(Array(bytes[start...]))
        return files
    }
}

/// The YAML subset and XcodeGen readers: any bytes are read or rejected with an error (never a crash, a hang or a
/// deep recursion); the input includes itself, to exercise `include:`.
enum YAMLFuzzCheck {
    static let selected = ProcessInfo.processInfo.environment["DUO_LINT_FUZZ_TARGET"] == "yaml"

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = try? YAMLSubset.parse(text)
        _ = try? XcodeGenProject(path: "/fuzz/project.yml", bytes: bytes, read: { _ in bytes })
        for pattern in text.split(separator: "\n").prefix(4) {
            _ = XcodeGenGlob.matches(String(pattern.prefix(64)), "Sources/App/Views/Main.swift")
        }
    }
}

/// The message-layer target: the stream's checks must all hold.
enum ServerFuzzCheck {
    static let selected = ProcessInfo.processInfo.environment["DUO_LINT_FUZZ_TARGET"] == "lsp"

    static func run(_ bytes: [UInt8]) {
        let problems = StreamReplay.check(bytes)
        if let first = problems.first { fatalError("language server: \(first)") }
    }
}

/// The JSON reader target: `JSONSelfCheck` must hold.
enum JSONFuzzCheck {
    static let selected = ProcessInfo.processInfo.environment["DUO_LINT_FUZZ_TARGET"] == "json"

    static func run(_ bytes: [UInt8]) {
        if let problem = JSONSelfCheck.check(bytes) { fatalError("JSON reader: \(problem)") }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
// Unsafe: libFuzzer's input, `size` bytes valid for the call, copied before use.
public func duoLintFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = (size > 0 && data != nil) ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    if ServerFuzzCheck.selected {
        ServerFuzzCheck.run(bytes)
    } else if YAMLFuzzCheck.selected {
        YAMLFuzzCheck.run(bytes)
    } else if JSONFuzzCheck.selected {
        JSONFuzzCheck.run(bytes)
    } else {
        FuzzCheck.run(bytes)
    }
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry point as `<module>_main` (`--defsym main=…`); libFuzzer's
/// own `main` is then not linked, so start libFuzzer's driver here. (Without the rename, libFuzzer's `main`
/// calls `LLVMFuzzerTestOneInput` directly and this function is unused.)
@_cdecl("duo_lint_fuzz_main")
public func duoLintFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var vector = argv
    return LLVMFuzzerRunDriver(&count, &vector) { data, size in duoLintFuzzOne(data, size) }
}
#else
@main
struct FuzzReplay {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty {
            print("usage: duo-lint-fuzz FILE…   (replays fuzzer inputs; build with Scripts/fuzz.sh to fuzz)")
            return
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                continue
            }
            let name = (path as NSString).lastPathComponent
            if ServerFuzzCheck.selected || name.hasPrefix("lsp-") {
                ServerFuzzCheck.run([UInt8](data))
            } else if YAMLFuzzCheck.selected || (path as NSString).lastPathComponent.hasPrefix("yaml-") {
                YAMLFuzzCheck.run([UInt8](data))
            } else if JSONFuzzCheck.selected || name.hasPrefix("json-") {
                JSONFuzzCheck.run([UInt8](data))
            } else {
                FuzzCheck.run([UInt8](data))
            }
            print("\(path): ok")
        }
    }
}
#endif
