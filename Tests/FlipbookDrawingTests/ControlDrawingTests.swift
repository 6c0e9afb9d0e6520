import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// Controls drawn at their default sizes, against the geometry and colours of
/// SEMANTICS.md §17. FLIPBOOK_RENDER_DUMP=<folder> writes the pictures to look at.
final class ControlDrawingTests: XCTestCase {
    func render(_ window: UIWindow, at t: Double = 0, name: String, _ steps: @escaping () -> Void = {}) throws -> Bitmap
    {
        let timeline = try Stage(window: window).record(steps)
        let b = try Compositor().render(timeline.presentation(at: t), scale: 2)
        if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
            try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
        }
        return b
    }

    func whiteWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        window.backgroundColor = .white
        return window
    }

    func rgb(_ b: Bitmap, _ x: Double, _ y: Double) -> [Int] {
        let p = b.pixel(x: Int(x * 2), y: Int(y * 2))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertColor(_ got: [Int], _ want: [Int], _ message: String = "", line: UInt = #line) {
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(got) is not \(want) \(message)", line: line)
    }

    func testSwitchOffAndOn() throws {
        // 51 x 31 at (10, 10). Off: the track is #787880 at 16 % over white:
        // 255 - 0.16 (255 - 120) = 233.4, and 255 - 0.16 (255 - 128) = 234.7 for blue; the
        // thumb (27 pt, 2 pt in from the left) is white at its centre (25.5, 25.5).
        let window = whiteWindow()
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 10, y: 10)
        window.addSubview(toggle)
        var b = try render(window, name: "switch-off")
        assertColor(rgb(b, 55, 25.5), [233, 233, 235], "the off track right of the thumb")
        assertColor(rgb(b, 25.5, 25.5), [255, 255, 255], "the thumb")
        // On: system green (#34C759) left of the thumb, which now sits 2 pt in from the right
        // (x 32 ... 59, centre 45.5); the capsule's corner (10.25, 10.25) is outside its
        // 15.5 pt radius: background.
        toggle.isOn = true
        b = try render(window, name: "switch-on")
        assertColor(rgb(b, 18, 25.5), [0x34, 0xC7, 0x59], "the on track")
        assertColor(rgb(b, 45.5, 25.5), [255, 255, 255], "the thumb")
        assertColor(rgb(b, 10.25, 10.25), [255, 255, 255], "outside the capsule")
        // setOn(false, animated: true) slides the thumb over 0.25 s ease in and out: half way
        // in time is half way in distance (the curve is symmetric), thumb centre at
        // (25.5 + 45.5) / 2 = 35.5, and the track is between green and grey there.
        b = try render(window, at: 0.125, name: "switch-sliding") { toggle.setOn(false, animated: true) }
        assertColor(rgb(b, 35.5, 25.5), [255, 255, 255], "the thumb half way")
        XCTAssertEqual(toggle.frame.size, CGSize(width: 51, height: 31))
    }

    func testFilledButtonConfiguration() throws {
        // A filled button's size is its title's (17 pt) plus the medium padding, 12 pt left and
        // right and 7 pt above and below; it is filled with the tint (system blue) with 6 pt
        // corners, and its white title is centred.
        let window = whiteWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Continue"
        let t = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.width, t.width + 24, accuracy: 1e-9)
        XCTAssertEqual(size.height, t.height + 14, accuracy: 1e-9)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: size)
        window.addSubview(button)
        let b = try render(window, name: "button-filled")
        assertColor(rgb(b, 23, 40 + size.height / 2), [0x00, 0x7A, 0xFF], "the fill left of the title")
        assertColor(rgb(b, 20.25, 40.25), [255, 255, 255], "outside the 6 pt corner")
        // The title's white ink: its box centre within a point of the button's centre.
        var xs: [Int] = [], ys: [Int] = []
        for y in 80..<Int(80 + 2 * size.height) {
            for x in 40..<Int(40 + 2 * size.width) where b.pixel(x: x, y: y).r > 200 {
                xs.append(x); ys.append(y)
            }
        }
        XCTAssertFalse(xs.isEmpty)
        let midX = Double(xs.min()! + xs.max()! + 1) / 4, midY = Double(ys.min()! + ys.max()! + 1) / 4
        XCTAssertEqual(midX, 20 + size.width / 2, accuracy: 1)
        XCTAssertEqual(midY, 40 + size.height / 2, accuracy: 2)
    }

    func testSystemButtonTitleAndHighlight() throws {
        // A system button's title is 15 pt in the tint colour; with zero content insets it is
        // 6 pt from the top and bottom: height = title + 12. Highlighted, the title is the tint
        // at 20 %.
        let window = whiteWindow()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Tap"
        let t = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        XCTAssertEqual(button.intrinsicContentSize.height, t.height + 12, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.width, max(t.width, 30), accuracy: 1e-9)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        window.addSubview(button)
        button.layoutIfNeeded()  // the layout cycle places the title, as in UIKit
        XCTAssertEqual(button.titleLabel?.frame.midX ?? 0, 50, accuracy: 0.5, "centred in the 100 pt width")
        var b = try render(window, name: "button-system")
        func darkest(_ b: Bitmap) -> [Int] {
            var best = [255, 255, 255]
            for y in 80..<168 {
                for x in 40..<240 {
                    let p = b.pixel(x: x, y: y)
                    if Int(p.r) + Int(p.g) < best[0] + best[1] { best = [Int(p.r), Int(p.g), Int(p.b)] }
                }
            }
            return best
        }
        assertColor(darkest(b), [0x00, 0x7A, 0xFF], "the title's ink")
        button.isHighlighted = true
        b = try render(window, name: "button-system-highlighted")
        // 20 % of system blue over white: 255 - 0.2 x 255 = 204, 255 - 0.2 x 133 = 228.4, 255.
        assertColor(darkest(b), [204, 228, 255], "the dimmed title's ink")
    }

    func testCloseButton() throws {
        // 30 x 30: a circle of #767680 at 12 % (255 - 0.12 x 137 = 238.6, 255 - 0.12 x 127 =
        // 239.8) with a bold x of #3C3C43 at 60 % over it at its centre
        // (238.6 - 0.6 x (238.6 - 60) = 131.4, 239.8 - 0.6 x (239.8 - 67) = 136.1).
        let window = whiteWindow()
        let close = UIButton(type: .close)
        close.frame.origin = CGPoint(x: 20, y: 40)
        window.addSubview(close)
        XCTAssertEqual(close.frame.size, CGSize(width: 30, height: 30))
        let b = try render(window, name: "button-close")
        assertColor(rgb(b, 23, 55), [239, 239, 240], "the circle")
        assertColor(rgb(b, 35, 55), [131, 131, 136], "the x's centre")
        assertColor(rgb(b, 20.25, 40.25), [255, 255, 255], "outside the circle")
    }

    func testActivityIndicatorSizesAndSpokes() throws {
        // Medium 20 x 20, large 37 x 37. The top spoke of a large spinner at (20, 20) runs
        // from 0.25 to 0.5 of 37 above the centre (38.5, 38.5): y 20 ... 29.25, 3.7 wide;
        // its middle (38.5, 24.6) is system grey (#8E8E93) at full alpha. The centre is bare.
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
        let window = whiteWindow()
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.frame.size, CGSize(width: 37, height: 37))
        spinner.frame.origin = CGPoint(x: 20, y: 20)
        window.addSubview(spinner)
        XCTAssertTrue(spinner.isHidden, "hidden while stopped")
        var b = try render(window, name: "spinner-stopped")
        assertColor(rgb(b, 38.5, 24.6), [255, 255, 255])
        b = try render(window, name: "spinner") { spinner.startAnimating() }
        assertColor(rgb(b, 38.5, 24.6), [0x8E, 0x8E, 0x93], "the leading spoke")
        assertColor(rgb(b, 38.5, 38.5), [255, 255, 255], "the centre")
        // Spoke 4 points down at alpha 0.6: 255 - 0.6 (255 - 142) = 187.2.
        assertColor(rgb(b, 38.5, 52.4), [187, 187, 189], "the spoke opposite, at 60 %")
        // A quarter turn later (0.25 s) the leading spoke points right: (52.4, 38.5).
        let other = UIView()
        window.addSubview(other)
        spinner.removeFromSuperview()
        let fresh = UIActivityIndicatorView(style: .large)
        fresh.frame.origin = CGPoint(x: 20, y: 20)
        window.addSubview(fresh)
        b = try render(window, at: 0.25, name: "spinner-quarter") {
            fresh.startAnimating()
            UIView.animate(withDuration: 1) { other.alpha = 0.5 }  // the recording lasts 1 s
        }
        assertColor(rgb(b, 52.4, 38.5), [0x8E, 0x8E, 0x93], "the leading spoke, turned")
    }

    func testPageControlDots() throws {
        // Five pages, the third current, on black: dots of 7 pt every 16 pt centred on the
        // control's middle: x = 100 + 16 (k - 2) for a control centred at x 100.
        let window = whiteWindow()
        window.backgroundColor = .black
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 5 * 16 + 7, height: 26))
        pages.frame = CGRect(x: 50, y: 40, width: 100, height: 26)
        window.addSubview(pages)
        let b = try render(window, name: "page-control")
        assertColor(rgb(b, 100, 53), [255, 255, 255], "the current dot")
        assertColor(rgb(b, 84, 53), [77, 77, 77], "another dot: white at 30 % over black")
        assertColor(rgb(b, 92, 53), [0, 0, 0], "between dots")
    }

    private final class BlueSegments: UISegmentedControl {}

    /// A segmented control given a white background still shows its grey track, as the
    /// simulator draws one (its picture of a white-backed control reads (238, 238, 239) on the
    /// track, #767680 at 12 % over white); titles take `setTitleTextAttributes(_:for:)`'s colour
    /// and font, from the control or from its class's appearance proxy, a state without its own
    /// taking `.normal`'s.
    func testSegmentedControlBackgroundTitleAttributesAndAppearance() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .red
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        BlueSegments.appearance().setTitleTextAttributes([.foregroundColor: blue], for: .normal)
        BlueSegments.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let control = BlueSegments(frame: CGRect(x: 0, y: 40, width: 300, height: 32))
        control.backgroundColor = .white
        control.insertSegment(withTitle: "One", at: 0, animated: false)
        control.insertSegment(withTitle: "Two", at: 1, animated: false)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        let b = try render(window, name: "segmented-white")
        assertColor(rgb(b, 250, 43), [239, 239, 240], "the track over the white background")
        let labels = control.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["One", "Two"])
        XCTAssertEqual(labels.map(\.textColor), [.white, blue])
        XCTAssertEqual(labels[1].font, .systemFont(ofSize: 13), "no font set: the default")
        // The control's own attributes win over the proxy's; a plain UISegmentedControl has none.
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .normal)
        XCTAssertEqual(control.titleTextAttributes(for: .normal)?.count, 1)
        XCTAssertEqual(labels[1].textColor, .label)
        XCTAssertEqual(labels[1].font, .systemFont(ofSize: 20))
        XCTAssertEqual(labels[0].font, .systemFont(ofSize: 20), "selected takes normal's font")
        XCTAssertEqual(labels[0].textColor, .white)
        XCTAssertNil(UISegmentedControl(items: ["A"]).titleTextAttributes(for: .normal))
    }

    /// Background images for `.normal` and `.selected` replace the track and the card: each
    /// segment draws its state's image stretched over it (a clear one for the others, a 1 x 10
    /// image red in its lower half for the selected one), as UIKit draws a customised control.
    func testSegmentedControlBackgroundImages() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 40, width: 300, height: 40)
        control.selectedSegmentIndex = 1
        func image(_ fill: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 1, height: 10)).image { _ in
                fill.setFill()
                UIRectFill(CGRect(x: 0, y: 5, width: 1, height: 5))
            }
        }
        control.setBackgroundImage(image(.clear), for: .normal, barMetrics: .default)
        control.setBackgroundImage(image(.red), for: .selected, barMetrics: .default)
        control.setBackgroundImage(image(.blue), for: .normal, barMetrics: .compact)
        control.setDividerImage(
            image(.clear), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        XCTAssertNotNil(
            control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default))
        XCTAssertNil(control.backgroundImage(for: .normal, barMetrics: .compact), "only the default metrics")
        window.addSubview(control)
        let b = try render(window, name: "segmented-images")
        assertColor(rgb(b, 150, 75), [255, 0, 0], "the selected segment's image, stretched")
        assertColor(rgb(b, 150, 45), [255, 255, 255], "its clear upper half")
        assertColor(rgb(b, 50, 75), [255, 255, 255], "no track under the first segment")
        assertColor(rgb(b, 250, 45), [255, 255, 255], "nor under the third")
    }

    func testSegmentedControl() throws {
        // Three segments in 300 x 32 at (0, 40): each 100 wide; the second selected is a white
        // card inset 2 pt (x 102 ... 198) on the #767680-at-12 % track (238.6, 238.6, 239.8).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        XCTAssertEqual(control.frame.height, 32)
        control.frame = CGRect(x: 0, y: 40, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        window.addSubview(control)
        let b = try render(window, name: "segmented")
        assertColor(rgb(b, 50, 43), [239, 239, 240], "the track over the first segment's top")
        assertColor(rgb(b, 105, 43), [255, 255, 255], "the card")
        assertColor(rgb(b, 10, 56), [239, 239, 240], "the track left of the first title")
        // A tap on the third segment selects it and sends valueChanged.
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        _ = try Stage(window: window).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 250, y: 56), count: 1))
        }
        XCTAssertEqual(changes, [2])
    }

    /// Image segments (a segment inserted with an image and no title): the image centred in
    /// its segment, each segment as wide as its image plus 12 pt each side.
    func testSegmentedControlImages() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { c in
            UIColor.red.setFill()
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let control = UISegmentedControl(frame: .zero)
        control.insertSegment(with: red, at: 0, animated: false)
        control.insertSegment(with: red, at: 1, animated: false)
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 2 * (10 + 24), height: 32))
        control.frame = CGRect(x: 0, y: 40, width: 200, height: 32)
        window.addSubview(control)
        let b = try render(window, name: "segmented-images")
        // Segment centres (50, 56) and (150, 56): the images span 45 ... 55 and 145 ... 155.
        assertColor(rgb(b, 50, 56), [255, 0, 0], "the first segment's image")
        assertColor(rgb(b, 150, 56), [255, 0, 0], "the second segment's image")
        assertColor(rgb(b, 60, 56), [239, 239, 240], "the track beside it")
        control.removeAllSegments()
        XCTAssertEqual(control.subviews.compactMap { $0 as? UIImageView }.count, 0)
    }

    func testSliderTrackAndThumb() throws {
        // 200 x 31 at (0, 40), value 0.25: the thumb's centre is 14 + 0.25 (200 - 28) = 57;
        // left of it the track is the tint, right of it #787880 at 20 % over white
        // (255 - 0.2 x 135 = 228, 255 - 0.2 x 127 = 229.6).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 0, y: 40, width: 200, height: 31))
        slider.value = 0.25
        window.addSubview(slider)
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
        let b = try render(window, name: "slider")
        assertColor(rgb(b, 20, 55.5), [0x00, 0x7A, 0xFF], "the minimum track")
        assertColor(rgb(b, 150, 55.5), [228, 228, 230], "the maximum track")
        assertColor(rgb(b, 57, 55.5), [255, 255, 255], "the thumb")
        assertColor(rgb(b, 150, 50), [255, 255, 255], "above the 4 pt track")
        slider.value = 7
        XCTAssertEqual(slider.value, 1, "clamped to the maximum")
    }

    /// `UIButton(type: .contactAdd)` drawn at 3x: its circle spans 65 device pixels (21.67 pt)
    /// across the button's middle row, as iOS 17's simulator drew it
    /// (pointfreeco/swift-snapshot-testing@6bb6c9a, Tests/SnapshotTestingTests/__Snapshots__/
    /// SnapshotTestingTests/testUIView.1.png, the blue ink of row 35 runs from x = 4 to 68).
    func testContactAddCircleIsAsWideAsIOSDrawsIt() throws {
        let window = whiteWindow()
        let button = UIButton(type: .contactAdd)
        button.sizeToFit()
        window.addSubview(button)
        let timeline = try Stage(window: window).record {}
        let b = try Compositor().render(timeline.presentation(at: 0), scale: 3)
        let row = Int((button.frame.midY * 3).rounded(.down))
        let blue = (0..<Int(button.frame.maxX * 3) + 3).filter { x in
            let p = b.pixel(x: x, y: row)
            return p.b > 200 && p.r < 150
        }
        let span = try XCTUnwrap(blue.max()) - XCTUnwrap(blue.min()) + 1
        XCTAssertEqual(Double(span), 65, accuracy: 1.5)
    }
}
