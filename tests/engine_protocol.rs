//! The engine protocol: `mancala engine` driven through pipes as another program drives it, and
//! engines as players (`engine:COMMAND`) in `play`, `compare` and `tournament`.

use std::{
    io::{self, BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::AtomicBool,
        mpsc::{self, Receiver},
    },
    time::Duration,
};

use mancala::{
    Game, GameRecord, NoRecord, Rules,
    agent::{Agent, AgentError, Budget, EngineSeat, History, Seat},
    analyser::Session,
    engine::{self, Repetitions},
    files::MAX_RULESET_BYTES,
    protocol::client::{EngineCommand, EngineError, Timeouts},
    search::{AlphaBeta, Mcts, Progress},
};

use crate::common::{err_text, ok_text, out_text, run_mancala, run_quiet, with_snapshots};

const BIN: &str = env!("CARGO_BIN_EXE_mancala");

/// How long a test waits for a line before it fails rather than hangs (not a timing assertion:
/// every answer expected here comes in milliseconds).
const PATIENCE: Duration = Duration::from_secs(120);

/// `mancala engine` on the other end of two pipes.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(BIN)
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if send.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        Engine {
            stdin: child.stdin.take(),
            child,
            lines,
        }
    }

    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    fn line(&mut self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("the engine answers")
    }

    /// The lines up to and including the first that starts with `word`.
    fn until(&mut self, word: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            let done = line.split(' ').next() == Some(word);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Closes the input and waits for the engine to end: its status, and what it wrote after.
    fn close(mut self) -> (bool, Vec<String>) {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        let rest = self.lines.iter().collect();
        (status.success(), rest)
    }
}

/// A line with its machine-dependent figures (`time`, `nps`) and the version blanked.
fn masked(line: &str) -> String {
    let mut words: Vec<String> = line.split(' ').map(str::to_owned).collect();
    for i in 1..words.len() {
        if matches!(words[i - 1].as_str(), "time" | "nps") && words[0] == "info" {
            words[i] = "_".into();
        }
    }
    if line.starts_with("id version ") {
        return "id version _".into();
    }
    words.join(" ")
}

/// The example game of `docs/src/engine-protocol.md`: its `>` and `<` lines.
fn documented_example() -> Vec<String> {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/src/engine-protocol.md"
    ))
    .unwrap();
    let marker = "<!-- the example game: checked by tests/engine_protocol.rs -->\n```text\n";
    let start = doc.find(marker).expect("the example's marker") + marker.len();
    let end = start + doc[start..].find("```").unwrap();
    doc[start..end].lines().map(str::to_owned).collect()
}

#[test]
fn the_documented_example_game_is_what_the_engine_answers() {
    let example = documented_example();
    let mut engine = Engine::start(&[]);
    let mut transcript = Vec::new();
    let mut i = 0;
    while i < example.len() {
        let line = &example[i];
        let command = line.strip_prefix("> ").unwrap_or_else(|| {
            panic!(
                "line {} of the example: expected a command, got `{line}`",
                i + 1
            )
        });
        transcript.push(line.clone());
        i += 1;
        // A ruleset's text follows its line, counted in bytes.
        let mut sent = format!("{command}\n");
        if let Some(bytes) = command.strip_prefix("ruleset toml ") {
            let bytes: usize = bytes.parse().unwrap();
            let mut text = String::new();
            while text.len() < bytes {
                let payload = example[i].strip_prefix("> ").unwrap_or("");
                text.push_str(payload);
                text.push('\n');
                transcript.push(example[i].clone());
                i += 1;
            }
            assert_eq!(text.len(), bytes, "the example's byte count");
            sent.push_str(&text);
        }
        engine.send_bytes(sent.as_bytes());
        // The engine must answer exactly the `<` lines that follow.
        while let Some(expected) = example.get(i).and_then(|l| l.strip_prefix("< ")) {
            let got = engine.line();
            assert_eq!(
                masked(&got),
                masked(expected),
                "after `{command}` (line {} of the example)",
                i + 1
            );
            transcript.push(format!("< {}", masked(&got)));
            i += 1;
        }
    }
    let (ok, rest) = engine.close();
    assert!(ok, "the engine ends well after `quit`");
    assert!(rest.is_empty(), "nothing more: {rest:?}");
    with_snapshots("engine", || {
        insta::assert_snapshot!("engine_protocol_example_game", transcript.join("\n"))
    });
}

#[test]
fn the_engine_answers_through_pipes_and_survives_bad_lines() {
    let mut engine = Engine::start(&["kalah"]);
    engine.send("mancala 1");
    let hello = engine.until("mancalaok");
    assert_eq!(hello[0], "id name mancala");
    assert_eq!(hello[2], "id protocol 1");
    // A position by its moves, then a search to a fixed depth.
    engine.send("position start moves 3 1");
    assert_eq!(engine.line(), "ok position ply 2 to-move 1");
    engine.send("go depth 5");
    let search = engine.until("bestmove");
    assert_eq!(search.len(), 6, "one info line per depth: {search:?}");
    for (depth, info) in search[..5].iter().enumerate() {
        assert!(
            info.starts_with(&format!("info depth {} nodes ", depth + 1)),
            "{info}"
        );
        assert!(info.contains(" score "), "{info}");
    }
    let best = search[5].strip_prefix("bestmove ").unwrap().to_owned();
    let pv = search[4].split(" pv ").nth(1).unwrap();
    assert_eq!(
        pv.split(' ').next(),
        Some(best.as_str()),
        "the line starts with the best move"
    );
    engine.send("legal");
    let legal = engine.line();
    assert!(
        legal.split(' ').skip(1).any(|m| m == best),
        "{best} in {legal}"
    );
    // An illegal move: named, with its place and why; nothing changes.
    engine.send("play 1 1");
    let error = engine.line();
    assert!(
        error.starts_with("error illegal-move move 2 of 2, `1`, at ply 3: your house 1 is empty; "),
        "{error}"
    );
    engine.send("legal");
    assert_eq!(engine.line(), legal);
    // Malformed and unknown lines, and a line far over the limit: an error each, and on.
    engine.send("go depth");
    assert_eq!(
        engine.line(),
        "error bad-arguments `depth` needs a depth in plies"
    );
    engine.send("go movetime 0");
    assert_eq!(
        engine.line(),
        "error out-of-range `movetime 0`: give 1 to 600000 milliseconds (ten minutes)"
    );
    engine.send("uci");
    assert!(
        engine
            .line()
            .starts_with("error unknown-command unknown command `uci`;")
    );
    let huge = vec![b'x'; 8 << 20];
    engine.send_bytes(&huge);
    engine.send("");
    assert_eq!(
        engine.line(),
        "error line-too-long a line of 8388608 bytes is longer than the 65536 bytes allowed (end of line included); it was skipped"
    );
    engine.send_bytes(b"caf\xe9\n");
    assert_eq!(
        engine.line(),
        "error not-utf8 a line is not UTF-8 text; it was skipped"
    );
    engine.send("isready");
    assert_eq!(engine.line(), "readyok");
    // A search with a long time, stopped: it still answers its best move.
    engine.send("ruleset o-an-quan");
    assert_eq!(engine.line(), "ok ruleset o-an-quan players 2 first 0");
    engine.send("go movetime 600000");
    engine.send("isready");
    assert_eq!(engine.until("readyok").last().unwrap(), "readyok");
    engine.send("position start");
    let busy = engine.until("error");
    assert!(
        busy.last()
            .unwrap()
            .starts_with("error busy a search is running")
    );
    engine.send("stop");
    let stopped = engine.until("bestmove");
    let best = stopped
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap()
        .to_owned();
    engine.send("legal");
    assert!(engine.line().split(' ').any(|m| m == best));
    // A search running when the input ends is stopped; its answer still comes, and the engine
    // ends well.
    engine.send("go movetime 600000");
    let (ok, rest) = engine.close();
    assert!(ok);
    assert!(rest.last().unwrap().starts_with("bestmove "), "{rest:?}");
}

#[test]
fn the_engine_as_a_subprocess_plays_as_the_same_search_in_process() {
    // `go depth 2` over the protocol is `alphabeta:2`: a tournament between the two is a
    // tournament of alphabeta:2 against itself, game for game.
    let engine = format!("engine:{BIN} engine@2");
    let run = |agents: &str| {
        let out = run_quiet(&[
            "tournament",
            "kalah",
            "--agents",
            agents,
            "--games",
            "6",
            "--seed",
            "3",
            "--opening",
            "4",
            "--jobs",
            "2",
            "--json",
        ]);
        let json: serde_json::Value = serde_json::from_str(&ok_text(&out)).unwrap();
        json
    };
    let with_engine = run(&format!("alphabeta:2,{engine}"));
    let in_process = run("alphabeta:2,alphabeta:2");
    assert_eq!(with_engine["agents"][1], engine.as_str());
    assert_eq!(with_engine["results"], in_process["results"]);
    let games: u64 = ["wins", "draws", "losses", "unfinished"]
        .iter()
        .map(|k| with_engine["results"][0][1][k].as_u64().unwrap())
        .sum();
    assert_eq!(games, 6);
    // The same in a comparison, where the engine plays both seats.
    let compare = |agents: &str| {
        let out = run_quiet(&[
            "compare",
            "oware-abapa",
            "--agents",
            agents,
            "--games",
            "4",
            "--seed",
            "2",
            "--jobs",
            "2",
            "--json",
        ]);
        let json: serde_json::Value = serde_json::from_str(&ok_text(&out)).unwrap();
        json["rulesets"].clone()
    };
    assert_eq!(compare(&engine), compare("alphabeta:2"));
}

#[test]
fn a_dying_engine_is_named_with_what_it_did_and_the_game_is_kept() {
    let dir = std::env::temp_dir().join(format!("mancala-engine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    // `mancala nonsense` is no engine: it says so on standard error and exits with status 2.
    let north = format!("engine:{BIN} nonsense");
    let out = run_mancala(
        &[
            "play",
            "kalah",
            "--south",
            "random",
            "--north",
            &north,
            "--seed",
            "5",
            "--save",
            save.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = err_text(&out);
    assert!(
        err.contains(&format!(
            "error: North ({north}) could not move: engine `{BIN} nonsense` exited (exit status: 2) after `mancala 1`; its last words on standard error: `error: unrecognized subcommand 'nonsense'`"
        )),
        "{err}"
    );
    let record = GameRecord::load(&save, &mancala::Rules).unwrap();
    let moves = record.moves.len();
    assert!(moves >= 1, "South moved first");
    assert!(
        err.contains(&format!(
            "the game is saved to {} after {moves} move",
            save.display()
        )),
        "{err}"
    );
    // Resumed, the saved game does not start the program by itself.
    let out = run_mancala(
        &[
            "play",
            "--load",
            save.to_str().unwrap(),
            "--north",
            "random",
        ],
        "",
    );
    assert!(out.status.success(), "{}", err_text(&out));
    let out = run_mancala(&["play", "--load", save.to_str().unwrap()], "");
    let text = out_text(&out)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains(&format!(
            "the saved game's North was `{north}`, but a saved game never"
        )),
        "{text}"
    );
    // A program that does not exist.
    let missing = run_quiet(&[
        "compare",
        "kalah",
        "--agents",
        "engine:/no/such/engine",
        "--games",
        "1",
    ]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        err_text(&missing)
            .contains("error: game 1 of kalah: cannot start engine `/no/such/engine`: "),
        "{}",
        err_text(&missing)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The first move of a game of Kalah chosen by a fake engine, a shell script: it answers the
/// handshake with `hello`, takes everything, and answers `go` with `answer` (or nothing when it
/// is empty). It is given 50ms a move, and 300ms more before it is asked to stop.
#[cfg(unix)]
fn fake_engine_move(hello: &str, answer: &str) -> Result<mancala::Move, AgentError> {
    fake_engine_go(
        hello,
        &format!(r#"[ -n "{answer}" ] && printf '%s\n' "{answer}""#),
    )
}

/// A shell script that answers the handshake with `hello`, acknowledges the ruleset and the
/// position, and runs `on_go` when asked to move.
#[cfg(unix)]
fn fake_engine_script(hello: &str, on_go: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static SCRIPTS: AtomicUsize = AtomicUsize::new(0);
    let script = format!(
        r#"while read -r line; do
  case "$line" in
    mancala*) printf '{hello}\n' ;;
    ruleset*) dd bs=1 count="${{line##* }}" >/dev/null 2>&1; printf 'ok ruleset fake players 2 first 0\n' ;;
    newgame) printf 'ok newgame\n' ;;
    position*|play*) printf 'ok position ply 0 to-move 0\n' ;;
    go*) {on_go} ;;
  esac
done
"#
    );
    let path = std::env::temp_dir().join(format!(
        "mancala-fake-engine-{}-{}.sh",
        std::process::id(),
        SCRIPTS.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::write(&path, script).unwrap();
    path
}

/// The move of [`fake_engine_script`]'s engine in Kalah's first position, asked for 50 ms.
#[cfg(unix)]
fn fake_engine_go(hello: &str, on_go: &str) -> Result<mancala::Move, AgentError> {
    let path = fake_engine_script(hello, on_go);
    let command = EngineCommand::parse(&format!("sh {}", path.display())).unwrap();
    let timeouts = Timeouts {
        start: Duration::from_secs(20),
        reply: Duration::from_secs(20),
        grace: Duration::from_millis(300),
    };
    let seat = Seat::Engine(Arc::new(EngineSeat::new(
        command,
        Some(Budget::Time(Duration::from_millis(50))),
        timeouts,
    )));
    let game = Game::new(Rules::builtin("kalah").unwrap(), 0);
    let history = History {
        first: 0,
        from: None,
        moves: game.moves(),
    };
    // The agent, and with it the seat and its engine, is dropped before the script is removed.
    let chosen = Agent::new(seat, 1).try_choose(game.rules(), game.position(), history);
    std::fs::remove_file(&path).unwrap();
    chosen
}

/// The handshake of a well-behaved engine, for [`fake_engine_move`].
#[cfg(unix)]
const HELLO: &str = "id name fake\\nid protocol 1\\nmancalaok";

#[cfg(unix)]
#[test]
fn an_engine_that_answers_garbage_an_illegal_move_or_nothing_is_named() {
    let e = fake_engine_move(HELLO, "bestmove 9").unwrap_err();
    let AgentError::Engine(EngineError::IllegalMove { text, ply, .. }) = &e else {
        panic!("{e}")
    };
    assert_eq!((text.as_str(), *ply), ("9", 0));
    let message = e.to_string();
    assert!(
        message.contains("chose `9` at ply 0, which cannot be played: `9` is not a move: expected a house number from 1 to 6")
            && message.ends_with("; the legal moves are 1 2 3 4 5 6"),
        "{message}"
    );
    let e = fake_engine_move(HELLO, "").unwrap_err();
    let message = e.to_string();
    assert!(
        matches!(e, AgentError::Engine(EngineError::Timeout { .. })),
        "{message}"
    );
    assert!(
        message.contains("did not answer `go movetime 50` within ")
            && message.contains("(asked to stop after 350ms)"),
        "{message}"
    );
    let e = fake_engine_move(HELLO, "bestmove 3 and more").unwrap_err();
    assert!(
        e.to_string()
            .contains("answered `bestmove 3 and more` to `go movetime 50`: not a reply"),
        "{e}"
    );
    let e = fake_engine_move("hello there", "bestmove 3").unwrap_err();
    assert!(
        e.to_string().contains("answered `hello there` to `mancala 1`: not a reply of the mancala engine protocol; expected `id ...` or `mancalaok`"),
        "{e}"
    );
    let e = fake_engine_move("id protocol 2", "bestmove 3").unwrap_err();
    assert!(
        e.to_string()
            .ends_with("speaks protocol 2; this mancala speaks protocol 1"),
        "{e}"
    );
    assert_eq!(fake_engine_move(HELLO, "bestmove 3").unwrap(), {
        let rules = Rules::builtin("kalah").unwrap();
        let start = Game::new(rules.clone(), 0);
        rules.parse_move(start.position(), "3").unwrap()
    });
}

// ----- in process: the session of `mancala engine`, and what the search reports -----

/// Output the test reads back.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The lines a session answers to `input`.
fn session(input: &[u8]) -> Vec<String> {
    let out = Shared::default();
    let shipped = Rules::builtin_ids().map(str::to_owned).collect();
    let rules = Rules::builtin("o-an-quan").unwrap();
    let mut s = Session::new(&Rules, shipped, rules, Box::new(out.clone()));
    s.run(&mut io::Cursor::new(input.to_vec())).unwrap();
    let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    text.lines().map(str::to_owned).collect()
}

#[test]
fn a_ruleset_sent_inline_is_played_and_named_by_its_id() {
    let toml =
        "id = \"tiny\"\ngame = \"kalah\"\n[board]\nhouses-per-player = 3\nseeds-per-house = 2\n";
    let input = format!(
        "ruleset toml {}\n{toml}legal\nposition start moves 1\n",
        toml.len()
    );
    let lines = session(input.as_bytes());
    assert_eq!(lines[0], "ok ruleset tiny players 2 first 0");
    assert_eq!(lines[1], "legal 1 2 3");
    assert_eq!(lines[2], "ok position ply 1 to-move 1");
    // Without an id it is called `inline`; a shipped ruleset's own options are that ruleset.
    let toml = "game = \"kalah\"\n";
    let lines = session(format!("ruleset toml {}\n{toml}", toml.len()).as_bytes());
    assert_eq!(lines, ["ok ruleset inline players 2 first 0"]);
    let toml = mancala::protocol::client::ruleset_text(&*Rules::builtin("oware-abapa").unwrap());
    let lines = session(format!("ruleset toml {}\n{toml}show\n", toml.len()).as_bytes());
    assert_eq!(lines[0], "ok ruleset oware-abapa players 2 first 0");
}

#[test]
fn a_bad_ruleset_text_is_refused_with_its_line_and_the_session_goes_on() {
    let toml = "game = \"kalah\"\nhouses = 3\n";
    let input = format!("ruleset toml {}\n{toml}isready\n", toml.len());
    let lines = session(input.as_bytes());
    assert!(
        lines[0].starts_with("error bad-ruleset <ruleset toml>:2:1: unknown field `houses`"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "readyok");
    // Too large: skipped, byte for byte, so that none of it is read as a command.
    let big = MAX_RULESET_BYTES + 1;
    let mut input = format!("ruleset toml {big}\n").into_bytes();
    input.extend(std::iter::repeat_n(b'\n', big as usize - 5));
    input.extend(b"quit\n");
    input.extend(b"isready\n");
    let lines = session(&input);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("error ruleset-too-large a ruleset text of 1048577 bytes is larger than the 1048576 bytes allowed"));
    assert_eq!(lines[1], "readyok");
    // The input ends inside the text: said, and the session ends.
    let lines = session(b"ruleset toml 100\ngame = ");
    assert_eq!(
        lines,
        ["error truncated the input ended after 7 of the 100 bytes of the ruleset text"]
    );
    let lines = session(b"ruleset kalha\n");
    assert!(
        lines[0].starts_with(
            "error unknown-ruleset unknown ruleset `kalha`; the shipped rulesets are o-an-quan, "
        ),
        "{}",
        lines[0]
    );
}

#[test]
fn an_illegal_move_changes_nothing_and_is_named_with_its_place() {
    let lines = session(b"position start moves 1R\nplay 2L 1R 3R\nshow\nposition start first 2\n");
    assert_eq!(lines[0], "ok position ply 1 to-move 1");
    assert!(
        lines[1].starts_with(
            "error illegal-move move 2 of 3, `1R`, at ply 2: your square 1 is empty; "
        ),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].ends_with("; the position is unchanged"),
        "{}",
        lines[1]
    );
    assert!(lines[2].contains("\"ply\":1,"), "{}", lines[2]);
    assert_eq!(
        lines[3],
        "error out-of-range `first 2`: this game has players 0 to 1"
    );
}

#[test]
fn commands_that_change_the_game_wait_for_the_search() {
    let lines = session(b"go movetime 60000\nposition start\nisready\nstop\n");
    // The search writes its `info` lines from its own thread while the commands are answered,
    // so they may come before, between or after the replies: the replies keep their order.
    let (info, replies): (Vec<_>, Vec<_>) = lines.iter().partition(|l| l.starts_with("info "));
    assert!(
        info.iter().all(|l| l.starts_with("info depth ")),
        "{lines:?}"
    );
    assert_eq!(replies.len(), 3, "{lines:?}");
    assert_eq!(
        replies[0],
        "error busy a search is running: send `stop` (or wait for `bestmove`) before `position`"
    );
    assert_eq!(replies[1], "readyok");
    assert!(replies[2].starts_with("bestmove "), "{lines:?}");
    assert_eq!(lines.last(), Some(replies[2]), "the best move comes last");
}

#[test]
fn the_handshake_names_the_program_and_refuses_another_protocol() {
    let lines = session(b"mancala 1\nmancala 2\n");
    assert_eq!(
        lines,
        [
            "id name mancala".to_owned(),
            format!("id version {}", env!("CARGO_PKG_VERSION")),
            "id protocol 1".to_owned(),
            "mancalaok".to_owned(),
            "error unsupported-protocol protocol 2 is not spoken here: this engine speaks protocol 1".to_owned(),
        ]
    );
}

#[test]
fn a_search_on_several_threads_is_asked_with_go_threads_and_bad_counts_are_refused() {
    let max = mancala::agent::max_threads();
    let input = format!(
        "go depth 3 threads 0\ngo depth 3 threads {}\ngo movetime 10 threads -2\ngo depth 3 threads 2\n",
        max + 1
    );
    let lines = session(input.as_bytes());
    let range = format!(
        "give 1 to {max} (four for each of this machine's {} cores)",
        max / 4
    );
    assert_eq!(lines[0], format!("error out-of-range `threads 0`: {range}"));
    assert_eq!(
        lines[1],
        format!("error out-of-range `threads {}`: {range}", max + 1)
    );
    assert_eq!(
        lines[2],
        "error bad-arguments `threads -2`: `-2` is not a number of threads"
    );
    // The search on two threads answers as any other (the end of the input may stop it
    // early: depth 1 is always completed).
    assert!(lines[3].starts_with("info depth 1 "), "{lines:?}");
    assert!(lines.last().unwrap().starts_with("bestmove "), "{lines:?}");
}

#[test]
fn a_finished_game_has_no_move_to_search() {
    let toml = "game = \"kalah\"\n[board]\nhouses-per-player = 1\nseeds-per-house = 1\n";
    let input = format!(
        "ruleset toml {}\n{toml}play 1\ngo depth 2\nlegal\n",
        toml.len()
    );
    let lines = session(input.as_bytes());
    assert!(
        lines[1].starts_with("ok position ply 1 over"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("error game-over the game is over ("),
        "{}",
        lines[2]
    );
    assert_eq!(lines[3], "legal");
}

#[test]
fn each_depth_reports_a_legal_expected_line_starting_with_its_best_move() {
    let rules = Rules::builtin("kalah").unwrap();
    let start = engine::initial_position(&*rules, 0, &mut NoRecord);
    let mut reports = Vec::new();
    let mut report = |p: Progress<'_>| reports.push((p.result, p.pv.to_vec()));
    let r = AlphaBeta::default().search_with(&*rules, &start, 5, None, None, Some(&mut report));
    assert_eq!(reports.len(), 5, "one report per depth");
    assert_eq!(reports.last().unwrap().0, r);
    for (depth, (result, pv)) in reports.iter().enumerate() {
        assert_eq!(result.depth as usize, depth + 1);
        assert!(!pv.is_empty() && pv.len() <= depth + 1, "{pv:?}");
        assert_eq!(pv[0], result.best);
        let mut pos = start.clone();
        for mv in pv {
            assert!(rules.is_legal(&pos, mv));
            engine::apply(
                &*rules,
                &mut pos,
                mv,
                &mut Repetitions::new(),
                &mut NoRecord,
            );
        }
    }
    // The same search without reports finds the same.
    assert_eq!(AlphaBeta::default().search(&*rules, &start, 5, None), r);
}

#[test]
fn a_stopped_search_still_completes_depth_one() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let start = engine::initial_position(&*rules, 0, &mut NoRecord);
    let stop = Arc::new(AtomicBool::new(true));
    let r = AlphaBeta::default().search_with(&*rules, &start, 30, None, Some(stop), None);
    assert_eq!(r.depth, 1);
    assert!(rules.is_legal(&start, &r.best));
    let stop = AtomicBool::new(true);
    let r = Mcts::new(1).search_with(&*rules, &start, 1_000_000, None, Some(&stop));
    assert_eq!(r.iterations, 64, "the flag is read every 64 iterations");
    assert!(rules.is_legal(&start, &r.best));
    assert_eq!(r.pv[0], r.best);
}

/// The audit's reproducer: an engine that answers `go` with an endless stream of `info` lines
/// and never a move. The host used to read it for ever (a line always at hand, the deadline was
/// never looked at); now the engine is asked to stop and then named, on time.
#[cfg(unix)]
#[test]
fn an_engine_that_floods_info_lines_is_stopped_and_named_on_time() {
    let asked = std::time::Instant::now();
    let e = fake_engine_go(HELLO, "yes 'info depth 1 nodes 1'").unwrap_err();
    assert!(
        matches!(e, AgentError::Engine(EngineError::Timeout { .. })),
        "{e}"
    );
    assert!(e.to_string().contains("(asked to stop after 350ms)"), "{e}");
    // 50 ms, the grace, then the grace after `stop`: well within a minute on a loaded machine.
    assert!(asked.elapsed() < PATIENCE, "{:?}", asked.elapsed());
}

/// The audit's reproducer, for memory: the same flood grew the host by about a gigabyte a
/// second. The host reads ahead a bounded number of lines (the engine then waits on its pipe),
/// so its memory stays as it was. Ignored: the command line's engine seat waits the full grace
/// twice (12 s of two busy cores); CI runs it.
#[cfg(unix)]
#[test]
#[ignore = "slow: a 12-second flood through the command line"]
fn an_engine_that_floods_info_lines_cannot_fill_the_host_s_memory() {
    let path = fake_engine_script(HELLO, "yes 'info depth 1 nodes 1'");
    let agents = format!("engine:sh {}@2s,random", path.display());
    #[expect(
        clippy::zombie_processes,
        reason = "reaped below by wait4, which also reports its memory"
    )]
    let child = std::process::Command::new(BIN)
        .args(["compare", "kalah", "--agents", &agents, "--games", "1"])
        .args(["--seed", "1"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // The child's own peak memory, from the kernel's account of it (wait4).
    let mut status = 0;
    // SAFETY: rusage is plain data, for which all zeroes is a value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    // SAFETY: waits for our own child, writing into the two values above.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid);
    let _ = std::fs::remove_file(&path);
    let peak_mb = usage.ru_maxrss / 1024;
    assert!(
        peak_mb < 200,
        "the host grew to {peak_mb} MB while the engine flooded it"
    );
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 1,
        "the engine that never moves is named as failing ({status})"
    );
}
