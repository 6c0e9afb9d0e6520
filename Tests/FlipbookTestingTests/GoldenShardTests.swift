import Foundation
import XCTest
import FlipbookCore
import FlipbookTestSupport
@testable import FlipbookTesting

/// `GoldenOptions.shard` and `FLIPBOOK_SHARD`: golden checks split across CI jobs by name, as
/// `flipbook render --shard` splits scenes.
final class GoldenShardTests: XCTestCase {
    let temp = TemporaryFolders()
    override func tearDown() { temp.removeAll() }

    /// With no goldens and record mode `never`, a check that runs fails (every frame missing);
    /// one outside the shard passes without reading or writing anything. Of the N shards of a
    /// split, exactly one runs each check, for N = 1, 2, 3 and 7.
    func testEachCheckRunsInExactlyOneShard() throws {
        let timeline = try slidingSquare()
        let folder = temp.make(), artifacts = temp.make("artifacts")
        for name in ["square", "card.present", "sheet.dismiss"] {
            for n in [1, 2, 3, 7] {
                var ran: [Int] = []
                for k in 1...n {
                    var o = options(folder.appendingPathComponent(name), artifacts, record: .never)
                    o.shard = Shard(index: k, count: n)
                    let r = Goldens.verify(timeline, name: name, options: o)
                    if r.skippedByShard == nil {
                        ran.append(k)
                        XCTAssertFalse(r.passed, "\(name) in \(k)/\(n) ran and has no goldens")
                    } else {
                        XCTAssertTrue(r.passed, "\(name) outside \(k)/\(n) passes")
                        XCTAssertEqual(r.skippedByShard, o.shard)
                        XCTAssertEqual(r.checked, [])
                    }
                }
                XCTAssertEqual(ran, [Shard.shardIndex(of: name, count: n)], "\(name), N = \(n)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square").path))
    }

    /// FLIPBOOK_SHARD is read when the options name no shard; `Shard.all` overrides it; a bad
    /// value is a problem of the check that names the variable and the value.
    func testEnvironmentVariable() throws {
        let timeline = try slidingSquare()
        let folder = temp.make(), artifacts = temp.make("artifacts")
        let o = options(folder, artifacts, record: .never)
        let mine = Shard.shardIndex(of: "square", count: 2)
        let other = 3 - mine
        let skipped = Goldens.verify(
            timeline, name: "square", options: o, environment: ["FLIPBOOK_SHARD": "\(other)/2"])
        XCTAssertEqual(skipped.skippedByShard, Shard(index: other, count: 2))
        XCTAssertTrue(skipped.passed)
        let ran = Goldens.verify(timeline, name: "square", options: o, environment: ["FLIPBOOK_SHARD": "\(mine)/2"])
        XCTAssertNil(ran.skippedByShard)
        XCTAssertFalse(ran.passed)
        var all = o
        all.shard = .all
        XCTAssertNil(
            Goldens.verify(timeline, name: "square", options: all, environment: ["FLIPBOOK_SHARD": "\(other)/2"])
                .skippedByShard)
        for bad in ["0/3", "4/3", "1/0", "x"] {
            let r = Goldens.verify(timeline, name: "square", options: o, environment: ["FLIPBOOK_SHARD": bad])
            XCTAssertFalse(r.passed)
            XCTAssertEqual(r.problem, "FLIPBOOK_SHARD must be \(Shard.accepted); got '\(bad)'")
        }
    }
}
