// A pupil's page of a class, made for a phone: the question's board, on which the pupil makes
// their move (the room page's board and way of choosing a move: play.js), changed as they please
// until the teacher reveals the answer; then the answer animated and whether theirs was right;
// and, once the teacher pairs the class, the way to their game.

import { formatCode, pupilKey, readKept } from "./class-model.js";

export function createPupil({ dom, t, board, animator, send, storage, tokens, createPlay }) {
  const { $ } = dom;
  // What play.js reads: the position answered, the seat answering (the side to move, while
  // answers are open; null after), no move list, no game over.
  const state = { position: null, seat: null, viewing: null, outcome: null, animation: null, chosen: null, question: null, code: null, pupil: null, name: null, yours: null };
  const play = createPlay({
    dom,
    t,
    state,
    board,
    send: (m) => {
      if (m.type === "move") send({ type: "answer", move: m.move });
    },
  });

  function kept(code) {
    const k = readKept(storage, pupilKey(code));
    return k && Number.isInteger(k.pupil) && typeof k.token === "string" ? k : null;
  }

  function forget(code) {
    storage.removeItem(pupilKey(code));
  }

  function status(text) {
    $("pupil-status").textContent = text;
  }

  // Marks the pit of the pupil's answer on the board.
  function markYours() {
    const mv = (state.position?.moves || []).find((m) => m.move === state.yours);
    board.mark("answered", mv ? [mv.pit] : []);
  }

  function finishReveal() {
    state.animation = null;
    if (state.revealed) board.paint($("board"), state.revealed.position);
  }

  const handlers = {
    joined(m) {
      state.code = m.code;
      state.pupil = m.pupil;
      state.name = m.name;
      storage.setItem(pupilKey(m.code), JSON.stringify({ pupil: m.pupil, token: m.token }));
      $("pupil-hello").textContent = t("page-class-hello", { name: m.name, code: formatCode(m.code) });
      if (state.question === null) {
        status(t("page-class-wait"));
        $("move-form").hidden = true;
      }
    },
    question(m) {
      animator.stop(state.animation);
      state.animation = null;
      state.revealed = null;
      state.question = m.index;
      state.position = m.position;
      state.seat = m.position.to_move;
      state.yours = m.yours ?? null;
      play.cancelChoice();
      board.show($("board"), m.board_svg, play.pitClicked);
      board.paint($("board"), m.position);
      $("board").dataset.index = String(m.index);
      $("pupil-narration").replaceChildren();
      $("game-error").textContent = "";
      play.showLegal();
      $("move-form").hidden = false;
      markYours();
      const who = t("page-seat", { players: m.position.scores ? m.position.scores.length : 2, seat: m.position.to_move });
      status(state.yours ? t("page-class-you-answered", { move: state.yours }) : t("page-class-your-turn", { who }));
    },
    answered(m) {
      if (m.index !== state.question) return;
      state.yours = m.move;
      markYours();
      status(t("page-class-you-answered", { move: m.move }));
    },
    reveal(m) {
      if (m.index !== state.question) return;
      state.revealed = m;
      state.seat = null;
      play.cancelChoice();
      play.showLegal();
      // Answers are closed.
      $("move-form").hidden = true;
      const verdict = m.right === true ? "right" : m.right === false ? "wrong" : "none";
      $("board").dataset.verdict = verdict;
      if (verdict === "right") status(m.quality ? t("page-class-right-quality", { move: m.yours, quality: m.quality }) : t("page-class-right", { move: m.yours }));
      else if (verdict === "wrong") status(t("page-class-wrong", { move: m.yours, answer: m.answer }));
      else status(t("page-class-answer-was", { answer: m.answer }));
      const last = m.position.last_move;
      if (last && last.frames && last.frames.length) state.animation = animator.run($("board"), $("pupil-narration"), last, finishReveal);
      else finishReveal();
    },
    game(m) {
      // The room page takes the seat with the token this tab keeps for the room.
      tokens.setItem(`mancala-token-${m.room}`, `${m.seat}:${m.token}`);
      const link = $("game-link");
      // The room page in the language this page is read in.
      link.href = `/rooms/${encodeURIComponent(m.room)}?lang=${t.lang}`;
      link.textContent = m.opponent ? t("page-class-go-to-game", { name: m.opponent }) : t("page-class-go-to-game-computer");
      link.hidden = false;
      link.dataset.room = m.room;
    },
  };

  function wire() {
    $("move-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const move = $("move-text").value.trim();
      if (!move) return;
      $("move-text").value = "";
      play.play(move);
    });
    // The options over a pit are put back where the pit is when the phone turns.
    board.onResize($("board"), () => {
      const asking = play.asking();
      if (asking) play.choose(asking.pit);
    });
  }

  return { handlers, state, wire, kept, forget };
}
