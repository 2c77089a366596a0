#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reference's `path` in a `project.xcproj` as pbxproj's `sourceTree` and `path` (docs/reference/xcproj-notes.md §6.2):
/// `<PROJECT>/rel` is SOURCE_ROOT, `<PRODUCTS>/rel` BUILT_PRODUCTS_DIR, `<DEVELOPER>/` and `<SDK>/` their
/// trees, `<USER:NAME>/` the source tree NAME, `/abs` and `~/…` absolute, anything else group-relative (with
/// `\<` for a literal `<`).
struct XcprojFilePath: Equatable {
    let sourceTree: String
    let path: String

    init(_ written: String, home: String?) {
        // Most paths are plain group-relative names: settle them without the searches below.
        let bytes = written.utf8
        if let first = bytes.first, first != UInt8(ascii: "<"), first != UInt8(ascii: "/"),
           first != UInt8(ascii: "~"), !XcprojFilePath.contains(UInt8(ascii: "\\"), in: written) {
            sourceTree = "<group>"
            path = written
            return
        }
        let anchors: [(String, String)] = [("<PROJECT>", "SOURCE_ROOT"), ("<PRODUCTS>", "BUILT_PRODUCTS_DIR"),
                                           ("<DEVELOPER>", "DEVELOPER_DIR"), ("<SDK>", "SDKROOT")]
        for (marker, tree) in anchors where written == marker || written.hasPrefix(marker + "/") {
            sourceTree = tree
            path = String(written.dropFirst(marker.count).drop { $0 == "/" })
            return
        }
        if written.hasPrefix("<USER:"), let close = XcprojFilePath.userAnchorEnd(written) {
            let name = written[written.index(written.startIndex, offsetBy: 6)..<close]
            sourceTree = String(name.replacing("\\>", with: ">"))
            path = String(written[written.index(after: close)...].drop { $0 == "/" })
            return
        }
        if written.hasPrefix("/") {
            sourceTree = "<absolute>"
            path = written
            return
        }
        if written == "~" || written.hasPrefix("~/"), let home {
            sourceTree = "<absolute>"
            path = home + written.dropFirst()
            return
        }
        sourceTree = "<group>"
        path = written.replacing("\\<", with: "<")
    }

    /// The `>` that closes `<USER:NAME>`, skipping backslash-escaped ones.
    private static func userAnchorEnd(_ written: String) -> String.Index? {
        var i = written.index(written.startIndex, offsetBy: 6)
        while i < written.endIndex {
            if written[i] == "\\" {
                i = written.index(after: i)
                if i < written.endIndex { i = written.index(after: i) }
                continue
            }
            if written[i] == ">" { return i }
            i = written.index(after: i)
        }
        return nil
    }

    /// The last component of a written path, as `NSString.lastPathComponent` gives it; a path without a slash is
    /// its own last component (the common case, answered without bridging).
    static func lastComponent(_ path: String) -> String {
        contains(UInt8(ascii: "/"), in: path) ? PathText.lastComponent(path) : path
    }

    /// Whether the UTF-8 of `text` holds `byte`, searched in the string's contiguous storage (the generic
    /// `utf8.contains` walked it a code unit at a time through the view: a tenth of converting an xcproj).
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? text.utf8.contains(byte)
    }
}
