import Foundation
import FlipbookCore
import FlipbookUIKit

/// The cases of `flipbook-bench ios-reference`: each reference's screen built again with
/// FlipbookUIKit, as its test builds it (the same views, fonts, constraints and data), on the
/// device configuration its test names. The figures of each configuration (screen size in
/// points, safe area, size classes, the `.medium` text size its phone presets ask for, the
/// simulator's `.large` for its iPads, which name none) are the ones that library's device
/// table gives; the images were
/// drawn on a 3x simulator, so every case draws at scale 3.
enum IOSReferenceCases {
    static let snapshotRepo = "pointfreeco/swift-snapshot-testing"
    static let snapshotCommit = "6bb6c9ae9970387eeb4b8394c34bd8c350030500"
    static let snapshotFolder = "Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/"

    typealias Screen = IOSReference.Screen

    static func phone(_ w: CGFloat, _ h: CGFloat, _ safe: UIEdgeInsets, landscape: Bool = false) -> Screen {
        Screen(
            size: CGSize(width: w, height: h), safeArea: safe, idiom: .phone,
            horizontal: landscape && w >= 736 ? .regular : .compact, vertical: landscape ? .compact : .regular,
            contentSize: .medium)
    }

    static func pad(_ w: CGFloat, _ h: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0, compact: Bool = false)
        -> Screen
    {
        // The library's iPad traits name no text size (its phones' ask for `.medium`), so the
        // simulator's own, `.large`, applies: its iPad references show 17 pt body text.
        Screen(
            size: CGSize(width: w, height: h), safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
            idiom: .pad, horizontal: compact ? .compact : .regular, vertical: .regular, contentSize: .large)
    }

    static func insets(_ t: CGFloat, _ l: CGFloat, _ b: CGFloat, _ r: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    /// The devices of the snapshot library's table by the names its reference files use: the
    /// default orientation (portrait phones, landscape iPads) and the other ("alternative").
    static let devices: [(name: String, portrait: Screen, other: Screen)] = [
        ("iphone-se", phone(320, 568, insets(20, 0, 0, 0)), phone(568, 320, .zero, landscape: true)),
        ("iphone-8", phone(375, 667, insets(20, 0, 0, 0)), phone(667, 375, .zero, landscape: true)),
        ("iphone-8-plus", phone(414, 736, insets(20, 0, 0, 0)), phone(736, 414, .zero, landscape: true)),
        ("iphone-x", phone(375, 812, insets(44, 0, 34, 0)), phone(812, 375, insets(0, 44, 24, 44), landscape: true)),
        ("iphone-xr", phone(414, 896, insets(44, 0, 34, 0)), phone(896, 414, insets(0, 44, 24, 44), landscape: true)),
        (
            "iphone-xs-max", phone(414, 896, insets(44, 0, 34, 0)),
            phone(896, 414, insets(0, 44, 24, 44), landscape: true)
        ),
        ("ipad-mini", pad(1024, 768), pad(768, 1024)),
        ("ipad-9-7", pad(1024, 768), pad(768, 1024)),
        ("ipad-10-2", pad(1080, 810), pad(810, 1080)),
        ("ipad-pro-10-5", pad(1112, 834), pad(834, 1112)),
        ("ipad-pro-11", pad(1194, 834, top: 24, bottom: 20), pad(834, 1194, top: 24, bottom: 20)),
        ("ipad-pro-12-9", pad(1366, 1024), pad(1024, 1366)),
    ]

    /// The text sizes in the order and with the names of the library's reference files.
    static let contentSizes: [(String, UIContentSizeCategory)] = [
        ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge),
        ("extra-extra-extra-large", .extraExtraExtraLarge), ("accessibility-medium", .accessibilityMedium),
        ("accessibility-large", .accessibilityLarge), ("accessibility-extra-large", .accessibilityExtraLarge),
        ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]

    static func snapshot(
        _ name: String, image: String?, text: String? = nil, screen: Screen, setup: String,
        build: @escaping () -> IOSReference.Subject
    ) -> IOSReference.Case {
        IOSReference.Case(
            name: name, repo: snapshotRepo, commit: snapshotCommit, image: image.map { snapshotFolder + $0 },
            text: text.map { snapshotFolder + $0 }, screen: screen, setup: setup, build: build)
    }

    /// The window the snapshot library makes for a container controller: for a navigation
    /// controller, or a tab bar controller showing one, the device's height less the safe
    /// area's top, which it then sets to 0; for a tab bar controller, less the bottom too (its
    /// `Window` type, which says the safe area draws wrongly for those containers). Its pictures
    /// of such controllers are that size and have no status bar.
    static func containerWindow(_ screen: Screen, navigation: Bool, tabs: Bool) -> Screen {
        var s = screen
        if tabs {
            s.size.height -= s.safeArea.bottom
            s.safeArea.bottom = 0
        }
        if navigation {
            s.size.height -= s.safeArea.top
            s.safeArea.top = 0
        }
        return s
    }

    static func all() -> [IOSReference.Case] {
        var cases: [IOSReference.Case] = []
        let words =
            "four labels on the safe area (top centre headline, body left and right of centre, bottom subheadline) set in traitCollectionDidChange"
        for d in devices {
            // The iPads' text references were recorded for the same configuration as the image.
            cases.append(
                snapshot(
                    "traits.\(d.name)", image: "testTraits.\(d.name).png", text: "testTraits.\(d.name).txt",
                    screen: d.portrait, setup: words
                ) { .controller(FourLabels()) })
        }
        for d in devices {
            cases.append(
                snapshot(
                    "traits.\(d.name)-alternative", image: "testTraits.\(d.name)-alternative.png",
                    screen: d.other, setup: words + ", other orientation"
                ) { .controller(FourLabels()) })
        }
        for (name, size) in contentSizes {
            var s = devices[0].portrait
            s.contentSize = size
            cases.append(
                snapshot("traits.iphone-se-\(name)", image: "testTraits.iphone-se-\(name).png", screen: s, setup: words)
                {
                    .controller(FourLabels())
                })
        }
        for (name, size) in contentSizes {
            var s = phone(320, 568, insets(20, 0, 0, 0))
            s.contentSize = size
            cases.append(
                snapshot(
                    "traits-with-view.label-\(name)", image: "testTraitsWithView.label-\(name).png", screen: s,
                    setup: "a title1 label adjusting to the text size, \"What's the point?\", sized to fit"
                ) { .view(titleLabel()) })
        }
        for (name, size) in contentSizes {
            var s = phone(320, 568, insets(20, 0, 0, 0))
            s.contentSize = size
            cases.append(
                snapshot(
                    "traits-with-view-controller.label-\(name)", image: nil,
                    text: "testTraitsWithViewController.label-\(name).txt", screen: s,
                    setup: "the title1 label pinned to the layout margins' leading, top and trailing"
                ) { .controller(MarginLabel()) })
        }
        let se = devices[0].portrait
        cases.append(
            snapshot(
                "table-view-controller", image: "testTableViewController.1.png", screen: se,
                setup: "a plain UITableViewController of 10 default cells titled 0 ... 9"
            ) { .controller(NumberedTable()) })
        for (name, screen) in [
            ("iPhoneSE-image", se), ("iPad-image", devices[6].portrait), ("1", devices[3].portrait),
            ("2", devices[5].portrait),
        ] {
            cases.append(
                snapshot(
                    "multiple-snapshot.\(name)", image: "testAssertMultipleSnapshot.\(name).png", screen: screen,
                    setup: "the same 10-row table controller"
                ) { .controller(NumberedTable()) })
        }
        for (name, screen) in [
            ("ipad", devices[11].portrait), ("iphoneSe", se), ("iphone8", devices[1].portrait),
            ("iphoneMax", devices[5].portrait),
        ] {
            cases.append(
                snapshot(
                    "collection-views.\(name)", image: "testCollectionViewsWithMultipleScreenSizes.\(name).png",
                    screen: screen,
                    setup:
                        "a horizontal flow layout in the layout margins, 20 orange cells min(width - 50, 300) wide and full height, line spacing 20"
                ) { .controller(OrangeCards()) })
        }
        for d in devices.prefix(6) {
            cases.append(
                snapshot(
                    "tab-navigation.\(d.name)", image: "testTraitsEmbeddedInTabNavigation.\(d.name).png",
                    screen: containerWindow(d.portrait, navigation: true, tabs: true),
                    setup: words
                        + ", in a navigation controller in a tab bar controller (the library's window: the device's height less its safe area's top and bottom, no safe area)"
                ) {
                    let nav = UINavigationController(rootViewController: FourLabels())
                    let tabs = UITabBarController()
                    tabs.setViewControllers([nav], animated: false)
                    return .controller(tabs)
                })
        }
        let host = Screen(size: CGSize(width: 375, height: 812), safeArea: insets(44, 0, 34, 0), contentSize: .large)
        cases.append(
            snapshot(
                "ui-view.contact-add", image: "testUIView.1.png", text: "testUIView.2.txt", screen: host,
                setup: "UIButton(type: .contactAdd) sized to fit"
            ) { .view(UIButton(type: .contactAdd)) })
        cases.append(
            snapshot(
                "precision.hello", image: "testPrecision.ios.png", screen: host,
                setup: "a white UILabel of 43.5 x 20.5 pt reading \"Hello.\""
            ) {
                let label = FixedLabel(frame: CGRect(x: 0, y: 0, width: 43.5, height: 20.5))
                label.backgroundColor = .white
                label.text = "Hello."
                return .view(label)
            })
        cases.append(
            snapshot(
                "ca-layer", image: "testCALayer.1.png", screen: host,
                setup: "a 100 x 100 red layer with a 4 pt black border"
            ) {
                let v = FixedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                v.layer.backgroundColor = UIColor.red.cgColor
                v.layer.borderWidth = 4
                v.layer.borderColor = UIColor.black.cgColor
                return .view(v)
            })
        cases.append(
            snapshot(
                "ca-layer-gradient", image: "testCALayerWithGradient.1.png", screen: host,
                setup: "a 100 x 100 layer holding a red-to-yellow CAGradientLayer"
            ) {
                let v = FixedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let g = CAGradientLayer()
                g.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
                g.frame = v.bounds
                v.layer.addSublayer(g)
                return .view(v)
            })
        cases.append(
            snapshot(
                "autolayout", image: "testAutolayout.1.png", screen: host,
                setup: "a controller whose view holds a subview pinned to its four edges"
            ) {
                let vc = UIViewController()
                let sub = UIView()
                sub.translatesAutoresizingMaskIntoConstraints = false
                vc.view.addSubview(sub)
                NSLayoutConstraint.activate([
                    sub.topAnchor.constraint(equalTo: vc.view.topAnchor),
                    sub.bottomAnchor.constraint(equalTo: vc.view.bottomAnchor),
                    sub.leftAnchor.constraint(equalTo: vc.view.leftAnchor),
                    sub.rightAnchor.constraint(equalTo: vc.view.rightAnchor),
                ])
                return .controller(vc)
            })
        let maxHost = Screen(size: CGSize(width: 414, height: 896), safeArea: insets(44, 0, 34, 0), contentSize: .large)
        cases.append(
            snapshot(
                "view-controller-life-cycle", image: "testUIViewControllerLifeCycle.1.png", screen: maxHost,
                setup: "a plain UIViewController on the 414 x 896 host"
            ) { .controller(UIViewController()) })
        cases += uberCases()
        cases += nimbleCases()
        cases += macroCases()
        cases += snapCases()
        cases += randomLabelCases()
        cases += storyboardLabelCases()
        cases += pinnedLabelCases()
        cases += autoLayoutCases()
        cases += stackCases()
        return cases
    }

    static let snapRepo = "skyweb07/Snap.swift"
    static let snapCommit = "44350f67487610df7449d591c6e751bb629837a8"

    /// Snap.swift's own tests (2x): coloured boxes, a centred label in a box, a gradient, and
    /// full-screen coloured views on each device of its lists.
    static func snapCases() -> [IOSReference.Case] {
        let folder = "SnapTests/Snap/SnapTests/reference_"
        var screen = phone(375, 667, insets(20, 0, 0, 0))
        screen.contentSize = .large
        screen.scale = 2
        func make(_ name: String, _ file: String, _ setup: String, _ build: @escaping () -> IOSReference.Subject)
            -> IOSReference.Case
        {
            IOSReference.Case(
                name: "snap.\(name)", repo: snapRepo, commit: snapCommit, image: folder + file + "@2x.png", text: nil,
                screen: screen, setup: setup, build: build)
        }
        func box(_ color: UIColor) -> FixedView {
            let v = FixedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.backgroundColor = color
            return v
        }
        var out = [
            make("box-background", "test_box_with_background_color", "a 100 x 100 UIView, .red") { .view(box(.red)) },
            make("yellow-box", "yellow_box", "a 100 x 100 UIView, .yellow") { .view(box(.yellow)) },
            make(
                "text-centred", "test_box_with_text_aligned_to_center",
                "a red 100 x 100 box holding a centred label \"Snap!\" of its size"
            ) {
                let v = box(.red)
                let label = UILabel(frame: v.bounds)
                label.text = "Snap!"
                label.textAlignment = .center
                v.addSubview(label)
                return .view(v)
            },
            make("gradient", "test_box_with_gradient_layer", "a 100 x 100 CAGradientLayer, red to white, left to right")
            {
                let v = FixedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let layer = CAGradientLayer()
                layer.frame = v.bounds
                layer.colors = [UIColor.red.cgColor, UIColor.white.cgColor]
                layer.locations = [0, 1]
                layer.startPoint = CGPoint(x: 0, y: 0)
                layer.endPoint = CGPoint(x: 1, y: 0)
                v.layer.addSublayer(layer)
                return .view(v)
            },
        ]
        let devices: [(String, String, UIColor)] = [
            ("iphone5", "all", .green), ("iphone8", "all", .green), ("iphone8plus", "all", .green),
            ("iphonex", "all", .green), ("ipadair", "all", .green), ("ipadmini", "all", .green),
            ("ipadpro105", "all", .green), ("ipadpro129", "all", .green), ("iphone5", "iphone", .gray),
            ("iphone8", "iphone", .gray), ("iphone8plus", "iphone", .gray), ("iphonex", "iphone", .gray),
            ("ipadair", "ipad", .purple), ("ipadmini", "ipad", .purple), ("ipadpro105", "ipad", .purple),
            ("ipadpro129", "ipad", .purple),
        ]
        for (device, list, color) in devices {
            out.append(
                make(
                    "\(list)-devices.\(device)", "\(device)_test_box_with_\(list)_device_configurations",
                    "a UIView filling the \(device)'s screen, \(list == "all" ? ".green" : list == "iphone" ? ".gray" : ".purple")"
                ) { .fill(FixedView(), color) })
        }
        return out
    }

    static let randomLabelRepo = "singhraman4282/SnapshotTestsM1AndIntel"
    static let randomLabelCommit = "dee323bc30736019978c5c768dad828d97edb1a3"

    /// Two red labels pinned to the top left of a 390-point-wide controller (trailing at most its
    /// edge), drawn at 3x.
    static func randomLabelCases() -> [IOSReference.Case] {
        let folder = "SnapshotTestsM1AndIntelvTests/ReferenceImages/SnapshotTestsM1AndIntelvTests/Some_random_label__"
        var screen = Screen(size: CGSize(width: 390, height: 844), safeArea: insets(47, 0, 34, 0))
        screen.contentSize = .large
        let texts: [(String, String, Int)] = [
            ("should_work", "Testing", 1),
            (
                "should_type_out_all_the_letters",
                "abcdefghijklmnopqrstuvwxyz" + "abcdefghijklmnopqrstuvwxyz".uppercased() + "1234567890", 0
            ),
        ]
        return texts.map { file, text, lines in
            IOSReference.Case(
                name: "random-label.\(file)", repo: randomLabelRepo, commit: randomLabelCommit,
                image: folder + file + "@3x.png", text: nil, screen: screen,
                setup:
                    "a red label \"\(text.prefix(12))...\" (\(lines == 0 ? "any number of" : "one") line(s)) wrapping within 390 pt"
            ) {
                let label = WrappingLabel()
                label.maxWidth = 390
                label.text = text
                label.numberOfLines = lines
                label.backgroundColor = .red
                return .view(label)
            }
        }
    }

    static let macroRepo = "adammcarter/swift-snapshot-testing-macros"
    static let macroCommit = "b176096ea30a2270a2e2511d5edeb70288af37e6"

    /// swift-snapshot-testing-macros' theme tests: a 14 pt system-font label naming the theme,
    /// centred, clear, sized to fit, drawn light and dark at 3x.
    static func macroCases() -> [IOSReference.Case] {
        let suite =
            "Tests/SnapshotsIntegrationTests/SnapshotSuite/Traits/Single/__Snapshots__/SnapshotSuite+Traits+Theme+UIKit/"
        let single =
            "Tests/SnapshotsIntegrationTests/SnapshotTest/Traits/Single/__Snapshots__/SnapshotTest+Traits+Theme+UIKit/"
        let files: [(String, String, String, UIUserInterfaceStyle)] = [
            (suite + "light_min-size_light.1.png", "suite-light", ".theme(.light)", .light),
            (suite + "dark_min-size_dark.1.png", "suite-dark", ".theme(.dark)", .dark),
            (suite + "all_min-size_light.1.png", "suite-all-light", ".theme(.all)", .light),
            (suite + "all_min-size_dark.1.png", "suite-all-dark", ".theme(.all)", .dark),
            (single + "testTraitThemeLightTests_min-size_light.1.png", "test-light", ".theme(.light)", .light),
            (single + "testTraitThemeDarkTests_min-size_dark.1.png", "test-dark", ".theme(.dark)", .dark),
            (single + "testTraitThemeAllTests_min-size_light.1.png", "test-all-light", ".theme(.all)", .light),
            (single + "testTraitThemeAllTests_min-size_dark.1.png", "test-all-dark", ".theme(.all)", .dark),
        ]
        return files.map { path, name, text, style in
            var screen = Screen(size: CGSize(width: 393, height: 852), safeArea: insets(59, 0, 34, 0))
            screen.style = style
            return IOSReference.Case(
                name: "macros.theme-\(name)", repo: macroRepo, commit: macroCommit, image: path, text: nil,
                screen: screen, setup: "a clear, centred, many-line 14 pt system label \"\(text)\" sized to fit"
            ) {
                let label = UILabel()
                label.font = .systemFont(ofSize: UIFont.systemFontSize)
                label.text = text
                label.numberOfLines = 0
                label.sizeToFit()
                label.backgroundColor = .clear
                label.textAlignment = .center
                return .view(label)
            }
        }
    }

    static let nimbleRepo = "ashfurrow/Nimble-Snapshots"
    static let nimbleCommit = "d4a2589c59c31a996aba1fb6f64c946ec04cb252"

    /// Nimble-Snapshots' own tests (recorded on iOS 26.1, 2x): a body label adjusting to each
    /// text size, alone and inside a view, and a blue square.
    static func nimbleCases() -> [IOSReference.Case] {
        let folder = "Bootstrap/BootstrapTests/ReferenceImages/"
        let sizes: [(String, UIContentSizeCategory)] = [
            ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge),
            ("XXL", .extraExtraLarge), ("XXXL", .extraExtraExtraLarge), ("AccessibilityM", .accessibilityMedium),
            ("AccessibilityL", .accessibilityLarge), ("AccessibilityXL", .accessibilityExtraLarge),
            ("AccessibilityXXL", .accessibilityExtraExtraLarge),
            ("AccessibilityXXXL", .accessibilityExtraExtraExtraLarge),
        ]
        func screen(_ size: UIContentSizeCategory) -> Screen {
            var s = phone(375, 667, insets(20, 0, 0, 0))
            s.contentSize = size
            s.scale = 2
            return s
        }
        func example(_ frame: CGRect) -> UILabel {
            let label = FixedLabel(frame: frame)
            label.text = "Example"
            label.adjustsFontForContentSizeCategory = true
            label.font = .preferredFont(forTextStyle: .body)
            return label
        }
        var out: [IOSReference.Case] = []
        for (name, size) in sizes {
            out.append(
                IOSReference.Case(
                    name: "nimble.adjusting-label-\(name)", repo: nimbleRepo, commit: nimbleCommit,
                    image: folder
                        + "DynamicTypeTests/in_some_context__works_with_adjustsFontForContentSizeCategory_\(name)@2x.png",
                    text: nil, screen: screen(size),
                    setup: "a 300 x 100 body label \"Example\" adjusting to the text size"
                ) { .view(example(CGRect(x: 0, y: 0, width: 300, height: 100))) })
            out.append(
                IOSReference.Case(
                    name: "nimble.adjusting-label-in-subview-\(name)", repo: nimbleRepo, commit: nimbleCommit,
                    image: folder
                        + "DynamicTypeTests/in_some_context__works_with_adjustsFontForContentSizeCategory_in_a_subview_\(name)@2x.png",
                    text: nil, screen: screen(size),
                    setup: "the same label inside a 300 x 100 view"
                ) {
                    let frame = CGRect(x: 0, y: 0, width: 300, height: 100)
                    let view = FixedView(frame: frame)
                    view.addSubview(example(frame))
                    return .view(view)
                })
        }
        for name in ["in_some_context__has_a_valid_snapshot", "something_custom"] {
            out.append(
                IOSReference.Case(
                    name: "nimble.blue-square.\(name)", repo: nimbleRepo, commit: nimbleCommit,
                    image: folder + "BootstrapTests/\(name)@2x.png", text: nil, screen: screen(.large),
                    setup: "a 44 x 44 UIView, .blue"
                ) {
                    let v = FixedView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                    v.backgroundColor = .blue
                    return .view(v)
                })
        }
        return out
    }

    static let uberRepo = "uber/ios-snapshot-test-case"
    static let uberCommit = "e4b81173e067af753a7a3f6260bfa37865799688"

    /// iOSSnapshotTestCase's demos: views drawn alone, at 2x and 3x (`ReferenceImages_64`).
    static func uberCases() -> [IOSReference.Case] {
        let demo = "demos/FBSnapshotTestCaseDemo/FBSnapshotTestCaseDemoTests/ReferenceImages_64/"
        let carthage =
            "demos/iOSSnapshotTestCaseCarthageDemo/iOSSnapshotTestCaseCarthageDemoSwiftTests/ReferenceImages_64/"
            + "iOSSnapshotTestCaseCarthageDemoSwiftTests.iOSSnapshotTestCaseCarthageDemoSwiftTests/"
        func square(_ side: CGFloat, _ color: UIColor) -> () -> IOSReference.Subject {
            {
                let v = FixedView(frame: CGRect(x: 0, y: 0, width: side, height: side))
                v.backgroundColor = color
                return .view(v)
            }
        }
        var out: [IOSReference.Case] = []
        for scale in [2, 3] {
            var screen = phone(375, 667, insets(20, 0, 0, 0))
            screen.contentSize = .large
            screen.scale = CGFloat(scale)
            func add(_ name: String, _ path: String, _ setup: String, _ build: @escaping () -> IOSReference.Subject) {
                out.append(
                    IOSReference.Case(
                        name: "uber.\(name)@\(scale)x", repo: uberRepo, commit: uberCommit,
                        image: path + "@\(scale)x.png",
                        text: nil, screen: screen, setup: setup, build: build))
            }
            add(
                "view-snapshot", demo + "FBSnapshotTestCaseDemoTests/testViewSnapshot", "a 40 x 40 UIView, .red",
                square(40, .red))
            add(
                "magenta",
                demo + "FBSnapshotTestCaseDemoTests/testViewSnapshotWithDifferentBackgroundColorPerArchitecture",
                "a 40 x 40 UIView, .magenta (the 64-bit colour)", square(40, .magenta))
            add(
                "swift-example", demo + "FBSnapshotTestCaseDemoTests.FBSnapshotTestCaseSwiftTest/testExample",
                "a 64 x 64 UIView, .blue", square(64, .blue))
            add("carthage-example", carthage + "testExample", "a 64 x 64 UIView, .blue", square(64, .blue))
            add(
                "switch-appearance", demo + "FBSnapshotTestCaseDemoTests/testViewSnapshotWithUIAppearance",
                "a UISwitch turned on, on tint .blue and thumb tint .lightGray (set through UIAppearance there)"
            ) {
                let control = UISwitch()
                control.onTintColor = .blue
                control.thumbTintColor = .lightGray
                control.isOn = true
                return .view(control)
            }
            add(
                "button-appearance", demo + "FBSnapshotTestCaseDemoTests/testViewSnapshotWithUIAppearanceResizing",
                "a system button \"Click me!\" with 15 pt content insets (through UIAppearance there), at least 65 wide, sized to fit"
            ) {
                let button = UIButton(type: .system)
                button.contentEdgeInsets = UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
                button.setTitle("Click me!", for: .normal)
                button.translatesAutoresizingMaskIntoConstraints = false
                button.widthAnchor.constraint(greaterThanOrEqualToConstant: 65).isActive = true
                return .view(button)
            }
        }
        return out
    }

    // MARK: - The screens

    /// A view that keeps the frame it was given when the harness sizes views to fit (a label
    /// or layer the test sized itself).
    final class FixedView: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    }

    /// A label sized to fit within `maxWidth` (a label that Auto Layout pins to the top left of
    /// a screen of that width, its trailing edge at most the screen's).
    final class WrappingLabel: UILabel {
        var maxWidth: CGFloat = 0
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            super.sizeThatFits(CGSize(width: maxWidth, height: .greatestFiniteMagnitude))
        }
    }

    final class FixedLabel: UILabel {
        override func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    }

    /// Four labels around the safe area: "What's" at the top centre in the headline style,
    /// "the" and "point" at the middle's left and right in body, "?" at the bottom centre in
    /// subheadline, the fonts set when the traits change.
    final class FourLabels: UIViewController {
        let top = UILabel(), left = UILabel(), right = UILabel(), bottom = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)
            view.backgroundColor = .white
            for (label, text) in [(top, "What's"), (left, "the"), (right, "point"), (bottom, "?")] {
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            let safe = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                top.topAnchor.constraint(equalTo: safe.topAnchor),
                top.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
                left.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                left.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
                left.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                right.leadingAnchor.constraint(greaterThanOrEqualTo: safe.centerXAnchor),
                right.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                right.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                bottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                bottom.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            ])
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            top.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
            left.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            right.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            bottom.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
            view.setNeedsUpdateConstraints()
            view.updateConstraintsIfNeeded()
        }
    }

    static func titleLabel() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        return label
    }

    /// The title1 label pinned to the margins' leading, top and trailing edges.
    final class MarginLabel: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = IOSReferenceCases.titleLabel()
            view.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }
    }

    /// Ten default cells whose titles are their row numbers.
    final class NumberedTable: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    /// Twenty orange cards side by side in a horizontal flow layout inside the margins.
    final class OrangeCards: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        let layout: UICollectionViewFlowLayout = {
            let l = UICollectionViewFlowLayout()
            l.scrollDirection = .horizontal
            l.minimumLineSpacing = 20
            return l
        }()
        lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addSubview(collection)
            collection.backgroundColor = .white
            collection.dataSource = self
            collection.delegate = self
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collection.translatesAutoresizingMaskIntoConstraints = false
            let m = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                collection.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                collection.topAnchor.constraint(equalTo: m.topAnchor),
                collection.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                collection.bottomAnchor.constraint(equalTo: m.bottomAnchor),
            ])
            collection.reloadData()
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collection.collectionViewLayout.invalidateLayout()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            collection.collectionViewLayout.invalidateLayout()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.contentView.backgroundColor = .orange
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: min(collectionView.frame.width - 50, 300), height: collectionView.frame.height)
        }
    }
}
