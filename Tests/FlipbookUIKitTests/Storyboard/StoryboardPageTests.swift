import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A storyboard's `<pageViewController>` (SEMANTICS.md §30): a `UIPageViewController` with the
/// file's transition style and orientation, as Xcode 15 writes an onboarding scene.
final class StoryboardPageTests: XCTestCase {
    func testAPageScenesStyleAndOrientationAreTheFiles() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pg">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="pg" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let page = try XCTUnwrap(
            StoryboardFixture.initialViewController(xml, file: "Onboarding.storyboard") as? UIPageViewController)
        XCTAssertEqual(page.transitionStyle, .scroll)
        XCTAssertEqual(page.navigationOrientation, .vertical)
        XCTAssertEqual(page.spineLocation, .none)
        let curl = xml.replacingOccurrences(
            of: #"transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none""#,
            with: #"transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid""#)
        let curled = try XCTUnwrap(
            StoryboardFixture.initialViewController(curl, file: "Book.storyboard") as? UIPageViewController)
        XCTAssertEqual(curled.transitionStyle, .pageCurl)
        XCTAssertEqual(curled.spineLocation, .mid)
    }
}
