// The replay viewer: a game (from a room, or a record file the server reads) shown move by move,
// with buttons, a slider and the arrow keys; a step forward is animated.

import { animates, delayFor } from "./animation.js";

// The ply a step asks for, kept within the game (0 is the start).
export function clampPly(ply, plies) {
  return Math.max(0, Math.min(ply, plies));
}

// The position at `ply`: the start, or the one after that move.
export function positionAt(game, ply) {
  return ply === 0 ? game.start : game.plies[ply - 1];
}

// The ply a key goes to from `ply` and whether the step is animated, or null for other keys.
export function keyStep(key, ply, plies) {
  const steps = {
    ArrowRight: [ply + 1, true],
    ArrowLeft: [ply - 1, false],
    Home: [0, false],
    End: [plies, false],
  };
  return Object.hasOwn(steps, key) ? { ply: steps[key][0], animate: steps[key][1] } : null;
}

// The viewer's status line.
export function replayLine(t, game, pos, ply) {
  const scores = pos.scores.map((s, p) => t("page-score", { who: game.names[p], score: s })).join(", ");
  const who = pos.outcome ? pos.outcome_text || t("page-game-over") : t("page-to-move", { who: game.names[pos.to_move] });
  return t("page-replay-status", { name: game.name, where: t("page-replay-where", { ply, plies: game.plies.length }), who, scores });
}

export function createReplay({ dom, t, state, board, animator, narration, fetch, show, makeUrl }) {
  const { $ } = dom;

  function start(game) {
    if (state.replay) animator.stop(state.replay.animation);
    state.replay = { game, ply: 0, animation: null };
    $("replay-body").hidden = false;
    $("replay-rules").textContent = game.rules_text;
    $("replay-ply").max = String(game.plies.length);
    const view = $("replay-board");
    view.innerHTML = game.board_svg || "";
    go(0, false);
    view.focus();
  }

  // Shows move `ply` (kept within the game), animated when asked and the speed allows.
  function go(wanted, animate) {
    const r = state.replay;
    if (!r) return;
    animator.stop(r.animation);
    r.animation = null;
    const ply = clampPly(wanted, r.game.plies.length);
    r.ply = ply;
    const pos = positionAt(r.game, ply);
    const last = pos.last_move;
    const view = $("replay-board");
    $("replay-ply").value = String(ply);
    narration.header($("replay-move"), last, r.game.players);
    const finish = () => {
      r.animation = null;
      board.paint(view, pos);
      board.mark("active", [], view);
      view.dataset.ply = String(ply);
      $("replay-status").textContent = replayLine(t, r.game, pos, ply);
    };
    if (animate && animates(last, delayFor($("speed").value))) {
      r.animation = animator.run(view, $("replay-narration"), last, finish);
    } else {
      narration.fill($("replay-narration"), last ? last.narration || [] : [], Infinity, last);
      finish();
    }
  }

  // The viewer shows what the server answered, and offers the record for download
  // (`download()`: its address and file name); a refusal is told as `refused(why)` says.
  async function shown(answer, download, refused) {
    if (!answer.ok) {
      $("replay-error").textContent = refused((await answer.text()).trim());
      return;
    }
    const { href, name } = download();
    const link = $("replay-download");
    link.href = href;
    link.download = name;
    link.hidden = false;
    start(await answer.json());
  }

  async function openFile() {
    const file = $("record-file").files[0];
    if (!file) return;
    $("replay-error").textContent = "";
    if (file.size > 1048576) {
      $("replay-error").textContent = t("page-record-too-big", { file: file.name, size: file.size });
      return;
    }
    const body = await file.text();
    const answer = await fetch(`/api/replay?lang=${t.lang}`, { method: "POST", body, headers: { "content-type": "application/json" } });
    await shown(answer, () => ({ href: makeUrl(body), name: file.name }), (why) => t("page-file-refused", { file: file.name, why }));
  }

  async function openRoom(room) {
    show("replay");
    $("replay-error").textContent = "";
    const answer = await fetch(`/api/rooms/${room}/replay?lang=${t.lang}`);
    await shown(answer, () => ({ href: `/api/rooms/${room}/record`, name: `${room}.json` }), (why) => why);
  }

  function key(event) {
    const r = state.replay;
    if (!r || $("replay").hidden) return;
    const step = keyStep(event.key, r.ply, r.game.plies.length);
    if (!step || event.target.tagName === "INPUT") return;
    event.preventDefault();
    go(step.ply, step.animate);
  }

  function wire() {
    $("record-file").addEventListener("change", openFile);
    dom.doc.addEventListener("keydown", key);
    $("replay-first").addEventListener("click", () => go(0, false));
    $("replay-prev").addEventListener("click", () => go(state.replay.ply - 1, false));
    $("replay-next").addEventListener("click", () => go(state.replay.ply + 1, true));
    $("replay-last").addEventListener("click", () => go(state.replay.game.plies.length, false));
    $("replay-ply").addEventListener("input", () => go(Number($("replay-ply").value), false));
  }

  return { start, go, openRoom, key, wire };
}
