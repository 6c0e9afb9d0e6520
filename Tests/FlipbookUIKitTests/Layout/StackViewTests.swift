import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Stack views of each distribution and alignment against hand-computed frames. The three
/// arranged views have intrinsic sizes 40 x 20, 60 x 30 and 100 x 40 (200 long in all), with
/// 10 points of spacing, in a 320 x 100 stack (a fixed frame).
final class StackViewTests: XCTestCase {
    func makeStack(
        _ axis: NSLayoutConstraint.Axis = .horizontal, _ distribution: UIStackView.Distribution = .fill,
        _ alignment: UIStackView.Alignment = .fill, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 100)
    ) -> (UIView, UIStackView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let views = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        root.addSubview(stack)
        return (root, stack, views)
    }

    func frames(_ root: UIView, _ views: [UIView]) -> [CGRect] {
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    func testFill() {
        let (root, _, v) = makeStack()
        // 320 - 200 - 20 = 100 spare: the last view stretches (ties go by index): 100 + 100.
        XCTAssertEqual(
            frames(root, v),
            [
                CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 50, y: 0, width: 60, height: 100),
                CGRect(x: 120, y: 0, width: 200, height: 100),
            ])
    }

    func testFillEqually() {
        let (root, _, v) = makeStack(.horizontal, .fillEqually)
        // (320 - 20) / 3 = 100 each.
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 110, 220])
        XCTAssertEqual(frames(root, v).map(\.width), [100, 100, 100])
    }

    func testFillProportionally() {
        let (root, _, v) = makeStack(.horizontal, .fillProportionally)
        // 300 points shared 40 : 60 : 100 = 60, 90, 150.
        XCTAssertEqual(frames(root, v).map(\.width), [60, 90, 150])
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 70, 170])
    }

    /// A nested stack, which has no intrinsic size, takes its share from the length its views
    /// want along the row: a column of views 990 and 500 wide beside a 280-point view shares
    /// 311 points 280 : 990 (68.57 and 242.43; the simulator's picture of an image beside a
    /// column of wrapping labels splits 311 points so, by the labels' one-line width). The share
    /// follows the column's views when their sizes change.
    func testFillProportionallyWithANestedStack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let wide = SizedView(500, 20)
        let column = UIStackView(arrangedSubviews: [wide, SizedView(990, 20)])
        column.axis = .vertical
        let image = SizedView(280, 280)
        let row = UIStackView(arrangedSubviews: [image, column])
        row.distribution = .fillProportionally
        row.alignment = .top
        row.spacing = 24
        row.frame = CGRect(x: 0, y: 0, width: 335, height: 160)
        root.addSubview(row)
        root.layoutIfNeeded()
        XCTAssertEqual(image.frame.width, 311 * 280 / 1270, accuracy: 0.25, "on the half-point grid")
        XCTAssertEqual(column.frame.width, 311 * 990 / 1270, accuracy: 0.25)
        XCTAssertEqual(column.naturalLength(along: .horizontal), 990)
        XCTAssertEqual(column.naturalLength(along: .vertical), 40)
        // The wider view now sets the column's length: 311 x 280 / (280 + 1300).
        wide.size = CGSize(width: 1300, height: 20)
        wide.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(image.frame.width, 311 * 280 / 1580, accuracy: 0.25)
    }

    func testEqualSpacing() {
        let (root, _, v) = makeStack(.horizontal, .equalSpacing)
        // Views at their sizes, 120 spare in two equal gaps of 60.
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 100, 220])
        XCTAssertEqual(frames(root, v).map(\.width), [40, 60, 100])
    }

    func testEqualCentering() {
        let (root, _, v) = makeStack(.horizontal, .equalCentering)
        // Centres 20 and 270 at the ends, the middle one at 145: x = 145 - 30 = 115.
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 115, 220])
    }

    func testAlignments() {
        // Heights 20, 30, 40 in a 100-point-high row.
        let expected: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 30, 40]),
            (.center, [40, 35, 30], [20, 30, 40]),
            (.bottom, [80, 70, 60], [20, 30, 40]),
        ]
        for (alignment, ys, hs) in expected {
            let (root, _, v) = makeStack(.horizontal, .fill, alignment)
            let f = frames(root, v)
            XCTAssertEqual(f.map(\.minY), ys, "\(alignment)")
            XCTAssertEqual(f.map(\.height), hs, "\(alignment)")
        }
    }

    func testBaselineAlignmentHugsTheTallest() {
        // Views without text have their baselines at their bottom edges. The stack is placed
        // by constraints with no height: it hugs the tallest view (40), and every bottom lines
        // up with the first view's: y = 40 - h.
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let v = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
            let stack = UIStackView(arrangedSubviews: v)
            stack.alignment = alignment
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame, CGRect(x: 0, y: 100, width: 220, height: 40), "\(alignment)")
            XCTAssertEqual(v.map(\.frame.minY), [20, 10, 0], "\(alignment)")
        }
    }

    func testVerticalEqualSpacingCentred() {
        let (root, _, v) = makeStack(
            .vertical, .equalSpacing, .center, frame: CGRect(x: 0, y: 0, width: 100, height: 320))
        // Heights 20 + 30 + 40 = 90, 230 spare in two gaps of 115: y 0, 135, 280; centred
        // across: x = 50 - w / 2.
        let f = frames(root, v)
        XCTAssertEqual(f.map(\.minY), [0, 135, 280])
        XCTAssertEqual(f.map(\.minX), [30, 20, 0])
    }

    func testHiddenViewCollapses() {
        let (root, _, v) = makeStack()
        v[1].isHidden = true
        // a at 0 (40), the hidden one 0 wide at 40, c from 50 to 320.
        let f = frames(root, v)
        XCTAssertEqual(f[0], CGRect(x: 0, y: 0, width: 40, height: 100))
        XCTAssertEqual(f[1].width, 0)
        XCTAssertEqual(f[2], CGRect(x: 50, y: 0, width: 270, height: 100))
    }

    func testCustomSpacing() {
        let (root, stack, v) = makeStack()
        stack.setCustomSpacing(30, after: v[0])
        XCTAssertEqual(stack.customSpacing(after: v[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: v[1]), UIStackView.spacingUseDefault)
        // a 0...40, 30, b 70...130, 10, c 140...320.
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 70, 140])
        XCTAssertEqual(frames(root, v)[2].width, 180)
    }

    func testSystemSpacing() {
        let (root, stack, v) = makeStack()
        stack.spacing = UIStackView.spacingUseSystem
        // The standard 8 points: a 0...40, b 48...108, c 116...320.
        XCTAssertEqual(frames(root, v).map(\.minX), [0, 48, 116])
    }

    func testLayoutMarginsRelativeArrangement() {
        let (root, stack, v) = makeStack(.horizontal, .fillEqually, frame: CGRect(x: 0, y: 0, width: 340, height: 100))
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        // Inside 10...330 (320 wide): 100 each at 10, 120, 230; 5...95 high.
        let f = frames(root, v)
        XCTAssertEqual(f.map(\.minX), [10, 120, 230])
        XCTAssertEqual(f[0].minY, 5)
        XCTAssertEqual(f[0].height, 90)
    }

    func testArrangedSubviewsBookkeeping() {
        let (root, stack, v) = makeStack()
        stack.removeArrangedSubview(v[1])
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(v[1].superview === stack, "still a subview")
        stack.insertArrangedSubview(v[1], at: 0)
        XCTAssertTrue(stack.arrangedSubviews[0] === v[1])
        v[2].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.count, 2, "leaving the stack stops arranging it")
        // b (60) at 0, a (40) stretched: 320 - 60 - 10 = 250 wide at 70.
        let f = frames(root, [v[1], v[0]])
        XCTAssertEqual(f.map(\.minX), [0, 70])
        XCTAssertEqual(f[1].width, 250)
    }

    func testHidingInsideAnAnimationAnimatesTheCollapse() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = [SizedView(40, 20), SizedView(60, 30), SizedView(100, 40)]
        v[2].accessibilityIdentifier = "c"
        let stack = UIStackView(arrangedSubviews: v)
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        stack.spacing = 10
        window.addSubview(stack)
        window.layoutIfNeeded()
        let t = try Stage(window: window).record {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v[1].isHidden = true })
        }
        // c goes from 120...320 to 50...320: its centre x from 220 to 185, 202.5 at D/2.
        XCTAssertEqual(try t.layer("c", at: 0).position.x, 220, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 0.5).position.x, 202.5, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("c", at: 1).position.x, 185, accuracy: 1e-9)
    }
}
