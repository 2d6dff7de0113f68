//! The `mancala` program: see `mancala --help`.

fn main() -> std::process::ExitCode {
    mancala_cli::cli::run()
}
