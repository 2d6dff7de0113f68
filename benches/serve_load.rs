//! Load on `mancala serve` (a benchmark, not a test: `cargo bench --bench serve_load`).
//!
//! Starts the release binary on a loopback port, then:
//! 1. 100 rooms of computer-vs-computer games (`random` against `random`, so that the figure is
//!    the server's, not a search's), each watched by one observer that counts the moves: moves
//!    per second over all rooms, until every game has ended;
//! 2. one room of a person (this program) against `random`, watched by 500 observers: for each
//!    of the person's moves, the time from sending it to the update reaching the last of the
//!    500 (median and 99th percentile);
//! 3. the server's resident memory (`VmRSS`) before, after the rooms and after the observers:
//!    memory per room and per connection;
//! 4. memory with `WAITING` (1,000) more rooms, made 20 a connection as the limits allow;
//! 5. memory with `IDLE` (10,000) idle WebSocket connections open at once (clients that answer
//!    the server's pings), and after they closed: `ROUNDS` (3) rounds, each figure and the
//!    median.
//!
//! The server is given a limits file that lets this load in (its defaults would refuse the
//! 1,001st connection). `ROOMS`, `OBSERVERS`, `MOVES`, `WAITING`, `IDLE` and `ROUNDS` in the
//! environment change the sizes.

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

fn size(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn start_server() -> (Child, String) {
    use std::io::{BufRead, BufReader};
    let limits = std::env::temp_dir().join(format!("mancala-load-{}.toml", std::process::id()));
    std::fs::write(
        &limits,
        "max-connections = 100000\nmax-rooms = 100000\nrooms-per-address = 100000\n",
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["serve", "--addr", "127.0.0.1:0", "--limits"])
        .arg(&limits)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the mancala binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let at = line.find("http://").expect("the address is printed") + 7;
    let addr = line[at..].split_whitespace().next().unwrap().to_owned();
    (child, addr)
}

async fn connect(addr: &str) -> Socket {
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("the server takes WebSockets");
    ws
}

async fn send(ws: &mut Socket, v: Value) {
    ws.send(Message::Text(v.to_string().into())).await.unwrap();
}

async fn until(ws: &mut Socket, kind: &str) -> Value {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == kind {
                    return v;
                }
            }
            Some(Ok(_)) => {}
            other => panic!("connection ended while waiting for {kind}: {other:?}"),
        }
    }
}

async fn create(ws: &mut Socket, seats: Value) -> String {
    send(
        ws,
        json!({"type": "create_room", "ruleset": "kalah", "seats": seats}),
    )
    .await;
    until(ws, "room_created").await["room"]["room"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A connection that reads little at a time, as a quiet client's would.
async fn connect_small(addr: &str) -> Option<Socket> {
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(
        format!("ws://{addr}/ws"),
        Some(config),
        false,
    )
    .await
    .ok()?;
    ws.next().await?.ok()?;
    Some(ws)
}

/// Keeps `ws` open, reading it (and so answering the server's pings) until it closes.
async fn listen(mut ws: Socket) {
    while let Some(Ok(_)) = ws.next().await {}
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo bench -- --list`
    }
    let rooms = size("ROOMS", 100);
    let observers = size("OBSERVERS", 500);
    let moves = size("MOVES", 20);
    let (mut server, addr) = start_server();
    let pid = server.id();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let rss_start = rss_kib(pid);

    // 1. Rooms of computer-vs-computer games, one observer each counting moves.
    let mut lobby = connect(&addr).await;
    let (done, mut finished) = tokio::sync::mpsc::unbounded_channel::<usize>();
    let started = Instant::now();
    for _ in 0..rooms {
        // A room of two computers starts playing as soon as it is made.
        let mut watcher = connect(&addr).await;
        let room = create(&mut watcher, json!(["random", "random"])).await;
        send(
            &mut watcher,
            json!({"type": "join", "room": room, "as": "observer"}),
        )
        .await;
        let done = done.clone();
        tokio::spawn(async move {
            let state = until(&mut watcher, "state").await;
            let mut seen = state["moves"].as_array().map_or(0, Vec::len);
            // The game starts when the room is made: it may be over already.
            while state["position"]["outcome"].is_null() {
                match watcher.next().await {
                    Some(Ok(Message::Text(t))) => {
                        let v: Value = serde_json::from_str(&t).unwrap();
                        if v["type"] == "update" {
                            seen = v["plies"].as_u64().unwrap() as usize;
                        }
                        if v["type"] == "game_over" {
                            break;
                        }
                    }
                    Some(Ok(_)) => {}
                    _ => break,
                }
            }
            let _ = done.send(seen);
        });
    }
    drop(done);
    let mut total_moves = 0;
    while let Some(n) = finished.recv().await {
        total_moves += n;
    }
    let elapsed = started.elapsed();
    let rss_rooms = rss_kib(pid);

    // 2. One room, a person against `random`, and many observers.
    let room = create(&mut lobby, json!(["person", "random"])).await;
    send(
        &mut lobby,
        json!({"type": "join", "room": room, "as": "player"}),
    )
    .await;
    until(&mut lobby, "joined").await;
    let (seen_tx, mut seen_rx) = tokio::sync::mpsc::unbounded_channel::<(u64, Instant)>();
    for _ in 0..observers {
        let mut o = connect(&addr).await;
        send(
            &mut o,
            json!({"type": "join", "room": room, "as": "observer"}),
        )
        .await;
        until(&mut o, "state").await;
        let seen_tx = seen_tx.clone();
        tokio::spawn(async move {
            while let Some(Ok(frame)) = o.next().await {
                if let Message::Text(t) = frame {
                    let v: Value = serde_json::from_str(&t).unwrap();
                    if v["type"] == "update" {
                        let _ = seen_tx.send((v["plies"].as_u64().unwrap(), Instant::now()));
                    }
                }
            }
        });
    }
    let rss_observers = rss_kib(pid);
    let waiting = size("WAITING", 1000);
    let idle = size("IDLE", 10_000);
    let rounds = size("ROUNDS", 3).max(1);
    let mut position = until(&mut lobby, "state").await["position"].clone();
    let mut latencies = Vec::new();
    while latencies.len() < moves && position["outcome"].is_null() {
        if position["to_move"] != 0 {
            position = until(&mut lobby, "update").await["position"].clone();
            continue;
        }
        let mv = position["legal_moves"][0].as_str().unwrap().to_owned();
        let ply = position["ply"].as_u64().unwrap() + 1;
        let sent = Instant::now();
        send(&mut lobby, json!({"type": "move", "move": mv})).await;
        let mut reached = 0;
        let mut last = sent;
        while reached < observers {
            let (p, at) = seen_rx.recv().await.unwrap();
            if p == ply {
                reached += 1;
                last = last.max(at);
            }
        }
        latencies.push(last - sent);
        position = until(&mut lobby, "update").await["position"].clone();
        while seen_rx.try_recv().is_ok() {}
    }
    latencies.sort();

    // 4. Rooms waiting for people: 20 a connection, 20 messages a second.
    let made_at = Instant::now();
    let mut makers = Vec::new();
    let mut waiting_made = 0;
    while waiting_made < waiting {
        let mut ws = connect(&addr).await;
        until(&mut ws, "welcome").await;
        let asked = (waiting - waiting_made).min(20);
        for _ in 0..asked {
            send(&mut ws, json!({"type": "create_room", "ruleset": "kalah"})).await;
        }
        for _ in 0..asked {
            until(&mut ws, "room_created").await;
        }
        waiting_made += asked;
        makers.push(ws);
    }
    let made_in = made_at.elapsed();
    drop(makers);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss_waiting = rss_kib(pid);

    // 5. Idle connections, in rounds.
    let mut with_idle = Vec::new();
    let mut after_idle = Vec::new();
    let mut idle_lines = Vec::new();
    for round in 1..=rounds {
        let started = Instant::now();
        let mut listeners = Vec::with_capacity(idle);
        while listeners.len() < idle {
            let batch = (idle - listeners.len()).min(100);
            let opened =
                futures_util::future::join_all((0..batch).map(|_| connect_small(&addr))).await;
            let before = listeners.len();
            listeners.extend(
                opened
                    .into_iter()
                    .flatten()
                    .map(|ws| tokio::spawn(listen(ws))),
            );
            if listeners.len() == before {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        let open = rss_kib(pid);
        let count = listeners.len();
        for l in &listeners {
            l.abort();
        }
        drop(listeners);
        tokio::time::sleep(Duration::from_secs(2)).await;
        let closed = rss_kib(pid);
        idle_lines.push(format!(
            "round {round}: {count} idle WebSockets opened in {:.1} s: {open} KiB; after they closed: {closed} KiB",
            started.elapsed().as_secs_f64()
        ));
        with_idle.push(open);
        after_idle.push(closed);
    }
    with_idle.sort_unstable();
    after_idle.sort_unstable();
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .unwrap_or_default()
        .lines()
        .find_map(|l| l.strip_prefix("model name"))
        .map(|l| l.trim_start_matches([' ', '\t', ':']).to_owned())
        .unwrap_or_else(|| "unknown CPU".into());
    println!(
        "serve_load on {cpu}, {} cores",
        std::thread::available_parallelism().map_or(0, usize::from)
    );
    println!(
        "{rooms} rooms of random vs random (kalah): {total_moves} moves in {:.2} s = {:.0} moves/s",
        elapsed.as_secs_f64(),
        total_moves as f64 / elapsed.as_secs_f64()
    );
    println!(
        "{observers} observers of one room, {} moves: move to last observer's update: median {:.2} ms, p99 {:.2} ms",
        latencies.len(),
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3
    );
    println!(
        "server memory (VmRSS): {rss_start} KiB at start, {rss_rooms} KiB with {rooms} finished rooms ({:.1} KiB a room), {rss_observers} KiB with {observers} more connections ({:.1} KiB a connection)",
        (rss_rooms.saturating_sub(rss_start)) as f64 / rooms as f64,
        (rss_observers.saturating_sub(rss_rooms)) as f64 / observers as f64
    );
    println!(
        "{waiting_made} more rooms waiting for people (made in {:.1} s): {rss_waiting} KiB ({:.1} KiB a room)",
        made_in.as_secs_f64(),
        (rss_waiting.saturating_sub(rss_observers)) as f64 / waiting_made.max(1) as f64
    );
    for line in &idle_lines {
        println!("{line}");
    }
    println!(
        "median of {rounds} rounds: {} KiB with {idle} idle connections ({:.1} KiB a connection), {} KiB after they closed",
        with_idle[rounds / 2],
        (with_idle[rounds / 2].saturating_sub(rss_waiting)) as f64 / idle.max(1) as f64,
        after_idle[rounds / 2]
    );
    let _ = server.kill();
    let _ = server.wait();
}
