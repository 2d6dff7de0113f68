//! The puzzle page in Chromium, in Vietnamese: one puzzle answered right and one wrong on the
//! board, the learner's rating changes and survives a reload, and "print a worksheet" gives a
//! PDF. Screenshots (`target/web-screenshots/puzzles-*`): a desktop after the right answer, a
//! phone (390×844) after the wrong one with the answer shown.

use serde_json::{Value, json};

use super::{
    web::{
        browser, click, open_browser, screenshot, set_inner_size, start_driver, start_server,
        wait_js,
    },
    webdriver::{Client, Locator},
};

/// Plays `mv` on the page's board: its pit clicked, then its direction (or the pit again).
async fn move_on_board(client: &Client, mv: &str) {
    let pit = client
        .execute(
            "return window.puzzlesView.position.moves.find((m) => m.move === arguments[0]).pit",
            vec![json!(mv)],
        )
        .await
        .unwrap();
    let css = format!("#board g#pit-{}", pit.as_u64().expect("the move's pit"));
    client
        .find(Locator::Css(&css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let option = format!("button.pick[data-moves=\"{mv}\"]");
    let has_option = client
        .execute(
            "return document.querySelector(arguments[0]) !== null",
            vec![json!(option)],
        )
        .await
        .unwrap();
    let second = if has_option == json!(true) {
        option
    } else {
        css
    };
    client
        .find(Locator::Css(&second))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// The puzzle on the page, once shown.
async fn shown_puzzle(client: &Client, not: &str) -> mancala::puzzle::Puzzle {
    let id = wait_js(
        client,
        &format!(
            "const p = window.puzzlesView && window.puzzlesView.puzzle; return p && p.id !== {} && document.querySelector('#board g.pit') && p.id",
            json!(not)
        ),
        "a puzzle on the board",
    )
    .await;
    mancala::puzzle::find_shipped(id.as_str().unwrap())
        .unwrap()
        .clone()
}

async fn answered(client: &Client) -> Value {
    wait_js(
        client,
        "const a = window.puzzlesView.answer; return a && !document.getElementById('puzzle-next').hidden && a",
        "the answer told and animated",
    )
    .await
}

async fn kept_rating(client: &Client) -> i64 {
    client
        .execute(
            "return JSON.parse(localStorage.getItem('mancala-puzzles-o-an-quan')).rating",
            Vec::new(),
        )
        .await
        .unwrap()
        .as_i64()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_answers_puzzles_on_the_board_and_keeps_a_rating() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let page = open_browser(&driver, &chromium).await;
    set_inner_size(&page, 1280, 900).await;
    page.goto(&format!("http://{addr}/puzzles?lang=vi"))
        .await
        .unwrap();

    // The first puzzle, answered right.
    let first = shown_puzzle(&page, "").await;
    assert!(first.id.starts_with("o-an-quan-"));
    let question = page
        .find(Locator::Id("puzzle-question"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(question.contains("hãy tìm nước đi hay nhất"), "{question}");
    move_on_board(&page, &first.answer).await;
    let a = answered(&page).await;
    assert_eq!(a["right"], true);
    let verdict = page
        .find(Locator::Id("puzzle-verdict"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(verdict.starts_with("Đúng rồi!"), "{verdict}");
    let after_right = kept_rating(&page).await;
    assert!(
        after_right > 800,
        "a right answer raises the rating: {after_right}"
    );
    let score = page
        .find(Locator::Id("puzzles-score"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        score.contains(&after_right.to_string()) && score.contains("đúng liền 1 câu"),
        "{score}"
    );
    screenshot(&page, "puzzles-desktop-right").await;

    // The next one, answered wrong on a phone; then the answer shown.
    set_inner_size(&page, 390, 844).await;
    click(&page, "puzzle-next").await;
    let second = shown_puzzle(&page, &first.id).await;
    let wrong = second.proof.values[1].mv.clone();
    move_on_board(&page, &wrong).await;
    let a = answered(&page).await;
    assert_eq!(a["right"], false);
    assert_eq!(a["move"], wrong.as_str());
    let verdict = page
        .find(Locator::Id("puzzle-verdict"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(verdict.contains(&second.answer), "{verdict}");
    let proof = page
        .find(Locator::Id("puzzle-proof"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(proof, a["proof"].as_str().unwrap());
    let after_wrong = kept_rating(&page).await;
    assert!(
        after_wrong < after_right,
        "a wrong answer lowers it: {after_wrong}"
    );
    click(&page, "puzzle-show-answer").await;
    wait_js(
        &page,
        "return !document.getElementById('puzzle-next').hidden && document.getElementById('puzzle-show-answer').hidden",
        "the answer animated",
    )
    .await;
    screenshot(&page, "puzzles-phone-wrong").await;

    // The rating survives a reload.
    page.goto(&format!("http://{addr}/puzzles?lang=vi"))
        .await
        .unwrap();
    shown_puzzle(&page, "").await;
    assert_eq!(kept_rating(&page).await, after_wrong);
    let score = page
        .find(Locator::Id("puzzles-score"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        score.contains(&after_wrong.to_string()) && score.contains("1 trên 2"),
        "{score}"
    );

    // "Print a worksheet" gives a PDF of the ruleset in Vietnamese.
    let href = page
        .execute(
            "return document.getElementById('puzzles-print').getAttribute('href')",
            Vec::new(),
        )
        .await
        .unwrap();
    let href = href.as_str().unwrap().to_owned();
    assert!(
        href.contains("ruleset=o-an-quan") && href.contains("lang=vi"),
        "{href}"
    );
    page.execute(
        "window.printed = null; fetch(arguments[0]).then(async (r) => { const b = new Uint8Array(await r.arrayBuffer()); window.printed = [r.status, r.headers.get('content-type'), String.fromCharCode(...b.slice(0, 5))]; });",
        vec![json!(href)],
    )
    .await
    .unwrap();
    let printed = wait_js(&page, "return window.printed", "the worksheet").await;
    assert_eq!(printed, json!([200, "application/pdf", "%PDF-"]));
}
