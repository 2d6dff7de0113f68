//! The endgame database as the computer players use it: the exact value of every position of
//! few pieces, for the rulesets whose positions the solver holds as counts (see
//! [`crate::ruleset::Exact::counts_houses`]: Kalah, one-round Sungka).
//!
//! [`Endgames::shared`] builds one database per ruleset, once per process, and hands the same
//! one to every search that asks; [`crate::search::AlphaBeta`] reads it at each position it
//! visits, so the computer players play every endgame it covers perfectly.
//!
//! **Its size** is the players' choice ([`Endgames::configure`], the command line's
//! `--endgames DIR` and `--endgame-pieces N`): by default a small one built in memory (about a
//! million boards, a fraction of a second); with a directory, as many boards as
//! [`DIRECTORY_ENTRIES`] (every board of up to 17 seeds on Kalah's six houses a side, 52 MB,
//! about 3 s to build on two cores), kept in a file there, so that it is built once and read
//! in a fraction of a second by every later process. As chess engines' endgame tablebases, a
//! larger one makes the players stronger (measured against OpenSpiel's MCTS in the README).
//! The size is fixed for the life of the process, so a search at a fixed depth plays the same
//! moves every time.

use std::{
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use crate::{position::Position, ruleset::Exact};

use super::{counts::pieces, counts_fingerprint, db::Db, limits_out_of_reach};

/// The most boards in a database [`Endgames::shared`] builds in memory by default: one byte
/// each.
pub const SHARED_ENTRIES: u64 = 1 << 20;
/// The most boards in a database kept in a directory ([`Endgames::configure`]) by default.
pub const DIRECTORY_ENTRIES: u64 = 64 << 20;
/// The most boards a database of the players may have, whatever pieces are asked for (1 GiB):
/// a larger one would take minutes to build.
pub const MAX_PLAYER_ENTRIES: u64 = 1 << 30;

/// Where and how large the players' databases are (see [`Endgames::configure`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndgameSettings {
    /// The directory that keeps them, if any.
    pub directory: Option<PathBuf>,
    /// The most pieces, if asked for (else as many as the default entries allow).
    pub pieces: Option<usize>,
}

static SETTINGS: Mutex<EndgameSettings> = Mutex::new(EndgameSettings {
    directory: None,
    pieces: None,
});
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

    /// Sets where and how large the players' databases are, for the rest of the process
    /// (databases built before are let go): `directory` keeps each in a file, read when it is
    /// there and whole, else built and written there (a file that cannot be written leaves the
    /// database in memory only); `pieces` asks for every board of up to that many pieces (at
    /// most [`MAX_PLAYER_ENTRIES`] boards: fewer pieces where that is too many), else as many
    /// as [`DIRECTORY_ENTRIES`] allow with a directory and [`SHARED_ENTRIES`] without.
    pub fn configure(settings: EndgameSettings) {
        *SETTINGS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = settings;
        SHARED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clear();
    }

    /// The settings now in force.
    #[must_use]
    pub fn settings() -> EndgameSettings {
        SETTINGS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// The most pieces of the players' database for boards of `houses` houses a side under
    /// `settings`.
    #[must_use]
    pub fn pieces_for(houses: usize, settings: &EndgameSettings) -> usize {
        let most_entries = match (settings.pieces, &settings.directory) {
            (Some(_), _) => MAX_PLAYER_ENTRIES,
            (None, Some(_)) => DIRECTORY_ENTRIES,
            (None, None) => SHARED_ENTRIES,
        };
        let cap = settings.pieces.unwrap_or(super::MAX_DATABASE_PIECES);
        Db::pieces_within(houses, cap, most_entries)
    }

    /// The file in `directory` that keeps the database of rules of this `fingerprint`.
    #[must_use]
    pub fn file_in(directory: &Path, fingerprint: u64, houses: usize, pieces: usize) -> PathBuf {
        directory.join(format!("{fingerprint:016x}-{houses}x{pieces}.endgames"))
    }

    /// The database of `rules` for the computer players (its size as [`Endgames::configure`]
    /// says), built or read at the first call for these rules and shared by every call after
    /// it (from any thread). `None` for rules without counts boards.
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
        let settings = Endgames::settings();
        let most = Endgames::pieces_for(houses, &settings);
        let built = match &settings.directory {
            _ if most == 0 => None,
            None => Endgames::build(rules, most),
            Some(dir) => Endgames::kept_in(rules, dir, houses, most),
        }
        .map(Arc::new);
        if shared.len() == SHARED_KEPT {
            shared.remove(0);
        }
        shared.push((fingerprint, built.clone()));
        built
    }

    /// The database of `rules` of up to `most` pieces kept in `dir`: read from its file, or,
    /// when that is missing, damaged or of another size, built and written there (a file that
    /// cannot be written, on a full disk or a read-only directory, leaves it in memory).
    fn kept_in<R: Exact + ?Sized>(
        rules: &R,
        dir: &Path,
        houses: usize,
        most: usize,
    ) -> Option<Endgames> {
        let fingerprint = counts_fingerprint(rules, houses);
        let file = Endgames::file_in(dir, fingerprint, houses, most);
        match Db::load(&file, houses, fingerprint) {
            Ok(db) if db.max_pieces() == most => Some(Endgames { fingerprint, db }),
            _ => Endgames::build(rules, most).inspect(|e| {
                let _ = e.db.save(&file, fingerprint);
            }),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(directory: bool, pieces: Option<usize>) -> EndgameSettings {
        EndgameSettings {
            directory: directory.then(|| PathBuf::from("somewhere")),
            pieces,
        }
    }

    #[test]
    fn the_players_database_size_follows_the_settings() {
        // Kalah's six houses a side: 13 parts (12 pits and what is off the board).
        // C(22, 12) = 646,646 boards of up to 10 seeds fit a million; C(23, 12) do not.
        assert_eq!(Endgames::pieces_for(6, &settings(false, None)), 10);
        // C(29, 12) = 51,895,935 boards of up to 17 fit 64 Mi.
        assert_eq!(Endgames::pieces_for(6, &settings(true, None)), 17);
        assert_eq!(Endgames::pieces_for(6, &settings(true, Some(12))), 12);
        assert_eq!(Endgames::pieces_for(6, &settings(false, Some(0))), 0);
        // Asked for too many: as many as 1 Gi boards hold, C(35, 12) = 834,451,800 (23).
        assert_eq!(Endgames::pieces_for(6, &settings(false, Some(60))), 23);
        // A small board holds every piece it asks for.
        assert_eq!(Endgames::pieces_for(3, &settings(false, Some(60))), 60);
    }
}
