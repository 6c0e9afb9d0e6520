import FlipbookStoryboard
import Foundation
import XCTest

/// Values: colours in every colour space Xcode writes and by name, fonts of every kind,
/// rectangles, sizes, points, insets, and user-defined runtime attributes of every type.
final class ValueTests: XCTestCase {
    /// The colour of `<color key="backgroundColor" ATTRIBUTES/>` on a view.
    func color(_ attributes: String) throws -> IBColor? {
        let doc = try IBText.read(
            IBText.inView("<subviews><view id=\"a\"><color key=\"backgroundColor\" \(attributes)/></view></subviews>"))
        return doc.object(id: "a")?.colors["backgroundColor"]
    }

    func testColoursInEveryColourSpace() throws {
        // `colorSpace="custom"` names the space in `customColorSpace`.
        XCTAssertEqual(
            try color(#"red="0.1" green="0.2" blue="0.3" alpha="0.4" colorSpace="custom" customColorSpace="sRGB""#),
            .rgb(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4, space: "sRGB"))
        XCTAssertEqual(
            try color(#"red="1" green="0.0" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3""#),
            .rgb(red: 1, green: 0, blue: 0.5, alpha: 1, space: "displayP3"))
        // Older files name the space in `colorSpace` itself.
        XCTAssertEqual(
            try color(#"red="0.0" green="1" blue="0.0" alpha="1" colorSpace="calibratedRGB""#),
            .rgb(red: 0, green: 1, blue: 0, alpha: 1, space: "calibratedRGB"))
        XCTAssertEqual(
            try color(#"red="0.0" green="0.0" blue="1" alpha="1" colorSpace="deviceRGB""#),
            .rgb(red: 0, green: 0, blue: 1, alpha: 1, space: "deviceRGB"))
        // Extended sRGB's components may lie outside 0...1.
        XCTAssertEqual(
            try color(
                #"red="1.2" green="-0.1" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB""#),
            .rgb(red: 1.2, green: -0.1, blue: 0.5, alpha: 1, space: "extendedSRGB"))
        // Greys.
        XCTAssertEqual(
            try color(#"white="0.5" alpha="0.25" colorSpace="calibratedWhite""#),
            .white(white: 0.5, alpha: 0.25, space: "calibratedWhite"))
        XCTAssertEqual(
            try color(#"white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#),
            .white(white: 1, alpha: 1, space: "genericGamma22GrayColorSpace"))
        XCTAssertEqual(
            try color(#"white="0.0" alpha="1" colorSpace="deviceWhite""#),
            .white(white: 0, alpha: 1, space: "deviceWhite"))
        // Left out: alpha 1 (opaque), missing components 0.
        XCTAssertEqual(
            try color(#"red="0.5" colorSpace="custom" customColorSpace="sRGB""#),
            .rgb(red: 0.5, green: 0, blue: 0, alpha: 1, space: "sRGB"))
    }

    func testSystemAndNamedColours() throws {
        XCTAssertEqual(try color(#"systemColor="systemBackgroundColor""#), .system("systemBackgroundColor"))
        // Before Xcode 11: `cocoaTouchSystemColor`.
        XCTAssertEqual(
            try color(#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#),
            .system("groupTableViewBackgroundColor"))
        // Xcode 11 wrote the new name beside the old: the new one is read.
        XCTAssertEqual(
            try color(
                #"xcode11CocoaTouchSystemColor="systemGray6Color" cocoaTouchSystemColor="groupTableViewBackgroundColor""#
            ),
            .system("systemGray6Color"))
        XCTAssertEqual(
            try color(#"systemColor="systemRedColor" cocoaTouchSystemColor="darkTextColor""#), .system("systemRedColor")
        )
        // A colour set of the asset catalog.
        XCTAssertEqual(try color(#"name="Brand Blue""#), .named("Brand Blue"))
    }

    /// The font of `<fontDescription key="fontDescription" ATTRIBUTES/>` on a label.
    func font(_ attributes: String, element: String = "fontDescription") throws -> IBFont? {
        let doc = try IBText.read(
            IBText.inView(
                "<subviews><label id=\"a\"><\(element) key=\"fontDescription\" \(attributes)/></label></subviews>"))
        return doc.object(id: "a")?.fonts["fontDescription"]
    }

    func testFontsOfEveryKind() throws {
        XCTAssertEqual(try font(#"type="system" pointSize="17""#), IBFont(kind: .system, pointSize: 17))
        for weight in ["ultraLight", "thin", "light", "medium", "semibold", "bold", "heavy", "black"] {
            XCTAssertEqual(
                try font(#"type="system" weight="\#(weight)" pointSize="13.5""#),
                IBFont(kind: .system, pointSize: 13.5, weight: weight))
        }
        XCTAssertEqual(try font(#"type="boldSystem" pointSize="20""#), IBFont(kind: .boldSystem, pointSize: 20))
        XCTAssertEqual(try font(#"type="italicSystem" pointSize="11""#), IBFont(kind: .italicSystem, pointSize: 11))
        // A custom font: its PostScript name and family.
        XCTAssertEqual(
            try font(#"name="Menlo-Bold" family="Menlo" pointSize="12""#),
            IBFont(kind: .custom, pointSize: 12, name: "Menlo-Bold", family: "Menlo"))
        // Dynamic Type: the style decides the size (0 when none is written).
        for style in [
            "UICTFontTextStyleLargeTitle", "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1",
            "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3", "UICTFontTextStyleHeadline",
            "UICTFontTextStyleSubhead", "UICTFontTextStyleBody", "UICTFontTextStyleCallout",
            "UICTFontTextStyleFootnote", "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2",
        ] {
            XCTAssertEqual(try font(#"style="\#(style)""#), IBFont(kind: .textStyle, pointSize: 0, textStyle: style))
        }
        XCTAssertEqual(
            try font(#"style="UICTFontTextStyleBody" pointSize="17""#),
            IBFont(kind: .textStyle, pointSize: 17, textStyle: "UICTFontTextStyleBody"))
        // The older `<font>` element with `size=`; no size is 17 points; 0 is "the view's own".
        XCTAssertEqual(
            try font(#"name="Georgia" size="15""#, element: "font"),
            IBFont(kind: .custom, pointSize: 15, name: "Georgia"))
        XCTAssertEqual(try font(#"type="system""#), IBFont(kind: .system, pointSize: 17))
        XCTAssertEqual(try font(#"type="system" pointSize="0.0""#), IBFont(kind: .system, pointSize: 0))
        // No type is the system font.
        XCTAssertEqual(try font(#"pointSize="9""#), IBFont(kind: .system, pointSize: 9))
    }

    /// Rectangles, sizes, points and offsets by key; a frame apart.
    func testGeometryByKey() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <scrollView id="a">
                <rect key="frame" x="1" y="2" width="3" height="4"/>
                <rect key="contentStretch" x="0.25" y="0.25" width="0.5" height="0.5"/>
                <size key="contentSize" width="640" height="1136"/>
                <point key="contentOffset" x="-10" y="20.5"/>
                <offsetWrapper key="searchTextPositionAdjustment" horizontal="4" vertical="-2"/>
                <inset key="scrollIndicatorInsets" minX="1" minY="2" maxX="3" maxY="4"/>
                <edgeInsets key="contentInset" top="10" left="20" bottom="30" right="40"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="16" bottom="2" trailing="24"/>
                <size key="empty"/>
                </scrollView>
                </subviews>
                """))
        let a = try XCTUnwrap(doc.object(id: "a"))
        XCTAssertEqual(a.frame, IBRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(a.rects, ["contentStretch": IBRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)])
        XCTAssertEqual(a.sizes["contentSize"], IBSize(width: 640, height: 1136))
        XCTAssertEqual(a.sizes["empty"], IBSize(width: 0, height: 0))
        XCTAssertEqual(a.points["contentOffset"], IBPoint(x: -10, y: 20.5))
        XCTAssertEqual(a.points["searchTextPositionAdjustment"], IBPoint(x: 4, y: -2))
        XCTAssertEqual(a.insets["scrollIndicatorInsets"], IBInsets(top: 2, left: 1, bottom: 4, right: 3))
        XCTAssertEqual(a.insets["contentInset"], IBInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(a.insets["directionalLayoutMargins"], IBInsets(top: 1, left: 16, bottom: 2, right: 24))
    }

    /// Numbers as Xcode writes them (`0.0`, `-1`, exponents) and the largest finite double.
    func testNumberForms() throws {
        let doc = try IBText.read(
            IBText.inView(
                #"<rect key="bounds" x="-0.0" y="1e2" width="1.7976931348623157e308" height="0.5"/>"#))
        XCTAssertEqual(
            doc.object(id: "root")?.rects["bounds"],
            IBRect(x: 0, y: 100, width: 1.7976931348623157e308, height: 0.5))
    }

    // MARK: - User-defined runtime attributes

    /// One attribute of each type Xcode's identity inspector offers, in Xcode's form.
    func testRuntimeAttributesOfEveryType() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="NO"/>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                <integer key="value" value="12"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                <real key="value" value="0.5"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="card"/>
                <userDefinedRuntimeAttribute type="localizedString" keyPath="placeholderText" value="Search"/>
                <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                <point key="value" x="0.5" y="1"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                <size key="value" width="0.0" height="4"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="rect" keyPath="hitBox">
                <rect key="value" x="-8" y="-8" width="60" height="60"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                <color key="value" systemColor="separatorColor"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="image" keyPath="placeholderImage" value="empty-state"/>
                <userDefinedRuntimeAttribute type="nil" keyPath="layer.contents"/>
                <userDefinedRuntimeAttribute keyPath="untyped" value="text"/>
                </userDefinedRuntimeAttributes>
                """))
        let attributes = try XCTUnwrap(doc.object(id: "root")?.runtimeAttributes)
        XCTAssertEqual(
            attributes.map(\.keyPath),
            [
                "layer.masksToBounds", "isAccessibilityElement", "layer.cornerRadius", "layer.borderWidth",
                "accessibilityIdentifier", "placeholderText", "anchor", "layer.shadowOffset", "hitBox",
                "layer.borderColor", "placeholderImage", "layer.contents", "untyped",
            ])
        XCTAssertEqual(
            attributes.map(\.value),
            [
                .boolean(true), .boolean(false), .number(12), .number(0.5), .string("card"), .string("Search"),
                .point(IBPoint(x: 0.5, y: 1)), .size(IBSize(width: 0, height: 4)),
                .rect(IBRect(x: -8, y: -8, width: 60, height: 60)), .color(.system("separatorColor")),
                .image("empty-state"), .nil,
                // No type is a string.
                .string("text"),
            ])
        XCTAssertEqual(attributes.map(\.line), [6, 7, 8, 11, 14, 15, 16, 19, 22, 25, 28, 29, 30])
    }
}
