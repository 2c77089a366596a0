// pbxlint-bench: parse throughput of pbxlint's parser vs Foundation's PropertyListSerialization vs a bare byte
// scan, on the same inputs in the same run. Medians and min–max over several runs after a warm-up; inputs under
// 50 MB are timed round robin (see below).
//
//   pbxlint-bench [--runs N] FILE ...      table of MB/s
//   pbxlint-bench --once ours|foundation FILE   parse once (for peak-memory measurement by the caller)
//   pbxlint-bench --runs N --json5 XCPROJ JSON PBXPROJ
//       one project in three texts, TSV: our JSON5 reader on its project.xcproj, our OpenStep reader on its
//       project.pbxproj, Foundation's JSONSerialization on the same document as strict JSON (Foundation on Linux
//       has no JSON5 option; on macOS it is given the .xcproj with .json5Allowed)
import Foundation
import PlistKit

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The ceiling: touch every byte and count structural characters, as a tokenizer must at least do.
@inline(never) func bareScan(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buf in
        var n = 0
        for b in buf where b == 0x3B || b == 0x7B || b == 0x7D { n &+= 1 }
        return n
    }
}

func measure(_ runs: Int, _ body: () -> Void) -> [Double] {
    body()  // warm-up
    return (0..<runs).map { _ in
        let t = now()
        body()
        return now() - t
    }
}

func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

let args = Array(CommandLine.arguments.dropFirst())
/// The file's bytes read straight into an array (no intermediate `Data`), so peak memory is the parser's own.
func readBytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
        let n = bytes.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return read(fd, base + done, size - done)
        }
        if n <= 0 { return nil }
        done += n
    }
    return bytes
}

if args.first == "--once", args.count == 3 {
    if args[1] == "ours" {
        guard let bytes = readBytes(args[2]) else { exit(3) }
        let doc = try? PlistReader.read(bytes: bytes, path: args[2])
        print(doc?.valueCount ?? -1)
        exit(0)
    }
    guard let data = FileManager.default.contents(atPath: args[2]) else { exit(3) }
    if args[1] == "ours" {
        let doc = try? PlistReader.read(bytes: [UInt8](data), path: args[2])
        print(doc?.valueCount ?? -1)
    } else {
        let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        print(object == nil ? -1 : 1)
    }
    exit(0)
}

/// `--json5`: one project in three texts (see the usage at the top).
func json5Comparison(runs: Int, xcproj: String, json: String, pbxproj: String) {
    guard let xcprojData = FileManager.default.contents(atPath: xcproj),
          let jsonData = FileManager.default.contents(atPath: json),
          let pbxprojData = FileManager.default.contents(atPath: pbxproj) else {
        FileHandle.standardError.write(Data("pbxlint-bench: cannot read the --json5 inputs\n".utf8))
        exit(3)
    }
    let xcprojBytes = [UInt8](xcprojData), pbxprojBytes = [UInt8](pbxprojData)
    #if canImport(Darwin)
    let foundationInput = xcprojData, foundationFile = xcproj, foundationOptions: JSONSerialization.ReadingOptions = [.json5Allowed]
    #else
    let foundationInput = jsonData, foundationFile = json, foundationOptions: JSONSerialization.ReadingOptions = []
    #endif
    let parsers: [(file: String, name: String, size: Int, body: () -> Bool)] = [
        (xcproj, "pbxlint-json5", xcprojBytes.count, { (try? PlistReader.read(bytes: xcprojBytes, path: xcproj)) != nil }),
        (pbxproj, "pbxlint-openstep", pbxprojBytes.count,
         { (try? PlistReader.read(bytes: pbxprojBytes, path: pbxproj)) != nil }),
        (foundationFile, "foundation-json", foundationInput.count,
         { (try? JSONSerialization.jsonObject(with: foundationInput, options: foundationOptions)) != nil }),
    ]
    for parser in parsers where !parser.body() {  // warm-up, and proof that each parser reads its input
        FileHandle.standardError.write(Data("pbxlint-bench: \(parser.name) cannot parse \(parser.file)\n".utf8))
        exit(1)
    }
    // Our two readers round robin; Foundation after them, on its own: the millions of objects it frees leave the
    // heap for whatever runs next to consolidate (timed between them, our JSON5 reader took three times as long).
    var times = [[Double]](repeating: [], count: parsers.count)
    for _ in 0..<runs {
        for k in 0..<2 { times[k].append(time { _ = parsers[k].body() }) }
    }
    for _ in 0..<runs { times[2].append(time { _ = parsers[2].body() }) }
    for (k, parser) in parsers.enumerated() {
        print([parser.file, parser.name, String(parser.size), String(median(times[k])),
               String(times[k].min() ?? 0), String(times[k].max() ?? 0)].joined(separator: "\t"))
    }
}

var runs = 7
var tsv = false
var files: [String] = []
var i = 0
while i < args.count {
    if args[i] == "--runs", i + 1 < args.count { runs = max(1, Int(args[i + 1]) ?? runs); i += 2; continue }
    if args[i] == "--tsv" { tsv = true; i += 1; continue }
    if args[i] == "--json5", i + 3 < args.count {
        json5Comparison(runs: runs, xcproj: args[i + 1], json: args[i + 2], pbxproj: args[i + 3])
        exit(0)
    }
    files.append(args[i]); i += 1
}

// --tsv: one line per input and parser (file, parser, bytes, median s, min s, max s) for bench/report.py;
// otherwise a Markdown table.
if !tsv {
    print("| input | size | pbxlint MB/s (min–max) | Foundation MB/s | ratio | bare scan MB/s | pbxlint / bare |")
    print("|---|---|---|---|---|---|---|")
}
/// Timings of one input.
struct Timings {
    var ours: [Double] = []
    var bare: [Double] = []
}

func time(_ body: () -> Void) -> Double {
    let t = now()
    body()
    return now() - t
}

// Inputs under 50 MB are timed round robin (every input once per round, ours then the bare scan): a slow spell
// of this kind of shared machine, which lasts seconds, then spreads over every input and both measures instead
// of sinking one row. Bigger inputs follow, one at a time, so freeing them cannot slow the small ones.
let inputs = files.compactMap { file -> (file: String, data: Data)? in
    FileManager.default.contents(atPath: file).map { (file, $0) }
}
var timings = [String: Timings]()
var sink = 0
let small = inputs.filter { $0.data.count < 50_000_000 }.map { ($0.file, [UInt8]($0.data)) }
for (file, bytes) in small {  // warm-up
    _ = try? PlistReader.read(bytes: bytes, path: file)
    sink &+= bareScan(bytes)
}
for _ in 0..<runs {
    for (file, bytes) in small {
        timings[file, default: Timings()].ours.append(time { _ = try? PlistReader.read(bytes: bytes, path: file) })
        timings[file, default: Timings()].bare.append(time { sink &+= bareScan(bytes) })
    }
}
for (file, data) in inputs where data.count >= 50_000_000 {
    let bytes = [UInt8](data)
    let n = max(3, runs / 2)
    timings[file] = Timings(ours: measure(n) { _ = try? PlistReader.read(bytes: bytes, path: file) },
                            bare: measure(n) { sink &+= bareScan(bytes) })
}

for (file, data) in inputs {
    let t = timings[file] ?? Timings()
    let ours = t.ours, bare = t.bare
    let mb = Double(data.count) / 1_000_000
    let n = data.count > 50_000_000 ? max(3, runs / 2) : runs
    let foundation = measure(max(3, n / 2)) { _ = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
    if tsv {
        for (name, times) in [("pbxlint", ours), ("foundation", foundation), ("bare", bare)] {
            print([file, name, String(data.count), String(median(times)), String(times.min() ?? 0),
                   String(times.max() ?? 0)].joined(separator: "\t") + (sink == -1 ? " " : ""))
        }
        continue
    }
    let o = mb / median(ours), f = mb / median(foundation), b = mb / median(bare)
    let name = (file as NSString).pathComponents.suffix(3).joined(separator: "/")
    print(String(format: "| %@ | %.2f MB | %.0f (%.0f–%.0f) | %.1f | %.1f× | %.0f | %.0f%% |", name, mb, o,
                 mb / (ours.max() ?? 1), mb / (ours.min() ?? 1), f, o / f, b, 100 * o / b) + (sink == -1 ? " " : ""))
}
