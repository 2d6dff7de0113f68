//! `mancala rules new FILE --from RULESET`: the first line of the input is the new id, the rest
//! a ruleset file to copy from. The copy is refused with a reason, or is the source's text under
//! a header with its `id` set, and loads as a ruleset with the new id; every file that loads
//! (and whose id is not a shipped one) can be copied to any valid new id. The unknown name
//! `RULESET` gets suggestions, never a panic.
#![no_main]

use std::{path::PathBuf, sync::OnceLock};

use libfuzzer_sys::fuzz_target;
use mancala::{
    Rules,
    rules::{is_valid_id, suggestions},
};

/// The file the source is written to: one per process, in the temporary directory.
fn source_path() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("mancala-fuzz-copy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        dir.join("source.toml")
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (id, source) = text.split_once('\n').unwrap_or((text, ""));
    for s in suggestions(id) {
        assert!(Rules::builtin(s).is_some(), "`{id}` suggests `{s}`");
    }
    let path = source_path();
    std::fs::write(path, source).expect("the source file is written");
    let from = path.to_str().expect("a UTF-8 temporary path");
    match Rules::copy_text(from, id) {
        Ok(copy) => {
            assert!(
                is_valid_id(id) && Rules::builtin(id).is_none(),
                "copied to `{id}`"
            );
            let rules =
                Rules::from_toml_str(&format!("{id}.toml"), id, &copy).expect("a copy loads");
            assert_eq!(rules.info().id, id);
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            // A source that loads, under an id that is not a shipped one, copies to a valid id.
            if is_valid_id(id)
                && Rules::builtin(id).is_none()
                && let Ok(rules) = Rules::from_path(path)
            {
                assert!(
                    Rules::builtin(&rules.info().id).is_some(),
                    "`{}` loads but does not copy to `{id}`: {e}",
                    rules.info().id
                );
            }
        }
    }
});
