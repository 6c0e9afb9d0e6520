import Foundation
import XCTest
import FlipbookCore

/// `--shard K/N` of `render`, `showcase` and `gallery`.
final class ShardTests: XCTestCase {
    let scenes = generatedScenes(12)

    /// The N runs 1/N ... N/N write every scene's folder exactly once between them, for
    /// N = 1, 2, 3 and 7, and each scene goes where `Shard` puts its name.
    func testShowcaseShardsCoverEveryScene() throws {
        let root = try makeScratchFolder(self)
        for n in [1, 2, 3, 7] {
            var seen: [String: Int] = [:]
            for k in 1...n {
                let out = root.appendingPathComponent("n\(n)-k\(k)")
                let r = runApp(
                    ["showcase", "--shard", "\(k)/\(n)", "--scale", "1", "-q", "-o", out.path], scenes: scenes)
                XCTAssertEqual(r.code, 0, r.err)
                let folders = tree(out).filter { $0.hasSuffix("/") }.map { String($0.dropLast()) }
                for name in folders {
                    seen[name, default: 0] += 1
                    XCTAssertEqual(Shard.shardIndex(of: name, count: n), k, "\(name) in \(k)/\(n)")
                }
            }
            XCTAssertEqual(seen.keys.sorted(), scenes.map(\.name).sorted(), "N = \(n)")
            XCTAssertEqual(Set(seen.values), [1], "N = \(n): a scene written twice")
        }
    }

    /// `render NAME... --shard` renders the named scenes of the shard only; the docs formats
    /// follow the same split.
    func testRenderAndGalleryKeepToTheShard() throws {
        let out = try makeScratchFolder(self)
        let names = scenes.prefix(6).map(\.name)
        let mine = names.filter { Shard.shardIndex(of: $0, count: 2) == 2 }
        let r = runApp(["render"] + names + ["--shard", "2/2", "--format", "png,plot", "-o", out.path], scenes: scenes)
        XCTAssertEqual(r.code, 0, r.err)
        XCTAssertTrue(r.err.contains("shard 2/2: \(mine.count) of 6 scenes"), r.err)
        let written = tree(out)
        XCTAssertEqual(written.filter { $0.hasSuffix("/") && $0 != "docs/" }, mine.map { $0 + "/" })
        XCTAssertEqual(written.filter { $0.hasPrefix("docs/") && $0 != "docs/" }, mine.map { "docs/\($0).plot.png" })

        let gallery = out.appendingPathComponent("g")
        let g = runApp(["gallery", "--shard", "1/2", "-q", "-o", gallery.path], scenes: scenes)
        XCTAssertEqual(g.code, 0, g.err)
        let html = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        for scene in scenes {
            XCTAssertEqual(
                html.contains("id=\"\(scene.name)\""), Shard(index: 1, count: 2)!.contains(scene.name), scene.name)
        }
    }

    /// 0/3, 4/3, 1/0 and x are usage errors (exit 2) naming the value, and nothing is written.
    func testBadShardsAreUsageErrorsThatWriteNothing() throws {
        let root = try makeScratchFolder(self)
        for command in [["render", "generated-000"], ["showcase"], ["gallery"]] {
            for bad in ["0/3", "4/3", "1/0", "x"] {
                let out = root.appendingPathComponent("never")
                let r = runApp(command + ["--shard", bad, "-o", out.path], scenes: scenes)
                XCTAssertEqual(r.code, 2, "\(command) \(bad): \(r.err)")
                XCTAssertTrue(r.err.contains("--shard must be K/N"), r.err)
                XCTAssertTrue(r.err.contains("got '\(bad)'"), r.err)
                XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "\(command) \(bad) wrote \(out.path)")
            }
        }
    }
}
