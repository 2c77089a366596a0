import Foundation

/// Converts Foundation property-list objects into a `PlistDocument`. Used for binary plists, which have no
/// source text to point into: every value sits at line 1, column 1 of the file.
enum FoundationBridge {
    static func document(from object: Any, source: SourceText, format: PlistFormat) -> PlistDocument {
        var builder = DocumentBuilder(source: source)
        let root = add(object, to: &builder, depth: 0)
        return builder.finish(format: format, root: root)
    }

    private static func add(_ object: Any, to builder: inout DocumentBuilder, depth: Int) -> Int32 {
        // Foundation's own parsers bound nesting, but guard anyway: this must never recurse without limit.
        if depth > OpenStepParser.maxDepth {
            return builder.addDecodedString("", start: 0, end: 0, style: .other)
        }
        switch object {
        case let dict as [String: Any]:
            let mark = builder.mark
            // Foundation dictionaries are unordered; sort keys so output is deterministic.
            for key in dict.keys.sorted() {
                builder.push(builder.addDecodedString(key, start: 0, end: 0, style: .other))
                builder.push(add(dict[key] as Any, to: &builder, depth: depth + 1))
            }
            return builder.closeContainer(.dictionary, start: 0, end: 0, mark: mark)
        case let array as [Any]:
            let mark = builder.mark
            for element in array { builder.push(add(element, to: &builder, depth: depth + 1)) }
            return builder.closeContainer(.array, start: 0, end: 0, mark: mark)
        case let data as Data:
            return builder.addData([UInt8](data), start: 0, end: 0)
        case let string as String:
            return builder.addDecodedString(string, start: 0, end: 0, style: .other)
        case let date as Date:
            return builder.addDecodedString(ISO8601DateFormatter().string(from: date), start: 0, end: 0, style: .other)
        case let number as NSNumber:
            return builder.addDecodedString(describe(number), start: 0, end: 0, style: .other)
        default:
            return builder.addDecodedString(String(describing: object), start: 0, end: 0, style: .other)
        }
    }

    /// Booleans as `true`/`false` (as XML writes them); integers and reals in their shortest form.
    static func describe(_ number: NSNumber) -> String {
        if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
        return number.stringValue
    }
}

/// Binary property lists (`bplist00`), read with Foundation's `PropertyListSerialization`.
enum BinaryPlistReader {
    static func read(bytes: [UInt8], path: String) throws(PlistError) -> PlistDocument {
        let source = SourceText(path: path, bytes: [])
        do {
            let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            return FoundationBridge.document(from: object, source: source, format: .binary)
        } catch {
            throw PlistError(kind: .syntax, message: "the binary property list is damaged and cannot be read",
                             source: source, offset: 0)
        }
    }
}
