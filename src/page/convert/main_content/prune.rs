//! What stays inside the main container (`--main`): link-dense blocks and boilerplate
//! elements go, a heading that repeats the page title goes; on a listing (see `listing.rs`) the
//! link-dense items stay.

use super::super::record::{BlockKind, BlockRecord, Node, in_subtree};
use super::container::{Choice, is_boilerplate};

/// Which blocks of the page are kept, given the chosen container; with `keep_links` (a
/// listing) link-dense blocks inside it stay too.
pub(super) fn keep_blocks(
    out: &str,
    blocks: &[BlockRecord],
    nodes: &[Node],
    choice: &Choice,
    title: Option<&str>,
    keep_links: bool,
) -> Vec<bool> {
    let best = choice.best;
    let hints = &choice.hints;
    let inside = |b: &BlockRecord| in_subtree(nodes, best, b.node as usize);
    let keep_block = |b: &BlockRecord| {
        if !inside(b) {
            return false;
        }
        if is_boilerplate(hints[b.node as usize]) && !is_boilerplate(hints[best]) {
            return false;
        }
        if b.text_bytes == 0 {
            return matches!(b.kind, BlockKind::Code | BlockKind::Table | BlockKind::Raw);
        }
        // Linked headings are the titles of sections or items; link-dense text is a menu.
        let dense = b.link_bytes * 2 > b.text_bytes && !matches!(b.kind, BlockKind::Heading(_));
        if dense && !keep_links {
            return false;
        }
        if let BlockKind::Heading(_) = b.kind
            && let Some(title) = title
            && same_text(&out[b.start..b.end], title)
        {
            return false;
        }
        true
    };
    blocks.iter().map(keep_block).collect()
}

/// Drops headings followed by no kept block before the next heading of the same or a higher
/// level. A heading that is an item of a list (`- ## Name`: the entries of a list of brands or
/// tools) is not a section's heading: it is content, of the section it stands in; so is a
/// heading marked in `prose_heading`.
pub(super) fn drop_empty_sections(
    out: &str,
    blocks: &[BlockRecord],
    keep: &mut [bool],
    prose_heading: &[bool],
) {
    // Walking backwards: `content_after[l]` tells whether a kept block that is not a heading
    // follows before the next heading of level `l` or higher (`content_after[0]` unused).
    let mut content_after = [false; 7];
    for i in (0..blocks.len()).rev() {
        if !keep[i] {
            continue;
        }
        match blocks[i].kind {
            BlockKind::Heading(level)
                if !prose_heading[i] && !is_list_item(&out[blocks[i].start..blocks[i].end]) =>
            {
                let level = usize::from(level).clamp(1, 6);
                if !content_after[level] {
                    keep[i] = false;
                }
                // This heading ends the sections of its level and lower ones before it.
                content_after[level..].fill(false);
            }
            _ => content_after.fill(true),
        }
    }
}

/// True when a block's Markdown is an item of a list (`- `, `* `, `+ `, `1. `, `1) `), after
/// any indentation or quote marks.
pub(super) fn is_list_item(md: &str) -> bool {
    let line = md.trim_start_matches([' ', '>']);
    if line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ") {
        return true;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && (line[digits..].starts_with(". ") || line[digits..].starts_with(") "))
}

/// True when a heading's Markdown (`# Title`) says the same as the page title (or the title
/// starts with it: "Title | Site").
fn same_text(heading: &str, title: &str) -> bool {
    let norm = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let h = norm(heading.trim_start_matches('#'));
    let t = norm(title);
    !h.is_empty() && (t == h || (t.starts_with(&h) && h.len() * 2 >= t.len().min(200)))
}
