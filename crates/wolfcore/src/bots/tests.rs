//! Unit tests of the bots' reasoning.
