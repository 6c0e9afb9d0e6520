import XCTest

@testable import FlipbookLayout

/// The examples of Apple's Auto Layout Guide (appendix "Visual Format Language"), each with the
/// constraints it stands for, and formats that must not parse.
final class VisualFormatTests: XCTestCase {
    typealias C = VisualFormatConstraint
    let sv = VisualFormatConstraint.Item.superview
    func v(_ name: String) -> VisualFormatConstraint.Item { .view(name) }

    func testStandardSpace() throws {
        // "[button]-[textField]": textField's leading 8 (standard) after button's trailing.
        XCTAssertEqual(
            try VisualFormat.parse("[button]-[textField]"),
            [C(v("textField"), .leading, .equal, v("button"), .trailing, constant: 8, spacing: .standardSibling)])
    }

    func testWidthConstraint() throws {
        XCTAssertEqual(
            try VisualFormat.parse("[button(>=50)]"),
            [C(v("button"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)])
    }

    func testConnectionToSuperview() throws {
        XCTAssertEqual(
            try VisualFormat.parse("|-50-[purpleBox]-50-|"),
            [
                C(v("purpleBox"), .leading, .equal, sv, .leading, constant: 50),
                C(sv, .trailing, .equal, v("purpleBox"), .trailing, constant: 50),
            ])
    }

    func testVerticalLayout() throws {
        XCTAssertEqual(
            try VisualFormat.parse("V:[topField]-10-[bottomField]"),
            [C(v("bottomField"), .top, .equal, v("topField"), .bottom, constant: 10)])
    }

    func testFlushViews() throws {
        XCTAssertEqual(
            try VisualFormat.parse("[maroonView][blueView]"),
            [C(v("blueView"), .leading, .equal, v("maroonView"), .trailing)])
    }

    func testPriority() throws {
        XCTAssertEqual(
            try VisualFormat.parse("[button(100@20)]"),
            [C(v("button"), .width, .equal, nil, .notAnAttribute, constant: 100, priority: 20)])
    }

    func testEqualWidths() throws {
        XCTAssertEqual(
            try VisualFormat.parse("[button1(==button2)]"),
            [C(v("button1"), .width, .equal, v("button2"), .width)])
    }

    func testMultiplePredicates() throws {
        XCTAssertEqual(
            try VisualFormat.parse("[flexibleButton(>=70,<=100)]"),
            [
                C(v("flexibleButton"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 70),
                C(v("flexibleButton"), .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100),
            ])
    }

    func testACompleteLineOfLayout() throws {
        // Standard spacing: 20 to the superview's edges, 8 between the views.
        XCTAssertEqual(
            try VisualFormat.parse("|-[find]-[findNext]-[findField(>=20)]-|"),
            [
                C(v("find"), .leading, .equal, sv, .leading, constant: 20, spacing: .standardSuperview),
                C(v("findNext"), .leading, .equal, v("find"), .trailing, constant: 8, spacing: .standardSibling),
                C(v("findField"), .leading, .equal, v("findNext"), .trailing, constant: 8, spacing: .standardSibling),
                C(v("findField"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20),
                C(sv, .trailing, .equal, v("findField"), .trailing, constant: 20, spacing: .standardSuperview),
            ])
    }

    func testMetricsPrioritiesAndRelationsInConnections() throws {
        let parsed = try VisualFormat.parse(
            "H:|-margin-[a(>=50@750)]-(>=8,<=gap@high)-[b(==a)]|", metrics: ["margin": 16, "gap": 30, "high": 999],
            views: ["a", "b"])
        XCTAssertEqual(
            parsed,
            [
                C(v("a"), .leading, .equal, sv, .leading, constant: 16),
                C(v("a"), .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50, priority: 750),
                C(v("b"), .leading, .greaterThanOrEqual, v("a"), .trailing, constant: 8),
                C(v("b"), .leading, .lessThanOrEqual, v("a"), .trailing, constant: 30, priority: 999),
                C(v("b"), .width, .equal, v("a"), .width),
                C(sv, .trailing, .equal, v("b"), .trailing),
            ])
        // Negative constants and numbers with fractions and exponents inside parentheses.
        XCTAssertEqual(
            try VisualFormat.parse("V:|-(-4.5)-[a(2.5e1)]"),
            [
                C(v("a"), .top, .equal, sv, .top, constant: -4.5),
                C(v("a"), .height, .equal, nil, .notAnAttribute, constant: 25),
            ])
    }

    func testWhiteSpaceBetweenTokensIsSkipped() throws {
        XCTAssertEqual(
            try VisualFormat.parse("H: | - 8 - [ a ( >= 50 @ 750 , <= w ) ] - [b] |", metrics: ["w": 90]),
            try VisualFormat.parse("H:|-8-[a(>=50@750,<=w)]-[b]|", metrics: ["w": 90]))
    }

    func testDirectionsAndAlignment() throws {
        XCTAssertEqual(
            try VisualFormat.parse("|-8-[a]-[b]", options: .init(direction: .leftToRight)),
            [
                C(v("a"), .left, .equal, sv, .left, constant: 8),
                C(v("b"), .left, .equal, v("a"), .right, constant: 8, spacing: .standardSibling),
            ])
        // Right to left: a is right of the superview's right edge by -8, b left of a.
        XCTAssertEqual(
            try VisualFormat.parse("|-8-[a]-[b]", options: .init(direction: .rightToLeft)),
            [
                C(sv, .right, .equal, v("a"), .right, constant: 8),
                C(v("a"), .left, .equal, v("b"), .right, constant: 8, spacing: .standardSibling),
            ])
        XCTAssertEqual(
            try VisualFormat.parse("[a][b][c]", options: .init(alignment: [.top, .bottom])),
            [
                C(v("b"), .leading, .equal, v("a"), .trailing),
                C(v("c"), .leading, .equal, v("b"), .trailing),
                C(v("a"), .top, .equal, v("b"), .top),
                C(v("b"), .top, .equal, v("c"), .top),
                C(v("a"), .bottom, .equal, v("b"), .bottom),
                C(v("b"), .bottom, .equal, v("c"), .bottom),
            ])
        XCTAssertThrowsError(try VisualFormat.parse("[a][b]", options: .init(alignment: [.leading])))
        XCTAssertThrowsError(try VisualFormat.parse("V:[a][b]", options: .init(alignment: [.centerY])))
        XCTAssertEqual(
            try VisualFormat.parse("V:[a][b]", options: .init(alignment: [.centerX])).last,
            C(v("a"), .centerX, .equal, v("b"), .centerX))
    }

    func testVisualFormatSolvesToTheHandComputedFrames() throws {
        // "|-[find]-[findNext]-[findField(>=20)]-|" in a 375-wide superview, find and findNext
        // 60 wide: find.x = 20, findNext.x = 20 + 60 + 8 = 88, findField.x = 88 + 60 + 8 = 156,
        // findField.width = 375 - 20 - 156 = 199.
        let s = LayoutSolver()
        var x: [String: LayoutVariable] = [:]
        var w: [String: LayoutVariable] = [:]
        for name in ["find", "findNext", "findField"] {
            x[name] = s.makeVariable(name + ".x")
            w[name] = s.makeVariable(name + ".w")
        }
        func expression(_ item: VisualFormatConstraint.Item?, _ a: LayoutAttribute) -> LinearExpression {
            switch item {
            case .superview?: return LinearExpression(a == .trailing ? 375 : 0)
            case .view(let n)?:
                switch a {
                case .leading: return LinearExpression(x[n]!)
                case .trailing: return x[n]! + w[n]!
                default: return LinearExpression(w[n]!)
                }
            case nil: return LinearExpression()
            }
        }
        for c in try VisualFormat.parse("|-[find]-[findNext]-[findField(>=20)]-|") {
            let rhs = expression(c.secondItem, c.secondAttribute) * c.multiplier + c.constant
            try s.add(
                LayoutConstraint(expression(c.firstItem, c.firstAttribute), c.relation, rhs, priority: c.priority))
        }
        try s.add(LayoutConstraint(w["find"]!, .equal, 60))
        try s.add(LayoutConstraint(w["findNext"]!, .equal, 60))
        XCTAssertEqual(s.value(of: x["find"]!), 20)
        XCTAssertEqual(s.value(of: x["findNext"]!), 88)
        XCTAssertEqual(s.value(of: x["findField"]!), 156)
        XCTAssertEqual(s.value(of: w["findField"]!), 199)
    }

    private func expectError(
        _ format: String, at offset: Int, _ reason: String? = nil, metrics: [String: Double] = [:],
        views: Set<String>? = nil, line: UInt = #line
    ) {
        XCTAssertThrowsError(try VisualFormat.parse(format, metrics: metrics, views: views), line: line) { error in
            guard let e = error as? VisualFormatError else { return XCTFail("\(error)", line: line) }
            XCTAssertEqual(e.offset, offset, "\(e)", line: line)
            XCTAssertEqual(e.format, format, line: line)
            if let reason { XCTAssertEqual(e.reason, reason, line: line) }
            XCTAssertTrue(e.description.hasPrefix("Unable to parse constraint format: \n"), line: line)
            XCTAssertTrue(e.description.hasSuffix("\n" + String(repeating: " ", count: offset) + "^"), line: line)
        }
    }

    func testBadFormatsNameTheOffendingCharacter() {
        expectError("", at: 0, "Expected a view")
        expectError("[", at: 1, "Expected a view name")
        expectError("[a", at: 2, "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        expectError(
            "[a(50]", at: 5, "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        expectError("V[a]", at: 1, "Expected ':' after 'V' to specify vertical arrangement")
        expectError("[a]-", at: 4, "Expected a view or '|'")
        expectError("H:[a]]", at: 5)
        expectError("X:[a]", at: 0, "Expected 'H' or 'V' before ':'")
        expectError("[a(>=)]", at: 5, "Expected a number or a metric name")
        expectError("[a(>50)]", at: 4, "Unknown relation. Must be ==, >=, or <=")
        expectError("[a(>=50@0)]", at: 8)
        expectError("[a(>=50@1001)]", at: 8)
        expectError("[a]-pad-[b]", at: 4, "pad is not a key in the metrics dictionary.")
        expectError("[a]-(b)-[c]", at: 5, "b is not a key in the metrics dictionary.")
        expectError("|[a]|x", at: 5, "Expected the end of the format after '|'")
        expectError("|-|", at: 2)
        expectError("[a b]", at: 3)
        expectError("[1a]", at: 1, "Expected a view name")
        expectError("[a(==b)]", at: 5, views: ["a"])
        expectError("[a][c]", at: 4, "c is not a key in the views dictionary.", views: ["a", "b"])
        expectError("[a]-8", at: 5, "Expected '-' after the spacing")
        expectError("[a(50,)]", at: 6)
        expectError("[a]-(1e999)-[b]", at: 5, "Number 1e999 is out of range")
        expectError("[a(w)]", at: 3, "Metric w is not a finite number", metrics: ["w": .nan])
    }
}
