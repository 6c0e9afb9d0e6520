import Foundation
import FlipbookCore
import FlipbookRender
import FlipbookUIKit

/// `flipbook-bench table`: a 30-row `UITableView` of subtitle cells with disclosure chevrons
/// on a 375 x 667 window, in each style: the first layout (cells made, self-sized, placed),
/// a scroll of one screen (cells reused and re-placed), and one frame drawn at scale 2
/// (medians of 20 runs).
enum TableBench {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
            cell.textLabel?.text = "Message \(indexPath.row)"
            cell.detailTextLabel?.text = "Yesterday at 9:41"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    static func run() throws {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            var first: [Double] = [], scroll: [Double] = [], frame: [Double] = []
            for _ in 0..<20 {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let rows = Rows()
                let table = UITableView(frame: window.bounds, style: style)
                table.dataSource = rows
                window.addSubview(table)
                first.append(UIKitLayoutBench.milliseconds { window.layoutIfNeeded() })
                scroll.append(UIKitLayoutBench.milliseconds { table.contentOffset = CGPoint(x: 0, y: 667) })
                let timeline = try withExtendedLifetime(rows) { try Stage(window: window).record {} }
                let job = RenderJob(timeline: timeline, scale: 2, fps: 60)
                frame.append(try UIKitLayoutBench.milliseconds { _ = try job.bitmap(ofFrame: 0) })
            }
            print(
                String(
                    format:
                        "table %@ (30 rows): first layout %.2f ms, one-screen scroll %.2f ms, one frame at scale 2: %.2f ms (medians of 20)",
                    "\(style)", UIKitLayoutBench.median(first), UIKitLayoutBench.median(scroll),
                    UIKitLayoutBench.median(frame)))
        }
    }
}
