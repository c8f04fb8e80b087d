//! The open-element stack: what each tracked element is ([`ElementKind`]), where the elements of one
//! sort sit ([`Marks`], for implied end tags in O(1)), and what closing an element does.
//!
//! The stack lives on the heap, never on the call stack, so nesting depth costs memory, not
//! recursion. Elements the converter does not track (`<span>`, unknown tags) never go on
//! it; what opening an element does is in `elements.rs`.

use super::chrome::Region;
use super::record::NodeHint;
use super::state::State;

/// An open element on the converter's stack, and what closing it does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum ElementKind {
    /// Inside a dropped element.
    Skip,
    /// Inside `<noscript>`.
    Noscript,
    /// Inside `<title>`.
    Title,
    /// A paragraph-separating block.
    Block {
        /// Its class named a code language (pushed on `lang_hints`).
        lang: bool,
        /// The landmark context it opened.
        region: Region,
        /// Its class names a disclosure widget (counted in `disclosures`).
        disclosure: bool,
    },
    /// `<p>`.
    P,
    /// A heading of this level.
    Heading(u8),
    /// A list (its [`ListCtx`](super::state::ListCtx) is on `lists`).
    List,
    /// A list item.
    Item(Slot),
    /// `<dl>`.
    Dl,
    /// `<dt>`.
    Dt,
    /// `<dd>`, like an item.
    Dd(Slot),
    /// `<blockquote>`.
    Quote(Slot),
    /// `<pre>`.
    Pre,
    /// `<table>` (its [`TableCtx`](super::table::TableCtx) is on `tables`).
    Table,
    /// `<caption>`.
    Caption,
    /// `<thead>`, `<tbody>`, `<tfoot>`.
    Section,
    /// `<tr>`.
    Tr,
    /// `<td>`, `<th>`.
    Cell,
    /// Strong, emphasis, strikethrough or link (its
    /// [`InlineOpen`](super::inline::InlineOpen) is on `inline`).
    Inline,
    /// Inline code.
    Code,
    /// A fragment-only link (`href="#…"`): its text stays, unless it is a skip link.
    FragmentLink,
    /// A `<button>`: its text stays only when it is a question of several words.
    Button,
    /// `<math>` or a MathJax script: written as TeX at its end (`math.rs`).
    Math,
    /// A TeX `<annotation>` inside `<math>`.
    MathAnnotation,
}

/// Where a list item or blockquote keeps its line prefix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Slot {
    /// A [`Container`](super::blocks::Container) on `containers`.
    Container,
    /// Nested beyond the container depth cap: only a pending marker (`flat_marker`).
    Flat,
    /// Nothing (blockquotes nested beyond the cap).
    None,
}

/// One entry of the open-element stack.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    /// Increasing id, for the end-tag callback.
    pub(super) id: u32,
    /// What closing it does.
    pub(super) kind: ElementKind,
    /// It opened a structural node (`record.rs`, `--main`).
    pub(super) node: bool,
}

/// Positions (in `stack`) of the open elements of one sort, for implied end tags in O(1).
#[derive(Debug, Default)]
pub(super) struct Marks(Vec<usize>);

/// Where the open elements of each sort that implied end tags look for sit on the stack.
#[derive(Debug, Default)]
pub(super) struct OpenMarks {
    /// Open `<p>`s.
    pub(super) paragraphs: Marks,
    /// Open list items.
    pub(super) list_items: Marks,
    /// Open lists.
    pub(super) lists: Marks,
    /// Open `<dt>`s and `<dd>`s.
    pub(super) terms: Marks,
    /// Open `<dl>`s.
    pub(super) definition_lists: Marks,
    /// Open table rows.
    pub(super) rows: Marks,
    /// Open table cells.
    pub(super) cells: Marks,
    /// Open tables.
    pub(super) tables: Marks,
    /// Open `<thead>`/`<tbody>`/`<tfoot>`s.
    pub(super) table_sections: Marks,
    /// The elements that stop implied end tags (tables, cells, captions).
    pub(super) scope_boundaries: Marks,
}

/// The open-element stack: the elements the converter tracks, innermost last.
#[derive(Debug, Default)]
pub(super) struct OpenElements {
    /// The open elements (ids increase from bottom to top).
    entries: Vec<Entry>,
    /// Id of the next entry pushed.
    next_id: u32,
    /// Positions of the elements of each sort.
    pub(super) marks: OpenMarks,
}

/// Most elements the converter tracks at once. Real pages stay far below; deeper
/// elements are not tracked: their text flows on as text of the element that is, so a nesting
/// bomb costs no stack entry per level here and its Markdown stops getting longer lines. The
/// start and end of a deeper block still break the line, so its items stay apart, and the
/// result is marked flattened (`elements.rs`, `untracked_block`).
pub(super) const MAX_OPEN_ELEMENTS: usize = 2048;

impl OpenElements {
    /// The id the next pushed element gets.
    pub(super) fn next_id(&self) -> u32 {
        self.next_id
    }

    /// Turns the dropped element `id` into a plain block (its end tag no longer ends a
    /// dropped region).
    pub(super) fn revive(&mut self, id: u32) {
        if let Ok(pos) = self.entries.binary_search_by(|e| e.id.cmp(&id))
            && self.entries[pos].kind == ElementKind::Skip
        {
            self.entries[pos].kind = ElementKind::Block {
                lang: false,
                region: Region::None,
                disclosure: false,
            };
        }
    }

    /// True when no more elements can be tracked ([`MAX_OPEN_ELEMENTS`]).
    pub(super) fn is_full(&self) -> bool {
        self.entries.len() >= MAX_OPEN_ELEMENTS
    }
}

impl Marks {
    /// The position of the innermost open element of this sort.
    fn last(&self) -> Option<usize> {
        self.0.last().copied()
    }

    /// The last mark, when it is above every boundary mark (`None` otherwise).
    pub(super) fn above(&self, boundaries: &[&Marks]) -> Option<usize> {
        let last = self.last()?;
        let bound = boundaries.iter().filter_map(|b| b.last()).max();
        match bound {
            Some(b) if b > last => None,
            _ => Some(last),
        }
    }
}

impl State {
    /// Pushes an open element; returns its id for the end-tag callback.
    pub(super) fn push(&mut self, kind: ElementKind, node: Option<NodeHint>) -> u32 {
        let node = node.is_some_and(|hint| self.records.open_node(hint));
        let open = &mut self.open;
        let id = open.next_id;
        open.next_id = open.next_id.wrapping_add(1);
        let pos = open.entries.len();
        let marks = &mut open.marks;
        match kind {
            ElementKind::P => marks.paragraphs.0.push(pos),
            ElementKind::Item(_) => marks.list_items.0.push(pos),
            ElementKind::List => marks.lists.0.push(pos),
            ElementKind::Dt | ElementKind::Dd(_) => marks.terms.0.push(pos),
            ElementKind::Dl => marks.definition_lists.0.push(pos),
            ElementKind::Tr => marks.rows.0.push(pos),
            ElementKind::Cell => {
                marks.cells.0.push(pos);
                marks.scope_boundaries.0.push(pos);
            }
            ElementKind::Table => {
                marks.tables.0.push(pos);
                marks.scope_boundaries.0.push(pos);
            }
            ElementKind::Caption => marks.scope_boundaries.0.push(pos),
            ElementKind::Section => marks.table_sections.0.push(pos),
            _ => {}
        }
        open.entries.push(Entry { id, kind, node });
        id
    }

    /// The end tag of element `id` arrived (or its parent's did).
    pub(super) fn close_id(&mut self, id: u32) {
        if let Ok(pos) = self.open.entries.binary_search_by(|e| e.id.cmp(&id)) {
            self.close_at(pos);
        }
    }

    /// Closes the element at `pos` and everything opened after it.
    pub(super) fn close_at(&mut self, pos: usize) {
        while self.open.entries.len() > pos {
            self.close_top();
        }
    }

    /// Closes an open `<p>` (block-level start tags do, as in the HTML parser).
    pub(super) fn close_p(&mut self) {
        let marks = &self.open.marks;
        if let Some(pos) = marks.paragraphs.above(&[&marks.scope_boundaries]) {
            self.close_at(pos);
        }
    }

    /// Pops the innermost open element and does what its end tag means.
    fn close_top(&mut self) {
        let Some(entry) = self.open.entries.pop() else {
            return;
        };
        if entry.node {
            self.records.close_node();
        }
        let pos = self.open.entries.len();
        let marks = &mut self.open.marks;
        let unmark = |m: &mut Marks| {
            if m.last() == Some(pos) {
                m.0.pop();
            }
        };
        match entry.kind {
            ElementKind::P => unmark(&mut marks.paragraphs),
            ElementKind::Item(_) => unmark(&mut marks.list_items),
            ElementKind::List => unmark(&mut marks.lists),
            ElementKind::Dt | ElementKind::Dd(_) => unmark(&mut marks.terms),
            ElementKind::Dl => unmark(&mut marks.definition_lists),
            ElementKind::Tr => unmark(&mut marks.rows),
            ElementKind::Cell => {
                unmark(&mut marks.cells);
                unmark(&mut marks.scope_boundaries);
            }
            ElementKind::Table => {
                unmark(&mut marks.tables);
                unmark(&mut marks.scope_boundaries);
            }
            ElementKind::Caption => unmark(&mut marks.scope_boundaries),
            ElementKind::Section => unmark(&mut marks.table_sections),
            _ => {}
        }
        match entry.kind {
            ElementKind::Skip => self.chrome.leave_dropped(),
            ElementKind::Noscript => {
                self.chrome.leave_dropped();
                self.capture.finish_noscript();
            }
            ElementKind::Title => {
                self.chrome.leave_dropped();
                self.capture.finish_title();
            }
            ElementKind::Block {
                lang,
                region,
                disclosure,
            } => {
                self.leave_region(region);
                if disclosure {
                    self.chrome.disclosures = self.chrome.disclosures.saturating_sub(1);
                }
                if lang {
                    self.code_block.lang_hints.pop();
                }
                if self.code_block.depth > 0 {
                    self.pre_newline();
                } else {
                    self.block_boundary();
                }
            }
            ElementKind::P | ElementKind::Dl => self.block_boundary(),
            ElementKind::Heading(_) => {
                self.flush();
                self.heading_level = None;
                self.request_sep(2);
            }
            ElementKind::List => {
                self.lists.pop();
                self.flush();
                self.request_sep(2);
            }
            ElementKind::Item(slot) | ElementKind::Dd(slot) => {
                self.flush();
                self.pop_slot(slot);
            }
            ElementKind::Dt => self.flush(),
            ElementKind::Quote(slot) => {
                self.flush();
                self.pop_slot(slot);
                self.request_sep(2);
            }
            ElementKind::Pre => {
                self.code_block.depth = self.code_block.depth.saturating_sub(1);
                if self.code_block.depth == 0 {
                    self.code_block();
                }
            }
            ElementKind::Table => self.finish_table(),
            ElementKind::Caption => self.close_caption(),
            ElementKind::Section => {
                if let Some(t) = self.tables.open.last_mut() {
                    t.in_head = false;
                }
            }
            ElementKind::Tr => self.close_tr(),
            ElementKind::Cell => self.finish_cell(),
            ElementKind::Inline => self.close_inline(),
            ElementKind::Code => self.close_code(),
            ElementKind::FragmentLink => self.close_fragment_link(),
            ElementKind::Button => self.close_button(),
            ElementKind::Math => self.close_math(),
            ElementKind::MathAnnotation => self.close_math_annotation(),
        }
    }
}
