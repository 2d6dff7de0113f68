//! Broken ruleset files are refused with the file, line, column and what was expected.

use mancala::Rules;

use crate::common::with_snapshots;

#[test]
fn broken_ruleset_files_are_refused_with_their_line_and_column() {
    with_snapshots("rulesets/broken", || {
        insta::glob!("../fixtures/bad", "*.toml", |path| {
            let text = std::fs::read_to_string(path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy();
            let stem = path.file_stem().unwrap().to_string_lossy();
            let err = Rules::from_toml_str(&format!("bad/{name}"), &stem, &text)
                .expect_err("a broken file must be refused");
            assert!(err.line >= 1 && err.column >= 1);
            insta::assert_snapshot!(err.to_string());
        });
    });
}

#[test]
fn a_misspelt_key_names_its_line_column_and_the_valid_keys() {
    let text = "id = \"x\"\ngame = \"o-an-quan\"\n\n[capture]\nchian = true\n";
    let err = Rules::from_toml_str("x.toml", "x", text).unwrap_err();
    assert_eq!((err.line, err.column), (5, 1));
    assert!(err.message.contains("chain"), "{}", err.message);
    assert!(
        err.message.contains("gap-may-be-mandarin"),
        "{}",
        err.message
    );
}

#[test]
fn an_out_of_range_value_names_the_range() {
    let text = "game = \"o-an-quan\"\n[mandarin]\nvalue = 99\n";
    let err = Rules::from_toml_str("x.toml", "x", text).unwrap_err();
    assert_eq!((err.line, err.column), (3, 9));
    assert!(
        err.message.contains("between 1 and 50, got 99"),
        "{}",
        err.message
    );
}

#[test]
fn a_user_file_may_leave_out_every_option() {
    let rules = Rules::from_toml_str("mine.toml", "mine", "game = \"o-an-quan\"\n").unwrap();
    let default = Rules::builtin("o-an-quan").unwrap();
    assert_eq!(rules.options_json(), default.options_json());
    assert_eq!(rules.info().id, "mine");
}

#[test]
fn a_user_file_may_not_take_a_shipped_id() {
    let dir = std::env::temp_dir().join(format!("mancala-shipped-id-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("o-an-quan.toml");
    std::fs::write(
        &path,
        "id = \"o-an-quan\"\ngame = \"o-an-quan\"\n[mandarin]\nvalue = 5\n",
    )
    .unwrap();
    let err = Rules::from_path(&path).unwrap_err().to_string();
    assert!(err.contains("is a shipped ruleset"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}
