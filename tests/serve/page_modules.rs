//! The web page's modules, unit-tested by Node's own test runner: `node --test` on every
//! `crates/serve/page/test/*.test.mjs` (no npm packages; the tests give the modules stand-ins for
//! the document, the WebSocket and the clock). Without `node` the test says it was skipped, and
//! fails when `CI` is set (Debian: `apt-get install nodejs`).

use std::{path::Path, process::Command};

#[test]
fn the_page_modules_pass_their_node_tests() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/serve/page/test");
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .expect("the page's test folder")
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|path| path.ends_with(".test.mjs"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "the page's tests: {files:?}");
    // The files are named (Node 18 and Node 22 read a folder argument differently).
    let output = match Command::new("node")
        .args(["--test", "--test-reporter=tap"])
        .args(&files)
        .output()
    {
        Ok(output) => output,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            assert!(
                std::env::var_os("CI").is_none(),
                "the page's unit tests need node (Debian: apt-get install nodejs); CI is set, so its absence is a failure"
            );
            eprintln!(
                "\n*** SKIPPED: node not found: the web page's module tests need Node \
                 (Debian: apt-get install nodejs). ***\n"
            );
            return;
        }
        Err(error) => panic!("node --test could not run: {error}"),
    };
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "node --test failed ({}):\n{stdout}\n{stderr}",
        output.status
    );
    // Node's TAP summary: every test passed and some ran.
    let count = |name: &str| -> usize {
        stdout
            .lines()
            .find_map(|l| l.strip_prefix(&format!("# {name} ")))
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("no `# {name}` line in node's report:\n{stdout}"))
    };
    assert!(count("tests") > 0, "{stdout}");
    assert_eq!(count("fail"), 0, "{stdout}");
    assert_eq!(count("pass"), count("tests"), "{stdout}");
}
