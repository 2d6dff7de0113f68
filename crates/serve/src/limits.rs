//! What one server lets its clients take: connections, rooms, the computer players' thinking
//! and their tables, and how long idle things are kept. Every limit has a default fit for a
//! classroom server; an operator changes them with `mancala serve --limits FILE` (a TOML file
//! of the fields below) or `--max-think`, and every client is told them in `welcome`.
//! `docs/src/operating.md` lists them.

use std::{num::NonZeroUsize, time::Duration};

use mancala::agent::{MAX_DEPTH, MAX_ITERATIONS, MAX_THINK, ThinkLimits};
use serde::Deserialize;

/// Every limit of a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections (HTTP and WebSocket) open at once; one more is answered 503 and closed.
    pub max_connections: usize,
    /// A connection that has not sent a whole request head within this long (or sends nothing
    /// between requests this long) is closed.
    pub header_timeout: Duration,
    /// A WebSocket from which nothing has come, not even the answer to the server's pings,
    /// for this long is closed (pinged every third of it).
    pub idle_timeout: Duration,
    /// Rooms the server holds at once.
    pub max_rooms: usize,
    /// Rooms one connection may make.
    pub rooms_per_connection: usize,
    /// Rooms the connections of one IP address may hold at once.
    pub rooms_per_address: usize,
    /// An unfinished game's room in which nobody has been for this long (and no seat is held
    /// for someone gone) is closed: its record stays on disk, unfinished.
    pub room_expiry: Duration,
    /// A finished game's room leaves the list of rooms this long after its game ended, even
    /// with people in it (they stay in it, and may ask for a rematch, whose room is listed);
    /// one in which nobody has been for this long is closed: its record stays on disk.
    pub finished_room_expiry: Duration,
    /// The most a computer player in a room may think about a move.
    pub think: ThinkLimits,
    /// Computer players and hints thinking at once (an alpha-beta player on N threads counts
    /// N); the others wait their turn.
    pub thinkers: usize,
    /// Bytes of solver tables that perfect players keep between their moves, all rooms
    /// together; beyond it, the table used longest ago is let go (its player builds a new one
    /// at its next move).
    pub table_memory: usize,
}

/// The machine's cores.
fn cores() -> NonZeroUsize {
    std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN)
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 1000,
            header_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(60),
            max_rooms: 1000,
            rooms_per_connection: 20,
            rooms_per_address: 100,
            room_expiry: Duration::from_secs(30 * 60),
            finished_room_expiry: Duration::from_secs(5 * 60),
            think: ThinkLimits {
                time: Duration::from_secs(10),
                depth: MAX_DEPTH,
                iterations: MAX_ITERATIONS,
                threads: cores(),
            },
            thinkers: cores().get(),
            table_memory: 512 << 20,
        }
    }
}

/// Why a limits file cannot be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LimitsError {
    /// Not TOML, an unknown key or a value of the wrong type.
    #[error("{0}")]
    Syntax(String),
    /// A value out of its range.
    #[error("`{key}` = {given}: {why}")]
    Range {
        /// The key.
        key: &'static str,
        /// What was given.
        given: String,
        /// The range.
        why: String,
    },
}

/// The file's fields: every one optional, the default where left out.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct LimitsFile {
    max_connections: Option<usize>,
    header_timeout: Option<String>,
    idle_timeout: Option<String>,
    max_rooms: Option<usize>,
    rooms_per_connection: Option<usize>,
    rooms_per_address: Option<usize>,
    room_expiry: Option<String>,
    finished_room_expiry: Option<String>,
    max_think: Option<String>,
    max_depth: Option<u32>,
    max_iterations: Option<u32>,
    max_threads: Option<usize>,
    thinkers: Option<usize>,
    table_memory_mb: Option<usize>,
}

/// A duration as people write it: `500ms`, `30s`, `10m`, `2h`.
///
/// # Errors
/// The text, and how to write one.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (digits, unit) = t.split_at(split);
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("`{text}`: write a time as 500ms, 30s, 10m or 2h"))?;
    let seconds = |k: u64| n.checked_mul(k).map(Duration::from_secs);
    match unit.trim() {
        "ms" => Some(Duration::from_millis(n)),
        "s" => seconds(1),
        "m" | "min" => seconds(60),
        "h" => seconds(3600),
        _ => None,
    }
    .ok_or_else(|| format!("`{text}`: write a time as 500ms, 30s, 10m or 2h"))
}

fn range<T: PartialOrd + std::fmt::Display + Copy>(
    key: &'static str,
    value: T,
    low: T,
    high: T,
    unit: &str,
) -> Result<T, LimitsError> {
    if value < low || value > high {
        return Err(LimitsError::Range {
            key,
            given: value.to_string(),
            why: format!("give {low} to {high}{unit}"),
        });
    }
    Ok(value)
}

fn time_range(
    key: &'static str,
    text: &str,
    low: Duration,
    high: Duration,
) -> Result<Duration, LimitsError> {
    let t = parse_duration(text).map_err(|why| LimitsError::Range {
        key,
        given: format!("\"{text}\""),
        why,
    })?;
    if t < low || t > high {
        return Err(LimitsError::Range {
            key,
            given: format!("\"{text}\""),
            why: format!("give {} to {}", show_duration(low), show_duration(high)),
        });
    }
    Ok(t)
}

/// A duration as [`parse_duration`] reads it.
#[must_use]
pub fn show_duration(d: Duration) -> String {
    let ms = d.as_millis();
    if ms % 3_600_000 == 0 && ms > 0 {
        format!("{}h", ms / 3_600_000)
    } else if ms % 60_000 == 0 && ms > 0 {
        format!("{}m", ms / 60_000)
    } else if ms % 1000 == 0 {
        format!("{}s", ms / 1000)
    } else {
        format!("{ms}ms")
    }
}

/// A day: the longest of every time limit.
const DAY: Duration = Duration::from_secs(24 * 3600);

impl Limits {
    /// The limits a TOML file sets, the defaults for what it leaves out.
    ///
    /// # Errors
    /// [`LimitsError::Syntax`] for what is not TOML or not a limit; [`LimitsError::Range`] for
    /// a value out of its range, naming the range.
    pub fn from_toml(text: &str) -> Result<Limits, LimitsError> {
        let file: LimitsFile =
            toml::from_str(text).map_err(|e| LimitsError::Syntax(e.to_string()))?;
        let mut limits = Limits::default();
        let second = Duration::from_secs(1);
        if let Some(n) = file.max_connections {
            limits.max_connections = range("max-connections", n, 1, 1_000_000, "")?;
        }
        if let Some(t) = &file.header_timeout {
            limits.header_timeout = time_range("header-timeout", t, second, DAY)?;
        }
        if let Some(t) = &file.idle_timeout {
            limits.idle_timeout = time_range("idle-timeout", t, 3 * second, DAY)?;
        }
        if let Some(n) = file.max_rooms {
            limits.max_rooms = range("max-rooms", n, 1, 1_000_000, "")?;
        }
        if let Some(n) = file.rooms_per_connection {
            limits.rooms_per_connection = range("rooms-per-connection", n, 1, 1_000_000, "")?;
        }
        if let Some(n) = file.rooms_per_address {
            limits.rooms_per_address = range("rooms-per-address", n, 1, 1_000_000, "")?;
        }
        if let Some(t) = &file.room_expiry {
            limits.room_expiry = time_range("room-expiry", t, second, 30 * DAY)?;
        }
        if let Some(t) = &file.finished_room_expiry {
            limits.finished_room_expiry = time_range("finished-room-expiry", t, second, 30 * DAY)?;
        }
        if let Some(t) = &file.max_think {
            limits.think.time = time_range("max-think", t, Duration::from_millis(1), MAX_THINK)?;
        }
        if let Some(n) = file.max_depth {
            limits.think.depth = range("max-depth", n, 1, MAX_DEPTH, "")?;
        }
        if let Some(n) = file.max_iterations {
            limits.think.iterations = range("max-iterations", n, 1, MAX_ITERATIONS, "")?;
        }
        if let Some(n) = file.max_threads {
            let most = mancala::agent::max_threads();
            let n = range("max-threads", n, 1, most, "")?;
            limits.think.threads = NonZeroUsize::new(n).unwrap_or(NonZeroUsize::MIN);
        }
        if let Some(n) = file.thinkers {
            limits.thinkers = range("thinkers", n, 1, 4096, "")?;
        }
        if let Some(mb) = file.table_memory_mb {
            limits.table_memory = range("table-memory-mb", mb, 0, 1 << 20, " MiB")? << 20;
        }
        Ok(limits)
    }

    /// The limits with the most a computer player may think about a move set to `time`.
    ///
    /// # Errors
    /// A time beyond [`MAX_THINK`] or zero.
    pub fn with_max_think(mut self, time: Duration) -> Result<Limits, LimitsError> {
        if time.is_zero() || time > MAX_THINK {
            return Err(LimitsError::Range {
                key: "max-think",
                given: show_duration(time),
                why: format!("give 1ms to {}", show_duration(MAX_THINK)),
            });
        }
        self.think.time = time;
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limits_file_sets_what_it_names_and_leaves_the_rest_at_the_defaults() {
        let limits = Limits::from_toml(
            "max-connections = 50\nmax-think = \"2s\"\nroom-expiry = \"10m\"\ntable-memory-mb = 0\n",
        )
        .unwrap();
        assert_eq!(limits.max_connections, 50);
        assert_eq!(limits.think.time, Duration::from_secs(2));
        assert_eq!(limits.room_expiry, Duration::from_secs(600));
        assert_eq!(limits.table_memory, 0);
        assert_eq!(limits.max_rooms, Limits::default().max_rooms);
    }

    #[test]
    fn a_limits_file_with_a_bad_value_says_the_key_and_the_range() {
        let e = Limits::from_toml("max-think = \"20m\"").unwrap_err();
        assert_eq!(e.to_string(), "`max-think` = \"20m\": give 1ms to 10m");
        let e = Limits::from_toml("max-connections = 0").unwrap_err();
        assert_eq!(e.to_string(), "`max-connections` = 0: give 1 to 1000000");
        let e = Limits::from_toml("idle-timeout = \"soon\"").unwrap_err();
        assert!(e.to_string().contains("write a time as 500ms"), "{e}");
        assert!(matches!(
            Limits::from_toml("max-connection = 5"),
            Err(LimitsError::Syntax(_))
        ));
    }

    #[test]
    fn durations_read_as_people_write_them() {
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_duration("2h"), Ok(Duration::from_secs(7200)));
        assert!(parse_duration("10").is_err());
        assert!(parse_duration("99999999999999999999h").is_err());
        assert_eq!(show_duration(Duration::from_secs(600)), "10m");
        assert_eq!(show_duration(Duration::from_millis(1500)), "1500ms");
    }
}
