@testable import FlipbookStoryboard
import Foundation
import XCTest

/// Constraints in each form Xcode writes them (beside the round trip of every attribute
/// pair in `StoryboardReaderInputTests`), and layout guides of every kind.
final class LayoutTests: XCTestCase {
    /// The constraints the root view holds, with `<subviews>` a, b and a safe area guide.
    func constraints(_ lines: String) throws -> [IBConstraint] {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews><view id="a"/><view id="b"/></subviews>
                <constraints>
                \(lines)
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
                """))
        return try XCTUnwrap(doc.object(id: "root")).constraints
    }

    func testConstraintForms() throws {
        let c = try constraints(
            """
            <constraint firstItem="a" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c0"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" constant="-8.5" id="c1"/>
            <constraint firstAttribute="height" constant="44" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="4:3" id="c3"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="0.5" priority="750" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" relation="greaterThanOrEqual" secondItem="a" secondAttribute="bottom" constant="8" symbolic="YES" id="c5"/>
            <constraint firstItem="b" firstAttribute="height" relation="lessThanOrEqual" constant="200" priority="999" identifier="maxHeight" id="c6"/>
            <constraint firstAttribute="width" secondAttribute="height" multiplier="16:9" id="c7"/>
            <constraint firstItem="b" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" priority="1" placeholder="YES" id="c8"/>
            <constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="bottomMargin" priority="250.5" id="c9"/>
            """)
        func constraint(
            _ id: String, _ first: String, _ a: IBLayoutAttribute, _ second: String?, _ b: IBLayoutAttribute?,
            relation: IBConstraint.Relation = .equal, multiplier: Double = 1, constant: Double = 0,
            priority: Double = 1000, identifier: String? = nil, line: Int
        ) -> IBConstraint {
            IBConstraint(
                id: id, firstItem: first, firstAttribute: a, relation: relation, secondItem: second, secondAttribute: b,
                multiplier: multiplier, constant: constant, priority: priority, identifier: identifier,
                container: "root", line: line)
        }
        XCTAssertEqual(
            c,
            [
                constraint("c0", "a", .leading, "safe", .leading, constant: 16, line: 7),
                constraint("c1", "safe", .trailing, "a", .trailing, constant: -8.5, line: 8),
                // No first item: the view that holds it.
                constraint("c2", "root", .height, nil, nil, constant: 44, line: 9),
                constraint("c3", "a", .width, "a", .height, multiplier: 4.0 / 3.0, line: 10),
                constraint("c4", "b", .width, "a", .width, multiplier: 0.5, priority: 750, line: 11),
                constraint("c5", "b", .top, "a", .bottom, relation: .greaterThanOrEqual, constant: 8, line: 12),
                constraint(
                    "c6", "b", .height, nil, nil, relation: .lessThanOrEqual, constant: 200, priority: 999,
                    identifier: "maxHeight", line: 13),
                // An aspect ratio on the holder: a second attribute with no second item.
                constraint("c7", "root", .width, nil, .height, multiplier: 16.0 / 9.0, line: 14),
                constraint("c8", "b", .centerX, "root", .centerX, priority: 1, line: 15),
                constraint("c9", "b", .bottom, "root", .bottomMargin, priority: 250.5, line: 16),
            ])
    }

    /// The priority's edges: 1 and 1000 are accepted, 0 and 1001 are not.
    func testPriorityRange() throws {
        XCTAssertEqual(
            try constraints(#"<constraint firstAttribute="width" priority="1000" id="c"/>"#).first?.priority, 1000)
        XCTAssertEqual(try constraints(#"<constraint firstAttribute="width" priority="1" id="c"/>"#).first?.priority, 1)
        XCTAssertEqual(
            IBText.error(
                IBText.inView(
                    #"<constraints><constraint firstAttribute="width" priority="1001" id="c"/></constraints>"#)),
            "t.storyboard:5: error: priority=\"1001.0\" is outside 1...1000")
    }

    /// The layout guides: the safe area, a scroll view's content and frame guides, and the
    /// older top and bottom layout guides of a controller, each by id; constraints and
    /// outlets may name them.
    func testLayoutGuidesOfEveryKind() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s",
                    """
                    <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                    <subviews>
                    <scrollView id="sc">
                    <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                    </scrollView>
                    </subviews>
                    <constraints>
                    <constraint firstItem="sc" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="sc" secondAttribute="bottom" id="c2"/>
                    <constraint firstItem="sc" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c3"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                    </viewController>
                    """)))
        XCTAssertEqual(
            doc.object(id: "vc")?.layoutGuides,
            [IBLayoutGuide(id: "top", key: "top"), IBLayoutGuide(id: "bottom", key: "bottom")])
        XCTAssertEqual(doc.object(id: "root")?.layoutGuides, [IBLayoutGuide(id: "safe", key: "safeArea")])
        XCTAssertEqual(
            doc.object(id: "sc")?.layoutGuides,
            [
                IBLayoutGuide(id: "content", key: "contentLayoutGuide"),
                IBLayoutGuide(id: "frame", key: "frameLayoutGuide"),
            ])
        XCTAssertEqual(doc.object(id: "root")?.constraints.map(\.firstItem), ["sc", "bottom", "sc"])
        XCTAssertEqual(doc.object(id: "root")?.constraints.map(\.secondItem), ["top", "sc", "safe"])
    }

    /// Constraints held by a subview, and the content-hugging and compression priorities.
    func testConstraintsHeldBySubviews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1000" id="img">
                <constraints>
                <constraint firstAttribute="width" secondItem="img" secondAttribute="height" multiplier="1:1" id="ratio"/>
                <constraint firstAttribute="height" constant="200" id="h"/>
                </constraints>
                </imageView>
                </subviews>
                """))
        let img = try XCTUnwrap(doc.object(id: "img"))
        XCTAssertEqual(img.constraints.map(\.container), ["img", "img"])
        XCTAssertEqual(img.constraints.map(\.firstItem), ["img", "img"])
        XCTAssertEqual(img.constraints[0].secondItem, "img")
        XCTAssertEqual(img.constraints[0].multiplier, 1)
        XCTAssertEqual(img.constraints[1].constant, 200)
        XCTAssertEqual(
            [
                img.number("horizontalHuggingPriority"), img.number("verticalHuggingPriority"),
                img.number("horizontalCompressionResistancePriority"),
                img.number("verticalCompressionResistancePriority"),
            ], [251, 252, 749, 1000])
        XCTAssertEqual(doc.object(id: "root")?.constraints, [])
    }
}
