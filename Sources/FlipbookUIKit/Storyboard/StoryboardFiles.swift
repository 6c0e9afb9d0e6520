import Foundation
import FlipbookStoryboard

/// Finding and reading Interface Builder files: `NAME.storyboard` or `NAME.xib` in the
/// bundle's resources (a SwiftPM resource copied with `.copy`), in its `Base.lproj`, then the
/// same in `Bundle.main`, then in the search folders of the settings that apply
/// (`StageSettings.storyboardSearchFolders`, then the deprecated process-wide
/// `UIStoryboard.searchFolders`). Each file is read once per process; its warnings are printed
/// once.
enum StoryboardFiles {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var documents: [String: IBDocument] = [:]
    }
    private static let cache = Cache()

    /// The folders searched, in order.
    static func folders(bundle: Bundle?) -> [URL] {
        var roots: [String] = []
        for b in [bundle, Bundle.main].compactMap({ $0 }) {
            for p in [b.resourcePath, b.bundlePath].compactMap({ $0 }) where !roots.contains(p) { roots.append(p) }
        }
        let inBundles = roots.flatMap {
            [URL(fileURLWithPath: $0), URL(fileURLWithPath: $0).appendingPathComponent("Base.lproj")]
        }
        return inBundles + UIStoryboard.effectiveSearchFolders.map(\.standardizedFileURL)
    }

    /// The file `name.ext`, or nil.
    static func find(_ name: String, ext: String, bundle: Bundle?) -> URL? {
        guard !name.isEmpty else { return nil }
        let fm = FileManager.default
        for folder in folders(bundle: bundle) {
            let url = folder.appendingPathComponent("\(name).\(ext)")
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue { return url }
        }
        return nil
    }

    /// The document at `url`, read once.
    static func document(at url: URL) throws -> IBDocument {
        let key = url.standardizedFileURL.path
        cache.lock.lock()
        if let d = cache.documents[key] {
            cache.lock.unlock()
            return d
        }
        cache.lock.unlock()
        let doc = try StoryboardReader.read(contentsOf: url)
        for w in doc.warnings { StoryboardDiagnostics.printOnce("\(w)") }
        cache.lock.lock()
        cache.documents[key] = doc
        cache.lock.unlock()
        return doc
    }

    /// The named file of a bundle, read, or the problem.
    static func load(_ name: String, ext: String, bundle: Bundle?) throws -> IBDocument {
        guard let url = find(name, ext: ext, bundle: bundle) else {
            let kind = ext == "storyboard" ? "storyboard" : "nib"
            let looked = folders(bundle: bundle).map(\.path).joined(separator: ", ")
            throw StoryboardProblem(
                file: "\(name).\(ext)", line: 0,
                message: "could not find a \(kind) named '\(name)' (looked for \(name).\(ext) in \(looked))")
        }
        do { return try document(at: url) } catch let e as StoryboardError { throw StoryboardProblem(e) }
    }
}
