import { test } from "node:test";
import assert from "node:assert/strict";
import { checkHandlers, createConnection, dispatch, socketUrl } from "../connection.js";
import { fakeClock } from "./fake-dom.mjs";

test("a message goes to the handler of its type", () => {
  const seen = [];
  const handlers = { rooms: (m) => seen.push(m.rooms), chat: (m) => seen.push(m.text) };
  assert.deepEqual(dispatch(handlers, '{"type": "rooms", "rooms": []}'), { handled: "rooms" });
  assert.deepEqual(dispatch(handlers, '{"type": "chat", "from": "Ana", "seat": 0, "text": "hi"}'), { handled: "chat" });
  assert.deepEqual(seen, [[], "hi"]);
});

test("what is not a message the page handles is ignored", () => {
  let called = 0;
  const handlers = { rooms: () => called++ };
  assert.deepEqual(dispatch(handlers, "not json"), { ignored: "not JSON" });
  assert.deepEqual(dispatch(handlers, "null"), { ignored: "no type" });
  assert.deepEqual(dispatch(handlers, '{"rooms": []}'), { ignored: "no type" });
  assert.deepEqual(dispatch(handlers, '{"type": "toString"}'), { ignored: "unhandled type toString" });
  assert.deepEqual(dispatch(handlers, '{"type": "chat", "from": "a", "text": "b"}'), { ignored: "unhandled type chat" });
  assert.deepEqual(dispatch(handlers, '{"type": "rooms"}'), { ignored: "rooms without rooms" });
  assert.equal(called, 0);
});

test("a handler for a message the server never sends is refused", () => {
  assert.throws(() => checkHandlers({ romos() {} }), /no server message "romos"/);
  assert.doesNotThrow(() => checkHandlers({ rooms() {}, game_over() {} }));
});

test("the socket's address follows the page's scheme", () => {
  assert.equal(socketUrl({ protocol: "http:", host: "127.0.0.1:8080" }), "ws://127.0.0.1:8080/ws");
  assert.equal(socketUrl({ protocol: "https:", host: "example.org" }), "wss://example.org/ws");
});

// A WebSocket stand-in: records what is sent; the test opens, delivers and closes it.
class FakeSocket {
  static OPEN = 1;
  static made = [];
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    FakeSocket.made.push(this);
  }
  send(text) {
    this.sent.push(text);
  }
}

test("messages go out as JSON once open; a lost connection is made again after 1.5 s", () => {
  FakeSocket.made = [];
  const clock = fakeClock();
  const events = [];
  const rooms = [];
  const connection = createConnection({
    url: "ws://h/ws",
    WebSocket: FakeSocket,
    handlers: { rooms: (m) => rooms.push(m) },
    onOpen: () => events.push("open"),
    onClose: () => events.push("close"),
    clock,
  });
  assert.equal(connection.send({ type: "list_rooms" }), false, "nothing to send on yet");
  connection.connect();
  const first = FakeSocket.made[0];
  assert.equal(first.url, "ws://h/ws");
  assert.equal(connection.send({ type: "list_rooms" }), false, "not open yet");
  first.readyState = FakeSocket.OPEN;
  first.onopen();
  assert.equal(connection.send({ type: "move", move: "3" }), true);
  assert.deepEqual(first.sent, ['{"type":"move","move":"3"}']);
  first.onmessage({ data: '{"type": "rooms", "rooms": []}' });
  assert.equal(rooms.length, 1);

  first.readyState = 3;
  first.onclose();
  assert.deepEqual(events, ["open", "close"]);
  assert.equal(connection.send({ type: "list_rooms" }), false, "closed");
  assert.equal(clock.timers.length, 1);
  assert.equal(clock.advance(), 1500);
  assert.equal(FakeSocket.made.length, 2, "a new socket");
  const second = FakeSocket.made[1];
  second.readyState = FakeSocket.OPEN;
  second.onopen();
  connection.send({ type: "list_rooms" });
  assert.deepEqual(second.sent, ['{"type":"list_rooms"}']);
  assert.deepEqual(events, ["open", "close", "open"]);
});
