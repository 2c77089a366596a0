/// A unified diff of one file's edits, as `git diff` prints it (`--- a/PATH`, `+++ b/PATH`, hunks with three
/// lines of context). Built from the edits themselves, not by comparing whole files: the lines an edit touches
/// are known, so the hunks are exact and cheap however big the file.
public enum UnifiedDiff {
    public static func render(_ plan: FilePlan, displayPath: String, context: Int = 3) -> String {
        let old = lines(plan.original)
        // Each edit as the old lines it touches and the new lines replacing them.
        struct Change {
            var oldStart: Int  // first old line (0-based)
            var oldEnd: Int    // past the last old line
            var newLines: [String]
        }
        var changes: [Change] = []
        var delta = 0  // bytes added so far, to find edits in the edited text
        for edit in plan.edits {
            // Whole lines inserted before a line (or at the end): only the added lines, nothing shown as removed.
            if let at = insertedLinesAt(edit, plan.original, old), changes.last.map({ $0.oldEnd <= at }) ?? true {
                var added = edit.replacement.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                added.removeLast()
                changes.append(Change(oldStart: at, oldEnd: at, newLines: added))
                delta += edit.replacement.utf8.count
                continue
            }
            let first = line(at: edit.start, in: old)
            let last = line(at: max(edit.start, edit.end - (edit.end > edit.start ? 1 : 0)), in: old)
            let newStart = old.offsets[first] + 0
            let newEnd = old.offsets[last] + old.lengths[last] + delta + edit.replacement.utf8.count - (edit.end - edit.start)
            let editedStart = newStart + delta
            let text = Array(plan.edited[editedStart..<min(plan.edited.count, newEnd)])
            var replaced = lines(text).texts
            if replaced.last == "" { replaced.removeLast() }
            if var previous = changes.last, previous.oldEnd > first {
                // Two edits on one line: the later one's new text already includes the earlier one's.
                previous.oldEnd = last + 1
                previous.newLines = replaced
                changes[changes.count - 1] = previous
            } else {
                changes.append(Change(oldStart: first, oldEnd: last + 1, newLines: replaced))
            }
            delta += edit.replacement.utf8.count - (edit.end - edit.start)
        }
        var out = "--- a/\(displayPath)\n+++ b/\(displayPath)\n"
        var index = 0
        var shift = 0  // new line number minus old line number before the current hunk
        while index < changes.count {
            var hunk = [changes[index]]
            while index + 1 < changes.count, changes[index + 1].oldStart - hunk[hunk.count - 1].oldEnd <= 2 * context {
                index += 1
                hunk.append(changes[index])
            }
            let from = max(0, hunk[0].oldStart - context)
            let to = min(old.texts.count, hunk[hunk.count - 1].oldEnd + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var cursor = from
            for change in hunk {
                for k in cursor..<change.oldStart { body += " " + old.texts[k] + "\n"; oldCount += 1; newCount += 1 }
                for k in change.oldStart..<change.oldEnd { body += "-" + old.texts[k] + "\n"; oldCount += 1 }
                for text in change.newLines { body += "+" + text + "\n"; newCount += 1 }
                cursor = change.oldEnd
            }
            for k in cursor..<to { body += " " + old.texts[k] + "\n"; oldCount += 1; newCount += 1 }
            out += "@@ -\(from + 1),\(oldCount) +\(from + 1 + shift),\(newCount) @@\n" + body
            shift += newCount - oldCount
            index += 1
        }
        return out
    }

    /// The line before which `edit` inserts whole lines (its replacement ends with a line break and it starts at
    /// a line's start or at the end of a file that ends with one), or nil.
    private static func insertedLinesAt(_ edit: TextEdit, _ original: [UInt8],
                                        _ old: (texts: [String], offsets: [Int], lengths: [Int])) -> Int? {
        guard edit.start == edit.end, edit.replacement.hasSuffix("\n") else { return nil }
        if edit.start == original.count { return original.last == 0x0A ? old.texts.count : nil }
        let at = line(at: edit.start, in: old)
        return old.offsets[at] == edit.start ? at : nil
    }

    /// The file's lines without their line breaks, with each line's start offset and length (break included).
    private static func lines(_ bytes: [UInt8]) -> (texts: [String], offsets: [Int], lengths: [Int]) {
        var texts: [String] = []
        var offsets: [Int] = []
        var lengths: [Int] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            texts.append(String(decoding: bytes[start..<i], as: UTF8.self))
            offsets.append(start)
            lengths.append(i + 1 - start)
            start = i + 1
        }
        if start < bytes.count || texts.isEmpty {
            texts.append(String(decoding: bytes[start...], as: UTF8.self))
            offsets.append(start)
            lengths.append(bytes.count - start)
        }
        return (texts, offsets, lengths)
    }

    private static func line(at offset: Int, in lines: (texts: [String], offsets: [Int], lengths: [Int])) -> Int {
        var low = 0
        var high = lines.offsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines.offsets[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
