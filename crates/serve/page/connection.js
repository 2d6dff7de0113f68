// The WebSocket to the server: messages out as JSON, messages in dispatched by their `type` to
// the handlers given, and a new connection 1.5 s after one is lost.

// The server's messages (docs/src/serve-protocol.md) and the fields a handler may count on.
export const SERVER_MESSAGES = {
  welcome: ["protocol"],
  rooms: ["rooms"],
  room_created: ["room"],
  joined: ["room", "as"],
  state: ["room", "rules_text", "seats", "observers", "position", "chat"],
  update: ["room", "position"],
  seats: ["seats", "observers"],
  chat: ["from", "text"],
  undo_requested: ["by"],
  undo_declined: ["by"],
  game_over: ["reason"],
  rematch_requested: ["room", "by", "agreed"],
  rematch_ready: ["room", "new_room"],
  hint: ["room", "ply", "move", "value"],
  error: ["message"],
};

// Handlers only for messages the server sends: a misspelt one would never be called.
export function checkHandlers(handlers) {
  for (const type of Object.keys(handlers)) {
    if (!Object.hasOwn(SERVER_MESSAGES, type)) throw new Error(`no server message "${type}"`);
  }
  return handlers;
}

// Reads one frame's text and calls its handler. Returns the message's type when it was
// handled, else why not (text that is not a message, a type the page does not know or has no
// handler for, a field missing): such messages are ignored.
export function dispatch(handlers, data) {
  let message;
  try {
    message = JSON.parse(data);
  } catch {
    return { ignored: "not JSON" };
  }
  if (message === null || typeof message !== "object" || typeof message.type !== "string") {
    return { ignored: "no type" };
  }
  const fields = SERVER_MESSAGES[message.type];
  if (!Object.hasOwn(SERVER_MESSAGES, message.type) || !Object.hasOwn(handlers, message.type)) {
    return { ignored: `unhandled type ${message.type}` };
  }
  const missing = fields.filter((f) => !(f in message));
  if (missing.length) return { ignored: `${message.type} without ${missing.join(", ")}` };
  handlers[message.type](message);
  return { handled: message.type };
}

// The server's WebSocket address, beside the page.
export function socketUrl(location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}

// `WebSocket` and `clock` (setTimeout) are passed in: the page's own, or stand-ins.
export function createConnection({ url, WebSocket, handlers, onOpen, onClose, clock = globalThis, retryMillis = 1500 }) {
  checkHandlers(handlers);
  let ws = null;

  function connect() {
    ws = new WebSocket(url);
    ws.onopen = () => onOpen();
    ws.onmessage = (event) => dispatch(handlers, event.data);
    ws.onclose = () => {
      onClose();
      clock.setTimeout(connect, retryMillis);
    };
  }

  // Sends `message` when the connection is open (and says whether it did).
  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  return { connect, send };
}
