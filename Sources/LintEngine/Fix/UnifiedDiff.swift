/// A unified diff of one file's edits, as `git diff` prints it (`--- a/PATH`, `+++ b/PATH`, hunks with three
/// lines of context), which `git apply` takes. Built from the edits themselves, not by comparing whole files: the
/// lines an edit touches are known, so the hunks are exact and cheap however big the file.
///
/// As git writes it (git's `diff.c` and `quote.c`): a name with a control character, `"`, `\` or a byte
/// outside ASCII is quoted C-style (`"a/na\"me"`, octal for other bytes); a name with a space is followed by a tab
/// in the `---`/`+++` lines, so that `C.xcconfig 2010-07-05 19:41:17` is not read as a name and a timestamp; a
/// last line without a line break is followed by `\ No newline at end of file`.
public enum UnifiedDiff {
    public static func render(_ plan: FilePlan, displayPath: String, context: Int = 3) -> String {
        let (originalBytes, editedBytes) = plan.diffText ?? (plan.original, plan.edited)
        let old = Lines(originalBytes)
        // The edits as groups of old lines they touch (edits on one line, or on touching lines, form one group),
        // with the edited text's bytes that replace those lines.
        struct Change {
            var oldStart: Int  // first old line (0-based)
            var oldEnd: Int    // past the last old line
            var delta: Int     // bytes the group's edits add
        }
        var changes: [Change] = []
        for edit in plan.edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            let start = min(max(0, edit.start), originalBytes.count)
            let end = min(max(start, edit.end), originalBytes.count)
            // Whole lines inserted before a line (or at the end): only the added lines, nothing shown as removed.
            if let at = insertedLinesAt(edit, originalBytes, old), changes.last.map({ $0.oldEnd <= at }) ?? true {
                changes.append(Change(oldStart: at, oldEnd: at, delta: edit.replacement.utf8.count))
                continue
            }
            let first = old.line(at: start)
            let last = old.line(at: max(start, end - (end > start ? 1 : 0)))
            let delta = edit.replacement.utf8.count - (end - start)
            if var previous = changes.last, previous.oldEnd > first {
                previous.oldEnd = max(previous.oldEnd, last + 1)
                previous.delta += delta
                changes[changes.count - 1] = previous
            } else {
                changes.append(Change(oldStart: first, oldEnd: last + 1, delta: delta))
            }
        }
        let tab = displayPath.contains(" ") ? "\t" : ""
        var out = "--- \(quoted("a/" + displayPath))\(tab)\n+++ \(quoted("b/" + displayPath))\(tab)\n"
        var index = 0
        var shift = 0  // bytes added by the groups before the current one
        var lineShift = 0  // new line number minus old line number before the current hunk
        while index < changes.count {
            var hunk = [changes[index]]
            while index + 1 < changes.count, changes[index + 1].oldStart - hunk[hunk.count - 1].oldEnd <= 2 * context {
                index += 1
                hunk.append(changes[index])
            }
            let from = max(0, hunk[0].oldStart - context)
            let to = min(old.count, hunk[hunk.count - 1].oldEnd + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var cursor = from
            for change in hunk {
                for k in cursor..<change.oldStart { body += line(" ", old, k); oldCount += 1; newCount += 1 }
                for k in change.oldStart..<change.oldEnd { body += line("-", old, k); oldCount += 1 }
                // The new text of the group's lines: from where its first line starts in the edited text to where
                // its last line ends there.
                let oldStartOffset = change.oldStart < old.count ? old.offsets[change.oldStart] : originalBytes.count
                let newStart = oldStartOffset + shift
                let oldEndOffset = change.oldEnd > change.oldStart
                    ? old.offsets[change.oldEnd - 1] + old.lengths[change.oldEnd - 1] : oldStartOffset
                let newEnd = oldEndOffset + shift + change.delta
                let slice = newStart < newEnd && newEnd <= editedBytes.count ? Array(editedBytes[newStart..<newEnd]) : []
                let new = Lines(slice)
                for k in 0..<new.count { body += line("+", new, k); newCount += 1 }
                shift += change.delta
                cursor = change.oldEnd
            }
            for k in cursor..<to { body += line(" ", old, k); oldCount += 1; newCount += 1 }
            // git writes the start of an empty side as the line before it.
            let oldStart = oldCount == 0 ? from : from + 1
            let newStart = newCount == 0 ? from + lineShift : from + 1 + lineShift
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
            lineShift += newCount - oldCount
            index += 1
        }
        return out
    }

    /// The line before which `edit` inserts whole lines (its replacement ends with a line break and it starts at
    /// a line's start, or at the end of a file that ends with one), or nil.
    private static func insertedLinesAt(_ edit: TextEdit, _ original: [UInt8], _ old: Lines) -> Int? {
        guard edit.start == edit.end, edit.replacement.hasSuffix("\n") else { return nil }
        if edit.start >= original.count { return original.last == 0x0A || original.isEmpty ? old.count : nil }
        let at = old.line(at: edit.start)
        return old.offsets[at] == edit.start ? at : nil
    }

    /// One line of a hunk, marked when it has no line break (the file's last line).
    private static func line(_ mark: String, _ lines: Lines, _ k: Int) -> String {
        mark + lines.texts[k] + "\n" + (lines.endsWithBreak(k) ? "" : "\\ No newline at end of file\n")
    }

    /// A path as git writes it in a diff header: unchanged when it needs no quoting, else in double quotes with
    /// C escapes (git's `quote_c_style`, with `core.quotePath` on: every byte outside ASCII as octal).
    static func quoted(_ path: String) -> String {
        let needs = path.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 >= 0x7F }
        guard needs else { return path }
        var out = "\""
        for byte in path.utf8 {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return out + "\""
    }

    /// A text's lines as git counts them (ended by LF), without their breaks, with each line's start offset and
    /// length (break included).
    struct Lines {
        var texts: [String] = []
        var offsets: [Int] = []
        var lengths: [Int] = []
        var count: Int { texts.count }

        init(_ bytes: [UInt8]) {
            var start = 0
            for (i, b) in bytes.enumerated() where b == 0x0A {
                texts.append(String(decoding: bytes[start..<i], as: UTF8.self))
                offsets.append(start)
                lengths.append(i + 1 - start)
                start = i + 1
            }
            if start < bytes.count {
                texts.append(String(decoding: bytes[start...], as: UTF8.self))
                offsets.append(start)
                lengths.append(bytes.count - start)
            }
        }

        func endsWithBreak(_ k: Int) -> Bool { k + 1 < count || lengths[k] > texts[k].utf8.count }

        /// The line holding byte `offset` (the last line for the end of the text).
        func line(at offset: Int) -> Int {
            guard !offsets.isEmpty else { return 0 }
            var low = 0
            var high = offsets.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if offsets[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }
}
