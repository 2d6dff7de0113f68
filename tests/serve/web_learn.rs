//! The Learn page in a real browser: a learner opens it from the lobby in Vietnamese and finishes
//! every Ô ăn quan lesson, watching each example and answering each task on the board once wrong
//! and then right (the moves taken from the lessons' own data), every lesson ticked at the end;
//! and one lesson opened by its address on a phone. Screenshots go to
//! `target/web-screenshots/learn-*.png`.

use mancala::{
    Rules,
    lang::Lang,
    lesson::{self, StepKind},
};

use super::web::{
    browser, click, open_browser, screenshot, set_inner_size, start_driver, start_server, wait_js,
};
use super::webdriver::{Client, Locator};

/// Makes `mv` on the Learn page's board: its pit tapped, and its way chosen when the pit asks.
async fn make_move(client: &Client, lesson: usize, step: usize, mv: &str) {
    let pit = wait_js(
        client,
        &format!(
            "const s = app.learn; if (!s || s.animation || s.waiting) return false;
             const m = s.lessons[{lesson}].steps[{step}].position.moves.find((m) => m.move === '{mv}');
             return m ? String(m.pit) : false;"
        ),
        "the move's pit",
    )
    .await;
    let pit = pit.as_str().unwrap().to_owned();
    client
        .find(Locator::Css(&format!(
            "#learn-board g.pit[data-pit=\"{pit}\"]"
        )))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let asked = wait_js(
        client,
        &format!(
            "if (document.querySelector('#learn-choices button[data-move=\"{mv}\"]')) return 'asked';
             if (app.learn.waiting || app.learn.animation || document.getElementById('learn-board').dataset.verdict) return 'sent';
             return false;"
        ),
        "the move sent or its way asked",
    )
    .await;
    if asked == "asked" {
        client
            .find(Locator::Css(&format!(
                "#learn-choices button[data-move=\"{mv}\"]"
            )))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
}

/// Waits for the verdict on the move made (`right` or `wrong`), the board at rest.
async fn verdict(client: &Client, kind: &str) -> String {
    let said = wait_js(
        client,
        &format!(
            "const v = document.getElementById('learn-board');
             return v.dataset.verdict === '{kind}' && !app.learn.animation && v.dataset.rest === 'true'
               && document.getElementById('learn-verdict').textContent;"
        ),
        &format!("a {kind} verdict"),
    )
    .await;
    said.as_str().unwrap().to_owned()
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
async fn a_learner_finishes_every_o_an_quan_lesson_in_the_browser_each_task_once_wrong_then_right()
{
    let Some((driver_path, chromium)) = browser() else {
        return;
    };
    let server = start_server().await;
    let addr = server.addr;
    let driver = start_driver(&driver_path);
    let client = open_browser(&driver, &chromium).await;
    let vi = Lang::from_code("vi").unwrap();
    let lessons = lesson::shipped(&Rules, "o-an-quan").unwrap();

    // From the lobby's invitation to the list of lessons, none ticked.
    client
        .goto(&format!("http://{addr}/?lang=vi"))
        .await
        .unwrap();
    wait_js(
        &client,
        "return window.app !== undefined && app.rulesets.length > 0",
        "the page",
    )
    .await;
    click(&client, "lobby-learn").await;
    wait_js(
        &client,
        &format!(
            "return app.learn && app.learn.lessons.length === {} && location.pathname === '/learn/o-an-quan'",
            lessons.len()
        ),
        "the lessons listed",
    )
    .await;
    let ticked = wait_js(
        &client,
        "return String(document.querySelectorAll('#learn-lessons button.done').length)",
        "the ticks",
    )
    .await;
    assert_eq!(ticked, "0");
    screenshot(&client, "learn-list").await;

    client
        .find(Locator::Css("#learn-lessons button[data-lesson=\"1\"]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let mut shots = (false, false, false, false);
    for (n, lesson) in lessons.iter().enumerate() {
        wait_js(
            &client,
            &format!(
                "return app.learn.lesson === {n} && location.pathname === '/learn/o-an-quan/{}'",
                n + 1
            ),
            "the lesson open",
        )
        .await;
        for (i, step) in lesson.steps.iter().enumerate() {
            wait_js(
                &client,
                &format!("return app.learn.lesson === {n} && app.learn.step === {i}"),
                "the step shown",
            )
            .await;
            assert_eq!(
                text_of(&client, "learn-text").await,
                lesson.text_in(vi, &step.text)
            );
            match &step.kind {
                StepKind::Text { .. } => {
                    if !shots.0 {
                        screenshot(&client, "learn-text").await;
                        shots.0 = true;
                    }
                }
                StepKind::Example { moves, .. } => {
                    click(&client, "learn-play").await;
                    if !shots.1 {
                        wait_js(
                            &client,
                            "const a = app.learn.animation; return Boolean(a && a.at >= 3);",
                            "the example mid-move",
                        )
                        .await;
                        screenshot(&client, "learn-example").await;
                        shots.1 = true;
                    }
                    wait_js(
                        &client,
                        &format!(
                            "return !app.learn.animation && app.learn.example === {}
                               && document.getElementById('learn-board').dataset.rest === 'true'
                               && document.querySelectorAll('#learn-narration li').length > 0",
                            moves.len()
                        ),
                        "the example played to its end",
                    )
                    .await;
                }
                StepKind::Task(task) => {
                    let rules = task.start.rules();
                    let pos = task.start.position();
                    let wrong = task
                        .start
                        .legal_moves()
                        .iter()
                        .find(|mv| !task.attempt_move(mv).unwrap().is_right())
                        .map(|mv| rules.move_text(pos, mv))
                        .expect("a task is a real choice");
                    make_move(&client, n, i, &wrong).await;
                    let said = verdict(&client, "wrong").await;
                    assert!(said.starts_with("Chưa đúng"), "{said}");
                    let told = text_of(&client, "learn-explanation").await;
                    assert!(told.contains(&lesson.text_in(vi, &task.hint)), "{told}");
                    // The board is back at the task's position, and there is no way on yet.
                    let back = wait_js(
                        &client,
                        "return document.getElementById('learn-board').dataset.fen",
                        "the board's position",
                    )
                    .await;
                    assert_eq!(back, task.start.fen().as_str());
                    let on = wait_js(
                        &client,
                        "return String(document.getElementById('learn-continue').hidden)",
                        "the continue button",
                    )
                    .await;
                    assert_eq!(on, "true");
                    if !shots.2 {
                        screenshot(&client, "learn-wrong").await;
                        shots.2 = true;
                    }
                    make_move(&client, n, i, &task.answer_text()).await;
                    let said = verdict(&client, "right").await;
                    assert!(said.starts_with("Đúng rồi!"), "{said}");
                    if !shots.3 {
                        screenshot(&client, "learn-right").await;
                        shots.3 = true;
                    }
                }
            }
            click(&client, "learn-continue").await;
        }
    }
    // After the last lesson, the list, every lesson ticked (kept in the browser).
    let ticked = wait_js(
        &client,
        "return !document.getElementById('learn-list').hidden
           && String(document.querySelectorAll('#learn-lessons button.done').length)",
        "the list, ticked",
    )
    .await;
    assert_eq!(ticked, lessons.len().to_string().as_str());
    screenshot(&client, "learn-all-done").await;

    // A phone opens lesson 3 by its address: the words, then its task answered wrong.
    set_inner_size(&client, 390, 844).await;
    client
        .goto(&format!("http://{addr}/learn/o-an-quan/3?lang=vi"))
        .await
        .unwrap();
    wait_js(
        &client,
        "return window.app && app.learn && app.learn.lesson === 2 && app.learn.step === 0",
        "lesson 3 open",
    )
    .await;
    screenshot(&client, "learn-phone-text").await;
    let third = &lessons[2];
    for (i, step) in third.steps.iter().enumerate() {
        if let StepKind::Task(task) = &step.kind {
            let rules = task.start.rules();
            let pos = task.start.position();
            let wrong = task
                .start
                .legal_moves()
                .iter()
                .find(|mv| !task.attempt_move(mv).unwrap().is_right())
                .map(|mv| rules.move_text(pos, mv))
                .unwrap();
            make_move(&client, 2, i, &wrong).await;
            verdict(&client, "wrong").await;
            screenshot(&client, "learn-phone-wrong").await;
            make_move(&client, 2, i, &task.answer_text()).await;
            verdict(&client, "right").await;
            screenshot(&client, "learn-phone-right").await;
        } else {
            click(&client, "learn-continue").await;
        }
    }
    client.close().await.unwrap();
}
