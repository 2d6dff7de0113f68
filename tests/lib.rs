//! The integration tests: one binary, one module per subject.

mod awale_rules;
mod cli;
mod common;
mod config_errors;
mod o_an_quan_rules;
mod oracle_oware;
mod properties;
mod records;
mod rulesets;
mod transcripts;
