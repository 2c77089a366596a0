#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlistKit

/// One parsed xcconfig file: its assignments and includes in file order (docs/reference/xcode-semantics.md §4.6).
struct XCConfigFile: Sendable {
    enum Line: Sendable {
        case assignment(SettingAssignment)
        case include(path: String, optional: Bool, range: SourceRange)
    }

    let path: String
    let lines: [Line]
    /// Lines that do not parse (skipped, as Xcode does).
    let issues: [ModelIssue]
}

/// The xcconfig grammar: assignments `NAME[cond]… = value`, `//` comments (anywhere, even inside quotes),
/// `#include "…"` / `#include? "…"`, backslash line continuation, one trailing `;` removed.
enum XCConfigParser {
    /// `quoteContent` false: messages say where a line does not parse but quote nothing from it (a file outside
    /// the project's tree, see `ProjectTree`).
    static func parse(bytes: [UInt8], path: String, level: SettingLevel, quoteContent: Bool = true) -> XCConfigFile {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let source = SourceText(path: path, bytes: bytes)
        var lines: [XCConfigFile.Line] = []
        var issues: [ModelIssue] = []
        let text = String(decoding: bytes, as: UTF8.self)
        // Physical lines with their byte offsets.
        var physical: [(text: Substring, offset: Int)] = []
        var offset = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            physical.append((line, offset))
            offset += line.utf8.count + 1
            // CRLF counts two bytes as one separator in the split above.
        }
        // Recompute offsets from the line table, which handles CR, LF and CRLF exactly.
        for (index, start) in source.lineStarts.enumerated() where index < physical.count {
            physical[index].offset = Int(start)
        }
        var index = 0
        while index < physical.count {
            let (raw, lineOffset) = physical[index]
            index += 1
            let content = stripComment(raw)
            let trimmed = content.drop { $0 == " " || $0 == "\t" || $0 == "\u{0B}" || $0 == "\u{0C}" }
            if trimmed.isEmpty { continue }
            let column = content.utf8.count - trimmed.utf8.count
            let startOffset = lineOffset + column
            if trimmed.hasPrefix("#") {
                var rest = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
                let optional: Bool
                if rest.hasPrefix("include?") { optional = true; rest = rest.dropFirst(8) }
                else if rest.hasPrefix("include") { optional = false; rest = rest.dropFirst(7) }
                else {
                    issues.append(ModelIssue(.xcconfigSyntax(.unsupportedDirective),
                                             file: path, range: source.range(startOffset, startOffset + trimmed.utf8.count)))
                    continue
                }
                rest = rest.drop { $0 == " " || $0 == "\t" }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
                    issues.append(ModelIssue(.xcconfigSyntax(.includeWithoutQuotedPath),
                                             file: path, range: source.range(startOffset, startOffset + trimmed.utf8.count)))
                    continue
                }
                let includePath = String(rest[rest.index(after: rest.startIndex)..<close])
                // `#include ""`, `"."` or `"dir/"` name a folder, not a file (they resolved to the project folder).
                let last = includePath.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
                guard !last.isEmpty, last != ".", last != ".." else {
                    issues.append(ModelIssue(.xcconfigSyntax(.includeNamesFolder(String(includePath.prefix(200)))),
                                             file: path, range: source.range(startOffset, startOffset + trimmed.utf8.count)))
                    continue
                }
                lines.append(.include(path: includePath, optional: optional,
                                      range: source.range(startOffset, startOffset + trimmed.utf8.count)))
                continue
            }
            guard let equals = assignmentEquals(trimmed),
                  let key = SettingAssignment.parseKey(Substring(String(trimmed[..<equals]).trimmingWhitespace))
            else {
                issues.append(ModelIssue(.xcconfigSyntax(.expectedAssignment(found: quoteContent ? String(trimmed.prefix(40)) : nil)),
                                         file: path, range: source.range(startOffset, startOffset + trimmed.utf8.count)))
                continue
            }
            // Continuation: a value chunk ending in `\` goes on with the next line, joined by one space. The
            // chunks are joined once at the end (joining as they came was quadratic: 100,000 lines took 72 s).
            var chunk = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace
            var chunks: [String] = []
            while chunk.hasSuffix("\\") && index < physical.count {
                let head = String(chunk.dropLast()).trimmingWhitespace
                if !head.isEmpty { chunks.append(head) }
                chunk = String(stripComment(physical[index].text)).trimmingWhitespace
                index += 1
            }
            if !chunk.isEmpty || chunks.isEmpty { chunks.append(chunk) }
            var value = chunks.count == 1 ? chunks[0] : chunks.joined(separator: " ")
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace }
            let nameLength = trimmed[..<equals].utf8.count
            lines.append(.assignment(SettingAssignment(
                name: key.name, conditions: key.conditions, value: value, level: level, file: path,
                range: source.range(startOffset, startOffset + nameLength))))
        }
        return XCConfigFile(path: path, lines: lines, issues: issues)
    }

    /// The `=` of an assignment: the first one outside `[…]` conditions.
    static func assignmentEquals(_ line: Substring) -> Substring.Index? {
        var inBrackets = false
        var i = line.startIndex
        while i < line.endIndex {
            switch line[i] {
            case "[": inBrackets = true
            case "]": inBrackets = false
            case "=" where !inBrackets: return i
            default: break
            }
            i = line.index(after: i)
        }
        return nil
    }

    /// Everything before the first `//` (a comment even inside quotes, as Xcode does it).
    static func stripComment(_ line: Substring) -> Substring {
        guard let start = ByteSearch.firstIndex(of: "//", in: line) else { return line }
        return line[..<start]
    }
}
