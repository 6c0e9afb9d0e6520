@testable import FlipbookStoryboard
import Foundation
import XCTest

/// The reader on damaged and unusual input: every truncation of a document, bytes changed at
/// random, unknown elements and attributes (warnings with their lines), values outside what
/// Xcode writes (errors naming the value and what is accepted), every element the reader
/// knows, and constraints of every attribute, relation and multiplier form read back the same.
final class StoryboardReaderInputTests: XCTestCase {
    static let folder = StoryboardReaderTests.folder

    /// `body` wrapped in a storyboard: a scene whose controller's view holds it. The view's
    /// line is 4, so the first line of `body` is line 6.
    static func document(_ body: String, controller: String = "viewController") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <scenes><scene sceneID="s1"><objects>
        <\(controller) id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        \(body)
        </view></\(controller)>
        </objects></scene></scenes>
        </document>
        """
    }

    static func read(_ xml: String, file: String = "x.storyboard") throws -> IBDocument {
        try StoryboardReader.read(data: Data(xml.utf8), file: file)
    }

    /// The error `xml` gives, as printed.
    static func error(_ xml: String) -> String {
        do {
            _ = try read(xml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Damaged files

    /// Every prefix of a document (a download cut short, a disk filled up) is an error with a
    /// line inside the part that is there, never a crash or a document.
    func testEveryTruncationIsAnErrorWithALineInThePrefix() throws {
        for name in ["CardCell.xib"] {
            let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            let end = try XCTUnwrap(String(decoding: bytes, as: UTF8.self).range(of: "</document>"))
            let whole = String(decoding: bytes, as: UTF8.self)[..<end.lowerBound].utf8.count
            for n in 1..<whole {
                let prefix = Data(bytes[..<n])
                let lines = bytes[..<n].filter { $0 == 10 }.count + 1
                do {
                    _ = try StoryboardReader.read(data: prefix, file: name)
                    XCTFail("\(name) cut at \(n) bytes was read as a document")
                } catch let e as StoryboardError {
                    XCTAssertEqual(e.file, name)
                    XCTAssertTrue((1...lines).contains(e.line), "\(name) cut at \(n): line \(e.line) of \(lines)")
                    XCTAssertFalse(e.message.isEmpty)
                }
            }
        }
    }

    /// Bytes changed at random (a fixed sequence, so the test is the same every run): each
    /// changed file is an error naming a line of the file, or a document.
    func testChangedBytesAreAnErrorOrADocument() throws {
        let original = Array(try Data(contentsOf: Self.folder.appendingPathComponent("Main.storyboard")))
        let lines = original.filter { $0 == 10 }.count + 1
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let replacements: [UInt8] = Array("<>\"=/ &;!?-x0\n".utf8) + [0, 0xFF, 0xC3]
        var errors = 0, documents = 0
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + next() % 3) {
                bytes[next() % bytes.count] = replacements[next() % replacements.count]
            }
            do {
                _ = try StoryboardReader.read(data: Data(bytes), file: "Main.storyboard")
                documents += 1
            } catch let e as StoryboardError {
                errors += 1
                XCTAssertTrue((0...lines).contains(e.line), "line \(e.line): \(e)")
            }
        }
        // Both outcomes are met: a changed byte in a value is often still a document.
        XCTAssertGreaterThan(errors, 0)
        XCTAssertGreaterThan(documents, 0)
    }

    // MARK: - Unknown elements and attributes

    func testUnknownThingsAreWarningsWithTheirLines() throws {
        let doc = try Self.read(
            Self.document(
                """
                <subviews>
                <view contentMode="scaleToFill" shimmer="3" id="a">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <sparkleEffect key="effect" id="z"/>
                </view>
                <hologramView glow="YES" id="b"/>
                </subviews>
                <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" wobble="1" id="c1"/>
                </constraints>
                <confetti count="9"/>
                """))
        XCTAssertEqual(
            doc.warnings.map(\.description),
            [
                "x.storyboard:7: warning: shimmer on <view>: attribute not understood; ignored",
                "x.storyboard:9: warning: <sparkleEffect>: element not understood here; skipped with its contents",
                "x.storyboard:11: warning: <hologramView>: element not understood; read as a plain view (its frame, subviews, constraints and connections)",
                "x.storyboard:11: warning: glow on <hologramView>: attribute not understood; ignored",
                "x.storyboard:14: warning: wobble on <constraint>: attribute not understood; ignored",
                "x.storyboard:16: warning: <confetti>: element not understood here; skipped with its contents",
            ])
        // The rest is read: both views, and the constraint.
        let root = try XCTUnwrap(doc.object(id: "root"))
        XCTAssertEqual(root.subviews.map(\.id), ["a", "b"])
        XCTAssertEqual(root.constraints.map(\.id), ["c1"])
    }

    // MARK: - Wrong values

    /// A value Xcode never writes for an attribute of a closed set is an error naming the
    /// attribute, the value and the accepted values (UIKit's cases, as Xcode names them).
    func testWrongValuesNameWhatIsAccepted() {
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><view contentMode="stretch" id="a"/></subviews>"#)),
            "x.storyboard:6: error: contentMode=\"stretch\" on <view> is not one of scaleToFill, scaleAspectFit, "
                + "scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight"
        )
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><stackView axis="diagonal" id="a"/></subviews>"#)),
            "x.storyboard:6: error: axis=\"diagonal\" on <stackView> is not one of horizontal, vertical")
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><view hidden="yes" id="a"/></subviews>"#)),
            "x.storyboard:6: error: hidden=\"yes\" on <view> is not one of YES, NO")
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><label textAlignment="middle" id="a"/></subviews>"#)),
            "x.storyboard:6: error: textAlignment=\"middle\" on <label> is not one of left, center, right, justified, natural"
        )
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><tableView style="fancy" id="a"/></subviews>"#)),
            "x.storyboard:6: error: style=\"fancy\" on <tableView> is not one of plain, grouped, insetGrouped")
        // Numbers, rectangles, colours, fonts and constraints.
        XCTAssertEqual(
            Self.error(Self.document(#"<subviews><view alpha="half" id="a"/></subviews>"#)),
            "x.storyboard:6: error: alpha=\"half\" on <view> is not a finite number")
        XCTAssertEqual(
            Self.error(Self.document(#"<rect key="bounds" x="0" y="0" width="-3" height="1"/>"#)),
            "x.storyboard:6: error: a rect of negative size (-3.0 x 1.0): a width and a height are 0 or more")
        XCTAssertEqual(
            Self.error(Self.document(#"<color key="backgroundColor" red="2" green="0" blue="0" alpha="1"/>"#)),
            "x.storyboard:6: error: red=\"2.0\" is outside 0...1")
        XCTAssertEqual(
            Self.error(
                Self.document(
                    #"<subviews><label id="a"><fontDescription key="fontDescription" type="wavy" pointSize="17"/></label></subviews>"#
                )),
            "x.storyboard:6: error: font type \"wavy\" is not system, boldSystem or italicSystem")
        XCTAssertEqual(
            Self.error(Self.document(#"<constraints><constraint firstAttribute="middle" id="c"/></constraints>"#)),
            "x.storyboard:6: error: firstAttribute=\"middle\" is not a layout attribute (left, right, top, bottom, "
                + "leading, trailing, width, height, centerX, centerY, baseline (or lastBaseline), firstBaseline, "
                + "leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, "
                + "centerXWithinMargins, centerYWithinMargins)")
        XCTAssertEqual(
            Self.error(
                Self.document(
                    #"<constraints><constraint firstAttribute="width" relation="about" id="c"/></constraints>"#)
            ),
            "x.storyboard:6: error: relation=\"about\" is not equal, lessThanOrEqual or greaterThanOrEqual")
        XCTAssertEqual(
            Self.error(
                Self.document(#"<constraints><constraint firstAttribute="width" priority="0" id="c"/></constraints>"#)),
            "x.storyboard:6: error: priority=\"0.0\" is outside 1...1000")
    }

    /// Every accepted value of every closed-set attribute reads without an error or a
    /// warning, on an element that has the attribute; a value outside the set does not.
    func testEveryAcceptedValueReads() throws {
        let cases: [(element: String, attribute: String)] = [
            ("view", "contentMode"), ("label", "textAlignment"), ("label", "lineBreakMode"),
            ("view", "semanticContentAttribute"), ("scrollView", "contentInsetAdjustmentBehavior"),
            ("button", "contentHorizontalAlignment"), ("button", "contentVerticalAlignment"),
            ("label", "baselineAdjustment"), ("scrollView", "keyboardDismissMode"), ("stackView", "axis"),
            ("stackView", "distribution"), ("stackView", "alignment"), ("tableView", "style"),
            ("tableView", "separatorStyle"), ("view", "hidden"), ("view", "opaque"), ("scrollView", "pagingEnabled"),
        ]
        for (element, attribute) in cases {
            let accepted = try XCTUnwrap(IBVocabulary.acceptedValues(of: attribute, on: element), attribute)
            XCTAssertGreaterThan(accepted.count, 1)
            for value in accepted {
                let doc = try Self.read(
                    Self.document(#"<subviews><\#(element) \#(attribute)="\#(value)" id="a"/></subviews>"#))
                XCTAssertEqual(doc.warnings, [], "\(element) \(attribute)=\(value)")
                XCTAssertEqual(doc.object(id: "a")?.properties[attribute], value)
            }
            let bad = Self.error(Self.document(#"<subviews><\#(element) \#(attribute)="zzz" id="a"/></subviews>"#))
            XCTAssertTrue(bad.hasPrefix("x.storyboard:6: error: \(attribute)=\"zzz\" on <\(element)>"), bad)
        }
        // Attributes outside a closed set are read as written.
        XCTAssertNil(IBVocabulary.acceptedValues(of: "text", on: "label"))
        XCTAssertNil(IBVocabulary.acceptedValues(of: "storyboardIdentifier", on: "viewController"))
    }

    // MARK: - Every element

    /// Each view element the reader knows, as a subview with nothing but its id: read
    /// without a warning, of its UIKit class.
    func testEveryViewElement() throws {
        // Cell content views are only written inside their cells.
        let skipped: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]
        for (element, entry) in IBVocabulary.views.sorted(by: { $0.key < $1.key }) where !skipped.contains(element) {
            let doc = try Self.read(
                Self.document(
                    "<subviews><\(element) id=\"e\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></\(element)></subviews>"
                ))
            let o = try XCTUnwrap(doc.object(id: "e"), element)
            XCTAssertEqual(doc.warnings, [], element)
            XCTAssertEqual(o.element, element)
            XCTAssertEqual(o.uiKitClass, entry.uiKitClass)
            XCTAssertEqual(o.frame, IBRect(x: 1, y: 2, width: 3, height: 4), element)
        }
    }

    /// Each controller element, as the scene's controller.
    func testEveryControllerElement() throws {
        for (element, entry) in IBVocabulary.controllers.sorted(by: { $0.key < $1.key }) {
            let doc = try Self.read(Self.document("", controller: element))
            XCTAssertEqual(doc.warnings, [], element)
            let o = try XCTUnwrap(doc.object(id: "vc"), element)
            XCTAssertEqual(o.element, element)
            XCTAssertEqual(o.uiKitClass, entry.uiKitClass)
            XCTAssertTrue(o.isViewController, element)
            XCTAssertEqual(doc.scenes.first?.objects.first?.id, "vc")
        }
    }

    /// Each other object (items, placeholders, recognizers, layouts), as a scene object.
    func testEveryOtherObjectElement() throws {
        for (element, entry) in IBVocabulary.others.sorted(by: { $0.key < $1.key }) {
            let xml = Self.document("").replacingOccurrences(
                of: "</objects>", with: "<\(element) id=\"o\"/>\n</objects>")
            let doc = try Self.read(xml)
            XCTAssertEqual(doc.warnings, [], element)
            let o = try XCTUnwrap(doc.object(id: "o"), element)
            XCTAssertEqual(o.uiKitClass, entry.uiKitClass)
        }
    }

    // MARK: - Constraints

    /// Constraints of every attribute against every attribute of its axis, each relation,
    /// the multiplier forms (number, `a:b`, `a/b`), constants, priorities and identifiers,
    /// read, written back in Xcode's form, and read again: the same constraint each time,
    /// as worked out from the values written.
    func testConstraintsRoundTrip() throws {
        let attributes = IBLayoutAttribute.allCases
        let relations: [(String?, IBConstraint.Relation)] = [
            (nil, .equal), ("lessThanOrEqual", .lessThanOrEqual), ("greaterThanOrEqual", .greaterThanOrEqual),
        ]
        let multipliers: [(String?, Double)] = [(nil, 1), ("2", 2), ("16:9", 16.0 / 9), ("1/3", 1.0 / 3), ("0.5", 0.5)]
        var lines: [String] = []
        var expected: [IBConstraint] = []
        var k = 0
        for a in attributes {
            for b in attributes where Self.axis(a) == Self.axis(b) {
                let (relationText, relation) = relations[k % relations.count]
                let (multiplierText, multiplier) = multipliers[k % multipliers.count]
                let constant = Double(k % 7) * 4 - 8
                let priority = [1000.0, 999, 750, 250, 1][k % 5]
                let identifier = k % 4 == 0 ? "id\(k)" : nil
                var attrs = "firstItem=\"a\" firstAttribute=\"\(a.rawValue)\""
                if let relationText { attrs += " relation=\"\(relationText)\"" }
                attrs += " secondItem=\"b\" secondAttribute=\"\(b.rawValue)\""
                if let multiplierText { attrs += " multiplier=\"\(multiplierText)\"" }
                if constant != 0 { attrs += " constant=\"\(constant)\"" }
                if priority != 1000 { attrs += " priority=\"\(priority)\"" }
                if let identifier { attrs += " identifier=\"\(identifier)\"" }
                lines.append("<constraint \(attrs) id=\"c\(k)\"/>")
                expected.append(
                    IBConstraint(
                        id: "c\(k)", firstItem: "a", firstAttribute: a, relation: relation, secondItem: "b",
                        secondAttribute: b, multiplier: multiplier, constant: constant, priority: priority,
                        identifier: identifier, container: "root", line: 0))
                k += 1
            }
        }
        // A constant on the view itself (no second item), as Xcode writes a fixed width.
        lines.append("<constraint firstAttribute=\"width\" constant=\"120\" id=\"w\"/>")
        expected.append(
            IBConstraint(
                id: "w", firstItem: "root", firstAttribute: .width, relation: .equal, secondItem: nil,
                secondAttribute: nil, multiplier: 1, constant: 120, priority: 1000, identifier: nil, container: "root",
                line: 0))
        let views = "<subviews><view id=\"a\"/><view id=\"b\"/></subviews>"
        func constraints(_ xml: String) throws -> [IBConstraint] {
            let doc = try Self.read(xml)
            XCTAssertEqual(doc.warnings, [])
            return try XCTUnwrap(doc.object(id: "root")).constraints.map {
                var c = $0
                c.line = 0
                return c
            }
        }
        let first = try constraints(
            Self.document(views + "\n<constraints>\n" + lines.joined(separator: "\n") + "\n</constraints>"))
        XCTAssertEqual(first.count, expected.count)
        for (got, want) in zip(first, expected) { XCTAssertEqual(got, want) }
        // Written back as Xcode writes them (ratios as a decimal, defaults left out) and read again.
        let written = first.map(Self.xml).joined(separator: "\n")
        let second = try constraints(Self.document(views + "\n<constraints>\n" + written + "\n</constraints>"))
        XCTAssertEqual(second, first)
        // The baseline's older spelling is the same attribute.
        let older = try constraints(
            Self.document(
                views
                    + "<constraints><constraint firstItem=\"a\" firstAttribute=\"lastBaseline\" secondItem=\"b\" secondAttribute=\"baseline\" id=\"x\"/></constraints>"
            ))
        XCTAssertEqual(older.first?.firstAttribute, .lastBaseline)
        XCTAssertEqual(older.first?.secondAttribute, .lastBaseline)
    }

    static func axis(_ a: IBLayoutAttribute) -> Int {
        switch a {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return 0
        default: return 1
        }
    }

    /// A constraint in Xcode's form.
    static func xml(_ c: IBConstraint) -> String {
        var s = "<constraint"
        if c.firstItem != c.container || c.secondItem != nil { s += " firstItem=\"\(c.firstItem)\"" }
        s += " firstAttribute=\"\(c.firstAttribute.rawValue)\""
        if c.relation != .equal { s += " relation=\"\(c.relation.rawValue)\"" }
        if let item = c.secondItem { s += " secondItem=\"\(item)\"" }
        if let a = c.secondAttribute { s += " secondAttribute=\"\(a.rawValue)\"" }
        if c.multiplier != 1 { s += " multiplier=\"\(c.multiplier)\"" }
        if c.constant != 0 { s += " constant=\"\(c.constant)\"" }
        if c.priority != 1000 { s += " priority=\"\(c.priority)\"" }
        if let i = c.identifier { s += " identifier=\"\(i)\"" }
        return s + " id=\"\(c.id)\"/>"
    }
}
