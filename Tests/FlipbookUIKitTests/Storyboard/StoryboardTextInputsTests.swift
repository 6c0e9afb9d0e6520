import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A form's elements made from a storyboard as the classes they name, from the attributes
/// Xcode writes (the values below are the XML's), instead of plain views.
final class StoryboardTextInputsTests: XCTestCase {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="V">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" id="tf">
                                        <rect key="frame" x="20" y="60" width="335" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Password" id="pw">
                                        <rect key="frame" x="20" y="100" width="335" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits" keyboardType="emailAddress" returnKeyType="done" secureTextEntry="YES"/>
                                    </textField>
                                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="tv">
                                        <rect key="frame" x="20" y="140" width="335" height="100"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                        <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                                    </textView>
                                    <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="10" stepValue="2" wraps="YES" id="st">
                                        <rect key="frame" x="20" y="250" width="94" height="32"/>
                                    </stepper>
                                    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.3" id="pv">
                                        <rect key="frame" x="20" y="290" width="335" height="4"/>
                                    </progressView>
                                    <searchBar contentMode="redraw" placeholder="Cities" searchBarStyle="minimal" id="sb">
                                        <rect key="frame" x="0.0" y="300" width="375" height="56"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </searchBar>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testFormElementsAreTheirClasses() throws {
        let vc = try StoryboardFixture.initialViewController(Self.xml, file: "Form.storyboard")
        let v = StoryboardFixture.viewsByID(below: vc.view)
        let tf = try XCTUnwrap(v["tf"] as? UITextField)
        XCTAssertEqual(tf.text, "Ada")
        XCTAssertEqual(tf.placeholder, "Name")
        XCTAssertEqual(tf.borderStyle, .roundedRect)
        XCTAssertEqual(tf.clearButtonMode, .whileEditing)
        XCTAssertEqual(tf.font?.pointSize, 14)
        // No borderStyle attribute: Interface Builder's default, the rounded style.
        let pw = try XCTUnwrap(v["pw"] as? UITextField)
        XCTAssertEqual(pw.borderStyle, .roundedRect)
        XCTAssertTrue(pw.isSecureTextEntry)
        XCTAssertEqual(pw.keyboardType, .emailAddress)
        XCTAssertEqual(pw.returnKeyType, .done)
        let tv = try XCTUnwrap(v["tv"] as? UITextView)
        XCTAssertEqual(tv.text, "Notes")
        XCTAssertEqual(tv.font?.pointSize, 16)
        let st = try XCTUnwrap(v["st"] as? UIStepper)
        XCTAssertEqual([st.minimumValue, st.maximumValue, st.stepValue, st.value], [1, 10, 2, 3])
        XCTAssertTrue(st.wraps)
        let pv = try XCTUnwrap(v["pv"] as? UIProgressView)
        XCTAssertEqual(pv.progress, 0.3, accuracy: 1e-6)
        let sb = try XCTUnwrap(v["sb"] as? UISearchBar)
        XCTAssertEqual(sb.placeholder, "Cities")
        XCTAssertEqual(sb.searchBarStyle, .minimal)
    }
}
