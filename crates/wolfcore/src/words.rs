//! Word lists as data (issue 22): a `match` or `matches!` over string literals compiles to a
//! length test and a comparison call per word, so a long list costs its length in .wasm code.
//! Here a list is one string of words separated by single spaces, searched at run time: for
//! lists read now and then (after a verdict word, on a lookup's first sight of a word). A test run on every word
//! of a speech stays a `matches!` (a scan of the list per word slowed a long English speech by
//! ~45 %).

/// `w` is one of the words of `list` (words separated by single spaces; none is empty).
pub(crate) fn in_list(list: &str, w: &str) -> bool {
    // `list.split(' ').any(|x| x == w)`, as a byte loop (faster at opt-level "z").
    let w = w.as_bytes();
    let mut rest = list.as_bytes();
    loop {
        let end = rest.iter().position(|&b| b == b' ').unwrap_or(rest.len());
        if rest.get(..end) == Some(w) {
            return true;
        }
        match rest.get(end + 1..) {
            Some(next) => rest = next,
            None => return false,
        }
    }
}

/// The value of the first entry of `table` whose words (as in [`in_list`]) hold `w`.
pub(crate) fn look_up<T: Copy>(table: &[(&str, T)], w: &str) -> Option<T> {
    table.iter().find(|(words, _)| in_list(words, w)).map(|(_, value)| *value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_match_whole_words_only() {
        assert!(in_list("seat seats player", "seats"));
        assert!(!in_list("seat seats player", "sea"));
        assert!(!in_list("seat seats player", ""));
        assert!(!in_list("seat seats player", "seat seats"));
        assert_eq!(look_up(&[("a b", 1), ("b c", 2)], "b"), Some(1));
        assert_eq!(look_up(&[("a b", 1), ("b c", 2)], "c"), Some(2));
        assert_eq!(look_up(&[("a b", 1)], "d"), None);
    }
}
