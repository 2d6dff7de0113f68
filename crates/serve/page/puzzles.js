// The puzzle page (`/puzzles`, `/puzzles/ID`): the shipped puzzles of a ruleset (Ô ăn quan
// first), one after another, answered by making the move on the board. The server says whether
// the move is the answer, with the proof, and the frames of the move played and of the answer,
// which the board animates. The learner's rating (puzzle-rating.js) is kept in the browser, one
// per ruleset, and the next puzzle is chosen near it. "Print a worksheet" downloads
// `/api/worksheet.pdf` for the ruleset in the page's language.

import { afterAnswer, nextPuzzle, readRecord, writeRecord } from "./puzzle-rating.js";

// The rulesets with shipped puzzles, in the order offered (Ô ăn quan first).
export const PUZZLE_RULESETS = ["o-an-quan", "oware-abapa", "kalah"];
// The puzzles on a printed worksheet.
export const SHEET_PUZZLES = 6;

const PATH = /^\/puzzles\/([A-Za-z0-9_-]{1,64})\/?$/;

// The puzzle a path names (`/puzzles/ID`), or null.
export function puzzleFromPath(path) {
  const match = PATH.exec(path);
  return match ? match[1] : null;
}

export function puzzlePath(id) {
  return `/puzzles/${encodeURIComponent(id)}`;
}

// The ruleset a puzzle id belongs to (`kalah-017` → `kalah`), if it is one of ours.
export function rulesetOfPuzzle(id) {
  return PUZZLE_RULESETS.find((r) => id.startsWith(`${r}-`)) ?? null;
}

// The address of the worksheet of `ruleset` in `lang`; `seed` picks the puzzles.
export function worksheetHref(ruleset, lang, seed) {
  const query = new URLSearchParams({ ruleset, lang, puzzles: String(SHEET_PUZZLES), seed: String(seed) });
  return `/api/worksheet.pdf?${query}`;
}

// The lines shown after an answer: the verdict (right, or how many points the move played loses
// against the best: never a negative number for a child to read), and the proof.
export function verdictLines(t, a) {
  const verdict = a.right
    ? t("page-puzzles-right", { move: a.move })
    : t("page-puzzles-wrong", { move: a.move, answer: a.answer, loss: a.best - a.value });
  return { verdict, proof: a.proof };
}

// The learner's line: rating, streak, solved.
export function scoreLine(t, record) {
  return t("page-puzzles-score", { rating: record.rating, streak: record.streak, solved: record.solved, tried: record.tried });
}

export function createPuzzlePage({ dom, t, board, animator, fetch, storage, history, location, createPlay }) {
  const { $ } = dom;
  // What play.js reads: the puzzle's position and the side to move while it is open.
  const state = { position: null, seat: null, viewing: null, outcome: null, animation: null, chosen: null, ruleset: null, puzzles: [], puzzle: null, answer: null, record: null, answering: false };
  const play = createPlay({
    dom,
    t,
    state,
    board,
    send: (m) => {
      if (m.type === "move") answer(m.move);
    },
  });

  function error(text) {
    $("puzzles-error").textContent = text;
  }

  function showScore() {
    $("puzzles-score").textContent = scoreLine(t, state.record);
    $("puzzles-print").href = worksheetHref(state.ruleset, t.lang, state.record.tried + 1);
  }

  function stopAnimation() {
    animator.stop(state.animation);
    state.animation = null;
  }

  function show(puzzle) {
    stopAnimation();
    state.puzzle = puzzle;
    state.answer = null;
    state.position = puzzle.position;
    state.seat = puzzle.position.to_move;
    play.cancelChoice();
    board.show($("board"), puzzle.board_svg, play.pitClicked);
    board.paint($("board"), puzzle.position);
    $("board").dataset.puzzle = puzzle.id;
    $("puzzle-title").textContent = t("page-puzzles-puzzle", { id: puzzle.id, rating: puzzle.rating });
    $("puzzle-question").textContent = puzzle.question;
    $("puzzle-verdict").hidden = true;
    $("puzzle-proof").hidden = true;
    $("puzzle-show-answer").hidden = true;
    $("puzzle-next").hidden = true;
    $("move-form").hidden = false;
    $("game-error").textContent = "";
    $("puzzle-narration").replaceChildren();
    play.showLegal();
    const path = puzzlePath(puzzle.id);
    if (location.pathname !== path) history.replaceState(null, "", path + location.search);
  }

  // Animates `position`'s last move from the puzzle's position, then leaves the board on it.
  function animate(position, done = () => {}) {
    stopAnimation();
    board.paint($("board"), state.puzzle.position);
    $("puzzle-narration").replaceChildren();
    const finish = () => {
      state.animation = null;
      board.paint($("board"), position);
      done();
    };
    const last = position.last_move;
    if (last && last.frames && last.frames.length) state.animation = animator.run($("board"), $("puzzle-narration"), last, finish);
    else finish();
  }

  async function answer(move) {
    if (!state.puzzle || state.answer || state.answering) return;
    state.answering = true;
    $("game-error").textContent = "";
    let reply;
    try {
      const response = await fetch("/api/puzzles/answer", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: state.puzzle.id, move, lang: t.lang }),
      });
      reply = await response.json();
      if (!response.ok) {
        $("game-error").textContent = reply.error ?? t("page-puzzles-err-server");
        return;
      }
    } catch {
      $("game-error").textContent = t("page-puzzles-err-server");
      return;
    } finally {
      state.answering = false;
    }
    state.answer = reply;
    state.seat = null;
    play.cancelChoice();
    play.showLegal();
    $("move-form").hidden = true;
    state.record = afterAnswer(state.record, reply.id, reply.rating, reply.right);
    writeRecord(storage, state.ruleset, state.record);
    showScore();
    const lines = verdictLines(t, reply);
    $("puzzle-verdict").textContent = lines.verdict;
    $("puzzle-verdict").dataset.right = String(reply.right);
    $("puzzle-verdict").hidden = false;
    $("puzzle-verdict").scrollIntoView?.({ block: "nearest" });
    $("puzzle-proof").textContent = lines.proof;
    $("puzzle-proof").hidden = false;
    $("board").dataset.verdict = reply.right ? "right" : "wrong";
    animate(reply.played, () => {
      if (!reply.right) $("puzzle-show-answer").hidden = false;
      $("puzzle-next").hidden = false;
    });
  }

  function showAnswer() {
    if (!state.answer) return;
    $("puzzle-show-answer").hidden = true;
    $("puzzle-next").hidden = true;
    animate(state.answer.answer_position, () => {
      $("puzzle-next").hidden = false;
    });
  }

  function next() {
    const puzzle = nextPuzzle(state.puzzles, state.record.rating, state.record.seen);
    if (puzzle) show(puzzle);
  }

  async function load(ruleset, wanted = null) {
    stopAnimation();
    error("");
    state.ruleset = ruleset;
    state.record = readRecord(storage, ruleset);
    $("puzzles-ruleset").value = ruleset;
    showScore();
    try {
      const response = await fetch(`/api/puzzles?ruleset=${encodeURIComponent(ruleset)}&lang=${t.lang}`);
      const reply = await response.json();
      if (!response.ok) {
        error(reply.error ?? t("page-puzzles-err-server"));
        return;
      }
      state.puzzles = reply.puzzles;
    } catch {
      error(t("page-puzzles-err-server"));
      return;
    }
    const named = wanted === null ? null : state.puzzles.find((p) => p.id === wanted);
    if (wanted !== null && !named) error(t("page-puzzles-err-no-puzzle", { id: wanted }));
    const puzzle = named ?? nextPuzzle(state.puzzles, state.record.rating, state.record.seen);
    if (puzzle) show(puzzle);
  }

  async function fillRulesets() {
    const select = $("puzzles-ruleset");
    let names = {};
    try {
      const response = await fetch(`/api/rulesets?lang=${t.lang}`);
      if (response.ok) for (const r of await response.json()) names[r.id] = r.name;
    } catch {
      names = {};
    }
    select.replaceChildren(
      ...PUZZLE_RULESETS.map((id) => {
        const option = dom.text("option", names[id] ?? id);
        option.value = id;
        return option;
      }),
    );
  }

  async function start() {
    $("move-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const move = $("move-text").value.trim();
      if (!move) return;
      $("move-text").value = "";
      answer(move);
    });
    $("puzzle-show-answer").addEventListener("click", showAnswer);
    $("puzzle-next").addEventListener("click", next);
    $("puzzles-ruleset").addEventListener("change", () => load($("puzzles-ruleset").value));
    await fillRulesets();
    const wanted = puzzleFromPath(location.pathname);
    const ruleset = (wanted && rulesetOfPuzzle(wanted)) || PUZZLE_RULESETS[0];
    await load(ruleset, wanted);
  }

  return { state, start, answer, next, showAnswer, load };
}

// The page itself, when loaded by puzzles.html.
if (typeof document !== "undefined" && document.getElementById("puzzles-ruleset")) {
  const [{ createAnimator, createNarration, delayFor }, { createBoard }, { createDom }, { startLanguage }, { createPlay }] = await Promise.all([
    import("./animation.js"),
    import("./board.js"),
    import("./dom.js"),
    import("./language.js"),
    import("./play.js"),
  ]);
  const dom = createDom(document);
  const fetch = window.fetch.bind(window);
  const storage = window.localStorage;
  const t = await startLanguage({ document, location, storage, fetch, $: dom.$ });
  const board = createBoard({ dom, t, fetch });
  const narration = createNarration({ dom, t });
  const lessMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const animator = createAnimator({ board, narration, delay: () => delayFor(6), still: () => lessMotion.matches });
  const page = createPuzzlePage({ dom, t, board, animator, fetch, storage, history, location, createPlay });
  window.puzzlesView = page.state;
  await page.start();
}
