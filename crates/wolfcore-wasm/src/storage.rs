//! Browser-only storage of game snapshots (`Game.autosave` / `Game.restore` / `Game.hasAutosave`
//! / `Game.clearAutosave`) in `localStorage`, reached through gloo-storage's `LocalStorage`.
//!
//! Nothing else in the package touches storage and nothing calls it implicitly, so Node code
//! paths never reach it; called in Node it reports `storage_unavailable`.
//!
//! How gloo is used, and why not more of it:
//! - `LocalStorage::raw()` fetches `window.localStorage` with `expect_throw`, which throws
//!   *through* the Rust frames when there is no window (Node, workers) or storage is denied —
//!   with a `Game` borrowed, that would leave it borrowed forever. So every entry point first
//!   checks, the way `raw()` fetches it, that `window.localStorage` is there.
//! - gloo's typed `get`/`set` JSON-encode through serde_json (about 14 KB more .wasm, measured)
//!   and turn some exceptions into `unreachable!()`, i.e. an abort of the whole module. The
//!   snapshot is already JSON text, so the `Storage` methods are called directly with their
//!   `catch`ing bindings: any exception (a `QuotaExceededError` above all) is a typed error.
//! - The stored value is exactly `save()`, so `Game.load(localStorage.getItem(key))` works too.

use gloo_storage::{LocalStorage, Storage};

use crate::errors::{thrown_message, BindingError};

/// Storage codes.
pub(crate) mod code {
    /// No `window.localStorage` here (Node, a worker, storage disabled or denied).
    pub(crate) const STORAGE_UNAVAILABLE: &str = "storage_unavailable";
    /// The browser refused a read, write or removal (quota exceeded, …).
    pub(crate) const STORAGE_FAILED: &str = "storage_failed";
}

/// Checks that `window.localStorage` can be fetched the way `LocalStorage::raw()` fetches it.
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
pub(crate) fn write(key: &str, snapshot: &str) -> Result<(), BindingError> {
    ensure_local_storage()?;
    LocalStorage::raw().set_item(key, snapshot).map_err(|thrown| {
        BindingError::new(code::STORAGE_FAILED, format!("localStorage refused the write: {}", thrown_message(&thrown)))
    })
}

/// The snapshot text stored under `key`, if any.
pub(crate) fn read(key: &str) -> Result<Option<String>, BindingError> {
    ensure_local_storage()?;
    LocalStorage::raw().get_item(key).map_err(|thrown| {
        BindingError::new(code::STORAGE_FAILED, format!("localStorage refused the read: {}", thrown_message(&thrown)))
    })
}

/// Removes `key`.
pub(crate) fn remove(key: &str) -> Result<(), BindingError> {
    ensure_local_storage()?;
    LocalStorage::raw().remove_item(key).map_err(|thrown| {
        BindingError::new(
            code::STORAGE_FAILED,
            format!("localStorage refused the removal: {}", thrown_message(&thrown)),
        )
    })
}
