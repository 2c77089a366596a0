// libFuzzer's entry point for the one fuzz binary `make fuzz` builds: every target is compiled into it once, and
// PBXLINT_FUZZ_TARGET (set by Fuzz/run.sh) says which one this process runs. One build instead of one per target
// is most of what CI's fuzzing step costs.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let fuzzTargets: [String: @Sendable (UnsafePointer<UInt8>, Int) -> CInt] = [
    "openstep": fuzzOpenStep, "bplist": fuzzBinaryPlist, "json5": fuzzJSON5, "lexer": fuzzSourceLexer,
    "includes": fuzzIncludes, "settings": fuzzSettings, "pipeline": fuzzPipeline, "glob": fuzzGlob,
]

let selectedFuzzTarget: @Sendable (UnsafePointer<UInt8>, Int) -> CInt = {
    let name = getenv("PBXLINT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = fuzzTargets[name] else {
        fputs("PBXLINT_FUZZ_TARGET must be one of \(fuzzTargets.keys.sorted())\n", stderr)
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    selectedFuzzTarget(data, size)
}
