//! Moves made on the board, in a real browser (headless Chromium, as [`web`](super::web)): whole
//! games of Ô ăn quan and of coloured Awalé played only by taps on pits and on the arrows and
//! colour swatches that appear on them, against a computer, with the animation at once (the
//! page's speed setting at 0) but for one move whose stone is caught in flight; one move made
//! with the keyboard alone. At 1920×1080 (a projector) and 390×844 (a phone). Screenshots go to
//! `target/web-screenshots/board-*.png`.

use serde_json::{Value, json};

use super::web::{
    browser, counts_of, open_browser, press_enter, record_of, screenshot, shown_counts,
    start_driver, start_server, wait_js,
};
use super::webdriver::{Client, Key, Locator};

/// Opens the lobby, starts a game of `ruleset` (South a person, North the computer at its
/// quickest level) and waits for South's first turn.
async fn start_game(client: &Client, addr: std::net::SocketAddr, ruleset: &str) {
    client.goto(&format!("http://{addr}/")).await.unwrap();
    wait_js(
        client,
        &format!("return document.querySelector('#ruleset option[value=\"{ruleset}\"]') !== null"),
        "the rulesets",
    )
    .await;
    client
        .execute(
            &format!(
                "const r = document.getElementById('ruleset'); r.value = '{ruleset}';
                 r.dispatchEvent(new Event('change'));
                 document.getElementById('seat-1').value = 'random';
                 document.getElementById('speed').value = '0';"
            ),
            Vec::new(),
        )
        .await
        .unwrap();
    client
        .find(Locator::Id("create"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert_eq!(turn(client).await, "turn");
}

/// Waits until the board is still and shows the latest position: "turn" when South may move,
/// "over" when the game has ended.
async fn turn(client: &Client) -> String {
    let value = wait_js(
        client,
        "const board = document.getElementById('board');
         if (!app.position || app.animation !== null || Number(board.dataset.ply) !== app.position.ply) return null;
         if (app.position.outcome !== null) return 'over';
         return app.position.to_move === 0 && document.querySelector('#board g.pit.legal') ? 'turn' : null;",
        "South's turn or the end",
    )
    .await;
    value.as_str().unwrap().to_owned()
}

/// What the board offers after a tap: "played" once the position has moved on from `ply`,
/// "pick N KIND" with N options of KIND (direction, colour, special, list) on the board, or
/// "chosen" for a pit whose one move is previewed.
async fn offered(client: &Client, ply: u64) -> String {
    let script = format!(
        "if (app.position.ply !== {ply}) return 'played';
         const picks = document.querySelectorAll('#board button.pick, #choices button.pick');
         if (picks.length) return `pick ${{picks.length}} ${{picks[0].classList[1].replace('pick-', '')}}`;
         if (document.querySelector('#board g.pit.chosen')) return 'chosen';
         return null;"
    );
    wait_js(client, &script, "the board's answer to a tap")
        .await
        .as_str()
        .unwrap()
        .to_owned()
}

async fn ply_of(client: &Client) -> u64 {
    client
        .execute("return app.position.ply", Vec::new())
        .await
        .unwrap()
        .as_u64()
        .unwrap()
}

/// The smallest side, in CSS pixels, of the options shown in `within` (the board, or the list
/// under it).
async fn smallest_option(client: &Client, within: &str) -> f64 {
    client
        .execute(
            &format!(
                "return Math.min(...[...document.querySelectorAll('{within} button.pick')]
                   .map((b) => {{ const r = b.getBoundingClientRect(); return Math.min(r.width, r.height); }}))"
            ),
            Vec::new(),
        )
        .await
        .unwrap()
        .as_f64()
        .unwrap()
}

/// Taps pits and options until the game is over: the `n`-th move taps the legal pit and the
/// options in turn (`n` modulo their number), a pit with one move twice. `shot(kind)` is asked
/// before an option of each kind is first tapped (the caller takes its screenshot).
async fn play_to_the_end(client: &Client, shots: &mut Vec<String>, prefix: &str) -> usize {
    let mut moves = 0usize;
    while turn(client).await == "turn" {
        let ply = ply_of(client).await;
        let pit = client
            .execute(
                &format!(
                    "const pits = [...document.querySelectorAll('#board g.pit.legal')];
                     return Number(pits[{moves} % pits.length].dataset.pit);"
                ),
                Vec::new(),
            )
            .await
            .unwrap();
        client
            .find(Locator::Css(&format!("#pit-{pit}")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        loop {
            let answer = offered(client, ply).await;
            if answer == "played" {
                break;
            }
            if answer == "chosen" {
                client
                    .find(Locator::Css(&format!("#pit-{pit}")))
                    .await
                    .unwrap()
                    .click()
                    .await
                    .unwrap();
                continue;
            }
            let mut words = answer.split(' ').skip(1);
            let n: usize = words.next().unwrap().parse().unwrap();
            let kind = words.next().unwrap().to_owned();
            // A sowing that laps may drop the special seed into one hole at two places of the
            // sowing: only then are the moves named in a list under the board.
            let within = if kind == "list" { "#choices" } else { "#board" };
            let name = format!("{prefix}-{kind}");
            if !shots.contains(&name) {
                assert!(
                    smallest_option(client, within).await >= 44.0,
                    "a finger's width"
                );
                screenshot(client, &name).await;
                shots.push(name);
            }
            let k = moves % n + 1;
            let option = format!("{within} button.pick:nth-of-type({k})");
            // In the middle of the window, as a person would scroll it before tapping.
            client
                .execute(
                    &format!(
                        "document.querySelector('{option}').scrollIntoView({{block: 'center'}})"
                    ),
                    Vec::new(),
                )
                .await
                .unwrap();
            client
                .find(Locator::Css(&option))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
        }
        moves += 1;
        assert!(moves < 600, "the game ends");
    }
    moves
}

async fn check_final_board(client: &Client, addr: std::net::SocketAddr) -> Value {
    let (_, game) = record_of(addr, "r1").await;
    assert!(game.position().is_over(), "the record's game is over");
    assert_eq!(
        shown_counts(client, "board").await,
        counts_of(game.position()),
        "the board at the end is the game's"
    );
    client
        .execute("return app.position.outcome", Vec::new())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn o_an_quan_is_played_to_the_end_by_taps_on_squares_and_arrows_and_once_by_keys() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    client.set_window_size(390, 844).await.unwrap();
    start_game(&client, addr, "o-an-quan").await;

    // The keyboard alone, on a phone: a legal square takes the focus, → goes to the next one,
    // Enter puts the focus on its first arrow, → on the second, Enter plays that way.
    let ply = ply_of(&client).await;
    let first = wait_js(
        &client,
        "const g = document.querySelector('#board g.pit.legal'); if (!g) return null; g.focus();
         return document.activeElement === g ? Number(g.dataset.pit) : null;",
        "a legal square with the focus",
    )
    .await;
    client.press(Key::Right).await.unwrap();
    let second = wait_js(
        &client,
        "const g = document.activeElement; return g && g.classList.contains('legal') ? Number(g.dataset.pit) : null",
        "the focus on another square",
    )
    .await;
    assert_ne!(first, second, "→ moved the focus");
    press_enter(&client).await;
    wait_js(
        &client,
        "return document.activeElement && document.activeElement.matches('#board button.pick-direction')",
        "the focus on the square's first arrow",
    )
    .await;
    assert!(
        smallest_option(&client, "#board").await >= 44.0,
        "a finger's width on a phone"
    );
    screenshot(&client, "board-arrows-phone").await;
    client.press(Key::Right).await.unwrap();
    let chosen = wait_js(
        &client,
        "const b = document.activeElement;
         return b && b.matches('#board button.pick:nth-of-type(2)') && b.classList.contains('previewed')
           && document.querySelector('#board g.pit.reach') ? b.dataset.moves : null",
        "the second arrow, its way previewed",
    )
    .await;
    press_enter(&client).await;
    assert_eq!(turn(&client).await, "turn");
    let (_, game) = record_of(addr, "r1").await;
    assert_eq!(
        game.move_texts().iter().nth(ply as usize),
        chosen.as_str(),
        "the arrow chosen with the keys is the move played"
    );

    // On a projector: a tap on a square, its arrows, a stone carried from square to square.
    client.set_window_size(1920, 1080).await.unwrap();
    client
        .execute("document.getElementById('speed').value = '1'", Vec::new())
        .await
        .unwrap();
    let pit = wait_js(
        &client,
        "const g = document.querySelector('#board g.pit.legal'); return g ? Number(g.dataset.pit) : null",
        "a legal square",
    )
    .await;
    client
        .find(Locator::Css(&format!("#pit-{pit}")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &client,
        "return document.querySelectorAll('#board button.pick-direction').length === 2",
        "two arrows on the square",
    )
    .await;
    screenshot(&client, "board-arrows-projector").await;
    client
        .find(Locator::Css("#board button.pick:nth-of-type(2)"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &client,
        "return document.querySelector('#board svg use.flying') !== null",
        "a stone in flight",
    )
    .await;
    screenshot(&client, "board-stone-in-flight").await;
    client
        .execute("document.getElementById('speed').value = '0'", Vec::new())
        .await
        .unwrap();

    // The rest of the game, by taps only.
    let mut shots = Vec::new();
    let moves = play_to_the_end(&client, &mut shots, "board-o-an-quan").await;
    assert!(moves > 0);
    let outcome = check_final_board(&client, addr).await;
    assert!(!outcome.is_null(), "the game ended: {outcome}");
    screenshot(&client, "board-o-an-quan-end").await;
    client.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn coloured_awale_is_played_to_the_end_by_taps_on_pits_and_colour_swatches_on_a_phone() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    client.set_window_size(390, 844).await.unwrap();
    start_game(&client, addr, "awale-abapa-colours").await;
    let mut shots = Vec::new();
    let moves = play_to_the_end(&client, &mut shots, "board-awale").await;
    assert!(
        shots.contains(&"board-awale-colour".to_owned()),
        "colours were chosen on a pit: {shots:?}"
    );
    assert!(moves > 1);
    let outcome = check_final_board(&client, addr).await;
    assert_ne!(outcome, json!(null));
    screenshot(&client, "board-awale-end").await;
    client.close().await.unwrap();
}
