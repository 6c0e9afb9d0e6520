import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A scene's controller that feeds the file's picker (top level: nested classes are not found
/// by name).
final class StoryboardPickerChooser: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
}

/// Pickers read from a file (SEMANTICS.md §31): a `<datePicker>` with its mode, style and
/// minute interval as Xcode 15 writes them, and a `<pickerView>` whose data source and
/// delegate outlets point at the scene's controller.
final class StoryboardPickerTests: XCTestCase {
    func testPickersFromAFileAreUIKitsWithTheFilesValues() throws {
        searchStoryboards(modules: ["FlipbookUIKitTests"])
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="StoryboardPickerChooser" customModule="FlipbookUIKitTests" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" minuteInterval="5" translatesAutoresizingMaskIntoConstraints="NO" id="dp">
                                            <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                                        </datePicker>
                                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pv">
                                            <rect key="frame" x="0.0" y="400" width="393" height="216"/>
                                            <connections>
                                                <outlet property="dataSource" destination="vc" id="o1"/>
                                                <outlet property="delegate" destination="vc" id="o2"/>
                                            </connections>
                                        </pickerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let vc = try XCTUnwrap(
            StoryboardFixture.initialViewController(xml, file: "Pickers.storyboard") as? StoryboardPickerChooser)
        let date = try XCTUnwrap(vc.view.subviews.first as? UIDatePicker)
        XCTAssertEqual(date.datePickerMode, .date)
        XCTAssertEqual(date.preferredDatePickerStyle, .wheels)
        XCTAssertEqual(date.minuteInterval, 5)
        XCTAssertEqual(date.date, UIDatePicker.standardDate)
        let picker = try XCTUnwrap(vc.view.subviews.last as? UIPickerView)
        XCTAssertTrue(picker.dataSource === vc)
        XCTAssertTrue(picker.delegate === vc)
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 5)
    }
}
