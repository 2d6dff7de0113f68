//! The rules, per family (one module each, `fourth_family` the family written outside the
//! crate), and what holds for every family: the shipped ruleset files, broken files, random
//! option sets, how games end, and properties over random games.

mod awale;
mod config_errors;
mod end_reasons;
mod fourth_family;
mod kalah;
mod o_an_quan;
mod option_sets;
mod oware;
mod properties;
mod rulesets;
mod sungka;
