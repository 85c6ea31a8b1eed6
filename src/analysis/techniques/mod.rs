//! The techniques, and the order in which Sudoku Explainer looks for them.
//!
//! One file per family. Each family offers *searches*: a function that looks at the pencil
//! marks and returns the step Sudoku Explainer would take with that search, or `None`. The
//! next step of a solution is the step of the first search in [`SEARCHES`] that finds one; a
//! puzzle's rating is the highest rating on that path (see `rating.rs`). The order is Sudoku
//! Explainer's (Sukaku Explainer's default set of techniques), which is close to, but not
//! exactly, the order of the searches' ratings; following it is what makes the ratings agree.

mod bug;
mod chains;
mod exclusion;
mod fish;
mod intersections;
mod singles;
mod strong_links;
mod subsets;
mod uniqueness;
mod wings;

#[cfg(test)]
mod tests;

use std::fmt;

use super::marks::PencilMarks;
use super::rating::Rating;
use super::step::Step;

/// The enum of techniques, the list of them all and their names, from one table, so that
/// a technique can't be added without its name or left out of [`Technique::ALL`].
macro_rules! techniques {
    ($($technique:ident => $name:literal,)*) => {
        /// A way of reasoning about pencil marks that players know by name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Technique {
            $($technique,)*
        }

        impl Technique {
            /// Every technique, family by family in the order Sudoku Explainer looks for them.
            pub const ALL: &'static [Technique] = &[$(Technique::$technique,)*];

            /// The name players know it by.
            pub fn name(self) -> &'static str {
                match self {
                    $(Technique::$technique => $name,)*
                }
            }
        }
    };
}

techniques! {
    // Singles (singles.rs)
    FullHouse => "Full House",
    HiddenSingle => "Hidden Single",
    NakedSingle => "Naked Single",
    // Intersections (intersections.rs)
    DirectPointing => "Direct Pointing",
    DirectClaiming => "Direct Claiming",
    Pointing => "Pointing",
    Claiming => "Claiming",
    // Naked and hidden subsets (subsets.rs)
    DirectHiddenPair => "Direct Hidden Pair",
    DirectHiddenTriple => "Direct Hidden Triple",
    NakedPair => "Naked Pair",
    NakedTriple => "Naked Triple",
    NakedQuad => "Naked Quad",
    HiddenPair => "Hidden Pair",
    HiddenTriple => "Hidden Triple",
    HiddenQuad => "Hidden Quad",
    // Fish (fish.rs)
    XWing => "X-Wing",
    Swordfish => "Swordfish",
    Jellyfish => "Jellyfish",
    // Wings (wings.rs)
    XYWing => "XY-Wing",
    XYZWing => "XYZ-Wing",
    WXYZWing => "WXYZ-Wing",
    VWXYZWing => "VWXYZ-Wing",
    UVWXYZWing => "UVWXYZ-Wing",
    TUVWXYZWing => "TUVWXYZ-Wing",
    // Strong links (strong_links.rs)
    Skyscraper => "Skyscraper",
    TwoStringKite => "2-String Kite",
    TurbotFish => "Turbot Fish",
    ThreeStrongLinks => "3 Strong Links",
    FourStrongLinks => "4 Strong Links",
    // Uniqueness (uniqueness.rs, bug.rs)
    UniqueRectangle => "Unique Rectangle",
    UniqueLoop => "Unique Loop",
    BivalueUniversalGrave => "Bivalue Universal Grave",
    // Aligned exclusion (exclusion.rs)
    AlignedPairExclusion => "Aligned Pair Exclusion",
    AlignedTripleExclusion => "Aligned Triple Exclusion",
    // Chains (chains/)
    XCycle => "Bidirectional X-Cycle",
    YCycle => "Bidirectional Y-Cycle",
    XYCycle => "Bidirectional Cycle",
    ForcingXChain => "Forcing X-Chain",
    ForcingChain => "Forcing Chain",
    NishioForcingChain => "Nishio Forcing Chain",
    CellForcingChains => "Cell Forcing Chains",
    RegionForcingChains => "Region Forcing Chains",
    DynamicContradictionChains => "Dynamic Contradiction Forcing Chains",
    DynamicDoubleChains => "Dynamic Double Forcing Chains",
    DynamicCellForcingChains => "Dynamic Cell Forcing Chains",
    DynamicRegionForcingChains => "Dynamic Region Forcing Chains",
    DynamicForcingChainsPlus => "Dynamic Forcing Chains (+)",
    NestedForcingChains => "Nested Forcing Chains",
}

impl Technique {
    /// True for the techniques that rule out a candidate because keeping it would allow a
    /// second solution: sound only for a puzzle known to have exactly one.
    pub fn relies_on_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle | Technique::UniqueLoop | Technique::BivalueUniversalGrave
        )
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of Sudoku Explainer's searches for steps.
pub(crate) struct Search {
    /// The step this search gives on these marks (Sudoku Explainer's first, or for searches
    /// that rate by length, its lowest rated), or `None`.
    pub find: fn(&PencilMarks) -> Option<Step>,
    /// No step this search finds is rated lower: once the rating sought is exceeded, the
    /// searches from here on need not run.
    pub floor: Rating,
    /// True for a search that is sound only when the puzzle has exactly one solution: it rules
    /// out a candidate because keeping it would allow a second one.
    pub assumes_unique_solution: bool,
}

const fn search(find: fn(&PencilMarks) -> Option<Step>, floor: u8) -> Search {
    Search {
        find,
        floor: Rating::tenths(floor),
        assumes_unique_solution: false,
    }
}

const fn uniqueness_search(find: fn(&PencilMarks) -> Option<Step>, floor: u8) -> Search {
    Search {
        assumes_unique_solution: true,
        ..search(find, floor)
    }
}

/// Sudoku Explainer's searches in its order (Sukaku Explainer, default settings):
///
/// hidden single (full house 1.0, box 1.2, line 1.5), direct pointing (1.7) and claiming
/// (1.9), direct hidden pair (2.0), naked single (2.3), direct hidden triple (2.5); pointing
/// and claiming (2.6, 2.8), naked pair (3.0), X-Wing (3.2), hidden pair (3.4), naked triple
/// (3.6), swordfish (3.8), hidden triple (4.0), two strong links (turbot fish, 4.0+), XY-Wing
/// (4.2), XYZ-Wing (4.4), unique rectangles and loops (4.5+), naked quad (5.0), jellyfish
/// (5.2), hidden quad (5.4), three strong links, WXYZ-Wing (5.5+), BUG (5.6+), four strong
/// links, VWXYZ-Wing (6.2+), aligned pair exclusion (6.2), UVWXYZ-Wing (6.6); cycles and
/// forcing chains (6.5+), TUVWXYZ-Wing (7.5), aligned triple exclusion (7.5), Nishio forcing
/// chains (7.5+), multiple forcing chains (8.0+), dynamic forcing chains (8.5+); dynamic forcing
/// chains (+) (9.0+); nested forcing chains (9.5+).
pub(crate) const SEARCHES: &[Search] = &[
    search(singles::hidden_single, 10),
    search(intersections::direct_locked_candidates, 17),
    search(|marks| subsets::direct_hidden_subset(marks, 2), 20),
    search(singles::naked_single, 23),
    search(|marks| subsets::direct_hidden_subset(marks, 3), 25),
    search(intersections::locked_candidates, 26),
    search(|marks| subsets::naked_subset(marks, 2), 30),
    search(|marks| fish::basic_fish(marks, 2), 32),
    search(|marks| subsets::hidden_subset(marks, 2), 34),
    search(|marks| subsets::naked_subset(marks, 3), 36),
    search(|marks| fish::basic_fish(marks, 3), 38),
    search(|marks| subsets::hidden_subset(marks, 3), 40),
    search(strong_links::two_strong_links, 40),
    search(wings::xy_wing, 42),
    search(wings::xyz_wing, 44),
    uniqueness_search(uniqueness::unique_loop, 45),
    search(|marks| subsets::naked_subset(marks, 4), 50),
    search(|marks| fish::basic_fish(marks, 4), 52),
    search(|marks| subsets::hidden_subset(marks, 4), 54),
    search(strong_links::three_strong_links, 54),
    search(wings::wxyz_wing, 55),
    uniqueness_search(bug::bivalue_universal_grave, 56),
    search(strong_links::four_strong_links, 58),
    search(wings::vwxyz_wing, 62),
    search(exclusion::aligned_pair_exclusion, 62),
    search(wings::uvwxyz_wing, 66),
    search(chains::cycles_and_forcing_chains, 65),
    search(wings::tuvwxyz_wing, 75),
    search(exclusion::aligned_triple_exclusion, 75),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::NISHIO),
        75,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::MULTIPLE),
        80,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::DYNAMIC),
        85,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::DYNAMIC_PLUS),
        90,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(2, 0)),
        95,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(3, 0)),
        100,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(4, 0)),
        105,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(4, 1)),
        105,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(4, 2)),
        105,
    ),
    search(
        |marks| chains::forcing_chains(marks, chains::Mode::nested(4, 3)),
        105,
    ),
];
