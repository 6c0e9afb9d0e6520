import FlipbookStoryboard
import Foundation
import XCTest

/// Tables and collections: prototype cells, static sections of cells, the cells' content
/// views (with and without an id), styled cells' labels, flow layouts and reusable views.
final class TableAndCollectionTests: XCTestCase {
    func testPrototypeCellsOfATable() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="singleLine" separatorInsetReference="fromAutomaticInsets" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" allowsMultipleSelection="YES" id="tbl">
                <color key="separatorColor" systemColor="separatorColor"/>
                <inset key="separatorInset" minX="15" minY="0.0" maxX="0.0" maxY="0.0"/>
                <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" accessoryType="disclosureIndicator" editingAccessoryType="checkmark" indentationWidth="10" indentationLevel="1" reuseIdentifier="Basic" textLabel="tl" style="IBUITableViewCellStyleDefault" rowHeight="44" id="cell1">
                <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell1" id="cv1">
                <subviews>
                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="tl">
                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
                </label>
                </subviews>
                </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell selectionStyle="gray" reuseIdentifier="Detail" detailTextLabel="dl" style="IBUITableViewCellStyleValue1" id="cell2">
                <tableViewCellContentView key="contentView" tableViewCell="cell2" id="cv2">
                <subviews><label text="Detail" id="dl"/></subviews>
                </tableViewCellContentView>
                </tableViewCell>
                </prototypes>
                </tableView>
                </subviews>
                """))
        let table = try XCTUnwrap(doc.object(id: "tbl"))
        XCTAssertEqual(table.properties["dataMode"], "prototypes")
        XCTAssertEqual(table.properties["separatorStyle"], "singleLine")
        XCTAssertEqual(table.properties["separatorInsetReference"], "fromAutomaticInsets")
        XCTAssertEqual(table.number("rowHeight"), 60)
        XCTAssertEqual(table.number("estimatedRowHeight"), -1)
        XCTAssertEqual(table.bool("allowsMultipleSelection"), true)
        XCTAssertEqual(table.colors["separatorColor"], .system("separatorColor"))
        XCTAssertEqual(table.insets["separatorInset"], IBInsets(top: 0, left: 15, bottom: 0, right: 0))
        XCTAssertEqual(table.prototypes.map(\.id), ["cell1", "cell2"])
        XCTAssertEqual(table.prototypes.map(\.reuseIdentifier), ["Basic", "Detail"])
        XCTAssertEqual(table.prototypes.map(\.uiKitClass), ["UITableViewCell", "UITableViewCell"])
        let cell = table.prototypes[0]
        XCTAssertEqual(cell.properties["selectionStyle"], "none")
        XCTAssertEqual(cell.properties["accessoryType"], "disclosureIndicator")
        XCTAssertEqual(cell.properties["editingAccessoryType"], "checkmark")
        XCTAssertEqual(cell.properties["style"], "IBUITableViewCellStyleDefault")
        XCTAssertEqual(cell.properties["textLabel"], "tl")
        XCTAssertEqual(cell.number("indentationWidth"), 10)
        XCTAssertEqual(cell.number("indentationLevel"), 1)
        XCTAssertEqual(cell.number("rowHeight"), 44)
        let content = try XCTUnwrap(cell.child("contentView"))
        XCTAssertEqual(content.element, "tableViewCellContentView")
        XCTAssertEqual(content.uiKitClass, "UIView")
        XCTAssertEqual(content.properties["tableViewCell"], "cell1")
        XCTAssertEqual(content.subviews.map(\.id), ["tl"])
        XCTAssertEqual(doc.object(id: "tl")?.fonts["fontDescription"], IBFont(kind: .system, pointSize: 0))
        XCTAssertEqual(doc.object(id: "tl")?.nils, ["textColor", "highlightedColor"])
        XCTAssertEqual(table.prototypes[1].properties["detailTextLabel"], "dl")
        XCTAssertEqual(table.prototypes[1].properties["selectionStyle"], "gray")
    }

    /// Static cells: sections (with header and footer titles) of cells, kept as the table's
    /// items in file order.
    func testStaticSections() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <tableView dataMode="static" style="grouped" separatorStyle="default" id="tbl">
                <sections>
                <tableViewSection headerTitle="Account" footerTitle="Signed in" id="sec1">
                <cells>
                <tableViewCell reuseIdentifier="" id="r1"><tableViewCellContentView key="contentView" id="r1c"/></tableViewCell>
                <tableViewCell id="r2"><tableViewCellContentView key="contentView" id="r2c"/></tableViewCell>
                </cells>
                </tableViewSection>
                <tableViewSection id="sec2">
                <cells><tableViewCell id="r3"/></cells>
                </tableViewSection>
                </sections>
                </tableView>
                </subviews>
                """))
        let table = try XCTUnwrap(doc.object(id: "tbl"))
        XCTAssertEqual(table.properties["dataMode"], "static")
        XCTAssertEqual(table.properties["style"], "grouped")
        XCTAssertEqual(table.items.map(\.id), ["sec1", "sec2"])
        XCTAssertEqual(table.items[0].properties["headerTitle"], "Account")
        XCTAssertEqual(table.items[0].properties["footerTitle"], "Signed in")
        XCTAssertEqual(table.items[0].prototypes.map(\.id), ["r1", "r2"])
        XCTAssertEqual(table.items[1].prototypes.map(\.id), ["r3"])
        XCTAssertEqual(table.items[0].prototypes[1].child("contentView")?.id, "r2c")
    }

    /// A collection view: flow layout, cells whose content view has an id (Xcode 11 on) or
    /// none (Xcode 8 to 10, named after its cell), a section header.
    func testCollectionCellsAndReusableViews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="col">
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="flow">
                <size key="itemSize" width="50" height="50"/>
                <size key="estimatedItemSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                </collectionViewFlowLayout>
                <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="c1">
                <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="c1c">
                <subviews><imageView id="photo"/></subviews>
                </collectionViewCellContentView>
                </collectionViewCell>
                <collectionViewCell opaque="NO" reuseIdentifier="Old" id="c2">
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                </view>
                </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr"/>
                </collectionView>
                </subviews>
                """))
        let col = try XCTUnwrap(doc.object(id: "col"))
        XCTAssertEqual(col.child("collectionViewLayout")?.properties["sectionInsetReference"], "safeArea")
        XCTAssertEqual(col.child("collectionViewLayout")?.sizes["itemSize"], IBSize(width: 50, height: 50))
        XCTAssertEqual(col.prototypes.map(\.id), ["c1", "c2"])
        XCTAssertEqual(col.prototypes.map(\.uiKitClass), ["UICollectionViewCell", "UICollectionViewCell"])
        XCTAssertEqual(col.prototypes.map(\.reuseIdentifier), ["Photo", "Old"])
        XCTAssertEqual(col.prototypes[0].child("contentView")?.id, "c1c")
        XCTAssertEqual(col.prototypes[0].child("contentView")?.subviews.map(\.id), ["photo"])
        // The content view without an id is named after its cell.
        let old = try XCTUnwrap(col.prototypes[1].child("contentView"))
        XCTAssertEqual(old.id, "c2.contentView")
        XCTAssertEqual(old.frame, IBRect(x: 0, y: 0, width: 50, height: 50))
        let header = try XCTUnwrap(col.child("sectionHeaderView"))
        XCTAssertEqual(header.uiKitClass, "UICollectionReusableView")
        XCTAssertEqual(header.reuseIdentifier, "Header")
    }

    /// A XIB holding only a cell (as `UINib(nibName:)` of a cell class): its File's Owner,
    /// the cell with its custom class and its outlets.
    func testCellXib() throws {
        let doc = try IBText.read(
            IBText.xib(
                """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Chip" id="cell" customClass="ChipCell" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="80" height="32"/>
                <collectionViewCellContentView key="contentView" opaque="NO" id="content">
                <subviews><label text="Chip" id="title"/></subviews>
                </collectionViewCellContentView>
                <connections>
                <outlet property="title" destination="title" id="o1"/>
                </connections>
                </collectionViewCell>
                """), file: "ChipCell.xib")
        XCTAssertEqual(doc.objects.map(\.id), ["-1", "-2", "cell"])
        let cell = doc.objects[2]
        XCTAssertEqual(cell.customClass, "ChipCell")
        XCTAssertEqual(cell.reuseIdentifier, "Chip")
        XCTAssertEqual(cell.connections, [.outlet(property: "title", destination: "title", line: 11)])
    }
}
