//! The worksheet's PDF: well formed, the pages its items take, the font embedded, the words
//! (Vietnamese with its diacritics) in its text. Poppler's tools read it (`pdfinfo`, `pdffonts`,
//! `pdftotext`, Debian's poppler-utils, which .ci/run installs); without them, and without CI
//! set, the checks that need them say so and pass.

use std::{path::PathBuf, process::Command, sync::Arc};

use mancala::{Family, Game, lang::Lang, render, rules::Rules};
use mancala_print::{Item, MAX_ITEMS, PER_PAGE, PrintError, Sheet, worksheet_pdf};

/// Items of `rules` along a game whose each move is the `moves[i]`-th legal move: one after
/// each move, read back from its position string as a puzzle file keeps them.
fn items(ruleset: &str, moves: &[usize], lang: Lang) -> Vec<Item> {
    let rules: Arc<dyn Family> = Rules::builtin(ruleset).expect("a shipped ruleset");
    let mut game = Game::new(rules.clone(), 0);
    let mut out = Vec::new();
    for &nth in moves {
        let pos = game.position().clone();
        let legal = rules.legal_move_list(&pos);
        let mv = rules.move_text(&pos, &legal[nth % legal.len()]);
        game.play_text(&mv).expect("a legal move");
        let fen = game.fen();
        let at = Game::from_fen(rules.clone(), &fen).expect("its own position string");
        let pos = at.position().clone();
        let player = render::player_name_in(lang, rules.num_players(), pos.turn());
        out.push(Item {
            rules: rules.clone(),
            seat: pos.turn(),
            question: lang.text("worksheet-to-move", &[("player", player.into())]),
            answer: "1R".to_owned(),
            answer_words: format!("words of {fen}"),
            proof: lang.text(
                "worksheet-proof-exact",
                &[
                    ("answer", "1R".into()),
                    ("best", 4.into()),
                    ("next", "2L".into()),
                    ("next_best", (-2).into()),
                ],
            ),
            position: pos,
        });
    }
    out
}

fn sheet(n: usize, lang: Lang) -> Sheet {
    let moves = [0, 3, 5, 2, 7, 1, 4, 6, 8];
    let mut items = items("o-an-quan", &moves, lang);
    while items.len() < n {
        let again = items.clone();
        items.extend(again);
    }
    items.truncate(n);
    Sheet {
        lang,
        title: lang.text("worksheet-title", &[("ruleset", "Ô ăn quan".into())]),
        subtitle: None,
        instructions: mancala_print::instructions(lang, &*items[0].rules, &items[0].position),
        items,
    }
}

/// Whether poppler's tools are here; with CI set their absence fails the test.
fn poppler() -> bool {
    let here = Command::new("pdfinfo").arg("-v").output().is_ok();
    if !here {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI needs pdfinfo, pdffonts and pdftotext: apt-get install poppler-utils"
        );
        eprintln!("poppler-utils is not installed: the PDF is not read back");
    }
    here
}

fn write(name: &str, pdf: &[u8]) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, pdf).expect("the test's directory is writable");
    path
}

fn run(tool: &str, args: &[&str], path: &PathBuf) -> String {
    let out = Command::new(tool)
        .args(args)
        .arg(path)
        // pdftotext writes to a file beside the PDF unless told standard output.
        .args((tool == "pdftotext").then_some("-"))
        .output()
        .expect("the tool runs");
    assert!(
        out.status.success(),
        "{tool} refuses {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn five_puzzles_take_three_pages_of_questions_and_one_of_answers() {
    let lang = Lang::from_code("vi").unwrap();
    let printed = worksheet_pdf(&sheet(5, lang)).expect("a worksheet");
    assert_eq!(printed.pages, 4);
    let pdf = printed.pdf;
    assert!(pdf.starts_with(b"%PDF-"));
    let path = write("five-vi.pdf", &pdf);
    if !poppler() {
        return;
    }
    let info = run("pdfinfo", &[], &path);
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
            .unwrap_or_default()
            .to_owned()
    };
    assert_eq!(field("Pages:"), "4", "{info}");
    assert_eq!(field("Page size:"), "595.28 x 841.89 pts (A4)", "{info}");
    assert_eq!(field("Title:"), "Bài tập Ô ăn quan", "{info}");
}

#[test]
fn the_font_is_embedded() {
    let lang = Lang::from_code("vi").unwrap();
    let path = write("font-vi.pdf", &worksheet_pdf(&sheet(2, lang)).unwrap().pdf);
    if !poppler() {
        return;
    }
    let fonts = run("pdffonts", &[], &path);
    let noto: Vec<&str> = fonts.lines().filter(|l| l.contains("NotoSans")).collect();
    assert!(!noto.is_empty(), "{fonts}");
    // Columns: name type encoding emb sub uni object ID.
    for line in noto {
        let columns: Vec<&str> = line.split_whitespace().collect();
        let n = columns.len();
        assert_eq!(&columns[n - 5..n - 2], ["yes", "yes", "yes"], "{line}");
    }
}

#[test]
fn the_vietnamese_words_keep_their_diacritics() {
    let lang = Lang::from_code("vi").unwrap();
    let path = write("words-vi.pdf", &worksheet_pdf(&sheet(3, lang)).unwrap().pdf);
    if !poppler() {
        return;
    }
    let text = run("pdftotext", &["-layout", "-enc", "UTF-8"], &path).replace(['\n'], " ");
    for words in [
        "Bài tập Ô ăn quan",
        "Họ và tên:",
        "Bài 1. Đến lượt Bắc đi. Nước nào hay nhất?",
        "Bài 2. Đến lượt Nam đi. Nước nào hay nhất?",
        "Bài 3.",
        "Nước đi của em:",
        "Đáp án",
        "Máy đã giải trọn đến hết ván",
        "Trang 1/3",
        "Trang 3/3",
    ] {
        assert!(text.contains(words), "no «{words}» in:\n{text}");
    }
    // The board's own words too: the players and the counts.
    assert!(text.contains("Bắc"), "{text}");
}

#[test]
fn the_answer_key_is_the_last_page() {
    let lang = Lang::from_code("en").unwrap();
    let path = write("key-en.pdf", &worksheet_pdf(&sheet(4, lang)).unwrap().pdf);
    if !poppler() {
        return;
    }
    let last = run("pdftotext", &["-f", "3", "-l", "3", "-enc", "UTF-8"], &path);
    assert!(last.contains("Answers"), "{last}");
    for n in 1..=4 {
        assert!(last.contains(&format!("Puzzle {n}: 1R")), "{last}");
    }
    let first = run("pdftotext", &["-f", "1", "-l", "1", "-enc", "UTF-8"], &path);
    assert!(!first.contains("Answers"), "{first}");
    assert!(!first.contains("Puzzle 3."), "{PER_PAGE} a page: {first}");
}

#[test]
fn no_item_or_too_many_is_refused_in_words() {
    let lang = Lang::from_code("vi").unwrap();
    for n in [0, MAX_ITEMS + 1] {
        let mut s = sheet(1, lang);
        s.items = std::iter::repeat_n(s.items[0].clone(), n).collect();
        let error = worksheet_pdf(&s).expect_err("refused");
        assert!(matches!(error, PrintError::Items(m) if m == n));
        assert_eq!(
            error.error_in(lang),
            format!("một phiếu bài tập có từ 1 đến {MAX_ITEMS} bài, không phải {n}")
        );
    }
}

#[test]
fn every_family_prints_its_boards_with_their_names() {
    let lang = Lang::from_code("fr").unwrap();
    for ruleset in [
        "oware-abapa",
        "kalah",
        "awale-abapa-colours",
        "sungka",
        "sungka-3p",
    ] {
        let items = items(ruleset, &[0, 2, 1], lang);
        let sheet = Sheet {
            lang,
            title: ruleset.to_owned(),
            subtitle: None,
            instructions: mancala_print::instructions(lang, &*items[0].rules, &items[0].position),
            items,
        };
        let printed = worksheet_pdf(&sheet).expect("a worksheet");
        assert_eq!(printed.pages, 3, "{ruleset}");
        let path = write(&format!("{ruleset}-fr.pdf"), &printed.pdf);
        if !poppler() {
            return;
        }
        let text = run("pdftotext", &["-f", "1", "-l", "1", "-enc", "UTF-8"], &path);
        assert!(text.contains("Exercice 1. "), "{ruleset}: {text}");
        assert!(text.contains("Exercice 2. "), "{ruleset}: {text}");
    }
}

#[test]
fn a_long_title_wraps_and_one_too_long_is_refused() {
    let lang = Lang::from_code("vi").unwrap();
    let mut s = sheet(1, lang);
    s.title =
        "Lớp 4A trường Tiểu học Nguyễn Du: bài tập Ô ăn quan cho tuần thứ ba của tháng Mười Một"
            .to_owned();
    assert!(s.title.chars().count() <= mancala_print::MAX_TITLE_CHARS);
    let pages = mancala_print::worksheet_svg_pages(&s).unwrap();
    let titles = pages[0]
        .matches("font-size=\"20.0\" font-weight=\"bold\"")
        .count();
    assert_eq!(titles, 2, "the title on two lines");
    s.title = "Ô".repeat(mancala_print::MAX_TITLE_CHARS + 1);
    let error = worksheet_pdf(&s).unwrap_err();
    assert!(matches!(error, PrintError::Title(101)));
    assert_eq!(
        error.error_in(lang),
        "tiêu đề dài 101 ký tự: tối đa 100 ký tự"
    );
}
