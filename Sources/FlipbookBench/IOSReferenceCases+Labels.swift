import Foundation
import FlipbookCore
import FlipbookUIKit

/// Cases from projects whose tests draw one storyboard or code-built view with labels in it,
/// set up as their tests set them up.
extension IOSReferenceCases {
    static let storyboardLabelRepo = "kuritatu18/SampleSnapshotTests"
    static let storyboardLabelCommit = "4b66bcb4f80834271495900e6ebf1f85b3132ee2"

    /// A storyboard controller's view drawn alone by iOSSnapshotTestCase on the iOS 13.4
    /// simulator (414 x 896 at 2x): a 24 pt system label centred across and 30 pt below the
    /// middle, 29 pt tall, its text localized ("Hello", "こんにちは"), on the system background
    /// or, after the test sets it, red.
    static func storyboardLabelCases() -> [IOSReference.Case] {
        let folder = "SampleSnapshotsTests/ReferenceImages_64/SampleSnapshotsTests.ViewControllerTests/"
        var screen = phone(414, 896, insets(44, 0, 34, 0))
        screen.contentSize = .large
        screen.scale = 2
        var out: [IOSReference.Case] = []
        for (language, text) in [("en", "Hello"), ("ja", "こんにちは")] {
            for red in [false, true] {
                let file = red ? "testViewControllerRed_背景が赤い_\(language)" : "testViewController_\(language)"
                out.append(
                    IOSReference.Case(
                        name: "storyboard-label.\(red ? "red-" : "")\(language)", repo: storyboardLabelRepo,
                        commit: storyboardLabelCommit, image: folder + file + "_iPhone_13_4_414x896@2x.png", text: nil,
                        screen: screen,
                        setup:
                            "the storyboard's 414 x 896 view\(red ? ", set to .red," : "") holding a 24 pt system label \"\(text)\", centre x, centre y + 30, 29 tall"
                    ) {
                        let view = FixedView(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
                        view.backgroundColor = red ? .red : .systemBackground
                        let label = UILabel()
                        label.font = .systemFont(ofSize: 24)
                        label.text = text
                        label.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(label)
                        NSLayoutConstraint.activate([
                            label.heightAnchor.constraint(equalToConstant: 29),
                            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            label.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: 30),
                        ])
                        return .view(view)
                    })
            }
        }
        return out
    }

    static let pinnedLabelRepo = "johntmcintosh/SnapshotKit"
    static let pinnedLabelCommit = "d07cf81bb452bebd5f5ac186aab7dbf02f06c1f6"

    /// The long text of the project's test, read from its test file in the mirror (the
    /// string literal its `makeViewWithPinnedLabel()` passes), so that none of it is kept here.
    static func pinnedLabelText() -> String {
        guard
            let bytes = try? IOSReference.gitBytes(
                pinnedLabelRepo, pinnedLabelCommit, "SnapshotKitTests/SnapshotKitTests.swift",
                mirrors: IOSReference.mirrorsRoot)
        else { return "" }
        let source = String(decoding: bytes, as: UTF8.self)
        guard let start = source.range(of: "makeViewWithPinnedLabel(text: \"") else { return "" }
        guard let end = source[start.upperBound...].range(of: "\")") else { return "" }
        return String(source[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "\\n", with: "\n")
    }

    /// SnapshotKit's own tests (iOSSnapshotTestCase, 2x, 2017): a green 100 x 100 view holding a
    /// label of three paragraphs, 0 lines, pinned to its edges, drawn at its own size and in a
    /// container of each phone size and of 500 x 500 (the view given the container's bounds).
    static func pinnedLabelCases() -> [IOSReference.Case] {
        let folder = "SnapshotKitTests/ReferenceImages_64/SnapshotKitTests.SnapshotKitTests/"
        var screen = phone(375, 667, insets(20, 0, 0, 0))
        screen.contentSize = .large
        screen.scale = 2
        func pinned(_ size: CGSize) -> UIView {
            let container = FixedView(frame: CGRect(origin: .zero, size: size))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = .green
            let label = UILabel()
            label.numberOfLines = 0
            label.text = pinnedLabelText()
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.topAnchor),
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                label.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            view.frame = container.bounds
            container.addSubview(view)
            return container
        }
        var out: [IOSReference.Case] = []
        let sizes: [(String, String, CGSize)] = [
            ("default-size", "testViewsDefaultSizeSize", CGSize(width: 100, height: 100)),
            ("phone-320x480", "testDeviceSizes_{320, 480}", CGSize(width: 320, height: 480)),
            ("phone-320x568", "testDeviceSizes_{320, 568}", CGSize(width: 320, height: 568)),
            ("phone-375x667", "testDeviceSizes_{375, 667}", CGSize(width: 375, height: 667)),
            ("phone-540x960", "testDeviceSizes_{540, 960}", CGSize(width: 540, height: 960)),
            ("fixed-500x500", "testFixedSize_{500, 500}", CGSize(width: 500, height: 500)),
        ]
        for (name, file, size) in sizes {
            out.append(
                IOSReference.Case(
                    name: "pinned-label.\(name)", repo: pinnedLabelRepo, commit: pinnedLabelCommit,
                    image: folder + file + "@2x.png", text: nil, screen: screen,
                    setup:
                        "a green view of \(fmt(size.width)) x \(fmt(size.height)) holding three paragraphs in a 0-line label pinned to its edges"
                ) { .view(pinned(size)) })
        }
        return out
    }

    static func fmt(_ v: CGFloat) -> String { IOSReference.fmt(v) }

    static let autoLayoutRepo = "theleftbit/BSWInterfaceKit"
    static let autoLayoutCommit = "b1531969254051f3abea58fe75fb5800a07a2b0a"

    /// BSWInterfaceKit's own view tests (swift-snapshot-testing, 3x, 2024): a white 100 x 100
    /// view holding a red view of 50 x 50 at priority 999, centred by constraints; then pinned
    /// 5 pt inside the edges, or to 10-point layout margins, or centred with a 10-point
    /// continuous corner radius and masking (what the project's helpers set, in UIKit's words).
    static func autoLayoutCases() -> [IOSReference.Case] {
        let folder = "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/UIViewTests/"
        // The snapshot library draws a view alone in its own window whose safe area is zero
        // (its `Window` returns the configuration's, `.zero` for a view), so the host's layout
        // margins are the 10 points set, not added to a status bar's inset.
        var screen = Screen(size: CGSize(width: 393, height: 852), safeArea: .zero)
        screen.contentSize = .large
        func host(_ pin: (UIView, UIView) -> Void) -> IOSReference.Subject {
            let hostView = FixedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            hostView.backgroundColor = .white
            let child = UIView(frame: .zero)
            for c in [
                child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
            ] {
                c.priority = UILayoutPriority(rawValue: 999)
                c.isActive = true
            }
            child.backgroundColor = .red
            child.translatesAutoresizingMaskIntoConstraints = false
            hostView.addSubview(child)
            NSLayoutConstraint.activate([
                child.centerXAnchor.constraint(equalTo: hostView.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: hostView.centerYAnchor),
            ])
            pin(hostView, child)
            return .view(hostView)
        }
        func make(_ name: String, _ setup: String, _ pin: @escaping (UIView, UIView) -> Void) -> IOSReference.Case {
            IOSReference.Case(
                name: "auto-layout.\(name)", repo: autoLayoutRepo, commit: autoLayoutCommit,
                image: folder + name + ".3x.png", text: nil, screen: screen,
                setup: "a white 100 x 100 view, a red 50 x 50 (priority 999) centred in it" + setup
            ) { host(pin) }
        }
        return [
            make("centerInSuperview", "") { _, _ in },
            make("fillSuperview", ", pinned 5 pt inside its edges") { host, child in
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 5),
                    child.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -5),
                    child.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
                    child.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: -5),
                ])
            },
            make("fillSuperviewLayoutMargins", ", pinned to the host's 10-point layout margins") { host, child in
                host.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                let guide = host.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    child.topAnchor.constraint(equalTo: guide.topAnchor),
                    child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
            },
            make("roundedCorners", ", corner radius 10, continuous, masking") { _, child in
                child.layer.cornerRadius = 10
                child.layer.masksToBounds = true
                child.layer.cornerCurve = .continuous
            },
        ]
    }

    static let stackRepo = "diazavilasebastian/iOSUI"
    static let stackCommit = "3705e043834a36a0f64019a2065654517eacf92c"

    /// The `n`th string literal assigned to `let description = "` in the project's
    /// TwoLineView test, read from the mirror (other people's text is not kept here).
    static func twoLineDescription(_ n: Int) -> String {
        guard
            let bytes = try? IOSReference.gitBytes(
                stackRepo, stackCommit, "Example/Tests/TwoLineViewTests.swift", mirrors: IOSReference.mirrorsRoot)
        else { return "" }
        let parts = String(decoding: bytes, as: UTF8.self).components(separatedBy: "let description = \"")
        guard parts.count > n + 1, let end = parts[n + 1].range(of: "\"") else { return "" }
        return String(parts[n + 1][..<end.lowerBound])
    }

    /// iOSUI's own views (Nimble-Snapshots, 2x, 2020), built as its classes build them: a black
    /// view with a 25 pt bold white title on top and, 10 pt below and 10 pt in, a scroll view
    /// holding a stack view (its height the scroll view's, proportional fill, 10 pt apart) of
    /// three 16 pt white labels, vertical or horizontal; and a black view with the title and,
    /// 15 pt below and 15 pt in, a 15 pt white label of any number of lines reaching the bottom.
    static func stackCases() -> [IOSReference.Case] {
        let folder = "Example/Tests/ReferenceImages/"
        var screen = Screen(size: CGSize(width: 375, height: 667), safeArea: .zero)
        screen.contentSize = .large
        screen.scale = 2
        func title(_ text: String) -> UILabel {
            let label = UILabel(frame: .zero)
            label.text = text
            label.font = .systemFont(ofSize: 25, weight: .bold)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.textColor = .white
            return label
        }
        func labelStack(_ heading: String, _ axis: NSLayoutConstraint.Axis, height: CGFloat) -> IOSReference.Subject {
            let view = FixedView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
            view.backgroundColor = .black
            let titleLabel = title(heading)
            let scroll = UIScrollView()
            scroll.isScrollEnabled = axis == .horizontal
            scroll.translatesAutoresizingMaskIntoConstraints = false
            let stack = UIStackView(frame: .zero)
            stack.axis = axis
            stack.distribution = .fillProportionally
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(stack)
            view.addSubview(titleLabel)
            view.addSubview(scroll)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                stack.topAnchor.constraint(equalTo: scroll.topAnchor),
                stack.heightAnchor.constraint(equalTo: scroll.heightAnchor),
                titleLabel.topAnchor.constraint(equalTo: view.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 10),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                view.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            ])
            for text in ["First Text", "Second Text", "third Text"] {
                let label = UILabel(frame: .zero)
                label.font = .systemFont(ofSize: 16)
                label.text = text
                label.textColor = .white
                stack.addArrangedSubview(label)
            }
            return .view(view)
        }
        func twoLine(_ description: String, height: CGFloat) -> IOSReference.Subject {
            let view = FixedView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
            view.backgroundColor = .black
            let titleLabel = title("Titulo de la vista")
            let detail = UILabel(frame: .zero)
            detail.font = .systemFont(ofSize: 15, weight: .regular)
            detail.translatesAutoresizingMaskIntoConstraints = false
            detail.numberOfLines = 0
            detail.textColor = .white
            detail.text = description
            view.addSubview(titleLabel)
            view.addSubview(detail)
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: view.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
                detail.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 15),
                detail.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 15),
                view.trailingAnchor.constraint(equalTo: detail.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
            ])
            return .view(view)
        }
        func make(_ name: String, _ file: String, _ setup: String, _ build: @escaping () -> IOSReference.Subject)
            -> IOSReference.Case
        {
            IOSReference.Case(
                name: "ios-ui.\(name)", repo: stackRepo, commit: stackCommit, image: folder + file + "@2x.png",
                text: nil, screen: screen, setup: setup, build: build)
        }
        return [
            make(
                "label-stack-vertical",
                "LabelStackViewTests/LabelStackView__When_initializer__have_the_spected_vertical",
                "a black 300 x 120 view: a 25 pt bold title, a vertical stack of three 16 pt labels in a scroll view"
            ) { labelStack("TITULO VERTICAL", .vertical, height: 120) },
            make(
                "label-stack-horizontal",
                "LabelStackViewTests/LabelStackView__When_initializer__have_the_spected_horizontal",
                "a black 300 x 70 view: a 25 pt bold title, a horizontal stack of three 16 pt labels in a scroll view"
            ) { labelStack("TITULO HORIZONTAL", .horizontal, height: 70) },
            make(
                "two-line", "TwoLineViewTests/TwoLineView__when_initilized__have_the_spected_layout",
                "a black 300 x 210 view: a 25 pt bold title, a 15 pt paragraph of any number of lines below"
            ) { twoLine(twoLineDescription(0), height: 210) },
            make(
                "two-line-short",
                "TwoLineViewTests/TwoLineView__when_initilized__have_the_spected_layout_with_less_description",
                "a black 300 x 60 view: a 25 pt bold title, a short 15 pt line below"
            ) { twoLine(twoLineDescription(1), height: 60) },
        ]
    }
}
