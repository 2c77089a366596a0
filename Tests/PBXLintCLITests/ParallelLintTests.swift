import Testing
@testable import PBXLintCLI

/// The parallel path in-process (so `make sanitize`'s thread sanitizer sees it): several projects on two workers
/// give exactly the output of one worker, project order included.
@Suite struct ParallelLintTests {
    static let projects = ["Clean", "DuplicateKey", "MergeConflict", "MissingInRelease", "Syntax", "Typo",
                           "XCConfigNames"].map { CLITestSupport.testProjects + "/" + $0 }

    @Test func twoJobsGiveTheOutputOfOne() {
        let arguments = ["--reporter", "json", "--base-dir", CLITestSupport.packageRoot] + Self.projects
        let serial = CLITestSupport.run(["--jobs", "1"] + arguments)
        let parallel = CLITestSupport.run(["--jobs", "2"] + arguments)
        #expect(serial.status == .findings)
        #expect(parallel.status == serial.status)
        #expect(parallel.out == serial.out)
        #expect(serial.out.contains("TestProjects/Typo/") && serial.out.contains("TestProjects/Syntax/"))
    }
}

/// Only a run of one project keeps its model until exit; a run of several frees each model as its lint returns.
@Suite struct ModelsKeptUntilExitTests {
    @Test func onlyARunOfOneProjectKeepsItsModel() {
        #expect(ModelsKeptUntilExit.applies(toRunOf: 1))
        #expect(!ModelsKeptUntilExit.applies(toRunOf: 2))
        #expect(!ModelsKeptUntilExit.applies(toRunOf: 500))
    }
}
