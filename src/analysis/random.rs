//! A seeded pseudo-random generator, so that a seed names the same puzzle on every machine and
//! in every browser, with no operating-system entropy.

/// SplitMix64 (Steele, Lea and Flood, 2014): one 64-bit word of state, passes BigCrush, and is
/// a dozen lines — plenty for shuffling cells and digits.
pub(crate) struct Random {
    state: u64,
}

impl Random {
    pub fn seeded(seed: u64) -> Random {
        Random { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from 0 to `bound - 1`, by scaling (Lemire): the bias, at most `bound / 2^64`, is
    /// far too small to matter here.
    pub fn below(&mut self, bound: usize) -> usize {
        ((self.next_u64() as u128 * bound as u128) >> 64) as usize
    }

    /// Puts the items in a random order (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_splitmix64_sequence() {
        assert_eq!(Random::seeded(0).next_u64(), 0xE220_A839_7B1D_CDAF);
        let mut random = Random::seeded(1234567);
        let first: Vec<u64> = (0..3).map(|_| random.next_u64()).collect();
        assert_eq!(
            first,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn shuffles_are_permutations_and_depend_on_the_seed() {
        let shuffled = |seed| {
            let mut items: Vec<u32> = (0..20).collect();
            Random::seeded(seed).shuffle(&mut items);
            items
        };
        let mut sorted = shuffled(1);
        sorted.sort_unstable();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_eq!(shuffled(1), shuffled(1));
        assert_ne!(shuffled(1), shuffled(2));
    }
}
