// Tests for XcodeModel live in this folder.
