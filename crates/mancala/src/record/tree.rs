//! The game tree of a record: comments on moves and variations, nested.
//!
//! A [`GameRecord`]'s main line is its `moves`; [`Note`]s hang comments and variations on it:
//!
//! - `Note { ply: 0, comment }`: a comment before the first move (ply 0 has no variations);
//! - `Note { ply: n, comment, variations }`, `n` from 1: a comment after the main line's move
//!   `n`, and [`Variation`]s, each an *alternative to move `n`*, as in PGN: its first move is
//!   played in the position before move `n`.
//!
//! A variation's moves ([`VarMove`]) carry comments and variations of their own, alternatives to
//! that move of the variation, to any depth up to [`MAX_VARIATION_DEPTH`].
//!
//! Building an annotated record (what `mancala review` does):
//!
//! ```
//! use std::sync::Arc;
//! use mancala::{Game, Rules, record::{GameRecord, Variation}};
//! let rules = Rules::builtin("kalah").unwrap();
//! let mut game = Game::new(rules, 0);
//! for mv in ["3", "6"] {
//!     game.play_text(mv).unwrap();
//! }
//! // One comment a ply: index 0 is before the first move, index n after move n.
//! let mut record = GameRecord::annotated(&game, &[None, Some("+2 exact".into()), None]);
//! // An alternative to move 2: "5", then "1", with a comment on its first move.
//! let mut line = Variation::of_moves(["5", "1"]);
//! line.moves[0].comment = Some("best".into());
//! record.add_variation(2, line);
//! assert_eq!(record.comment_at(1), Some("+2 exact"));
//! record.check(&Rules).unwrap();
//! ```
//!
//! [`GameRecord::check`] (and every load, through [`GameRecord::replay`]) replays every move of
//! every variation from its branch point; an error names the variation and the move.

use serde::{Deserialize, Serialize};

use super::{GameRecord, RecordError};
use crate::{family::Registry, game::Game};

/// The deepest nesting of variations a record may have (a variation inside a variation inside
/// ..., this many): deeper records are refused, so that no input can exhaust the stack.
pub const MAX_VARIATION_DEPTH: usize = 24;

/// What is said about one move of the main line, or before the first (`ply` 0).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Note {
    /// The main line's move it follows, from 1; 0 for before the first move.
    pub ply: usize,
    /// The comment after the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Alternatives to the move, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
}

/// A line of moves tried instead of a move: its first move is played where that move was.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Variation {
    /// A comment before its first move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Its moves.
    pub moves: Vec<VarMove>,
}

/// A move of a variation, with its comment and the variations that branch from it.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct VarMove {
    /// The move in canonical notation.
    #[serde(rename = "move")]
    pub text: String,
    /// The comment after it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// Alternatives to it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
}

impl VarMove {
    /// A move without comment or variations.
    #[must_use]
    pub fn new(text: &str) -> VarMove {
        VarMove {
            text: text.to_owned(),
            ..VarMove::default()
        }
    }
}

impl Variation {
    /// A variation of plain moves.
    #[must_use]
    pub fn of_moves<S: AsRef<str>>(moves: impl IntoIterator<Item = S>) -> Variation {
        Variation {
            comment: None,
            moves: moves
                .into_iter()
                .map(|m| VarMove::new(m.as_ref()))
                .collect(),
        }
    }

    /// How deep its variations nest (1 for a variation without variations inside).
    #[must_use]
    pub fn depth(&self) -> usize {
        1 + self
            .moves
            .iter()
            .flat_map(|m| &m.variations)
            .map(Variation::depth)
            .max()
            .unwrap_or(0)
    }
}

impl GameRecord {
    /// The record of `game` (no seed, no players) with `comments[n]` after move `n` (index 0:
    /// before the first move); missing or `None` entries are no comment.
    #[must_use]
    pub fn annotated(game: &Game, comments: &[Option<String>]) -> GameRecord {
        let mut record = GameRecord::of(game, None, None);
        for (ply, comment) in comments.iter().enumerate().take(game.num_plies() + 1) {
            if let Some(c) = comment {
                record.set_comment(ply, c);
            }
        }
        record
    }

    fn note_mut(&mut self, ply: usize) -> &mut Note {
        let at = match self.notes.binary_search_by_key(&ply, |n| n.ply) {
            Ok(i) => i,
            Err(i) => {
                self.notes.insert(
                    i,
                    Note {
                        ply,
                        ..Note::default()
                    },
                );
                i
            }
        };
        &mut self.notes[at]
    }

    /// Sets the comment after the main line's move `ply` (0: before the first move).
    pub fn set_comment(&mut self, ply: usize, comment: &str) {
        self.note_mut(ply).comment = Some(comment.to_owned());
    }

    /// The comment after the main line's move `ply` (0: before the first move).
    #[must_use]
    pub fn comment_at(&self, ply: usize) -> Option<&str> {
        self.note(ply).and_then(|n| n.comment.as_deref())
    }

    /// The note of move `ply`, if any.
    #[must_use]
    pub fn note(&self, ply: usize) -> Option<&Note> {
        self.notes
            .binary_search_by_key(&ply, |n| n.ply)
            .ok()
            .map(|i| &self.notes[i])
    }

    /// Adds `variation` as an alternative to the main line's move `ply` (from 1), after the
    /// ones it has.
    pub fn add_variation(&mut self, ply: usize, variation: Variation) {
        self.note_mut(ply).variations.push(variation);
    }

    /// Whether the record has comments or variations.
    #[must_use]
    pub fn is_annotated(&self) -> bool {
        !self.notes.is_empty()
    }

    /// Replays the record and every variation: see [`GameRecord::replay`].
    ///
    /// # Errors
    /// As [`GameRecord::replay`].
    pub fn check(&self, registry: &dyn Registry) -> Result<(), RecordError> {
        self.replay(registry).map(drop)
    }

    /// Checks the notes against the main line of `moves` moves played from `start` (the game
    /// before any move), walking it once.
    pub(super) fn check_notes(&self, start: &Game, moves: usize) -> Result<(), RecordError> {
        let mut last = None;
        let mut game = start.clone();
        let mut played = 0;
        let mut work = 0;
        for note in &self.notes {
            if last.is_some_and(|l| note.ply <= l) || note.ply > moves {
                return Err(RecordError::NotePly {
                    ply: note.ply,
                    moves,
                });
            }
            last = Some(note.ply);
            if note.ply == 0 && !note.variations.is_empty() {
                return Err(RecordError::NotePly { ply: 0, moves });
            }
            if note.variations.is_empty() {
                continue;
            }
            // The position before move `ply`.
            while played + 1 < note.ply {
                let text = self.moves.get(played).unwrap_or_default();
                if game.play_text(text).is_err() {
                    return Err(RecordError::NotePly {
                        ply: note.ply,
                        moves,
                    });
                }
                played += 1;
            }
            for (k, variation) in note.variations.iter().enumerate() {
                let path = format!("{}.{}", note.ply, k + 1);
                check_variation(&game, variation, &path, 1, &mut work)?;
            }
        }
        Ok(())
    }
}

/// The most work checking a record's variations may take, in moves copied and played (each
/// variation is replayed on a copy of the game up to where it branches): a long game with
/// thousands of variations is refused rather than checked for minutes.
pub const MAX_TREE_WORK: usize = 50_000_000;

/// Replays `variation` from `game` (the position its first move is played in); `path` names
/// it (`12.1`: the first variation of move 12; `12.1/3.2`: the second of its third move).
fn check_variation(
    game: &Game,
    variation: &Variation,
    path: &str,
    depth: usize,
    work: &mut usize,
) -> Result<(), RecordError> {
    *work += game.num_plies() + variation.moves.len() + 1;
    if *work > MAX_TREE_WORK {
        return Err(RecordError::TreeTooLarge { max: MAX_TREE_WORK });
    }
    if depth > MAX_VARIATION_DEPTH {
        return Err(RecordError::TooDeep {
            max: MAX_VARIATION_DEPTH,
        });
    }
    if variation.moves.is_empty() {
        return Err(RecordError::EmptyVariation {
            variation: path.to_owned(),
        });
    }
    let mut game = game.clone();
    for (i, mv) in variation.moves.iter().enumerate() {
        for (k, inner) in mv.variations.iter().enumerate() {
            let inner_path = format!("{path}/{}.{}", i + 1, k + 1);
            check_variation(&game, inner, &inner_path, depth + 1, work)?;
        }
        if let Err(error) = game.play_text(&mv.text) {
            return Err(RecordError::VariationMove {
                variation: path.to_owned(),
                index: i + 1,
                text: mv.text.clone(),
                error: Box::new(error),
                game: Box::new(game),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    #[test]
    fn variations_past_the_work_limit_are_refused_not_checked() {
        let game = Game::new(Rules::builtin("kalah").unwrap(), 0);
        let line = Variation::of_moves(["3"]);
        let mut work = 0;
        check_variation(&game, &line, "1.1", 1, &mut work).unwrap();
        assert_eq!(work, 2, "the game's plies, the variation's moves, and one");
        let mut work = MAX_TREE_WORK - 1;
        let err = check_variation(&game, &line, "1.1", 1, &mut work).unwrap_err();
        assert!(matches!(err, RecordError::TreeTooLarge { .. }), "{err}");
    }

    #[test]
    fn a_note_past_the_last_move_or_out_of_order_is_refused() {
        let mut game = Game::new(Rules::builtin("kalah").unwrap(), 0);
        game.play_text("1").unwrap();
        let mut record = GameRecord::of(&game, None, None);
        record.set_comment(2, "after a move never played");
        let err = record.check(&Rules).unwrap_err();
        assert!(
            matches!(err, RecordError::NotePly { ply: 2, moves: 1 }),
            "{err}"
        );
        let mut record = GameRecord::of(&game, None, None);
        record.add_variation(1, Variation::of_moves(["9"]));
        let err = record.check(&Rules).unwrap_err();
        assert!(
            err.to_string().starts_with("variation 1.1, move 1 (`9`)"),
            "{err}"
        );
    }
}
