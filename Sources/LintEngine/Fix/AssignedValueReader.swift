extension AssignedValue {
    /// A cursor over a file's bytes, from a key to the value assigned to it.
    struct Reader {
        let bytes: [UInt8]
        var position: Int

        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

        /// LF or CR: a file may end its lines with LF, CRLF or, from an old Mac, CR alone (the readers take all
        /// three, `SourceText.computeLineStarts`).
        static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

        /// Skips spaces and (when `comments`) `//` and `/* */` comments.
        mutating func skipSpace(comments: Bool = true) {
            while let c = current {
                if Reader.space.contains(c) {
                    position += 1
                } else if comments, c == UInt8(ascii: "/"), position + 1 < bytes.count,
                          bytes[position + 1] == UInt8(ascii: "/") {
                    while let d = current, !Reader.isLineBreak(d) { position += 1 }
                } else if comments, c == UInt8(ascii: "/"), position + 1 < bytes.count,
                          bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count,
                          !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(bytes.count, position + 2)
                } else {
                    return
                }
            }
        }

        /// Past a quoted string starting at `position` (which holds the quote); false when it does not end.
        private mutating func skipQuoted() -> Bool {
            guard let quote = current else { return false }
            position += 1
            while let c = current {
                if c == UInt8(ascii: "\\") {
                    position += 2
                } else if c == quote {
                    position += 1
                    return true
                } else {
                    position += 1
                }
            }
            return false
        }

        /// Past the key: a quoted string, or a word up to a space, `=` or `:`.
        private mutating func skipKey() -> Bool {
            guard let c = current else { return false }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { return skipQuoted() }
            let start = position
            while let d = current, !Reader.space.contains(d), d != UInt8(ascii: "="), d != UInt8(ascii: ":") {
                position += 1
            }
            return position > start
        }

        private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

        /// The contents of a quoted string from `start` (its opening quote) to `end` (past its closing quote),
        /// with `\"`, `\'` and `\\` undone; nil for any other escape (the planner then refuses).
        private func unquoted(_ start: Int, _ end: Int) -> String? {
            var out: [UInt8] = []
            var i = start + 1
            while i < end - 1 {
                if bytes[i] == UInt8(ascii: "\\") {
                    guard i + 1 < end - 1, [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\")].contains(bytes[i + 1])
                    else { return nil }
                    out.append(bytes[i + 1])
                    i += 2
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }

        /// The indentation of the line holding `offset` (its leading spaces and tabs).
        private func indentation(ofLineAt offset: Int) -> String {
            var lineStart = offset
            while lineStart > 0 && !Reader.isLineBreak(bytes[lineStart - 1]) { lineStart -= 1 }
            var end = lineStart
            while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
            return text(lineStart, end)
        }

        private func isOnOwnLine(_ offset: Int) -> Bool {
            var i = offset
            while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
            return i == 0 || Reader.isLineBreak(bytes[i - 1])
        }

        /// A bracketed list starting at `position`: items are quoted strings or (OpenStep) bare words.
        private mutating func list(close: UInt8) -> Result<AssignedValue, FixRefusal> {
            let start = position
            position += 1
            var names: [String]? = []
            var firstItem: Int?
            var trailingComma = false
            while true {
                skipSpace()
                guard let c = current else { return .failure(FixRefusal("the list does not end")) }
                if c == close { break }
                if firstItem == nil { firstItem = position }
                let itemStart = position
                if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    guard skipQuoted() else { return .failure(FixRefusal("a string in the list does not end")) }
                    let item = unquoted(itemStart, position)
                    if let item, !item.contains("$") { names?.append(item) } else { names = nil }
                } else {
                    while let d = current, !Reader.space.contains(d), d != UInt8(ascii: ","), d != close { position += 1 }
                    guard position > itemStart else { return .failure(FixRefusal("the list has an empty item")) }
                    let item = text(itemStart, position)
                    if item.contains("$") { names = nil } else { names?.append(item) }
                }
                skipSpace()
                trailingComma = false
                if current == UInt8(ascii: ",") {
                    position += 1
                    trailingComma = true
                }
            }
            let closing = position
            position += 1
            let multiline = firstItem.map(isOnOwnLine) ?? bytes[start..<closing].contains(where: Reader.isLineBreak)
            let closingIndent = indentation(ofLineAt: closing)
            let itemIndent: String? = multiline ? (firstItem.map { indentation(ofLineAt: $0) } ?? closingIndent + "\t") : nil
            return .success(AssignedValue(start: start, end: position,
                                          style: .list(itemIndent: itemIndent, closingIndent: closingIndent,
                                                       trailingComma: trailingComma || (firstItem == nil && multiline)),
                                          names: names, firstItem: firstItem))
        }

        /// The end of the whole assignment whose value ends at `valueEnd`: past the `;` (pbxproj) or `,` (JSON5)
        /// and, when the assignment is alone on its lines, past the line break; the start likewise from the line's
        /// start. Nil when something else shares the line and the syntax has no terminator to cut at.
        func statement(keyOffset: Int, valueEnd: Int, syntax: Syntax) -> (start: Int, end: Int)? {
            var end = valueEnd
            while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
            switch syntax {
            case .openStep:
                guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
                end += 1
            case .json5:
                if end < bytes.count, bytes[end] == UInt8(ascii: ",") { end += 1 }
            case .xcconfig:
                // A trailing comment belongs to the line.
                while end < bytes.count && !Reader.isLineBreak(bytes[end]) { end += 1 }
            }
            var lineStart = keyOffset
            while lineStart > 0 && (bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09) { lineStart -= 1 }
            let aloneBefore = lineStart == 0 || Reader.isLineBreak(bytes[lineStart - 1])
            var lineEnd = end
            while lineEnd < bytes.count && (bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09) { lineEnd += 1 }
            let aloneAfter = lineEnd == bytes.count || Reader.isLineBreak(bytes[lineEnd])
            if aloneBefore && aloneAfter {
                // Past the line's break: LF, CR, or CR LF as one.
                var past = lineEnd
                if past < bytes.count && bytes[past] == 0x0D { past += 1 }
                if past < bytes.count && bytes[past] == 0x0A && (past == lineEnd || bytes[past - 1] == 0x0D) { past += 1 }
                return (lineStart, past)
            }
            if syntax == .xcconfig { return nil }
            // One of several assignments on a line (`buildSettings = {A = 1; B = 2; };`): the assignment and the
            // spaces after it.
            var after = end
            while after < bytes.count && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 }
            return (keyOffset, after)
        }

        /// `KEY = value;` in a pbxproj.
        mutating func openStepValue() -> Result<AssignedValue, FixRefusal> {
            guard skipKey() else { return .failure(FixRefusal("no key at the finding's position")) }
            skipSpace()
            guard current == UInt8(ascii: "=") else { return .failure(FixRefusal("no '=' after the key")) }
            position += 1
            skipSpace()
            guard let c = current else { return .failure(FixRefusal("no value after the key")) }
            if c == UInt8(ascii: "(") { return list(close: UInt8(ascii: ")")) }
            let start = position
            if c == UInt8(ascii: "\"") {
                guard skipQuoted() else { return .failure(FixRefusal("the value's string does not end")) }
                let names = unquoted(start, position).flatMap(AssignedValue.splitList)
                return .success(AssignedValue(start: start, end: position, style: .quoted(quote: c), names: names))
            }
            while let d = current, !Reader.space.contains(d), d != UInt8(ascii: ";") { position += 1 }
            guard position > start else { return .failure(FixRefusal("no value after the key")) }
            return .success(AssignedValue(start: start, end: position, style: .bare,
                                          names: AssignedValue.splitList(text(start, position))))
        }

        /// `KEY = value` on one xcconfig line; a trailing `//` comment and spaces are not part of the value.
        mutating func xcconfigValue() -> Result<AssignedValue, FixRefusal> {
            guard skipKey() else { return .failure(FixRefusal("no key at the finding's position")) }
            while current == 0x20 || current == 0x09 { position += 1 }
            guard current == UInt8(ascii: "=") else { return .failure(FixRefusal("no '=' after the key")) }
            position += 1
            while current == 0x20 || current == 0x09 { position += 1 }
            let start = position
            var end = start
            while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D {
                if bytes[end] == UInt8(ascii: "/") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/") { break }
                end += 1
            }
            var valueEnd = end
            while valueEnd > start && (bytes[valueEnd - 1] == 0x20 || bytes[valueEnd - 1] == 0x09) { valueEnd -= 1 }
            if valueEnd > start && bytes[valueEnd - 1] == UInt8(ascii: "\\") {
                return .failure(FixRefusal("the value continues on the next line"))
            }
            return .success(AssignedValue(start: start, end: valueEnd, style: .bare,
                                          names: AssignedValue.splitList(text(start, valueEnd))))
        }

        /// `"KEY": value` in a project.xcproj.
        mutating func json5Value() -> Result<AssignedValue, FixRefusal> {
            guard skipKey() else { return .failure(FixRefusal("no key at the finding's position")) }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return .failure(FixRefusal("no ':' after the key")) }
            position += 1
            skipSpace()
            guard let c = current else { return .failure(FixRefusal("no value after the key")) }
            if c == UInt8(ascii: "[") { return list(close: UInt8(ascii: "]")) }
            guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else {
                return .failure(FixRefusal("the value is not a string or a list"))
            }
            let start = position
            guard skipQuoted() else { return .failure(FixRefusal("the value's string does not end")) }
            let names = unquoted(start, position).flatMap(AssignedValue.splitList)
            return .success(AssignedValue(start: start, end: position, style: .quoted(quote: c), names: names))
        }
    }
}
