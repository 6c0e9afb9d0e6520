import FlipbookStoryboard
import Foundation
import XCTest

/// The reader on hand-written files in Xcode's format (fixtures/storyboards): every value
/// below is read off the XML of the fixture by eye.
final class StoryboardReaderTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../fixtures/storyboards").standardizedFileURL

    func read(_ name: String) throws -> IBDocument {
        try StoryboardReader.read(contentsOf: Self.folder.appendingPathComponent(name))
    }

    func testDocumentAndScenes() throws {
        let doc = try read("Main.storyboard")
        XCTAssertEqual(doc.kind, .storyboard)
        XCTAssertEqual(doc.toolsVersion, "21701")
        XCTAssertEqual(doc.initialViewController, "Nav-00-ctl")
        XCTAssertTrue(doc.useAutolayout)
        XCTAssertTrue(doc.useSafeAreas)
        XCTAssertEqual(doc.device, "retina4_7")
        XCTAssertEqual(
            doc.scenes.map(\.id), ["Nav-sc-000", "Lst-sc-000", "Det-sc-000", "Bdg-sc-000", "Crd-sc-000", "Tbl-sc-000"])
        XCTAssertEqual(
            doc.scenes.compactMap(\.viewController).map(\.element),
            [
                "navigationController", "viewController", "viewController", "viewController", "viewController",
                "tableViewController",
            ])
        XCTAssertEqual(doc.warnings, [], "\(doc.warnings)")
    }

    func testViewControllers() throws {
        let doc = try read("Main.storyboard")
        let list = try XCTUnwrap(doc.viewController(identifier: "CardList"))
        XCTAssertEqual(list.id, "Lst-00-ctl")
        XCTAssertEqual(list.customClass, "CardListViewController")
        XCTAssertEqual(list.customModule, "CardsApp")
        XCTAssertEqual(list.title, "Cards")
        XCTAssertEqual(list.uiKitClass, "UIViewController")
        XCTAssertEqual(list.child("navigationItem")?.title, "Cards")
        let nav = try XCTUnwrap(doc.object(id: "Nav-00-ctl"))
        XCTAssertEqual(nav.uiKitClass, "UINavigationController")
        XCTAssertEqual(nav.child("navigationBar")?.frame, IBRect(x: 0, y: 20, width: 375, height: 44))
        let table = try XCTUnwrap(doc.viewController(identifier: "Settings"))
        XCTAssertEqual(table.uiKitClass, "UITableViewController")
        XCTAssertEqual(table.rootView?.element, "tableView")
    }

    func testViewTreeAndAttributes() throws {
        let doc = try read("Main.storyboard")
        let root = try XCTUnwrap(doc.viewController(identifier: "CardList")?.rootView)
        XCTAssertEqual(root.frame, IBRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(root.autoresizingMask, [.widthSizable, .heightSizable])
        XCTAssertEqual(root.colors["backgroundColor"], .system("systemBackgroundColor"))
        XCTAssertEqual(root.subviews.map(\.element), ["label", "imageView", "stackView"])
        XCTAssertEqual(root.layoutGuides, [IBLayoutGuide(id: "Lst-00-saf", key: "safeArea")])

        let title = root.subviews[0]
        XCTAssertEqual(title.uiKitClass, "UILabel")
        XCTAssertEqual(title.text, "Today")
        XCTAssertEqual(title.frame, IBRect(x: 20, y: 84, width: 335, height: 41))
        XCTAssertEqual(title.fonts["fontDescription"], IBFont(kind: .boldSystem, pointSize: 34))
        XCTAssertEqual(title.colors["textColor"], .system("labelColor"))
        XCTAssertEqual(title.nils, ["highlightedColor"])
        XCTAssertFalse(title.userInteractionEnabled)
        XCTAssertFalse(title.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(title.properties["textAlignment"], "natural")
        XCTAssertEqual(title.contentMode, "left")

        let image = root.subviews[1]
        XCTAssertEqual(image.image, "landscape-1")
        XCTAssertEqual(image.contentMode, "scaleAspectFill")
        XCTAssertTrue(image.clipsSubviews)
        XCTAssertEqual(
            image.runtimeAttributes, [IBRuntimeAttribute(keyPath: "layer.cornerRadius", value: .number(12), line: 49)])

        let stack = root.subviews[2]
        XCTAssertEqual(stack.properties["axis"], "vertical")
        XCTAssertEqual(stack.properties["distribution"], "fillEqually")
        XCTAssertEqual(stack.number("spacing"), 8)
        let button = stack.subviews[0]
        XCTAssertEqual(button.uiKitClass, "UIButton")
        XCTAssertEqual(button.properties["buttonType"], "system")
        XCTAssertEqual(button.colors["backgroundColor"], .named("Brand"))
        XCTAssertEqual(
            button.states,
            [
                IBButtonState(
                    state: "normal", title: "Open card",
                    titleColor: .white(white: 1, alpha: 1, space: "calibratedWhite"))
            ])
        XCTAssertEqual(
            stack.subviews[1].colors["backgroundColor"],
            .rgb(
                red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791, alpha: 0.5,
                space: "sRGB"))
    }

    func testFontsAndColoursOfEveryKind() throws {
        let doc = try read("Main.storyboard")
        let detail = try XCTUnwrap(doc.object(id: "Det-00-lbl"))
        XCTAssertEqual(
            detail.fonts["fontDescription"],
            IBFont(kind: .textStyle, pointSize: 0, textStyle: "UICTFontTextStyleTitle2"))
        XCTAssertEqual(detail.colors["textColor"], .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, space: "calibratedRGB"))
        XCTAssertEqual(detail.number("numberOfLines"), 0)
        XCTAssertEqual(detail.properties["textAlignment"], "center")
        XCTAssertEqual(
            doc.object(id: "Det-00-vw0")?.colors["backgroundColor"],
            .white(white: 0.95, alpha: 1, space: "genericGamma22GrayColorSpace"))
        let cellLabel = try XCTUnwrap(doc.object(id: "Tbl-00-ctx"))
        XCTAssertEqual(
            cellLabel.fonts["fontDescription"],
            IBFont(kind: .custom, pointSize: 16, name: "Avenir-Heavy", family: "Avenir"))
        XCTAssertEqual(
            doc.namedColors["Brand"], .rgb(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1, space: "sRGB"))
        XCTAssertEqual(
            doc.systemColors["labelColor"], .white(white: 0, alpha: 1, space: "genericGamma22GrayColorSpace"))
        XCTAssertEqual(doc.images["landscape-1"], IBSize(width: 400, height: 300))

        let cell = try read("CardCell.xib")
        XCTAssertEqual(
            cell.object(id: "lbl-Ch-001")?.fonts["fontDescription"],
            IBFont(kind: .system, pointSize: 17, weight: "semibold"))
        XCTAssertEqual(cell.object(id: "lbl-Ch-001")?.colors["textColor"], .system("darkTextColor"))
        XCTAssertEqual(
            cell.object(id: "swt-Ch-001")?.colors["backgroundColor"],
            .rgb(red: 1, green: 0, blue: 0, alpha: 1, space: "displayP3"))
        XCTAssertEqual(cell.object(id: "swt-Ch-001")?.alpha, 0.75)
        XCTAssertEqual(cell.object(id: "swt-Ch-001")?.tag, 7)
    }

    func testConstraints() throws {
        let doc = try read("Main.storyboard")
        let root = try XCTUnwrap(doc.object(id: "Lst-00-vw0"))
        XCTAssertEqual(root.constraints.count, 10)
        let c04 = try XCTUnwrap(root.constraints.first { $0.id == "Lst-00-c04" })
        XCTAssertEqual(c04.firstItem, "Lst-00-saf")
        XCTAssertEqual(c04.firstAttribute, .trailing)
        XCTAssertEqual(c04.secondItem, "Lst-00-ttl")
        XCTAssertEqual(c04.secondAttribute, .trailing)
        XCTAssertEqual(c04.constant, 20)
        XCTAssertEqual(c04.relation, .equal)
        XCTAssertEqual(c04.priority, 1000)
        let c11 = try XCTUnwrap(root.constraints.first { $0.id == "Lst-00-c11" })
        XCTAssertEqual(c11.relation, .greaterThanOrEqual)
        XCTAssertEqual(c11.priority, 750)
        XCTAssertEqual(c11.identifier, "stack-bottom")
        XCTAssertEqual(root.constraints.first { $0.id == "Lst-00-c10" }?.multiplier, 1)
        // A constraint with no firstItem belongs to the view holding it (the height of the
        // image view).
        let height = try XCTUnwrap(doc.object(id: "Lst-00-img")?.constraints.first)
        XCTAssertEqual(height.firstItem, "Lst-00-img")
        XCTAssertEqual(height.firstAttribute, .height)
        XCTAssertNil(height.secondItem)
        XCTAssertEqual(height.constant, 200)

        let cell = try read("CardCell.xib")
        let content = try XCTUnwrap(cell.object(id: "H2p-sc-9uM"))
        let trailing = try XCTUnwrap(content.constraints.first { $0.id == "cst-Ch-c05" })
        XCTAssertEqual(trailing.firstItem, "H2p-sc-9uM")
        XCTAssertEqual(trailing.secondItem, "lbl-Ch-001")
        // Aspect ratio 1:1 of the swatch: width = 1 * height.
        let ratio = try XCTUnwrap(cell.object(id: "swt-Ch-001")?.constraints.first)
        XCTAssertEqual(ratio.firstItem, "swt-Ch-001")
        XCTAssertEqual(ratio.secondAttribute, .height)
        XCTAssertEqual(ratio.multiplier, 1)
    }

    func testConnectionsAndSegues() throws {
        let doc = try read("Main.storyboard")
        let list = try XCTUnwrap(doc.viewController(identifier: "CardList"))
        XCTAssertEqual(list.connections.count, 5)
        XCTAssertEqual(list.connections[0], .outlet(property: "titleLabel", destination: "Lst-00-ttl", line: 92))
        XCTAssertEqual(list.connections[2], .outletCollection(property: "panels", destination: "Lst-00-btn", line: 94))
        let present = try XCTUnwrap(list.segues.first)
        XCTAssertEqual(present.kind, .presentation)
        XCTAssertEqual(present.identifier, "presentCard")
        XCTAssertEqual(present.destination, "Crd-00-ctl")
        XCTAssertEqual(present.modalPresentationStyle, "custom")
        XCTAssertEqual(present.modalTransitionStyle, "crossDissolve")
        XCTAssertTrue(present.animates)

        let button = try XCTUnwrap(doc.object(id: "Lst-00-btn"))
        XCTAssertEqual(
            button.connections[0],
            .action(selector: "openTapped:", destination: "Lst-00-ctl", eventType: "touchUpInside", line: 64))
        XCTAssertEqual(button.segues.first?.kind, .show)
        XCTAssertEqual(button.segues.first?.identifier, "showDetail")

        let root = try XCTUnwrap(doc.object(id: "Nav-00-ctl")?.segues.first)
        XCTAssertEqual(root.kind, .relationship)
        XCTAssertEqual(root.relationship, "rootViewController")
        XCTAssertEqual(root.destination, "Lst-00-ctl")

        let back = try XCTUnwrap(doc.object(id: "Det-00-bbi")?.segues.first)
        XCTAssertEqual(back.kind, .unwind)
        XCTAssertEqual(back.unwindAction, "unwindToList:")
        XCTAssertEqual(back.destination, "Det-00-ext")
        XCTAssertEqual(doc.object(id: "Det-00-ext")?.element, "exit")

        let embed = try XCTUnwrap(doc.object(id: "Det-00-box")?.segues.first)
        XCTAssertEqual(doc.object(id: "Det-00-box")?.element, "containerView")
        XCTAssertEqual(embed.kind, .embed)
        XCTAssertEqual(embed.destination, "Bdg-00-ctl")
        let custom = try XCTUnwrap(doc.object(id: "Det-00-ctl")?.segues.first)
        XCTAssertEqual(custom.kind, .custom)
        XCTAssertEqual(custom.customClass, "FlipSegue")
        XCTAssertEqual(custom.customModule, "CardsApp")
    }

    func testPrototypeCells() throws {
        let doc = try read("Main.storyboard")
        let table = try XCTUnwrap(doc.object(id: "Tbl-00-tbl"))
        XCTAssertEqual(table.properties["dataMode"], "prototypes")
        XCTAssertEqual(table.number("sectionHeaderHeight"), 28)
        XCTAssertEqual(table.prototypes.map(\.reuseIdentifier), ["SettingCell"])
        let content = try XCTUnwrap(table.prototypes[0].child("contentView"))
        XCTAssertEqual(content.element, "tableViewCellContentView")
        XCTAssertEqual(content.subviews.map(\.id), ["Tbl-00-ctx"])
        XCTAssertEqual(table.connections.count, 2)

        let xib = try read("CardCell.xib")
        XCTAssertEqual(xib.kind, .xib)
        XCTAssertEqual(xib.objects.map(\.element), ["placeholder", "placeholder", "tableViewCell"])
        XCTAssertEqual(xib.objects[0].properties["placeholderIdentifier"], "IBFilesOwner")
        let cell = xib.objects[2]
        XCTAssertEqual(cell.customClass, "CardCell")
        XCTAssertEqual(cell.reuseIdentifier, "CardCell")
        XCTAssertEqual(cell.number("rowHeight"), 80)
        XCTAssertEqual(cell.autoresizingMask, [.flexibleMaxX, .flexibleMaxY])
        XCTAssertEqual(cell.connections.count, 2)
        XCTAssertEqual(xib.warnings, [])
    }

    /// Every element and attribute not understood is named once, with the first line it is
    /// on; the rest of the file is still read.
    func testUnknownElementsAndAttributesAreReportedOnce() throws {
        let doc = try read("Unknown.storyboard")
        XCTAssertEqual(
            doc.warnings.map(\.description),
            [
                "Unknown.storyboard:7: warning: sparkle on <view>: attribute not understood; ignored",
                "Unknown.storyboard:10: warning: <hologramView>: element not understood; read as a plain view (its frame, subviews, constraints and connections)",
                "Unknown.storyboard:15: warning: <glitter>: element not understood here; skipped with its contents",
                "Unknown.storyboard:18: warning: <variation>: size-class variation 'heightClass=compact' is not applied: the base layout (any width, any height) is used",
            ])
        let root = try XCTUnwrap(doc.object(id: "Unk-00-vw0"))
        XCTAssertEqual(root.subviews.map(\.id), ["Unk-00-hol", "Unk-00-vw1"])
        XCTAssertEqual(root.subviews[0].frame, IBRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testTruncatedFileIsAnErrorWithItsLine() {
        XCTAssertThrowsError(try read("Truncated.storyboard")) { error in
            let e = error as? StoryboardError
            XCTAssertEqual(e?.file, "Truncated.storyboard")
            // The file ends inside line 39, in the middle of a <fontDescription> tag
            // (`head -c 3000` of Main.storyboard).
            XCTAssertEqual(e?.line, 39)
            XCTAssertEqual(e?.message, "truncated: the file ends inside the value of type in <fontDescription>")
        }
    }

    func testBadFilesAreClearErrors() {
        func error(_ xml: String) -> String {
            do {
                _ = try StoryboardReader.read(data: Data(xml.utf8), file: "x.storyboard")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let head = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">"#
        XCTAssertEqual(error(""), "x.storyboard:0: error: the file is empty")
        XCTAssertEqual(
            error("<plist/>"), "x.storyboard:1: error: the root element is <plist>, not an Interface Builder <document>"
        )
        XCTAssertTrue(
            error(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#).contains(
                "is not an iOS storyboard or XIB"))
        XCTAssertEqual(error("<a>\n<b>\n</a>"), "x.storyboard:3: error: </a> closes <b> of line 2")
        XCTAssertEqual(error("<a x=\"1\" x=\"2\"/>"), "x.storyboard:1: error: attribute x appears twice in <a>")
        XCTAssertEqual(
            error("<a>\n\n\u{FF}</a>".replacingOccurrences(of: "\u{FF}", with: "")),
            "x.storyboard:1: error: the root element is <a>, not an Interface Builder <document>")
        XCTAssertTrue(
            error("<a>&bogus;</a>").hasPrefix("x.storyboard:1: error: an undeclared entity '&bogus;' (XML's are &lt;"))
        XCTAssertEqual(
            error("<!DOCTYPE a [<!ENTITY x \"y\">]>\n" + head + "</document>"),
            "x.storyboard:1: error: a document type declaration (<!DOCTYPE or <!ENTITY), which Xcode never writes")
        XCTAssertEqual(
            error(
                head
                    + "\n<scenes><scene sceneID=\"s\"><objects>\n<viewController id=\"a\"><view key=\"view\" id=\"b\">\n<rect key=\"frame\" x=\"nan\" y=\"0\" width=\"1\" height=\"1\"/></view></viewController></objects></scene></scenes></document>"
            ),
            "x.storyboard:4: error: x=\"nan\" on <rect> is not a finite number")
        XCTAssertEqual(
            error(
                head
                    + "\n<scenes><scene sceneID=\"s\"><objects>\n<viewController id=\"a\"/>\n<viewController id=\"a\"/></objects></scene></scenes></document>"
            ),
            "x.storyboard:4: error: id \"a\" is used twice")
        XCTAssertEqual(
            error(
                head
                    + "\n<scenes><scene sceneID=\"s\"><objects>\n<viewController id=\"a\"><connections>\n<outlet property=\"x\" destination=\"zzz\" id=\"o\"/></connections></viewController></objects></scene></scenes></document>"
            ),
            "x.storyboard:4: error: connection of a names destination \"zzz\", which the file does not have")
        XCTAssertEqual(
            error(
                head
                    + "\n<scenes><scene sceneID=\"s\"><objects>\n<view id=\"a\"><constraints>\n<constraint firstAttribute=\"height\" multiplier=\"1:0\" id=\"c\"/></constraints></view></objects></scene></scenes></document>"
            ),
            "x.storyboard:4: error: multiplier=\"1:0\" is neither a number nor a ratio such as 16:9 or 1/3")
        XCTAssertEqual(
            error(
                head
                    + "\n<scenes><scene sceneID=\"s\"><objects>\n<viewController id=\"a\"><connections>\n<segue destination=\"a\" kind=\"teleport\" id=\"o\"/></connections></viewController></objects></scene></scenes></document>"
            ),
            "x.storyboard:4: error: segue kind \"teleport\" is not show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom, or the older push, modal or replace"
        )
    }

    /// Bytes that are not UTF-8 (the `storyboard` fuzz target's first find: Foundation's
    /// XMLParser trapped on them) are an error naming the line.
    func testInvalidUTF8IsAnErrorWithItsLine() {
        var bytes = Array("<document>\n<a>\n".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("</a></document>".utf8)
        XCTAssertThrowsError(try StoryboardReader.read(data: Data(bytes), file: "x.xib")) {
            XCTAssertEqual("\($0)", "x.xib:3: error: the file is not UTF-8 text")
        }
    }

    func testMissingFileAndFolderAreErrors() {
        XCTAssertThrowsError(try read("Nothing.storyboard")) {
            XCTAssertTrue("\($0)".hasPrefix("Nothing.storyboard:0: error: cannot be read"))
        }
        XCTAssertThrowsError(try StoryboardReader.read(contentsOf: Self.folder)) {
            XCTAssertTrue("\($0)".contains("not a regular file"), "\($0)")
        }
    }
}

/// Forms met in public apps' storyboards (written here by hand in the same shapes): each is
/// read without a warning.
final class StoryboardFormatVarietyTests: XCTestCase {
    func testFormsOfOlderAndNewerXcodes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="n">
                <customFonts key="customFonts">
                    <mutableArray key="Avenir.ttc">
                        <string>Avenir-Heavy</string>
                    </mutableArray>
                </customFonts>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController automaticallyAdjustsScrollViewInsets="NO" id="n" sceneMemberID="viewController">
                                <toolbarItems/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                    <textAttributes key="titleTextAttributes">
                                        <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                    </textAttributes>
                                </navigationBar>
                                <nil name="viewControllers"/>
                                <connections>
                                    <segue destination="v" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="v" customClass="V" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <animations/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                                            <rect key="frame" x="10" y="100" width="120" height="44"/>
                                            <buttonConfiguration key="configuration" style="filled" title="Go">
                                                <attributedString key="attributedTitle">
                                                    <fragment content="Go">
                                                        <attributes>
                                                            <font key="NSFont" size="18" name="Avenir-Heavy"/>
                                                        </attributes>
                                                    </fragment>
                                                </attributedString>
                                                <color key="baseForegroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </buttonConfiguration>
                                            <connections>
                                                <segue destination="p" kind="popoverPresentation" customClass="PopSegue" customModule="App" customModuleProvider="target" popoverAnchorView="b" id="g">
                                                    <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                                </segue>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
                                    </constraints>
                                </view>
                                <value key="contentSizeForViewInPopover" type="size" width="270" height="150"/>
                                <connections>
                                    <outlet property="buttonTop" destination="top" id="o1"/>
                                    <outletCollection property="all" destination="b" appends="YES" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="p" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
                <color key="tintColor" red="0.0" green="0.6" blue="1" alpha="1" colorSpace="calibratedRGB"/>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Old.storyboard")
        XCTAssertEqual(doc.warnings, [], "\(doc.warnings)")
        XCTAssertEqual(doc.tintColor, .rgb(red: 0, green: 0.6, blue: 1, alpha: 1, space: "calibratedRGB"))
        XCTAssertEqual(doc.object(id: "n")?.nils, ["viewControllers"])
        XCTAssertEqual(
            doc.object(id: "bar")?.colors["titleTextAttributes.textColor"],
            .white(white: 1, alpha: 1, space: "calibratedWhite"))
        let button = try XCTUnwrap(doc.object(id: "b"))
        XCTAssertEqual(button.properties["configuration.style"], "filled")
        XCTAssertEqual(button.properties["configuration.title"], "Go")
        XCTAssertEqual(button.strings["attributedTitle"], "Go")
        XCTAssertEqual(button.fonts["attributedTitle"], IBFont(kind: .custom, pointSize: 18, name: "Avenir-Heavy"))
        XCTAssertEqual(button.segues.first?.kind, .popoverPresentation)
        XCTAssertEqual(button.segues.first?.customClass, "PopSegue")
        XCTAssertEqual(button.segues.first?.popoverAnchorView, "b")
        let v = try XCTUnwrap(doc.object(id: "v"))
        XCTAssertEqual(v.sizes["contentSizeForViewInPopover"], IBSize(width: 270, height: 150))
        // An outlet to a constraint names the constraint's id.
        XCTAssertEqual(v.connections.first, .outlet(property: "buttonTop", destination: "top", line: 58))
    }

    /// A macOS storyboard is refused by name.
    func testMacStoryboardIsRefused() {
        let xml = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"/>"#
        XCTAssertThrowsError(try StoryboardReader.read(data: Data(xml.utf8), file: "Mac.storyboard")) {
            XCTAssertTrue(
                "\($0)".hasPrefix(
                    "Mac.storyboard:1: error: document type \"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" is not an iOS storyboard or XIB"
                ))
        }
    }

    /// Attributes of Xcode 11 to 15 documents: a segue's `destinationCreationSelector`
    /// (`@IBSegueAction`), a stack view's `spacingType`, the navigation controller's bar-hiding
    /// switches, all read without a warning.
    func testSegueActionsAndNewerAttributes() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="n">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <navigationController hidesBarsOnTap="YES" hidesBarsWhenVerticallyCompact="YES" id="n" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="q" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="q" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" id="st">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                                        </stackView>
                                    </subviews>
                                </view>
                                <tabBarItem key="tabBarItem" title="Quiz" image="star" landscapeImage="star.small" largeContentSizeImage="star.large" id="ti"/>
                                <connections>
                                    <segue destination="d" kind="show" identifier="result" destinationCreationSelector="showResult:sender:" id="g"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2"><objects><viewController id="d" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Quiz.storyboard")
        XCTAssertTrue(doc.warnings.isEmpty, "\(doc.warnings)")
        let question = try XCTUnwrap(doc.scenes[1].viewController)
        XCTAssertEqual(question.segues.first?.destinationCreationSelector, "showResult:sender:")
        XCTAssertEqual(question.rootView?.subviews.first?.properties["spacingType"], "standard")
        XCTAssertEqual(doc.scenes[0].viewController?.bool("hidesBarsOnTap"), true)
        // Xcode 11's compact-height tab image (a public app's tab bar storyboard has it).
        XCTAssertEqual(question.child("tabBarItem")?.properties["landscapeImage"], "star.small")
        XCTAssertEqual(doc.scenes[0].viewController?.bool("hidesBarsWhenVerticallyCompact"), true)
    }
}
