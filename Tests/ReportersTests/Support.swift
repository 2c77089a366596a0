// Tests for Reporters live in this folder.
