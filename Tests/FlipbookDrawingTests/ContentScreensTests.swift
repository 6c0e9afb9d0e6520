import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// Screens G (grid) and D (detail) of the scenes of real apps, built with the UIKit API from
/// the project's photos, rendered and checked against the geometry worked out by hand
/// (SEMANTICS.md §14). FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class ContentScreensTests: XCTestCase {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("fixtures/images")

    func photo(_ n: Int) throws -> UIImage {
        try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-\(n).png").path))
    }

    func render(_ window: UIWindow, scale: Double, name: String) throws -> Bitmap {
        let t = try Stage(window: window).record {}
        let b = try Compositor().render(t.presentation(at: 0), scale: scale)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func testGridScreen() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = UIColor(hex: 0xF2F2F7)
        window.addSubview(root)
        let title = UILabel(frame: CGRect(x: 16, y: 52, width: 343, height: 41))
        title.text = "Photos"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        root.addSubview(title)
        for i in 0..<6 {
            let cell = UIImageView(image: try photo(i + 1))
            cell.frame = CGRect(x: [8, 129, 250][i % 3], y: [110, 231][i / 3], width: 117, height: 117)
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.layer.cornerRadius = 8
            root.addSubview(cell)
        }
        let b = try render(window, scale: 2, name: "screen-G")
        // Cell 2 (x 129, y 110) shows picture 2 filled: k = max(117/600, 117/400) = 0.2925,
        // 175.5 x 117 points centred, so the cell's centre (187.5, 168.5) is the picture's
        // centre (300, 200), and its sun, a disc of radius 40 at (450, 80), is centred at
        // 129 - 29.25 + 450 * 0.2925 = 231.375, 110 + 80 * 0.2925 = 133.4 with radius 11.7:
        // the point (225, 133.4), 6.4 pt left of its centre, shows the sun's colour.
        let picture = try photo(2).content.bitmap
        let centre = b.pixel(x: 375, y: 337), expected = picture.pixel(x: 300, y: 200)
        XCTAssertEqual(Double(centre.g), Double(expected.g), accuracy: 3)
        let sun = b.pixel(x: Int(2 * 225.0), y: Int(2 * 133.4)), sunColour = picture.pixel(x: 450, y: 80)
        XCTAssertEqual([sun.r, sun.g, sun.b], [sunColour.r, sunColour.g, sunColour.b])
        // Corners rounded 8 pt: the cell's very corner pixel shows the grey root.
        let corner = b.pixel(x: 2 * 129, y: 2 * 110)
        XCTAssertEqual([corner.r, corner.g, corner.b], [0xF2, 0xF2, 0xF7])
        // The title's ink stays in its frame (16, 52, 343, 41): rows 104 ... 186 at scale 2.
        let inked = (0..<220).filter { y in (0..<750).contains { x in b.pixel(x: x, y: y).r < 0x80 } }
        XCTAssertGreaterThanOrEqual(inked.first ?? 0, 104)
        XCTAssertLessThanOrEqual(inked.last ?? 999, 186)
    }

    func testDetailScreen() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIView(frame: window.bounds)
        root.backgroundColor = .black
        window.addSubview(root)
        let image = UIImageView(image: try photo(2))
        image.frame = CGRect(x: 0, y: 208.5, width: 375, height: 250)
        image.contentMode = .scaleAspectFit
        root.addSubview(image)
        let caption = UILabel(frame: CGRect(x: 16, y: 474.5, width: 343, height: 22))
        caption.text = "Noon over the hills"
        caption.font = .preferredFont(forTextStyle: .body)
        caption.textColor = .white
        caption.textAlignment = .center
        root.addSubview(caption)
        let b = try render(window, scale: 2, name: "screen-D")
        // Aspect fit of 600 x 400 in 375 x 250: k = min(0.625, 0.625), exactly the frame. At
        // scale 2 the picture covers rows 417 ... 916; row 416 and row 917 are black.
        XCTAssertEqual(b.pixel(x: 375, y: 416).r, 0)
        XCTAssertGreaterThan(Int(b.pixel(x: 375, y: 417).b), 0)
        XCTAssertGreaterThan(Int(b.pixel(x: 375, y: 916).g), 0)
        XCTAssertEqual(b.pixel(x: 375, y: 917).g, 0)
        // The caption is centred: its ink's leftmost and rightmost columns are equally far
        // from the screen's centre (375 px), within 3 px (the glyphs' side bearings differ).
        let rows = 2 * 474...2 * 497
        let columns = (0..<750).filter { x in rows.contains { b.pixel(x: x, y: $0).r > 0x80 } }
        let left = try XCTUnwrap(columns.first), right = try XCTUnwrap(columns.last)
        XCTAssertEqual(Double(375 - left), Double(right + 1 - 375), accuracy: 3)
    }
}
