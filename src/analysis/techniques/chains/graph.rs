//! The implication graph: every potential a chain reaches, with the potentials it follows from.
//!
//! Nodes live in one arena per search and point at their parents by number, so a chain is read
//! back from its last potential. A potential may be reached several times (a cycle's search
//! keeps every way it reached a potential), so nodes and potentials are not one to one; the
//! sets a search keeps ([`PotentialSet`]) hold the first node of each potential.

use super::board::{Cause, Potential, POTENTIALS};

/// Index of a node in a [`Graph`].
pub(super) type NodeId = u32;

#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub potential: Potential,
    pub cause: Cause,
    first_parent: u32,
    parent_count: u32,
}

#[derive(Default)]
pub(super) struct Graph {
    nodes: Vec<Node>,
    parents: Vec<NodeId>,
    /// Scratch for walking ancestors: the walk that last saw each potential, and a stack.
    seen: Vec<u32>,
    walk: u32,
    stack: Vec<NodeId>,
}

impl Graph {
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
    }

    pub fn add(&mut self, potential: Potential, cause: Cause, parents: &[NodeId]) -> NodeId {
        let first_parent = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.push(potential, cause, first_parent)
    }

    /// A node whose parents are `first`, then the nodes `more` yields.
    pub fn add_with(
        &mut self,
        potential: Potential,
        cause: Cause,
        first: NodeId,
        more: impl Iterator<Item = NodeId>,
    ) -> NodeId {
        let first_parent = self.parents.len() as u32;
        self.parents.push(first);
        self.parents.extend(more);
        self.push(potential, cause, first_parent)
    }

    fn push(&mut self, potential: Potential, cause: Cause, first_parent: u32) -> NodeId {
        let parent_count = self.parents.len() as u32 - first_parent;
        self.nodes.push(Node {
            potential,
            cause,
            first_parent,
            parent_count,
        });
        (self.nodes.len() - 1) as NodeId
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Forgets the nodes from `len` on, once nothing refers to them any more.
    pub fn truncate(&mut self, len: usize) {
        if len < self.nodes.len() {
            self.parents.truncate(self.nodes[len].first_parent as usize);
            self.nodes.truncate(len);
        }
    }

    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    pub fn potential(&self, id: NodeId) -> Potential {
        self.nodes[id as usize].potential
    }

    pub fn parents(&self, id: NodeId) -> &[NodeId] {
        let node = &self.nodes[id as usize];
        &self.parents[node.first_parent as usize..(node.first_parent + node.parent_count) as usize]
    }

    /// The main parent: the one a linear chain is read back through.
    pub fn first_parent(&self, id: NodeId) -> Option<NodeId> {
        self.parents(id).first().copied()
    }

    /// Whether `potential` is on the path from `id` back through first parents (`id` itself
    /// left out).
    pub fn path_holds(&self, id: NodeId, potential: Potential) -> bool {
        let mut at = id;
        while let Some(parent) = self.first_parent(at) {
            if self.potential(parent) == potential {
                return true;
            }
            at = parent;
        }
        false
    }

    /// How many distinct potentials lead to `id`, itself included: the length Sudoku Explainer
    /// rates a chain by. A potential reached twice counts once, and the parents of its second
    /// node are not followed (as its count does).
    pub fn ancestor_count(&mut self, id: NodeId) -> u32 {
        self.ancestors(id, |_| {})
    }

    /// The ancestor count, or `None` once it passes `limit`.
    pub fn ancestor_count_within(&mut self, id: NodeId, limit: u32) -> Option<u32> {
        let mut count = 0;
        let mut over = false;
        self.ancestors_while(id, |_| {
            count += 1;
            over = count > limit;
            !over
        });
        (!over).then_some(count)
    }

    /// Calls `visit` on each distinct ancestor of `id` (itself included), and counts them.
    pub fn ancestors(&mut self, id: NodeId, mut visit: impl FnMut(NodeId)) -> u32 {
        self.ancestors_while(id, |at| {
            visit(at);
            true
        })
    }

    /// Walks the distinct ancestors of `id` while `visit` returns true; counts those visited.
    fn ancestors_while(&mut self, id: NodeId, mut visit: impl FnMut(NodeId) -> bool) -> u32 {
        if self.seen.is_empty() {
            self.seen = vec![0; POTENTIALS];
        }
        self.walk = self.walk.wrapping_add(1);
        if self.walk == 0 {
            self.seen.fill(0);
            self.walk = 1;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.push(id);
        let mut count = 0;
        while let Some(at) = stack.pop() {
            let index = self.potential(at).index();
            if self.seen[index] == self.walk {
                continue;
            }
            self.seen[index] = self.walk;
            count += 1;
            if !visit(at) {
                break;
            }
            stack.extend_from_slice(self.parents(at));
        }
        self.stack = stack;
        count
    }
}

/// A set of potentials in the order they were added, each with the first node that reached it.
#[derive(Clone)]
pub(super) struct PotentialSet {
    order: Vec<NodeId>,
    bits: Bits,
    /// The same nodes by potential, once the set is complete (see `finish`).
    by_potential: Vec<NodeId>,
}

impl Default for PotentialSet {
    fn default() -> Self {
        PotentialSet {
            order: Vec::new(),
            bits: Bits::EMPTY,
            by_potential: Vec::new(),
        }
    }
}

impl PotentialSet {
    pub fn clear(&mut self) {
        self.order.clear();
        self.by_potential.clear();
        self.bits = Bits::EMPTY;
    }

    /// Makes `get` fast once nothing more is added: `node_of` gives the node of each
    /// potential in the set.
    pub fn finish(&mut self, node_of: &[NodeId]) {
        self.by_potential.clear();
        for (word_index, &word) in self.bits.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let index = word_index * 64 + bits.trailing_zeros() as usize;
                self.by_potential.push(node_of[index]);
                bits &= bits - 1;
            }
        }
    }

    pub fn contains(&self, potential: Potential) -> bool {
        self.bits.contains(potential.index())
    }

    /// Adds a node unless its potential is already in; true when added.
    pub fn insert(&mut self, graph: &Graph, id: NodeId) -> bool {
        let index = graph.potential(id).index();
        if self.bits.contains(index) {
            return false;
        }
        self.bits.insert(index);
        self.order.push(id);
        true
    }

    pub fn nodes(&self) -> &[NodeId] {
        &self.order
    }

    pub fn bits(&self) -> &Bits {
        &self.bits
    }

    /// The node kept for `potential`, if the set holds it.
    pub fn get(&self, graph: &Graph, potential: Potential) -> Option<NodeId> {
        if !self.contains(potential) {
            return None;
        }
        if !self.by_potential.is_empty() {
            return Some(self.by_potential[self.bits.rank(potential.index())]);
        }
        self.order
            .iter()
            .copied()
            .find(|&id| graph.potential(id) == potential)
    }
}

/// A set of potentials as 1458 bits.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Bits([u64; 23]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; 23]);

    pub fn contains(&self, index: usize) -> bool {
        self.0[index / 64] >> (index % 64) & 1 == 1
    }

    pub fn insert(&mut self, index: usize) {
        self.0[index / 64] |= 1 << (index % 64);
    }

    pub fn intersect(&mut self, other: &Bits) {
        for (word, other) in self.0.iter_mut().zip(other.0.iter()) {
            *word &= other;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// How many members come before `index`.
    fn rank(&self, index: usize) -> usize {
        let whole: u32 = self.0[..index / 64].iter().map(|w| w.count_ones()).sum();
        let part = (self.0[index / 64] & ((1u64 << (index % 64)) - 1)).count_ones();
        (whole + part) as usize
    }
}
