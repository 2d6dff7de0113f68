//! The README and the book under `docs/`: every page of the book is listed in
//! `docs/src/SUMMARY.md` and every link between pages resolves; the command reference
//! (`docs/src/reference.md`) names every command and option of the program and no other; every
//! command line shown in a code block is read by the program's own parser, and the short
//! examples whose output is shown are run and their output checked (the long ones only with
//! `cargo test -- --ignored`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use clap::{CommandFactory, Parser};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn book() -> PathBuf {
    Path::new(ROOT).join("docs/src")
}

/// The pages of the book, as `SUMMARY.md` lists them (paths relative to `docs/src`).
fn summary_pages() -> Vec<String> {
    let summary = read(&book().join("SUMMARY.md"));
    let mut pages = Vec::new();
    for line in summary.lines() {
        let Some(open) = line.find("](") else {
            continue;
        };
        let rest = &line[open + 2..];
        let close = rest.find(')').expect("a link's closing parenthesis");
        pages.push(rest[..close].to_owned());
    }
    pages
}

/// Every Markdown file the tests read: the README and every page of the book.
fn documents() -> Vec<PathBuf> {
    let mut out = vec![Path::new(ROOT).join("README.md")];
    out.extend(summary_pages().iter().map(|p| book().join(p)));
    out
}

#[test]
fn summary_lists_every_page_and_every_page_exists() {
    let listed: BTreeSet<String> = summary_pages().into_iter().collect();
    for page in &listed {
        assert!(
            book().join(page).is_file(),
            "SUMMARY.md lists {page}, which is missing"
        );
    }
    let mut present = BTreeSet::new();
    for entry in std::fs::read_dir(book()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".md") && name != "SUMMARY.md" {
            present.insert(name);
        }
    }
    assert_eq!(
        present, listed,
        "the pages under docs/src and those SUMMARY.md lists"
    );
    assert!(Path::new(ROOT).join("docs/book.toml").is_file());
}

/// The heading ids of a page, as GitHub and mdBook make them.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let id: String = title
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        out.insert(id);
    }
    out
}

/// The targets of the Markdown links of a text, outside code.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            let tail = &rest[i + 2..];
            let Some(end) = tail.find(')') else { break };
            out.push(tail[..end].to_owned());
            rest = &tail[end..];
        }
    }
    out
}

#[test]
fn links_between_pages_and_into_the_repository_resolve() {
    for doc in documents() {
        let text = read(&doc);
        let dir = doc.parent().unwrap();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (path, anchor) = match link.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (link.as_str(), None),
            };
            let target = if path.is_empty() {
                doc.clone()
            } else {
                dir.join(path)
            };
            assert!(
                target.exists(),
                "{}: the link {link} leads nowhere",
                doc.display()
            );
            if let Some(anchor) = anchor {
                let ids = anchors(&read(&target));
                assert!(
                    ids.contains(anchor),
                    "{}: the link {link}: no heading #{anchor} in {}",
                    doc.display(),
                    target.display()
                );
            }
        }
    }
}

/// The commands of the program (`["rules", "new"]`) with their options' long names (and
/// positional arguments' value names), the root's options under the empty path.
fn program_commands() -> BTreeMap<Vec<String>, BTreeSet<String>> {
    fn walk(
        cmd: &clap::Command,
        path: &[String],
        out: &mut BTreeMap<Vec<String>, BTreeSet<String>>,
    ) {
        let flags = cmd
            .get_arguments()
            .filter(|a| !a.is_hide_set() && !a.is_global_set() || path.is_empty())
            .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
            .collect();
        out.insert(path.to_vec(), flags);
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let mut here = path.to_vec();
            here.push(sub.get_name().to_owned());
            walk(sub, &here, out);
        }
    }
    let mut out = BTreeMap::new();
    let mut root = mancala_cli::cli::Cli::command();
    root.build();
    walk(&root, &[], &mut out);
    out
}

/// The reference's sections: a heading `` ## `mancala rules new` `` and the options its code spans
/// name up to the next heading of its level; the section of options of every command under the
/// empty path.
fn reference_sections() -> BTreeMap<Vec<String>, BTreeSet<String>> {
    let text = read(&book().join("reference.md"));
    let mut out: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<Vec<String>> = None;
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            current = if let Some(cmd) = title
                .strip_prefix("`mancala ")
                .and_then(|t| t.strip_suffix('`'))
            {
                Some(cmd.split(' ').map(str::to_owned).collect())
            } else if title == "Options of every command" {
                Some(Vec::new())
            } else {
                None
            };
            if let Some(c) = &current {
                assert!(
                    out.insert(c.clone(), BTreeSet::new()).is_none(),
                    "two sections for {c:?}"
                );
            }
            continue;
        }
        let Some(c) = &current else { continue };
        let set = out.get_mut(c).unwrap();
        // The options a line names: its code spans that start with one (`--seat N`,
        // `--south`/`--north`); the program's own help, quoted in the lines, may mention
        // another command's options in plain text.
        for (n, span) in line.split('`').enumerate() {
            if n % 2 == 0 {
                continue;
            }
            for part in span.split(['/', ',']) {
                let Some(name) = part.trim().strip_prefix("--") else {
                    continue;
                };
                let name: String = name
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect();
                if !name.is_empty() {
                    set.insert(format!("--{name}"));
                }
            }
        }
    }
    out
}

#[test]
fn the_reference_names_every_command_and_option_and_no_other() {
    let program = program_commands();
    let reference = reference_sections();
    let documented: BTreeSet<&Vec<String>> = reference.keys().collect();
    let real: BTreeSet<&Vec<String>> = program
        .keys()
        .filter(|p| !p.iter().any(|w| w == "help"))
        .filter(|p| p.as_slice() != ["rules"] && p.as_slice() != ["record"])
        .collect();
    assert_eq!(
        documented, real,
        "the commands of reference.md and of the program"
    );
    let global = &program[&Vec::new()];
    let mut wrong = Vec::new();
    for (path, named) in &reference {
        let flags = &program[path];
        let command = path.join(" ");
        for flag in named {
            if !flags.contains(flag) && !global.contains(flag) {
                wrong.push(format!(
                    "reference.md names {flag} under `mancala {command}`, which has no such option"
                ));
            }
        }
        for flag in flags {
            if (path.is_empty() || !global.contains(flag)) && !named.contains(flag) {
                wrong.push(format!(
                    "`mancala {command}` has {flag}, which reference.md does not describe"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The words of a command line as a shell splits them (quotes, backslashes: the engine
/// protocol's own splitter, which reads `engine:COMMAND` the same way), the batch systems'
/// `$VARIABLE`s given example values.
fn shell_words(line: &str) -> Vec<String> {
    let vars = [
        ("$SLURM_CPUS_PER_TASK", "4"),
        ("$SLURM_ARRAY_TASK_ID", "0"),
        ("$JOB_COMPLETION_INDEX", "0"),
    ];
    let mut line = line.to_owned();
    for (name, value) in vars {
        line = line.replace(name, value);
    }
    mancala::protocol::client::split_words(&line)
        .unwrap_or_else(|e| panic!("a command in the book cannot be split: {e}"))
}

/// A command shown in a code block: its arguments (without `mancala`), the file and line, and
/// the output shown after it when its line starts with `$ `.
#[derive(Debug)]
struct Example {
    args: Vec<String>,
    place: String,
    shown: Option<Vec<String>>,
}

/// Cuts a command line at the first shell operator outside quotes (`|`, `>`, `&&`, `;`, `#`).
fn command_part(line: &str) -> &str {
    let (mut single, mut double) = (false, false);
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'\'' if !double => single = !single,
            b'"' if !single => double = !double,
            b'|' | b'>' | b';' | b'&' if !single && !double => return &line[..i],
            b'#' if !single && !double && i > 0 && bytes[i - 1] == b' ' => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Every `mancala ...` and `cargo run --release -- ...` command in the code blocks of a document.
fn examples(doc: &Path) -> Vec<Example> {
    let text = read(doc);
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut fence: Option<String> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if let Some(lang) = line.trim_start().strip_prefix("```") {
            fence = if fence.is_some() {
                None
            } else {
                Some(lang.to_owned())
            };
            i += 1;
            continue;
        }
        let Some(lang) = &fence else {
            i += 1;
            continue;
        };
        if !matches!(lang.as_str(), "sh" | "text" | "yaml" | "console" | "") {
            i += 1;
            continue;
        }
        let trimmed = line.trim_start();
        let (prompt, body) = match trimmed.strip_prefix("$ ") {
            Some(rest) => (true, rest),
            None => (false, trimmed),
        };
        let start = if let Some(at) = body.find("cargo run --release -- ") {
            Some(&body[at + "cargo run --release -- ".len()..])
        } else {
            body.strip_prefix("mancala ")
        };
        let Some(mut command) = start.map(str::to_owned) else {
            i += 1;
            continue;
        };
        let place = format!("{}:{}", doc.display(), i + 1);
        let indent = line.len() - trimmed.len();
        // Continuation lines: a backslash at the end, or (YAML's folded text) the next lines
        // at the same indentation starting with an option.
        while command.trim_end().ends_with('\\') || {
            lang == "yaml"
                && lines.get(i + 1).is_some_and(|next| {
                    let t = next.trim_start();
                    next.len() - t.len() == indent && t.starts_with("--")
                })
        } {
            if command.trim_end().ends_with('\\') {
                command = command.trim_end().trim_end_matches('\\').to_owned();
            }
            i += 1;
            command.push(' ');
            command.push_str(lines[i].trim());
        }
        let args = shell_words(command_part(&command));
        let shown = prompt.then(|| {
            let mut shown = Vec::new();
            while let Some(next) = lines.get(i + 1) {
                if next.starts_with("```") {
                    break;
                }
                shown.push((*next).to_owned());
                i += 1;
            }
            shown
        });
        out.push(Example { args, place, shown });
        i += 1;
    }
    out
}

fn all_examples() -> Vec<Example> {
    documents().iter().flat_map(|d| examples(d)).collect()
}

#[test]
fn every_command_in_the_book_is_read_by_the_program() {
    let all = all_examples();
    assert!(all.len() >= 20, "only {} examples found", all.len());
    for example in &all {
        let argv = std::iter::once("mancala".to_owned()).chain(example.args.iter().cloned());
        if let Err(e) = mancala_cli::cli::Cli::try_parse_from(argv) {
            assert!(
                matches!(
                    e.kind(),
                    clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
                ),
                "{}: `mancala {}` is not a command line of the program:\n{e}",
                example.place,
                example.args.join(" ")
            );
        }
    }
}

#[test]
fn readme_table_examples_are_read_by_the_program() {
    let readme = read(&Path::new(ROOT).join("README.md"));
    let mut count = 0;
    for line in readme.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").collect();
        let Some(last) = cells.last() else { continue };
        let Some(cmd) = last
            .trim_end_matches(" |")
            .strip_prefix("`mancala ")
            .and_then(|c| c.strip_suffix('`'))
        else {
            continue;
        };
        count += 1;
        let argv = std::iter::once("mancala".to_owned()).chain(shell_words(cmd));
        if let Err(e) = mancala_cli::cli::Cli::try_parse_from(argv) {
            panic!("README.md: `mancala {cmd}` is not a command line of the program:\n{e}");
        }
    }
    assert!(
        count >= 10,
        "the README's tour of the commands: {count} examples"
    );
}

/// Runs an example with the built program in a fresh directory and checks that the output it
/// shows is what the program prints: every line shown, in order (a shown output may leave out
/// lines that change from run to run, such as a time).
fn run_example(example: &Example, n: usize) {
    let dir = std::env::temp_dir().join(format!("mancala-docs-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args(&example.args)
        .current_dir(&dir)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}: `mancala {}` failed: {}",
        example.place,
        example.args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut printed = stdout.lines();
    for shown in example.shown.iter().flatten() {
        assert!(
            printed.any(|l| l == shown),
            "{}: `mancala {}` does not print, in this order, the line\n{shown}\nIt prints:\n{stdout}",
            example.place,
            example.args.join(" ")
        );
    }
}

/// Examples that take more than a moment in a debug build: run only with `--ignored`.
fn slow(example: &Example) -> bool {
    let a = &example.args;
    let words: Vec<&str> = a.iter().map(String::as_str).collect();
    match words.first().copied() {
        Some("solve") => !words.contains(&"--memory") || words.contains(&"kalah"),
        Some("compare" | "tournament" | "bench" | "fit-eval" | "serve" | "play") => true,
        _ => false,
    }
}

#[test]
fn shown_examples_print_what_the_book_shows() {
    let shown: Vec<Example> = all_examples()
        .into_iter()
        .filter(|e| e.shown.is_some())
        .collect();
    assert!(
        shown.len() >= 4,
        "only {} examples with output",
        shown.len()
    );
    for (n, example) in shown.iter().enumerate().filter(|(_, e)| !slow(e)) {
        run_example(example, n);
    }
}

#[test]
#[ignore = "runs every example of the book that only reads or writes local files: minutes in release, longer in debug"]
fn long_examples_run() {
    for (n, example) in all_examples().iter().enumerate() {
        let first = example.args.first().map(String::as_str);
        // A server waits for connections, a game for a person, the cluster's examples read the
        // slices a cluster made, and an `engine:` player is a program of the reader's own.
        let runnable = matches!(first, Some("compare" | "tournament" | "solve" | "render"))
            && !example
                .args
                .iter()
                .any(|a| a.contains("shard") || a.contains("engine:"))
            // A placeholder (RULESET, FILE) is for the reader to fill in.
            && !example.args.iter().any(|a| {
                a.len() > 1 && a.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c == '.')
            })
            && example.shown.is_none();
        if runnable || (example.shown.is_some() && slow(example)) {
            run_example(example, 1000 + n);
        }
    }
}
