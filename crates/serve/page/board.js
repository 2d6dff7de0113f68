// The board the server draws (SVG): fetched, shown, its pits painted with a position's counts,
// marked (legal, chosen, where a move lands, the pit a step acts on, a hint) and wired to clicks
// and the keyboard. It knows no rules: the moves and their pits come from the server.

import { angleTo, neighbour } from "./choose.js";

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

// Where the last move started and the way it went: the pit lifted (or where a piece was
// placed) and the first pit its sowing reached (null for a placement); null before any move.
export function lastMoveMark(last) {
  if (!last || !last.steps) return null;
  const start = last.steps.find((s) => s.kind === "lift" || s.kind === "place");
  if (!start) return null;
  const sow = last.steps.find((s) => s.kind === "sow" && s.pits && s.pits.length);
  return { pit: start.pit, toward: sow ? sow.pits[0] : null };
}

// The shape of a drawing (its width over its height) from its `viewBox` ("0 0 740 364"); null
// for a box that says nothing.
export function drawingAspect(viewBox) {
  const [, , width, height] = String(viewBox || "").trim().split(/[\s,]+/).map(Number);
  return width > 0 && height > 0 ? width / height : null;
}

// What a screen reader says of a pit.
export function pitAria(t, name, count, special, black, worth = null) {
  const kinds = [];
  if (special) kinds.push(t("page-special", { count: special }));
  if (black) kinds.push(t("page-black", { count: black }));
  if (worth) kinds.push(t("page-board-pit-points", { points: worth.points }));
  if (worth && worth.young) kinds.push(t("page-board-young"));
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

// At most this many stones are drawn in a captured pile (the number says the rest).
const PILE_STONES = 30;

// A press that moves this many pixels before it is let go is a drag, not a click.
const DRAG = 24;

export function createBoard({ dom, t, fetch }) {
  // The board's drawing (not the small pictures of stones beside it).
  const svgOf = (container) => container.querySelector("svg.mancala-board") || container.querySelector("svg");

  // Fetches the board's drawing into `container`; `onPit(n, how)` hears clicks, Enter/space
  // (`how.keyboard`) and drags from a pit (`how.drag`: {dx, dy} in pixels, toward a side).
  async function load(url, container, onPit) {
    const answer = await fetch(url);
    if (!answer.ok) {
      container.textContent = t("page-board-undrawn", { why: await answer.text() });
      return;
    }
    container.innerHTML = await answer.text();
    // The style sheet sizes a board to the window's height too, by its shape.
    const aspect = drawingAspect(svgOf(container)?.getAttribute("viewBox"));
    if (aspect && container.style.setProperty) container.style.setProperty("--board-aspect", String(aspect));
    if (onPit) wire(container, onPit);
  }

  // Shows a drawing the page has already (`svg`, the server's text) in `container`, wired as
  // `load` wires it.
  function show(container, svg, onPit) {
    container.innerHTML = svg || "";
    const aspect = drawingAspect(svgOf(container)?.getAttribute("viewBox"));
    if (aspect && container.style.setProperty) container.style.setProperty("--board-aspect", String(aspect));
    if (onPit) wire(container, onPit);
  }

  // Calls `fn` when `container` changes size (a phone turned, a window resized), after the
  // last move's arrow is put back on its pit.
  function onResize(container, fn) {
    if (!container || !globalThis.ResizeObserver) return;
    let width = null;
    new globalThis.ResizeObserver(() => {
      const now = container.getBoundingClientRect().width;
      if (now === width) return;
      width = now;
      showLast(container, container.lastMark || null);
      fn();
    }).observe(container);
  }

  function wire(container, onPit) {
    const svg = svgOf(container);
    if (!svg) return;
    let press = null; // where a press on a pit began: {pit, x, y}
    let dragged = false; // a drag just chose: the click that ends it is not a click
    for (const g of svg.querySelectorAll("g.pit")) {
      const pit = Number(g.dataset.pit);
      g.addEventListener("click", () => {
        if (dragged) dragged = false;
        else onPit(pit);
      });
      g.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          onPit(pit, { keyboard: true });
        } else if (event.key.startsWith("Arrow")) {
          event.preventDefault();
          focusNeighbour(container, pit, event.key);
        }
      });
      g.addEventListener("pointerdown", (event) => {
        press = { pit, x: event.clientX, y: event.clientY };
      });
    }
    svg.addEventListener("pointerup", (event) => {
      const start = press;
      press = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.hypot(dx, dy) < DRAG) return;
      dragged = event.target.closest ? Boolean(event.target.closest("g.pit")) : false;
      onPit(start.pit, { drag: { dx, dy } });
    });
  }

  // Moves the keyboard's focus from `pit` to the next pit one may play from, the way `key`
  // points on the board as seen.
  function focusNeighbour(container, pit, key) {
    const boxes = pitBoxes(container, (g) => g.getAttribute("tabindex") === "0");
    const centres = new Map([...boxes].map(([n, b]) => [n, { x: b.x + b.width / 2, y: b.y + b.height / 2 }]));
    const next = neighbour(centres, pit, key);
    const g = svgOf(container)?.querySelector(`#pit-${next}`);
    if (g && next !== pit) g.focus();
  }

  // Each pit's box (its outline's), in pixels from the top left of `container`.
  function pitBoxes(container, keep = () => true) {
    const boxes = new Map();
    const svg = svgOf(container);
    if (!svg) return boxes;
    const origin = container.getBoundingClientRect();
    for (const g of svg.querySelectorAll("g.pit")) {
      if (!keep(g)) continue;
      const shape = g.querySelector(".outline") || g;
      const r = shape.getBoundingClientRect();
      boxes.set(Number(g.dataset.pit), { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height });
    }
    return boxes;
  }

  // The name a person reads for a pit (the one its label gives).
  function pitName(pit, container = dom.$("board")) {
    const g = svgOf(container)?.querySelector(`#pit-${pit}`);
    if (!g) return String(pit);
    return g.dataset.name || (g.getAttribute("aria-label") || t("page-pit-name", { label: g.dataset.label || pit })).split(":")[0];
  }

  // The id of the symbol that draws pieces of `kind` (plain, black, special) on this board, and
  // the look it names ("red", "black", "big", ...).
  function pieceLook(kind, container = dom.$("board")) {
    const svg = svgOf(container);
    const id = (svg && svg.dataset[kind]) || `piece-${kind}`;
    return { id, look: id.replace(/^piece-/, "") };
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
      const worth = paintWorth(g, pos, n);
      g.setAttribute("aria-label", pitAria(t, g.dataset.name, count, special, black, worth));
    }
    showPiles(container, svg, pos);
    // A position (not a frame of a move being shown) shows its last move.
    showLast(container, pos.last_move === undefined ? null : lastMoveMark(pos.last_move));
  }

  // Each player's captured pile beside the board (theirs below for the seat seen from, the
  // other's above): stones drawn as the board draws them, the count and the points, when the
  // position says what each holds off the board (`captured`, with the scores).
  function showPiles(container, svg, pos) {
    const players = pos.captured ? pos.captured.length : 0;
    for (const old of container.querySelectorAll("div.pile")) if (!players) old.remove();
    if (players !== 2) return;
    const seat = Number(svg.dataset.seat || 0);
    for (const p of [0, 1]) {
      const where = p === seat ? "below" : "above";
      let pile = container.querySelector(`div.pile.${where}`);
      if (!pile) {
        pile = dom.doc.createElement("div");
        pile.setAttribute("class", `pile ${where}`);
        if (where === "above") container.prepend(pile);
        else container.append(pile);
      }
      const count = pos.captured[p];
      const points = pos.scores ? pos.scores[p] : count;
      // Seeds of two colours are not told apart in `captured`: then only the words.
      const shown = pieceLook("black", container).look === "black" && svg.querySelector("#piece-red") ? 0 : Math.min(count, PILE_STONES);
      const stones = `<use href="#${pieceLook("plain", container).id}" width="32" height="32"/>`;
      const drawn = Array.from({ length: shown }, (_, i) => `<svg class="stone" viewBox="0 0 32 32" aria-hidden="true" style="left:${i * 9}px">${stones}</svg>`).join("");
      pile.dataset.player = String(p);
      pile.dataset.count = String(count);
      pile.innerHTML = shown ? `<span class="stones" style="width:${shown * 9 + 24}px">${drawn}</span>` : "";
      pile.append(dom.text("span", t("page-board-captured", { who: t("page-seat", { players: 2, seat: p }), count, points })));
    }
  }

  // Marks the pit the last move started from, with a small arrow on it the way it went.
  function showLast(container, mark) {
    container.lastMark = mark;
    for (const old of container.querySelectorAll("div.last-move")) old.remove();
    const svg = svgOf(container);
    if (!svg) return;
    for (const g of svg.querySelectorAll("g.pit.last-played")) g.classList.remove("last-played");
    if (!mark) return;
    const g = svg.querySelector(`#pit-${mark.pit}`);
    if (!g) return;
    g.classList.add("last-played");
    if (mark.toward === null) return;
    const boxes = pitBoxes(container);
    const from = boxes.get(mark.pit);
    const to = boxes.get(mark.toward);
    if (!from || !to || !from.width) return;
    const centre = (b) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
    const angle = angleTo(centre(from), centre(to));
    const size = Math.max(18, Math.min(48, from.width * 0.3));
    const rad = (angle * Math.PI) / 180;
    // At the pit's edge the way the move went, clear of the count under the pit's middle.
    const reach = Math.max(0, (from.width - size) / 2);
    const arrow = dom.doc.createElement("div");
    arrow.setAttribute("class", "last-move");
    arrow.setAttribute("aria-hidden", "true");
    arrow.dataset.pit = String(mark.pit);
    arrow.dataset.toward = String(mark.toward);
    const x = centre(from).x + reach * Math.cos(rad) - size / 2;
    const y = from.y + from.height - size * 0.9;
    arrow.style.left = `${x}px`;
    arrow.style.top = `${y}px`;
    arrow.style.width = `${size}px`;
    arrow.style.height = `${size}px`;
    arrow.style.transform = `rotate(${angle}deg)`;
    container.append(arrow);
  }

  // A pit worth more than its count (a mandarin square): its points and whether it is young,
  // as the server sends them (`worth`, `young`); null for any other pit.
  function paintWorth(g, pos, n) {
    if (!pos.worth || pos.worth[n] === null || pos.worth[n] === undefined) return null;
    const young = Boolean(pos.young && pos.young.includes(n));
    const points = g.querySelector("text.points");
    if (points) points.textContent = t("page-board-pit-points", { points: pos.worth[n] });
    const mark = g.querySelector("text.young");
    if (mark) {
      if (young) mark.removeAttribute("visibility");
      else mark.setAttribute("visibility", "hidden");
    }
    g.classList.toggle("young", young);
    return { points: pos.worth[n], young };
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

  // The centre of a pit in the drawing's own units.
  function centreOf(svg, pit) {
    const shape = svg.querySelector(`#pit-${pit} .outline`);
    if (!shape || !shape.getBBox) return null;
    const b = shape.getBBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  // Carries a stone of `flight.kind` from pit `flight.from` to pit `flight.to` in `ms`
  // milliseconds, along a low arc, a little bigger than the stones at rest (it is in a hand).
  function fly(container, flight, ms) {
    const svg = svgOf(container);
    if (!svg) return;
    const from = centreOf(svg, flight.from);
    const to = centreOf(svg, flight.to);
    if (!from || !to) return;
    const stone = dom.doc.createElementNS("http://www.w3.org/2000/svg", "use");
    stone.setAttribute("href", `#${pieceLook(flight.kind, container).id}`);
    stone.setAttribute("class", "flying");
    stone.setAttribute("x", String(from.x - 28));
    stone.setAttribute("y", String(from.y - 28));
    stone.setAttribute("width", "56");
    stone.setAttribute("height", "56");
    svg.append(stone);
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const lift = -Math.min(60, 20 + Math.hypot(dx, dy) / 4);
    const path = [
      { transform: "translate(0px, 0px)" },
      { transform: `translate(${dx / 2}px, ${dy / 2 + lift}px)` },
      { transform: `translate(${dx}px, ${dy}px)` },
    ];
    const flightAnimation = stone.animate ? stone.animate(path, { duration: ms, easing: "ease-in-out", fill: "forwards" }) : null;
    if (flightAnimation) flightAnimation.onfinish = () => stone.remove();
  }

  // Takes away every stone still in the air.
  function land(container) {
    const svg = svgOf(container);
    if (svg) for (const stone of svg.querySelectorAll("use.flying")) stone.remove();
  }

  return { load, show, onResize, paint, mark, offer, pitBoxes, pitName, pieceLook, svgOf, fly, land };
}
