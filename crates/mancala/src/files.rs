//! Reading the files users hand the program, bounded: only regular files (a device or a pipe
//! could be endless), and no more than a stated size, so that no input can take unbounded
//! memory.

use std::{
    fs::File,
    io::{self, Read},
    path::Path,
};

/// The largest ruleset file read: 1 MiB (a ruleset is a few kilobytes).
pub const MAX_RULESET_BYTES: u64 = 1 << 20;
/// The largest game record read: 64 MiB (a million moves take about 8 MiB).
pub const MAX_RECORD_BYTES: u64 = 64 << 20;
/// The largest comparison report read by `merge`: 64 MiB.
pub const MAX_REPORT_BYTES: u64 = 64 << 20;

/// The text of the regular file at `path`, if it holds at most `max` bytes of UTF-8.
///
/// # Errors
/// The file cannot be opened or read, is not a regular file, is larger than `max` bytes or
/// is not UTF-8; the error says which in words.
pub fn read_text(path: &Path, max: u64) -> io::Result<String> {
    let file = File::open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "it is not a regular file",
        ));
    }
    let too_big = || {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("it is larger than the {} bytes allowed", max),
        )
    };
    if meta.len() > max {
        return Err(too_big());
    }
    // The file may grow while it is read: never take more than `max` + 1 bytes.
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(too_big());
    }
    String::from_utf8(bytes)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "it is not UTF-8 text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_within_the_size_are_read() {
        let dir = std::env::temp_dir().join(format!("mancala-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("small.txt");
        std::fs::write(&file, "hello").unwrap();
        assert_eq!(read_text(&file, 5).unwrap(), "hello");
        let err = read_text(&file, 4).unwrap_err();
        assert!(err.to_string().contains("larger than the 4 bytes"), "{err}");
        let err = read_text(&dir, 100).unwrap_err();
        assert!(err.to_string().contains("not a regular file"), "{err}");
        #[cfg(unix)]
        {
            let err = read_text(Path::new("/dev/zero"), 100).unwrap_err();
            assert!(err.to_string().contains("not a regular file"), "{err}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
