//! Writing every file the plugin writes (the split's images, `.sym`,
//! `.prop` and file table; `spirv-inline-attrs`' requirements file) the way
//! build tools do: every file first under a temporary name in its folder
//! (the same file system), and only when all are written (and read back,
//! where the caller does), each renamed into place, the main file last.
//! POSIX `rename` within one folder replaces atomically, so a reader sees
//! the previous file or the new one, never part of one.
//!
//! - A temporary is `<final name>.spirv-props-<pid>.tmp`, created with
//!   `O_EXCL` (never through a link, never over a file), and removed if the
//!   process is interrupted (`SIGINT`, `SIGTERM`, `SIGHUP`:
//!   [`crate::ir::signals`]). Dropping an [`Output`] that was not committed
//!   removes its temporaries and nothing else, so an error leaves what was
//!   there before untouched. Writes run with `SIGXFSZ` ignored, so a
//!   file-size limit is an error naming the file, not a killed process.
//! - Every final name must be a regular file if it exists: a link, a
//!   device, a folder or a FIFO is refused, not written through.
//! - No output replaces the module being compiled (opt's input file, and
//!   the module's source file name) or another output of the same run (a
//!   process-wide record of what this plugin wrote for the module): files
//!   are compared by identity (device and inode), not by spelling, and the
//!   refusal names both paths.
//! - A family of files (the split's table with its `<stem>_<N>.<ext>`
//!   files): before the renames, when any final name already exists (a
//!   previous run's image), the previous table is removed first, so a kill
//!   during the renames leaves no table rather than one listing files of
//!   two runs; and the renames run under an exclusive `flock` on
//!   `<stem>.spirv-props.lock` beside the table, so two runs into one
//!   folder rename one after the other: the table left is the last run's,
//!   with its own files. The kernel releases the lock of a killed process.
//! - A run starts by removing the temporaries of its files that a killed
//!   run left (those whose process is gone, or this process's own).
//!
//! No `fsync`: the guarantee is about what a killed process leaves, not
//! about a power loss.

use std::collections::HashMap;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use inkwell::module::Module;

use crate::files::not_regular_kind;
use crate::ir::signals::{without_sigxfsz, RemoveOnSignal};

/// The tag of a temporary of process `pid`, after the final name.
fn temp_suffix(pid: u32) -> String {
    format!(".spirv-props-{pid}.tmp")
}

/// A file's identity: device and inode.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct FileId {
    dev: u64,
    ino: u64,
}

impl FileId {
    fn of(meta: &fs::Metadata) -> FileId {
        FileId {
            dev: meta.dev(),
            ino: meta.ino(),
        }
    }
}

/// An output written earlier in this process.
struct Written {
    /// The module it was written for ([`Run::module`]).
    module: usize,
    path: PathBuf,
    /// `device-code-split out=t.table`.
    by: String,
}

/// What this process wrote, by identity: a later output of the same
/// module's run must not replace it.
static WRITTEN: Mutex<Option<HashMap<FileId, Written>>> = Mutex::new(None);

/// The run an output belongs to: the module being compiled, and the files
/// it came from.
pub struct Run {
    /// The module, as an address: outputs of one module are one run.
    module: usize,
    /// (path as given, identity) of the module identifier and the source
    /// file name, where they name existing files.
    inputs: Vec<(PathBuf, FileId)>,
    /// `<pass> <param>=<path>`, for the record and refusals.
    by: String,
}

impl Run {
    /// The run of `m`, writing as `by` (`device-code-split out=t.table`).
    pub fn of(m: &Module<'_>, by: String) -> Run {
        let mut inputs: Vec<(PathBuf, FileId)> = Vec::new();
        let names = [
            m.get_name().to_bytes().to_vec(),
            m.get_source_file_name().to_bytes().to_vec(),
        ];
        for name in names {
            use std::os::unix::ffi::OsStrExt;
            let path = PathBuf::from(std::ffi::OsStr::from_bytes(&name));
            if name.is_empty() || name == b"-" || name.starts_with(b"<") {
                continue;
            }
            if let Ok(meta) = fs::metadata(&path) {
                let id = FileId::of(&meta);
                if !inputs.iter().any(|(_, i)| *i == id) {
                    inputs.push((path, id));
                }
            }
        }
        Run {
            module: m.as_mut_ptr() as usize,
            inputs,
            by,
        }
    }

    /// Refuses `path`, an output about to be written, if it names a file
    /// that is not regular, the input, or an earlier output of this run.
    fn check(&self, path: &Path) -> Result<(), OutputError> {
        let Ok(meta) = fs::symlink_metadata(path) else {
            return Ok(());
        };
        if let Some(kind) = not_regular_kind(&meta.file_type()) {
            return Err(OutputError::NotRegular {
                path: path.to_path_buf(),
                kind,
            });
        }
        let id = FileId::of(&meta);
        if let Some((input, _)) = self.inputs.iter().find(|(_, i)| *i == id) {
            return Err(OutputError::ReplacesInput {
                path: path.to_path_buf(),
                input: input.clone(),
            });
        }
        let written = WRITTEN.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = written.as_ref().and_then(|w| w.get(&id)) {
            if w.module == self.module {
                return Err(OutputError::ReplacesOutput {
                    path: path.to_path_buf(),
                    other: w.path.clone(),
                    by: w.by.clone(),
                });
            }
        }
        Ok(())
    }

    fn record(&self, files: impl IntoIterator<Item = (FileId, PathBuf)>) {
        let mut written = WRITTEN.lock().unwrap_or_else(|e| e.into_inner());
        let written = written.get_or_insert_with(HashMap::new);
        // Another module's run is over: its record protects nothing now.
        written.retain(|_, w| w.module == self.module);
        for (id, path) in files {
            written.insert(
                id,
                Written {
                    module: self.module,
                    path,
                    by: self.by.clone(),
                },
            );
        }
    }
}

/// Why an output cannot be written.
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
    /// The output is the module being compiled.
    #[error("{}: is the module being compiled ({}): refusing to replace it", .path.display(), .input.display())]
    ReplacesInput {
        /// The output's path.
        path: PathBuf,
        /// The input's path, as opt was given it.
        input: PathBuf,
    },
    /// The output is a file this run wrote already.
    #[error("{}: was written earlier in this run, as {} by {by}: refusing to replace it", .path.display(), .other.display())]
    ReplacesOutput {
        /// The output's path.
        path: PathBuf,
        /// The earlier output's path.
        other: PathBuf,
        /// What wrote it (`device-code-split out=t.table`).
        by: String,
    },
    /// The folder the file goes into does not exist (no folder is created:
    /// a mistyped path would leave a tree behind).
    #[error("{}: the output folder {} does not exist; create it first (mkdir -p {})", .path.display(), .folder.display(), .folder.display())]
    NoFolder {
        /// The file's path.
        path: PathBuf,
        /// Its folder.
        folder: PathBuf,
    },
    /// An I/O error on a path.
    #[error("{}: cannot {doing}: {error}", .path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// What was being done (`write`, `rename the file into place`).
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

/// What an [`Output`] writes besides its main file.
pub enum Family<'a> {
    /// The main file alone (the requirements file).
    Alone,
    /// The split's files `<stem>_<N>.<bc|ll|sym|prop>` (and
    /// `<stem>_esimd_<N>.*`) beside the table,
    /// `stem` the table's: removed-first table, lock, stale temporaries.
    Images {
        /// The stem of the images' names.
        stem: &'a str,
    },
}

/// One staged file.
struct Staged {
    temp: PathBuf,
    path: PathBuf,
    id: FileId,
    _remove: RemoveOnSignal,
}

/// The files of one run, staged under temporary names until
/// [`Output::commit`].
pub struct Output {
    /// The main file's final path (the table, the requirements file).
    main: PathBuf,
    /// The main file's temporary, created first (it proves the folder is
    /// writable before anything is built).
    main_temp: PathBuf,
    main_file: Option<File>,
    main_id: FileId,
    _main_remove: RemoveOnSignal,
    /// Every other file, in the order staged.
    staged: Vec<Staged>,
    /// How many of `staged` were renamed into place.
    renamed: usize,
    committed: bool,
    suffix: String,
    /// `Some(lock file)` for a family of images.
    lock: Option<PathBuf>,
    /// Whether to say so on stderr when waiting for the lock.
    quiet: bool,
    run: Run,
}

impl Output {
    /// Starts writing `main` for `run`: refuses a `main` that is not a
    /// regular file or would replace the input or an earlier output,
    /// removes what killed runs left, creates the main file's temporary.
    pub fn start(
        main: &Path,
        family: Family<'_>,
        run: Run,
        quiet: bool,
    ) -> Result<Output, OutputError> {
        run.check(main)?;
        let folder = match main.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        if !folder.exists() {
            return Err(OutputError::NoFolder {
                path: main.to_path_buf(),
                folder: folder.to_path_buf(),
            });
        }
        let main_name = main.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let (stem, lock) = match family {
            Family::Alone => (None, None),
            Family::Images { stem } => (
                Some(stem),
                Some(folder.join(format!("{stem}.spirv-props.lock"))),
            ),
        };
        remove_stale(folder, |base| {
            base == main_name || stem.is_some_and(|s| is_image_file(base, s))
        });
        let suffix = temp_suffix(std::process::id());
        let main_temp = with_suffix(main, &suffix);
        // Registered first: a signal between the two finds nothing to
        // remove, not a file left behind.
        let main_remove = RemoveOnSignal::new(&main_temp);
        let main_file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&main_temp)
            .map_err(io_error(main, "write"))?;
        let main_id = match main_file.metadata() {
            Ok(m) => FileId::of(&m),
            Err(e) => {
                let _ = fs::remove_file(&main_temp);
                return Err(io_error(main, "write")(e));
            }
        };
        Ok(Output {
            main: main.to_path_buf(),
            main_temp,
            main_file: Some(main_file),
            main_id,
            _main_remove: main_remove,
            staged: Vec::new(),
            renamed: 0,
            committed: false,
            suffix,
            lock,
            quiet,
            run,
        })
    }

    /// Writes `bytes` to the temporary of `path`; returns the temporary.
    pub fn stage(&mut self, path: &Path, bytes: &[u8]) -> Result<PathBuf, OutputError> {
        self.run.check(path)?;
        let temp = with_suffix(path, &self.suffix);
        let remove = RemoveOnSignal::new(&temp);
        let mut f = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .map_err(io_error(path, "write"))?;
        let id = f
            .metadata()
            .map(|m| FileId::of(&m))
            .unwrap_or(FileId { dev: 0, ino: 0 });
        // Listed before the write, so a failed write is removed too.
        self.staged.push(Staged {
            _remove: remove,
            temp: temp.clone(),
            path: path.to_path_buf(),
            id,
        });
        without_sigxfsz(|| f.write_all(bytes)).map_err(io_error(path, "write"))?;
        Ok(temp)
    }

    /// Writes the main file and renames every file into place, the main
    /// file last.
    pub fn commit(mut self, main: &[u8]) -> Result<(), OutputError> {
        let mut f = self.main_file.take().expect("commit is called once");
        without_sigxfsz(|| f.write_all(main)).map_err(io_error(&self.main, "write"))?;
        drop(f);
        // Held until the end of the renames; the kernel releases it if the
        // process dies.
        let _lock = match &self.lock {
            Some(lock) => Some(take_lock(lock, &self.main, self.quiet)?),
            None => None,
        };
        for s in &self.staged {
            self.run.check(&s.path)?;
        }
        self.run.check(&self.main)?;
        // A previous table may list files about to be replaced: it goes
        // first, so no table ever lists files of two runs.
        if self.lock.is_some() && self.staged.iter().any(|s| s.path.exists()) {
            match fs::remove_file(&self.main) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => {
                    return Err(io_error(&self.main, "remove the previous file table")(e))
                }
                _ => {}
            }
        }
        while self.renamed < self.staged.len() {
            let s = &self.staged[self.renamed];
            fs::rename(&s.temp, &s.path)
                .map_err(io_error(&s.path, "rename the file into place"))?;
            self.renamed += 1;
        }
        fs::rename(&self.main_temp, &self.main)
            .map_err(io_error(&self.main, "rename the file into place"))?;
        self.committed = true;
        let mut files: Vec<(FileId, PathBuf)> =
            self.staged.iter().map(|s| (s.id, s.path.clone())).collect();
        files.push((self.main_id, self.main.clone()));
        self.run.record(files);
        Ok(())
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        if self.committed {
            return;
        }
        self.main_file = None;
        let _ = fs::remove_file(&self.main_temp);
        for s in &self.staged[self.renamed..] {
            let _ = fs::remove_file(&s.temp);
        }
    }
}

/// Takes the exclusive lock on `lock` (created if missing, never through a
/// link or on anything but a regular file), waiting for another run that
/// holds it, with a line on stderr unless `quiet`.
fn take_lock(lock: &Path, main: &Path, quiet: bool) -> Result<File, OutputError> {
    let err = |doing: &str| io_error(lock, format!("{doing} the lock file of {}", main.display()));
    if let Some(kind) = fs::symlink_metadata(lock)
        .ok()
        .and_then(|m| not_regular_kind(&m.file_type()))
    {
        return Err(OutputError::NotRegular {
            path: lock.to_path_buf(),
            kind,
        });
    }
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(lock)
        .map_err(err("open"))?;
    let meta = file.metadata().map_err(err("open"))?;
    if let Some(kind) = not_regular_kind(&meta.file_type()) {
        return Err(OutputError::NotRegular {
            path: lock.to_path_buf(),
            kind,
        });
    }
    match file.try_lock() {
        Ok(()) => {}
        Err(fs::TryLockError::WouldBlock) => {
            if !quiet {
                eprintln!(
                    "spirv-props: {}: waiting for another run writing into the same folder (lock {})",
                    main.display(),
                    lock.display()
                );
            }
            file.lock().map_err(err("lock"))?;
        }
        Err(fs::TryLockError::Error(e)) => return Err(err("lock")(e)),
    }
    Ok(file)
}

/// Removes the temporaries in `folder` of files `ours` accepts whose
/// process is gone (or is this one: a process with a reused id), regular
/// files only.
fn remove_stale(folder: &Path, ours: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    let me = std::process::id();
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some((base, pid)) = temp_of(name) else {
            continue;
        };
        let gone = pid == me || !Path::new("/proc").join(pid.to_string()).exists();
        if ours(base) && gone && e.file_type().is_ok_and(|t| t.is_file()) {
            let _ = fs::remove_file(e.path());
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
    // ESIMD images: `<stem>_esimd_<N>.<ext>`.
    let rest = rest.strip_prefix("esimd_").unwrap_or(rest);
    let Some((n, ext)) = rest.split_once('.') else {
        return false;
    };
    !n.is_empty()
        && n.bytes().all(|b| b.is_ascii_digit())
        && matches!(ext, "bc" | "ll" | "sym" | "prop")
}

/// `s` as one shell word: single-quoted, each `'` written `'\''`; `None`
/// for a NUL byte, which no shell file can hold.
pub fn shell_quote(s: &str) -> Option<String> {
    if s.contains('\0') {
        return None;
    }
    Some(format!("'{}'", s.replace('\'', r"'\''")))
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

    #[test]
    fn shell_words() {
        assert_eq!(shell_quote("a b").as_deref(), Some("'a b'"));
        assert_eq!(shell_quote("it's").as_deref(), Some(r"'it'\''s'"));
        assert_eq!(shell_quote("a\n$(x)").as_deref(), Some("'a\n$(x)'"));
        assert_eq!(shell_quote("a\0b"), None);
    }
}
