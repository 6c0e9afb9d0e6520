import Foundation
import FlipbookCore
import FlipbookUIKit

/// `flipbook-bench traits [--runs 20]`: the trait pass, the time for one change of traits
/// (`overrideUserInterfaceStyle` on the root view, light to dark and back) to reach every
/// view of a 1,000-view tree, each resolving its dynamic background colour again and hearing
/// `traitCollectionDidChange(_:)`; a bushy tree (10 sections of 10 rows, each row a view with a
/// label, an image view and up to 7 more views, 1,000 in all; labels in `.label`, the rest in
/// `.secondarySystemBackground` or `.systemFill`) and a 1,000-deep chain. Medians and the slowest of the runs.
enum TraitBench {
    final class Counting: UIView {
        nonisolated(unsafe) static var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            Counting.calls += 1
        }
    }

    static func bushy(in window: UIWindow) -> (UIView, Int) {
        let root = Counting(frame: window.bounds)
        var count = 1
        for s in 0..<10 {
            let section = Counting(frame: CGRect(x: 0, y: CGFloat(s) * 60, width: 375, height: 60))
            section.backgroundColor = .systemGroupedBackground
            root.addSubview(section); count += 1
            for r in 0..<10 {
                let row = Counting(frame: CGRect(x: 0, y: CGFloat(r) * 6, width: 375, height: 6))
                row.backgroundColor = .secondarySystemBackground
                section.addSubview(row); count += 1
                // 889 views under the 100 rows (1,000 in all): a label, an image view and plain
                // views, 9 under each of the first 89 rows and 8 under the other 11.
                for k in 0..<(s * 10 + r < 89 ? 9 : 8) {
                    let frame = CGRect(x: 16 + CGFloat(k) * 30, y: 0, width: 24, height: 6)
                    let v: UIView
                    switch k {
                    case 0:
                        let label = UILabel(frame: frame)
                        label.text = "Row \(r)"
                        v = label
                    case 1: v = UIImageView(frame: frame)
                    default:
                        v = Counting(frame: frame)
                        v.backgroundColor = .systemFill
                    }
                    row.addSubview(v); count += 1
                }
            }
        }
        window.addSubview(root)
        return (root, count)
    }

    static func chain(in window: UIWindow) -> (UIView, Int) {
        let root = Counting(frame: window.bounds)
        var last: UIView = root
        for _ in 1..<1_000 {
            let v = Counting(frame: last.bounds)
            v.backgroundColor = .secondarySystemBackground
            last.addSubview(v)
            last = v
        }
        window.addSubview(root)
        return (root, 1_000)
    }

    static func measure(_ label: String, runs: Int, build: (UIWindow) -> (UIView, Int)) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let (root, count) = build(window)
        var times: [Double] = []
        var calls = 0
        for k in 0..<(runs * 2) {
            Counting.calls = 0
            let t0 = DispatchTime.now().uptimeNanoseconds
            root.overrideUserInterfaceStyle = k % 2 == 0 ? .dark : .light
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            calls = Counting.calls
        }
        times.sort()
        print(
            String(
                format: "traits %@: %d views, one change %.3f ms median, %.3f ms slowest (%d runs); "
                    + "%d traitCollectionDidChange calls on the counted views",
                label, count, times[times.count / 2], times.last ?? 0, times.count, calls))
    }

    static func run(_ args: [String]) {
        let runs = max(Int(option("runs", args, default: "20")) ?? 20, 1)
        measure("bushy tree", runs: runs, build: bushy)
        measure("1,000-deep chain", runs: runs, build: chain)
    }
}
