// The board the server draws (SVG): fetched, shown, its pits painted with a position's counts,
// marked (legal, chosen, where a move lands, the pit a step acts on, a hint) and wired to clicks
// and the keyboard. It knows no rules: the moves and their pits come from the server.

// The piece each of a pit's slots shows (`null`: hidden): special ones first, then plain,
// then black; beyond the slots every slot shows and the number tells the count.
export function slotPieces(count, special, black, slots, href) {
  const plain = count - special - black;
  const drawn = Math.min(count, slots);
  const pieces = [];
  for (let i = 0; i < slots; i++) {
    if (i >= drawn) pieces.push(null);
    else pieces.push(i < special ? href.special : i < special + plain ? href.plain : href.black);
  }
  return pieces;
}

// What a screen reader says of a pit.
export function pitAria(t, name, count, special, black) {
  const kinds = [];
  if (special) kinds.push(t("page-special", { count: special }));
  if (black) kinds.push(t("page-black", { count: black }));
  return kinds.length ? t("page-pit-label-kinds", { name, count, kinds: kinds.join(", ") }) : t("page-pit-label", { name, count });
}

// The pits the legal moves start from, once each.
export function legalPits(moves) {
  return [...new Set(moves.map((m) => m.pit))];
}

// The moves from one pit (Ô ăn quan: its two directions).
export function movesFrom(moves, pit) {
  return moves.filter((m) => m.pit === pit);
}

// What a click on `pit` does: nothing (no legal move there), play the move (a second click on
// the chosen pit that has one move), or offer the pit's moves.
export function clickOutcome(moves, chosen, pit) {
  const here = movesFrom(moves, pit);
  if (!here.length) return { none: true };
  if (chosen === pit && here.length === 1) return { play: here[0].move };
  return { choose: pit };
}

export function createBoard({ dom, t, fetch }) {
  const svgOf = (container) => container.querySelector("svg");

  // Fetches the board's drawing into `container`; `onPit(n)` hears clicks and Enter/space.
  async function load(url, container, onPit) {
    const answer = await fetch(url);
    if (!answer.ok) {
      container.textContent = t("page-board-undrawn", { why: await answer.text() });
      return;
    }
    container.innerHTML = await answer.text();
    if (onPit) wire(container, onPit);
  }

  function wire(container, onPit) {
    const svg = svgOf(container);
    if (!svg) return;
    for (const g of svg.querySelectorAll("g.pit")) {
      g.addEventListener("click", () => onPit(Number(g.dataset.pit)));
      g.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onPit(Number(g.dataset.pit));
        }
      });
    }
  }

  // Shows `pos` (pits, and black/special counts where there are such pieces) on a board.
  function paint(container, pos) {
    const svg = svgOf(container);
    if (!svg) return;
    const href = {
      plain: svg.dataset.plain || "piece-plain",
      black: svg.dataset.black || "piece-black",
      special: svg.dataset.special || "piece-special",
    };
    for (const g of svg.querySelectorAll("g.pit")) {
      const n = Number(g.dataset.pit);
      const count = pos.pits[n] ?? 0;
      const special = pos.special ? pos.special[n] : 0;
      const black = pos.black ? pos.black[n] : 0;
      const slots = g.querySelectorAll("use.slot");
      const pieces = slotPieces(count, special, black, slots.length, href);
      slots.forEach((slot, i) => {
        if (pieces[i]) {
          slot.setAttribute("href", `#${pieces[i]}`);
          slot.removeAttribute("visibility");
        } else {
          slot.setAttribute("visibility", "hidden");
        }
      });
      const label = g.querySelector("text.count");
      if (label) label.textContent = String(count);
      g.dataset.count = String(count);
      if (!g.dataset.name) {
        g.dataset.name = (g.getAttribute("aria-label") || t("page-pit-name", { label: g.dataset.label || n })).split(":")[0];
      }
      g.setAttribute("aria-label", pitAria(t, g.dataset.name, count, special, black));
    }
  }

  // Gives the class `cls` to `pits` (and takes it from every other pit).
  function mark(cls, pits, container = dom.$("board")) {
    const svg = svgOf(container);
    if (!svg) return;
    for (const g of svg.querySelectorAll(`g.pit.${cls}`)) g.classList.remove(cls);
    for (const pit of pits) {
      const g = svg.querySelector(`#pit-${pit}`);
      if (g) g.classList.add(cls);
    }
  }

  // Marks the pits one may play from, and lets the keyboard reach them (and only them).
  function offer(container, pits) {
    mark("legal", pits, container);
    const svg = svgOf(container);
    if (!svg) return;
    for (const g of svg.querySelectorAll("g.pit")) {
      if (pits.includes(Number(g.dataset.pit))) {
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
      } else {
        g.removeAttribute("tabindex");
        g.removeAttribute("role");
      }
    }
  }

  return { load, paint, mark, offer };
}
