// The "Learn" page: a game's lessons (`GET /api/lessons`), the ones finished ticked (kept in
// this browser), then a lesson step by step: its words, its board, the example moves animated
// with their narration (play, next move, again), and the task done by a move on the board,
// checked by the server (`POST /api/lessons/answer`): a right move is animated and the lesson
// goes on; a wrong one is animated too, explained with the lesson's hint, and the board goes back
// to the task's position for another try. The page holds no account of the rules: the moves, the
// frames and every sentence about them are the server's.

import { legalPits, movesFrom } from "./board.js";
import { learnPath } from "./routes.js";

// The games that have lessons, in the order the list offers them.
export const LESSON_SETS = ["o-an-quan", "oware", "sungka", "kalah"];

// The key under which this browser keeps the lessons finished of `set`.
export const doneKey = (set) => `mancala-learn-done-${set}`;

// The numbers of the lessons of `set` finished in this browser (a broken entry counts as none).
export function readDone(storage, set) {
  try {
    const kept = JSON.parse(storage.getItem(doneKey(set)) || "[]");
    return new Set(Array.isArray(kept) ? kept.filter((n) => Number.isInteger(n) && n > 0) : []);
  } catch {
    return new Set();
  }
}

// Keeps lesson `number` of `set` as finished.
export function markDone(storage, set, number) {
  const done = readDone(storage, set);
  done.add(number);
  try {
    storage.setItem(doneKey(set), JSON.stringify([...done].sort((a, b) => a - b)));
  } catch {
    // A browser that keeps nothing (private mode, full): the tick lasts as long as the page.
  }
  return done;
}

// The position a step shows on its board: a text's (or none), an example's start, a task's.
export function stepPosition(step) {
  return step.kind === "example" ? step.start : step.position || null;
}

// Where a lesson goes after step `at` when "continue" is pressed: the next step, the next
// lesson's first, or the end of the set (`{end: true}`).
export function nextPlace(lessons, lesson, at) {
  if (at + 1 < lessons[lesson].steps.length) return { lesson, step: at + 1 };
  if (lesson + 1 < lessons.length) return { lesson: lesson + 1, step: 0 };
  return { end: true };
}

// Whether a lesson is finished once its tasks in `right` (the indices answered right) are all
// of them and its last step has been reached.
export function lessonFinished(steps, right, at) {
  const tasks = steps.map((s, i) => (s.kind === "task" ? i : -1)).filter((i) => i >= 0);
  return at === steps.length - 1 && tasks.every((i) => right.has(i));
}

// The way, as seen on the board, a move from a pit goes: "left" or "right" by where its first
// stone falls (`boxes`: the pits' boxes on the screen), or null when the move does not say.
export function wayOnScreen(boxes, move) {
  const from = boxes.get(move.pit);
  const to = move.path && move.path.length ? boxes.get(move.path[0]) : null;
  if (!from || !to) return null;
  const dx = to.x + to.width / 2 - (from.x + from.width / 2);
  if (Math.abs(dx) < 1) return null;
  return dx < 0 ? "left" : "right";
}

// The words of the buttons that choose among `moves` from one pit: the way each goes when the
// moves differ only by it, else the moves as the game writes them.
export function choiceLabels(t, boxes, moves) {
  const ways = moves.map((m) => wayOnScreen(boxes, m));
  if (ways.every(Boolean) && new Set(ways).size === ways.length) {
    const words = { left: "page-learn-way-left", right: "page-learn-way-right" };
    return moves.map((m, i) => ({ move: m.move, label: t(words[ways[i]], { move: m.move }), way: ways[i] }));
  }
  return moves.map((m) => ({ move: m.move, label: t("page-learn-move", { move: m.move }), way: null }));
}

// `animator`: the page's (its own speed); `storage`: where the ticks are kept; `show(view)`
// shows the Learn view; `go(path)` puts the lesson's address in the address bar.
export function createLearn({ dom, t, state, board, animator, narration, fetch, storage, show, go }) {
  const { $ } = dom;

  function setWords(id, text) {
    const element = $(id);
    if (element) element.textContent = text;
  }

  // Opens the list of `ruleset`'s lessons (and lesson `number` straight away, if given).
  async function open(ruleset = "o-an-quan", number = null) {
    show("learn");
    const l = state.learn;
    if (l && l.animation) animator.stop(l.animation);
    state.learn = { ruleset, set: null, lessons: [], lesson: null, step: 0, right: new Set(), example: 0, animation: null, waiting: false, done: new Set() };
    $("learn-error").textContent = "";
    $("learn-ruleset").value = ruleset;
    let answer;
    try {
      answer = await fetch(`/api/lessons?ruleset=${encodeURIComponent(ruleset)}&lang=${t.lang}`);
    } catch (e) {
      $("learn-error").textContent = t("page-learn-unread", { why: String(e.message || e) });
      return;
    }
    if (!answer.ok) {
      const text = await answer.text();
      let why = text;
      try {
        why = JSON.parse(text).error || text;
      } catch {
        // Not JSON: the words as they came.
      }
      $("learn-error").textContent = t("page-learn-unread", { why });
      return;
    }
    const data = await answer.json();
    const s = state.learn;
    s.set = data.set;
    s.name = data.name;
    s.lessons = data.lessons;
    s.done = readDone(storage, data.set);
    if (number !== null && number >= 1 && number <= data.lessons.length) openLesson(number - 1);
    else showList();
  }

  // The list of the set's lessons, a tick by each one finished.
  function showList() {
    const s = state.learn;
    if (s.animation) animator.stop(s.animation);
    s.animation = null;
    s.lesson = null;
    $("learn-list").hidden = false;
    $("learn-lesson").hidden = true;
    setWords("learn-set-name", s.name || "");
    const items = s.lessons.map((lesson) => {
      const done = s.done.has(lesson.number);
      const item = dom.doc.createElement("li");
      const label = t(done ? "page-learn-lesson-done" : "page-learn-lesson-item", { number: lesson.number, title: lesson.title });
      const b = dom.button(label, () => openLesson(lesson.number - 1));
      b.classList.add("lesson-button");
      if (done) b.classList.add("done");
      b.dataset.lesson = String(lesson.number);
      item.append(b);
      return item;
    });
    $("learn-lessons").replaceChildren(...items);
    go(learnPath(s.set || s.ruleset));
  }

  function openLesson(index) {
    const s = state.learn;
    s.lesson = index;
    s.right = new Set();
    $("learn-list").hidden = true;
    $("learn-lesson").hidden = false;
    const lesson = s.lessons[index];
    $("learn-lesson-title").textContent = t("page-learn-lesson-heading", { number: lesson.number, title: lesson.title });
    board.show($("learn-board"), lesson.board_svg, pitClicked);
    go(learnPath(s.set, lesson.number));
    showStep(0);
  }

  const current = () => state.learn.lessons[state.learn.lesson];

  // Shows step `at` of the lesson open: its words, its board at rest, its buttons.
  function showStep(at) {
    const s = state.learn;
    if (s.animation) animator.stop(s.animation);
    s.animation = null;
    s.waiting = false;
    s.step = at;
    s.example = 0;
    const lesson = current();
    const step = lesson.steps[at];
    $("learn-step").textContent = t("page-learn-step", { step: at + 1, steps: lesson.steps.length });
    $("learn-text").textContent = step.text;
    $("learn-choices").replaceChildren();
    $("learn-narration").replaceChildren();
    $("learn-verdict").textContent = "";
    $("learn-verdict").className = "verdict";
    $("learn-explanation").replaceChildren();
    $("learn-example-controls").hidden = step.kind !== "example";
    $("learn-your-turn").hidden = step.kind !== "task" || s.right.has(at);
    const pos = stepPosition(step);
    $("learn-board-frame").hidden = !pos;
    const view = $("learn-board");
    view.dataset.step = String(at);
    delete view.dataset.verdict;
    view.dataset.kind = step.kind;
    if (pos) rest(pos, step.kind === "task" && !s.right.has(at));
    $("learn-back").disabled = at === 0;
    refreshContinue();
    if (lessonFinished(lesson.steps, s.right, at)) finished();
  }

  // The board at rest on `pos`, its pits offered to the learner's move when `offered`.
  function rest(pos, offered) {
    const view = $("learn-board");
    board.paint(view, pos);
    board.mark("active", [], view);
    board.offer(view, offered ? legalPits(pos.moves || []) : []);
    view.dataset.fen = pos.fen || "";
    view.dataset.rest = "true";
  }

  // "Continue" is offered except in a task not yet answered right.
  function refreshContinue() {
    const s = state.learn;
    const lesson = current();
    const step = lesson.steps[s.step];
    const open = step.kind !== "task" || s.right.has(s.step);
    const next = nextPlace(s.lessons, s.lesson, s.step);
    const b = $("learn-continue");
    b.hidden = !open;
    b.textContent = t(next.end ? "page-learn-to-list" : next.step === 0 ? "page-learn-next-lesson" : "page-learn-continue");
  }

  function finished() {
    const s = state.learn;
    s.done = markDone(storage, s.set, current().number);
  }

  function proceed() {
    const s = state.learn;
    const next = nextPlace(s.lessons, s.lesson, s.step);
    if (next.end) showList();
    else if (next.step === 0) openLesson(next.lesson);
    else showStep(next.step);
  }

  // Animates `last` (a position's last move) on the board, then calls `done`.
  function animate(last, done) {
    const s = state.learn;
    const view = $("learn-board");
    view.dataset.rest = "false";
    board.offer(view, []);
    const finish = () => {
      s.animation = null;
      done();
    };
    if (last && last.frames && last.frames.length) s.animation = animator.run(view, $("learn-narration"), last, finish);
    else {
      narration.fill($("learn-narration"), last ? last.narration || [] : [], Infinity, last);
      finish();
    }
  }

  // The example: its next move animated (from its start after its last one).
  function exampleNext(all = false) {
    const s = state.learn;
    const step = current().steps[s.step];
    if (step.kind !== "example" || s.animation) return;
    if (s.example >= step.moves.length) exampleAgain();
    const played = step.moves[s.example];
    s.example += 1;
    $("learn-example-move").textContent = t("page-learn-example-move", { move: played.move, number: s.example, count: step.moves.length });
    animate(played.position.last_move, () => {
      rest(played.position, false);
      if (all && s.example < step.moves.length) exampleNext(true);
      refreshExample();
    });
    refreshExample();
  }

  function exampleAgain() {
    const s = state.learn;
    const step = current().steps[s.step];
    if (s.animation) animator.stop(s.animation);
    s.animation = null;
    s.example = 0;
    $("learn-narration").replaceChildren();
    $("learn-example-move").textContent = "";
    rest(step.start, false);
    refreshExample();
  }

  function refreshExample() {
    const s = state.learn;
    const step = current().steps[s.step];
    if (step.kind !== "example") return;
    $("learn-next-move").disabled = Boolean(s.animation) || s.example >= step.moves.length;
    $("learn-play").disabled = Boolean(s.animation);
  }

  // A pit tapped in a task: its one move answered, or the ways it can go offered.
  function pitClicked(pit) {
    const s = state.learn;
    if (!s || s.lesson === null || s.animation || s.waiting) return;
    const step = current().steps[s.step];
    if (step.kind !== "task" || s.right.has(s.step)) return;
    const moves = movesFrom(step.position.moves || [], pit);
    if (!moves.length) return;
    if (moves.length === 1) {
      answer(moves[0].move);
      return;
    }
    const view = $("learn-board");
    board.mark("chosen", [pit], view);
    const boxes = board.pitBoxes(view);
    const buttons = choiceLabels(t, boxes, moves).map((c) => {
      const b = dom.button(c.label, () => answer(c.move));
      b.dataset.move = c.move;
      b.classList.add("big");
      return b;
    });
    const cancel = dom.button(t("page-learn-cancel"), () => {
      board.mark("chosen", [], view);
      $("learn-choices").replaceChildren();
    });
    $("learn-choices").replaceChildren(dom.text("span", t("page-learn-choose-way")), ...buttons, cancel);
    buttons[0].focus();
  }

  // Sends the learner's move; shows it, then the verdict.
  async function answer(move) {
    const s = state.learn;
    const lesson = current();
    const at = s.step;
    const step = lesson.steps[at];
    s.waiting = true;
    delete $("learn-board").dataset.verdict;
    $("learn-choices").replaceChildren();
    board.mark("chosen", [], $("learn-board"));
    $("learn-error").textContent = "";
    let verdict;
    try {
      const reply = await fetch(`/api/lessons/answer?lang=${t.lang}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ruleset: lesson.ruleset, lesson: lesson.number, step: at, move }),
      });
      const text = await reply.text();
      verdict = JSON.parse(text);
      if (!reply.ok) throw new Error(verdict.error || text);
    } catch (e) {
      s.waiting = false;
      $("learn-error").textContent = t("page-learn-refused", { why: String(e.message || e) });
      rest(step.position, true);
      return;
    }
    s.waiting = false;
    if (state.learn !== s || s.step !== at || current() !== lesson) return;
    $("learn-verdict").textContent = "";
    $("learn-explanation").replaceChildren();
    animate(verdict.position.last_move, () => {
      $("learn-verdict").textContent = verdict.said;
      $("learn-verdict").className = verdict.right ? "verdict right" : "verdict wrong";
      // The explanation tells the move again: the narration shown while it played gives way.
      $("learn-narration").replaceChildren();
      $("learn-explanation").replaceChildren(...verdict.explanation.map((line) => dom.text("li", line)));
      if (verdict.right) {
        s.right.add(at);
        $("learn-your-turn").hidden = true;
        rest(verdict.position, false);
        refreshContinue();
        if (lessonFinished(lesson.steps, s.right, at)) finished();
        $("learn-continue").focus();
      } else {
        // Back to the task's position: the learner tries again.
        rest(step.position, true);
        $("learn-explanation").append(dom.text("li", t("page-learn-try-again")));
      }
      $("learn-board").dataset.verdict = verdict.right ? "right" : "wrong";
      // On a phone the verdict is under the board: brought to the top of the screen, its
      // explanation under it.
      const told = $("learn-verdict");
      if (told.scrollIntoView) told.scrollIntoView({ block: "start" });
    });
  }

  function wire() {
    const select = $("learn-ruleset");
    select.addEventListener("change", () => open(select.value));
    $("learn-play").addEventListener("click", () => exampleNext(true));
    $("learn-next-move").addEventListener("click", () => exampleNext(false));
    $("learn-again").addEventListener("click", exampleAgain);
    $("learn-continue").addEventListener("click", proceed);
    $("learn-back").addEventListener("click", () => state.learn.step > 0 && showStep(state.learn.step - 1));
    $("learn-to-list").addEventListener("click", showList);
  }

  // The game list's names, once the lobby has the rulesets.
  function rulesetsLoaded() {
    const select = $("learn-ruleset");
    const keep = (state.learn && state.learn.ruleset) || "o-an-quan";
    select.replaceChildren();
    for (const id of LESSON_SETS) {
      const r = state.rulesets.find((x) => x.id === id);
      const option = dom.text("option", r ? r.name : id);
      option.value = id;
      select.append(option);
    }
    select.value = keep;
  }

  return { open, showList, openLesson, showStep, answer, pitClicked, proceed, exampleNext, exampleAgain, wire, rulesetsLoaded };
}
