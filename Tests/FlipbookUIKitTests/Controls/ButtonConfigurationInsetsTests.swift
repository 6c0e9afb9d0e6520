import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// SEMANTICS.md §17 "Controls": `UIButton.Configuration.contentInsets` (directional, the size
/// class's defaults), image placement, the update handler, and buttons laid out by the layout
/// cycle rather than by themselves.
final class ButtonConfigurationInsetsTests: XCTestCase {
    /// A button that counts its layout passes.
    final class CountingButton: UIButton {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    /// The measured size of `text` in the system font of `size` points (what the title
    /// label shows).
    func measure(_ text: String, size: CGFloat = 17) -> CGSize {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.text = text
        return label.sizeThatFits(CGSize(width: 10_000, height: 10_000))
    }

    func testDefaultInsetsFollowTheSizeClassUntilSet() {
        // Medium, the default: 7, 12, 7, 12 for every style (Apple's default content insets).
        let medium = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        for c in [UIButton.Configuration.plain(), .tinted(), .gray(), .filled(), .borderedProminent()] {
            XCTAssertEqual(c.contentInsets, medium)
        }
        var c = UIButton.Configuration.filled()
        c.buttonSize = .large
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        // Set insets stay when the size class changes, until the defaults are asked back.
        let mine = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        c.contentInsets = mine
        c.buttonSize = .small
        XCTAssertEqual(c.contentInsets, mine)
        c.setDefaultContentInsets()
        XCTAssertEqual(c.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    func testTheIntrinsicSizeIsTheTitlePlusTheInsets() {
        var c = UIButton.Configuration.filled()
        c.title = "Continue"
        let t = measure("Continue")
        // Medium: width = title + 12 + 12, height = title + 7 + 7.
        let button = UIButton(configuration: c)
        XCTAssertEqual(button.intrinsicContentSize.width, t.width + 24, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, t.height + 14, accuracy: 1e-9)
        c.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 4, trailing: 6)
        button.configuration = c
        XCTAssertEqual(button.intrinsicContentSize.width, t.width + 36, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, t.height + 14, accuracy: 1e-9)
    }

    /// Insets top 10, leading 30, bottom 4, trailing 6 in a 200 x 60 button: the content box is
    /// x 30 ... 194, y 10 ... 56 left to right (x 6 ... 170 right to left), and the title is
    /// centred in it: x = 30 + (164 - w) / 2 (or 6 + (164 - w) / 2), y = 10 + (46 - h) / 2,
    /// rounded to the half point.
    func testInsetsPlaceTheContentAndFlipRightToLeft() {
        let t = measure("Go")
        func r(_ v: CGFloat) -> CGFloat { (v * 2).rounded() / 2 }
        for rtl in [false, true] {
            var c = UIButton.Configuration.plain()
            c.title = "Go"
            c.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 30, bottom: 4, trailing: 6)
            let button = UIButton(configuration: c)
            if rtl { button.semanticContentAttribute = .forceRightToLeft }
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            button.layoutIfNeeded()
            let f = button.titleLabel!.frame
            XCTAssertEqual(f.minX, r((rtl ? 6 : 30) + (164 - t.width) / 2), accuracy: 1e-9, "rtl \(rtl)")
            XCTAssertEqual(f.minY, r(10 + (46 - t.height) / 2), accuracy: 1e-9)
        }
    }

    /// An image on top: a 20 x 20 image, imagePadding 4, then the title; height = 20 + 4 + h
    /// + 14, width = max(20, w) + 24; in a frame of exactly that size the image starts at
    /// y = 7 and the title at 7 + 20 + 4 = 31.
    func testImagePlacementTopPilesImageAndTitle() {
        let t = measure("Share")
        var c = UIButton.Configuration.gray()
        c.title = "Share"
        c.image = UIImage(content: ContentImage(bitmap: Bitmap(width: 20, height: 20)!, name: "box"))
        c.imagePlacement = .top
        c.imagePadding = 4
        let button = UIButton(configuration: c)
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.height, 20 + 4 + t.height + 14, accuracy: 1e-9)
        XCTAssertEqual(size.width, max(20, t.width) + 24, accuracy: 1e-9)
        button.frame = CGRect(origin: .zero, size: size)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView!.frame.minY, 7, accuracy: 0.5)
        XCTAssertEqual(button.titleLabel!.frame.minY, 31, accuracy: 0.5)
        XCTAssertEqual(button.imageView!.frame.midX, size.width / 2, accuracy: 0.5)
    }

    func testButtonsWaitForTheLayoutCycle() {
        let button = CountingButton(type: .system)
        var c = UIButton.Configuration.filled()
        c.title = "One"
        button.configuration = c
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Two", for: .normal)
        button.isHighlighted = true
        button.frame = CGRect(x: 0, y: 0, width: 140, height: 44)
        // Nothing laid out yet: the button only asked for layout.
        XCTAssertEqual(button.layouts, 0)
        button.layoutIfNeeded()
        XCTAssertEqual(button.layouts, 1)
        XCTAssertEqual(button.titleLabel!.frame.midX, 70, accuracy: 0.5, "centred in the 140 pt width")
        button.layoutIfNeeded()
        XCTAssertEqual(button.layouts, 1, "nothing changed: no second pass")
    }

    func testTheUpdateHandlerRunsOnStateChanges() {
        var c = UIButton.Configuration.tinted()
        c.title = "Rest"
        let button = UIButton(configuration: c)
        var calls = 0
        button.configurationUpdateHandler = { b in
            calls += 1
            b.configuration?.title = b.isHighlighted ? "Pressed" : "Rest"
        }
        let before = calls
        button.isHighlighted = true
        XCTAssertEqual(button.titleLabel?.text, "Pressed")
        button.isHighlighted = false
        XCTAssertEqual(button.titleLabel?.text, "Rest")
        XCTAssertEqual(calls - before, 2)
        button.setNeedsUpdateConfiguration()
        XCTAssertEqual(calls - before, 3)
    }

    func testAConfiguredButtonWithAPrimaryActionFiresFromATap() throws {
        var fired = 0
        var c = UIButton.Configuration.filled()
        c.title = "Buy"
        let button = UIButton(configuration: c, primaryAction: UIAction { _ in fired += 1 })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(button)
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        _ = try Stage(window: window, fps: 60).record {
            window.playTaps(try! TapScript.taps(at: CGPoint(x: 160, y: 322), count: 1))
        }
        XCTAssertEqual(fired, 1)
        XCTAssertEqual(button.titleLabel?.text, "Buy", "the action has no title: the configuration's stays")
    }
}
