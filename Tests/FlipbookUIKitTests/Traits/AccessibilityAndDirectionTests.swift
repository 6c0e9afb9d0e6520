import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Dynamic Type against Apple's table (Human Interface Guidelines, Typography, iOS Dynamic
/// Type sizes; the numbers below are typed from that table), Reduce Motion and right to left.
final class DynamicTypeTests: XCTestCase {
    func sizes(_ c: UIContentSizeCategory) -> [CGFloat] {
        let t = UITraitCollection(preferredContentSizeCategory: c)
        return [
            UIFont.TextStyle.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
            .footnote, .caption1, .caption2,
        ].map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: t).pointSize }
    }

    func testPreferredFontsAtThreeCategories() {
        XCTAssertEqual(sizes(.extraSmall), [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        XCTAssertEqual(sizes(.large), [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(sizes(.accessibilityExtraLarge), [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29])
        XCTAssertEqual(sizes(.accessibilityExtraExtraExtraLarge), [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        let headline = UIFont.preferredFont(
            forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))
        XCTAssertEqual(headline, UIFont.systemFont(ofSize: 19, weight: .semibold))
        // Without traits: the stage's text size.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        let big = StageSettings(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(StageSettings.with(big) { UIFont.preferredFont(forTextStyle: .body).pointSize }, 23)
    }

    func testFontMetrics() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        // Body grows 17 -> 23 at XXXL: 10 pt scale to 10 x 23 / 17.
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxl), 230.0 / 17, accuracy: 1e-12)
        // Title 1 grows 28 -> 34: a 20 pt font becomes 20 x 34 / 28, capped by a maximum.
        let title = UIFontMetrics(forTextStyle: .title1)
        let f = UIFont.systemFont(ofSize: 20, weight: .bold)
        XCTAssertEqual(title.scaledFont(for: f, compatibleWith: xxxl).pointSize, 20 * 34.0 / 28, accuracy: 1e-12)
        XCTAssertEqual(title.scaledFont(for: f, maximumPointSize: 22, compatibleWith: xxxl).pointSize, 22)
        XCTAssertEqual(title.scaledFont(for: f, compatibleWith: xxxl).fontDescription.weight, 700)
        XCTAssertEqual(title.scaledValue(for: 20), 20, "at the default size nothing scales")
    }

    func testLabelsAdjustToTheirTraits() {
        let window = StageSettings.with(StageSettings(preferredContentSizeCategory: .accessibilityMedium)) {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        }
        let label = UILabel()
        label.font = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        label.adjustsFontForContentSizeCategory = true
        label.text = "Title"
        XCTAssertEqual(label.font.pointSize, 17, "off window: the default size")
        window.addSubview(label)
        XCTAssertEqual(label.font.pointSize, 28, "AX1 body is 28")
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(fixed)
        XCTAssertEqual(fixed.font.pointSize, 17, "without adjustsFontForContentSizeCategory the font stays")
        let small = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 17)
        XCTAssertGreaterThan(small.width, label.intrinsicContentSize.width, "re-measured at the larger size")
    }
}

final class ReduceMotionAndDirectionTests: XCTestCase {
    func navigation(_ stage: Stage) -> (UINavigationController, UIViewController) {
        let a = UIViewController(), b = UIViewController()
        a.view.accessibilityIdentifier = "A"
        b.view.accessibilityIdentifier = "B"
        let nav = UINavigationController(rootViewController: a)
        stage.window.rootViewController = nav
        return (nav, b)
    }

    /// Right to left the system push comes in from the left: B starts at x = -375 and A ends
    /// at +(375 - round(0.7 x 375)) = +(375 - 263) = +112, the mirror of -112.
    func testRightToLeftPushSlidesFromTheLeft() throws {
        let stage = Stage(device: .iPhone8, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let (nav, b) = navigation(stage)
        let t = try stage.record { nav.pushViewController(b, animated: true) }
        XCTAssertEqual(try t.layer("B", at: 0).untransformedFrame.minX, -375, accuracy: 1e-9)
        XCTAssertLessThan(try t.layer("B", at: 0.1).untransformedFrame.minX, 0)
        XCTAssertGreaterThan(try t.layer("B", at: 0.1).untransformedFrame.minX, -375)
        XCTAssertEqual(try t.layer("B", at: t.duration).untransformedFrame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("A", at: t.duration - 1e-6).untransformedFrame.minX, 112, accuracy: 0.2)
        // Every frame is the mirror image of the left-to-right push.
        let ltr = Stage(device: .iPhone8)
        let (nav2, b2) = navigation(ltr)
        let t2 = try ltr.record { nav2.pushViewController(b2, animated: true) }
        XCTAssertEqual(try t2.layer("B", at: 0).untransformedFrame.minX, 375, accuracy: 1e-9)
        for time in [0.05, 0.1, 0.2, 0.3, 0.45] {
            for name in ["A", "B"] {
                XCTAssertEqual(
                    try t.layer(name, at: time).untransformedFrame.minX,
                    -(try t2.layer(name, at: time).untransformedFrame.minX), accuracy: 1e-9)
            }
        }
    }

    func testNaturalAlignmentFollowsTheDirection() {
        let window = StageSettings.with(StageSettings(layoutDirection: .rightToLeft)) { UIWindow(frame: .zero) }
        let label = UILabel()
        label.text = "שלום"
        window.addSubview(label)
        XCTAssertEqual(label.layer.content.text?.alignment, .right)
        label.textAlignment = .left
        XCTAssertEqual(label.layer.content.text?.alignment, .left)
    }

    /// With Reduce Motion UIKit's push becomes a cross-dissolve: B sits at x = 0 from the start
    /// and fades in on the system spring, A fades out; nothing slides.
    func testReduceMotionTurnsThePushIntoACrossDissolve() throws {
        let stage = Stage(device: .iPhone8, reduceMotion: true)
        let (nav, b) = navigation(stage)
        var seen = false
        let t = try stage.record {
            seen = UIAccessibility.isReduceMotionEnabled
            nav.pushViewController(b, animated: true)
        }
        XCTAssertTrue(seen, "app code reads the stage's setting")
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled, "off stage: off")
        XCTAssertEqual(t.duration, 0.5, accuracy: 1e-9)
        for time in [0, 0.1, 0.25] {
            XCTAssertEqual(try t.layer("B", at: time).untransformedFrame.minX, 0, accuracy: 1e-9)
            XCTAssertEqual(try t.layer("A", at: time).untransformedFrame.minX, 0, accuracy: 1e-9)
        }
        let mid = try t.layer("B", at: 0.1).opacity
        XCTAssertGreaterThan(mid, 0.05)
        XCTAssertLessThan(mid, 0.95)
        XCTAssertEqual(Double(try t.layer("A", at: 0.1).opacity), 1 - Double(mid), accuracy: 1e-6)
        XCTAssertNil(t.presentation(at: 0.1).root.find(named: "system.dimming"), "no slide, no dimming overlay")
    }
}

/// The navigation controller's own interactive pop (`interactivePopGestureRecognizer`).
final class InteractivePopTests: XCTestCase {
    func pushed(_ direction: UITraitEnvironmentLayoutDirection) throws -> (Stage, UINavigationController) {
        let stage = Stage(device: .iPhone8, traits: UITraitCollection(layoutDirection: direction))
        let a = UIViewController(), b = UIViewController()
        a.view.accessibilityIdentifier = "A"
        b.view.accessibilityIdentifier = "B"
        let nav = UINavigationController(rootViewController: a)
        stage.window.rootViewController = nav
        _ = try stage.record { nav.pushViewController(b, animated: true) }
        // A fresh stage on the same window: the next recording starts at t = 0.
        return (Stage(window: stage.window), nav)
    }

    /// Right to left the edge is the right one and the finger moves left: 200 pt of 375 in
    /// 0.4 s is 53 % at the release, past half: the pop finishes, B leaves to the left.
    func testRightToLeftPopFromTheRightEdge() throws {
        let (stage, nav) = try pushed(.rightToLeft)
        let pan = try XCTUnwrap(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(pan.edges, .right)
        let script = try GestureScript.drag(from: CGPoint(x: 370, y: 300), to: CGPoint(x: 170, y: 300), duration: 0.4)
        let t = try stage.record { pan.play(script) }
        // Half way through the drag (t = 0.2, 100 pt): B has followed the finger 100 pt to the left.
        XCTAssertEqual(try t.layer("B", at: 0.2).untransformedFrame.minX, -100, accuracy: 1)
        XCTAssertEqual(nav.viewControllers.count, 1, "popped")
        XCTAssertNil(t.presentation(at: t.duration).root.find(named: "B"))

        let (stage2, nav2) = try pushed(.leftToRight)
        let pan2 = try XCTUnwrap(nav2.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(pan2.edges, .left)
        // A short drag (60 pt, 16 %) released slowly goes back: B stays on top.
        let short = try GestureScript(samples: [
            .init(time: 0, location: CGPoint(x: 5, y: 300)), .init(time: 0.3, location: CGPoint(x: 60, y: 300)),
            .init(time: 0.6, location: CGPoint(x: 65, y: 300)),
        ])
        let t2 = try stage2.record { pan2.play(short) }
        XCTAssertEqual(try t2.layer("B", at: 0.3).untransformedFrame.minX, 55, accuracy: 1)
        XCTAssertEqual(nav2.viewControllers.count, 2, "cancelled")
        XCTAssertEqual(try t2.layer("B", at: t2.duration).untransformedFrame.minX, 0, accuracy: 1e-9)
    }
}
