// mine review page: one candidate at a time, every action on the keyboard.
// Talks to pipeline/review/server.py: GET /api/state, /api/item?id=, /api/rank, POST /api/decide, /api/undo.
// The server re-ranks the queue now and then (a newer queue_version); the page then fetches the new
// order between two actions, keeping the item shown where it is.
// Keystrokes are queued and applied in order; decisions are saved in the background, one after
// another, while the next item shows at once. Unsaved changes are kept as drafts (localStorage).
"use strict";

const FLAG_KEYS = {
  small_edits: "s", conjunction: "c", original_negated: "n",
  innocent_embedding: "i", ungrammatical: "g", not_negatable: "o",
};
const FLAG_NAMES = {
  small_edits: "small edits", conjunction: "conjunction", original_negated: "original is negated",
  innocent_embedding: "innocent embedding", ungrammatical: "ungrammatical", not_negatable: "not negatable",
};
const SCHEME_NAMES = { nli3: "NLI 3-way", inli4: "INLI 4-way" };

const S = {
  state: null,      // /api/state
  index: 0,         // position in the queue
  item: null,       // /api/item of the item shown
  form: null,       // {scheme, flags:Set, note, pairs:{pair_id:{label, decision, premise, hypothesis}}}
  focus: 0,         // selected pair
  items: new Map(), // candidate_id -> Promise of /api/item (prefetched, dropped once stale)
  local: new Map(), // candidate_id -> this page's last decision body (shown until the server has it)
  actions: [],      // keystrokes/clicks waiting to be applied, in order
  running: false,   // an action is being applied
  saves: Promise.resolve(), // decisions and undos go to the server one after another
  pending: 0,       // decisions/undos not yet answered by the server
  drafts: new Map(),  // candidate_id -> unsaved form (mirrored in localStorage)
  reloading: false, // a fetch of the re-ranked queue is queued
  polling: null,    // timer asking whether a running re-rank is done
};
const $ = (id) => document.getElementById(id);

// Session token the server writes into index.html; every API call must send it back.
const TOKEN = document.querySelector('meta[name="mine-token"]')?.content || "";
// Every API call goes through here (one place for headers such as a session token).
async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  opts.headers = { ...opts.headers, "X-Mine-Token": TOKEN };
  const res = await fetch(path, opts);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function say(text, error = false) {
  const m = $("message");
  m.textContent = text;
  m.className = "message" + (error ? " error" : "");
}

function esc(s) {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// -- rendering -----------------------------------------------------------------------------------

function spanClass(spans) {
  // one colour per highlighted span (trigger always yellow), in order of first appearance
  const keys = [];
  const out = new Map();
  for (const sp of spans) {
    if (sp.kind === "trigger") { out.set(sp, "hl-trigger"); continue; }
    const key = sp.kind + ":" + sp.start + ":" + sp.end;
    if (!keys.includes(key)) keys.push(key);
    out.set(sp, "hl-span" + (keys.indexOf(key) % 4));
  }
  return out;
}

function highlighted(text, spans) {
  // per character: the classes of the spans covering it; then runs of equal class sets
  const cls = Array.from({ length: text.length }, () => []);
  const classes = spanClass(spans);
  for (const sp of spans) {
    const c = classes.get(sp);
    for (let i = sp.start; i < sp.end && i < text.length; i++) if (!cls[i].includes(c)) cls[i].push(c);
  }
  let html = "", run = "", prev = null;
  const flush = () => {
    if (!run) return;
    html += prev ? `<span class="${prev}">${esc(run)}</span>` : esc(run);
    run = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = cls[i].includes("hl-trigger") ? cls[i].filter((x) => x !== "hl-trigger").concat("hl-trigger").join(" ") : cls[i].join(" ");
    if (c !== prev) { flush(); prev = c; }
    run += text[i];
  }
  flush();
  return html;
}

function adjudicating() { return S.state && S.state.mode === "adjudicate"; }

function renderHeader() {
  const st = S.state;
  document.querySelector(".brand").textContent = adjudicating() ? "mine adjudicate" : "mine review";
  document.body.dataset.mode = st.mode || "review";
  const done = st.queue.filter((q) => q.decision).length;
  const total = st.queue.length;
  $("who").textContent = (adjudicating() ? "adjudicator: " : "reviewer: ") + st.reviewer;
  $("selection").textContent = st.selection;
  $("progress-bar").style.width = total ? (100 * done / total) + "%" : "0";
  $("progress-text").textContent = `${done} / ${total} decided`;
  $("position").textContent = total ? `item ${S.index + 1} of ${total}` : "";
}

function renderRanking() {
  // small: the order and, once the model was fitted, its id, decisions and cross-validated AUC
  const st = S.state;
  const r = st.ranking || {};
  const el = $("ranking");
  const parts = [`order: ${st.order || "score"}`];
  if (r.model_id) {
    parts.push(r.kind === "prior" ? "prior model" : `model ${String(r.model_id).slice(0, 15)}`);
    if (r.n_decisions != null) parts.push(`${r.n_decisions} decisions`);
    if (r.kind !== "prior") parts.push(r.cv_auc != null ? `AUC ${Number(r.cv_auc).toFixed(2)}` : "AUC n/a");
  }
  if (r.status === "running") parts.push("re-ranking…");
  if (r.status === "failed") parts.push("re-ranking failed");
  el.textContent = parts.join(" · ");
  el.title = r.status === "failed" ? r.error || "" : "keep_score: the model's estimate that a reviewer keeps the pair";
  el.className = "ranking" + (r.status === "failed" ? " error" : "");
  document.body.dataset.rankStatus = r.status || "off";
  document.body.dataset.queueVersion = String(st.queue_version || 0);
}

function renderItem() {
  const it = S.item;
  const c = it.candidate;
  $("meta").innerHTML =
    `<span><b>${esc(c.phenomenon)}</b> / <b>${esc(c.subtype)}</b></span>` +
    `<span>trigger <b>${esc(c.trigger)}</b> (${esc(c.trigger_lemma)})</span>` +
    `<span>confidence <b>${Number(c.confidence).toFixed(2)}</b></span>` +
    `<span>${esc(c.extractor)}</span><span>${esc(c.source)} · doc ${esc(c.doc_id)}</span>` +
    `<span title="candidate_id">${esc(c.candidate_id)}</span>`;
  renderStatus();
  $("context1").textContent = c.context1 || "";
  $("context2").textContent = c.context2 || "";
  $("sentence").innerHTML = highlighted(c.sentence, it.highlights);
  const classes = spanClass(it.highlights);
  const seen = new Set();
  const shown = it.highlights.filter((h) => {
    const key = h.kind + classes.get(h);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kindCount = new Map();
  $("legend").innerHTML = shown.map((h) => {
    const n = (kindCount.get(h.kind) || 0) + 1;
    kindCount.set(h.kind, n);
    const many = shown.filter((x) => x.kind === h.kind).length > 1;
    return `<span class="${classes.get(h)}" title="chars ${h.start}-${h.end}">${esc(h.kind)}${many ? " " + n : ""}</span>`;
  }).join("");
  $("features").innerHTML = Object.entries(c.features || {})
    .map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(JSON.stringify(v))}</td></tr>`).join("");
  renderVersions();
  renderPairs();
  renderForm();
}

function renderVersions() {
  // adjudication: each reviewer's candidate-level decision, flags and note, side by side
  const vs = S.item.versions;
  $("versions").innerHTML = vs ? `<table class="versions">
      <tr><th>reviewer</th><th>decision</th><th>flags</th><th>note</th></tr>
      ${vs.map((v, n) => `<tr class="version" data-reviewer="${esc(v.reviewer)}">
        <td>${n + 1}. <b>${esc(v.reviewer)}</b></td>
        <td><span class="badge ${esc(v.decision)}">${esc(v.decision)}</span></td>
        <td>${esc(v.flags.map((f) => FLAG_NAMES[f] || f).join(", "))}</td><td>${esc(v.note)}</td></tr>`).join("")}
    </table>` : "";
}

function pairVersions(p, i) {
  // adjudication: every reviewer's decision, label and edits of this pair; differences marked
  const vs = S.item.versions;
  if (!vs) return "";
  const of = (v) => v.pairs[p.pair_id] || { decision: v.decision, label: null, edits: {} };
  const differs = (key) => new Set(vs.map((v) => of(v)[key] ?? "")).size > 1;
  const labelDiff = differs("label") ? " differs" : "";
  const decisionDiff = differs("decision") ? " differs" : "";
  return `<table class="versions pair-versions">${vs.map((v, n) => {
    const pv = of(v);
    const edits = Object.entries(pv.edits || {}).map(([k, t]) => `<div class="edit"><i>${esc(k)}:</i> ${esc(t)}</div>`).join("");
    return `<tr class="version" data-reviewer="${esc(v.reviewer)}">
      <td>${n + 1}. <b>${esc(v.reviewer)}</b></td>
      <td class="v-decision${decisionDiff}"><span class="badge ${esc(pv.decision)}">${esc(pv.decision)}</span></td>
      <td class="v-label${labelDiff}">${esc(pv.label || "no label")}</td>
      <td class="v-edits">${edits}</td>
      <td><button class="take" data-i="${i}" data-v="${n}">use this <kbd>Shift+${n + 1}</kbd></button></td>
    </tr>`;
  }).join("")}</table>`;
}

function takeVersion(n) {
  // adjudication: the selected pair as reviewer n left it (label, pair reject, edited texts)
  const v = (S.item.versions || [])[n];
  const p = focusedPair();
  if (!v || !p) return;
  const pv = v.pairs[p.pair_id] || { decision: v.decision, label: null, edits: {} };
  if (pv.label && !S.state.label_schemes[S.form.scheme].includes(pv.label)) S.form.scheme = v.label_scheme;
  const f = S.form.pairs[p.pair_id];
  f.label = pv.label || null;
  f.decision = pv.decision === "reject" ? "reject" : null;
  f.premise = (pv.edits || {}).premise ?? p.premise;
  f.hypothesis = (pv.edits || {}).hypothesis ?? p.hypothesis;
  renderPairs();
  renderForm();
  storeDraft();
}

function renderStatus() {
  const st = S.status;
  const cid = S.item.candidate.candidate_id;
  const draft = readDraft(cid)
    ? ` <span class="badge draft" title="kept in this browser until you decide">unsaved changes (draft)</span>`
    : "";
  $("status").innerHTML = (st
    ? `${adjudicating() ? "adjudicated" : "your decision"}: <span class="badge ${esc(st.decision)}">${esc(st.decision)}</span> <small>${esc(st.reviewed_at)}</small>`
    : `<span class="badge none">not decided</span>`) + draft;
}

function renderPairs() {
  const labels = S.state.label_schemes[S.form.scheme];
  const box = $("pairs");
  if (!S.item.pairs.length) {
    box.innerHTML = `<div class="pair"><em>No pairs were generated for this candidate; the decision applies to the candidate.</em></div>`;
    return;
  }
  box.innerHTML = S.item.pairs.map((p, i) => {
    const f = S.form.pairs[p.pair_id];
    const flags = (p.features && p.features.flags) || [];
    // defects name why the pair is not well formed; warnings are hints (pipeline/flags.py)
    const defects = p.defect_flags || (p.well_formed ? [] : flags);
    const hints = p.hint_flags || [];
    return `<div class="pair${i === S.focus ? " focused" : ""}${f.decision === "reject" ? " rejected" : ""}" data-i="${i}">
      <div class="pair-head">
        <span>#${i + 1}</span>
        <span class="kinds"><b>${esc(p.premise_kind)}</b> premise &rarr; <b>${esc(p.hypothesis_kind)}</b></span>
        <span class="heur">heuristic: <b>${esc(p.heuristic_label)}</b> · ${esc(p.label_rule)}</span>
        ${p.keep_score == null ? "" : `<span class="keep" title="keep_score: estimated probability that a reviewer keeps this pair as is">keep ${Number(p.keep_score).toFixed(2)}</span>`}
        ${p.well_formed ? "" : `<span class="warn">not well-formed${defects.length ? ": " + esc(defects.join(", ")) : " (a check that names no flag)"}</span>`}
        ${hints.length ? `<span class="hint" title="warnings: a doubt or a note, no promise that the pair is bad">hints: ${esc(hints.join(", "))}</span>` : ""}
      </div>
      ${pairVersions(p, i)}
      <label class="field"><span>Premise</span><textarea rows="2" data-i="${i}" data-field="premise"></textarea></label>
      <label class="field"><span>Hypothesis</span><textarea rows="2" data-i="${i}" data-field="hypothesis"></textarea></label>
      <div class="labels">
        ${labels.map((l, k) => `<button class="label${f.label === l ? " on" : ""}" data-i="${i}" data-label="${l}">${esc(l.replace("_", " "))} <kbd>${k + 1}</kbd></button>`).join("")}
        <span class="spacer"></span>
        <button class="pair-reject${f.decision === "reject" ? " on" : ""}" data-i="${i}">reject this pair <kbd>x</kbd></button>
      </div>
    </div>`;
  }).join("");
  box.querySelectorAll("textarea").forEach((ta) => {
    const p = S.item.pairs[+ta.dataset.i];
    ta.value = S.form.pairs[p.pair_id][ta.dataset.field];
    ta.classList.toggle("edited", ta.value !== p[ta.dataset.field]);
    ta.addEventListener("input", () => {
      S.form.pairs[p.pair_id][ta.dataset.field] = ta.value;
      ta.classList.toggle("edited", ta.value !== p[ta.dataset.field]);
      storeDraft();
    });
    ta.addEventListener("focus", () => setFocus(+ta.dataset.i, false));
  });
  box.querySelectorAll("button.label").forEach((b) => b.addEventListener("click", () => {
    setFocus(+b.dataset.i, false); setLabel(b.dataset.label);
  }));
  box.querySelectorAll("button.take").forEach((b) => b.addEventListener("click", () => enqueue(() => {
    setFocus(+b.dataset.i, false); takeVersion(+b.dataset.v);
  })));
  box.querySelectorAll("button.pair-reject").forEach((b) => b.addEventListener("click", () => {
    setFocus(+b.dataset.i, false); togglePairReject();
  }));
}

function renderForm() {
  $("scheme").innerHTML = `${SCHEME_NAMES[S.form.scheme]} <kbd>m</kbd>`;
  $("flags").innerHTML = `<span class="lbl">Flags</span>` + S.state.flags.map((f) =>
    `<button class="flag${S.form.flags.has(f) ? " on" : ""}" data-flag="${f}">${esc(FLAG_NAMES[f] || f)} <kbd>${FLAG_KEYS[f] || ""}</kbd></button>`).join("");
  $("flags").querySelectorAll("button").forEach((b) => b.addEventListener("click", () => toggleFlag(b.dataset.flag)));
  $("note").value = S.form.note;
}

function renderEmpty() {
  $("candidate").innerHTML = `<div class="empty">No candidates match this selection.</div>`;
  $("pairs").innerHTML = "";
}

// -- drafts: unsaved changes survive navigation and reload ------------------------------------------

function draftKey(cid) { return `mine-review:${S.state.draft_scope}:${cid}`; }

function formToPlain(form) {
  return { scheme: form.scheme, flags: [...form.flags].sort(), note: form.note || "", pairs: form.pairs };
}

function storeDraft() {
  if (!S.item) return;
  const cid = S.item.candidate.candidate_id;
  const d = formToPlain(S.form);
  if (JSON.stringify(d) === JSON.stringify(formToPlain(freshForm(S.item, S.status)))) {
    dropDraft(cid);  // back to what is stored: nothing unsaved
    renderStatus();
    return;
  }
  S.drafts.set(cid, d);
  try { localStorage.setItem(draftKey(cid), JSON.stringify(d)); } catch (e) { /* memory only */ }
  renderStatus();
}

function readDraft(cid) {
  if (S.drafts.has(cid)) return S.drafts.get(cid);
  try {
    const raw = localStorage.getItem(draftKey(cid));
    return raw ? JSON.parse(raw) : null;
  } catch (e) { return null; }
}

function dropDraft(cid) {
  S.drafts.delete(cid);
  try { localStorage.removeItem(draftKey(cid)); } catch (e) { /* memory only */ }
}

function formFromDraft(d, item) {
  const form = { scheme: d.scheme || "nli3", flags: new Set(d.flags || []), note: d.note || "", pairs: {} };
  for (const p of item.pairs) {
    form.pairs[p.pair_id] = (d.pairs || {})[p.pair_id] ||
      { label: null, decision: null, premise: p.premise, hypothesis: p.hypothesis };
  }
  return form;
}

// -- state changes -------------------------------------------------------------------------------

function candidateDecision(body) {
  // as the server's CANDIDATE_DECISION: rejected when every pair is, else the pairs' other decision
  const ds = body.pairs.length ? body.pairs.map((p) => p.decision || body.decision) : [body.decision];
  const kept = ds.filter((d) => d !== "reject").sort();
  return kept.length ? kept[0] : "reject";
}

function statusFromBody(entry) {
  // what the page shows for a decision it has sent (or is about to send) before the server answers
  const b = entry.body;
  const pairs = {};
  for (const p of b.pairs) {
    pairs[p.pair_id] = { decision: p.decision || b.decision, label: p.label, edits: { premise: p.premise, hypothesis: p.hypothesis } };
  }
  return {
    decision: candidateDecision(b), label_scheme: b.label_scheme, flags: b.flags, note: b.note,
    reviewed_at: entry.saved ? "saved" : "saving…", pairs,
  };
}

function statusOf(cid, item) {
  const entry = S.local.get(cid);
  return entry ? statusFromBody(entry) : item.status;
}

function agreedLabels(item) {
  // adjudication starts from what every reviewer agreed on: a pair's label when they all gave it
  const out = {};
  if (!item.versions || !item.versions.length) return out;
  for (const p of item.pairs) {
    const labels = new Set(item.versions.map((v) => (v.pairs[p.pair_id] || {}).label || null));
    if (labels.size === 1 && !labels.has(null)) out[p.pair_id] = { label: [...labels][0] };
  }
  return out;
}

function freshForm(item, st) {
  const form = { scheme: (st && st.label_scheme) || "nli3", flags: new Set(st ? st.flags : []), note: st ? st.note : "", pairs: {} };
  const agreed = st ? {} : agreedLabels(item);
  if (!st && item.versions && item.versions.length) {
    const schemes = new Set(item.versions.map((v) => v.label_scheme));
    if (schemes.size === 1) form.scheme = [...schemes][0];
  }
  for (const p of item.pairs) {
    const ps = (st && st.pairs[p.pair_id]) || agreed[p.pair_id] || {};
    const edits = ps.edits || {};
    form.pairs[p.pair_id] = {
      label: ps.label || null,
      decision: ps.decision === "reject" && st.decision !== "reject" ? "reject" : null,
      premise: edits.premise ?? p.premise,
      hypothesis: edits.hypothesis ?? p.hypothesis,
    };
  }
  return form;
}

function fetchItem(cid) {
  if (!S.items.has(cid)) {
    const p = api("/api/item?id=" + encodeURIComponent(cid));
    p.catch(() => S.items.delete(cid));
    S.items.set(cid, p);
  }
  return S.items.get(cid);
}

function prefetch(index) {
  const q = S.state.queue;
  for (const i of [nextUndecided(index), index + 1, index - 1]) {
    if (i >= 0 && i < q.length) fetchItem(q[i].candidate_id).catch(() => {});
  }
}

async function show(index) {
  const q = S.state.queue;
  if (!q.length) { renderHeader(); renderEmpty(); return; }
  index = Math.max(0, Math.min(index, q.length - 1));
  const cid = q[index].candidate_id;
  let item;
  try {
    item = await fetchItem(cid);
  } catch (e) {
    say(`could not load ${cid}: ${e.message}`, true);
    return;
  }
  S.index = index;
  S.item = item;
  S.status = statusOf(cid, item);
  const draft = readDraft(cid);
  S.form = draft ? formFromDraft(draft, item) : freshForm(item, S.status);
  S.focus = 0;
  renderHeader();
  renderItem();
  document.body.dataset.candidate = cid;
  prefetch(index);
}

function withLocalDecisions(state) {
  // decisions this page sent that the server may not have answered yet still count as decided
  for (const row of state.queue) {
    const entry = S.local.get(row.candidate_id);
    if (entry) row.decision = candidateDecision(entry.body);
  }
  return state;
}

function rowOf(cid) { return S.state.queue.find((q) => q.candidate_id === cid); }

async function refreshState() {
  S.state = withLocalDecisions(await api("/api/state"));
  renderRanking();
}

function noteRank(r) {
  // a decision's answer (or a poll) says how the ranking goes; fetch a re-ranked queue once
  if (!r || r.queue_version === undefined) return;
  S.state.ranking = r.ranking;
  S.state.order = r.order;
  if (r.queue_version > (S.state.queue_version || 0) && !S.reloading) {
    S.reloading = true;
    enqueue(reloadQueue);
  }
  renderRanking();
  pollWhileRanking();
}

function pollWhileRanking() {
  if (S.polling || !S.state.ranking || S.state.ranking.status !== "running") return;
  S.polling = setTimeout(async () => {
    S.polling = null;
    try { noteRank(await api("/api/rank")); } catch (e) { /* the next decision asks again */ }
  }, 1500);
}

async function reloadQueue() {
  // the new order, applied between two actions: the item shown stays shown, at its new index
  try {
    const cid = S.item && S.item.candidate.candidate_id;
    await refreshState();
    const i = cid ? S.state.queue.findIndex((q) => q.candidate_id === cid) : -1;
    if (i >= 0) S.index = i;
    if (S.item) { renderHeader(); prefetch(S.index); }
  } finally {
    S.reloading = false;
  }
}

function setFocus(i, scroll = true) {
  const n = S.item.pairs.length;
  if (!n) return;
  S.focus = (i + n) % n;
  document.querySelectorAll(".pair").forEach((el) => el.classList.toggle("focused", +el.dataset.i === S.focus));
  const el = document.querySelector(`.pair[data-i="${S.focus}"]`);
  if (scroll && el) el.scrollIntoView({ block: "nearest" });
}

function focusedPair() { return S.item.pairs[S.focus]; }

function setLabel(label) {
  const p = focusedPair();
  if (!p) return;
  const f = S.form.pairs[p.pair_id];
  f.label = f.label === label ? null : label;
  renderPairs();
  storeDraft();
}

function labelByNumber(n) {
  const labels = S.state.label_schemes[S.form.scheme];
  if (n >= 1 && n <= labels.length) setLabel(labels[n - 1]);
}

function togglePairReject() {
  const p = focusedPair();
  if (!p) return;
  const f = S.form.pairs[p.pair_id];
  f.decision = f.decision === "reject" ? null : "reject";
  renderPairs();
  storeDraft();
}

function toggleFlag(flag) {
  if (S.form.flags.has(flag)) S.form.flags.delete(flag); else S.form.flags.add(flag);
  renderForm();
  storeDraft();
}

function toggleScheme() {
  const order = Object.keys(S.state.label_schemes);
  S.form.scheme = order[(order.indexOf(S.form.scheme) + 1) % order.length];
  const allowed = S.state.label_schemes[S.form.scheme];
  const map = { entailment: "explicit_entailment", explicit_entailment: "entailment", implied_entailment: "entailment" };
  for (const f of Object.values(S.form.pairs)) {
    if (f.label && !allowed.includes(f.label)) f.label = allowed.includes(map[f.label]) ? map[f.label] : null;
  }
  renderPairs();
  renderForm();
  storeDraft();
}

function editField(field) {
  const ta = document.querySelector(`textarea[data-i="${S.focus}"][data-field="${field}"]`);
  if (ta) { ta.focus(); ta.setSelectionRange(ta.value.length, ta.value.length); }
}

function nextUndecided(from) {
  const q = S.state.queue;
  for (let k = 1; k <= q.length; k++) {
    const i = (from + k) % q.length;
    if (!q[i].decision) return i;
  }
  return Math.min(from + 1, q.length - 1);
}

// -- saving in the background ----------------------------------------------------------------------

function markPending() {
  document.body.dataset.pending = String(S.pending);
  $("saving").textContent = S.pending ? `saving ${S.pending}…` : "";
}

function save(send, ok, fail) {
  // Requests run one after another in the order the reviewer acted; the page does not wait.
  S.pending++;
  markPending();
  const run = S.saves.then(send).then(ok, fail).finally(() => { S.pending--; markPending(); });
  S.saves = run.catch(() => {});
  return run;
}

function decisionBody(decision) {
  return {
    candidate_id: S.item.candidate.candidate_id,
    decision,
    label_scheme: S.form.scheme,
    flags: [...S.form.flags],
    note: S.form.note,
    pairs: S.item.pairs.map((p) => {
      const f = S.form.pairs[p.pair_id];
      return { pair_id: p.pair_id, label: f.label, decision: f.decision, premise: f.premise, hypothesis: f.hypothesis };
    }),
  };
}

function decide(decision) {
  if (!S.item) return;
  S.form.note = $("note").value;
  const body = decisionBody(decision);
  const cid = body.candidate_id;
  const entry = { body, saved: false };
  const row = S.state.queue[S.index];
  const before = row.decision;
  S.local.set(cid, entry);
  row.decision = candidateDecision(body);
  dropDraft(cid);
  save(
    () => api("/api/decide", body),
    (r) => {
      entry.saved = true;
      noteRank(r);
      S.items.delete(cid);  // the next visit reads the stored decision
      say(`saved: ${decision} (${cid})`);
      if (S.item && S.item.candidate.candidate_id === cid) renderStatus();
    },
    (e) => {
      // keep what the reviewer did: the decision becomes a draft of that item again
      if (S.local.get(cid) === entry) {
        S.local.delete(cid);
        const now = rowOf(cid);  // the queue may have been re-ranked (a new row) meanwhile
        if (now) now.decision = before;
      }
      const d = { scheme: body.label_scheme, flags: body.flags, note: body.note, pairs: {} };
      for (const p of body.pairs) d.pairs[p.pair_id] = { label: p.label, decision: p.decision, premise: p.premise, hypothesis: p.hypothesis };
      if (!readDraft(cid)) {
        S.drafts.set(cid, d);
        try { localStorage.setItem(draftKey(cid), JSON.stringify(d)); } catch (err) { /* memory only */ }
      }
      say(`not saved: ${e.message} (${cid}); kept as a draft`, true);
      renderHeader();
    },
  );
  return show(nextUndecided(S.index));
}

async function undo() {
  let res;
  try {
    res = await save(() => api("/api/undo", {}), (r) => r);
  } catch (e) {
    say("undo failed: " + e.message, true);
    return;
  }
  if (!res.candidate_id) { say("nothing to undo in this session"); return; }
  S.local.delete(res.candidate_id);
  S.items.delete(res.candidate_id);
  await refreshState();
  const i = S.state.queue.findIndex((q) => q.candidate_id === res.candidate_id);
  await show(i >= 0 ? i : S.index);
  say(`undone: last decision on ${res.candidate_id}`);
}

// -- keyboard: every action is queued and applied in order ----------------------------------------

function enqueue(action) {
  S.actions.push(action);
  pump();
}

async function pump() {
  if (S.running) return;
  S.running = true;
  try {
    while (S.actions.length) {
      const action = S.actions.shift();
      try {
        await action();
      } catch (e) {
        say(e.message, true);
      }
    }
  } finally {
    S.running = false;
  }
}

function keyAction(k) {
  const flag = Object.keys(FLAG_KEYS).find((f) => FLAG_KEYS[f] === k);
  if (k === "a") return () => decide("accept");
  if (k === "r") return () => decide("reject");
  if (k === "u") return () => decide("unsure");
  if (k === "z") return undo;
  if (/^[1-9]$/.test(k)) return () => labelByNumber(+k);
  if (k === "j" || k === "ArrowDown") return () => setFocus(S.focus + 1);
  if (k === "k" || k === "ArrowUp") return () => setFocus(S.focus - 1);
  if (k === "x") return togglePairReject;
  if (k === "e") return () => editField("hypothesis");
  if (k === "p") return () => editField("premise");
  if (k === "m") return toggleScheme;
  if (k === "t") return () => $("note").focus();
  if (k === "l" || k === "ArrowRight") return () => show(S.index + 1);
  if (k === "h" || k === "ArrowLeft") return () => show(S.index - 1);
  if (k === "?") return () => $("help").classList.toggle("hidden");
  if (flag) return () => toggleFlag(flag);
  return null;
}

function onKey(ev) {
  const t = ev.target;
  const typing = t && (t.tagName === "TEXTAREA" || t.tagName === "INPUT");
  if (typing) {
    if (ev.key === "Escape" || (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey))) {
      if (t.id === "note") { S.form.note = t.value; storeDraft(); }
      t.blur();
      ev.preventDefault();
    }
    return;
  }
  if (ev.ctrlKey || ev.metaKey || ev.altKey) {
    if ((ev.ctrlKey || ev.metaKey) && ev.key === "z") { ev.preventDefault(); enqueue(undo); }
    return;
  }
  if (!S.state) return;
  const digit = /^Digit([1-9])$/.exec(ev.code || "");
  if (ev.shiftKey && digit && adjudicating()) {
    ev.preventDefault();
    enqueue(() => takeVersion(+digit[1] - 1));
    return;
  }
  const action = keyAction(ev.key);
  if (!action) return;
  ev.preventDefault();
  enqueue(action);
}

function onBeforeUnload(ev) {
  // drafts are in localStorage already; only decisions not yet answered by the server can be lost
  if (S.pending > 0) {
    ev.preventDefault();
    ev.returnValue = "";
  }
}

async function main() {
  document.addEventListener("keydown", onKey);
  window.addEventListener("beforeunload", onBeforeUnload);
  $("accept").addEventListener("click", () => enqueue(() => decide("accept")));
  $("reject").addEventListener("click", () => enqueue(() => decide("reject")));
  $("unsure").addEventListener("click", () => enqueue(() => decide("unsure")));
  $("undo").addEventListener("click", () => enqueue(undo));
  $("prev").addEventListener("click", () => enqueue(() => show(S.index - 1)));
  $("next").addEventListener("click", () => enqueue(() => show(S.index + 1)));
  $("scheme").addEventListener("click", () => enqueue(toggleScheme));
  $("help-btn").addEventListener("click", () => $("help").classList.toggle("hidden"));
  $("note").addEventListener("input", () => { S.form.note = $("note").value; storeDraft(); });
  markPending();
  try {
    await refreshState();
    const first = S.state.queue.findIndex((q) => !q.decision);
    await show(first >= 0 ? first : 0);
    pollWhileRanking();
    document.body.dataset.ready = "1";
  } catch (e) {
    say("could not load: " + e.message, true);
  }
}

main();
