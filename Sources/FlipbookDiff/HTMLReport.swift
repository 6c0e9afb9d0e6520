import Foundation
import FlipbookPNG
import FlipbookCore

/// The failure report: one static HTML page (no outside resources) with, for each differing
/// frame, the expected, actual and diff images side by side and a slider that wipes between
/// expected and actual. The images sit beside it as `<stem>.expected.png`,
/// `<stem>.actual.png` and `<stem>.diff.png`. Used by `assertGoldens` and `flipbook diff`.
package struct HTMLReport {
    /// One differing frame.
    package struct Row {
        package var heading: String
        package var note: String
        package var stem: String
        package var hasExpected: Bool
        package var hasActual: Bool
        package var hasDiff: Bool
        /// The frame's size in pixels (the actual image's, else the expected one's).
        package var width: Int
        package var height: Int
    }

    package var title: String
    /// Sentences at the top: counts, tolerance, the first divergent frame.
    package var summary: [String]
    package var hint: String?
    package var rows: [Row]

    /// Creates a report.
    package init(title: String, summary: [String], hint: String?, rows: [Row]) {
        self.title = title; self.summary = summary; self.hint = hint; self.rows = rows
    }

    /// Writes `index.html` into `dir` (created if needed) and returns its URL.
    package func write(into dir: URL) throws -> URL {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("index.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    package var html: String {
        let e = HTMLText.escape
        var body = "<h1>\(e(title))</h1>\n" + summary.map { "<p>\(e($0))</p>\n" }.joined()
        if let h = hint { body += "<p class=\"hint\">Hint: \(e(h))</p>\n" }
        for r in rows { body += section(r) }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(e(title))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; background: #fafafa; color: #222; }
            section { margin: 24px 0; } .row { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            img { display: block; border: 1px solid #ccc; image-rendering: pixelated; }
            .wipe { position: relative; border: 1px solid #ccc; }
            .wipe img { position: absolute; top: 0; left: 0; border: 0; }
            .wipe .top { position: absolute; top: 0; left: 0; width: 50%; height: 100%; overflow: hidden; border-right: 2px solid #d00; }
            .hint { color: #a15c00; } .missing { color: #999; font-style: italic; }
            </style></head><body>
            \(body)</body></html>

            """
    }

    private func section(_ r: Row) -> String {
        // Small frames are shown enlarged (pixelated) so single pixels can be seen.
        let zoom = r.width <= 120 ? 3 : r.width <= 240 ? 2 : 1
        var w = r.width * zoom, h = r.height * zoom
        if w > 360 { h = h * 360 / w; w = 360 }
        let size = "width=\"\(w)\" height=\"\(h)\""
        func figure(_ caption: String, _ kind: String, _ present: Bool) -> String {
            present
                ? "<figure><figcaption>\(caption)</figcaption><img src=\"\(HTMLText.escape(r.stem)).\(kind).png\" \(size) alt=\"\(kind)\"></figure>\n"
                : "<figure><figcaption>\(caption)</figcaption><p class=\"missing\">none</p></figure>\n"
        }
        var s =
            "<section>\n<h2>\(HTMLText.escape(r.heading))</h2>\n<p>\(HTMLText.escape(r.note))</p>\n<div class=\"row\">\n"
        s += figure("expected", "expected", r.hasExpected)
        s += figure("actual", "actual", r.hasActual)
        s += figure("diff (red: differs, yellow: anti-aliasing)", "diff", r.hasDiff)
        if r.hasExpected && r.hasActual {
            let stem = HTMLText.escape(r.stem)
            s += """
                <figure><figcaption>expected | actual (drag the slider)</figcaption>
                <div class="wipe" style="width: \(w)px; height: \(h)px"><img src="\(stem).actual.png" \(size) alt="actual"><div class="top"><img src="\(stem).expected.png" \(size) alt="expected"></div></div>
                <input type="range" min="0" max="100" value="50" style="width: \(w)px" oninput="this.previousElementSibling.querySelector('.top').style.width = this.value + '%'">
                </figure>

                """
        }
        return s + "</div>\n</section>\n"
    }

}

/// The failure artefacts of one check in one folder: `<stem>.actual.png`,
/// `<stem>.expected.png`, `<stem>.diff.png` per differing frame and `index.html`.
package enum Artefacts {
    /// Removes the artefacts an earlier run left in `dir` (only files of those names), and
    /// the folder when that leaves it empty.
    package static func clear(_ dir: URL) {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { return }
        for n in names
        where n == "index.html" || n.hasSuffix(".actual.png") || n.hasSuffix(".expected.png")
            || n.hasSuffix(".diff.png")
        {
            try? fm.removeItem(at: dir.appendingPathComponent(n))
        }
        rmdir(dir.path)  // only succeeds when empty
    }

    /// Writes the images of one frame that are given; returns the report row.
    package static func write(
        stem: String, heading: String, note: String, actual: Bitmap?, expected: Bitmap?, diff: Bitmap?,
        into dir: URL
    ) throws -> HTMLReport.Row {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (bitmap, kind) in [(actual, "actual"), (expected, "expected"), (diff, "diff")] {
            if let b = bitmap { try PNGFile.write(b, to: dir.appendingPathComponent("\(stem).\(kind).png").path) }
        }
        let size = actual ?? expected
        return HTMLReport.Row(
            heading: heading, note: note, stem: stem, hasExpected: expected != nil,
            hasActual: actual != nil, hasDiff: diff != nil,
            width: size?.width ?? 1, height: size?.height ?? 1)
    }
}
