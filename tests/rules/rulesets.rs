//! Every file in `rulesets/`: shipped, loadable, described, and faithful to its options.

use mancala::{Rules, record::GameRecord};

use crate::common::with_snapshots;

#[test]
fn every_ruleset_file_is_shipped_with_its_file_name_as_id() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/rulesets");
    let mut files = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let shipped = Rules::builtin(&stem).unwrap_or_else(|| panic!("{stem} is not embedded"));
        assert_eq!(shipped.info().id, stem);
        assert_eq!(Rules::from_path(&path).unwrap().info().id, stem);
        files += 1;
    }
    assert_eq!(files, Rules::builtin_ids().count());
}

#[test]
fn rules_show_is_generated_from_the_options_of_every_file() {
    with_snapshots("rulesets/show", || {
        insta::glob!("../../rulesets", "*.toml", |path| {
            let rules = Rules::from_path(path).unwrap();
            insta::assert_snapshot!(rules.describe());
        });
    });
}

#[test]
fn options_survive_a_game_record() {
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).unwrap();
        let game = mancala::Game::new(rules.clone(), 0);
        let record = GameRecord::of(&game, None, None);
        let back = GameRecord::from_json(&record.to_json())
            .unwrap()
            .rules(&Rules)
            .unwrap();
        assert_eq!(back.options_json(), rules.options_json(), "{id}");
    }
}

#[test]
fn shipped_files_write_out_every_option() {
    // A shipped file must read as a full rule statement: removing any line that sets a key must
    // not leave the options unchanged unless the value was the default anyway... so instead check
    // that every key of the resolved options appears in the file's text.
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).unwrap();
        let text =
            std::fs::read_to_string(format!("{}/rulesets/{id}.toml", env!("CARGO_MANIFEST_DIR")))
                .unwrap();
        let options = rules.options_json();
        for (key, value) in options.as_object().unwrap() {
            match value.as_object() {
                Some(table) => {
                    assert!(
                        text.contains(&format!("[{key}]")),
                        "{id}: table [{key}] missing"
                    );
                    for inner in table.keys() {
                        assert!(
                            text.contains(&format!("\n{inner} = ")),
                            "{id}: key {key}.{inner} missing"
                        );
                    }
                }
                None => assert!(
                    text.contains(&format!("{key} = ")),
                    "{id}: key {key} missing"
                ),
            }
        }
    }
}
