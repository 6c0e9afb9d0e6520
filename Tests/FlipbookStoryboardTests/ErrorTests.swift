@testable import FlipbookStoryboard
import Foundation
import XCTest

/// Every error the reader gives, each with its file, its line and a message that names the
/// bad value and what would have been accepted.
final class ErrorTests: XCTestCase {
    let head = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#

    /// The error of `body` inside the root view of a one-scene storyboard (`body` starts on
    /// line 5).
    func inView(_ body: String) -> String { IBText.error(IBText.inView(body)) }

    // MARK: - Not XML, or not the XML Xcode writes

    func testMalformedXML() {
        XCTAssertEqual(IBText.error("  \n\n"), "t.storyboard:3: error: no document element")
        XCTAssertEqual(
            IBText.error("<?xml version=\"1.0\"?>\n<!-- nothing else -->"), "t.storyboard:2: error: no document element"
        )
        XCTAssertEqual(
            IBText.error("hello\n" + head + "</document>"), "t.storyboard:1: error: text before the document element")
        XCTAssertEqual(
            IBText.error(head + "</document>\n<document/>"),
            "t.storyboard:2: error: extra content after the document element")
        XCTAssertEqual(
            IBText.error(head + "</document>\ntrailing"),
            "t.storyboard:2: error: extra content after the document element")
        XCTAssertEqual(IBText.error("<a b></a>"), "t.storyboard:1: error: '=' was expected after b in <a>")
        XCTAssertEqual(IBText.error("<a b=1/>"), "t.storyboard:1: error: a quoted value was expected for b in <a>")
        XCTAssertEqual(IBText.error("<a/ >"), "t.storyboard:1: error: '>' was expected after '/' in <a>")
        XCTAssertEqual(IBText.error("<a b=\"x<y\"/>"), "t.storyboard:1: error: a '<' inside an attribute value")
        XCTAssertEqual(IBText.error("<1a/>"), "t.storyboard:1: error: a name was expected, found '1'")
        XCTAssertEqual(IBText.error("<a></b c>"), "t.storyboard:1: error: '>' was expected in </b>")
        XCTAssertEqual(
            IBText.error("<a>\n<!ELEMENT a>\n</a>"), "t.storyboard:2: error: a declaration (<!...) inside <a>")
        XCTAssertEqual(
            IBText.error("<a b=\"1\"\nb=\"2\"/>"), "t.storyboard:2: error: attribute b appears twice in <a>")
    }

    func testTruncatedXML() {
        XCTAssertEqual(IBText.error("<a>\n<b/>"), "t.storyboard:2: error: truncated: <a> (line 1) is never closed")
        XCTAssertEqual(IBText.error("<a"), "t.storyboard:1: error: truncated: the file ends inside the tag <a>")
        XCTAssertEqual(IBText.error("<a b"), "t.storyboard:1: error: truncated: the file ends inside the tag <a>")
        XCTAssertEqual(IBText.error("<a b="), "t.storyboard:1: error: truncated: the file ends inside the tag <a>")
        XCTAssertEqual(
            IBText.error("<a b=\"1"), "t.storyboard:1: error: truncated: the file ends inside the value of b in <a>")
        XCTAssertEqual(IBText.error("<a></a"), "t.storyboard:1: error: truncated: the file ends inside </a>")
        XCTAssertEqual(IBText.error("<"), "t.storyboard:1: error: truncated: the file ends inside a tag")
        XCTAssertEqual(
            IBText.error("<a>\n<!-- open"),
            "t.storyboard:2: error: truncated: a comment started on line 2 is never closed")
        XCTAssertEqual(
            IBText.error("<a><![CDATA[\nx"),
            "t.storyboard:2: error: truncated: a CDATA section started on line 1 is never closed")
        XCTAssertEqual(
            IBText.error("<?xml version=\"1.0\""),
            "t.storyboard:1: error: truncated: a <? declaration started on line 1 is never closed")
    }

    /// Entities: the five XML names and character references are text; anything else, a
    /// reference without its `;`, and NUL or a surrogate are errors naming what was written.
    func testEntities() throws {
        let doc = try IBText.read(
            IBText.inView(
                #"<subviews><label text="&lt;&gt;&amp;&quot;&apos; &#65;&#x42;&#x1F600;" id="a"/></subviews>"#))
        XCTAssertEqual(doc.object(id: "a")?.text, "<>&\"' AB\u{1F600}")
        XCTAssertEqual(
            IBText.error("<a>&nbsp;</a>"),
            "t.storyboard:1: error: an undeclared entity '&nbsp;' (XML's are &lt; &gt; &amp; &quot; &apos; and character references such as &#65; or &#x41;)"
        )
        XCTAssertTrue(IBText.error("<a>&#0;</a>").hasPrefix("t.storyboard:1: error: an undeclared entity '&#0;'"))
        XCTAssertTrue(
            IBText.error("<a>&#xD800;</a>").hasPrefix("t.storyboard:1: error: an undeclared entity '&#xD800;'"))
        let accepted = "(XML's are &lt; &gt; &amp; &quot; &apos; and character references such as &#65; or &#x41;)"
        XCTAssertEqual(
            IBText.error("<a>&amp</a>"),
            "t.storyboard:1: error: the entity reference '&amp</a>' does not end with ';' \(accepted)")
        // Past 11 characters no reference can be one of those.
        XCTAssertEqual(
            IBText.error("<a>&averyveryverylongname;</a>"),
            "t.storyboard:1: error: the entity reference '&averyveryve' does not end with ';' \(accepted)")
    }

    /// CDATA is text; a byte-order mark before the document is allowed.
    func testCDATAAndByteOrderMark() throws {
        let doc = try IBText.read(
            "\u{FEFF}"
                + IBText.inView(
                    #"<subviews><label id="a"><string key="text"><![CDATA[<b> & </b>]]></string></label></subviews>"#))
        XCTAssertEqual(doc.object(id: "a")?.text, "<b> & </b>")
    }

    /// Nesting past 256 elements (Xcode writes about 30) is refused before the stack is.
    func testDeepNesting() {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        XCTAssertEqual(IBText.error(deep), "t.storyboard:1: error: elements nested more than 256 deep")
        // 256 levels are read (and then refused as not a document).
        let ok = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        XCTAssertEqual(
            IBText.error(ok), "t.storyboard:1: error: the root element is <a>, not an Interface Builder <document>")
    }

    /// A file over 64 MiB is refused before it is parsed.
    func testFileOverTheLimit() {
        let bytes = [UInt8](repeating: 32, count: (64 << 20) + 1)
        XCTAssertEqual(
            IBText.error(bytes: bytes), "t.storyboard:0: error: file of 67108865 bytes is over the limit of 67108864")
    }

    // MARK: - Not an iOS Interface Builder document

    func testWrongDocuments() {
        XCTAssertEqual(
            IBText.error("<document/>"),
            "t.storyboard:1: error: <document> has no type attribute (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
        )
        XCTAssertEqual(
            IBText.error(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#),
            "t.storyboard:1: error: document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not an iOS storyboard or XIB (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
        )
        XCTAssertEqual(
            IBText.error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"),
            "t.storyboard:2: error: the root element is <plist>, not an Interface Builder <document>")
    }

    // MARK: - Missing ids and names

    func testMissingIdsAndNames() {
        XCTAssertEqual(
            IBText.error(IBText.storyboard("<scene><objects/></scene>")),
            "t.storyboard:3: error: <scene> has no sceneID")
        XCTAssertEqual(inView("<subviews>\n<label text=\"x\"/></subviews>"), "t.storyboard:6: error: <label> has no id")
        XCTAssertEqual(inView("<subviews><view id=\"\"/></subviews>"), "t.storyboard:5: error: <view> has no id")
        // A content view without an id is named after its cell only inside a cell.
        XCTAssertEqual(
            IBText.error(IBText.xib("<view key=\"contentView\"/>")), "t.storyboard:5: error: <view> has no id")
        XCTAssertEqual(
            IBText.error(
                IBText.storyboard(
                    IBText.scene("s1", "<viewController id=\"x\"/>") + "\n"
                        + IBText.scene("s2", "<viewController id=\"x\"/>"))),
            "t.storyboard:7: error: id \"x\" is used twice")
        XCTAssertEqual(
            IBText.error(IBText.storyboard("", extra: "<resources>\n<image width=\"1\" height=\"1\"/></resources>")),
            "t.storyboard:6: error: <image> resource without a name")
        XCTAssertEqual(
            IBText.error(IBText.storyboard("", extra: "<resources>\n<namedColor/></resources>")),
            "t.storyboard:6: error: <namedColor> without a name")
        XCTAssertEqual(
            IBText.error(IBText.storyboard("", extra: "<resources>\n<systemColor/></resources>")),
            "t.storyboard:6: error: <systemColor> without a name")
        XCTAssertEqual(
            inView("<subviews><button id=\"b\">\n<state title=\"x\"/></button></subviews>"),
            "t.storyboard:6: error: <state> without a key")
        XCTAssertEqual(
            inView("<viewLayoutGuide key=\"safeArea\"/>"),
            "t.storyboard:5: error: <viewLayoutGuide> needs an id and a key")
        XCTAssertEqual(
            inView("<viewLayoutGuide id=\"g\"/>"), "t.storyboard:5: error: <viewLayoutGuide> needs an id and a key")
        XCTAssertEqual(
            inView("<layoutGuides><viewControllerLayoutGuide id=\"g\"/></layoutGuides>"),
            "t.storyboard:5: error: <viewControllerLayoutGuide> needs an id and a type")
    }

    // MARK: - References to nothing

    func testDanglingReferences() {
        XCTAssertEqual(
            inView("<constraints>\n<constraint firstItem=\"ghost\" firstAttribute=\"top\" id=\"c\"/></constraints>"),
            "t.storyboard:6: error: constraint c names item \"ghost\", which the file does not have")
        XCTAssertEqual(
            inView(
                "<constraints>\n<constraint firstAttribute=\"top\" secondItem=\"ghost\" secondAttribute=\"top\" id=\"c\"/></constraints>"
            ),
            "t.storyboard:6: error: constraint c names item \"ghost\", which the file does not have")
        XCTAssertEqual(
            inView("<connections>\n<action selector=\"go:\" destination=\"ghost\" id=\"a\"/></connections>"),
            "t.storyboard:6: error: connection of root names destination \"ghost\", which the file does not have")
        XCTAssertEqual(
            inView("<connections>\n<outletCollection property=\"all\" destination=\"ghost\" id=\"a\"/></connections>"),
            "t.storyboard:6: error: connection of root names destination \"ghost\", which the file does not have")
        XCTAssertEqual(
            inView("<connections>\n<segue destination=\"ghost\" kind=\"show\" id=\"a\"/></connections>"),
            "t.storyboard:6: error: connection of root names destination \"ghost\", which the file does not have")
    }

    // MARK: - Connections

    func testIncompleteConnections() {
        XCTAssertEqual(
            inView("<connections>\n<outlet destination=\"vc\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <outlet> has no property")
        XCTAssertEqual(
            inView("<connections>\n<outlet property=\"x\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <outlet> has no destination")
        XCTAssertEqual(
            inView("<connections>\n<outletCollection property=\"\" destination=\"vc\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <outletCollection> has no property")
        XCTAssertEqual(
            inView("<connections>\n<action destination=\"vc\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <action> has no selector")
        XCTAssertEqual(
            inView("<connections>\n<segue destination=\"vc\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <segue> has no kind")
        XCTAssertEqual(
            inView("<connections>\n<segue kind=\"show\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: <segue> has no destination")
        // A kind outside Xcode's names every kind the reader takes, the older ones too.
        XCTAssertEqual(
            inView("<connections>\n<segue destination=\"vc\" kind=\"Show\" id=\"o\"/></connections>"),
            "t.storyboard:6: error: segue kind \"Show\" is not show, showDetail, presentation, popoverPresentation, embed, relationship, unwind, custom, or the older push, modal or replace"
        )
    }

    // MARK: - Numbers

    /// NaN, infinities and numbers past the largest double are not finite; a number
    /// attribute is checked wherever it is written.
    func testNumbersThatAreNotFinite() {
        for value in ["nan", "NaN", "inf", "-infinity", "1e400", "", "12px", "0x"] {
            XCTAssertEqual(
                inView("<subviews><view alpha=\"\(value)\" id=\"a\"/></subviews>"),
                "t.storyboard:5: error: alpha=\"\(value)\" on <view> is not a finite number", value)
        }
        XCTAssertEqual(
            inView(#"<rect key="bounds" x="0" y="1e309" width="1" height="1"/>"#),
            "t.storyboard:5: error: y=\"1e309\" on <rect> is not a finite number")
        XCTAssertEqual(
            inView(#"<size key="s" width="nan" height="1"/>"#),
            "t.storyboard:5: error: width=\"nan\" on <size> is not a finite number")
        XCTAssertEqual(
            inView(#"<point key="p" x="1" y="inf"/>"#),
            "t.storyboard:5: error: y=\"inf\" on <point> is not a finite number")
        XCTAssertEqual(
            inView(#"<edgeInsets key="layoutMargins" top="nan" left="0" bottom="0" right="0"/>"#),
            "t.storyboard:5: error: top=\"nan\" on <edgeInsets> is not a finite number")
        XCTAssertEqual(
            inView(#"<inset key="i" minX="0" minY="0" maxX="-inf" maxY="0"/>"#),
            "t.storyboard:5: error: maxX=\"-inf\" on <inset> is not a finite number")
        XCTAssertEqual(
            inView(
                #"<subviews><label id="l"><fontDescription key="fontDescription" type="system" pointSize="nan"/></label></subviews>"#
            ),
            "t.storyboard:5: error: pointSize=\"nan\" on <fontDescription> is not a finite number")
        XCTAssertEqual(
            inView(#"<color key="backgroundColor" red="nan" green="0" blue="0" alpha="1"/>"#),
            "t.storyboard:5: error: red=\"nan\" on <color> is not a finite number")
        XCTAssertEqual(
            inView(#"<constraints><constraint firstAttribute="width" constant="nan" id="c"/></constraints>"#),
            "t.storyboard:5: error: constant=\"nan\" on <constraint> is not a finite number")
        XCTAssertEqual(
            IBText.error(
                IBText.storyboard("", extra: "<resources><image name=\"i\" width=\"inf\" height=\"1\"/></resources>")),
            "t.storyboard:5: error: width=\"inf\" on <image> is not a finite number")
    }

    /// Every number a view's, control's, bar's or recognizer's inspector writes is checked,
    /// not only the common ones: a stepper's bounds and step, a date picker's interval, a
    /// tab bar's item metrics, a recognizer's touches and movement.
    func testEveryNumberAttributeIsChecked() {
        let cases: [(element: String, attribute: String)] = [
            ("stepper", "minimumValue"), ("stepper", "maximumValue"), ("stepper", "stepValue"),
            ("datePicker", "minuteInterval"), ("tabBar", "itemSpacing"), ("tabBar", "itemWidth"),
            ("tableView", "sectionIndexMinimumDisplayRowCount"), ("tableView", "fillerRowHeight"),
            ("mtkView", "preferredFramesPerSecond"), ("slider", "value"), ("progressView", "progress"),
            ("label", "numberOfLines"), ("stackView", "spacing"),
        ]
        for (element, attribute) in cases {
            XCTAssertEqual(
                inView("<subviews><\(element) \(attribute)=\"nan\" id=\"a\"/></subviews>"),
                "t.storyboard:5: error: \(attribute)=\"nan\" on <\(element)> is not a finite number", attribute)
        }
        let recognizers: [(element: String, attribute: String)] = [
            ("panGestureRecognizer", "minimumNumberOfTouches"), ("panGestureRecognizer", "maximumNumberOfTouches"),
            ("longPressGestureRecognizer", "allowableMovement"), ("tapGestureRecognizer", "numberOfTapsRequired"),
        ]
        for (element, attribute) in recognizers {
            let xml = IBText.storyboard(IBText.scene("s", "<\(element) \(attribute)=\"inf\" id=\"g\"/>"))
            XCTAssertEqual(
                IBText.error(xml), "t.storyboard:4: error: \(attribute)=\"inf\" on <\(element)> is not a finite number",
                attribute)
        }
    }

    /// A tag is a whole number (UIKit's `tag` is an `Int`): one with a fraction or past 64
    /// bits is refused; one in exponent form is read as the integer it is.
    func testTags() throws {
        XCTAssertEqual(
            inView("<subviews><view tag=\"1.5\" id=\"a\"/></subviews>"),
            "t.storyboard:5: error: tag=\"1.5\" on <view> is not an integer")
        XCTAssertEqual(
            inView("<subviews><view tag=\"1e19\" id=\"a\"/></subviews>"),
            "t.storyboard:5: error: tag=\"1e19\" on <view> is not an integer")
        let doc = try IBText.read(
            IBText.inView("<subviews><view tag=\"1e3\" id=\"a\"/><view tag=\"-0\" id=\"b\"/></subviews>"))
        XCTAssertEqual(doc.object(id: "a")?.tag, 1000)
        XCTAssertEqual(doc.object(id: "b")?.tag, 0)
    }

    // MARK: - Values outside their sets

    /// The accepted values of the closed-set attributes, as UIKit's enumerations have them
    /// (the case names, as Interface Builder writes them), read off each error's message.
    func testClosedSetsNameUIKitsCases() {
        func accepted(_ element: String, _ attribute: String) -> Set<String> {
            let message = inView("<subviews><\(element) \(attribute)=\"zzz\" id=\"a\"/></subviews>")
            let prefix = "t.storyboard:5: error: \(attribute)=\"zzz\" on <\(element)> is not one of "
            guard message.hasPrefix(prefix) else {
                XCTFail(message)
                return []
            }
            return Set(message.dropFirst(prefix.count).components(separatedBy: ", "))
        }
        // UITableViewCell.AccessoryType.
        let accessories: Set = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]
        XCTAssertEqual(accepted("tableViewCell", "accessoryType"), accessories)
        XCTAssertEqual(accepted("tableViewCell", "editingAccessoryType"), accessories)
        // UITableViewCell.SelectionStyle.
        XCTAssertEqual(accepted("tableViewCell", "selectionStyle"), ["none", "blue", "gray", "default"])
        // UISemanticContentAttribute.
        XCTAssertEqual(
            accepted("view", "semanticContentAttribute"),
            ["unspecified", "playback", "spatial", "forceLeftToRight", "forceRightToLeft"])
        // UIScrollView.ContentInsetAdjustmentBehavior.
        XCTAssertEqual(
            accepted("scrollView", "contentInsetAdjustmentBehavior"),
            ["automatic", "scrollableAxes", "never", "always"])
        // UIScrollView.KeyboardDismissMode (iOS 16 adds the two "WithAccessory" cases).
        XCTAssertEqual(
            accepted("textView", "keyboardDismissMode"),
            ["none", "onDrag", "interactive", "onDragWithAccessory", "interactiveWithAccessory"])
        // UIControl.ContentHorizontalAlignment and ContentVerticalAlignment.
        XCTAssertEqual(
            accepted("button", "contentHorizontalAlignment"),
            ["center", "left", "right", "fill", "leading", "trailing"])
        XCTAssertEqual(accepted("slider", "contentVerticalAlignment"), ["center", "top", "bottom", "fill"])
        // UIBaselineAdjustment.
        XCTAssertEqual(accepted("label", "baselineAdjustment"), ["alignBaselines", "alignCenters", "none"])
        // NSLineBreakMode, as Interface Builder names its cases.
        XCTAssertEqual(
            accepted("button", "lineBreakMode"),
            ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"])
        // UIStackView.Distribution and Alignment (`baseline` is the older name of the last one).
        XCTAssertEqual(
            accepted("stackView", "distribution"),
            ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        XCTAssertEqual(
            accepted("stackView", "alignment"),
            ["fill", "top", "leading", "firstBaseline", "center", "bottom", "trailing", "lastBaseline", "baseline"])
        // UITableViewCell.SeparatorStyle, and Interface Builder's `default`.
        XCTAssertEqual(accepted("tableView", "separatorStyle"), ["default", "none", "singleLine", "singleLineEtched"])
        // NSTextAlignment.
        XCTAssertEqual(accepted("textField", "textAlignment"), ["left", "center", "right", "justified", "natural"])
        // Switches everywhere.
        XCTAssertEqual(accepted("scrollView", "scrollEnabled"), ["YES", "NO"])
        XCTAssertEqual(accepted("navigationBar", "translucent"), ["YES", "NO"])
        XCTAssertEqual(accepted("activityIndicatorView", "hidesWhenStopped"), ["YES", "NO"])
    }

    /// Every switch of the vocabulary takes only `YES` or `NO` (Xcode writes nothing else), on
    /// views, controls, controllers, items and recognizers alike: `yes`, `true` or `1` is an
    /// error, not a silent NO.
    func testEverySwitchIsYesOrNo() {
        let views: [(element: String, attribute: String)] = [
            ("switch", "on"), ("stepper", "wraps"), ("stepper", "autorepeat"), ("textView", "editable"),
            ("textView", "selectable"), ("textField", "clearsOnBeginEditing"), ("pageControl", "hidesForSinglePage"),
            ("segmentedControl", "apportionsSegmentWidthsByContent"), ("searchBar", "showsCancelButton"),
            ("button", "showsMenuAsPrimaryAction"), ("button", "adjustsImageWhenHighlighted"),
            ("label", "adjustsLetterSpacingToFitWidth"), ("tableView", "allowsSelectionDuringEditing"),
            ("tableViewCell", "showsReorderControl"), ("collectionView", "prefetchingEnabled"),
            ("imageView", "adjustsImageSizeForAccessibilityContentSizeCategory"), ("datePicker", "useCurrentDate"),
            ("mapView", "showsUserLocation"), ("window", "visibleAtLaunch"),
        ]
        for (element, attribute) in views {
            for value in ["yes", "true", "1"] {
                XCTAssertEqual(
                    inView("<subviews><\(element) \(attribute)=\"\(value)\" id=\"a\"/></subviews>"),
                    "t.storyboard:5: error: \(attribute)=\"\(value)\" on <\(element)> is not one of YES, NO",
                    "\(element) \(attribute)")
            }
        }
        let sceneObjects: [(element: String, attribute: String)] = [
            ("viewController", "definesPresentationContext"), ("viewController", "hidesBottomBarWhenPushed"),
            ("viewController", "modalInPresentation"), ("navigationController", "navigationBarHidden"),
            ("navigationController", "hidesBarsOnSwipe"), ("tableViewController", "clearsSelectionOnViewWillAppear"),
            ("navigationItem", "hidesBackButton"), ("barButtonItem", "springLoaded"),
            ("tapGestureRecognizer", "cancelsTouchesInView"),
            ("collectionViewFlowLayout", "automaticEstimatedItemSize"),
        ]
        for (element, attribute) in sceneObjects {
            XCTAssertEqual(
                IBText.error(IBText.storyboard(IBText.scene("s", "<\(element) \(attribute)=\"true\" id=\"o\"/>"))),
                "t.storyboard:4: error: \(attribute)=\"true\" on <\(element)> is not one of YES, NO",
                "\(element) \(attribute)")
        }
    }

    /// Colours: components outside 0...1 (extended sRGB apart, whose alpha is still a
    /// fraction), and a colour with nothing to read.
    func testColourErrors() {
        XCTAssertEqual(
            inView(
                #"<color key="backgroundColor" red="0" green="1.5" blue="0" alpha="1" colorSpace="calibratedRGB"/>"#),
            "t.storyboard:5: error: green=\"1.5\" is outside 0...1")
        XCTAssertEqual(
            inView(#"<color key="backgroundColor" white="-0.25" alpha="1" colorSpace="calibratedWhite"/>"#),
            "t.storyboard:5: error: white=\"-0.25\" is outside 0...1")
        XCTAssertEqual(
            inView(
                #"<color key="backgroundColor" red="1.5" green="0" blue="0" alpha="2" colorSpace="custom" customColorSpace="extendedSRGB"/>"#
            ),
            "t.storyboard:5: error: alpha=\"2.0\" is outside 0...1")
        XCTAssertEqual(
            inView(#"<color key="backgroundColor" alpha="1" colorSpace="calibratedRGB"/>"#),
            "t.storyboard:5: error: <color> with neither components (red, green, blue or white) nor a name")
        XCTAssertEqual(
            IBText.error(
                IBText.storyboard(
                    "", extra: "<resources><namedColor name=\"N\">\n<color alpha=\"1\"/></namedColor></resources>")),
            "t.storyboard:6: error: <color> with neither components (red, green, blue or white) nor a name")
    }

    func testFontErrors() {
        XCTAssertEqual(
            inView(
                #"<subviews><label id="l"><fontDescription key="fontDescription" type="system" pointSize="-1"/></label></subviews>"#
            ),
            "t.storyboard:5: error: pointSize=\"-1.0\" is negative (a size is 0 or more; 0 is the view's own)")
        XCTAssertEqual(
            inView(
                #"<subviews><label id="l"><fontDescription key="fontDescription" type="monospaced" pointSize="12"/></label></subviews>"#
            ),
            "t.storyboard:5: error: font type \"monospaced\" is not system, boldSystem or italicSystem")
    }

    func testRectErrors() {
        XCTAssertEqual(
            inView(
                #"<subviews><view id="a"><rect key="frame" x="0" y="0" width="10" height="-0.5"/></view></subviews>"#),
            "t.storyboard:5: error: a rect of negative size (10.0 x -0.5): a width and a height are 0 or more")
    }

    // MARK: - Constraints

    func testConstraintErrors() {
        func constraint(_ attributes: String) -> String {
            inView("<constraints>\n<constraint \(attributes)/></constraints>")
        }
        XCTAssertEqual(constraint(#"firstAttribute="top""#), "t.storyboard:6: error: <constraint> has no id")
        XCTAssertEqual(constraint(#"constant="1" id="c""#), "t.storyboard:6: error: constraint c has no firstAttribute")
        let attributes =
            "left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baseline (or lastBaseline), "
            + "firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, "
            + "centerXWithinMargins, centerYWithinMargins"
        XCTAssertEqual(
            constraint(#"firstAttribute="middle" id="c""#),
            "t.storyboard:6: error: firstAttribute=\"middle\" is not a layout attribute (\(attributes))")
        XCTAssertEqual(
            constraint(#"firstAttribute="top" secondItem="root" secondAttribute="notAnAttribute" id="c""#),
            "t.storyboard:6: error: secondAttribute=\"notAnAttribute\" is not a layout attribute (\(attributes))")
        XCTAssertEqual(
            constraint(#"firstAttribute="top" relation="equals" id="c""#),
            "t.storyboard:6: error: relation=\"equals\" is not equal, lessThanOrEqual or greaterThanOrEqual")
        for priority in ["0", "-1", "1001", "0.5"] {
            XCTAssertEqual(
                constraint(#"firstAttribute="width" priority="\#(priority)" id="c""#),
                "t.storyboard:6: error: priority=\"\(Double(priority)!)\" is outside 1...1000")
        }
        XCTAssertEqual(
            constraint(#"firstAttribute="width" priority="high" id="c""#),
            "t.storyboard:6: error: priority=\"high\" on <constraint> is not a finite number")
        for multiplier in ["", "x", "1:0", "1/0", "1:2:3", ":2", "2:"] {
            XCTAssertEqual(
                constraint(#"firstAttribute="width" multiplier="\#(multiplier)" id="c""#),
                "t.storyboard:6: error: multiplier=\"\(multiplier)\" is neither a number nor a ratio such as 16:9 or 1/3",
                multiplier)
        }
        for multiplier in ["nan", "inf", "1e400", "1e308:1e-308"] {
            XCTAssertEqual(
                constraint(#"firstAttribute="width" multiplier="\#(multiplier)" id="c""#),
                "t.storyboard:6: error: multiplier=\"\(multiplier)\" is not finite", multiplier)
        }
    }

    // MARK: - Runtime attributes

    func testRuntimeAttributeErrors() {
        func attribute(_ text: String) -> String {
            inView("<userDefinedRuntimeAttributes>\n\(text)</userDefinedRuntimeAttributes>")
        }
        XCTAssertEqual(
            attribute(#"<userDefinedRuntimeAttribute type="string" value="x"/>"#),
            "t.storyboard:6: error: <userDefinedRuntimeAttribute> has no keyPath")
        XCTAssertEqual(
            attribute(#"<userDefinedRuntimeAttribute type="range" keyPath="r"/>"#),
            "t.storyboard:6: error: runtime attribute r has type \"range\" (boolean, number, string, localizedString, point, size, rect, color, image or nil)"
        )
        XCTAssertEqual(
            attribute(
                #"<userDefinedRuntimeAttribute type="number" keyPath="n"><real key="value" value="nan"/></userDefinedRuntimeAttribute>"#
            ),
            "t.storyboard:6: error: runtime attribute n: value \"nan\" is not a finite number")
        XCTAssertEqual(
            attribute(#"<userDefinedRuntimeAttribute type="number" keyPath="n"/>"#),
            "t.storyboard:6: error: runtime attribute n: a number was expected (an <integer key=\"value\"> or a <real key=\"value\">)"
        )
        XCTAssertEqual(
            attribute(#"<userDefinedRuntimeAttribute type="boolean" keyPath="b" value="true"/>"#),
            "t.storyboard:6: error: runtime attribute b: value \"true\" is not YES or NO")
        XCTAssertEqual(
            attribute(#"<userDefinedRuntimeAttribute type="color" keyPath="c"/>"#),
            "t.storyboard:6: error: runtime attribute c: a <color key=\"value\"> was expected")
        for type in ["point", "size", "rect"] {
            XCTAssertEqual(
                attribute(#"<userDefinedRuntimeAttribute type="\#(type)" keyPath="k"/>"#),
                "t.storyboard:6: error: runtime attribute k: a <\(type) key=\"value\"> was expected")
            // The value in another element than the type's.
            XCTAssertEqual(
                attribute(
                    #"<userDefinedRuntimeAttribute type="\#(type)" keyPath="k"><color key="value" white="1" alpha="1"/></userDefinedRuntimeAttribute>"#
                ),
                "t.storyboard:6: error: runtime attribute k: a <\(type) key=\"value\"> was expected")
        }
    }

    /// Reading a file: one that is not there, and a folder.
    func testFilesThatCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-errors-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try StoryboardReader.read(contentsOf: folder.appendingPathComponent("None.storyboard"))) {
            XCTAssertTrue("\($0)".hasPrefix("None.storyboard:0: error: cannot be read"), "\($0)")
        }
        XCTAssertThrowsError(try StoryboardReader.read(contentsOf: folder, file: "Folder.storyboard")) {
            XCTAssertEqual("\($0)", "Folder.storyboard:0: error: not a regular file")
        }
        // A file past 64 MiB is refused by its size, before it is read (a sparse file here).
        let huge = folder.appendingPathComponent("Huge.storyboard")
        FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        XCTAssertThrowsError(try StoryboardReader.read(contentsOf: huge)) {
            XCTAssertEqual("\($0)", "Huge.storyboard:0: error: file of 67108865 bytes is over the limit of 67108864")
        }
        let empty = folder.appendingPathComponent("Empty.xib")
        try Data().write(to: empty)
        XCTAssertThrowsError(try StoryboardReader.read(contentsOf: empty)) {
            XCTAssertEqual("\($0)", "Empty.xib:0: error: the file is empty")
        }
    }
}
