// The Swift Testing style of the library's documentation: a suite with the `.snapshots` trait.
import SnapshotTesting
import Testing
import UIKit

@Suite(.snapshots(record: .missing))
struct BadgeSwiftTestingTests {
    @Test func badge() {
        assertSnapshot(of: BadgeView(count: 7), as: .image)
    }

    @Test func badgeText() {
        assertSnapshot(of: BadgeView(count: 12), as: .recursiveDescription, named: "text")
    }
}
