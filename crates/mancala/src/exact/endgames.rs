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
//!
//! **Its file** is checked before the players read a value of it ([`EndgamesSource`] says what
//! was done with it): its header and size must fit the rules and its checksum its values (else
//! the disk damaged it: it is built again and written over), and a sample of its boards must
//! agree with the rules' moves (else it is refused and left as it is: a checksum is no
//! defence against a file whose values were changed and its checksum worked out again, nor
//! against a faulty program's, and the players would play wrong moves and claim wrong values
//! with perfect confidence).

use std::{
    fmt,
    path::{Path, PathBuf},
    sync::{Arc, Mutex},
};

use crate::{position::Position, ruleset::Exact};

use super::{
    counts::pieces,
    counts_fingerprint,
    db::{DatabaseFileError, Db},
    limits_out_of_reach,
};

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

/// The databases built so far, by the fingerprint of their rules (`None`: none can be built,
/// or its file was refused).
static SHARED: Mutex<Vec<(u64, Option<Arc<Endgames>>)>> = Mutex::new(Vec::new());

/// Who is told what is done with the databases' files (see [`Endgames::report_to`]).
static REPORT: Mutex<Option<fn(&EndgamesSource)>> = Mutex::new(None);

/// What was done with the file that keeps the players' database of some rules in the directory
/// of [`Endgames::configure`], the first time the database was asked for: the report of
/// [`Endgames::shared`] (see [`Endgames::report_to`]) and the answer of [`Endgames::ready`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndgamesSource {
    /// Read from its file: whole (its header, size and checksum right), and a sample of its
    /// boards agrees with the rules' moves.
    Read {
        /// The file.
        file: PathBuf,
    },
    /// Its file was missing: built, and written there.
    Built {
        /// The file.
        file: PathBuf,
        /// Whether it was written (not on a full disk or a read-only directory: the database
        /// is then kept in memory only).
        written: bool,
    },
    /// Its file was damaged (its header, size or checksum wrong, or it could not be read):
    /// built again, and written over it.
    Rebuilt {
        /// The file.
        file: PathBuf,
        /// What was wrong with it.
        why: DatabaseFileError,
        /// Whether the new one was written over it.
        written: bool,
    },
    /// Its file is whole, but its values disagree with the rules' moves: it was forged, or
    /// written by a faulty program. Refused and left as it is (not overwritten: it is the
    /// evidence); the players play these rules without an endgame database.
    Refused {
        /// The file.
        file: PathBuf,
        /// What disagrees ([`DatabaseFileError::Inconsistent`]).
        why: DatabaseFileError,
    },
}

impl EndgamesSource {
    /// The file.
    #[must_use]
    pub fn file(&self) -> &Path {
        match self {
            EndgamesSource::Read { file }
            | EndgamesSource::Built { file, .. }
            | EndgamesSource::Rebuilt { file, .. }
            | EndgamesSource::Refused { file, .. } => file,
        }
    }
}

impl fmt::Display for EndgamesSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let memory = |written: bool| {
            if written {
                ""
            } else {
                ", in memory only (it cannot be written)"
            }
        };
        match self {
            EndgamesSource::Read { file } => {
                write!(f, "read the endgame database {}", file.display())
            }
            EndgamesSource::Built { file, written } => write!(
                f,
                "built the endgame database {}{}",
                file.display(),
                memory(*written)
            ),
            EndgamesSource::Rebuilt { file, why, written } => write!(
                f,
                "the endgame database {} was damaged ({}): built it again{}",
                file.display(),
                why.fault(),
                if *written {
                    " and wrote it over the old one"
                } else {
                    memory(false)
                }
            ),
            EndgamesSource::Refused { why, .. } => {
                write!(f, "{why}; until then the computer players play without it")
            }
        }
    }
}

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
    /// there, whole and in agreement with the rules' moves, refused when only the last is
    /// wrong, else built and written there (see [`EndgamesSource`]; a file that cannot be
    /// written leaves the database in memory only); `pieces` asks for every board of up to that many pieces (at
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

    /// Sets who is told what [`Endgames::shared`] does with the files of the directory of
    /// [`Endgames::configure`], for the rest of the process: `report` is called once for each
    /// file read, built, rebuilt or refused, on the thread whose search asked for the database
    /// (it must not ask for a database itself). `None`, the default, tells no one. The library
    /// prints nothing: the command line says a rebuilt or refused file on standard error.
    pub fn report_to(report: Option<fn(&EndgamesSource)>) {
        *REPORT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = report;
    }

    /// The database of `rules` for the computer players (its size as [`Endgames::configure`]
    /// says), built or read at the first call for these rules and shared by every call after
    /// it (from any thread). `None` for rules without counts boards, and for rules whose file
    /// was refused (see [`EndgamesSource::Refused`]: the players play them without one). What
    /// was done with a file is told to the report of [`Endgames::report_to`].
    pub fn shared<R: Exact + ?Sized>(rules: &R) -> Option<Arc<Endgames>> {
        let (endgames, source) = Endgames::get(rules);
        let report = *REPORT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let (Some(source), Some(report)) = (source, report) {
            report(&source);
        }
        endgames
    }

    /// Readies the players' database of `rules` now, as the first call of
    /// [`Endgames::shared`] for them would, and says what was done with its file (to the
    /// caller, not to the report of [`Endgames::report_to`]): for a program that would rather
    /// stop than have its players play without a database whose file it refused. `None` when
    /// nothing was done with a file: the database was asked for already, or no file keeps it
    /// (no directory, rules without counts boards, no pieces, or no memory to build it).
    pub fn ready<R: Exact + ?Sized>(rules: &R) -> Option<EndgamesSource> {
        Endgames::get(rules).1
    }

    /// The players' database of `rules`, made at the first call for them, and what was done
    /// with its file then.
    fn get<R: Exact + ?Sized>(rules: &R) -> (Option<Arc<Endgames>>, Option<EndgamesSource>) {
        let Some(houses) = rules.counts_houses() else {
            return (None, None);
        };
        let fingerprint = counts_fingerprint(rules, houses);
        // A panic elsewhere while the lock was held leaves the list whole: take it anyway.
        let mut shared = SHARED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, found)) = shared.iter().find(|(f, _)| *f == fingerprint) {
            return (found.clone(), None);
        }
        let settings = Endgames::settings();
        let most = Endgames::pieces_for(houses, &settings);
        let (built, source) = match &settings.directory {
            _ if most == 0 => (None, None),
            None => (Endgames::build(rules, most), None),
            Some(dir) => Endgames::kept_in(rules, dir, houses, most),
        };
        let built = built.map(Arc::new);
        if shared.len() == SHARED_KEPT {
            shared.remove(0);
        }
        shared.push((fingerprint, built.clone()));
        (built, source)
    }

    /// The database of `rules` of up to `most` pieces kept in `dir`, and what was done with
    /// its file: read from it when it is whole and agrees with the rules' moves ([`Db::check`]);
    /// refused, and left as it is, when it is whole but disagrees; else (missing, damaged, of
    /// another size, unreadable) built and written there (a file that cannot be written, on a
    /// full disk or a read-only directory, leaves it in memory). No database, and nothing
    /// done, when it cannot be built.
    fn kept_in<R: Exact + ?Sized>(
        rules: &R,
        dir: &Path,
        houses: usize,
        most: usize,
    ) -> (Option<Endgames>, Option<EndgamesSource>) {
        let fingerprint = counts_fingerprint(rules, houses);
        let file = Endgames::file_in(dir, fingerprint, houses, most);
        let damage = if matches!(file.try_exists(), Ok(false)) {
            None
        } else {
            match Db::load(&file, houses, fingerprint) {
                Ok(db) if db.max_pieces() != most => Some(DatabaseFileError::OtherPieces {
                    path: file.display().to_string(),
                    found: db.max_pieces(),
                    asked: most,
                }),
                Ok(mut db) => {
                    return match db.check(rules) {
                        Ok(()) => (
                            Some(Endgames { fingerprint, db }),
                            Some(EndgamesSource::Read { file }),
                        ),
                        Err(disagreement) => {
                            let why = disagreement.in_file(&file);
                            (None, Some(EndgamesSource::Refused { file, why }))
                        }
                    };
                }
                Err(why) => Some(why),
            }
        };
        let Some(endgames) = Endgames::build(rules, most) else {
            return (None, None);
        };
        let written = endgames.db.save(&file, fingerprint).is_ok();
        let source = match damage {
            None => EndgamesSource::Built { file, written },
            Some(why) => EndgamesSource::Rebuilt { file, why, written },
        };
        (Some(endgames), Some(source))
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
    fn a_file_is_read_built_again_when_damaged_and_refused_when_its_values_are_wrong() {
        let rules = crate::Rules::builtin("kalah").expect("shipped");
        let dir = std::env::temp_dir().join(format!("mancala-kept-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let kept = || Endgames::kept_in(&*rules, &dir, 6, 6);
        let (db, source) = kept();
        let Some(EndgamesSource::Built {
            file,
            written: true,
        }) = source
        else {
            panic!("{source:?}");
        };
        assert!(db.is_some());
        let good = std::fs::read(&file).expect("written");
        let (db, source) = kept();
        assert!(db.is_some());
        assert_eq!(source, Some(EndgamesSource::Read { file: file.clone() }));

        // A value byte flipped on the disk: the checksum finds it, and it is built again.
        let mut damaged = good.clone();
        *damaged.last_mut().expect("values") ^= 1;
        std::fs::write(&file, &damaged).expect("written");
        let (db, source) = kept();
        assert!(db.is_some());
        assert!(
            matches!(
                &source,
                Some(EndgamesSource::Rebuilt {
                    why: DatabaseFileError::Damaged { .. },
                    written: true,
                    ..
                })
            ),
            "{source:?}"
        );
        assert_eq!(std::fs::read(&file).expect("written"), good);

        // Every value negated and the checksum worked out again: refused, and left as it is.
        let header = 56;
        let values: Vec<u8> = good[header..].iter().map(|v| v.wrapping_neg()).collect();
        let mut forged = good[..header - 8].to_vec();
        forged.extend_from_slice(&super::super::db::checksum(&values).to_le_bytes());
        forged.extend_from_slice(&values);
        std::fs::write(&file, &forged).expect("written");
        let (db, source) = kept();
        assert!(db.is_none());
        let Some(EndgamesSource::Refused { why, .. }) = &source else {
            panic!("{source:?}");
        };
        assert!(
            why.to_string()
                .contains("holds values that disagree with the rules' moves"),
            "{why}"
        );
        assert_eq!(std::fs::read(&file).expect("left"), forged);
        std::fs::remove_dir_all(&dir).expect("removed");
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
