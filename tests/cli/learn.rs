//! `mancala learn` as a learner meets it: the Ô ăn quan lessons followed to the end in
//! Vietnamese from piped input, every task answered once wrong and then right (the moves taken
//! from the lessons themselves), and bad input refused clearly.

use mancala::{
    Rules,
    lang::Lang,
    lesson::{self, StepKind},
};

use crate::common::{err_text, out_text, run_mancala};

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-learn-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_learner_finishes_every_o_an_quan_lesson_in_vietnamese_answering_each_task_once_wrong_then_right()
 {
    let vi = Lang::from_code("vi").unwrap();
    let lessons = lesson::shipped(&Rules, "o-an-quan").unwrap();
    let mut input = String::new();
    let mut hints = Vec::new();
    let mut tasks = 0;
    for lesson in &lessons {
        for step in &lesson.steps {
            let StepKind::Task(task) = &step.kind else {
                continue;
            };
            let rules = task.start.rules();
            let pos = task.start.position();
            let wrong = task
                .start
                .legal_moves()
                .iter()
                .find(|mv| !task.attempt_move(mv).unwrap().is_right())
                .map(|mv| rules.move_text(pos, mv))
                .expect("a task is a real choice");
            input.push_str(&format!("{wrong}\n{}\n", task.answer_text()));
            hints.push(lesson.text_in(vi, &task.hint));
            tasks += 1;
        }
    }
    let o = run_mancala(&["--lang", "vi", "learn"], &input);
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(tasks >= 12, "{tasks} tasks");
    assert_eq!(out.matches("Chưa đúng: xem nước").count(), tasks, "{out}");
    assert_eq!(out.matches("Đúng rồi! Nước").count(), tasks, "{out}");
    assert_eq!(out.matches("Con thử lại nhé.").count(), tasks);
    for (i, lesson) in lessons.iter().enumerate() {
        let heading = format!("Bài {}: {}", i + 1, lesson.title_in(vi));
        assert!(out.contains(&heading), "{heading}");
        assert!(out.contains(&format!("Xong bài {}.", i + 1)));
    }
    for hint in &hints {
        // Wrapped at 80 columns: the hint's first words are on the line of "Gợi ý:".
        let start: String = hint.split(' ').take(3).collect::<Vec<_>>().join(" ");
        assert!(out.contains(&format!("Gợi ý: {start}")), "{start}");
    }
    assert!(
        out.trim_end()
            .ends_with("Con đã học xong các bài. Giỏi lắm!"),
        "{}",
        &out[out.len().saturating_sub(300)..]
    );
    // The narration is the engine's: the wrong answer of the first lesson (1L from the start)
    // is told as `replay --explain` tells it, ending at the young mandarin.
    let unwrapped = out.replace("\n   ", " ");
    assert!(unwrapped.contains("là quan non nên chưa được ăn: mất lượt."));
}

#[test]
fn the_list_names_every_lesson_of_the_rulesets_set_in_the_readers_language() {
    let o = run_mancala(
        &["--lang", "fr", "learn", "awale-abapa-colours", "--list"],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(
        out.lines().next().unwrap().ends_with("\u{a0}: 7 leçons"),
        "{out}"
    );
    assert!(out.contains("4. La règle du grand chelem"), "{out}");
    assert!(out.contains("7. L’Awalé aux graines de couleur"), "{out}");
    let o = run_mancala(&["learn", "kalah", "--list"], "");
    assert_eq!(
        out_text(&o).lines().count(),
        6,
        "a heading and five lessons"
    );
}

#[test]
fn a_mistyped_or_illegal_move_says_why_and_asks_again_and_quit_stops() {
    let o = run_mancala(&["learn", "--lesson", "5"], "9Z\n4L\nquit\n");
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert_eq!(out.matches("Your move (for example").count(), 3, "{out}");
    assert!(
        out.contains("cannot play 4L: your square 4 is empty"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("Lessons stopped. Come back with --lesson 5."),
        "{out}"
    );
    // The end of the input stops the same way.
    let o = run_mancala(&["learn", "--lesson", "2"], "");
    assert!(o.status.success());
    assert!(out_text(&o).contains("Come back with --lesson 2."));
}

#[test]
fn a_broken_lesson_file_is_refused_with_its_file_and_line() {
    let dir = scratch("broken");
    let file = dir.join("01-broken.toml");
    std::fs::write(
        &file,
        "ruleset = \"o-an-quan\"\ntitle = \"oaq-l01-title\"\n\n[[step]]\nkind = \"task\"\ntext = \"oaq-l01-task\"\ngoal = \"captures-mandarin\"\nanswer = \"1R\"\nhint = \"oaq-l01-hint\"\n",
    )
    .unwrap();
    let o = run_mancala(
        &["--lang", "vi", "learn", "--file", file.to_str().unwrap()],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = err_text(&o);
    assert!(
        err.contains("01-broken.toml`, dòng 8, cột 10: đáp án 1R không đạt yêu cầu của bài tập: Nước này không ăn được ô quan nào."),
        "{err}"
    );
    std::fs::write(
        &file,
        "ruleset = \"o-an-quan\"\ntitle = \"oaq-l01-title\"\nstep = 3\n",
    )
    .unwrap();
    let o = run_mancala(&["learn", "--file", dir.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("01-broken.toml:3:"),
        "{}",
        err_text(&o)
    );
    let empty = scratch("empty");
    let o = run_mancala(&["learn", "--file", empty.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("holds no lesson files"),
        "{}",
        err_text(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn a_users_own_lesson_with_its_own_words_is_followed() {
    let dir = scratch("own");
    let file = dir.join("my.toml");
    std::fs::write(
        &file,
        "ruleset = \"kalah\"\ntitle = \"t\"\n[messages.en]\nt = \"My first lesson\"\nx = \"Take the extra turn.\"\nh = \"Count to the store.\"\n[[step]]\nkind = \"task\"\ntext = \"x\"\ngoal = \"extra-turn\"\nanswer = \"3\"\nhint = \"h\"\n",
    )
    .unwrap();
    let o = run_mancala(&["learn", "--file", file.to_str().unwrap()], "1\n3\n");
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(out.contains("Lesson 1: My first lesson"), "{out}");
    assert!(
        out.contains("Its last seed did not fall in your store"),
        "{out}"
    );
    assert!(out.contains("Hint: Count to the store."), "{out}");
    assert!(out.contains("Right! 3 does it."), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unknown_ruleset_or_lesson_number_is_refused() {
    let o = run_mancala(&["learn", "no-such-game"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("unknown ruleset `no-such-game`"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["learn", "--lesson", "99"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("There is no lesson 99: the lessons go from 1 to 13."),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["learn", "--lesson", "0"], "");
    assert_eq!(o.status.code(), Some(2));
}
