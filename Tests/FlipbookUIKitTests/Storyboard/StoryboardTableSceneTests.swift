import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// The controller class of fixtures/storyboards/Rows.storyboard's table scene: one row per
/// prototype, each dequeued by its reuse identifier (top level, so that `_typeByName` finds it
/// in this module).
final class RowsController: UITableViewController {
    static let identifiers = ["Basic", "Subtitle", "RightDetail", "LeftDetail", "Custom"]
    var appeared: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.identifiers.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifiers[indexPath.row], for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Detail \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 4 ? 62 : 44
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared.append("will")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared.append("did")
    }
}

/// The custom prototype cell of Rows.storyboard.
final class RowsCustomCell: UITableViewCell {}

/// A collection controller's scene: its collection view is the file's.
final class TilesController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

/// The prototype cell of the collection scene.
final class TileCell: UICollectionViewCell {}

/// Table and collection controllers from a storyboard keep the scene's own table or
/// collection, with its prototype cells; styled prototype cells' labels are the cell's
/// `textLabel` and `detailTextLabel` (SEMANTICS.md §19).
final class StoryboardTableSceneTests: XCTestCase {
    override func setUp() {
        super.setUp()
        searchStoryboards(in: [StoryboardLoadingTests.fixtures], modules: ["FlipbookUIKitTests"])
    }

    private func rows() throws -> RowsController {
        let storyboard = try UIStoryboard.load(name: "Rows", bundle: nil)
        let vc = try XCTUnwrap(try storyboard.instantiate(identifier: "Rows") as? RowsController)
        vc.view.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        vc.view.layoutIfNeeded()
        return vc
    }

    func testTableControllerKeepsTheScenesTableAndItsPrototypes() throws {
        let vc = try rows()
        let table = try XCTUnwrap(vc.tableView)
        // The file's table (its background colour is the document's system colour), its
        // data source and delegate the controller, as the outlets say.
        XCTAssertEqual(table.interfaceBuilder?.object.id, "Rows-tbl-vw0")
        XCTAssertTrue(table.dataSource === vc)
        XCTAssertTrue(table.delegate === vc)
        // The custom prototype dequeues as the app's class.
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "Custom") is RowsCustomCell)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 4, section: 0)) is RowsCustomCell)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier, "Basic")
    }

    func testStyledPrototypeLabelsAreTheCellsOwn() throws {
        let vc = try rows()
        let table = try XCTUnwrap(vc.tableView)
        func labels(_ row: Int) -> [String?] {
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            return cell?.contentView.subviews.compactMap { ($0 as? UILabel)?.text } ?? []
        }
        // Each styled cell shows the app's text only: the file's "Title" and "Subtitle" labels
        // are the ones the app's `textLabel?.text =` changed.
        XCTAssertEqual(labels(0), ["Row 0"])
        XCTAssertEqual(Set(labels(1).compactMap { $0 }), ["Row 1", "Detail 1"])
        XCTAssertEqual(Set(labels(2).compactMap { $0 }), ["Row 2", "Detail 2"])
        XCTAssertEqual(Set(labels(3).compactMap { $0 }), ["Row 3", "Detail 3"])
        // `pointSize="0.0"` keeps the style's sizes: 17 pt, and 12 pt for the subtitle
        // (UITableViewCell.CellStyle's documented sizes in this project, §17).
        let basic = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(basic.textLabel?.font.pointSize, 17)
        let subtitle = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(subtitle.detailTextLabel?.font.pointSize, 12)
        // The file's alignment is kept: the right-detail cell's detail is right-aligned.
        let right = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(right.detailTextLabel?.textAlignment, .right)
        XCTAssertEqual(basic.accessoryType, .disclosureIndicator)
    }

    /// Xcode writes `sectionHeaderHeight="28"` for every plain table; a plain table draws no
    /// header for a section without a title or a view, so the first row is at the top.
    func testPlainTableFromTheDocumentHasNoHeaderAboveItsFirstRow() throws {
        let vc = try rows()
        let table = try XCTUnwrap(vc.tableView)
        XCTAssertEqual(table.sectionHeaderHeight, 28)
        XCTAssertEqual(table.estimatedSectionHeaderHeight, UITableView.automaticDimension)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 0)
    }

    /// A plain table from code with a section header height and no titles: no header either;
    /// with a title the header is the set height; a grouped table's untitled header is the set
    /// height.
    func testSectionHeaderHeightAppliesToTitledPlainSectionsAndToGroupedOnes() {
        final class Titles: NSObject, UITableViewDataSource, UITableViewDelegate {
            var title: String?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { title }
        }
        let source = Titles()
        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        plain.sectionHeaderHeight = 40
        plain.dataSource = source
        plain.delegate = source
        plain.layoutIfNeeded()
        XCTAssertEqual(plain.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        source.title = "Fruit"
        plain.reloadData()
        plain.layoutIfNeeded()
        XCTAssertEqual(plain.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 40)
        source.title = nil
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .grouped)
        grouped.sectionHeaderHeight = 18
        grouped.dataSource = source
        grouped.delegate = source
        grouped.layoutIfNeeded()
        XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 18)
    }

    /// A 44 pt row's content view on iOS at 2x is 43.5 pt tall, the separator's 0.5 pt under
    /// it (recursiveDescription in qokelate/sma11caseA@9578a8c5d7e8e024bd445a7937d4f335b8ccebf4:
    /// IOS/iosClient/RootViewController.m: `UITableViewCellContentView ... (0 0; 375 43.5)`,
    /// `_UITableViewCellSeparatorView ... (132.5 43.5; 243 0.5)`): the row less 1 / scale. The
    /// fixture's custom cell fills 61.5 pt with required constraints, as Xcode drew it for a
    /// 62 pt row: it lays out without a conflict.
    func testContentViewIsTheRowLessTheSeparator() throws {
        LayoutReport.printed = []
        let vc = try rows()
        let table = try XCTUnwrap(vc.tableView)
        let hair = 1 / UIScreen.main.scale
        let custom = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        custom.layoutIfNeeded()
        XCTAssertEqual(custom.frame.height, 62)
        XCTAssertEqual(custom.contentView.frame.height, 62 - hair)
        let basic = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(basic.contentView.frame.height, 44 - hair)
        XCTAssertFalse(
            LayoutReport.printed.contains { $0.contains("Unable to simultaneously satisfy") }, "\(LayoutReport.printed)"
        )
        // Without separators the content view is the whole row.
        table.separatorStyle = .none
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.height, 44)
    }

    func testFontOfSizeZeroIsReadAndAFontOfNegativeSizeIsAnError() throws {
        func read(_ size: String) throws -> IBDocument {
            let xml = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <label text="A" id="l">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                        </label>
                    </objects>
                </document>
                """
            return try StoryboardReader.read(data: Data(xml.utf8), file: "Size.xib")
        }
        let doc = try read("0.0")
        XCTAssertEqual(doc.objects.first?.fonts["fontDescription"]?.pointSize, 0)
        // A label of its own (not a cell's) with size 0 is the label's default 17 pt.
        let label = try XCTUnwrap(UINib(document: doc, bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertThrowsError(try read("-2")) {
            XCTAssertTrue("\($0)".contains("pointSize=\"-2.0\" is negative"), "\($0)")
        }
    }

    func testCollectionControllerKeepsTheScenesCollection() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="cvc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <collectionViewController id="cvc" customClass="TilesController" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                                        <size key="itemSize" width="120" height="90"/>
                                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile" customClass="TileCell">
                                            <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="tc">
                                                <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </collectionViewCellContentView>
                                        </collectionViewCell>
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Tiles.storyboard")
        let vc = try XCTUnwrap(
            UIStoryboard(document: doc, bundle: nil).instantiateInitialViewController() as? TilesController)
        let collection = try XCTUnwrap(vc.collectionView)
        XCTAssertEqual(collection.interfaceBuilder?.object.id, "cv")
        // No dataSource or delegate outlets in the file: the controller is both, as UIKit's.
        XCTAssertTrue(collection.dataSource === vc)
        collection.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        collection.layoutIfNeeded()
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(cell is TileCell)
        XCTAssertEqual(
            (vc.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize, CGSize(width: 120, height: 90))
    }
}
