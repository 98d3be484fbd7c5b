//! The process-wide signal state the output layer above (`output.rs`) needs:
//! temporaries removed when the process is interrupted (`SIGINT`,
//! `SIGTERM`, `SIGHUP`), and writes that fail with `EFBIG` instead of
//! killing the process under a file-size limit (`SIGXFSZ`).
//!
//! LLVM has the first (`llvm::sys::RemoveFileOnSignal`, which LLVM-C does
//! not expose), but its list of files (`FileToRemoveList` in
//! `lib/Support/Unix/Signals.inc`, LLVM 15 to 22) is walked from its head on
//! every insertion and every removal and never shrinks: the 150,000
//! temporaries of a 50,000-kernel split (image, `.sym`, `.prop`) would cost
//! about 10^10 steps. This is the same mechanism with O(1) registration and
//! removal: a list only prepended to, whose entries are cleared, never
//! unlinked, while the handler may walk it; the handler reads atomics and
//! calls `unlink`, both async-signal-safe, then hands the signal on to the
//! handler that was there before (LLVM's own in `opt`, which removes its
//! files and re-raises) or to the default action (the process dies of the
//! signal, as it would have). A signal whose disposition was "ignore"
//! (`nohup`) is left alone: the process goes on, so its files must stay.

use std::cell::UnsafeCell;
use std::ffi::{c_char, c_int, c_void, CString};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::ptr::null_mut;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::{Mutex, Once};

/// The interrupt signals whose default action ends the process.
const SIGNALS: [c_int; 3] = [libc::SIGHUP, libc::SIGINT, libc::SIGTERM];

struct Node {
    /// The path to remove; null once deregistered.
    path: AtomicPtr<c_char>,
    /// The next (older) node; set before the node is published, then fixed.
    next: *mut Node,
}

/// The newest node. Pushed under [`LIVE`]; read by the handler.
static HEAD: AtomicPtr<Node> = AtomicPtr::new(null_mut());
/// How many paths are registered; when it returns to 0 the nodes are freed.
static LIVE: Mutex<usize> = Mutex::new(0);
static INSTALL: Once = Once::new();
/// Set by the first signal handled: a second one goes to the default action.
static ENTERED: AtomicBool = AtomicBool::new(false);

/// The dispositions found when the handler was installed, one per
/// [`SIGNALS`] entry; written once, before the handler can run.
struct Previous(UnsafeCell<[Option<libc::sigaction>; 3]>);
// SAFETY: written once inside `INSTALL` before any handler is installed,
// only read afterwards.
unsafe impl Sync for Previous {}
static PREVIOUS: Previous = Previous(UnsafeCell::new([None; 3]));

extern "C" fn on_signal(sig: c_int, info: *mut libc::siginfo_t, context: *mut c_void) {
    // SAFETY: nodes stay allocated while they can be reached from HEAD
    // (freed only after HEAD is cleared); only atomics, `unlink`,
    // `sigaction` and `raise` are used, all async-signal-safe.
    unsafe {
        let mut n = HEAD.load(Ordering::Acquire);
        while !n.is_null() {
            let p = (*n).path.load(Ordering::Acquire);
            if !p.is_null() {
                libc::unlink(p);
            }
            n = (*n).next;
        }
        let previous = SIGNALS
            .iter()
            .position(|&s| s == sig)
            .and_then(|i| (*PREVIOUS.0.get())[i]);
        let handler = previous.map_or(libc::SIG_DFL, |p| p.sa_sigaction);
        if ENTERED.swap(true, Ordering::AcqRel)
            || handler == libc::SIG_DFL
            || handler == libc::SIG_IGN
        {
            // The signal is blocked while this runs: raised, it ends the
            // process once this returns.
            let mut dfl: libc::sigaction = std::mem::zeroed();
            dfl.sa_sigaction = libc::SIG_DFL;
            libc::sigaction(sig, &dfl, null_mut());
            libc::raise(sig);
            return;
        }
        let flags = previous.map_or(0, |p| p.sa_flags);
        if flags & libc::SA_SIGINFO != 0 {
            let f: extern "C" fn(c_int, *mut libc::siginfo_t, *mut c_void) =
                std::mem::transmute(handler);
            f(sig, info, context);
        } else {
            let f: extern "C" fn(c_int) = std::mem::transmute(handler);
            f(sig);
        }
    }
}

fn install() {
    INSTALL.call_once(|| {
        // SAFETY: plain sigaction calls; PREVIOUS is written before the
        // handler that reads it is installed.
        unsafe {
            let previous = &mut *PREVIOUS.0.get();
            for (i, &sig) in SIGNALS.iter().enumerate() {
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, std::ptr::null(), &mut old) != 0
                    || old.sa_sigaction == libc::SIG_IGN
                {
                    continue;
                }
                previous[i] = Some(old);
            }
            for (i, &sig) in SIGNALS.iter().enumerate() {
                if previous[i].is_none() {
                    continue;
                }
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction =
                    on_signal as extern "C" fn(c_int, *mut libc::siginfo_t, *mut c_void) as usize;
                action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(sig, &action, null_mut());
            }
        }
    });
}

/// A path removed if the process is interrupted, until this is dropped.
pub struct RemoveOnSignal {
    node: *mut Node,
}

impl RemoveOnSignal {
    /// Registers `path`; a path with a NUL byte (no file can have one) is
    /// not registered.
    pub fn new(path: &Path) -> RemoveOnSignal {
        let Ok(c) = CString::new(path.as_os_str().as_bytes()) else {
            return RemoveOnSignal { node: null_mut() };
        };
        install();
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        let node = Box::into_raw(Box::new(Node {
            path: AtomicPtr::new(c.into_raw()),
            next: HEAD.load(Ordering::Acquire),
        }));
        HEAD.store(node, Ordering::Release);
        *live += 1;
        RemoveOnSignal { node }
    }
}

impl Drop for RemoveOnSignal {
    fn drop(&mut self) {
        if self.node.is_null() {
            return;
        }
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: the node is live until LIVE returns to 0, which needs this
        // registration's decrement; the string was made by `into_raw`.
        unsafe {
            let p = (*self.node).path.swap(null_mut(), Ordering::AcqRel);
            if !p.is_null() {
                drop(CString::from_raw(p));
            }
        }
        *live -= 1;
        if *live == 0 {
            // Nothing registered: unpublish the list, then free it.
            let mut n = HEAD.swap(null_mut(), Ordering::AcqRel);
            while !n.is_null() {
                // SAFETY: unreachable from HEAD now; each node was boxed.
                let node = unsafe { Box::from_raw(n) };
                n = node.next;
            }
        }
    }
}

/// Runs `f` with `SIGXFSZ` ignored, so that a write past a file-size limit
/// (`ulimit -f`) fails with `EFBIG` and is reported as an error naming the
/// file, instead of the signal killing `opt` (opt 22 re-raises it after
/// LLVM's crash banner; opt 15 to 19 print the banner and go on). The
/// previous disposition is restored after.
pub fn without_sigxfsz<T>(f: impl FnOnce() -> T) -> T {
    // SAFETY: plain sigaction calls on a zeroed, then filled struct.
    let old = unsafe {
        let mut ignore: libc::sigaction = std::mem::zeroed();
        ignore.sa_sigaction = libc::SIG_IGN;
        let mut old: libc::sigaction = std::mem::zeroed();
        (libc::sigaction(libc::SIGXFSZ, &ignore, &mut old) == 0).then_some(old)
    };
    let r = f();
    if let Some(old) = old {
        // SAFETY: restores what sigaction returned above.
        unsafe { libc::sigaction(libc::SIGXFSZ, &old, null_mut()) };
    }
    r
}
