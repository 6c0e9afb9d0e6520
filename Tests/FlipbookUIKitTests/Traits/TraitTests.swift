import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A controller that writes down its trait changes.
final class TraitScreen: UIViewController {
    var changes: [(old: UITraitCollection?, new: UITraitCollection)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append((previousTraitCollection, traitCollection))
    }
}

final class TraitView: UIView {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

final class TraitTests: XCTestCase {
    func testInitializersMergeAndEquality() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let merged = UITraitCollection(traitsFrom: [dark, big, light])
        XCTAssertEqual(merged.userInterfaceStyle, .light, "the last that specifies a trait wins")
        XCTAssertEqual(merged.preferredContentSizeCategory, .accessibilityLarge)
        XCTAssertEqual(merged.horizontalSizeClass, .unspecified)
        XCTAssertEqual(merged.displayScale, 0)
        XCTAssertEqual(UITraitCollection(traitsFrom: [dark, big]), UITraitCollection(traitsFrom: [big, dark]))
        XCTAssertTrue(merged.containsTraits(in: big))
        XCTAssertFalse(merged.containsTraits(in: dark))
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: light))
        XCTAssertFalse(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [dark, big])))
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertLessThan(UIContentSizeCategory.large, .extraLarge)
        XCTAssertEqual(UIContentSizeCategory.named("ax3"), .accessibilityExtraLarge)
        XCTAssertNil(UIContentSizeCategory.named("huge"))
    }

    func testWindowTraitsFromTheDeviceAndInheritance() {
        let stage = Stage(device: .iPad10, traits: UITraitCollection(userInterfaceStyle: .dark))
        let t = stage.window.traitCollection
        XCTAssertEqual(t.userInterfaceStyle, .dark)
        XCTAssertEqual(t.userInterfaceIdiom, .pad)
        XCTAssertEqual(t.horizontalSizeClass, .regular)
        XCTAssertEqual(t.displayScale, 2)
        XCTAssertEqual(t.userInterfaceLevel, .base)
        XCTAssertEqual(t.preferredContentSizeCategory, .large)
        let root = TraitScreen()
        stage.window.rootViewController = root
        let child = UIView()
        root.view.addSubview(child)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        root.overrideUserInterfaceStyle = .light
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light, "a controller's override reaches its views")
        XCTAssertEqual(root.changes.count, 2, "its first traits in the window, then the override")
        XCTAssertNil(root.changes.first?.old)
        XCTAssertEqual(root.changes.last?.old?.userInterfaceStyle, .dark)
        child.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(root.view.traitCollection.userInterfaceStyle, .light)
    }

    func testChildOverrideAndPerformAsCurrent() {
        let parent = UIViewController(), child = TraitScreen()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass, .regular)
        XCTAssertEqual(child.changes.count, 1)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
            XCTAssertEqual(UIColor.label.cgColor, RGBA(hex: 0xFFFFFF), "cgColor resolves against the current traits")
        }
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
        XCTAssertEqual(UIColor.label.cgColor, RGBA(hex: 0x000000))
    }

    /// A sheet elevates its content: the presented controller hears traitCollectionDidChange
    /// with the base level before and the elevated level after; a full-screen presentation
    /// does not elevate.
    func testAPresentationElevatesItsContent() throws {
        let stage = Stage(device: .iPhone15Pro, traits: UITraitCollection(userInterfaceStyle: .dark))
        let a = UIViewController(), b = TraitScreen()
        stage.window.rootViewController = a
        b.modalPresentationStyle = .pageSheet
        b.view.backgroundColor = .systemBackground
        let probe = TraitView()
        b.view.addSubview(probe)
        XCTAssertEqual(b.traitCollection.userInterfaceLevel, .base)
        _ = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(b.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(b.presentationController?.traitCollection.userInterfaceLevel, .elevated)
        let change = try XCTUnwrap(b.changes.last)
        XCTAssertEqual(change.old?.userInterfaceLevel, .base)
        XCTAssertEqual(change.new.userInterfaceLevel, .elevated)
        XCTAssertGreaterThan(probe.changes, 0)
        // Dark elevated systemBackground is #1C1C1E, drawn on the presented view's layer.
        XCTAssertEqual(b.view.layer.backgroundColor, RGBA(hex: 0x1C1C1E))
        XCTAssertEqual(a.view.traitCollection.userInterfaceLevel, .base)

        let c = TraitScreen()
        c.modalPresentationStyle = .fullScreen
        let s2 = Stage(device: .iPhone15Pro)
        let root = UIViewController()
        s2.window.rootViewController = root
        _ = try s2.record { root.present(c, animated: true) }
        XCTAssertEqual(c.traitCollection.userInterfaceLevel, .base)
    }

    func testPresentationControllerOverrideTraitCollection() throws {
        let stage = Stage(device: .iPhone14)
        let a = UIViewController(), b = TraitScreen()
        stage.window.rootViewController = a
        b.modalPresentationStyle = .pageSheet
        let pc = try XCTUnwrap(b.sheetPresentationController)
        pc.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        _ = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(b.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(a.traitCollection.userInterfaceStyle, .light)
    }

    func testLayoutDirectionFromTheStage() throws {
        let stage = Stage(device: .iPhone8, traits: UITraitCollection(layoutDirection: .rightToLeft))
        let v = UIView()
        stage.window.addSubview(v)
        XCTAssertEqual(v.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        v.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(v.effectiveUserInterfaceLayoutDirection, .leftToRight)
        var seen = UIUserInterfaceLayoutDirection.leftToRight
        _ = try stage.record { seen = UIApplication.shared.userInterfaceLayoutDirection }
        XCTAssertEqual(seen, .rightToLeft)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight, "off stage: the default")
    }
}

/// Every semantic colour against Apple's light and dark values (SEMANTICS.md §18 cites the
/// table; the hex values below are typed from it, not read from the code).
final class SemanticColorTests: XCTestCase {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let darkElevated = UITraitCollection(traitsFrom: [
        .init(userInterfaceStyle: .dark), .init(userInterfaceLevel: .elevated),
    ])

    func check(
        _ c: UIColor, _ l: UInt32, _ d: UInt32, alpha: Double = 1, darkAlpha: Double? = nil, elevated: UInt32? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(c.resolvedColor(with: light).rgba, RGBA(hex: l, alpha: alpha), "light", file: file, line: line)
        XCTAssertEqual(
            c.resolvedColor(with: dark).rgba, RGBA(hex: d, alpha: darkAlpha ?? alpha), "dark", file: file, line: line)
        XCTAssertEqual(
            c.resolvedColor(with: darkElevated).rgba, RGBA(hex: elevated ?? d, alpha: darkAlpha ?? alpha), "elevated",
            file: file, line: line)
    }

    func testEverySemanticColour() {
        check(.systemBackground, 0xFFFFFF, 0x000000, elevated: 0x1C1C1E)
        check(.secondarySystemBackground, 0xF2F2F7, 0x1C1C1E, elevated: 0x2C2C2E)
        check(.tertiarySystemBackground, 0xFFFFFF, 0x2C2C2E, elevated: 0x3A3A3C)
        check(.systemGroupedBackground, 0xF2F2F7, 0x000000, elevated: 0x1C1C1E)
        check(.secondarySystemGroupedBackground, 0xFFFFFF, 0x1C1C1E, elevated: 0x2C2C2E)
        check(.tertiarySystemGroupedBackground, 0xF2F2F7, 0x2C2C2E, elevated: 0x3A3A3C)
        check(.label, 0x000000, 0xFFFFFF)
        check(.secondaryLabel, 0x3C3C43, 0xEBEBF5, alpha: 0.6)
        check(.tertiaryLabel, 0x3C3C43, 0xEBEBF5, alpha: 0.3)
        check(.quaternaryLabel, 0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
        check(.placeholderText, 0x3C3C43, 0xEBEBF5, alpha: 0.3)
        check(.link, 0x007AFF, 0x0984FF)
        check(.separator, 0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
        check(.opaqueSeparator, 0xC6C6C8, 0x38383A)
        check(.systemFill, 0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
        check(.secondarySystemFill, 0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
        check(.tertiarySystemFill, 0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
        check(.quaternarySystemFill, 0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)
        check(.systemGray, 0x8E8E93, 0x8E8E93)
        check(.systemGray2, 0xAEAEB2, 0x636366)
        check(.systemGray3, 0xC7C7CC, 0x48484A)
        check(.systemGray4, 0xD1D1D6, 0x3A3A3C)
        check(.systemGray5, 0xE5E5EA, 0x2C2C2E)
        check(.systemGray6, 0xF2F2F7, 0x1C1C1E)
        check(.systemBlue, 0x007AFF, 0x0A84FF)
        check(.systemGreen, 0x34C759, 0x30D158)
        check(.systemIndigo, 0x5856D6, 0x5E5CE6)
        check(.systemOrange, 0xFF9500, 0xFF9F0A)
        check(.systemPink, 0xFF2D55, 0xFF375F)
        check(.systemPurple, 0xAF52DE, 0xBF5AF2)
        check(.systemRed, 0xFF3B30, 0xFF453A)
        check(.systemTeal, 0x5AC8FA, 0x64D2FF)
        check(.systemYellow, 0xFFCC00, 0xFFD60A)
        check(.systemMint, 0x00C7BE, 0x63E6E2)
        check(.systemCyan, 0x32ADE6, 0x64D2FF)
        check(.systemBrown, 0xA2845E, 0xAC8E68)
        XCTAssertEqual(SystemColor.all.count, 36, "every colour above is in the table")
    }

    func testDynamicProviderAndViewsResolveAgainstTheirTraits() {
        let c = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        XCTAssertEqual(c.resolvedColor(with: dark).rgba, RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(c.resolvedColor(with: light).rgba, RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        let half = c.withAlphaComponent(0.5)
        XCTAssertEqual(half.resolvedColor(with: dark).rgba, RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))

        let window = StageSettings.with(StageSettings(userInterfaceStyle: .dark)) { UIWindow(frame: .zero) }
        let v = UIView()
        v.backgroundColor = .secondarySystemBackground
        XCTAssertEqual(v.layer.backgroundColor, RGBA(hex: 0xF2F2F7), "off window: the default light traits")
        window.addSubview(v)
        XCTAssertEqual(v.layer.backgroundColor, RGBA(hex: 0x1C1C1E), "in a dark window: dark")
        v.overrideUserInterfaceStyle = .light
        XCTAssertEqual(v.layer.backgroundColor, RGBA(hex: 0xF2F2F7))
        XCTAssertTrue(v.backgroundColor === v.backgroundColor, "the dynamic colour is kept")
        let label = UILabel()
        label.text = "Hi"
        window.addSubview(label)
        XCTAssertEqual(label.layer.content.text?.color, RGBA(hex: 0xFFFFFF), "label text: white in dark mode")
    }
}
