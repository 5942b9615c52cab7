// mine review page: one candidate at a time, every action on the keyboard.
// Talks to pipeline/review/server.py: GET /api/state, GET /api/item?id=, POST /api/decide, /api/undo.
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
  item: null,       // /api/item
  form: null,       // {scheme, flags:Set, note, pairs:{pair_id:{label, decision, premise, hypothesis}}}
  focus: 0,         // selected pair
  busy: false,
};

const $ = (id) => document.getElementById(id);

// Session token the server writes into index.html; every API call must send it back.
const TOKEN = document.querySelector('meta[name="mine-token"]')?.content || "";

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

function renderHeader() {
  const st = S.state;
  const done = st.queue.filter((q) => q.decision).length;
  const total = st.queue.length;
  $("who").textContent = "reviewer: " + st.reviewer;
  $("selection").textContent = st.selection;
  $("progress-bar").style.width = total ? (100 * done / total) + "%" : "0";
  $("progress-text").textContent = `${done} / ${total} decided`;
  $("position").textContent = total ? `item ${S.index + 1} of ${total}` : "";
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
  const st = it.status;
  $("status").innerHTML = st
    ? `your decision: <span class="badge ${esc(st.decision)}">${esc(st.decision)}</span> <small>${esc(st.reviewed_at)}</small>`
    : `<span class="badge none">not decided</span>`;
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
  renderPairs();
  renderForm();
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
    return `<div class="pair${i === S.focus ? " focused" : ""}${f.decision === "reject" ? " rejected" : ""}" data-i="${i}">
      <div class="pair-head">
        <span>#${i + 1}</span>
        <span class="kinds"><b>${esc(p.premise_kind)}</b> premise &rarr; <b>${esc(p.hypothesis_kind)}</b></span>
        <span class="heur">heuristic: <b>${esc(p.heuristic_label)}</b> · ${esc(p.label_rule)}</span>
        ${p.well_formed ? "" : `<span class="warn">not well-formed ${esc(flags.join(", "))}</span>`}
      </div>
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
    });
    ta.addEventListener("focus", () => setFocus(+ta.dataset.i, false));
  });
  box.querySelectorAll("button.label").forEach((b) => b.addEventListener("click", () => {
    setFocus(+b.dataset.i, false); setLabel(b.dataset.label);
  }));
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

// -- state changes -------------------------------------------------------------------------------

function freshForm(item) {
  const st = item.status;
  const form = { scheme: (st && st.label_scheme) || "nli3", flags: new Set(st ? st.flags : []), note: st ? st.note : "", pairs: {} };
  for (const p of item.pairs) {
    const ps = (st && st.pairs[p.pair_id]) || {};
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

async function load(index) {
  const q = S.state.queue;
  if (!q.length) { renderHeader(); renderEmpty(); return; }
  S.index = Math.max(0, Math.min(index, q.length - 1));
  S.item = await api("/api/item?id=" + encodeURIComponent(q[S.index].candidate_id));
  S.form = freshForm(S.item);
  S.focus = 0;
  renderHeader();
  renderItem();
  document.body.dataset.candidate = q[S.index].candidate_id;
}

async function refreshState() {
  S.state = await api("/api/state");
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
}

function toggleFlag(flag) {
  if (S.form.flags.has(flag)) S.form.flags.delete(flag); else S.form.flags.add(flag);
  renderForm();
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

async function decide(decision) {
  if (S.busy || !S.item) return;
  S.busy = true;
  try {
    S.form.note = $("note").value;
    const body = {
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
    await api("/api/decide", body);
    const here = S.index;
    const cid = S.item.candidate.candidate_id;
    await refreshState();
    await load(nextUndecided(here));
    say(`saved: ${decision} (${cid})`);
  } catch (e) {
    say("not saved: " + e.message, true);
  } finally {
    S.busy = false;
  }
}

async function undo() {
  if (S.busy) return;
  S.busy = true;
  try {
    const res = await api("/api/undo", {});
    await refreshState();
    if (!res.candidate_id) { say("nothing to undo"); return; }
    const i = S.state.queue.findIndex((q) => q.candidate_id === res.candidate_id);
    await load(i >= 0 ? i : S.index);
    say(`undone: last decision on ${res.candidate_id}`);
  } catch (e) {
    say("undo failed: " + e.message, true);
  } finally {
    S.busy = false;
  }
}

// -- keyboard ------------------------------------------------------------------------------------

function onKey(ev) {
  const t = ev.target;
  const typing = t && (t.tagName === "TEXTAREA" || t.tagName === "INPUT");
  if (typing) {
    if (ev.key === "Escape" || (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey))) {
      if (t.id === "note") S.form.note = t.value;
      t.blur();
      ev.preventDefault();
    }
    return;
  }
  if (ev.ctrlKey || ev.metaKey || ev.altKey || !S.item) {
    if ((ev.ctrlKey || ev.metaKey) && ev.key === "z") { ev.preventDefault(); undo(); }
    return;
  }
  const k = ev.key;
  const flag = Object.keys(FLAG_KEYS).find((f) => FLAG_KEYS[f] === k);
  let handled = true;
  if (k === "a") decide("accept");
  else if (k === "r") decide("reject");
  else if (k === "u") decide("unsure");
  else if (k === "z") undo();
  else if (/^[1-9]$/.test(k)) labelByNumber(+k);
  else if (k === "j" || k === "ArrowDown") setFocus(S.focus + 1);
  else if (k === "k" || k === "ArrowUp") setFocus(S.focus - 1);
  else if (k === "x") togglePairReject();
  else if (k === "e") editField("hypothesis");
  else if (k === "p") editField("premise");
  else if (k === "m") toggleScheme();
  else if (k === "t") $("note").focus();
  else if (k === "l" || k === "ArrowRight") load(S.index + 1);
  else if (k === "h" || k === "ArrowLeft") load(S.index - 1);
  else if (k === "?") $("help").classList.toggle("hidden");
  else if (flag) toggleFlag(flag);
  else handled = false;
  if (handled) ev.preventDefault();
}

async function main() {
  document.addEventListener("keydown", onKey);
  $("accept").addEventListener("click", () => decide("accept"));
  $("reject").addEventListener("click", () => decide("reject"));
  $("unsure").addEventListener("click", () => decide("unsure"));
  $("undo").addEventListener("click", undo);
  $("prev").addEventListener("click", () => load(S.index - 1));
  $("next").addEventListener("click", () => load(S.index + 1));
  $("scheme").addEventListener("click", toggleScheme);
  $("help-btn").addEventListener("click", () => $("help").classList.toggle("hidden"));
  $("note").addEventListener("input", () => { S.form.note = $("note").value; });
  try {
    await refreshState();
    const first = S.state.queue.findIndex((q) => !q.decision);
    await load(first >= 0 ? first : 0);
    document.body.dataset.ready = "1";
  } catch (e) {
    say("could not load: " + e.message, true);
  }
}

main();
