// libFuzzer target `frames`: the `--frames` list parser. Its invariants live in
// Tests/FlipbookCLITests/FuzzInvariants/FramesInvariants.swift, which FuzzCorpusTests
// replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrames(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, FramesInvariants.check)
}
