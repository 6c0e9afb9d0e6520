import Foundation
import XCTest
import FlipbookCore
import FlipbookRender
import FlipbookTestSupport
import FlipbookText

/// Text drawn in a layer: placed as UILabel places it, crisp, identical from run to run and
/// thread to thread (SEMANTICS.md §14).
///
/// Inter's numbers (units of 2816 per em): ascender 2728, descender 680, cap height 2048.
/// At 17 pt: line 20.5739 pt, ascender 16.4688 pt, cap height 12.3636 pt.
final class ContentTextTests: XCTestCase {
    /// The figures below are worked by hand from Inter's own metrics, the other setting
    /// (`FLIPBOOK_TEXT_METRICS=inter`); San Francisco's, the default, are
    /// SanFranciscoMetricsTests'.
    private var metricsBefore = TextLayout.lineMetrics
    override func setUp() {
        super.setUp()
        metricsBefore = TextLayout.lineMetrics
        TextLayout.lineMetrics = .inter
    }
    override func tearDown() {
        TextLayout.lineMetrics = metricsBefore
        super.tearDown()
    }

    let white = RGBA(red: 1, green: 1, blue: 1)

    /// A frame of `width` x `height` points on a white root holding `layer`.
    func whiteTree(width: Double, height: Double, _ layer: LayerState) -> LayerTree {
        LayerTree(
            size: CGSize(width: width, height: height),
            root: makeLayer(
                0, frame: CGRect(x: 0, y: 0, width: width, height: height), color: white,
                sublayers: [layer]))
    }

    /// A white 200 x 100 layer at the origin of a 200 x 100 frame showing `text`.
    func render(_ text: TextContent, scale: Double = 1, size: CGSize = CGSize(width: 200, height: 100)) throws -> Bitmap
    {
        try Self.render(text, scale: scale, size: size)
    }

    /// The same, callable from worker threads (no test case captured).
    static func render(_ text: TextContent, scale: Double = 1, size: CGSize = CGSize(width: 200, height: 100)) throws
        -> Bitmap
    {
        var layer = makeLayer(1, frame: CGRect(origin: .zero, size: size), color: RGBA(red: 1, green: 1, blue: 1))
        layer.content = LayerContent(text: text)
        return try Compositor().render(
            makeTree(width: Double(size.width), height: Double(size.height), [layer]), scale: scale)
    }

    /// Ink (1 - red / 255, black text on white) of every pixel.
    func ink(_ b: Bitmap) -> [[Double]] {
        (0..<b.height).map { y in (0..<b.width).map { x in 1 - Double(b.pixel(x: x, y: y).r) / 255 } }
    }

    func testTheTextBlockIsCentredVertically() throws {
        let b = try render(TextContent(text: "HHHH", font: FontDescription(pointSize: 17), alignment: .center))
        dump(b, "text-centred")
        let k = ink(b)
        // By hand: the block's top is (100 - 20.5739) / 2 = 39.713 and the baseline 16.4688
        // lower, at 56.182: H's cap centre is then exactly the box's centre, 50.000 (Inter puts
        // the cap centre at the line's centre: 2728 - 2048 / 2 = (2728 + 680) / 2 = 1704).
        // Cairo 1.16 then puts each glyph's origin on a whole device pixel: the baseline
        // lands on 56, the cap tops 12.3636 above at 43.636. So row 43 is partly inked
        // (36%), rows 44 ... 55 carry the stems, nothing below the baseline, and the ink's
        // centre is (43.636 + 56) / 2 = 49.818, within a rounding of the box's centre.
        let rows = k.map { $0.reduce(0, +) }
        let inked = rows.indices.filter { rows[$0] > 0.01 }
        XCTAssertEqual(inked.first, 43)
        XCTAssertEqual(inked.last, 55)
        let centreY = rows.indices.reduce(0.0) { $0 + (Double($1) + 0.5) * rows[$1] } / rows.reduce(0, +)
        XCTAssertEqual(centreY, 49.818, accuracy: 0.05)
        // Full stems: some pixel of row 50 is fully black.
        XCTAssertEqual(k[50].max() ?? 0, 1, accuracy: 0.01)
        // Centred horizontally: H is symmetric, so the ink's centre is the box's, 100.
        let columns = (0..<200).map { x in k.reduce(0) { $0 + $1[x] } }
        let centreX = columns.indices.reduce(0.0) { $0 + (Double($1) + 0.5) * columns[$1] } / columns.reduce(0, +)
        XCTAssertEqual(centreX, 100, accuracy: 0.1)
    }

    func testAlignmentAndClippingToTheBounds() throws {
        let font = FontDescription(pointSize: 17)
        let columnsInked = { (b: Bitmap) -> [Int] in
            let k = self.ink(b)
            return (0..<b.width).filter { x in k.contains { $0[x] > 0.05 } }
        }
        // Left: the ink starts within 2 pt of the left edge (H's side bearing is 1.3 pt).
        let left = columnsInked(try render(TextContent(text: "Hello", font: font)))
        XCTAssertLessThanOrEqual(left.first ?? 99, 2)
        // Right: it ends within 2 pt of the right edge.
        let right = columnsInked(try render(TextContent(text: "Hello", font: font, alignment: .right)))
        XCTAssertGreaterThanOrEqual(right.last ?? 0, 197)
        // Text too long for one line is truncated inside the box, and clipped text never
        // leaves it: a 60 pt wide layer in a 200 pt white frame keeps all ink within x < 60.
        let long = "Hello, wonderful world"
        for lineBreak in [LineBreak.truncateTail, .clip, .wordWrap] {
            var layer = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 60, height: 100), color: white)
            layer.content = LayerContent(text: TextContent(text: long, font: font, lineBreak: lineBreak))
            let b = try Compositor().render(whiteTree(width: 200, height: 100, layer), scale: 1)
            dump(b, "text-\(lineBreak.rawValue)")
            let k = ink(b)
            XCTAssertFalse(k.contains { $0[60...].contains { $0 > 0 } }, "\(lineBreak): ink outside the layer")
            // Some ink inside: the text is drawn.
            XCTAssertTrue(k.contains { $0[..<60].contains { $0 > 0.5 } }, "\(lineBreak): no text drawn")
        }
    }

    func testTextIsByteIdenticalFromRunToRunAndThreadToThread() throws {
        let text = TextContent(
            text: "Photos — Ärger, fjord, 123", font: FontDescription(weight: 700, pointSize: 34),
            numberOfLines: 0, lineBreak: .wordWrap)
        let first = try render(text, scale: 2)
        XCTAssertEqual(try render(text, scale: 2).pixels, first.pixels)
        let results = Locked([Bitmap?](repeating: nil, count: 8))
        try WorkerPool.run(count: 8, threads: 8) { i in
            let b = try Self.render(text, scale: 2)
            results.withLock { $0[i] = b }
        }
        for (i, b) in results.value.enumerated() { XCTAssertEqual(b?.pixels, first.pixels, "thread \(i)") }
    }

    func testScriptsAndCharactersInterLacksStillDrawTheSameEveryTime() throws {
        // Arabic (right to left), an emoji, a combining accent, a NUL and a lone tab: Inter
        // has no Arabic or emoji glyphs, so Pango draws its boxes for them; the frame is
        // still drawn, and identically twice.
        let text = TextContent(
            text: "مرحبا 👋 e\u{301}\u{0}x\tend", font: FontDescription(pointSize: 17),
            numberOfLines: 0, lineBreak: .wordWrap)
        let a = try render(text, scale: 2)
        XCTAssertEqual(try render(text, scale: 2).pixels, a.pixels)
        XCTAssertTrue(ink(a).contains { $0.contains { $0 > 0.5 } }, "something is drawn")
    }

    /// An emoji is drawn from Noto Color Emoji in its own colours (SEMANTICS.md §18), whatever the text colour
    /// (black here): some pixel is far from grey. Without the emoji font Pango draws a
    /// missing-glyph box in the text colour, and every pixel is a grey.
    func testAnEmojiIsDrawnInColour() throws {
        let text = TextContent(
            text: "👋", font: FontDescription(pointSize: 17), numberOfLines: 1, lineBreak: .wordWrap)
        let b = try render(text, scale: 2)
        var saturated = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                let hi = max(p.r, p.g, p.b), lo = min(p.r, p.g, p.b)
                if Int(hi) - Int(lo) > 80 { saturated += 1 }
            }
        }
        XCTAssertGreaterThan(saturated, 50, "coloured pixels of the waving hand")
    }
}
