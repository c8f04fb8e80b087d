//! The tab verbs (B-17): `tab list`, `tab new [URL]`, `tab switch ID`, `tab close [ID]`. What a
//! tab is and how the driver keeps them is [`crate::browse::tabs`]; every other verb acts on
//! the active tab.

use std::time::Duration;

use crate::browse::Error;
use crate::browse::driver::Driver;
use crate::browse::events::Before;
use crate::browse::protocol::{PageReply, TabAction, cap};
use crate::browse::tabs::parse_id;
use crate::browse::verbs::navigation;

/// `tab list|new|switch|close`.
pub(crate) fn tab(
    d: &mut Driver,
    action: &TabAction,
    before: Before,
    load_timeout: Duration,
) -> Result<PageReply, Error> {
    match action {
        TabAction::List => {
            let tabs = d.tab_infos();
            let text: String = tabs
                .iter()
                .map(|t| {
                    format!(
                        "{}{} {} \"{}\"\n",
                        t.id,
                        if t.active { " (active)" } else { "" },
                        t.url,
                        t.title
                    )
                })
                .collect();
            Ok(PageReply {
                result: Some(text),
                tabs: Some(tabs),
                ..PageReply::default()
            })
        }
        TabAction::New { url } => {
            let id = d.new_tab()?;
            if let Some(url) = url {
                navigation::open(d, url, before, load_timeout)?;
            }
            Ok(note(format!(
                "opened tab t{id}: {}",
                url.as_deref().unwrap_or("about:blank")
            )))
        }
        TabAction::Switch { id } => {
            let id = parse_id(id)?;
            d.activate(id)?;
            let mut reply = note(format!("switched to tab t{id}"));
            // The page the verbs act on now, unless its navigation waits for approval (then
            // its renderer answers nothing until it is decided, B-12).
            if d.nav.tab_parked().is_none() {
                reply.snapshot = d.snapshot_text(false).ok().map(|s| cap(s).0);
            }
            Ok(reply)
        }
        TabAction::Close { id } => {
            let id = id.as_deref().map(parse_id).transpose()?;
            let closed = d.close_tab(id)?;
            Ok(note(format!(
                "closed tab t{closed}; t{} is the active tab",
                d.tabs.active()
            )))
        }
    }
}

fn note(text: String) -> PageReply {
    PageReply {
        result: Some(text),
        ..PageReply::default()
    }
}
