//! Helpers shared by the integration tests.

use std::sync::Arc;

use mancala::{
    EventLog, Family, Game, Move, Pieces, Player, Position, Rules,
    engine::{self, Repetitions},
};

/// Runs `f` with insta set to `snapshots/FOLDER` at the top of the repository (a folder per
/// command or family: `cli`, `transcripts/sungka`...) and no expression header.
pub(crate) fn with_snapshots<F: FnOnce()>(folder: &str, f: F) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(folder),
    );
    settings.set_omit_expression(true);
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(f);
}

/// Says that a test cannot run here and why: `SKIPPED: why` on stderr, written past the test
/// runner's capture so that it shows beside the test's `ok`. With `CI` set, a test that cannot
/// run is a failure instead.
pub(crate) fn skipped(why: &str) {
    use std::io::Write;
    assert!(
        std::env::var_os("CI").is_none(),
        "{why}; CI is set, so this is a failure"
    );
    // `eprintln!` would be captured, and shown only if the test failed.
    let _ = writeln!(std::io::stderr(), "SKIPPED: {why}");
}

/// A shipped ruleset.
pub(crate) fn rules(id: &str) -> Arc<dyn Family> {
    Rules::builtin(id).unwrap_or_else(|| panic!("no shipped ruleset {id}"))
}

/// A new game of a shipped ruleset with player 0 first.
pub(crate) fn game(id: &str) -> Game {
    Game::new(rules(id), 0)
}

/// An Ô ăn quan board from the spec's notation: `"Q+3"` is a mandarin square still holding its
/// big stone and 3 citizens, a plain number is citizens only.
pub(crate) fn oaq_board(cells: [&str; 12]) -> Position {
    oaq_board_of_any_size(&cells)
}

/// [`oaq_board`] for a board of any size (`2 × squares-per-side + 2` cells).
pub(crate) fn oaq_board_of_any_size(cells: &[&str]) -> Position {
    let mut pos = Position::empty(cells.len(), 2);
    for (i, cell) in cells.iter().enumerate() {
        let pieces = match cell.strip_prefix("Q+") {
            Some(n) => Pieces {
                plain: n.parse().unwrap(),
                black: 0,
                special: 1,
            },
            None => Pieces {
                plain: cell.parse().unwrap(),
                black: 0,
                special: 0,
            },
        };
        pos.set_pieces(i as u8, pieces);
    }
    pos
}

/// `pos` with each player's bank of captured citizens and big stones set.
pub(crate) fn with_banks(mut pos: Position, citizens: [u16; 2], big: [u16; 2]) -> Position {
    for p in 0..2 {
        let i = p as usize;
        pos.set_bank(
            p,
            Pieces {
                plain: citizens[i],
                black: 0,
                special: big[i],
            },
        );
    }
    pos
}

/// An Oware position: holes 1..12, scores [player 0, player 1], the player to move.
pub(crate) fn oware_board(pits: [u16; 12], score: [u16; 2], to_move: Player) -> Position {
    let mut pos = Position::empty(12, 2);
    for (i, &n) in pits.iter().enumerate() {
        pos.set_count(i as u8, n);
    }
    with_scores(pos, score, to_move)
}

/// A coloured position from the spec's hole notation: `2R1B1S` (2 red, 1 black, 1 special),
/// `-` for an empty hole.
pub(crate) fn colour_board(holes: [&str; 12], score: [u16; 2], to_move: Player) -> Position {
    let mut pos = Position::empty(12, 2);
    for (i, hole) in holes.iter().enumerate() {
        pos.set_pieces(i as u8, pieces(hole));
    }
    with_scores(pos, score, to_move)
}

/// One coloured hole from the spec's notation (`2R1B1S`, `-`).
pub(crate) fn pieces(hole: &str) -> Pieces {
    let mut p = Pieces::default();
    let mut n = 0u16;
    for c in hole.chars() {
        match c {
            '0'..='9' => n = n * 10 + c.to_digit(10).unwrap() as u16,
            'R' => (p.plain, n) = (n, 0),
            'B' => (p.black, n) = (n, 0),
            'S' => (p.special, n) = (n, 0),
            '-' | '–' => {}
            other => panic!("bad hole {hole}: {other}"),
        }
    }
    p
}

/// `pos` with both scores (captured seeds) set and `to_move` to move.
fn with_scores(mut pos: Position, score: [u16; 2], to_move: Player) -> Position {
    for p in 0..2 {
        pos.set_bank(
            p,
            Pieces {
                plain: score[p as usize],
                ..Pieces::default()
            },
        );
    }
    pos.set_to_move(to_move);
    pos
}

/// The position after `mv` in `pos` (no repetition rule, nothing recorded).
pub(crate) fn after(rules: &dyn Family, pos: &Position, mv: &Move) -> Position {
    engine::after(rules, pos, mv)
}

/// Plays the typed move `text` on `pos` under `rules` and returns the events.
pub(crate) fn play(rules: &dyn Family, pos: &mut Position, text: &str) -> EventLog {
    let mv: Move = rules.parse_move(pos, text).expect("a move");
    let mut log = EventLog::new();
    engine::play(rules, pos, &mv, &mut Repetitions::new(), &mut log).expect("legal");
    log
}

/// The current scores of both players.
pub(crate) fn scores(rules: &dyn Family, pos: &Position) -> [i32; 2] {
    let s = rules.scores(pos);
    [s[0], s[1]]
}

/// Forges the endgame database `file` as the reliability audit did (its finding 9): the sign of
/// every value flipped, and the checksum worked out again over the new values as the program
/// writes it (FNV-1a over 8-byte words, then the number of values XORed in: a check against
/// damage, not a secret); the rest of the header kept. Returns the forged file's bytes.
pub(crate) fn forge_endgames(file: &std::path::Path) -> Vec<u8> {
    // The header: magic, layout, houses, pieces, a zero, fingerprint, count, then the checksum.
    const CHECKSUM: usize = 48;
    const VALUES: usize = 56;
    let good = std::fs::read(file).unwrap();
    let values: Vec<u8> = good[VALUES..].iter().map(|v| v.wrapping_neg()).collect();
    let mut sum: u64 = 0xCBF2_9CE4_8422_2325;
    let words = values.chunks_exact(8);
    let tail = words.remainder();
    for word in words {
        sum = (sum ^ u64::from_le_bytes(word.try_into().unwrap())).wrapping_mul(0x100_0000_01B3);
    }
    for &byte in tail {
        sum = (sum ^ u64::from(byte)).wrapping_mul(0x100_0000_01B3);
    }
    sum ^= values.len() as u64;
    let forged = [&good[..CHECKSUM], &sum.to_le_bytes()[..], &values].concat();
    std::fs::write(file, &forged).unwrap();
    forged
}

/// The one endgame database file in `dir`.
pub(crate) fn endgames_file(dir: &std::path::Path) -> std::path::PathBuf {
    let files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "endgames"))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    files[0].clone()
}

/// Runs the `mancala` program with `args`, `stdin` piped in.
pub(crate) fn run_mancala(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    // The program speaks the environment's language: the tests read English unless they ask
    // for another with --lang.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Feed standard input from a thread, so a program that prints a lot before it reads
    // cannot fill its output pipe while we block on its input. A program may also stop
    // before reading everything (say, on a corrupt record): that broken pipe is its
    // business, not a test failure.
    let mut input = child.stdin.take().unwrap();
    let text = stdin.as_bytes().to_vec();
    let feeder = std::thread::spawn(move || match input.write_all(&text) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        other => other.unwrap(),
    });
    let output = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    output
}

/// What a run printed on standard output.
pub(crate) fn out_text(o: &std::process::Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// What a run printed on standard error.
pub(crate) fn err_text(o: &std::process::Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A board from the spec's notation: one `(houses, store)` row per player, in turn order.
pub(crate) fn store_board(rows: &[(&[u16], u16)]) -> Position {
    let n = rows[0].0.len();
    let mut pos = Position::empty(rows.len() * (n + 1), rows.len());
    for (p, (houses, store)) in rows.iter().enumerate() {
        assert_eq!(houses.len(), n);
        for (i, &count) in houses.iter().enumerate() {
            pos.set_count((p * (n + 1) + i) as u8, count);
        }
        pos.set_count((p * (n + 1) + n) as u8, *store);
    }
    pos
}

/// Runs the `mancala` program with `args` and nothing on standard input.
pub(crate) fn run_quiet(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(args)
        .output()
        .unwrap()
}

/// What a successful run printed on standard output (fails the test if the run failed).
pub(crate) fn ok_text(o: &std::process::Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}
