import PlistKit
import XcodeModel

/// What adding a setting needs besides the edited file: the other files it copies from, and include resolution
/// as Xcode does it (next to the including file, then the project folder).
struct AdditionContext {
    var read: (String) -> Result<[UInt8], FixRefusal> = { path in
        FileSystem.read(path).mapError { FixRefusal("\(ProjectPath.lastComponent(path)) cannot be read: \($0)") }
    }
    var includes: XCConfigLoader?
}

/// Adds what the other configurations have to a configuration that lacks it, where they have it (issue 31): the
/// `#include` line their xcconfigs have, the assignment line their xcconfigs have, or the key their project-file
/// settings have, copied as written. Only bytes are inserted; nothing written before changes.
enum SettingAddition {
    // MARK: #include

    /// The `#include` line of the xcconfig `from` that leads (directly or through other includes) to `reaching`,
    /// inserted into the xcconfig at `path` at the same place relative to the includes both have (after the one
    /// it follows in `from`, or before the one it precedes); else after the last `#include` that comes before the
    /// first assignment, or else before the first assignment, or else at the end. The path must name the same
    /// file from there.
    static func include(into bytes: [UInt8], path: String, from: String, reaching: String,
                        context: AdditionContext) -> Result<TextEdit, FixRefusal> {
        guard let loader = context.includes else { return .failure(FixRefusal("no project to resolve includes in")) }
        let source: [UInt8]
        switch context.read(from) {
        case .success(let read): source = read
        case .failure(let refusal): return .failure(refusal)
        }
        let name = ProjectPath.lastComponent(reaching)
        var visited = Set<String>()
        guard let line = XCConfigLines(source).lines.first(where: { line in
            guard let written = line.include, let resolved = loader.resolve(written, from: from) else { return false }
            return resolved == reaching || reaches(reaching, from: resolved, loader: loader, visited: &visited)
        }), let written = line.include else {
            return .failure(FixRefusal("no #include line of \(ProjectPath.lastComponent(from)) leads to \(name)"))
        }
        guard let resolved = loader.resolve(written, from: from), loader.resolve(written, from: path) == resolved else {
            return .failure(FixRefusal("#include \"\(written)\" names another file from "
                                       + "\(ProjectPath.lastComponent(path)); add the include by hand"))
        }
        let text = String(decoding: source[line.start..<line.end], as: UTF8.self)
        let target = XCConfigLines(bytes)
        if let continued = target.continuedAtEnd { return .failure(continued) }
        // The same place relative to the includes both files have: after the one it follows in `from`, or before
        // the one it precedes there.
        let theirs = XCConfigLines(source).lines.filter { $0.include != nil }
        if let index = theirs.firstIndex(where: { $0.start == line.start }) {
            for previous in theirs[..<index].reversed() {
                if let anchor = target.lines.last(where: { $0.include == previous.include }) {
                    return .success(target.insertion(after: anchor, text))
                }
            }
            for next in theirs[(index + 1)...] {
                if let anchor = target.lines.first(where: { $0.include == next.include }) {
                    return .success(target.insertion(before: anchor, text))
                }
            }
        }
        let firstAssignment = target.lines.firstIndex { $0.isAssignment }
        let includesBefore = target.lines.prefix(upTo: firstAssignment ?? target.lines.count).filter { $0.include != nil }
        if let last = includesBefore.last { return .success(target.insertion(after: last, text)) }
        if let first = firstAssignment { return .success(target.insertion(before: target.lines[first], text)) }
        return .success(target.appending(text))
    }

    /// Whether `file` is reached from the xcconfig `path` through its includes (each file followed once).
    static func reaches(_ file: String, from path: String, loader: XCConfigLoader, visited: inout Set<String>) -> Bool {
        guard visited.insert(path).inserted, visited.count < 256 else { return false }
        for included in loader.includedFiles(of: path) {
            if included == file || reaches(file, from: included, loader: loader, visited: &visited) { return true }
        }
        return false
    }

    // MARK: Assignments

    static func assignment(into bytes: [UInt8], place: SettingPlace, key: String, copying: Location, names: [String],
                           context: AdditionContext) -> Result<TextEdit, FixRefusal> {
        let syntax = AssignedValue.Syntax(path: place.file)
        let sourceSyntax = AssignedValue.Syntax(path: copying.file)
        var copied: String?
        if sourceSyntax == syntax, let offset = copying.range?.startOffset {
            switch context.read(copying.file).flatMap({ source -> Result<String, FixRefusal> in
                guard offset < source.count else { return .failure(FixRefusal("the other configurations' value moved; lint again")) }
                return AssignedValue.find(in: source, keyOffset: offset, syntax: syntax).map {
                    String(decoding: source[$0.start..<$0.end], as: UTF8.self)
                }
            }) {
            case .success(let text): copied = text
            case .failure(let refusal): return .failure(refusal)
            }
        }
        switch place {
        case .xcconfig:
            let target = XCConfigLines(bytes)
            if let continued = target.continuedAtEnd { return .failure(continued) }
            return .success(target.appending(key + " = " + (copied ?? AssignedValue.stringList(names))))
        case .dictionary(let location):
            guard let offset = location.range?.startOffset else {
                return .failure(FixRefusal("the settings have no position in \(ProjectPath.lastComponent(place.file))"))
            }
            let value = copied ?? (syntax == .json5 ? JSONText.quoted(AssignedValue.stringList(names))
                                   : OpenStepText.word(AssignedValue.stringList(names)))
            return SettingsDictionary.read(bytes, at: offset, syntax: syntax).flatMap { dictionary in
                dictionary.insertion(key: key, value: value, syntax: syntax)
            }
        }
    }
}

/// The lines of an xcconfig as the fix needs them: where each starts and ends, whether it is an `#include` (and
/// of which path as written) or starts an assignment.
struct XCConfigLines {
    struct Line {
        var start: Int
        /// End of the text, before the line break.
        var end: Int
        /// The end including the line break (equal to `end` on a last line without one).
        var next: Int
        var include: String?
        var isAssignment: Bool
    }

    let bytes: [UInt8]
    var lines: [Line] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var continued = false
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let next = min(bytes.count, end + 1)
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            var content = start
            while content < end && (bytes[content] == 0x20 || bytes[content] == 0x09) { content += 1 }
            let text = String(decoding: bytes[content..<end], as: UTF8.self)
            var include: String?
            if !continued, text.hasPrefix("#include") {
                let rest = text.dropFirst("#include".count).drop { $0 == "?" || $0 == " " || $0 == "\t" }
                if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                    include = String(rest[rest.index(after: rest.startIndex)..<close])
                }
            }
            let isAssignment = !continued && include == nil && !text.isEmpty && !text.hasPrefix("//") && !text.hasPrefix("#")
            lines.append(Line(start: start, end: end, next: next, include: include, isAssignment: isAssignment))
            var trimmed = end
            while trimmed > start && (bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09) { trimmed -= 1 }
            continued = trimmed > start && bytes[trimmed - 1] == UInt8(ascii: "\\")
            start = next
        }
    }

    /// Why nothing may be appended: the last line continues onto the next.
    var continuedAtEnd: FixRefusal? {
        guard let last = lines.last else { return nil }
        var trimmed = last.end
        while trimmed > last.start && (bytes[trimmed - 1] == 0x20 || bytes[trimmed - 1] == 0x09) { trimmed -= 1 }
        return trimmed > last.start && bytes[trimmed - 1] == UInt8(ascii: "\\")
            ? FixRefusal("the xcconfig's last line continues onto the next; add the line by hand") : nil
    }

    /// The line break the file uses.
    var lineBreak: String {
        guard let first = lines.first(where: { $0.next > $0.end }) else { return "\n" }
        return first.next - first.end == 2 ? "\r\n" : "\n"
    }

    func insertion(after line: Line, _ text: String) -> TextEdit {
        line.next == line.end
            ? TextEdit(start: line.end, end: line.end, replacement: lineBreak + text)
            : TextEdit(start: line.next, end: line.next, replacement: text + lineBreak)
    }

    func insertion(before line: Line, _ text: String) -> TextEdit {
        TextEdit(start: line.start, end: line.start, replacement: text + lineBreak)
    }

    func appending(_ text: String) -> TextEdit {
        guard let last = lines.last else { return TextEdit(start: bytes.count, end: bytes.count, replacement: text + "\n") }
        return insertion(after: last, text)
    }
}
