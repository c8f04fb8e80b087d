
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'garuda-web' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'garuda-web'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'garuda-web' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('fetch', 'fetch', [CompletionResultType]::ParameterValue, 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block')
            [CompletionResult]::new('browse', 'browse', [CompletionResultType]::ParameterValue, 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show, check and edit settings and approval rules')
            [CompletionResult]::new('cache', 'cache', [CompletionResultType]::ParameterValue, 'List or clear the pages kept for paging (`fetch --start`)')
            [CompletionResult]::new('mcp', 'mcp', [CompletionResultType]::ParameterValue, 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;fetch' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--allow-url', '--allow-url', [CompletionResultType]::ParameterName, 'Approve exactly this URL, even an unusual one that host rules cannot approve')
            [CompletionResult]::new('--start', '--start', [CompletionResultType]::ParameterName, 'Start the window at this character of the converted text')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout; a device or FIFO is written through, a symlink replaced, an existing file keeps its mode')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout; a device or FIFO is written through, a symlink replaced, an existing file keeps its mode')
            [CompletionResult]::new('--max-chars', '--max-chars', [CompletionResultType]::ParameterName, 'Size of the window in characters (1000–100000)')
            [CompletionResult]::new('--render', '--render', [CompletionResultType]::ParameterName, 'Read the page as a browser shows it: load it in headless Chromium (through the browse proxy and its checks), wait for the load and its requests (at most 10 s more), then convert the rendered DOM, open shadow roots included (iframes are not read). `--render auto` renders only pages that need JavaScript (F-07). Costs a browser start (about a second) unless a browse session runs for --session')
            [CompletionResult]::new('--max-age', '--max-age', [CompletionResultType]::ParameterName, 'Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds)')
            [CompletionResult]::new('--snapshot', '--snapshot', [CompletionResultType]::ParameterName, 'Continue the snapshot whose sha256 starts with HASH (the [More: …] line adds it). If the text read now is another one (the cache holds a newer copy, or the page had to be fetched again), the output carries the warning `page_changed`: offsets taken from the old text may point elsewhere')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--bare', '--bare', [CompletionResultType]::ParameterName, 'Print the window''s text alone, without the <web_result> block and its lines (for pipelines: `fetch --raw --bare URL | jq`)')
            [CompletionResult]::new('--raw', '--raw', [CompletionResultType]::ParameterName, 'Print the body as text without converting HTML to Markdown (a PDF: its lines as they are, without headings or re-joined paragraphs)')
            [CompletionResult]::new('--pretty', '--pretty', [CompletionResultType]::ParameterName, 'Pretty-print JSON bodies (they pass through unchanged otherwise)')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'Keep only the page''s main content: no menus, sidebars, footers, related links or comments (falls back to the whole page, with a warning, when it is unclear; a page with no text of its own gives none, and its description in the header)')
            [CompletionResult]::new('--outline', '--outline', [CompletionResultType]::ParameterName, 'Print the page''s headings with their start offsets instead of its text')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Read only from the cache; a page that is not cached fails with `not_cached`')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor store the cache')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them. Private networks stay refused')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;search' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--max-results', '--max-results', [CompletionResultType]::ParameterName, 'How many results to print, 1–10 (default: search.maxResults in config.json, else 5)')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'Search with this provider for this call instead of the configured one')
            [CompletionResult]::new('--fetch', '--fetch', [CompletionResultType]::ParameterName, 'Then read the top N results (1–5) as `fetch` does; exactly those URLs are approved by this command, a redirect elsewhere is decided as usual')
            [CompletionResult]::new('--max-chars', '--max-chars', [CompletionResultType]::ParameterName, 'With --fetch: the size of each page''s window in characters (1000–100000)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--main', '--main', [CompletionResultType]::ParameterName, 'With --fetch: read only each page''s main content, as `fetch --main` does')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot')
            [CompletionResult]::new('navigate', 'navigate', [CompletionResultType]::ParameterValue, 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'Go back one page in the history')
            [CompletionResult]::new('forward', 'forward', [CompletionResultType]::ParameterValue, 'Go forward one page in the history')
            [CompletionResult]::new('reload', 'reload', [CompletionResultType]::ParameterValue, 'Reload the page')
            [CompletionResult]::new('snapshot', 'snapshot', [CompletionResultType]::ParameterValue, 'List the page''s interactive elements, headings and landmarks with refs (@e12)')
            [CompletionResult]::new('click', 'click', [CompletionResultType]::ParameterValue, 'Click an element: a real mouse click at its centre, after scrolling it into view')
            [CompletionResult]::new('type', 'type', [CompletionResultType]::ParameterValue, 'Type into a field, replacing its value unless --append')
            [CompletionResult]::new('press', 'press', [CompletionResultType]::ParameterValue, 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …')
            [CompletionResult]::new('select', 'select', [CompletionResultType]::ParameterValue, 'Choose an option of a `<select>` list by its value or its label')
            [CompletionResult]::new('read', 'read', [CompletionResultType]::ParameterValue, 'Print the visible text of the page or of one element')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'Print the HTML of the page or of one element')
            [CompletionResult]::new('screenshot', 'screenshot', [CompletionResultType]::ParameterValue, 'Save a PNG of the viewport, the whole page or one element; prints its path and size')
            [CompletionResult]::new('console', 'console', [CompletionResultType]::ParameterValue, 'Print the console messages and uncaught errors the session has seen')
            [CompletionResult]::new('wait', 'wait', [CompletionResultType]::ParameterValue, 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms')
            [CompletionResult]::new('script', 'script', [CompletionResultType]::ParameterValue, 'Run JavaScript in the page and print its value: JSON, or a string as itself')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Start recording a walkthrough: a screenshot and a line in steps.md after every action')
            [CompletionResult]::new('stop-recording', 'stop-recording', [CompletionResultType]::ParameterValue, 'Stop the walkthrough recording; prints its folder and files')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the session: browser, version, sandbox, proxy, page, recording')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Let a navigation the page started go ahead (it waits, parked, for this answer)')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Refuse a navigation the page started; the page stays where it was')
            [CompletionResult]::new('hover', 'hover', [CompletionResultType]::ParameterValue, 'Move the mouse onto an element (opens hover menus)')
            [CompletionResult]::new('dblclick', 'dblclick', [CompletionResultType]::ParameterValue, 'Double-click an element')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a checkbox, radio or switch (nothing when it is checked already)')
            [CompletionResult]::new('uncheck', 'uncheck', [CompletionResultType]::ParameterValue, 'Uncheck a checkbox or switch (nothing when it is unchecked already)')
            [CompletionResult]::new('focus', 'focus', [CompletionResultType]::ParameterValue, 'Give an element the focus')
            [CompletionResult]::new('scroll', 'scroll', [CompletionResultType]::ParameterValue, 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box')
            [CompletionResult]::new('is', 'is', [CompletionResultType]::ParameterValue, 'Tell whether an element is visible, enabled or checked: true or false')
            [CompletionResult]::new('tab', 'tab', [CompletionResultType]::ParameterValue, 'List, open, switch or close tabs; windows the page opens become tabs too')
            [CompletionResult]::new('dialog', 'dialog', [CompletionResultType]::ParameterValue, 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)')
            [CompletionResult]::new('state', 'state', [CompletionResultType]::ParameterValue, 'Save the session''s login (cookies and storage) to a file, or load one into the session')
            [CompletionResult]::new('cookies', 'cookies', [CompletionResultType]::ParameterValue, 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear')
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Set the files of a file input (or answer the file chooser the last action opened)')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Click an element and wait for the download it starts; prints path, size, type, sha256')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the session''s browser (or, with --all, every session''s)')
            [CompletionResult]::new('drag', 'drag', [CompletionResultType]::ParameterValue, 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves')
            [CompletionResult]::new('batch', 'batch', [CompletionResultType]::ParameterValue, 'Run verbs read from stdin, one per line, over one connection; print each reply in order')
            [CompletionResult]::new('network', 'network', [CompletionResultType]::ParameterValue, 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason')
            [CompletionResult]::new('pdf', 'pdf', [CompletionResultType]::ParameterValue, 'Print the page to a PDF; prints its path, size and page count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;open' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;navigate' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;back' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;forward' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;reload' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;snapshot' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every node of the accessibility tree, not only what can be acted on')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;click' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;type' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--append', '--append', [CompletionResultType]::ParameterName, 'Keep the field''s value and add the text at its end')
            [CompletionResult]::new('--submit', '--submit', [CompletionResultType]::ParameterName, 'Press Enter afterwards (submits most forms)')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;press' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;select' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;read' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;html' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;screenshot' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the PNG here')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the PNG here')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--full-page', '--full-page', [CompletionResultType]::ParameterName, 'The whole page, beyond the viewport')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;console' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--errors', '--errors', [CompletionResultType]::ParameterName, 'Only errors and uncaught exceptions')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;wait' {
            [CompletionResult]::new('--text', '--text', [CompletionResultType]::ParameterName, 'The page''s text contains T')
            [CompletionResult]::new('--gone', '--gone', [CompletionResultType]::ParameterName, 'The page''s text no longer contains T')
            [CompletionResult]::new('--for', '--for', [CompletionResultType]::ParameterName, 'The target matches exactly one element')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'The page URL matches GLOB (* any characters, ? one)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Give up after this many seconds')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--load', '--load', [CompletionResultType]::ParameterName, 'The page''s load event has fired')
            [CompletionResult]::new('--idle', '--idle', [CompletionResultType]::ParameterName, 'The page has had no request in flight for 500 ms')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;script' {
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds a promise may take to settle [default: web.timeoutSeconds, 30]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;record' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Record into this folder (new or empty) instead of the state dir''s walkthroughs/')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;stop-recording' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;status' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;approve' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--for-session', '--for-session', [CompletionResultType]::ParameterName, 'Also let the page go to this host for the rest of the approval session (a session grant, like "Yes, for this session" at the prompt)')
            [CompletionResult]::new('--always', '--always', [CompletionResultType]::ParameterName, 'Also add web_fetch(HOST) to policy.json (like "Yes, always" at the prompt)')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;deny' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;hover' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;dblclick' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;check' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;uncheck' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;focus' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;scroll' {
            [CompletionResult]::new('--by', '--by', [CompletionResultType]::ParameterName, 'Scroll by DX,DY CSS pixels (negative goes left or up)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Scroll to the top or the bottom of the page')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('url', 'url', [CompletionResultType]::ParameterValue, 'The page''s URL')
            [CompletionResult]::new('title', 'title', [CompletionResultType]::ParameterValue, 'The page''s title')
            [CompletionResult]::new('text', 'text', [CompletionResultType]::ParameterValue, 'An element''s visible text')
            [CompletionResult]::new('value', 'value', [CompletionResultType]::ParameterValue, 'A form field''s value')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'An element''s HTML')
            [CompletionResult]::new('attr', 'attr', [CompletionResultType]::ParameterValue, 'One attribute of an element (null when it has none)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'How many elements the target matches (it may match many, or none)')
            [CompletionResult]::new('box', 'box', [CompletionResultType]::ParameterValue, 'An element''s box in the viewport: x, y, width and height in CSS pixels')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;get;url' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;title' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;text' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;value' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;html' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;attr' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;count' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;box' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;get;help' {
            [CompletionResult]::new('url', 'url', [CompletionResultType]::ParameterValue, 'The page''s URL')
            [CompletionResult]::new('title', 'title', [CompletionResultType]::ParameterValue, 'The page''s title')
            [CompletionResult]::new('text', 'text', [CompletionResultType]::ParameterValue, 'An element''s visible text')
            [CompletionResult]::new('value', 'value', [CompletionResultType]::ParameterValue, 'A form field''s value')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'An element''s HTML')
            [CompletionResult]::new('attr', 'attr', [CompletionResultType]::ParameterValue, 'One attribute of an element (null when it has none)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'How many elements the target matches (it may match many, or none)')
            [CompletionResult]::new('box', 'box', [CompletionResultType]::ParameterValue, 'An element''s box in the viewport: x, y, width and height in CSS pixels')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;get;help;url' {
            break
        }
        'garuda-web;browse;get;help;title' {
            break
        }
        'garuda-web;browse;get;help;text' {
            break
        }
        'garuda-web;browse;get;help;value' {
            break
        }
        'garuda-web;browse;get;help;html' {
            break
        }
        'garuda-web;browse;get;help;attr' {
            break
        }
        'garuda-web;browse;get;help;count' {
            break
        }
        'garuda-web;browse;get;help;box' {
            break
        }
        'garuda-web;browse;get;help;help' {
            break
        }
        'garuda-web;browse;is' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('visible', 'visible', [CompletionResultType]::ParameterValue, 'Whether the element is visible (it has a size and is not hidden)')
            [CompletionResult]::new('enabled', 'enabled', [CompletionResultType]::ParameterValue, 'Whether the element is enabled (not disabled)')
            [CompletionResult]::new('checked', 'checked', [CompletionResultType]::ParameterValue, 'Whether the checkbox, radio or switch is checked')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;is;visible' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;is;enabled' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;is;checked' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;is;help' {
            [CompletionResult]::new('visible', 'visible', [CompletionResultType]::ParameterValue, 'Whether the element is visible (it has a size and is not hidden)')
            [CompletionResult]::new('enabled', 'enabled', [CompletionResultType]::ParameterValue, 'Whether the element is enabled (not disabled)')
            [CompletionResult]::new('checked', 'checked', [CompletionResultType]::ParameterValue, 'Whether the checkbox, radio or switch is checked')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;is;help;visible' {
            break
        }
        'garuda-web;browse;is;help;enabled' {
            break
        }
        'garuda-web;browse;is;help;checked' {
            break
        }
        'garuda-web;browse;is;help;help' {
            break
        }
        'garuda-web;browse;tab' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tabs: id, URL, title, which is active')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a tab (on URL, decided like open) and make it the active one')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a tab the active one; prints its page')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a tab (the active one without ID); another becomes active')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;tab;list' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;tab;new' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;tab;switch' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;tab;close' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;tab;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tabs: id, URL, title, which is active')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a tab (on URL, decided like open) and make it the active one')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a tab the active one; prints its page')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a tab (the active one without ID); another becomes active')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;tab;help;list' {
            break
        }
        'garuda-web;browse;tab;help;new' {
            break
        }
        'garuda-web;browse;tab;help;switch' {
            break
        }
        'garuda-web;browse;tab;help;close' {
            break
        }
        'garuda-web;browse;tab;help;help' {
            break
        }
        'garuda-web;browse;dialog' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('accept', 'accept', [CompletionResultType]::ParameterValue, 'OK: confirm, leave the page (beforeunload), or answer a prompt')
            [CompletionResult]::new('dismiss', 'dismiss', [CompletionResultType]::ParameterValue, 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;dialog;accept' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;dialog;dismiss' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;dialog;help' {
            [CompletionResult]::new('accept', 'accept', [CompletionResultType]::ParameterValue, 'OK: confirm, leave the page (beforeunload), or answer a prompt')
            [CompletionResult]::new('dismiss', 'dismiss', [CompletionResultType]::ParameterValue, 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;dialog;help;accept' {
            break
        }
        'garuda-web;browse;dialog;help;dismiss' {
            break
        }
        'garuda-web;browse;dialog;help;help' {
            break
        }
        'garuda-web;browse;state' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials')
            [CompletionResult]::new('load', 'load', [CompletionResultType]::ParameterValue, 'Restore the cookies and storage of a state file into the session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;state;save' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;state;load' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;state;help' {
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials')
            [CompletionResult]::new('load', 'load', [CompletionResultType]::ParameterValue, 'Restore the cookies and storage of a state file into the session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;state;help;save' {
            break
        }
        'garuda-web;browse;state;help;load' {
            break
        }
        'garuda-web;browse;state;help;help' {
            break
        }
        'garuda-web;browse;cookies' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--clear', '--clear', [CompletionResultType]::ParameterName, 'Delete every cookie of the session (every site''s) and say how many')
            [CompletionResult]::new('--values', '--values', [CompletionResultType]::ParameterName, 'Show each cookie''s value too')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;upload' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;download' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the file here (never over an existing file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the file here (never over an existing file)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;close' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every session of this user')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;drag' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;batch' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--keep-going', '--keep-going', [CompletionResultType]::ParameterName, 'Run every step even after one failed')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;network' {
            [CompletionResult]::new('--filter', '--filter', [CompletionResultType]::ParameterName, 'Only requests whose URL matches GLOB (* any characters, ? one)')
            [CompletionResult]::new('--har', '--har', [CompletionResultType]::ParameterName, 'Also write the requests listed as HAR 1.2 to FILE (a new file)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Every request kept for the tab (at most 500), not only those since its last navigation')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;pdf' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the PDF here (a new file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the PDF here (a new file)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch''s name)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;browse;help' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'Go back one page in the history')
            [CompletionResult]::new('forward', 'forward', [CompletionResultType]::ParameterValue, 'Go forward one page in the history')
            [CompletionResult]::new('reload', 'reload', [CompletionResultType]::ParameterValue, 'Reload the page')
            [CompletionResult]::new('snapshot', 'snapshot', [CompletionResultType]::ParameterValue, 'List the page''s interactive elements, headings and landmarks with refs (@e12)')
            [CompletionResult]::new('click', 'click', [CompletionResultType]::ParameterValue, 'Click an element: a real mouse click at its centre, after scrolling it into view')
            [CompletionResult]::new('type', 'type', [CompletionResultType]::ParameterValue, 'Type into a field, replacing its value unless --append')
            [CompletionResult]::new('press', 'press', [CompletionResultType]::ParameterValue, 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …')
            [CompletionResult]::new('select', 'select', [CompletionResultType]::ParameterValue, 'Choose an option of a `<select>` list by its value or its label')
            [CompletionResult]::new('read', 'read', [CompletionResultType]::ParameterValue, 'Print the visible text of the page or of one element')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'Print the HTML of the page or of one element')
            [CompletionResult]::new('screenshot', 'screenshot', [CompletionResultType]::ParameterValue, 'Save a PNG of the viewport, the whole page or one element; prints its path and size')
            [CompletionResult]::new('console', 'console', [CompletionResultType]::ParameterValue, 'Print the console messages and uncaught errors the session has seen')
            [CompletionResult]::new('wait', 'wait', [CompletionResultType]::ParameterValue, 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms')
            [CompletionResult]::new('script', 'script', [CompletionResultType]::ParameterValue, 'Run JavaScript in the page and print its value: JSON, or a string as itself')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Start recording a walkthrough: a screenshot and a line in steps.md after every action')
            [CompletionResult]::new('stop-recording', 'stop-recording', [CompletionResultType]::ParameterValue, 'Stop the walkthrough recording; prints its folder and files')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the session: browser, version, sandbox, proxy, page, recording')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Let a navigation the page started go ahead (it waits, parked, for this answer)')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Refuse a navigation the page started; the page stays where it was')
            [CompletionResult]::new('hover', 'hover', [CompletionResultType]::ParameterValue, 'Move the mouse onto an element (opens hover menus)')
            [CompletionResult]::new('dblclick', 'dblclick', [CompletionResultType]::ParameterValue, 'Double-click an element')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a checkbox, radio or switch (nothing when it is checked already)')
            [CompletionResult]::new('uncheck', 'uncheck', [CompletionResultType]::ParameterValue, 'Uncheck a checkbox or switch (nothing when it is unchecked already)')
            [CompletionResult]::new('focus', 'focus', [CompletionResultType]::ParameterValue, 'Give an element the focus')
            [CompletionResult]::new('scroll', 'scroll', [CompletionResultType]::ParameterValue, 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box')
            [CompletionResult]::new('is', 'is', [CompletionResultType]::ParameterValue, 'Tell whether an element is visible, enabled or checked: true or false')
            [CompletionResult]::new('tab', 'tab', [CompletionResultType]::ParameterValue, 'List, open, switch or close tabs; windows the page opens become tabs too')
            [CompletionResult]::new('dialog', 'dialog', [CompletionResultType]::ParameterValue, 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)')
            [CompletionResult]::new('state', 'state', [CompletionResultType]::ParameterValue, 'Save the session''s login (cookies and storage) to a file, or load one into the session')
            [CompletionResult]::new('cookies', 'cookies', [CompletionResultType]::ParameterValue, 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear')
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Set the files of a file input (or answer the file chooser the last action opened)')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Click an element and wait for the download it starts; prints path, size, type, sha256')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the session''s browser (or, with --all, every session''s)')
            [CompletionResult]::new('drag', 'drag', [CompletionResultType]::ParameterValue, 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves')
            [CompletionResult]::new('batch', 'batch', [CompletionResultType]::ParameterValue, 'Run verbs read from stdin, one per line, over one connection; print each reply in order')
            [CompletionResult]::new('network', 'network', [CompletionResultType]::ParameterValue, 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason')
            [CompletionResult]::new('pdf', 'pdf', [CompletionResultType]::ParameterValue, 'Print the page to a PDF; prints its path, size and page count')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;browse;help;open' {
            break
        }
        'garuda-web;browse;help;back' {
            break
        }
        'garuda-web;browse;help;forward' {
            break
        }
        'garuda-web;browse;help;reload' {
            break
        }
        'garuda-web;browse;help;snapshot' {
            break
        }
        'garuda-web;browse;help;click' {
            break
        }
        'garuda-web;browse;help;type' {
            break
        }
        'garuda-web;browse;help;press' {
            break
        }
        'garuda-web;browse;help;select' {
            break
        }
        'garuda-web;browse;help;read' {
            break
        }
        'garuda-web;browse;help;html' {
            break
        }
        'garuda-web;browse;help;screenshot' {
            break
        }
        'garuda-web;browse;help;console' {
            break
        }
        'garuda-web;browse;help;wait' {
            break
        }
        'garuda-web;browse;help;script' {
            break
        }
        'garuda-web;browse;help;record' {
            break
        }
        'garuda-web;browse;help;stop-recording' {
            break
        }
        'garuda-web;browse;help;status' {
            break
        }
        'garuda-web;browse;help;approve' {
            break
        }
        'garuda-web;browse;help;deny' {
            break
        }
        'garuda-web;browse;help;hover' {
            break
        }
        'garuda-web;browse;help;dblclick' {
            break
        }
        'garuda-web;browse;help;check' {
            break
        }
        'garuda-web;browse;help;uncheck' {
            break
        }
        'garuda-web;browse;help;focus' {
            break
        }
        'garuda-web;browse;help;scroll' {
            break
        }
        'garuda-web;browse;help;get' {
            [CompletionResult]::new('url', 'url', [CompletionResultType]::ParameterValue, 'The page''s URL')
            [CompletionResult]::new('title', 'title', [CompletionResultType]::ParameterValue, 'The page''s title')
            [CompletionResult]::new('text', 'text', [CompletionResultType]::ParameterValue, 'An element''s visible text')
            [CompletionResult]::new('value', 'value', [CompletionResultType]::ParameterValue, 'A form field''s value')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'An element''s HTML')
            [CompletionResult]::new('attr', 'attr', [CompletionResultType]::ParameterValue, 'One attribute of an element (null when it has none)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'How many elements the target matches (it may match many, or none)')
            [CompletionResult]::new('box', 'box', [CompletionResultType]::ParameterValue, 'An element''s box in the viewport: x, y, width and height in CSS pixels')
            break
        }
        'garuda-web;browse;help;get;url' {
            break
        }
        'garuda-web;browse;help;get;title' {
            break
        }
        'garuda-web;browse;help;get;text' {
            break
        }
        'garuda-web;browse;help;get;value' {
            break
        }
        'garuda-web;browse;help;get;html' {
            break
        }
        'garuda-web;browse;help;get;attr' {
            break
        }
        'garuda-web;browse;help;get;count' {
            break
        }
        'garuda-web;browse;help;get;box' {
            break
        }
        'garuda-web;browse;help;is' {
            [CompletionResult]::new('visible', 'visible', [CompletionResultType]::ParameterValue, 'Whether the element is visible (it has a size and is not hidden)')
            [CompletionResult]::new('enabled', 'enabled', [CompletionResultType]::ParameterValue, 'Whether the element is enabled (not disabled)')
            [CompletionResult]::new('checked', 'checked', [CompletionResultType]::ParameterValue, 'Whether the checkbox, radio or switch is checked')
            break
        }
        'garuda-web;browse;help;is;visible' {
            break
        }
        'garuda-web;browse;help;is;enabled' {
            break
        }
        'garuda-web;browse;help;is;checked' {
            break
        }
        'garuda-web;browse;help;tab' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tabs: id, URL, title, which is active')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a tab (on URL, decided like open) and make it the active one')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a tab the active one; prints its page')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a tab (the active one without ID); another becomes active')
            break
        }
        'garuda-web;browse;help;tab;list' {
            break
        }
        'garuda-web;browse;help;tab;new' {
            break
        }
        'garuda-web;browse;help;tab;switch' {
            break
        }
        'garuda-web;browse;help;tab;close' {
            break
        }
        'garuda-web;browse;help;dialog' {
            [CompletionResult]::new('accept', 'accept', [CompletionResultType]::ParameterValue, 'OK: confirm, leave the page (beforeunload), or answer a prompt')
            [CompletionResult]::new('dismiss', 'dismiss', [CompletionResultType]::ParameterValue, 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)')
            break
        }
        'garuda-web;browse;help;dialog;accept' {
            break
        }
        'garuda-web;browse;help;dialog;dismiss' {
            break
        }
        'garuda-web;browse;help;state' {
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials')
            [CompletionResult]::new('load', 'load', [CompletionResultType]::ParameterValue, 'Restore the cookies and storage of a state file into the session')
            break
        }
        'garuda-web;browse;help;state;save' {
            break
        }
        'garuda-web;browse;help;state;load' {
            break
        }
        'garuda-web;browse;help;cookies' {
            break
        }
        'garuda-web;browse;help;upload' {
            break
        }
        'garuda-web;browse;help;download' {
            break
        }
        'garuda-web;browse;help;close' {
            break
        }
        'garuda-web;browse;help;drag' {
            break
        }
        'garuda-web;browse;help;batch' {
            break
        }
        'garuda-web;browse;help;network' {
            break
        }
        'garuda-web;browse;help;pdf' {
            break
        }
        'garuda-web;browse;help;help' {
            break
        }
        'garuda-web;config' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print where config.json, policy.json, the cache and the state live')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Write a starter config.json with every key and its default (never overwrites)')
            [CompletionResult]::new('allow', 'allow', [CompletionResultType]::ParameterValue, 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Add a deny rule to policy.json; deny rules win over every allow rule')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'List the approvals granted for this session ("Yes, for this session"), or clear them')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List every allow and deny rule with where it came from, and this session''s grants')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Choose how `search` works')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;path' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;show' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;check' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;init' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;allow' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;deny' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;remove' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;sessions' {
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every grant of this session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;sessions;clear' {
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;sessions;help' {
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every grant of this session')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;sessions;help;clear' {
            break
        }
        'garuda-web;config;sessions;help;help' {
            break
        }
        'garuda-web;config;rules' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;search' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Save which search to use: Claude''s web search, the configured provider, or none')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;search;use' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;config;search;help' {
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Save which search to use: Claude''s web search, the configured provider, or none')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;search;help;use' {
            break
        }
        'garuda-web;config;search;help;help' {
            break
        }
        'garuda-web;config;help' {
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print where config.json, policy.json, the cache and the state live')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Write a starter config.json with every key and its default (never overwrites)')
            [CompletionResult]::new('allow', 'allow', [CompletionResultType]::ParameterValue, 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Add a deny rule to policy.json; deny rules win over every allow rule')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'List the approvals granted for this session ("Yes, for this session"), or clear them')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List every allow and deny rule with where it came from, and this session''s grants')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Choose how `search` works')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;config;help;path' {
            break
        }
        'garuda-web;config;help;show' {
            break
        }
        'garuda-web;config;help;check' {
            break
        }
        'garuda-web;config;help;init' {
            break
        }
        'garuda-web;config;help;allow' {
            break
        }
        'garuda-web;config;help;deny' {
            break
        }
        'garuda-web;config;help;remove' {
            break
        }
        'garuda-web;config;help;sessions' {
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every grant of this session')
            break
        }
        'garuda-web;config;help;sessions;clear' {
            break
        }
        'garuda-web;config;help;rules' {
            break
        }
        'garuda-web;config;help;search' {
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Save which search to use: Claude''s web search, the configured provider, or none')
            break
        }
        'garuda-web;config;help;search;use' {
            break
        }
        'garuda-web;config;help;help' {
            break
        }
        'garuda-web;cache' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the cached pages: URL, age, size, fresh or expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every cached page')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;cache;list' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;cache;clear' {
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;cache;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the cached pages: URL, age, size, fresh or expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every cached page')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;cache;help;list' {
            break
        }
        'garuda-web;cache;help;clear' {
            break
        }
        'garuda-web;cache;help;help' {
            break
        }
        'garuda-web;mcp' {
            [CompletionResult]::new('--allow', '--allow', [CompletionResultType]::ParameterName, 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)')
            [CompletionResult]::new('--deny', '--deny', [CompletionResultType]::ParameterName, 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)')
            [CompletionResult]::new('--session', '--session', [CompletionResultType]::ParameterName, 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to colour stderr messages')
            [CompletionResult]::new('--allow-localhost', '--allow-localhost', [CompletionResultType]::ParameterName, 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them in every fetch it serves. Private networks stay refused')
            [CompletionResult]::new('--browse', '--browse', [CompletionResultType]::ParameterName, 'Also serve the browse tools (browse_open, browse_snapshot, browse_click, …), one per `garuda-web browse` verb, on the same browser session the command line uses (B-01)')
            [CompletionResult]::new('--allow-local', '--allow-local', [CompletionResultType]::ParameterName, 'Give the browse session local access when a browse_open starts it (B-10): pages on a loopback or private address may reach the local addresses their URLs name. Only this flag turns it on; no tool argument can')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print exactly one JSON object on stdout, also on failure')
            [CompletionResult]::new('--no-config', '--no-config', [CompletionResultType]::ParameterName, 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only the result and errors: no warnings, notes or status line on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'garuda-web;help' {
            [CompletionResult]::new('fetch', 'fetch', [CompletionResultType]::ParameterValue, 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block')
            [CompletionResult]::new('browse', 'browse', [CompletionResultType]::ParameterValue, 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show, check and edit settings and approval rules')
            [CompletionResult]::new('cache', 'cache', [CompletionResultType]::ParameterValue, 'List or clear the pages kept for paging (`fetch --start`)')
            [CompletionResult]::new('mcp', 'mcp', [CompletionResultType]::ParameterValue, 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'garuda-web;help;fetch' {
            break
        }
        'garuda-web;help;search' {
            break
        }
        'garuda-web;help;browse' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot')
            [CompletionResult]::new('back', 'back', [CompletionResultType]::ParameterValue, 'Go back one page in the history')
            [CompletionResult]::new('forward', 'forward', [CompletionResultType]::ParameterValue, 'Go forward one page in the history')
            [CompletionResult]::new('reload', 'reload', [CompletionResultType]::ParameterValue, 'Reload the page')
            [CompletionResult]::new('snapshot', 'snapshot', [CompletionResultType]::ParameterValue, 'List the page''s interactive elements, headings and landmarks with refs (@e12)')
            [CompletionResult]::new('click', 'click', [CompletionResultType]::ParameterValue, 'Click an element: a real mouse click at its centre, after scrolling it into view')
            [CompletionResult]::new('type', 'type', [CompletionResultType]::ParameterValue, 'Type into a field, replacing its value unless --append')
            [CompletionResult]::new('press', 'press', [CompletionResultType]::ParameterValue, 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …')
            [CompletionResult]::new('select', 'select', [CompletionResultType]::ParameterValue, 'Choose an option of a `<select>` list by its value or its label')
            [CompletionResult]::new('read', 'read', [CompletionResultType]::ParameterValue, 'Print the visible text of the page or of one element')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'Print the HTML of the page or of one element')
            [CompletionResult]::new('screenshot', 'screenshot', [CompletionResultType]::ParameterValue, 'Save a PNG of the viewport, the whole page or one element; prints its path and size')
            [CompletionResult]::new('console', 'console', [CompletionResultType]::ParameterValue, 'Print the console messages and uncaught errors the session has seen')
            [CompletionResult]::new('wait', 'wait', [CompletionResultType]::ParameterValue, 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms')
            [CompletionResult]::new('script', 'script', [CompletionResultType]::ParameterValue, 'Run JavaScript in the page and print its value: JSON, or a string as itself')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Start recording a walkthrough: a screenshot and a line in steps.md after every action')
            [CompletionResult]::new('stop-recording', 'stop-recording', [CompletionResultType]::ParameterValue, 'Stop the walkthrough recording; prints its folder and files')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the session: browser, version, sandbox, proxy, page, recording')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Let a navigation the page started go ahead (it waits, parked, for this answer)')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Refuse a navigation the page started; the page stays where it was')
            [CompletionResult]::new('hover', 'hover', [CompletionResultType]::ParameterValue, 'Move the mouse onto an element (opens hover menus)')
            [CompletionResult]::new('dblclick', 'dblclick', [CompletionResultType]::ParameterValue, 'Double-click an element')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check a checkbox, radio or switch (nothing when it is checked already)')
            [CompletionResult]::new('uncheck', 'uncheck', [CompletionResultType]::ParameterValue, 'Uncheck a checkbox or switch (nothing when it is unchecked already)')
            [CompletionResult]::new('focus', 'focus', [CompletionResultType]::ParameterValue, 'Give an element the focus')
            [CompletionResult]::new('scroll', 'scroll', [CompletionResultType]::ParameterValue, 'Scroll an element into view, by DX,DY pixels (a mouse wheel), or to the top or bottom')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Read one value: the page''s URL or title, or an element''s text, value, HTML, attribute, count or box')
            [CompletionResult]::new('is', 'is', [CompletionResultType]::ParameterValue, 'Tell whether an element is visible, enabled or checked: true or false')
            [CompletionResult]::new('tab', 'tab', [CompletionResultType]::ParameterValue, 'List, open, switch or close tabs; windows the page opens become tabs too')
            [CompletionResult]::new('dialog', 'dialog', [CompletionResultType]::ParameterValue, 'Show the dialog the page holds open, or answer it: accept (OK) or dismiss (Cancel)')
            [CompletionResult]::new('state', 'state', [CompletionResultType]::ParameterValue, 'Save the session''s login (cookies and storage) to a file, or load one into the session')
            [CompletionResult]::new('cookies', 'cookies', [CompletionResultType]::ParameterValue, 'List the session''s cookies: name, domain, path, expiry and flags, never the values unless --values; or delete them all with --clear')
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Set the files of a file input (or answer the file chooser the last action opened)')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Click an element and wait for the download it starts; prints path, size, type, sha256')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the session''s browser (or, with --all, every session''s)')
            [CompletionResult]::new('drag', 'drag', [CompletionResultType]::ParameterValue, 'Drag an element onto another: HTML5 drag and drop, or a mouse drag (press, move, release) for pages that follow the mouse themselves')
            [CompletionResult]::new('batch', 'batch', [CompletionResultType]::ParameterValue, 'Run verbs read from stdin, one per line, over one connection; print each reply in order')
            [CompletionResult]::new('network', 'network', [CompletionResultType]::ParameterValue, 'List the active tab''s requests since its last navigation: method, URL, status, type, size, time, and the ones garuda-web''s proxy refused, with the reason')
            [CompletionResult]::new('pdf', 'pdf', [CompletionResultType]::ParameterValue, 'Print the page to a PDF; prints its path, size and page count')
            break
        }
        'garuda-web;help;browse;open' {
            break
        }
        'garuda-web;help;browse;back' {
            break
        }
        'garuda-web;help;browse;forward' {
            break
        }
        'garuda-web;help;browse;reload' {
            break
        }
        'garuda-web;help;browse;snapshot' {
            break
        }
        'garuda-web;help;browse;click' {
            break
        }
        'garuda-web;help;browse;type' {
            break
        }
        'garuda-web;help;browse;press' {
            break
        }
        'garuda-web;help;browse;select' {
            break
        }
        'garuda-web;help;browse;read' {
            break
        }
        'garuda-web;help;browse;html' {
            break
        }
        'garuda-web;help;browse;screenshot' {
            break
        }
        'garuda-web;help;browse;console' {
            break
        }
        'garuda-web;help;browse;wait' {
            break
        }
        'garuda-web;help;browse;script' {
            break
        }
        'garuda-web;help;browse;record' {
            break
        }
        'garuda-web;help;browse;stop-recording' {
            break
        }
        'garuda-web;help;browse;status' {
            break
        }
        'garuda-web;help;browse;approve' {
            break
        }
        'garuda-web;help;browse;deny' {
            break
        }
        'garuda-web;help;browse;hover' {
            break
        }
        'garuda-web;help;browse;dblclick' {
            break
        }
        'garuda-web;help;browse;check' {
            break
        }
        'garuda-web;help;browse;uncheck' {
            break
        }
        'garuda-web;help;browse;focus' {
            break
        }
        'garuda-web;help;browse;scroll' {
            break
        }
        'garuda-web;help;browse;get' {
            [CompletionResult]::new('url', 'url', [CompletionResultType]::ParameterValue, 'The page''s URL')
            [CompletionResult]::new('title', 'title', [CompletionResultType]::ParameterValue, 'The page''s title')
            [CompletionResult]::new('text', 'text', [CompletionResultType]::ParameterValue, 'An element''s visible text')
            [CompletionResult]::new('value', 'value', [CompletionResultType]::ParameterValue, 'A form field''s value')
            [CompletionResult]::new('html', 'html', [CompletionResultType]::ParameterValue, 'An element''s HTML')
            [CompletionResult]::new('attr', 'attr', [CompletionResultType]::ParameterValue, 'One attribute of an element (null when it has none)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'How many elements the target matches (it may match many, or none)')
            [CompletionResult]::new('box', 'box', [CompletionResultType]::ParameterValue, 'An element''s box in the viewport: x, y, width and height in CSS pixels')
            break
        }
        'garuda-web;help;browse;get;url' {
            break
        }
        'garuda-web;help;browse;get;title' {
            break
        }
        'garuda-web;help;browse;get;text' {
            break
        }
        'garuda-web;help;browse;get;value' {
            break
        }
        'garuda-web;help;browse;get;html' {
            break
        }
        'garuda-web;help;browse;get;attr' {
            break
        }
        'garuda-web;help;browse;get;count' {
            break
        }
        'garuda-web;help;browse;get;box' {
            break
        }
        'garuda-web;help;browse;is' {
            [CompletionResult]::new('visible', 'visible', [CompletionResultType]::ParameterValue, 'Whether the element is visible (it has a size and is not hidden)')
            [CompletionResult]::new('enabled', 'enabled', [CompletionResultType]::ParameterValue, 'Whether the element is enabled (not disabled)')
            [CompletionResult]::new('checked', 'checked', [CompletionResultType]::ParameterValue, 'Whether the checkbox, radio or switch is checked')
            break
        }
        'garuda-web;help;browse;is;visible' {
            break
        }
        'garuda-web;help;browse;is;enabled' {
            break
        }
        'garuda-web;help;browse;is;checked' {
            break
        }
        'garuda-web;help;browse;tab' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the tabs: id, URL, title, which is active')
            [CompletionResult]::new('new', 'new', [CompletionResultType]::ParameterValue, 'Open a tab (on URL, decided like open) and make it the active one')
            [CompletionResult]::new('switch', 'switch', [CompletionResultType]::ParameterValue, 'Make a tab the active one; prints its page')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a tab (the active one without ID); another becomes active')
            break
        }
        'garuda-web;help;browse;tab;list' {
            break
        }
        'garuda-web;help;browse;tab;new' {
            break
        }
        'garuda-web;help;browse;tab;switch' {
            break
        }
        'garuda-web;help;browse;tab;close' {
            break
        }
        'garuda-web;help;browse;dialog' {
            [CompletionResult]::new('accept', 'accept', [CompletionResultType]::ParameterValue, 'OK: confirm, leave the page (beforeunload), or answer a prompt')
            [CompletionResult]::new('dismiss', 'dismiss', [CompletionResultType]::ParameterValue, 'Cancel: the confirm or prompt answers no, the page stays (beforeunload)')
            break
        }
        'garuda-web;help;browse;dialog;accept' {
            break
        }
        'garuda-web;help;browse;dialog;dismiss' {
            break
        }
        'garuda-web;help;browse;state' {
            [CompletionResult]::new('save', 'save', [CompletionResultType]::ParameterValue, 'Write the session''s cookies and storage to FILE (0600); the reply warns that it holds credentials')
            [CompletionResult]::new('load', 'load', [CompletionResultType]::ParameterValue, 'Restore the cookies and storage of a state file into the session')
            break
        }
        'garuda-web;help;browse;state;save' {
            break
        }
        'garuda-web;help;browse;state;load' {
            break
        }
        'garuda-web;help;browse;cookies' {
            break
        }
        'garuda-web;help;browse;upload' {
            break
        }
        'garuda-web;help;browse;download' {
            break
        }
        'garuda-web;help;browse;close' {
            break
        }
        'garuda-web;help;browse;drag' {
            break
        }
        'garuda-web;help;browse;batch' {
            break
        }
        'garuda-web;help;browse;network' {
            break
        }
        'garuda-web;help;browse;pdf' {
            break
        }
        'garuda-web;help;config' {
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print where config.json, policy.json, the cache and the state live')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Write a starter config.json with every key and its default (never overwrites)')
            [CompletionResult]::new('allow', 'allow', [CompletionResultType]::ParameterValue, 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …')
            [CompletionResult]::new('deny', 'deny', [CompletionResultType]::ParameterValue, 'Add a deny rule to policy.json; deny rules win over every allow rule')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'List the approvals granted for this session ("Yes, for this session"), or clear them')
            [CompletionResult]::new('rules', 'rules', [CompletionResultType]::ParameterValue, 'List every allow and deny rule with where it came from, and this session''s grants')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Choose how `search` works')
            break
        }
        'garuda-web;help;config;path' {
            break
        }
        'garuda-web;help;config;show' {
            break
        }
        'garuda-web;help;config;check' {
            break
        }
        'garuda-web;help;config;init' {
            break
        }
        'garuda-web;help;config;allow' {
            break
        }
        'garuda-web;help;config;deny' {
            break
        }
        'garuda-web;help;config;remove' {
            break
        }
        'garuda-web;help;config;sessions' {
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every grant of this session')
            break
        }
        'garuda-web;help;config;sessions;clear' {
            break
        }
        'garuda-web;help;config;rules' {
            break
        }
        'garuda-web;help;config;search' {
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Save which search to use: Claude''s web search, the configured provider, or none')
            break
        }
        'garuda-web;help;config;search;use' {
            break
        }
        'garuda-web;help;cache' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Show the cached pages: URL, age, size, fresh or expired')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Remove every cached page')
            break
        }
        'garuda-web;help;cache;list' {
            break
        }
        'garuda-web;help;cache;clear' {
            break
        }
        'garuda-web;help;mcp' {
            break
        }
        'garuda-web;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
