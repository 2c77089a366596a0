import PlistKit
import XcodeModel

/// A file `pbxlint fix` edits: its bytes, the UTF-8 text the readers decoded from them (every position a finding
/// carries is an offset into that text, not into the bytes), and the encoding to write it back in.
///
/// Why: a position in the decoded text is not a byte of the file when the file starts with a byte-order mark, is
/// UTF-16, or is MacRoman (each high byte becomes two or three bytes of UTF-8). Edits are made to the text and the
/// whole text is encoded back; a file whose encoding does not give back its own bytes unchanged is refused, and
/// the new bytes must decode to exactly the planned text before anything is written.
struct EditableFile {
    let raw: [UInt8]
    let text: [UInt8]
    let encoding: SourceEncoding

    /// Decodes `raw` as the reader of `path` does (xcconfig: a UTF-8 BOM skipped; property lists and JSON5:
    /// `PlistReader.decodedText`), refusing what cannot be written back byte for byte.
    static func decode(_ raw: [UInt8], path: String) -> Result<EditableFile, FixRefusal> {
        let name = ProjectPath.lastComponent(path)
        let text: [UInt8]
        let encoding: SourceEncoding
        if AssignedValue.Syntax.isXCConfig(path) {
            guard raw.count < 2 || !(raw[0] == 0xFE && raw[1] == 0xFF || raw[0] == 0xFF && raw[1] == 0xFE) else {
                return .failure(FixRefusal("\(name) is UTF-16, which pbxlint does not read as an xcconfig; edit it by hand"))
            }
            let bom = raw.starts(with: [0xEF, 0xBB, 0xBF])
            text = bom ? Array(raw.dropFirst(3)) : raw
            encoding = .utf8(bom: bom)
        } else {
            guard let decoded = PlistReader.decodedText(raw, path: path) else {
                return .failure(FixRefusal("\(name) is a binary property list; pbxlint fix edits text files only"))
            }
            (text, encoding) = decoded
        }
        guard encoding.encode(text) == raw else {
            return .failure(FixRefusal("\(name) does not come back byte for byte from its encoding (\(encoding)); "
                                       + "edit it by hand"))
        }
        return .success(EditableFile(raw: raw, text: text, encoding: encoding))
    }

    /// The file's bytes for the edited text, checked: they must decode, as the reader decodes them, to exactly
    /// `edited`, in the same encoding.
    func encoded(_ edited: [UInt8], path: String) -> Result<[UInt8], FixRefusal> {
        let name = ProjectPath.lastComponent(path)
        guard let bytes = encoding.encode(edited) else {
            return .failure(FixRefusal("the new text of \(name) cannot be written in its encoding (\(encoding))"))
        }
        guard case .success(let back) = EditableFile.decode(bytes, path: path), back.text == edited,
              back.encoding == encoding else {
            return .failure(FixRefusal("the edited \(name) would not read back as planned; nothing written"))
        }
        return .success(bytes)
    }

    /// `edit` (offsets into the text) as an edit of the file's bytes, for a diff of a UTF-8 file.
    func rawEdit(_ edit: TextEdit) -> TextEdit? {
        guard let start = encoding.rawOffset(of: edit.start, in: text),
              let end = encoding.rawOffset(of: edit.end, in: text) else { return nil }
        return TextEdit(start: start, end: end, replacement: edit.replacement)
    }
}
