import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// Made with no nib name: its view is fixtures/storyboards/NoteView.xib's, found by UIKit's
/// rule (the class's name less "Controller").
final class NoteViewController: UIViewController {}
/// Its name less "Controller" is `Plain`, and no `Plain.xib` or `PlainController.xib` exists.
final class PlainController: UIViewController {}
/// The collection cell of ChipCell.xib.
final class ChipCell: UICollectionViewCell {}
/// The table cell of ChipCell.xib.
final class TagCell: UITableViewCell {}

/// Nibs found by class name and registered for reuse (SEMANTICS.md §19).
final class StoryboardNibLookupTests: XCTestCase {
    override func setUp() {
        super.setUp()
        searchStoryboards(in: [StoryboardLoadingTests.fixtures], modules: ["FlipbookUIKitTests"])
    }

    /// A table controller whose nib's view is not a table: UIKit raises ("loaded the nib but
    /// didn't get a UITableView"); the problem is reported here and a new table of the
    /// controller's style is made, with the controller its data source and delegate.
    func testTableControllerWhoseNibViewIsNotATableIsReportedAndGetsANewTable() throws {
        let vc = UITableViewController(style: .grouped)
        vc.givenNibName = "NoteView"
        let table = try XCTUnwrap(vc.view as? UITableView)
        XCTAssertEqual(table.style, .grouped)
        XCTAssertTrue(table.dataSource === vc)
        XCTAssertTrue(table.delegate === vc)
        XCTAssertFalse(table.subviews.contains { $0 is UILabel }, "the nib's label is not kept")
        let problem = StoryboardProblem(
            file: "NoteView", line: 0,
            message:
                "FlipbookUIKit.UITableViewController loaded its view from the file but didn't get a UITableView (it got a FlipbookUIKit.UIView); a new one is made"
        )
        XCTAssertTrue(StoryboardDiagnostics.hasPrinted("\(problem)"), "\(problem)")
    }

    /// UIKit's `nibName` documentation: with nil, a class named `MyViewController` looks for
    /// `MyView.nib`, then `MyViewController.nib`.
    func testNilNibNameLooksForTheNibNamedAfterTheClass() throws {
        let vc = NoteViewController(nibName: nil, bundle: nil)
        let label = try XCTUnwrap(vc.view.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "A note")
        XCTAssertEqual(vc.nibName, "NoteView")
        XCTAssertEqual(vc.view.interfaceBuilder?.object.id, "i5M-Pr-FkT")
        // No nib of that name: the plain view, and no nib name.
        let plain = PlainController()
        XCTAssertTrue(plain.view.subviews.isEmpty)
        XCTAssertNil(plain.nibName)
    }

    /// UIKit's `nibName` is a property a subclass may override to name its nib: the view is
    /// loaded from the nib the override names, though the controller was made with none.
    func testOverriddenNibNameNamesTheNibTheViewLoadsFrom() throws {
        final class Named: UIViewController {
            override var nibName: String? { "NoteView" }
        }
        let vc = Named(nibName: nil, bundle: nil)
        XCTAssertEqual(vc.nibName, "NoteView")
        let label = try XCTUnwrap(vc.view.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "A note")
    }

    func testCellsRegisteredWithANibAreTheNibsTopLevelCells() throws {
        let nib = UINib(nibName: "ChipCell", bundle: nil)
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(nib, forCellWithReuseIdentifier: "Chip")
        let chip = collection.dequeueReusableCell(withReuseIdentifier: "Chip", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(chip is ChipCell)
        XCTAssertEqual(chip.reuseIdentifier, "Chip")
        XCTAssertEqual(chip.contentView.subviews.compactMap { ($0 as? UILabel)?.text }, ["Chip"])
        collection.register(
            nib, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H")
        let header = collection.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H",
            for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(header is ChipCell, "the nib's first top-level reusable view")

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(nib, forCellReuseIdentifier: "Tag")
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "Tag") is TagCell)
        // A class registered later wins, as in UIKit.
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Tag")
        XCTAssertTrue(type(of: table.dequeueReusableCell(withIdentifier: "Tag")!) == UITableViewCell.self)
    }

    func testLoadNibNamedResultMayBeDiscarded() {
        // Compiles without `_ =` (`@discardableResult`, as UIKit declares it).
        Bundle.main.loadNibNamed("NoteView", owner: nil, options: nil)
    }

    /// Xcode 8 to 10 wrote a collection cell's content view without an id.
    func testContentViewWithoutAnIdIsRead() throws {
        let doc = try StoryboardReader.read(
            contentsOf: StoryboardLoadingTests.fixtures.appendingPathComponent("ChipCell.xib"))
        let cell = try XCTUnwrap(doc.objects.first { $0.element == "collectionViewCell" })
        XCTAssertEqual(cell.child("contentView")?.id, "gTV-IL-0wX.contentView")
        let orphan = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects><view contentMode="scaleToFill"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></objects>
            </document>
            """
        XCTAssertThrowsError(try StoryboardReader.read(data: Data(orphan.utf8), file: "Orphan.xib")) {
            XCTAssertTrue("\($0)".contains("<view> has no id"), "\($0)")
        }
    }
}

/// Attributes Xcode writes that are read onto UIKit's properties (SEMANTICS.md §19).
final class StoryboardAttributeTests: XCTestCase {
    func testBarHidingSwitchesAndStandardStackSpacingAreRead() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <navigationController hidesBarsOnSwipe="YES" hidesBarsOnTap="YES" hidesBarsWhenKeyboardAppears="YES" hidesBarsWhenVerticallyCompact="YES" id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="rootViewController" id="rel"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                                            <rect key="frame" x="20" y="120" width="353" height="40"/>
                                        </stackView>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                            <rect key="frame" x="20" y="180" width="40" height="40"/>
                                        </imageView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Bars.storyboard")
        XCTAssertTrue(doc.warnings.isEmpty, "\(doc.warnings)")
        let nav = try XCTUnwrap(
            UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController() as? UINavigationController)
        XCTAssertTrue(nav.hidesBarsOnTap)
        XCTAssertTrue(nav.hidesBarsOnSwipe)
        XCTAssertTrue(nav.hidesBarsWhenKeyboardAppears)
        XCTAssertTrue(nav.hidesBarsWhenVerticallyCompact)
        XCTAssertTrue(nav.barHideOnTapGestureRecognizer === nav.barHideOnTapGestureRecognizer)
        // Made in code, UIKit's defaults.
        XCTAssertFalse(UINavigationController().hidesBarsOnTap)
        let stack = try XCTUnwrap(nav.viewControllers.first?.view.subviews.first as? UIStackView)
        XCTAssertEqual(stack.spacing, UIStackView.spacingUseSystem)
        // `catalog="system"`: the symbol, not a missing catalog image.
        let image = try XCTUnwrap(nav.viewControllers.first?.view.subviews.last as? UIImageView)
        XCTAssertEqual(image.image?.isSymbolImage, true)
    }

    /// A button's state image written `catalog="system"` on its `<state>` (as Xcode 11 to 15
    /// write it, with the symbol listed among the document's `<resources>`): the symbol, and
    /// no asset catalog is searched for it.
    func testAButtonsSystemStateImageIsTheSymbol() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                            <rect key="frame" x="20" y="120" width="44" height="44"/>
                                            <state key="normal" image="play.fill" catalog="system">
                                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30" weight="bold"/>
                                            </state>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="play.fill" catalog="system" width="116" height="128"/>
                </resources>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Player.storyboard")
        XCTAssertEqual(doc.systemImages, ["play.fill"])
        let vc = try XCTUnwrap(UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController())
        let button = try XCTUnwrap(vc.view.subviews.first as? UIButton)
        XCTAssertEqual(button.image(for: .normal)?.isSymbolImage, true)
        // The state's `<preferredSymbolConfiguration>`: 30 pt, bold.
        XCTAssertEqual(
            doc.scenes.first?.viewController?.children.first?.subviews.first?.states.first?.symbolPointSize, 30)
        let drawn = try XCTUnwrap(button.image(for: .normal))
        let plain = try XCTUnwrap(UIImage(systemName: "play.fill"))
        XCTAssertGreaterThan(drawn.size.height, plain.size.height, "a 30 pt symbol is taller than the 17 pt default")
        XCTAssertEqual(
            drawn.size, plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)).size)
    }
}
