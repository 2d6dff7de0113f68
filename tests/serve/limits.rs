//! The server's limits (`docs/src/operating.md`), each with the outside audit's reproducer
//! (shared/audits/reliability-3.md) cut down to a test: what one client could once take from
//! everyone is now bounded or refused.

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use mancala::Rules;
use mancala_serve::{Config, Limits, Server};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use super::{Client, create, http_get, to_move};

async fn start_with(limits: Limits, data: Option<PathBuf>) -> Server {
    let config = Config {
        limits,
        data,
        ..Config::new(mancala_serve::loopback_any_port())
    };
    Server::start(config, std::sync::Arc::new(Rules))
        .await
        .expect("the server starts")
}

async fn status(server: &Server) -> Value {
    let (line, body) = http_get(server.addr, "/api/status").await;
    assert!(line.contains("200"), "{line}");
    serde_json::from_str(&body).unwrap()
}

/// A small Kalah, which the perfect player solves at once.
const TINY: &str =
    "id = \"tiny\"\ngame = \"kalah\"\n[board]\nhouses-per-player = 3\nseeds-per-house = 2\n";

/// Makes a room of `TINY` with a person and a perfect player, which moves first, and waits
/// until it has.
async fn room_with_a_perfect_player_that_moved(client: &mut Client, watcher: &mut Client) {
    let room = create(
        client,
        json!({"ruleset_toml": TINY, "seats": ["person", "perfect"], "first": 1}),
    )
    .await;
    watcher
        .send(json!({"type": "join", "room": room, "as": "observer"}))
        .await;
    // Until the person is to move: the perfect player has moved (maybe more than once, as
    // Kalah gives another turn) and waits, its table kept or let go.
    let mut position = watcher.until("state").await["position"].clone();
    while position["ply"] == 0 || position["to_move"] != 0 {
        position = watcher.until("update").await["position"].clone();
    }
    watcher.send(json!({"type": "leave"})).await;
}

/// The audit's first finding: each room with a perfect seat waiting for a person kept its
/// solver table (117-130 MB), without end. Now the tables kept between moves, all rooms
/// together, stay within the server's budget: here room for one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn perfect_players_keep_their_tables_within_the_servers_budget() {
    let limits = Limits {
        table_memory: 300 << 20,
        ..Limits::default()
    };
    let server = start_with(limits, None).await;
    let mut client = Client::connect(server.addr).await;
    let mut watcher = Client::connect(server.addr).await;
    for made in 1..=3 {
        room_with_a_perfect_player_that_moved(&mut client, &mut watcher).await;
        let status = status(&server).await;
        assert_eq!(status["rooms"], made);
        assert_eq!(status["tables_kept"], 1, "{status}");
        let bytes = status["table_bytes"].as_u64().unwrap();
        assert!(bytes > 0 && bytes <= 300 << 20, "{status}");
    }
    server.stop();
    // With no budget, every table is let go after its move.
    let server = start_with(
        Limits {
            table_memory: 0,
            ..Limits::default()
        },
        None,
    )
    .await;
    let mut client = Client::connect(server.addr).await;
    let mut watcher = Client::connect(server.addr).await;
    room_with_a_perfect_player_that_moved(&mut client, &mut watcher).await;
    let status = status(&server).await;
    assert_eq!(
        (status["tables_kept"].clone(), status["table_bytes"].clone()),
        (json!(0), json!(0))
    );
    server.stop();
}

/// The audit: `perfect:600s`, `max`, `alphabeta:64@600s/8t` and `mcts:1000000` were all taken
/// from any client. A budget given in numbers beyond the server's limits is refused, naming
/// the limit; a named level is fitted to them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_asking_for_more_thinking_than_the_server_allows_is_refused() {
    let server = start_with(
        Limits::default()
            .with_max_think(Duration::from_secs(2))
            .unwrap(),
        None,
    )
    .await;
    let mut client = Client::connect(server.addr).await;
    for (seat, limit) in [
        ("perfect:600s", "2s a move at most"),
        ("alphabeta:64@600s", "2s a move at most"),
        ("alphabeta:8/4t", "threads at most"),
        ("mcts:1000000@5s", "2s a move at most"),
    ] {
        let refusal = client
            .refused(json!({"type": "create_room", "ruleset": "kalah", "seats": ["person", seat]}))
            .await;
        assert_eq!(refusal["code"], "bad_seat", "{seat}: {refusal}");
        let message = refusal["message"].as_str().unwrap();
        assert!(message.contains(limit), "{seat}: {message}");
    }
    // `max` and `perfect` are the server's to fit; a depth alone is cut at its time.
    client
        .send(json!({"type": "create_room", "ruleset": "kalah", "seats": ["max", "alphabeta:20"]}))
        .await;
    let created = client.until("room_created").await;
    let seats = &created["room"]["seats"];
    let max = seats[0]["name"].as_str().unwrap();
    assert!(max.starts_with("alphabeta:64@2s"), "{max}");
    assert_eq!(seats[1]["name"], "alphabeta:20@2s");
    let welcome_limits = status(&server).await;
    assert_eq!(welcome_limits["rooms"], 1);
    server.stop();
}

/// The audit's second finding: finished, empty and abandoned rooms stayed for good (and came
/// back after a restart), so the table filled for everyone. A room nobody has been in for its
/// expiry closes; with `--data` its record moves to the archive, and its number is never
/// given again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rooms_nobody_is_in_close_and_their_records_are_archived() {
    let data = temp_folder("expiry");
    let limits = Limits {
        room_expiry: Duration::from_secs(2),
        finished_room_expiry: Duration::from_secs(1),
        ..Limits::default()
    };
    let server = start_with(limits.clone(), Some(data.clone())).await;
    let mut ana = Client::connect(server.addr).await;
    let mut ben = Client::connect(server.addr).await;
    let room = create(&mut ana, json!({"ruleset": "kalah", "grace_seconds": 0})).await;
    ana.join(&room, "player").await;
    ben.join(&room, "player").await;
    let empty = create(&mut ana, json!({"ruleset": "kalah"})).await;
    ana.send(json!({"type": "move", "move": "1"})).await;
    ana.until("update").await;
    // The room nobody is in closes; while someone is in it, a room stays, however long.
    let archived = data.join("archive").join(format!("{empty}.json"));
    let deadline = Instant::now() + Duration::from_secs(10);
    while !archived.is_file() {
        assert!(Instant::now() < deadline, "the empty room never closed");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(status(&server).await["rooms"], 1, "the room in use stayed");
    drop(ana);
    drop(ben);
    let deadline = Instant::now() + Duration::from_secs(10);
    while status(&server).await["rooms"] != 0 {
        assert!(Instant::now() < deadline, "the abandoned room never closed");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let record =
        std::fs::read_to_string(data.join("archive").join(format!("{room}.json"))).unwrap();
    let record = mancala::GameRecord::from_json(&record).unwrap();
    assert_eq!(
        record.moves.iter().collect::<Vec<_>>(),
        ["1"],
        "its move kept"
    );
    // Closed unfinished: its outcome says so, with the score as it stood, and it replays.
    let outcome = record.outcome.clone().expect("an outcome");
    assert_eq!(outcome["reason"], "expired");
    assert_eq!(outcome["winner"], serde_json::Value::Null);
    assert!(outcome.get("seat").is_none(), "{outcome}");
    record.replay(&mancala::Rules).unwrap();
    assert!(!data.join("rooms").join(format!("{room}.json")).exists());
    server.stop();
    // A restart brings back no closed room, and numbers the next one after them.
    let server = start_with(limits, Some(data.clone())).await;
    assert_eq!(server.restored, 0);
    let mut client = Client::connect(server.addr).await;
    let next = create(&mut client, json!({"ruleset": "kalah"})).await;
    assert_eq!(next, "r3");
    server.stop();
    let _ = std::fs::remove_dir_all(&data);
}

/// Rooms by address: many connections from one address cannot fill the table either.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_connections_of_one_address_hold_a_bounded_number_of_rooms() {
    let limits = Limits {
        rooms_per_address: 3,
        ..Limits::default()
    };
    let server = start_with(limits, None).await;
    let mut a = Client::connect(server.addr).await;
    let mut b = Client::connect(server.addr).await;
    create(&mut a, json!({"ruleset": "kalah"})).await;
    create(&mut a, json!({"ruleset": "kalah"})).await;
    create(&mut b, json!({"ruleset": "kalah"})).await;
    let refusal = b
        .refused(json!({"type": "create_room", "ruleset": "kalah"}))
        .await;
    assert_eq!(refusal["code"], "too_many_rooms");
    assert!(
        refusal["message"]
            .as_str()
            .unwrap()
            .contains("your address hold 3 rooms"),
        "{refusal}"
    );
    // Every limit is told in `welcome`.
    let welcome = &b.welcome;
    assert_eq!(welcome["limits"]["max_rooms_per_address"], 3);
    assert_eq!(welcome["limits"]["max_connections"], 1000);
    assert_eq!(welcome["limits"]["idle_seconds"], 60);
    assert_eq!(welcome["max_rooms_per_connection"], 20);
    server.stop();
}

/// The audit: 1,500 idle WebSockets were all kept, and under a descriptor limit everyone was
/// locked out. Connections beyond the limit are answered 503 and closed; one closed frees
/// its place.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_beyond_the_limit_is_answered_503() {
    let limits = Limits {
        max_connections: 3,
        ..Limits::default()
    };
    let server = start_with(limits, None).await;
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(Client::connect(server.addr).await);
    }
    let (line, body) = http_get(server.addr, "/api/rooms").await;
    assert!(line.contains("503"), "{line}");
    assert!(body.contains("3 connections"), "{body}");
    drop(open.pop());
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (line, _) = http_get(server.addr, "/api/rooms").await;
        if line.contains("200") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the place never came free: {line}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    server.stop();
}

/// The audit: a socket that sent nothing was still open after 70 s, and 500 sockets sending
/// a header line a second were kept 45 s. A connection that has not sent a whole request head
/// within the header timeout is closed, however it trickles.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_sends_no_whole_request_is_closed_after_the_header_timeout() {
    let limits = Limits {
        header_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let server = start_with(limits, None).await;
    let silent = TcpStream::connect(server.addr).await.unwrap();
    let mut slow = TcpStream::connect(server.addr).await.unwrap();
    let started = Instant::now();
    let trickle = async {
        slow.write_all(b"GET /api HTTP/1.1\r\n").await.unwrap();
        for i in 0..40 {
            tokio::time::sleep(Duration::from_millis(200)).await;
            if slow
                .write_all(format!("x-slow-{i}: 1\r\n").as_bytes())
                .await
                .is_err()
            {
                break;
            }
        }
        closed_within(&mut slow, Duration::from_secs(1)).await
    };
    let mut silent = silent;
    let (silent_closed, slow_closed) =
        tokio::join!(closed_within(&mut silent, Duration::from_secs(10)), trickle);
    assert!(silent_closed, "the silent socket was closed");
    assert!(slow_closed, "the trickling socket was closed");
    assert!(started.elapsed() < Duration::from_secs(9));
    server.stop();
}

/// A WebSocket from which nothing comes, not even the answer to the server's pings, is closed
/// after the idle timeout; a client that answers them stays, however quiet.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websocket_that_answers_nothing_is_closed_after_the_idle_timeout() {
    let limits = Limits {
        idle_timeout: Duration::from_secs(3),
        ..Limits::default()
    };
    let server = start_with(limits, None).await;
    let mut deaf = TcpStream::connect(server.addr).await.unwrap();
    let key = "dGhlIHNhbXBsZSBub25jZQ==";
    let request = format!(
        "GET /ws HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n",
        server.addr
    );
    deaf.write_all(request.as_bytes()).await.unwrap();
    let mut quiet = Client::connect(server.addr).await;
    let started = Instant::now();
    // The quiet client reads (and so answers the pings) all along, sending nothing.
    let listening = async {
        let _ = tokio::time::timeout(Duration::from_secs(6), quiet.recv()).await;
    };
    let (closed, ()) = tokio::join!(closed_within(&mut deaf, Duration::from_secs(15)), listening);
    assert!(closed, "the deaf WebSocket was closed");
    assert!(
        started.elapsed() >= Duration::from_secs(2),
        "not before the timeout"
    );
    quiet.send(json!({"type": "list_rooms"})).await;
    assert_eq!(quiet.until("rooms").await["type"], "rooms");
    server.stop();
}

/// Reads `stream` until it is closed (true), for at most `within` (false if still open).
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buffer = [0u8; 4096];
    tokio::time::timeout(within, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

fn temp_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-limits-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A small file system mounted for a test, unmounted when dropped.
struct Tmpfs(PathBuf);

impl Tmpfs {
    /// A tmpfs of `kib` KiB, or why there cannot be one here (not root, or no right to mount).
    fn mount(kib: u32) -> Result<Tmpfs, String> {
        let dir = temp_folder("tmpfs");
        let out = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kib}k"), "tmpfs"])
            .arg(&dir)
            .output()
            .map_err(|e| format!("cannot run mount: {e}"))?;
        if !out.status.success() {
            let _ = std::fs::remove_dir(&dir);
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
        }
        Ok(Tmpfs(dir))
    }

    fn path(&self) -> &Path {
        &self.0
    }

    /// Fills the disk with one file; returns its path.
    fn fill(&self) -> PathBuf {
        use std::io::Write;
        let path = self.0.join("filler");
        let mut file = std::fs::File::create(&path).unwrap();
        let block = [0u8; 512];
        while file.write_all(&block).and_then(|()| file.flush()).is_ok() {}
        path
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("--lazy")
            .arg(&self.0)
            .status();
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The audit's full disk: every move was acknowledged though none could be saved, and after a
/// restart the room came back at ply 0 with free seats; the loader tried to rewrite each room
/// and said "cannot read". Now a change that cannot be saved is refused with `unavailable`
/// (and changes nothing), everything acknowledged comes back after a restart, and loading
/// writes nothing, so a full disk loads every room. Needs root for the tmpfs: SKIPPED
/// otherwise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_full_disk_nothing_acknowledged_is_lost_and_loading_writes_nothing() {
    let disk = match Tmpfs::mount(64) {
        Ok(disk) => disk,
        Err(why) => {
            eprintln!("SKIPPED: a full disk needs a tmpfs mounted as root ({why})");
            return;
        }
    };
    let data = disk.path().to_path_buf();
    let server = start_with(Limits::default(), Some(data.clone())).await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "kalah"})).await;
    let south_token = south.join(&room, "player").await["token"].clone();
    let mut north = Client::connect(server.addr).await;
    let north_token = north.join(&room, "player").await["token"].clone();
    let mut position = south.until("state").await["position"].clone();
    north.until("state").await;
    let filler = disk.fill();
    // Play the first legal move until one is refused: the game's last, which writes the
    // record whole (a move inside the record's room is written in place, and so saved even
    // on a full disk).
    let mut acknowledged = 0;
    let refusal = loop {
        assert!(
            position["outcome"].is_null(),
            "the game ended: no write was refused"
        );
        let mover_is_south = position["to_move"] == 0;
        let mover = to_move(&position, &mut south, &mut north);
        mover.play_first_legal(&position).await;
        let answer = loop {
            let m = mover.recv().await;
            if m["type"] == "update" || m["type"] == "error" {
                break m;
            }
        };
        if answer["type"] == "error" {
            break answer;
        }
        acknowledged += 1;
        position = answer["position"].clone();
        // The other player sees the same move.
        let other = if mover_is_south {
            &mut north
        } else {
            &mut south
        };
        assert_eq!(other.until("update").await["position"], position);
    };
    assert_eq!(refusal["code"], "unavailable", "{refusal}");
    let message = refusal["message"].as_str().unwrap();
    assert!(message.contains("No space left on device"), "{message}");
    assert!(message.contains("did not do this"), "{message}");
    server.stop();
    // A restart on the still full disk brings the room back as acknowledged, writing nothing.
    let files: Vec<_> = ["json", "room.json"]
        .iter()
        .map(|ext| data.join("rooms").join(format!("{room}.{ext}")))
        .collect();
    let before: Vec<_> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    let server = start_with(Limits::default(), Some(data.clone())).await;
    assert_eq!(server.warnings, Vec::<String>::new());
    assert_eq!(server.restored, 1);
    let after: Vec<_> = files.iter().map(|f| std::fs::read(f).unwrap()).collect();
    assert!(before == after, "loading wrote nothing");
    server.stop();
    // And on a read-only disk (once the stopped server has let go of its files).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let remount = |mode: &str| {
        std::process::Command::new("mount")
            .args(["-o", &format!("remount,{mode}")])
            .arg(&data)
            .status()
            .unwrap()
            .success()
    };
    assert!(remount("ro"));
    let server = start_with(Limits::default(), Some(data.clone())).await;
    assert_eq!((server.restored, server.warnings.clone()), (1, Vec::new()));
    server.stop();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(remount("rw"));
    let server = start_with(Limits::default(), Some(data.clone())).await;
    let mut south = Client::connect(server.addr).await;
    south
        .send(json!({"type": "rejoin", "room": room, "seat": 0, "token": south_token}))
        .await;
    let state = south.until("state").await;
    assert_eq!(
        state["position"]["ply"], acknowledged,
        "every acknowledged move is back"
    );
    let mut north = Client::connect(server.addr).await;
    north
        .send(json!({"type": "rejoin", "room": room, "seat": 1, "token": north_token}))
        .await;
    north.until("state").await;
    // Room on the disk again: the refused move is played, and the game ends.
    std::fs::remove_file(filler).unwrap();
    let position = state["position"].clone();
    let mover = to_move(&position, &mut south, &mut north);
    mover.play_first_legal(&position).await;
    assert_eq!(mover.until("game_over").await["reason"], "rules");
    server.stop();
}
