import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook-bench uikit-layout`: a FlipbookUIKit layout pass (gathering the constraints in
/// canonical order, solving, setting the frames) of screens built with anchors as apps build
/// them, beside the time to draw one frame of the same screen. A screen is a 34-point header
/// and cells of an image view (44 x 44), a title and a subtitle label (intrinsic widths through
/// Pango, hugging 250, compression resistance 750) and an accessory, pinned to the root view's
/// margins, each cell below the one before: 12 cells make the typical 50-view screen, 250 the
/// 1,000-view one.
enum UIKitLayoutBench {
    struct Screen {
        let window: UIWindow
        let root: UIView
        let headerTop: NSLayoutConstraint
    }

    static func build(cells: Int) -> Screen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let vc = UIViewController()
        let root: UIView = vc.view
        root.frame = window.bounds
        root.backgroundColor = .white
        window.addSubview(root)
        func add<V: UIView>(_ v: V) -> V {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        let margins = root.layoutMarginsGuide
        let header = add(UILabel())
        header.text = "Inbox"
        header.font = .boldSystemFont(ofSize: 28)
        let headerTop = header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        var constraints = [
            headerTop, header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 34),
        ]
        var above = header.bottomAnchor
        for k in 0..<cells {
            let image = add(UIView())
            image.backgroundColor = UIColor(hex: 0x5856D6)
            let title = add(UILabel())
            title.text = "Message \(k)"
            let subtitle = add(UILabel())
            subtitle.text = "A line of preview text"
            subtitle.font = .systemFont(ofSize: 13)
            let accessory = add(UIView())
            accessory.backgroundColor = UIColor(hex: 0xC7C7CC)
            constraints += [
                image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                image.topAnchor.constraint(equalTo: above, constant: 12),
                image.widthAnchor.constraint(equalToConstant: 44),
                image.heightAnchor.constraint(equalTo: image.widthAnchor),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: image.topAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                accessory.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                accessory.centerYAnchor.constraint(equalTo: image.centerYAnchor),
                accessory.widthAnchor.constraint(equalToConstant: 20),
                accessory.heightAnchor.constraint(equalToConstant: 20),
            ]
            above = image.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
        return Screen(window: window, root: root, headerTop: headerTop)
    }

    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    }

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func run() throws {
        for (label, cells) in [("50-view screen", 12), ("1,000-view screen", 250)] {
            let runs = cells > 100 ? 5 : 20
            var first: [Double] = [], incremental: [Double] = [], idle: [Double] = []
            var screen = build(cells: cells)
            var views = 0
            for r in 0..<runs {
                screen = build(cells: cells)
                first.append(milliseconds { screen.window.layoutIfNeeded() })
                views = screen.root.subviews.count
                screen.headerTop.constant = 8 + Double(r + 1)
                incremental.append(milliseconds { screen.window.layoutIfNeeded() })
                screen.window.setNeedsLayout()
                idle.append(milliseconds { screen.window.layoutIfNeeded() })
            }
            let engine = screen.window.layoutStorageEngineCounts
            // One frame of the same screen, drawn at scale 2.
            let timeline = try Stage(window: screen.window).record {}
            let job = RenderJob(timeline: timeline, scale: 2, fps: 60)
            _ = try job.bitmap(ofFrame: 0)
            var frame: [Double] = []
            for _ in 0..<(cells > 100 ? 5 : 20) { frame.append(try milliseconds { _ = try job.bitmap(ofFrame: 0) }) }
            print(
                String(
                    format:
                        "uikit-layout %@ (%d views, %d rows): first layout %.2f ms, constant change %.3f ms, nothing changed %.3f ms; one frame drawn at scale 2: %.2f ms (medians; the last screen's engine: %d rebuilds, %d incremental updates)",
                    label, views, engine.rows, median(first), median(incremental), median(idle), median(frame),
                    engine.rebuilds, engine.incremental))
        }
    }
}
