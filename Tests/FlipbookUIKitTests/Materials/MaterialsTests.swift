import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Visual effect views (SEMANTICS.md §17, "Materials"): the effect's filter on the layer,
/// resolved against the appearance, animated from nothing, and the content view.
final class MaterialsTests: XCTestCase {
    func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }

    func testAnEffectSetInsideAnimateGrowsFromNothing() throws {
        // `.light` is Apple's published light recipe: radius 30, saturation 1.8, white at 0.3.
        // Linear over D = 1 s from nil (radius 0, saturation 1, tint alpha 0):
        //   t = 0:   no filter at all
        //   t = 0.5: radius 15, saturation 1.4, tint alpha 0.15
        //   t = 1:   radius 30, saturation 1.8, tint alpha 0.3
        let w = window()
        let v = UIVisualEffectView(effect: nil)
        v.frame = w.bounds
        w.addSubview(v)
        let t = try Stage(window: w).record {
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    v.effect = UIBlurEffect(style: .light)
                })
        }
        let id = v.layer.layerID
        XCTAssertNil(t.presentation(at: 0).root.find(id)?.backdrop)
        let mid = try XCTUnwrap(t.presentation(at: 0.5).root.find(id)?.backdrop)
        XCTAssertEqual(mid.radius, 15, accuracy: 1e-9)
        XCTAssertEqual(mid.saturation, 1.4, accuracy: 1e-9)
        XCTAssertEqual(mid.tintAlpha, 0.15, accuracy: 1e-9)
        XCTAssertEqual(mid.tint, .white)
        let end = try XCTUnwrap(t.presentation(at: 1).root.find(id)?.backdrop)
        XCTAssertEqual(end, BackdropFilter(radius: 30, saturation: 1.8, tint: .white, tintAlpha: 0.3))
    }

    func testRemovingTheEffectInsideAnimateFadesItOut() throws {
        let w = window()
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        v.frame = w.bounds
        w.addSubview(v)
        let t = try Stage(window: w).record {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v.effect = nil })
        }
        // `.dark`: radius 20, tint grey 0.11 at 0.73; half way: radius 10, tint alpha 0.365.
        let mid = try XCTUnwrap(t.presentation(at: 0.5).root.find(v.layer.layerID)?.backdrop)
        XCTAssertEqual(mid.radius, 10, accuracy: 1e-9)
        XCTAssertEqual(mid.tintAlpha, 0.365, accuracy: 1e-9)
        XCTAssertEqual(mid.tint.red, 0.11, accuracy: 1e-9)
        XCTAssertNil(t.presentation(at: 1).root.find(v.layer.layerID)?.backdrop)
    }

    func testAdaptiveStylesFollowTheAppearanceAndFixedOnesDoNot() throws {
        let w = window()
        let adaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        w.addSubview(adaptive)
        w.addSubview(fixed)
        // systemMaterial: radius 25, white at 0.66 in light, grey 0.11 at 0.70 in dark
        // (Flipbook's figures, SEMANTICS.md §17).
        XCTAssertEqual(adaptive.layer.backdropFilter?.tintAlpha, 0.66)
        w.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(
            adaptive.layer.backdropFilter,
            BackdropFilter(radius: 25, saturation: 1.8, tint: RGBA(red: 0.11, green: 0.11, blue: 0.11), tintAlpha: 0.70)
        )
        XCTAssertEqual(fixed.layer.backdropFilter?.tintAlpha, 0.66)
        XCTAssertEqual(fixed.layer.backdropFilter?.tint, .white)
    }

    func testEveryStyleHasAVisibleFilterWithAThickerMaterialTintedMore() {
        for style in UIBlurEffect.Style.allCases {
            for dark in [false, true] {
                let f = style.backdropFilter(dark: dark)
                XCTAssertTrue(f.isVisible && f.radius > 0 && f.tintAlpha > 0 && f.tintAlpha < 1, "\(style)")
            }
        }
        let order: [UIBlurEffect.Style] = [
            .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
        ]
        for dark in [false, true] {
            let alphas = order.map { $0.backdropFilter(dark: dark).tintAlpha }
            XCTAssertEqual(alphas, alphas.sorted())
            XCTAssertEqual(Set(alphas).count, alphas.count)
        }
        XCTAssertEqual(UIBlurEffect.Style(rawValue: 8), .systemMaterial)  // UIKit's raw values
        XCTAssertEqual(UIBlurEffect.Style(rawValue: 20), .systemChromeMaterialDark)
    }

    func testContentViewFillsTheViewAndHoldsTheSubviews() {
        let v = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        v.frame = CGRect(x: 10, y: 20, width: 200, height: 80)
        XCTAssertEqual(v.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 80))
        let label = UILabel()
        v.contentView.addSubview(label)
        XCTAssertTrue(label.superview === v.contentView)
        XCTAssertTrue(v.subviews.first === v.contentView)
        XCTAssertNil(v.contentView.layer.backdropFilter)
    }

    func testVibrancyLightensOverADarkMaterialAndDarkensOverALightOne() throws {
        // systemThinMaterial's tint is white in the light appearance (darken) and grey 0.11 in
        // the dark one (lighten); secondaryLabel's amount is 0.40, label's 0.55 (SEMANTICS.md
        // §17, Flipbook's choice). No blur of its own.
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        let filter = try XCTUnwrap(vibrancy.layer.backdropFilter)
        XCTAssertFalse(filter.isVisible)
        XCTAssertEqual(filter.vibrancy, -0.40)
        XCTAssertEqual((vibrancy.effect as? UIVibrancyEffect)?.style, .secondaryLabel)
        XCTAssertTrue((vibrancy.effect as? UIVibrancyEffect)?.blurEffect === blur)
        let w = window()
        w.addSubview(vibrancy)
        w.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(vibrancy.layer.backdropFilter?.vibrancy, 0.40)
        let onDark = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        XCTAssertEqual(onDark.layer.backdropFilter?.vibrancy, 0.55)
    }

    func testASnapshotOfAViewHoldingAnEffectViewKeepsTheBlur() throws {
        // snapshotView(afterScreenUpdates:) copies the effect view's layer with its filter
        // (`.dark`: radius 20, grey 0.11 at 0.73), so the copy blurs what lies under it
        // wherever it is drawn, as on iOS.
        let w = window()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effect.frame = CGRect(x: 0, y: 40, width: 80, height: 40)
        card.addSubview(effect)
        w.addSubview(card)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        let copied = try XCTUnwrap(snapshot.subviews.first)
        XCTAssertEqual(copied.layer.backdropFilter, UIBlurEffect.Style.dark.backdropFilter(dark: false))
        XCTAssertEqual(copied.layer.backdropFilter?.radius, 20)
        XCTAssertEqual(copied.frame, CGRect(x: 0, y: 40, width: 80, height: 40))
    }
}
