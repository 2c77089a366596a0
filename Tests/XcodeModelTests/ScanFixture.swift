import Foundation

/// The files the source scanner (`MarkedSourceScan`) is tested on.
enum ScanFixture {
    /// 500 files written in `root` (16 batches of 32), every seventh mentioning `setAlternateIconName` (72 of them),
    /// `listed` in a scrambled order with a missing file and a folder among them; `marked`: the listed files that
    /// mention it, in the listed order (what a scan must return).
    static func files(in root: String) throws -> (listed: [String], marked: [String]) {
        var paths: [String] = []
        for n in 0..<500 {
            let path = root + "/File\(n).swift"
            let text = n % 7 == 0 ? "icon \(n): setAlternateIconName\n" : "let x = \(n)\n"
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        paths = paths.enumerated().sorted { ($0.offset * 7919) % 503 < ($1.offset * 7919) % 503 }.map(\.element)
        paths.insert(root + "/missing.swift", at: 100)
        paths.insert(root, at: 3)
        let marked = paths.filter { path in
            guard let n = Int(path.split(separator: "/").last?.dropFirst(4).dropLast(6) ?? "") else { return false }
            return n % 7 == 0
        }
        return (paths, marked)
    }
}
