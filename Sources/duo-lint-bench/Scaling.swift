import DuoLint

/// `--scaling`: does the work grow linearly with the input, for the whole run and for each rule (issue 21)?
///
/// First, one function of many locals (`longFunction`): the per-block work of scope 5 and of absent locals.
/// The input is made of numbered units, each a few small views of the kind that made bar rules quadratic (every
/// view with its own toolbar: a frequent action, a leading Close, a symbol-only item, a bottom bar with a spacer, an
/// opted-out vertical bar, a custom `ToolbarContent` type and a custom view used in a toolbar, a conditional item,
/// a view controller setting bar items), plus a short chain of custom views ending in an `ArrangementView` under a
/// `ScrollView`. The 1× input is units `0..<n`, 4× `0..<4n`, 16× `0..<16n` (the same code, more of it), laid out
/// two ways: all in one file, and spread over files of `unitsPerFile` units (1×, 4×, 16× as many files).
///
/// Every rule is on (also those off by default). Times are CPU seconds of one job (the work done, whatever else
/// the machine runs), best of `runs`. Per rule: the CPU time of a run with that rule alone minus that of a run with
/// no rule; a rule whose 16× cost is under 2% of the whole 16× run is printed but not judged (noise).
enum Scaling {
    static let unitsPerFile = 25
    /// Issue 21's bars: 4× the input within 4.6× the time, 16× within 18×.
    static let bar4 = 4.6
    static let bar16 = 18.0

    static func unit(_ i: Int) -> String {
        """
        struct Compose\(i): View {
            var body: some View {
                Text("Item \(i)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { add\(i)() } }
                        ToolbarItem { Button { share() } label: { Image(systemName: "square.and.arrow.up") } }
                        ToolbarItem { Button("Edit") { edit() } }
                        ToolbarItem(placement: .secondaryAction) { Button("New Note", systemImage: "square.and.pencil") { } }
                    }
            }
        }
        struct Sheet\(i): View {
            @Environment(\\.dismiss) var dismiss
            @State private var editing = false
            var body: some View {
                List { Text("\(i)") }
                    .toolbarVerticalBehavior(.disabled)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Close") { dismiss() } }
                        if editing {
                            ToolbarItem(placement: .confirmationAction) { Button("Done") { editing = false } }
                        } else {
                            ToolbarItem { Button("Edit") { editing = true } }
                        }
                        Actions\(i)()
                    }
            }
        }
        struct Actions\(i): ToolbarContent {
            var body: some ToolbarContent {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Archive", systemImage: "archivebox") { }
                    Spacer()
                    Button { } label: { Image(systemName: "plus") }.badge(\(i % 5))
                }
            }
        }
        struct Row\(i): View {
            var body: some View { Button("Compose", systemImage: "square.and.pencil") { } }
        }
        struct Pane\(i): View {
            var body: some View {
                ScrollView { Layer\(i)() }
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Row\(i)() } }
            }
        }
        struct Layer\(i): View { var body: some View { Inner\(i)() } }
        struct Inner\(i): View { var body: some View { ArrangementView { Text("a") } } }
        final class Controller\(i): UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [
                    UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)),
                    UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit)),
                    UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(gear)),
                    UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: self, action: #selector(trash)),
                ]
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: self, action: #selector(close))
            }
        }

        """
    }

    /// Units `0..<count` in one file, or in files of `unitsPerFile` units.
    static func inputs(units count: Int, oneFile: Bool) -> (inputs: [LintInput], bytes: Int) {
        var files: [(String, [UInt8])] = []
        var text = ""
        var bytes = 0
        func flush() {
            let b = Array(text.utf8)
            bytes += b.count
            files.append((oneFile ? "Scaling.swift" : "Scaling\(files.count).swift", b))
            text = ""
        }
        for i in 0..<count {
            text += unit(i)
            if !oneFile && (i + 1) % unitsPerFile == 0 { flush() }
        }
        if !text.isEmpty || files.isEmpty { flush() }
        return (files.map { f in LintInput(path: f.0, load: { f.1 }) }, bytes)
    }

    /// One file holding one function of `locals` `let`s, every other one read only under `#if os(macOS)`, the rest read
    /// after it.
    static func longFunction(locals: Int) -> (inputs: [LintInput], bytes: Int, statements: Int) {
        var text = "import UIKit\n\nfunc layout(_ view: UIView) {\n"
        for i in 0..<locals { text += "    let w\(i) = view.bounds.width * \(i % 7)\n" }
        text += "    #if os(macOS)\n"
        for i in stride(from: 0, to: locals, by: 2) { text += "    print(w\(i))\n" }
        text += "    #endif\n"
        for i in stride(from: 1, to: locals, by: 2) { text += "    print(w\(i))\n" }
        text += "}\n"
        let b = Array(text.utf8)
        return ([LintInput(path: "LongFunction.swift", load: { b })], b.count, locals + locals / 2 + 1)
    }

    @MainActor static func run(units n: Int, runs: Int, perRule: Bool) {
        let all = Set(RuleRegistry.all.map { $0.descriptor.id })
        func cpu(_ inputs: [LintInput], _ rules: Set<String>) -> Double {
            _ = best(runs) {
                let result = LintRunner.run(inputs, options: LintOptions(enabledRules: rules, jobs: 1))
                _ = renderReport(result.findings, format: .text, context: reportContext)
            }
            return lastBestCPU
        }
        func judged(_ ratio: Double, _ limit: Double) -> Bool { ratio <= limit }
        print("")
        print("scaling (issue 21): units of small views with toolbars, \(n) units at 1×; CPU time of one job, best of \(runs)")
        // One long function: 40 locals a unit, half read only under an inactive `#if` (scope 5's reference scan and
        // `AbsentLocals` look a block up by name: linear in its statements).
        let body = [1, 4, 16].map { longFunction(locals: 40 * n * $0) }
        print("  one function of \(body.map { "\($0.statements)" }.joined(separator: " / ")) statements: \(body.map { "\(fmt(mb($0.bytes), 2)) MB" }.joined(separator: " / "))")
        let bodyTimes = body.map { cpu($0.inputs, all) }
        let b4 = bodyTimes[1] / bodyTimes[0], b16 = bodyTimes[2] / bodyTimes[0]
        row("    whole run: 4×", "\(fmt(b4, 2))× (\(fmt(bodyTimes[1], 2)) s)", "≤ \(bar4)", judged(b4, bar4))
        row("    whole run: 16×", "\(fmt(b16, 2))× (\(fmt(bodyTimes[2], 2)) s)", "≤ \(bar16)", judged(b16, bar16))
        for oneFile in [true, false] {
            let sizes = [1, 4, 16].map { inputs(units: n * $0, oneFile: oneFile) }
            let layout = oneFile ? "one file" : "files of \(unitsPerFile) units (\(sizes.map { "\($0.inputs.count)" }.joined(separator: "/")) files)"
            print("  \(layout): \(sizes.map { "\(fmt(mb($0.bytes), 2)) MB" }.joined(separator: " / "))")
            let whole = sizes.map { cpu($0.inputs, all) }
            let findings = LintRunner.run(sizes[0].inputs, options: LintOptions(enabledRules: all, jobs: 1)).findings.count
            let r4 = whole[1] / whole[0], r16 = whole[2] / whole[0]
            row("    whole run (\(findings) findings at 1×): 4×", "\(fmt(r4, 2))× (\(fmt(whole[1], 2)) s)", "≤ \(bar4)", judged(r4, bar4))
            row("    whole run: 16×", "\(fmt(r16, 2))× (\(fmt(whole[2], 2)) s)", "≤ \(bar16)", judged(r16, bar16))
            guard perRule else { continue }
            let engine = sizes.map { cpu($0.inputs, []) }
            var lines: [(String, Double, Double, Double)] = []
            for rule in RuleRegistry.all {
                let id = rule.descriptor.id
                let extra = zip(sizes, engine).map { max(0, cpu($0.inputs, [id]) - $1) }
                lines.append((id, extra[0], extra[1], extra[2]))
            }
            for (id, e1, e4, e16) in lines.sorted(by: { $0.3 > $1.3 }) {
                let significant = e16 >= 0.02 * whole[2] && e1 > 0
                let r4 = e1 > 0 ? e4 / e1 : 0, r16 = e1 > 0 ? e16 / e1 : 0
                row("    + \(id)", significant ? "\(fmt(r4, 2))× / \(fmt(r16, 2))×" : "(\(fmt(e16 * 1000, 0)) ms at 16×)",
                    significant ? "≤ \(bar4) / \(bar16)" : "", significant ? r4 <= bar4 && r16 <= bar16 : nil,
                    cpu: "\(fmt(e1 * 1000, 1)) / \(fmt(e4 * 1000, 1)) / \(fmt(e16 * 1000, 1)) ms")
            }
        }
    }
}
