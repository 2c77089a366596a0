/// Where code loads a catalog image by a literal name: `UIImage(named: "X")` (Swift), `[UIImage imageNamed:@"X"]`
/// (Objective-C) and SwiftUI's `Image("X")`. Names built at run time are not followed.
public struct ImageNameUses: Sendable {
    public struct Call: Sendable, Equatable {
        public var file: String
        public var line: Int
        public var column: Int
        /// How messages name the API: `UIImage(named:)`, `imageNamed:`, `Image(_:)`.
        public var api: String
        public var name: String
    }

    public var calls: [Call] = []

    public init() {}

    /// The bytes every relevant file contains (`UIImage`, `Image(`, `imageNamed`); files without them are not lexed.
    static let marker = SourceMarker("Image", anchor: 3)

    mutating func scan(_ bytes: [UInt8], path: String) {
        guard Self.marker.occurs(in: bytes) else { return }
        let tokens = SourceLexer.tokens(bytes)
        func literal(at k: Int) -> String? {
            guard k < tokens.count, case .string(let value?) = tokens[k].kind else { return nil }
            return value
        }
        func isPunctuation(_ k: Int, _ text: String) -> Bool {
            k < tokens.count && tokens[k].kind == .punctuation && tokens[k].text == text
        }
        for (i, t) in tokens.enumerated() where t.kind == .identifier {
            switch t.text {
            case "UIImage":
                // `UIImage(named: "X")`, `UIImage(named: "X", in: bundle, …)`
                guard isPunctuation(i + 1, "("), i + 3 < tokens.count, tokens[i + 2].text == "named", isPunctuation(i + 3, ":"),
                      let name = literal(at: i + 4), isPunctuation(i + 5, ")") || isPunctuation(i + 5, ",") else { continue }
                calls.append(Call(file: path, line: t.line, column: t.column, api: "UIImage(named:)", name: name))
            case "imageNamed":
                // `[UIImage imageNamed:@"X"]`
                guard i > 0, tokens[i - 1].kind == .identifier, tokens[i - 1].text == "UIImage", isPunctuation(i + 1, ":"),
                      let name = literal(at: i + 2) else { continue }
                calls.append(Call(file: path, line: t.line, column: t.column, api: "imageNamed:", name: name))
            case "Image":
                // SwiftUI `Image("X")` or `Image("X", bundle: …)`; not `Image(systemName:)` nor a member `.Image`.
                guard isPunctuation(i + 1, "("), let name = literal(at: i + 2),
                      isPunctuation(i + 3, ")") || isPunctuation(i + 3, ","),
                      i == 0 || !(tokens[i - 1].kind == .punctuation && tokens[i - 1].text == ".") else { continue }
                calls.append(Call(file: path, line: t.line, column: t.column, api: "Image(_:)", name: name))
            default:
                continue
            }
        }
    }
}

extension XcodeProject {
    /// Images the target's code loads by a literal name (see `ImageNameUses`). Only files containing `Image` are
    /// lexed (`MarkedSourceScan`); unreadable and missing files are skipped.
    public func imageNameUses(of target: Target) -> ImageNameUses {
        var uses = ImageNameUses()
        for (path, bytes) in markedSources(of: target, containing: ImageNameUses.marker, noting: IconNameUses.marker) {
            uses.scan(bytes, path: path)
        }
        return uses
    }
}
