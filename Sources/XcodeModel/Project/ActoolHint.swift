#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PlistKit

/// A cheap test on bytes that never misses an actool input (asset catalog or Icon Composer document):
/// `XcodeProject.resourceKind` says catalog or Icon Composer only for a file type that contains "catalog" or
/// "iconcomposer", or for a name (path, else name, else id) ending in `.xcassets`, `.imagecatalog` or `.icon`,
/// whatever the case. Finding a target's catalogs among thousands of build files costs this test each; only
/// candidates pay for decoding strings and the exact test.
enum ActoolHint {
    /// The test on one element: its id (`key`), names and file types, in one pass over its few entries.
    static func mayBeActoolInput(key: PlistValue, object: PlistValue) -> Bool {
        if key.withUTF8(nameMatches) == true { return true }
        return object.containsEntry { key, value in
            guard let value else { return false }
            switch keyKind(key) {
            case 1: return fileTypeMatches(value)
            case 2: return nameMatches(value)
            default: return false
            }
        }
    }

    /// 1 for the file-type keys, 2 for the name keys, 0 for any other key.
    private static func keyKind(_ key: UnsafeRawBufferPointer) -> Int {
        switch key.count {
        case 4: return equals(key, "path") || equals(key, "name") ? 2 : 0
        case 16: return equals(key, "explicitFileType") ? 1 : 0
        case 17: return equals(key, "lastKnownFileType") ? 1 : 0
        default: return 0
        }
    }

    private static func nameMatches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        endsCaseInsensitive(bytes, "xcassets") || endsCaseInsensitive(bytes, "imagecatalog")
            || endsCaseInsensitive(bytes, ".icon")
    }

    private static func fileTypeMatches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        containsCaseInsensitive(bytes, "catalog") || containsCaseInsensitive(bytes, "iconcomposer")
    }

    private static func equals(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base, text.utf8Start, bytes.count) == 0
    }

    /// `suffix` is lowercase ASCII; `| 0x20` folds ASCII letters and leaves `.` as it is.
    private static func endsCaseInsensitive(_ bytes: UnsafeRawBufferPointer, _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        let p = suffix.utf8Start
        let start = bytes.count - n
        for k in 0..<n where (bytes[start + k] | 0x20) != p[k] { return false }
        return true
    }

    private static func containsCaseInsensitive(_ bytes: UnsafeRawBufferPointer, _ needle: StaticString) -> Bool {
        let n = needle.utf8CodeUnitCount
        guard bytes.count >= n else { return false }
        let p = needle.utf8Start
        var i = 0
        while i + n <= bytes.count {
            var k = 0
            while k < n && (bytes[i + k] | 0x20) == p[k] { k += 1 }
            if k == n { return true }
            i += 1
        }
        return false
    }
}
