// The teacher's view of a class, made for a projector: the class's code big with the QR code
// of its address, the question's board, the answers counted move by move as bars (no names:
// the class sees this screen), the answer revealed and animated. The teacher's own panels, shown
// on request: each pupil with their answer, the games' boards in a grid, the results with their
// CSV to download.

import { classPath, formatCode, parseCsv, tallyBars, TEACHER_KEY } from "./class-model.js";

export function createTeacher({ dom, t, board, animator, narration, send, storage, makeUrl, origin, fetch }) {
  const { $ } = dom;
  const view = { code: null, secret: null, question: null, tally: null, revealed: null, animation: null, pupils: [], games: [], names: false };

  function held() {
    try {
      const kept = JSON.parse(storage.getItem(TEACHER_KEY));
      return kept && kept.code && kept.secret ? kept : null;
    } catch {
      return null;
    }
  }

  function forget() {
    storage.removeItem(TEACHER_KEY);
  }

  // The pupil's name by number.
  const nameOf = (pupil) => view.pupils.find((p) => p.pupil === pupil)?.name ?? "";

  function showCount() {
    const present = view.pupils.filter((p) => p.present).length;
    $("class-count").textContent = t("page-class-count", { present, joined: view.pupils.length, size: view.size });
  }

  function showNames() {
    const answers = new Map((view.tally?.answers || []).map((a) => [a.pupil, a]));
    $("pupil-list").replaceChildren(
      ...view.pupils.map((p) => {
        const a = answers.get(p.pupil);
        const li = dom.doc.createElement("li");
        li.dataset.pupil = String(p.pupil);
        li.classList.toggle("away", !p.present);
        const said = !a || a.move === null ? t("page-class-no-answer") : a.right === true ? t("page-class-answer-right", { move: a.move }) : a.right === false ? t("page-class-answer-wrong", { move: a.move }) : t("page-class-answer-given", { move: a.move });
        li.append(dom.text("span", p.name), dom.text("span", p.present ? said : t("page-class-away", { said })));
        return li;
      }),
    );
  }

  // A game's board as the server draws it now, into `cell`.
  async function drawGame(cell) {
    const answer = await fetch(`/api/rooms/${encodeURIComponent(cell.dataset.room)}/board.svg?lang=${t.lang}`);
    if (answer.ok) board.show(cell, await answer.text());
  }

  function showGames() {
    $("games-panel").hidden = !view.games.length;
    $("games").replaceChildren(
      ...view.games.map((g) => {
        const figure = dom.doc.createElement("figure");
        figure.className = "game-cell";
        figure.dataset.room = g.room;
        const cell = dom.doc.createElement("div");
        cell.className = "board-view game-board";
        cell.dataset.room = g.room;
        cell.setAttribute("role", "img");
        cell.setAttribute("aria-label", t("page-class-game-board", { room: g.room }));
        const names = g.players.map((p) => (p === null ? t("page-class-computer") : nameOf(p)));
        const caption = dom.doc.createElement("figcaption");
        const link = dom.doc.createElement("a");
        link.href = `/rooms/${encodeURIComponent(g.room)}/board`;
        link.target = "_blank";
        link.textContent = t("page-class-game-caption", { south: names[0], north: names[1] });
        caption.append(link);
        figure.append(cell, caption);
        drawGame(cell).catch(() => {});
        return figure;
      }),
    );
  }

  // The boards of the grid drawn again (each game's position as it is now).
  function refreshGames() {
    for (const cell of $("games").querySelectorAll("div.game-board")) drawGame(cell).catch(() => {});
  }

  function showTally() {
    const m = view.tally;
    if (!m || !view.question || m.index !== view.question.index) return;
    $("tally-line").textContent = t("page-class-answered", { answered: m.answered, pupils: m.pupils });
    const revealed = view.revealed !== null;
    $("tally").replaceChildren(
      ...tallyBars(m.counts, m.answered).map((b) => {
        const li = dom.doc.createElement("li");
        li.dataset.move = b.move;
        li.dataset.count = String(b.count);
        if (revealed && b.right !== null) li.classList.add(b.right ? "right" : "wrong");
        const bar = dom.doc.createElement("span");
        bar.className = "bar";
        bar.style.width = `${Math.round(b.share * 100)}%`;
        const label = revealed && b.right !== null ? t(b.right ? "page-class-bar-right" : "page-class-bar-wrong", { move: b.move, count: b.count }) : t("page-class-bar", { move: b.move, count: b.count });
        li.append(dom.text("span", label), bar);
        return li;
      }),
    );
    $("reveal").disabled = m.revealed;
    if (!m.revealed && !m.judged && view.revealAsked) $("reveal-line").textContent = t("page-class-judging");
    showNames();
  }

  function finishReveal() {
    view.animation = null;
    if (view.revealed) {
      board.paint($("class-board"), view.revealed.position);
      $("class-board").dataset.shown = "answer";
    }
  }

  const handlers = {
    opened(m) {
      storage.setItem(TEACHER_KEY, JSON.stringify({ code: m.code, secret: m.secret }));
      view.secret = m.secret;
    },
    class(m) {
      view.code = m.code;
      view.size = m.size;
      view.pupils = m.pupils;
      view.games = m.games;
      $("class-code").textContent = formatCode(m.code);
      const link = new URL(classPath(m.code), origin).href;
      $("class-link").href = link;
      $("class-link").textContent = link;
      if (!$("class-qr").src || !$("class-qr").src.includes(m.code)) $("class-qr").src = `${classPath(m.code)}/qr.svg`;
      showCount();
      showNames();
      showGames();
    },
    question(m) {
      animator.stop(view.animation);
      view.animation = null;
      view.question = m;
      view.revealed = null;
      view.revealAsked = false;
      $("class-no-question").hidden = true;
      board.show($("class-board"), m.board_svg);
      board.paint($("class-board"), m.position);
      $("class-board").dataset.shown = "question";
      $("class-board").dataset.index = String(m.index);
      const who = t("page-seat", { players: m.position.scores ? m.position.scores.length : 2, seat: m.position.to_move });
      $("question-title").textContent = m.kind === "puzzle" ? t("page-class-puzzle-title", { n: m.index + 1, id: m.puzzle, who }) : t("page-class-question-title", { n: m.index + 1, who });
      $("reveal-line").textContent = "";
      $("class-narration").replaceChildren();
      $("tally").replaceChildren();
      $("reveal").disabled = false;
      showTally();
    },
    tally(m) {
      view.tally = m;
      showTally();
    },
    reveal(m) {
      if (!view.question || m.index !== view.question.index) return;
      view.revealed = m;
      $("reveal-line").textContent = t("page-class-answer-is", { move: m.answer });
      showTally();
      const last = m.position.last_move;
      if (last && last.frames && last.frames.length) {
        view.animation = animator.run($("class-board"), $("class-narration"), last, finishReveal);
      } else {
        finishReveal();
      }
    },
    results(m) {
      const rows = parseCsv(m.csv);
      const table = $("results-table");
      table.replaceChildren(
        ...rows.map((row, i) => {
          const tr = dom.doc.createElement("tr");
          tr.append(...row.map((cell) => dom.text(i === 0 ? "th" : "td", cell)));
          return tr;
        }),
      );
      const link = $("results-download");
      link.href = makeUrl(m.csv);
      link.setAttribute("download", t("page-class-csv-file", { code: view.code }));
      $("results-panel").hidden = false;
    },
  };

  function wire({ startFen }) {
    $("ask-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const fen = $("ask-fen").value.trim();
      if (!fen) return;
      $("teach-error").textContent = "";
      send({ type: "ask", fen });
    });
    $("ask-start").addEventListener("click", () => {
      const fen = startFen();
      if (!fen) return;
      $("ask-fen").value = fen;
      $("teach-error").textContent = "";
      send({ type: "ask", fen });
    });
    $("puzzle-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const puzzle = $("ask-puzzle").value;
      if (!puzzle) return;
      $("teach-error").textContent = "";
      send({ type: "ask", puzzle });
    });
    $("reveal").addEventListener("click", () => {
      view.revealAsked = true;
      $("teach-error").textContent = "";
      send({ type: "reveal" });
    });
    $("pair").addEventListener("click", () => {
      $("teach-error").textContent = "";
      send({ type: "pair" });
    });
    $("results").addEventListener("click", () => {
      $("teach-error").textContent = "";
      send({ type: "results" });
    });
    $("names-toggle").addEventListener("click", () => {
      view.names = !view.names;
      $("names-panel").hidden = !view.names;
      $("names-toggle").setAttribute("aria-pressed", String(view.names));
      $("names-toggle").textContent = t(view.names ? "page-class-hide-names" : "page-class-show-names");
    });
  }

  return { handlers, view, wire, held, forget, refreshGames };
}
