import FlipbookStoryboard
import Foundation
import XCTest

/// Views: the attributes every view has, the subview tree, and each view class with the
/// attributes and parts Xcode writes for it (a button's states, a label's attributed text, a
/// text field's input traits, a segmented control's segments, an effect view's effect).
final class ViewTests: XCTestCase {
    /// UIView's inspector: every attribute as written, with the defaults of what is left out.
    func testCommonViewAttributes() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <view opaque="NO" clearsContextBeforeDrawing="NO" clipsSubviews="YES" multipleTouchEnabled="YES" alpha="0.25" tag="-42" contentMode="redraw" semanticContentAttribute="forceRightToLeft" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" hidden="YES" userInteractionEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" restorationIdentifier="panel" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" id="a">
                <rect key="frame" x="12.5" y="-4" width="100.25" height="0.0"/>
                <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
                <color key="tintColor" name="AccentColor"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                <directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>
                </view>
                <view contentMode="scaleToFill" id="b"/>
                </subviews>
                """))
        let a = try XCTUnwrap(doc.object(id: "a"))
        XCTAssertEqual(a.uiKitClass, "UIView")
        XCTAssertEqual(a.key, nil)
        XCTAssertEqual(a.line, 6)
        XCTAssertEqual(a.bool("opaque"), false)
        XCTAssertEqual(a.bool("clearsContextBeforeDrawing"), false)
        XCTAssertTrue(a.clipsSubviews)
        XCTAssertEqual(a.bool("multipleTouchEnabled"), true)
        XCTAssertEqual(a.alpha, 0.25)
        XCTAssertEqual(a.tag, -42)
        XCTAssertEqual(a.contentMode, "redraw")
        XCTAssertEqual(a.properties["semanticContentAttribute"], "forceRightToLeft")
        XCTAssertEqual(a.bool("insetsLayoutMarginsFromSafeArea"), false)
        XCTAssertEqual(a.bool("preservesSuperviewLayoutMargins"), true)
        XCTAssertEqual(a.bool("layoutMarginsFollowReadableWidth"), true)
        XCTAssertTrue(a.isHidden)
        XCTAssertFalse(a.userInteractionEnabled)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(a.properties["restorationIdentifier"], "panel")
        XCTAssertEqual(a.number("horizontalHuggingPriority"), 251)
        XCTAssertEqual(a.number("verticalCompressionResistancePriority"), 749)
        XCTAssertEqual(a.frame, IBRect(x: 12.5, y: -4, width: 100.25, height: 0))
        XCTAssertEqual(a.colors["backgroundColor"], .system("systemGroupedBackgroundColor"))
        XCTAssertEqual(a.colors["tintColor"], .named("AccentColor"))
        XCTAssertEqual(a.insets["layoutMargins"], IBInsets(top: 1, left: 2, bottom: 3, right: 4))
        // Directional insets: leading in `left`, trailing in `right`.
        XCTAssertEqual(a.insets["directionalLayoutMargins"], IBInsets(top: 5, left: 6, bottom: 7, right: 8))
        // Left out: visible, opaque alpha, tag 0, interactive, translating its mask, no frame.
        let b = try XCTUnwrap(doc.object(id: "b"))
        XCTAssertFalse(b.isHidden)
        XCTAssertEqual(b.alpha, 1)
        XCTAssertEqual(b.tag, 0)
        XCTAssertTrue(b.userInteractionEnabled)
        XCTAssertTrue(b.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(b.clipsSubviews)
        XCTAssertNil(b.frame)
        XCTAssertNil(b.autoresizingMask)
        XCTAssertNil(b.bool("opaque"))
    }

    /// Each autoresizing bit alone, as UIKit's `UIView.AutoresizingMask` raw values (1, 2,
    /// 4, 8, 16, 32), and all six.
    func testEveryAutoresizingBit() throws {
        let bits: [(String, Int)] = [
            ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8),
            ("heightSizable", 16), ("flexibleMaxY", 32),
        ]
        for (name, raw) in bits {
            let doc = try IBText.read(
                IBText.inView(
                    "<subviews><view id=\"a\"><autoresizingMask key=\"autoresizingMask\" \(name)=\"YES\"/></view></subviews>"
                ))
            XCTAssertEqual(doc.object(id: "a")?.autoresizingMask?.rawValue, raw, name)
        }
        let all = bits.map { "\($0.0)=\"YES\"" }.joined(separator: " ")
        let doc = try IBText.read(
            IBText.inView(
                "<subviews><view id=\"a\"><autoresizingMask key=\"autoresizingMask\" \(all)/></view></subviews>"))
        XCTAssertEqual(doc.object(id: "a")?.autoresizingMask?.rawValue, 63)
        // A bit written NO is not set.
        let no = try IBText.read(
            IBText.inView(
                "<subviews><view id=\"a\"><autoresizingMask key=\"autoresizingMask\" widthSizable=\"NO\" flexibleMaxY=\"YES\"/></view></subviews>"
            ))
        XCTAssertEqual(no.object(id: "a")?.autoresizingMask, [.flexibleMaxY])
    }

    /// Subviews in drawing order, nested, each with its own frame in its superview.
    func testSubviewTree() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <view id="back"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                <view id="inner1"><rect key="frame" x="10" y="10" width="20" height="20"/></view>
                <view id="inner2"><rect key="frame" x="40" y="10" width="20" height="20"/>
                <subviews><label text="deep" id="deepest"/></subviews>
                </view>
                </subviews>
                </view>
                <view id="front"/>
                </subviews>
                """))
        let root = try XCTUnwrap(doc.object(id: "root"))
        XCTAssertEqual(root.subviews.map(\.id), ["back", "front"])
        XCTAssertEqual(root.subviews[0].subviews.map(\.id), ["inner1", "inner2"])
        XCTAssertEqual(root.subviews[0].subviews[1].subviews.first?.text, "deep")
        XCTAssertEqual(doc.object(id: "inner2")?.frame, IBRect(x: 40, y: 10, width: 20, height: 20))
        XCTAssertEqual(
            root.allObjects().map(\.id), ["root", "back", "inner1", "inner2", "deepest", "front"])
        XCTAssertEqual(doc.object(id: "vc")?.rootView?.id, "root")
    }

    /// A label: text as an attribute or as a `<string>`, its attributes, font and colours,
    /// and `<nil>` keys.
    func testLabels() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="Today" textAlignment="center" lineBreakMode="middleTruncation" numberOfLines="3" baselineAdjustment="alignCenters" adjustsFontSizeToFit="NO" minimumScaleFactor="0.5" preferredMaxLayoutWidth="200" id="l1">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" systemColor="labelColor"/>
                <color key="shadowColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>
                <size key="shadowOffset" width="0.0" height="-1"/>
                <nil key="highlightedColor"/>
                </label>
                <label id="l2">
                <string key="text">Two
                lines &amp; more</string>
                </label>
                </subviews>
                """))
        let l1 = try XCTUnwrap(doc.object(id: "l1"))
        XCTAssertEqual(l1.uiKitClass, "UILabel")
        XCTAssertEqual(l1.text, "Today")
        XCTAssertEqual(l1.properties["textAlignment"], "center")
        XCTAssertEqual(l1.properties["lineBreakMode"], "middleTruncation")
        XCTAssertEqual(l1.number("numberOfLines"), 3)
        XCTAssertEqual(l1.properties["baselineAdjustment"], "alignCenters")
        XCTAssertEqual(l1.bool("adjustsFontSizeToFit"), false)
        XCTAssertEqual(l1.number("minimumScaleFactor"), 0.5)
        XCTAssertEqual(l1.number("preferredMaxLayoutWidth"), 200)
        XCTAssertEqual(l1.fonts["fontDescription"], IBFont(kind: .system, pointSize: 17))
        XCTAssertEqual(l1.colors["textColor"], .system("labelColor"))
        XCTAssertEqual(l1.colors["shadowColor"], .white(white: 0, alpha: 0.5, space: "calibratedWhite"))
        XCTAssertEqual(l1.sizes["shadowOffset"], IBSize(width: 0, height: -1))
        XCTAssertEqual(l1.nils, ["highlightedColor"])
        XCTAssertEqual(doc.object(id: "l2")?.text, "Two\nlines & more")
    }

    /// An attributed string: its fragments' text joined (an attribute or a `<string
    /// key="content">`), its first colour and font kept under the string's key.
    func testAttributedText() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <label id="l">
                <attributedString key="attributedText">
                <fragment content="Bold ">
                <attributes>
                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <font key="NSFont" size="20" name="Avenir-Heavy"/>
                <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                <real key="NSKern" value="1.5"/>
                </attributes>
                </fragment>
                <fragment>
                <string key="content">and
                plain</string>
                <attributes>
                <color key="NSColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                <fontDescription key="NSFont" type="system" pointSize="14"/>
                <integer key="NSUnderline" value="1"/>
                </attributes>
                </fragment>
                </attributedString>
                </label>
                </subviews>
                """))
        let l = try XCTUnwrap(doc.object(id: "l"))
        XCTAssertEqual(l.strings["attributedText"], "Bold and\nplain")
        XCTAssertEqual(l.colors["attributedText"], .rgb(red: 1, green: 0, blue: 0, alpha: 1, space: "sRGB"))
        XCTAssertEqual(l.fonts["attributedText"], IBFont(kind: .custom, pointSize: 20, name: "Avenir-Heavy"))
    }

    /// A button: type, states in file order with titles, images and colours, the symbol
    /// configuration of a state, and the content alignments.
    func testButtonsAndTheirStates() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="top" buttonType="roundedRect" lineBreakMode="middleTruncation" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" role="destructive" pointerInteraction="YES" enabled="NO" selected="YES" highlighted="YES" id="b">
                <rect key="frame" x="20" y="20" width="120" height="44"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="8" maxY="0.0"/>
                <state key="normal" title="Play" image="play.fill" backgroundImage="pill">
                <color key="titleColor" systemColor="systemBlueColor"/>
                <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="22" scale="large" weight="bold"/>
                </state>
                <state key="highlighted" title="Playing">
                <imageReference key="image" image="pause.fill" catalog="system" symbolScale="large"/>
                </state>
                <state key="disabled" title="Off"/>
                <state key="selected" title="On"/>
                </button>
                </subviews>
                """))
        let b = try XCTUnwrap(doc.object(id: "b"))
        XCTAssertEqual(b.uiKitClass, "UIButton")
        XCTAssertEqual(b.properties["buttonType"], "roundedRect")
        XCTAssertEqual(b.properties["contentHorizontalAlignment"], "leading")
        XCTAssertEqual(b.properties["contentVerticalAlignment"], "top")
        XCTAssertEqual(b.properties["lineBreakMode"], "middleTruncation")
        XCTAssertEqual(b.properties["role"], "destructive")
        XCTAssertEqual(b.bool("showsMenuAsPrimaryAction"), true)
        XCTAssertEqual(b.bool("changesSelectionAsPrimaryAction"), true)
        XCTAssertEqual(b.bool("enabled"), false)
        XCTAssertEqual(b.bool("selected"), true)
        XCTAssertEqual(b.bool("highlighted"), true)
        XCTAssertEqual(b.fonts["fontDescription"], IBFont(kind: .boldSystem, pointSize: 15))
        XCTAssertEqual(b.insets["imageEdgeInsets"], IBInsets(top: 0, left: 0, bottom: 0, right: 8))
        XCTAssertEqual(b.states.map(\.state), ["normal", "highlighted", "disabled", "selected"])
        var normal = IBButtonState(
            state: "normal", title: "Play", image: "play.fill", backgroundImage: "pill",
            titleColor: .system("systemBlueColor"),
            titleShadowColor: .white(white: 0.5, alpha: 1, space: "calibratedWhite"))
        normal.symbolPointSize = 22
        normal.symbolScale = "large"
        normal.symbolWeight = "bold"
        XCTAssertEqual(b.states[0], normal)
        XCTAssertEqual(b.states[1], IBButtonState(state: "highlighted", title: "Playing", image: "pause.fill"))
        XCTAssertEqual(b.states[2], IBButtonState(state: "disabled", title: "Off"))
        XCTAssertEqual(b.states[3].title, "On")
    }

    /// What a button state holds besides its title, image and two colours (another colour, a
    /// font) is said once and skipped; the state is read.
    func testUnknownPartsOfAStateAreWarnings() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <button id="b">
                <state key="normal" title="Go">
                <color key="imageTintColor" systemColor="systemRedColor"/>
                <fontDescription key="font" type="system" pointSize="3"/>
                </state>
                </button>
                </subviews>
                """), warnings: true)
        XCTAssertEqual(
            doc.warnings.map(\.description),
            [
                "t.storyboard:8: warning: <color>: element not understood here; skipped with its contents",
                "t.storyboard:9: warning: <fontDescription>: element not understood here; skipped with its contents",
            ])
        XCTAssertEqual(doc.object(id: "b")?.states, [IBButtonState(state: "normal", title: "Go")])
    }

    /// An edge set written as `<rectEdge>` (a screen-edge recognizer's edges) and a symbol's
    /// hierarchical colours, which are read past.
    func testRectEdgesAndSymbolColours() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <imageView id="i">
                <rectEdge key="edges" left="YES" right="YES"/>
                <imageReference key="image" image="cloud.sun" catalog="system" symbolScale="large">
                <hierarchicalColors>
                <color systemColor="systemYellowColor"/>
                </hierarchicalColors>
                </imageReference>
                </imageView>
                </subviews>
                """))
        let i = try XCTUnwrap(doc.object(id: "i"))
        XCTAssertEqual(i.properties["edges"], "left,right")
        XCTAssertEqual(i.image, "cloud.sun")
    }

    /// iOS 15's button configuration: its attributes under `configuration.`, its colours,
    /// fonts and image by key under the same prefix.
    func testButtonConfiguration() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b">
                <buttonConfiguration key="configuration" style="tinted" title="Save" subtitle="to Photos" imagePadding="6" cornerStyle="capsule" buttonSize="large">
                <imageReference key="image" image="square.and.arrow.down" catalog="system" symbolScale="medium"/>
                <fontDescription key="titleFontDescription" type="system" weight="heavy" pointSize="18"/>
                <color key="baseBackgroundColor" systemColor="systemGreenColor"/>
                <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="small"/>
                </buttonConfiguration>
                </button>
                </subviews>
                """))
        let b = try XCTUnwrap(doc.object(id: "b"))
        XCTAssertEqual(b.properties["configuration.style"], "tinted")
        XCTAssertEqual(b.properties["configuration.title"], "Save")
        XCTAssertEqual(b.properties["configuration.subtitle"], "to Photos")
        XCTAssertEqual(b.properties["configuration.imagePadding"], "6")
        XCTAssertEqual(b.properties["configuration.cornerStyle"], "capsule")
        XCTAssertEqual(b.properties["configuration.buttonSize"], "large")
        XCTAssertEqual(b.properties["configuration.image"], "square.and.arrow.down")
        XCTAssertEqual(
            b.fonts["configuration.titleFontDescription"], IBFont(kind: .system, pointSize: 18, weight: "heavy"))
        XCTAssertEqual(b.colors["configuration.baseBackgroundColor"], .system("systemGreenColor"))
    }

    /// An image view: its image as an attribute or an `<imageReference>` (with its catalog),
    /// its highlighted image.
    func testImageViews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" image="landscape" highlightedImage="landscape-dark" animationDuration="0.5" id="i1"/>
                <imageView contentMode="center" id="i2">
                <imageReference key="image" image="heart.fill" catalog="system" renderingMode="template" symbolScale="large"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
                </imageView>
                </subviews>
                """))
        let i1 = try XCTUnwrap(doc.object(id: "i1"))
        XCTAssertEqual(i1.uiKitClass, "UIImageView")
        XCTAssertEqual(i1.image, "landscape")
        XCTAssertEqual(i1.properties["highlightedImage"], "landscape-dark")
        XCTAssertEqual(i1.number("animationDuration"), 0.5)
        XCTAssertEqual(i1.contentMode, "scaleAspectFit")
        let i2 = try XCTUnwrap(doc.object(id: "i2"))
        XCTAssertEqual(i2.image, "heart.fill")
        XCTAssertEqual(i2.properties["image.catalog"], "system")
    }

    /// A stack view: axis, distribution, alignment, spacing, the arrangement switches, and
    /// its arranged views as subviews.
    func testStackViews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="firstBaseline" spacing="12.5" baselineRelativeArrangement="YES" layoutMarginsRelativeArrangement="YES" id="st">
                <subviews>
                <view id="x"/>
                <view id="y"/>
                </subviews>
                </stackView>
                </subviews>
                """))
        let s = try XCTUnwrap(doc.object(id: "st"))
        XCTAssertEqual(s.uiKitClass, "UIStackView")
        XCTAssertEqual(s.properties["axis"], "vertical")
        XCTAssertEqual(s.properties["distribution"], "equalSpacing")
        XCTAssertEqual(s.properties["alignment"], "firstBaseline")
        XCTAssertEqual(s.number("spacing"), 12.5)
        XCTAssertEqual(s.bool("baselineRelativeArrangement"), true)
        XCTAssertEqual(s.bool("layoutMarginsRelativeArrangement"), true)
        XCTAssertEqual(s.subviews.map(\.id), ["x", "y"])
    }

    /// Text inputs: a text field's attributes and input traits, a text view's.
    func testTextFieldsAndTextViews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="hello" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" clearButtonMode="whileEditing" clearsOnBeginEditing="YES" id="tf">
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits" autocapitalizationType="words" autocorrectionType="no" keyboardType="emailAddress" returnKeyType="done" secureTextEntry="YES" textContentType="email"/>
                </textField>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="justified" editable="NO" selectable="NO" id="tv">
                <string key="text">Lorem ipsum</string>
                <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                </subviews>
                """))
        let tf = try XCTUnwrap(doc.object(id: "tf"))
        XCTAssertEqual(tf.uiKitClass, "UITextField")
        XCTAssertEqual(tf.text, "hello")
        XCTAssertEqual(tf.properties["placeholder"], "Name")
        XCTAssertEqual(tf.properties["borderStyle"], "roundedRect")
        XCTAssertEqual(tf.properties["clearButtonMode"], "whileEditing")
        XCTAssertEqual(tf.number("minimumFontSize"), 17)
        XCTAssertEqual(tf.bool("clearsOnBeginEditing"), true)
        XCTAssertEqual(tf.properties["textInputTraits.autocapitalizationType"], "words")
        XCTAssertEqual(tf.properties["textInputTraits.autocorrectionType"], "no")
        XCTAssertEqual(tf.properties["textInputTraits.keyboardType"], "emailAddress")
        XCTAssertEqual(tf.properties["textInputTraits.returnKeyType"], "done")
        XCTAssertEqual(tf.properties["textInputTraits.secureTextEntry"], "YES")
        XCTAssertEqual(tf.properties["textInputTraits.textContentType"], "email")
        let tv = try XCTUnwrap(doc.object(id: "tv"))
        XCTAssertEqual(tv.uiKitClass, "UITextView")
        XCTAssertEqual(tv.text, "Lorem ipsum")
        XCTAssertEqual(tv.properties["textAlignment"], "justified")
        XCTAssertEqual(tv.bool("editable"), false)
        XCTAssertEqual(tv.properties["textInputTraits.autocapitalizationType"], "sentences")
    }

    /// Controls: switch, slider, stepper, segmented control (with its segments), page
    /// control, progress view, activity indicator, date picker.
    func testControls() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="sw">
                <color key="onTintColor" systemColor="systemTealColor"/>
                </switch>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minValue="-1" maxValue="2" continuous="NO" id="sl"/>
                <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="9" stepValue="2" wraps="YES" autorepeat="NO" id="stp"/>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" momentary="YES" id="seg">
                <segments>
                <segment title="Day"/>
                <segment title="Week" enabled="NO"/>
                <segment image="calendar" width="40"/>
                </segments>
                </segmentedControl>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" currentPage="2" hidesForSinglePage="YES" backgroundStyle="prominent" id="pc"/>
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.75" progressViewStyle="bar" id="pv"/>
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" animating="YES" style="large" id="ai"/>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="15" style="wheels" useCurrentDate="NO" id="dp"/>
                </subviews>
                """))
        let sw = try XCTUnwrap(doc.object(id: "sw"))
        XCTAssertEqual(sw.uiKitClass, "UISwitch")
        XCTAssertEqual(sw.bool("on"), true)
        XCTAssertEqual(sw.colors["onTintColor"], .system("systemTealColor"))
        let sl = try XCTUnwrap(doc.object(id: "sl"))
        XCTAssertEqual(sl.uiKitClass, "UISlider")
        XCTAssertEqual([sl.number("value"), sl.number("minValue"), sl.number("maxValue")], [0.25, -1, 2])
        XCTAssertEqual(sl.bool("continuous"), false)
        let stp = try XCTUnwrap(doc.object(id: "stp"))
        XCTAssertEqual(stp.uiKitClass, "UIStepper")
        XCTAssertEqual(
            [stp.number("value"), stp.number("minimumValue"), stp.number("maximumValue"), stp.number("stepValue")],
            [3, 1, 9, 2])
        XCTAssertEqual(stp.bool("wraps"), true)
        XCTAssertEqual(stp.bool("autorepeat"), false)
        let seg = try XCTUnwrap(doc.object(id: "seg"))
        XCTAssertEqual(seg.uiKitClass, "UISegmentedControl")
        XCTAssertEqual(seg.number("selectedSegmentIndex"), 1)
        XCTAssertEqual(seg.bool("momentary"), true)
        // The segments' titles, one a line (an image-only segment has an empty title).
        XCTAssertEqual(seg.strings["segments"], "Day\nWeek\n")
        let pc = try XCTUnwrap(doc.object(id: "pc"))
        XCTAssertEqual(pc.uiKitClass, "UIPageControl")
        XCTAssertEqual([pc.number("numberOfPages"), pc.number("currentPage")], [5, 2])
        XCTAssertEqual(pc.properties["backgroundStyle"], "prominent")
        let pv = try XCTUnwrap(doc.object(id: "pv"))
        XCTAssertEqual(pv.uiKitClass, "UIProgressView")
        XCTAssertEqual(pv.number("progress"), 0.75)
        XCTAssertEqual(pv.properties["progressViewStyle"], "bar")
        let ai = try XCTUnwrap(doc.object(id: "ai"))
        XCTAssertEqual(ai.uiKitClass, "UIActivityIndicatorView")
        XCTAssertEqual(ai.bool("animating"), true)
        XCTAssertEqual(ai.properties["style"], "large")
        let dp = try XCTUnwrap(doc.object(id: "dp"))
        XCTAssertEqual(dp.uiKitClass, "UIDatePicker")
        XCTAssertEqual(dp.properties["datePickerMode"], "time")
        XCTAssertEqual(dp.number("minuteInterval"), 15)
        XCTAssertEqual(dp.properties["style"], "wheels")
    }

    /// Bars as subviews: a toolbar's items, a search bar, a navigation bar's items.
    func testBarsAndTheirItems() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="black" translucent="NO" id="tb">
                <items>
                <barButtonItem systemItem="flexibleSpace" id="sp"/>
                <barButtonItem title="Done" style="done" id="done"/>
                </items>
                </toolbar>
                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" text="cats" prompt="Find" showsCancelButton="YES" id="sb">
                <textInputTraits key="textInputTraits" returnKeyType="search"/>
                </searchBar>
                <navigationBar contentMode="scaleToFill" id="nb">
                <items>
                <navigationItem title="Title" id="ni"/>
                </items>
                </navigationBar>
                </subviews>
                """))
        let tb = try XCTUnwrap(doc.object(id: "tb"))
        XCTAssertEqual(tb.uiKitClass, "UIToolbar")
        XCTAssertEqual(tb.items.map(\.id), ["sp", "done"])
        XCTAssertEqual(tb.items.map { $0.properties["systemItem"] }, ["flexibleSpace", nil])
        XCTAssertEqual(tb.items[1].properties["style"], "done")
        let sb = try XCTUnwrap(doc.object(id: "sb"))
        XCTAssertEqual(sb.uiKitClass, "UISearchBar")
        XCTAssertEqual(sb.properties["searchBarStyle"], "minimal")
        XCTAssertEqual(sb.properties["placeholder"], "Search")
        XCTAssertEqual(sb.text, "cats")
        XCTAssertEqual(sb.properties["prompt"], "Find")
        XCTAssertEqual(sb.bool("showsCancelButton"), true)
        XCTAssertEqual(sb.properties["textInputTraits.returnKeyType"], "search")
        XCTAssertEqual(doc.object(id: "nb")?.items.map(\.title), ["Title"])
    }

    /// Effect views: a blur's style, a vibrancy effect with its blur.
    func testVisualEffectViews() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="blur">
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="blur-c"/>
                <blurEffect style="systemMaterial"/>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="vib">
                <vibrancyEffect style="label">
                <blurEffect style="regular"/>
                </vibrancyEffect>
                </visualEffectView>
                </subviews>
                """))
        let blur = try XCTUnwrap(doc.object(id: "blur"))
        XCTAssertEqual(blur.uiKitClass, "UIVisualEffectView")
        XCTAssertEqual(blur.properties["effect"], "systemMaterial")
        XCTAssertEqual(blur.child("contentView")?.id, "blur-c")
        XCTAssertEqual(doc.object(id: "vib")?.properties["effect"], "label")
    }

    /// Accessibility: identifier, label and hint under `accessibility.`.
    func testAccessibility() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <view id="a">
                <accessibility key="accessibilityConfiguration" identifier="card" label="Card" hint="Opens the card">
                <accessibilityTraits key="traits" button="YES"/>
                <bool key="isElement" value="YES"/>
                </accessibility>
                </view>
                </subviews>
                """))
        let a = try XCTUnwrap(doc.object(id: "a"))
        XCTAssertEqual(a.properties["accessibility.identifier"], "card")
        XCTAssertEqual(a.properties["accessibility.label"], "Card")
        XCTAssertEqual(a.properties["accessibility.hint"], "Opens the card")
    }

    /// The other view elements Xcode writes: scroll views, windows, web, map, SceneKit and
    /// Metal views, container views, each of its class with its own attributes.
    func testOtherViewClasses() throws {
        let doc = try IBText.read(
            IBText.inView(
                """
                <subviews>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" pagingEnabled="YES" bounces="NO" keyboardDismissMode="interactive" contentInsetAdjustmentBehavior="never" minimumZoomScale="0.5" maximumZoomScale="4" indicatorStyle="white" id="sc">
                <viewLayoutGuide key="contentLayoutGuide" id="sc-c"/>
                <viewLayoutGuide key="frameLayoutGuide" id="sc-f"/>
                </scrollView>
                <containerView opaque="NO" contentMode="scaleToFill" id="box"/>
                <wkWebView contentMode="scaleToFill" id="web"/>
                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="hybrid" showsUserLocation="YES" id="map"/>
                <sceneKitView allowsCameraControl="YES" autoenablesDefaultLighting="YES" id="scn"/>
                <mtkView contentMode="scaleToFill" colorPixelFormat="BGRA8Unorm" depthStencilPixelFormat="Depth32Float" preferredFramesPerSecond="120" id="mtk"/>
                <pickerView contentMode="scaleToFill" id="pick"/>
                </subviews>
                """))
        let sc = try XCTUnwrap(doc.object(id: "sc"))
        XCTAssertEqual(sc.uiKitClass, "UIScrollView")
        XCTAssertEqual(sc.bool("pagingEnabled"), true)
        XCTAssertEqual(sc.bool("bounces"), false)
        XCTAssertEqual(sc.properties["keyboardDismissMode"], "interactive")
        XCTAssertEqual(sc.properties["contentInsetAdjustmentBehavior"], "never")
        XCTAssertEqual([sc.number("minimumZoomScale"), sc.number("maximumZoomScale")], [0.5, 4])
        XCTAssertEqual(
            sc.layoutGuides,
            [IBLayoutGuide(id: "sc-c", key: "contentLayoutGuide"), IBLayoutGuide(id: "sc-f", key: "frameLayoutGuide")])
        XCTAssertEqual(doc.object(id: "box")?.uiKitClass, "UIView")
        XCTAssertEqual(doc.object(id: "web")?.uiKitClass, "WKWebView")
        XCTAssertEqual(doc.object(id: "map")?.uiKitClass, "MKMapView")
        XCTAssertEqual(doc.object(id: "map")?.properties["mapType"], "hybrid")
        XCTAssertEqual(doc.object(id: "scn")?.uiKitClass, "SCNView")
        XCTAssertEqual(doc.object(id: "mtk")?.uiKitClass, "MTKView")
        XCTAssertEqual(doc.object(id: "mtk")?.properties["preferredFramesPerSecond"], "120")
        XCTAssertEqual(doc.object(id: "pick")?.uiKitClass, "UIPickerView")
    }

    /// A XIB's window with its root view controller as a keyed object.
    func testWindowInAXib() throws {
        let doc = try IBText.read(
            IBText.xib(
                """
                <window opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" visibleAtLaunch="YES" resizesToFullScreen="NO" id="w">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <viewController key="rootViewController" id="root-vc"/>
                </window>
                """), file: "Main.xib")
        let w = try XCTUnwrap(doc.object(id: "w"))
        XCTAssertEqual(w.uiKitClass, "UIWindow")
        XCTAssertEqual(w.bool("visibleAtLaunch"), true)
        XCTAssertEqual(w.child("rootViewController")?.isViewController, true)
    }

    /// Gesture recognizers: in a scene's objects, each of its class with its settings, and
    /// attached to a view by `gestureRecognizers` outlet collections.
    func testGestureRecognizers() throws {
        let doc = try IBText.read(
            IBText.storyboard(
                IBText.scene(
                    "s",
                    """
                    <viewController id="vc"><view key="view" contentMode="scaleToFill" id="root">
                    <connections>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                    <outletCollection property="gestureRecognizers" destination="pan" appends="YES" id="g2"/>
                    </connections>
                    </view></viewController>
                    <tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="1" cancelsTouchesInView="NO" delaysTouchesEnded="NO" id="tap"/>
                    <panGestureRecognizer minimumNumberOfTouches="1" maximumNumberOfTouches="2" id="pan"/>
                    <screenEdgePanGestureRecognizer minimumNumberOfTouches="1" id="edge"/>
                    <swipeGestureRecognizer direction="left" numberOfTouchesRequired="1" id="swipe"/>
                    <longPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="long"/>
                    <pinchGestureRecognizer enabled="NO" id="pinch"/>
                    <rotationGestureRecognizer id="rot"/>
                    """)))
        let objects = try XCTUnwrap(doc.scenes.first?.objects)
        XCTAssertEqual(
            objects.map(\.uiKitClass),
            [
                "UIViewController", "UITapGestureRecognizer", "UIPanGestureRecognizer",
                "UIScreenEdgePanGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
                "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
            ])
        XCTAssertEqual(doc.object(id: "tap")?.number("numberOfTapsRequired"), 2)
        XCTAssertEqual(doc.object(id: "tap")?.bool("cancelsTouchesInView"), false)
        XCTAssertEqual(doc.object(id: "pan")?.number("maximumNumberOfTouches"), 2)
        XCTAssertEqual(doc.object(id: "swipe")?.properties["direction"], "left")
        XCTAssertEqual(doc.object(id: "long")?.number("minimumPressDuration"), 0.5)
        XCTAssertEqual(doc.object(id: "long")?.number("allowableMovement"), 10)
        XCTAssertEqual(doc.object(id: "pinch")?.bool("enabled"), false)
        XCTAssertEqual(
            doc.object(id: "root")?.connections,
            [
                .outletCollection(property: "gestureRecognizers", destination: "tap", line: 6),
                .outletCollection(property: "gestureRecognizers", destination: "pan", line: 7),
            ])
    }
}
