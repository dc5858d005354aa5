// Peer play over real WebRTC data channels between browser contexts of one Chromium (no server;
// iceServers: [], so only host candidates): the host sets up a table with invited seats, each guest
// opens its invite link, sends back its answer code, and the host pastes it. Then a whole Five
// Crowns game: Ana, a guest at phone size, plays every one of her moves by taps; the host's own
// seat is a bot at instant speed, and Ben, the other guest, plays his seat by itself (the greedy
// bot choosing from the views his device rebuilt; no table drawn). Every text each guest received
// is checked against the cards the host says that guest must not see, move by move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, peerState, checkGuestTexts, plantLeak, actionable, playOne } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

test('a whole Five Crowns game: host and two guests over data channels, one guest by taps', async () => {
  const started = Date.now();
  const host = await hostTable(site, 'five_crowns', ['bot', 'invite', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, PHONE_1X);
  const ben = await join(site, host.page, 2, SMALL, { autoplay: true });
  assert.ok(ana.code.length < 300 && ana.answer.length < 300, `codes are short: ${ana.code.length}, ${ana.answer.length}`);
  console.log(`# invite code ${ana.code.length} chars, answer code ${ana.answer.length} chars`);
  await hostAtTable(host.page);  // the invite screen closed by itself onto the table
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  const joined = Date.now();

  // Ana plays until her table shows the results; the host's bot and Ben move as soon as it is
  // their turn, so every wait ends on Ana's own published state.
  let taps = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const st = await waitState(ana.page, actionable, null, { timeout: 60000, what: 'Ana to have something to do' });
    if (st.overlay === 'results' || (st.game_over && st.overlay === '')) break;
    await playOne(ana.page, st, taps++);
  }
  const played = Date.now();
  const hostEnd = await waitState(host.page, (s) => s.game_over, null, { what: 'the host\'s game to end' });
  const anaEnd = await ana.page.evaluate(() => window.Module.parlorState);
  const benEnd = await peerState(ben.page, (p) => p.phase === 'game_over', null, 'Ben\'s game to end');
  assert.equal(hostEnd.hand_number, 11, 'all eleven hands were played');
  assert.equal(anaEnd.game_over, true);
  assert.equal(anaEnd.hand_number, 11);
  assert.deepEqual(anaEnd.totals, hostEnd.totals, 'Ana sees the host\'s totals');
  assert.deepEqual(benEnd.totals, hostEnd.totals, 'Ben sees the host\'s totals');
  assert.equal(benEnd.moves, hostEnd.moves, 'Ben saw every move');

  console.log(`# ${hostEnd.moves} moves, ${taps} steps by Ana's taps; joining ${((joined - started) / 1000).toFixed(1)} s, ` +
    `playing ${((played - joined) / 1000).toFixed(1)} s`);
  const secrets = await host.page.evaluate(() => window.parlorPeerSecrets);
  assert.equal(secrets.at(-1).moves, hostEnd.moves, 'the host published its cards after every move');
  for (const [g, seat] of [[ana, 1], [ben, 2]]) {
    const texts = await g.page.evaluate(() => window.parlorPeerReceived);
    checkGuestTexts(texts, seat, secrets, { dump: `peer-play-seat${seat}` });
    // A view with the welcome, then one with every move after it.
    const counts = texts.map((t) => JSON.parse(t)).filter((m) => m.view).map((m) => m.moves);
    const from = counts[0];
    assert.deepEqual(counts, Array.from({ length: hostEnd.moves - from + 1 }, (_, i) => from + i),
      `seat ${seat} received its view after every move from its welcome (move ${from}) on`);
    for (const where of ['present', 'history'])
      assert.throws(() => checkGuestTexts(plantLeak(texts, seat, secrets, where), seat, secrets), /was shown the/,
        `a hidden card planted in the ${where} of a text is caught`);
  }
  for (const d of [host, ana, ben]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana, ben]) await d.context.close();
});
