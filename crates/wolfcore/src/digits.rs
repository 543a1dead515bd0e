//! Decimal digits written without `core::fmt` (issue 22: a `to_string` of a number pulls the
//! formatting machinery into a hot loop and the .wasm).

/// Appends `n` in decimal digits, as `to_string` writes it, without `core::fmt` (issue 13, 22):
/// the packed text of wolfcore-wasm's protocol and the day of every claim line.
pub fn push_uint(out: &mut String, n: usize) {
    if n < 10 {
        // One digit (most numbers of the packed text: seats, days, flags): no buffer.
        // `n < 10`: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        out.push(char::from(b'0' + n as u8));
        return;
    }
    if n < 100 {
        // Two digits (string lengths of ids, names and short contents). `n < 100`: no truncation.
        #[allow(clippy::cast_possible_truncation)]
        let (tens, ones) = ((n / 10) as u8, (n % 10) as u8);
        out.push(char::from(b'0' + tens));
        out.push(char::from(b'0' + ones));
        return;
    }
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut n = n;
    loop {
        at -= 1;
        // `n % 10` is a digit: the cast cannot truncate.
        #[allow(clippy::cast_possible_truncation)]
        let digit = (n % 10) as u8;
        digits[at] = b'0' + digit;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits: always UTF-8, one `push_str` instead of a `push` per digit.
    out.push_str(std::str::from_utf8(&digits[at..]).unwrap_or_default());
}

#[cfg(test)]
mod tests {
    /// Decimal numbers as `to_string` writes them, one digit and many.
    #[test]
    fn c1_push_uint_is_decimal() {
        for n in [0, 1, 9, 10, 11, 19, 20, 36, 90, 99, 100, 101, 999, 1_000, 4_294_967_295, usize::MAX] {
            let mut out = String::from("x");
            super::push_uint(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
    }
}
