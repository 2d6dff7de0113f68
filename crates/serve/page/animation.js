// A move shown frame by frame (the board after each of the engine's events), with its
// narration sentence by sentence, at the speed the slider says: each seed sown is carried from
// pit to pit (unless the reader asks for less motion), and the move can be held, stepped
// forward and back.

// Milliseconds between frames at `speed` (0 to 10; 0 shows moves at once).
export function delayFor(speed) {
  const s = Number(speed);
  return s === 0 ? 0 : Math.round(1200 / s);
}

// Whether `last` (a position's last move) has frames to animate at `delay`.
export function animates(last, delay) {
  return Boolean(last && last.frames && last.frames.length && delay > 0);
}

// Which drop of its sowing step frame `i` is.
export function stepIndex(frames, i) {
  let k = 0;
  while (i - k - 1 >= 0 && frames[i - k - 1].step === frames[i].step) k++;
  return k;
}

// The pit frame `i` of move `last` acts on: a lift's pit, or the pit a sowing has reached.
export function activePits(last, i) {
  const frames = last.frames;
  const step = last.steps[frames[i].step];
  if (step && step.pit !== undefined) return [step.pit];
  if (step && step.pits) return [step.pits[Math.min(stepIndex(frames, i), step.pits.length - 1)]];
  return [];
}

// The sentences of a narration up to a step (all of them with Infinity).
export function narrationUpTo(narration, upToStep) {
  return narration.filter((n) => n.step <= upToStep).map((n) => n.text);
}

export function createNarration({ dom, t }) {
  // Shows the sentences of `move`'s narration up to a step in `list`, the last one marked.
  function fill(list, narration, upToStep, move) {
    const lines = narrationUpTo(narration, upToStep);
    const key = move ? `${move.player}:${move.move}:${narration.length}:${lines.length}` : "";
    if (list.dataset.key === key && upToStep !== Infinity) return;
    list.dataset.key = key;
    list.replaceChildren(...lines.map((line) => dom.text("li", line)));
    const current = list.lastElementChild;
    if (current && upToStep !== Infinity) current.classList.add("current");
  }

  function header(element, last, players) {
    element.textContent = last ? t("page-played", { who: t("page-seat", { players, seat: last.player }), move: last.move }) : t("page-no-move-yet");
  }

  return { fill, header };
}

// The stone frame `i` of move `last` carries: a sowing's drop, from the pit the hand was over
// (the pit lifted, or the one the drop before fell into) to the pit it falls into, with the
// kind of the piece (what grew in that pit between the two frames); null for a frame that is
// not a drop.
export function flightOf(last, i) {
  const frames = last.frames;
  const frame = frames[i];
  const step = last.steps[frame.step];
  if (!step || step.kind !== "sow" || !step.pits || !step.pits.length) return null;
  const k = Math.min(stepIndex(frames, i), step.pits.length - 1);
  const to = step.pits[k];
  let from = k > 0 ? step.pits[k - 1] : undefined;
  for (let s = frame.step - 1; from === undefined && s >= 0; s--) {
    const before = last.steps[s];
    if (before.kind === "sow" && before.pits && before.pits.length) from = before.pits.at(-1);
    else if (["lift", "relay"].includes(before.kind)) from = before.pit;
  }
  if (from === undefined) return null;
  const previous = i > 0 ? frames[i - 1] : null;
  const grew = (kind) => Boolean(frame[kind] && previous && previous[kind] && frame[kind][to] > previous[kind][to]);
  const kind = grew("special") ? "special" : grew("black") ? "black" : "plain";
  return { from, to, kind };
}

// `board` paints and marks (and, with `board.fly`, carries a stone from pit to pit), `narration`
// fills lists, `delay()` reads the speed when each frame is shown, `clock` is
// setTimeout/clearTimeout (the page's, or a stand-in), `still()` says whether stones should not
// travel (prefers-reduced-motion: the counts change, the steps are still shown), `changed()`
// hears that a move started or ended.
export function createAnimator({ board, narration, delay, clock = globalThis, still = () => false, changed = () => {} }) {
  // Plays `last`'s frames on `container`, then calls `done`. Returns the animation:
  // {timer, finish, container, narrationList, last, at (the frame shown), paused}. With
  // `paused`, the move opens held at frame `at` (its stone carried only at the first frame).
  function run(container, narrationList, last, done, { at = 0, paused = false } = {}) {
    const animation = { timer: null, finish: done, container, narrationList, last, at: -1, paused, over: false };
    const from = Math.max(0, Math.min(at, last.frames.length - 1));
    show(animation, from, from === 0);
    changed();
    return animation;
  }

  // Shows frame `i`: its stone carried to its pit first when it is a drop and stones travel,
  // then the board after it; then, unless paused, the next frame after the delay.
  function show(animation, i, travel = true) {
    const { last, container } = animation;
    const frame = last.frames[i];
    animation.at = i;
    board.mark("active", activePits(last, i), container);
    narration.fill(animation.narrationList, last.narration || [], frame.step, last);
    const flight = travel && board.fly && !still() ? flightOf(last, i) : null;
    const wait = delay();
    const land = () => {
      animation.timer = null;
      board.paint(container, frame);
      if (!animation.paused) animation.timer = clock.setTimeout(() => next(animation), flight ? wait - flying(wait) : wait);
    };
    if (flight && wait > 0) {
      board.fly(container, flight, flying(wait));
      animation.timer = clock.setTimeout(land, flying(wait));
    } else {
      land();
    }
  }

  // The part of a frame's time its stone is in the air.
  const flying = (wait) => Math.round(wait * 0.75);

  function next(animation) {
    animation.timer = null;
    if (animation.at + 1 < animation.last.frames.length) show(animation, animation.at + 1);
    else end(animation);
  }

  function end(animation) {
    if (animation.over) return;
    animation.over = true;
    clock.clearTimeout(animation.timer);
    animation.timer = null;
    if (board.land) board.land(animation.container);
    narration.fill(animation.narrationList, animation.last.narration || [], Infinity, animation.last);
    board.mark("active", [], animation.container);
    animation.finish();
    changed();
  }

  // Holds the move where it is (a stone in the air lands at once).
  function pause(animation) {
    if (!animation || animation.over || animation.paused) return;
    animation.paused = true;
    settle(animation);
  }

  function resume(animation) {
    if (!animation || animation.over || !animation.paused) return;
    animation.paused = false;
    next(animation);
  }

  // Lands a stone in the air and stops the clock.
  function settle(animation) {
    clock.clearTimeout(animation.timer);
    animation.timer = null;
    if (board.land) board.land(animation.container);
    board.paint(animation.container, animation.last.frames[animation.at]);
  }

  // One frame on (the stone carried), or the move's end after its last frame; it stays paused.
  function forward(animation) {
    if (!animation || animation.over) return;
    animation.paused = true;
    settle(animation);
    if (animation.at + 1 < animation.last.frames.length) show(animation, animation.at + 1);
    else end(animation);
  }

  // One frame back (no stone travels backward); it stays paused.
  function back(animation) {
    if (!animation || animation.over) return;
    animation.paused = true;
    settle(animation);
    show(animation, Math.max(0, animation.at - 1), false);
  }

  // Stops an animation where it is.
  function stop(animation) {
    if (!animation) return;
    animation.over = true;
    clock.clearTimeout(animation.timer);
    animation.timer = null;
    if (board.land) board.land(animation.container);
  }

  // Ends an animation at once: all its narration, then what it does at its end.
  function skip(animation) {
    if (!animation) return;
    end(animation);
  }

  return { run, stop, skip, pause, resume, forward, back };
}

// Wires the buttons that hold, step and go on with the move being shown (`current()`), and
// keeps the pause button's words and state in step with it. `ids` names the buttons (the
// room's unless told).
const ROOM_CONTROLS = { pause: "anim-pause", back: "anim-back", forward: "anim-forward" };
export function wireControls({ dom, t, animator, current, ids = ROOM_CONTROLS }) {
  const $ = (which) => dom.$(ids[which]);
  const pause = $("pause");
  const refresh = () => {
    const a = current();
    const paused = Boolean(a && a.paused && !a.over);
    pause.textContent = paused ? t("page-board-resume") : t("page-board-pause");
    pause.setAttribute("aria-pressed", String(paused));
  };
  pause.addEventListener("click", () => {
    const a = current();
    if (a && a.paused) animator.resume(a);
    else animator.pause(a);
    refresh();
  });
  $("back").addEventListener("click", () => {
    animator.back(current());
    refresh();
  });
  $("forward").addEventListener("click", () => {
    animator.forward(current());
    refresh();
  });
  $("back").setAttribute("aria-label", t("page-board-step-back"));
  $("forward").setAttribute("aria-label", t("page-board-step-forward"));
  $("back").title = t("page-board-step-back");
  $("forward").title = t("page-board-step-forward");
  refresh();
  return { refresh };
}
