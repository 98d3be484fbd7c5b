//! Reading the files the passes are given: registry files (`registry=`,
//! `-spirv-props-registry`, `SPIRV_PROPS_REGISTRY`) and the offload
//! wrapper's file table with the SPIR-V, `.sym` and `.prop` files it names.
//! Every one is read through [`read_regular_file`], the one way to read an
//! input file:
//!
//! - Only a regular file (after symbolic links) is read. A FIFO would block
//!   `opt` forever waiting for a writer (the issue 46 report: `registry=`
//!   naming a FIFO hung), a character device such as `/dev/zero` or a tty
//!   never ends or waits for input, and a folder is no file; each is an
//!   error naming the path and what it is: `/tmp/f: is a FIFO, not a regular
//!   file`.
//! - No blocking and no race: the path is looked at first (`stat`), so
//!   nothing that is not a regular file is ever opened (opening some
//!   devices does something); then it is opened with `O_NONBLOCK` (opening
//!   a FIFO for reading would otherwise wait for a writer), and the opened
//!   file itself is checked again (`fstat`), so a path swapped for a FIFO
//!   between the two is refused too. `O_NONBLOCK` changes nothing for a
//!   regular file's reads.
//! - A size limit where the caller has one, checked before reading, and
//!   again while reading (a file that grows meanwhile).
//!
//! Files the plugin writes go through the output layer above this one
//! (`output.rs`), not here.

use std::fs::{self, File, FileType, OpenOptions};
use std::io::{self, Read};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// Why an input file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The path names something other than a regular file.
    #[error("{}: is {kind}, not a regular file", .path.display())]
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is: `a FIFO`, `a directory`, `a character device` ...
        kind: &'static str,
    },
    /// More bytes than the caller's limit.
    #[error("{}: {size} bytes, more than the limit of {limit}", .path.display())]
    TooLarge {
        /// The path.
        path: PathBuf,
        /// Its size, as far as it was read (`limit + 1` for a file that grew).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// Missing, unreadable, or an I/O error while reading.
    #[error("cannot read {}: {error}", .path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        error: io::Error,
    },
}

impl ReadError {
    /// The message without the path, for a message that names the path
    /// already (`table=t.table: is a FIFO, not a regular file`).
    pub fn problem(&self) -> String {
        match self {
            ReadError::NotRegular { kind, .. } => format!("is {kind}, not a regular file"),
            ReadError::TooLarge { size, limit, .. } => {
                format!("{size} bytes, more than the limit of {limit}")
            }
            ReadError::Io { error, .. } => format!("cannot read it: {error}"),
        }
    }
}

/// What a file type is, in words for a message; `None` for a regular file.
pub fn not_regular_kind(t: &FileType) -> Option<&'static str> {
    Some(if t.is_file() {
        return None;
    } else if t.is_symlink() {
        "a symbolic link"
    } else if t.is_dir() {
        "a directory"
    } else if t.is_fifo() {
        "a FIFO"
    } else if t.is_char_device() {
        "a character device"
    } else if t.is_block_device() {
        "a block device"
    } else if t.is_socket() {
        "a socket"
    } else {
        "not a file"
    })
}

/// The whole of the regular file at `path` (symbolic links followed);
/// anything else is refused without blocking (see the module's opening).
pub fn read_regular_file(path: &Path) -> Result<Vec<u8>, ReadError> {
    read_regular_file_limited(path, u64::MAX)
}

/// As [`read_regular_file`], refusing a file of more than `limit` bytes.
pub fn read_regular_file_limited(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let io_error = |error| ReadError::Io {
        path: path.to_path_buf(),
        error,
    };
    let check = |t: FileType| match not_regular_kind(&t) {
        Some(kind) => Err(ReadError::NotRegular {
            path: path.to_path_buf(),
            kind,
        }),
        None => Ok(()),
    };
    // Nothing that is not a regular file is opened.
    check(fs::metadata(path).map_err(io_error)?.file_type())?;
    let file: File = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(io_error)?;
    // What was opened, which may not be what was looked at.
    let meta = file.metadata().map_err(io_error)?;
    check(meta.file_type())?;
    let too_large = |size| ReadError::TooLarge {
        path: path.to_path_buf(),
        size,
        limit,
    };
    if meta.len() > limit {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > limit {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("spirv-props-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn reads_a_regular_file_and_through_a_link() {
        let dir = scratch("regular");
        let f = dir.join("r.toml");
        fs::write(&f, b"abc").unwrap();
        assert_eq!(read_regular_file(&f).unwrap(), b"abc");
        let link = dir.join("link.toml");
        std::os::unix::fs::symlink(&f, &link).unwrap();
        assert_eq!(read_regular_file(&link).unwrap(), b"abc");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A FIFO without a writer: refused at once, naming it; before, the
    /// read waited for a writer forever.
    #[test]
    fn refuses_a_fifo_without_blocking() {
        let dir = scratch("fifo");
        let fifo = dir.join("f");
        let status = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(status.success());
        let start = Instant::now();
        let e = read_regular_file(&fifo).unwrap_err();
        assert!(start.elapsed() < Duration::from_secs(5));
        assert_eq!(
            e.to_string(),
            format!("{}: is a FIFO, not a regular file", fifo.display())
        );
        assert_eq!(e.problem(), "is a FIFO, not a regular file");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn refuses_folders_devices_and_names_what_is_missing() {
        let dir = scratch("other");
        let e = read_regular_file(&dir).unwrap_err();
        assert_eq!(e.problem(), "is a directory, not a regular file");
        let e = read_regular_file(Path::new("/dev/null")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "/dev/null: is a character device, not a regular file"
        );
        let e = read_regular_file(&dir.join("gone")).unwrap_err();
        assert!(matches!(e, ReadError::Io { .. }), "{e}");
        assert!(e
            .to_string()
            .starts_with(&format!("cannot read {}: ", dir.join("gone").display())));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn limit_is_checked_before_reading() {
        let dir = scratch("limit");
        let f = dir.join("big");
        fs::write(&f, vec![b'x'; 11]).unwrap();
        assert_eq!(read_regular_file_limited(&f, 11).unwrap().len(), 11);
        let e = read_regular_file_limited(&f, 10).unwrap_err();
        assert_eq!(e.problem(), "11 bytes, more than the limit of 10");
        fs::remove_dir_all(&dir).unwrap();
    }
}
