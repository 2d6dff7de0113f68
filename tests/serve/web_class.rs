//! A class in Chromium, in Vietnamese: a teacher opens a class of Ô ăn quan on the projector
//! view, three pupils join from phones with the code, a shipped puzzle is shown, two answer right
//! and one wrong on their boards, the projector counts the answers without names, the answer
//! is revealed and animated on every screen with each pupil's verdict, the teacher pairs the
//! pupils and a pair's game starts in its room, and the results come as a table and a CSV.
//! Screenshots (`target/web-screenshots/class-*`): the projector at 1920×1080 with the answers
//! counted and after the reveal, a pupil's phone at 390×844 answering and after the reveal.

use serde_json::{Value, json};

use super::{
    web::{
        browser, click, keys, open_browser, screenshot, set_inner_size, start_driver, start_server,
        wait_js,
    },
    webdriver::{Client, Locator},
};

/// Answers `mv` on the pupil's board: the pit clicked, then its direction on the board (or a
/// second click on the pit when it has one move).
async fn answer_on_board(pupil: &Client, mv: &str) {
    let pit = pupil
        .execute(
            "return window.classView.pupil.position.moves.find((m) => m.move === arguments[0]).pit",
            vec![json!(mv)],
        )
        .await
        .unwrap();
    let pit = pit.as_u64().expect("the move's pit");
    let css = format!("#board g#pit-{pit}");
    pupil
        .find(Locator::Css(&css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let option = format!("button.pick[data-moves=\"{mv}\"]");
    let has_option = pupil
        .execute(
            "return document.querySelector(arguments[0]) !== null",
            vec![json!(option)],
        )
        .await
        .unwrap();
    if has_option == json!(true) {
        pupil
            .find(Locator::Css(&option))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    } else {
        pupil
            .find(Locator::Css(&css))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    wait_js(
        pupil,
        &format!("return window.classView.pupil.yours === {}", json!(mv)),
        "the answer taken",
    )
    .await;
}

/// Waits until the pupil's page is their pair's room with `seat` theirs; else says where the
/// page is.
async fn until_seated(pupil: &Client, seat: usize) {
    let check = format!(
        "return Boolean(window.app && window.app.seat === {seat} && document.querySelector('#board g.pit'))"
    );
    for _ in 0..600 {
        // A script sent while the page is being replaced may fail: asked again.
        if pupil.execute(&check, Vec::new()).await.ok() == Some(json!(true)) {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let page = pupil
        .execute(
            "return [location.href, JSON.stringify(sessionStorage), window.app ? window.app.seat : null, document.body.innerText.slice(0, 300)]",
            Vec::new(),
        )
        .await;
    panic!("not in seat {seat} of the pair's game after 60 s: {page:?}");
}

/// The page's text as shown.
async fn shown_text(client: &Client) -> String {
    let text = client
        .execute("return document.body.innerText", Vec::new())
        .await
        .unwrap();
    text.as_str().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_teacher_and_three_pupils_run_a_class_in_the_browser() {
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);

    // The teacher opens a class of Ô ăn quan on the projector.
    let teacher = open_browser(&driver, &chromium).await;
    set_inner_size(&teacher, 1920, 1080).await;
    teacher
        .goto(&format!("http://{addr}/class?lang=vi"))
        .await
        .unwrap();
    wait_js(
        &teacher,
        "return document.querySelector('#open-ruleset option[value=\"o-an-quan\"]') !== null",
        "the rulesets to open a class with",
    )
    .await;
    teacher
        .execute(
            "document.getElementById('open-ruleset').value = 'o-an-quan'",
            Vec::new(),
        )
        .await
        .unwrap();
    click(&teacher, "open-class").await;
    let code = wait_js(
        &teacher,
        "return window.classView.teacher.code",
        "the class's code",
    )
    .await;
    let code = code.as_str().unwrap().to_owned();
    let shown_code = teacher
        .find(Locator::Id("class-code"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(shown_code, format!("{} {}", &code[..3], &code[3..]));

    // Three pupils join from their phones: one by the class's address, two typing the code.
    let names = ["Lan", "Hùng", "Thảo"];
    let mut pupils = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let pupil = open_browser(&driver, &chromium).await;
        if i == 0 {
            set_inner_size(&pupil, 390, 844).await;
            pupil
                .goto(&format!("http://{addr}/class/{code}?lang=vi"))
                .await
                .unwrap();
        } else {
            pupil
                .goto(&format!("http://{addr}/class?lang=vi"))
                .await
                .unwrap();
        }
        wait_js(
            &pupil,
            "return !document.getElementById('class-join').hidden",
            "the join form",
        )
        .await;
        if i > 0 {
            keys(
                &pupil,
                "join-code",
                &format!("{} {}", &code[..3], &code[3..]),
            )
            .await;
        }
        keys(&pupil, "join-name", name).await;
        click(&pupil, "join-button").await;
        wait_js(
            &pupil,
            "return window.classView.pupil.pupil !== null && !document.getElementById('class-pupil').hidden",
            "the pupil in the class",
        )
        .await;
        pupils.push(pupil);
    }
    let hello = pupils[0]
        .find(Locator::Id("pupil-hello"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        hello,
        format!("Chào Lan! Lớp {} {}", &code[..3], &code[3..])
    );
    wait_js(
        &teacher,
        "return window.classView.teacher.pupils.filter((p) => p.present).length === 3",
        "three pupils in the class",
    )
    .await;

    // A shipped puzzle shown to all (the first of the teacher's list, the easiest); two answer
    // right, one wrong, on their boards.
    let puzzle = wait_js(
        &teacher,
        "const s = document.getElementById('ask-puzzle'); return s.options.length > 0 && s.options[0].value",
        "the teacher's list of puzzles",
    )
    .await;
    let puzzle = puzzle.as_str().expect("a puzzle's id").to_owned();
    let shipped = mancala::puzzle::find_shipped(&puzzle).expect("a shipped puzzle");
    click(&teacher, "ask-puzzle-button").await;
    // The engine's judgement, which the teacher's page holds (and does not show the class
    // before the answer is revealed): a right move and a wrong one.
    let moves = wait_js(
        &teacher,
        "const t = window.classView.teacher.tally; return t && t.judged && t.moves",
        "the moves judged",
    )
    .await;
    let pick = |right: bool| {
        moves
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["right"] == right)
            .map(|m| m["move"].as_str().unwrap().to_owned())
            .expect("a right and a wrong move")
    };
    let (right, wrong) = (pick(true), pick(false));
    assert_eq!(right, shipped.answer, "a puzzle is judged by its proof");
    for pupil in &pupils {
        wait_js(
            pupil,
            "return document.querySelector('#board g.pit.legal') !== null",
            "the question's board with its moves",
        )
        .await;
    }
    answer_on_board(&pupils[0], &right).await;
    answer_on_board(&pupils[1], &right).await;
    answer_on_board(&pupils[2], &wrong).await;
    let status = pupils[0]
        .find(Locator::Id("pupil-status"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        status.starts_with(&format!("Em đã chọn {right}.")),
        "{status}"
    );
    screenshot(&pupils[0], "class-phone-answered").await;

    // The projector counts the answers, without names.
    let tally = wait_js(
        &teacher,
        "const t = window.classView.teacher.tally; return t && t.answered === 3 && t.judged && t.counts",
        "three answers counted and judged",
    )
    .await;
    assert_eq!(
        tally,
        json!([{"move": right, "count": 2, "right": true}, {"move": wrong, "count": 1, "right": false}])
    );
    let line = teacher
        .find(Locator::Id("tally-line"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(line, "3 / 3 em đã trả lời");
    let projected = shown_text(&teacher).await;
    for name in names {
        assert!(
            !projected.contains(name),
            "{name} on the projector: {projected}"
        );
    }
    screenshot(&teacher, "class-projector-answers").await;

    // The answer revealed: animated on every screen, each pupil told.
    click(&teacher, "reveal").await;
    wait_js(
        &teacher,
        "return document.getElementById('class-board').dataset.shown === 'answer'",
        "the answer played on the projector",
    )
    .await;
    let revealed = teacher
        .find(Locator::Id("reveal-line"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(revealed, format!("Đáp án: {right}"));
    let bars: Value = teacher
        .execute(
            "return [...document.querySelectorAll('#tally li')].map((li) => li.className)",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(bars, json!(["right", "wrong"]));
    screenshot(&teacher, "class-projector-revealed").await;
    for (i, pupil) in pupils.iter().enumerate() {
        let verdict = wait_js(
            pupil,
            "return window.classView.pupil.animation === null && document.getElementById('board').dataset.verdict",
            "the pupil's verdict after the answer played",
        )
        .await;
        assert_eq!(
            verdict,
            json!(if i < 2 { "right" } else { "wrong" }),
            "{}",
            names[i]
        );
    }
    let told = pupils[2]
        .find(Locator::Id("pupil-status"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        told,
        format!("Chưa đúng: em chọn {wrong}, đáp án là {right}. Xem nước đi trên bàn cờ nhé.")
    );
    screenshot(&pupils[0], "class-phone-revealed").await;

    // Pairs: Lan and Hùng play each other in a room; Thảo the computer.
    click(&teacher, "pair").await;
    for pupil in &pupils {
        wait_js(
            pupil,
            "return !document.getElementById('game-link').hidden",
            "the way to the pupil's game",
        )
        .await;
    }
    let link = pupils[0]
        .find(Locator::Id("game-link"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(link, "Vào ván đấu với Hùng");
    for (seat, pupil) in pupils.iter().take(2).enumerate() {
        click(pupil, "game-link").await;
        until_seated(pupil, seat).await;
    }
    // South moves in the pair's game: it has started.
    wait_js(
        &pupils[0],
        "return document.querySelector('#board g.pit.legal') !== null",
        "South's moves offered",
    )
    .await;
    let lang = pupils[0]
        .execute("return document.documentElement.lang", Vec::new())
        .await
        .unwrap();
    assert_eq!(lang, json!("vi"), "the game in the pupil's language");
    screenshot(&pupils[0], "class-phone-game").await;
    wait_js(
        &teacher,
        "return document.querySelectorAll('#games figure.game-cell svg.mancala-board').length === 2",
        "the games' boards in the teacher's grid",
    )
    .await;

    // The results: a table and its CSV.
    click(&teacher, "results").await;
    let rows = wait_js(
        &teacher,
        "const rows = document.querySelectorAll('#results-table tr'); return rows.length > 1 && rows.length",
        "the results",
    )
    .await;
    assert_eq!(
        rows,
        json!(7),
        "a header, then a question and a game per pupil"
    );
    let download = teacher
        .execute(
            "const a = document.getElementById('results-download'); return [a.getAttribute('download'), a.href.startsWith('blob:')]",
            Vec::new(),
        )
        .await
        .unwrap();
    assert_eq!(download, json!([format!("lop-{code}.csv"), true]));
    click(&teacher, "names-toggle").await;
    teacher
        .execute(
            "document.getElementById('names-panel').scrollIntoView()",
            Vec::new(),
        )
        .await
        .unwrap();
    screenshot(&teacher, "class-teacher-results").await;

    for pupil in pupils {
        pupil.close().await.unwrap();
    }
    teacher.close().await.unwrap();
    server.stop();
}
