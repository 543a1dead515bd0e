//! The prompt's cache of public-facts lines (issue 13), kept in the game state. Its own module
//! so the state does not import the prompt that fills it (issue 17: no import cycles).

use std::cell::RefCell;

use crate::i18n::Lang;

/// A game's public-facts lines, per language and event index, formatted on first use (issue 13:
/// formatting the facts — vote tallies above all — was most of a prompt). A public event's
/// line depends only on the event, the catalog and the seat names, all fixed once the event is
/// logged (the log only grows; a Hunter's hypothetical world is a clone with its own, empty
/// cache), so a cached line is the line `place` would write.
///
/// A cache, not game state: a clone starts empty, and any two compare equal.
#[derive(Default)]
pub(crate) struct FactLines {
    /// `[language][event index]`: `None` not formatted yet, `Some(None)` no fact line.
    lines: RefCell<[Vec<Option<Option<String>>>; Lang::ALL.len()]>,
}

impl FactLines {
    /// The line of event `index` in `lang`, formatted by `place` on first use.
    pub(crate) fn get_or_insert(
        &self,
        lang: Lang,
        index: u32,
        place: impl FnOnce() -> Option<String>,
    ) -> Option<String> {
        let lang = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(usize::MAX);
        let index = usize::try_from(index).unwrap_or(usize::MAX);
        if let Some(Some(hit)) = self.lines.borrow().get(lang).and_then(|l| l.get(index)) {
            return hit.clone();
        }
        let line = place();
        if let Some(lines) = self.lines.borrow_mut().get_mut(lang) {
            // Event indices are log positions: the vector grows with the log, no further.
            if index < MAX_CACHED_EVENTS {
                if lines.len() <= index {
                    lines.resize(index + 1, None);
                }
                if let Some(slot) = lines.get_mut(index) {
                    *slot = Some(line.clone());
                }
            }
        }
        line
    }
}

/// Events past this index are formatted every time (a game logs a few hundred).
const MAX_CACHED_EVENTS: usize = 1 << 16;

impl Clone for FactLines {
    fn clone(&self) -> Self {
        FactLines::default()
    }
}

impl PartialEq for FactLines {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for FactLines {}

impl std::fmt::Debug for FactLines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("FactLines")
    }
}
