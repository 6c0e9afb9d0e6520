import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A scene drawn in Xcode on the 375 x 667 phone (its frames are Xcode's), laid out by its
/// constraints on the 375 x 667 phone and on the 393 x 852 one (iPhone 15: safe area 59 / 34,
/// scale 3). Expected frames, worked by hand from the XML below:
/// - title T: top = safe top + 20, leading = safe leading + 20, safe trailing = T.trailing +
///   20; its height is its intrinsic height (hugging 251, compression 750 as Xcode writes).
///   On 393: (20, 59 + 20 = 79, 393 - 40 = 353, h). On 375: (20, 20 + 20 = 40, 335, h).
/// - box B: top = T.bottom + 20, leading = root's leading margin, root's trailing margin =
///   B.trailing, height 100 (its own constraint "boxHeight"). The root view's margins are 16
///   at the sides on a phone in portrait: on 393, (16, T.maxY + 20, 393 - 32 = 361, 100).
/// - photo P: top = B.bottom + 20, centerX = root's centerX, width 243, aspect width:height =
///   3:2 on itself: height 243 x 2 / 3 = 162, x = 393 / 2 - 243 / 2 = 75.
/// - footer F: leading = root's leading, width = root's width x 1/3 = 131, bottom = safe
///   bottom = 852 - 34 = 818, height 50: (0, 768, 131, 50).
/// - button G (a system button "Go", no size constraint): centerX = root's centerX, bottom =
///   F.top - 8 = 760; its size is its intrinsic size.
/// - view A: frames, not constraints (translates its mask, flexible left and bottom margins),
///   drawn at (315, 30, 40, 40): the root grows 18 pt wider and 185 taller; the left margin
///   takes all 18 (x = 333), the bottom margin all 185 (y stays 30).
final class StoryboardConstraintTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Today" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="T">
                                        <rect key="frame" x="20" y="40" width="335" height="41"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                        <rect key="frame" x="16" y="101" width="343" height="100"/>
                                        <color key="backgroundColor" systemColor="systemBlueColor"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" identifier="boxHeight" id="cB1"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                                        <rect key="frame" x="66" y="221" width="243" height="162"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="243" id="cP1"/>
                                            <constraint firstAttribute="width" secondItem="P" secondAttribute="height" multiplier="3:2" id="cP2"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="F">
                                        <rect key="frame" x="0.0" y="617" width="125" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="cF1"/>
                                        </constraints>
                                    </view>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="G">
                                        <rect key="frame" x="170" y="579" width="35" height="30"/>
                                        <state key="normal" title="Go"/>
                                    </button>
                                    <view contentMode="scaleToFill" id="A">
                                        <rect key="frame" x="315" y="30" width="40" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="S"/>
                                <constraints>
                                    <constraint firstItem="T" firstAttribute="top" secondItem="S" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="T" firstAttribute="leading" secondItem="S" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="S" firstAttribute="trailing" secondItem="T" secondAttribute="trailing" constant="20" id="c3"/>
                                    <constraint firstItem="B" firstAttribute="top" secondItem="T" secondAttribute="bottom" constant="20" id="c4"/>
                                    <constraint firstItem="B" firstAttribute="leading" secondItem="V" secondAttribute="leadingMargin" id="c5"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="B" secondAttribute="trailing" id="c6"/>
                                    <constraint firstItem="P" firstAttribute="top" secondItem="B" secondAttribute="bottom" constant="20" id="c7"/>
                                    <constraint firstItem="P" firstAttribute="centerX" secondItem="V" secondAttribute="centerX" id="c8"/>
                                    <constraint firstItem="F" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="c9"/>
                                    <constraint firstItem="F" firstAttribute="width" secondItem="V" secondAttribute="width" multiplier="1/3" id="c10"/>
                                    <constraint firstItem="S" firstAttribute="bottom" secondItem="F" secondAttribute="bottom" id="c11"/>
                                    <constraint firstItem="G" firstAttribute="centerX" secondItem="V" secondAttribute="centerX" id="c12"/>
                                    <constraint firstItem="F" firstAttribute="top" secondItem="G" secondAttribute="bottom" constant="8" id="c13"/>
                                    <constraint firstItem="S" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="P" secondAttribute="bottom" constant="20" priority="750" identifier="photo-bottom" id="c14"/>
                                    <constraint firstItem="G" firstAttribute="firstBaseline" secondItem="F" secondAttribute="lastBaseline" constant="-40" priority="250" id="c15"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func scene(on stage: Stage) throws -> UIViewController {
        let vc = try StoryboardFixture.initialViewController(Self.xml, file: "Layout.storyboard")
        stage.window.rootViewController = vc
        vc.view.layoutIfNeeded()
        return vc
    }

    func views(_ vc: UIViewController) -> [String: UIView] {
        var out: [String: UIView] = [:]
        for v in vc.view.subviews { if let id = v.interfaceBuilder?.object.id { out[id] = v } }
        return out
    }

    func testConstraintsAreMadeWithEveryPartTheFileWrites() throws {
        let vc = try scene(on: Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))))
        let v = views(vc)
        XCTAssertEqual(v["T"]?.translatesAutoresizingMaskIntoConstraints, false)
        XCTAssertEqual(v["A"]?.translatesAutoresizingMaskIntoConstraints, true)
        XCTAssertEqual(v["A"]?.autoresizingMask, [.flexibleLeftMargin, .flexibleBottomMargin])
        XCTAssertEqual(v["T"]?.contentHuggingPriority(for: .vertical), UILayoutPriority(251))
        let all = vc.view.constraints + vc.view.subviews.flatMap(\.constraints)
        // 15 on the root view (the guide counts as its view), 1 on B, 2 on P, 1 on F.
        XCTAssertEqual(all.count, 19)
        let photoBottom = try XCTUnwrap(all.first { $0.identifier == "photo-bottom" })
        XCTAssertEqual(photoBottom.relation, .greaterThanOrEqual)
        XCTAssertEqual(photoBottom.priority, UILayoutPriority(750))
        XCTAssertEqual(photoBottom.constant, 20)
        XCTAssertTrue(photoBottom.firstItem === vc.view.safeAreaLayoutGuide)
        XCTAssertTrue(photoBottom.secondItem === v["P"])
        // The margin attribute with the implicit first item (the containing view).
        let trailingMargin = try XCTUnwrap(all.first { $0.firstAttribute == .trailingMargin })
        XCTAssertTrue(trailingMargin.firstItem === vc.view)
        // Ratios: 3:2 and 1/3.
        XCTAssertEqual(try XCTUnwrap(all.first { $0.multiplier == 1.5 }).secondItem as? UIView, v["P"])
        XCTAssertEqual(
            try XCTUnwrap(all.first { $0.secondAttribute == .width && $0.firstItem === v["F"] }).multiplier, 1.0 / 3,
            accuracy: 1e-12)
        let baseline = try XCTUnwrap(all.first { $0.firstAttribute == .firstBaseline })
        XCTAssertEqual(baseline.secondAttribute, .lastBaseline)
        XCTAssertEqual(baseline.priority, UILayoutPriority(250))
        XCTAssertTrue(all.allSatisfy(\.isActive))
    }

    func testLaidOutAtXcodesFramesOnTheDeviceItWasDrawnOn() throws {
        let vc = try scene(on: Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))))
        let v = views(vc)
        let t = try XCTUnwrap(v["T"]).frame
        XCTAssertEqual(t.origin, CGPoint(x: 20, y: 40))
        XCTAssertEqual(t.width, 335)
        XCTAssertEqual(v["B"]?.frame, CGRect(x: 16, y: t.maxY + 20, width: 343, height: 100))
        XCTAssertEqual(v["A"]?.frame, CGRect(x: 315, y: 30, width: 40, height: 40))
        // The footer: 375 / 3 = 125 wide, on the bottom edge (no bottom safe area).
        XCTAssertEqual(v["F"]?.frame, CGRect(x: 0, y: 617, width: 125, height: 50))
    }

    func testPinnedViewsFollowTheNewWidthAndSafeArea() throws {
        let stage = Stage(device: .iPhone15)
        let vc = try scene(on: stage)
        XCTAssertEqual(vc.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        let v = views(vc)
        let title = try XCTUnwrap(v["T"] as? UILabel)
        XCTAssertEqual(title.frame.origin, CGPoint(x: 20, y: 79))
        XCTAssertEqual(title.frame.width, 353)
        // Intrinsic sizes take part: the label's height is its text's (to a pixel of 1/3 pt).
        XCTAssertEqual(title.frame.height, title.intrinsicContentSize.height, accuracy: 1.0 / 3)
        XCTAssertEqual(v["B"]?.frame, CGRect(x: 16, y: title.frame.maxY + 20, width: 361, height: 100))
        let boxBottom = try XCTUnwrap(v["B"]).frame.maxY
        XCTAssertEqual(v["P"]?.frame, CGRect(x: 75, y: boxBottom + 20, width: 243, height: 162))
        XCTAssertEqual(v["F"]?.frame, CGRect(x: 0, y: 768, width: 131, height: 50))
        let go = try XCTUnwrap(v["G"] as? UIButton)
        XCTAssertEqual(go.currentTitle, "Go")
        XCTAssertEqual(go.frame.maxY, 760, accuracy: 1e-9)
        XCTAssertEqual(go.frame.size.width, go.intrinsicContentSize.width, accuracy: 1.0 / 3)
        XCTAssertEqual(go.frame.size.height, go.intrinsicContentSize.height, accuracy: 1.0 / 3)
        XCTAssertEqual(go.frame.midX, 196.5, accuracy: 1.0 / 3)
        XCTAssertEqual(v["A"]?.frame, CGRect(x: 333, y: 30, width: 40, height: 40))
    }

    /// A constraint's constant changed, then `layoutIfNeeded()` inside an animation block: the
    /// recording lasts the animation's 0.3 s and the box ends 200 tall.
    func testConstraintChangeAnimates() throws {
        let stage = Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let vc = try scene(on: stage)
        let height = try XCTUnwrap(views(vc)["B"]?.constraints.first { $0.identifier == "boxHeight" })
        let timeline = try stage.record {
            height.constant = 200
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) { vc.view.layoutIfNeeded() }
        }
        XCTAssertEqual(timeline.duration, 0.3, accuracy: 1e-9)
        XCTAssertEqual(views(vc)["B"]?.frame.height, 200)
    }
}
