/// A small lexer for Swift and Objective-C source, enough to find icon names in code: identifiers, string literals
/// (with their value when it has no interpolation) and punctuation, with comments skipped. It knows Swift's nested
/// `/* */` comments, `"…"`, multi-line `"""…"""`, raw `#"…"#` strings with any number of `#`, interpolation `\(…)`
/// (nested), and Objective-C's `@"…"` and character literals. It never fails: text it does not understand becomes
/// punctuation.
///
/// Any bytes lex in linear time and constant stack: every loop advances, each byte is looked at a bounded number of
/// times (a run of `#` is scanned once, not again from each of its `#`), and nested interpolations are followed
/// with a stack of our own, not by recursion. Tokens come one at a time (`next()`), so a reader that keeps only a
/// window of them (`TokenWindow`) needs memory for the window, not for the whole file.
struct SourceToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier
        /// A string literal; `value` is nil when it interpolates (built at run time).
        case string(value: String?)
        case number
        case punctuation
    }

    var kind: Kind
    /// The identifier or punctuation text (empty for strings and numbers).
    var text: String
    /// 1-based line and column (columns count bytes; sources are checked at their own position only).
    var line: Int
    var column: Int
}

struct SourceLexer {
    /// Every token of `bytes` (for tests and small sources; whole files are read through `TokenWindow`).
    static func tokens(_ bytes: [UInt8]) -> [SourceToken] {
        var lexer = SourceLexer(bytes: bytes)
        var out: [SourceToken] = []
        while let token = lexer.next() { out.append(token) }
        return out
    }

    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func peek(_ k: Int = 0) -> UInt8 { i + k < bytes.count ? bytes[i + k] : 0 }

    mutating func advance() {
        if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
        i += 1
    }

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }

    static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || (c >= 0x30 && c <= 0x39) }

    /// The next token, or nil at the end.
    mutating func next() -> SourceToken? {
        while i < bytes.count {
            let c = bytes[i]
            let startLine = line
            let startColumn = i - lineStart + 1
            if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"")) {
                if c == UInt8(ascii: "@") { i += 1 }
                let value = string(hashes: 0)
                return SourceToken(kind: .string(value: value), text: "", line: startLine, column: startColumn)
            } else if c == UInt8(ascii: "#") {
                // The whole run of `#`: before a quote it opens a raw string, otherwise it is one punctuation token.
                var hashes = 0
                while i + hashes < bytes.count && bytes[i + hashes] == UInt8(ascii: "#") { hashes += 1 }
                i += hashes
                guard peek() == UInt8(ascii: "\"") else {
                    return SourceToken(kind: .punctuation, text: "#", line: startLine, column: startColumn)
                }
                let value = string(hashes: hashes)
                return SourceToken(kind: .string(value: value), text: "", line: startLine, column: startColumn)
            } else if c == UInt8(ascii: "'") {
                // An Objective-C character literal: skipped whole (at most a few bytes, to the line's end).
                i += 1
                while i < bytes.count && bytes[i] != UInt8(ascii: "'") && bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                if i < bytes.count && bytes[i] == UInt8(ascii: "'") { i += 1 }
            } else if c == UInt8(ascii: "`"), let close = bytes[(i + 1)...].prefix(128).firstIndex(of: UInt8(ascii: "`")),
                      !bytes[(i + 1)..<close].contains(UInt8(ascii: "\n")) {
                // A backquoted identifier (`` `default` ``): the name without its quotes.
                let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
                i = close + 1
                return SourceToken(kind: .identifier, text: name, line: startLine, column: startColumn)
            } else if Self.isIdentifierStart(c) {
                let start = i
                while i < bytes.count && Self.isIdentifierPart(bytes[i]) { i += 1 }
                return SourceToken(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self),
                                   line: startLine, column: startColumn)
            } else if c >= 0x30 && c <= 0x39 {
                while i < bytes.count && (Self.isIdentifierPart(bytes[i]) || bytes[i] == UInt8(ascii: ".")) { i += 1 }
                return SourceToken(kind: .number, text: "", line: startLine, column: startColumn)
            } else if c == UInt8(ascii: "\n") || c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                advance()
            } else {
                i += 1
                return SourceToken(kind: .punctuation, text: String(UnicodeScalar(c)), line: startLine, column: startColumn)
            }
        }
        return nil
    }

    mutating func skipBlockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A string literal starting at the quote at `i` (after any `#`s): its value, or nil when it interpolates.
    /// Leaves `i` after the closing delimiter (or at the end of the line for an unterminated single-line one).
    mutating func string(hashes: Int) -> String? {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        while i < bytes.count {
            let c = bytes[i]
            if !multiline && c == UInt8(ascii: "\n") { return interpolated ? nil : text(value) }
            if c == UInt8(ascii: "\"") && (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\""))) {
                let quoteLength = multiline ? 3 : 1
                var k = 0
                while k < hashes && i + quoteLength + k < bytes.count && bytes[i + quoteLength + k] == UInt8(ascii: "#") { k += 1 }
                if k == hashes {
                    i += quoteLength + hashes
                    return interpolated ? nil : text(value)
                }
            }
            if c == UInt8(ascii: "\\") {
                // In a raw string only `\#…` (as many `#` as the delimiter) escapes.
                var k = 0
                while k < hashes && peek(1 + k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes {
                    let next = peek(1 + hashes)
                    if next == UInt8(ascii: "(") {
                        interpolated = true
                        i += 2 + hashes
                        skipInterpolation()
                        continue
                    }
                    i += 1 + hashes
                    if i < bytes.count {
                        switch bytes[i] {
                        case UInt8(ascii: "n"): value.append(0x0A)
                        case UInt8(ascii: "t"): value.append(0x09)
                        case UInt8(ascii: "0"): value.append(0)
                        default: value.append(bytes[i])
                        }
                        advance()
                    }
                    continue
                }
            }
            value.append(c)
            advance()
        }
        return interpolated ? nil : text(value)
    }

    /// Where `skipInterpolation` is: in code (with its open parentheses) or in a string literal inside it.
    enum Nesting {
        case code(parentheses: Int)
        case string(multiline: Bool)
    }

    /// After `\(`: skips to the matching `)`, through nested parentheses, strings and their interpolations.
    /// Iterative, with a stack of our own: about 70,000 nested `"\(` overflowed the thread's stack when each level
    /// was a call.
    mutating func skipInterpolation() {
        var stack: [Nesting] = [.code(parentheses: 1)]
        while i < bytes.count, let top = stack.last {
            let c = bytes[i]
            switch top {
            case .code(let parentheses):
                if c == UInt8(ascii: "(") {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    i += 1
                } else if c == UInt8(ascii: ")") {
                    stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                    if parentheses == 1 { stack.removeLast() }
                    i += 1
                } else if c == UInt8(ascii: "\"") {
                    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                    i += multiline ? 3 : 1
                    stack.append(.string(multiline: multiline))
                } else {
                    advance()
                }
            case .string(let multiline):
                if !multiline && c == UInt8(ascii: "\n") {
                    stack.removeLast()   // an unterminated single-line string ends with its line
                } else if c == UInt8(ascii: "\"") && (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\""))) {
                    i += multiline ? 3 : 1
                    stack.removeLast()
                } else if c == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "(") {
                    i += 2
                    stack.append(.code(parentheses: 1))
                } else if c == UInt8(ascii: "\\") {
                    i += 1
                    if i < bytes.count { advance() }
                } else {
                    advance()
                }
            }
        }
    }

    func text(_ value: [UInt8]) -> String { String(decoding: value, as: UTF8.self) }
}
