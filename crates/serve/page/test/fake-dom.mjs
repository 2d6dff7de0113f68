// A stand-in for the few parts of the DOM the page's modules use, enough to test them under
// `node --test` without a browser: elements with children, text, attributes, data, classes and
// listeners; selectors of a tag and classes (`g.pit.legal`) or an id (`#pit-3`).

class FakeElement {
  constructor(doc, tag) {
    this.ownerDocument = doc;
    this.tagName = tag.toUpperCase();
    this.childNodes = [];
    this.attributes = new Map();
    this.dataset = {};
    this.listeners = {};
    this.classes = new Set();
    this.classList = {
      add: (c) => this.classes.add(c),
      remove: (c) => this.classes.delete(c),
      contains: (c) => this.classes.has(c),
      toggle: (c, on) => ((on ?? !this.classes.has(c)) ? this.classes.add(c) : this.classes.delete(c)),
    };
    this.style = {};
    this.rect = { left: 0, top: 0, width: 0, height: 0 };
    this.parent = null;
    this.hidden = false;
    this.value = "";
    this.id = "";
    this.own = "";
  }

  get lastElementChild() {
    return this.childNodes.length ? this.childNodes[this.childNodes.length - 1] : null;
  }

  get textContent() {
    return this.childNodes.length ? this.childNodes.map((c) => c.textContent).join("") : this.own;
  }

  set textContent(text) {
    this.childNodes = [];
    this.own = String(text);
  }

  append(...nodes) {
    if (nodes.length) this.own = "";
    for (const n of nodes) n.parent = this;
    this.childNodes.push(...nodes);
  }

  prepend(...nodes) {
    if (nodes.length) this.own = "";
    for (const n of nodes) n.parent = this;
    this.childNodes.unshift(...nodes);
  }

  remove() {
    if (this.parent) this.parent.childNodes = this.parent.childNodes.filter((c) => c !== this);
    this.parent = null;
  }

  set className(value) {
    this.setAttribute("class", value);
  }

  // Where the element is drawn: `rect`, as a test sets it.
  getBoundingClientRect() {
    return this.rect;
  }

  closest(selector) {
    for (let e = this; e; e = e.parent) if (e.matches(selector)) return e;
    return null;
  }

  // Before `ref`, or last when `ref` is null (as the DOM's).
  insertBefore(node, ref) {
    const at = ref ? this.childNodes.indexOf(ref) : -1;
    if (at < 0) this.childNodes.push(node);
    else this.childNodes.splice(at, 0, node);
    this.own = "";
    return node;
  }

  replaceChildren(...nodes) {
    this.childNodes = [];
    this.own = "";
    this.append(...nodes);
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
    if (name === "id") this.id = String(value);
    if (name === "class") for (const c of String(value).split(/\s+/)) this.classes.add(c);
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  removeAttribute(name) {
    this.attributes.delete(name);
  }

  addEventListener(type, listener) {
    (this.listeners[type] ||= []).push(listener);
  }

  // Calls the listeners of `type` with an event whose target is this element.
  dispatch(type, fields = {}) {
    const event = { type, target: this, defaultPrevented: false, ...fields };
    event.preventDefault = () => {
      event.defaultPrevented = true;
    };
    for (const listener of this.listeners[type] || []) listener(event);
    return event;
  }

  click() {
    this.dispatch("click");
  }

  focus() {
    this.ownerDocument.activeElement = this;
  }

  descendants() {
    return this.childNodes.flatMap((c) => [c, ...c.descendants()]);
  }

  matches(selector) {
    if (selector.startsWith("#")) return this.id === selector.slice(1);
    const [tag, ...classes] = selector.split(".");
    return (!tag || this.tagName === tag.toUpperCase()) && classes.every((c) => this.classes.has(c));
  }

  querySelectorAll(selector) {
    return this.descendants().filter((e) => e.matches(selector));
  }

  querySelector(selector) {
    return this.querySelectorAll(selector)[0] || null;
  }
}

export class FakeDocument {
  constructor(ids = []) {
    this.body = new FakeElement(this, "body");
    this.activeElement = null;
    this.listeners = {};
    for (const id of ids) this.add(id);
  }

  // An element with an id, in the body (a `tag` of div unless said).
  add(id, tag = "div") {
    const element = this.createElement(tag);
    element.id = id;
    this.body.append(element);
    return element;
  }

  createElement(tag) {
    return new FakeElement(this, tag);
  }

  getElementById(id) {
    return this.body.descendants().find((e) => e.id === id) || null;
  }

  querySelectorAll(selector) {
    return this.body.querySelectorAll(selector);
  }

  addEventListener(type, listener) {
    (this.listeners[type] ||= []).push(listener);
  }
}

// A board as the server draws it, simplified: an <svg> of pits `g.pit#pit-N` with `slots` piece
// slots each and a count.
export function fakeBoard(doc, container, pits, slots = 3) {
  const svg = doc.createElement("svg");
  for (let n = 0; n < pits; n++) {
    const g = doc.createElement("g");
    g.setAttribute("class", "pit");
    g.setAttribute("id", `pit-${n}`);
    g.dataset.pit = String(n);
    g.setAttribute("aria-label", `pit ${n}: 0`);
    for (let i = 0; i < slots; i++) {
      const use = doc.createElement("use");
      use.setAttribute("class", "slot");
      g.append(use);
    }
    const count = doc.createElement("text");
    count.setAttribute("class", "count");
    g.append(count);
    svg.append(g);
  }
  container.replaceChildren(svg);
  return svg;
}

// Timers that run only when told: `advance()` runs the next one and returns its delay.
export function fakeClock() {
  const timers = [];
  let next = 1;
  return {
    timers,
    setTimeout(fn, delay) {
      const id = next++;
      timers.push({ id, fn, delay });
      return id;
    },
    clearTimeout(id) {
      const i = timers.findIndex((x) => x.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    advance() {
      const timer = timers.shift();
      timer.fn();
      return timer.delay;
    },
  };
}
