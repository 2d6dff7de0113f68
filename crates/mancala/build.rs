//! Embeds the shipped rulesets: every `rulesets/*.toml`, in the order of `rulesets/index.txt`.
//! The list of shipped rulesets is derived from that folder alone; a file missing from the
//! index, or an index line without its file, stops the build with what to change.
//!
//! Embeds the languages too: every folder `locales/LANG/` with its `*.ftl` files (Fluent), so
//! that a new language is one folder.

use std::{collections::BTreeSet, env, fmt::Write as _, fs, path::Path};

fn main() {
    let dir =
        Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("../../rulesets");
    println!("cargo:rerun-if-changed={}", dir.display());
    let index_path = dir.join("index.txt");
    println!("cargo:rerun-if-changed={}", index_path.display());
    let index = fs::read_to_string(&index_path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", index_path.display()));
    let listed: Vec<&str> = index
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let files: BTreeSet<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| {
            let name = entry.expect("a directory entry").file_name();
            let name = name.to_string_lossy();
            name.strip_suffix(".toml").map(str::to_owned)
        })
        .collect();
    let mut seen = BTreeSet::new();
    for id in &listed {
        assert!(seen.insert(*id), "rulesets/index.txt lists `{id}` twice");
        assert!(
            files.contains(*id),
            "rulesets/index.txt lists `{id}`, but there is no rulesets/{id}.toml"
        );
    }
    for file in &files {
        assert!(
            seen.contains(file.as_str()),
            "rulesets/{file}.toml is not listed in rulesets/index.txt: add a line `{file}`"
        );
    }
    let mut out = String::from(
        "/// The rulesets shipped in `rulesets/`, embedded in the binary: (id, file text), in the\n\
         /// order of `rulesets/index.txt`.\n\
         pub const BUILTIN: &[(&str, &str)] = &[\n",
    );
    for id in &listed {
        let path = dir.join(format!("{id}.toml"));
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(
            out,
            "    ({id:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .expect("writing to a string");
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("builtin.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
    locales();
    lessons();
}

/// Writes `locales.rs`: `LOCALES`, each language folder's code and its Fluent files, in the
/// order of their codes.
fn locales() {
    let dir =
        Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("../../locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let langs = sorted_paths(&dir, |path| path.is_dir());
    let mut out = String::from(
        "/// The languages of `locales/`, embedded: (code, [(file name, Fluent text)]), in the order\n\
         /// of their codes.\n\
         pub(crate) const LOCALES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for lang in &langs {
        println!("cargo:rerun-if-changed={}", lang.display());
        let code = lang
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let files = sorted_paths(lang, |path| path.extension().is_some_and(|e| e == "ftl"));
        writeln!(out, "    ({code:?}, &[").expect("writing to a string");
        for file in &files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .expect("writing to a string");
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("locales.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
}

/// The paths in `dir` that `keep` keeps, sorted.
fn sorted_paths(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<std::path::PathBuf> {
    let mut paths: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| keep(path))
        .collect();
    paths.sort();
    paths
}

/// Writes `lessons.rs`: `LESSONS`, every lesson file `lessons/SET/*.toml` as (set, file name,
/// text), sets in the order of their names and files in the order of theirs (`NN-slug.toml`).
fn lessons() {
    let dir =
        Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("../../lessons");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut out = String::from(
        "/// The lessons of `lessons/`, embedded: (set, file name, TOML text).\n\
         pub(crate) const LESSONS: &[(&str, &str, &str)] = &[\n",
    );
    for set in sorted_paths(&dir, |path| path.is_dir()) {
        println!("cargo:rerun-if-changed={}", set.display());
        let name = set
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        for file in sorted_paths(&set, |path| path.extension().is_some_and(|e| e == "toml")) {
            println!("cargo:rerun-if-changed={}", file.display());
            let file_name = file
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            writeln!(
                out,
                "    ({name:?}, {file_name:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .expect("writing to a string");
        }
    }
    out.push_str("];\n");
    let target = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("lessons.rs");
    fs::write(&target, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", target.display()));
}
