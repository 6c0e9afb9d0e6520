import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `CATextLayer` drawn: where the ink falls for each alignment and wrapping, and its colour
/// (SEMANTICS.md §25). FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class TextLayerDrawingTests: XCTestCase {
    /// The box (in points) of the pixels brighter than half in any channel, drawn at 2x on black.
    struct Ink { var minX, minY, maxX, maxY: Double; var brightest: [Int] }

    func ink(_ configure: (CATextLayer) -> Void, name: String) throws -> Ink? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.backgroundColor = .black
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        configure(text)
        window.layer.addSublayer(text)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor().render(timeline.presentation(at: 0), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        var box: Ink?
        var best = -1
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                let m = max(Int(p.r), Int(p.g), Int(p.b))
                guard m > 128 else { continue }
                let (px, py) = (Double(x) / 2, Double(y) / 2)
                if var i = box {
                    i.minX = min(i.minX, px); i.maxX = max(i.maxX, px + 0.5)
                    i.minY = min(i.minY, py); i.maxY = max(i.maxY, py + 0.5)
                    box = i
                } else {
                    box = Ink(minX: px, minY: py, maxX: px + 0.5, maxY: py + 0.5, brightest: [])
                }
                if Int(p.r) + Int(p.g) + Int(p.b) > best {
                    best = Int(p.r) + Int(p.g) + Int(p.b)
                    box?.brightest = [Int(p.r), Int(p.g), Int(p.b)]
                }
            }
        }
        if let i = box, best >= 0 { box?.brightest = i.brightest }
        return box
    }

    func testDefaultsDrawWhite36PointTextFromTheTop() throws {
        let i = try XCTUnwrap(ink({ $0.string = "Hello" }, name: "textlayer-default"))
        // One 36-point line (Inter's line is about 1.2 × 36 = 44 points) at the top of a
        // 200-point box: a label would centre it about y = 100.
        XCTAssertLessThan(i.maxY, 44)
        XCTAssertGreaterThan(i.minY, 2)
        // Left aligned (`.natural`): the H's stem starts within a few points of x = 0.
        XCTAssertLessThan(i.minX, 6)
        // Opaque white in the stems.
        XCTAssertEqual(i.brightest, [255, 255, 255])
        // Cap height of Inter is 0.727 em: the H stands about 26 points high.
        XCTAssertEqual(i.maxY - i.minY, 0.727 * 36, accuracy: 2)
    }

    func testAlignmentModes() throws {
        let right = try XCTUnwrap(
            ink(
                {
                    $0.string = "Hello"; $0.alignmentMode = .right
                }, name: "textlayer-right"))
        XCTAssertGreaterThan(right.maxX, 300 - 6)
        XCTAssertLessThanOrEqual(right.maxX, 300)
        let center = try XCTUnwrap(
            ink(
                {
                    $0.string = "Hello"; $0.alignmentMode = .center
                }, name: "textlayer-center"))
        XCTAssertEqual((center.minX + center.maxX) / 2, 150, accuracy: 4)
        // The same word: the same width wherever it is placed.
        XCTAssertEqual(right.maxX - right.minX, center.maxX - center.minX, accuracy: 1)
    }

    func testWrappingAndColour() throws {
        let words = "one two three four five six seven"
        let oneLine = try XCTUnwrap(
            ink(
                {
                    $0.string = words; $0.fontSize = 24
                }, name: "textlayer-unwrapped"))
        let wrapped = try XCTUnwrap(
            ink(
                {
                    // An attributed string brings its own size and colour (the layer's are
                    // ignored for it, as Apple documents).
                    $0.string = NSAttributedString(
                        string: words,
                        attributes: [
                            .font: UIFont.systemFont(ofSize: 24),
                            .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                        ])
                    $0.fontSize = 10
                    $0.isWrapped = true
                    $0.foregroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1).cgColor
                }, name: "textlayer-wrapped"))
        // Unwrapped: one 24-point line (about 29 points), clipped at the right edge.
        XCTAssertLessThan(oneLine.maxY, 30)
        XCTAssertGreaterThan(oneLine.maxX, 290)
        // Wrapped at 300 points: more than one line, starting at the top.
        XCTAssertGreaterThan(wrapped.maxY, 40)
        XCTAssertLessThan(wrapped.minY, 10)
        XCTAssertEqual(wrapped.brightest, [255, 0, 0])
    }

    func testNoStringOrNoColourDrawsNothing() throws {
        XCTAssertNil(try ink({ _ in }, name: "textlayer-empty"))
        XCTAssertNil(
            try ink(
                {
                    $0.string = "Hi"; $0.foregroundColor = nil
                }, name: "textlayer-nocolour"))
    }
}
