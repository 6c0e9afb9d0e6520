import Foundation
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `flipbook-bench ios-reference`: screens that public iOS projects' snapshot tests drew on
/// the iOS simulator, set up again here with FlipbookUIKit, drawn by Flipbook at the
/// reference's scale and held against the simulator's picture and `recursiveDescription`
/// text (bench/ios-reference/README.md). The references are read from the repositories'
/// bare clones in bench/ios-reference/mirrors (or `--mirrors DIR`, or the environment's
/// `FLIPBOOK_REFERENCE_MIRRORS`), never from the network; nothing of them
/// is kept in this repository but their addresses (bench/ios-reference/cases.tsv).
///
///   flipbook-bench ios-reference [--out DIR] [--only WORD] [--mirrors DIR] [--list FILE]
enum IOSReference {
    /// What a case draws: a controller in a window filling the device's screen, or a view
    /// alone (a window of the reference image's size, the view at its origin).
    enum Subject {
        case controller(UIViewController)
        case view(UIView)
        /// A view filling a window of the reference image's size, in a colour.
        case fill(UIView, UIColor)

        var isAlone: Bool {
            if case .controller = self { return false }
            return true
        }
    }

    /// The screen a case is drawn on, as the reference's test configured it.
    struct Screen {
        var size: CGSize
        var safeArea: UIEdgeInsets
        var idiom: UIUserInterfaceIdiom = .phone
        var horizontal: UIUserInterfaceSizeClass = .compact
        var vertical: UIUserInterfaceSizeClass = .regular
        var contentSize: UIContentSizeCategory = .large
        var style: UIUserInterfaceStyle = .light
        /// Pixels per point of the reference image (and of UIKit's rounding when it was made).
        var scale: CGFloat = 3

        var traitsText: String {
            "\(idiom == .pad ? "pad" : "phone") \(horizontal == .regular ? "R" : "C")x\(vertical == .regular ? "R" : "C") "
                + "\(contentSize.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")) "
                + (style == .dark ? "dark" : "light")
        }
    }

    /// One reference: where iOS's picture and text are, what the test set up, and the same
    /// screen built with FlipbookUIKit.
    struct Case {
        var name: String
        var repo: String
        var commit: String
        /// The reference image's path in `repo` (nil: the case has a text reference only).
        var image: String?
        /// The `recursiveDescription` reference's path, when there is one.
        var text: String?
        var screen: Screen
        /// What the test sets up, in a line.
        var setup: String
        var build: () -> Subject
    }

    /// One view's frame as a `recursiveDescription` line gives it.
    struct FrameLine {
        var depth: Int
        var className: String
        var frame: CGRect
    }

    /// The figures of one case.
    struct Result {
        var name: String
        var frames = 0, within05 = 0, within1 = 0, issueRule = 0
        var pixelShare: Double?
        var inkIoU: Double?
        var notes: [String] = []
    }

    struct MissingMirror: Error, CustomStringConvertible {
        var repo: String, path: String
        var description: String {
            "missing mirror of \(repo): expected a bare git clone of it at \(path) (clone it there, or name another folder with --mirrors DIR)"
        }
    }

    struct GitError: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the run reads the mirrors from, for cases whose data (a long text) is read from
    /// the project's own test file rather than kept here.
    nonisolated(unsafe) static var mirrorsRoot = "bench/ios-reference/mirrors"

    static func run(_ args: [String]) -> Int32 {
        let out = option("out", args, default: "out/ios-reference")
        let only = option("only", args, default: "")
        let mirrors = option(
            "mirrors", args,
            default: ProcessInfo.processInfo.environment["FLIPBOOK_REFERENCE_MIRRORS"] ?? "bench/ios-reference/mirrors")
        mirrorsRoot = mirrors
        let cases = IOSReferenceCases.all().filter { only.isEmpty || $0.name.contains(only) }
        if let i = args.firstIndex(of: "--list"), i + 1 < args.count {
            do {
                try listing(cases).write(toFile: args[i + 1], atomically: true, encoding: .utf8)
                print("wrote \(cases.count) cases to \(args[i + 1])")
                return 0
            } catch {
                FileHandle.standardError.write("ios-reference: \(error)\n".data(using: .utf8)!)
                return 1
            }
        }
        // Every mirror first, so that a missing one is said before anything is drawn.
        for repo in Set(cases.map(\.repo)).sorted() {
            let path = mirrorPath(repo, root: mirrors)
            guard FileManager.default.fileExists(atPath: path) else {
                FileHandle.standardError.write(
                    "ios-reference: \(MissingMirror(repo: repo, path: path))\n".data(using: .utf8)!)
                return 1
            }
        }
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var results: [Result] = []
        print("case | frames | <=0.5pt | <=1pt | issue rule | pixels agreeing | ink IoU")
        for c in cases {
            do {
                let r = try measure(c, mirrors: mirrors, out: out)
                results.append(r)
                print(line(r))
            } catch {
                print("\(c.name) | error: \(error)")
                results.append(Result(name: c.name, notes: ["\(error)"]))
            }
        }
        printTotals(results, projects: Set(cases.map(\.repo)).count)
        return 0
    }

    static func line(_ r: Result) -> String {
        func share(_ v: Double?) -> String { v.map { String(format: "%.3f", $0) } ?? "-" }
        let frames = r.frames == 0 ? "- | - | - | -" : "\(r.frames) | \(r.within05) | \(r.within1) | \(r.issueRule)"
        return "\(r.name) | \(frames) | \(share(r.pixelShare)) | \(share(r.inkIoU))"
            + (r.notes.isEmpty ? "" : "  (" + r.notes.joined(separator: "; ") + ")")
    }

    static func printTotals(_ results: [Result], projects: Int) {
        let frames = results.reduce(0) { $0 + $1.frames }
        let w05 = results.reduce(0) { $0 + $1.within05 }, w1 = results.reduce(0) { $0 + $1.within1 }
        let rule = results.reduce(0) { $0 + $1.issueRule }
        let images = results.compactMap { r in r.pixelShare.map { (r, $0) } }
        let pixelsOK = images.filter { $0.1 >= 0.97 }.count
        let both = images.filter { $0.1 >= 0.97 && ($0.0.inkIoU ?? 0) >= 0.7 }.count
        let meanPixels = images.isEmpty ? 0 : images.map(\.1).reduce(0, +) / Double(images.count)
        let ious = results.compactMap(\.inkIoU)
        let meanIoU = ious.isEmpty ? 0 : ious.reduce(0, +) / Double(ious.count)
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "-" : String(format: "%.1f %%", 100 * Double(a) / Double(b)) }
        print("")
        print("cases \(results.count) from \(projects) project(s); \(images.count) with an image")
        print("frames \(frames): within 0.5 pt \(w05) (\(pct(w05, frames))), within 1 pt \(w1) (\(pct(w1, frames))),")
        print("  origin and height within 1 pt, width within 1 pt or 3 % for labels: \(rule) (\(pct(rule, frames)))")
        print(
            String(
                format: "pixels agreeing: mean %.3f; images with >= 97 %%: %d (%@)", meanPixels, pixelsOK,
                pct(pixelsOK, images.count)))
        print(
            String(
                format: "ink IoU: mean %.3f; images with >= 97 %% pixels and IoU >= 0.7: %d (%@)", meanIoU, both,
                pct(both, images.count)))
    }

    /// The list kept in the repository: addresses and set-ups, no images or code.
    static func listing(_ cases: [Case]) -> String {
        var s =
            "# name\treference image (owner/repo@commit:path)\ttext reference\tscreen (pt)\tscale\tsafe area (t l b r)\ttraits\tsets up\n"
        for c in cases {
            let image = c.image.map { "\(c.repo)@\(c.commit):\($0)" } ?? "-"
            let text = c.text.map { "\(c.repo)@\(c.commit):\($0)" } ?? "-"
            let sc = c.screen
            let safe =
                "\(fmt(sc.safeArea.top)) \(fmt(sc.safeArea.left)) \(fmt(sc.safeArea.bottom)) \(fmt(sc.safeArea.right))"
            s +=
                "\(c.name)\t\(image)\t\(text)\t\(fmt(sc.size.width))x\(fmt(sc.size.height))\t\(fmt(sc.scale))\t\(safe)\t\(sc.traitsText)\t\(c.setup)\n"
        }
        return s
    }

    static func fmt(_ v: CGFloat) -> String {
        let d = Double(v)
        return d == d.rounded() ? String(Int(d)) : String(format: "%.2f", d)
    }

    static func mirrorPath(_ repo: String, root: String) -> String {
        "\(root)/\(repo.replacingOccurrences(of: "/", with: "+"))/repo"
    }

    /// The bytes of `path` at `commit` in the mirror of `repo` (`git cat-file`).
    static func gitBytes(_ repo: String, _ commit: String, _ path: String, mirrors: String) throws -> [UInt8] {
        let dir = mirrorPath(repo, root: mirrors)
        guard FileManager.default.fileExists(atPath: dir) else { throw MissingMirror(repo: repo, path: dir) }
        return try gitBlob(dir: dir, commit: commit, path: path, label: repo)
    }

    /// The bytes of `path` at `commit` in the bare clone at `dir` (`git cat-file`); `label`
    /// names the repository in the error.
    static func gitBlob(dir: String, commit: String, path: String, label: String) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        p.arguments = ["--git-dir=\(dir)", "cat-file", "blob", "\(commit):\(path)"]
        let pipe = Pipe(), errors = Pipe()
        p.standardOutput = pipe; p.standardError = errors
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            let why = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw GitError(
                description: "\(label)@\(commit):\(path): \(why.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return [UInt8](data)
    }

    // MARK: - One case

    static func measure(_ c: Case, mirrors: String, out: String) throws -> Result {
        var result = Result(name: c.name)
        let reference = try c.image.map { path in
            let bytes = try gitBytes(c.repo, c.commit, path, mirrors: mirrors)
            let decoded = try PNGDecoder().decode(bytes)
            return isDisplayP3(bytes) ? displayP3ToSRGB(decoded) : decoded
        }
        let scale = Double(c.screen.scale)
        // A view alone is drawn in a window of the reference image's size.
        var size = c.screen.size
        if c.build().isAlone, let reference {
            size = CGSize(width: Double(reference.width) / scale, height: Double(reference.height) / scale)
        }
        let device = Device(
            name: c.name, identifier: "reference", model: c.screen.idiom == .pad ? "iPad" : "iPhone", screenSize: size,
            scale: c.screen.scale, safeAreaInsets: c.screen.safeArea, displayCornerRadius: 0,
            statusBarHeight: c.screen.safeArea.top, hasHomeIndicator: c.screen.safeArea.bottom > 0,
            idiom: c.screen.idiom, horizontalSizeClass: c.screen.horizontal, verticalSizeClass: c.screen.vertical)
        let settings = StageSettings(
            device: device, userInterfaceStyle: c.screen.style, preferredContentSizeCategory: c.screen.contentSize)
        let (bitmap, tree) = try StageSettings.with(settings) { () throws -> (Bitmap, [FrameLine]) in
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            // The snapshot libraries draw the view hierarchy alone (transparent where nothing
            // is drawn) and both pictures are compared composited over white, while Flipbook's
            // compositor draws over an opaque black backdrop: a white window stands for it.
            window.backgroundColor = .white
            let subject = c.build()
            let root: UIView
            switch subject {
            case .controller(let vc):
                window.rootViewController = vc
                root = vc.view
            case .view(let v):
                let host = UIViewController()
                window.rootViewController = host
                host.view.backgroundColor = .clear
                host.view.addSubview(v)
                v.sizeToFit()
                v.frame.origin = .zero
                root = v
            case .fill(let v, let color):
                let host = UIViewController()
                window.rootViewController = host
                host.view.backgroundColor = .clear
                v.frame = CGRect(origin: .zero, size: size)
                v.backgroundColor = color
                host.view.addSubview(v)
                root = v
            }
            window.layoutIfNeeded()
            let timeline = try Stage(window: window).record {}
            let job = RenderJob(timeline: timeline, scale: scale, fps: 60)
            var lines: [FrameLine] = []
            dump(root, depth: 0, into: &lines)
            return (try job.bitmap(ofFrame: 0), lines)
        }
        // Frames: from the text reference, or for a view alone the image's size.
        var expected: [FrameLine] = []
        if let text = c.text {
            expected = parse(String(decoding: try gitBytes(c.repo, c.commit, text, mirrors: mirrors), as: UTF8.self))
        } else if c.build().isAlone, reference != nil {
            expected = [
                FrameLine(depth: 0, className: tree.first?.className ?? "", frame: CGRect(origin: .zero, size: size))
            ]
        }
        compareFrames(expected, tree, into: &result)
        if let reference {
            let ours = bitmap
            if ours.width != reference.width || ours.height != reference.height {
                result.notes.append("size \(ours.width)x\(ours.height) px, iOS \(reference.width)x\(reference.height)")
            }
            let (a, b) = (flatten(reference), flatten(ours, width: reference.width, height: reference.height))
            result.pixelShare = agreement(a, b)
            result.inkIoU = inkOverlap(a, b, width: reference.width, height: reference.height, scale: scale)
            try PNGFile.write(
                sideBySide(a, b, width: reference.width, height: reference.height), to: "\(out)/\(c.name).png")
        }
        return result
    }

    /// Every view of the tree under `view`, depth first, as `recursiveDescription` lists them.
    static func dump(_ view: UIView, depth: Int, into lines: inout [FrameLine]) {
        lines.append(FrameLine(depth: depth, className: String(describing: type(of: view)), frame: view.frame))
        for v in view.subviews { dump(v, depth: depth + 1, into: &lines) }
    }

    /// The views of a `recursiveDescription` text: `   | <UILabel; frame = (16 20; 288 33.6667); ...`.
    static func parse(_ text: String) -> [FrameLine] {
        var out: [FrameLine] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = String(raw)
            guard let open = line.firstIndex(of: "<") else { continue }
            let prefix = line[..<open]
            let depth = prefix.filter { $0 == "|" }.count
            let body = line[line.index(after: open)...]
            let className = String(body.prefix { $0 != ";" && $0 != ":" && $0 != ">" })
            guard let f = body.range(of: "frame = (") else { continue }
            let rest = body[f.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { continue }
            let numbers = rest[..<close].replacingOccurrences(of: ";", with: " ").split(separator: " ")
                .compactMap { Double($0) }
            guard numbers.count == 4 else { continue }
            out.append(
                FrameLine(
                    depth: depth, className: className,
                    frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
        }
        return out
    }

    /// Pairs each of iOS's views with Flipbook's next view of the same class at the same depth
    /// (views only one side has, such as UIKit's private ones, are skipped), then counts frames
    /// within 0.5 and 1 pt on every side, and by the rule of origin and height within 1 pt with
    /// a label's width within 1 pt or 3 %.
    static func compareFrames(_ expected: [FrameLine], _ actual: [FrameLine], into r: inout Result) {
        var next = 0
        for e in expected {
            r.frames += 1
            guard
                let j = actual[next...].firstIndex(where: { $0.className == e.className && $0.depth == e.depth })
                    ?? actual[next...].firstIndex(where: { $0.className == e.className })
            else {
                r.notes.append("no \(e.className) at depth \(e.depth)")
                continue
            }
            next = j + 1
            let a = actual[j].frame, b = e.frame
            let d = [
                abs(Double(a.minX - b.minX)), abs(Double(a.minY - b.minY)), abs(Double(a.width - b.width)),
                abs(Double(a.height - b.height)),
            ]
            let worst = d.max() ?? 0
            if worst <= 0.5 + 1e-6 { r.within05 += 1 }
            if worst <= 1 + 1e-6 { r.within1 += 1 }
            let widthOK = d[2] <= 1 + 1e-6 || (e.className.hasSuffix("Label") && d[2] <= 0.03 * Double(b.width))
            if d[0] <= 1 + 1e-6, d[1] <= 1 + 1e-6, d[3] <= 1 + 1e-6, widthOK {
                r.issueRule += 1
            } else {
                r.notes.append(
                    "\(e.className) \(rect(a)) vs iOS \(rect(b))")
            }
        }
    }

    static func rect(_ r: CGRect) -> String {
        String(format: "(%.2f %.2f; %.2f %.2f)", Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    // MARK: - Pixels

    /// Whether a PNG's embedded ICC profile is Display P3 (its `iCCP` chunk's name says so, as
    /// the simulator names it: "kCGColorSpaceDisplayP3").
    static func isDisplayP3(_ png: [UInt8]) -> Bool {
        var i = 8
        while i + 8 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "iCCP" {
                let name = png[(i + 8)..<min(png.count, i + 8 + min(length, 80))].prefix { $0 != 0 }
                return String(decoding: name, as: UTF8.self).contains("P3")
            }
            if type == "IDAT" { return false }
            i += 12 + length
        }
        return false
    }

    /// Display P3 pixels as sRGB: both use the sRGB transfer curve; in linear light the P3 to
    /// sRGB matrix (D65 white, from the two spaces' primaries), then clamped.
    static func displayP3ToSRGB(_ b: Bitmap) -> Bitmap {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encoded(_ v: Double) -> UInt8 {
            let c = min(max(v, 0), 1)
            let e = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
            return UInt8((e * 255).rounded())
        }
        let table = (0...255).map { linear(UInt8($0)) }
        var px = b.pixels
        var i = 0
        while i < px.count {
            let r = table[Int(px[i])], g = table[Int(px[i + 1])], bl = table[Int(px[i + 2])]
            px[i] = encoded(1.2249 * r - 0.2247 * g)
            px[i + 1] = encoded(-0.0420 * r + 1.0419 * g)
            px[i + 2] = encoded(-0.0197 * r - 0.0786 * g + 1.0979 * bl)
            i += 4
        }
        return Bitmap(width: b.width, height: b.height, pixels: px) ?? b
    }

    /// RGB bytes composited over white, `width * height * 3`; a bitmap of another size is
    /// cropped or padded with white to it.
    static func flatten(_ b: Bitmap, width: Int? = nil, height: Int? = nil) -> [UInt8] {
        let w = width ?? b.width, h = height ?? b.height
        var out = [UInt8](repeating: 255, count: w * h * 3)
        let rows = min(h, b.height), columns = min(w, b.width), sourceWidth = b.width
        b.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<rows {
                    var i = y * sourceWidth * 4, o = y * w * 3
                    for _ in 0..<columns {
                        let alpha = Int(src[i + 3]), rest = 255 * (255 - alpha) + 127
                        dst[o] = UInt8((Int(src[i]) * alpha + rest) / 255)
                        dst[o + 1] = UInt8((Int(src[i + 1]) * alpha + rest) / 255)
                        dst[o + 2] = UInt8((Int(src[i + 2]) * alpha + rest) / 255)
                        i += 4; o += 3
                    }
                }
            }
        }
        return out
    }

    /// Whether pixel `i` (its first byte) of `a` and `b` differs by more than 32 in a channel.
    @inline(__always)
    static func differs(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        abs(Int(a[i]) - Int(b[i])) > 32 || abs(Int(a[i + 1]) - Int(b[i + 1])) > 32
            || abs(Int(a[i + 2]) - Int(b[i + 2])) > 32
    }

    /// The share of pixels whose channels are all within 32 of each other.
    static func agreement(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var same = 0
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    if !differs(pa, pb, i) { same += 1 }
                    i += 3
                }
            }
        }
        return Double(same) / Double(a.count / 3)
    }

    /// Intersection over union of the ink of both images: each reduced to one grey value per
    /// point (the mean of its scale x scale pixels), blurred by a Gaussian of 1.3 pt (three box
    /// passes), and a point counted as ink where it is more than 16 levels from the picture's
    /// background (its commonest grey): darker on a light screen, lighter on a dark one.
    /// Nil when neither image has ink.
    static func inkOverlap(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, scale: Double) -> Double? {
        let s = max(1, Int(scale.rounded()))
        let w = width / s, h = height / s
        guard w > 2, h > 2 else { return nil }
        func points(_ p: [UInt8]) -> [Double] {
            var g = [Double](repeating: 0, count: w * h)
            p.withUnsafeBufferPointer { src in
                g.withUnsafeMutableBufferPointer { dst in
                    for y in 0..<(h * s) {
                        var i = y * width * 3
                        let row = (y / s) * w
                        for x in 0..<(w * s) {
                            dst[row + x / s] +=
                                0.299 * Double(src[i]) + 0.587 * Double(src[i + 1]) + 0.114 * Double(src[i + 2])
                            i += 3
                        }
                    }
                }
            }
            let n = Double(s * s)
            return g.map { $0 / n }
        }
        func background(_ g: [Double]) -> Double {
            var counts = [Int](repeating: 0, count: 256)
            for v in g { counts[min(255, max(0, Int(v.rounded())))] += 1 }
            return Double(counts.indices.max { counts[$0] < counts[$1] } ?? 255)
        }
        let ga = points(a), gb = points(b)
        let bg = background(ga)
        let ba = blur(ga, w, h), bb = blur(gb, w, h)
        var inter = 0, union = 0
        for i in 0..<(w * h) {
            let ia = abs(ba[i] - bg) > 16, ib = abs(bb[i] - bg) > 16
            if ia && ib { inter += 1 }
            if ia || ib { union += 1 }
        }
        return union == 0 ? nil : Double(inter) / Double(union)
    }

    /// Three passes of a box 3 points wide each way: about a Gaussian of 1.4 pt.
    static func blur(_ g: [Double], _ w: Int, _ h: Int) -> [Double] {
        var v = g
        for _ in 0..<3 {
            var t = v
            for y in 0..<h {
                for x in 0..<w {
                    var sum = 0.0, n = 0.0
                    for dx in -1...1 where x + dx >= 0 && x + dx < w {
                        sum += v[y * w + x + dx]; n += 1
                    }
                    t[y * w + x] = sum / n
                }
            }
            for y in 0..<h {
                for x in 0..<w {
                    var sum = 0.0, n = 0.0
                    for dy in -1...1 where y + dy >= 0 && y + dy < h {
                        sum += t[(y + dy) * w + x]; n += 1
                    }
                    v[y * w + x] = sum / n
                }
            }
        }
        return v
    }

    /// iOS | Flipbook | difference (pixels that agree faded, those that do not red), 8 px apart.
    static func sideBySide(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> Bitmap {
        let gap = 8, total = width * 3 + gap * 2
        var px = [UInt8](repeating: 128, count: total * height * 4)
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                px.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        var i = y * width * 3
                        var left = y * total * 4, middle = left + (width + gap) * 4, right = middle + (width + gap) * 4
                        for _ in 0..<width {
                            out[left] = pa[i]; out[left + 1] = pa[i + 1]; out[left + 2] = pa[i + 2]; out[left + 3] = 255
                            out[middle] = pb[i]; out[middle + 1] = pb[i + 1]; out[middle + 2] = pb[i + 2]
                            out[middle + 3] = 255
                            if differs(pa, pb, i) {
                                out[right] = 230; out[right + 1] = 20; out[right + 2] = 20
                            } else {
                                let grey = UInt8(200 + Int(pa[i]) * 55 / 255)
                                out[right] = grey; out[right + 1] = grey; out[right + 2] = grey
                            }
                            out[right + 3] = 255
                            i += 3; left += 4; middle += 4; right += 4
                        }
                    }
                }
            }
        }
        return Bitmap(width: total, height: height, pixels: px)!
    }
}
