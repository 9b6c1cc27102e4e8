/// A deterministic generator of realistic SwiftUI and UIKit source for the benchmark.
///
/// Everything comes from one seeded SplitMix64 stream: the same seed and size always give the same bytes,
/// on every machine, with no network and no files read. The code it writes is the everyday mix of an iOS
/// app — views with stacks, lists, grids, toolbars, sheets, geometry readers and `ArrangementView`s, hinge
/// handlers, UIKit view controllers with bar items and constraints, models, view models, networking and
/// utilities — with comments, doc comments, plain / interpolated / raw / multi-line strings, `#if`, generics,
/// closures and `async` code, so that the lexer, the parser and every rule do their usual work.

struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `0..<n` (n > 0).
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + int(range.count) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
}

/// Writes one Swift file at a time into a byte buffer.
struct SwiftWriter {
    var out: [UInt8] = []
    var indent = 0

    mutating func line(_ s: String) {
        if s.isEmpty { out.append(0x0A); return }
        for _ in 0..<indent { out.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
        out.append(contentsOf: s.utf8)
        out.append(0x0A)
    }

    mutating func open(_ s: String) { line(s); indent += 1 }
    mutating func close(_ s: String = "}") { indent -= 1; line(s) }
}

struct CorpusGenerator {
    var rng: SplitMix64
    private var serial = 0
    /// The mix of the files (see `Mix`).
    let mix: Mix

    /// What the files hold.
    enum Mix {
        /// Like a real app that adopts iPhone Duo in part of its UI: one subject a file (27% SwiftUI views and view
        /// models, a fifth of those views with arrangements or hinge handlers; 21% UIKit view controllers and
        /// cells; 52% models, networking, utilities and enums), in the sizes of real app files (median 2.5 KB,
        /// mean about 6 KB). The proportions are those measured on 40 MB of open-source iOS apps.
        case realistic
        /// A stress mix: every file (30 KB on average) mixes views, arrangements, hinge handlers, toolbars, grids,
        /// view controllers and models, so that nearly every rule has work in nearly every file.
        case dense
    }

    init(seed: UInt64, mix: Mix = .realistic) {
        rng = SplitMix64(seed: seed)
        self.mix = mix
    }

    // MARK: Vocabulary

    static let nouns = ["Photo", "Album", "Message", "Thread", "Note", "Folder", "Document", "Contact", "Event", "Task",
                        "Order", "Product", "Cart", "Profile", "Setting", "Account", "Track", "Playlist", "Episode",
                        "Recipe", "Workout", "Trip", "Place", "Booking", "Invoice", "Report", "Chart", "Article",
                        "Comment", "Story", "Reminder", "Habit", "Journal", "Map", "Route", "Ticket", "Game", "Level",
                        "Inbox", "Draft", "Library", "Book", "Chapter", "Canvas", "Layer", "Brush", "Sticker", "Badge"]
    static let adjectives = ["Recent", "Shared", "Favorite", "Archived", "Pinned", "Hidden", "Featured", "Nearby",
                             "Pending", "Completed", "Daily", "Weekly", "Smart", "Quick", "Detail", "Compact", "Main",
                             "Primary", "Secondary", "Inline", "Grid", "List", "Empty", "Loading"]
    static let verbs = ["load", "refresh", "save", "delete", "share", "archive", "toggle", "select", "open", "close",
                        "update", "fetch", "sync", "export", "import", "filter", "sort", "search", "compose", "reload"]
    static let words = ["the", "a", "your", "new", "all", "items", "today", "photos", "settings", "done", "more", "less",
                        "view", "edit", "details", "recent", "quickly", "nothing", "here", "yet", "tap", "to", "add",
                        "one", "loading", "failed", "try", "again", "später", "café", "日本語", "emoji 🎉", "naïve"]
    static let symbols = ["star", "star.fill", "heart", "trash", "square.and.arrow.up", "plus", "pencil", "folder",
                          "gear", "person.crop.circle", "magnifyingglass", "bell", "bookmark", "tray", "paperplane",
                          "xmark", "chevron.left", "ellipsis.circle", "square.and.pencil", "line.3.horizontal.decrease"]
    static let colors = [".blue", ".red", ".green", ".orange", ".secondary", ".primary", ".accentColor", ".gray",
                         "Color(.systemBackground)", ".purple", ".mint"]
    static let fonts = [".headline", ".body", ".caption", ".title", ".title2", ".subheadline", ".footnote",
                        ".largeTitle", ".callout", ".system(size: 17, weight: .semibold)"]

    mutating func noun() -> String { rng.pick(CorpusGenerator.nouns) }
    mutating func typeName(_ suffix: String) -> String {
        serial += 1
        return (rng.chance(0.5) ? rng.pick(CorpusGenerator.adjectives) : "") + noun() + suffix + (rng.chance(0.3) ? "\(serial % 97)" : "")
    }
    mutating func lowerName() -> String {
        let n = noun()
        let base = n.prefix(1).lowercased() + n.dropFirst()
        return rng.chance(0.4) ? base + rng.pick(["s", "Count", "Title", "Name", "ID", "Items", "Offset", "Width"]) : base
    }
    mutating func verbName() -> String { rng.pick(CorpusGenerator.verbs) + noun() }
    mutating func sentence(_ n: ClosedRange<Int> = 1...6) -> String {
        let count = rng.int(n)
        var parts: [String] = []
        for _ in 0..<count { parts.append(rng.pick(CorpusGenerator.words)) }
        let s = parts.joined(separator: " ")
        return s.prefix(1).uppercased() + s.dropFirst()
    }
    mutating func title() -> String {
        rng.pick(["Close", "Cancel", "Done", "Save", "Share", "Filter", "Edit", "Add", "New Folder", "Delete", "Send",
                  "Back", "More", "Sort", "Refresh", "Compose", "Settings", sentence(1...3)])
    }
    mutating func number(_ range: ClosedRange<Int>) -> String { "\(rng.int(range))" }
    mutating func cgFloat() -> String {
        rng.pick(["8", "12", "16", "20", "24", "32", "44", "0.5", "1.5", "\(rng.int(1...400))", "\(rng.int(1...99)).\(rng.int(0...9))"])
    }

    // MARK: Files

    /// One file of roughly `target` bytes.
    mutating func file(target: Int) -> [UInt8] {
        var w = SwiftWriter()
        w.out.reserveCapacity(target + 4096)
        header(&w)
        if mix == .dense {
            let uikit = rng.chance(0.3)
            w.line(uikit ? "import UIKit" : "import SwiftUI")
            if rng.chance(0.3) { w.line(rng.pick(["import Combine", "import Foundation", "import Observation", "import os"])) }
            w.line("")
            while w.out.count < target {
                declaration(&w, uikit: uikit)
                w.line("")
            }
            return w.out
        }
        // One subject a file, as in real apps.
        let subject = rng.int(100)
        w.line(subject < 27 ? "import SwiftUI" : subject < 48 ? "import UIKit" : "import Foundation")
        if rng.chance(0.2) { w.line(rng.pick(["import Combine", "import Observation", "import os"])) }
        w.line("")
        while w.out.count < target {
            let r = rng.int(100)
            switch subject {
            case 0..<27:
                switch r {
                case 0..<62: swiftUIView(&w)
                case 62..<80: viewModel(&w)
                case 80..<90: arrangementView(&w)
                default: hingeView(&w)
                }
            case 27..<48:
                if r < 65 { viewController(&w) } else { uikitCell(&w) }
            default:
                switch r {
                case 0..<40: model(&w)
                case 40..<65: networking(&w)
                case 65..<85: utilities(&w)
                default: enumDecl(&w)
                }
            }
            w.line("")
        }
        return w.out
    }

    /// A file size drawn like those of real app files (median 2.5 KB, 90% under 10 KB, 1% over 36 KB).
    mutating func realisticFileSize() -> Int {
        let r = rng.int(100)
        switch r {
        case 0..<25: return rng.int(300...1_200)
        case 25..<50: return rng.int(1_200...2_500)
        case 50..<75: return rng.int(2_500...5_400)
        case 75..<90: return rng.int(5_400...10_400)
        case 90..<99: return rng.int(10_400...36_000)
        default: return rng.int(36_000...200_000)
        }
    }

    mutating func header(_ w: inout SwiftWriter) {
        w.line("//")
        w.line("//  \(typeName("")).swift")
        w.line("//  \(noun())App")
        w.line("//")
        w.line("//  Created by \(rng.pick(["Ada", "Linus", "Grace", "Chen Wei", "Zoë", "Олег"])) on \(rng.int(1...28))/\(rng.int(1...12))/2\(rng.int(0...1))\(rng.int(0...9)).")
        w.line("//")
        w.line("")
    }

    mutating func declaration(_ w: inout SwiftWriter, uikit: Bool) {
        let r = rng.int(100)
        if uikit {
            switch r {
            case 0..<45: viewController(&w)
            case 45..<60: uikitCell(&w)
            case 60..<75: model(&w)
            case 75..<85: networking(&w)
            case 85..<92: utilities(&w)
            default: enumDecl(&w)
            }
        } else {
            switch r {
            case 0..<48: swiftUIView(&w)
            case 48..<56: arrangementView(&w)
            case 56..<62: hingeView(&w)
            case 62..<74: viewModel(&w)
            case 74..<84: model(&w)
            case 84..<90: enumDecl(&w)
            case 90..<95: utilities(&w)
            default: networking(&w)
            }
        }
    }

    mutating func docComment(_ w: inout SwiftWriter) {
        switch rng.int(4) {
        case 0:
            w.line("/// \(sentence(3...10)).")
        case 1:
            w.line("/// \(sentence(3...8)).")
            w.line("///")
            w.line("/// - Parameter \(lowerName()): \(sentence(2...6)).")
            w.line("/// - Returns: \(sentence(2...5)).")
        case 2:
            w.line("/**")
            w.line(" \(sentence(4...10)).")
            w.line(" - Note: \(sentence(2...6)) `\(lowerName())`.")
            w.line(" */")
        default:
            break
        }
    }

    // MARK: SwiftUI

    mutating func swiftUIView(_ w: inout SwiftWriter) {
        let name = typeName("View")
        docComment(&w)
        w.open("struct \(name): View {")
        properties(&w)
        w.line("")
        w.open("var body: some View {")
        viewTree(&w, depth: 0)
        w.close()
        if rng.chance(0.6) {
            w.line("")
            w.line("@ViewBuilder")
            w.open("private var \(lowerName())Section: some View {")
            viewTree(&w, depth: 2)
            w.close()
        }
        if rng.chance(0.5) {
            w.line("")
            w.open("private func \(verbName())() {")
            statements(&w, count: rng.int(2...6))
            w.close()
        }
        w.close()
        if rng.chance(0.35) {
            w.line("")
            w.open("#Preview {")
            w.line("\(name)()")
            w.close()
        }
    }

    mutating func properties(_ w: inout SwiftWriter) {
        for _ in 0..<rng.int(1...5) {
            switch rng.int(8) {
            case 0: w.line("@State private var \(lowerName()) = \(rng.pick(["false", "true", "0", "\"\"", "[]", "nil as String?"]))")
            case 1: w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
            case 2: w.line("@Environment(\\.dismiss) private var dismiss")
            case 3: w.line("@Binding var \(lowerName()): \(rng.pick(["Bool", "String", "Int", "Double"]))")
            case 4: w.line("@StateObject private var model = \(noun())ViewModel()")
            case 5: w.line("let \(lowerName()): [\(noun())]")
            case 6: w.line("@Environment(\\.accessibilityReduceMotion) private var reduceMotion")
            default: w.line("private let \(lowerName()): CGFloat = \(cgFloat())")
            }
        }
    }

    mutating func modifiers(_ w: inout SwiftWriter, count: Int) {
        for _ in 0..<count {
            switch rng.int(22) {
            case 0: w.line(".padding()")
            case 1: w.line(".padding(.\(rng.pick(["horizontal", "vertical", "top", "bottom", "leading"])), \(cgFloat()))")
            case 2: w.line(".frame(width: \(cgFloat()), height: \(cgFloat()))")
            case 3: w.line(".frame(maxWidth: .infinity, alignment: .\(rng.pick(["leading", "center", "trailing"])))")
            case 4: w.line(".font(\(rng.pick(CorpusGenerator.fonts)))")
            case 5: w.line(".foregroundStyle(\(rng.pick(CorpusGenerator.colors)))")
            case 6: w.line(".background(\(rng.pick(CorpusGenerator.colors)), in: RoundedRectangle(cornerRadius: \(cgFloat())))")
            case 7: w.line(".clipShape(Capsule())")
            case 8: w.line(".opacity(\(rng.pick(["0.5", "isEnabled ? 1 : 0.4", "0.8"])))")
            case 9: w.line(".accessibilityLabel(\"\(sentence(1...3))\")")
            case 10: w.line(".animation(.\(rng.pick(["smooth", "easeInOut", "spring(response: 0.4, dampingFraction: 0.8)", "bouncy"])), value: \(lowerName()))")
            case 11:
                w.open(".onAppear {")
                statements(&w, count: rng.int(1...2))
                w.close()
            case 12:
                w.open(".task {")
                w.line("await model.\(verbName())()")
                w.close()
            case 13: w.line(".navigationTitle(\"\(sentence(1...2))\")")
            case 14:
                w.open(".sheet(isPresented: $\(lowerName())) {")
                w.line("\(typeName("View"))()")
                w.close()
            case 15:
                w.open(".overlay(alignment: .\(rng.pick(["top", "bottom", "topTrailing"]))) {")
                w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
                w.close()
            case 16: w.line(".offset(x: \(cgFloat()), y: 0)")
            case 17: w.line(".ignoresSafeArea(\(rng.pick(["", ".keyboard", "edges: .bottom"])))")
            case 18:
                w.open(".onTapGesture {")
                w.line("\(verbName())()")
                w.close()
            case 19: w.line(".listRowSeparator(.hidden)")
            case 20: w.line(".refreshable { await model.reload() }")
            default: w.line(".tint(\(rng.pick(CorpusGenerator.colors)))")
            }
        }
    }

    mutating func leafView(_ w: inout SwiftWriter) {
        switch rng.int(14) {
        case 0: w.line("Text(\"\(sentence())\")")
        case 1: w.line("Text(\"\\(\(lowerName()).count) \(sentence(1...2))\")")
        case 2: w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
        case 3: w.line("Label(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\")")
        case 4:
            w.open("Button(\"\(title())\") {")
            w.line("\(verbName())()")
            w.close()
        case 5:
            w.open("Button {")
            w.line("\(lowerName()).toggle()")
            w.close("} label: {")
            w.indent += 1
            w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
            w.close()
        case 6: w.line("Spacer()")
        case 7: w.line("Divider()")
        case 8: w.line("Toggle(\"\(sentence(1...3))\", isOn: $\(lowerName()))")
        case 9: w.line("TextField(\"\(sentence(1...2))\", text: $\(lowerName()))")
        case 10: w.line("ProgressView()")
        case 11: w.line("\(typeName("Row"))(\(lowerName()): \(lowerName()))")
        case 12: w.line("Text(verbatim: #\"\(sentence()) \"quoted\" \\n\"#)")
        default: w.line("Color.clear.frame(height: \(cgFloat()))")
        }
        modifiers(&w, count: rng.int(0...3))
    }

    mutating func viewTree(_ w: inout SwiftWriter, depth: Int) {
        if depth >= 4 || (depth > 1 && rng.chance(0.35)) {
            leafView(&w)
            return
        }
        switch rng.int(16) {
        case 0, 1, 2:
            w.open("\(rng.pick(["VStack", "HStack", "ZStack"]))(\(rng.pick(["", "spacing: \(cgFloat())", "alignment: .leading", "alignment: .leading, spacing: 8"]))) {")
            for _ in 0..<rng.int(2...4) { viewTree(&w, depth: depth + 1) }
            w.close()
        case 3:
            w.open("NavigationStack {")
            viewTree(&w, depth: depth + 1)
            toolbar(&w)
            w.close()
        case 4:
            w.open("List(\(lowerName())) { \(rng.pick(["item", "entry", "row"])) in")
            viewTree(&w, depth: depth + 2)
            w.close()
        case 5:
            w.open("ScrollView(.\(rng.pick(["vertical", "horizontal"]))) {")
            viewTree(&w, depth: depth + 1)
            w.close()
        case 6:
            let columns = rng.int(1...5)
            if rng.chance(0.5) {
                w.line("LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: \(cgFloat())), count: \(columns)), spacing: \(cgFloat())) {")
            } else {
                let items = (0..<columns).map { _ in "GridItem(.\(rng.pick(["flexible()", "fixed(\(cgFloat()))", "adaptive(minimum: \(cgFloat()))"])))" }
                w.line("LazyVGrid(columns: [\(items.joined(separator: ", "))]) {")
            }
            w.indent += 1
            w.open("ForEach(\(lowerName()), id: \\.id) { item in")
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        case 7:
            w.open("GeometryReader { proxy in")
            w.open("if proxy.size.width > \(rng.pick(["600", "0", "proxy.size.height", "\(rng.int(100...1200))"])) {")
            viewTree(&w, depth: depth + 2)
            w.close("} else {")
            w.indent += 1
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        case 8:
            w.open("ForEach(0..<\(rng.int(2...12)), id: \\.self) { index in")
            viewTree(&w, depth: depth + 1)
            w.close()
        case 9:
            w.open("if \(lowerName()).isEmpty {")
            w.line("ContentUnavailableView(\"\(sentence(2...4))\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\")")
            w.close("} else {")
            w.indent += 1
            viewTree(&w, depth: depth + 1)
            w.close()
        case 10:
            w.open("Form {")
            w.open("Section(\"\(sentence(1...2))\") {")
            for _ in 0..<rng.int(1...3) { leafView(&w) }
            w.close()
            w.close()
        case 11:
            w.open("switch \(lowerName()) {")
            w.line("case .\(rng.pick(["loading", "idle", "empty"])):")
            w.indent += 1
            leafView(&w)
            w.indent -= 1
            w.line("case .failed(let error):")
            w.indent += 1
            w.line("Text(error.localizedDescription)")
            w.indent -= 1
            w.line("default:")
            w.indent += 1
            viewTree(&w, depth: depth + 1)
            w.indent -= 1
            w.line("}")
        case 12:
            w.open("if horizontalSizeClass == .regular {")
            w.open("HStack {")
            viewTree(&w, depth: depth + 2)
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close("} else {")
            w.indent += 1
            w.open("VStack {")
            viewTree(&w, depth: depth + 2)
            viewTree(&w, depth: depth + 2)
            w.close()
            w.close()
        default:
            w.open("\(rng.pick(["VStack", "Group", "HStack"])) {")
            for _ in 0..<rng.int(1...3) { viewTree(&w, depth: depth + 1) }
            w.close()
        }
        modifiers(&w, count: rng.int(0...4))
    }

    mutating func toolbar(_ w: inout SwiftWriter) {
        w.open(".toolbar {")
        for _ in 0..<rng.int(1...3) {
            switch rng.int(6) {
            case 0:
                w.open("ToolbarItem(placement: .\(rng.pick(["topBarTrailing", "cancellationAction", "confirmationAction", "primaryAction", "bottomBar"]))) {")
                w.line("Button(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\") { \(verbName())() }")
                w.close()
            case 1:
                w.open("ToolbarItem {")
                w.open("Button(action: \(verbName())) {")
                w.line("Image(systemName: \"\(rng.pick(CorpusGenerator.symbols))\")")
                w.close()
                w.close()
            case 2:
                w.open("ToolbarItemGroup(placement: .bottomBar) {")
                w.line("Button(\"\(title())\") { \(verbName())() }")
                w.line("Spacer()")
                w.line("Button(\"\(title())\", systemImage: \"\(rng.pick(CorpusGenerator.symbols))\") { \(verbName())() }")
                w.close()
            case 3:
                w.open("ToolbarItem(placement: .primaryAction) {")
                w.open("Menu {")
                w.line("Button(\"\(title())\") { }")
                w.line("Button(\"\(title())\", role: .destructive) { }")
                w.close("} label: {")
                w.indent += 1
                w.line("Label(\"More\", systemImage: \"ellipsis.circle\")")
                w.close()
                w.close()
            case 4:
                w.line("ToolbarSpacer(.\(rng.pick(["flexible", "fixed"])))")
            default:
                w.open("ToolbarItem(placement: .cancellationAction) {")
                w.line("Button(\"Close\") { dismiss() }")
                w.close()
            }
        }
        w.close()
    }

    mutating func arrangementView(_ w: inout SwiftWriter) {
        let name = typeName("Screen")
        w.open("struct \(name): View {")
        w.line("@State private var selection: \(noun()).ID?")
        if rng.chance(0.3) { w.line("@Environment(\\.overlayArrangementZIndex) private var zIndex") }
        w.line("")
        w.open("var body: some View {")
        let wrapInScroll = rng.chance(0.15)
        if wrapInScroll { w.open("ScrollView {") }
        w.open("ArrangementView {")
        viewTree(&w, depth: 2)
        w.close("} secondary: {")
        w.indent += 1
        if rng.chance(0.2) {
            w.open("NavigationStack {")
            viewTree(&w, depth: 3)
            w.close()
        } else {
            viewTree(&w, depth: 2)
        }
        w.close()
        if wrapInScroll { w.close() }
        w.close()
        w.close()
    }

    mutating func hingeView(_ w: inout SwiftWriter) {
        let name = typeName("HingeEffect")
        w.open("struct \(name): View {")
        w.line("@State private var bend: Double = 0")
        w.line("@State private var \(rng.pick(["columnCount", "revealProgress", "isShowingSheet", "layoutAxis"])) = \(rng.pick(["2", "0.0", "false", "Axis.horizontal"]))")
        w.line("private var maxSeenAngle = 1.0")
        w.line("")
        w.open("var body: some View {")
        w.open("GeometryReader { proxy in")
        w.line("let regions = proxy.reservedRegions(.division)")
        w.open("ZStack {")
        viewTree(&w, depth: 3)
        w.close()
        w.line(".frame(width: proxy.size.width / 2)")
        w.close()
        w.open(".onHingeChange { update in")
        w.line("guard let hinge = update.hinge else { return }")
        switch rng.int(4) {
        case 0:
            w.open("if hinge.status == .partiallyOpen {")
            w.line("bend = hinge.angle.degrees / \(rng.pick(["180", "maxSeenAngle", "Double.pi"]))")
            w.close("} else {")
            w.indent += 1
            w.line("bend = 0")
            w.close()
        case 1:
            w.open("withAnimation(.\(rng.pick(["smooth", "bouncy", "spring(duration: 0.3, bounce: 0)"]))) {")
            w.line("bend = min(1, hinge.angle.degrees / maxSeenAngle)")
            w.close()
        case 2:
            w.open("if hinge.angle.degrees > \(rng.int(30...170)) {")
            w.line("bend = 1")
            w.close()
        default:
            w.line("let angle = hinge.angle")
            w.line("bend = angle.radians / .pi")
        }
        w.close()
        w.close()
        w.close()
    }

    // MARK: UIKit

    mutating func viewController(_ w: inout SwiftWriter) {
        let name = typeName("ViewController")
        docComment(&w)
        w.open("final class \(name): UIViewController, UITableViewDataSource {")
        w.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)")
        w.line("private var \(lowerName()): [\(noun())] = []")
        w.line("private lazy var \(lowerName())Button = UIBarButtonItem(title: \"\(title())\", style: .plain, target: self, action: #selector(\(verbName())))")
        w.line("")
        w.open("override func viewDidLoad() {")
        w.line("super.viewDidLoad()")
        w.line("title = NSLocalizedString(\"\(sentence(1...2))\", comment: \"\")")
        w.line("view.backgroundColor = .systemBackground")
        w.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
        w.line("tableView.dataSource = self")
        w.line("view.addSubview(tableView)")
        w.open("NSLayoutConstraint.activate([")
        w.line("tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
        w.line("tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(cgFloat())),")
        w.line("tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),")
        w.line("tableView.widthAnchor.constraint(\(rng.pick(["equalToConstant: \(rng.int(100...500))", "lessThanOrEqualTo: view.widthAnchor"]))),")
        w.line("tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)")
        w.close("])")
        switch rng.int(5) {
        case 0:
            w.line("navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .\(rng.pick(["add", "done", "compose", "save"])), target: self, action: #selector(\(verbName())))")
        case 1:
            w.line("navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: \"\(rng.pick(CorpusGenerator.symbols))\"), style: .plain, target: self, action: #selector(\(verbName())))")
            w.line("navigationItem.leftItemsSupplementBackButton = \(rng.pick(["true", "false"]))")
        case 2:
            w.line("toolbarItems = [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: \"\(title())\", image: UIImage(systemName: \"trash\"), target: self, action: #selector(\(verbName()))), .fixedSpace(\(cgFloat()))]")
        case 3:
            w.line("let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: \(rng.pick(["view.bounds.width", "390", "UIScreen.main.bounds.width"])), height: 44))")
            w.line("view.addSubview(bar)")
        default:
            w.line("setToolbarItems([\(lowerName())Button], animated: false)")
        }
        w.close()
        w.line("")
        w.open("override func viewDidLayoutSubviews() {")
        w.line("super.viewDidLayoutSubviews()")
        w.open("if view.bounds.width \(rng.pick([">", "<", ">="])) \(rng.int(300...1000)) {")
        w.line("tableView.contentInset = UIEdgeInsets(top: \(cgFloat()), left: \(cgFloat()), bottom: 0, right: 0)")
        w.close()
        w.close()
        w.line("")
        w.open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        w.line("\(rng.chance(0.5) ? "return " : "")\(lowerName()).count")
        w.close()
        w.line("")
        w.open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        w.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"\(noun())Cell\", for: indexPath)")
        w.line("var content = cell.defaultContentConfiguration()")
        w.line("content.text = \"\\(indexPath.row + 1). \(sentence(1...3))\"")
        w.line("content.secondaryText = \(lowerName()).first?.description ?? \"—\"")
        w.line("cell.contentConfiguration = content")
        w.line("return cell")
        w.close()
        w.line("")
        w.line("@objc private func \(verbName())() {")
        w.indent += 1
        statements(&w, count: rng.int(1...4))
        w.close()
        w.close()
    }

    mutating func uikitCell(_ w: inout SwiftWriter) {
        let name = typeName("Cell")
        w.open("final class \(name): UICollectionViewCell {")
        w.line("static let reuseIdentifier = \"\(name)\"")
        w.line("private let titleLabel = UILabel()")
        w.line("private let imageView = UIImageView()")
        w.line("")
        w.open("override init(frame: CGRect) {")
        w.line("super.init(frame: frame)")
        w.line("titleLabel.font = .preferredFont(forTextStyle: .\(rng.pick(["headline", "body", "caption1"])))")
        w.line("contentView.addSubview(titleLabel)")
        w.line("contentView.addSubview(imageView)")
        w.line("imageView.frame = CGRect(x: \(cgFloat()), y: \(cgFloat()), width: \(cgFloat()), height: \(cgFloat()))")
        w.close()
        w.line("")
        w.line("required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
        w.line("")
        w.open("func configure(with item: \(noun()), highlighted: Bool = false) {")
        w.line("titleLabel.text = item.title")
        w.line("imageView.image = UIImage(systemName: item.symbolName)?.withRenderingMode(.alwaysTemplate)")
        w.line("contentView.alpha = highlighted ? 1.0 : 0.6")
        w.close()
        w.line("")
        w.line("static func layout() -> UICollectionViewCompositionalLayout {")
        w.indent += 1
        w.line("let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(\(rng.pick(["0.5", "1.0", "1/3", "0.25"]))), heightDimension: .estimated(\(cgFloat()))))")
        w.line("let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), repeatingSubitem: item, count: \(rng.int(1...4)))")
        w.line("return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))")
        w.close()
        w.close()
    }

    // MARK: Models and logic

    mutating func model(_ w: inout SwiftWriter) {
        let name = noun() + (rng.chance(0.5) ? "" : "Record")
        docComment(&w)
        w.open("struct \(name): Identifiable, Codable, Hashable\(rng.chance(0.3) ? ", Sendable" : "") {")
        w.line("let id: UUID")
        for _ in 0..<rng.int(2...8) {
            w.line("\(rng.pick(["var", "let"])) \(lowerName()): \(rng.pick(["String", "Int", "Double", "Date", "[String]", "URL?", "Bool", "[String: Int]", "Set<UUID>"]))")
        }
        if rng.chance(0.6) {
            w.line("")
            w.open("enum CodingKeys: String, CodingKey {")
            w.line("case id, \(lowerName()), \(lowerName()) = \"\(lowerName())_key\"")
            w.close()
        }
        if rng.chance(0.6) {
            w.line("")
            w.open("var \(lowerName())Summary: String {")
            w.line("\"\\(id.uuidString.prefix(8)) — \\(\(lowerName()).description)\"")
            w.close()
        }
        w.line("")
        w.line("static let sample = \(name)(id: UUID(), \(lowerName()): \(rng.pick(["\"sample\"", "42", "3.14", "Date()", "true"])))")
        w.close()
    }

    mutating func viewModel(_ w: inout SwiftWriter) {
        let name = noun() + "ViewModel"
        w.line("@MainActor")
        w.open("final class \(name): ObservableObject {")
        w.line("@Published private(set) var items: [\(noun())] = []")
        w.line("@Published var state: LoadState = .idle")
        w.line("private var tasks = Set<AnyCancellable>()")
        w.line("private let service: \(noun())Service")
        w.line("")
        w.open("init(service: \(noun())Service = .live) {")
        w.line("self.service = service")
        w.close()
        w.line("")
        w.open("func \(verbName())() async {")
        w.line("state = .loading")
        w.open("do {")
        w.line("let result = try await service.fetch(page: \(rng.int(0...3)), limit: \(rng.int(10...100)))")
        w.line("items = result.filter { !$0.isHidden }.sorted { $0.date > $1.date }")
        w.line("state = items.isEmpty ? .empty : .loaded")
        w.close("} catch let error as URLError where error.code == .notConnectedToInternet {")
        w.indent += 1
        w.line("state = .offline")
        w.close("} catch {")
        w.indent += 1
        w.line("state = .failed(error)")
        w.line("logger.error(\"\(sentence(1...3)): \\(error.localizedDescription, privacy: .public)\")")
        w.close()
        w.close()
        w.line("")
        w.open("func \(verbName())(at offsets: IndexSet) {")
        w.line("items.remove(atOffsets: offsets)")
        w.open("Task { [weak self] in")
        w.line("guard let self else { return }")
        w.line("try? await self.service.save(self.items)")
        w.close()
        w.close()
        w.close()
    }

    mutating func enumDecl(_ w: inout SwiftWriter) {
        let name = noun() + rng.pick(["Kind", "State", "Filter", "Tab", "Route"])
        w.open("enum \(name): \(rng.pick(["String", "Int", "Hashable"])), CaseIterable {")
        let cases = (0..<rng.int(2...7)).map { _ in lowerName() }
        for c in Set(cases).sorted() { w.line("case \(c)") }
        w.line("")
        w.open("var title: String {")
        w.open("switch self {")
        for c in Set(cases).sorted() {
            w.line("case .\(c): return \"\(sentence(1...2))\"")
        }
        w.close()
        w.close()
        w.close()
    }

    mutating func utilities(_ w: inout SwiftWriter) {
        w.open("extension \(rng.pick(["View", "String", "Array where Element: Identifiable", "Date", "CGSize", "Double"])) {")
        w.open("func \(verbName())<T: Comparable>(_ value: T, in range: ClosedRange<T>) -> T {")
        w.line("min(max(value, range.lowerBound), range.upperBound)")
        w.close()
        w.line("")
        w.line("/* Formats the value for display; see \(sentence(2...4)).")
        w.line("   Nested /* comments */ are fine. */")
        w.open("var \(lowerName())Description: String {")
        w.line("let formatter = NumberFormatter()")
        w.line("formatter.numberStyle = .\(rng.pick(["decimal", "percent", "currency"]))")
        w.line("return formatter.string(from: NSNumber(value: \(rng.int(0...9999)).\(rng.int(0...99)))) ?? \"\"")
        w.close()
        w.close()
        w.line("")
        w.line("#if DEBUG")
        w.line("private let debugBanner = \"\"\"")
        w.line("    \(sentence(3...8))")
        w.line("    Build: \\(Bundle.main.infoDictionary?[\"CFBundleVersion\"] ?? \"?\")")
        w.line("    \"\"\"")
        w.line("#endif")
        w.line("let \(lowerName())Pattern = #/(\\d+)-(\\w+)/#")
    }

    mutating func networking(_ w: inout SwiftWriter) {
        let name = noun() + "Service"
        w.open("struct \(name) {")
        w.line("var baseURL = URL(string: \"https://api.example.com/v\(rng.int(1...3))/\(lowerName())\")!")
        w.line("static let live = \(name)()")
        w.line("")
        w.open("func fetch(page: Int, limit: Int = 50) async throws -> [\(noun())] {")
        w.line("var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!")
        w.line("components.queryItems = [URLQueryItem(name: \"page\", value: String(page)), URLQueryItem(name: \"limit\", value: \"\\(limit)\")]")
        w.line("let (data, response) = try await URLSession.shared.data(from: components.url!)")
        w.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
        w.line("throw URLError(.badServerResponse)")
        w.close()
        w.line("let decoder = JSONDecoder()")
        w.line("decoder.dateDecodingStrategy = .iso8601")
        w.line("return try decoder.decode([\(noun())].self, from: data)")
        w.close()
        w.close()
    }

    mutating func statements(_ w: inout SwiftWriter, count: Int) {
        for _ in 0..<count {
            switch rng.int(10) {
            case 0: w.line("\(lowerName()) = \(rng.pick(["true", "false", "0", "nil", "[]"]))")
            case 1: w.line("let \(lowerName()) = \(lowerName()).map { $0 * \(rng.int(2...9)) }.filter { $0 > \(rng.int(0...50)) }")
            case 2:
                w.open("guard !\(lowerName()).isEmpty else {")
                w.line("return")
                w.close()
            case 3:
                w.open("for (index, item) in \(lowerName()).enumerated() where index % 2 == 0 {")
                w.line("print(\"\\(index): \\(item)\")")
                w.close()
            case 4:
                w.open("withAnimation(.easeInOut(duration: 0.\(rng.int(1...9)))) {")
                w.line("\(lowerName()).toggle()")
                w.close()
            case 5: w.line("// TODO: \(sentence(2...7))")
            case 6:
                w.open("if let value = \(lowerName())?.first, value.count > \(rng.int(1...9)) {")
                w.line("\(verbName())()")
                w.close("} else {")
                w.indent += 1
                w.line("\(lowerName()) = []")
                w.close()
            case 7: w.line("UserDefaults.standard.set(\(lowerName()), forKey: \"\(lowerName())\")")
            case 8: w.line("NotificationCenter.default.post(name: .\(lowerName())DidChange, object: nil)")
            default: w.line("let total = \(lowerName()).reduce(0, +) + (\(lowerName()) ?? 0) * \(rng.int(1...9))")
            }
        }
    }
}

/// The benchmark corpus: file sizes drawn so most files are 2–16 KB, some 16–64 KB and a few 64–256 KB.
enum Corpus {
    /// Files of `totalBytes` in total, in a reproducible order; `body` receives each file as it is made.
    static func manyFiles(seed: UInt64, totalBytes: Int, mix: CorpusGenerator.Mix = .realistic,
                          _ body: (Int, [UInt8]) -> Void) {
        var gen = CorpusGenerator(seed: seed, mix: mix)
        var made = 0
        var index = 0
        while made < totalBytes {
            let target: Int
            if mix == .realistic {
                target = gen.realisticFileSize()
            } else {
                switch gen.rng.int(100) {
                case 0..<70: target = gen.rng.int(2_000...16_000)
                case 70..<95: target = gen.rng.int(16_000...64_000)
                default: target = gen.rng.int(64_000...256_000)
                }
            }
            let file = gen.file(target: min(target, max(300, totalBytes - made)))
            made += file.count
            body(index, file)
            index += 1
        }
    }

    /// One big file of about `bytes`: many generated files pasted together (SwiftUI and UIKit mixed in the same
    /// proportions as the many-file corpus, so that per-byte costs compare), as generated code tends to be.
    static func hugeFile(seed: UInt64, bytes: Int, mix: CorpusGenerator.Mix = .realistic) -> [UInt8] {
        var gen = CorpusGenerator(seed: seed ^ 0xB16_F11E, mix: mix)
        var out: [UInt8] = []
        out.reserveCapacity(bytes + 70_000)
        while out.count < bytes {
            out += gen.file(target: gen.rng.int(8_000...60_000))
        }
        return out
    }

    /// A small, typical file for the start-up measurement.
    static func smallFile(seed: UInt64) -> [UInt8] {
        var gen = CorpusGenerator(seed: seed ^ 0x5111, mix: .dense)
        return gen.file(target: 3_000)
    }
}
