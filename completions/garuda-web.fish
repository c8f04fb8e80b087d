# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_garuda_web_global_optspecs
    string join \n json no-config q/quiet v/verbose color= allow= deny= policy= session= h/help V/version
end

function __fish_garuda_web_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_garuda_web_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_garuda_web_using_subcommand
    set -l cmd (__fish_garuda_web_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c garuda-web -n "__fish_garuda_web_needs_command" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -s V -l version -d 'Print version'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "fetch" -d 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "search" -d 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "browse" -d 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "config" -d 'Show, check and edit settings and approval rules'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "cache" -d 'List or clear the pages kept for paging (`fetch --start`)'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "mcp" -d 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line'
complete -c garuda-web -n "__fish_garuda_web_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l allow-url -d 'Approve exactly this URL, even an unusual one that host rules cannot approve' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l start -d 'Start the window at this character of the converted text' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -s o -l output -d 'Write the whole page (converted, or the body with --raw) to FILE; stdout gets nothing (with --json: the JSON without `content`) and stderr a one-line summary. `-` is stdout; a device or FIFO is written through, a symlink replaced, an existing file keeps its mode' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l max-chars -d 'Size of the window in characters (1000–100000)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l render -d 'Read the page as a browser shows it: load it in headless Chromium (through the browse proxy and its checks), wait for the load and its requests (at most 10 s more), then convert the rendered DOM, open shadow roots included (iframes are not read). `--render auto` renders only pages that need JavaScript (F-07). Costs a browser start (about a second) unless a browse session runs for --session' -r -f -a "always\t'Every page (`--render`)'
auto\t'Only a page the plain fetch finds needs JavaScript (`--render auto`, F-07)'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l max-age -d 'Accept a cached copy up to this old; 0 fetches afresh (default: cache.ttlSeconds)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l snapshot -d 'Continue the snapshot whose sha256 starts with HASH (the [More: …] line adds it). If the text read now is another one (the cache holds a newer copy, or the page had to be fetched again), the output carries the warning `page_changed`: offsets taken from the old text may point elsewhere' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l timeout -d 'Give up after this many seconds for the whole fetch (default: web.timeoutSeconds, 30)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l bare -d 'Print the window\'s text alone, without the <web_result> block and its lines (for pipelines: `fetch --raw --bare URL | jq`)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l raw -d 'Print the body as text without converting HTML to Markdown (a PDF: its lines as they are, without headings or re-joined paragraphs)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l pretty -d 'Pretty-print JSON bodies (they pass through unchanged otherwise)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l main -d 'Keep only the page\'s main content: no menus, sidebars, footers, related links or comments (falls back to the whole page, with a warning, when it is unclear)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l outline -d 'Print the page\'s headings with their start offsets instead of its text'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l offline -d 'Read only from the cache; a page that is not cached fails with `not_cached`'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l no-cache -d 'Neither read nor store the cache'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l allow-localhost -d 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them. Private networks stay refused'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand fetch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l max-results -d 'How many results to print, 1–10 (default: search.maxResults in config.json, else 5)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l provider -d 'Search with this provider for this call instead of the configured one' -r -f -a "brave\t'Brave Search API (BRAVE_API_KEY)'
tavily\t'Tavily (TAVILY_API_KEY)'
searxng\t'Your own SearXNG instance (search.url in config.json)'
google\t'Gemini with Google Search grounding (GEMINI_API_KEY)'
claude\t'Claude\'s web search (ANTHROPIC_API_KEY; asks once, $0.01 per search)'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l fetch -d 'Then read the top N results (1–5) as `fetch` does; exactly those URLs are approved by this command, a redirect elsewhere is decided as usual' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l max-chars -d 'With --fetch: the size of each page\'s window in characters (1000–100000)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l main -d 'With --fetch: read only each page\'s main content, as `fetch --main` does'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "open" -d 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "navigate" -d 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "back" -d 'Go back one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "forward" -d 'Go forward one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "reload" -d 'Reload the page'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "snapshot" -d 'List the page\'s interactive elements, headings and landmarks with refs (@e12)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "click" -d 'Click an element: a real mouse click at its centre, after scrolling it into view'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "type" -d 'Type into a field, replacing its value unless --append'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "press" -d 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "select" -d 'Choose an option of a `<select>` list by its value or its label'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "read" -d 'Print the visible text of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "html" -d 'Print the HTML of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "screenshot" -d 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "console" -d 'Print the console messages and uncaught errors the session has seen'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "wait" -d 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "script" -d 'Run JavaScript in the page and print its value: JSON, or a string as itself'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "record" -d 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "stop-recording" -d 'Stop the walkthrough recording; prints its folder and files'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "status" -d 'Show the session: browser, version, sandbox, proxy, page, recording'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "approve" -d 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "deny" -d 'Refuse a navigation the page started; the page stays where it was'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "close" -d 'Close the session\'s browser (or, with --all, every session\'s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and not __fish_seen_subcommand_from open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny close help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from open" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from navigate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from back" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from forward" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from reload" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -l all -d 'Every node of the accessibility tree, not only what can be acted on'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from snapshot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from click" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l append -d 'Keep the field\'s value and add the text at its end'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l submit -d 'Press Enter afterwards (submits most forms)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from type" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from press" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from select" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from read" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from html" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -s o -l output -d 'Write the PNG here' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -l full-page -d 'The whole page, beyond the viewport'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from screenshot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -l errors -d 'Only errors and uncaught exceptions'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from console" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l text -d 'The page\'s text contains T' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l gone -d 'The page\'s text no longer contains T' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l for -d 'The target matches exactly one element' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l url -d 'The page URL matches GLOB (* any characters, ? one)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l timeout -d 'Give up after this many seconds' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l load -d 'The page\'s load event has fired'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l idle -d 'The page has had no request in flight for 500 ms'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from wait" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -l timeout -d 'Seconds a promise may take to settle [default: web.timeoutSeconds, 30]' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from script" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -l dir -d 'Record into this folder (new or empty) instead of the state dir\'s walkthroughs/' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from record" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from stop-recording" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l for-session -d 'Also let the page go to this host for the rest of the approval session (a session grant, like "Yes, for this session" at the prompt)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l always -d 'Also add web_fetch(HOST) to policy.json (like "Yes, always" at the prompt)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from approve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from deny" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -l all -d 'Every session of this user'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -l allow-local -l allow-localhost -d 'Give the session local access, at the open that starts it (kept until close): pages on a loopback or private address may reach loopback and private addresses their URLs name (the web app you are building); public pages never. Link-local and cloud metadata stay refused. `--allow-localhost` is the same switch (fetch\'s name)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "open" -d 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "back" -d 'Go back one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "forward" -d 'Go forward one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "reload" -d 'Reload the page'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "snapshot" -d 'List the page\'s interactive elements, headings and landmarks with refs (@e12)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "click" -d 'Click an element: a real mouse click at its centre, after scrolling it into view'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "type" -d 'Type into a field, replacing its value unless --append'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "press" -d 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "select" -d 'Choose an option of a `<select>` list by its value or its label'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "read" -d 'Print the visible text of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "html" -d 'Print the HTML of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "screenshot" -d 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "console" -d 'Print the console messages and uncaught errors the session has seen'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "wait" -d 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "script" -d 'Run JavaScript in the page and print its value: JSON, or a string as itself'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "record" -d 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "stop-recording" -d 'Stop the walkthrough recording; prints its folder and files'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "status" -d 'Show the session: browser, version, sandbox, proxy, page, recording'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "approve" -d 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "deny" -d 'Refuse a navigation the page started; the page stays where it was'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close the session\'s browser (or, with --all, every session\'s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand browse; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "path" -d 'Print where config.json, policy.json, the cache and the state live'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "show" -d 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "check" -d 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "init" -d 'Write a starter config.json with every key and its default (never overwrites)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "allow" -d 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "deny" -d 'Add a deny rule to policy.json; deny rules win over every allow rule'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "remove" -d 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "sessions" -d 'List the approvals granted for this session ("Yes, for this session"), or clear them'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "rules" -d 'List every allow and deny rule with where it came from, and this session\'s grants'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "search" -d 'Choose how `search` works'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and not __fish_seen_subcommand_from path show check init allow deny remove sessions rules search help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from allow" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from deny" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -l session -d 'The approval session (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -f -a "clear" -d 'Remove every grant of this session'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from sessions" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from rules" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -f -a "use" -d 'Save which search to use: Claude\'s web search, the configured provider, or none'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from search" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "path" -d 'Print where config.json, policy.json, the cache and the state live'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "init" -d 'Write a starter config.json with every key and its default (never overwrites)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "allow" -d 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "deny" -d 'Add a deny rule to policy.json; deny rules win over every allow rule'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "sessions" -d 'List the approvals granted for this session ("Yes, for this session"), or clear them'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "rules" -d 'List every allow and deny rule with where it came from, and this session\'s grants'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "search" -d 'Choose how `search` works'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -f -a "list" -d 'Show the cached pages: URL, age, size, fresh or expired'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -f -a "clear" -d 'Remove every cached page'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and not __fish_seen_subcommand_from list clear help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "list" -d 'Show the cached pages: URL, age, size, fresh or expired'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "clear" -d 'Remove every cached page'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand cache; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l allow -d 'Approve requests matching RULE, e.g. `docs.rs`, `web_fetch(*.github.com)`, `web_fetch(raw.githubusercontent.com/rust-lang/*)`, `*` (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l deny -d 'Refuse requests matching RULE; deny rules win over allow rules (repeatable)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l policy -d 'Add the allow/deny rules of a policy file (only "allow" and "deny" keys; repeatable)' -r -F
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l session -d 'The approval session whose grants apply (default: GARUDA_WEB_SESSION, else the terminal session)' -r -f
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l color -d 'When to colour stderr messages' -r -f -a "auto\t'Colour when stderr is a terminal and NO_COLOR is unset'
always\t'Always colour'
never\t'Never colour'"
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l allow-localhost -d 'Allow loopback addresses (127.0.0.0/8, ::1, localhost) and plain http:// to them in every fetch it serves. Private networks stay refused'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l browse -d 'Also serve the browse tools (browse_open, browse_snapshot, browse_click, …), one per `garuda-web browse` verb, on the same browser session the command line uses (B-01)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l allow-local -d 'Give the browse session local access when a browse_open starts it (B-10): pages on a loopback or private address may reach the local addresses their URLs name. Only this flag turns it on; no tool argument can'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l json -d 'Print exactly one JSON object on stdout, also on failure'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -l no-config -d 'Ignore config.json and policy.json: built-in defaults and the command line only (--policy files still count)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -s q -l quiet -d 'Print only the result and errors: no warnings, notes or status line on stderr'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -s v -l verbose -d 'Explain each step on stderr, as curl -v does: the addresses resolved and checked, the connection, TLS, request and status lines, redirects and their approval, bytes and timings (also with --json)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand mcp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "fetch" -d 'Read one page as Markdown (or as raw text) inside a <web_result> block: HTML, text, Markdown, CSV, JSON, XML, RSS/Atom, and PDF (its text, page by page)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "search" -d 'Search the web with Brave, Tavily, SearXNG, Google (Gemini) or Claude; results as a <web_result> block'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "browse" -d 'Drive a real Chromium kept open between calls; every request goes through the SSRF proxy'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "config" -d 'Show, check and edit settings and approval rules'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "cache" -d 'List or clear the pages kept for paging (`fetch --start`)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "mcp" -d 'Serve web_fetch and web_search to MCP clients over stdio, with the same rules and approvals as the command line'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and not __fish_seen_subcommand_from fetch search browse config cache mcp help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "open" -d 'Go to a URL (decided like fetch: rules, grants or the prompt) and print a snapshot'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "back" -d 'Go back one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "forward" -d 'Go forward one page in the history'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "reload" -d 'Reload the page'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "snapshot" -d 'List the page\'s interactive elements, headings and landmarks with refs (@e12)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "click" -d 'Click an element: a real mouse click at its centre, after scrolling it into view'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "type" -d 'Type into a field, replacing its value unless --append'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "press" -d 'Press a key in the focused element: Enter, Tab, Escape, ArrowDown, Control+a, …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "select" -d 'Choose an option of a `<select>` list by its value or its label'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "read" -d 'Print the visible text of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "html" -d 'Print the HTML of the page or of one element'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "screenshot" -d 'Save a PNG of the viewport, the whole page or one element; prints its path and size'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "console" -d 'Print the console messages and uncaught errors the session has seen'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "wait" -d 'Wait until a text appears or goes, an element exists, the URL matches, the page has loaded, or the page has sent no request for 500 ms'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "script" -d 'Run JavaScript in the page and print its value: JSON, or a string as itself'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "record" -d 'Start recording a walkthrough: a screenshot and a line in steps.md after every action'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "stop-recording" -d 'Stop the walkthrough recording; prints its folder and files'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "status" -d 'Show the session: browser, version, sandbox, proxy, page, recording'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "approve" -d 'Let a navigation the page started go ahead (it waits, parked, for this answer)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "deny" -d 'Refuse a navigation the page started; the page stays where it was'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from browse" -f -a "close" -d 'Close the session\'s browser (or, with --all, every session\'s)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print where config.json, policy.json, the cache and the state live'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Print the effective settings and where each came from: default, config.json or the environment. API keys are never printed, only whether they are set'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "check" -d 'Check config.json, policy.json, the search setup, the browser, the cache and state folders, proxy variables and DNS; one line per finding, and the exit status of a configuration error if anything is wrong'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "init" -d 'Write a starter config.json with every key and its default (never overwrites)'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "allow" -d 'Add an allow rule to policy.json: `docs.rs`, `*.github.com`, `web_search` …'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "deny" -d 'Add a deny rule to policy.json; deny rules win over every allow rule'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "remove" -d 'Remove a rule from policy.json (from allow, deny or both), e.g. to take back an "always" answer'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "sessions" -d 'List the approvals granted for this session ("Yes, for this session"), or clear them'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "rules" -d 'List every allow and deny rule with where it came from, and this session\'s grants'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "search" -d 'Choose how `search` works'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "list" -d 'Show the cached pages: URL, age, size, fresh or expired'
complete -c garuda-web -n "__fish_garuda_web_using_subcommand help; and __fish_seen_subcommand_from cache" -f -a "clear" -d 'Remove every cached page'
