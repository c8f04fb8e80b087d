//! The session's tabs (B-17): every page of the session has a stable id `t1`, `t2`, … never
//! reused. The first tab is the one the session starts with; a window a page opens
//! (`window.open`, `target=_blank`, an OAuth popup) becomes a tab when the action that opened
//! it ends, and that action's reply says `opened tab t3: URL` (its first load is decided by the
//! navigation guard like any page-started navigation, B-12); `tab new` adds one. The driver's
//! `tab` is the active tab: every other verb acts on it, and only its events are the reply's.

use super::Error;
use super::devtools::Page as Tab;

/// One tab: its id's number and its page.
#[derive(Debug, Clone)]
pub(crate) struct TabEntry {
    /// The number of its id (`t3` → 3).
    pub(crate) id: u32,
    /// The page, attached.
    pub(crate) page: Tab,
}

/// The session's tabs, in the order they were opened.
#[derive(Debug, Clone)]
pub(crate) struct Tabs {
    /// The tabs, oldest first.
    pub(crate) list: Vec<TabEntry>,
    /// The number the next tab gets (never reused).
    next: u32,
    /// The active tab's number.
    pub(crate) active: u32,
}

impl Tabs {
    /// The session's first tab, `t1`, active.
    pub(crate) fn first(tab: &Tab) -> Tabs {
        Tabs {
            list: vec![TabEntry {
                id: 1,
                page: tab.clone(),
            }],
            next: 2,
            active: 1,
        }
    }

    /// The active tab's id number.
    pub(crate) fn active(&self) -> u32 {
        self.active
    }

    /// Adds `page` as a new tab and returns its number.
    pub(crate) fn add(&mut self, page: Tab) -> u32 {
        let id = self.next;
        self.next += 1;
        self.list.push(TabEntry { id, page });
        id
    }

    /// The tab numbered `id`.
    pub(crate) fn find(&self, id: u32) -> Option<&TabEntry> {
        self.list.iter().find(|t| t.id == id)
    }
}

/// `t3` (or `3`) as an id number.
pub(crate) fn parse_id(text: &str) -> Result<u32, Error> {
    let t = text.trim();
    t.strip_prefix('t')
        .or_else(|| t.strip_prefix('T'))
        .unwrap_or(t)
        .parse()
        .map_err(|_| Error::Usage {
            message: format!("'{text}' is not a tab id"),
            hint: "tab ids look like t2; garuda-web browse tab list shows them".into(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b17_tab_ids() {
        assert_eq!(parse_id("t3").unwrap(), 3);
        assert_eq!(parse_id("12").unwrap(), 12);
        assert!(parse_id("tab").is_err());
        assert!(parse_id("").is_err());
    }
}
