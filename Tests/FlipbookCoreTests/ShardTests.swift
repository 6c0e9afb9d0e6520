import XCTest
import FlipbookCore

/// `Shard`: the split of names by FNV-1a hash that `--shard K/N` and `FLIPBOOK_SHARD` use.
final class ShardTests: XCTestCase {
    /// The FNV specification's test vectors for 64-bit FNV-1a: "" is the offset basis
    /// 0xcbf29ce484222325, "a" gives 0xaf63dc4c8601ec8c and "foobar" 0x85944171f73967e8.
    func testFNV1aMatchesThePublishedVectors() {
        XCTAssertEqual(Shard.fnv1a(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(Shard.fnv1a("a"), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(Shard.fnv1a("foobar"), 0x8594_4171_f739_67e8)
    }

    func testParsingAcceptsOnlyKOfN() {
        XCTAssertEqual(Shard(parsing: "1/1"), Shard.all)
        XCTAssertEqual(Shard(parsing: "3/7").map { [$0.index, $0.count] }, [3, 7])
        XCTAssertEqual(Shard(parsing: "7/7")?.description, "7/7")
        for bad in [
            "0/3", "4/3", "1/0", "x", "", "1/", "/3", "+1/3", " 1/3", "1/3 ", "1/3/4", "-1/3", "1.0/3", "1/10001",
        ] {
            XCTAssertNil(Shard(parsing: bad), bad)
        }
    }

    /// Every name lands in exactly one of the N shards, for N = 1, 2, 3 and 7.
    func testSplitsCoverEveryNameExactlyOnce() {
        let names = (0..<200).map { "scene-\($0).present" }
        for n in [1, 2, 3, 7] {
            let shards = (1...n).map { Shard(index: $0, count: n)! }
            for name in names {
                XCTAssertEqual(shards.filter { $0.contains(name) }.count, 1, "\(name) in \(n) shards")
            }
            // Not all in one shard: with 200 names and N > 1 every shard gets some.
            for shard in shards { XCTAssertFalse(names.filter(shard.contains).isEmpty, "\(shard) is empty") }
        }
    }

    /// A name's shard is 1 + (FNV-1a of its bytes) mod N, so it does not move when other names
    /// come or go: "a" hashes to 0xaf63dc4c8601ec8c = 12638187200555641996
    /// = 3 * 4212729066851880665 + 1, so it is 1 mod 3 and "a" is in shard 1 + 1 = 2 of 3.
    func testAShardDependsOnlyOnTheNameAndN() {
        XCTAssertEqual(Shard.shardIndex(of: "a", count: 3), 2)
        XCTAssertTrue(Shard(index: 2, count: 3)!.contains("a"))
        let before = (0..<50).map { Shard.shardIndex(of: "s\($0)", count: 7) }
        _ = (50..<100).map { Shard.shardIndex(of: "s\($0)", count: 7) }
        XCTAssertEqual((0..<50).map { Shard.shardIndex(of: "s\($0)", count: 7) }, before)
    }

    func testEnvironment() throws {
        XCTAssertNil(try Shard.fromEnvironment([:]))
        XCTAssertNil(try Shard.fromEnvironment(["FLIPBOOK_SHARD": ""]))
        XCTAssertEqual(try Shard.fromEnvironment(["FLIPBOOK_SHARD": "2/5"]), Shard(index: 2, count: 5))
        XCTAssertThrowsError(try Shard.fromEnvironment(["FLIPBOOK_SHARD": "0/3"])) { error in
            XCTAssertTrue("\(error)".contains("FLIPBOOK_SHARD must be K/N"), "\(error)")
            XCTAssertTrue("\(error)".contains("'0/3'"), "\(error)")
        }
    }
}
