import FlipbookCore
import FlipbookStoryboard
import Foundation
import XCTest

@testable import FlipbookUIKit

/// A header class registered with a table, as an app writes one.
final class FruitHeader: UITableViewHeaderFooterView {
    var reused = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

/// A table's parts as Interface Builder writes them and as an app registers them: prototype
/// cells of their own custom heights, the table's header and footer views, and
/// `UITableViewHeaderFooterView` (registration, dequeue, reuse, its labels and background).
final class StoryboardTablePartsTests: XCTestCase {
    /// A plain table (375 x 667) with a 120 pt header view and a 50 pt footer view, and two
    /// custom prototypes of custom heights 62 and 88 (no constraints in their content views).
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="t">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="t" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="TV">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="H">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="HL">
                                            <rect key="frame" x="16" y="49.5" width="343" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemYellowColor"/>
                                    <constraints>
                                        <constraint firstItem="HL" firstAttribute="leading" secondItem="H" secondAttribute="leading" constant="16" id="h1"/>
                                        <constraint firstItem="HL" firstAttribute="centerY" secondItem="H" secondAttribute="centerY" id="h2"/>
                                    </constraints>
                                </view>
                                <view key="tableFooterView" contentMode="scaleToFill" id="F">
                                    <rect key="frame" x="0.0" y="270" width="375" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <color key="backgroundColor" systemColor="systemGreenColor"/>
                                </view>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Short" rowHeight="62" id="C1">
                                        <rect key="frame" x="0.0" y="148" width="375" height="62"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="C1" id="CV1">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="62"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Tall" rowHeight="88" id="C2">
                                        <rect key="frame" x="0.0" y="210" width="375" height="88"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="C2" id="CV2">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="88"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Rows: Short, Tall, Short.
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let kinds = ["Short", "Tall", "Short"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { kinds.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: kinds[indexPath.row], for: indexPath)
        }
    }

    func table() throws -> (UITableView, Source) {
        let vc = try XCTUnwrap(
            StoryboardFixture.initialViewController(Self.xml, file: "Parts.storyboard") as? UITableViewController)
        let table = try XCTUnwrap(vc.tableView)
        let source = Source()
        table.dataSource = source
        table.delegate = source
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        table.layoutIfNeeded()
        return (table, source)
    }

    func testEachPrototypeKeepsItsOwnHeight() throws {
        let (table, source) = try table()
        _ = source
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        // Below the 120 pt header: 62, 88, 62.
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 120, width: 375, height: 62))
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 182, width: 375, height: 88))
        XCTAssertEqual(
            table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 270, width: 375, height: 62))
        // The content view stops above the separator: 88 less one pixel at scale 2.
        let tall = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(tall.reuseIdentifier, "Tall")
        XCTAssertEqual(tall.contentView.frame.height, 88 - 1 / UIScreen.main.scale, accuracy: 1e-9)
    }

    func testHeaderAndFooterViewsFromTheFile() throws {
        let (table, source) = try table()
        _ = source
        let header = try XCTUnwrap(table.tableHeaderView)
        XCTAssertEqual(header.interfaceBuilder?.object.id, "H")
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 375, height: 120))
        XCTAssertTrue(header.superview === table)
        let label = try XCTUnwrap(header.subviews.first as? UILabel)
        XCTAssertEqual(label.text, "Header")
        XCTAssertEqual(label.frame.minX, 16)
        XCTAssertEqual(label.frame.midY, 60, accuracy: 0.5)
        // The footer follows the last row: 120 + 62 + 88 + 62 = 332.
        let footer = try XCTUnwrap(table.tableFooterView)
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 332, width: 375, height: 50))
        XCTAssertEqual(table.contentSize, CGSize(width: 375, height: 382))
    }

    // MARK: - Static tables

    /// A grouped static table (`dataMode="static"`) of two titled sections: a 56 pt cell
    /// with a label and a cell of the default height, then a 120 pt cell.
    static let staticXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="t">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="t" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="TV">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection headerTitle="General" id="S1">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" indentationWidth="10" rowHeight="56" id="A">
                                                <rect key="frame" x="0.0" y="55.5" width="375" height="56"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="A" id="AC">
                                                    <rect key="frame" x="0.0" y="0.0" width="348" height="56"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Wi-Fi" lineBreakMode="tailTruncation" id="AL">
                                                            <rect key="frame" x="16" y="17" width="200" height="21"/>
                                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="B">
                                                <rect key="frame" x="0.0" y="111.5" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="B" id="BC">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection headerTitle="About" footerTitle="Version 1" id="S2">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="120" id="C">
                                                <rect key="frame" x="0.0" y="211.5" width="375" height="120"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="C" id="CC">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The file's sections, titles and cells, made once; rows as tall as the file says
    /// (44 without a height); the cells' subviews are the file's. Section by section, with
    /// Xcode's grouped 18: the first titled header 55⅓, rows 56 + 44 (55⅓ to 111⅓, to 155⅓),
    /// the untitled footer 18, the second titled header 38, the 120 pt row from 211⅓. The
    /// file's own frames, which Interface Builder laid out with UIKit, put the rows at 55.5,
    /// 111.5 and 211.5.
    func testStaticTable() throws {
        let vc = try XCTUnwrap(
            StoryboardFixture.initialViewController(Self.staticXML, file: "Static.storyboard") as? UITableViewController
        )
        let table = try XCTUnwrap(vc.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(vc.tableView(table, titleForHeaderInSection: 0), "General")
        XCTAssertEqual(vc.tableView(table, titleForFooterInSection: 1), "Version 1")
        let third: CGFloat = 1.0 / 3
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 55 + third, accuracy: 1e-9)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 56)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 111 + third, accuracy: 1e-9)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 211 + third, accuracy: 1e-9)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).height, 120)
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(first.interfaceBuilder?.object.id, "A")
        XCTAssertEqual(first.accessoryType, .disclosureIndicator)
        XCTAssertEqual((first.contentView.subviews.first as? UILabel)?.text, "Wi-Fi")
        // The same cell every time: static cells are not dequeued.
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
    }

    // MARK: - UITableViewHeaderFooterView

    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var made = 0
        var displayed: [String] = []
        var lowercase = false
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Fruit") else { return nil }
            if (v as? FruitHeader)?.reused == 0 { made += 1 }
            v.textLabel?.text = section == 0 ? "Apples" : "Pears"
            return v
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            let v = view as? UITableViewHeaderFooterView
            displayed.append(v?.textLabel?.text ?? "?")
            if lowercase { v?.textLabel?.text = v?.textLabel?.text?.capitalized }
        }
    }

    func testRegisteredClassIsDequeued() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit"))
        table.register(FruitHeader.self, forHeaderFooterViewReuseIdentifier: "Fruit")
        let v = table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit")
        XCTAssertTrue(v is FruitHeader)
        XCTAssertEqual(v?.reuseIdentifier, "Fruit")
        // The labels are made on first use, inside the content view.
        XCTAssertTrue(v?.textLabel?.superview === v?.contentView)
        XCTAssertTrue(v?.contentView.superview === v)
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Fruit")
        XCTAssertNil(table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit"))
    }

    /// A header nib as Xcode writes one (a top-level `<view>` of the header's class, with a
    /// label): each dequeue is a new instance of the nib's view, its reuse identifier the
    /// registered one.
    func testNibRegisteredHeaderIsDequeued() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0" customClass="FruitHeader" customModule="FlipbookUIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fruit" lineBreakMode="tailTruncation" id="L1">
                                <rect key="frame" x="16" y="11" width="288" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xib.utf8), file: "FruitHeader.xib")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(document: doc, bundle: nil), forHeaderFooterViewReuseIdentifier: "Fruit")
        let a = try XCTUnwrap(table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit") as? FruitHeader)
        let b = try XCTUnwrap(table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit") as? FruitHeader)
        XCTAssertFalse(a === b)
        XCTAssertEqual(a.reuseIdentifier, "Fruit")
        XCTAssertEqual((a.subviews.compactMap { $0 as? UILabel }).first?.text, "Fruit")
        // A class registered after it wins, as in UIKit.
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Fruit")
        let c = table.dequeueReusableHeaderFooterView(withIdentifier: "Fruit")
        XCTAssertNotNil(c)
        XCTAssertFalse(c is FruitHeader)
    }

    func testPlainHeadersAreDrawnAsTitleHeaders() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(FruitHeader.self, forHeaderFooterViewReuseIdentifier: "Fruit")
        let source = Sections()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // 28 pt headers with a view, then two 44 pt rows: the second header at 28 + 88 = 116.
        let first = try XCTUnwrap(table.headerView(forSection: 0))
        let second = try XCTUnwrap(table.headerView(forSection: 1))
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 320, height: 28))
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 116, width: 320, height: 28))
        XCTAssertEqual(first.textLabel?.text, "Apples")
        XCTAssertEqual(source.displayed, ["Apples", "Pears"])
        // The title as a titled plain header draws it: 15 pt bold at the 16 pt margin,
        // centred in the 28 pt bar, on secondarySystemBackground.
        let title = SectionTitleView(title: "Apples", style: .plain, header: true, margin: 16)
        title.frame = first.frame
        title.layoutIfNeeded()
        first.layoutIfNeeded()
        XCTAssertEqual(first.textLabel?.font, title.label.font)
        XCTAssertEqual(first.textLabel?.frame, title.label.frame)
        XCTAssertEqual(first.subviews.first?.backgroundColor, .secondarySystemBackground)
        XCTAssertEqual(first.contentView.frame, first.bounds)
        XCTAssertNil(table.footerView(forSection: 0))
    }

    func testGroupedHeadersUpperCaseTheirTextBeforeWillDisplay() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.register(FruitHeader.self, forHeaderFooterViewReuseIdentifier: "Fruit")
        let source = Sections()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let first = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(first.frame.height, 38)
        XCTAssertEqual(first.textLabel?.text, "APPLES")
        XCTAssertEqual(source.displayed, ["APPLES", "PEARS"])
        first.layoutIfNeeded()
        let title = SectionTitleView(title: "Apples", style: .grouped, header: true, margin: 16)
        title.frame = first.frame
        title.layoutIfNeeded()
        XCTAssertEqual(first.textLabel?.frame, title.label.frame)
        XCTAssertEqual(first.textLabel?.textColor, .secondaryLabel)
        // No bar behind a grouped header.
        XCTAssertNil(first.subviews.first?.backgroundColor)
        // An app that sets the text back in willDisplayHeaderView keeps it.
        source.lowercase = true
        table.reloadData()
        table.layoutIfNeeded()
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "Apples")
    }

    func testHeadersAreReusedAfterAReload() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(FruitHeader.self, forHeaderFooterViewReuseIdentifier: "Fruit")
        let source = Sections()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let before = [try XCTUnwrap(table.headerView(forSection: 0)), try XCTUnwrap(table.headerView(forSection: 1))]
        XCTAssertFalse(before[0] === before[1])
        let madeBefore = source.made
        table.reloadData()
        table.layoutIfNeeded()
        let after = try XCTUnwrap(table.headerView(forSection: 0) as? FruitHeader)
        // No new header made: the pooled ones come back, prepared for reuse.
        XCTAssertEqual(source.made, madeBefore)
        XCTAssertGreaterThan(after.reused, 0)
        for s in 0..<2 {
            let now = try XCTUnwrap(table.headerView(forSection: s))
            XCTAssertTrue(before.contains { $0 === now }, "section \(s)")
        }
        XCTAssertEqual(after.textLabel?.text, "Apples")
    }

    func testBackgroundViewReplacesTheBar() throws {
        let v = UITableViewHeaderFooterView(reuseIdentifier: "X")
        v.frame = CGRect(x: 0, y: 0, width: 200, height: 28)
        let back = UIView()
        back.backgroundColor = .systemPink
        v.backgroundView = back
        v.layoutIfNeeded()
        XCTAssertEqual(back.frame, v.bounds)
        XCTAssertTrue(back.superview === v)
        let index = try XCTUnwrap(v.subviews.firstIndex { $0 === back })
        let content = try XCTUnwrap(v.subviews.firstIndex { $0 === v.contentView })
        XCTAssertLessThan(index, content)
        XCTAssertTrue(v.subviews.first?.isHidden ?? false)
    }
}
