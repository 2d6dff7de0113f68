//! The endgame database as the computer players use it: the exact value of every position of
//! few pieces, for the rulesets whose positions the solver holds as counts (see
//! [`crate::ruleset::Exact::counts_houses`]: Kalah, one-round Sungka).
//!
//! [`Endgames::shared`] builds one small database per ruleset, once per process (about a
//! million boards, a fraction of a second), and hands the same one to every search that asks;
//! [`crate::search::AlphaBeta`] reads it at each position it visits, so the computer players
//! play every endgame it covers perfectly.

use std::sync::{Arc, Mutex};

use crate::{position::Position, ruleset::Exact};

use super::{counts::pieces, counts_fingerprint, db::Db, limits_out_of_reach};

/// The most boards in a database [`Endgames::shared`] builds: one byte each.
pub const SHARED_ENTRIES: u64 = 1 << 20;
/// The most rulesets whose shared databases are kept at once (the oldest is let go first).
const SHARED_KEPT: usize = 8;

/// An endgame database for one ruleset.
#[derive(Debug)]
pub struct Endgames {
    fingerprint: u64,
    db: Db,
}

/// The databases built so far, by the fingerprint of their rules (`None`: none can be built).
static SHARED: Mutex<Vec<(u64, Option<Arc<Endgames>>)>> = Mutex::new(Vec::new());

impl Endgames {
    /// The database of every board of `rules` with at most `pieces` pieces (at most
    /// [`crate::solve::MAX_DATABASE_PIECES`]), or `None` when the rules have no counts boards,
    /// or the memory cannot be had.
    pub fn build<R: Exact + ?Sized>(rules: &R, pieces: usize) -> Option<Endgames> {
        let houses = rules.counts_houses()?;
        let threads = super::available_threads().get();
        let db = Db::build(rules, houses, pieces, threads, &|| false)?;
        Some(Endgames {
            fingerprint: counts_fingerprint(rules, houses),
            db,
        })
    }

    /// The database of `rules` for the computer players: the boards of as many pieces as fit
    /// in [`SHARED_ENTRIES`], built at the first call for these rules and shared by every call
    /// after it (from any thread). `None` for rules without counts boards.
    pub fn shared<R: Exact + ?Sized>(rules: &R) -> Option<Arc<Endgames>> {
        let houses = rules.counts_houses()?;
        let fingerprint = counts_fingerprint(rules, houses);
        // A panic elsewhere while the lock was held leaves the list whole: take it anyway.
        let mut shared = SHARED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, found)) = shared.iter().find(|(f, _)| *f == fingerprint) {
            return found.clone();
        }
        let mut most = 0;
        while most < super::MAX_DATABASE_PIECES && Db::entries(houses, most + 1) <= SHARED_ENTRIES {
            most += 1;
        }
        let built = Endgames::build(rules, most).map(Arc::new);
        if shared.len() == SHARED_KEPT {
            shared.remove(0);
        }
        shared.push((fingerprint, built.clone()));
        built
    }

    /// Whether this database was built for rules that play like `rules` on counts boards.
    pub fn fits<R: Exact + ?Sized>(&self, rules: &R) -> bool {
        rules
            .counts_houses()
            .is_some_and(|houses| counts_fingerprint(rules, houses) == self.fingerprint)
    }

    /// The most pieces a board in it has.
    #[must_use]
    pub fn max_pieces(&self) -> usize {
        self.db.max_pieces()
    }

    /// The exact value of `pos` for its player to move, if the database covers it: the final
    /// margin of points over the other player when both play perfectly from here, the points
    /// already won included. `None` for a finished game, a position with more pieces on the
    /// board than the database holds, or one where a move limit could still end the game
    /// (which the database does not see). `rules` must be the rules it was built for (see
    /// [`Endgames::fits`]).
    pub fn value<R: Exact + ?Sized>(&self, rules: &R, pos: &Position) -> Option<i32> {
        let board = rules.counts_of(pos)?;
        let n = pieces(&board);
        if n as usize > self.db.max_pieces() {
            return None;
        }
        if !limits_out_of_reach(rules, pos, &board) {
            return None;
        }
        let board_value = self.db.value(&board, n)?;
        let me = usize::from(pos.turn());
        let scores = rules.scores(pos);
        Some(scores[me] - scores[1 - me] + board_value)
    }
}
