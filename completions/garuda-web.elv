
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand fetch 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
            cand search 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
            cand browse 'Drive a headless browser (not built yet)'
            cand config 'Show, check and edit settings and approval rules'
            cand cache 'List or clear the pages kept for paging (`fetch --start`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;fetch'= {
            cand --allow 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)'
            cand --deny 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)'
            cand --policy 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)'
            cand --session 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --allow-url 'Approve exactly this URL, even an unusual one that host rules cannot approve'
            cand --start 'Start the window at this character of the converted text'
            cand -o 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary'
            cand --output 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary'
            cand --max-chars 'Size of the window in characters (1000–100000)'
            cand --max-age 'Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds)'
            cand --timeout 'Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30)'
            cand --color 'When to colour stderr messages'
            cand --bare 'Print the window''s text alone, without the <web_result> block and its lines (for pipelines: `fetch --raw --bare URL | jq`)'
            cand --raw 'Print the body as text without converting HTML to Markdown (a PDF: its lines as they are, without headings or re-joined paragraphs)'
            cand --pretty 'Pretty-print JSON bodies (they pass through unchanged otherwise)'
            cand --main 'Keep only the page''s main content: no menus, sidebars, footers, related links or comments (falls back to the whole page, with a warning, when it is unclear)'
            cand --outline 'Print the page''s headings with their start offsets instead of its text'
            cand --offline 'Read only from the cache; a page that is not cached fails with `not_cached`'
            cand --no-cache 'Neither read nor store the cache'
            cand --allow-localhost 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them. Private networks stay refused'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;browse'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand path 'Print where config.json, policy.json, the cache and the state live'
            cand show 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, exit 2 if anything is wrong'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;show'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;init'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;allow'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;deny'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;remove'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;sessions'= {
            cand --session 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)'
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;config;search'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand use 'Save which search to use: Claude''s web search, the configured provider, or none'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;config;search;use'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, exit 2 if anything is wrong'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'garuda-web;cache;clear'= {
            cand --color 'When to colour stderr messages'
            cand --json 'Print exactly one JSON object on stdout, also on failure'
            cand --no-config 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
            cand -q 'Print only the result and errors: no warnings or notes on stderr'
            cand --quiet 'Print only the result and errors: no warnings or notes on stderr'
            cand -v 'Explain each step on stderr (addresses checked, redirects followed)'
            cand --verbose 'Explain each step on stderr (addresses checked, redirects followed)'
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
        &'garuda-web;help'= {
            cand fetch 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
            cand search 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
            cand browse 'Drive a headless browser (not built yet)'
            cand config 'Show, check and edit settings and approval rules'
            cand cache 'List or clear the pages kept for paging (`fetch --start`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'garuda-web;help;fetch'= {
        }
        &'garuda-web;help;search'= {
        }
        &'garuda-web;help;browse'= {
        }
        &'garuda-web;help;config'= {
            cand path 'Print where config.json, policy.json, the cache and the state live'
            cand show 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
            cand check 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, exit 2 if anything is wrong'
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
        &'garuda-web;help;help'= {
        }
    ]
    $completions[$command]
}
