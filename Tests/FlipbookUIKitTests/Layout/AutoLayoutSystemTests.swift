import XCTest
import FlipbookCore
import FlipbookText
@testable import FlipbookUIKit

/// A view with a fixed intrinsic content size.
final class SizedView: UIView {
    var size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) {
        size = CGSize(width: w, height: h)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { return nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Hand-solved constraint systems: each expected frame is worked out in the comment.
final class AutoLayoutSystemTests: XCTestCase {
    /// A 375 x 667 root (it translates its mask, so its frame is a fixed input).
    func makeRoot() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }

    func view(in root: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    func testCentring() {
        let root = makeRoot()
        let box = view(in: root)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // x = (375 - 100) / 2 = 137.5, y = (667 - 50) / 2 = 308.5.
        XCTAssertEqual(box.frame, CGRect(x: 137.5, y: 308.5, width: 100, height: 50))
    }

    func testEqualWidthsWithSpacing() {
        let root = makeRoot()
        let a = view(in: root), b = view(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        // 20 + w + 10 + w + 20 = 375, so w = 162.5; b starts at 20 + 162.5 + 10 = 192.5.
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 100, width: 162.5, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 192.5, y: 100, width: 162.5, height: 40))
    }

    func testAspectRatioRoundsEdgesToPixels() {
        let root = makeRoot()
        let v = view(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        root.layoutIfNeeded()
        // width = 375 - 32 = 343; height = 343 * 9 / 16 = 192.9375, so the bottom edge at
        // 292.9375 rounds to the nearest 2x pixel, 293: height 193.
        XCTAssertEqual(v.frame, CGRect(x: 16, y: 100, width: 343, height: 193))
    }

    func testInequalitiesResolvedByPriority() {
        let root = makeRoot()
        let v = view(in: root), w = view(in: root)
        let wide = v.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let small = w.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        small.priority = .defaultLow
        let atLeast = w.widthAnchor.constraint(greaterThanOrEqualToConstant: 120)
        atLeast.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 150),  // required
            wide,
            small, atLeast,
            v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            w.topAnchor.constraint(equalTo: root.topAnchor), w.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            w.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // v: the required <= 150 wins over == 300 at 750, which comes as close as it can: 150.
        XCTAssertEqual(v.frame.width, 150)
        // w: >= 120 at 999 dominates <= 100 at 250: 120.
        XCTAssertEqual(w.frame.width, 120)
    }

    func testMarginsAndSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let vc = UIViewController()
        let root: UIView = vc.view
        root.frame = window.bounds
        window.addSubview(root)
        let bar = view(in: root)
        let inner = view(in: root)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        inner.addSubview(content)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            inner.topAnchor.constraint(equalTo: bar.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 200),
            inner.heightAnchor.constraint(equalToConstant: 100),
            content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: inner.topAnchor, constant: 0),
            content.trailingAnchor.constraint(equalTo: inner.trailingMargin),
            content.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // The window's safe area is 20 at the top; a controller's root view has side margins
        // of 16 in a compact width: bar at (16, 20), 375 - 32 = 343 wide.
        XCTAssertEqual(bar.frame, CGRect(x: 16, y: 20, width: 343, height: 44))
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 64, width: 200, height: 100))
        // A plain view's margins are 8 each side: content from 8 to 200 - 8, down to 100 - 8.
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 0, width: 184, height: 92))
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    func testChainWithALabelsIntrinsicWidth() throws {
        let root = makeRoot()
        let a = view(in: root), b = view(in: root)
        let label = UILabel()
        label.text = "Flipbook lays out"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 60),
            label.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.heightAnchor.constraint(equalToConstant: 30),
            label.centerYAnchor.constraint(equalTo: a.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // The label's width: the text measured by Pango at 17 pt Inter, rounded up to the
        // 2x pixel grid as UILabel rounds it.
        let m = try TextLayout.measure(
            TextContent(text: "Flipbook lays out", font: FontDescription(pointSize: 17)), maxWidth: nil)
        let w = (Double(m.size.width) * 2).rounded(.up) / 2
        let h = (Double(m.size.height) * 2).rounded(.up) / 2
        XCTAssertGreaterThan(w, 100)
        XCTAssertEqual(label.frame.minX, 84)
        XCTAssertEqual(Double(label.frame.width), w)
        XCTAssertEqual(Double(label.frame.height), h)
        XCTAssertEqual(Double(b.frame.minX), 16 + 60 + 8 + w + 8)
    }

    func testActivationOrderDoesNotChangeAFrame() {
        func build(order: [Int]) -> [CGRect] {
            let root = makeRoot()
            let a = view(in: root), b = view(in: root), c = view(in: root)
            let all = [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 7),
                c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 7),
                c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1.0 / 3.0),
                // Ambiguous on purpose: b and c share what is left, with nothing between them.
                c.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 1.0 / 3.0),
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                c.topAnchor.constraint(equalTo: b.bottomAnchor),
                a.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.7),
                c.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1.3),
            ]
            NSLayoutConstraint.activate(order.map { all[$0] })
            root.layoutIfNeeded()
            return [a.frame, b.frame, c.frame]
        }
        let reference = build(order: Array(0..<12))
        var seed: UInt64 = 12345
        for _ in 0..<6 {
            var order = Array(0..<12)
            for i in stride(from: 11, to: 0, by: -1) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                order.swapAt(i, Int(seed >> 33) % (i + 1))
            }
            let frames = build(order: order)
            for (x, y) in zip(reference, frames) {
                XCTAssertEqual(x.minX.bitPattern, y.minX.bitPattern, "order \(order)")
                XCTAssertEqual(x.minY.bitPattern, y.minY.bitPattern, "order \(order)")
                XCTAssertEqual(x.width.bitPattern, y.width.bitPattern, "order \(order)")
                XCTAssertEqual(x.height.bitPattern, y.height.bitPattern, "order \(order)")
            }
        }
    }

    func testUnsatisfiableRequiredPairLogsAndBreaksTheLaterOne() {
        let root = makeRoot()
        let v = view(in: root)
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Activated in the other order: which one breaks depends on which was made later.
        NSLayoutConstraint.activate([second, first])
        LayoutReport.printed = []
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 100, "the constraint made later is broken")
        let messages = LayoutReport.printed
        XCTAssertEqual(messages.count, 1)
        let m = messages.first ?? ""
        XCTAssertTrue(m.contains("Unable to simultaneously satisfy constraints."), m)
        XCTAssertTrue(m.contains("'first'") && m.contains("'second'"), m)
        XCTAssertTrue(m.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'second'"), m)
        // Once per conflict: another layout does not print it again.
        second.constant = 200
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(LayoutReport.printed.count, 1)
    }

    func testOptionalConflictIsNotAnError() {
        let root = makeRoot()
        let v = view(in: root)
        let soft = v.widthAnchor.constraint(equalToConstant: 200)
        soft.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 100), soft,
            v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        LayoutReport.printed = []
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 100, "the lower priority gives way")
        XCTAssertEqual(LayoutReport.printed, [])
    }

    func testNoCommonAncestorIsAStageError() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = UIView(), b = UIView()
        a.accessibilityIdentifier = "left"; b.accessibilityIdentifier = "right"
        window.addSubview(a)
        XCTAssertThrowsError(
            try Stage(window: window).record {
                a.leadingAnchor.constraint(equalTo: b.trailingAnchor).isActive = true
            }
        ) { error in
            guard case StageError.invalidRequest(let what, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(what.contains("UIView:left") && what.contains("UIView:right"), what)
            XCTAssertTrue(what.contains("no common ancestor"), what)
        }
    }

    func testNonFiniteConstantIsAnErrorNamingTheConstraint() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = UIView()
        window.addSubview(a)
        XCTAssertThrowsError(
            try Stage(window: window).record {
                let c = a.widthAnchor.constraint(equalToConstant: 10)
                c.identifier = "cardWidth"
                c.isActive = true
                c.constant = .nan
            }
        ) { error in
            guard case StageError.nonFinite(let property, _, let value, _, _) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(property, "constant of NSLayoutConstraint 'cardWidth'")
            XCTAssertEqual(value, "nan")
        }
    }

    func testConstantChangeTakesTheIncrementalPath() {
        let root = makeRoot()
        let v = view(in: root)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutStorage.engine!
        let rebuilds = engine.rebuilds
        top.constant = 250
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.minY, 250)
        XCTAssertEqual(engine.rebuilds, rebuilds, "a constant change does not rebuild the solver")
        XCTAssertGreaterThan(engine.incrementalUpdates, 0)
    }

    func testViewsWithoutConstraintsKeepTheirFrames() {
        let root = makeRoot()
        let v = UIView(frame: CGRect(x: 3.3, y: 4.4, width: 10.1, height: 20.2))
        root.addSubview(v)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 3.3, y: 4.4, width: 10.1, height: 20.2))
    }

    func testRightToLeftLeadingIsTheRightEdge() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let v = view(in: root)
        v.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // leading is the right edge: maxX = 375 - 20 = 355, so x = 255.
        XCTAssertEqual(v.frame.minX, 255)
    }

    func testSystemLayoutSizeFitting() {
        let card = UIView()
        let a = SizedView(120, 30), b = SizedView(80, 50)
        card.addSubview(a); card.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 10),
        ])
        // Compressed: width 10 + 120 + 10 = 140 (a is the wider), height 10 + 30 + 5 + 50 + 10 = 105.
        XCTAssertEqual(
            card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 140, height: 105))
        // Pulled to 300 wide at a required priority, height still from the content.
        XCTAssertEqual(
            card.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel),
            CGSize(width: 300, height: 105))
    }

    func testAnchorWithOffsetMakesEqualGaps() {
        let root = makeRoot()
        let a = view(in: root), b = view(in: root), c = view(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50), c.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(
                equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            c.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
            c.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // Two equal gaps of (375 - 150) / 2 = 112.5: b at 50 + 112.5 = 162.5.
        XCTAssertEqual(b.frame.minX, 162.5)
    }
}

extension UIView {
    /// The trailing margin anchor through the old initializer, as older code writes it.
    fileprivate var trailingMargin: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailingMargin) }
}

/// Priorities, guides, content sizes: the smaller parts of the API.
final class AutoLayoutAPITests: XCTestCase {
    func testPriorityArithmeticAndDefaults() {
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual(UILayoutPriority(rawValue: 251), UILayoutPriority(251))
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
        let label = UILabel()
        // Made in code: 250 hugging, 750 compression resistance on both axes.
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertTrue(label.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue, 20)
        XCTAssertEqual(NSLayoutConstraint.Attribute.notAnAttribute.rawValue, 0)
    }

    func testAppLayoutGuideAndReadableContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.2),
            spacer.heightAnchor.constraint(equalToConstant: 5),
            v.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            v.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            v.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The guide: 0.2 x 375 = 75 wide; v from 75 to the readable guide's edge, which on a
        // 375-point view is the 8-point margin: 367.
        XCTAssertEqual(spacer.layoutFrame, CGRect(x: 0, y: 10, width: 75, height: 5))
        XCTAssertEqual(v.frame, CGRect(x: 75, y: 15, width: 292, height: 10))
        XCTAssertEqual(root.layoutGuides.count, 1)
        XCTAssertEqual(root.readableContentGuide.layoutFrame, CGRect(x: 8, y: 8, width: 359, height: 651))
    }

    func testMultiLineLabelWrapsWithinItsSolvedWidth() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel()
        label.numberOfLines = 0
        let text = "A label of several lines wraps within the width its constraints give it, as on a phone."
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // Its height is the text wrapped at 335 points, measured by Pango, rounded up to 2x.
        let m = try TextLayout.measure(
            TextContent(text: text, font: FontDescription(pointSize: 17), numberOfLines: 0), maxWidth: 335)
        XCTAssertGreaterThan(m.lineCount, 1)
        XCTAssertEqual(label.frame.width, 335)
        XCTAssertEqual(Double(label.frame.height), (Double(m.size.height) * 2).rounded(.up) / 2)
    }

    func testConstraintsLiveOnTheCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(b)
        let c = b.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        c.isActive = true
        XCTAssertTrue(root.constraints.contains { $0 === c })
        XCTAssertTrue(c.firstItem === b && c.secondItem === root)
        XCTAssertEqual(c.firstAttribute, .leading)
        c.isActive = false
        XCTAssertFalse(root.constraints.contains { $0 === c })
        let w = NSLayoutConstraint(
            item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30)
        b.addConstraint(w)
        XCTAssertTrue(w.isActive)
        XCTAssertTrue(b.constraints.contains { $0 === w })
        b.removeConstraint(w)
        XCTAssertFalse(w.isActive)
    }
}
