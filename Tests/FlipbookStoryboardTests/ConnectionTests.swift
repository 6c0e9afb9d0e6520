import FlipbookStoryboard
import Foundation
import XCTest

/// `<connections>`: outlets (to views, constraints, layout guides, items and placeholders),
/// outlet collections, actions with and without an event, and segues of every kind with their
/// attributes.
final class ConnectionTests: XCTestCase {
    func testOutletsCollectionsAndActions() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s",
                    """
                    <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                    <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                    <connections>
                    <action selector="play:" destination="vc" eventType="touchUpInside" id="a1"/>
                    <action selector="scrub:forEvent:" destination="vc" eventType="valueChanged" id="a2"/>
                    </connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b2"/>
                    </subviews>
                    <constraints>
                    <constraint firstItem="b1" firstAttribute="top" secondItem="g" secondAttribute="top" id="c1"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="g"/>
                    </view>
                    <barButtonItem key="rightBarButtonItem" systemItem="done" id="bbi">
                    <connections>
                    <action selector="done:" destination="vc" id="a3"/>
                    </connections>
                    </barButtonItem>
                    <connections>
                    <outlet property="playButton" destination="b1" id="o1"/>
                    <outlet property="topConstraint" destination="c1" id="o2"/>
                    <outlet property="safeGuide" destination="g" id="o3"/>
                    <outlet property="doneItem" destination="bbi" id="o4"/>
                    <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="o5"/>
                    <outletCollection property="buttons" destination="b2" collectionClass="NSMutableArray" id="o6"/>
                    <outlet property="view" destination="root" id="o7"/>
                    </connections>
                    </viewController>
                    """)))
        let vc = try XCTUnwrap(doc.object(id: "vc"))
        XCTAssertEqual(
            vc.connections,
            [
                .outlet(property: "playButton", destination: "b1", line: 26),
                .outlet(property: "topConstraint", destination: "c1", line: 27),
                .outlet(property: "safeGuide", destination: "g", line: 28),
                .outlet(property: "doneItem", destination: "bbi", line: 29),
                .outletCollection(property: "buttons", destination: "b1", line: 30),
                .outletCollection(property: "buttons", destination: "b2", line: 31),
                .outlet(property: "view", destination: "root", line: 32),
            ])
        XCTAssertEqual(vc.segues, [])
        XCTAssertEqual(
            doc.object(id: "b1")?.connections,
            [
                .action(selector: "play:", destination: "vc", eventType: "touchUpInside", line: 9),
                .action(selector: "scrub:forEvent:", destination: "vc", eventType: "valueChanged", line: 10),
            ])
        // A bar button item's action has no event.
        XCTAssertEqual(
            doc.object(id: "bbi")?.connections,
            [.action(selector: "done:", destination: "vc", eventType: nil, line: 22)])
    }

    /// A XIB's outlets from File's Owner, and an action to it from a control.
    func testXibOwnerOutletsAndActions() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
            <connections>
            <outlet property="view" destination="v" id="o1"/>
            </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="v">
            <subviews>
            <switch opaque="NO" contentMode="scaleToFill" id="sw">
            <connections>
            <action selector="toggled:" destination="-1" eventType="valueChanged" id="a1"/>
            <action selector="copy:" destination="-2" eventType="primaryActionTriggered" id="a2"/>
            </connections>
            </switch>
            </subviews>
            </view>
            </objects>
            </document>
            """
        let doc = try IBText.read(xml, file: "Owner.xib")
        XCTAssertEqual(doc.objects[0].connections, [.outlet(property: "view", destination: "v", line: 5)])
        XCTAssertEqual(
            doc.object(id: "sw")?.connections,
            [
                .action(selector: "toggled:", destination: "-1", eventType: "valueChanged", line: 13),
                .action(selector: "copy:", destination: "-2", eventType: "primaryActionTriggered", line: 14),
            ])
    }

    /// A storyboard whose controller `src` holds `segue` (a `<segue>` element) in its
    /// connections, with a second scene `dst` and the first scene's exit `exit`.
    func segue(_ segue: String) throws -> IBSegue {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s1",
                    """
                    <viewController id="src" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root"/>
                    <connections>
                    \(segue)
                    </connections>
                    </viewController>
                    <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                    """) + "\n" + IBText.scene("s2", "<viewController id=\"dst\" sceneMemberID=\"viewController\"/>")))
        return try XCTUnwrap(doc.object(id: "src")?.segues.first)
    }

    func testSeguesOfEveryKind() throws {
        // The kinds Xcode 6 and later writes, each with a destination and an identifier.
        for kind in [IBSegueKind.show, .showDetail, .presentation, .popoverPresentation, .embed, .custom] {
            let s = try segue(#"<segue destination="dst" kind="\#(kind.rawValue)" identifier="go" id="g"/>"#)
            XCTAssertEqual(s.kind, kind)
            XCTAssertEqual(s.identifier, "go")
            XCTAssertEqual(s.destination, "dst")
            XCTAssertEqual(s.id, "g")
            XCTAssertTrue(s.animates)
            XCTAssertEqual(s.line, 7)
        }
        // The older kinds (iOS 5 to 7): push, modal, replace.
        XCTAssertEqual(try segue(#"<segue destination="dst" kind="push" id="g"/>"#).kind, .push)
        XCTAssertEqual(try segue(#"<segue destination="dst" kind="modal" id="g"/>"#).kind, .modal)
        XCTAssertEqual(
            try segue(#"<segue destination="dst" kind="replace" splitViewControllerIsPrimaryVC="NO" id="g"/>"#).kind,
            .replace)
        // Relationships.
        let root = try segue(
            #"<segue destination="dst" kind="relationship" relationship="rootViewController" id="g"/>"#)
        XCTAssertEqual(root.kind, .relationship)
        XCTAssertEqual(root.relationship, "rootViewController")
        XCTAssertNil(root.identifier)
        let detail = try segue(
            #"<segue destination="dst" kind="relationship" relationship="detailViewController" id="g"/>"#)
        XCTAssertEqual(detail.relationship, "detailViewController")
        // An unwind segue: to the scene's exit, with its action.
        let unwind = try segue(
            #"<segue destination="exit" kind="unwind" identifier="back" unwindAction="unwindToList:" id="g"/>"#)
        XCTAssertEqual(unwind.kind, .unwind)
        XCTAssertEqual(unwind.destination, "exit")
        XCTAssertEqual(unwind.unwindAction, "unwindToList:")
    }

    func testSegueAttributes() throws {
        let present = try segue(
            #"<segue destination="dst" kind="presentation" identifier="p" modalPresentationStyle="formSheet" modalTransitionStyle="partialCurl" animates="NO" id="g"/>"#
        )
        XCTAssertEqual(present.modalPresentationStyle, "formSheet")
        XCTAssertEqual(present.modalTransitionStyle, "partialCurl")
        XCTAssertFalse(present.animates)
        XCTAssertTrue(try segue(#"<segue destination="dst" kind="show" animates="YES" id="g"/>"#).animates)
        let custom = try segue(
            #"<segue destination="dst" kind="custom" customClass="FlipSegue" customModule="Flip" customModuleProvider="target" id="g"/>"#
        )
        XCTAssertEqual(custom.customClass, "FlipSegue")
        XCTAssertEqual(custom.customModule, "Flip")
        let popover = try segue(
            """
            <segue destination="dst" kind="popoverPresentation" popoverAnchorView="root" id="g">
            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
            </segue>
            """)
        XCTAssertEqual(popover.popoverAnchorView, "root")
        let action = try segue(
            #"<segue destination="dst" kind="show" identifier="d" destinationCreationSelector="makeDetail:sender:" id="g"/>"#
        )
        XCTAssertEqual(action.destinationCreationSelector, "makeDetail:sender:")
        // Without an id (some older files): the segue's id is empty.
        XCTAssertEqual(try segue(#"<segue destination="dst" kind="show"/>"#).id, "")
    }

    /// A connection element the reader does not know is said once and skipped; the others
    /// are read.
    func testUnknownConnectionIsAWarning() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <connections>
                <binding keyPath="value" destination="vc" id="x"/>
                <outlet property="delegate" destination="vc" id="o"/>
                </connections>
                """), warnings: true)
        XCTAssertEqual(
            doc.warnings.map(\.description),
            ["t.storyboard:6: warning: <binding>: element not understood here; skipped with its contents"])
        XCTAssertEqual(doc.object(id: "root")?.connections, [.outlet(property: "delegate", destination: "vc", line: 7)])
    }
}
