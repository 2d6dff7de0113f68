// The analysis board and the position editor. The board opens a game (a record file or pasted
// text, a room's finished game, the replay viewer's game), an analysis saved before, or a
// position string; steps through it with the keys and buttons; and keeps every move tried on
// the board as a variation (analysis-tree.js). The editor sets up a position stone by stone
// (analysis-editor.js). "Review this game" has the server review the main line
// (`/api/analysis/review`): each move marked, its values in words, the advantage graph
// (analysis-review.js). From any position: play on in a new room, against a person or the
// computer. The rules stay on the server: each move tried is sent to `/api/analysis/move`, each
// edit checked by `/api/analysis/position` (docs/src/analysis-board.md).

import { animates, delayFor } from "./animation.js";
import { legalPits, movesFrom } from "./board.js";
import { addToBank, addToPit, draftCounts, editKey, splitFen, withMover } from "./analysis-editor.js";
import { attachReview, graphLayout, mainLine, markOf, MARKED, REVIEW_SECONDS, reviewRequest, signed } from "./analysis-review.js";
import { addMove, createTree, deleteVariation, keyTarget, moveLines, onMainLine, promote, treeFromGame, treeFromJson, treeJson } from "./analysis-tree.js";

// The computer players offered, as the lobby offers them.
export const LEVELS = ["random", "greedy", "easy", "medium", "hard", "max"];

// The `create_room` of "play from here": the position, and the seats (the player's side a
// person, the other a person or the computer at `against`).
export function playMessage({ ruleset, fen, players, side, against }) {
  const seats = Array.from({ length: players }, (_, seat) => (seat === side ? "person" : against));
  return { type: "create_room", ruleset, from: fen, seats };
}

// What a pasted text is: an analysis, a game record (JSON of another format, or a PGN-style or
// OGN text: tags in brackets, numbered moves, several lines), or a position string (one line).
export function pastedKind(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith("[") || trimmed.includes("\n") || /(^|\s)\d+\.\s/.test(trimmed)) return "record";
  if (!trimmed.startsWith("{")) return "fen";
  try {
    return JSON.parse(trimmed).format === "mancala-analysis" ? "analysis" : "record";
  } catch {
    return "record";
  }
}

// The elements whose own keys a key typed in them is.
const TYPED_IN = ["INPUT", "TEXTAREA", "SELECT"];

export function createAnalysis({ dom, t, state, board, animator, narration, fetch, show, send, makeUrl, clipboard }) {
  const { $ } = dom;
  // state.analysis: {tree, ruleset, names, players, current (node id), animation}
  const seatName = (a, seat) => (a.names && a.names[seat]) || t("page-seat", { players: a.players, seat });

  async function post(path, body) {
    const answer = await fetch(`${path}?lang=${t.lang}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    let json = null;
    try {
      json = await answer.json();
    } catch {
      json = { code: "other", error: String(answer.status) };
    }
    if (!answer.ok) throw Object.assign(new Error(json.error || ""), { refusal: json });
    return json;
  }

  function refusalText(e) {
    const r = e.refusal || { code: "other", error: String(e.message || e) };
    return t("page-analysis-refused", { code: r.code || "other", why: r.error || "" });
  }

  function fillRulesets(select) {
    select.replaceChildren();
    for (const r of state.rulesets) {
      const option = dom.text("option", t("page-ruleset-option", { name: r.name, id: r.id }));
      option.value = r.id;
      select.append(option);
    }
    if (state.rulesets.some((r) => r.id === "o-an-quan")) select.value = "o-an-quan";
  }

  // ---------------------------------------------------------------- the analysis board

  // Opens a tree on the board.
  function open({ tree, ruleset, names = null, boardSvg, players }) {
    const a = state.analysis;
    if (a && a.animation) animator.stop(a.animation);
    state.analysis = { tree, ruleset, names, players, current: 0, animation: null, review: null };
    $("analysis-error").textContent = "";
    clearReview();
    $("analysis-empty").hidden = true;
    $("analysis-body").hidden = false;
    $("analysis-sources").open = false;
    board.show($("analysis-board"), boardSvg, pitClicked);
    show("analysis");
    go(0, false);
    $("analysis-board").focus();
  }

  // A game of the viewer (`/api/replay`, `/api/rooms/ID/replay`).
  function openGame(game) {
    open({ tree: treeFromGame(game), ruleset: game.ruleset, names: game.names, boardSvg: game.board_svg, players: game.players });
  }

  // A position string (or the ruleset's start, with no `fen`).
  async function openFen(ruleset, fen) {
    const body = { ruleset, board: true };
    if (fen) body.fen = fen;
    const answer = await post("/api/analysis/position", body);
    const players = answer.position.scores.length;
    open({ tree: createTree(answer.fen, answer.position), ruleset, boardSvg: answer.board_svg, players });
  }

  // An analysis saved by this board: the moves now, the positions as they are shown.
  async function openTree(text, file) {
    let read;
    try {
      read = treeFromJson(text);
    } catch (e) {
      $("analysis-error").textContent = t("page-analysis-unread", { file, field: e.field || "format" });
      return;
    }
    const answer = await post("/api/analysis/position", { ruleset: read.ruleset, fen: read.tree.root.fen, board: true });
    read.tree.root.position = answer.position;
    open({ tree: read.tree, ruleset: read.ruleset, names: read.names, boardSvg: answer.board_svg, players: answer.position.scores.length });
  }

  // A game record's text (JSON, PGN-style or OGN), read by the server as the board's tree: its
  // comments and variations kept.
  async function openRecord(text, file) {
    const answer = await fetch(`/api/analysis/tree?lang=${t.lang}`, { method: "POST", body: text, headers: { "content-type": "text/plain" } });
    if (!answer.ok) {
      let why = "";
      try {
        why = (await answer.json()).error || "";
      } catch {
        why = String(answer.status);
      }
      $("analysis-error").textContent = t("page-file-refused", { file, why });
      return;
    }
    await openTree(await answer.json(), file);
  }

  async function openText(text, file) {
    $("analysis-error").textContent = "";
    try {
      const kind = pastedKind(text);
      if (kind === "analysis") await openTree(text, file);
      else if (kind === "record") await openRecord(text, file);
      else await openFen($("analysis-ruleset").value, text.trim());
    } catch (e) {
      $("analysis-error").textContent = refusalText(e);
    }
  }

  async function openFile() {
    const chosen = $("analysis-file").files[0];
    if (!chosen) return;
    if (chosen.size > 1048576) {
      $("analysis-error").textContent = t("page-record-too-big", { file: chosen.name, size: chosen.size });
      return;
    }
    await openText(await chosen.text(), chosen.name);
  }

  // A room's game (its end screen's "Analyse this game").
  async function openRoom(room) {
    show("analysis");
    $("analysis-error").textContent = "";
    const answer = await fetch(`/api/rooms/${encodeURIComponent(room)}/replay?lang=${t.lang}`);
    if (!answer.ok) {
      $("analysis-error").textContent = (await answer.text()).trim();
      return;
    }
    openGame(await answer.json());
  }

  // Makes sure a node's position is known (a node read from a file has its move only): asks the
  // server for the move from its parent's position.
  async function ensure(node) {
    if (node.position) return node;
    const a = state.analysis;
    if (!node.parent) {
      const answer = await post("/api/analysis/position", { ruleset: a.ruleset, fen: node.fen });
      node.position = answer.position;
      return node;
    }
    await ensure(node.parent);
    const answer = await post("/api/analysis/move", { ruleset: a.ruleset, fen: node.parent.fen, move: node.move });
    node.fen = answer.fen;
    node.position = answer.position;
    return node;
  }

  // Shows node `id`; a step forward along a line is animated when asked.
  async function go(id, animate) {
    const a = state.analysis;
    if (!a) return;
    const node = a.tree.nodes.get(id);
    if (!node) return;
    try {
      await ensure(node);
    } catch (e) {
      $("analysis-error").textContent = refusalText(e);
      return;
    }
    if (state.analysis !== a) return;
    animator.stop(a.animation);
    a.animation = null;
    a.current = id;
    $("analysis-error").textContent = "";
    $("analysis-choices").replaceChildren();
    const pos = node.position;
    const last = pos.last_move;
    const view = $("analysis-board");
    narration.header($("analysis-move"), last, a.players);
    drawTree();
    const finish = () => {
      a.animation = null;
      board.paint(view, pos);
      board.offer(view, pos.outcome ? [] : legalPits(pos.moves || []));
      view.dataset.node = String(id);
      view.dataset.fen = node.fen;
    };
    $("analysis-status").textContent = statusLine(node);
    $("analysis-fen").value = node.fen;
    $("analysis-copied").textContent = "";
    drawReviewAt(node);
    playControls($("analysis-play"), () => ({ fen: node.fen, ruleset: a.ruleset, players: a.players, toMove: pos.to_move, over: Boolean(pos.outcome) }));
    if (animate && last && animates(last, delayFor("6"))) {
      a.animation = animator.run(view, $("analysis-narration"), last, finish);
    } else {
      narration.fill($("analysis-narration"), last ? last.narration || [] : [], Infinity, last);
      finish();
    }
  }

  function statusLine(node) {
    const a = state.analysis;
    const pos = node.position;
    const ply = pos.ply || 0;
    const where = t("page-analysis-where", { ply });
    const who = pos.outcome ? pos.outcome_text || "" : t("page-to-move", { who: seatName(a, pos.to_move) });
    const scores = pos.scores.map((s, p) => t("page-score", { who: seatName(a, p), score: s })).join(", ");
    return t("page-analysis-status", { where, who, scores });
  }

  // A pit clicked on the board: its move played (or its moves offered, when it has several).
  function pitClicked(pit) {
    const a = state.analysis;
    if (!a) return;
    const node = a.tree.nodes.get(a.current);
    const moves = node && node.position && !node.position.outcome ? movesFrom(node.position.moves || [], pit) : [];
    if (!moves.length) return;
    if (moves.length === 1) {
      tryMove(moves[0].move);
      return;
    }
    const choices = $("analysis-choices");
    choices.replaceChildren(dom.text("span", t("page-analysis-choose")));
    for (const m of moves) choices.append(dom.button(m.move, () => tryMove(m.move)));
    choices.querySelector("button").focus();
  }

  // Plays `move` from the node shown: along the tree where it was played before, else asked of
  // the server and kept as a new variation.
  async function tryMove(move) {
    const a = state.analysis;
    const node = a.tree.nodes.get(a.current);
    const known = node.children.find((c) => c.move === move);
    if (known) return go(known.id, true);
    try {
      const answer = await post("/api/analysis/move", { ruleset: a.ruleset, fen: node.fen, move });
      const child = addMove(a.tree, node.id, answer.move, answer.fen, answer.position);
      if (child) await go(child.id, true);
    } catch (e) {
      $("analysis-error").textContent = refusalText(e);
    }
  }

  // The move list: the main line, each variation nested after the move it replaces.
  function drawTree() {
    const a = state.analysis;
    const box = $("analysis-moves");
    const lines = moveLines(a.tree);
    if (!lines.length) {
      box.replaceChildren(dom.text("p", t("page-analysis-no-moves")));
    } else {
      box.replaceChildren(drawLine(lines, true));
    }
    const current = a.tree.nodes.get(a.current);
    $("analysis-delete").disabled = !current.parent;
    $("analysis-promote").disabled = !current.parent || onMainLine(a.tree, a.current);
    const shown = box.querySelector('[aria-current="true"]');
    if (shown && shown.scrollIntoView) shown.scrollIntoView({ block: "nearest" });
  }

  function drawLine(items, main) {
    const a = state.analysis;
    const list = dom.doc.createElement("ol");
    list.className = main ? "line main" : "line";
    for (const item of items) {
      const li = dom.doc.createElement("li");
      if (item.variations) {
        li.className = "variations";
        for (const line of item.variations) {
          const wrap = dom.doc.createElement("div");
          wrap.className = "variation";
          wrap.setAttribute("role", "group");
          wrap.setAttribute("aria-label", t.attributes("page-analysis-variation")["aria-label"]);
          wrap.append(drawLine(line, false));
          li.append(wrap);
        }
      } else {
        const who = item.player === null ? "" : seatName(a, item.player);
        const b = dom.button(t("page-analysis-move", { ply: item.ply, move: item.move }), () => go(item.id, false));
        const reviewed = a.review && a.review.byNode.get(item.id);
        if (reviewed) {
          const cls = reviewed.class;
          const word = t("page-analysis-review-class", { class: cls });
          b.classList.add(cls);
          b.dataset.class = cls;
          if (markOf(cls)) b.append(dom.text("span", markOf(cls)));
          if (markOf(cls)) b.lastChild.className = "mark";
          b.setAttribute("aria-label", t.attributes("page-analysis-move-label-class", { ply: item.ply, who, move: item.move, class: word })["aria-label"]);
        } else {
          b.setAttribute("aria-label", t.attributes("page-analysis-move-label", { ply: item.ply, who, move: item.move })["aria-label"]);
        }
        b.dataset.node = String(item.id);
        if (item.player !== null) b.dataset.player = String(item.player);
        if (item.id === a.current) b.setAttribute("aria-current", "true");
        li.append(b);
      }
      list.append(li);
    }
    return list;
  }

  // ---------------------------------------------------------------- the review

  const number = (n, digits) => new Intl.NumberFormat(t.lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(n);

  function clearReview() {
    $("analysis-review-progress").textContent = "";
    $("analysis-review-progress").classList.remove("busy");
    $("analysis-review-start").disabled = false;
    $("analysis-review-graph").replaceChildren();
    $("analysis-review-move").textContent = "";
    $("analysis-review-summary").replaceChildren();
    $("analysis-review-skipped").textContent = "";
  }

  // "Review this game": the main line sent to the server; its answer ties a review to the
  // nodes, marks the moves, draws the graph and the summaries.
  async function startReview() {
    const a = state.analysis;
    if (!a || a.reviewing) return;
    const progress = $("analysis-review-progress");
    const button = $("analysis-review-start");
    a.reviewing = true;
    button.disabled = true;
    progress.classList.add("busy");
    progress.textContent = t("page-analysis-reviewing", { seconds: REVIEW_SECONDS });
    $("analysis-error").textContent = "";
    let answer = null;
    try {
      answer = await post("/api/analysis/review", reviewRequest(a.tree, a.ruleset));
    } catch (e) {
      if (state.analysis === a) progress.textContent = refusalText(e);
    }
    a.reviewing = false;
    if (state.analysis !== a) return;
    button.disabled = false;
    progress.classList.remove("busy");
    if (!answer) return;
    const attached = attachReview(a.tree, answer.review);
    if (!attached.matched) {
      progress.textContent = t("page-analysis-review-changed");
      return;
    }
    a.review = { ...attached, json: answer.review };
    progress.textContent = t("page-analysis-reviewed");
    drawSummary();
    drawTree();
    drawReviewAt(a.tree.nodes.get(a.current));
  }

  function drawSummary() {
    const a = state.analysis;
    const r = a.review.json;
    const list = $("analysis-review-summary");
    list.replaceChildren();
    for (const s of r.summaries || []) {
      const who = seatName(a, s.player);
      const line =
        s.accuracy === null || s.accuracy === undefined
          ? t("page-analysis-review-summary-none", { who })
          : t("page-analysis-review-summary", {
              who,
              accuracy: number(s.accuracy, 1),
              moves: s.moves,
              inaccuracies: s.classes.inaccuracy,
              mistakes: s.classes.mistake,
              blunders: s.classes.blunder,
            });
      list.append(dom.text("li", line));
    }
    const skipped = (r.skipped || []).map((k) =>
      t("page-analysis-review-skipped", { reason: k.reason, first: k.first + a.review.offset, last: k.last + a.review.offset, seconds: number(r.options.total_time, 0), max: r.options.max_plies }),
    );
    $("analysis-review-skipped").textContent = skipped.join(" ");
  }

  // A value in words: "+3 (exact)", "−1 (12 moves deep)".
  function valueText(value, appraisal) {
    return t("page-analysis-review-value", { value: signed(value), exact: appraisal && appraisal.exact ? "yes" : "no", depth: (appraisal && appraisal.depth) || 0 });
  }

  // A reviewed move in words: its class, the values before and after, the best move and line.
  function moveReviewText(a, m) {
    const parts = [
      t("page-analysis-review-detail", {
        ply: m.ply + a.review.offset,
        move: m.move,
        who: seatName(a, m.player),
        class: t("page-analysis-review-class", { class: m.class }),
        before: valueText(m.value_before, m.before),
        after: valueText(m.value_after, m.after),
      }),
    ];
    if (m.before.best) {
      parts.push(t("page-analysis-review-best", { best: m.before.best, line: (m.before.line || []).join(" "), loss: m.loss }));
    }
    return parts.join(" ");
  }

  // The tree as downloaded: with the review, once there is one, as the comment of each move of
  // the main line it reviewed (after the comment the move had).
  function downloadedTree(a) {
    const json = treeJson(a.tree, { ruleset: a.ruleset, names: a.names });
    if (!a.review) return json;
    mainLine(a.tree)
      .slice(1)
      .forEach((node, i) => {
        const m = a.review.byNode.get(node.id);
        const entry = json.moves[i];
        if (!m || !entry) return;
        const words = moveReviewText(a, m);
        entry.comment = entry.comment ? `${entry.comment} ${words}` : words;
      });
    return json;
  }

  // The review's words for the node shown, and the graph's mark on it.
  function drawReviewAt(node) {
    const a = state.analysis;
    if (!a || !a.review) return;
    const box = $("analysis-review-move");
    const m = a.review.byNode.get(node.id);
    if (m) {
      box.textContent = moveReviewText(a, m);
    } else if (!node.parent && a.review.json.start) {
      const start = a.review.json.start;
      const parts = [t("page-analysis-review-start", { who: seatName(a, start.to_move), value: valueText(start.value, start) })];
      if (start.best) parts.push(t("page-analysis-review-start-best", { best: start.best, line: (start.line || []).join(" ") }));
      box.textContent = parts.join(" ");
    } else {
      box.textContent = t("page-analysis-review-none");
    }
    drawGraph(node.id);
  }

  // The advantage graph: South's value after each move reviewed, a point per move (its class's
  // colour; a ring where the value was searched, not proved); a click on a point goes there.
  function drawGraph(current) {
    const a = state.analysis;
    const r = a.review;
    const NS = "http://www.w3.org/2000/svg";
    const size = { width: 640, height: 200, pad: 16 };
    const el = (name, attrs) => {
      const e = dom.doc.createElementNS(NS, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      return e;
    };
    const layout = graphLayout(r.points, r.plies, size);
    const south = seatName(a, 0);
    const north = seatName(a, 1);
    const svg = el("svg", { viewBox: `0 0 ${size.width} ${size.height}`, role: "group" });
    svg.setAttribute("aria-label", t.attributes("page-analysis-review-graph", { south, north })["aria-label"]);
    const pts = layout.points;
    if (pts.length) {
      const line = pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
      svg.append(el("polygon", { class: "area-south", points: `${pts[0].x.toFixed(1)},${layout.mid} ${line} ${pts[pts.length - 1].x.toFixed(1)},${layout.mid}` }));
    }
    svg.append(el("line", { class: "mid", x1: size.pad, x2: size.width - size.pad, y1: layout.mid, y2: layout.mid }));
    const top = el("text", { x: size.pad + 4, y: 20 });
    top.textContent = t("page-analysis-review-ahead", { who: south });
    const bottom = el("text", { x: size.pad + 4, y: size.height - 6 });
    bottom.textContent = t("page-analysis-review-ahead", { who: north });
    svg.append(top, bottom);
    const shown = pts.find((p) => p.node === current);
    if (shown) svg.append(el("line", { class: "current", x1: shown.x, x2: shown.x, y1: size.pad / 2, y2: size.height - size.pad / 2 }));
    if (pts.length > 1) svg.append(el("polyline", { points: pts.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ") }));
    for (const p of pts) {
      const classes = [p.exact ? "exact" : "searched"];
      if (MARKED.includes(p.cls)) classes.push(p.cls);
      if (p.node === current) classes.push("current");
      const radius = MARKED.includes(p.cls) ? 9 : 6;
      const dot = el("circle", { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: radius, class: classes.join(" ") });
      dot.dataset.node = String(p.node);
      const node = a.tree.nodes.get(p.node);
      const title = el("title", {});
      title.textContent = t("page-analysis-review-point", { start: p.index === 0 ? "yes" : "no", ply: p.ply, move: (node && node.move) || "", value: signed(p.value), south });
      dot.append(title);
      dot.addEventListener("click", () => go(p.node, false));
      svg.append(dot);
    }
    $("analysis-review-graph").replaceChildren(svg);
  }

  function save(text, name) {
    const link = dom.doc.createElement("a");
    link.href = makeUrl(text);
    link.download = name;
    dom.doc.body.append(link);
    link.click();
    link.remove();
  }

  function download() {
    const a = state.analysis;
    if (!a) return;
    save(JSON.stringify(downloadedTree(a), null, 2), `${a.ruleset}-analysis.json`);
  }

  // The analysis as a game record (`json`, or `pgn` text), written by the server from the tree:
  // what `mancala replay` and `mancala record convert` read.
  async function downloadRecord(format) {
    const a = state.analysis;
    if (!a) return;
    $("analysis-error").textContent = "";
    const body = JSON.stringify(downloadedTree(a));
    const answer = await fetch(`/api/analysis/record?lang=${t.lang}&to=${format}`, { method: "POST", body, headers: { "content-type": "application/json" } });
    const text = await answer.text();
    if (!answer.ok) {
      let refusal = { code: "other", error: text };
      try {
        refusal = JSON.parse(text);
      } catch {
        // The status alone.
      }
      $("analysis-error").textContent = refusalText({ refusal });
      return;
    }
    save(text, `${a.ruleset}-game.${format}`);
  }

  function key(event) {
    const a = state.analysis;
    if (!a || $("analysis").hidden) return;
    const tag = event.target.tagName;
    if (TYPED_IN.includes(tag) || event.ctrlKey || event.altKey || event.metaKey) return;
    // ↑ and ↓ change variation only from the board (elsewhere they scroll the page).
    if ((event.key === "ArrowUp" || event.key === "ArrowDown") && event.target !== $("analysis-board")) return;
    const to = keyTarget(a.tree, a.current, event.key);
    if (to === null) {
      if (["ArrowRight", "ArrowLeft", "Home", "End"].includes(event.key)) event.preventDefault();
      return;
    }
    event.preventDefault();
    go(to, event.key === "ArrowRight");
  }

  // ---------------------------------------------------------------- play from here

  // The controls of "play from here" in `box`, for the position `where()` gives.
  function playControls(box, where) {
    const w = where();
    const legend = box.querySelector("legend");
    box.replaceChildren(legend);
    if (w.over) {
      box.append(dom.text("p", t("page-analysis-over")));
      return;
    }
    const against = dom.doc.createElement("select");
    against.className = "play-against";
    const person = dom.text("option", t("page-analysis-a-person"));
    person.value = "person";
    against.append(person);
    for (const level of LEVELS) {
      const option = dom.text("option", t("page-computer", { level: t("page-level", { level }) }));
      option.value = level;
      against.append(option);
    }
    against.value = "easy";
    const side = dom.doc.createElement("select");
    side.className = "play-side";
    for (let seat = 0; seat < w.players; seat++) {
      const option = dom.text("option", t("page-seat", { players: w.players, seat }));
      option.value = String(seat);
      side.append(option);
    }
    side.value = String(w.toMove);
    const againstLabel = dom.text("label", "");
    againstLabel.append(dom.text("span", t("page-analysis-against")), against);
    const sideLabel = dom.text("label", "");
    sideLabel.append(dom.text("span", t("page-analysis-side")), side);
    const start = dom.button(t("page-analysis-play"), () => {
      const now = where();
      const seat = Number(side.value);
      const name = $("name") ? $("name").value.trim() || undefined : undefined;
      state.pendingJoin = { seat, name };
      send(playMessage({ ruleset: now.ruleset, fen: now.fen, players: now.players, side: seat, against: against.value }));
    });
    start.className = "play-start";
    box.append(againstLabel, sideLabel, start);
  }

  // ---------------------------------------------------------------- the position editor

  // state.editor: {ruleset, fen, players, pit (chosen), position (the last valid), checking}
  let checks = 0;

  async function editorOpen(ruleset, fen = null) {
    $("editor-ruleset").value = ruleset;
    const body = { ruleset, board: true };
    if (fen) body.fen = fen;
    let answer;
    try {
      answer = await post("/api/analysis/position", body);
    } catch (e) {
      // A position string that is not one of the game: the editor opens at the start, with the
      // string as it was, and says what is wrong.
      answer = await post("/api/analysis/position", { ruleset, board: true });
      state.editor = { ruleset, fen: answer.fen, players: answer.position.scores.length, pit: null, position: answer.position };
      board.show($("editor-board"), answer.board_svg, editorPit);
      show("editor");
      setFen(fen || answer.fen);
      void e;
      return;
    }
    state.editor = { ruleset, fen: answer.fen, players: answer.position.scores.length, pit: null, position: answer.position };
    board.show($("editor-board"), answer.board_svg, editorPit);
    show("editor");
    setFen(answer.fen);
  }

  // The editor at `fen`: the text, the board, the banks and who moves drawn from it; the server
  // asked whether it is a position of the game.
  function setFen(fen, { typed = false } = {}) {
    const e = state.editor;
    if (!e) return;
    e.fen = fen;
    if (!typed) $("editor-fen").value = fen;
    $("editor-copied").textContent = "";
    drawEditor();
    check(fen);
  }

  function drawEditor() {
    const e = state.editor;
    const view = $("editor-board");
    const counts = draftCounts(e.fen);
    const fields = splitFen(e.fen);
    // The position the server accepted, as it sent it; a draft drawn from the text as it is (the
    // kinds of pieces and the marks from the last valid position).
    const accepted = e.position.fen === e.fen;
    const pos = accepted ? { ...e.position, last_move: undefined } : { ...e.position, pits: e.position.pits.map((c, i) => (i < counts.length ? counts[i] : c)), last_move: undefined };
    if (!accepted) delete pos.worth;
    board.paint(view, pos);
    const all = pos.pits.map((_, i) => i);
    board.offer(view, all);
    board.mark("chosen", e.pit === null ? [] : [e.pit], view);
    $("editor-pit").textContent = e.pit === null ? t("page-editor-no-pit") : t("page-editor-pit", { pit: board.pitName(e.pit, view), count: pos.pits[e.pit] ?? 0 });
    $("editor-add").disabled = e.pit === null;
    $("editor-remove").disabled = e.pit === null;
    const banks = $("editor-banks");
    banks.replaceChildren();
    if (fields && fields.banks) {
      fields.banks.forEach((bank, p) => {
        const who = t("page-seat", { players: e.players, seat: p });
        const row = dom.doc.createElement("div");
        row.className = "row bank";
        row.append(dom.text("span", t("page-editor-bank", { who, bank })));
        const minus = dom.button(t("page-editor-bank-remove", { who }), () => changeBank(p, -1), t.attributes("page-editor-bank-remove", { who })["aria-label"]);
        const plus = dom.button(t("page-editor-bank-add", { who }), () => changeBank(p, 1), t.attributes("page-editor-bank-add", { who })["aria-label"]);
        row.append(minus, plus);
        banks.append(row);
      });
    }
    const mover = $("editor-to-move");
    if (mover.options.length !== e.players) {
      mover.replaceChildren();
      for (let seat = 0; seat < e.players; seat++) {
        const option = dom.text("option", t("page-seat", { players: e.players, seat }));
        option.value = String(seat);
        mover.append(option);
      }
    }
    if (fields && /^\d+$/.test(fields.toMove) && Number(fields.toMove) < e.players) mover.value = fields.toMove;
  }

  async function check(fen) {
    const e = state.editor;
    const mine = ++checks;
    let answer = null;
    let refused = null;
    try {
      answer = await post("/api/analysis/position", { ruleset: e.ruleset, fen });
    } catch (err) {
      refused = err.refusal || { code: "other", field: "fields", error: String(err.message || err) };
    }
    // Only the answer to the latest edit counts.
    if (mine !== checks || state.editor !== e) return;
    const validity = $("editor-validity");
    e.valid = Boolean(answer);
    validity.classList.toggle("invalid", !answer);
    if (answer) {
      e.position = answer.position;
      validity.textContent = t("page-editor-valid");
      drawEditor();
    } else if (refused.code === "bad_position") {
      validity.textContent = t("page-editor-invalid", { field: refused.field || "fields", why: refused.error });
    } else {
      validity.textContent = t("page-analysis-refused", { code: refused.code || "other", why: refused.error || "" });
    }
    $("editor-analyse").disabled = !answer;
    const box = $("editor-play");
    box.hidden = !answer;
    if (answer) playControls(box, () => ({ fen: answer.fen, ruleset: e.ruleset, players: e.players, toMove: answer.position.to_move, over: Boolean(answer.position.outcome) }));
  }

  function editorPit(pit) {
    const e = state.editor;
    if (!e) return;
    e.pit = pit;
    drawEditor();
  }

  function changePit(delta) {
    const e = state.editor;
    if (!e || e.pit === null) return;
    const next = addToPit(e.fen, e.pit, delta);
    if (next !== null && next !== e.fen) setFen(next);
  }

  function changeBank(player, delta) {
    const e = state.editor;
    const next = e && addToBank(e.fen, player, delta);
    if (next) setFen(next);
  }

  function editorKey(event) {
    if (!state.editor || $("editor").hidden) return;
    if (TYPED_IN.includes(event.target.tagName) || event.ctrlKey || event.altKey || event.metaKey) return;
    const delta = editKey(event.key);
    if (delta === null) return;
    event.preventDefault();
    changePit(delta);
  }

  async function copy(text, note) {
    try {
      await clipboard.writeText(text);
      $(note).textContent = t("page-analysis-copied");
    } catch {
      $(note).textContent = "";
    }
  }

  function wire() {
    $("analysis-file").addEventListener("change", openFile);
    $("analysis-open").addEventListener("click", () => openText($("analysis-paste").value, t("page-analysis-pasted")));
    $("analysis-start").addEventListener("click", () => openFen($("analysis-ruleset").value, null).catch((e) => ($("analysis-error").textContent = refusalText(e))));
    $("analysis-first").addEventListener("click", () => state.analysis && go(0, false));
    $("analysis-prev").addEventListener("click", () => {
      const a = state.analysis;
      const to = a && keyTarget(a.tree, a.current, "ArrowLeft");
      if (to !== null && to !== undefined) go(to, false);
    });
    $("analysis-next").addEventListener("click", () => {
      const a = state.analysis;
      const to = a && keyTarget(a.tree, a.current, "ArrowRight");
      if (to !== null && to !== undefined) go(to, true);
    });
    $("analysis-last").addEventListener("click", () => {
      const a = state.analysis;
      const to = a && keyTarget(a.tree, a.current, "End");
      if (to !== null && to !== undefined) go(to, false);
    });
    $("analysis-delete").addEventListener("click", () => {
      const a = state.analysis;
      const back = a && deleteVariation(a.tree, a.current);
      if (back !== null && back !== undefined) go(back, false);
    });
    $("analysis-promote").addEventListener("click", () => {
      const a = state.analysis;
      if (a && promote(a.tree, a.current)) drawTree();
    });
    $("analysis-download").addEventListener("click", download);
    $("analysis-review-start").addEventListener("click", startReview);
    $("analysis-download-record").addEventListener("click", () => downloadRecord("json"));
    $("analysis-download-pgn").addEventListener("click", () => downloadRecord("pgn"));
    $("analysis-copy").addEventListener("click", () => copy($("analysis-fen").value, "analysis-copied"));
    $("analysis-edit").addEventListener("click", () => {
      const a = state.analysis;
      if (a) editorOpen(a.ruleset, a.tree.nodes.get(a.current).fen);
    });
    dom.doc.addEventListener("keydown", key);
    dom.doc.addEventListener("keydown", editorKey);
    // The last move's arrow follows its pit when the window changes size (a phone turned).
    board.onResize($("analysis-board"), () => {});
    $("editor-ruleset").addEventListener("change", () => editorOpen($("editor-ruleset").value));
    $("editor-reset").addEventListener("click", () => editorOpen($("editor-ruleset").value));
    $("editor-add").addEventListener("click", () => changePit(1));
    $("editor-remove").addEventListener("click", () => changePit(-1));
    $("editor-to-move").addEventListener("change", () => {
      const next = state.editor && withMover(state.editor.fen, $("editor-to-move").value);
      if (next) setFen(next);
    });
    $("editor-fen").addEventListener("input", () => setFen($("editor-fen").value, { typed: true }));
    $("editor-copy").addEventListener("click", () => copy($("editor-fen").value, "editor-copied"));
    $("editor-analyse").addEventListener("click", () => {
      const e = state.editor;
      if (e && e.valid) openFen(e.ruleset, e.fen).catch((err) => ($("analysis-error").textContent = refusalText(err)));
    });
  }

  // The rulesets are known (the lobby loaded them): the selects are filled.
  function rulesetsLoaded() {
    fillRulesets($("analysis-ruleset"));
    fillRulesets($("editor-ruleset"));
  }

  // The editor view shown from the navigation: opened at the chosen ruleset's start the first time.
  function editorShown() {
    if (!state.editor && state.rulesets.length) editorOpen($("editor-ruleset").value);
  }

  return { open, openGame, openRoom, openFen, openText, editorOpen, editorShown, go, tryMove, wire, rulesetsLoaded, key, startReview };
}
