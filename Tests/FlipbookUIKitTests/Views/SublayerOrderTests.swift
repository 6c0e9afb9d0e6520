import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// A layer the app adds to a view's layer keeps its place among the subviews' layers
/// (SEMANTICS.md §1, "Subviews and sublayers"): `addSublayer(_:)` appends on top of the
/// subviews already there, a later `addSubview(_:)` goes on top of it (Apple: a subview is
/// added "on top of other subviews"; `addSublayer(_:)` appends to `sublayers`).
final class SublayerOrderTests: XCTestCase {
    func names(_ view: UIView) -> [String] { view.layer.sublayers?.map { $0.name ?? "?" } ?? [] }

    func view(_ name: String) -> UIView {
        let v = UIView()
        v.layer.name = name
        return v
    }

    func layer(_ name: String) -> CALayer {
        let l = CALayer()
        l.name = name
        return l
    }

    func testAStandaloneLayerStaysWhereItWasAdded() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.layer.addSublayer(layer("under"))
        container.addSubview(view("a"))
        container.layer.addSublayer(layer("emitter"))
        XCTAssertEqual(names(container), ["under", "a", "emitter"])
        // A subview added afterwards goes on top of both.
        container.addSubview(view("b"))
        XCTAssertEqual(names(container), ["under", "a", "emitter", "b"])
        // Inserted below a: between the bottom layer and a.
        let c = view("c")
        container.insertSubview(c, belowSubview: container.subviews[0])
        XCTAssertEqual(names(container), ["under", "c", "a", "emitter", "b"])
        // Removing a leaves its layer above c.
        container.subviews[1].removeFromSuperview()
        XCTAssertEqual(names(container), ["under", "c", "emitter", "b"])
        // Inserted at index 0 of the subviews: above the bottom layer, under c.
        container.insertSubview(view("d"), at: 0)
        XCTAssertEqual(names(container), ["under", "d", "c", "emitter", "b"])
    }

    func testTheEmitterOverATransitionsScreensIsDrawnOverThem() throws {
        // The tree a frame draws keeps the order: the layer added last is the last sublayer.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let screen = view("screen")
        screen.frame = window.bounds
        window.addSubview(screen)
        let dot = layer("dot")
        dot.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        window.layer.addSublayer(dot)
        let timeline = try Stage(window: window, fps: 60).record {
            let cover = self.view("cover")
            window.addSubview(cover)
        }
        let names = timeline.presentation(at: 0).root.sublayers.map(\.name)
        XCTAssertEqual(Array(names.suffix(3)), ["screen", "dot", "cover"])
    }
}
