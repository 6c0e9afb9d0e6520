// libFuzzer target `args`: the command line (a dry run of every command's validation).
// Its invariants live in Tests/FlipbookCLITests/FuzzInvariants/ArgsInvariants.swift, which
// FuzzCorpusTests replays the seeds through too. Built by fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArgs(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOne(data, size, ArgsInvariants.check)
}
