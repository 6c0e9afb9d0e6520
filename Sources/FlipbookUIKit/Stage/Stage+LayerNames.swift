import FlipbookCore

extension Stage {
    /// The name of a layer that has no `name` and backs no view: its class and its number
    /// among the unnamed layers this stage has named, in the order they were first named
    /// ("CAShapeLayer 1", "CALayer 2"). The recording of a scene asks in the same order every
    /// time, so the name depends on the scene alone, not on what else the process recorded
    /// before (the layer's id counts every layer the process ever made).
    func unnamedLayerName(_ layer: CALayer) -> String {
        let number: Int
        if let known = unnamedLayerNumbers[layer.layerID] {
            number = known
        } else {
            number = unnamedLayerNumbers.count + 1
            unnamedLayerNumbers[layer.layerID] = number
        }
        return "\(type(of: layer)) \(number)"
    }
}
