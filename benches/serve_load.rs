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
//!    memory per room and per connection.
//!
//! `ROOMS`, `OBSERVERS` and `MOVES` in the environment change the sizes.

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
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(["serve", "--addr", "127.0.0.1:0"])
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
    let _ = server.kill();
    let _ = server.wait();
}
