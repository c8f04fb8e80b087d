//! The open-element stack: what each tracked element is ([`Kind`]), where the elements of one
//! sort sit ([`Marks`], for implied end tags in O(1)), and what closing an element does.
//!
//! The stack lives on the heap, never on the call stack, so nesting depth costs memory, not
//! recursion. Elements the converter does not track (`<span>`, unknown tags) never go on
//! it; what opening an element does is in `elements.rs`.

use super::chrome::Region;
use super::state::{State, noscript_asks_for_js};
use super::text::collapse_whitespace;

/// An open element on the converter's stack, and what closing it does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
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
    pub(super) kind: Kind,
}

/// Positions (in `stack`) of the open elements of one sort, for implied end tags in O(1).
#[derive(Debug, Default)]
pub(super) struct Marks(Vec<usize>);

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
    pub(super) fn push(&mut self, kind: Kind) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        let pos = self.stack.len();
        match kind {
            Kind::P => self.m_p.0.push(pos),
            Kind::Item(_) => self.m_li.0.push(pos),
            Kind::List => self.m_list.0.push(pos),
            Kind::Dt | Kind::Dd(_) => self.m_dtdd.0.push(pos),
            Kind::Dl => self.m_dl.0.push(pos),
            Kind::Tr => self.m_tr.0.push(pos),
            Kind::Cell => {
                self.m_cell.0.push(pos);
                self.m_scope.0.push(pos);
            }
            Kind::Table => {
                self.m_table.0.push(pos);
                self.m_scope.0.push(pos);
            }
            Kind::Caption => self.m_scope.0.push(pos),
            Kind::Section => self.m_section.0.push(pos),
            _ => {}
        }
        self.stack.push(Entry { id, kind });
        id
    }

    /// The end tag of element `id` arrived (or its parent's did).
    pub(super) fn close_id(&mut self, id: u32) {
        if let Ok(pos) = self.stack.binary_search_by(|e| e.id.cmp(&id)) {
            self.close_at(pos);
        }
    }

    /// Closes the element at `pos` and everything opened after it.
    pub(super) fn close_at(&mut self, pos: usize) {
        while self.stack.len() > pos {
            self.close_top();
        }
    }

    /// Closes an open `<p>` (block-level start tags do, as in the HTML parser).
    pub(super) fn close_p(&mut self) {
        if let Some(pos) = self.m_p.above(&[&self.m_scope]) {
            self.close_at(pos);
        }
    }

    /// Pops the innermost open element and does what its end tag means.
    fn close_top(&mut self) {
        let Some(entry) = self.stack.pop() else {
            return;
        };
        let pos = self.stack.len();
        let unmark = |m: &mut Marks| {
            if m.last() == Some(pos) {
                m.0.pop();
            }
        };
        match entry.kind {
            Kind::P => unmark(&mut self.m_p),
            Kind::Item(_) => unmark(&mut self.m_li),
            Kind::List => unmark(&mut self.m_list),
            Kind::Dt | Kind::Dd(_) => unmark(&mut self.m_dtdd),
            Kind::Dl => unmark(&mut self.m_dl),
            Kind::Tr => unmark(&mut self.m_tr),
            Kind::Cell => {
                unmark(&mut self.m_cell);
                unmark(&mut self.m_scope);
            }
            Kind::Table => {
                unmark(&mut self.m_table);
                unmark(&mut self.m_scope);
            }
            Kind::Caption => unmark(&mut self.m_scope),
            Kind::Section => unmark(&mut self.m_section),
            _ => {}
        }
        match entry.kind {
            Kind::Skip => self.skip_depth = self.skip_depth.saturating_sub(1),
            Kind::Noscript => {
                self.skip_depth = self.skip_depth.saturating_sub(1);
                self.in_noscript = false;
                if noscript_asks_for_js(&self.noscript) {
                    self.noscript_js = true;
                }
                self.noscript.clear();
            }
            Kind::Title => {
                self.skip_depth = self.skip_depth.saturating_sub(1);
                self.in_title = false;
                self.title_done = true;
                let t = collapse_whitespace(&self.title_buf);
                self.title = (!t.is_empty()).then_some(t);
            }
            Kind::Block { lang, region } => {
                self.leave_region(region);
                if lang {
                    self.lang_hints.pop();
                }
                if self.pre_depth > 0 {
                    self.pre_newline();
                } else {
                    self.block_boundary();
                }
            }
            Kind::P | Kind::Dl => self.block_boundary(),
            Kind::Heading(_) => {
                self.flush();
                self.heading = 0;
                self.request_sep(2);
            }
            Kind::List => {
                self.lists.pop();
                self.flush();
                self.request_sep(2);
            }
            Kind::Item(slot) | Kind::Dd(slot) => {
                self.flush();
                self.pop_slot(slot);
            }
            Kind::Dt => self.flush(),
            Kind::Quote(slot) => {
                self.flush();
                self.pop_slot(slot);
                self.request_sep(2);
            }
            Kind::Pre => {
                self.pre_depth = self.pre_depth.saturating_sub(1);
                if self.pre_depth == 0 {
                    self.code_block();
                }
            }
            Kind::Table => self.finish_table(),
            Kind::Caption => self.close_caption(),
            Kind::Section => {
                if let Some(t) = self.tables.last_mut() {
                    t.in_head = false;
                }
            }
            Kind::Tr => self.close_tr(),
            Kind::Cell => self.finish_cell(),
            Kind::Inline => self.close_inline(),
            Kind::Code => self.close_code(),
            Kind::FragmentLink => self.close_fragment_link(),
        }
    }
}
