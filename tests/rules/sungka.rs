//! Sungka (and Kalah, a ruleset of the same family): its rules, and random games.

mod random;
mod rules;
