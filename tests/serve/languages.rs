//! The page and the server in three languages, rooms opened from their links, and the projector
//! view: the language a page is served in (`Accept-Language`, `?lang=`), each connection's
//! narration and errors in its own language (`set_language`), the QR code of a room's link, and
//! in Chromium the room page and the projector view at 1920×1080, 1280×720 and 390×844 (the
//! board's width, the digits' height, nothing cut off, no English on the Vietnamese page).
//! Screenshots go to `target/web-screenshots/` (`lang-*`).

use std::{collections::BTreeSet, net::SocketAddr, path::Path};

use mancala::{Rules, lang::Lang};
use serde_json::{Value, json};

use super::{
    Client, Terminal, create, start,
    web::{browser, screenshot, set_inner_size, start_driver, wait_js},
    webdriver,
};

/// `GET path` with `Accept-Language: accept` (if any): the status line and the body.
async fn get_in(addr: SocketAddr, path: &str, accept: Option<&str>) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let accept = accept.map_or_else(String::new, |a| format!("Accept-Language: {a}\r\n"));
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{accept}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    (head.lines().next().unwrap().to_owned(), body.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_in_the_browser_s_language_unless_the_address_names_one() {
    let server = start().await;
    let addr = server.addr;
    for (path, accept, lang) in [
        ("/", Some("vi"), "vi"),
        ("/", Some("vi-VN,vi;q=0.9,en-US;q=0.8"), "vi"),
        ("/", Some("de-DE,fr;q=0.7,en;q=0.3"), "fr"),
        ("/", Some("de"), "en"),
        ("/", None, "en"),
        ("/?lang=fr", Some("vi"), "fr"),
        ("/?lang=xx", Some("vi"), "en"),
        ("/rooms/r9", Some("vi"), "vi"),
        ("/rooms/r9/board", Some("fr"), "fr"),
    ] {
        let (status, body) = get_in(addr, path, accept).await;
        assert!(status.contains("200"), "{path}: {status}");
        assert!(
            body.contains(&format!(r#"<html lang="{lang}">"#)),
            "{path} with {accept:?} is served in {lang}"
        );
    }
    let (_, board) = get_in(addr, "/rooms/r9/board", None).await;
    assert!(
        board.contains(r#"src="/projector.js""#),
        "the projector view"
    );
    // The page's words: the `page*.ftl` files of the language.
    let (status, vi) = get_in(addr, "/locales/vi.ftl", None).await;
    assert!(status.contains("200"), "{status}");
    assert!(vi.contains("page-connected = đã kết nối"), "{vi}");
    let (status, body) = get_in(addr, "/locales/de.ftl", None).await;
    assert!(status.contains("404"), "{status}");
    assert!(body.contains("en.ftl, fr.ftl, vi.ftl"), "{body}");
    // The vendored Fluent is served beside the page's modules.
    let (status, bundle) = get_in(addr, "/vendor/fluent/index.js", None).await;
    assert!(
        status.contains("200") && bundle.contains("FluentBundle"),
        "{status}"
    );
    server.stop();
}

/// The narration of a move as the library tells it in `lang`.
fn narration_in(lang: &str, moves: &[&str]) -> Vec<String> {
    let mut game = mancala::Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
    for mv in moves {
        game.play_text(mv).expect("a legal move");
    }
    let ply = game.last_ply().expect("a move");
    let lang = Lang::from_code(lang).unwrap();
    mancala::json::narration_json_in(game.rules(), lang, ply)
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["text"].as_str().unwrap().to_owned())
        .collect()
}

fn texts(narration: &Value) -> Vec<String> {
    narration
        .as_array()
        .expect("a narration")
        .iter()
        .map(|n| n["text"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_observer_reads_the_narration_and_errors_in_their_own_language() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "o-an-quan"})).await;
    south.join(&room, "player").await;
    south.until("state").await;
    let mut north = Client::connect(server.addr).await;
    north.join(&room, "player").await;
    north.until("state").await;
    let mut vi = Client::connect(server.addr).await;
    vi.send(json!({"type": "set_language", "lang": "vi"})).await;
    vi.join(&room, "observer").await;
    vi.until("state").await;
    let mut fr = Client::connect(server.addr).await;
    fr.join(&room, "observer").await;
    fr.until("state").await;
    // Said once in the room: the next move is told in French to this observer.
    fr.send(json!({"type": "set_language", "lang": "fr"})).await;
    // A connection's messages are handled in order: once `state` answers, the language is set
    // (without this, South's move could be told before the server read the French request).
    fr.send(json!({"type": "state"})).await;
    fr.until("state").await;

    south.send(json!({"type": "move", "move": "3L"})).await;
    let english = south.until("update").await;
    let vietnamese = vi.until("update").await;
    let french = fr.until("update").await;
    let said = |m: &Value| texts(&m["position"]["last_move"]["narration"]);
    assert_eq!(said(&english), narration_in("en", &["3L"]));
    assert_eq!(said(&vietnamese), narration_in("vi", &["3L"]));
    assert_eq!(said(&french), narration_in("fr", &["3L"]));
    assert_ne!(said(&vietnamese), said(&english));
    assert!(
        said(&vietnamese)[0].contains("quân"),
        "{:?}",
        said(&vietnamese)
    );
    // Everything else is the same in every language: the machine fields, the frames, the steps
    // each sentence goes with.
    let without_words = |m: &Value| {
        let mut m = m.clone();
        for n in m["position"]["last_move"]["narration"]
            .as_array_mut()
            .unwrap()
        {
            n["text"] = Value::Null;
        }
        m
    };
    assert_eq!(without_words(&vietnamese), without_words(&english));
    assert_eq!(without_words(&french), without_words(&english));
    // `state` again: in the reader's language too.
    vi.send(json!({"type": "state"})).await;
    let state = vi.until("state").await;
    assert_eq!(
        said(&state),
        narration_in("vi", &["3L"]),
        "the room's state"
    );
    assert!(
        state["rules_text"].as_str().unwrap().contains("Nước đi")
            && !state["rules_text"].as_str().unwrap().contains("A move"),
        "the room's rules in Vietnamese: {}",
        state["rules_text"]
    );

    // A hint's value is words for people too: in the asker's language (North is to move).
    north
        .send(json!({"type": "set_language", "lang": "vi"}))
        .await;
    north.send(json!({"type": "hint"})).await;
    let hint = north.until("hint").await;
    let value = hint["value"].as_str().unwrap();
    assert!(
        ["điểm", "hòa", "thắng", "thua"]
            .iter()
            .any(|w| value.contains(w)),
        "a hint's value in Vietnamese: {value}"
    );
    assert!(
        !value.contains("points") && !value.contains("perfect"),
        "{value}"
    );

    // Errors meant for people: in the reader's language, with the same code.
    let refused = vi.refused(json!({"type": "move", "move": "1R"})).await;
    assert_eq!(refused["code"], "not_a_player");
    assert_eq!(refused["message"], "Chỉ người chơi mới làm được việc này.");
    let refused = fr.refused(json!({"type": "move", "move": "1R"})).await;
    assert_eq!(refused["message"], "Seul un joueur peut faire cela.");
    let refused = south.refused(json!({"type": "move", "move": "1R"})).await;
    assert_eq!(refused["code"], "not_your_turn");
    assert!(
        refused["message"].as_str().unwrap().contains("turn"),
        "English keeps the server's own words: {refused}"
    );
    // A language the server has not: refused, naming those it has; the connection's stays.
    let refused = vi
        .refused(json!({"type": "set_language", "lang": "de"}))
        .await;
    assert_eq!(refused["code"], "bad_value");
    assert_eq!(
        refused["message"],
        "Không có ngôn ngữ “de”: các ngôn ngữ có là en, fr, vi."
    );
    let refused = south
        .refused(json!({"type": "set_language", "lang": "de"}))
        .await;
    assert_eq!(
        refused["message"],
        "There is no language “de”: the languages are en, fr, vi."
    );
    let refused = vi
        .refused(json!({"type": "join", "room": "r99", "as": "observer"}))
        .await;
    assert_eq!(
        refused["message"],
        "Bạn đang ở trong một phòng: hãy rời phòng đó trước."
    );
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_and_the_replay_speak_the_language_the_page_asks_for() {
    let server = start().await;
    let addr = server.addr;
    let mut client = Client::connect(addr).await;
    let room = create(&mut client, json!({"ruleset": "o-an-quan"})).await;
    // The board's own words: a young mandarin at the start.
    let board = |lang: &str| format!("/api/rooms/{room}/board.svg?lang={lang}");
    let (_, en) = get_in(addr, &board("en"), None).await;
    let (_, vi) = get_in(addr, &board("vi"), None).await;
    let (_, fr) = get_in(addr, &board("fr"), None).await;
    let (_, plain) = get_in(addr, &format!("/api/rooms/{room}/board.svg"), None).await;
    assert!(en.contains(">young mandarin<"), "{en}");
    assert_eq!(plain, en, "English when the page names no language");
    assert!(vi.contains(">quan non<") && !vi.contains(">young"), "{vi}");
    assert!(
        fr.contains(">jeune mandarin<") && !fr.contains(">young"),
        "{fr}"
    );
    // The replay viewer's rules text and seat names.
    let (_, game) = get_in(addr, &format!("/api/rooms/{room}/replay?lang=vi"), None).await;
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    assert_eq!(game["names"], json!(["Nam", "Bắc"]), "{game}");
    assert!(
        game["rules_text"].as_str().unwrap().contains("ô quan"),
        "{game}"
    );
    assert!(
        game["board_svg"].as_str().unwrap().contains(">quan non<"),
        "{game}"
    );
    // The lobby's rulesets: names and rules in words.
    let (_, list) = get_in(addr, "/api/rulesets?lang=vi", None).await;
    let list: serde_json::Value = serde_json::from_str(&list).unwrap();
    let oaq = list
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "o-an-quan")
        .unwrap();
    assert!(
        oaq["rules_text"].as_str().unwrap().contains("Nước đi"),
        "{oaq}"
    );
    // A language the server has not: refused, naming the ones it has.
    let (status, _) = get_in(addr, "/api/rulesets?lang=de", None).await;
    assert!(status.contains("400"), "{status}");
    let (status, body) = get_in(addr, &board("de"), None).await;
    assert!(status.contains("400"), "{status}");
    assert_eq!(body, "no language `de`: give one of en, fr, vi\n");
    let (status, _) = get_in(addr, &format!("/api/rooms/{room}/replay?lang=de"), None).await;
    assert!(status.contains("400"), "{status}");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_s_qr_code_is_its_link_and_an_unknown_room_has_none() {
    let server = start().await;
    let addr = server.addr;
    let mut client = Client::connect(addr).await;
    let first = create(&mut client, json!({"ruleset": "o-an-quan"})).await;
    let second = create(&mut client, json!({"ruleset": "kalah"})).await;
    let (status, svg) = get_in(addr, &format!("/rooms/{first}/qr.svg"), None).await;
    assert!(status.contains("200"), "{status}");
    assert!(svg.contains("<svg") && svg.contains("</svg>"), "{svg}");
    // The qrcode crate draws the same text the same way: the drawing served is the room's link.
    let link = format!("http://{addr}/rooms/{first}");
    assert_eq!(
        svg,
        mancala_serve::qr_svg(&link).unwrap(),
        "the QR code of {link}"
    );
    let (_, other) = get_in(addr, &format!("/rooms/{second}/qr.svg"), None).await;
    assert_ne!(svg, other, "each room has its own");
    let (status, body) = get_in(addr, "/rooms/r99/qr.svg", None).await;
    assert!(
        status.contains("404") && body.contains("no room `r99`"),
        "{status} {body}"
    );
    server.stop();
}

/// The words that only English's catalogues have (page, server and narration), of four letters
/// or more: a visible text with one of them on the Vietnamese page is English left in it.
fn english_only_words() -> BTreeSet<String> {
    let words = |lang: &str| -> BTreeSet<String> {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(lang);
        let mut words = BTreeSet::new();
        for entry in std::fs::read_dir(folder).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for line in text.lines() {
                let line = line.trim_start();
                // Comments, ids and selectors are not words a person reads.
                if line.starts_with('#') {
                    continue;
                }
                let value = line.split_once(" = ").map_or(line, |(_, v)| v);
                let value = value.split_once("] ").map_or(value, |(_, v)| v);
                let mut rest = String::new();
                let mut depth = 0;
                for c in value.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        c if depth == 0 => rest.push(c),
                        _ => {}
                    }
                }
                for word in rest.split(|c: char| !c.is_alphabetic()) {
                    if word.chars().count() >= 4 {
                        words.insert(word.to_lowercase());
                    }
                }
            }
        }
        words
    };
    let vietnamese = words("vi");
    words("en")
        .into_iter()
        .filter(|w| !vietnamese.contains(w))
        .collect()
}

/// Every visible text of the page (text nodes with a box, in the document and its SVG), each
/// once; `arguments[0]`, if not empty, is a selector of parts left out.
const VISIBLE_TEXTS: &str = "
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    const skip = arguments[0] ? `${arguments[0]}, ` : '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (!text) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(`${skip}[hidden], details:not([open]) > :not(summary), script, style, option`)) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      seen.add(text);
    }
    return [...seen];";

/// The board's width over the window's, and the rendered height of the pits' digits (their
/// glyphs, measured on a canvas in the font and size the board draws them at).
const BOARD_MEASURES: &str = "
    const svg = document.querySelector('#board svg.mancala-board');
    const count = svg.querySelector('text.count');
    const style = getComputedStyle(count);
    const px = parseFloat(style.fontSize) * svg.getScreenCTM().a;
    const canvas = document.createElement('canvas').getContext('2d');
    canvas.font = `${style.fontWeight} ${px}px ${style.fontFamily}`;
    const m = canvas.measureText('0123456789');
    return {
      ratio: svg.getBoundingClientRect().width / window.innerWidth,
      digits: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
      fits: document.documentElement.scrollWidth <= window.innerWidth + 1,
      wide: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 6)
        .map((e) => `${e.tagName}#${e.id}.${e.getAttribute('class')}`),
    };";

/// What of the projector view is inside the window: the title, whose turn it is with the score
/// (`#projector-status`), the last move's line and the step of its narration being told (or
/// the last), and whether the page scrolls at all.
const PROJECTOR_MEASURES: &str = "
    const within = (e, box = { top: 0, bottom: window.innerHeight }) => {
      if (!e) return false;
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= Math.max(box.top, 0) - 0.5 && r.left >= 0
        && r.bottom <= Math.min(box.bottom, window.innerHeight) + 0.5 && r.right <= window.innerWidth + 0.5;
    };
    const list = document.getElementById('narration');
    const box = document.getElementById('projector-narration').getBoundingClientRect();
    return {
      title: within(document.getElementById('projector-title')),
      status: within(document.getElementById('projector-status')),
      last: within(document.getElementById('last-move'), box),
      step: within(list.querySelector('li.current') || list.lastElementChild, box),
      scrolls: document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
      inner: [window.innerWidth, window.innerHeight],
    };";

/// The words a screen reader reads of the board's drawing: its `<title>` and every
/// `aria-label` in it (the page sets some of them again as it paints a position).
const BOARD_READ: &str = "
    const svg = document.querySelector('#board svg.mancala-board');
    return [svg.querySelector('title').textContent, ...[svg, ...svg.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))];";

async fn open_in(driver: &str, chromium: &Path, lang: &str) -> webdriver::Client {
    let caps = json!({
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1920,1080",
                     format!("--lang={lang}")],
            "prefs": {"intl.accept_languages": lang},
        },
    });
    webdriver::Client::connect(driver, caps)
        .await
        .expect("a Chromium session")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_projector_view_fills_the_window_and_the_vietnamese_room_has_no_english() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);

    // A game under way: South (this test) against the computer; a move told already.
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

    // A Vietnamese browser: its Accept-Language says vi.
    let teacher = open_in(&driver.url, &chromium, "vi").await;
    teacher
        .goto(&format!("http://{addr}/rooms/{room}/board"))
        .await
        .unwrap();
    assert_eq!(
        teacher
            .execute("return document.documentElement.lang", Vec::new())
            .await
            .unwrap(),
        json!("vi")
    );
    wait_js(
        &teacher,
        "return document.getElementById('board').dataset.ply === '2'",
        "the projector shows the game after two moves",
    )
    .await;
    let english = english_only_words();
    let check_vietnamese = |shown: Value, view: &str| {
        let shown: Vec<String> = serde_json::from_value(shown).unwrap();
        assert!(!shown.is_empty());
        for text in shown.iter().filter(|t| !t.starts_with("http://")) {
            for word in text.split(|c: char| !c.is_alphabetic()) {
                assert!(
                    !english.contains(&word.to_lowercase()),
                    "{view}: “{text}” has the English word “{word}”"
                );
            }
        }
        shown
    };
    // The ruleset by its name in the title.
    let title = wait_js(
        &teacher,
        "const t = document.getElementById('projector-title').textContent; return t.endsWith('Ô ăn quan') && t",
        "the projector's title with the ruleset's name",
    )
    .await;
    assert_eq!(title, json!(format!("Phòng {room}: Ô ăn quan")));
    // What a screen reader reads of the board is Vietnamese too.
    let read = teacher.execute(BOARD_READ, Vec::new()).await.unwrap();
    let read = check_vietnamese(read, "the board's title and labels");
    assert!(read[0].contains("nhìn từ phía Nam"), "{read:?}");
    // The page's own size (a projector in full screen), not the window's.
    for (width, height) in [(1920, 1080), (1280, 720), (390, 844)] {
        set_inner_size(&teacher, width, height).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let m = teacher.execute(BOARD_MEASURES, Vec::new()).await.unwrap();
        let ratio = m["ratio"].as_f64().unwrap();
        let digits = m["digits"].as_f64().unwrap();
        assert_eq!(
            m["fits"],
            json!(true),
            "nothing wider than {width}×{height}: {}",
            m["wide"]
        );
        if width >= 1280 {
            assert!(
                ratio >= 0.85,
                "the board fills {ratio:.2} of {width}×{height}"
            );
        }
        if width == 1920 {
            assert!(digits >= 48.0, "digits {digits:.1} px high at 1920×1080");
        }
        // The board, whose turn it is with the score, and the last move told, all in the window
        // without scrolling (a phone scrolls the page).
        let seen = teacher
            .execute(PROJECTOR_MEASURES, Vec::new())
            .await
            .unwrap();
        let expected = json!({
            "title": true, "status": true, "last": true, "step": true,
            "scrolls": width < 1280, "inner": [width, height],
        });
        if width >= 1280 {
            assert_eq!(seen, expected, "the projector at {width}×{height}");
        }
        screenshot(&teacher, &format!("lang-projector-vi-{width}x{height}")).await;
        let shown = teacher
            .execute(VISIBLE_TEXTS, vec![json!("")])
            .await
            .unwrap();
        check_vietnamese(shown, "the projector view");
    }
    // The QR code is drawn, and the link beside it is the room's.
    let qr = teacher
        .execute(
            "const img = document.getElementById('qr');
             return img.complete && img.naturalWidth > 0 && document.getElementById('room-link').textContent;",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(qr, json!(format!("http://{addr}/rooms/{room}")));

    // The room's own page from its link, in Vietnamese: the room opens, watching.
    teacher.set_window_size(1920, 1080).await.unwrap();
    teacher
        .goto(&format!("http://{addr}/rooms/{room}"))
        .await
        .unwrap();
    wait_js(
        &teacher,
        "return !document.getElementById('game').hidden && document.getElementById('board').dataset.ply === '2'",
        "the room opens from its link",
    )
    .await;
    // The ruleset by its name, once the page has the list of rulesets.
    let title = wait_js(
        &teacher,
        "const t = document.getElementById('game-title').textContent; return t.endsWith('Ô ăn quan') ? t : null",
        "the room's title with the ruleset's name",
    )
    .await;
    assert_eq!(title, json!(format!("Phòng {room}: Ô ăn quan")));
    for (width, height) in [(1920, 1080), (1280, 720), (390, 844)] {
        set_inner_size(&teacher, width, height).await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let m = teacher.execute(BOARD_MEASURES, Vec::new()).await.unwrap();
        assert_eq!(
            m["fits"],
            json!(true),
            "nothing wider than {width}×{height}: {}",
            m["wide"]
        );
        screenshot(&teacher, &format!("lang-room-vi-{width}x{height}")).await;
        let shown = teacher
            .execute(VISIBLE_TEXTS, vec![json!("")])
            .await
            .unwrap();
        let shown = check_vietnamese(shown, "the room page");
        assert!(
            shown.iter().any(|t| t.contains("quân")),
            "the narration is in Vietnamese: {shown:?}"
        );
    }

    // A room that is not there: the page says so.
    teacher
        .goto(&format!("http://{addr}/rooms/r404"))
        .await
        .unwrap();
    let missing = wait_js(
        &teacher,
        "const m = document.getElementById('room-missing'); return !m.hidden && m.textContent",
        "the page says the room is not there",
    )
    .await;
    assert!(
        missing.as_str().unwrap().contains("Không có phòng “r404”"),
        "{missing}"
    );
    screenshot(&teacher, "lang-room-missing-vi").await;

    // The lobby in Vietnamese; a game started there moves the address to the room's, and the
    // page opened again at that address takes the seat back with the token this browser holds.
    // (The rules text beside the choice is `rules show`'s, not yet in the catalogues.)
    teacher.set_window_size(1920, 1080).await.unwrap();
    teacher.goto(&format!("http://{addr}/")).await.unwrap();
    wait_js(
        &teacher,
        "return document.querySelectorAll('#ruleset option').length > 0 && document.getElementById('rules-text').textContent.length > 0",
        "the lobby's rulesets",
    )
    .await;
    let shown = teacher
        .execute(VISIBLE_TEXTS, vec![json!("#rules-text")])
        .await
        .unwrap();
    check_vietnamese(shown, "the lobby");
    screenshot(&teacher, "lang-lobby-vi-1920x1080").await;
    teacher
        .find(webdriver::Locator::Id("create"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let path = wait_js(
        &teacher,
        "return !document.getElementById('game').hidden && window.app.seat === 0 && location.pathname",
        "the new room, seated",
    )
    .await;
    let path = path.as_str().unwrap().to_owned();
    assert!(path.starts_with("/rooms/r"), "{path}");
    teacher.refresh().await.unwrap();
    wait_js(
        &teacher,
        "return !document.getElementById('game').hidden && window.app.seat === 0 && document.getElementById('seat-list').textContent.includes('(bạn)')",
        "the seat taken back from the room's address",
    )
    .await;
    assert_eq!(
        teacher
            .execute("return location.pathname", Vec::new())
            .await
            .unwrap(),
        json!(path)
    );

    // `?lang=` names one the page has not: English, and a notice naming the languages.
    teacher
        .goto(&format!("http://{addr}/?lang=de"))
        .await
        .unwrap();
    let notice = wait_js(
        &teacher,
        "const n = document.getElementById('language-notice'); return !n.hidden && n.textContent",
        "the notice of an unknown language",
    )
    .await;
    assert_eq!(
        notice,
        json!(
            "There is no language “de” here: the page is shown in English. The languages are vi, en, fr."
        )
    );
    // The switch: French, at once, and remembered on the next visit.
    teacher
        .execute(
            "const s = document.getElementById('language'); s.value = 'fr'; s.dispatchEvent(new Event('change'));",
            Vec::new(),
        )
        .await
        .unwrap();
    wait_js(
        &teacher,
        "return document.documentElement.lang === 'fr' && document.getElementById('lobby-title').textContent === 'Salon' && !location.search.includes('lang')",
        "the page in French",
    )
    .await;
    teacher.goto(&format!("http://{addr}/")).await.unwrap();
    wait_js(
        &teacher,
        "return document.documentElement.lang === 'fr' && document.getElementById('nav-replay').textContent === 'Revoir une partie'",
        "French remembered",
    )
    .await;
    screenshot(&teacher, "lang-lobby-fr").await;
    teacher.close().await.unwrap();
    server.stop();
}

/// The terminal client speaks `--lang`: what it says of the room, the seats, the prompt, the
/// moves and their paths, the narration of `--explain`, the board's captions, all in Vietnamese;
/// the server's words for it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_client_speaks_vietnamese() {
    let server = start().await;
    let base = format!("http://{}", server.addr);
    let vi = |args: &[&str]| {
        let mut all = vec!["--lang", "vi", "play"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--color", "never"]);
        Terminal::start(&all)
    };
    let mut south = vi(&["o-an-quan", "--connect", &base, "--explain"]);
    let screen = south.wait_for("người khác vào phòng bằng lệnh", 1).await;
    let url = screen
        .split_whitespace()
        .find(|w| w.contains("/rooms/"))
        .unwrap()
        .to_owned();
    let mut north = vi(&["--connect", &url]);
    north.wait_for("Bạn ngồi ở chỗ 1 của phòng", 1).await;
    south
        .wait_for("Nam [1L 1R 2L 2R 3L 3R 4L 4R 5L 5R]>", 1)
        .await;
    south.type_line("3R");
    north.wait_for("Nam đi 3R: ", 1).await;
    south.wait_for("1. Nam đi 3R", 1).await;
    north.type_line("seats");
    north.wait_for("Chỗ ngồi: Nam: ", 1).await;
    north.type_line("9Z");
    north.wait_for("lỗi: ", 1).await;
    north.type_line("quit");
    north.wait_for("đã rời phòng", 1).await;
    south
        .wait_for("đang chờ người chơi vào chỗ của Bắc...", 1)
        .await;
    for (who, t) in [("South", &south), ("North", &north)] {
        let screen = t.seen.lock().unwrap().clone();
        // The words of the client's English, none of which a Vietnamese reader should meet.
        for english in [
            "South",
            "North",
            "plays",
            "waiting",
            "Seats",
            "room",
            "made",
            "sows",
            "square",
            "points",
            "error",
            "left",
            "moves played",
            "You ",
        ] {
            let found = screen
                .lines()
                .filter(|l| !l.contains("mancala play --connect"))
                .any(|l| l.contains(english));
            assert!(!found, "{who}'s screen says `{english}`:\n{screen}");
        }
    }
}
