import Foundation
import FlipbookCore
import FlipbookRender

/// `flipbook-bench frame-cost [--runs 15]`: the cost of one frame of heavy screens,
/// drawn from scratch (`Compositor(cache: nil)`) and with the render cache, one thread:
/// - a 300 x 400 card with a shadow of radius 10 at scale 2, from its alpha and with a
///   `shadowPath`, moving one device pixel a frame;
/// - a 200-layer list screen (40 rows of a cell, a photo, a title, a subtitle and a
///   separator) at scale 2, scrolling a quarter point a frame;
/// - a 3,000-layer grid (1,000 tiles of a rounded cell, a number and a dot) at scale 1, still:
///   as it is, with every tile `shouldRasterize`, with one container of the tiles
///   `shouldRasterize`, and that container moving one pixel a frame;
/// - the shadowed card (from its alpha) `shouldRasterize` at 2, moving one pixel a frame;
/// - a full-screen label given 1 MB of text (cut to 64 KiB) at scale 2, still;
/// - a full-screen `UIVisualEffectView` of `systemMaterial` over a photo at scale 2, and the
///   same at radius 2 (an effect's first frames as it is animated in from nil), still.
/// Each figure is the median over `runs` passes of the mean time of a frame in a pass (the
/// cached passes after one pass that fills the cache), wall and the thread's CPU time (user
/// and system: steadier on a shared machine), with the load average beside it.
///
/// `--only WORD` keeps the rows whose label contains WORD; `--cached-only` skips the uncached
/// passes; `--once` draws each kept row's frames twice uncached and three times cached (the
/// second and the third are the steady figures; `--dump-before=` the compositor's `render`
/// splits them) and prints nothing else, for `valgrind --tool=callgrind` (instruction counts
/// do not depend on the machine's load).
enum FrameCostBench {
    static let screen = CGSize(width: 375, height: 667)

    /// The rows' filter, whether to skip the uncached passes and whether to draw once (see the
    /// type's comment).
    nonisolated(unsafe) static var only: String?
    nonisolated(unsafe) static var cachedOnly = false
    nonisolated(unsafe) static var once = false

    static func run(runs: Int) throws {
        if !once {
            print("flipbook-bench frame-cost: ms a frame, median of \(runs) passes, one thread (\(loadAverage()))")
        }
        try measure(
            "shadowed card, alpha, scale 2", frames: (0..<12).map { card(step: $0, path: false) }, scale: 2,
            passes: runs)
        try measure(
            "shadowed card, shadowPath, scale 2", frames: (0..<12).map { card(step: $0, path: true) }, scale: 2,
            passes: runs)
        try measure(
            "unshadowed card, scale 2", frames: (0..<12).map { card(step: $0, path: nil) }, scale: 2, passes: runs)
        try measure("200-layer list, scale 2", frames: (0..<8).map { list(step: $0) }, scale: 2, passes: runs)
        try measure("3,000-layer grid, scale 1", frames: [grid()], scale: 1, passes: runs)
        try measure(
            "grid, tiles shouldRasterize, scale 1", frames: [grid(rasterize: .tiles)], scale: 1, passes: runs)
        try measure(
            "grid, container shouldRasterize", frames: [grid(rasterize: .container)], scale: 1, passes: runs)
        try measure(
            "grid container rasterised, moving", frames: (0..<8).map { grid(rasterize: .container, step: $0) },
            scale: 1, passes: runs)
        try measure(
            "shadowed card rasterised, moving, 2x",
            frames: (0..<12).map { card(step: $0, path: false, rasterize: true) }, scale: 2, passes: runs)
        try measure("1 MB label, scale 2", frames: [bigLabel()], scale: 2, passes: runs)
        try measure(
            "full-screen systemMaterial, scale 2", frames: [try fullScreenBlur(.systemMaterial)], scale: 2,
            passes: runs)
        try measure(
            "full-screen blur radius 2, scale 2", frames: [try fullScreenBlur(.systemMaterial, radius: 2)],
            scale: 2, passes: runs)
        if !once { print("  (\(loadAverage()))") }
    }

    /// The median pass time a frame, uncached and cached, printed with their ratio.
    static func measure(_ label: String, frames: @autoclosure () throws -> [LayerTree], scale: Double, passes: Int)
        throws
    {
        if let only, !label.contains(only) { return }
        let frames = try frames()
        if once {
            for _ in 0..<2 { for f in frames { _ = try Compositor(cache: nil).render(f, scale: scale) } }
            let compositor = Compositor(cache: RenderCache())
            for _ in 0..<3 { for f in frames { _ = try compositor.render(f, scale: scale) } }
            return
        }
        /// The medians of the wall and of the thread's CPU time a frame over the passes.
        func median(_ compositor: Compositor) throws -> (wall: Double, cpu: Double) {
            for f in frames { _ = try compositor.render(f, scale: scale) }  // warm buffers (and the cache)
            var walls: [Double] = [], cpus: [Double] = []
            for _ in 0..<passes {
                let t0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUMilliseconds()
                for f in frames { _ = try compositor.render(f, scale: scale) }
                walls.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6 / Double(frames.count))
                cpus.append((threadCPUMilliseconds() - c0) / Double(frames.count))
            }
            return (walls.sorted()[walls.count / 2], cpus.sorted()[cpus.count / 2])
        }
        let uncached = cachedOnly ? (wall: Double.nan, cpu: Double.nan) : try median(Compositor(cache: nil))
        let cache = RenderCache()
        let cached = try median(Compositor(cache: cache))
        print(
            "  " + label.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(
                    format: "uncached %8.2f (CPU %8.2f)   cached %8.2f (CPU %8.2f)   (%.1fx CPU)", uncached.wall,
                    uncached.cpu, cached.wall, cached.cpu, uncached.cpu / cached.cpu))
    }

    /// The calling thread's CPU time (user and system), in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
    }

    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
        return "load average " + text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func tree(_ sublayers: [LayerState], background: RGBA = RGBA(hex: 0xF2F2F7)) -> LayerTree {
        let root = LayerState(
            id: LayerID(0), bounds: CGRect(origin: .zero, size: screen),
            position: CGPoint(x: screen.width / 2, y: screen.height / 2), backgroundColor: background,
            sublayers: sublayers)
        return LayerTree(size: screen, root: root)
    }

    /// The card `step` device pixels (half points at scale 2) below its first place; `path`
    /// nil draws no shadow.
    static func card(step: Int, path: Bool?, rasterize: Bool = false) -> LayerTree {
        var card = LayerState(
            id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 300, height: 400),
            position: CGPoint(x: 187.5, y: 300 + 0.5 * Double(step)), backgroundColor: .white, cornerRadius: 16)
        if let path {
            card.shadow.opacity = 0.3
            card.shadow.radius = 10
            card.shadow.offset = CGSize(width: 0, height: 4)
            if path { card.shadow.path = VectorPath(roundedRect: card.bounds, cornerWidth: 16, cornerHeight: 16) }
        }
        if rasterize { card.rasterizationScale = 2 }
        return tree([card])
    }

    /// A 64 x 64 photo-like image with a soft alpha edge (not opaque), made once.
    static let photo: ContentImage = {
        var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
        for y in 0..<64 {
            for x in 0..<64 {
                let i = (y * 64 + x) * 4
                pixels[i] = UInt8(x * 4); pixels[i + 1] = UInt8(y * 4); pixels[i + 2] = UInt8((x + y) * 2)
                pixels[i + 3] = x == 0 || y == 0 ? 128 : 255
            }
        }
        return ContentImage(bitmap: Bitmap(width: 64, height: 64, pixels: pixels)!, name: "bench-photo")
    }()

    /// 40 rows of five layers, scrolled by `step` quarter points.
    static func list(step: Int) -> LayerTree {
        var rows: [LayerState] = []
        var id = 10
        func next() -> LayerID { id += 1; return LayerID(id) }
        for r in 0..<40 {
            let thumb = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 44, height: 44), position: CGPoint(x: 38, y: 30),
                cornerRadius: 8, masksToBounds: true,
                content: LayerContent(image: photo, gravity: .resizeAspectFill))
            let title = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 290, height: 22), position: CGPoint(x: 215, y: 20),
                content: LayerContent(
                    text: TextContent(text: "Row \(r): a title", font: FontDescription(weight: 600, pointSize: 17))))
            let subtitle = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 290, height: 18), position: CGPoint(x: 215, y: 42),
                content: LayerContent(
                    text: TextContent(
                        text: "A subtitle that runs on for a while, truncated", font: FontDescription(pointSize: 13),
                        color: RGBA(hex: 0x8E8E93))))
            let separator = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 359, height: 0.5), position: CGPoint(x: 195.5, y: 59.75),
                backgroundColor: RGBA(hex: 0xC6C6C8))
            rows.append(
                LayerState(
                    id: next(), bounds: CGRect(x: 0, y: 0, width: 375, height: 60),
                    position: CGPoint(x: 187.5, y: 30 + 60 * Double(r) - 0.25 * Double(step)),
                    backgroundColor: .white, sublayers: [thumb, title, subtitle, separator]))
        }
        return tree(rows)
    }

    /// Which layers of the grid set `shouldRasterize` (at `rasterizationScale` 1, the frame's).
    enum GridRasterization { case none, tiles, container }

    /// 1,000 tiles of 15 x 16 points, each a rounded cell with a number and a dot image;
    /// with `.container` in one full-screen layer moved `step` pixels down.
    static func grid(rasterize: GridRasterization = .none, step: Int = 0) -> LayerTree {
        var tiles: [LayerState] = []
        var id = 10
        func next() -> LayerID { id += 1; return LayerID(id) }
        for i in 0..<1_000 {
            let col = i % 25, row = i / 25
            let number = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 15, height: 10), position: CGPoint(x: 7.5, y: 5),
                content: LayerContent(
                    text: TextContent(
                        text: "\(i)", font: FontDescription(pointSize: 7), alignment: .center)))
            let dot = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 4, height: 4), position: CGPoint(x: 7.5, y: 13),
                content: LayerContent(image: photo))
            var tile = LayerState(
                id: next(), bounds: CGRect(x: 0, y: 0, width: 14, height: 15.5),
                position: CGPoint(x: 7.5 + 15 * Double(col), y: 8 + 16.5 * Double(row)),
                backgroundColor: RGBA(hex: 0xFFFFFF), cornerRadius: 3, sublayers: [number, dot])
            if rasterize == .tiles { tile.rasterizationScale = 1 }
            tiles.append(tile)
        }
        guard rasterize == .container else { return tree(tiles) }
        var container = LayerState(
            id: LayerID(5), bounds: CGRect(origin: .zero, size: screen),
            position: CGPoint(x: screen.width / 2, y: screen.height / 2 + Double(step)), sublayers: tiles)
        container.rasterizationScale = 1
        return tree([container])
    }

    /// A full-screen label of 1 MB of words (cut to 64 KiB by `TextContent`), all lines.
    static func bigLabel() -> LayerTree {
        let words = ["transition", "layer", "frame", "spring", "curve", "view", "Cairo", "Pango"]
        var text = ""
        var i = 0
        while text.utf8.count < 1 << 20 {
            text += words[i % words.count] + (i % 13 == 12 ? "\n" : " ")
            i += 1
        }
        let label = LayerState(
            id: LayerID(1), bounds: CGRect(x: 0, y: 0, width: 343, height: 600), position: CGPoint(x: 187.5, y: 333.5),
            content: LayerContent(
                text: TextContent(text: text, font: FontDescription(pointSize: 15), numberOfLines: 0)))
        return tree([label], background: .white)
    }
}
