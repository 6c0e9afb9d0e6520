import Foundation
import FlipbookCore

/// Where `UIImage(named:)` looks for a file, and in which order (SEMANTICS.md §14).
///
/// Folders are searched in the order given (the main bundle, the bundles passed to
/// `UIImage(named:in:compatibleWith:)`, then each folder of `FLIPBOOK_IMAGE_PATH`); the first
/// folder holding any candidate wins. Within a folder the candidates for "photo" are, in
/// order: `photo@2x.png`, `photo@3x.png`, `photo.png`, then the same for `.jpg` and `.jpeg`
/// (the screen's scale, 2, first, as UIKit prefers the variant of the device's scale). A name
/// with an extension ("photo.jpg") keeps it. Asset catalogs (`.xcassets`) are not read.
public struct ImageSearch: Hashable, Sendable {
    /// The folders, searched in order.
    public var folders: [String]

    /// A search through `folders`, in order.
    public init(folders: [String]) { self.folders = folders }

    /// The folders of a `FLIPBOOK_IMAGE_PATH` value: colon-separated, empty parts skipped.
    public static func folders(fromPathVariable value: String?) -> [String] {
        (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// The file names tried for `name` within one folder, in order.
    public static func candidates(for name: String) -> [String] {
        let ns = name as NSString
        let ext = ns.pathExtension.lowercased()
        let known = ["png", "jpg", "jpeg"]
        let stem = known.contains(ext) ? ns.deletingPathExtension : name
        let extensions = known.contains(ext) ? [ns.pathExtension] : known
        var out: [String] = []
        for e in extensions {
            for suffix in ["@2x", "@3x", ""] { out.append("\(stem)\(suffix).\(e)") }
        }
        return out
    }

    /// The path of the first existing candidate in the first folder that has one, or nil.
    public func path(for name: String) -> String? {
        guard !name.isEmpty, !name.contains("\0") else { return nil }
        let files = Self.candidates(for: name)
        for folder in folders {
            for file in files {
                let path = (folder as NSString).appendingPathComponent(file)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                    return path
                }
            }
        }
        return nil
    }

    /// The image named `name`, decoded; `ImageError.notFound` lists the folders searched.
    public func image(named name: String, decoder: ImageDecoder = ImageDecoder()) throws -> ContentImage {
        guard let path = path(for: name) else { throw ImageError.notFound(name: name, searched: folders) }
        return try decoder.image(contentsOfFile: path)
    }
}
