#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few names whose mere absence from the whole project settles cross-file questions, found by a byte
/// search over every file before any file is parsed.
///
/// A custom view can only expose an `ArrangementView` if some file says `ArrangementView`; a class can only be a
/// `UIToolbar`/`UINavigationBar`/`UITabBar` subclass if some file names one of them. When no file does, the rules
/// that look for such things across files (`Rule.requiredProjectNames`) are not run, findings conditional on
/// them are not recorded, and the file summaries skip the view references only they would read. The search is
/// on raw bytes, comments and strings included: it can only find a name that is not really used (then the work
/// is done for nothing), never miss one that is.
public struct ProjectVocabulary: Sendable {
    public static let searchedNames = ["ArrangementView", "overlayArrangementZIndex", "UIToolbar", "UINavigationBar", "UITabBar",
                                       "toolbar", "Toolbar", "navigationBarItems", "leftBarButtonItem", "setLeftBarButton",
                                       "userInterfaceIdiom", ProjectVocabulary.inputAccessoryView]
    /// `inputAccessoryView` and an app's `add…InputAccessoryView(…)`: one search for both spellings.
    static let inputAccessoryView = "nputAccessoryView"
    private static let needles: [[UInt8]] = searchedNames.map { Array($0.utf8) }

    /// The searched names found somewhere in the project.
    public let mentioned: Set<String>

    /// Some file mentions `UIToolbar`, `UINavigationBar` or `UITabBar`.
    let mentionsSystemBar: Bool
    /// Some file mentions `ArrangementView`.
    let mentionsArrangementView: Bool
    /// Some file may have SwiftUI toolbar content (it mentions `toolbar`, `Toolbar…` or `navigationBarItems`):
    /// only then can a custom type be used as a toolbar item anywhere.
    public let mentionsToolbar: Bool
    /// Some file may contribute toolbar facts to the cross-file index: it has toolbar content (`mentionsToolbar`)
    /// or sets left bar items (`left-items-supplement-back-button` asks about a type's extensions in other files), or
    /// makes a keyboard accessory (`KeyboardAccessoryBars`' hosts: `custom-bar-instance`, `ignores-safe-area-interactive`).
    public let exportsToolbarFacts: Bool
    /// The fact kinds this pass of a run leaves incomplete (`DeferredFactKind`): the run completes them afterwards
    /// for the files that need them (`LintRunner`). Each kind names its own flag (an extension next to the kind).
    private var deferred: Set<ObjectIdentifier> = []

    /// Whether this pass leaves the facts of `kind` incomplete.
    public func defers<K: FactKind>(_ kind: K.Type) -> Bool { !deferred.isEmpty && deferred.contains(ObjectIdentifier(kind)) }

    public mutating func setDefers<K: FactKind>(_ kind: K.Type, _ on: Bool) {
        if on { deferred.insert(ObjectIdentifier(kind)) } else { deferred.remove(ObjectIdentifier(kind)) }
    }

    /// Whether this pass leaves the facts of `kind` incomplete.
    func defers(_ kind: any DeferredFactKind.Type) -> Bool { deferred.contains(ObjectIdentifier(kind)) }

    public init(mentioned: Set<String>) {
        self.mentioned = mentioned
        mentionsSystemBar = mentioned.contains("UIToolbar") || mentioned.contains("UINavigationBar") || mentioned.contains("UITabBar")
        mentionsArrangementView = mentioned.contains("ArrangementView")
        mentionsToolbar = mentioned.contains("toolbar") || mentioned.contains("Toolbar") || mentioned.contains("navigationBarItems")
        exportsToolbarFacts = mentionsToolbar || mentioned.contains("leftBarButtonItem") || mentioned.contains("setLeftBarButton")
            || mentioned.contains(ProjectVocabulary.inputAccessoryView)
    }

    /// Every searched name counts as mentioned (when the files are not known up front).
    public static let everything = ProjectVocabulary(mentioned: Set(searchedNames))

    public func mentionsAny(_ names: Set<String>) -> Bool { names.isEmpty || !mentioned.isDisjoint(with: names) }

    /// Whether a finding conditional on `condition` can be kept in this project at all (the query says).
    func mayHold(_ condition: ProjectCondition) -> Bool { condition.query.mayHold(in: self) }

    /// Indices (into `searchedNames`) of the names in `bytes`, skipping those in `known` (found already).
    static func scan(_ bytes: [UInt8], skipping known: Set<Int>) -> Set<Int> {
        var found: Set<Int> = []
        bytes.withUnsafeBytes { hay in
            guard let base = hay.baseAddress else { return }
            // The two names with `Arrangement` in them (most projects have neither): one search for both.
            var arrangement: Bool?
            for (i, needle) in needles.enumerated() where !known.contains(i) {
                if i == arrangementViewIndex || i == overlayZIndexIndex {
                    if arrangement == nil { arrangement = contains(base, hay.count, arrangementBytes) }
                    if arrangement == false { continue }
                }
                if contains(base, hay.count, needle) { found.insert(i) }
            }
        }
        return found
    }

    private static let arrangementBytes = Array("Arrangement".utf8)
    private static let arrangementViewIndex = searchedNames.firstIndex(of: "ArrangementView")!
    private static let overlayZIndexIndex = searchedNames.firstIndex(of: "overlayArrangementZIndex")!

    // Unsafe: `memmem` is looked up by name and called with its C signature; haystack and needle are borrowed buffers
    // with their lengths, and a hit lies inside the haystack. Covered by VocabularyGateTests.
    private typealias MemmemFunction = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?

    /// The C library's `memmem` (vectorised in glibc), looked up at run time: Swift's Glibc module does not
    /// declare this GNU extension. Nil where the lookup fails; then `contains` searches by itself.
    private static let memmem: MemmemFunction? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memmem") else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: MemmemFunction.self)
        #else
        return nil
        #endif
    }()

    /// Whether `needle` occurs in the `count` bytes at `base`.
    static func contains(_ base: UnsafeRawPointer, _ count: Int, _ needle: [UInt8]) -> Bool {
        let n = needle.count
        guard n > 0, count >= n else { return n == 0 }
        if let memmem = memmem {
            return needle.withUnsafeBytes { nb in memmem(base, count, nb.baseAddress, n) != nil }
        }
        // `memchr` to each candidate first byte, then a compare.
        return needle.withUnsafeBytes { nb in
            let first = Int32(needle[0])
            var p = base
            let last = base + (count - n)
            while p <= last {
                guard let hit = memchr(p, first, last - p + 1) else { return false }
                if memcmp(hit, nb.baseAddress!, n) == 0 { return true }
                p = UnsafeRawPointer(hit) + 1
            }
            return false
        }
    }

    /// Merges per-file scan results.
    static func from(_ found: Set<Int>) -> ProjectVocabulary {
        ProjectVocabulary(mentioned: Set(found.map { searchedNames[$0] }))
    }
}
