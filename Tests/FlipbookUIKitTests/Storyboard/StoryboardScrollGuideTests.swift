import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A scroll view laid out in Interface Builder with its content and frame layout guides, as
/// Xcode 11 and later write it (`<viewLayoutGuide key="contentLayoutGuide">` and
/// `key="frameLayoutGuide"` inside the `<scrollView>`, the constraints to them in the scroll
/// view's `<constraints>`). Expected frames, worked by hand from the XML below, on a 375 x 667
/// window (the scroll view fills the root view; insets not adjusted, so the offset starts at 0):
/// - content view C: its four edges on the content guide's, width = frame guide's width =
///   375, height 1200 (its own constraint): frame (0, 0, 375, 1200), and the content size is
///   the content guide's size, 375 x 1200.
/// - title T in C: top = C.top + 20, leading = C.leading + 20, C.trailing = T.trailing + 20,
///   its intrinsic height: (20, 20, 335, h).
/// - badge B, a subview of the scroll view pinned to the frame guide: top = frame top + 10,
///   frame trailing = B.trailing + 10, 44 x 44: (375 - 10 - 44 = 321, 10, 44, 44) at offset
///   0; at offset (0, 300) the frame guide is the bounds (0, 300, 375, 667), so (321, 310).
/// - pager P, a second scroll view 200 tall at the bottom: its page strip S has its edges on
///   P's content guide, height = P's frame guide height, width = 3 x P's frame guide width:
///   content size 1125 x 200.
final class StoryboardScrollGuideTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="SV">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="C">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="1200"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Settings" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="T">
                                                        <rect key="frame" x="20" y="20" width="335" height="41"/>
                                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                </subviews>
                                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="1200" id="cC1"/>
                                                    <constraint firstItem="T" firstAttribute="top" secondItem="C" secondAttribute="top" constant="20" id="cC2"/>
                                                    <constraint firstItem="T" firstAttribute="leading" secondItem="C" secondAttribute="leading" constant="20" id="cC3"/>
                                                    <constraint firstAttribute="trailing" secondItem="T" secondAttribute="trailing" constant="20" id="cC4"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                                <rect key="frame" x="321" y="10" width="44" height="44"/>
                                                <color key="backgroundColor" systemColor="systemRedColor"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="44" id="cB1"/>
                                                    <constraint firstAttribute="height" constant="44" id="cB2"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="C" firstAttribute="top" secondItem="CG" secondAttribute="top" id="cS1"/>
                                            <constraint firstItem="C" firstAttribute="leading" secondItem="CG" secondAttribute="leading" id="cS2"/>
                                            <constraint firstItem="C" firstAttribute="trailing" secondItem="CG" secondAttribute="trailing" id="cS3"/>
                                            <constraint firstItem="C" firstAttribute="bottom" secondItem="CG" secondAttribute="bottom" id="cS4"/>
                                            <constraint firstItem="C" firstAttribute="width" secondItem="FG" secondAttribute="width" id="cS5"/>
                                            <constraint firstItem="B" firstAttribute="top" secondItem="FG" secondAttribute="top" constant="10" id="cS6"/>
                                            <constraint firstItem="FG" firstAttribute="trailing" secondItem="B" secondAttribute="trailing" constant="10" id="cS7"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="CG"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="FG"/>
                                    </scrollView>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                                        <rect key="frame" x="0.0" y="467" width="375" height="200"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="S">
                                                <rect key="frame" x="0.0" y="0.0" width="1125" height="200"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="S" firstAttribute="top" secondItem="PC" secondAttribute="top" id="cP1"/>
                                            <constraint firstItem="S" firstAttribute="leading" secondItem="PC" secondAttribute="leading" id="cP2"/>
                                            <constraint firstItem="PC" firstAttribute="trailing" secondItem="S" secondAttribute="trailing" id="cP3"/>
                                            <constraint firstItem="PC" firstAttribute="bottom" secondItem="S" secondAttribute="bottom" id="cP4"/>
                                            <constraint firstItem="S" firstAttribute="height" secondItem="PF" secondAttribute="height" id="cP5"/>
                                            <constraint firstItem="S" firstAttribute="width" secondItem="PF" secondAttribute="width" multiplier="3" id="cP6"/>
                                            <constraint firstAttribute="height" constant="200" id="cP7"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="PC"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="PF"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="G"/>
                                <constraints>
                                    <constraint firstItem="SV" firstAttribute="top" secondItem="V" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="SV" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="SV" secondAttribute="trailing" id="c3"/>
                                    <constraint firstAttribute="bottom" secondItem="SV" secondAttribute="bottom" id="c4"/>
                                    <constraint firstItem="P" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="c5"/>
                                    <constraint firstAttribute="trailing" secondItem="P" secondAttribute="trailing" id="c6"/>
                                    <constraint firstAttribute="bottom" secondItem="P" secondAttribute="bottom" id="c7"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func scene() throws -> (UIViewController, [String: UIView]) {
        let stage = Stage(window: UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
        let vc = try StoryboardFixture.initialViewController(Self.xml, file: "Scroll.storyboard")
        stage.window.rootViewController = vc
        vc.view.layoutIfNeeded()
        return (vc, StoryboardFixture.viewsByID(below: vc.view))
    }

    func testTheGuidesAreTheScrollViewsOwn() throws {
        let (vc, v) = try scene()
        let scroll = try XCTUnwrap(v["SV"] as? UIScrollView)
        let all = scroll.constraints
        XCTAssertEqual(all.count, 7)
        XCTAssertTrue(all.contains { $0.secondItem === scroll.contentLayoutGuide && $0.firstAttribute == .bottom })
        XCTAssertTrue(all.contains { $0.secondItem === scroll.frameLayoutGuide && $0.firstAttribute == .width })
        XCTAssertTrue(scroll.contentLayoutGuide.owningView === scroll)
        XCTAssertTrue(scroll.frameLayoutGuide.owningView === scroll)
        XCTAssertFalse(scroll.contentLayoutGuide === scroll.frameLayoutGuide)
        XCTAssertTrue(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
        XCTAssertEqual(scroll.contentLayoutGuide.identifier, "UIScrollViewContentLayoutGuide")
        XCTAssertEqual(scroll.frameLayoutGuide.identifier, "UIScrollViewFrameLayoutGuide")
        XCTAssertEqual(vc.view.subviews.count, 2)
    }

    func testContentGuideSetsTheContentSize() throws {
        let (_, v) = try scene()
        let scroll = try XCTUnwrap(v["SV"] as? UIScrollView)
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(v["C"]?.frame, CGRect(x: 0, y: 0, width: 375, height: 1200))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1200))
        XCTAssertEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 1200))
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 667))
        let title = try XCTUnwrap(v["T"] as? UILabel)
        XCTAssertEqual(title.frame.origin, CGPoint(x: 20, y: 20))
        XCTAssertEqual(title.frame.width, 335)
        // It scrolls to the content's end: 1200 - 667 = 533.
        XCTAssertEqual(scroll.offsetRange.max, CGPoint(x: 0, y: 533))
        let pager = try XCTUnwrap(v["P"] as? UIScrollView)
        XCTAssertEqual(pager.frame, CGRect(x: 0, y: 467, width: 375, height: 200))
        XCTAssertEqual(v["S"]?.frame, CGRect(x: 0, y: 0, width: 1125, height: 200))
        XCTAssertEqual(pager.contentSize, CGSize(width: 1125, height: 200))
    }

    func testFrameGuideStaysPutAsTheContentScrolls() throws {
        let (_, v) = try scene()
        let scroll = try XCTUnwrap(v["SV"] as? UIScrollView)
        XCTAssertEqual(v["B"]?.frame, CGRect(x: 321, y: 10, width: 44, height: 44))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.layoutIfNeeded()
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 300, width: 375, height: 667))
        XCTAssertEqual(v["B"]?.frame, CGRect(x: 321, y: 310, width: 44, height: 44))
        // The content stays where it is in the content's coordinates.
        XCTAssertEqual(v["C"]?.frame, CGRect(x: 0, y: 0, width: 375, height: 1200))
    }

    /// The older form, without the guides (Xcode before 11, and code): constraints between
    /// the scroll view's edges and a view inside it attach to the content area, its width to
    /// the frame (Apple's Auto Layout Guide, "Working with Scroll Views"). A content view
    /// pinned to the four edges, as wide as the scroll view and 1000 tall, in a 300 x 400
    /// scroll view: frame (0, 0, 300, 1000), content size 300 x 1000, not squeezed to 400.
    func testEdgesOfTheScrollViewItselfAreTheContentArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let outside = UIView()
        outside.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outside)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            // A view outside the scroll view: its edges are the frame's.
            outside.topAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -50),
            outside.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10),
            outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 300, height: 1000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 300, height: 1000))
        XCTAssertEqual(outside.frame, CGRect(x: 0, y: 350, width: 10, height: 10))
        // A table keeps the content size it works out itself.
        let table = UITableView(frame: root.bounds, style: .plain)
        let empty = UILabel()
        empty.text = "No rows"
        empty.translatesAutoresizingMaskIntoConstraints = false
        table.addSubview(empty)
        NSLayoutConstraint.activate([
            empty.topAnchor.constraint(equalTo: table.topAnchor, constant: 20),
            empty.centerXAnchor.constraint(equalTo: table.centerXAnchor),
        ])
        root.addSubview(table)
        root.layoutIfNeeded()
        XCTAssertEqual(table.contentSize, CGSize(width: 300, height: 0))
        XCTAssertEqual(empty.frame.minY, 20)
    }

    /// The same guides from code, as an app writes them: a stack of rows 80 tall in a
    /// vertical scroll view 300 x 400.
    func testGuidesFromCode() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        var previous = content.topAnchor
        for k in 0..<7 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous, constant: k == 0 ? 0 : 8),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 80),
            ])
            previous = row.bottomAnchor
        }
        content.bottomAnchor.constraint(equalTo: previous).isActive = true
        root.layoutIfNeeded()
        // 7 rows of 80 and 6 gaps of 8: 608 tall, 300 wide.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 300, height: 608))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 300, height: 608))
        XCTAssertEqual(content.subviews.last?.frame, CGRect(x: 16, y: 528, width: 268, height: 80))
        XCTAssertFalse(scroll.contentLayoutGuide.hasAmbiguousLayout)
    }
}
