import Foundation

/// The failure report: one HTML page with expected, actual and diff side by side for each
/// failing frame, and a slider that wipes between expected and actual. Static, no outside
/// resources.
enum HTMLReport {
    static func write(_ report: GoldenReport, into dir: URL) throws -> URL {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var rows = ""
        for f in report.failures where f.frame >= 0 {
            let stem = String(format: "frame-%04d", f.frame)
            let pixel = f.pixel.map { "first differing pixel (\($0.x), \($0.y)), \(f.differentPixels) pixels differ" } ?? f.note
            rows += """
            <section>
              <h2>frame \(f.frame)</h2>
              <p>\(escape(pixel))</p>
              <div class="row">
                <figure><figcaption>expected</figcaption><img src="\(stem).expected.png" alt="expected"></figure>
                <figure><figcaption>actual</figcaption><img src="\(stem).actual.png" alt="actual"></figure>
                <figure><figcaption>diff (red: differs, yellow: anti-aliasing)</figcaption><img src="\(stem).diff.png" alt="diff"></figure>
                <figure><figcaption>expected | actual (drag)</figcaption>
                  <div class="wipe"><img src="\(stem).expected.png" alt="expected"><div class="top"><img src="\(stem).actual.png" alt="actual"></div></div>
                  <input type="range" min="0" max="100" value="50" oninput="this.previousElementSibling.querySelector('.top').style.width=this.value+'%'">
                </figure>
              </div>
            </section>

            """
        }
        let hint = report.timeShift.map {
            "<p class=\"hint\">Hint: actual frame \($0.frame) matches expected frame \($0.frame + $0.shift): the timing changed, not the geometry.</p>"
        } ?? ""
        let first = report.failures.first.map { "First divergent frame: \($0.frame)." } ?? ""
        let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(report.name)): golden failures</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #fafafa; }
        .row { display: flex; gap: 16px; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        img { display: block; max-width: 300px; border: 1px solid #ccc; }
        .wipe { position: relative; display: inline-block; }
        .wipe .top { position: absolute; top: 0; left: 0; width: 50%; overflow: hidden; height: 100%; border-right: 2px solid red; }
        .wipe .top img { max-width: none; width: 300px; }
        input[type=range] { width: 300px; }
        .hint { color: #a15c00; }
        </style></head><body>
        <h1>\(escape(report.name))</h1>
        <p>\(report.failures.count) of \(report.checked.count) frames differ (tolerance: \(escape(report.tolerance.description))). \(first)</p>
        \(hint)
        \(rows)
        </body></html>
        """
        let url = dir.appendingPathComponent("index.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
