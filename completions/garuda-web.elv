
use builtin;
use str;

set edit:completion:arg-completer[garuda-web] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'garuda-web'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'garuda-web'= {
            cand --color 'When to colour stderr messages'
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand fetch 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
            cand search 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
            cand browse 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy'
            cand config 'Show, check and edit settings and approval rules'
            cand cache 'List or clear the pages kept for paging (`fetch --start`)'
            cand mcp 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;fetch'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --allow-url 'Approve exactly this URL, even an unusual one that host rules cannot approve'
            cand --start 'Start the window at this character of the converted text'
            cand -o 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout; a device or FIFO is written through, a symlink replaced, an existing file keeps its mode'
            cand --output 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout; a device or FIFO is written through, a symlink replaced, an existing file keeps its mode'
            cand --max-chars 'Size of the window in characters (1000–100000)'
            cand --render 'Read the page as a browser shows it: load it in headless Chromium (through the browse proxy and its checks), wait for the load and its requests (at most 10 s more), then convert the rendered DOM, open shadow roots included (iframes are not read). `--render auto` renders only pages that need JavaScript (F-07). Costs a browser start (about a second) unless a browse session runs for --session'
            cand --max-age 'Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds)'
            cand --snapshot 'Continue the snapshot whose sha256 starts with HASH (the [More: …] line adds it). If the text read now is another one (the cache holds a newer copy, or the page had to be fetched again), the output carries the warning `page_changed`: offsets taken from the old text may point elsewhere'
            cand --timeout 'Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30)'
            cand --color 'When to colour stderr messages'
            cand --bare 'Print the window''s text alone, without the <web_result> block and its lines (for pipelines: `fetch --raw --bare URL | jq`)'
            cand --raw 'Print the body as text without converting HTML to Markdown (a PDF: its lines as they are, without headings or re-joined paragraphs)'
            cand --pretty 'Pretty-print JSON bodies (they pass through unchanged otherwise)'
            cand --main 'Keep only the page''s main content: no menus, sidebars, footers, related links or comments (falls back to the whole page, with a warning, when it is unclear; a page with no text of its own gives none, and its description in the header)'
            cand --outline 'Print the page''s headings with their start offsets instead of its text'
            cand --offline 'Read only from the cache; a page that is not cached fails with `not_cached`'
            cand --no-cache 'Neither read nor store the cache'
            cand --allow-localhost 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them. Private networks stay refused'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;search'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --max-results 'How many results to print, 1–10 (default: search.maxResults in config.json, else 5)'
            cand --provider 'Search with this provider for this call instead of the configured one'
            cand --fetch 'Then read the top N results (1–5) as `fetch` does; exactly those URLs are approved by this command, a redirect elsewhere is decided as usual'
            cand --max-chars 'With --fetch: the size of each page''s window in characters (1000–100000)'
            cand --color 'When to colour stderr messages'
            cand --main 'With --fetch: read only each page''s main content, as `fetch --main` does'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand open 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
            cand navigate 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
            cand back 'Go back one page in the history'
            cand forward 'Go forward one page in the history'
            cand reload 'Reload the page'
            cand snapshot 'List the page''s interactive elements, headings and landmarks with refs (@e12)'
            cand click 'Click an element: a real mouse click at its centre, after scrolling it into view'
            cand type 'Type into a field, replacing its value unless --append'
            cand press 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
            cand select 'Choose an option of a `<select>` list by its value or its label'
            cand read 'Print the visible text of the page or of one element'
            cand html 'Print the HTML of the page or of one element'
            cand screenshot 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
            cand console 'Print the console messages and uncaught errors the session has seen'
            cand wait 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
            cand script 'Run JavaScript in the page and print its value: JSON, or a string as itself'
            cand record 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
            cand stop-recording 'Stop the walkthrough recording; prints its folder and files'
            cand status 'Show the session: browser, version, sandbox, proxy, page, recording'
            cand approve 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
            cand deny 'Refuse a navigation the page started; the page stays where it was'
            cand hover 'Move the mouse onto an element (opens hover menus)'
            cand dblclick 'Double-click an element'
            cand check 'Check a checkbox, radio or switch (nothing when it is checked already)'
            cand uncheck 'Uncheck a checkbox or switch (nothing when it is unchecked already)'
            cand focus 'Give an element the focus'
            cand scroll 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom'
            cand get 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box'
            cand is 'Tell whether an element is visible, enabled or checked: true or false'
            cand tab 'List, open, switch or close tabs; windows the page opens become tabs too'
            cand dialog 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)'
            cand state 'Save the session''s login (cookies and storage) to a file, or load one into the session'
            cand cookies 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear'
            cand upload 'Set the files of a file input (or answer the file chooser the last action opened)'
            cand download 'Click an element and wait for the download it starts; prints path, size, type, sha256'
            cand close 'Close the session''s browser (or, with --all, every session''s)'
            cand drag 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves'
            cand batch 'Run verbs read from stdin, one per line, over one connection; print each reply in order'
            cand network 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason'
            cand pdf 'Print the page to a PDF; prints its path, size and page count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;open'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;navigate'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;back'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;forward'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;reload'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;snapshot'= {
            cand --color 'When to colour stderr messages'
            cand --all 'Every node of the accessibility tree, not only what can be acted on'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;click'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;type'= {
            cand --color 'When to colour stderr messages'
            cand --append 'Keep the field''s value and add the text at its end'
            cand --submit 'Press Enter afterwards (submits most forms)'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;press'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;select'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;read'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;html'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;screenshot'= {
            cand -o 'Write the PNG here'
            cand --output 'Write the PNG here'
            cand --color 'When to colour stderr messages'
            cand --full-page 'The whole page, beyond the viewport'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;console'= {
            cand --color 'When to colour stderr messages'
            cand --errors 'Only errors and uncaught exceptions'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;wait'= {
            cand --text 'The page''s text contains T'
            cand --gone 'The page''s text no longer contains T'
            cand --for 'The target matches exactly one element'
            cand --url 'The page URL matches GLOB (* any characters, ? one)'
            cand --timeout 'Give up after this many seconds'
            cand --color 'When to colour stderr messages'
            cand --load 'The page''s load event has fired'
            cand --idle 'The page has had no request in flight for 500 ms'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;script'= {
            cand --timeout 'Seconds a promise may take to settle [default: web.timeoutSeconds, 30]'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;record'= {
            cand --dir 'Record into this folder (new or empty) instead of the state dir''s walkthroughs/'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;stop-recording'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;status'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;approve'= {
            cand --color 'When to colour stderr messages'
            cand --for-session 'Also let the page go to this host for the rest of the approval session (a session grant, like "Yes, for this session" at the prompt)'
            cand --always 'Also add web_fetch(HOST) to policy.json (like "Yes, always" at the prompt)'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;deny'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;hover'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;dblclick'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;check'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;uncheck'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;focus'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;scroll'= {
            cand --by 'Scroll by DX,DY CSS pixels (negative goes left or up)'
            cand --to 'Scroll to the top or the bottom of the page'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand url 'The page''s URL'
            cand title 'The page''s title'
            cand text 'An element''s visible text'
            cand value 'A form field''s value'
            cand html 'An element''s HTML'
            cand attr 'One attribute of an element (null when it has none)'
            cand count 'How many elements the target matches (it may match many, or none)'
            cand box 'An element''s box in the viewport: x, y, width and height in CSS pixels'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;get;url'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;title'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;text'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;value'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;html'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;attr'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;count'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;box'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;get;help'= {
            cand url 'The page''s URL'
            cand title 'The page''s title'
            cand text 'An element''s visible text'
            cand value 'A form field''s value'
            cand html 'An element''s HTML'
            cand attr 'One attribute of an element (null when it has none)'
            cand count 'How many elements the target matches (it may match many, or none)'
            cand box 'An element''s box in the viewport: x, y, width and height in CSS pixels'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;get;help;url'= {
        }
        &'garuda-web;browse;get;help;title'= {
        }
        &'garuda-web;browse;get;help;text'= {
        }
        &'garuda-web;browse;get;help;value'= {
        }
        &'garuda-web;browse;get;help;html'= {
        }
        &'garuda-web;browse;get;help;attr'= {
        }
        &'garuda-web;browse;get;help;count'= {
        }
        &'garuda-web;browse;get;help;box'= {
        }
        &'garuda-web;browse;get;help;help'= {
        }
        &'garuda-web;browse;is'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand visible 'Whether the element is visible (it has a size and is not hidden)'
            cand enabled 'Whether the element is enabled (not disabled)'
            cand checked 'Whether the checkbox, radio or switch is checked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;is;visible'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;is;enabled'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;is;checked'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;is;help'= {
            cand visible 'Whether the element is visible (it has a size and is not hidden)'
            cand enabled 'Whether the element is enabled (not disabled)'
            cand checked 'Whether the checkbox, radio or switch is checked'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;is;help;visible'= {
        }
        &'garuda-web;browse;is;help;enabled'= {
        }
        &'garuda-web;browse;is;help;checked'= {
        }
        &'garuda-web;browse;is;help;help'= {
        }
        &'garuda-web;browse;tab'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List the tabs: id, URL, title, which is active'
            cand new 'Open a tab (on URL, decided like open) and make it the active one'
            cand switch 'Make a tab the active one; prints its page'
            cand close 'Close a tab (the active one without ID); another becomes active'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;tab;list'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;tab;new'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;tab;switch'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;tab;close'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;tab;help'= {
            cand list 'List the tabs: id, URL, title, which is active'
            cand new 'Open a tab (on URL, decided like open) and make it the active one'
            cand switch 'Make a tab the active one; prints its page'
            cand close 'Close a tab (the active one without ID); another becomes active'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;tab;help;list'= {
        }
        &'garuda-web;browse;tab;help;new'= {
        }
        &'garuda-web;browse;tab;help;switch'= {
        }
        &'garuda-web;browse;tab;help;close'= {
        }
        &'garuda-web;browse;tab;help;help'= {
        }
        &'garuda-web;browse;dialog'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand accept 'OK: confirm, leave the page (beforeunload), or answer a prompt'
            cand dismiss 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;dialog;accept'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;dialog;dismiss'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;dialog;help'= {
            cand accept 'OK: confirm, leave the page (beforeunload), or answer a prompt'
            cand dismiss 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;dialog;help;accept'= {
        }
        &'garuda-web;browse;dialog;help;dismiss'= {
        }
        &'garuda-web;browse;dialog;help;help'= {
        }
        &'garuda-web;browse;state'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand save 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials'
            cand load 'Restore the cookies and storage of a state file into the session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;state;save'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;state;load'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;state;help'= {
            cand save 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials'
            cand load 'Restore the cookies and storage of a state file into the session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;state;help;save'= {
        }
        &'garuda-web;browse;state;help;load'= {
        }
        &'garuda-web;browse;state;help;help'= {
        }
        &'garuda-web;browse;cookies'= {
            cand --color 'When to colour stderr messages'
            cand --clear 'Delete every cookie of the session (every site''s) and say how many'
            cand --values 'Show each cookie''s value too'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;upload'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;download'= {
            cand -o 'Write the file here (never over an existing file)'
            cand --output 'Write the file here (never over an existing file)'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;close'= {
            cand --color 'When to colour stderr messages'
            cand --all 'Every session of this user'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;drag'= {
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;batch'= {
            cand --color 'When to colour stderr messages'
            cand --keep-going 'Run every step even after one failed'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;network'= {
            cand --filter 'Only requests whose URL matches GLOB (* any characters, ? one)'
            cand --har 'Also write the requests listed as HAR 1.2 to FILE (a new file)'
            cand --color 'When to colour stderr messages'
            cand --all 'Every request kept for the tab (at most 500), not only those since its last navigation'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;pdf'= {
            cand -o 'Write the PDF here (a new file)'
            cand --output 'Write the PDF here (a new file)'
            cand --color 'When to colour stderr messages'
            cand --allow-local 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --allow-localhost 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse;help'= {
            cand open 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
            cand back 'Go back one page in the history'
            cand forward 'Go forward one page in the history'
            cand reload 'Reload the page'
            cand snapshot 'List the page''s interactive elements, headings and landmarks with refs (@e12)'
            cand click 'Click an element: a real mouse click at its centre, after scrolling it into view'
            cand type 'Type into a field, replacing its value unless --append'
            cand press 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
            cand select 'Choose an option of a `<select>` list by its value or its label'
            cand read 'Print the visible text of the page or of one element'
            cand html 'Print the HTML of the page or of one element'
            cand screenshot 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
            cand console 'Print the console messages and uncaught errors the session has seen'
            cand wait 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
            cand script 'Run JavaScript in the page and print its value: JSON, or a string as itself'
            cand record 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
            cand stop-recording 'Stop the walkthrough recording; prints its folder and files'
            cand status 'Show the session: browser, version, sandbox, proxy, page, recording'
            cand approve 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
            cand deny 'Refuse a navigation the page started; the page stays where it was'
            cand hover 'Move the mouse onto an element (opens hover menus)'
            cand dblclick 'Double-click an element'
            cand check 'Check a checkbox, radio or switch (nothing when it is checked already)'
            cand uncheck 'Uncheck a checkbox or switch (nothing when it is unchecked already)'
            cand focus 'Give an element the focus'
            cand scroll 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom'
            cand get 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box'
            cand is 'Tell whether an element is visible, enabled or checked: true or false'
            cand tab 'List, open, switch or close tabs; windows the page opens become tabs too'
            cand dialog 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)'
            cand state 'Save the session''s login (cookies and storage) to a file, or load one into the session'
            cand cookies 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear'
            cand upload 'Set the files of a file input (or answer the file chooser the last action opened)'
            cand download 'Click an element and wait for the download it starts; prints path, size, type, sha256'
            cand close 'Close the session''s browser (or, with --all, every session''s)'
            cand drag 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves'
            cand batch 'Run verbs read from stdin, one per line, over one connection; print each reply in order'
            cand network 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason'
            cand pdf 'Print the page to a PDF; prints its path, size and page count'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;browse;help;open'= {
        }
        &'garuda-web;browse;help;back'= {
        }
        &'garuda-web;browse;help;forward'= {
        }
        &'garuda-web;browse;help;reload'= {
        }
        &'garuda-web;browse;help;snapshot'= {
        }
        &'garuda-web;browse;help;click'= {
        }
        &'garuda-web;browse;help;type'= {
        }
        &'garuda-web;browse;help;press'= {
        }
        &'garuda-web;browse;help;select'= {
        }
        &'garuda-web;browse;help;read'= {
        }
        &'garuda-web;browse;help;html'= {
        }
        &'garuda-web;browse;help;screenshot'= {
        }
        &'garuda-web;browse;help;console'= {
        }
        &'garuda-web;browse;help;wait'= {
        }
        &'garuda-web;browse;help;script'= {
        }
        &'garuda-web;browse;help;record'= {
        }
        &'garuda-web;browse;help;stop-recording'= {
        }
        &'garuda-web;browse;help;status'= {
        }
        &'garuda-web;browse;help;approve'= {
        }
        &'garuda-web;browse;help;deny'= {
        }
        &'garuda-web;browse;help;hover'= {
        }
        &'garuda-web;browse;help;dblclick'= {
        }
        &'garuda-web;browse;help;check'= {
        }
        &'garuda-web;browse;help;uncheck'= {
        }
        &'garuda-web;browse;help;focus'= {
        }
        &'garuda-web;browse;help;scroll'= {
        }
        &'garuda-web;browse;help;get'= {
            cand url 'The page''s URL'
            cand title 'The page''s title'
            cand text 'An element''s visible text'
            cand value 'A form field''s value'
            cand html 'An element''s HTML'
            cand attr 'One attribute of an element (null when it has none)'
            cand count 'How many elements the target matches (it may match many, or none)'
            cand box 'An element''s box in the viewport: x, y, width and height in CSS pixels'
        }
        &'garuda-web;browse;help;get;url'= {
        }
        &'garuda-web;browse;help;get;title'= {
        }
        &'garuda-web;browse;help;get;text'= {
        }
        &'garuda-web;browse;help;get;value'= {
        }
        &'garuda-web;browse;help;get;html'= {
        }
        &'garuda-web;browse;help;get;attr'= {
        }
        &'garuda-web;browse;help;get;count'= {
        }
        &'garuda-web;browse;help;get;box'= {
        }
        &'garuda-web;browse;help;is'= {
            cand visible 'Whether the element is visible (it has a size and is not hidden)'
            cand enabled 'Whether the element is enabled (not disabled)'
            cand checked 'Whether the checkbox, radio or switch is checked'
        }
        &'garuda-web;browse;help;is;visible'= {
        }
        &'garuda-web;browse;help;is;enabled'= {
        }
        &'garuda-web;browse;help;is;checked'= {
        }
        &'garuda-web;browse;help;tab'= {
            cand list 'List the tabs: id, URL, title, which is active'
            cand new 'Open a tab (on URL, decided like open) and make it the active one'
            cand switch 'Make a tab the active one; prints its page'
            cand close 'Close a tab (the active one without ID); another becomes active'
        }
        &'garuda-web;browse;help;tab;list'= {
        }
        &'garuda-web;browse;help;tab;new'= {
        }
        &'garuda-web;browse;help;tab;switch'= {
        }
        &'garuda-web;browse;help;tab;close'= {
        }
        &'garuda-web;browse;help;dialog'= {
            cand accept 'OK: confirm, leave the page (beforeunload), or answer a prompt'
            cand dismiss 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)'
        }
        &'garuda-web;browse;help;dialog;accept'= {
        }
        &'garuda-web;browse;help;dialog;dismiss'= {
        }
        &'garuda-web;browse;help;state'= {
            cand save 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials'
            cand load 'Restore the cookies and storage of a state file into the session'
        }
        &'garuda-web;browse;help;state;save'= {
        }
        &'garuda-web;browse;help;state;load'= {
        }
        &'garuda-web;browse;help;cookies'= {
        }
        &'garuda-web;browse;help;upload'= {
        }
        &'garuda-web;browse;help;download'= {
        }
        &'garuda-web;browse;help;close'= {
        }
        &'garuda-web;browse;help;drag'= {
        }
        &'garuda-web;browse;help;batch'= {
        }
        &'garuda-web;browse;help;network'= {
        }
        &'garuda-web;browse;help;pdf'= {
        }
        &'garuda-web;browse;help;help'= {
        }
        &'garuda-web;config'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand path 'Print where config.json, policy.json, the cache and the state live'
            cand show 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
            cand init 'Write a starter config.json with every key and its default (never overwrites)'
            cand allow 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
            cand deny 'Add a deny rule to policy.json; deny rules win over every allow rule'
            cand remove 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
            cand sessions 'List the approvals granted for this session ("Yes, for this session"), or clear them'
            cand rules 'List every allow and deny rule with where it came from, and this session''s grants'
            cand search 'Choose how `search` works'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;path'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;show'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;check'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;init'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;allow'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;deny'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;remove'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;sessions'= {
            cand --session 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand clear 'Remove every grant of this session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;sessions;clear'= {
            cand --session 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;sessions;help'= {
            cand clear 'Remove every grant of this session'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;sessions;help;clear'= {
        }
        &'garuda-web;config;sessions;help;help'= {
        }
        &'garuda-web;config;rules'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;search'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand use 'Save which search to use: Claude''s web search, the configured provider, or none'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;search;use'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;search;help'= {
            cand use 'Save which search to use: Claude''s web search, the configured provider, or none'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;search;help;use'= {
        }
        &'garuda-web;config;search;help;help'= {
        }
        &'garuda-web;config;help'= {
            cand path 'Print where config.json, policy.json, the cache and the state live'
            cand show 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
            cand init 'Write a starter config.json with every key and its default (never overwrites)'
            cand allow 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
            cand deny 'Add a deny rule to policy.json; deny rules win over every allow rule'
            cand remove 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
            cand sessions 'List the approvals granted for this session ("Yes, for this session"), or clear them'
            cand rules 'List every allow and deny rule with where it came from, and this session''s grants'
            cand search 'Choose how `search` works'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;help;path'= {
        }
        &'garuda-web;config;help;show'= {
        }
        &'garuda-web;config;help;check'= {
        }
        &'garuda-web;config;help;init'= {
        }
        &'garuda-web;config;help;allow'= {
        }
        &'garuda-web;config;help;deny'= {
        }
        &'garuda-web;config;help;remove'= {
        }
        &'garuda-web;config;help;sessions'= {
            cand clear 'Remove every grant of this session'
        }
        &'garuda-web;config;help;sessions;clear'= {
        }
        &'garuda-web;config;help;rules'= {
        }
        &'garuda-web;config;help;search'= {
            cand use 'Save which search to use: Claude''s web search, the configured provider, or none'
        }
        &'garuda-web;config;help;search;use'= {
        }
        &'garuda-web;config;help;help'= {
        }
        &'garuda-web;cache'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'Show the cached pages: URL, age, size, fresh or expired'
            cand clear 'Remove every cached page'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;cache;list'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;cache;clear'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;cache;help'= {
            cand list 'Show the cached pages: URL, age, size, fresh or expired'
            cand clear 'Remove every cached page'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;cache;help;list'= {
        }
        &'garuda-web;cache;help;clear'= {
        }
        &'garuda-web;cache;help;help'= {
        }
        &'garuda-web;mcp'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --allow-localhost 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them in every fetch it serves. Private networks stay refused'
            cand --browse 'Also serve the browse tools (browse_open, browse_snapshot, browse_click, …), one per `garuda-web browse` verb, on the same browser session the command line uses (B-01)'
            cand --allow-local 'Give the browse session local access when a browse_open starts it (B-10): pages on a loopback or private address may reach the local addresses their URLs name. Only this flag turns it on; no tool argument can'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand --quiet 'Print only the result and errors: no warnings, notes or status line on stderr'
            cand -v 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand --verbose 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;help'= {
            cand fetch 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
            cand search 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
            cand browse 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy'
            cand config 'Show, check and edit settings and approval rules'
            cand cache 'List or clear the pages kept for paging (`fetch --start`)'
            cand mcp 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;help;fetch'= {
        }
        &'garuda-web;help;search'= {
        }
        &'garuda-web;help;browse'= {
            cand open 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
            cand back 'Go back one page in the history'
            cand forward 'Go forward one page in the history'
            cand reload 'Reload the page'
            cand snapshot 'List the page''s interactive elements, headings and landmarks with refs (@e12)'
            cand click 'Click an element: a real mouse click at its centre, after scrolling it into view'
            cand type 'Type into a field, replacing its value unless --append'
            cand press 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
            cand select 'Choose an option of a `<select>` list by its value or its label'
            cand read 'Print the visible text of the page or of one element'
            cand html 'Print the HTML of the page or of one element'
            cand screenshot 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
            cand console 'Print the console messages and uncaught errors the session has seen'
            cand wait 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
            cand script 'Run JavaScript in the page and print its value: JSON, or a string as itself'
            cand record 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
            cand stop-recording 'Stop the walkthrough recording; prints its folder and files'
            cand status 'Show the session: browser, version, sandbox, proxy, page, recording'
            cand approve 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
            cand deny 'Refuse a navigation the page started; the page stays where it was'
            cand hover 'Move the mouse onto an element (opens hover menus)'
            cand dblclick 'Double-click an element'
            cand check 'Check a checkbox, radio or switch (nothing when it is checked already)'
            cand uncheck 'Uncheck a checkbox or switch (nothing when it is unchecked already)'
            cand focus 'Give an element the focus'
            cand scroll 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom'
            cand get 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box'
            cand is 'Tell whether an element is visible, enabled or checked: true or false'
            cand tab 'List, open, switch or close tabs; windows the page opens become tabs too'
            cand dialog 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)'
            cand state 'Save the session''s login (cookies and storage) to a file, or load one into the session'
            cand cookies 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear'
            cand upload 'Set the files of a file input (or answer the file chooser the last action opened)'
            cand download 'Click an element and wait for the download it starts; prints path, size, type, sha256'
            cand close 'Close the session''s browser (or, with --all, every session''s)'
            cand drag 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves'
            cand batch 'Run verbs read from stdin, one per line, over one connection; print each reply in order'
            cand network 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason'
            cand pdf 'Print the page to a PDF; prints its path, size and page count'
        }
        &'garuda-web;help;browse;open'= {
        }
        &'garuda-web;help;browse;back'= {
        }
        &'garuda-web;help;browse;forward'= {
        }
        &'garuda-web;help;browse;reload'= {
        }
        &'garuda-web;help;browse;snapshot'= {
        }
        &'garuda-web;help;browse;click'= {
        }
        &'garuda-web;help;browse;type'= {
        }
        &'garuda-web;help;browse;press'= {
        }
        &'garuda-web;help;browse;select'= {
        }
        &'garuda-web;help;browse;read'= {
        }
        &'garuda-web;help;browse;html'= {
        }
        &'garuda-web;help;browse;screenshot'= {
        }
        &'garuda-web;help;browse;console'= {
        }
        &'garuda-web;help;browse;wait'= {
        }
        &'garuda-web;help;browse;script'= {
        }
        &'garuda-web;help;browse;record'= {
        }
        &'garuda-web;help;browse;stop-recording'= {
        }
        &'garuda-web;help;browse;status'= {
        }
        &'garuda-web;help;browse;approve'= {
        }
        &'garuda-web;help;browse;deny'= {
        }
        &'garuda-web;help;browse;hover'= {
        }
        &'garuda-web;help;browse;dblclick'= {
        }
        &'garuda-web;help;browse;check'= {
        }
        &'garuda-web;help;browse;uncheck'= {
        }
        &'garuda-web;help;browse;focus'= {
        }
        &'garuda-web;help;browse;scroll'= {
        }
        &'garuda-web;help;browse;get'= {
            cand url 'The page''s URL'
            cand title 'The page''s title'
            cand text 'An element''s visible text'
            cand value 'A form field''s value'
            cand html 'An element''s HTML'
            cand attr 'One attribute of an element (null when it has none)'
            cand count 'How many elements the target matches (it may match many, or none)'
            cand box 'An element''s box in the viewport: x, y, width and height in CSS pixels'
        }
        &'garuda-web;help;browse;get;url'= {
        }
        &'garuda-web;help;browse;get;title'= {
        }
        &'garuda-web;help;browse;get;text'= {
        }
        &'garuda-web;help;browse;get;value'= {
        }
        &'garuda-web;help;browse;get;html'= {
        }
        &'garuda-web;help;browse;get;attr'= {
        }
        &'garuda-web;help;browse;get;count'= {
        }
        &'garuda-web;help;browse;get;box'= {
        }
        &'garuda-web;help;browse;is'= {
            cand visible 'Whether the element is visible (it has a size and is not hidden)'
            cand enabled 'Whether the element is enabled (not disabled)'
            cand checked 'Whether the checkbox, radio or switch is checked'
        }
        &'garuda-web;help;browse;is;visible'= {
        }
        &'garuda-web;help;browse;is;enabled'= {
        }
        &'garuda-web;help;browse;is;checked'= {
        }
        &'garuda-web;help;browse;tab'= {
            cand list 'List the tabs: id, URL, title, which is active'
            cand new 'Open a tab (on URL, decided like open) and make it the active one'
            cand switch 'Make a tab the active one; prints its page'
            cand close 'Close a tab (the active one without ID); another becomes active'
        }
        &'garuda-web;help;browse;tab;list'= {
        }
        &'garuda-web;help;browse;tab;new'= {
        }
        &'garuda-web;help;browse;tab;switch'= {
        }
        &'garuda-web;help;browse;tab;close'= {
        }
        &'garuda-web;help;browse;dialog'= {
            cand accept 'OK: confirm, leave the page (beforeunload), or answer a prompt'
            cand dismiss 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)'
        }
        &'garuda-web;help;browse;dialog;accept'= {
        }
        &'garuda-web;help;browse;dialog;dismiss'= {
        }
        &'garuda-web;help;browse;state'= {
            cand save 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials'
            cand load 'Restore the cookies and storage of a state file into the session'
        }
        &'garuda-web;help;browse;state;save'= {
        }
        &'garuda-web;help;browse;state;load'= {
        }
        &'garuda-web;help;browse;cookies'= {
        }
        &'garuda-web;help;browse;upload'= {
        }
        &'garuda-web;help;browse;download'= {
        }
        &'garuda-web;help;browse;close'= {
        }
        &'garuda-web;help;browse;drag'= {
        }
        &'garuda-web;help;browse;batch'= {
        }
        &'garuda-web;help;browse;network'= {
        }
        &'garuda-web;help;browse;pdf'= {
        }
        &'garuda-web;help;config'= {
            cand path 'Print where config.json, policy.json, the cache and the state live'
            cand show 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
            cand init 'Write a starter config.json with every key and its default (never overwrites)'
            cand allow 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
            cand deny 'Add a deny rule to policy.json; deny rules win over every allow rule'
            cand remove 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
            cand sessions 'List the approvals granted for this session ("Yes, for this session"), or clear them'
            cand rules 'List every allow and deny rule with where it came from, and this session''s grants'
            cand search 'Choose how `search` works'
        }
        &'garuda-web;help;config;path'= {
        }
        &'garuda-web;help;config;show'= {
        }
        &'garuda-web;help;config;check'= {
        }
        &'garuda-web;help;config;init'= {
        }
        &'garuda-web;help;config;allow'= {
        }
        &'garuda-web;help;config;deny'= {
        }
        &'garuda-web;help;config;remove'= {
        }
        &'garuda-web;help;config;sessions'= {
            cand clear 'Remove every grant of this session'
        }
        &'garuda-web;help;config;sessions;clear'= {
        }
        &'garuda-web;help;config;rules'= {
        }
        &'garuda-web;help;config;search'= {
            cand use 'Save which search to use: Claude''s web search, the configured provider, or none'
        }
        &'garuda-web;help;config;search;use'= {
        }
        &'garuda-web;help;cache'= {
            cand list 'Show the cached pages: URL, age, size, fresh or expired'
            cand clear 'Remove every cached page'
        }
        &'garuda-web;help;cache;list'= {
        }
        &'garuda-web;help;cache;clear'= {
        }
        &'garuda-web;help;mcp'= {
        }
        &'garuda-web;help;help'= {
        }
    ]
    $completions[$command]
}
