//! rulesets
