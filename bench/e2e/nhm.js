// E-03 / Q-01 competitor: Node's fetch + node-html-markdown (what Garuda uses), end to end.
// Usage: NODE_PATH=bench/.deps/node/node_modules node bench/e2e/nhm.js URL
// Prints the page as Markdown on stdout; exits 1 on a failed fetch. Not a test, not used by CI.
'use strict';

const { NodeHtmlMarkdown } = require('node-html-markdown');

async function main() {
  const url = process.argv[2];
  if (!url) {
    process.stderr.write('usage: nhm.js URL\n');
    process.exit(2);
  }
  const res = await fetch(url);
  if (!res.ok) {
    process.stderr.write(`nhm.js: HTTP ${res.status} for ${url}\n`);
    process.exit(1);
  }
  const html = await res.text();
  const md = NodeHtmlMarkdown.translate(html);
  process.stdout.write(md);
  process.stdout.write('\n');
}

main().catch((err) => {
  process.stderr.write(`nhm.js: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
