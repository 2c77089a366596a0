/// The tokens of one source, lexed as they are asked for and forgotten once the reader has moved past them: a
/// reader that goes forward and looks a bounded number of tokens ahead holds that many tokens, not the file's.
/// (A 45 MB source kept whole as tokens took 3.3 GB.)
struct TokenWindow {
    private var lexer: SourceLexer
    /// Tokens `base...`, from `buffer[first]` on; the ones before `first` are released and dropped in batches.
    private var buffer: [SourceToken] = []
    private var first = 0
    private var base = 0
    private var ended = false
    /// The most tokens held at once: what a test asserts to show memory does not grow with the file.
    private(set) var mostHeld = 0

    init(_ bytes: [UInt8]) { lexer = SourceLexer(bytes: bytes) }

    /// Token number `n` (from 0), or nil past the end or before what was released.
    mutating func at(_ n: Int) -> SourceToken? {
        guard n >= base else { return nil }
        while !ended && base + buffer.count - first <= n {
            guard let token = lexer.next() else { ended = true; break }
            buffer.append(token)
            mostHeld = max(mostHeld, buffer.count - first)
        }
        let index = first + n - base
        return index < buffer.count ? buffer[index] : nil
    }

    /// The text of token `n` (empty past the end), for the many comparisons with punctuation and keywords.
    mutating func text(_ n: Int) -> String { at(n)?.text ?? "" }

    /// Tokens before `n` will not be asked for again.
    mutating func release(below n: Int) {
        let drop = min(n - base, buffer.count - first)
        guard drop > 0 else { return }
        first += drop
        base += drop
        // Compacted once the released part is most of the buffer, so the work stays linear.
        if first >= 4096 && first * 2 >= buffer.count {
            buffer.removeFirst(first)
            first = 0
        }
    }
}
