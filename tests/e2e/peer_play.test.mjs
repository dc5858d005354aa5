// Peer play over real WebRTC data channels between browser contexts of one Chromium (no server;
// iceServers: [], so only host candidates): the host sets up a table with invited seats, each guest
// opens its invite link, sends back its answer code, and the host pastes it. Then a whole Five
// Crowns game by taps on all three devices, every text a guest received scanned for what it must
// not hold.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, frames, waitState, moveLanded, seedNextGame,
  DESKTOP, PHONE } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// Every device: no STUN server (a local test), instant play (no animations to wait for), and a
// log of every text that arrives on a data channel.
const prepare = (page) => page.addInitScript(() => {
  localStorage.setItem('parlor:v1:settings', JSON.stringify({ format: 1, ice_servers: [], bot_speed: 'instant' }));
  window.parlorPeerReceived = [];
});

const peerState = (page, pred, arg, what) =>
  page.waitForFunction(`(() => { const p = window.Module && window.Module.parlorPeer; return p && (${pred})(p, ${JSON.stringify(arg)}) ? p : null; })()`,
    null, { timeout: 30000 }).then((h) => h.jsonValue(), (e) => { throw new Error(`timed out waiting for ${what}: ${e.message}`); });

async function pasteAnswer(host, seat, answer) {
  await press(host, `invite:${seat}:answer`);
  const input = host.locator('input.parlor-text');
  await input.waitFor({ state: 'visible', timeout: 20000 });
  await input.fill(answer);
  await input.press('Enter');
}

// A guest joins seat `seat` of the host's table: opens the invite link, and its answer is pasted
// on the host's invite screen. Resolves with the guest's page once its table shows.
async function join(host, seat, device) {
  const p = await peerState(host, (p, s) => p.seats && p.seats.find((x) => x.seat === s && x.code), seat, `seat ${seat}'s invite`);
  const code = p.seats.find((x) => x.seat === seat).code;
  const guest = await openPage(site, device, { beforeLoad: prepare, path: '#join=' + code });
  await waitForFirstFrame(guest.page);
  const g = await peerState(guest.page, (p) => p.answer, null, 'the guest\'s answer code');
  await pasteAnswer(host, seat, g.answer);
  await waitState(guest.page, (s) => s.screen === 'table', null, { what: 'the guest\'s table' });
  await peerState(host, (p, s) => p.seats.find((x) => x.seat === s).presence === 'connected', seat, `seat ${seat} connected`);
  return { ...guest, code, answer: g.answer };
}

async function hostTable(names) {
  const host = await openPage(site, DESKTOP, { beforeLoad: prepare });
  await waitForFirstFrame(host.page);
  await seedNextGame(host.page, 2026);
  await press(host.page, 'game:five_crowns');
  for (let i = 2; i < names.length; i++) await press(host.page, 'players:+');
  for (let s = 2; s <= names.length; s++) await press(host.page, `seat:${s}:kind:invite`);
  await press(host.page, 'speed:instant');
  await press(host.page, 'start');
  return host;
}

// A moment nothing else changes on this device: its person is to act, a sheet is open, or the game is over.
const actionable = (s) => s && s.screen === 'table' && (s.overlay !== '' || s.game_over || (s.to_act && !s.busy));

async function move(page, id, st) {
  await press(page, id);
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

// One step of the person at this device, as in five_crowns_game.test.mjs: draw (now and then the
// discard), let "Best" stage the arrangement and select the discard, then discard or go out.
async function playOne(page, st, turn) {
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
    await waitState(page, (s) => s.selected.length === 1, null, { what: '"Best" to select the discard' });
    await move(page, 'discard-button', st);
  }
}

// What a guest may hold: its own seat's view, with its own cards only; another seat's cards as
// counts; a card drawn from the stock by anyone else never named.
function scanGuestTexts(texts, seat) {
  let views = 0;
  for (const text of texts) {
    assert.ok(text.length <= 65536, 'a host message within the cap');
    const m = JSON.parse(text);
    if (!m.view) continue;
    views++;
    assert.equal(m.view.seat, seat, 'a guest gets only its own seat\'s view');
    assert.ok(Array.isArray(m.view.hand), 'its own hand');
    assert.ok(m.view.hand_sizes.every((n) => typeof n === 'number'), 'the others\' hands are counts');
    const walk = (x, path) => {
      if (Array.isArray(x)) return x.forEach((y, i) => walk(y, `${path}[${i}]`));
      if (!x || typeof x !== 'object') return;
      for (const [k, v] of Object.entries(x)) {
        assert.ok(!/^hands?$/.test(k) || path === '.view', `no hand but the guest's own: ${path}.${k}`);
        walk(v, `${path}.${k}`);
      }
    };
    walk(m, '');
    for (const e of m.view.events || [])
      if (e.type === 'drew_stock' && e.seat !== seat) assert.equal(e.card, undefined, 'another seat\'s stock draw is not named');
    for (const l of m.lines || [])
      if (l.seat !== seat && l.action?.type === 'draw') assert.equal(l.action.card, undefined, 'a move names no hidden card');
  }
  return views;
}

test('a whole Five Crowns game: host and two guests over data channels, all by taps', async () => {
  const host = await hostTable(['Sam', 'Ana', 'Ben']);
  const ana = await join(host.page, 1, PHONE);
  const ben = await join(host.page, 2, DESKTOP);
  assert.ok(ana.code.length < 300 && ana.answer.length < 300, `codes are short: ${ana.code.length}, ${ana.answer.length}`);
  console.log(`# invite code ${ana.code.length} chars, answer code ${ana.answer.length} chars`);
  await press(host.page, 'back');  // the invite screen closes over the table
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  const devices = [host, ana, ben];
  const done = new Set();
  let turns = 0;
  for (let guard = 0; guard < 6000 && done.size < 3; guard++) {
    // Sheets first: a host showing one holds every seat's move back until it is closed, and a
    // guest's move lands on the guest's screen only after the host has played it.
    const now = await Promise.all(devices.map((d) => d.page.evaluate(() => window.Module.parlorState || null)));
    let pick = devices.map((d, i) => ({ d, st: now[i] })).find(({ d, st }) => !done.has(d) && actionable(st) && st.overlay !== '');
    // Otherwise whichever device has something to do (every wait ends on a published state).
    const { d, st } = pick || await Promise.any(devices.filter((d) => !done.has(d)).map((d) =>
      waitState(d.page, actionable, null, { timeout: 60000, what: 'a device to act' }).then((st) => ({ d, st }))));
    if (st.overlay === 'results' || (st.game_over && st.overlay === '')) { done.add(d); continue; }
    await playOne(d.page, st, turns++);
  }
  assert.equal(done.size, 3, 'every device reached the end');
  const ends = await Promise.all(devices.map((d) => d.page.evaluate(() => window.Module.parlorState)));
  for (const e of ends) {
    assert.equal(e.game_over, true);
    assert.equal(e.hand_number, 11, 'all eleven hands were played');
  }
  assert.deepEqual(ends[1].totals, ends[0].totals, 'Ana sees the host\'s totals');
  assert.deepEqual(ends[2].totals, ends[0].totals, 'Ben sees the host\'s totals');
  for (const [g, seat] of [[ana, 1], [ben, 2]]) {
    const texts = await g.page.evaluate(() => window.parlorPeerReceived);
    const views = scanGuestTexts(texts, seat);
    assert.ok(views > 100, `the guest received its view after every move (${views})`);
  }
  await capture(ana.page, 'peer-guest-results');
  for (const d of devices) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of devices) await d.context.close();
});
