import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The visual format language's examples (Apple's Auto Layout Guide), laid out.
final class VisualFormatConstraintTests: XCTestCase {
    func setUpViews(_ names: [String]) -> (UIView, [String: UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [String: UIView] = [:]
        for n in names {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views[n] = v
        }
        return (root, views)
    }

    func activate(_ formats: [String], _ views: [String: UIView], metrics: [String: Any]? = nil) {
        for f in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: f, options: [], metrics: metrics, views: views))
        }
    }

    func testStandardSpacingAndMargins() {
        let (root, v) = setUpViews(["a", "b"])
        activate(["H:|-[a]-[b(==a)]-|", "V:|-20-[a(40)]", "V:|-20-[b(40)]"], v)
        root.layoutIfNeeded()
        // `|-` ties to the 8-point margins; `-` between views is 8: 375 - 16 - 8 = 351, 175.5 each.
        XCTAssertEqual(v["a"]!.frame, CGRect(x: 8, y: 20, width: 175.5, height: 40))
        XCTAssertEqual(v["b"]!.frame, CGRect(x: 191.5, y: 20, width: 175.5, height: 40))
    }

    func testFixedInsetsFlushViewsAndMetrics() {
        let (root, v) = setUpViews(["purpleBox", "maroon", "blue"])
        activate(
            [
                "H:|-50-[purpleBox]-50-|", "V:|-pad-[purpleBox(==height)]-[maroon(30)]",
                "H:|[maroon(100)][blue]|", "V:[blue(maroon)]",
            ], v, metrics: ["pad": 10, "height": CGFloat(44)])
        NSLayoutConstraint.activate([v["blue"]!.topAnchor.constraint(equalTo: v["maroon"]!.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v["purpleBox"]!.frame, CGRect(x: 50, y: 10, width: 275, height: 44))
        // maroon 8 below the box (10 + 44 + 8 = 62), flush at the left, blue flush after it.
        XCTAssertEqual(v["maroon"]!.frame, CGRect(x: 0, y: 62, width: 100, height: 30))
        XCTAssertEqual(v["blue"]!.frame, CGRect(x: 100, y: 62, width: 275, height: 30))
    }

    func testPredicatesWithPriorities() {
        let (root, v) = setUpViews(["button"])
        activate(["H:|-20-[button(>=70,<=100@999)]", "H:[button(300@20)]", "V:|-[button(20)]"], v)
        root.layoutIfNeeded()
        // 300 wanted at 20, at most 100 at 999: 100.
        XCTAssertEqual(v["button"]!.frame.width, 100)
        XCTAssertEqual(v["button"]!.frame.minX, 20)
        XCTAssertEqual(v["button"]!.frame.minY, 8)
    }

    func testAlignmentOption() {
        let (root, v) = setUpViews(["a", "b"])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[a(50)]-10-[b(50)]", options: .alignAllCenterY, metrics: nil, views: v))
        activate(["V:|-100-[a(40)]", "V:[b(20)]"], v)
        root.layoutIfNeeded()
        // b's centre on a's: 100 + 20 = 120, so b.y = 110.
        XCTAssertEqual(v["b"]!.frame, CGRect(x: 70, y: 110, width: 50, height: 20))
    }

    func testBadFormatIsReportedAndMakesNothing() {
        let (_, v) = setUpViews(["a"])
        LayoutReport.printed = []
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a]-[missing]", options: [], metrics: nil, views: v)
        XCTAssertEqual(made.count, 0)
        XCTAssertEqual(LayoutReport.printed.count, 1)
        XCTAssertTrue(LayoutReport.printed[0].contains("Unable to parse constraint format"), LayoutReport.printed[0])
    }
}
