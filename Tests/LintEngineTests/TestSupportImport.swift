// Every test file here uses the shared helpers (`TestSupport.materialize`, `TestSupport.packageRoot`).
@_exported import TestSupport
