// Shared by the peer-play browser tests: devices prepared for a local test (no STUN server, every
// text a data channel delivers kept), a host's table with invited seats, a guest joining by its
// invite link and answer code, and the check of every text a guest received against the cards
// the host says that guest must not see.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { openPage, waitForFirstFrame, press, findItem, waitState, moveLanded, seedNextGame, tableState, shotsDir, DESKTOP, PHONE, PHONE_1X } from './harness.mjs';

// A small screen for the devices no one watches; PHONE_1X (harness.mjs) for a phone.
export const SMALL = { viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 };
export { PHONE_1X };

// Every device: no STUN server (a local test), instant play, and a log of every text that arrives
// on a data channel. `secrets`: this device (a host) publishes every seat's hidden cards after each
// move (window.parlorPeerSecrets). `autoplay`: this device (a guest) plays its seat by itself with
// the greedy bot and draws no table.
export const preparePeer = ({ secrets = false, autoplay = false } = {}) => (page) =>
  page.addInitScript(([s, a]) => {
    localStorage.setItem('parlor:v1:settings', JSON.stringify({ format: 1, ice_servers: [], bot_speed: 'instant' }));
    window.parlorPeerReceived = [];
    if (s) window.parlorPeerSecrets = [];
    if (a) window.parlorPeerAutoplay = true;
  }, [secrets, autoplay]);

// Waits until the published peer state (Module.parlorPeer) satisfies `pred(p, arg)`; `pred` runs in
// the page, so it may use only its arguments.
export const peerState = (page, pred, arg, what, timeout = 30000) =>
  page.waitForFunction(`(() => { const p = window.Module && window.Module.parlorPeer; return p && (${pred})(p, ${JSON.stringify(arg)}) ? p : null; })()`,
    null, { timeout }).then((h) => h.jsonValue(), (e) => { throw new Error(`timed out waiting for ${what}: ${e.message}`); });

// Types `text` into the text field `id` (the page's input over it) and commits it with Enter.
export async function typeInto(page, id, text) {
  await press(page, id);
  const input = page.locator('input.parlor-text');
  await input.waitFor({ state: 'visible', timeout: 20000 });
  await input.fill(text);
  await input.press('Enter');
}

export async function pasteAnswer(host, seat, answer) {
  // Over the table, the invite screen opens from its button.
  if (await host.evaluate(() => (window.Module.parlorItems || []).some((i) => i.id === 'peer:invites')))
    await press(host, 'peer:invites');
  await press(host, `invite:${seat}:answer`);
  const input = host.locator('input.parlor-text');
  await input.waitFor({ state: 'visible', timeout: 20000 });
  await input.fill(answer);
  await input.press('Enter');
}

// The code of the invite for `seat` once it is ready (a fresh one when `other` names the old code).
export async function inviteCode(host, seat, other = '') {
  const p = await peerState(host, (p, [s, o]) => p.seats && p.seats.find((x) => x.seat === s && x.code && x.code !== o),
    [seat, other], `seat ${seat}'s invite`);
  return p.seats.find((x) => x.seat === seat).code;
}

// A guest joins seat `seat` of the host's table: opens the invite link, and its answer is pasted
// on the host's invite screen. Resolves once the host has the guest connected (and, for a guest
// that draws its table, once the table shows).
// `page`: a device already open (a guest coming back) opens the link in its tab; `oldAnswer` is the
// answer it showed before, not to be taken for the new one. `beforeLoad`: more init scripts (a bench's).
export async function join(site, host, seat, device, { autoplay = false, page: reuse, code, oldAnswer = '', beforeLoad } = {}) {
  code ||= await inviteCode(host, seat);
  let guest;
  if (reuse) {
    guest = reuse;
    await reuse.page.goto(site.url + '#join=' + code);
  } else {
    guest = await openPage(site, device, {
      beforeLoad: async (page) => { await preparePeer({ autoplay })(page); if (beforeLoad) await beforeLoad(page); },
      path: '#join=' + code,
    });
  }
  await waitForFirstFrame(guest.page);
  const g = await peerState(guest.page, (p, old) => p.answer && p.answer !== old, oldAnswer, 'the guest\'s answer code');
  await pasteAnswer(host, seat, g.answer);
  if (autoplay) await peerState(guest.page, (p) => p.step === 'playing', null, 'the guest to play');
  else await waitState(guest.page, (s) => s.screen === 'table', null, { what: 'the guest\'s table' });
  await peerState(host, (p, s) => p.seats.find((x) => x.seat === s).presence === 'connected', seat, `seat ${seat} connected`);
  return { ...guest, code, answer: g.answer };
}

// The host's table, once its invite screen has closed by itself: it does when every player it
// waits for has come to the table.
export const hostAtTable = (host) => findItem(host, 'peer:invites');

// A host's table from the lobby, by taps: `kinds[i]` is seat i's kind ("person", "bot" or "invite").
// `beforeLoad`: more init scripts (a bench's).
export async function hostTable(site, game, kinds, { device = DESKTOP, seed = 2026, beforeLoad } = {}) {
  const host = await openPage(site, device, {
    beforeLoad: async (page) => { await preparePeer({ secrets: true })(page); if (beforeLoad) await beforeLoad(page); },
  });
  await waitForFirstFrame(host.page);
  await seedNextGame(host.page, seed);
  await press(host.page, `game:${game}`);
  // The players stepper first, so every seat row is there.
  for (let guard = 0; guard < 20; guard++) {
    await findItem(host.page, 'players:+');
    const n = Number(await host.page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'players:value').label));
    if (n === kinds.length) break;
    await press(host.page, n < kinds.length ? 'players:+' : 'players:-');
    await host.page.waitForFunction((m) => (window.Module.parlorItems || []).some((i) => i.id === 'players:value' && i.label !== m), String(n));
  }
  for (let i = 0; i < kinds.length; i++) await press(host.page, `seat:${i + 1}:kind:${kinds[i]}`);
  await press(host.page, 'speed:instant');
  await press(host.page, 'start');
  return host;
}

// A moment nothing else changes on this device: its person is to act, a sheet is open, or the game is over.
export const actionable = (s) => s && s.screen === 'table' && (s.overlay !== '' || s.game_over || (s.to_act && !s.busy));

export async function move(page, id, st) {
  await press(page, id);
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

// One step of the person at this Five Crowns table, as in five_crowns_game.test.mjs: a sheet
// closed, or a draw (now and then the discard), or "Hint" staging the arrangement and selecting
// the discard, then discard or go out.
export async function playOne(page, st, turn) {
  if (st.overlay === 'reveal') {
    await press(page, 'reveal-continue');
    await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal to close' });
  } else if (st.overlay === 'scores') {
    await press(page, 'continue');
    await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet to close' });
  } else if (st.phase === 'draw') {
    await move(page, turn % 4 === 3 && st.discard_top ? 'discard' : 'stock', st);
  } else {
    await press(page, 'hint');
    await waitState(page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
    await move(page, 'discard-button', st);
  }
}

// A text's mentions of cards, face by face: card strings ("7H", "JK", "R7", a placed "JK=7H" or a
// copy "7H#1") in `cards`, English card names ("the 7 of hearts") in `names`. `faces`: the game's.
function mentions(x, faces, out = { cards: new Map(), names: new Map() }) {
  const add = (m, f) => m.set(f, (m.get(f) || 0) + 1);
  if (Array.isArray(x)) for (const y of x) mentions(y, faces, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) mentions(v, faces, out);
  else if (typeof x === 'string') {
    const face = x.split('=')[0].split('#')[0];
    if (faces.has(face)) add(out.cards, face);
    else {
      // engine/card.cpp card_name: "the 7 of stars", "the red 12" (a tile).
      const ranks = { ace: 'A', jack: 'J', queen: 'Q', king: 'K' };
      const suits = { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D', stars: '*' };
      const colours = { red: 'R', blue: 'B', orange: 'O', black: 'K' };
      for (const m of x.matchAll(/\b(10|[2-9]|ace|jack|queen|king) of (spades|hearts|clubs|diamonds|stars)\b/gi)) {
        const f = (ranks[m[1].toLowerCase()] || m[1]) + suits[m[2].toLowerCase()];
        if (faces.has(f)) add(out.names, f);
      }
      for (const m of x.matchAll(/\b(red|blue|orange|black) (1[0-3]|[1-9])\b/gi)) {
        const f = colours[m[1].toLowerCase()] + m[2];
        if (faces.has(f)) add(out.names, f);
      }
    }
  }
  return out;
}

// As the native scan counts: in one record of the history (an event, a move's line) a card may be
// both written and named, so the more of the two; in the present, every mention.
const recordCounts = ({ cards, names }) =>
  new Map([...new Set([...cards.keys(), ...names.keys()])].map((f) => [f, Math.max(cards.get(f) || 0, names.get(f) || 0)]));
const presentCounts = ({ cards, names }) =>
  new Map([...new Set([...cards.keys(), ...names.keys()])].map((f) => [f, (cards.get(f) || 0) + (names.get(f) || 0)]));

const faceOf = (card) => card.split('#')[0];
const countFaces = (cards) => {
  const m = new Map();
  for (const c of cards) m.set(faceOf(c), (m.get(faceOf(c)) || 0) + 1);
  return m;
};
const minus = (a, b) => {  // physical cards: a without b
  const gone = new Set(b);
  return a.filter((c) => !gone.has(c));
};
// A view's records of the past, as the native scan names them (games/conformance_views.cpp): its
// events and keys named for an earlier moment (last_round, Jok-R-Ummy's first_deal).
const isHistoryKey = (key) => key === 'events' || key.startsWith('last_') || key.startsWith('first_');

// Every text guest `seat` received, against what the host published after each move (every seat's
// hidden cards, `secrets`): no text names more copies of a face than the seat can see now (its
// present) or has seen (its history: events, the last hand's reveal, the moves' lines, as the
// native conformance scan allows), its own hand is the host's, the others' are counts of the right
// size. Returns how many views it checked. When a check fails, the texts and the host's cards are
// written to build/e2e/<dump>.json for a look.
export function checkGuestTexts(texts, seat, secrets, { dump, ...options } = {}) {
  try {
    return checkTexts(texts, seat, secrets, options);
  } catch (e) {
    if (dump) writeFileSync(joinPath(shotsDir, `${dump}.json`), JSON.stringify({ seat, texts, secrets }));
    throw e;
  }
}

// `ownZones`: the view's zones (games' kZones) whose cards a seat keeps hidden beside its hand (a
// Jok-R-Ummy program), counted with the hand.
function checkTexts(texts, seat, secrets, { handKey = 'hand', sizesKey = 'hand_sizes', ownZones = [] }) {
  assert.ok(secrets.length > 0, 'the host published its hidden cards');
  const faces = new Set(secrets[0].all.map(faceOf));
  const seats = secrets[0].secret.length;
  const seen = new Set();  // physical cards the seat has seen
  const namedAs = new Map();  // values wilds stood for, by face
  let k = -1, now = null, prev = null;
  const visible = (e, s) => minus(e.all, e.secret[s]);
  // Knowledge up to move `moves`: every entry published until then, in order.
  const advance = (moves) => {
    while (k + 1 < secrets.length && secrets[k + 1].moves <= moves) {
      prev = now;
      now = secrets[++k];
      for (const c of visible(now, seat)) seen.add(c);
      for (const c of now.face_up || []) seen.add(c);  // dealt face up to every seat
      if (prev && now.rounds > prev.rounds)  // a round's end shows what any seat saw
        for (let s = 0; s < seats; s++) for (const c of visible(prev, s)) seen.add(c);
      if (prev && now.mover >= 0)  // the last move showed the cards it named
        for (const c of visible(prev, now.mover)) if (now.shown.includes(faceOf(c))) seen.add(c);
      // A line names a wild as what it stands for (the host's shown_as): a value, not a card.
      for (const f of now.shown_as || []) namedAs.set(f, (namedAs.get(f) || 0) + 1);
    }
    assert.ok(now && now.moves === moves, `the host published its cards at move ${moves}`);
  };
  const within = (counts, allowed, where) => {
    for (const [f, n] of counts)
      assert.ok(n <= (allowed.get(f) || 0), `seat ${seat} was shown the ${f} ${n} time(s) in ${where}, but sees ${allowed.get(f) || 0}`);
  };
  let views = 0, moves = null;
  for (const text of texts) {
    assert.ok(text.length <= 65536, 'a host message within the cap');
    const m = JSON.parse(text);
    if (typeof m.moves === 'number') moves = m.moves;
    if (moves === null) continue;  // nothing about the game yet
    advance(moves);
    const see = countFaces(visible(now, seat));
    const seenFaces = countFaces([...seen]);
    const ever = new Map([...faces].map((f) => [f, Math.max(see.get(f) || 0, seenFaces.get(f) || 0)]));
    const present = { ...m, lines: undefined, view: m.view ? { ...m.view } : undefined };
    if (m.view) {
      views++;
      assert.equal(m.view.seat, seat, 'a guest gets only its own seat\'s view');
      for (const key of Object.keys(m.view).filter(isHistoryKey)) {
        const h = m.view[key];
        delete present.view[key];
        for (const record of Array.isArray(h) ? h : h ? [h] : []) within(recordCounts(mentions(record, faces)), ever, `"${key}" at move ${moves}`);
      }
      for (const action of m.view.legal_actions || []) within(recordCounts(mentions(action, faces)), see, `a legal action at move ${moves}`);
      delete present.view.legal_actions;
      // Its own hand is exactly the host's; the others' are counts of their true size. Once the
      // game is over no hand is hidden any more (the host's secrets hold only the stock), so there
      // is no hidden hand to hold it to.
      const other = (seat + 1) % seats;
      const over = m.view.phase === 'game_over';
      const own = minus(now.secret[other], now.secret[seat]);
      const zoned = ownZones.flatMap((z) => m.view.zones?.[z]?.cards?.[seat] || []);
      if (!over) assert.deepEqual([...m.view[handKey], ...zoned].map((c) => c.split('=')[0]).sort(), own.map(faceOf).sort(), `seat ${seat}'s own hand at move ${moves}`);
      const sizes = over ? null : m.view[sizesKey];
      if (sizes) for (let s = 0; s < seats; s++) {
        assert.equal(typeof sizes[s], 'number', 'the others\' hands are counts');
        const o = s === seat ? other : seat;
        const beside = ownZones.reduce((n, z) => n + (m.view.zones?.[z]?.sizes?.[s] || 0), 0);
        assert.equal(sizes[s] + beside, minus(now.secret[o], now.secret[s]).length, `seat ${s}'s hand size at move ${moves}`);
      }
    }
    within(presentCounts(mentions(present, faces)), see, `the present at move ${moves}`);
    const said = new Map([...ever].map(([f, n]) => [f, n + (namedAs.get(f) || 0)]));
    for (const l of m.lines || []) within(recordCounts(mentions(l, faces)), said, `a move's line at move ${moves}`);
  }
  return views;
}

// The check is not blind: a face no copy of which `seat` has ever seen by an update's move, planted
// in that update's present (`where` "present") or in one of its events ("history"). Returns the texts
// with the plant.
export function plantLeak(texts, seat, secrets, where) {
  const i = texts.findIndex((t) => JSON.parse(t).type === 'update');
  const m = JSON.parse(texts[i]);
  const upTo = secrets.filter((e) => e.moves <= m.moves);
  const seenFaces = new Set(upTo.flatMap((e) => minus(e.all, e.secret[seat]).map(faceOf)));
  const face = secrets[0].all.map(faceOf).find((f) => !seenFaces.has(f));
  assert.ok(face, 'a face the seat has not seen');
  if (where === 'present') m.view.planted = face;
  else m.view.events = [...(m.view.events || []), { type: 'discarded', seat, card: face }];
  return texts.map((t, k) => (k === i ? JSON.stringify(m) : t));
}

// `n` steps of whoever has something to do among `devices` (each wait ends on a published state).
export async function playSteps(devices, n, stop = () => false) {
  // Runs in the page: `actionable` without the game's end.
  const busy = (s) => s && s.screen === 'table' && !s.game_over && (s.overlay !== '' || (s.to_act && !s.busy)) &&
    s.overlay !== 'results';
  for (let i = 0; i < n; i++) {
    const { d, st } = await Promise.any(devices.map((d) =>
      waitState(d.page, busy, null, { what: 'a device to act' }).then((st) => ({ d, st })))).catch((e) => {
      throw new Error(e.errors.map((x) => x.message).join('\n'));
    });
    if (stop(d, st)) return;
    const host = await sheetOnHost(devices, d, st);
    if (host) await playOne(host.page, host.st, i);
    else await playOne(d.page, st, i);
  }
}

// A host's table plays no other seat while a sheet is open on it (a round's reveal waits for its
// person), so a guest's move made then waits for that sheet to close: the host's sheet comes first.
// The host's state is read once it has caught up with the move the guest's table shows, so a
// reveal opened by that very move is seen. Returns {page, st} of the host to play, or null.
async function sheetOnHost(devices, d, st) {
  if (st.overlay !== '' || devices.length < 2) return null;
  const seen = await d.page.evaluate(() => window.Module.parlorPeer);
  if (!seen || seen.role !== 'guest') return null;
  for (const other of devices) {
    if (other === d) continue;
    const p = await other.page.evaluate(() => window.Module.parlorPeer);
    if (!p || p.role !== 'host') continue;
    await peerState(other.page, (q, m) => q.moves >= m, seen.moves, 'the host at the guest\'s move');
    const hs = await tableState(other.page);
    if (hs && hs.screen === 'table' && hs.overlay !== '' && hs.overlay !== 'results' && !hs.game_over)
      return { page: other.page, st: hs };
  }
  return null;
}

// Steps of whoever has something to do until `target`'s table satisfies `pred` (checked here).
export async function playUntil(devices, target, pred) {
  for (let i = 0; i < 100; i++) {
    const now = await tableState(target.page);
    if (now && pred(now)) return now;
    await playSteps(devices, 1, (d, st) => d === target && pred(st));
  }
  throw new Error('the table never got there');
}
