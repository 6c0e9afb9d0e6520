import Foundation

/// A fresh folder under the temporary directory, removed by `removeTemporaryFolders()`.
public final class TemporaryFolders {
    public init() {}
    public private(set) var made: [URL] = []
    public func make(_ label: String = "goldens") -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-testing-\(label)-\(UUID().uuidString)", isDirectory: true)
        made.append(url)
        return url
    }
    public func removeAll() { for u in made { try? FileManager.default.removeItem(at: u) } }
}

/// The sorted file names in `folder` (empty when it does not exist).
public func files(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}
