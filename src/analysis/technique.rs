//! The named techniques, in the order a person tries them, and the level each belongs to.

use std::fmt;

use super::candidates::PencilMarks;
use super::rate::Difficulty;
use super::step::Step;
use super::{chains, fish, intersections, singles, subsets, uniqueness, wings};

/// A way of reasoning about pencil marks that players know by name. Techniques compare in the
/// order hints try them, easiest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    NakedSingle,
    HiddenSingle,
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XYWing,
    XYZWing,
    WWing,
    SimpleColouring,
    XChain,
    UniqueRectangle,
}

impl Technique {
    /// Every technique, easiest first: the order in which hints and the logical solver try them.
    /// Their levels never decrease along it, so the techniques up to a level are a prefix, and
    /// a solver limited to them takes exactly the steps the full solver would.
    pub const ALL: [Technique; 19] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::UniqueRectangle,
    ];

    /// The name players know it by.
    pub fn name(self) -> &'static str {
        match self {
            Technique::NakedSingle => "Naked Single",
            Technique::HiddenSingle => "Hidden Single",
            Technique::Pointing => "Locked Candidates (Pointing)",
            Technique::Claiming => "Locked Candidates (Claiming)",
            Technique::NakedPair => "Naked Pair",
            Technique::HiddenPair => "Hidden Pair",
            Technique::NakedTriple => "Naked Triple",
            Technique::HiddenTriple => "Hidden Triple",
            Technique::NakedQuad => "Naked Quad",
            Technique::HiddenQuad => "Hidden Quad",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
            Technique::Jellyfish => "Jellyfish",
            Technique::XYWing => "XY-Wing",
            Technique::XYZWing => "XYZ-Wing",
            Technique::WWing => "W-Wing",
            Technique::SimpleColouring => "Simple Colouring",
            Technique::XChain => "X-Chain",
            Technique::UniqueRectangle => "Unique Rectangle",
        }
    }

    /// The level of the puzzles that need this technique (see `docs/analysis.md`).
    pub fn difficulty(self) -> Difficulty {
        use Technique::*;
        match self {
            NakedSingle | HiddenSingle => Difficulty::Easy,
            Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple => {
                Difficulty::Medium
            }
            NakedQuad | HiddenQuad | XWing | Swordfish | Jellyfish | XYWing | XYZWing => {
                Difficulty::Hard
            }
            WWing | SimpleColouring | XChain | UniqueRectangle => Difficulty::Expert,
        }
    }

    /// True for a technique that is sound only when the puzzle has exactly one solution: it
    /// rules out a candidate because keeping it would allow a second solution.
    pub fn assumes_unique_solution(self) -> bool {
        self == Technique::UniqueRectangle
    }

    /// The first step this technique allows on these pencil marks, scanning in a fixed order,
    /// or `None` when its pattern is nowhere to be seen.
    pub fn find(self, marks: &PencilMarks) -> Option<Step> {
        match self {
            Technique::NakedSingle => singles::naked_single(marks),
            Technique::HiddenSingle => singles::hidden_single(marks),
            Technique::Pointing => intersections::pointing(marks),
            Technique::Claiming => intersections::claiming(marks),
            Technique::NakedPair => subsets::naked_subset(marks, self, 2),
            Technique::HiddenPair => subsets::hidden_subset(marks, self, 2),
            Technique::NakedTriple => subsets::naked_subset(marks, self, 3),
            Technique::HiddenTriple => subsets::hidden_subset(marks, self, 3),
            Technique::NakedQuad => subsets::naked_subset(marks, self, 4),
            Technique::HiddenQuad => subsets::hidden_subset(marks, self, 4),
            Technique::XWing => fish::basic_fish(marks, self, 2),
            Technique::Swordfish => fish::basic_fish(marks, self, 3),
            Technique::Jellyfish => fish::basic_fish(marks, self, 4),
            Technique::XYWing => wings::xy_wing(marks),
            Technique::XYZWing => wings::xyz_wing(marks),
            Technique::WWing => wings::w_wing(marks),
            Technique::SimpleColouring => chains::simple_colouring(marks),
            Technique::XChain => chains::x_chain(marks),
            Technique::UniqueRectangle => uniqueness::unique_rectangle(marks),
        }
    }

    /// The techniques of `level` and below, easiest first; those that assume a unique solution
    /// only when the puzzle is known to have one.
    pub(crate) fn up_to(level: Difficulty, unique_solution: bool) -> Vec<Technique> {
        Technique::ALL
            .into_iter()
            .filter(|t| t.difficulty() <= level)
            .filter(|t| unique_solution || !t.assumes_unique_solution())
            .collect()
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn techniques_compare_in_the_order_hints_try_them() {
        // The rating takes the hardest technique as the greatest.
        assert!(Technique::ALL.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn levels_never_decrease_along_the_order_of_techniques() {
        for pair in Technique::ALL.windows(2) {
            assert!(pair[0].difficulty() <= pair[1].difficulty(), "{pair:?}");
        }
    }

    #[test]
    fn the_techniques_up_to_a_level_are_a_prefix_of_all() {
        for level in Difficulty::ALL {
            for unique in [false, true] {
                let techniques = Technique::up_to(level, unique);
                assert_eq!(techniques, Technique::ALL[..techniques.len()], "{level}");
            }
        }
    }
}
