//! The end of a game in the browser: a terminal-protocol player resigns and the page shows the
//! result banner (who won, the score, why) with the game's buttons disabled; the move list opens
//! a past position and returns to the game; a rematch takes the page to the new room with the
//! seats swapped; the name typed once is remembered. Screenshots go to `target/web-screenshots/`.

use mancala::{Rules, record::GameRecord};
use serde_json::{Value, json};

use super::web::{
    browser, click, counts_of, http_get, keys, open_browser, press_enter, screenshot, shown_counts,
    start_driver, start_server, wait_js,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_protocol_player_resigns_and_the_browser_shows_the_result_then_a_rematch() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let lan = open_browser(&driver, &chromium).await;
    let page = format!("http://{addr}/");

    // Lan makes a named room of Ô ăn quan with a person in North's seat.
    lan.goto(&page).await.unwrap();
    wait_js(
        &lan,
        "return document.getElementById('room-name') !== null && document.getElementById('seat-1') !== null",
        "the lobby's form",
    )
    .await;
    keys(&lan, "name", "Lan").await;
    lan.execute(
        "const name = document.getElementById('name');
         name.dispatchEvent(new Event('change'));
         document.getElementById('room-name').value = 'Lớp 3A';
         document.getElementById('seat-1').value = 'person';",
        Vec::new(),
    )
    .await
    .unwrap();
    click(&lan, "create").await;
    wait_js(
        &lan,
        "return window.app.room === 'r1' && window.app.seat === 0 && window.app.position !== null",
        "Lan in South's seat of room r1",
    )
    .await;
    let title = wait_js(
        &lan,
        "const t = document.getElementById('game-title').textContent; return t.endsWith('Ô ăn quan') ? t : null",
        "the room's title with the ruleset's name",
    )
    .await;
    assert_eq!(title, "Lớp 3A (room r1): Ô ăn quan");

    // Minh joins North's seat from a program speaking the protocol, as the terminal does.
    let mut minh = super::Client::connect(addr).await;
    minh.send(json!({"type": "join", "room": "r1", "as": "player", "name": "Minh"}))
        .await;
    assert_eq!(minh.until("joined").await["seat"], 1);
    minh.until("state").await;

    // Lan types 1R; Minh answers; Lan plays again; Minh resigns.
    for turn in 0..2 {
        let mv = wait_js(
            &lan,
            "const p = window.app.position;
             return p && p.to_move === 0 && !window.app.animation ? p.legal_moves[0] : null;",
            "Lan's turn",
        )
        .await;
        keys(&lan, "move-text", mv.as_str().unwrap()).await;
        press_enter(&lan).await;
        let mut position: Value;
        loop {
            position = minh.until("update").await["position"].clone();
            if position["to_move"] == 1 || !position["outcome"].is_null() {
                break;
            }
        }
        if turn == 0 {
            minh.play_first_legal(&position).await;
        }
    }
    minh.send(json!({"type": "resign"})).await;
    minh.until("game_over").await;

    // The banner: who won, the score, why; the game's buttons disabled.
    let banner = wait_js(
        &lan,
        "const r = document.getElementById('result');
         return !r.hidden && r.textContent.includes('resigned') ? r.textContent : null;",
        "the result banner",
    )
    .await;
    let banner = banner.as_str().unwrap().to_owned();
    let record = GameRecord::from_json(&http_get(addr, "/api/rooms/r1/record").await).unwrap();
    let outcome = record.outcome.clone().expect("the record's outcome");
    assert_eq!(outcome["reason"], "resigned");
    assert_eq!(outcome["seat"], 1, "Minh resigned");
    assert_eq!(outcome["winner"], 0);
    let score = format!("{}–{}", outcome["scores"][0], outcome["scores"][1]);
    assert!(banner.starts_with("Lan (South) wins"), "{banner}");
    assert!(banner.contains(&format!("Score {score}.")), "{banner}");
    assert!(banner.contains("Minh (North) resigned."), "{banner}");
    let disabled = lan
        .execute(
            "return ['hint', 'undo', 'resign', 'move-play', 'move-text'].map((id) => document.getElementById(id).disabled)",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(disabled, json!([true, true, true, true, true]));
    screenshot(&lan, "10-result-banner").await;

    // A pupil opens the room's link in Vietnamese: the same result, in Vietnamese.
    let watcher = open_browser(&driver, &chromium).await;
    watcher
        .goto(&format!("http://{addr}/rooms/r1?lang=vi"))
        .await
        .unwrap();
    let vietnamese = wait_js(
        &watcher,
        "const r = document.getElementById('result');
         return !r.hidden && r.textContent.includes('xin thua') ? r.textContent : null;",
        "the result banner in Vietnamese",
    )
    .await;
    let vietnamese = vietnamese.as_str().unwrap();
    assert!(vietnamese.starts_with("Lan (Nam) thắng"), "{vietnamese}");
    assert!(
        vietnamese.contains(&format!("Tỉ số {score}. Minh (Bắc) xin thua.")),
        "{vietnamese}"
    );
    assert!(
        !vietnamese.contains("wins") && !vietnamese.contains("resigned"),
        "{vietnamese}"
    );
    let hidden = watcher
        .execute(
            "return document.getElementById('rematch').hidden",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(hidden, json!(true), "a watcher has no rematch to ask for");
    screenshot(&watcher, "10-result-banner-vi").await;
    watcher.close().await.ok();

    // The move list: move 1 opens the board after it; back to the game returns live.
    let (game, _) = record.replay(&Rules).unwrap();
    let plies = game.num_plies();
    assert_eq!(plies, 3);
    let after_first = counts_of(&game.plies().next().unwrap().after);
    let live = counts_of(game.position());
    assert_ne!(after_first, live);
    lan.execute(
        "document.querySelector('#move-list button[data-ply=\"1\"]').click()",
        Vec::new(),
    )
    .await
    .unwrap();
    wait_js(
        &lan,
        "return !document.getElementById('viewing').hidden",
        "the board after move 1",
    )
    .await;
    assert_eq!(shown_counts(&lan, "board").await, after_first);
    let viewing = lan
        .execute(
            "return document.getElementById('viewing-text').textContent",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(viewing, "The board after move 1 of 3.");
    screenshot(&lan, "11-move-list-past-position").await;
    click(&lan, "back-to-game").await;
    wait_js(
        &lan,
        "return document.getElementById('viewing').hidden",
        "back to the game",
    )
    .await;
    assert_eq!(shown_counts(&lan, "board").await, live);

    // A rematch: both agree; the page goes to the new room, in North's seat.
    click(&lan, "rematch").await;
    assert_eq!(minh.until("rematch_requested").await["by"], 0);
    minh.send(json!({"type": "rematch"})).await;
    let ready = minh.until("rematch_ready").await;
    assert_eq!(ready["seat"], 0, "Minh moves to South");
    minh.send(json!({"type": "leave"})).await;
    minh.send(
        json!({"type": "rejoin", "room": ready["new_room"], "seat": 0, "token": ready["token"]}),
    )
    .await;
    minh.until("joined").await;
    wait_js(
        &lan,
        "return window.app.room === 'r2' && window.app.seat === 1 && document.getElementById('result').hidden",
        "Lan in North's seat of the rematch",
    )
    .await;
    let enabled = lan
        .execute(
            "return ['hint', 'resign', 'move-play'].every((id) => !document.getElementById(id).disabled)",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(enabled, json!(true));
    screenshot(&lan, "12-rematch").await;

    // The name is remembered by the browser for the next visit.
    lan.goto(&page).await.unwrap();
    let name = wait_js(
        &lan,
        "return document.getElementById('name').value || null",
        "the name remembered",
    )
    .await;
    assert_eq!(name, "Lan");
    let listed = wait_js(
        &lan,
        "const t = document.getElementById('rooms').textContent; return t.includes('Lớp 3A') ? t : null;",
        "the rooms named in the lobby",
    )
    .await;
    assert!(listed.as_str().unwrap().contains("Lớp 3A — r1"), "{listed}");
    lan.close().await.ok();
    server.stop();
}
