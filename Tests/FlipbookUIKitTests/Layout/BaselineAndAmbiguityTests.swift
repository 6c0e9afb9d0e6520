import XCTest
import FlipbookCore
import FlipbookText
@testable import FlipbookUIKit

/// Baseline-relative spacing in a vertical stack view (SEMANTICS.md §16.6) and
/// `exerciseAmbiguityInLayout()` (§16.8), worked by hand.
///
/// Inter at 17 points, as Pango measures the font (UIFont's `ascender`, `descender` and
/// `lineHeight`): ascender 16.46875 (0.96875 em), descender 4.10546875, a line 20.57421875.
/// A label's intrinsic height is its text's rounded up to half points, its text centred in
/// its bounds: one line 21 (the text (21 - 20.57421875) / 2 = 0.212890625 below the top),
/// two lines 41.1484375 -> 41.5 (0.17578125 below the top).
final class BaselineAndAmbiguityTests: XCTestCase {
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

    func label(_ text: String, lines: Int = 1) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: 17)
        l.numberOfLines = lines
        return l
    }

    /// A vertical stack pinned at (0, 0) of a 375 x 667 root, as tall as its content.
    func column(_ views: [UIView], baselineRelative: Bool) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = baselineRelative
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, stack)
    }

    func testTheFontsFigures() {
        let f = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(f.ascender, 16.46875, accuracy: 1e-9)
        XCTAssertEqual(f.descender, -4.10546875, accuracy: 1e-9)
        XCTAssertEqual(f.lineHeight, 20.57421875, accuracy: 1e-9)
        XCTAssertEqual(label("Ag").intrinsicContentSize.height, 21)
        XCTAssertEqual(label("Ag\nAg", lines: 0).intrinsicContentSize.height, 41.5)
    }

    func testBaselineRelativeSpacingRunsFromLastBaselineToFirstBaseline() {
        // Two lines above, one below, 30 apart baseline to baseline:
        // the upper label's last baseline = 0.17578125 + 16.46875 + 20.57421875 = 37.21875;
        // the lower label's first baseline = top + 0.212890625 + 16.46875 = top + 16.681640625;
        // so top = 37.21875 + 30 - 16.681640625 = 50.537109375, at 2 pixels a point 50.5.
        // (Edge to edge it would be 41.5 + 30 = 71.5.)
        let a = label("Ag\nAg", lines: 0), b = label("Ag")
        let (_, stack) = column([a, b], baselineRelative: true)
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: a.intrinsicContentSize.width, height: 41.5))
        XCTAssertEqual(b.frame.minY, 50.5)
        XCTAssertEqual(b.frame.height, 21)
        // The stack still ends at the last view's bottom: 50.537109375 + 21 -> 71.5.
        XCTAssertEqual(stack.frame.height, 71.5)
        let (_, plain) = column([label("Ag\nAg", lines: 0), label("Ag")], baselineRelative: false)
        XCTAssertEqual(plain.arrangedSubviews[1].frame.minY, 71.5)
    }

    func testAViewWithoutTextMeasuresFromItsBottomEdge() {
        // A plain view's baselines are its bottom edge (UIKit's rule for views without
        // text): a 40-tall box above a one-line label; the label's first baseline is 30 below
        // the box's bottom (40): top = 70 - 16.681640625 = 53.318359375, at 2 pixels a point 53.5.
        let box = SizedView(100, 40)
        let b = label("Ag")
        _ = column([box, b], baselineRelative: true)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(b.frame.minY, 53.5)
    }

    func testFirstBaselineAnchorOfALabel() {
        // label.firstBaseline == root.top + 100: top = 100 - 16.681640625 = 83.318359375 -> 83.5;
        // lastBaseline of a two-line label == root.top + 200: top = 200 - 37.21875 =
        // 162.78125 -> 163 (162.78125 x 2 = 325.5625 rounds to 326 pixels).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let one = label("Ag"), two = label("Ag\nAg", lines: 0)
        for l in [one, two] {
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        NSLayoutConstraint.activate([
            one.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            one.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            two.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            two.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(one.frame.minY, 83.5)
        XCTAssertEqual(two.frame.minY, 163)
    }

    func testAHorizontalStackIgnoresBaselineRelativeArrangement() {
        // Two boxes 40 and 60 wide, spacing 10: b at 50 whatever the flag.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = SizedView(40, 20), b = SizedView(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.alignment = .leading
        stack.isBaselineRelativeArrangement = true
        stack.frame = CGRect(x: 0, y: 0, width: 110, height: 30)
        root.addSubview(stack)
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 50)
    }

    // MARK: - exerciseAmbiguityInLayout

    /// A view placed by `constraints` (given the view and its 375 x 667 root), laid out.
    func constrained(_ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate(constraints(v, root))
        root.layoutIfNeeded()
        return (root, v)
    }

    func testExerciseMovesAnAmbiguousViewToAnotherSolution() {
        // left 20, top 20, height 50, width >= 100 (nothing more): every width from 100 up
        // is a solution. Exercising moves the width by 10, keeping the rest; the layout is
        // still ambiguous after, and exercising again moves it 10 further.
        let (root, v) = constrained { v, root in
            [
                v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                v.heightAnchor.constraint(equalToConstant: 50),
                v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            ]
        }
        XCTAssertTrue(v.hasAmbiguousLayout)
        let w0 = v.frame.width
        XCTAssertGreaterThanOrEqual(w0, 100)
        v.exerciseAmbiguityInLayout()
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 20, width: w0 + 10, height: 50))
        XCTAssertTrue(v.hasAmbiguousLayout, "still ambiguous")
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, w0 + 10, "the frame holds while nothing changes")
        v.exerciseAmbiguityInLayout()
        XCTAssertEqual(v.frame.width, w0 + 20)
    }

    func testExerciseKeepsOptionalConstraintsAsGood() {
        // x is free (no horizontal position); width >= 100 required and width == 50 at 250:
        // the width is 100 in every best solution (error 50), so only x may move: by 10.
        let (root, v) = constrained { v, root in
            let weak = v.widthAnchor.constraint(equalToConstant: 50)
            weak.priority = .defaultLow
            return [
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                v.heightAnchor.constraint(equalToConstant: 50),
                v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100), weak,
            ]
        }
        XCTAssertTrue(v.hasAmbiguousLayout)
        let before = v.frame
        XCTAssertEqual(before.width, 100)
        v.exerciseAmbiguityInLayout()
        XCTAssertEqual(v.frame, before.offsetBy(dx: 10, dy: 0))
        XCTAssertTrue(v.superview === root)
    }

    func testExerciseLeavesAnUnambiguousLayoutAlone() {
        let (root, v) = constrained { v, root in
            [
                v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                v.heightAnchor.constraint(equalToConstant: 50),
                v.widthAnchor.constraint(equalToConstant: 100),
            ]
        }
        XCTAssertFalse(v.hasAmbiguousLayout)
        v.exerciseAmbiguityInLayout()
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 20, width: 100, height: 50))
        XCTAssertFalse(v.hasAmbiguousLayout)
        // A view laid out by frames (not by constraints) is not moved either.
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(plain)
        plain.exerciseAmbiguityInLayout()
        XCTAssertEqual(plain.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
