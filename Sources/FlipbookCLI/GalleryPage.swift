import Foundation
import FlipbookCore
import FlipbookDiff
import FlipbookUIKit

/// The gallery's index.html: one section per scene with its animation (as APNG, WebP and
/// GIF, each with its size), contact sheet,
/// timing plot, parameters, animations, event log and a link to its frames. One static file
/// with inline CSS, no scripts and no outside resources; every link is relative to the
/// gallery folder (DIR/docs/..., DIR/NAME/).
struct GalleryPage {
    /// One scene on the page.
    struct Entry {
        let scene: Scene
        let timeline: Timeline
        /// Docs file sizes in bytes, for the links.
        let sizes: [OutputFormat: Int]
        /// The scene in each configuration, shown side by side (empty: the scene alone, in
        /// every animated format); the links and pictures are the first one's.
        var variants: [Variant] = []

        /// The name the scene's files are written under.
        var file: String { variants.first?.file ?? scene.name }
    }

    /// One configuration of a scene shown side by side with the others.
    struct Variant {
        /// The caption ("iPhone 15 Pro", "iPad (10th generation) · dark").
        let label: String
        /// The name its files are written under (NAME@CONFIGURATION).
        let file: String
        /// Its screen in points.
        let size: CGSize
        /// Docs file sizes in bytes.
        let sizes: [OutputFormat: Int]
    }

    /// A configuration's caption: its device's name, then what differs from the defaults among
    /// the settings that vary across `all`.
    static func caption(_ c: StageSettings, among all: [StageSettings]) -> String {
        var parts = [c.device.name]
        let varies = { (key: (StageSettings) -> AnyHashable) in Set(all.map(key)).count > 1 }
        if varies({ $0.userInterfaceStyle }) { parts.append(c.userInterfaceStyle == .dark ? "dark" : "light") }
        if varies({ $0.preferredContentSizeCategory }) { parts.append(c.preferredContentSizeCategory.shortName) }
        if varies({ $0.layoutDirection }) {
            parts.append(c.layoutDirection == .rightToLeft ? "right to left" : "left to right")
        }
        if c.isReduceMotionEnabled { parts.append("Reduce Motion") }
        if c.accessibilityContrast == .high { parts.append("high contrast") }
        if c.legibilityWeight == .bold { parts.append("bold text") }
        return parts.joined(separator: " · ")
    }

    let fps: Double
    let scale: Double
    let sheetFrames: Int
    /// Each scene's name and section, in order (an entry's timeline is not kept).
    private(set) var sections: [(name: String, html: String)] = []

    init(entries: [Entry], fps: Double, scale: Double, sheetFrames: Int) {
        self.fps = fps; self.scale = scale; self.sheetFrames = sheetFrames
        for entry in entries { add(entry) }
    }

    /// Adds a scene's section.
    mutating func add(_ entry: Entry) { sections.append((entry.scene.name, section(entry))) }

    /// The whole page.
    var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Flipbook gallery</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <header>
            <h1>Flipbook gallery</h1>
            <p>\(sections.count) scene\(sections.count == 1 ? "" : "s"), rendered by flipbook \(Help.version) at \
            \(TimingNumber.text(fps)) fps and scale \(TimingNumber.text(scale)) (pixels per point). For each scene: \
            the animation as animated PNG, WebP and GIF with the size of each (they loop, resting on the first and last \
            frames), a contact sheet of \(sheetFrames) frames, a timing plot of every animated property, and the frames \
            themselves.</p>
            <nav><ul>
            """
        for (name, _) in sections {
            page += "<li><a href=\"#\(Self.escape(name))\">\(Self.escape(name))</a></li>"
        }
        page += "</ul></nav>\n</header>\n<main>\n"
        for (_, html) in sections { page += html }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// One scene's section.
    func section(_ e: Entry) -> String {
        let name = Self.escape(e.scene.name)
        let path = { (format: OutputFormat) in Self.escape(DocsFiles.relativePath(e.file, format)) }
        let frames = e.timeline.frameCount(fps: fps)
        let width = Int((Double(e.timeline.size.width) * scale).rounded())
        let height = Int((Double(e.timeline.size.height) * scale).rounded())
        // Shown at most 150 CSS pixels wide, keeping the aspect.
        let shownWidth = min(width, 150),
            shownHeight = Int((Double(height) * Double(min(width, 150)) / Double(width)).rounded())
        var rows: [(String, String)] = [
            ("Duration", String(format: "%.3f s", e.timeline.duration)),
            ("Frames", "\(frames) at \(TimingNumber.text(fps)) fps, \(width) × \(height) px"),
        ]
        // A scene without timing text gets no empty row.
        if !e.scene.timing.trimmingCharacters(in: .whitespaces).isEmpty { rows.append(("Timing", e.scene.timing)) }
        if let gesture = e.scene.gesture { rows.append(("Gesture", gesture)) }
        var s = """
            <section class="scene" id="\(name)" data-frames="\(frames)">
            <div class="head\(e.variants.isEmpty ? "" : " across")">
            <div class="players">
            \(e.variants.isEmpty ? Self.players(e, path: path, width: shownWidth, height: shownHeight) : Self.sideBySide(e))
            </div>
            <div class="info">
            <h2><a href="#\(name)">\(name)</a></h2>
            <p>\(Self.escape(e.scene.summary))</p>
            <dl>
            """
        for (key, value) in rows { s += "<dt>\(key)</dt><dd>\(Self.escape(value))</dd>" }
        s += "</dl>\n<p class=\"links\">"
        s += "<a href=\"\(path(.png))\">frames (\(frames) PNG files)</a> · "
        s += "<a href=\"\(path(.apng))\">animated PNG (\(Self.kilobytes(e.sizes[.apng])))</a> · "
        s += "<a href=\"\(path(.webp))\">WebP (\(Self.kilobytes(e.sizes[.webp])))</a> · "
        s += "<a href=\"\(path(.gif))\">GIF (\(Self.kilobytes(e.sizes[.gif])))</a> · "
        s += "<a href=\"\(path(.sheet))\">contact sheet (\(Self.kilobytes(e.sizes[.sheet])))</a> · "
        s += "<a href=\"\(path(.plot))\">timing plot (\(Self.kilobytes(e.sizes[.plot])))</a></p>\n"
        s += animationsTable(e.timeline) + eventLog(e.timeline)
        s += """
            </div>
            </div>
            <img class="sheet" src="\(path(.sheet))" alt="Contact sheet of \(name)">
            <img class="plot" src="\(path(.plot))" alt="Timing plot of \(name)">
            </section>

            """
        return s
    }

    /// Every recorded animation: layer, property, curve or spring, duration, start, clock.
    func animationsTable(_ t: Timeline) -> String {
        let labels = t.animationLabels
        var s =
            "<details><summary>Animations (\(t.animations.count + t.layerAnimations.count))</summary>\n<table><thead><tr>"
        s +=
            "<th>layer</th><th>property</th><th>timing</th><th>duration</th><th>starts</th><th>clock</th></tr></thead><tbody>"
        for (i, a) in t.animations.enumerated() {
            let layer = t.layerName(of: a.layer)
            let property = String(labels[i].dropFirst(layer.count + 1))
            var clock = a.clock == .scene ? "scene" : "transition (τ)"
            var starts = a.begin + a.delay
            if let p = a.clock.propertyAnimatorIndex {
                // Its delay is on the animator's own time: show when it was added.
                clock = "\(Self.escape(t.propertyAnimators[p].name)) (its own time)"
                starts = a.begin
            }
            s +=
                "<tr><td>\(Self.escape(layer))</td><td>\(Self.escape(property))</td><td>\(Self.escape(a.timing.label))</td>"
            s += String(format: "<td>%.3f s</td><td>%.3f s</td>", a.duration, starts) + "<td>\(clock)</td></tr>"
        }
        s += layerAnimationRows(t)
        return s + "</tbody></table></details>\n"
    }

    /// The timeline's events (the animator's calls, the gesture's states, completions).
    func eventLog(_ t: Timeline) -> String {
        var s = "<details><summary>Events (\(t.events.count))</summary>\n<ol class=\"events\">"
        for event in t.events {
            s += String(format: "<li><span>%.3f s</span> ", event.time) + Self.escape(event.message) + "</li>"
        }
        return s + "</ol></details>\n"
    }

    /// The scene's animation in each animated format, side by side, each captioned with its
    /// format and size.
    static func players(_ e: Entry, path: (OutputFormat) -> String, width: Int, height: Int) -> String {
        let name = escape(e.scene.name)
        return [(OutputFormat.apng, "APNG"), (.webp, "WebP"), (.gif, "GIF")].map { format, label in
            "<figure><img class=\"anim\" src=\"\(path(format))\" width=\"\(width)\" height=\"\(height)\" "
                + "alt=\"\(name), animated \(label)\"><figcaption>\(label) · \(kilobytes(e.sizes[format]))</figcaption></figure>"
        }.joined(separator: "\n")
    }

    /// The scene's animated PNG in each configuration, side by side at one scale: the narrowest
    /// screen 150 CSS pixels wide, the others in proportion, each captioned.
    static func sideBySide(_ e: Entry) -> String {
        let narrowest = e.variants.map { Double($0.size.width) }.min() ?? 1
        let k = 150 / max(narrowest, 1)
        return e.variants.map { v in
            let w = Int((Double(v.size.width) * k).rounded()), h = Int((Double(v.size.height) * k).rounded())
            let src = escape(DocsFiles.relativePath(v.file, .apng))
            return "<figure><img class=\"anim\" src=\"\(src)\" width=\"\(w)\" height=\"\(h)\" "
                + "alt=\"\(escape(e.scene.name)), \(escape(v.label))\"><figcaption>\(escape(v.label)) · "
                + "<a href=\"\(escape(DocsFiles.relativePath(v.file, .png)))\">frames</a></figcaption></figure>"
        }.joined(separator: "\n")
    }

    /// "12 kB".
    static func kilobytes(_ bytes: Int?) -> String {
        String(format: "%.0f kB", Double(bytes ?? 0) / 1000)
    }

    /// Text made safe for HTML content and attribute values (`HTMLText`, the report's too).
    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    static let css = """
        body{margin:0;background:#f2f2f7;color:#1c1c1e;font:15px/1.45 system-ui,-apple-system,"DejaVu Sans",sans-serif}
        header,main{max-width:1360px;margin:0 auto;padding:0 24px}
        h1{font-size:28px;margin:24px 0 4px}
        header p{color:#3a3a3c;max-width:900px}
        nav ul{list-style:none;padding:0;margin:8px 0 16px;display:flex;flex-wrap:wrap;gap:6px}
        nav a{display:block;padding:2px 10px;border-radius:12px;background:#fff;color:#0051a8;text-decoration:none;font-size:13px}
        .scene{background:#fff;border-radius:14px;padding:20px;margin:0 0 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
        .head{display:flex;gap:24px;align-items:flex-start}
        .players{flex:none;display:flex;gap:10px;align-items:flex-end}
        .across{flex-direction:column}
        .across .players{flex-wrap:wrap}
        figure{margin:0;text-align:center;font-size:12px;color:#6e6e73}
        .anim{display:block;border-radius:10px;background:#000;margin-bottom:4px}
        .info{flex:1;min-width:0}
        h2{margin:0 0 4px;font-size:20px}
        h2 a{color:inherit;text-decoration:none}
        dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;margin:8px 0}
        dt{color:#6e6e73}
        dd{margin:0}
        .links a{color:#0051a8}
        details{margin:6px 0;font-size:13px}
        summary{cursor:pointer;color:#3a3a3c}
        table{border-collapse:collapse;margin:6px 0}
        th,td{text-align:left;padding:2px 12px 2px 0;border-bottom:1px solid #e5e5ea}
        th{color:#6e6e73;font-weight:normal}
        .events{margin:6px 0;padding-left:22px}
        .events span{color:#6e6e73;font-variant-numeric:tabular-nums}
        .sheet,.plot{display:block;max-width:100%;height:auto;margin-top:16px}
        """
}
