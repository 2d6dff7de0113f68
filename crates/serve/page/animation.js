// A move shown frame by frame (the board after each of the engine's events), with its
// narration sentence by sentence, at the speed the slider says.

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

// `board` paints and marks, `narration` fills lists, `delay()` reads the speed when each frame
// is shown, `clock` is setTimeout/clearTimeout (the page's, or a stand-in).
export function createAnimator({ board, narration, delay, clock = globalThis }) {
  // Plays `last`'s frames on `container`, then calls `done`. Returns the animation:
  // {timer, finish, container, narrationList, last}.
  function run(container, narrationList, last, done) {
    const frames = last.frames;
    const sentences = last.narration || [];
    let i = 0;
    const animation = { timer: null, finish: done, container, narrationList, last };
    const tick = () => {
      const frame = frames[i];
      board.paint(container, frame);
      board.mark("active", activePits(last, i), container);
      narration.fill(narrationList, sentences, frame.step, last);
      i += 1;
      if (i < frames.length) {
        animation.timer = clock.setTimeout(tick, delay());
      } else {
        animation.timer = clock.setTimeout(() => {
          narration.fill(narrationList, sentences, Infinity, last);
          board.mark("active", [], container);
          done();
        }, delay());
      }
    };
    tick();
    return animation;
  }

  // Stops an animation where it is.
  function stop(animation) {
    if (animation && animation.timer) clock.clearTimeout(animation.timer);
  }

  // Ends an animation at once: all its narration, then what it does at its end.
  function skip(animation) {
    if (!animation) return;
    clock.clearTimeout(animation.timer);
    narration.fill(animation.narrationList, animation.last.narration || [], Infinity, animation.last);
    animation.finish();
  }

  return { run, stop, skip };
}
