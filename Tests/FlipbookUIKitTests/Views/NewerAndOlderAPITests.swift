import XCTest
@testable import FlipbookUIKit

/// `UIColor.tintColor`, the text attribute keys' strings, `UIVisualEffectView()` without an
/// effect, and the old top and bottom layout guides on the iPhone 8 (20 pt status bar).
final class NewerAndOlderAPITests: XCTestCase {
    func testTintColorAndAttributeKeys() {
        XCTAssertEqual(UIColor.tintColor, .systemBlue)
        // Apple's header strings.
        XCTAssertEqual(NSAttributedString.Key.baselineOffset.rawValue, "NSBaselineOffset")
        XCTAssertEqual(NSAttributedString.Key.paragraphStyle.rawValue, "NSParagraphStyle")
        XCTAssertEqual(NSAttributedString.Key.underlineStyle.rawValue, "NSUnderline")
        XCTAssertEqual(NSAttributedString.Key.strikethroughStyle.rawValue, "NSStrikethrough")
        // A label given them keeps its font and colour from the first run.
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "x", attributes: [.baselineOffset: 2, .foregroundColor: UIColor.red, .underlineStyle: 1])
        XCTAssertEqual(label.textColor, .red)
    }

    func testEffectViewWithoutAnEffect() {
        let a = UIVisualEffectView()
        XCTAssertNil(a.effect)
        XCTAssertTrue(a.contentView.superview === a)
        let b = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(b.bounds.size, CGSize(width: 10, height: 20))
        b.effect = UIBlurEffect(style: .regular)
        XCTAssertNotNil(b.effect)
    }

    func testTopAndBottomLayoutGuides() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let vc = UIViewController()
        window.rootViewController = vc
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: vc.topLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.bottomAnchor.constraint(equalTo: vc.bottomLayoutGuide.topAnchor),
        ])
        vc.view.layoutIfNeeded()
        // Below the 20 pt status bar, down to the bottom (no home indicator).
        XCTAssertEqual(vc.topLayoutGuide.length, 20)
        XCTAssertEqual(vc.bottomLayoutGuide.length, 0)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 20, width: 10, height: 647))
    }
}
