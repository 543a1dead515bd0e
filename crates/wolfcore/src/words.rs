//! Word lists as data (issue 22): a `match` or `matches!` over string literals compiles to a
//! length test and a comparison call per word, so a long list costs its length in .wasm code.
//! Here a list is one string of words separated by single spaces, searched at run time.

/// `w` is one of the words of `list` (words separated by single spaces; none is empty).
pub(crate) fn in_list(list: &str, w: &str) -> bool {
    list.split(' ').any(|x| x == w)
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
