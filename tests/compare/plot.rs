//! `compare --plot`, `merge --plot` and `tournament --plot`: the pictures are written whole, say
//! what was played, and a path that cannot be written is refused before any game is played.

use std::path::{Path, PathBuf};

use crate::common::{err_text, ok_text as stdout, run_quiet as mancala};

const SMALL: &[&str] = &[
    "compare",
    "o-an-quan",
    "o-an-quan-no-quan-non",
    "--games",
    "200",
    "--seed",
    "11",
];

const TOURNAMENT: &[&str] = &[
    "tournament",
    "oware-abapa",
    "--agents",
    "random,greedy,alphabeta:1",
    "--games",
    "20",
    "--seed",
    "5",
];

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-plot-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The texts of an SVG picture, one per `<text>`, after checking that it is XML whose root is
/// an `<svg>`.
fn texts(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).expect("the picture is XML");
    assert!(doc.root_element().has_tag_name("svg"));
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or("").trim().to_owned())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names of the files in `dir`.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn compare_draws_the_report_it_prints() {
    let dir = folder("compare");
    let file = dir.join("p.svg");
    let path = file.to_str().unwrap();
    let with = stdout(&mancala(&[SMALL, &["--plot", path]].concat()));
    assert_eq!(
        with,
        stdout(&mancala(SMALL)),
        "the printed report is the same"
    );
    let svg = std::fs::read_to_string(&file).unwrap();
    let text = texts(&svg);
    for needle in [
        "mancala compare: o-an-quan vs o-an-quan-no-quan-non",
        "200 games per ruleset; seed 11; agents random in every seat",
        "South wins",
        "North wins",
        "draws",
        "o-an-quan-no-quan-non",
        "game length (plies",
    ] {
        assert!(text.contains(needle), "no `{needle}` in:\n{text}");
    }
    // The same run draws the same picture, and replaces the file whole.
    stdout(&mancala(&[SMALL, &["--plot", path, "--json"]].concat()));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), svg);
    assert_eq!(files(&dir), ["p.svg"], "no temporary file is left");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn merged_shards_draw_the_picture_of_one_run() {
    let dir = folder("merge");
    let mut shards = Vec::new();
    for shard in ["1/2", "2/2"] {
        let out = stdout(&mancala(&[SMALL, &["--shard", shard, "--json"]].concat()));
        let file = dir.join(format!("shard{}.json", &shard[..1]));
        std::fs::write(&file, out).unwrap();
        shards.push(file.to_string_lossy().into_owned());
    }
    let merged = dir.join("merged.svg");
    let single = dir.join("single.svg");
    let args: Vec<&str> = shards.iter().map(String::as_str).collect();
    stdout(&mancala(
        &[&["merge"][..], &args, &["--plot", merged.to_str().unwrap()]].concat(),
    ));
    stdout(&mancala(
        &[SMALL, &["--plot", single.to_str().unwrap()]].concat(),
    ));
    assert_eq!(
        std::fs::read_to_string(&merged).unwrap(),
        std::fs::read_to_string(&single).unwrap()
    );
    // A shard's own picture says it is one.
    let half = dir.join("half.svg");
    stdout(&mancala(
        &[SMALL, &["--shard", "2/2", "--plot", half.to_str().unwrap()]].concat(),
    ));
    let text = texts(&std::fs::read_to_string(&half).unwrap());
    assert!(text.contains("(shard 2/2: games 101 to 200)"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tournament_draws_every_agent_with_its_games() {
    let dir = folder("tournament");
    let file = dir.join("t.svg");
    let out = stdout(&mancala(
        &[TOURNAMENT, &["--plot", file.to_str().unwrap()]].concat(),
    ));
    assert_eq!(out, stdout(&mancala(TOURNAMENT)));
    let text = texts(&std::fs::read_to_string(&file).unwrap());
    for needle in [
        "mancala tournament on oware-abapa: 3 agents",
        "20 games per pairing, 60 in all",
        "seed 5",
        "random",
        "greedy",
        "alphabeta:1",
        "40 games: ",
    ] {
        assert!(text.contains(needle), "no `{needle}` in:\n{text}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_path_that_cannot_be_written_is_refused_before_the_games() {
    let dir = folder("refused");
    let missing = dir.join("nowhere").join("p.svg");
    let folder_named_svg = dir.join("pictures.svg");
    std::fs::create_dir_all(&folder_named_svg).unwrap();
    let png = dir.join("p.png");
    for (path, message) in [
        (
            &missing,
            format!(
                "cannot write the plot to {}: there is no folder {}",
                missing.display(),
                dir.join("nowhere").display()
            ),
        ),
        (
            &folder_named_svg,
            "it is not a regular file (only a file is ever replaced)".to_owned(),
        ),
        (&png, "name the file with .svg".to_owned()),
    ] {
        let path = path.to_str().unwrap();
        // The path is checked before anything else: before the ruleset is read, the games
        // played or the reports read.
        for args in [
            ["compare", "no-such-ruleset", "--plot", path].to_vec(),
            [
                "tournament",
                "no-such-ruleset",
                "--agents",
                "random,greedy",
                "--plot",
                path,
            ]
            .to_vec(),
            ["merge", "no-such-report.json", "--plot", path].to_vec(),
        ] {
            let o = mancala(&args);
            assert_eq!(o.status.code(), Some(2), "{args:?}");
            let err = err_text(&o);
            assert!(err.contains(&message), "{args:?}: {err}");
            assert!(o.stdout.is_empty(), "{args:?}");
        }
    }
    assert_eq!(files(&dir), ["pictures.svg"], "nothing was written");
    std::fs::remove_dir_all(&dir).unwrap();
}
