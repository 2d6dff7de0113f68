//! The integration tests: one binary, one module per subject.

mod allocations;
mod architecture;
mod awale_rules;
mod cli;
mod cli_awale;
mod cli_errors;
mod cli_sungka;
mod common;
mod compare;
mod config_errors;
mod fourth_family;
mod o_an_quan_board_size;
mod o_an_quan_rules;
mod option_sets;
mod oracle_kalah;
mod oracle_oware;
mod properties;
mod records;
mod rulesets;
mod search;
mod spec_vectors;
mod sungka_random;
mod sungka_rules;
mod transcripts;
mod transcripts_awale;
mod transcripts_sungka;
