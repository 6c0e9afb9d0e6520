/// One part of a split of scenes (or golden checks) by name across N machines: shard K of N,
/// written `K/N` with 1 <= K <= N.
///
/// A name belongs to shard `1 + h mod N`, where `h` is the 64-bit FNV-1a hash of the name's
/// UTF-8 bytes. So the split depends on nothing but the name and N: the N shards together
/// hold every name exactly once, each shard alone is deterministic, and adding or removing
/// a scene never moves another scene to a different shard (a split by sorted position would
/// move about half of them). The price is balance: shards get N-th of the names on average,
/// not exactly.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// K: which shard, from 1 to `count`.
    public let index: Int
    /// N: how many shards.
    public let count: Int

    /// The largest N accepted.
    public static let maximumCount = 10_000
    /// The environment variable the golden checks read: `FLIPBOOK_SHARD=K/N`.
    public static let environmentVariable = "FLIPBOOK_SHARD"
    /// The whole set: shard 1 of 1.
    public static let all = Shard(uncheckedIndex: 1, count: 1)
    /// What `Shard(parsing:)` accepts, for messages.
    public static let accepted = "K/N: shard K of N, whole numbers with 1 <= K <= N <= \(maximumCount)"

    private init(uncheckedIndex index: Int, count: Int) { self.index = index; self.count = count }

    /// Shard `index` of `count`, or nil unless 1 <= index <= count <= `maximumCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Reads `K/N` (ASCII digits only, no signs or spaces), or nil when it is anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Self.digits(parts[0]), let n = Self.digits(parts[1]) else { return nil }
        self.init(index: k, count: n)
    }

    private static func digits(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.count <= 9, s.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(s)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether `name` belongs to this shard.
    public func contains(_ name: String) -> Bool { Self.shardIndex(of: name, count: count) == index }

    /// The shard (1 to `count`) that `name` belongs to when the names are split `count` ways.
    public static func shardIndex(of name: String, count: Int) -> Int {
        precondition(count >= 1, "a split needs at least one shard")
        return Int(fnv1a(name) % UInt64(count)) + 1
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text` (offset basis 0xcbf29ce484222325,
    /// prime 0x100000001b3, as the FNV specification gives them).
    public static func fnv1a(_ text: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// The shard `FLIPBOOK_SHARD` names: nil when the variable is unset or empty, a
    /// `ShardError` when it is set to anything but `K/N`.
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardError) -> Shard? {
        guard let text = environment[environmentVariable], !text.isEmpty else { return nil }
        guard let shard = Shard(parsing: text) else { throw ShardError(variable: environmentVariable, value: text) }
        return shard
    }
}

/// A `FLIPBOOK_SHARD` value that is not `K/N`.
public struct ShardError: Error, Sendable, CustomStringConvertible {
    /// The variable's name.
    public let variable: String
    /// What it was set to.
    public let value: String
    /// "FLIPBOOK_SHARD must be K/N ...; got 'x'".
    public var description: String { "\(variable) must be \(Shard.accepted); got '\(value)'" }
}
