import Foundation
import FlipbookCore
import FlipbookImageIO

/// Asset catalogs (`Assets.xcassets`, copied as a resource): colour sets and image sets
/// through their `Contents.json`, for `UIColor(named:)` and `UIImage(named:)`. The
/// catalog is searched in the bundle's resources (then `Bundle.main`'s and the search folders
/// of the settings that apply, `StageSettings.storyboardSearchFolders`), at any depth of
/// folders inside it, as Xcode's groups nest.
enum AssetCatalog {
    /// The catalogs (`*.xcassets` folders) at the top of the folders searched.
    static func catalogs(bundle: Bundle?) -> [URL] {
        var folders: [String] = []
        if let b = bundle?.resourcePath { folders.append(b) }
        if let m = Bundle.main.resourcePath, !folders.contains(m) { folders.append(m) }
        for f in UIStoryboard.effectiveSearchFolders.map(\.standardizedFileURL.path) where !folders.contains(f) {
            folders.append(f)
        }
        let fm = FileManager.default
        return folders.flatMap { folder -> [URL] in
            let names = (try? fm.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
                URL(fileURLWithPath: folder).appendingPathComponent($0)
            }
        }
    }

    /// The folder `NAME.EXT` (`colorset`, `imageset`) anywhere inside a catalog.
    static func find(_ name: String, ext: String, bundle: Bundle?) -> URL? {
        for catalog in catalogs(bundle: bundle) {
            guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else {
                continue
            }
            var hits: [URL] = []
            for case let url as URL in walker where url.lastPathComponent == "\(name).\(ext)" { hits.append(url) }
            if let first = hits.sorted(by: { $0.path < $1.path }).first { return first }
        }
        return nil
    }

    static func contents(_ folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            data.count < 1 << 20
        else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The colour set's colour for the light ("any") appearance: components written as
    /// fractions ("0.478"), 0-255 integers ("122") or hex bytes ("0x7A").
    static func color(named name: String, bundle: Bundle?) -> UIColor? {
        guard let folder = find(name, ext: "colorset", bundle: bundle), let json = contents(folder),
            let colors = json["colors"] as? [[String: Any]]
        else { return nil }
        let plain = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let color = plain?["color"] as? [String: Any], let comps = color["components"] as? [String: Any] else {
            return nil
        }
        func component(_ key: String, default d: Double) -> Double? {
            guard let raw = comps[key] else { return d }
            let text = (raw as? String) ?? "\(raw)"
            if text.hasPrefix("0x"), let v = Int(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(text), v.isFinite else { return nil }
            if text.contains(".") || key == "alpha" { return v <= 1 ? v : v / 255 }
            return v <= 1 ? v : v / 255
        }
        if let white = comps["white"] {
            _ = white
            guard let w = component("white", default: 0), let a = component("alpha", default: 1) else { return nil }
            return UIColor(white: w, alpha: a)
        }
        guard let r = component("red", default: 0), let g = component("green", default: 0),
            let b = component("blue", default: 0), let a = component("alpha", default: 1),
            [r, g, b, a].allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return UIColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The image set's image: the 2x file if there is one (the stage's scale), else 3x, else
    /// 1x or the single universal file.
    static func image(named name: String, bundle: Bundle?) throws -> ContentImage? {
        guard let folder = find(name, ext: "imageset", bundle: bundle), let json = contents(folder),
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        let files = images.compactMap { entry -> (String, Double)? in
            guard let file = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (file, scale)
        }
        let order: [Double] = [2, 3, 1]
        guard let pick = order.lazy.compactMap({ s in files.first { $0.1 == s } }).first ?? files.first else {
            return nil
        }
        // A vector (PDF) file is drawn at the screen's scale; its size is the page's.
        let screenScale = Double(UIScreen.main.scale)
        let decoded = try ImageDecoder(vectorScale: screenScale).image(
            contentsOfFile: folder.appendingPathComponent(pick.0).path)
        let isVector = pick.0.lowercased().hasSuffix(".pdf")
        return ContentImage(bitmap: decoded.bitmap, scale: isVector ? decoded.scale : pick.1, name: name)
    }
}

extension UIColor {
    /// `UIColor(named:)`: a colour set of an asset catalog in the main bundle (docs/SEMANTICS.md
    /// §19); nil when there is none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// `UIColor(named:in:compatibleWith:)`: the catalog in `bundle`, then the main bundle's. The
    /// trait collection is ignored (light appearance).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let c = AssetCatalog.color(named: name, bundle: bundle) else { return nil }
        self.init(rgba: c.rgba)
    }
}
