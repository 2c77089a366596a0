#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension String {
    /// The text in Unicode normalization form C (composed), as Foundation's `precomposedStringWithCanonicalMapping`
    /// gives it. On Linux pbxlint links only FoundationEssentials, which lacks that property; the standard library's
    /// own NFC code units serve there (the ones its String comparison uses).
    package var canonicallyComposed: String {
        #if canImport(FoundationEssentials)
        String(decoding: _nfcCodeUnits, as: UTF8.self)
        #else
        precomposedStringWithCanonicalMapping
        #endif
    }
}
