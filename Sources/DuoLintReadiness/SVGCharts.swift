import DuoLint

/// The report's charts, drawn as inline SVG (no script, no external resource). Colours come from the page's CSS
/// classes (`.c-error`, `.c-warning`, `.c-note`, `.c-new`, `.c-fixed`), so dark mode and print apply to them too.
enum SVGCharts {
    struct Row {
        var label: String
        var anchor: String
        var segments: [(value: Int, cssClass: String, name: String)]
    }

    /// Horizontal stacked bars, one row a label; rows with nothing are drawn with a zero.
    static func stackedBars(_ rows: [Row], title: String, width: Int = 760) -> String {
        let labelWidth = labelSpace(rows.map(\.label)), rowHeight = 26, top = 8, valueWidth = 70
        let barSpace = width - labelWidth - valueWidth
        let maxTotal = max(1, rows.map { $0.segments.reduce(0) { $0 + $1.value } }.max() ?? 1)
        let height = top * 2 + rowHeight * rows.count
        var out = "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(width) \(height)\" width=\"100%\" "
            + "preserveAspectRatio=\"xMinYMin meet\" aria-label=\"\(HTMLText.escape(title))\">"
            + "<title>\(HTMLText.escape(title))</title>"
        for (i, row) in rows.enumerated() {
            let y = top + i * rowHeight
            let total = row.segments.reduce(0) { $0 + $1.value }
            out += "<a href=\"#\(row.anchor)\"><text class=\"lbl\" x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\">"
                + HTMLText.escape(truncate(row.label, 44)) + "</text></a>"
            var x = Double(labelWidth)
            for seg in row.segments where seg.value > 0 {
                let w = max(2.0, Double(barSpace) * Double(seg.value) / Double(maxTotal))
                out += "<rect class=\"\(seg.cssClass)\" x=\"\(fmt(x))\" y=\"\(y + 5)\" width=\"\(fmt(w))\" height=\"\(rowHeight - 10)\">"
                    + "<title>\(HTMLText.escape(row.label)): \(seg.value) \(HTMLText.escape(seg.name))</title></rect>"
                x += w
            }
            out += "<text class=\"val\" x=\"\(fmt(x + 6))\" y=\"\(y + 17)\">\(total)</text>"
        }
        return out + "</svg>"
    }

    /// Diverging bars: fixed to the left of the axis, new to the right.
    static func changeBars(_ rows: [(label: String, anchor: String, fixed: Int, new: Int)], title: String,
                           width: Int = 760) -> String {
        let labelWidth = labelSpace(rows.map(\.label)), rowHeight = 26, top = 24
        let half = Double(width - labelWidth - 20) / 2
        let axis = Double(labelWidth) + half
        let maxValue = max(1, rows.map { max($0.fixed, $0.new) }.max() ?? 1)
        let height = top + 8 + rowHeight * rows.count
        var out = "<svg class=\"chart\" role=\"img\" viewBox=\"0 0 \(width) \(height)\" width=\"100%\" "
            + "preserveAspectRatio=\"xMinYMin meet\" aria-label=\"\(HTMLText.escape(title))\">"
            + "<title>\(HTMLText.escape(title))</title>"
            + "<text class=\"val\" x=\"\(fmt(axis - 8))\" y=\"14\" text-anchor=\"end\">← fixed</text>"
            + "<text class=\"val\" x=\"\(fmt(axis + 8))\" y=\"14\">new →</text>"
            + "<line class=\"axis\" x1=\"\(fmt(axis))\" y1=\"\(top - 4)\" x2=\"\(fmt(axis))\" y2=\"\(height - 4)\"/>"
        for (i, row) in rows.enumerated() {
            let y = top + i * rowHeight
            out += "<a href=\"#\(row.anchor)\"><text class=\"lbl\" x=\"\(labelWidth - 8)\" y=\"\(y + 17)\" text-anchor=\"end\">"
                + HTMLText.escape(truncate(row.label, 44)) + "</text></a>"
            let fw = row.fixed == 0 ? 0 : max(2, half * Double(row.fixed) / Double(maxValue))
            let nw = row.new == 0 ? 0 : max(2, half * Double(row.new) / Double(maxValue))
            if row.fixed > 0 {
                out += "<rect class=\"c-fixed\" x=\"\(fmt(axis - fw))\" y=\"\(y + 5)\" width=\"\(fmt(fw))\" height=\"\(rowHeight - 10)\">"
                    + "<title>\(HTMLText.escape(row.label)): \(row.fixed) fixed</title></rect>"
                    + "<text class=\"val\" x=\"\(fmt(axis - fw - 4))\" y=\"\(y + 17)\" text-anchor=\"end\">\(row.fixed)</text>"
            }
            if row.new > 0 {
                out += "<rect class=\"c-new\" x=\"\(fmt(axis))\" y=\"\(y + 5)\" width=\"\(fmt(nw))\" height=\"\(rowHeight - 10)\">"
                    + "<title>\(HTMLText.escape(row.label)): \(row.new) new</title></rect>"
                    + "<text class=\"val\" x=\"\(fmt(axis + nw + 4))\" y=\"\(y + 17)\">\(row.new)</text>"
            }
        }
        return out + "</svg>"
    }

    /// Room for the longest label (about 7 px a character at 12 px), within 100…300.
    static func labelSpace(_ labels: [String]) -> Int {
        min(300, max(100, 16 + 7 * (labels.map { min($0.count, 44) }.max() ?? 10)))
    }

    private static func fmt(_ d: Double) -> String {
        let r = (d * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    static func truncate(_ s: String, _ n: Int) -> String {
        s.count <= n ? s : String(s.prefix(n - 1)) + "…"
    }
}
