//! The shape of the workspace, checked on its manifests and its source: the library depends on no
//! server, runtime or argument parser, the server not on the command line; inside the library,
//! layers import only the layers below them, nothing below the command line names the registry,
//! a family's folder reaches only the faces it implements, and each family is a folder whose
//! rules file a reader can take in.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// The library's source.
const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/mancala/src");
/// The workspace's root.
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The names in the `[dependencies]` table of a manifest (not dev, not build; target-specific
/// tables count too).
fn normal_dependencies(manifest: &str) -> BTreeSet<String> {
    let text = fs::read_to_string(Path::new(ROOT).join(manifest)).unwrap();
    let mut in_deps = false;
    let mut names = BTreeSet::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]" || line.ends_with(".dependencies]");
            continue;
        }
        if in_deps && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap().trim();
            names.insert(name.to_owned());
        }
    }
    names
}

/// Each crate with what it must never depend on, and the crates of the workspace it must never
/// name in its source.
#[test]
fn each_crate_depends_only_on_what_its_layer_may() {
    let heavy = [
        "tokio",
        "axum",
        "clap",
        "indicatif",
        "tokio-tungstenite",
        "futures-util",
    ];
    for (manifest, source, forbidden, unnamed) in [
        // The library: rules, engine, search, solver, comparison. No server, runtime or parser,
        // and no PDF (it is built for WebAssembly too).
        (
            "crates/mancala/Cargo.toml",
            "crates/mancala/src",
            &[
                &heavy[..],
                &["svg2pdf", "usvg", "pdf-writer", "ttf-parser"][..],
            ]
            .concat()[..],
            &["mancala_serve", "mancala_cli", "mancala_print"][..],
        ),
        // The worksheets: the library's boards as PDF. No server, runtime or parser.
        (
            "crates/print/Cargo.toml",
            "crates/print/src",
            &heavy[..],
            &["mancala_serve", "mancala_cli"][..],
        ),
        // The server: rooms and their protocol. Not the command line.
        (
            "crates/serve/Cargo.toml",
            "crates/serve/src",
            &["clap", "indicatif", "mancala-cli"][..],
            &["mancala_cli"][..],
        ),
        // The library's benchmarks: the library alone, timed.
        (
            "crates/bench/Cargo.toml",
            "crates/bench/benches",
            &heavy[..],
            &["mancala_serve", "mancala_cli"][..],
        ),
        // The command line: may use everything.
        ("Cargo.toml", "src", &[][..], &[][..]),
    ] {
        let deps = normal_dependencies(manifest);
        let bad: Vec<_> = forbidden.iter().filter(|d| deps.contains(**d)).collect();
        assert!(bad.is_empty(), "{manifest} depends on {bad:?}");
        for path in rust_files(&Path::new(ROOT).join(source)) {
            let text = code(&path);
            for name in unnamed {
                assert!(
                    !text.contains(name),
                    "{} names {name}, a crate above it",
                    path.display()
                );
            }
        }
    }
    assert!(normal_dependencies("crates/serve/Cargo.toml").contains("mancala"));
    assert!(normal_dependencies("Cargo.toml").contains("mancala-serve"));
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The code of a file without its comments and its unit tests.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => &text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level module a file belongs to (`engine` for `src/engine/repetition.rs`).
fn module_of(path: &Path) -> String {
    let rel = path.strip_prefix(SRC).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_owned()
}

/// The top-level modules `code` names through `crate::`, in paths and in `use crate::{...}`.
fn imports(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `use crate::{a::X, b::{Y, Z}, W}`: the first segment of each top-level item.
            let mut depth = 0;
            let mut item_start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => item_start = true,
                    c if item_start && !c.is_whitespace() => {
                        item_start = false;
                        let name = ident(&group[i..]);
                        if group[i + name.len()..].starts_with("::") {
                            found.insert(name);
                        }
                    }
                    _ => {}
                }
            }
        } else {
            let name = ident(rest);
            if rest[name.len()..].starts_with("::") {
                found.insert(name);
            }
        }
    }
    found
}

#[test]
fn the_module_graph_has_no_circle() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in rust_files(Path::new(SRC)) {
        let module = module_of(&path);
        let deps = imports(&code(&path));
        let entry = graph.entry(module.clone()).or_default();
        entry.extend(deps.into_iter().filter(|d| *d != module));
    }
    // A depth-first search finds any circle.
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut circle = path[at..].to_vec();
            circle.push(node.to_owned());
            return Some(circle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(circle) = visit(node, &graph, &mut Vec::new(), &mut done) {
            panic!("the modules import each other: {}", circle.join(" -> "));
        }
    }
    // The vocabulary stands on nothing but itself; the trait layer not on the engine.
    for (module, allowed) in [
        ("position", &[][..]),
        ("lang", &[][..]),
        ("moves", &["position"][..]),
        ("event", &["position"][..]),
        // The words of every language: below the trait layer, so a family's presentation
        // speaks through them.
        ("ruleset", &["position", "moves", "event", "lang"][..]),
        ("engine", &["position", "moves", "event", "ruleset"][..]),
        // A family's room: src/rules/<family>/; these are its only doors.
        (
            "rules",
            &[
                "position", "moves", "event", "ruleset", "family", "files", "lang",
            ][..],
        ),
    ] {
        let extra: Vec<_> = graph[module]
            .iter()
            .filter(|d| !allowed.contains(&d.as_str()))
            .collect();
        assert!(extra.is_empty(), "{module} imports {extra:?}");
    }
}

#[test]
fn the_circle_finder_sees_imports_in_every_form() {
    let found = imports(
        "use crate::{\n    a::X,\n    b::{Y, c::Z},\n    W,\n};\nfn f() { crate::d::g(); }",
    );
    assert_eq!(
        found,
        ["a", "b", "d"].iter().map(|s| s.to_string()).collect()
    );
}

#[test]
fn nothing_below_the_command_line_names_the_registry() {
    let mut offenders = Vec::new();
    for path in rust_files(Path::new(SRC)) {
        let rel = path
            .strip_prefix(SRC)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if rel.starts_with("rules") || rel == "lib.rs" {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let names_registry = text.match_indices("rules::").any(|(at, _)| {
            !text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        });
        // The registry's root re-export, `crate::Rules`, outside unit tests.
        let names_reexport = code(&path).match_indices("Rules").any(|(at, _)| {
            let before = &code(&path)[..at];
            (before.ends_with("crate::") || before.trim_end().ends_with("crate::{"))
                && !code(&path)[at + 5..]
                    .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
        });
        if names_registry || names_reexport || text.contains("with_ruleset!") {
            offenders.push(rel);
        }
    }
    assert!(
        offenders.is_empty(),
        "these files name the registry; take a `&dyn Family` instead: {offenders:?}"
    );
}

#[test]
fn every_family_is_a_folder_with_a_rules_file_a_reader_can_take_in() {
    let rules = Path::new(SRC).join("rules");
    let mut families = 0;
    for entry in fs::read_dir(&rules).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name == "mod.rs" {
            continue;
        }
        assert!(path.is_dir(), "src/rules/{name}: a family is a folder");
        let lines = fs::read_to_string(path.join("mod.rs"))
            .unwrap()
            .lines()
            .count();
        assert!(
            lines <= 1000,
            "src/rules/{name}/mod.rs has {lines} lines: the rules file should stay under 1,000"
        );
        for part in ["options.rs", "show.rs"] {
            assert!(
                path.join(part).exists(),
                "src/rules/{name}/{part} is missing"
            );
        }
        families += 1;
    }
    assert!(families >= 3);
}

#[test]
fn the_terminal_client_reads_and_writes_the_protocol_by_its_types() {
    let text = code(&Path::new(ROOT).join("src/cli/connect.rs"));
    for (pattern, what) in [
        ("[\"", "reads a message by string key"),
        ("json!", "builds a message as free JSON"),
    ] {
        assert!(
            !text.contains(pattern),
            "src/cli/connect.rs {what} (`{pattern}`): use the types of mancala_serve::protocol"
        );
    }
}
