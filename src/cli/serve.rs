//! `mancala serve`: starts the game server and runs it until stopped.

use std::{io::Write, net::SocketAddr, sync::Arc};

use clap::{Args, ValueEnum};

use super::CliError;
use mancala::{
    Rules,
    solve::{Endgames, EndgamesSource},
};
use mancala_serve as serve;

/// Arguments of `mancala serve`.
#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The address to listen on: loopback unless told otherwise (0.0.0.0:7878 opens it to the
    /// network; a port of 0 lets the system choose one, which is printed).
    #[arg(long, default_value = "127.0.0.1:7878")]
    addr: SocketAddr,
    /// A browser origin (`scheme://host:port`) allowed to open WebSockets besides the server's
    /// own; repeat it for each.
    #[arg(long = "allow-origin", value_name = "ORIGIN")]
    allowed_origins: Vec<String>,
    /// A host name the server answers to besides localhost and IP addresses (the name people
    /// type to reach it, such as classroom.local); repeat it for each. Requests naming another
    /// host are refused, so that no web page can reach the server through a name of its own.
    #[arg(long = "host", value_name = "NAME")]
    hosts: Vec<String>,
    /// Keep every room in this folder as it goes (the records move by move), and bring the
    /// rooms back when the server starts again with it.
    #[arg(long, value_name = "DIR")]
    data: Option<std::path::PathBuf>,
    /// A TOML file of the server's limits (connections, rooms, expiry, the computer players'
    /// thinking and tables): each key it leaves out keeps its default (see the book's page
    /// "Running a server")
    #[arg(long, value_name = "FILE")]
    limits: Option<std::path::PathBuf>,
    /// The longest a computer player in a room may think about a move (500ms, 5s, 1m; at most
    /// 10m; default 10s): a client asking for longer is refused, and the named levels think
    /// at most this long
    #[arg(long, value_name = "TIME", value_parser = serve::limits::parse_duration)]
    max_think: Option<std::time::Duration>,
    /// What the server's log (standard error) says: connections opened and closed, rooms made,
    /// closed and archived, games started and their results (info); each message refused and
    /// each seat change (debug); only troubles (warn, error)
    #[arg(long = "log", value_name = "LEVEL", value_enum, default_value_t = LogLevel::Info)]
    log: LogLevel,
    /// The most pupils one class takes (the class mode at /class; 1 to 1000): one more is told
    /// the class is full
    #[arg(long, value_name = "N", default_value_t = serve::class::DEFAULT_CLASS_SIZE, value_parser = class_size)]
    class_size: usize,
}

/// `--class-size N`: a whole number from 1 to the largest class.
fn class_size(text: &str) -> Result<usize, String> {
    let most = serve::class::MAX_CLASS_SIZE;
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => Err(format!("give a number of pupils from 1 to {most}")),
    }
}

/// The levels of `--log`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum LogLevel {
    /// Only what stops the server doing its work.
    Error,
    /// And what goes wrong without stopping it (a room that cannot be saved).
    Warn,
    /// And connections, rooms and games.
    Info,
    /// And each refusal and seat change.
    Debug,
    /// Everything, the libraries' own too.
    Trace,
}

impl LogLevel {
    fn level(self) -> tracing::Level {
        match self {
            LogLevel::Error => tracing::Level::ERROR,
            LogLevel::Warn => tracing::Level::WARN,
            LogLevel::Info => tracing::Level::INFO,
            LogLevel::Debug => tracing::Level::DEBUG,
            LogLevel::Trace => tracing::Level::TRACE,
        }
    }
}

/// Installs the server's log: lines on standard error at `level` and above. (The library only
/// emits events; the program chooses where they go.) A log installed already (a second server
/// in the same process) is kept.
fn install_log(level: LogLevel) {
    let subscriber = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_max_level(level.level())
        .with_target(false)
        .finish();
    let _ = tracing::subscriber::set_global_default(subscriber);
}

/// The limits of `--limits FILE` and `--max-think`.
fn limits(args: &ServeArgs) -> Result<serve::Limits, CliError> {
    let limits = match &args.limits {
        None => serve::Limits::default(),
        Some(path) => {
            let text = mancala::files::read_text(path, 1 << 20)
                .map_err(|e| CliError::BadArgument(format!("--limits {}: {e}", path.display())))?;
            serve::Limits::from_toml(&text)
                .map_err(|e| CliError::BadArgument(format!("--limits {}: {e}", path.display())))?
        }
    };
    match args.max_think {
        None => Ok(limits),
        Some(t) => limits
            .with_max_think(t)
            .map_err(|e| CliError::BadArgument(format!("--max-think: {e}"))),
    }
}

pub(super) fn serve(args: &ServeArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let limits = limits(args)?;
    install_log(args.log);
    // The rooms' computer players ask for their rulesets' endgame databases as they play: a
    // file rebuilt or refused then is said in the server's log, as its other troubles are.
    Endgames::report_to(Some(log_endgames));
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let config = serve::Config {
            addr: args.addr,
            allowed_origins: args.allowed_origins.clone(),
            hosts: args.hosts.clone(),
            data: args.data.clone(),
            limits,
            class_size: args.class_size,
        };
        let server = serve::Server::start(config, Arc::new(Rules))
            .await
            .map_err(|e| CliError::Usage(format!("cannot serve on {}: {e}", args.addr)))?;
        for warning in &server.warnings {
            eprintln!("warning: {warning}");
        }
        if let Some(dir) = &args.data {
            writeln!(
                out,
                "{} room{} brought back from {}",
                server.restored,
                if server.restored == 1 { "" } else { "s" },
                dir.display()
            )?;
        }
        writeln!(
            out,
            "mancala is serving on http://{0} (WebSocket ws://{0}/ws); stop it with Ctrl-C or SIGTERM",
            server.addr
        )?;
        out.flush()?;
        tokio::select! {
            result = server.run() => result.map_err(CliError::from),
            () = stop_signal() => {
                writeln!(out, "stopped")?;
                Ok(())
            }
        }
    })
}

/// Says an endgame database file rebuilt or refused in the server's log (standard error), one
/// line; a refused file leaves the computer players of its ruleset without a database.
fn log_endgames(source: &EndgamesSource) {
    if matches!(
        source,
        EndgamesSource::Rebuilt { .. } | EndgamesSource::Refused { .. }
    ) {
        eprintln!("mancala serve: {source}");
    }
}

/// Ctrl-C, or (on Unix) SIGTERM, as service managers send: the server stops (with `--data`,
/// every room is on disk already, move by move).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
