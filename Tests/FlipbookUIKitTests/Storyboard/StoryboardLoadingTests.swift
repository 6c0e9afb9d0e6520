import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// Storyboards, nibs and asset catalogs found in the settings' search folders, without
/// the port plugin: the scenes' custom classes are not in this module, so they are made as
/// their UIKit classes (as UIKit does for an unknown class), with every value of the file.
final class StoryboardLoadingTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../fixtures/storyboards").standardizedFileURL

    func testScenesOfUnknownClassesAreMadeAsTheirUIKitClasses() throws {
        searchStoryboards(in: [Self.fixtures])
        let storyboard = try UIStoryboard.load(name: "Main", bundle: nil)
        let detail = try storyboard.instantiate(identifier: "Detail")
        XCTAssertTrue(type(of: detail) == UIViewController.self)
        XCTAssertTrue(detail.storyboard === storyboard)
        let label = try XCTUnwrap(detail.view.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "Detail")
        XCTAssertEqual(label.frame, CGRect(x: 40, y: 300, width: 295, height: 26.5))
        XCTAssertEqual(label.textColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(detail.view.backgroundColor, UIColor(white: 0.95, alpha: 1))
        // The navigation controller's root comes through the relationship segue.
        let nav = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UINavigationController)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(nav.viewControllers.first?.title, "Cards")
        // Outlets of classes that are not found are reported by name when the view loads.
        _ = nav.viewControllers[0].view
        XCTAssertTrue(
            storyboard.problems.contains {
                $0.message.hasPrefix(
                    "outlet 'titleLabel' of FlipbookUIKit.UIViewController: the class has no @IBOutlet named 'titleLabel'"
                )
            },
            "\(storyboard.problems)")
    }

    /// A tab bar controller's relationship segues give its tabs, in the file's order.
    func testTabBarControllerTabsComeFromRelationshipSegues() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="t">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <tabBarController id="t" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s1"><objects><viewController title="First" id="a" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="s2"><objects><viewController title="Second" id="b" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Tabs.storyboard")
        let tabs = try XCTUnwrap(
            UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController() as? UITabBarController)
        XCTAssertEqual(tabs.viewControllers?.map(\.title), ["First", "Second"])
    }

    func testViewFromAPlainCoderIsAnEmptyView() {
        let view = UIView(coder: NSCoder())
        XCTAssertEqual(view?.frame, .zero)
        XCTAssertNil(view?.interfaceBuilder)
        XCTAssertEqual(UILabel(coder: NSCoder())?.isUserInteractionEnabled, false)
    }

    func testInitNibNameLoadsTheViewFromTheNib() throws {
        searchStoryboards(in: [Self.fixtures])
        // CardCell.xib has no File's Owner view outlet: the view is the plain one, and the
        // problem is reported.
        let vc = UIViewController(nibName: "CardCell", bundle: nil)
        XCTAssertEqual(vc.nibName, "CardCell")
        XCTAssertEqual(vc.view.frame, UIScreen.main.bounds)
        // Without the port plugin, CardCell is not a class of this module: the cell is made as
        // a UITableViewCell (its element's class) and its outlets are reported by name.
        let nib = try UINib.load(nibName: "CardCell", bundle: nil)
        XCTAssertThrowsError(try nib.instantiateChecked(withOwner: nil)) {
            XCTAssertTrue(
                "\($0)".hasPrefix(
                    "CardCell.xib:40: error: outlet 'swatch' of FlipbookUIKit.UITableViewCell: the class has no @IBOutlet named 'swatch'"
                ), "\($0)")
        }
        let top = nib.instantiate(withOwner: nil)
        XCTAssertEqual(top.count, 1)
        XCTAssertEqual((top.first as? UIView)?.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
    }

    /// A catalog written as Xcode writes one: a colour set with a light and a dark entry, and
    /// an image set with 1x and 2x files (the 2x one is taken, at scale 2).
    func testAssetCatalogColoursAndImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-assets-\(getpid())")
        let catalog = folder.appendingPathComponent("Assets.xcassets/Brand")
        try FileManager.default.createDirectory(
            at: catalog.appendingPathComponent("Accent.colorset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: catalog.appendingPathComponent("Dot.imageset"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let colour = """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"255","red":"0.250"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],
            "info":{"author":"xcode","version":1}}
            """
        try Data(colour.utf8).write(to: catalog.appendingPathComponent("Accent.colorset/Contents.json"))
        let images = """
            {"images":[{"filename":"dot.png","idiom":"universal","scale":"1x"},{"filename":"dot@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
            """
        try Data(images.utf8).write(to: catalog.appendingPathComponent("Dot.imageset/Contents.json"))
        let small = UIImage(content: ContentImage(bitmap: Bitmap(width: 2, height: 2)!, name: "dot"))
        let large = UIImage(content: ContentImage(bitmap: Bitmap(width: 4, height: 6)!, name: "dot"))
        try XCTUnwrap(small.pngData()).write(to: catalog.appendingPathComponent("Dot.imageset/dot.png"))
        try XCTUnwrap(large.pngData()).write(to: catalog.appendingPathComponent("Dot.imageset/dot@2x.png"))

        XCTAssertNil(UIColor(named: "Accent"))
        searchStoryboards(in: [folder])
        // 0.250 as a fraction, 255 of 255, 0x80 = 128 of 255; the light entry.
        let accent = try XCTUnwrap(UIColor(named: "Accent"))
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(accent.resolvedColor(with: light), UIColor(red: 0.25, green: 1, blue: 128.0 / 255, alpha: 1))
        // The set's dark appearance is the colour's value under dark traits, as iOS resolves a
        // named colour (UIKit: "the color object ... adapts to the trait environment").
        XCTAssertEqual(accent.resolvedColor(with: dark), UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(
            UIColor(named: "Accent", in: nil, compatibleWith: dark), UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        let dot = try XCTUnwrap(UIImage(named: "Dot"))
        XCTAssertEqual(dot.scale, 2)
        XCTAssertEqual(dot.size, CGSize(width: 2, height: 3))  // 4 x 6 pixels at 2x
        XCTAssertNil(UIColor(named: "Nope"))
    }
}
