import Foundation
import FlipbookCore

extension GalleryPage {
    /// One row per Core Animation animation (SEMANTICS.md §10): layer, key path, class and
    /// curve, duration, begin time (in the layer's time) and "layer time" as the clock.
    /// Empty when there are none, so pages of other scenes are unchanged.
    func layerAnimationRows(_ t: Timeline) -> String {
        var s = ""
        for (label, a) in zip(t.layerAnimationLabels, t.layerAnimations) {
            let layer = t.layerName(of: a.layer)
            let keyPath = String(label.dropFirst(layer.count + 1))
            let curve: String
            if let spring = a.spring {
                curve = TimingFunction.spring(spring).label
            } else {
                curve = a.curve.map { TimingFunction.curve($0).label } ?? "linear"
            }
            s += "<tr><td>\(Self.escape(layer))</td><td>\(Self.escape(keyPath))</td>"
            s += "<td>\(Self.escape("\(a.kindName), \(curve)"))</td>"
            s +=
                String(format: "<td>%.3f s</td><td>%.3f s</td>", a.timing.duration, a.timing.beginTime)
                + "<td>layer time</td></tr>"
        }
        return s
    }
}
