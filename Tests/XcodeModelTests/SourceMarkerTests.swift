import Testing
@testable import XcodeModel

/// `SourceMarker`: found wherever it is, whichever byte the search jumps to, never past the bytes given.
@Suite struct SourceMarkerTests {
    @Test("at the start, in the middle, at the end; not when cut short or only partly there", arguments: [0, 2, 4])
    func occurrences(anchor: Int) {
        let marker = SourceMarker("Image", anchor: anchor)
        for text in ["Image", "let x = Image(\"A\")", "xxImage", "IImage", "ImImage", "Imag Image"] {
            #expect(marker.occurs(in: Array(text.utf8)), "\(text)")
        }
        for text in ["", "Imag", "mage", "Imagx", "image", "I m a g e", "Int Int Int gImag"] {
            #expect(!marker.occurs(in: Array(text.utf8)), "\(text)")
        }
    }

    @Test("the anchor is looked for only where the whole marker fits")
    func boundaries() {
        let marker = SourceMarker("AlternateIcon", anchor: 9)
        // The anchor byte (`I`) near the start and the end, where the marker cannot fit around it.
        #expect(!marker.occurs(in: Array("Icon AlternateIco".utf8)))
        #expect(marker.occurs(in: Array("AlternateIcon".utf8)))
        // A buffer's tail beyond the count given is never looked at.
        let bytes = Array("xx AlternateIcon".utf8)
        #expect(!bytes.withUnsafeBytes { marker.occurs(in: UnsafeRawBufferPointer(rebasing: $0[0..<15])) })
        #expect(bytes.withUnsafeBytes { marker.occurs(in: UnsafeRawBufferPointer(rebasing: $0[0..<16])) })
    }

    @Test("an anchor out of range is clamped; an empty marker is never found")
    func clamped() {
        #expect(SourceMarker("enum", anchor: 9).anchor == 3)
        #expect(SourceMarker("enum", anchor: 9).occurs(in: Array("indirect enum X".utf8)))
        #expect(!SourceMarker("", anchor: 0).occurs(in: Array("anything".utf8)))
    }
}
