import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// `UIImage(systemName:)`: Flipbook's own symbol drawings, their sizes from the
/// configuration, and their pixels against the geometry of SEMANTICS.md §17.
/// FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class SymbolImageTests: XCTestCase {
    func render(_ window: UIWindow, scale: Double, name: String) throws -> Bitmap {
        let t = try Stage(window: window).record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: scale)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func whiteWindow(_ w: Double, _ h: Double) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: w, height: h))
        window.backgroundColor = .white
        return window
    }

    func rgb(_ b: Bitmap, _ x: Double, _ y: Double, scale: Double = 2) -> [UInt8] {
        let p = b.pixel(x: Int(x * scale), y: Int(y * scale))
        return [p.r, p.g, p.b]
    }

    func testSizesFollowTheConfiguration() throws {
        // 17 pt regular medium by default: 24 grid units = 1.2 x 17 = 20.4 pt high; the
        // chevron is 14 units wide, 14 / 24 x 20.4 = 11.9 pt.
        let chevron = try XCTUnwrap(UIImage(systemName: "chevron.left"))
        XCTAssertTrue(chevron.isSymbolImage)
        XCTAssertEqual(chevron.size.width, 11.9, accuracy: 1e-9)
        XCTAssertEqual(chevron.size.height, 20.4, accuracy: 1e-9)
        // 34 pt, large (1.3): 1.2 x 34 x 1.3 = 53.04 pt high.
        let big = try XCTUnwrap(
            UIImage(
                systemName: "heart",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)))
        XCTAssertEqual(big.size.height, 53.04, accuracy: 1e-9)
        XCTAssertEqual(big.size.width, 53.04, accuracy: 1e-9)
        // The title1 text style is 28 pt: 33.6 pt; small (0.8) on top: 26.88 pt.
        let styled = try XCTUnwrap(
            UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        XCTAssertEqual(styled.size.height, 33.6, accuracy: 1e-9)
        let small = styled.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        XCTAssertEqual(small.size.height, 26.88, accuracy: 1e-9)
        // An image view's preferred configuration applies over the image's own.
        let view = UIImageView(image: chevron)
        XCTAssertEqual(view.frame.size.height, 20.4, accuracy: 1e-9)
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 10)
        XCTAssertEqual(view.intrinsicContentSize.height, 12, accuracy: 1e-9)
    }

    func testChevronLeftDrawsInTheTintColour() throws {
        // The chevron at (10, 10), 11.9 x 20.4 pt; one grid unit is 0.85 pt on both axes. Its
        // corner, grid (3.5, 12), is at (12.975, 20.2); the stroke is 0.09 x 17 = 1.53 pt
        // wide, so the pixel centred 0.28 pt from the corner is fully inked. Grid (8, 12), at
        // (16.8, 20.2), is 3.3 grid units (2.8 pt) from both arms: background.
        let window = whiteWindow(40, 40)
        let view = UIImageView(image: UIImage(systemName: "chevron.left"))
        view.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(view)
        var b = try render(window, scale: 2, name: "symbol-chevron-left")
        XCTAssertEqual(rgb(b, 13.25, 20.25), [0x00, 0x7A, 0xFF], "system blue, the default tint")
        XCTAssertEqual(rgb(b, 16.8, 20.2), [0xFF, 0xFF, 0xFF])
        // Grid (10, 5), the top end of the upper arm, at (18.5, 14.25): inked.
        XCTAssertEqual(rgb(b, 18.4, 14.3), [0x00, 0x7A, 0xFF])
        // Inherited tint: the window's red.
        window.tintColor = .red
        b = try render(window, scale: 2, name: "symbol-chevron-left-red")
        XCTAssertEqual(rgb(b, 13.25, 20.25), [0xFF, 0x00, 0x00])
        // withTintColor wins over the tint; alwaysOriginal without a colour is black.
        view.image = UIImage(systemName: "chevron.left")?.withTintColor(.green)
        b = try render(window, scale: 2, name: "symbol-chevron-left-green")
        XCTAssertEqual(rgb(b, 13.25, 20.25), [0x00, 0xFF, 0x00])
        view.image = UIImage(systemName: "chevron.left")?.withRenderingMode(.alwaysOriginal)
        b = try render(window, scale: 2, name: "symbol-chevron-left-black")
        XCTAssertEqual(rgb(b, 13.25, 20.25), [0x00, 0x00, 0x00])
    }

    func testFilledSymbolsCutHoles() throws {
        // xmark.circle.fill at 40 pt in a 48 x 48 pt view: one grid unit is 2 pt. The disc
        // has radius 11 units about (12, 12) and the cross is cut out of it: the centre is a
        // hole; (12, 17), 5 units below the centre and 3.5 units from both diagonals, is
        // inside the disc and outside the bars (half-width 0.9): inked.
        let window = whiteWindow(48, 48)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        view.image = UIImage(
            systemName: "xmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
        window.addSubview(view)
        let b = try render(window, scale: 2, name: "symbol-xmark-circle-fill")
        XCTAssertEqual(rgb(b, 24, 24), [0xFF, 0xFF, 0xFF])
        XCTAssertEqual(rgb(b, 24, 34), [0x00, 0x7A, 0xFF])
        XCTAssertEqual(rgb(b, 24, 4), [0x00, 0x7A, 0xFF], "(12, 2): inside the disc, above the cross")
        XCTAssertEqual(rgb(b, 1, 1), [0xFF, 0xFF, 0xFF], "outside the disc")
        // heart is a ring, heart.fill is solid: the heart's middle (12, 12) differs.
        view.image = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
        let ring = try render(window, scale: 2, name: "symbol-heart")
        view.image = UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
        let solid = try render(window, scale: 2, name: "symbol-heart-fill")
        XCTAssertEqual(rgb(ring, 24, 24), [0xFF, 0xFF, 0xFF])
        XCTAssertEqual(rgb(solid, 24, 24), [0x00, 0x7A, 0xFF])
    }

    func testWeightWidensTheStroke() throws {
        // The minus sign's bar at 40 pt: 0.09 x 40 = 3.6 pt regular, x 1.6 = 5.76 pt bold;
        // at scale 2 the column through its middle has about 7.2 and 11.5 inked pixels.
        func inked(_ weight: UIImage.SymbolWeight) throws -> Int {
            let window = whiteWindow(48, 48)
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
            view.image = UIImage(
                systemName: "minus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: weight))
            window.addSubview(view)
            let b = try render(window, scale: 2, name: "symbol-minus-\(weight.rawValue)")
            return (0..<96).filter { b.pixel(x: 48, y: $0).r < 0x80 }.count
        }
        XCTAssertEqual(Double(try inked(.regular)), 7.2, accuracy: 1)
        XCTAssertEqual(Double(try inked(.bold)), 11.52, accuracy: 1)
    }

    func testUnknownNameDrawsTheStandIn() throws {
        // Never nil; the stand-in's box edge is at grid x = 3 (6 pt at 40 pt): inked at mid
        // height; the question mark is three quarters of its own size about (12, 12), its dot
        // of radius 1.125 units at (12, 12 + 5.2 x 0.75).
        let image = try XCTUnwrap(UIImage(systemName: "no.such.symbol.anywhere"))
        XCTAssertTrue(image.isSymbolImage)
        let window = whiteWindow(48, 48)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        view.image = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
        window.addSubview(view)
        let b = try render(window, scale: 2, name: "symbol-stand-in")
        XCTAssertEqual(rgb(b, 6, 24), [0x00, 0x7A, 0xFF])
        XCTAssertEqual(rgb(b, 24, 31.8), [0x00, 0x7A, 0xFF], "the question mark's dot, grid (12, 15.9)")
        XCTAssertEqual(rgb(b, 12, 30), [0xFF, 0xFF, 0xFF])
    }

    func testEveryDrawingStaysInItsBox() throws {
        // Every symbol at every weight keeps its outline inside its image's rectangle.
        for name in UIImage.flipbookSymbolNames {
            for weight in [UIImage.SymbolWeight.ultraLight, .regular, .black] {
                let image = try XCTUnwrap(
                    UIImage(
                        systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight))
                )
                let box = CGRect(origin: .zero, size: image.size)
                let bounds = try XCTUnwrap(image.symbolPath(in: box)).pathBounds
                XCTAssertFalse(bounds.isEmpty, name)
                XCTAssertTrue(
                    box.insetBy(dx: -0.01, dy: -0.01).contains(bounds), "\(name) \(weight): \(bounds) in \(box)")
            }
        }
    }

    func testEverySymbolInks() throws {
        // Every name drawn at 24 pt in a 36 pt cell (rows of 8), black on white: each cell
        // has ink (FLIPBOOK_RENDER_DUMP shows the sheet).
        let names = UIImage.flipbookSymbolNames + ["not.a.symbol.name"]
        let rows = (names.count + 7) / 8
        let window = whiteWindow(8 * 36, Double(rows) * 36)
        window.tintColor = .black
        for (i, name) in names.enumerated() {
            let view = UIImageView(
                image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 24)))
            view.center = CGPoint(x: Double(i % 8) * 36 + 18, y: Double(i / 8) * 36 + 18)
            window.addSubview(view)
        }
        let b = try render(window, scale: 2, name: "symbol-sheet")
        for i in names.indices {
            let x0 = (i % 8) * 72, y0 = (i / 8) * 72
            let ink = (y0..<(y0 + 72)).reduce(0) { n, y in
                n + (x0..<(x0 + 72)).filter { b.pixel(x: $0, y: y).r < 0x80 }.count
            }
            XCTAssertGreaterThan(ink, 40, names[i])
        }
    }
}
