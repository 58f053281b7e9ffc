/**
 * The harness panel's stylesheet. It lives in the panel's shadow root, so the app's CSS and the
 * panel's never meet.
 */

/** CSS of the panel, its launcher and the journal. */
export const harnessCss = `
:host { all: initial; }
* { box-sizing: border-box; }
.dock {
  --bg: #0f172a; --panel: #111c33; --line: #1f2c47; --text: #e2e8f0; --muted: #94a3b8;
  --accent: #38bdf8; --ok: #34d399; --warn: #fbbf24; --bad: #fb7185; --violet: #a78bfa;
  font: 13px/1.45 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--text);
}
/* Wide screens: a tab read upwards in a 32 px strip of its own at the right edge (dock.ts keeps
   the page out of it), so it never lies over the app's buttons. Phones: a pill. */
.launcher {
  position: fixed; right: 0; bottom: 72px; z-index: 2147483000;
  display: inline-flex; align-items: center; gap: 8px;
  width: 32px; padding: 12px 0; border-radius: 10px 0 0 10px; border: 1px solid #334155; border-right: 0;
  writing-mode: vertical-rl; transform: rotate(180deg);
  background: var(--bg); color: var(--text); font: inherit; font-weight: 600; cursor: pointer;
  box-shadow: 0 8px 24px rgba(15, 23, 42, .35);
}
kbd { padding: 0 4px; border: 1px solid var(--line); border-radius: 4px; font: 11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--text); }
.launcher:hover { border-color: var(--accent); }
.launcher:focus-visible, button:focus-visible, select:focus-visible, .row-toggle:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.panel:focus { outline: none; }
.panel:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: var(--ok); box-shadow: 0 0 0 3px rgba(52, 211, 153, .2); }
.dot[data-state="chaos"] { background: var(--warn); box-shadow: 0 0 0 3px rgba(251, 191, 36, .2); }
.count { color: var(--muted); font-weight: 500; font-variant-numeric: tabular-nums; }
.panel {
  position: fixed; top: 0; right: 0; bottom: 0; z-index: 2147483001;
  width: min(440px, 100vw); display: flex; flex-direction: column;
  background: var(--bg); border-left: 1px solid var(--line);
  box-shadow: -16px 0 40px rgba(15, 23, 42, .35);
}
.panel[hidden], .launcher[hidden] { display: none; }
.head { display: flex; align-items: center; gap: 10px; padding: 14px 16px; border-bottom: 1px solid var(--line); }
.head h2 { margin: 0; font-size: 15px; font-weight: 700; letter-spacing: .01em; }
.head p { margin: 0; color: var(--muted); font-size: 12px; }
.head .grow { flex: 1; }
.icon-button {
  border: 1px solid transparent; background: transparent; color: var(--muted);
  border-radius: 8px; padding: 4px 8px; font: inherit; font-size: 18px; line-height: 1; cursor: pointer;
}
.icon-button:hover { color: var(--text); border-color: var(--line); }
.controls { display: grid; grid-template-columns: 1fr 1fr; gap: 10px 12px; padding: 14px 16px; border-bottom: 1px solid var(--line); }
.control.wide { grid-column: 1 / -1; }
.control { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.with-ms { display: flex; gap: 6px; align-items: center; }
.with-ms select { flex: 1; min-width: 0; }
.ms { display: flex; align-items: center; gap: 4px; color: var(--muted); font-size: 12px; }
.rewound { color: var(--muted); font-size: 12px; }
.rewind[hidden], .rewound[hidden] { display: none; }
.ms[hidden] { display: none; }
input[type="number"] { width: 84px; padding: 6px 8px; border-radius: 8px; border: 1px solid var(--line); background: var(--panel); color: var(--text); font: inherit; }
fieldset.op-fault { margin: 0; padding: 8px 10px 10px; border: 1px solid var(--line); border-radius: 8px; }
.op-fault legend { padding: 0 4px; color: var(--muted); font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; }
.fault-row { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto; gap: 6px; }
.fault-state, .code-settings { margin: 6px 0 0; color: var(--warn); font-size: 12px; }
.fault-state:empty, .code-settings:empty { display: none; }
.code-settings { grid-column: 1 / -1; margin: 0; }
.control > span { color: var(--muted); font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; }
select {
  appearance: none; width: 100%; padding: 7px 28px 7px 10px; border-radius: 8px;
  border: 1px solid var(--line); background: var(--panel); color: var(--text); font: inherit;
  background-image: linear-gradient(45deg, transparent 50%, var(--muted) 50%), linear-gradient(135deg, var(--muted) 50%, transparent 50%);
  background-position: calc(100% - 14px) 50%, calc(100% - 9px) 50%;
  background-size: 5px 5px; background-repeat: no-repeat; cursor: pointer;
}
select:disabled { opacity: .5; cursor: progress; }
.actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 10px; }
.button {
  padding: 7px 12px; border-radius: 8px; border: 1px solid #334155; background: var(--panel);
  color: var(--text); font: inherit; font-weight: 600; cursor: pointer;
}
.button:hover { border-color: var(--accent); }
.button:disabled { opacity: .5; cursor: progress; }
.button.danger:hover { border-color: var(--bad); color: var(--bad); }
.stats { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; margin-left: auto; }
.status-line { grid-column: 1 / -1; margin: 0; color: var(--muted); font-size: 12px; }
.status-line[data-persist='failed'] .persist { color: var(--bad); }
.busy { color: var(--accent); font-size: 12px; }
.har-notice { grid-column: 1 / -1; margin: 0; color: var(--muted); font-size: 12px; }
.har-notice:empty { display: none; }
.tabs { display: flex; gap: 4px; padding: 8px 16px 0; border-bottom: 1px solid var(--line); }
.tab {
  border: 0; border-bottom: 2px solid transparent; background: none; color: var(--muted);
  font: inherit; font-weight: 600; padding: 6px 10px 8px; cursor: pointer; margin-bottom: -1px;
}
.tab:hover { color: var(--text); }
.tab[aria-selected="true"] { color: var(--text); border-bottom-color: var(--accent); }
.tab:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; border-radius: 6px; }
.tabpanel { flex: 1; display: flex; flex-direction: column; min-height: 0; }
.tabpanel[hidden] { display: none; }
.journal, .coverage { flex: 1; display: flex; flex-direction: column; min-height: 0; }
.coverage .scroll { padding: 0 16px 16px; }
.meters { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin: 4px 0 10px; }
.meter { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 8px 10px; border: 1px solid var(--line); border-radius: 8px; background: var(--panel); }
.meter-label { color: var(--muted); font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; }
.meter strong { font-size: 15px; font-variant-numeric: tabular-nums; }
.meter-share { grid-column: 2; grid-row: 1; color: var(--muted); font-variant-numeric: tabular-nums; }
.bar { grid-column: 1 / -1; height: 4px; border-radius: 2px; background: var(--line); overflow: hidden; }
.fill { display: block; height: 100%; background: var(--ok); }
.legend { margin: 0 0 8px; color: var(--muted); font-size: 12px; line-height: 2; }
.coverage-table th[scope="row"] { position: static; background: none; color: var(--text); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; border-bottom: 1px solid rgba(31, 44, 71, .6); word-break: break-all; }
.coverage-op[data-seen="false"] th[scope="row"] { color: var(--muted); }
.chips { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.chip { display: inline-block; padding: 0 6px; border-radius: 6px; border: 1px solid var(--line); font-weight: 700; font-size: 11px; line-height: 18px; font-variant-numeric: tabular-nums; }
.chip[data-state="seen"] { color: var(--ok); background: rgba(52, 211, 153, .12); border-color: rgba(52, 211, 153, .4); }
.chip[data-state="hooked"] { color: var(--violet); background: rgba(167, 139, 250, .12); border-color: rgba(167, 139, 250, .45); }
.chip[data-state="unseen"] { color: var(--muted); border-style: dashed; }
.coverage h4 { margin: 14px 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
.undocumented { margin: 0; padding: 0; list-style: none; display: grid; gap: 4px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.muted { color: var(--muted); margin: 0; font-size: 12px; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.journal-head { display: flex; align-items: center; gap: 8px; padding: 10px 16px 6px; }
.journal-head h3 { margin: 0; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
.journal-head .grow { flex: 1; }
.link-button { border: 0; background: none; color: var(--accent); font: inherit; font-size: 12px; cursor: pointer; padding: 2px 4px; }
.scroll { flex: 1; overflow: auto; padding: 0 8px 12px; }
table { width: 100%; border-collapse: collapse; font-size: 12px; font-variant-numeric: tabular-nums; }
th { position: sticky; top: 0; background: var(--bg); color: var(--muted); text-align: left; font-weight: 600; padding: 6px; border-bottom: 1px solid var(--line); }
td { padding: 6px; border-bottom: 1px solid rgba(31, 44, 71, .6); vertical-align: top; }
tr.entry { cursor: pointer; }
tr.entry:hover td { background: rgba(56, 189, 248, .06); }
tr.entry[data-violations] td { background: rgba(251, 113, 133, .08); }
th.path, td.path { width: 100%; }
/* Fixed layout: a batch of new rows lays out from the header's widths instead of measuring all
   200 rows again, which had made every draw a long task in the middle of the app's requests. */
.journal table { table-layout: fixed; }
.journal th:nth-child(1) { width: 56px; }
.journal th:nth-child(2) { width: auto; }
.journal th:nth-child(3) { width: 52px; }
.journal th:nth-child(4) { width: 72px; }
.journal th:nth-child(5) { width: 64px; }
.row-toggle { all: unset; cursor: pointer; }
td.path { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
/* One height for every row: the journal draws only the rows in view and places them by it. A
   long path ends in an ellipsis; the whole URL is in the row's details and the button's title. */
tr.entry td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.path-line { display: flex; gap: 4px; min-width: 0; }
.path-line .row-toggle { display: flex; overflow: hidden; white-space: nowrap; min-width: 0; }
.path-line .path-only { flex: none; }
.path-line .query { overflow: hidden; text-overflow: ellipsis; min-width: 0; color: var(--muted); }
.path-line .proxied { flex: none; }
.path-line .other-tab { flex: none; margin-left: 4px; padding: 0 4px; border-radius: 4px; color: var(--violet); background: rgba(167, 139, 250, .14); font-family: inherit; font-size: 11px; }
tr.spacer td { padding: 0; border: 0; }
.journal .scroll { overflow-anchor: none; }
td.num { text-align: right; color: var(--muted); white-space: nowrap; }
th.num { text-align: right; }
.method { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 700; font-size: 11px; }
.method[data-method="GET"] { color: var(--accent); }
.method[data-method="POST"] { color: var(--ok); }
.method[data-method="PUT"] { color: var(--warn); }
.method[data-method="PATCH"] { color: var(--violet); }
.method[data-method="DELETE"] { color: var(--bad); }
.status { display: inline-block; min-width: 34px; text-align: center; padding: 1px 6px; border-radius: 6px; font-weight: 700; }
.status[data-class="2"] { color: var(--ok); background: rgba(52, 211, 153, .12); }
.status[data-class="3"] { color: var(--accent); background: rgba(56, 189, 248, .12); }
.status[data-class="4"] { color: var(--warn); background: rgba(251, 191, 36, .12); }
.status[data-class="5"] { color: var(--bad); background: rgba(251, 113, 133, .14); }
.contract-ok { color: var(--ok); }
.contract-bad { color: var(--bad); font-weight: 700; }
.contract-request { color: var(--warn); font-weight: 700; }
tr.entry[data-request-fault] td { background: rgba(251, 191, 36, .07); }
.request-fault { margin: 0 0 4px; color: var(--warn); }
tr.detail td { background: var(--panel); }
.detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 4px 0; }
.detail dt { color: var(--muted); }
.detail dd { margin: 0; word-break: break-all; }
.detail pre { margin: 0; white-space: pre-wrap; font: 11px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.detail ul { margin: 0; padding-left: 16px; color: var(--bad); }
.empty { color: var(--muted); text-align: center; padding: 24px 8px; }
@media (max-width: 640px) {
  .launcher { right: 16px; bottom: 16px; width: auto; padding: 9px 14px; border-radius: 999px; border-right: 1px solid #334155; writing-mode: horizontal-tb; transform: none; }
  .panel { top: auto; height: 60vh; width: 100vw; border-left: 0; border-top: 1px solid var(--line); }
  .controls { grid-template-columns: 1fr 1fr; }
  /* The switches alone fill most of a phone's sheet: the sheet scrolls as a whole, and the
     journal or coverage below them keeps room for a dozen rows instead of one. */
  .panel { overflow-y: auto; }
  .tabpanel { flex: none; height: 60vh; }
  .fault-row { grid-template-columns: 1fr 1fr; }
}
/* A short screen (200% zoom on a laptop): a lower sheet, so the app keeps most of the height. */
@media (max-width: 640px) and (max-height: 520px) {
  .panel { height: 45vh; }
  .tabpanel { height: 45vh; }
}
`
