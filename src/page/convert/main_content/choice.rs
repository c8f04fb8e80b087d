//! What the choice of the main container hands to the rules after it ([`Choice`]), and what
//! the container and a listing both decide by: which hints are boilerplate, and how a group of
//! alike siblings widens a choice to their parent.

use foldhash::{HashMap, HashMapExt};

use super::super::record::{Node, NodeHint};

/// The chosen main container and what the choice rests on.
#[derive(Debug)]
pub(super) struct Choice {
    /// The chosen node.
    pub(super) best: usize,
    /// Each node's hint as the scoring used it (`container::effective_hints`).
    pub(super) hints: Vec<NodeHint>,
    /// The chosen node's share of the page's positive score (0 to 1); for a listing, its
    /// items' share of the page's text.
    pub(super) share: f64,
    /// The listing the choice rests on (`listing::largest_listing`), if any: its link items
    /// stay.
    pub(super) listing: Option<usize>,
    /// The listing joined a prose container outside it (`listing::listing_beside_prose`, or
    /// a listing that takes the page with the prose beside it, `container::prefer_listing`):
    /// the article the listing stands beside keeps the article's rules.
    pub(super) beside_article: bool,
    /// The first block of the lead kept with a container narrowed past it
    /// (`narrow::narrow`): the blocks from it up to the container's first block stay as well.
    pub(super) lead: Option<usize>,
}

/// True for the hints of elements whose blocks are not main content.
pub(super) fn is_boilerplate(hint: NodeHint) -> bool {
    matches!(
        hint,
        NodeHint::Boilerplate | NodeHint::Comments | NodeHint::Reviews
    )
}

/// Walking up from `start`, the highest element that is one of 2+ siblings of the same shape
/// ([`Node::shape`]) for which `widens(id, node, sum of the group's values)` holds gives its
/// parent; `start` itself when none does. `value(id)` is what a node counts for in its group
/// (`None`: it does not count). Both the container (`container::widen_to_siblings`) and a listing
/// ([`with_sibling_groups`](super::listing)) widen this way.
pub(super) fn widen_over_alike_siblings(
    nodes: &[Node],
    start: usize,
    value: impl Fn(usize) -> Option<f64>,
    widens: impl Fn(usize, &Node, f64) -> bool,
) -> usize {
    // Each group of siblings of the same shape: (parent, shape) -> (count, sum of values).
    let mut groups: HashMap<(u32, u32), (u32, f64)> = HashMap::new();
    for (id, n) in nodes.iter().enumerate().skip(1) {
        if n.shape != 0
            && let Some(v) = value(id)
        {
            let g = groups.entry((n.parent, n.shape)).or_insert((0, 0.0));
            g.0 += 1;
            g.1 += v;
        }
    }
    let mut best = start;
    let mut id = start;
    while id != 0 {
        let n = &nodes[id];
        if n.shape != 0
            && let Some(&(count, sum)) = groups.get(&(n.parent, n.shape))
            && count >= 2
            && widens(id, n, sum)
        {
            best = n.parent as usize;
        }
        id = n.parent as usize;
    }
    best
}
