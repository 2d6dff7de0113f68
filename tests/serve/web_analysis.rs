//! The analysis board and the position editor in a real browser: a record opened and stepped
//! through with the keys, a variation played on the board and shown nested in the move list, the
//! position edited stone by stone (an impossible one said so in words, with the field to change),
//! and a game against the computer started from the edited position; a game reviewed (each move
//! marked, its values in words, the advantage graph clicked to go to a move). Screenshots (a desktop, a
//! projector and a phone) go to `target/web-screenshots/analysis-*.png`.

use mancala::{Rules, record::GameRecord};

use super::web::{
    browser, click, keys, open_browser, screenshot, screenshots, set_inner_size, start_driver,
    start_server, wait_js,
};
use super::webdriver::{Client, Locator};

/// WebDriver's Home key.
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";
const LEFT: &str = "\u{E012}";
const RIGHT: &str = "\u{E014}";

/// A game of Kalah of four moves, written to a record file the page can open.
fn a_kalah_record() -> (mancala::Game, std::path::PathBuf) {
    let mut game = mancala::Game::new(Rules::builtin("kalah").unwrap(), 0);
    for mv in ["3", "6", "2", "4"] {
        game.play_text(mv).unwrap();
    }
    let record = GameRecord::of(&game, None, None);
    let file = screenshots().join("analysis-game.json");
    std::fs::write(&file, record.to_json()).unwrap();
    (game, file)
}

/// Types `text` on the analysis board.
/// Opens the page in `lang` and waits for it and its rulesets.
async fn open_page(client: &Client, addr: std::net::SocketAddr, lang: &str) {
    client
        .goto(&format!("http://{addr}/?lang={lang}"))
        .await
        .unwrap();
    wait_js(
        client,
        "return window.app !== undefined && app.rulesets.length > 0",
        "the page and its rulesets",
    )
    .await;
}

/// Opens the page in `lang`, then the record `file` on the analysis board, at its start.
async fn open_record(
    client: &Client,
    addr: std::net::SocketAddr,
    lang: &str,
    file: &std::path::Path,
) {
    open_page(client, addr, lang).await;
    click(client, "nav-analysis").await;
    keys(client, "analysis-file", file.to_str().unwrap()).await;
    shown_after(client, &[]).await;
}

async fn on_board(client: &Client, text: &str) {
    let board = client.find(Locator::Id("analysis-board")).await.unwrap();
    board.send_keys(text).await.unwrap();
}

/// Waits until the board shows the position `moves` deep along the tree's path, at rest.
async fn shown_after(client: &Client, moves: &[&str]) {
    let path = serde_json::to_string(moves).unwrap();
    wait_js(
        client,
        &format!(
            "const a = app.analysis;
             if (!a || a.animation) return false;
             const path = [];
             for (let n = a.tree.nodes.get(a.current); n.parent; n = n.parent) path.unshift(n.move);
             return JSON.stringify(path) === JSON.stringify({path})
               && document.getElementById('analysis-board').dataset.node === String(a.current);"
        ),
        &format!("the board after {path}"),
    )
    .await;
}

async fn text_of(client: &Client, id: &str) -> String {
    client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_is_studied_a_variation_tried_a_position_edited_and_played_from() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    let (game, file) = a_kalah_record();
    open_record(&client, server.addr, "en", &file).await;

    // The keys: End to the last move, ← one back, Home the start, → the first move.
    on_board(&client, END).await;
    shown_after(&client, &["3", "6", "2", "4"]).await;
    let fen = client
        .execute(
            "return document.getElementById('analysis-fen').value",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(
        fen.as_str().unwrap(),
        game.rules().board_text(game.position()),
        "the position string of the game's end"
    );
    on_board(&client, LEFT).await;
    shown_after(&client, &["3", "6", "2"]).await;
    on_board(&client, HOME).await;
    shown_after(&client, &[]).await;
    assert!(
        text_of(&client, "analysis-status")
            .await
            .starts_with("The start."),
        "{}",
        text_of(&client, "analysis-status").await
    );
    on_board(&client, RIGHT).await;
    shown_after(&client, &["3"]).await;
    // Kalah's 3 ends in South's store: South moves again; the list says who played each move.

    // Another move than the game's 6 (South's bonus move): a pit clicked on the board.
    let pit = client
        .execute(
            "const a = app.analysis; const n = a.tree.nodes.get(a.current);
             return n.position.moves.find((m) => m.move !== n.children[0].move).pit;",
            Vec::new(),
        )
        .await
        .unwrap()
        .as_u64()
        .unwrap();
    client
        .find(Locator::Css(&format!("#analysis-board #pit-{pit}")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &client,
        "const a = app.analysis; return !a.animation && a.tree.nodes.get(a.current).parent.children.length === 2
           && document.querySelectorAll('#analysis-moves .variation button').length === 1",
        "the move tried, a variation nested in the list",
    )
    .await;
    let variation = client
        .execute(
            "return document.querySelector('#analysis-moves .variation button[aria-current=\"true\"]') !== null",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(
        variation,
        serde_json::json!(true),
        "the variation is the move shown"
    );
    // Back along it, and forward again along the same variation (not the game's move).
    on_board(&client, LEFT).await;
    shown_after(&client, &["3"]).await;
    on_board(&client, RIGHT).await;
    shown_after(&client, &["3", "6"]).await;
    set_inner_size(&client, 1280, 720).await;
    screenshot(&client, "analysis-projector-1280").await;
    set_inner_size(&client, 1920, 1080).await;
    screenshot(&client, "analysis-projector-1920").await;
    set_inner_size(&client, 390, 844).await;
    screenshot(&client, "analysis-phone").await;
    set_inner_size(&client, 1280, 900).await;

    // The position editor, opened on the position shown.
    click(&client, "analysis-edit").await;
    wait_js(
        &client,
        "return document.getElementById('editor-validity').textContent === 'A position of this game.'",
        "the editor's position checked",
    )
    .await;
    // A stone more in South's first house: more stones than the game has.
    client
        .find(Locator::Css("#editor-board #pit-0"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    click(&client, "editor-add").await;
    let invalid = wait_js(
        &client,
        "const v = document.getElementById('editor-validity');
         return v.classList.contains('invalid') && v.textContent",
        "the position refused",
    )
    .await;
    let invalid = invalid.as_str().unwrap().to_owned();
    assert!(
        invalid.starts_with("Not yet a position of this game (the pits):"),
        "{invalid}"
    );
    assert!(invalid.contains("49"), "the count found: {invalid}");
    screenshot(&client, "analysis-editor-invalid").await;
    set_inner_size(&client, 390, 844).await;
    screenshot(&client, "analysis-editor-phone").await;
    set_inner_size(&client, 1280, 900).await;
    // The key − takes it back (the chosen pit keeps its choice): valid again.
    client
        .find(Locator::Css("#editor-board #pit-0"))
        .await
        .unwrap()
        .send_keys("-")
        .await
        .unwrap();
    wait_js(
        &client,
        "return document.getElementById('editor-validity').textContent === 'A position of this game.'
           && document.querySelector('#editor-play .play-start') !== null",
        "the position valid again",
    )
    .await;
    let fen = client
        .execute("return app.editor.fen", Vec::new())
        .await
        .unwrap();
    let fen = fen.as_str().unwrap().to_owned();

    // Play from here against the computer (the level as the lobby offers it): a room from the
    // position, this browser in the seat of the player to move.
    client
        .execute(
            "document.querySelector('#editor-play .play-against').value = 'random'",
            Vec::new(),
        )
        .await
        .unwrap();
    client
        .find(Locator::Css("#editor-play .play-start"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &client,
        "return !document.getElementById('game').hidden && app.room !== null && app.seat !== null && app.position !== null",
        "the room of the game from here",
    )
    .await;
    let room = client.execute("return app.room", Vec::new()).await.unwrap();
    let record = super::web::http_get(
        server.addr,
        &format!("/api/rooms/{}/replay", room.as_str().unwrap()),
    )
    .await;
    let replay: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(
        replay["start"]["fen"],
        fen.as_str(),
        "the room starts from the edited position"
    );
    let seats = client
        .execute("return app.seats.map((s) => s.kind)", Vec::new())
        .await
        .unwrap();
    assert!(
        seats.as_array().unwrap().iter().any(|k| k == "computer"),
        "{seats}"
    );
    screenshot(&client, "analysis-played-from-here").await;

    // The editor in Vietnamese on a phone, on Ô ăn quan: its words, and a refusal in words.
    open_page(&client, server.addr, "vi").await;
    set_inner_size(&client, 390, 844).await;
    click(&client, "nav-editor").await;
    wait_js(
        &client,
        "return app.editor !== null && app.editor.ruleset === 'o-an-quan'
           && document.getElementById('editor-validity').textContent.startsWith('Đây là')",
        "the editor on Ô ăn quan",
    )
    .await;
    // A stone taken from a citizen square, then a field typed that the game does not have.
    client
        .find(Locator::Css("#editor-board #pit-1"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    click(&client, "editor-remove").await;
    wait_js(
        &client,
        "return app.editor.fen.startsWith('Q+0,4,5')",
        "a stone taken from the first citizen square",
    )
    .await;
    keys(&client, "editor-fen", " zz:1").await;
    let refused = wait_js(
        &client,
        "const v = document.getElementById('editor-validity');
         return v.classList.contains('invalid') && v.textContent",
        "the position refused in Vietnamese",
    )
    .await;
    assert!(
        refused
            .as_str()
            .unwrap()
            .starts_with("Chưa phải là một thế cờ của trò chơi này (các mục khác):"),
        "{refused}"
    );
    screenshot(&client, "analysis-editor-vi-phone").await;
    client.close().await.unwrap();
    server.stop();
}

/// A game of Kalah of twelve moves (the first legal move each time: some of them poor), written
/// to a record file the page can open.
fn a_poorly_played_kalah_record() -> (mancala::Game, std::path::PathBuf) {
    let mut game = mancala::Game::new(Rules::builtin("kalah").unwrap(), 0);
    for _ in 0..12 {
        if game.position().outcome().is_some() {
            break;
        }
        let text = game.legal_move_texts()[0].clone();
        game.play_text(&text).unwrap();
    }
    let record = GameRecord::of(&game, None, None);
    let file = screenshots().join("analysis-review-game.json");
    std::fs::write(&file, record.to_json()).unwrap();
    (game, file)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_reviewed_on_the_board_marks_its_moves_and_its_graph_goes_to_a_move() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    let (game, file) = a_poorly_played_kalah_record();
    let plies = game.num_plies();
    open_record(&client, server.addr, "en", &file).await;
    click(&client, "analysis-review-start").await;
    wait_js(
        &client,
        &format!(
            "return document.querySelectorAll('#analysis-moves .main button[data-class]').length === {plies}
               && document.querySelectorAll('#analysis-review-graph circle').length === {}",
            plies + 1
        ),
        "every move of the main line marked, a point of the graph for each position",
    )
    .await;
    // The marks are the review's: a move marked ?, ?! or ?? is a mistake, an inaccuracy, a blunder.
    let marks = client
        .execute(
            "return [...document.querySelectorAll('#analysis-moves .main button[data-class]')].map((b) => {
               const m = b.querySelector('.mark'); return [b.dataset.class, m ? m.textContent : ''];
             });",
            Vec::new(),
        )
        .await
        .unwrap();
    for pair in marks.as_array().unwrap() {
        let expected = match pair[0].as_str().unwrap() {
            "inaccuracy" => "?!",
            "mistake" => "?",
            "blunder" => "??",
            _ => "",
        };
        assert_eq!(pair[1], expected, "{marks}");
    }
    let summary = text_of(&client, "analysis-review-summary").await;
    assert!(summary.contains("accuracy"), "{summary}");
    // A point of the graph clicked: the board goes to its move, and says its values.
    client
        .find(Locator::Css("#analysis-review-graph circle:nth-of-type(4)"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let moves: Vec<&str> = game.move_texts().iter().collect();
    shown_after(&client, &moves[..3]).await;
    let detail = text_of(&client, "analysis-review-move").await;
    assert!(detail.starts_with("Move 3, "), "{detail}");
    assert!(
        detail.contains("before") && detail.contains("after"),
        "{detail}"
    );
    // The keys still step through the game, the review following.
    on_board(&client, RIGHT).await;
    shown_after(&client, &moves[..4]).await;
    assert!(
        text_of(&client, "analysis-review-move")
            .await
            .starts_with("Move 4, ")
    );
    set_inner_size(&client, 1280, 720).await;
    screenshot(&client, "analysis-review-projector-1280").await;
    set_inner_size(&client, 1920, 1080).await;
    screenshot(&client, "analysis-review-projector-1920").await;
    set_inner_size(&client, 390, 844).await;
    client
        .execute(
            "document.getElementById('analysis-review').scrollIntoView()",
            Vec::new(),
        )
        .await
        .unwrap();
    screenshot(&client, "analysis-review-phone").await;

    // In Vietnamese: the same review, in the reader's words.
    open_record(&client, server.addr, "vi", &file).await;
    click(&client, "analysis-review-start").await;
    wait_js(
        &client,
        "return document.querySelectorAll('#analysis-review-summary li').length === 2",
        "the review's summaries",
    )
    .await;
    let start = text_of(&client, "analysis-review-move").await;
    assert!(start.starts_with("Đầu ván: đến lượt "), "{start}");
    let summary = text_of(&client, "analysis-review-summary").await;
    assert!(summary.contains("độ chính xác"), "{summary}");
    client
        .execute(
            "document.getElementById('analysis-review').scrollIntoView()",
            Vec::new(),
        )
        .await
        .unwrap();
    let wide = client
        .execute(
            "return [...document.querySelectorAll('#analysis *')]
               .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
               .map((e) => e.id || e.className || e.tagName);",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(wide, serde_json::json!([]), "nothing wider than the phone");
    screenshot(&client, "analysis-review-vi-phone").await;
    client.close().await.unwrap();
    server.stop();
}
