//! The evaluation face: the weights with which the heuristic search ([`crate::search`]) values
//! a position it cannot search to the end. Nothing here is a rule, and the default is the
//! safe answer: the lead in points alone, the value every family had before its weights were
//! fitted.
//!
//! **Features.** Every family gives the same [`FEATURES`], read off its board through its
//! layout (which pits are whose houses) by [`crate::search::Evaluator`], each as the player's
//! own less the others' (for more than two players, less the others' mean). (Empty houses
//! are not one: on a board of two rows they are `row-houses` again, negated.)
//!
//! | name | what it counts |
//! | --- | --- |
//! | `lead` | points (the player's less the best other's) |
//! | `row-pieces` | pieces in the player's houses |
//! | `row-houses` | the player's houses that hold pieces (the moves open) |
//! | `weak-houses` | houses holding one or two pieces |
//! | `big-houses` | houses holding at least as many pieces as the ring has houses |
//! | `to-move` | 1 when the player is to move, else −1 |
//!
//! **Weights** are points per unit of a feature. A family keeps them as data in its folder
//! (`src/rules/<family>/evaluation.toml`), a table per ruleset id with a `default` table for
//! rulesets loaded from files, fitted by `mancala fit-eval` (see [`crate::search::fit`]).

use crate::ruleset::Present;

/// The number of features.
pub const FEATURES: usize = 6;

/// The features' names, as the weight files write them.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "lead",
    "row-pieces",
    "row-houses",
    "weak-houses",
    "big-houses",
    "to-move",
];

/// The weight of each feature, in points per unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights(pub [f64; FEATURES]);

impl Weights {
    /// The lead in points alone.
    pub const LEAD: Weights = Weights([1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);

    /// The weights of table `id` in a weight file's `text`, else of its `default` table, else
    /// `None`.
    ///
    /// # Errors
    /// A message naming what is wrong: the file is not TOML, a table is not one of numbers, a
    /// key is not a feature (the valid ones are listed), or a weight is not finite.
    pub fn from_toml(text: &str, id: &str) -> Result<Option<Weights>, String> {
        let doc: toml::Table = text.parse().map_err(|e| format!("weights: {e}"))?;
        let Some(table) = doc.get(id).or_else(|| doc.get("default")) else {
            return Ok(None);
        };
        let table = table
            .as_table()
            .ok_or_else(|| format!("weights of {id}: expected a table of feature = weight"))?;
        let mut w = [0.0; FEATURES];
        for (key, value) in table {
            let Some(i) = FEATURE_NAMES.iter().position(|n| n == key) else {
                return Err(format!(
                    "weights of {id}: unknown feature `{key}` (the features are {})",
                    FEATURE_NAMES.join(", ")
                ));
            };
            let v = value
                .as_float()
                .or_else(|| value.as_integer().map(|n| n as f64))
                .filter(|v| v.is_finite())
                .ok_or_else(|| {
                    format!("weights of {id}: `{key}` must be a finite number, got {value}")
                })?;
            w[i] = v;
        }
        Ok(Some(Weights(w)))
    }

    /// The weights a family ships in `text` (its `evaluation.toml`) for ruleset `id`: its
    /// table, else the file's `default`, else the lead alone (a test checks that every
    /// shipped file reads).
    #[must_use]
    pub fn shipped(text: &str, id: &str) -> Weights {
        Weights::from_toml(text, id)
            .ok()
            .flatten()
            .unwrap_or(Weights::LEAD)
    }

    /// The weights as the table `id` of a weight file.
    #[must_use]
    pub fn to_toml(&self, id: &str) -> String {
        let mut out = format!("[{id}]\n");
        for (name, w) in FEATURE_NAMES.iter().zip(self.0) {
            out.push_str(&format!("{name} = {w:.4}\n"));
        }
        out
    }
}

/// How the heuristic search values a position it stops at.
pub trait Evaluate: Present {
    /// The family's weight file (its `evaluation.toml`, embedded); `None`, the default, values
    /// every position by the lead in points alone.
    fn weight_file(&self) -> Option<&'static str> {
        None
    }

    // ----- FINAL: derived from the hook above; never overridden -----
    /// The weights of this ruleset's features: its table of the family's file (see
    /// [`Weights::shipped`]), else [`Weights::LEAD`].
    fn weights(&self) -> Weights {
        self.weight_file().map_or(Weights::LEAD, |text| {
            Weights::shipped(text, &self.info().id)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weight_file_gives_its_ruleset_table_else_its_default() {
        let text = "[default]\nlead = 1\n[kalah]\nlead = 1.0\nrow-pieces = 0.25\n";
        let k = Weights::from_toml(text, "kalah").unwrap().unwrap();
        assert_eq!(k.0[1], 0.25);
        let d = Weights::from_toml(text, "mine").unwrap().unwrap();
        assert_eq!(d, Weights::LEAD);
        assert_eq!(Weights::from_toml("[x]\nlead = 1\n", "y").unwrap(), None);
        let back = Weights::from_toml(&k.to_toml("kalah"), "kalah")
            .unwrap()
            .unwrap();
        assert_eq!(back, k);
    }

    #[test]
    fn a_weight_file_with_an_unknown_feature_names_it_and_the_valid_ones() {
        let e = Weights::from_toml("[default]\nmobility = 1\n", "x").unwrap_err();
        assert!(e.contains("`mobility`") && e.contains("row-houses"), "{e}");
        let e = Weights::from_toml("[default]\nlead = \"a\"\n", "x").unwrap_err();
        assert!(e.contains("finite number"), "{e}");
    }
}
