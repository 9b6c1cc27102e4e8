/// The project as the fix engine sees it after one lint: every finding (after suppressions; only the reported ones
/// carry fixes, see `Finding.fixes`) and the parse errors of each file.
public struct FixLint: Sendable {
    public var findings: [Finding]
    /// By path: the messages of the file's parse errors (files without any are not listed).
    public var parseErrors: [String: [String]]

    public init(findings: [Finding], parseErrors: [String: [String]] = [:]) {
        self.findings = findings
        self.parseErrors = parseErrors
    }

    public init(_ result: LintResult) {
        self.init(findings: result.findings, parseErrors: result.parseErrors)
    }
}

/// What `duo-lint fix` is asked to do.
public struct FixRequest: Sendable {
    /// Apply unsafe fixes too (`--unsafe-fixes`).
    public var unsafe: Bool
    /// The rules whose fixes may be applied; nil: every rule's.
    public var rules: Set<String>?
    /// VOCABULARY.md, fix contract 6: at most this many rounds.
    public var maximumRounds: Int

    public init(unsafe: Bool = false, rules: Set<String>? = nil, maximumRounds: Int = 10) {
        self.unsafe = unsafe
        self.rules = rules
        self.maximumRounds = max(1, maximumRounds)
    }

    func allows(_ fix: Fix, of finding: Finding) -> Bool {
        fix.isApplicable && (fix.safety == .safe || unsafe) && (rules?.contains(finding.ruleID) ?? true)
    }
}

/// A fix that failed verification (VOCABULARY.md, fix contract 4): a bug of the rule's fix, reported with the rule
/// id and never written.
public struct FixFailure: Hashable, Sendable {
    public var ruleID: String
    public var path: String
    /// Where the finding was when its fix was tried.
    public var line: Int
    public var column: Int
    /// "the finding is still reported after the fix", …
    public var reason: String
}

/// A file the fixes changed.
public struct FixedFile: Sendable {
    public var path: String
    public var original: [UInt8]
    public var fixed: [UInt8]
}

/// What the fix engine did.
public struct FixOutcome: Sendable {
    /// The files whose text changed, in path order.
    public var files: [FixedFile]
    /// Fixes applied, by rule id.
    public var applied: [String: Int]
    /// Fixes dropped because they failed verification.
    public var failures: [FixFailure]
    /// Files that had fixes but could not be read again (changed on disk since they were linted, gone): path, why.
    public var unreadable: [(path: String, reason: String)]
    /// The lint of the fixed project: the findings left (a finding whose fix failed carries `fixNote`).
    public var remaining: FixLint
    /// Rounds that applied fixes.
    public var rounds: Int

    public var appliedCount: Int { applied.values.reduce(0, +) }
}

/// The fix engine (VOCABULARY.md, fix contract): rounds of collect, order, apply, verify.
///
/// Each round collects, per file, the first allowed fix of each finding that has one (safe fixes; unsafe ones too with
/// `FixRequest.unsafe`), orders them by start offset, then shorter range, then rule id, and takes every fix whose span
/// does not overlap one already taken (the others wait for the next round). The edited texts are linted again in
/// memory with the rest of the project as context (`lint`, given the texts that stand in for their files), and each
/// fix is verified: no parse error its file did not have, its finding gone, no new finding of any enabled rule in any
/// file. A fix that fails is dropped (a `FixFailure`, and `fixNote` on its finding), and the round is verified again
/// without it; when a new finding cannot be pinned on one fix (it is in another file, or outside every fix's lines),
/// the round's fixes are verified one by one. The verified lint is the next round's start. Rounds stop when no fix is
/// left, or after `FixRequest.maximumRounds`.
public enum FixEngine {
    public static func run(_ initial: FixLint, request: FixRequest,
                           read: (String) throws -> [UInt8],
                           lint: ([String: [UInt8]]) -> FixLint) -> FixOutcome {
        var state = State(current: initial)
        var rounds = 0
        // (A round whose fixes all fail is no round; each such pass blocks at least one fix, so this ends, but bound it.)
        var passes = 0
        while rounds < request.maximumRounds && passes < request.maximumRounds * 20 {
            passes += 1
            var planned = state.plan(request, read: read)
            if planned.isEmpty { break }
            guard state.settle(&planned, lint: lint) else { continue }
            rounds += 1
        }
        state.annotateBlocked()
        let files = state.texts.keys.sorted().compactMap { path -> FixedFile? in
            guard let original = state.originals[path], let fixed = state.texts[path], original != fixed else { return nil }
            return FixedFile(path: path, original: original, fixed: fixed)
        }
        return FixOutcome(files: files, applied: state.applied, failures: state.failures, unreadable: state.unreadable,
                          remaining: state.current, rounds: rounds)
    }

    /// One fix chosen for a round.
    struct Planned {
        var finding: Finding
        var fix: Fix
        /// The finding's anchor as an offset in its file's current text.
        var offset: Int
    }

    /// A fix that failed: never tried again (its edits are kept in the current text's offsets).
    struct Blocked {
        var path: String
        var ruleID: String
        var edits: [(start: Int, end: Int, replacement: String)]
        var reason: String

        func matches(_ fix: Fix, path: String, ruleID: String) -> Bool {
            path == self.path && ruleID == self.ruleID && fix.edits.count == edits.count
                && zip(fix.edits, edits).allSatisfy { $0.start == $1.start && $0.end == $1.end && $0.replacement == $1.replacement }
        }
    }

    struct State {
        var current: FixLint
        /// The current text of every file read for fixing (overlays for `lint`), and what it was on disk.
        var texts: [String: [UInt8]] = [:]
        var originals: [String: [UInt8]] = [:]
        var applied: [String: Int] = [:]
        var failures: [FixFailure] = []
        var unreadable: [(path: String, reason: String)] = []
        var skipped: Set<String> = []
        var blocked: [Blocked] = []
        /// Source texts of `texts`, made on demand (line and column ↔ offset).
        private var sources: [String: SourceText] = [:]

        init(current: FixLint) {
            self.current = current
        }

        mutating func source(_ path: String) -> SourceText? {
            if let s = sources[path] { return s }
            guard let bytes = texts[path] else { return nil }
            let s = SourceText(path: path, bytes: bytes)
            sources[path] = s
            return s
        }

        // MARK: Planning

        /// The fixes of this round: per file, in order, those that do not overlap one taken before.
        mutating func plan(_ request: FixRequest, read: (String) throws -> [UInt8]) -> [Planned] {
            var byPath: [String: [(Finding, Fix)]] = [:]
            for finding in current.findings where !finding.fixes.isEmpty && !skipped.contains(finding.path) {
                guard let fix = finding.fixes.first(where: { request.allows($0, of: finding) }) else { continue }
                if blocked.contains(where: { $0.matches(fix, path: finding.path, ruleID: finding.ruleID) }) { continue }
                byPath[finding.path, default: []].append((finding, fix))
            }
            var out: [Planned] = []
            for path in byPath.keys.sorted() {
                if texts[path] == nil {
                    do {
                        let bytes = try read(path)
                        texts[path] = bytes
                        originals[path] = bytes
                    } catch {
                        skipped.insert(path)
                        unreadable.append((path, "\(error)"))
                        continue
                    }
                }
                guard let source = source(path) else { continue }
                let count = source.bytes.count
                var candidates = byPath[path]!.filter { _, fix in fix.edits.allSatisfy { $0.start >= 0 && $0.start <= $0.end && $0.end <= count } }
                candidates.sort { a, b in
                    let sa = a.1.span, sb = b.1.span
                    if sa.start != sb.start { return sa.start < sb.start }
                    if sa.end - sa.start != sb.end - sb.start { return sa.end - sa.start < sb.end - sb.start }
                    return a.0.ruleID < b.0.ruleID
                }
                var taken: [(start: Int, end: Int)] = []
                for (finding, fix) in candidates {
                    let span = fix.span
                    if taken.contains(where: { FixEngine.overlap($0, span) }) { continue }
                    taken.append(span)
                    out.append(Planned(finding: finding, fix: fix, offset: source.offset(of: finding.range.start)))
                }
            }
            return out
        }

        // MARK: Verification

        /// Verifies `planned` (dropping the fixes that fail) and, when some are left, makes them the current state;
        /// false when none is left.
        mutating func settle(_ planned: inout [Planned], lint: ([String: [UInt8]]) -> FixLint) -> Bool {
            var isolated = false
            var attempts = 0
            while !planned.isEmpty && attempts < planned.count + 4 {
                attempts += 1
                let v = verify(planned, lint: lint)
                if v.failed.isEmpty && v.unpinned == nil {
                    accept(planned, v)
                    return true
                }
                if !v.failed.isEmpty {
                    for (i, reason) in v.failed.sorted(by: { $0.key > $1.key }) {
                        block(planned[i], reason)
                        planned.remove(at: i)
                    }
                    continue
                }
                if !isolated {
                    // A new finding no single fix explains: try each fix alone.
                    isolated = true
                    var good: [Planned] = []
                    for p in planned {
                        let alone = verify([p], lint: lint)
                        if alone.failed.isEmpty && alone.unpinned == nil {
                            good.append(p)
                        } else {
                            block(p, alone.failed[0] ?? alone.unpinned ?? "it fails verification")
                        }
                    }
                    planned = good
                } else {
                    // Each passes alone, not together: this round takes the first; the others wait.
                    planned = [planned[0]]
                }
            }
            return false
        }

        struct Verification {
            /// By index into the planned fixes: why the fix fails.
            var failed: [Int: String] = [:]
            /// A problem no single fix can be blamed for.
            var unpinned: String?
            var lint = FixLint(findings: [])
            var texts: [String: [UInt8]] = [:]
            var edits: [String: [Edit]] = [:]
        }

        /// An edit as applied: old `start..<end`, the length of what replaced it, and the planned fix it belongs to.
        struct Edit {
            var start: Int
            var end: Int
            var newLength: Int
            var fix: Int
        }

        mutating func verify(_ planned: [Planned], lint: ([String: [UInt8]]) -> FixLint) -> Verification {
            var v = Verification()
            var byPath: [String: [Int]] = [:]
            for (i, p) in planned.enumerated() { byPath[p.finding.path, default: []].append(i) }
            var overlays = texts
            for (path, indices) in byPath {
                guard let old = texts[path] else { continue }
                var edits: [(TextEdit, Int)] = []
                for i in indices { for e in planned[i].fix.edits { edits.append((e, i)) } }
                edits.sort { $0.0.start != $1.0.start ? $0.0.start < $1.0.start : $0.0.end < $1.0.end }
                var out: [UInt8] = []
                out.reserveCapacity(old.count + 64)
                var at = 0
                var applied: [Edit] = []
                for (e, i) in edits {
                    out.append(contentsOf: old[at..<e.start])
                    let replacement = Array(e.replacement.utf8)
                    out.append(contentsOf: replacement)
                    applied.append(Edit(start: e.start, end: e.end, newLength: replacement.count, fix: i))
                    at = e.end
                }
                out.append(contentsOf: old[at...])
                overlays[path] = out
                v.texts[path] = out
                v.edits[path] = applied
            }
            v.lint = lint(overlays)
            check(planned, &v)
            return v
        }

        /// The checks of fix contract 4 on a verification's lint.
        mutating func check(_ planned: [Planned], _ v: inout Verification) {
            let meta = Set(MetaRules.all.map(\.id))
            var oldByPath: [String: [Finding]] = [:]
            for f in current.findings where !meta.contains(f.ruleID) { oldByPath[f.path, default: []].append(f) }
            var newByPath: [String: [Finding]] = [:]
            for f in v.lint.findings where !meta.contains(f.ruleID) { newByPath[f.path, default: []].append(f) }

            for path in Set(oldByPath.keys).union(newByPath.keys).sorted() {
                let old = oldByPath[path] ?? []
                let new = newByPath[path] ?? []
                guard let edits = v.edits[path], let newText = v.texts[path], let oldSource = source(path) else {
                    // A file no fix edited: the same findings, or fewer.
                    var left: [String: Int] = [:]
                    for f in old { left[key(f), default: 0] += 1 }
                    for f in new {
                        let k = key(f)
                        if let n = left[k], n > 0 { left[k] = n - 1; continue }
                        if v.unpinned == nil { v.unpinned = "it adds a \(f.ruleID) finding at \(f.path):\(f.line)" }
                    }
                    continue
                }
                let newSource = SourceText(path: path, bytes: newText)
                let fixes = Array(Set(edits.map(\.fix))).sorted()
                // Parse errors: none the file did not have.
                var errors: [String: Int] = [:]
                for m in current.parseErrors[path] ?? [] { errors[m, default: 0] += 1 }
                for m in v.lint.parseErrors[path] ?? [] {
                    if let n = errors[m], n > 0 { errors[m] = n - 1; continue }
                    let reason = "the fixed text has a parse error it did not have (\(m))"
                    if fixes.count == 1 { v.failed[fixes[0]] = v.failed[fixes[0]] ?? reason } else if v.unpinned == nil { v.unpinned = reason }
                }
                // The old findings where they are now; those being fixed marked.
                struct Old { var rule: String; var lo: Int; var hi: Int; var fix: Int?; var matched = false }
                var fixedAt: [String: Int] = [:]   // old offset and rule of a planned finding → planned index
                for i in fixes where planned[i].finding.path == path {
                    fixedAt["\(planned[i].offset) \(planned[i].finding.ruleID)"] = i
                }
                var olds: [Old] = []
                for f in old {
                    let o = oldSource.offset(of: f.range.start)
                    let (lo, hi) = FixEngine.map(o, through: edits)
                    olds.append(Old(rule: f.ruleID, lo: lo, hi: hi, fix: fixedAt["\(o) \(f.ruleID)"]))
                    // The findings it stood for (one problem, one finding) were there too, where it is.
                    for also in f.alsoRules { olds.append(Old(rule: also, lo: lo, hi: hi, fix: nil)) }
                }
                // One planned finding per fix: when several old findings share the anchor, only one is being fixed.
                var seenFix: Set<Int> = []
                for k in olds.indices {
                    if let f = olds[k].fix, !seenFix.insert(f).inserted { olds[k].fix = nil }
                }
                // Mapped old offsets grow with the old ones (an edit's inside maps to its replacement's span), so
                // sorted by `lo`, `hi` is sorted too: the old findings that may match an offset are one run.
                olds.sort { $0.lo != $1.lo ? $0.lo < $1.lo : $0.hi < $1.hi }
                func run(_ o: Int) -> Range<Int> {
                    var a = 0, b = olds.count
                    while a < b { let m = (a + b) / 2; if olds[m].hi < o { a = m + 1 } else { b = m } }
                    var c = a, d = olds.count
                    while c < d { let m = (c + d) / 2; if olds[m].lo <= o { c = m + 1 } else { d = m } }
                    return a..<max(a, c)
                }
                var pendingNew: [(Finding, Int)] = new.map { ($0, newSource.offset(of: $0.range.start)) }
                for pass in 0..<2 {
                    var rest: [(Finding, Int)] = []
                    for (f, o) in pendingNew {
                        if let k = run(o).first(where: { k in
                            !olds[k].matched && olds[k].rule == f.ruleID && (olds[k].fix == nil) == (pass == 0)
                        }) {
                            olds[k].matched = true
                        } else {
                            rest.append((f, o))
                        }
                    }
                    pendingNew = rest
                }
                let unmatched = pendingNew
                for o in olds where o.matched {
                    if let f = o.fix { v.failed[f] = v.failed[f] ?? "the finding is still reported after the fix" }
                }
                for (f, o) in unmatched {
                    let reason = "it adds a \(f.ruleID) finding at \(f.path):\(f.line)"
                    // Blamed on the one fix whose replaced text holds it, else on the one fix whose lines do.
                    let line = newSource.lineIndex(ofOffset: o)
                    var tight: [Int] = [], loose: [Int] = []
                    for i in fixes {
                        let mine = edits.filter { $0.fix == i }
                        guard let first = mine.first, let last = mine.last else { continue }
                        let lo = FixEngine.map(first.start, through: edits).0
                        let hi = FixEngine.map(last.end, through: edits).1
                        if lo <= o && o <= hi { tight.append(i) }
                        if newSource.lineIndex(ofOffset: lo) <= line && line <= newSource.lineIndex(ofOffset: hi) { loose.append(i) }
                    }
                    let owner = tight.count == 1 ? tight[0] : tight.isEmpty && loose.count == 1 ? loose[0] : nil
                    if let owner {
                        v.failed[owner] = v.failed[owner] ?? reason
                    } else if fixes.count == 1 && planned.count == 1 {
                        v.failed[fixes[0]] = v.failed[fixes[0]] ?? reason
                    } else if v.unpinned == nil {
                        v.unpinned = reason
                    }
                }
            }
            // A lone fix takes the blame for anything.
            if planned.count == 1, v.failed.isEmpty, let reason = v.unpinned {
                v.failed[0] = reason
                v.unpinned = nil
            }
        }

        private func key(_ f: Finding) -> String { "\(f.ruleID)\u{0}\(f.range.start.line):\(f.range.start.column)" }

        // MARK: Outcomes

        mutating func accept(_ planned: [Planned], _ v: Verification) {
            for p in planned { applied[p.finding.ruleID, default: 0] += 1 }
            for (path, text) in v.texts {
                texts[path] = text
                sources[path] = nil
                let edits = v.edits[path] ?? []
                // Blocked fixes of the file move with the text (dropped where an applied edit touched them).
                blocked = blocked.compactMap { b in
                    guard b.path == path else { return b }
                    var moved = b
                    for k in moved.edits.indices {
                        let e = moved.edits[k]
                        if edits.contains(where: { FixEngine.overlap(($0.start, $0.end), (e.start, e.end)) }) { return nil }
                        moved.edits[k].start = FixEngine.map(e.start, through: edits).0
                        moved.edits[k].end = FixEngine.map(e.end, through: edits).0
                    }
                    return moved
                }
            }
            current = v.lint
        }

        mutating func block(_ p: Planned, _ reason: String) {
            blocked.append(Blocked(path: p.finding.path, ruleID: p.finding.ruleID,
                                   edits: p.fix.edits.map { ($0.start, $0.end, $0.replacement) }, reason: reason))
            failures.append(FixFailure(ruleID: p.finding.ruleID, path: p.finding.path, line: p.finding.line,
                                       column: p.finding.column, reason: reason))
        }

        /// Notes on the findings left whose fix was dropped.
        mutating func annotateBlocked() {
            guard !blocked.isEmpty else { return }
            for i in current.findings.indices where !current.findings[i].fixes.isEmpty {
                let f = current.findings[i]
                for fix in f.fixes {
                    if let b = blocked.first(where: { $0.matches(fix, path: f.path, ruleID: f.ruleID) }) {
                        current.findings[i].fixNote = "fix not applied: \(b.reason)"
                        break
                    }
                }
            }
        }
    }

    /// Whether two fix spans conflict: they overlap, or one is an insertion inside or at the edge of the other.
    static func overlap(_ a: (start: Int, end: Int), _ b: (start: Int, end: Int)) -> Bool {
        if a.start < b.end && b.start < a.end { return true }
        let aEmpty = a.start == a.end, bEmpty = b.start == b.end
        if aEmpty && b.start <= a.start && a.start <= b.end { return true }
        if bEmpty && a.start <= b.start && b.start <= a.end { return true }
        return false
    }

    /// Where an old offset is after `edits` (ascending, not overlapping): one offset outside them, the span of the
    /// replacement inside one.
    static func map(_ offset: Int, through edits: [State.Edit]) -> (Int, Int) {
        var delta = 0
        for e in edits {
            if offset < e.start || (offset == e.start && e.start == e.end) { break }
            if offset < e.end { return (e.start + delta, e.start + delta + e.newLength) }
            delta += e.newLength - (e.end - e.start)
        }
        return (offset + delta, offset + delta)
    }
}

extension SourceText {
    /// The byte offset of a 1-based line and Unicode-scalar column (`position(ofOffset:)` inverted; clamped to the
    /// line).
    public func offset(of position: SourcePosition) -> Int {
        let starts = lineStarts
        let line = max(0, min(position.line - 1, starts.count - 1))
        var i = starts[line]
        if line == 0 && hasByteOrderMark { i = min(3, bytes.count) }
        let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        var scalars = 1
        while scalars < position.column && i < end {
            i += 1
            while i < end && bytes[i] & 0xC0 == 0x80 { i += 1 }
            scalars += 1
        }
        return i
    }
}
