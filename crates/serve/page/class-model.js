// Class mode's plain parts: its addresses, a class's code as it is read aloud, what the browser
// keeps (the teacher's secret, a pupil's token), the messages of `/class/ws` and their
// dispatch, the answers' counts as bars, and the results' CSV read back into rows.

// The server's messages on `/class/ws` (crates/serve/src/class.rs) and the fields a handler may
// count on.
export const CLASS_MESSAGES = {
  opened: ["code", "secret"],
  class: ["code", "ruleset", "size", "pupils", "games", "questions"],
  joined: ["code", "pupil", "name", "token", "ruleset"],
  question: ["index", "kind", "fen", "position", "board_svg"],
  answered: ["index", "move"],
  tally: ["index", "pupils", "answered", "counts", "answers", "judged", "revealed"],
  reveal: ["index", "answer", "position", "moves"],
  game: ["room", "seat", "token"],
  results: ["csv", "rows"],
  error: ["code", "message"],
};

// A class's code: six digits.
const CODE = /^\d{6}$/;

// What an address opens: `/class` the entrance (to open a class, or to type a code), `/class/CODE`
// a pupil's page of that class; null for any other.
export function classPlace(path) {
  if (/^\/class\/?$/.test(path)) return { code: null };
  const match = /^\/class\/([^/]{1,40})\/?$/.exec(path);
  return match ? { code: decodeURIComponent(match[1]) } : null;
}

export function classPath(code) {
  return `/class/${encodeURIComponent(code)}`;
}

// The code as read aloud and shown big: two groups of three digits.
export function formatCode(code) {
  return CODE.test(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : String(code);
}

// The code a pupil typed (spaces and dashes as they please): its digits.
export function codeFromInput(text) {
  return String(text).replace(/[\s-]/g, "");
}

// Whether `code` can be a class's code.
export function isCode(code) {
  return CODE.test(code);
}

// Where the browser keeps the teacher's class (one at a time) and a pupil's place in a class.
export const TEACHER_KEY = "mancala-class-teacher";
export const pupilKey = (code) => `mancala-class-pupil-${code}`;

// What `storage` keeps under `key` as JSON, or null (nothing, or text that is not JSON).
export function readKept(storage, key) {
  try {
    const value = JSON.parse(storage.getItem(key));
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

// The projector's bars: each move answered with its count and its share of the answers
// (0 to 1), marked right or wrong once judged; the most answered first, as the server sends.
export function tallyBars(counts, answered) {
  return counts.map((c) => ({ move: c.move, count: c.count, share: answered ? c.count / answered : 0, right: c.right ?? null }));
}

// A CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) as rows of fields.
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

// Reads one frame's text and calls its handler; returns the type handled, or why it was
// ignored (not JSON, no type, a type without a handler, a field missing).
export function dispatchClass(handlers, data) {
  let message;
  try {
    message = JSON.parse(data);
  } catch {
    return { ignored: "not JSON" };
  }
  if (message === null || typeof message !== "object" || typeof message.type !== "string") return { ignored: "no type" };
  const fields = CLASS_MESSAGES[message.type];
  if (!Object.hasOwn(CLASS_MESSAGES, message.type) || !Object.hasOwn(handlers, message.type)) return { ignored: `unhandled type ${message.type}` };
  const missing = fields.filter((f) => !(f in message));
  if (missing.length) return { ignored: `${message.type} without ${missing.join(", ")}` };
  handlers[message.type](message);
  return { handled: message.type };
}

// The class's WebSocket address, beside the page.
export function classSocketUrl(location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/class/ws`;
}

// The WebSocket of class mode: messages out as JSON, in to the handlers, a new connection
// 1.5 s after one is lost (`onOpen` then takes the class back).
export function createClassConnection({ url, WebSocket, handlers, onOpen, onClose, clock = globalThis, retryMillis = 1500 }) {
  for (const type of Object.keys(handlers)) {
    if (!Object.hasOwn(CLASS_MESSAGES, type)) throw new Error(`no class message "${type}"`);
  }
  let ws = null;

  function connect() {
    ws = new WebSocket(url);
    ws.onopen = () => onOpen();
    ws.onmessage = (event) => dispatchClass(handlers, event.data);
    ws.onclose = () => {
      onClose();
      clock.setTimeout(connect, retryMillis);
    };
  }

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  return { connect, send };
}
