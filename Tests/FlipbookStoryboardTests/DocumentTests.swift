import FlipbookStoryboard
import Foundation
import XCTest

/// The document element, its scenes, a XIB's top-level objects, placeholders and the
/// resources: each value read off the text written here.
final class DocumentTests: XCTestCase {
    func testStoryboardDocumentAttributes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <!--View Controller-->
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" customClass="ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="130" y="-34"/>
                    </scene>
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """
        let doc = try IBText.read(xml, file: "Main.storyboard")
        XCTAssertEqual(doc.file, "Main.storyboard")
        XCTAssertEqual(doc.kind, .storyboard)
        XCTAssertEqual(doc.toolsVersion, "32700.99.1234")
        XCTAssertEqual(doc.initialViewController, "BYZ-38-t0r")
        XCTAssertTrue(doc.useAutolayout)
        XCTAssertTrue(doc.useSafeAreas)
        XCTAssertEqual(doc.device, "retina6_12")
        XCTAssertNil(doc.tintColor)
        XCTAssertEqual(doc.scenes.count, 1)
        let scene = doc.scenes[0]
        XCTAssertEqual(scene.id, "tne-QT-ifu")
        XCTAssertEqual(scene.line, 13)
        XCTAssertEqual(scene.objects.map(\.element), ["viewController", "placeholder"])
        XCTAssertEqual(scene.viewController?.id, "BYZ-38-t0r")
        XCTAssertEqual(scene.viewController?.line, 15)
        XCTAssertEqual(scene.objects[1].properties["placeholderIdentifier"], "IBFirstResponder")
        XCTAssertEqual(scene.objects[1].uiKitClass, "NSObject")
        XCTAssertEqual(doc.objects, [])
        XCTAssertEqual(
            doc.systemColors["systemBackgroundColor"],
            .white(white: 1, alpha: 1, space: "genericGamma22GrayColorSpace"))
        // Every object, depth first, parents before children.
        XCTAssertEqual(doc.allObjects().map(\.id), ["BYZ-38-t0r", "8bC-Xf-vdC", "dkx-z0-nzr"])
        XCTAssertEqual(doc.object(id: "8bC-Xf-vdC")?.key, "view")
        XCTAssertNil(doc.object(id: "nothing"))
    }

    /// Without `useAutolayout`, `useSafeAreas`, a device or an initial controller (an old
    /// springs-and-struts file): each is absent.
    func testDefaultsOfAnOldDocument() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="s"><objects><viewController id="v"/></objects></scene></scenes>
            </document>
            """
        let doc = try IBText.read(xml)
        XCTAssertFalse(doc.useAutolayout)
        XCTAssertFalse(doc.useSafeAreas)
        XCTAssertNil(doc.device)
        XCTAssertNil(doc.initialViewController)
        XCTAssertEqual(doc.toolsVersion, "6254")
    }

    /// The document's global tint (the File inspector's), written at the top level.
    func testDocumentTint() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene("s", "<viewController id=\"v\"/>"),
                extra:
                    #"<color key="tintColor" red="0.9" green="0.1" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
            ))
        XCTAssertEqual(doc.tintColor, .rgb(red: 0.9, green: 0.1, blue: 0.3, alpha: 1, space: "sRGB"))
    }

    /// Several scenes, each with its controller, first responder and exit; the controller is
    /// found by its storyboard identifier.
    func testScenesAndTheirObjects() throws {
        let scenes = [
            IBText.scene(
                "s1",
                """
                <viewController storyboardIdentifier="List" title="Cards" id="a" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="a-fr" sceneMemberID="firstResponder"/>
                <exit id="a-ex" userLabel="Exit" sceneMemberID="exit"/>
                """),
            IBText.scene(
                "s2",
                """
                <placeholder placeholderIdentifier="IBFirstResponder" id="b-fr" sceneMemberID="firstResponder"/>
                <tableViewController storyboardIdentifier="Settings" id="b" sceneMemberID="viewController"/>
                <tapGestureRecognizer id="b-tap"/>
                """),
        ]
        let doc = try IBText.read(IBText.storyboard(scenes.joined(separator: "\n"), initial: "a"))
        XCTAssertEqual(doc.scenes.map(\.id), ["s1", "s2"])
        XCTAssertEqual(doc.scenes[0].objects.map(\.id), ["a", "a-fr", "a-ex"])
        XCTAssertEqual(
            doc.scenes[0].objects.map(\.uiKitClass), ["UIViewController", "NSObject", "UIStoryboardUnwindSegueSource"])
        // The scene's controller is the first object that is one, not the first object.
        XCTAssertEqual(doc.scenes[1].viewController?.id, "b")
        XCTAssertEqual(
            doc.scenes[1].objects.map(\.element), ["placeholder", "tableViewController", "tapGestureRecognizer"])
        XCTAssertEqual(doc.viewController(identifier: "Settings")?.id, "b")
        XCTAssertEqual(doc.viewController(identifier: "List")?.title, "Cards")
        XCTAssertNil(doc.viewController(identifier: "list"))
        XCTAssertEqual(doc.scenes.map(\.line), [3, 8])
    }

    /// A XIB: top-level objects after the two placeholders, with File's Owner's class and
    /// module.
    func testXibTopLevelObjectsAndPlaceholders() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="landscape" appearance="dark"/>
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoteViewController" customModule="Notes" customModuleProvider="target"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
            </view>
            <customObject id="obj" customClass="NoteFormatter" customModule="Notes"/>
            <tapGestureRecognizer numberOfTapsRequired="2" id="tap"/>
            </objects>
            </document>
            """
        let doc = try IBText.read(xml, file: "Note.xib")
        XCTAssertEqual(doc.kind, .xib)
        XCTAssertEqual(doc.scenes, [])
        XCTAssertEqual(doc.device, "retina6_1")
        XCTAssertEqual(doc.objects.map(\.id), ["-1", "-2", "iN0-l3-epB", "obj", "tap"])
        let owner = doc.objects[0]
        XCTAssertEqual(owner.element, "placeholder")
        XCTAssertEqual(owner.properties["placeholderIdentifier"], "IBFilesOwner")
        XCTAssertEqual(owner.customClass, "NoteViewController")
        XCTAssertEqual(owner.customModule, "Notes")
        XCTAssertEqual(doc.objects[1].customClass, "UIResponder")
        XCTAssertEqual(doc.objects[2].frame, IBRect(x: 0, y: 0, width: 320, height: 120))
        XCTAssertEqual(doc.objects[3].uiKitClass, "NSObject")
        XCTAssertEqual(doc.objects[3].customClass, "NoteFormatter")
        XCTAssertEqual(doc.objects[4].uiKitClass, "UITapGestureRecognizer")
        XCTAssertEqual(doc.objects[4].number("numberOfTapsRequired"), 2)
    }

    /// `<resources>`: images with their sizes (system symbols marked), named colours and
    /// system colours with the values Xcode wrote.
    func testResources() throws {
        let resources = """
            <resources>
            <image name="landscape" width="400" height="300"/>
            <image name="star.fill" catalog="system" width="128" height="116"/>
            <image name="unsized"/>
            <namedColor name="Brand">
            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </namedColor>
            <namedColor name="Ink"><color white="0.1" alpha="0.9" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
            <namedColor name="Empty"/>
            <systemColor name="labelColor">
            <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            <systemColor name="systemBlueColor">
            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            </resources>
            """
        let doc = try IBText.read(IBText.storyboard(IBText.scene("s", "<viewController id=\"v\"/>"), extra: resources))
        XCTAssertEqual(
            doc.images,
            [
                "landscape": IBSize(width: 400, height: 300), "star.fill": IBSize(width: 128, height: 116),
                "unsized": IBSize(width: 0, height: 0),
            ])
        XCTAssertEqual(doc.systemImages, ["star.fill"])
        XCTAssertEqual(
            doc.namedColors,
            [
                "Brand": .rgb(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, space: "sRGB"),
                "Ink": .white(white: 0.1, alpha: 0.9, space: "genericGamma22GrayColorSpace"),
            ])
        XCTAssertEqual(
            doc.systemColors,
            [
                "labelColor": .white(white: 0, alpha: 1, space: "genericGamma22GrayColorSpace"),
                "systemBlueColor": .rgb(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, space: "sRGB"),
            ])
    }

    /// What only Xcode's editor reads (the dependencies, the custom fonts list, metrics
    /// tie-breakers, simulated metrics, editor-only attributes) is read past without a warning.
    func testEditorOnlyPartsAreSilent() throws {
        let xml = IBText.storyboard(
            IBText.scene(
                "s",
                """
                <viewController id="v" userLabel="Start" colorLabel="IBBuiltInLabel-Red" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" fixedFrame="YES" misplaced="YES" ambiguous="YES" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                </view>
                <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="568"/>
                </viewController>
                """),
            extra: """
                <customFonts key="customFonts"><array key="Inter.ttf"><string>Inter-Regular</string></array></customFonts>
                <inferredMetricsTieBreakers><segue reference="x"/></inferredMetricsTieBreakers>
                """)
        let doc = try IBText.read(xml)
        XCTAssertEqual(doc.object(id: "v")?.sizes["freeformSize"], IBSize(width: 320, height: 568))
    }
}
