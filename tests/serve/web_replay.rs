//! The replay viewer's controls inside a move, in a real browser: a move of a record is held,
//! walked through frame by frame (the counts and the narration's lit step checked against the
//! frames the server sent), stepped back, let go on at the viewer's own speed; the keys do what
//! the buttons do; with `prefers-reduced-motion` no stone travels. The viewer's game of a game
//! that stopped (a resignation) ends with the record's outcome, which the page says in words.
//! Screenshots go to `target/web-screenshots/`.

use mancala::{Rules, record::GameRecord};
use serde_json::json;

use super::web::{
    browser, click, counts_of, keys, open_browser, screenshot, screenshots, shown_counts,
    start_driver, start_server, wait_js,
};
use super::webdriver::{Client, Key, Locator};

/// A game of Ô ăn quan of a few moves (the first a sowing with several stones) that North
/// resigned, and its record written to a file the page can open.
fn a_recorded_game() -> (mancala::Game, std::path::PathBuf) {
    let mut game = mancala::Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
    for mv in ["1R", "2L", "3R"] {
        game.play_text(mv).unwrap();
    }
    let mut record = GameRecord::of(&game, None, None);
    record.outcome = Some(mancala::record::stopped_outcome_json(
        game.rules(),
        game.position(),
        "resigned",
        Some(1),
    ));
    let file = screenshots().join("replay-in-move.json");
    std::fs::write(&file, record.to_json()).unwrap();
    (game, file)
}

/// Opens the record `file` in the replay viewer of the page at `page`.
async fn open_replay(client: &Client, page: &str, file: &std::path::Path) {
    client.goto(page).await.unwrap();
    wait_js(
        client,
        "return document.getElementById('nav-replay') !== null && window.app !== undefined",
        "the page",
    )
    .await;
    click(client, "nav-replay").await;
    keys(client, "record-file", file.to_str().unwrap()).await;
    wait_js(
        client,
        "return app.replay !== null && document.getElementById('replay-board').dataset.ply === '0'",
        "the replay at the start",
    )
    .await;
}

/// Types `text` (keys included) on the replay's board.
async fn on_board(client: &Client, text: &str) {
    let board = client.find(Locator::Id("replay-board")).await.unwrap();
    board.send_keys(text).await.unwrap();
}

/// Waits until the first move is held at frame `at` with the board showing that frame's counts
/// as the server sent them (its stone landed); a wait bounded by [`wait_js`]'s.
async fn held_at(client: &Client, at: usize) {
    wait_js(
        client,
        &format!(
            "const a = app.replay.animation;
             if (!a || !a.paused || a.at !== {at}) return false;
             const counts = [];
             for (const g of document.querySelectorAll('#replay-board g.pit'))
               counts[Number(g.dataset.pit)] = Number(g.querySelector('text.count').textContent);
             return JSON.stringify(counts) === JSON.stringify(a.last.frames[{at}].pits);"
        ),
        &format!("the move held at frame {at}, its counts shown"),
    )
    .await;
}

/// The narration's lit sentence, and the last sentence of the move's narration up to the step
/// of the frame shown.
async fn lit_and_expected(client: &Client) -> (String, String) {
    let value = client
        .execute(
            "const a = app.replay.animation;
             const step = a.last.frames[a.at].step;
             const lines = a.last.narration.filter((n) => n.step <= step).map((n) => n.text);
             const lit = document.querySelector('#replay-narration li.current');
             return [lit ? lit.textContent : '', lines.at(-1) || ''];",
            Vec::new(),
        )
        .await
        .unwrap();
    serde_json::from_value(value).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replayed_move_is_held_and_walked_through_stone_by_stone_with_buttons_and_keys() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    let (game, file) = a_recorded_game();
    let page = format!("http://{}/", server.addr);
    open_replay(&client, &page, &file).await;
    let keys_note = client
        .find(Locator::Id("replay-step-keys"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        keys_note.contains("Space") && keys_note.contains("Shift+→"),
        "the keys are shown: {keys_note}"
    );
    let frames = client
        .execute(
            "return app.replay.game.plies[0].last_move.frames.length",
            Vec::new(),
        )
        .await
        .unwrap()
        .as_u64()
        .unwrap() as usize;
    assert!(
        frames >= 4,
        "1R lifts and sows several stones: {frames} frames"
    );

    // "." from the start: the first move, held at its first frame (the stones lifted).
    on_board(&client, ".").await;
    held_at(&client, 0).await;
    let pause = client.find(Locator::Id("replay-anim-pause")).await.unwrap();
    assert_eq!(pause.text().await.unwrap(), "Resume");
    // Frame by frame with the button and the key, each one's counts and narration.
    click(&client, "replay-anim-forward").await;
    held_at(&client, 1).await;
    on_board(&client, ".").await;
    held_at(&client, 2).await;
    let (lit, expected) = lit_and_expected(&client).await;
    assert!(!lit.is_empty(), "a narration step is lit");
    assert_eq!(lit, expected, "the lit step is the frame's");
    // Shift+→ steps inside the move too; the plain arrows stay the game's.
    on_board(&client, &format!("\u{E008}{}\u{E000}", Key::Right)).await;
    held_at(&client, 3).await;
    assert_eq!(
        client
            .execute(
                "return document.getElementById('replay-board').dataset.ply",
                Vec::new()
            )
            .await
            .unwrap(),
        json!("0"),
        "still inside the first move"
    );
    screenshot(&client, "10-replay-held-in-a-move").await;
    // Back: the frame before, with the key and the button.
    on_board(&client, ",").await;
    held_at(&client, 2).await;
    click(&client, "replay-anim-back").await;
    held_at(&client, 1).await;

    // Resume at full speed: the move ends, the board at rest after it, as the game says.
    client
        .execute(
            "document.getElementById('replay-speed').value = '10'",
            Vec::new(),
        )
        .await
        .unwrap();
    click(&client, "replay-anim-pause").await;
    wait_js(
        &client,
        "return app.replay.animation === null && document.getElementById('replay-board').dataset.ply === '1'",
        "the move played to its end",
    )
    .await;
    let after: Vec<Vec<u16>> = game.plies().map(|p| counts_of(&p.after)).collect();
    assert_eq!(shown_counts(&client, "replay-board").await, after[0]);
    assert_eq!(pause.text().await.unwrap(), "Pause");

    // "," from rest: back into the move, held a frame before its end; Space lets it go on.
    on_board(&client, ",").await;
    held_at(&client, frames - 2).await;
    on_board(&client, " ").await;
    wait_js(
        &client,
        "return app.replay.animation === null && document.getElementById('replay-board').dataset.ply === '1'",
        "the move let go on to its end",
    )
    .await;
    assert_eq!(shown_counts(&client, "replay-board").await, after[0]);
    // → plays the next move whole.
    on_board(&client, &Key::Right.to_string()).await;
    wait_js(
        &client,
        "return app.replay.animation === null && document.getElementById('replay-board').dataset.ply === '2'",
        "the next move",
    )
    .await;
    assert_eq!(shown_counts(&client, "replay-board").await, after[1]);
    // The end: how the game stopped, in words.
    on_board(&client, &Key::End.to_string()).await;
    let status = wait_js(
        &client,
        "const s = document.getElementById('replay-status').textContent;
         return document.getElementById('replay-board').dataset.ply === '3' ? s : null;",
        "the end of the game",
    )
    .await;
    assert!(
        status
            .as_str()
            .unwrap()
            .contains("Move 3 of 3. North resigned. South wins."),
        "{status}"
    );
    screenshot(&client, "11-replay-a-resigned-game-s-end").await;
    client.close().await.unwrap();
    server.stop();
}

/// Steps from the first frame to the second (a sowing's first drop) in one script and returns
/// how many stones are in the air right after: the stone is carried (1) unless the reader asked
/// for less motion (0).
async fn stones_in_the_air_after_a_step(client: &Client) -> u64 {
    client
        .execute(
            "document.getElementById('replay-speed').value = '1';
             document.getElementById('replay-anim-forward').click();
             const a = app.replay.animation;
             if (!a || a.at !== 0 || !a.paused) return -1;
             const frame = a.last.frames[1];
             if (a.last.steps[frame.step].kind !== 'sow') return -2;
             document.getElementById('replay-anim-forward').click();
             return document.querySelectorAll('#replay-board use.flying').length;",
            Vec::new(),
        )
        .await
        .unwrap()
        .as_u64()
        .expect("a count (not a frame other than a held lift, then a drop)")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_inside_a_move_carries_its_stone_unless_the_reader_prefers_reduced_motion() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let driver = start_driver(&driver_path);
    let (_, file) = a_recorded_game();
    let page = format!("http://{}/", server.addr);

    let moving = open_browser(&driver, &chromium).await;
    open_replay(&moving, &page, &file).await;
    assert_eq!(stones_in_the_air_after_a_step(&moving).await, 1);
    moving.close().await.unwrap();

    let caps = json!({
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1200,1100",
                     "--force-prefers-reduced-motion"],
        },
    });
    let still = Client::connect(&driver.url, caps).await.unwrap();
    open_replay(&still, &page, &file).await;
    assert_eq!(
        still
            .execute(
                "return matchMedia('(prefers-reduced-motion: reduce)').matches",
                Vec::new()
            )
            .await
            .unwrap(),
        json!(true),
        "Chromium was asked for reduced motion"
    );
    assert_eq!(stones_in_the_air_after_a_step(&still).await, 0);
    // The counts still change frame by frame.
    held_at(&still, 1).await;
    still.close().await.unwrap();
    server.stop();
}

/// The viewer's game of a room whose player resigned, and of its record sent back: the last
/// position carries the record's outcome, which the page says in words (`replay.js`,
/// `endingLine`); a game going on has none.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_viewer_s_game_of_a_resignation_ends_with_the_record_s_outcome() {
    let server = start_server().await;
    let mut south = super::Client::connect(server.addr).await;
    let room = super::create(&mut south, json!({"ruleset": "kalah"})).await;
    south.join(&room, "player").await;
    let mut north = super::Client::connect(server.addr).await;
    north.join(&room, "player").await;
    south.send(json!({"type": "move", "move": "1"})).await;
    north.until("update").await;
    let (_, going) = super::http_get(server.addr, &format!("/api/rooms/{room}/replay")).await;
    let going: serde_json::Value = serde_json::from_str(&going).unwrap();
    assert_eq!(going["plies"][0]["outcome"], serde_json::Value::Null);
    north.send(json!({"type": "resign"})).await;
    south.until("game_over").await;
    let (_, record) = super::http_get(server.addr, &format!("/api/rooms/{room}/record")).await;
    let (_, from_room) = super::http_get(server.addr, &format!("/api/rooms/{room}/replay")).await;
    let (_, from_file) = super::http_post(server.addr, "/api/replay", &record).await;
    for text in [from_room, from_file] {
        let game: serde_json::Value = serde_json::from_str(&text).unwrap();
        let plies = game["plies"].as_array().unwrap();
        assert_eq!(plies.len(), 1);
        let outcome = &plies[0]["outcome"];
        assert_eq!(
            (&outcome["reason"], &outcome["seat"], &outcome["winner"]),
            (&json!("resigned"), &json!(1), &json!(0)),
            "{outcome}"
        );
    }
    server.stop();
}
