import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// UIKit's classes made from a storyboard with their own `init?(coder:)`: each reads the
/// attributes Xcode writes for it (the values below are the XML's).
final class StoryboardViewClassesTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="att">
                                        <rect key="frame" x="74.5" y="628" width="300.5" height="19"/>
                                        <attributedString key="attributedText">
                                            <fragment content="Drag anywhere to move the square.">
                                                <attributes>
                                                    <color key="NSColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                                    <font key="NSFont" size="15" name="Chalkduster"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </label>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" distribution="equalSpacing" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                        <rect key="frame" x="20" y="40" width="335" height="200"/>
                                        <subviews>
                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                                <rect key="frame" x="142" y="0.0" width="51" height="31"/>
                                            </switch>
                                            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="0.0" maxValue="2" translatesAutoresizingMaskIntoConstraints="NO" id="sl">
                                                <rect key="frame" x="80" y="43" width="175" height="31"/>
                                            </slider>
                                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                                <rect key="frame" x="90" y="86" width="155" height="32"/>
                                                <segments>
                                                    <segment title="Day"/>
                                                    <segment title="Week"/>
                                                    <segment title="Month"/>
                                                </segments>
                                            </segmentedControl>
                                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="pg">
                                                <rect key="frame" x="100" y="130" width="135" height="26"/>
                                            </pageControl>
                                            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                                                <rect key="frame" x="149" y="163" width="37" height="37"/>
                                            </activityIndicatorView>
                                        </subviews>
                                    </stackView>
                                    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx">
                                        <rect key="frame" x="0.0" y="567" width="375" height="100"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Over the blur" translatesAutoresizingMaskIntoConstraints="NO" id="fxl">
                                                    <rect key="frame" x="16" y="40" width="200" height="20"/>
                                                </label>
                                            </subviews>
                                        </view>
                                        <blurEffect style="systemThinMaterial"/>
                                    </visualEffectView>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                                        <rect key="frame" x="0.0" y="260" width="375" height="300"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="6" minimumInteritemSpacing="4" id="fl">
                                            <size key="itemSize" width="120" height="90"/>
                                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                            <inset key="sectionInset" minX="16" minY="8" maxX="16" maxY="8"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="cc">
                                                <rect key="frame" x="16" y="8" width="120" height="90"/>
                                                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="ccv">
                                                    <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ccb">
                                                            <rect key="frame" x="8" y="8" width="104" height="74"/>
                                                            <color key="backgroundColor" systemColor="systemRedColor"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="ccb" firstAttribute="top" secondItem="ccv" secondAttribute="top" constant="8" id="k1"/>
                                                        <constraint firstItem="ccb" firstAttribute="leading" secondItem="ccv" secondAttribute="leading" constant="8" id="k2"/>
                                                        <constraint firstAttribute="trailing" secondItem="ccb" secondAttribute="trailing" constant="8" id="k3"/>
                                                        <constraint firstAttribute="bottom" secondItem="ccb" secondAttribute="bottom" constant="8" id="k4"/>
                                                    </constraints>
                                                </collectionViewCellContentView>
                                            </collectionViewCell>
                                        </cells>
                                    </collectionView>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" showsHorizontalScrollIndicator="NO" id="sc">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="S"/>
                                <constraints>
                                    <constraint firstItem="stk" firstAttribute="top" secondItem="S" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="stk" firstAttribute="leading" secondItem="V" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="c3"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Settings" largeTitleDisplayMode="never" id="ni">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add"/>
                                <barButtonItem key="leftBarButtonItem" title="Close" style="done" id="close"/>
                            </navigationItem>
                            <tabBarItem key="tabBarItem" title="Home" tag="3" badgeValue="2" id="tab"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func scene() throws -> (UIViewController, [String: UIView]) {
        let doc = try StoryboardReader.read(data: Data(Self.xml.utf8), file: "Classes.storyboard")
        XCTAssertEqual(doc.warnings.map(\.name), [])
        let vc = try XCTUnwrap(UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = vc
        vc.view.layoutIfNeeded()
        return (vc, StoryboardFixture.viewsByID(below: vc.view))
    }

    /// A label written with an attributed text (as Interface Builder writes a styled label):
    /// its string, with the fragment's font size, system colour (`textColor`: black) and
    /// alignment, and no warning for `usesAttributedText` or the colour's catalog.
    func testALabelWithAnAttributedText() throws {
        let (_, v) = try scene()
        let label = try XCTUnwrap(v["att"] as? UILabel)
        XCTAssertEqual(label.text, "Drag anywhere to move the square.")
        XCTAssertEqual(label.font.pointSize, 15)
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.textColor.rgba, UIColor.black.rgba)
        XCTAssertGreaterThan(label.intrinsicContentSize.width, 100)
    }

    func testControlsReadTheirAttributes() throws {
        let (_, v) = try scene()
        let stack = try XCTUnwrap(v["stk"] as? UIStackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.alignment, .center)
        XCTAssertEqual(stack.distribution, .equalSpacing)
        XCTAssertEqual(stack.spacing, 12)
        XCTAssertEqual(
            stack.arrangedSubviews.map { $0.interfaceBuilder?.object.id }, ["sw", "sl", "seg", "pg", "spin"])
        XCTAssertEqual((v["sw"] as? UISwitch)?.isOn, true)
        XCTAssertEqual(v["sw"]?.frame.size, CGSize(width: 51, height: 31))
        let slider = try XCTUnwrap(v["sl"] as? UISlider)
        XCTAssertEqual([slider.minimumValue, slider.maximumValue, slider.value], [0, 2, 0.25])
        let seg = try XCTUnwrap(v["seg"] as? UISegmentedControl)
        XCTAssertEqual((0..<seg.numberOfSegments).map { seg.titleForSegment(at: $0) }, ["Day", "Week", "Month"])
        XCTAssertEqual(seg.selectedSegmentIndex, 1)
        XCTAssertEqual(seg.contentHorizontalAlignment, .left)
        let page = try XCTUnwrap(v["pg"] as? UIPageControl)
        XCTAssertEqual([page.numberOfPages, page.currentPage], [5, 2])
        let spinner = try XCTUnwrap(v["spin"] as? UIActivityIndicatorView)
        XCTAssertEqual(spinner.style, .large)
        XCTAssertTrue(spinner.hidesWhenStopped)
        XCTAssertFalse(spinner.isAnimating)
    }

    func testEffectScrollAndCollectionViews() throws {
        let (_, v) = try scene()
        let fx = try XCTUnwrap(v["fx"] as? UIVisualEffectView)
        XCTAssertEqual((fx.effect as? UIBlurEffect)?.style, .systemThinMaterial)
        // The file's content view is the effect view's own, with the label in it.
        XCTAssertTrue(v["fxl"]?.superview === fx.contentView)
        let scroll = try XCTUnwrap(v["sc"] as? UIScrollView)
        XCTAssertTrue(scroll.isPagingEnabled)
        XCTAssertFalse(scroll.bounces)
        XCTAssertFalse(scroll.showsHorizontalScrollIndicator)
        XCTAssertTrue(scroll.showsVerticalScrollIndicator)
        let cv = try XCTUnwrap(v["cv"] as? UICollectionView)
        let flow = try XCTUnwrap(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(flow.scrollDirection, .horizontal)
        XCTAssertEqual(flow.itemSize, CGSize(width: 120, height: 90))
        XCTAssertEqual(flow.minimumLineSpacing, 6)
        XCTAssertEqual(flow.minimumInteritemSpacing, 4)
        XCTAssertEqual(flow.sectionInset, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        // The prototype, dequeued by its reuse identifier: a new cell each time, its box pinned
        // 8 inside the content view once laid out at the item size.
        let a = cv.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        let b = cv.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 1, section: 0))
        XCTAssertFalse(a === b)
        XCTAssertEqual(a.reuseIdentifier, "Photo")
        a.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        a.contentView.frame = a.bounds
        a.layoutIfNeeded()
        let box = try XCTUnwrap(a.contentView.subviews.first)
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 104, height: 74))
        XCTAssertEqual(box.backgroundColor, .systemRed)
    }

    func testItemsOfTheController() throws {
        let (vc, _) = try scene()
        XCTAssertEqual(vc.navigationItem.title, "Settings")
        XCTAssertEqual(vc.navigationItem.largeTitleDisplayMode, .never)
        XCTAssertEqual(vc.navigationItem.rightBarButtonItem?.systemItem, .add)
        XCTAssertEqual(vc.navigationItem.leftBarButtonItem?.title, "Close")
        XCTAssertEqual(vc.navigationItem.leftBarButtonItem?.style, .done)
        XCTAssertEqual(vc.tabBarItem.title, "Home")
        XCTAssertEqual(vc.tabBarItem.tag, 3)
        XCTAssertEqual(vc.tabBarItem.badgeValue, "2")
    }

    /// Symbols named where Xcode 15 writes them, with no `<resources>` entry to say so:
    /// `image="list.dash" catalog="system"` on a segment, a button state, a bar button item and
    /// a tab bar item. Each is the symbol, read without a warning; a segment with an image and
    /// no title is an image segment.
    func testSymbolsNamedByTheirCatalogOnSegmentsStatesAndBarItems() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                    <subviews>
                                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg">
                                            <rect key="frame" x="141" y="747" width="92" height="32"/>
                                            <segments>
                                                <segment title="" image="list.dash" catalog="system"/>
                                                <segment title="Grid"/>
                                            </segments>
                                        </segmentedControl>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">
                                            <rect key="frame" x="20" y="100" width="44" height="44"/>
                                            <state key="normal" image="play.fill" catalog="system"/>
                                        </button>
                                    </subviews>
                                </view>
                                <navigationItem key="navigationItem" id="ni">
                                    <barButtonItem key="rightBarButtonItem" image="square.grid.2x2" catalog="system" id="grid"/>
                                </navigationItem>
                                <tabBarItem key="tabBarItem" title="Menu" image="list.dash" catalog="system" id="tab"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Symbols.storyboard")
        XCTAssertEqual(doc.warnings.map(\.name), [], "catalog is understood on each")
        let vc = try XCTUnwrap(UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController())
        let v = StoryboardFixture.viewsByID(below: vc.view)
        let seg = try XCTUnwrap(v["seg"] as? UISegmentedControl)
        XCTAssertEqual(seg.numberOfSegments, 2)
        XCTAssertEqual(seg.imageForSegment(at: 0)?.isSymbolImage, true)
        XCTAssertEqual(seg.titleForSegment(at: 1), "Grid")
        XCTAssertNil(seg.imageForSegment(at: 1))
        XCTAssertEqual((v["btn"] as? UIButton)?.image(for: .normal)?.isSymbolImage, true)
        XCTAssertEqual(vc.navigationItem.rightBarButtonItem?.image?.isSymbolImage, true)
        XCTAssertEqual(vc.tabBarItem.image?.isSymbolImage, true)
    }
}
