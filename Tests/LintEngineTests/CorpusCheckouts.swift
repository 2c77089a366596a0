import Foundation
import Testing
import XcodeModel

/// The corpus holds checkouts copied without their `.git`: each top folder is declared a repository, so that a
/// project reads the shared xcconfigs of its checkout (`../config/…`) as it would in its repository (pbxlint reads
/// nothing outside a project's repository, else its folder: `ProjectTree`).
enum CorpusCheckouts {
    /// `../shared/corpus` with its checkouts declared; a test that calls it fails when the corpus is absent (its
    /// suite is enabled only when it is present).
    static func declaredCorpus() throws -> String {
        let corpus = try #require(TestSupport.corpus)
        declareAll(corpus)
        return corpus
    }

    static func declareAll(_ corpus: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? [] {
            ProjectTree.declareRepository(corpus + "/" + name)
        }
    }
}
