//! `mancala worksheet`: a printable PDF of the shipped puzzles written whole, and every bad
//! request refused in the reader's language with nothing written and no earlier file touched.

use std::path::PathBuf;

use crate::common::{err_text, out_text, run_mancala};

/// A fresh folder for one test's files.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-worksheet-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The files in `dir`, by name.
fn files(dir: &PathBuf) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_bad_request_writes_nothing_and_leaves_an_earlier_sheet_as_it_was() {
    let dir = folder("bad");
    let out = dir.join("sheet.pdf");
    std::fs::write(&out, "last week's sheet").unwrap();
    let out_arg = out.to_str().unwrap();
    // A request that makes no sense exits with 2, as clap's refusals do; a file that cannot be
    // written with 1.
    let cases: [(&[&str], &str, i32); 5] = [
        (
            &["worksheet", "sungka", "--out", out_arg],
            "không có bài tập đi kèm cho bộ luật `sungka`: hãy chọn một trong o-an-quan, oware-abapa, kalah",
            2,
        ),
        (
            &["worksheet", "o-an-quan", "--puzzles", "0", "--out", out_arg],
            "một phiếu bài tập có từ 1 đến 24 bài, không phải 0",
            2,
        ),
        (
            &[
                "worksheet",
                "o-an-quan",
                "--puzzles",
                "25",
                "--out",
                out_arg,
            ],
            "một phiếu bài tập có từ 1 đến 24 bài, không phải 25",
            2,
        ),
        (
            &[
                "worksheet",
                "kalah",
                "--min-rating",
                "1500",
                "--max-rating",
                "900",
                "--out",
                out_arg,
            ],
            "độ khó thấp nhất (1500) lớn hơn độ khó cao nhất (900): hãy đổi chỗ hai số",
            2,
        ),
        (
            &["worksheet", "o-an-quan", "--out", dir.to_str().unwrap()],
            "không ghi được tệp",
            1,
        ),
    ];
    for (args, said, code) in cases {
        let mut all = vec!["--lang", "vi"];
        all.extend_from_slice(args);
        let o = run_mancala(&all, "");
        assert_eq!(o.status.code(), Some(code), "{all:?}: {}", err_text(&o));
        assert!(err_text(&o).contains(said), "{all:?}: {}", err_text(&o));
        assert_eq!(out_text(&o), "", "{all:?}");
        assert_eq!(files(&dir), ["sheet.pdf"], "{all:?}: nothing else written");
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "last week's sheet");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_out_in_a_folder_that_does_not_exist_is_refused_before_the_sheet_is_made() {
    let dir = folder("missing");
    let out = dir.join("no-such-folder").join("sheet.pdf");
    let o = run_mancala(
        &[
            "--lang",
            "fr",
            "worksheet",
            "o-an-quan",
            "--out",
            out.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("impossible d’écrire le fichier"),
        "{}",
        err_text(&o)
    );
    assert!(files(&dir).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The words of a PDF (poppler's pdftotext, which .ci/run installs), if the tool is here.
fn pdf_text(path: &std::path::Path) -> Option<String> {
    let o = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(path)
        .arg("-")
        .output()
        .ok()?;
    assert!(o.status.success(), "pdftotext refuses {}", path.display());
    Some(String::from_utf8(o.stdout).unwrap())
}

#[test]
fn a_sheet_of_shipped_puzzles_is_written_whole_and_the_same_seed_writes_it_again() {
    let dir = folder("whole");
    let out = dir.join("phieu.pdf");
    std::fs::write(&out, "last week's sheet").unwrap();
    let args = [
        "--lang",
        "vi",
        "worksheet",
        "o-an-quan",
        "--puzzles",
        "5",
        "--seed",
        "3",
        "--out",
        out.to_str().unwrap(),
    ];
    let o = run_mancala(&args, "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(
        out_text(&o),
        format!(
            "Đã ghi phiếu bài tập vào {}: 5 bài trên 4 trang, trang cuối là đáp án.\n",
            out.display()
        )
    );
    assert_eq!(files(&dir), ["phieu.pdf"], "no partial file left");
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
    // The PDF's bytes may differ from run to run (the order of its font objects): its words
    // say which puzzles it holds.
    let Some(first) = pdf_text(&out) else {
        return;
    };
    for words in [
        "Bài tập Ô ăn quan",
        "phiếu số 3",
        "Bài 5. Đến lượt",
        "Đáp án",
        "Trang 4/4",
    ] {
        assert!(first.contains(words), "no «{words}» in {first}");
    }
    assert!(run_mancala(&args, "").status.success());
    assert_eq!(pdf_text(&out).unwrap(), first, "the same sheet again");
    let other = dir.join("other.pdf");
    let mut another = args;
    another[7] = "4";
    another[9] = other.to_str().unwrap();
    assert!(run_mancala(&another, "").status.success());
    let other = pdf_text(&other).unwrap();
    assert_ne!(
        first.replace("phiếu số 3", ""),
        other.replace("phiếu số 4", ""),
        "another seed, other puzzles"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
