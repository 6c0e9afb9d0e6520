import FlipbookCore

extension TimingPlot {
    /// The lines of the Core Animation animations (SEMANTICS.md §10), after `UIView` ones:
    /// "FlipContainerView transform.rotation.y" with "CABasicAnimation, easeInEaseOut, 0.6 s".
    static func layerAnimationSeries(of timeline: Timeline) -> [Series] {
        let labels = timeline.layerAnimationLabels
        return timeline.layerAnimations.indices.map { i in
            let a = timeline.layerAnimations[i]
            var detail = a.kindName
            if case .spring(_, _, let s) = a.track {
                detail += ", \(TimingFunction.spring(s).label)"
            } else {
                detail += ", " + (a.curve.map { TimingFunction.curve($0).label } ?? "linear")
            }
            detail += ", \(number(a.timing.duration)) s"
            if a.timing.repeatCount > 0 { detail += " x \(number(a.timing.repeatCount))" }
            if a.timing.autoreverses { detail += ", autoreverses" }
            let layer = timeline.layerName(of: a.layer)
            return Series(labels: [labels[i]], detail: detail, color: .black, dash: [],
                          value: { timeline.progress(ofLayerAnimation: i, at: $0) },
                          members: [(layer, a.keyPath.name)])
        }
    }
}
