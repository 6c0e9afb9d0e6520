import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// An app's controller with the outlets and actions a storyboard's recognizers connect to.
final class GestureSceneController: UIViewController, UIGestureRecognizerDelegate {
    var pan: UIPanGestureRecognizer!
    var tap: UITapGestureRecognizer!
    var panStates: [UIGestureRecognizer.State] = []
    var taps = 0
    func handlePan(_ sender: UIPanGestureRecognizer) { panStates.append(sender.state) }
    func handleTap() { taps += 1 }
}

/// An app's own pan, named by `customClass`; with an initialiser of its own, as apps' subclasses
/// have, it compiles because a recognizer's `init?(coder:)` is not required (as in UIKit).
final class StoryboardCountingPan: UIPanGestureRecognizer {
    let label: String
    init(label: String) {
        self.label = label
        super.init()
    }
}

/// What the port generates for `GestureSceneController` (docs/porting.md), written out here.
final class _FlipbookIB_GestureSceneController: InterfaceBuilderConnections {
    static func answer(_ object: AnyObject, _ request: InterfaceBuilderRequest) -> InterfaceBuilderAnswer {
        guard let o = object as? GestureSceneController else { return .unknown }
        switch request {
        case .outlet("pan", let value): return .set(_flipbookAssign(&o.pan, value))
        case .outlet("tap", let value): return .set(_flipbookAssign(&o.tap, value))
        case .action("handlePan:"):
            return .action { [weak o] sender in _flipbookSend(sender) { (s: UIPanGestureRecognizer) in o?.handlePan(s) }
            }
        case .action("handleTap"): return .action { [weak o] _ in o?.handleTap() }
        default: return .unknown
        }
    }
}

/// Gesture recognizers of a storyboard scene (docs/SEMANTICS.md §19): made with the view, with
/// the file's settings, attached by the view's `gestureRecognizers` collection, their actions
/// sent to the controller when a script is played over the view.
final class StoryboardGestureTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="GestureSceneController" customModule="FlipbookUIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="card">
                                        <rect key="frame" x="50" y="100" width="200" height="200"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="daq-im-oku" appends="YES" id="g1"/>
                                            <outletCollection property="gestureRecognizers" destination="tap-1" appends="YES" id="g2"/>
                                        </connections>
                                    </view>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="pan" destination="daq-im-oku" id="o1"/>
                                <outlet property="tap" destination="tap-1" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        <panGestureRecognizer minimumNumberOfTouches="1" maximumNumberOfTouches="2" cancelsTouchesInView="NO" id="daq-im-oku" customClass="StoryboardCountingPan" customModule="FlipbookUIKitTests">
                            <connections>
                                <action selector="handlePan:" destination="vc" id="a1"/>
                                <outlet property="delegate" destination="vc" id="d1"/>
                            </connections>
                        </panGestureRecognizer>
                        <tapGestureRecognizer numberOfTapsRequired="1" numberOfTouchesRequired="1" delaysTouchesBegan="YES" delaysTouchesEnded="NO" madeUpSetting="YES" id="tap-1">
                            <connections>
                                <action selector="handleTap" destination="vc" id="a2"/>
                            </connections>
                        </tapGestureRecognizer>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func scene() throws -> (GestureSceneController, UIWindow, UIView) {
        let doc = try StoryboardReader.read(data: Data(Self.xml.utf8), file: "Gestures.storyboard")
        // Only the attribute Xcode never writes is said.
        XCTAssertEqual(doc.warnings.map(\.name), ["madeUpSetting on <tapGestureRecognizer>"])
        let vc = try XCTUnwrap(
            UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController() as? GestureSceneController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = vc
        vc.view.layoutIfNeeded()
        let card = try XCTUnwrap(StoryboardFixture.viewsByID(below: vc.view)["card"])
        return (vc, window, card)
    }

    /// Both recognizers on the card, in the file's order, with the XML's settings and UIKit's
    /// defaults for the rest; the controller's outlets and the pan's delegate point at them.
    func testRecognizersAreMadeAndAttached() throws {
        let (vc, _, card) = try scene()
        let list = try XCTUnwrap(card.gestureRecognizers)
        XCTAssertEqual(list.count, 2)
        // The app's subclass cannot be made by name: the UIKit class is, with a warning.
        let pan = try XCTUnwrap(list[0] as? UIPanGestureRecognizer)
        XCTAssertFalse(pan is StoryboardCountingPan)
        XCTAssertEqual(StoryboardCountingPan(label: "x").label, "x")
        let tap = try XCTUnwrap(list[1] as? UITapGestureRecognizer)
        XCTAssertTrue(vc.pan === pan)
        XCTAssertTrue(vc.tap === tap)
        XCTAssertTrue(pan.view === card)
        XCTAssertTrue(pan.delegate === vc)
        XCTAssertNil(tap.delegate)
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, 2)
        XCTAssertFalse(pan.cancelsTouchesInView)
        XCTAssertFalse(pan.delaysTouchesBegan, "UIKit's default")
        XCTAssertTrue(pan.delaysTouchesEnded, "UIKit's default")
        XCTAssertTrue(pan.isEnabled)
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertTrue(tap.cancelsTouchesInView, "UIKit's default")
        XCTAssertTrue(tap.delaysTouchesBegan)
        XCTAssertFalse(tap.delaysTouchesEnded)
        // The old warning is gone.
        XCTAssertFalse(
            StoryboardDiagnostics.hasPrinted(
                "Gestures.storyboard:13: warning: outlet 'gestureRecognizers' is not connected: <panGestureRecognizer> objects are not made in Flipbook yet"
            ))
        XCTAssertFalse(
            StoryboardDiagnostics.hasPrinted(
                "Gestures.storyboard:22: warning: outlet 'pan' is not connected: <panGestureRecognizer> objects are not made in Flipbook yet"
            ))
    }

    /// A drag over the card sends the pan's action: .began at the first sample, .changed at
    /// each frame time inside the drag (1/60 ... 5/60 s) and at its end, then .ended (SEMANTICS
    /// §7); a tap on the card sends the tap's action once.
    func testScriptsSendTheFilesActions() throws {
        let (vc, window, _) = try scene()
        let drag = try GestureScript.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.1)
        _ = try Stage(window: window, fps: 60).record { window.playTouch(drag) }
        XCTAssertEqual(vc.panStates, [.began] + Array(repeating: .changed, count: 6) + [.ended])
        XCTAssertEqual(vc.taps, 0, "a drag of 100 points is no tap")

        let (vc2, window2, _) = try scene()
        let tl = try Stage(window: window2, fps: 60).record {
            window2.playTaps(try! TapScript.taps(at: CGPoint(x: 150, y: 200), count: 1))
        }
        XCTAssertEqual(vc2.taps, 1, "\(tl.events.map(\.message))")
        XCTAssertEqual(vc2.panStates, [], "a tap does not pan")
    }
}
