//! The room page's board at a phone's size and on a big screen, in Chromium: at 390×844 the
//! pits' counts and labels are drawn large enough to read (their boxes at least 16 and 14 CSS
//! pixels high), nothing of the board is cut off and the page is no wider than the screen; at
//! 1920×1080 the board takes most of the width, is seen whole without scrolling, and the side
//! panel keeps a usable width. At both, a mandarin square's points sit above its outline and its
//! young mark below it, never over its line. Screenshots go to `target/web-screenshots/`
//! (`layout-*`).

use serde_json::{Value, json};

use super::{
    Client, create, start,
    web::{browser, open_browser, screenshot, set_inner_size, start_driver, wait_js},
    webdriver,
};

/// The room page's board measured: the smallest count's and label's box heights, whether every
/// count, label and mandarin's word lies inside the drawing and the window, whether each
/// mandarin's points are above its outline and its young mark below, the board's width (and
/// over the window's), its bottom, the page's width and the side panel's width.
const ROOM_MEASURES: &str = "
    const svg = document.querySelector('#board svg.mancala-board');
    const board = svg.getBoundingClientRect();
    const inside = (r) => r.left >= Math.max(board.left, 0) - 0.5 && r.right <= Math.min(board.right, window.innerWidth) + 0.5
      && r.top >= board.top - 0.5 && r.bottom <= board.bottom + 0.5;
    const texts = (cls) => [...svg.querySelectorAll(`text.${cls}`)].filter((t) => t.textContent.trim());
    const counts = texts('count').map((t) => t.getBoundingClientRect());
    const labels = texts('label').map((t) => t.getBoundingClientRect());
    const mandarins = [...svg.querySelectorAll('g.pit[data-kind=mandarin]')].map((g) => {
      const line = g.querySelector('.outline').getBoundingClientRect();
      const points = g.querySelector('text.points').getBoundingClientRect();
      const young = g.querySelector('text.young').getBoundingClientRect();
      return points.bottom <= line.top + 0.5 && young.top >= line.bottom - 0.5 && inside(points) && inside(young);
    });
    const side = document.querySelector('#room-body > div:last-child').getBoundingClientRect();
    return {
      count: Math.min(...counts.map((r) => r.height)),
      label: Math.min(...labels.map((r) => r.height)),
      inside: counts.every(inside) && labels.every(inside),
      mandarins,
      width: board.width,
      ratio: board.width / window.innerWidth,
      bottom: board.bottom + window.scrollY,
      height: window.innerHeight,
      fits: document.documentElement.scrollWidth <= window.innerWidth,
      side: side.width,
    };";

/// The room page measured ([`ROOM_MEASURES`]) after the page settles at its size, and its
/// screenshot `layout-room-SIZE`.
async fn measure(browser: &webdriver::Client, size: &str) -> Value {
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let m = browser.execute(ROOM_MEASURES, Vec::new()).await.unwrap();
    screenshot(browser, &format!("layout-room-{size}")).await;
    m
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_room_board_reads_on_a_phone_and_fills_a_big_screen() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);

    // A game under way, with captures: South against the computer, a move each.
    let mut south = Client::connect(addr).await;
    let room = create(
        &mut south,
        json!({"ruleset": "o-an-quan", "seats": ["person", "greedy"]}),
    )
    .await;
    south.join(&room, "player").await;
    south.until("state").await;
    south.send(json!({"type": "move", "move": "3L"})).await;
    loop {
        let m = south.until("update").await;
        if m["position"]["last_move"]["player"] == 1 {
            break;
        }
    }

    let browser = open_browser(&driver, &chromium).await;
    browser
        .goto(&format!("http://{addr}/rooms/{room}"))
        .await
        .unwrap();
    wait_js(
        &browser,
        "return !document.getElementById('game').hidden && document.getElementById('board').dataset.ply === '2'",
        "the room after two moves",
    )
    .await;

    // A phone: digits and labels a child reads, nothing cut off, no sideways scrolling.
    set_inner_size(&browser, 390, 844).await;
    let m = measure(&browser, "390x844").await;
    let count = m["count"].as_f64().unwrap();
    let label = m["label"].as_f64().unwrap();
    assert!(count >= 16.0, "counts {count:.1} px high at 390 px: {m}");
    assert!(label >= 14.0, "labels {label:.1} px high at 390 px: {m}");
    assert_eq!(
        m["inside"],
        json!(true),
        "nothing of the board cut off: {m}"
    );
    assert_eq!(m["fits"], json!(true), "no sideways scrolling: {m}");
    assert_eq!(m["mandarins"], json!([true, true]), "{m}");

    // A big screen at home: the board uses the width, whole in the window, the panel usable.
    set_inner_size(&browser, 1920, 1080).await;
    browser
        .execute("window.scrollTo(0, 0)", Vec::new())
        .await
        .unwrap();
    let m = measure(&browser, "1920x1080").await;
    let ratio = m["ratio"].as_f64().unwrap();
    assert!(ratio >= 0.65, "the board fills {ratio:.2} of 1920 px: {m}");
    assert!(
        m["bottom"].as_f64().unwrap() <= m["height"].as_f64().unwrap(),
        "the board seen whole without scrolling: {m}"
    );
    assert!(
        m["side"].as_f64().unwrap() >= 300.0,
        "the side panel keeps room for the narration: {m}"
    );
    assert_eq!(m["inside"], json!(true), "{m}");
    assert_eq!(m["fits"], json!(true), "{m}");
    assert_eq!(m["mandarins"], json!([true, true]), "{m}");

    browser.close().await.unwrap();
    server.stop();
}
