extension Compositor {
    /// Frees the scratch buffers the process keeps for later frames (the idle offscreen
    /// group buffers of `GroupBufferPool.shared`), so that a run does not carry them from one
    /// scene into the next. Frames drawn afterwards are the same bytes; they only borrow
    /// fresh buffers.
    public static func releaseIdleBuffers() { GroupBufferPool.shared.releaseIdle() }
}
