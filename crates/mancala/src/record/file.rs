//! Writing records to disk: whole and atomically, or move by move as a game goes on.
//!
//! **Whole** ([`write_atomically`]): a temporary file beside the target, then a rename, so an
//! interrupted save never leaves a half-written record. Only a regular file is ever replaced (a
//! link to one is followed); a folder, a device or a pipe is refused. A temporary file is
//! removed on every error; one left by a killed run (`.NAME.PID.tmp`, whose process is gone) is
//! removed the next time that record is saved.
//!
//! **Move by move** ([`RecordFile`]): the record is written with room after its last move, blank
//! space inside the `moves` list, which JSON allows:
//!
//! ```text
//!   "moves": [
//!     "1R",
//!     "3L"                          <- a new move is written into this blank room
//!   ],
//!   "outcome": null
//! }
//! ```
//!
//! A move is one small write into that room: `,\n    "4R"` over blanks. It never makes the
//! file longer (where the file system overwrites in place, as ext4 and XFS do, a full disk
//! cannot refuse it) and never crosses a 4 KiB page (the kernel copies
//! a write within one page whole, so a kill leaves the move written or not written, never half).
//! The file is valid JSON, and a complete record, before and after every write. When the room
//! is used up, the record is written whole again (atomically) with room half its size, so the
//! rewrites add a constant cost per move on average: a move costs the same at move 10 and at
//! move 100,000. The end of a game (an outcome), a move taken back, and leaving the game write
//! the record whole, without room.
//!
//! Not covered: a power cut between writes may lose the moves written since the last whole
//! write (they are not flushed to the disk one by one), never the file's earlier content.

use std::{
    fs::{File, OpenOptions},
    io::{self, Error, ErrorKind, Seek, SeekFrom, Write},
    path::{Path, PathBuf},
};

use super::GameRecord;
use crate::moves::MoveTexts;

/// The page a small write must stay inside to be all or nothing.
const PAGE: u64 = 4096;
/// The least room left for moves after a whole write.
const MIN_ROOM: usize = 4096;
/// The end of an in-progress record, after the room.
const OPEN_TAIL: &str = "\n  ],\n  \"outcome\": null\n}\n";

/// Where a record at `path` is written: the file a link points to, after checking that it is a
/// regular file (or is missing, in a folder that exists).
fn target(path: &Path) -> io::Result<PathBuf> {
    let path = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => std::fs::canonicalize(path)?,
        _ => path.to_path_buf(),
    };
    match std::fs::metadata(&path) {
        Ok(meta) if !meta.is_file() => Err(Error::new(
            ErrorKind::InvalidInput,
            "it is not a regular file (only a game file is ever replaced)",
        )),
        Ok(_) => Ok(path),
        Err(e) if e.kind() == ErrorKind::NotFound => {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                if !dir.is_dir() {
                    return Err(Error::new(
                        ErrorKind::NotFound,
                        format!("there is no folder {}", dir.display()),
                    ));
                }
            }
            Ok(path)
        }
        Err(e) => Err(e),
    }
}

/// The folder and file name of `path`.
fn split(path: &Path) -> (&Path, String) {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map_or("record".into(), |n| n.to_string_lossy().into_owned());
    (dir, name)
}

/// Whether process `pid` is running; `true` when this cannot be known.
fn alive(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    if cfg!(target_os = "linux") {
        Path::new("/proc").join(pid.to_string()).exists()
    } else {
        true
    }
}

/// Removes the temporary files of `name` in `dir` left by processes that are gone.
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = format!(".{name}.");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        let Some(pid) = file_name
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|f| f.strip_suffix(".tmp"))
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if !alive(pid) && entry.file_type().is_ok_and(|t| t.is_file()) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` whole: a temporary file beside it, flushed to the disk, then
/// renamed over it. Returns the file, open for writing. See the module's documentation.
///
/// # Errors
/// The file cannot be written, its folder does not exist, or it is not a regular file; the
/// file at `path` is then as it was, and no temporary file is left.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<File> {
    let path = target(path)?;
    let (dir, name) = split(&path);
    remove_stale_temporaries(dir, &name);
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_data()?;
        std::fs::rename(&tmp, &path)?;
        Ok(file)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// A record on disk kept up to date move by move: see the module's documentation.
#[derive(Debug)]
pub struct RecordFile {
    /// The path as given.
    given: PathBuf,
    /// The path written to (a link followed).
    target: PathBuf,
    /// The record's text up to and including `"moves": [`.
    head: String,
    file: File,
    /// The number of moves in the file.
    written: usize,
    /// Where the next move's text goes.
    next: u64,
    /// Where the room ends (the closing of the moves list).
    room_end: u64,
}

impl RecordFile {
    /// Writes `record` to `path` (atomically, with room for moves to come unless the game is
    /// over) and keeps the file for [`RecordFile::append`].
    ///
    /// # Errors
    /// As [`write_atomically`].
    pub fn create(given: &Path, record: &GameRecord) -> io::Result<RecordFile> {
        let mut head_record = record.clone();
        head_record.moves = MoveTexts::new();
        head_record.outcome = None;
        let text = head_record.to_json();
        let closing = "\n  \"moves\": [],\n  \"outcome\": null\n}\n";
        let head = text
            .strip_suffix(closing)
            .map(|h| format!("{h}\n  \"moves\": ["))
            .ok_or_else(|| Error::other("a record's text ends with its moves and outcome"))?;
        let path = target(given)?;
        let room = room_for(&record.moves, record.outcome.as_ref());
        let (text, next, room_end) = layout(&head, &record.moves, record.outcome.as_ref(), room);
        let file = write_atomically(&path, text.as_bytes())?;
        Ok(RecordFile {
            given: given.to_path_buf(),
            target: path,
            head,
            file,
            written: record.moves.len(),
            next,
            room_end,
        })
    }

    /// The path, as given to [`RecordFile::create`].
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.given
    }

    /// The number of moves the file holds.
    #[must_use]
    pub fn moves_written(&self) -> usize {
        self.written
    }

    /// Writes the moves of `moves` past those already in the file, each a small write into
    /// the room (or the record whole when the room is used up). The moves already written must
    /// be the first of `moves`: after a move is taken back, use [`RecordFile::rewrite`].
    ///
    /// # Errors
    /// A write fails; the file then still holds a whole record of the moves written before.
    pub fn append(&mut self, moves: &MoveTexts) -> io::Result<()> {
        if moves.len() < self.written || !self.still_there() {
            return self.rewrite(moves, None);
        }
        while self.written < moves.len() {
            let text = moves.get(self.written).expect("in range");
            let bytes = move_text(self.written, text).into_bytes();
            let len = bytes.len() as u64;
            let mut at = self.next;
            if at / PAGE != (at + len - 1) / PAGE {
                // Over a page boundary: start at the boundary (the blanks before it stay).
                at = (at / PAGE + 1) * PAGE;
            }
            if at + len > self.room_end {
                return self.rewrite(moves, None);
            }
            if let Err(e) = self.write_at(at, &bytes) {
                // Blank out whatever part of the move was written: the file stays the record
                // of the moves before.
                let _ = self.write_at(at, &vec![b' '; bytes.len()]);
                return Err(e);
            }
            self.written += 1;
            self.next = at + len;
        }
        Ok(())
    }

    /// Writes the record whole with `moves` and `outcome`: with room for more moves while the
    /// game goes on, without once it is over.
    ///
    /// # Errors
    /// As [`write_atomically`]; the file is then as it was.
    pub fn rewrite(
        &mut self,
        moves: &MoveTexts,
        outcome: Option<&serde_json::Value>,
    ) -> io::Result<()> {
        let room = room_for(moves, outcome);
        self.write_whole(moves, outcome, room)
    }

    /// Writes the record whole without room: the tidy file to leave behind when the game
    /// stops (finished or not).
    ///
    /// # Errors
    /// As [`write_atomically`]; the file is then as it was.
    pub fn close(
        &mut self,
        moves: &MoveTexts,
        outcome: Option<&serde_json::Value>,
    ) -> io::Result<()> {
        self.write_whole(moves, outcome, 0)
    }

    fn write_whole(
        &mut self,
        moves: &MoveTexts,
        outcome: Option<&serde_json::Value>,
        room: usize,
    ) -> io::Result<()> {
        let (text, next, room_end) = layout(&self.head, moves, outcome, room);
        self.file = write_atomically(&self.target, text.as_bytes())?;
        self.written = moves.len();
        self.next = next;
        self.room_end = room_end;
        Ok(())
    }

    fn write_at(&mut self, at: u64, bytes: &[u8]) -> io::Result<()> {
        self.file.seek(SeekFrom::Start(at))?;
        // One write call for a few bytes inside one page: all or nothing.
        self.file.write_all(bytes)
    }

    /// Whether the file at the path is still the one this writes to (not removed or replaced
    /// by someone else since).
    fn still_there(&self) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            match (std::fs::metadata(&self.target), self.file.metadata()) {
                (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
                _ => false,
            }
        }
        #[cfg(not(unix))]
        {
            self.target.is_file()
        }
    }
}

/// The text of move `i` in the moves list: a comma before every move but the first, then the
/// move on a line of its own, as pretty JSON writes it.
fn move_text(i: usize, text: &str) -> String {
    let quoted = serde_json::to_string(text).expect("a string always serialises");
    let sep = if i == 0 { "" } else { "," };
    format!("{sep}\n    {quoted}")
}

/// The room to leave after `moves`: none once the game is over, else half the moves' size
/// (at least 4 KiB), so that the record is written whole again only after as many moves again.
fn room_for(moves: &MoveTexts, outcome: Option<&serde_json::Value>) -> usize {
    match outcome {
        Some(_) => 0,
        None => (moves.len() * 6).max(MIN_ROOM),
    }
}

/// The record's text: `head`, the moves, `room` blanks, the outcome. Also returns where the
/// room starts and ends.
fn layout(
    head: &str,
    moves: &MoveTexts,
    outcome: Option<&serde_json::Value>,
    room: usize,
) -> (String, u64, u64) {
    let mut text = head.to_owned();
    for (i, mv) in moves.iter().enumerate() {
        text.push_str(&move_text(i, mv));
    }
    let next = text.len() as u64;
    text.extend(std::iter::repeat_n(' ', room));
    let room_end = text.len() as u64;
    match outcome {
        None => text.push_str(OPEN_TAIL),
        Some(o) => {
            let o = serde_json::to_string_pretty(o)
                .expect("a JSON value always serialises")
                .replace('\n', "\n  ");
            text.push_str(&format!("\n  ],\n  \"outcome\": {o}\n}}\n"));
        }
    }
    (text, next, room_end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, game::Game};

    fn record_of(moves: &MoveTexts) -> GameRecord {
        let game = Game::new(Rules::builtin("kalah").expect("shipped"), 0);
        let mut record = GameRecord::of(&game, Some(1), None);
        record.moves = moves.clone();
        record
    }

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("mancala-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    #[cfg(unix)]
    fn inode(path: &Path) -> u64 {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(path).expect("the record exists").ino()
    }

    /// Moves that need not be legal: the file only keeps texts.
    fn texts(n: usize) -> MoveTexts {
        (0..n).map(|i| format!("{}", i % 6 + 1)).collect()
    }

    #[test]
    fn a_record_written_move_by_move_is_a_whole_record_after_every_move() {
        let dir = folder("append");
        let path = dir.join("game.json");
        let mut file = RecordFile::create(&path, &record_of(&MoveTexts::new())).unwrap();
        let all = texts(700);
        let mut moves = MoveTexts::new();
        for mv in all.iter() {
            moves.push(mv);
            file.append(&moves).unwrap();
            let text = std::fs::read_to_string(&path).unwrap();
            let read = GameRecord::from_json(&text).unwrap();
            assert_eq!(read.moves, moves);
            assert_eq!(read.outcome, None);
        }
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn appending_a_move_writes_into_the_room_and_the_record_is_rewritten_rarely() {
        // Each whole write makes a new file (a new inode); a move written into the room keeps
        // the file and its length. Over 100,000 moves the whole writes must be few (the room
        // grows with the record), so the work per move stays the same however long the game.
        let dir = folder("room");
        let path = dir.join("game.json");
        let mut file = RecordFile::create(&path, &record_of(&MoveTexts::new())).unwrap();
        let all = texts(100_000);
        let mut moves = MoveTexts::new();
        let mut len = std::fs::metadata(&path).unwrap().len();
        let (mut whole_writes, mut ino) = (0, inode(&path));
        for mv in all.iter() {
            moves.push(mv);
            file.append(&moves).unwrap();
            let now = inode(&path);
            let now_len = std::fs::metadata(&path).unwrap().len();
            if now == ino {
                assert_eq!(
                    now_len, len,
                    "a move written into the room keeps the length"
                );
            } else {
                whole_writes += 1;
            }
            (ino, len) = (now, now_len);
        }
        assert!(
            whole_writes <= 20,
            "{whole_writes} whole writes for 100,000 moves"
        );
        let read = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(read.moves, moves);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn no_move_is_written_across_a_page_boundary() {
        // A write within one page is whole or absent after a kill; the writer never splits a
        // move over two pages (blanks before a boundary are left as they are).
        let dir = folder("pages");
        let path = dir.join("game.json");
        let mut file = RecordFile::create(&path, &record_of(&MoveTexts::new())).unwrap();
        let mut moves = MoveTexts::new();
        let mut pages_crossed = 0;
        for i in 0..3000 {
            let (next, room_end) = (file.next, file.room_end);
            moves.push(&"9".repeat(i % 7 + 1));
            file.append(&moves).unwrap();
            if file.room_end != room_end {
                continue; // written whole
            }
            let start = file.next - move_text(i, moves.last().unwrap()).len() as u64;
            assert_eq!(start / PAGE, (file.next - 1) / PAGE, "move {i}");
            pages_crossed += usize::from(next / PAGE != file.next / PAGE);
        }
        assert!(pages_crossed > 5, "the moves filled several pages");
        let read = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(read.moves, moves);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_closed_record_is_the_plain_record_without_room() {
        let dir = folder("close");
        let path = dir.join("game.json");
        let moves = texts(50);
        let mut file = RecordFile::create(&path, &record_of(&MoveTexts::new())).unwrap();
        file.append(&moves).unwrap();
        let outcome = serde_json::json!({"winner": 0, "scores": [30, 18], "reason": "side-empty"});
        file.close(&moves, Some(&outcome)).unwrap();
        let mut expected = record_of(&moves);
        expected.outcome = Some(outcome);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), expected.to_json());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_move_taken_back_rewrites_the_record() {
        let dir = folder("undo");
        let path = dir.join("game.json");
        let mut moves = texts(10);
        let mut file = RecordFile::create(&path, &record_of(&moves)).unwrap();
        moves.pop();
        moves.pop();
        moves.push("6");
        file.rewrite(&moves, None).unwrap();
        moves.push("5");
        file.append(&moves).unwrap();
        let read = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(read.moves, moves);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_record_removed_during_the_game_is_written_again_whole() {
        let dir = folder("removed");
        let path = dir.join("game.json");
        let mut moves = texts(4);
        let mut file = RecordFile::create(&path, &record_of(&moves)).unwrap();
        std::fs::remove_file(&path).unwrap();
        moves.push("3");
        file.append(&moves).unwrap();
        let read = GameRecord::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(read.moves, moves);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn temporary_files_of_runs_that_are_gone_are_removed_and_others_kept() {
        let dir = folder("stale");
        let path = dir.join("game.json");
        // Above the largest process id Linux gives (2^22), so certainly not running.
        let stale = dir.join(".game.json.4999999.tmp");
        // Process 1 is always running: its file might be in use.
        let live = dir.join(".game.json.1.tmp");
        let other = dir.join(".other.json.4999999.tmp");
        for f in [&stale, &live, &other] {
            std::fs::write(f, "{").unwrap();
        }
        record_of(&texts(3)).save(&path).unwrap();
        assert!(
            !stale.exists(),
            "the killed run's temporary file is removed"
        );
        assert!(live.exists(), "a running process's file is left alone");
        assert!(other.exists(), "another record's file is left alone");
        let _ = std::fs::remove_dir_all(dir);
    }
}
