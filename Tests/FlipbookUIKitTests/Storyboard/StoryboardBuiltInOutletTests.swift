import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A table's `dataSource` and `delegate` outlets in a storyboard point at the scene's
/// controller. When that controller adopts the protocols they connect; when it does not (the
/// app's class is missing, so a plain `UIViewController` stands in, or the class really lacks
/// the protocol), UIKit would connect it and fail at the first message the table sends:
/// Flipbook leaves the outlet empty and says which protocol the destination lacks.
final class StoryboardBuiltInOutletTests: XCTestCase {
    static func xml(controllerClass: String?) -> String {
        let custom = controllerClass.map { " customClass=\"\($0)\" customModule=\"FlipbookUIKitTests\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc"\(custom) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                            <connections>
                                                <outlet property="dataSource" destination="vc" id="o1"/>
                                                <outlet property="delegate" destination="vc" id="o2"/>
                                            </connections>
                                        </tableView>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    func table(controllerClass: String?, file: String) throws -> (UIStoryboard, UIViewController, UITableView) {
        searchStoryboards(modules: ["FlipbookUIKitTests"])
        let doc = try StoryboardReader.read(data: Data(Self.xml(controllerClass: controllerClass).utf8), file: file)
        let storyboard = UIStoryboard(document: doc, bundle: nil)
        let vc = try XCTUnwrap(storyboard.instantiateInitialViewController())
        let table = try XCTUnwrap(vc.view.subviews.first as? UITableView)
        return (storyboard, vc, table)
    }

    func testOutletsToAControllerWithoutTheProtocolsAreLeftEmptyAndNamed() throws {
        let (storyboard, _, table) = try table(controllerClass: nil, file: "Plain.storyboard")
        XCTAssertNil(table.dataSource)
        XCTAssertNil(table.delegate)
        XCTAssertEqual(storyboard.problems, [])  // a warning, not an error: the screen still loads
        // The outlets are on line 14 (dataSource) and 15 (delegate) of the document above.
        XCTAssertTrue(
            StoryboardDiagnostics.hasPrinted(
                "Plain.storyboard:14: warning: outlet 'dataSource' of FlipbookUIKit.UITableView is not connected: its destination, a FlipbookUIKit.UIViewController, does not adopt UITableViewDataSource"
            ))
        XCTAssertTrue(
            StoryboardDiagnostics.hasPrinted(
                "Plain.storyboard:15: warning: outlet 'delegate' of FlipbookUIKit.UITableView is not connected: its destination, a FlipbookUIKit.UIViewController, does not adopt UITableViewDelegate"
            ))
    }

    func testOutletsToAControllerThatAdoptsThemConnect() throws {
        let (_, vc, table) = try table(controllerClass: "OutletListController", file: "Adopting.storyboard")
        let list = try XCTUnwrap(vc as? OutletListController)
        XCTAssertTrue(table.dataSource === list)
        XCTAssertTrue(table.delegate === list)
    }
}

final class OutletListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}
