/**
 * The page's one stylesheet, served at /web/style.css (the Content-Security-Policy allows no
 * inline style). Light and dark follow the visitor's system; the table fits a phone by
 * dropping the top-% column and wrapping names.
 */
export const STYLE_CSS = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #ffffff; --text: #1d2026; --muted: #555c68; --line: #dde1e7; --accent: #3c45c7; --mark: #fff3c4; --mark-line: #c99a06; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #16181d; --card: #1f2229; --text: #eceef2; --muted: #aab1bd; --line: #333843; --accent: #a9b1ff; --mark: #3d3514; --mark-line: #e2b93b; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
main { max-width: 860px; margin: 0 auto; padding: 16px; }
header h1 { font-size: 1.5rem; margin: 8px 0 4px; overflow-wrap: anywhere; }
header p { margin: 0 0 12px; color: var(--muted); }
a { color: var(--accent); }
.notice { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--mark-line); padding: 8px 12px; border-radius: 6px; margin: 0 0 12px; overflow-wrap: anywhere; }
form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin: 0 0 12px; }
form label { flex-basis: 100%; font-weight: 600; }
form input { flex: 1 1 200px; min-width: 0; font: inherit; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); color: var(--text); }
form button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: var(--card); cursor: pointer; }
table { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
caption { text-align: left; padding: 0 0 6px; color: var(--muted); }
th, td { padding: 8px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
th { font-size: .85rem; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
td.member { overflow-wrap: anywhere; }
td.member img { width: 24px; height: 24px; border-radius: 50%; vertical-align: middle; margin-right: 8px; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.me td { background: var(--mark); }
tr.me td:first-child { box-shadow: inset 4px 0 0 var(--mark-line); }
.you { font-size: .8rem; font-weight: 700; margin-left: 6px; padding: 1px 6px; border-radius: 10px; border: 1px solid var(--mark-line); }
nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; padding: 0; margin: 12px 0; align-items: center; }
nav a, nav span { display: inline-block; padding: 6px 12px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); }
nav span[aria-current] { font-weight: 700; border-color: var(--accent); }
.hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 560px) {
  main { padding: 10px; }
  th, td { padding: 7px 6px; }
  .top { display: none; }
}
`;

/** A trophy, so browsers asking for an icon get one (and log no failed request). */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path fill="#f1c40f" d="M16 6h32v14a16 16 0 0 1-32 0zM8 10h8v6a8 8 0 0 1-8-6zm40 0h8a8 8 0 0 1-8 6zM28 36h8v10h-8zM18 50h28v8H18z"/></svg>`;
