import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Increase Contrast: the system colours' high-contrast values as Apple's Human Interface
/// Guidelines tabulate them (Color, "System colors": default and increased contrast, light and
/// dark; typed here from that table, not read from the code), and the backgrounds that follow
/// the high-contrast greys (SEMANTICS.md §18).
final class IncreaseContrastTests: XCTestCase {
    func traits(_ style: UIUserInterfaceStyle, high: Bool, elevated: Bool = false) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: style), .init(accessibilityContrast: high ? .high : .normal),
            .init(userInterfaceLevel: elevated ? .elevated : .base),
        ])
    }

    func check(
        _ c: UIColor, _ l: UInt32, _ d: UInt32, elevated: UInt32? = nil, alpha: Double = 1, darkAlpha: Double? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            c.resolvedColor(with: traits(.light, high: true)).rgba, RGBA(hex: l, alpha: alpha), "light",
            file: file, line: line)
        XCTAssertEqual(
            c.resolvedColor(with: traits(.dark, high: true)).rgba, RGBA(hex: d, alpha: darkAlpha ?? alpha), "dark",
            file: file, line: line)
        XCTAssertEqual(
            c.resolvedColor(with: traits(.dark, high: true, elevated: true)).rgba,
            RGBA(hex: elevated ?? d, alpha: darkAlpha ?? alpha), "dark elevated", file: file, line: line)
    }

    func testTheTintedSystemColours() {
        // (215, 0, 21) / (255, 105, 97) and so on: the HIG's increased-contrast columns.
        check(.systemRed, 0xD70015, 0xFF6961)
        check(.systemOrange, 0xC93400, 0xFFB340)
        check(.systemYellow, 0xB25000, 0xFFD426)
        check(.systemGreen, 0x248A3D, 0x30DB5B)
        check(.systemMint, 0x0C817B, 0x66D4CF)
        check(.systemTeal, 0x0071A4, 0x70D7FF)
        check(.systemCyan, 0x0071A4, 0x70D7FF)
        check(.systemBlue, 0x0040DD, 0x409CFF)
        check(.systemIndigo, 0x3634A3, 0x7D7AFF)
        check(.systemPurple, 0x8944AB, 0xDA8FFF)
        check(.systemPink, 0xD30F45, 0xFF6482)
        check(.systemBrown, 0x7F6545, 0xB59469)
        check(.link, 0x0040DD, 0x409CFF)
    }

    func testTheGreysAndTheBackgroundsThatFollowThem() {
        check(.systemGray, 0x6C6C70, 0xAEAEB2)
        check(.systemGray2, 0x8E8E93, 0x7C7C80)
        check(.systemGray3, 0xAEAEB2, 0x545456)
        check(.systemGray4, 0xBCBCC0, 0x444446)
        check(.systemGray5, 0xD8D8DC, 0x363638)
        check(.systemGray6, 0xEBEBF0, 0x242426)
        // Each background takes the high-contrast grey of the rung its normal value is on:
        // #F2F2F7 (grey 6) -> #EBEBF0, #1C1C1E (dark grey 6) -> #242426, #2C2C2E (grey 5) ->
        // #363638, #3A3A3C (grey 4) -> #444446; white and black stay.
        check(.systemBackground, 0xFFFFFF, 0x000000, elevated: 0x242426)
        check(.secondarySystemBackground, 0xEBEBF0, 0x242426, elevated: 0x363638)
        check(.tertiarySystemBackground, 0xFFFFFF, 0x363638, elevated: 0x444446)
        check(.systemGroupedBackground, 0xEBEBF0, 0x000000, elevated: 0x242426)
        check(.secondarySystemGroupedBackground, 0xFFFFFF, 0x242426, elevated: 0x363638)
        check(.tertiarySystemGroupedBackground, 0xEBEBF0, 0x363638, elevated: 0x444446)
    }

    func testLabelsKeepTheirValuesAndNormalContrastIsUnchanged() {
        check(.label, 0x000000, 0xFFFFFF)
        check(.secondaryLabel, 0x3C3C43, 0xEBEBF5, alpha: 0.6)
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: traits(.light, high: false)).rgba, RGBA(hex: 0x007AFF))
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: traits(.dark, high: false)).rgba, RGBA(hex: 0x0A84FF))
        // Unspecified contrast is normal contrast.
        XCTAssertEqual(UIColor.systemRed.resolvedColor(with: UITraitCollection()).rgba, RGBA(hex: 0xFF3B30))
    }

    func testAStageWithHighContrastDrawsTheHighValues() throws {
        let stage = Stage(device: .iPhone15Pro, traits: UITraitCollection(accessibilityContrast: .high))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.backgroundColor = .systemBlue
        stage.window.addSubview(v)
        XCTAssertEqual(stage.window.traitCollection.accessibilityContrast, .high)
        XCTAssertEqual(v.layer.backgroundColor, RGBA(hex: 0x0040DD))
        XCTAssertTrue(StageSettings.with(stage.settings) { UIAccessibility.isDarkerSystemColorsEnabled })
        XCTAssertEqual(stage.settings.folderName, "iPhone15Pro-light-L-ltr-high-contrast")
    }
}

/// Bold Text (`legibilityWeight = .bold`): the system font one weight heavier on UIKit's
/// ladder (SEMANTICS.md §18, **chosen** step): body 400 -> 500, headline 600 -> 700,
/// bold 700 -> 800, black 900 stays 900.
final class BoldTextTests: XCTestCase {
    let bold = UITraitCollection(legibilityWeight: .bold)

    func testPreferredFontsUnderBoldText() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: bold).fontDescription.weight, 500)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: bold).fontDescription.weight, 700)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).fontDescription.weight, 400)
        XCTAssertEqual(
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(legibilityWeight: .regular))
                .fontDescription.weight, 400)
    }

    func testSystemFontsFollowTheCurrentTraits() {
        bold.performAsCurrent {
            XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontDescription.weight, 500)
            XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontDescription.weight, 800)
            XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .black).fontDescription.weight, 900)
            // A font the app names keeps its weight.
            XCTAssertEqual(UIFont(name: "Inter-Regular", size: 17)?.fontDescription.weight, 400)
        }
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontDescription.weight, 400, "off: as before")
    }

    func testALabelThatAdjustsTakesTheWindowsWeight() throws {
        let stage = Stage(device: .iPhoneSE, traits: UITraitCollection(legibilityWeight: .bold))
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(legibilityWeight: .regular))
        label.adjustsFontForContentSizeCategory = true
        XCTAssertEqual(label.font.fontDescription.weight, 400)
        stage.window.addSubview(label)
        XCTAssertEqual(label.font.fontDescription.weight, 500, "re-resolved at the bold window's traits")
        XCTAssertTrue(StageSettings.with(stage.settings) { UIAccessibility.isBoldTextEnabled })
    }
}
