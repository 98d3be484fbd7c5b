//! Writing the split's files the way build tools do: every file first under
//! a temporary name in the output folder (the same file system), and only
//! when all are written and read back, each renamed into place, the file
//! table last. POSIX `rename` within one folder replaces atomically, so a
//! reader sees the previous table or the new one, never part of one.
//!
//! - A temporary is `<final name>.spirv-props-<pid>.tmp`, created with
//!   `O_EXCL` (never through a link, never over a file). Dropping an
//!   [`Output`] that was not committed removes its temporaries and nothing
//!   else, so an error leaves what was there before untouched.
//! - Before the renames, when any final name already exists (a previous
//!   run's image), the previous table is removed first: a kill during the
//!   renames then leaves no table rather than a previous table listing some
//!   new images. No table is what a reader can tell from a complete one.
//! - A run starts by removing the temporaries of this `out` that a killed
//!   run left (those whose process is gone).
//! - `out` and every final name must be regular files if they exist: a
//!   link, a device, a folder or a FIFO is refused, not written through.
//!
//! No `fsync`: the guarantee is about what a killed process leaves, not
//! about a power loss.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};

/// The tag of a temporary of process `pid`, after the final name.
fn temp_suffix(pid: u32) -> String {
    format!(".spirv-props-{pid}.tmp")
}

/// Why the split's output cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    /// An existing file that is not a regular file.
    #[error("{}: is {kind}, not a regular file: refusing to replace it", .path.display())]
    NotRegular {
        /// The path.
        path: PathBuf,
        /// What it is (`a symbolic link`, `a character device` ...).
        kind: &'static str,
    },
    /// The folder the table goes into does not exist (the split does not
    /// create folders: a mistyped `out=` would leave a tree behind).
    #[error("{}: the output folder {} does not exist; create it first (mkdir -p {})", .path.display(), .folder.display(), .folder.display())]
    NoFolder {
        /// The table's path.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// An I/O error on a path.
    #[error("{}: cannot {doing}: {error}", .path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// What was being done (`write`, `rename ... into place`).
        doing: String,
        /// The error.
        error: io::Error,
    },
}

fn io_error(path: &Path, doing: impl Into<String>) -> impl FnOnce(io::Error) -> OutputError {
    let path = path.to_path_buf();
    let doing = doing.into();
    move |error| OutputError::Io { path, doing, error }
}

/// What a path names, if it exists and is not a regular file.
fn not_regular(path: &Path) -> Option<&'static str> {
    let t = fs::symlink_metadata(path).ok()?.file_type();
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

/// Refuses `path` if it exists and is not a regular file.
pub fn check_regular(path: &Path) -> Result<(), OutputError> {
    match not_regular(path) {
        Some(kind) => Err(OutputError::NotRegular {
            path: path.to_path_buf(),
            kind,
        }),
        None => Ok(()),
    }
}

/// The files of one run, staged under temporary names until [`Output::commit`].
pub struct Output {
    /// The file table's final path.
    table: PathBuf,
    /// The table's temporary, created first (it proves the folder is
    /// writable before anything is built).
    table_temp: PathBuf,
    table_file: Option<File>,
    /// (temporary, final) of every other file, in the order staged.
    staged: Vec<(PathBuf, PathBuf)>,
    /// How many of `staged` were renamed into place.
    renamed: usize,
    committed: bool,
    suffix: String,
}

impl Output {
    /// Starts a run writing table `out`: refuses an `out` that is not a
    /// regular file, removes what killed runs left, creates the table's
    /// temporary.
    pub fn start(out: &Path) -> Result<Output, OutputError> {
        check_regular(out)?;
        if let Some(folder) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
            if !folder.exists() {
                return Err(OutputError::NoFolder {
                    path: out.to_path_buf(),
                    folder: folder.to_path_buf(),
                });
            }
        }
        let suffix = temp_suffix(std::process::id());
        let table_temp = with_suffix(out, &suffix);
        let table_file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&table_temp)
            .map_err(io_error(out, "write the file table"))?;
        let output = Output {
            table: out.to_path_buf(),
            table_temp,
            table_file: Some(table_file),
            staged: Vec::new(),
            renamed: 0,
            committed: false,
            suffix,
        };
        output.remove_stale();
        Ok(output)
    }

    /// Removes the temporaries of this `out` whose process is gone: the
    /// table's and those of `<stem>_<N>.<ext>`, regular files only.
    fn remove_stale(&self) {
        let dir = match self.table.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let (Some(table_name), Some(stem)) = (
            self.table.file_name().and_then(|n| n.to_str()),
            self.table.file_stem().and_then(|n| n.to_str()),
        ) else {
            return;
        };
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let name = e.file_name();
            let Some(name) = name.to_str() else { continue };
            let Some((base, pid)) = temp_of(name) else {
                continue;
            };
            let ours = base == table_name || is_image_file(base, stem);
            let gone = !Path::new("/proc").join(pid.to_string()).exists();
            if ours && gone && e.file_type().is_ok_and(|t| t.is_file()) {
                let _ = fs::remove_file(e.path());
            }
        }
    }

    /// Writes `bytes` to the temporary of `path`; returns the temporary.
    pub fn stage(&mut self, path: &Path, bytes: &[u8]) -> Result<PathBuf, OutputError> {
        let temp = with_suffix(path, &self.suffix);
        let mut f = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .map_err(io_error(path, "write"))?;
        // Listed before the write, so a failed write is removed too.
        self.staged.push((temp.clone(), path.to_path_buf()));
        f.write_all(bytes).map_err(io_error(path, "write"))?;
        Ok(temp)
    }

    /// Writes the table and renames every file into place, the table last.
    pub fn commit(mut self, table: &str) -> Result<(), OutputError> {
        let mut f = self.table_file.take().expect("commit is called once");
        f.write_all(table.as_bytes())
            .map_err(io_error(&self.table, "write the file table"))?;
        drop(f);
        for (_, path) in &self.staged {
            check_regular(path)?;
        }
        check_regular(&self.table)?;
        // A previous table may list files about to be replaced: it goes
        // first, so no table ever lists files of two runs.
        if self.staged.iter().any(|(_, p)| p.exists()) {
            match fs::remove_file(&self.table) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => {
                    return Err(io_error(&self.table, "remove the previous file table")(e))
                }
                _ => {}
            }
        }
        while self.renamed < self.staged.len() {
            let (temp, path) = &self.staged[self.renamed];
            fs::rename(temp, path).map_err(io_error(path, "rename the file into place"))?;
            self.renamed += 1;
        }
        fs::rename(&self.table_temp, &self.table)
            .map_err(io_error(&self.table, "rename the file table into place"))?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        self.table_file = None;
        let _ = fs::remove_file(&self.table_temp);
        for (temp, _) in &self.staged[self.renamed..] {
            let _ = fs::remove_file(temp);
        }
    }
}

/// `path` with `suffix` after its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(suffix);
    PathBuf::from(s)
}

/// (final name, pid) of a temporary's file name.
fn temp_of(name: &str) -> Option<(&str, u32)> {
    let rest = name.strip_suffix(".tmp")?;
    let (base, pid) = rest.rsplit_once(".spirv-props-")?;
    Some((base, pid.parse().ok()?))
}

/// Whether `name` is `<stem>_<N>.<bc|ll|sym|prop>`.
fn is_image_file(name: &str, stem: &str) -> bool {
    let Some(rest) = name.strip_prefix(stem).and_then(|r| r.strip_prefix('_')) else {
        return false;
    };
    let Some((n, ext)) = rest.split_once('.') else {
        return false;
    };
    !n.is_empty()
        && n.bytes().all(|b| b.is_ascii_digit())
        && matches!(ext, "bc" | "ll" | "sym" | "prop")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporaries_are_recognised() {
        assert_eq!(temp_of("t_0.bc.spirv-props-123.tmp"), Some(("t_0.bc", 123)));
        assert_eq!(temp_of("t_0.bc.spirv-props-x.tmp"), None);
        assert_eq!(temp_of("t_0.bc"), None);
        assert!(is_image_file("t_12.prop", "t"));
        assert!(!is_image_file("t_12.txt", "t"));
        assert!(!is_image_file("t_.bc", "t"));
        assert!(!is_image_file("u_1.bc", "t"));
    }
}
