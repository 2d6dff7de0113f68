//! Class mode over a real server on a loopback port: a teacher opens a class, pupils join by
//! name, a position is shown and answered, the answers counted, the answer revealed with each
//! pupil's verdict, the pupils paired in rooms (the odd one out against the computer), the
//! results taken as CSV; and the bad input: a code that names no class, a full class, a name
//! taken or too long, a pupil and a teacher who come back, a wrong secret or token.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mancala::Rules;
use mancala_serve::{Config, Server};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

use super::{Client as RoomClient, http_get};

/// A Kalah ending, South to move, that the solver settles at once: `6` is best (a point won),
/// `3` a mistake.
pub(super) const ENDING: &str = "0,0,3,0,0,1|20/1,0,0,2,0,0|21 0";

/// A client of `/class/ws`.
pub(super) struct ClassClient {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl ClassClient {
    pub(super) async fn connect(addr: std::net::SocketAddr) -> ClassClient {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/class/ws"))
            .await
            .expect("the server takes the class's WebSocket");
        ClassClient { ws }
    }

    pub(super) async fn send(&mut self, message: Value) {
        // Within the rate of 20 messages a second however fast the server answers.
        tokio::time::sleep(Duration::from_millis(20)).await;
        self.ws
            .send(Message::Text(message.to_string().into()))
            .await
            .unwrap();
    }

    pub(super) async fn recv(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(30), self.ws.next())
                .await
                .expect("a message within 30 s")
                .expect("the connection is open")
                .expect("a frame");
            if let Message::Text(t) = frame {
                return serde_json::from_str(&t).unwrap();
            }
        }
    }

    /// Reads until a message of `kind`; returns it.
    pub(super) async fn until(&mut self, kind: &str) -> Value {
        loop {
            let m = self.recv().await;
            if m["type"] == kind {
                return m;
            }
        }
    }

    /// Reads until a message of `kind` that `keep` accepts.
    pub(super) async fn until_where(&mut self, kind: &str, keep: impl Fn(&Value) -> bool) -> Value {
        loop {
            let m = self.until(kind).await;
            if keep(&m) {
                return m;
            }
        }
    }

    /// Sends `message` and returns the code of the error it is refused with.
    pub(super) async fn refused(&mut self, message: Value) -> String {
        self.send(message).await;
        let m = self.until("error").await;
        m["code"].as_str().unwrap().to_owned()
    }
}

async fn start_with(class_size: usize) -> Server {
    let mut config = Config::new(mancala_serve::loopback_any_port());
    config.class_size = class_size;
    Server::start(config, std::sync::Arc::new(Rules))
        .await
        .unwrap()
}

/// Opens a class of `ruleset`; the teacher's client, the code and the secret.
pub(super) async fn open(
    addr: std::net::SocketAddr,
    ruleset: &str,
) -> (ClassClient, String, String) {
    let mut teacher = ClassClient::connect(addr).await;
    teacher
        .send(json!({"type": "open", "ruleset": ruleset, "lang": "vi"}))
        .await;
    let opened = teacher.until("opened").await;
    let code = opened["code"].as_str().unwrap().to_owned();
    let secret = opened["secret"].as_str().unwrap().to_owned();
    (teacher, code, secret)
}

/// A pupil joined by name; their client and `joined`.
async fn join(addr: std::net::SocketAddr, code: &str, name: &str) -> (ClassClient, Value) {
    let mut pupil = ClassClient::connect(addr).await;
    pupil
        .send(json!({"type": "join", "code": code, "name": name}))
        .await;
    let joined = pupil.until("joined").await;
    (pupil, joined)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_class_answers_a_position_sees_it_revealed_plays_in_pairs_and_gets_its_results() {
    let server = start_with(40).await;
    let addr = server.addr;
    let (mut teacher, code, _) = open(addr, "kalah").await;
    assert_eq!(code.len(), 6, "{code}");
    assert!(code.bytes().all(|b| b.is_ascii_digit()), "{code}");
    let class = teacher.until("class").await;
    assert_eq!(class["size"], 40);

    let (mut an, joined) = join(addr, &code, "An").await;
    assert_eq!(joined["pupil"], 0);
    assert_eq!(joined["ruleset"], "kalah");
    let (mut binh, _) = join(addr, &code, "Bình").await;
    let (mut chi, _) = join(addr, &code, "Chi").await;
    let class = teacher
        .until_where("class", |m| m["pupils"].as_array().unwrap().len() == 3)
        .await;
    assert_eq!(class["pupils"][1]["name"], "Bình");
    assert_eq!(class["pupils"][1]["present"], true);

    // A position of the class's ruleset, shown to all.
    teacher.send(json!({"type": "ask", "fen": ENDING})).await;
    for pupil in [&mut an, &mut binh, &mut chi] {
        let q = pupil.until("question").await;
        assert_eq!(q["index"], 0);
        assert_eq!(q["kind"], "position");
        assert!(q["board_svg"].as_str().unwrap().contains("<svg"));
        let moves: Vec<&str> = q["position"]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["move"].as_str().unwrap())
            .collect();
        assert_eq!(moves, ["3", "6"]);
    }
    // Two right, one wrong (changed from a right one: the last answer counts).
    an.send(json!({"type": "answer", "move": "6"})).await;
    assert_eq!(an.until("answered").await["move"], "6");
    binh.send(json!({"type": "answer", "move": "6"})).await;
    chi.send(json!({"type": "answer", "move": "6"})).await;
    chi.until("answered").await;
    chi.send(json!({"type": "answer", "move": "3"})).await;
    assert_eq!(chi.until("answered").await["move"], "3");
    assert_eq!(
        chi.refused(json!({"type": "answer", "move": "4"})).await,
        "bad_move"
    );
    let tally = teacher
        .until_where("tally", |m| {
            m["answered"] == 3 && m["counts"][1]["move"] == "3" && m["judged"] == true
        })
        .await;
    assert_eq!(
        tally["counts"],
        json!([{"move": "6", "count": 2, "right": true}, {"move": "3", "count": 1, "right": false}])
    );
    assert_eq!(tally["answers"][2]["name"], "Chi");
    assert_eq!(tally["answers"][2]["move"], "3");

    // The answer, animated, with each pupil's verdict.
    teacher.send(json!({"type": "reveal"})).await;
    let reveal = teacher.until("reveal").await;
    assert_eq!(reveal["answer"], "6");
    let last = &reveal["position"]["last_move"];
    assert_eq!(last["move"], "6");
    assert!(!last["frames"].as_array().unwrap().is_empty(), "{last}");
    assert!(!last["narration"].as_array().unwrap().is_empty(), "{last}");
    assert_eq!(
        reveal["moves"][1]["quality"], "sai lầm",
        "the teacher's language"
    );
    let mine = an.until("reveal").await;
    assert_eq!(
        (mine["yours"].clone(), mine["right"].clone()),
        (json!("6"), json!(true))
    );
    let mine = chi.until("reveal").await;
    assert_eq!(
        (mine["yours"].clone(), mine["right"].clone()),
        (json!("3"), json!(false))
    );
    assert_eq!(
        mine["quality"], "mistake",
        "the pupil's language: English here"
    );
    assert_eq!(
        an.refused(json!({"type": "answer", "move": "3"})).await,
        "revealed"
    );
    binh.until("reveal").await;

    // Pairs: An and Bình in a room, Chi against the computer.
    teacher.send(json!({"type": "pair"})).await;
    let game_an = an.until("game").await;
    let game_binh = binh.until("game").await;
    let game_chi = chi.until("game").await;
    assert_eq!(game_an["room"], game_binh["room"]);
    assert_eq!(
        (game_an["seat"].clone(), game_binh["seat"].clone()),
        (json!(0), json!(1))
    );
    assert_eq!(game_an["opponent"], "Bình");
    assert_eq!(game_chi["opponent"], Value::Null, "the computer");
    assert_ne!(game_chi["room"], game_an["room"]);
    let class = teacher
        .until_where("class", |m| m["games"].as_array().unwrap().len() == 2)
        .await;
    assert_eq!(class["games"][1]["players"], json!([2, null]));
    // The room takes An's seat with the class's token.
    let room = game_an["room"].as_str().unwrap();
    let mut room_client = RoomClient::connect(addr).await;
    room_client
        .send(json!({"type": "rejoin", "room": room, "seat": 0, "token": game_an["token"]}))
        .await;
    let joined = room_client.until("joined").await;
    assert_eq!(joined["seat"], 0);
    let seats = room_client.until("state").await["seats"].clone();
    assert_eq!(seats[0]["name"], "An");
    assert_eq!(seats[1]["name"], "Bình");

    // The results: a line per pupil and question, and per pupil and game, in the teacher's words.
    teacher.send(json!({"type": "results"})).await;
    let results = teacher.until("results").await;
    let csv = results["csv"].as_str().unwrap();
    assert_eq!(results["rows"], 6, "{csv}");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "Học sinh,Câu hỏi / ván,Thế cờ,Trả lời,Kết quả,Ghi chú"
    );
    assert!(lines[1].starts_with("An,Câu 1,"), "{csv}");
    assert!(lines[1].ends_with(",6,Đúng,hay nhất"), "{csv}");
    assert!(lines[2].starts_with("An,Ván r"), "{csv}");
    assert!(lines[2].ends_with("Chưa xong,Đấu với Bình"), "{csv}");
    assert!(lines[5].starts_with("Chi,Câu 1,"), "{csv}");
    assert!(lines[5].ends_with(",3,Sai,sai lầm"), "{csv}");
    assert!(lines[6].ends_with("Chưa xong,Đấu với máy"), "{csv}");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_code_a_full_class_and_bad_names_are_refused_and_people_who_come_back_keep_their_place()
 {
    let server = start_with(2).await;
    let addr = server.addr;
    let (mut teacher, code, secret) = open(addr, "kalah").await;

    // A code that names no class: refused, and its page and QR code say so.
    let mut stranger = ClassClient::connect(addr).await;
    let other = if code == "000000" { "000001" } else { "000000" };
    assert_eq!(
        stranger
            .refused(json!({"type": "join", "code": other, "name": "An"}))
            .await,
        "no_such_class"
    );
    let (status, page) = http_get(addr, &format!("/class/{other}")).await;
    assert!(status.contains("200"), "{status}");
    assert!(page.contains(r#"<script type="module" src="/class.js"></script>"#));
    let (status, _) = http_get(addr, &format!("/class/{other}/qr.svg")).await;
    assert!(status.contains("404"), "{status}");
    let (status, qr) = http_get(addr, &format!("/class/{code}/qr.svg")).await;
    assert!(status.contains("200") && qr.contains("<svg"), "{status}");

    // Names: too long, empty, taken in another case.
    let (mut an, joined) = join(addr, &code, "An").await;
    let token = joined["token"].as_str().unwrap().to_owned();
    let mut late = ClassClient::connect(addr).await;
    let long = "ă".repeat(41);
    for (name, why) in [
        (long.as_str(), "bad_name"),
        ("   ", "bad_name"),
        ("an", "name_taken"),
    ] {
        assert_eq!(
            late.refused(json!({"type": "join", "code": code, "name": name}))
                .await,
            why,
            "{name}"
        );
    }
    let (_binh, _) = join(addr, &code, "Bình").await;
    // The class holds two pupils: a third is told it is full, in their language.
    late.send(json!({"type": "join", "code": code, "name": "Chi", "lang": "vi"}))
        .await;
    let full = late.until("error").await;
    assert_eq!(full["code"], "class_full");
    assert_eq!(full["message"], "Lớp đã đủ chỗ: không vào thêm được nữa.");

    // A pupil answers, loses the connection and comes back with the token: the answer is theirs.
    teacher.send(json!({"type": "ask", "fen": ENDING})).await;
    an.until("question").await;
    an.send(json!({"type": "answer", "move": "3"})).await;
    an.until("answered").await;
    drop(an);
    let mut back = ClassClient::connect(addr).await;
    assert_eq!(
        back.refused(json!({"type": "rejoin", "code": code, "pupil": 0, "token": "nope"}))
            .await,
        "bad_token"
    );
    back.send(json!({"type": "rejoin", "code": code, "pupil": 0, "token": token}))
        .await;
    assert_eq!(back.until("joined").await["name"], "An");
    let q = back.until("question").await;
    assert_eq!(q["yours"], "3", "the answer given before");

    // A pupil cannot drive the class.
    assert_eq!(back.refused(json!({"type": "reveal"})).await, "not_teacher");
    assert_eq!(back.refused(json!({"type": "pair"})).await, "not_teacher");

    // The teacher reloads: a wrong secret is refused, the right one gives the class back whole.
    drop(teacher);
    let mut again = ClassClient::connect(addr).await;
    assert_eq!(
        again
            .refused(json!({"type": "teach", "code": code, "secret": "guess"}))
            .await,
        "bad_secret"
    );
    again
        .send(json!({"type": "teach", "code": code, "secret": secret}))
        .await;
    let class = again.until("class").await;
    assert_eq!(class["pupils"].as_array().unwrap().len(), 2);
    assert_eq!(class["questions"], 1);
    again.until("question").await;
    let tally = again.until("tally").await;
    assert_eq!(tally["answers"][0]["move"], "3");
    // Positions that cannot be asked: not a position string, a finished game.
    assert_eq!(
        again
            .refused(json!({"type": "ask", "fen": "not a position"}))
            .await,
        "bad_position"
    );
    assert_eq!(
        again
            .refused(json!({"type": "ask", "fen": "0,0,0,0,0,0|24/0,0,0,0,0,0|24 0"}))
            .await,
        "bad_position"
    );
    assert_eq!(
        again
            .refused(json!({"type": "open", "ruleset": "kalah"}))
            .await,
        "already_in_class"
    );
    assert_eq!(
        stranger
            .refused(json!({"type": "open", "ruleset": "chess"}))
            .await,
        "bad_ruleset"
    );
    assert_eq!(
        stranger.refused(json!({"type": "shout"})).await,
        "bad_message"
    );
    server.stop();
}

/// The teacher's list of puzzles is the shipped puzzles of the class's ruleset, easiest
/// first; a puzzle asked is judged by its proof at once: its proven answer is the one right
/// move, revealed without waiting for the engine; a puzzle the ruleset has not is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shipped_puzzle_is_listed_and_judged_by_its_proof() {
    let server = start_with(40).await;
    let addr = server.addr;
    for ruleset in ["o-an-quan", "kalah", "oware-abapa"] {
        let (status, body) = http_get(addr, &format!("/api/class/puzzles?ruleset={ruleset}")).await;
        assert!(status.contains("200"), "{status}");
        let listed: Vec<Value> = serde_json::from_str(&body).unwrap();
        let mut shipped: Vec<_> = mancala::puzzle::shipped(ruleset).iter().collect();
        shipped.sort_by_key(|p| p.difficulty.rating);
        let ids: Vec<&str> = listed.iter().map(|p| p["id"].as_str().unwrap()).collect();
        assert_eq!(
            ids,
            shipped.iter().map(|p| p.id.as_str()).collect::<Vec<_>>()
        );
    }
    let (status, _) = http_get(addr, "/api/class/puzzles?ruleset=chess").await;
    assert!(status.contains("404"), "{status}");

    let (mut teacher, code, _) = open(addr, "kalah").await;
    let (mut pupil, _) = join(addr, &code, "An").await;
    assert_eq!(
        teacher
            .refused(json!({"type": "ask", "puzzle": "no-such-puzzle"}))
            .await,
        "no_such_puzzle"
    );
    // The first few shipped Kalah puzzles, asked of a class of one pupil.
    for (index, puzzle) in mancala::puzzle::shipped("kalah").iter().take(3).enumerate() {
        teacher
            .send(json!({"type": "ask", "puzzle": puzzle.id}))
            .await;
        let q = pupil.until("question").await;
        assert_eq!(
            (q["kind"].clone(), q["puzzle"].clone()),
            (json!("puzzle"), json!(puzzle.id))
        );
        let tally = teacher.until_where("tally", |m| m["index"] == index).await;
        assert_eq!(tally["judged"], true, "judged by its proof");
        pupil
            .send(json!({"type": "answer", "move": puzzle.answer}))
            .await;
        pupil.until("answered").await;
        teacher.send(json!({"type": "reveal"})).await;
        let reveal = pupil.until("reveal").await;
        assert_eq!(reveal["answer"], json!(puzzle.answer));
        assert_eq!(reveal["right"], true);
    }
    server.stop();
}
