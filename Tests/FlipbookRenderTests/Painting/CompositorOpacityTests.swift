import Foundation
import XCTest
import FlipbookTestSupport
import FlipbookCore
@testable import FlipbookRender

final class CompositorOpacityTests: XCTestCase {
    let compositor = Compositor()

    /// A white 60x60 parent at (10, 10) with a white 60x60 child overlapping its lower right.
    func overlapping(opacity: Double, group: Bool) -> LayerTree {
        var parent = makeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 60, height: 60), color: .white,
            sublayers: [makeLayer(2, frame: CGRect(x: 30, y: 30, width: 60, height: 60), color: .white)])
        parent.opacity = opacity
        parent.allowsGroupOpacity = group
        return makeTree([parent])
    }

    func testGroupOpacityBlendsTheSubtreeOnce() throws {
        let b = try compositor.render(overlapping(opacity: 0.5, group: true), scale: 1)
        dump(b, "group")
        assertPixel(b, 20, 20, (128, 128, 128), tolerance: 1)  // parent only
        assertPixel(b, 55, 55, (128, 128, 128), tolerance: 1)  // overlap
        assertPixel(b, 80, 80, (128, 128, 128), tolerance: 1)  // child only
        assertPixel(b, 5, 5, (0, 0, 0))
    }

    func testWithoutGroupOpacityTheOverlapIsBrighter() throws {
        let b = try compositor.render(overlapping(opacity: 0.5, group: false), scale: 1)
        dump(b, "nogroup")
        assertPixel(b, 20, 20, (128, 128, 128), tolerance: 1)
        assertPixel(b, 80, 80, (128, 128, 128), tolerance: 1)
        assertPixel(b, 55, 55, (191, 191, 191), tolerance: 1)  // 1 - 0.5 * 0.5 = 0.75
    }

    func testNestedPerLayerOpacitiesMultiply() throws {
        var child = makeLayer(2, frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: .white)
        child.opacity = 0.5
        child.allowsGroupOpacity = false
        var parent = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 60, height: 60), sublayers: [child])
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        let b = try compositor.render(makeTree([parent]), scale: 1)
        assertPixel(b, 15, 15, (64, 64, 64), tolerance: 1)
    }

    func testGroupInsideAPerLayerOpacityTakesBothAlphas() throws {
        var child = makeLayer(
            2, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: .white,
            sublayers: [makeLayer(3, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: .white)])
        child.opacity = 0.5
        var parent = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 80, height: 80), sublayers: [child])
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        let b = try compositor.render(makeTree([parent]), scale: 1)
        assertPixel(b, 15, 15, (64, 64, 64), tolerance: 1)
        assertPixel(b, 35, 35, (64, 64, 64), tolerance: 1)  // overlap inside the group: no double blend
    }

    func testLoneTranslucentLayerMatchesItsAlpha() throws {
        var layer = makeLayer(1, frame: CGRect(x: 10, y: 10, width: 60, height: 60), color: .white)
        layer.opacity = 0.5
        let b = try compositor.render(makeTree([layer]), scale: 1)
        assertPixel(b, 40, 40, (128, 128, 128), tolerance: 1)
    }

    func testColourAlphaAndOpacityMultiply() throws {
        var layer = makeLayer(
            1, frame: CGRect(x: 10, y: 10, width: 60, height: 60),
            color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.5))
        layer.opacity = 0.5
        let b = try compositor.render(makeTree([layer]), scale: 1)
        assertPixel(b, 40, 40, (64, 64, 64), tolerance: 1)
    }

    func testHiddenAndTransparentSubtreesAreSkipped() throws {
        var hidden = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red,
            sublayers: [makeLayer(3, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue)])
        hidden.isHidden = true
        var clear = makeLayer(
            2, frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: red,
            sublayers: [makeLayer(4, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue)])
        clear.opacity = 0
        let shown = makeLayer(5, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: green)
        let b = try compositor.render(makeTree([hidden, clear, shown]), scale: 1)
        assertPixel(b, 5, 5, (0, 0, 0))
        assertPixel(b, 25, 25, (0, 0, 0))
        assertPixel(b, 55, 55, (0, 0, 0))
        assertPixel(b, 75, 75, (0, 0, 0))
        assertPixel(b, 75, 25, (0, 255, 0))
    }

    func testOpacityIsClamped() throws {
        var over = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .white,
            sublayers: [makeLayer(3, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: red)])
        over.opacity = 1.3
        var under = makeLayer(2, frame: CGRect(x: 50, y: 50, width: 50, height: 50), color: .white)
        under.opacity = -0.2
        var nan = makeLayer(4, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: .white)
        nan.opacity = .nan
        let b = try compositor.render(makeTree([over, under, nan]), scale: 1)
        assertPixel(b, 25, 25, (255, 255, 255))
        assertPixel(b, 5, 5, (255, 0, 0))
        assertPixel(b, 75, 75, (0, 0, 0))
        assertPixel(b, 75, 25, (0, 0, 0))
    }

    func testNestedGroupsEachBlendOnce() throws {
        // Parent group (alpha 0.5) holds X (10...50) and a child group (alpha 0.5) made of
        // two overlapping white squares (30...70 and 50...90). Inside the parent the child
        // group is a uniform 50 % white over X; the parent then halves everything.
        var child = makeLayer(
            2, frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: .white,
            sublayers: [makeLayer(3, frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: .white)])
        child.opacity = 0.5
        var parent = makeLayer(
            1, frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            sublayers: [makeLayer(4, frame: CGRect(x: 10, y: 10, width: 40, height: 40), color: .white), child])
        parent.opacity = 0.5
        let b = try compositor.render(makeTree([parent]), scale: 1)
        assertPixel(b, 20, 20, (128, 128, 128), tolerance: 1)
        assertPixel(b, 40, 40, (128, 128, 128), tolerance: 1)
        assertPixel(b, 60, 60, (64, 64, 64), tolerance: 1)
        assertPixel(b, 80, 80, (64, 64, 64), tolerance: 1)
        assertPixel(b, 95, 5, (0, 0, 0))
    }

    func testAncestorClipAppliesToAGroup() throws {
        var group = makeLayer(
            2, frame: CGRect(x: 10, y: 10, width: 60, height: 60), color: .white,
            sublayers: [makeLayer(3, frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: red)])
        group.opacity = 0.5
        var clip = makeLayer(1, frame: CGRect(x: 0, y: 0, width: 50, height: 50), sublayers: [group])
        clip.masksToBounds = true
        let b = try compositor.render(makeTree([clip]), scale: 1)
        assertPixel(b, 15, 15, (128, 128, 128), tolerance: 1)
        assertPixel(b, 25, 25, (128, 0, 0), tolerance: 1)
        assertPixel(b, 49, 45, (128, 128, 128), tolerance: 1)
        assertPixel(b, 50, 45, (0, 0, 0))
        assertPixel(b, 60, 60, (0, 0, 0))
    }

    func testGroupsStayCorrectAcrossFramesAndSizes() throws {
        let first = try compositor.render(overlapping(opacity: 0.5, group: true), scale: 1)
        let smaller = try compositor.render(overlapping(opacity: 0.25, group: true), scale: 0.5)
        assertPixel(smaller, 10, 10, (64, 64, 64), tolerance: 1)
        assertPixel(smaller, 27, 27, (64, 64, 64), tolerance: 1)
        XCTAssertEqual(try compositor.render(overlapping(opacity: 0.5, group: true), scale: 1), first)
        XCTAssertEqual(try Compositor().render(overlapping(opacity: 0.5, group: true), scale: 1), first)
    }
}
