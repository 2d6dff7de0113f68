//! The web board in a real browser: headless Chromium driven over WebDriver (chromedriver,
//! through [`webdriver`](super::webdriver)) against a real `serve` on a loopback port. A person plays Ô ăn quan
//! against a computer to the end by clicking, the page's counts are checked against the game's
//! own record after every move, a second browser session watches, and the record is replayed
//! with the arrow keys. Screenshots go to `target/web-screenshots/`.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`.ci/run` installs them). Without them the
//! tests say loudly that they were skipped; with `CI` set, their absence fails.

use std::{
    net::{SocketAddr, TcpStream},
    os::unix::process::CommandExt,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use mancala::{Rules, record::GameRecord};
use mancala_serve::{Config, Server};
use serde_json::{Value, json};

use super::webdriver::{Client, Key, Locator};
use crate::common::skipped;

/// chromedriver and chromium, from the environment or Debian's places.
pub(super) fn browser() -> Option<(PathBuf, PathBuf)> {
    let find = |var: &str, default: &str| {
        let path = std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from);
        path.exists().then_some(path)
    };
    let driver = find("CHROMEDRIVER", "/usr/bin/chromedriver");
    let chromium = find("CHROMIUM", "/usr/bin/chromium");
    match (driver, chromium) {
        (Some(d), Some(c)) => Some((d, c)),
        _ => {
            skipped(
                "the web board's browser tests need chromium and chromedriver (Debian: apt-get \
                 install chromium chromium-driver, or set CHROMIUM and CHROMEDRIVER)",
            );
            None
        }
    }
}

/// A chromedriver process, killed when dropped.
pub(super) struct Driver {
    child: Child,
    pub(super) url: String,
}

impl Drop for Driver {
    /// Kills chromedriver and the Chromium it started (its own process group), even when a
    /// test panicked before closing its session: no browser is left running after a test.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--"])
            .arg(format!("-{}", self.child.id()))
            .stderr(Stdio::null())
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

pub(super) fn start_driver(driver: &Path) -> Driver {
    let port = free_port();
    let child = Command::new(driver)
        .arg(format!("--port={port}"))
        // A process group of its own, which Drop kills whole.
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let deadline = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "chromedriver did not listen in 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    Driver {
        child,
        url: format!("http://127.0.0.1:{port}"),
    }
}

pub(super) async fn open_browser(driver: &Driver, chromium: &Path) -> Client {
    let caps = json!({
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1200,1100"],
        },
    });
    Client::connect(&driver.url, caps)
        .await
        .expect("a Chromium session")
}

pub(super) async fn start_server() -> Server {
    let config = Config::new(mancala_serve::loopback_any_port());
    Server::start(config, std::sync::Arc::new(Rules))
        .await
        .expect("the server starts")
}

pub(super) fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/web-screenshots");
    std::fs::create_dir_all(&dir).expect("a folder for screenshots");
    dir
}

pub(super) async fn screenshot(client: &Client, name: &str) {
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(screenshots().join(format!("{name}.png")), png).expect("saved");
}

/// Sizes the window so that the page itself (`window.innerWidth` × `innerHeight`) is `width` ×
/// `height` CSS pixels, as a projector in full screen or a phone shows it: a headless window's
/// page is smaller than the window by what the browser keeps around it (and a narrow window is
/// wider than asked, its page as narrow as asked).
pub(super) async fn set_inner_size(client: &Client, width: u32, height: u32) {
    client.set_window_size(width, height).await.unwrap();
    let short = client
        .execute(
            &format!("return [{width} - window.innerWidth, {height} - window.innerHeight]"),
            Vec::new(),
        )
        .await
        .unwrap();
    let short: [i64; 2] = serde_json::from_value(short).unwrap();
    let grow = |n: u32, by: i64| u32::try_from(i64::from(n) + by.max(0)).unwrap();
    client
        .set_window_size(grow(width, short[0]), grow(height, short[1]))
        .await
        .unwrap();
    let inner = wait_js(
        client,
        &format!(
            "return window.innerWidth === {width} && window.innerHeight === {height} && [window.innerWidth, window.innerHeight]"
        ),
        "the page at its size",
    )
    .await;
    assert_eq!(inner, json!([width, height]));
}

/// Clicks the element with id `id`.
pub(super) async fn click(client: &Client, id: &str) {
    let element = client.find(Locator::Id(id)).await.expect("the element");
    element.click().await.expect("a click");
}

/// Types `text` into the element with id `id` (a file input takes a path).
pub(super) async fn keys(client: &Client, id: &str, text: &str) {
    let element = client.find(Locator::Id(id)).await.expect("the element");
    element.send_keys(text).await.expect("typed");
}

/// Runs `script` until it returns something other than null or false; returns that.
/// Enter, pressed on whatever holds the focus: sent as key actions, with no reference to an
/// element that the page may draw again in between (which WebDriver then calls stale).
pub(super) async fn press_enter(client: &Client) {
    client.press(Key::Enter).await.unwrap();
}

pub(super) async fn wait_js(client: &Client, script: &str, what: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let value = client
            .execute(script, Vec::new())
            .await
            .expect("the script runs");
        if !(value.is_null() || value == json!(false)) {
            return value;
        }
        assert!(Instant::now() < deadline, "waited 60 s for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The counts a board shows, pit by pit (`data-pit` order).
pub(super) async fn shown_counts(client: &Client, board: &str) -> Vec<u16> {
    let script = format!(
        "const pits = [...document.querySelectorAll('#{board} g.pit')];
         const counts = [];
         for (const g of pits) counts[Number(g.dataset.pit)] = Number(g.querySelector('text.count').textContent);
         return counts;"
    );
    let value = client.execute(&script, Vec::new()).await.expect("counts");
    serde_json::from_value(value).expect("a list of counts")
}

/// The game of `room` as the server's record says, replayed by the library.
pub(super) async fn record_of(addr: SocketAddr, room: &str) -> (String, mancala::Game) {
    let text = http_get(addr, &format!("/api/rooms/{room}/record")).await;
    let record = GameRecord::from_json(&text).expect("a record");
    let (game, _) = record.replay(&Rules).expect("the record replays");
    (text, game)
}

pub(super) async fn http_get(addr: SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(format!("GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (_, body) = answer.split_once("\r\n\r\n").expect("a body");
    body.to_owned()
}

pub(super) fn counts_of(pos: &mancala::Position) -> Vec<u16> {
    pos.pits().to_vec()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_plays_o_an_quan_in_the_browser_watched_and_replayed() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let player = open_browser(&driver, &chromium).await;
    let page = format!("http://{addr}/");

    // The lobby: Ô ăn quan is offered with its rules; South a person, North the computer.
    player.goto(&page).await.unwrap();
    wait_js(
        &player,
        "return document.getElementById('rules-text').textContent.includes('mandarin')",
        "the rules of Ô ăn quan in the lobby",
    )
    .await;
    screenshot(&player, "01-lobby").await;
    player
        .execute(
            "document.getElementById('name').value = 'Lan';
             document.getElementById('seat-1').value = 'easy';",
            Vec::new(),
        )
        .await
        .unwrap();
    click(&player, "create").await;
    wait_js(
        &player,
        "return document.querySelector('#board g.pit.legal') !== null",
        "the board with South's legal moves",
    )
    .await;
    screenshot(&player, "02-board").await;

    // A second browser watches the room.
    let observer = open_browser(&driver, &chromium).await;
    observer.goto(&page).await.unwrap();
    wait_js(
        &observer,
        "return document.querySelector('#rooms button[aria-label=\"watch room r1\"]') !== null",
        "room r1 in the lobby",
    )
    .await;
    observer
        .find(Locator::Css("#rooms button[aria-label=\"watch room r1\"]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &observer,
        "return document.querySelector('#board g.pit') !== null",
        "the observer's board",
    )
    .await;
    // The observer sees the moves at once (the player's first move shows the animation).
    observer
        .execute("document.getElementById('speed').value = '0'", Vec::new())
        .await
        .unwrap();

    // The first move with the animation on: the narration appears beside the board.
    let mut moves = 0;
    loop {
        let over = player
            .execute(
                "return app.position !== null && app.position.outcome !== null",
                Vec::new(),
            )
            .await
            .unwrap();
        if over == json!(true) {
            break;
        }
        // Click the first legal square, then the first of its arrows (Ô ăn quan: a direction).
        let ply_before = wait_js(
            &player,
            "return (app.animation === null && document.querySelector('#board g.pit.legal')) ? app.position.ply : null",
            "South's turn",
        )
        .await;
        let pit = player
            .find(Locator::Css("#board g.pit.legal"))
            .await
            .unwrap();
        pit.click().await.unwrap();
        let choice = player
            .find(Locator::Css("#board button.pick"))
            .await
            .unwrap();
        // The preview marks where the last stone of the sowing lands.
        wait_js(
            &player,
            "return document.querySelector('#board g.pit.lands') !== null",
            "the preview of the move",
        )
        .await;
        if moves == 0 {
            screenshot(&player, "03-choosing-a-direction").await;
        }
        choice.click().await.unwrap();
        moves += 1;
        if moves == 1 {
            // Mid-animation: some narration is shown before the move ends.
            wait_js(
                &player,
                "return document.querySelectorAll('#narration li').length > 0",
                "the narration of the first move",
            )
            .await;
            screenshot(&player, "04-animating").await;
            // The rest of the game without animation.
            player
                .execute("document.getElementById('speed').value = '0'", Vec::new())
                .await
                .unwrap();
        }
        // Wait until the move (and the computer's reply) is shown, then compare with the
        // record the server keeps.
        let script = format!(
            "return app.animation === null && app.position.ply > {ply_before} && \
             (app.position.outcome !== null || app.position.to_move === 0) && \
             Number(document.getElementById('board').dataset.ply) === app.position.ply"
        );
        wait_js(&player, &script, "the move and the reply on the board").await;
        let ply: usize = serde_json::from_value(
            player
                .execute("return app.position.ply", Vec::new())
                .await
                .unwrap(),
        )
        .unwrap();
        let (_, game) = record_of(addr, "r1").await;
        assert_eq!(game.num_plies(), ply, "the page shows the latest move");
        assert_eq!(
            shown_counts(&player, "board").await,
            counts_of(game.position()),
            "the page's counts after move {ply} are the game's"
        );
        assert!(moves < 500, "the game ends");
    }
    screenshot(&player, "05-game-over").await;
    let status = player
        .find(Locator::Id("status"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        status.contains("wins") || status.contains("draw") || status.contains("stopped"),
        "the end is told: {status}"
    );

    // The observer saw the same final board.
    let (record_text, game) = record_of(addr, "r1").await;
    let final_ply = game.num_plies();
    wait_js(
        &observer,
        &format!(
            "return app.position && app.position.ply === {final_ply} && app.animation === null"
        ),
        "the observer's board at the end",
    )
    .await;
    assert_eq!(
        shown_counts(&observer, "board").await,
        counts_of(game.position()),
        "the observer sees the final position"
    );
    screenshot(&observer, "06-observer").await;

    // The replay viewer: the record file, stepped with the arrow keys.
    let file = screenshots().join("o-an-quan-game.json");
    std::fs::write(&file, &record_text).unwrap();
    click(&observer, "nav-replay").await;
    keys(&observer, "record-file", file.to_str().unwrap()).await;
    wait_js(
        &observer,
        "return app.replay !== null && document.getElementById('replay-board').dataset.ply === '0'",
        "the replay at the start",
    )
    .await;
    observer
        .execute(
            "document.getElementById('replay-speed').value = '0'",
            Vec::new(),
        )
        .await
        .unwrap();
    let positions: Vec<Vec<u16>> = std::iter::once(counts_of(game.start()))
        .chain(game.plies().map(|p| counts_of(&p.after)))
        .collect();
    assert_eq!(shown_counts(&observer, "replay-board").await, positions[0]);
    let board = observer.find(Locator::Id("replay-board")).await.unwrap();
    for (ply, counts) in positions.iter().enumerate().skip(1).take(6) {
        board.send_keys(&Key::Right.to_string()).await.unwrap();
        wait_js(
            &observer,
            &format!("return document.getElementById('replay-board').dataset.ply === '{ply}'"),
            "the next move in the replay",
        )
        .await;
        assert_eq!(
            &shown_counts(&observer, "replay-board").await,
            counts,
            "replay, move {ply}"
        );
    }
    screenshot(&observer, "07-replay").await;
    board.send_keys(&Key::Left.to_string()).await.unwrap();
    wait_js(
        &observer,
        "return document.getElementById('replay-board').dataset.ply === '5'",
        "one move back",
    )
    .await;
    assert_eq!(shown_counts(&observer, "replay-board").await, positions[5]);
    board.send_keys(&Key::End.to_string()).await.unwrap();
    let last = positions.len() - 1;
    wait_js(
        &observer,
        &format!("return document.getElementById('replay-board').dataset.ply === '{last}'"),
        "the end of the replay",
    )
    .await;
    assert_eq!(
        shown_counts(&observer, "replay-board").await,
        positions[last]
    );

    // Readable at a phone's width: nothing wider than the screen.
    player.set_window_size(390, 844).await.unwrap();
    let fits = player
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(fits, json!(true), "the game fits a phone's width");
    screenshot(&player, "08-phone-game").await;
    click(&player, "nav-lobby").await;
    let overflow = player
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth + 1",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(overflow, json!(true), "the lobby fits a phone's width");
    screenshot(&player, "08-phone-lobby").await;

    player.close().await.unwrap();
    observer.close().await.unwrap();
    server.stop();
}

/// Waits until it is South's turn on the page with nothing moving, at a ply other than `not`
/// (the ply before a move just sent); returns the ply.
async fn south_to_move(client: &Client, not: Option<u64>) -> u64 {
    let script = format!(
        "return (app.position && app.animation === null && app.position.to_move === 0 && \
         app.position.outcome === null && app.position.ply !== {} && \
         document.querySelector('#board g.pit.legal') && \
         Number(document.getElementById('board').dataset.ply) === app.position.ply) \
         ? app.position.ply : null",
        not.map_or(-1, |p| p as i64)
    );
    wait_js(client, &script, "South's turn")
        .await
        .as_u64()
        .expect("a ply")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_alone_plays_and_hint_take_back_and_chat_work() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    client.goto(&format!("http://{addr}/")).await.unwrap();
    wait_js(
        &client,
        "return document.querySelector('#ruleset option[value=kalah]') !== null",
        "the rulesets",
    )
    .await;
    client
        .execute(
            "const r = document.getElementById('ruleset'); r.value = 'kalah';
             r.dispatchEvent(new Event('change'));
             document.getElementById('seat-1').value = 'easy';
             document.getElementById('speed').value = '0';",
            Vec::new(),
        )
        .await
        .unwrap();
    let rules = client
        .find(Locator::Id("rules-text"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        rules.starts_with("Kalah (kalah)"),
        "the rules beside the choice: {rules}"
    );
    click(&client, "create").await;
    let ply = south_to_move(&client, None).await;

    // With the keyboard: a legal pit takes the focus, Enter chooses it (its one move previewed),
    // Enter again plays it.
    // The focus and the pit's name are read in one script, tried again until both hold (the
    // page once drew the board twice as a game began, and the second drawing took the focus).
    let label = wait_js(
        &client,
        "const g = document.querySelector('#board g.pit.legal'); if (!g) return null; g.focus();
         return document.activeElement === g && g.getAttribute('tabindex') === '0'
           ? g.getAttribute('aria-label') : null;",
        "a legal pit with the keyboard's focus",
    )
    .await;
    assert!(
        label.as_str().unwrap().contains("South's house"),
        "a pit is named for screen readers: {label}"
    );
    press_enter(&client).await;
    let offered = wait_js(
        &client,
        "const g = document.activeElement;
         return g && g.classList && g.classList.contains('chosen') && document.querySelector('#board g.pit.lands')
           ? app.position.moves.find((m) => m.pit === Number(g.dataset.pit)).move : null",
        "the pit chosen and its move previewed, the focus still on it",
    )
    .await;
    press_enter(&client).await;
    let after_keys = south_to_move(&client, Some(ply)).await;
    assert!(after_keys > ply, "{offered} was played");
    let (_, game) = record_of(addr, "r1").await;
    assert_eq!(
        game.move_texts().iter().nth(ply as usize),
        offered.as_str(),
        "the move offered is the move played"
    );

    // A move typed in the notation.
    let typed = client
        .execute("return app.position.moves[0].move", Vec::new())
        .await
        .unwrap();
    let input = client.find(Locator::Id("move-text")).await.unwrap();
    input
        .send_keys(&format!("{}{}", typed.as_str().unwrap(), Key::Enter))
        .await
        .unwrap();
    let after_typed = south_to_move(&client, Some(after_keys)).await;
    assert!(after_typed > after_keys);

    // A hint marks its pit and chooses it.
    click(&client, "hint").await;
    let hinted = wait_js(
        &client,
        "const g = document.querySelector('#board g.pit.hinted.chosen');
         return g ? app.position.moves.find((m) => m.pit === Number(g.dataset.pit)).move : null",
        "the hint",
    )
    .await;
    let hint_line = client
        .find(Locator::Id("choices"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(hint_line.contains("Hint"), "{hint_line}");
    assert!(hint_line.contains(hinted.as_str().unwrap()), "{hint_line}");
    screenshot(&client, "09-hint").await;

    // Take back: the computer agrees, South is to move again, earlier.
    click(&client, "undo").await;
    let back = wait_js(
        &client,
        &format!(
            "return (app.position.ply < {after_typed} && app.animation === null && \
             Number(document.getElementById('board').dataset.ply) === app.position.ply) \
             ? app.position.ply : null"
        ),
        "the moves taken back",
    )
    .await;
    let (_, game) = record_of(addr, "r1").await;
    assert_eq!(game.num_plies() as u64, back.as_u64().unwrap());
    assert_eq!(game.position().turn(), 0, "South is to move again");
    assert_eq!(
        shown_counts(&client, "board").await,
        counts_of(game.position())
    );

    // Chat.
    keys(&client, "chat-text", &format!("good game{}", Key::Enter)).await;
    wait_js(
        &client,
        "return document.getElementById('chat-lines').textContent.includes('good game')",
        "the chat line",
    )
    .await;

    // The page reloaded: the seat is taken back with the token the browser kept.
    client.refresh().await.unwrap();
    wait_js(
        &client,
        "return [...document.querySelectorAll('#rooms button')].some(b => b.textContent.startsWith('Take your seat back'))",
        "the offer to take the seat back",
    )
    .await;
    client
        .execute(
            "[...document.querySelectorAll('#rooms button')].find(b => b.textContent.startsWith('Take your seat back')).click();
             document.getElementById('speed').value = '0';",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(south_to_move(&client, None).await, back.as_u64().unwrap());
    let input = client.find(Locator::Id("move-text")).await.unwrap();

    // A move refused by the server is told, and nothing changes.
    let before = shown_counts(&client, "board").await;
    input.send_keys(&format!("9{}", Key::Enter)).await.unwrap();
    let error = wait_js(
        &client,
        "const e = document.getElementById('game-error').textContent; return e ? e : null",
        "the refusal",
    )
    .await;
    assert!(error.as_str().unwrap().contains('9'), "{error}");
    assert_eq!(shown_counts(&client, "board").await, before);

    // A ruleset file of one's own, uploaded from the lobby.
    click(&client, "leave").await;
    let bad = screenshots().join("misspelt.toml");
    std::fs::write(
        &bad,
        "id = \"misspelt\"\ngame = \"kalah\"\n[board]\nseeds-per-hose = 3\n",
    )
    .unwrap();
    keys(&client, "ruleset-file", bad.to_str().unwrap()).await;
    let refusal = wait_js(
        &client,
        "const e = document.getElementById('lobby-error').textContent; return e ? e : null",
        "the refusal of a broken file",
    )
    .await;
    assert!(
        refusal.as_str().unwrap().contains("seeds-per-hose"),
        "the bad key is named: {refusal}"
    );
    let file = screenshots().join("three-seeds.toml");
    std::fs::write(
        &file,
        "id = \"three-seeds\"\ngame = \"kalah\"\n[board]\nseeds-per-house = 3\n",
    )
    .unwrap();
    keys(&client, "ruleset-file", file.to_str().unwrap()).await;
    wait_js(
        &client,
        "return document.getElementById('ruleset-file-name').textContent.includes('three-seeds.toml') \
         && document.getElementById('rules-text').textContent.includes('(three-seeds)')",
        "the file checked and its rules shown",
    )
    .await;
    click(&client, "create").await;
    wait_js(
        &client,
        "return app.room === 'r2' && app.position !== null && app.position.ruleset === 'three-seeds'",
        "the room of the uploaded ruleset",
    )
    .await;
    south_to_move(&client, None).await;
    let counts = shown_counts(&client, "board").await;
    assert_eq!(counts, vec![3, 3, 3, 3, 3, 3, 0, 3, 3, 3, 3, 3, 3, 0]);

    client.close().await.unwrap();
    server.stop();
}
