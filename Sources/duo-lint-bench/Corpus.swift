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
