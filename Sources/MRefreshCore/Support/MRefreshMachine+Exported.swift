// Core's API speaks the machine's types (RefreshConfiguration, Stage, PerStage, JSON): a module that imports
// MRefreshCore sees them as it did before they moved to MRefreshMachine, the library apps link on their own.
@_exported import MRefreshMachine
