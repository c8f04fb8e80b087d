//! A set of short words, each with flags, looked up without case in one probe: what the
//! words of an `id`/`class` value name ([`node_hint`](super::node_hint)) is read from one
//! table instead of a `match` of some hundred strings per word.
//!
//! The table is built at compile time (`const`), so a word that cannot be a key fails the
//! build, and a lookup is a hash of the word's bytes and a compare of one `u128`.

/// The longest word a [`WordTable`] holds: a key is the word's bytes packed in a `u128`.
const MAX_WORD: usize = 16;

/// A set of words of ASCII letters (1–16 bytes, stored lowercase), each with flags; `N`
/// slots (a power of two, at least twice the words), open addressing.
pub(super) struct WordTable<const N: usize> {
    slots: [Slot; N],
}

/// One slot: the packed lowercase word (0 when empty) and its flags.
#[derive(Clone, Copy)]
struct Slot {
    key: u128,
    flags: u16,
}

impl<const N: usize> WordTable<N> {
    /// A table of `groups`: each group's words get its flags (a word in several groups gets
    /// them all). Fails the build (at compile time) when a word is empty, longer than 16
    /// bytes or not ASCII letters, or when `N` is too small.
    pub(super) const fn new(groups: &[(&[&str], u16)]) -> Self {
        assert!(N.is_power_of_two(), "a word table has a power-of-two size");
        let mut slots = [Slot { key: 0, flags: 0 }; N];
        let mut used = 0;
        let mut g = 0;
        while g < groups.len() {
            let (words, flags) = groups[g];
            let mut w = 0;
            while w < words.len() {
                let Some(key) = key_of_table_word(words[w].as_bytes()) else {
                    panic!("a table word is 1-16 ASCII letters");
                };
                let mut slot = slot_of(key, N);
                loop {
                    if slots[slot].key == 0 {
                        slots[slot] = Slot { key, flags };
                        used += 1;
                        break;
                    }
                    if slots[slot].key == key {
                        slots[slot].flags |= flags;
                        break;
                    }
                    slot = (slot + 1) & (N - 1);
                }
                w += 1;
            }
            g += 1;
        }
        assert!(used * 2 <= N, "a word table is at most half full");
        Self { slots }
    }

    /// The flags of `word` (its bytes) compared without ASCII case, 0 when the table does not
    /// hold it.
    pub(super) fn get(&self, word: &[u8]) -> u16 {
        let Some(key) = key_of(word) else {
            return 0;
        };
        let mut slot = slot_of(key, N);
        loop {
            let found = self.slots[slot];
            if found.key == key {
                return found.flags;
            }
            if found.key == 0 {
                return 0;
            }
            slot = (slot + 1) & (N - 1);
        }
    }
}

/// `bytes` lowercased and packed into a `u128` (first byte lowest), or `None` when they are
/// empty or longer than [`MAX_WORD`]. Lowercasing sets bit `0x20` of every byte: exact for
/// ASCII letters, and since the table holds letters only ([`key_of_table_word`]), no other
/// byte can turn into one of theirs (only `A`–`Z` and `a`–`z` end up in `a`–`z`). No key is
/// 0, and distinct words have distinct keys when no byte is 0 (the length is implied).
fn key_of(bytes: &[u8]) -> Option<u128> {
    let len = bytes.len();
    if len == 0 || len > MAX_WORD {
        return None;
    }
    let mut buffer = [0u8; MAX_WORD];
    buffer[..len].copy_from_slice(bytes);
    let lower = u128::MAX >> (128 - 8 * len) & u128::from_le_bytes([0x20; MAX_WORD]);
    Some(u128::from_le_bytes(buffer) | lower)
}

/// The key of a table word ([`key_of`]), at compile time: `None` unless it is 1–16 ASCII
/// letters.
const fn key_of_table_word(bytes: &[u8]) -> Option<u128> {
    if bytes.is_empty() || bytes.len() > MAX_WORD {
        return None;
    }
    let mut key = 0u128;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if !b.is_ascii_alphabetic() {
            return None;
        }
        key |= ((b | 0x20) as u128) << (8 * i);
        i += 1;
    }
    Some(key)
}

/// The first slot to probe for `key` in a table of `n` slots (a power of two).
const fn slot_of(key: u128, n: usize) -> usize {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (folded.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as usize & (n - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: WordTable<16> = WordTable::new(&[
        (&["sidebar", "footer", "related"], 1),
        (&["related", "bio"], 2),
        (&["recommendations"], 4),
    ]);

    #[test]
    fn looks_words_up_without_case() {
        assert_eq!(TABLE.get(b"sidebar"), 1);
        assert_eq!(TABLE.get(b"SideBar"), 1);
        assert_eq!(TABLE.get(b"Footer"), 1);
        assert_eq!(TABLE.get(b"bio"), 2);
        assert_eq!(TABLE.get(b"recommendations"), 4);
    }

    #[test]
    fn a_word_in_several_groups_has_all_their_flags() {
        assert_eq!(TABLE.get(b"related"), 3);
    }

    #[test]
    fn other_words_have_no_flags() {
        for word in [
            "",
            "side",
            "sidebars",
            "bi",
            "bio-box",
            "recommendationsx",
            "a-much-longer-word-than-sixteen",
            "fóoter",
            "side\x02bar",
            "b1o",
            "BIO\u{7f}",
        ] {
            assert_eq!(TABLE.get(word.as_bytes()), 0, "{word}");
        }
    }
}
