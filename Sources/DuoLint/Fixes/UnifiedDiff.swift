/// `duo-lint fix --diff`: the changes as a unified diff (`--- a/PATH`, `+++ b/PATH`, hunks with three lines of
/// context) that `git apply` and `patch -p1` accept. Lines are cut after each `\n` and kept byte for byte (a `\r`
/// before the `\n` stays part of the line); a last line without a line break is followed by
/// `\ No newline at end of file`.
public enum UnifiedDiff {
    public static let context = 3

    /// The diff of one file, or "" when the texts are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Hunks: runs of changes with up to `context` equal lines around them, merged when closer than 2 * context.
        var i = 0
        var scanned = 0, oldLine = 0, newLine = 0   // line numbers before `ops[scanned]`
        while i < ops.count {
            guard let firstChange = ops[i...].firstIndex(where: { $0 != .equal }) else { break }
            var end = firstChange
            var last = firstChange
            while end < ops.count {
                if ops[end] != .equal { last = end; end += 1; continue }
                // How many equal lines follow?
                var run = end
                while run < ops.count && ops[run] == .equal { run += 1 }
                if run == ops.count || run - end > 2 * context { break }
                end = run
            }
            let start = max(i, firstChange - context)
            let stop = min(ops.count, last + 1 + context)
            // Line numbers at `start`.
            while scanned < start {
                if ops[scanned] != .insert { oldLine += 1 }
                if ops[scanned] != .delete { newLine += 1 }
                scanned += 1
            }
            var body = ""
            var oldCount = 0, newCount = 0
            var oi = oldLine, ni = newLine
            for k in start..<stop {
                switch ops[k] {
                case .equal:
                    body += line(" ", a[oi]); oi += 1; ni += 1; oldCount += 1; newCount += 1
                case .delete:
                    body += line("-", a[oi]); oi += 1; oldCount += 1
                case .insert:
                    body += line("+", b[ni]); ni += 1; newCount += 1
                }
            }
            out += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
            i = stop
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty range names the line before it.
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    private static func line(_ mark: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.last == 0x0A ? mark + text : mark + text + "\n\\ No newline at end of file\n"
    }

    /// The lines of a text, each with its `\n` (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            out.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    enum Op: Equatable { case equal, delete, insert }

    /// Beyond this many differing lines, the changed middle is shown as one replacement (no minimal diff).
    static let maximumDistance = 2_000

    /// A shortest edit script from `a` to `b` (Myers), after the common prefix and suffix.
    static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var middle = myers(x, y) ?? (Array(repeating: Op.delete, count: x.count) + Array(repeating: Op.insert, count: y.count))
        middle = Array(repeating: Op.equal, count: prefix) + middle + Array(repeating: Op.equal, count: suffix)
        return middle
    }

    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op]? {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let hashA = a.map(hash), hashB = b.map(hash)
        func same(_ i: Int, _ j: Int) -> Bool { hashA[i] == hashB[j] && a[i] == b[j] }
        let limit = min(n + m, maximumDistance)
        // v[d] holds, for k in -d...d, the furthest x on diagonal k after d steps (index k + d).
        var trace: [[Int]] = []
        var v = [0, 0]   // d = -1 stand-in: v[k=1] = 0
        var found = -1
        for d in 0...limit {
            var next = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                func prev(_ kk: Int) -> Int { // v of step d-1 at diagonal kk
                    let idx = kk + (d - 1)
                    if d == 0 { return 0 }
                    return idx >= 0 && idx < v.count ? v[idx] : -1
                }
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && prev(k - 1) < prev(k + 1)) {
                    x = prev(k + 1)
                } else {
                    x = prev(k - 1) + 1
                }
                var y = x - k
                while x < n && y < m && same(x, y) { x += 1; y += 1 }
                next[k + d] = x
                if x >= n && y >= m { found = d; break }
            }
            trace.append(next)
            v = next
            if found >= 0 { break }
        }
        guard found >= 0 else { return nil }
        // Back from (n, m).
        var ops: [Op] = []
        var x = n, y = m
        for d in stride(from: found, through: 1, by: -1) {
            let prevV = trace[d - 1]
            let k = x - y
            func at(_ kk: Int) -> Int { let i = kk + (d - 1); return i >= 0 && i < prevV.count ? prevV[i] : -1 }
            let down = k == -d || (k != d && at(k - 1) < at(k + 1))
            let prevK = down ? k + 1 : k - 1
            let prevX = at(prevK)
            let prevY = prevX - prevK
            while x > prevX + (down ? 0 : 1) && y > prevY + (down ? 1 : 0) { ops.append(.equal); x -= 1; y -= 1 }
            ops.append(down ? .insert : .delete)
            x = prevX
            y = prevY
        }
        while x > 0 && y > 0 { ops.append(.equal); x -= 1; y -= 1 }
        return ops.reversed()
    }

    private static func hash(_ s: ArraySlice<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }
}
