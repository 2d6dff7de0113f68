//! `serve --data DIR`: every room kept on disk as it goes, and brought back by a restarted
//! server.
//!
//! A room is two files in `DIR/rooms/` (a folder only the server's user may read, since it
//! holds the seats' tokens):
//! - `ID.json`: the game record (`shared/spec/json.md` §6), written move by move with the
//!   append discipline of [`RecordFile`] (one small write per move, never half-written);
//!   `mancala replay` reads it as it is;
//! - `ID.room.json`: who sits where (names, tokens, computer players), the room's settings and
//!   seed, and how the game ended if not by its rules; written whole and atomically when it
//!   changes.
//!
//! A room that is closed (expired: see [`crate::limits::Limits::room_expiry`]) has its two files
//! moved to `DIR/archive/`, the record written whole and tidy first: a finished game's record,
//! or an unfinished one's as it stood, its outcome saying so (`"reason": "expired"`). A restarted server brings back `DIR/rooms` only, and
//! never gives a new room the number of any room of either folder.
//!
//! Loading writes nothing: a room brought back is written again only when it changes. A write
//! that fails leaves the files as they were (see [`RoomFiles::sync`]); the server then refuses
//! the change (see `Entry::change` in the crate's root).

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use serde::{Deserialize, Serialize};

use super::{
    protocol::OnLeave,
    room::{Ended, Room, Settings, Slot},
};
use mancala::{
    agent::Seat,
    family::Registry,
    record::{GameRecord, RecordFile, stopped_outcome_json, write_atomically},
};

/// The largest room file read.
const MAX_ROOM_FILE_BYTES: u64 = 1 << 20;

/// The room file.
#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
struct RoomFile {
    format: String,
    version: u32,
    room: String,
    seed: u64,
    on_leave: OnLeave,
    grace_seconds: u64,
    seats: Vec<SeatFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ended: Option<EndedFile>,
    /// The room's name, when its maker gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// The position string the game started from, when it was set up (the record's moves
    /// are played from there).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    from: Option<String>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
enum SeatFile {
    Free,
    Person { name: String, token: String },
    Computer { spec: String },
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
struct EndedFile {
    reason: String,
    seat: u8,
}

const FORMAT: &str = "mancala-room";

impl RoomFile {
    fn of(room: &Room) -> RoomFile {
        let settings = room.settings();
        RoomFile {
            format: FORMAT.into(),
            version: 1,
            room: room.id().to_owned(),
            seed: room.seed(),
            on_leave: settings.on_leave,
            grace_seconds: settings.grace.as_secs(),
            seats: room
                .slots()
                .iter()
                .map(|s| match s {
                    Slot::Free => SeatFile::Free,
                    Slot::Person { name, token, .. } => SeatFile::Person {
                        name: name.clone(),
                        token: token.clone(),
                    },
                    Slot::Computer(seat) => SeatFile::Computer {
                        spec: seat.to_string(),
                    },
                })
                .collect(),
            ended: room.ended().map(|e| {
                let (reason, seat) = e.reason();
                EndedFile {
                    reason: reason.into(),
                    seat,
                }
            }),
            name: room.name().map(str::to_owned),
            from: room.from().map(str::to_owned),
        }
    }
}

/// Why a stored room could not be brought back (its files are left as they are).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The room file is not one.
    #[error("{path}: not a room file: {why}")]
    RoomFile {
        /// The file.
        path: String,
        /// Why.
        why: String,
    },
    /// The record does not replay.
    #[error(transparent)]
    Record(#[from] mancala::record::RecordError),
}

/// The folder of the rooms, and of the closed rooms.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
    archive: PathBuf,
}

impl Store {
    /// Opens (and makes, readable by its owner only) `data/rooms` and `data/archive`.
    ///
    /// # Errors
    /// A folder cannot be made.
    pub fn open(data: &Path) -> std::io::Result<Store> {
        let dir = data.join("rooms");
        let archive = data.join("archive");
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        for folder in [&dir, &archive] {
            if !folder.is_dir() {
                builder.create(folder)?;
            }
        }
        Ok(Store { dir, archive })
    }

    fn record_path(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.json"))
    }

    fn room_path(&self, id: &str) -> PathBuf {
        self.dir.join(format!("{id}.room.json"))
    }

    /// The number after the highest room number (`rN`) that any file of the folder names,
    /// loadable or not: a new room never takes the id, and so the files, of a room that could
    /// not be brought back.
    #[must_use]
    pub fn next_room_number(&self) -> u64 {
        [&self.dir, &self.archive]
            .into_iter()
            .filter_map(|dir| std::fs::read_dir(dir).ok())
            .flat_map(|entries| entries.flatten())
            .filter_map(|e| {
                let name = e.file_name();
                let name = name.to_str()?;
                let (id, _) = name.split_once('.')?;
                id.strip_prefix('r')?.parse::<u64>().ok()
            })
            .map(|n| n.saturating_add(1))
            .max()
            .unwrap_or(1)
    }

    /// The stored rooms, brought back: their people count as disconnected since now (each has
    /// the room's grace period to come back with the token). A room that cannot be brought
    /// back is reported beside the others, its files untouched.
    #[must_use]
    pub fn load(
        &self,
        registry: &dyn Registry,
        now: Instant,
    ) -> (Vec<(Room, RoomFiles)>, Vec<StoreError>) {
        let mut rooms = Vec::new();
        let mut errors = Vec::new();
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return (rooms, errors);
        };
        let mut ids: Vec<String> = entries
            .flatten()
            .filter_map(|e| {
                e.file_name()
                    .to_str()
                    .and_then(|n| n.strip_suffix(".room.json"))
                    .map(str::to_owned)
            })
            .collect();
        ids.sort();
        for id in ids {
            match self.load_room(&id, registry, now) {
                Ok(room) => rooms.push(room),
                Err(e) => errors.push(e),
            }
        }
        (rooms, errors)
    }

    /// The game of a room set up from `fen`: its record's rules, and its moves played from
    /// there (a record keeps no start of its own).
    fn set_up_game(
        &self,
        id: &str,
        fen: &str,
        registry: &dyn Registry,
    ) -> Result<mancala::Game, String> {
        let path = self.record_path(id);
        let record = GameRecord::load(&path, registry).map_err(|e| e.to_string())?;
        let rules = record.rules(registry).map_err(|e| e.to_string())?;
        let mut game = crate::analysis::game_from(rules, fen, mancala::lang::Lang::english())
            .map_err(|r| r.error)?;
        for (i, text) in record.moves.iter().enumerate() {
            game.play_text(text)
                .map_err(|e| format!("move {} `{text}` of {}: {e}", i + 1, path.display()))?;
        }
        Ok(game)
    }

    fn load_room(
        &self,
        id: &str,
        registry: &dyn Registry,
        now: Instant,
    ) -> Result<(Room, RoomFiles), StoreError> {
        let path = self.room_path(id);
        let shown = path.display().to_string();
        let text = mancala::files::read_text(&path, MAX_ROOM_FILE_BYTES).map_err(|source| {
            StoreError::Io {
                path: shown.clone(),
                source,
            }
        })?;
        let bad = |why: String| StoreError::RoomFile {
            path: shown.clone(),
            why,
        };
        let file: RoomFile = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
        if file.format != FORMAT || file.version != 1 || file.room != id {
            return Err(bad(format!(
                "expected format `{FORMAT}`, version 1 and room `{id}`"
            )));
        }
        let game = match &file.from {
            None => GameRecord::load_game(&self.record_path(id), registry)?.0,
            Some(fen) => self.set_up_game(id, fen, registry).map_err(&bad)?,
        };
        if file.seats.len() != game.rules().num_players() {
            return Err(bad(format!(
                "{} seats for a game of {} players",
                file.seats.len(),
                game.rules().num_players()
            )));
        }
        let slots = file
            .seats
            .iter()
            .map(|s| match s {
                SeatFile::Free => Ok(Slot::Free),
                SeatFile::Person { name, token } => Ok(Slot::Person {
                    name: name.clone(),
                    token: token.clone(),
                    conn: None,
                    gone_since: Some(now),
                }),
                SeatFile::Computer { spec } => match spec.parse::<Seat>() {
                    Ok(Seat::Engine(_)) => Err(bad(format!(
                        "`{spec}`: a room file never starts an engine program"
                    ))),
                    Ok(seat) => match seat.check(game.rules()) {
                        Ok(()) => Ok(Slot::Computer(seat)),
                        Err(e) => Err(bad(e.to_string())),
                    },
                    Err(e) => Err(bad(e.to_string())),
                },
            })
            .collect::<Result<Vec<_>, _>>()?;
        let ended = match &file.ended {
            None => None,
            Some(e) => match Ended::from_reason(&e.reason, e.seat) {
                Some(ended) => Some(ended),
                None => return Err(bad(format!("unknown end `{}`", e.reason))),
            },
        };
        let settings = Settings {
            on_leave: file.on_leave,
            grace: Duration::from_secs(file.grace_seconds.min(super::room::MAX_GRACE_SECONDS)),
        };
        let name = super::room::clean_room_name(file.name.as_deref())
            .map_err(|refusal| bad(refusal.message))?;
        let room = Room::resume(id.to_owned(), game, slots, settings, file.seed)
            .with_ended(ended)
            .with_name(name)
            .with_from(file.from.clone());
        // The files hold the room as it was loaded: nothing is written until it changes.
        let files = RoomFiles {
            room_path: path,
            record_path: self.record_path(id),
            record: None,
            loaded_moves: room.game().moves().len(),
            room_text: text,
            takebacks: room.takebacks(),
            closed: room.is_over(),
        };
        Ok((room, files))
    }

    /// Closes `room`: its record written whole and tidy (if the disk lets it: else it stays as
    /// it was, a whole record too), then both files moved to the archive.
    ///
    /// # Errors
    /// A file cannot be moved; the room's files are then still in `rooms`.
    pub fn archive(&self, room: &Room, files: &mut RoomFiles) -> std::io::Result<()> {
        let _ = files.sync(room);
        let mut record = room.record();
        if record.outcome.is_none() {
            // Closed unfinished: the record says so (nobody's seat).
            let game = room.game();
            record.outcome = Some(stopped_outcome_json(
                game.rules(),
                game.position(),
                "expired",
                None,
            ));
        }
        let _ = write_atomically(&files.record_path, record.to_json().as_bytes());
        // The room file first: a record left alone in `rooms` is not a room.
        std::fs::rename(
            &files.room_path,
            self.archive.join(format!("{}.room.json", room.id())),
        )?;
        std::fs::rename(
            &files.record_path,
            self.archive.join(format!("{}.json", room.id())),
        )
    }

    /// Starts keeping `room` on disk: writes both its files.
    ///
    /// # Errors
    /// A file cannot be written.
    pub fn files(&self, room: &Room) -> std::io::Result<RoomFiles> {
        let record = room.record();
        let file = RecordFile::create(&self.record_path(room.id()), &record)?;
        let mut files = RoomFiles {
            room_path: self.room_path(room.id()),
            record_path: self.record_path(room.id()),
            record: Some(file),
            loaded_moves: 0,
            room_text: String::new(),
            takebacks: room.takebacks(),
            closed: false,
        };
        files.sync(room)?;
        Ok(files)
    }
}

/// The files of one room, kept up to date by [`RoomFiles::sync`].
#[derive(Debug)]
pub struct RoomFiles {
    room_path: PathBuf,
    record_path: PathBuf,
    /// The record, once written by this server (a room brought back has none until it
    /// changes: its record is on disk as it was read).
    record: Option<RecordFile>,
    /// The moves of the record as it was read, for a room brought back.
    loaded_moves: usize,
    /// The room file's text as last written.
    room_text: String,
    /// The room's takebacks when the record was last written whole.
    takebacks: u64,
    /// Whether the record was written with its end.
    closed: bool,
}

impl RoomFiles {
    /// Brings the files up to date with `room`: new moves appended, the record written whole
    /// after moves were taken back or when the game is over, the room file when it changed.
    ///
    /// # Errors
    /// A write failed (the files then hold what they held before it).
    pub fn sync(&mut self, room: &Room) -> std::io::Result<()> {
        let text = serde_json::to_string_pretty(&RoomFile::of(room)).expect("serialisable") + "\n";
        if text != self.room_text {
            write_atomically(&self.room_path, text.as_bytes())?;
            self.room_text = text;
        }
        let game = room.game();
        let moves = game.move_texts();
        let Some(record) = &mut self.record else {
            if moves.len() == self.loaded_moves
                && room.takebacks() == self.takebacks
                && room.is_over() == self.closed
            {
                return Ok(());
            }
            self.record = Some(RecordFile::create(&self.record_path, &room.record())?);
            self.takebacks = room.takebacks();
            self.closed = room.is_over();
            return Ok(());
        };
        if room.takebacks() != self.takebacks {
            record.rewrite(moves, None)?;
            self.takebacks = room.takebacks();
            self.closed = false;
        } else if room.is_over() {
            if !self.closed {
                record.close(moves, room.record().outcome.as_ref())?;
                self.closed = true;
            }
        } else {
            record.append(moves)?;
        }
        Ok(())
    }
}
