//! Browser-only storage of game snapshots (`Game.autosave` / `Game.restore`) through
//! gloo-storage's `LocalStorage`.
//!
//! Nothing else in the package touches storage, and nothing calls it implicitly: only the four
//! explicit `Game` methods do. gloo-storage fetches `window.localStorage` with `expect_throw`,
//! which throws *through* the Rust frames when there is no window (Node, workers) or storage is
//! denied — that would leave the `Game` borrowed forever. So every entry point first checks,
//! exactly as gloo will fetch it, that `window.localStorage` is there, and reports
//! `storage_unavailable` otherwise; gloo is only called after that check.
//!
//! The stored value is the snapshot text itself (it is JSON, so gloo's typed `get` reads it as
//! a `RawValue`), and `Game.load(localStorage.getItem(key))` reads it as well.

use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde_json::value::RawValue;

use crate::errors::{thrown_message, BindingError};

/// Storage codes.
pub(crate) mod code {
    /// No `window.localStorage` here (Node, a worker, storage disabled or denied).
    pub(crate) const STORAGE_UNAVAILABLE: &str = "storage_unavailable";
    /// The browser refused the write (quota exceeded, …) or the stored value is unreadable.
    pub(crate) const STORAGE_FAILED: &str = "storage_failed";
}

/// Checks that `window.localStorage` can be fetched the way gloo-storage fetches it.
fn ensure_local_storage() -> Result<(), BindingError> {
    let unavailable = |why: &str| {
        BindingError::new(
            code::STORAGE_UNAVAILABLE,
            format!("localStorage is not available ({why}); autosave works only in a browser window"),
        )
    };
    // `web_sys::window()` is `globalThis instanceof Window`, guarded: `None` in Node.
    let window = web_sys::window().ok_or_else(|| unavailable("no window"))?;
    match window.local_storage() {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err(unavailable("no localStorage")),
        Err(thrown) => Err(unavailable(&thrown_message(&thrown))),
    }
}

/// Stores `snapshot` (JSON text written by `GameState::save`) under `key`.
///
/// The write goes through gloo's `LocalStorage::raw()` but calls `setItem` itself: gloo's
/// `set` turns a non-`Error` exception into `unreachable!()` (a panic, i.e. an abort of the
/// whole module), and this runs while the `Game` is borrowed. Here any exception — a
/// `QuotaExceededError` above all — is a `storage_failed` error.
pub(crate) fn write(key: &str, snapshot: &str) -> Result<(), BindingError> {
    ensure_local_storage()?;
    LocalStorage::raw().set_item(key, snapshot).map_err(|thrown| {
        BindingError::new(code::STORAGE_FAILED, format!("localStorage refused the write: {}", thrown_message(&thrown)))
    })
}

/// The snapshot text stored under `key`, if any.
pub(crate) fn read(key: &str) -> Result<Option<String>, BindingError> {
    ensure_local_storage()?;
    match LocalStorage::get::<Box<RawValue>>(key) {
        Ok(raw) => Ok(Some(raw.get().to_owned())),
        Err(StorageError::KeyNotFound(_)) => Ok(None),
        // Not JSON: someone else wrote the key. Report it as the snapshot loader would.
        Err(StorageError::SerdeError(e)) => Err(BindingError::new(
            "invalid_json",
            format!("the value stored under {key:?} is not a snapshot: {e}"),
        )),
        Err(StorageError::JsError(e)) => {
            Err(BindingError::new(code::STORAGE_FAILED, format!("localStorage: {}: {}", e.name, e.message)))
        }
    }
}

/// Removes `key`.
pub(crate) fn remove(key: &str) -> Result<(), BindingError> {
    ensure_local_storage()?;
    LocalStorage::delete(key);
    Ok(())
}
