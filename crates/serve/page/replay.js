// The replay viewer: a game (from a room, or a record file the server reads) shown move by move,
// with buttons, a slider and the arrow keys; a step forward is animated, at the viewer's own
// speed, and a move can be held and walked through stone by stone (the room's controls,
// `wireControls`, and keys of their own).

import { animates, delayFor, wireControls } from "./animation.js";
import { resultWords } from "./ending.js";

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

// What a key does inside a move ("pause" holds it or lets it go on, "back" and "forward" step
// one frame), or null: Space, Shift with ← and →, and "," and "." (the plain arrows step
// through the game, `keyStep`).
export function moveKey(key, shift) {
  if (key === " ") return "pause";
  if (key === "," || (shift && key === "ArrowLeft")) return "back";
  if (key === "." || (shift && key === "ArrowRight")) return "forward";
  return null;
}

// The elements whose own keys a key typed in them is (a field, a slider, a button's Space).
const TYPED_IN = ["INPUT", "TEXTAREA", "SELECT"];

// The viewer's buttons that hold and step a move.
export const REPLAY_CONTROLS = { pause: "replay-anim-pause", back: "replay-anim-back", forward: "replay-anim-forward" };

// Whether a move has frames to walk through.
const framed = (last) => Boolean(last && last.frames && last.frames.length);

// How the game shown ended, in words: why, and who won (a game stopped by a resignation, a
// player gone, time or a closed room has the record's outcome on its last position).
export function endingLine(t, game, outcome) {
  const { headline, why } = resultWords(t, outcome, [], (seat) => game.names[seat]);
  return t("page-replay-ended", { why, headline });
}

// The viewer's status line.
export function replayLine(t, game, pos, ply) {
  const scores = pos.scores.map((s, p) => t("page-score", { who: game.names[p], score: s })).join(", ");
  const who = pos.outcome ? pos.outcome_text || endingLine(t, game, pos.outcome) : t("page-to-move", { who: game.names[pos.to_move] });
  return t("page-replay-status", { name: game.name, where: t("page-replay-where", { ply, plies: game.plies.length }), who, scores });
}

// `animator` is the viewer's own (its delay read from the viewer's speed slider, `replay-speed`,
// and telling `refresh` when a move starts or ends).
export function createReplay({ dom, t, state, board, animator, narration, fetch, show, makeUrl }) {
  const { $ } = dom;
  let controls = null;
  const refresh = () => controls && controls.refresh();

  function start(game) {
    if (state.replay) animator.stop(state.replay.animation);
    state.replay = { game, ply: 0, animation: null };
    $("replay-body").hidden = false;
    if ($("replay-analyse")) $("replay-analyse").hidden = false;
    $("replay-rules").textContent = game.rules_text;
    $("replay-ply").max = String(game.plies.length);
    const view = $("replay-board");
    view.innerHTML = game.board_svg || "";
    go(0, false);
    view.focus();
  }

  // Shows move `ply` (kept within the game), animated when asked and the speed allows; with
  // `held` ({at}), the move opens held at that frame, whatever the speed.
  function go(wanted, animate, held = null) {
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
      refresh();
    };
    if (held && framed(last)) {
      // As while a move plays, the status line is the position's before it until it ends.
      $("replay-status").textContent = replayLine(t, r.game, positionAt(r.game, ply - 1), ply - 1);
      r.animation = animator.run(view, $("replay-narration"), last, finish, { at: held.at, paused: true });
    } else if (animate && animates(last, delayFor($("replay-speed").value))) {
      r.animation = animator.run(view, $("replay-narration"), last, finish);
    } else {
      narration.fill($("replay-narration"), last ? last.narration || [] : [], Infinity, last);
      finish();
    }
    refresh();
  }

  // One frame on inside the move shown; from a position at rest, into the next move, held at
  // its first frame (a move without frames is simply shown).
  function stepForward() {
    const r = state.replay;
    if (!r) return;
    if (r.animation) animator.forward(r.animation);
    else if (r.ply < r.game.plies.length) {
      const next = positionAt(r.game, r.ply + 1).last_move;
      go(r.ply + 1, false, framed(next) ? { at: 0 } : null);
    }
    refresh();
  }

  // One frame back inside the move shown; before its first frame, the position before it; from
  // a position at rest, into the move that led to it, held one frame before its end.
  function stepBack() {
    const r = state.replay;
    if (!r) return;
    const a = r.animation;
    if (a && a.at > 0) animator.back(a);
    else if (a) go(r.ply - 1, false);
    else if (r.ply > 0) {
      const last = positionAt(r.game, r.ply).last_move;
      if (framed(last) && last.frames.length > 1) go(r.ply, false, { at: last.frames.length - 2 });
      else go(r.ply - 1, false);
    }
    refresh();
  }

  // Holds the move being shown, or lets it go on.
  function pauseOrResume() {
    const r = state.replay;
    const a = r && r.animation;
    if (!a) return;
    if (a.paused) animator.resume(a);
    else animator.pause(a);
    refresh();
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
    const tag = event.target.tagName;
    if (TYPED_IN.includes(tag) || event.ctrlKey || event.altKey || event.metaKey) return;
    const inMove = moveKey(event.key, event.shiftKey);
    if (inMove) {
      // Space on a button presses that button.
      if (inMove === "pause" && tag === "BUTTON") return;
      event.preventDefault();
      ({ pause: pauseOrResume, back: stepBack, forward: stepForward })[inMove]();
      return;
    }
    const step = keyStep(event.key, r.ply, r.game.plies.length);
    if (!step) return;
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
    // The room's controls, over the viewer's move: stepping also goes into a move from rest.
    const steps = {
      pause: (a) => a && pauseOrResume(),
      resume: (a) => a && pauseOrResume(),
      forward: stepForward,
      back: stepBack,
    };
    controls = wireControls({ dom, t, animator: steps, current: () => state.replay && state.replay.animation, ids: REPLAY_CONTROLS });
  }

  return { start, go, openRoom, key, wire, refresh, stepForward, stepBack, pauseOrResume };
}
