/// duo-lint-bench: throughput, scaling, memory and start-up of duo-lint on a generated corpus.
///
///     swift build -c release && swift run -c release duo-lint-bench [--size-mb 10] [--seed 1]
///
/// Generates a deterministic corpus of realistic SwiftUI/UIKit source (see `Corpus.swift`) into a temporary
/// directory, then prints MB/s for the lexer alone, lex+parse, and the full lint (`LintRunner.run`, all default
/// rules, cross-file index, text report) with one job and with every core; the time ratio of 4× the input for
/// many files and for one huge file; the peak RSS of linting the 4× corpus (40 MB at the default size); and
/// the start-up + one small file time of the release `duo-lint` binary when it has been built.
/// Numbers are the best of `--runs` repetitions (wall clock). No network, nothing outside the temp directory.
///
/// Options:
///   --size-mb N         the 1× corpus size (default 10; the 4× corpus and the huge files scale with it)
///   --seed N            corpus seed (default 1)
///   --runs N            repetitions per measurement, best kept (default 5)
///   --binary PATH       the duo-lint binary to time (default: next to this executable)
///   --write-corpus DIR  only write the 1× corpus (and the huge file) to DIR and exit (e.g. to seed the fuzzer)
///   --keep              keep the temporary corpus directory
///   --per-rule          also time each rule alone on the 1× corpus (one job), to find the expensive ones
///   --dense             generate the stress mix instead of the realistic one: every file mixes views,
///                       arrangements, hinge handlers, toolbars, grids and view controllers (see `CorpusGenerator.Mix`)
///   --corpus DIR        measure on your own code instead: every .swift file under DIR (read into memory) is the
///                       1× corpus; prints the lexer, lex + parse and full-lint rows (and --per-rule), nothing else
///   --single-line-mb N  size of the single-line file (default: the big huge file's size; 0 skips it)
///   --scaling [--units N] the scaling case alone (Scaling.swift): N units (default 400) at 1×, 4× and 16×, in one
///                       file and spread over files; CPU-time ratios for the whole run (and, with --per-rule, per
///                       rule) against issue 21's bars (4× within 4.6×, 16× within 18×)
///   --server [--edits N] the language server through the real binary over stdio, next to the CLI: index time,
///                       didChange → publishDiagnostics latency over 1,000 keystrokes in a 2,000-line file, peak
///                       RSS and RSS drift after N edits (default 10,000); see ServerBench.swift. With
///                       --corpus DIR, --edit FILE types into FILE (a SwiftUI file of the corpus) instead
///   --child-lint DIR [--jobs N] [--report json]
///                       (internal) lint DIR's .swift files in this process and print the peak RSS, or the
///                       whole report: used for the RSS measurement and to check optimisations change nothing
import DuoLint
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// MARK: - Options

struct BenchOptions {
    var sizeMB = 10.0
    var seed: UInt64 = 1
    var runs = 5
    var binary: String?
    var writeCorpus: String?
    var keep = false
    var childLint: String?
    var childJobs = LintOptions.defaultJobs
    var childReport: OutputFormat?
    var perRule = false
    var singleLineMB: Double?
    var mix: CorpusGenerator.Mix = .realistic
    var corpus: String?
    var server = false
    var edits = 10_000
    var edit: String?
    var scaling = false
    var scalingUnits = 400
}

func parseOptions() -> BenchOptions {
    var o = BenchOptions()
    var args = Array(CommandLine.arguments.dropFirst())[...]
    func value(_ name: String) -> String {
        guard let v = args.popFirst() else {
            FileHandle.standardError.write("duo-lint-bench: \(name) needs a value\n".data(using: .utf8)!)
            exit(2)
        }
        return v
    }
    while let a = args.popFirst() {
        switch a {
        case "--size-mb": o.sizeMB = max(0.1, Double(value(a)) ?? 10)
        case "--seed": o.seed = UInt64(value(a)) ?? 1
        case "--runs": o.runs = max(1, Int(value(a)) ?? 3)
        case "--binary": o.binary = value(a)
        case "--write-corpus": o.writeCorpus = value(a)
        case "--keep": o.keep = true
        case "--per-rule": o.perRule = true
        case "--dense": o.mix = .dense
        case "--corpus": o.corpus = value(a)
        case "--single-line-mb": o.singleLineMB = Double(value(a))
        case "--child-lint": o.childLint = value(a)
        case "--jobs": o.childJobs = max(1, Int(value(a)) ?? 1)
        case "--report": o.childReport = OutputFormat(rawValue: value(a))
        case "--server": o.server = true
        case "--scaling": o.scaling = true
        case "--units": o.scalingUnits = max(1, Int(value(a)) ?? 400)
        case "--edits": o.edits = max(1, Int(value(a)) ?? 10_000)
        case "--edit": o.edit = value(a)
        case "-h", "--help":
            print("usage: duo-lint-bench [--size-mb 10] [--seed 1] [--runs 3] [--binary PATH] [--write-corpus DIR] [--keep] [--per-rule] [--dense] [--corpus DIR]")
            exit(0)
        default:
            FileHandle.standardError.write("duo-lint-bench: unknown option \(a)\n".data(using: .utf8)!)
            exit(2)
        }
    }
    return o
}

// MARK: - Clocks, processes, memory

func nowNs() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

func cpuNs() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU seconds (all threads of this process) of the best run of the last `best` call.
var lastBestCPU = 0.0

/// Best (minimum) wall time in seconds of `runs` executions of `body`; `lastBestCPU` gets that run's CPU time.
/// On a busy machine wall time includes waiting for a core; CPU time does not, so both are printed.
@MainActor func best(_ runs: Int, _ body: () -> Void) -> Double {
    var bestNs = UInt64.max
    var bestCPU = UInt64.max
    for _ in 0..<runs {
        let t0 = nowNs()
        let c0 = cpuNs()
        body()
        bestNs = min(bestNs, nowNs() - t0)
        bestCPU = min(bestCPU, cpuNs() - c0)
    }
    lastBestCPU = Double(bestCPU) / 1e9
    return Double(bestNs) / 1e9
}

/// Peak resident set size of this process (VmHWM), in MB.
func peakRSSMB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in s.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb / 1024
    }
    return 0
}

struct ChildRun {
    var exitCode: Int32
    var seconds: Double
    var maxRSSMB: Double
}

/// Runs a program (stdout to `stdoutPath`, stderr discarded) and measures its wall time and peak RSS (wait4).
///
/// Linux charges a `posix_spawn`ed child with the peak RSS of the *parent's* address space it was cloned from,
/// so `ru_maxrss` is only meaningful when the spawner is small: `measuredInFreshProcess` spawns this benchmark
/// again in `--measure` mode (a few MB) to spawn and measure the program.
func spawnMeasured(_ path: String, _ args: [String], stdoutPath: String = "/dev/null") -> ChildRun? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Unsafe: C strings made by `strdup` for `posix_spawn` (which copies them), freed once by the `defer`.
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let t0 = nowNs()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let t1 = nowNs()
    let code: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return ChildRun(exitCode: code, seconds: Double(t1 - t0) / 1e9, maxRSSMB: Double(usage.ru_maxrss) / 1024)
}

/// Peak RSS (MB), wall time and exit code of `path args`, measured by a fresh, small copy of this program.
func measuredInFreshProcess(_ path: String, _ args: [String], stdoutPath: String = "/dev/null") -> ChildRun? {
    let report = NSTemporaryDirectory() + "duo-lint-bench-measure-\(getpid()).txt"
    defer { try? FileManager.default.removeItem(atPath: report) }
    guard spawnMeasured(selfExe, ["--measure", stdoutPath, path] + args, stdoutPath: report) != nil,
          let text = try? String(contentsOfFile: report, encoding: .utf8) else { return nil }
    let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    guard fields.count == 3 else { return nil }
    return ChildRun(exitCode: Int32(fields[0]), seconds: fields[1], maxRSSMB: fields[2])
}

func swiftFiles(in dir: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir + "/" + $0 }
}

func readBytes(_ path: String) throws -> [UInt8] {
    guard let d = FileManager.default.contents(atPath: path) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return [UInt8](d)
}

func diskInputs(_ paths: [String]) -> [LintInput] {
    paths.map { p in LintInput(path: p, load: { try readBytes(p) }) }
}

let reportContext = ReportContext(toolVersion: "bench", rules: RuleRegistry.allDescriptorsIncludingMeta)

/// The full lint as the CLI does it: engine, cross-file index, suppression, sorted findings, text report.
@discardableResult
func fullLint(_ inputs: [LintInput], jobs: Int) -> (findings: Int, reportBytes: Int) {
    let result = LintRunner.run(inputs, options: LintOptions(jobs: jobs))
    let report = renderReport(result.findings, format: .text, context: reportContext)
    return (result.findings.count, report.utf8.count)
}

// MARK: - Output

func mb(_ bytes: Int) -> Double { Double(bytes) / 1_000_000 }

func row(_ what: String, _ value: String, _ target: String = "", _ ok: Bool? = nil, cpu: String = "") {
    let pad = { (s: String, n: Int) in s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    let mark = ok.map { $0 ? "ok" : "MISSED" } ?? ""
    print(pad(what, 44) + pad(value, 18) + pad(target, 14) + pad(mark, 8) + cpu)
}

/// "N MB/s per CPU-second" for the last `best` measurement of `bytes`.
@MainActor func perCPU(_ bytes: Int) -> String { "\(fmt(mb(bytes) / lastBestCPU)) MB per CPU-s" }

func fmt(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

// MARK: - Main

let selfExe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).path

// Measure mode: `--measure STDOUT PROG ARGS…` runs PROG and prints "exit seconds peakRSSMB".
if CommandLine.arguments.count >= 4 && CommandLine.arguments[1] == "--measure" {
    let args = Array(CommandLine.arguments.dropFirst(4))
    guard let r = spawnMeasured(CommandLine.arguments[3], args, stdoutPath: CommandLine.arguments[2]) else { exit(1) }
    print("\(r.exitCode) \(r.seconds) \(r.maxRSSMB)")
    exit(0)
}

let options = parseOptions()

// Child mode: lint a directory from disk (used to measure peak RSS of the engine in a fresh process).
if let dir = options.childLint {
    if let format = options.childReport {
        // Developer aid: the whole report, to check that an optimisation changed no finding.
        let result = LintRunner.run(diskInputs(swiftFiles(in: dir)), options: LintOptions(jobs: options.childJobs))
        print(renderReport(result.findings, format: format, context: reportContext), terminator: "")
        exit(0)
    }
    let r = fullLint(diskInputs(swiftFiles(in: dir)), jobs: options.childJobs)
    print("findings \(r.findings) report \(r.reportBytes) vmhwm_mb \(fmt(peakRSSMB()))")
    exit(0)
}

if options.server {
    #if DEBUG
    print("warning: this is a debug build; run `swift run -c release duo-lint-bench --server` for meaningful numbers\n")
    #endif
    let binary = options.binary ?? (URL(fileURLWithPath: selfExe).deletingLastPathComponent().path + "/duo-lint")
    exit(ServerBench.run(binary: binary, corpus: options.corpus, sizeMB: options.sizeMB, seed: options.seed,
                         edits: options.edits, keep: options.keep, edit: options.edit))
}

#if DEBUG
print("warning: this is a debug build; run `swift run -c release duo-lint-bench` for meaningful numbers\n")
#endif

if options.scaling {
    Scaling.run(units: options.scalingUnits, runs: options.runs, perRule: options.perRule)
    exit(0)
}

let fm = FileManager.default
let oneX = Int(options.sizeMB * 1_000_000)
let hugeSmall = max(100_000, oneX / 4)
let hugeBig = hugeSmall * 4

if let dir = options.writeCorpus {
    try? fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    Corpus.manyFiles(seed: options.seed, totalBytes: oneX, mix: options.mix) { i, bytes in
        _ = fm.createFile(atPath: dir + "/File\(String(format: "%05d", i)).swift", contents: Data(bytes))
    }
    _ = fm.createFile(atPath: dir + "/Huge.swift", contents: Data(Corpus.hugeFile(seed: options.seed, bytes: hugeSmall, mix: options.mix)))
    print("wrote the corpus to \(dir)")
    exit(0)
}

let root = NSTemporaryDirectory() + "duo-lint-bench-\(getpid())"
let manyDir = root + "/many"
let oneXDir = root + "/one"
try? fm.createDirectory(atPath: manyDir, withIntermediateDirectories: true)
try? fm.createDirectory(atPath: oneXDir, withIntermediateDirectories: true)
defer { if !options.keep { try? fm.removeItem(atPath: root) } }

// Corpus: the 4× set is written file by file to disk; its first `oneX` bytes (whole files) are the 1× set,
// kept in memory for the in-process measurements and also linked into `one/` for the disk runs.
let genStart = nowNs()
var oneXFiles: [(path: String, bytes: [UInt8])] = []
var oneXBytes = 0
var manyBytes = 0
var manyCount = 0
if let dir = options.corpus {
    // Your own code: every .swift file under DIR, in path order.
    var paths: [String] = []
    if let walker = fm.enumerator(atPath: dir) {
        while let rel = walker.nextObject() as? String {
            if rel.hasSuffix(".swift") { paths.append(dir + "/" + rel) }
        }
    }
    for p in paths.sorted() {
        guard let bytes = try? readBytes(p) else { continue }
        oneXFiles.append((p, bytes))
        oneXBytes += bytes.count
    }
    guard oneXBytes > 0 else {
        FileHandle.standardError.write("duo-lint-bench: no .swift files under \(dir)\n".data(using: .utf8)!)
        exit(2)
    }
} else {
Corpus.manyFiles(seed: options.seed, totalBytes: 4 * oneX, mix: options.mix) { i, bytes in
    let path = manyDir + "/File\(String(format: "%05d", i)).swift"
    _ = fm.createFile(atPath: path, contents: Data(bytes))
    manyBytes += bytes.count
    manyCount += 1
    if oneXBytes < oneX {
        oneXFiles.append((path, bytes))
        oneXBytes += bytes.count
        _ = link(path, oneXDir + "/File\(String(format: "%05d", i)).swift")
    }
}
}
let huge1 = Corpus.hugeFile(seed: options.seed, bytes: hugeSmall, mix: options.mix)
let huge4 = Corpus.hugeFile(seed: options.seed &+ 1, bytes: hugeBig, mix: options.mix)
let smallPath = root + "/Small.swift"
_ = fm.createFile(atPath: smallPath, contents: Data(Corpus.smallFile(seed: options.seed)))
let hugePath = root + "/Huge.swift"
_ = fm.createFile(atPath: hugePath, contents: Data(huge4))
let genSeconds = Double(nowNs() - genStart) / 1e9

let cores = LintOptions.defaultJobs
let loadAverage = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first ?? "?"
print("duo-lint-bench  seed \(options.seed)  cores \(cores)  runs \(options.runs) (best kept)  load average \(loadAverage)")
if options.corpus != nil {
    print("corpus: \(fmt(mb(oneXBytes))) MB in \(oneXFiles.count) files under \(options.corpus!)")
} else {
print("corpus (\(options.mix == .dense ? "dense" : "realistic") mix): 1× \(fmt(mb(oneXBytes))) MB in \(oneXFiles.count) files; 4× \(fmt(mb(manyBytes))) MB in \(manyCount) files; "
      + "huge files \(fmt(mb(huge1.count))) MB and \(fmt(mb(huge4.count))) MB (generated in \(fmt(genSeconds, 2)) s)")
}
print("")
row("measurement", "result (wall)", "target", nil, cpu: "throughput per CPU-second")
row(String(repeating: "-", count: 42), String(repeating: "-", count: 16), String(repeating: "-", count: 12), nil,
    cpu: String(repeating: "-", count: 26))

// Lexer alone, one core.
var sink = 0
let lexSeconds = best(options.runs) {
    for f in oneXFiles { sink &+= Lexer.lex(f.bytes).tokens.count }
}
let lexMBs = mb(oneXBytes) / lexSeconds
row("lexer, 1 core", "\(fmt(lexMBs)) MB/s", "≥ 150", lexMBs >= 150, cpu: perCPU(oneXBytes))

// Lex + parse, one core.
let parseSeconds = best(options.runs) {
    for f in oneXFiles { sink &+= Parser.parse(SourceText(path: f.path, bytes: f.bytes)).nodes.count }
}
let parseMBs = mb(oneXBytes) / parseSeconds
row("lex + parse, 1 core", "\(fmt(parseMBs)) MB/s", "≥ 80", parseMBs >= 80, cpu: perCPU(oneXBytes))

// Full lint from memory.
let memoryInputs = oneXFiles.map { f in LintInput(path: f.path, load: { f.bytes }) }
var findingsCount = 0
let lint1Seconds = best(options.runs) { findingsCount = fullLint(memoryInputs, jobs: 1).findings }
let lint1MBs = mb(oneXBytes) / lint1Seconds
row("full lint --jobs 1", "\(fmt(lint1MBs)) MB/s", "≥ 50", lint1MBs >= 50, cpu: perCPU(oneXBytes))
let lintNSeconds = best(options.runs) { fullLint(memoryInputs, jobs: cores) }
let lintNMBs = mb(oneXBytes) / lintNSeconds
row("full lint --jobs \(cores)", "\(fmt(lintNMBs)) MB/s", cores >= 2 ? "≥ 90" : "", cores >= 2 ? lintNMBs >= 90 : nil,
    cpu: perCPU(oneXBytes))
row("  parallel speed-up", "\(fmt(lint1Seconds / lintNSeconds, 2))×", "", nil)
row("  findings in the 1× corpus", "\(findingsCount)", "", nil)

if options.perRule {
    // CPU time, not wall time: these differences are small and a busy machine would drown them.
    _ = best(options.runs) { _ = LintRunner.run(memoryInputs, options: LintOptions(enabledRules: [], jobs: 1)) }
    let engineOnly = lastBestCPU
    row("  engine with no rule (lex, parse, index)", "\(fmt(mb(oneXBytes) / engineOnly)) MB per CPU-s", "", nil)
    var costs: [(String, Double)] = []
    for rule in RuleRegistry.all {
        let id = rule.descriptor.id
        _ = best(options.runs) { _ = LintRunner.run(memoryInputs, options: LintOptions(enabledRules: [id], jobs: 1)) }
        costs.append((id, lastBestCPU - engineOnly))
    }
    for (id, extra) in costs.sorted(by: { $0.1 > $1.1 }) where extra > 0 {
        row("  + \(id)", "\(fmt(extra * 1000 / mb(oneXBytes), 2)) CPU-ms/MB", "", nil)
    }
}

if options.corpus != nil { exit(0) }

// Scaling: 4× the files (from disk, one job) and a 4× bigger single file.
// Ratios of CPU time (one job, so CPU time is the work done; unlike wall time it does not grow when another
// process takes the core for a while), normalised to exactly 4× the bytes.
_ = best(options.runs) { fullLint(diskInputs(swiftFiles(in: oneXDir)), jobs: 1) }
let oneDiskSeconds = lastBestCPU
_ = best(max(1, options.runs - 1)) { fullLint(diskInputs(swiftFiles(in: manyDir)), jobs: 1) }
let manyDiskSeconds = lastBestCPU
let manyRatio = (manyDiskSeconds / oneDiskSeconds) / (Double(manyBytes) / Double(oneXBytes))
row("scaling, many files: CPU 4× / CPU 1×", "\(fmt(manyRatio * 4, 2))×", "≤ 4.5", manyRatio * 4 <= 4.5)
let hugeInput1 = [LintInput(path: "Huge1.swift", load: { huge1 })]
let hugeInput4 = [LintInput(path: "Huge4.swift", load: { huge4 })]
let huge1Wall = best(options.runs) { fullLint(hugeInput1, jobs: 1) }
let huge1Seconds = lastBestCPU
let huge4Wall = best(options.runs) { fullLint(hugeInput4, jobs: 1) }
let huge4Seconds = lastBestCPU
let hugeRatio = (huge4Seconds / huge1Seconds) / (Double(huge4.count) / Double(huge1.count))
row("scaling, one huge file: CPU 4× / CPU 1×", "\(fmt(hugeRatio * 4, 2))×", "≤ 4.5", hugeRatio * 4 <= 4.5)
row("  one \(fmt(mb(huge4.count))) MB file, full lint", "\(fmt(mb(huge4.count) / huge4Wall)) MB/s", "", nil,
    cpu: "\(fmt(mb(huge4.count) / huge4Seconds)) MB per CPU-s")
_ = huge1Wall

// One dense single-line file (minified or generated code) of the huge size: columns on one long line.
let singleLineBytes = options.singleLineMB.map { Int($0 * 1_000_000) } ?? hugeBig
var oneLine: [UInt8] = []
oneLine.reserveCapacity(singleLineBytes + 100)
let lineUnits = ["let a = foo(x: 1, y: \"s\").bar { $0 + 1 }; ", "view.frame(width: 320).padding(); ",
                 "let bar = UIToolbar(); ", "if x > 390 { y = [1, 2, 3] }; "].map { Array($0.utf8) }
var unitIndex = 0
while oneLine.count < singleLineBytes {
    oneLine += lineUnits[unitIndex % 97 == 0 ? 2 : (unitIndex % 3 == 0 ? 1 : (unitIndex % 5 == 0 ? 3 : 0))]
    unitIndex += 1
}
if singleLineBytes > 0 {
    let oneLineBytes = oneLine
    let oneLineWall = best(max(1, options.runs - 2)) { fullLint([LintInput(path: "OneLine.swift", load: { oneLineBytes })], jobs: 1) }
    row("  one \(fmt(mb(oneLine.count))) MB single-line file, full lint", "\(fmt(mb(oneLine.count) / oneLineWall)) MB/s", "", nil,
        cpu: "\(fmt(mb(oneLine.count) / lastBestCPU)) MB per CPU-s")
}

// Peak RSS of the engine linting the 4× corpus, in a fresh process.
if let child = measuredInFreshProcess(selfExe, ["--child-lint", manyDir, "--jobs", "\(cores)"]) {
    let ok = child.exitCode == 0 && (manyBytes < 39_000_000 || child.maxRSSMB <= 300)
    row("peak RSS, engine linting \(fmt(mb(manyBytes), 0)) MB", "\(fmt(child.maxRSSMB)) MB", manyBytes >= 39_000_000 ? "≤ 300" : "",
        manyBytes >= 39_000_000 ? ok : nil)
}

// The release binary: start-up + one small file, and the whole 4× corpus end to end.
let binaryPath = options.binary ?? (URL(fileURLWithPath: selfExe).deletingLastPathComponent().path + "/duo-lint")
if fm.isExecutableFile(atPath: binaryPath) {
    var times: [Double] = []
    var lastCode: Int32 = 0
    for _ in 0..<21 {
        if let r = spawnMeasured(binaryPath, ["lint", "--quiet", smallPath]) {
            times.append(r.seconds)
            lastCode = r.exitCode
        }
    }
    times.sort()
    if !times.isEmpty && lastCode <= 1 {
        let median = times[times.count / 2] * 1000
        row("duo-lint start-up + one small file", "\(fmt(median)) ms", "≤ 20", median <= 20)
        row("  (min \(fmt(times[0] * 1000)) ms, median of \(times.count) runs)", "", "", nil)
        // End to end on the 4× directory: the binary must really have linted (the corpus has findings).
        let out = root + "/report.txt"
        if let e2e = measuredInFreshProcess(binaryPath, ["lint", "--quiet", manyDir], stdoutPath: out),
           e2e.exitCode <= 1, let size = (try? fm.attributesOfItem(atPath: out))?[.size] as? Int, size > 0 {
            row("duo-lint lint \(fmt(mb(manyBytes), 0)) MB dir (end to end)", "\(fmt(mb(manyBytes) / e2e.seconds)) MB/s", "", nil)
            row("  its peak RSS", "\(fmt(e2e.maxRSSMB)) MB", "≤ 300", e2e.maxRSSMB <= 300)
            if let one = spawnMeasured(binaryPath, ["lint", "--quiet", "--jobs", "1", hugePath]), one.exitCode <= 1 {
                row("duo-lint lint one \(fmt(mb(huge4.count))) MB file, --jobs 1", "\(fmt(mb(huge4.count) / one.seconds)) MB/s", "", nil)
            }
        } else {
            row("duo-lint lint \(fmt(mb(manyBytes), 0)) MB dir (end to end)", "no report", "", false)
            print("  (the binary printed no findings for a corpus that has some: is its `lint` command implemented?)")
        }
    } else {
        row("duo-lint start-up + one small file", "binary failed (exit \(lastCode))", "≤ 20", false)
    }
} else {
    row("duo-lint start-up + one small file", "not built", "≤ 20", nil)
    print("  (build the binary first: swift build -c release; or pass --binary PATH)")
}

// Reference: grep -E with ten alternatives over the 1× corpus.
if fm.isExecutableFile(atPath: "/usr/bin/grep") || fm.isExecutableFile(atPath: "/bin/grep") {
    let grep = fm.isExecutableFile(atPath: "/usr/bin/grep") ? "/usr/bin/grep" : "/bin/grep"
    let pattern = "frame\\(width|toolbar|LazyVGrid|UIToolbar|ArrangementView|onHingeChange|UIScreen\\.main|ScrollView|ignoresSafeArea|GridItem"
    var grepBest = Double.infinity
    for _ in 0..<options.runs {
        if let r = spawnMeasured(grep, ["-E", "-c", "-r", pattern, oneXDir]) { grepBest = min(grepBest, r.seconds) }
    }
    if grepBest.isFinite { row("reference: grep -E (10 alternatives)", "\(fmt(mb(oneXBytes) / grepBest)) MB/s", "", nil) }
}
if sink == 42 { print("") }
if options.keep { print("\ncorpus kept in \(root)") }
