// Peer play when things go wrong, over real data channels between browser contexts: a guest's
// page reloads mid-game, its lobby says whose table it was, and its person opens the host's fresh
// link (the seat comes back through the token the device kept, with the round's log and her own
// order of her cards); the host's page reloads mid-game (the game resumes from its save
// and the guest rejoins the same seat); a guest whose browser is gone takes the host's fresh invite
// in another and gets her seat back; a guest sends a move for another seat, a malformed text
// and oversized ones (the host refuses and logs them, and nothing else changes).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, press, waitState, waitForFirstFrame, tableState, findItem, frames } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, peerState, inviteCode, checkGuestTexts, playSteps, playUntil } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const peer = (d) => d.page.evaluate(() => window.Module.parlorPeer);
const sorted = (cards) => [...cards].sort();
const texts = (d) => d.page.evaluate(() => window.parlorPeerReceived);
const secrets = (d) => d.page.evaluate(() => window.parlorPeerSecrets);
const seatCard = (host, seat) => host.page.evaluate((s) => window.Module.parlorPeer.seats.find((x) => x.seat === s), seat);

// A two-player Five Crowns table (the host's seat `first`), Ana at seat 1 by taps, the invite screen closed.
async function tableWithAna(first) {
  const host = await hostTable(site, 'five_crowns', [first, 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, PHONE_1X);
  await hostAtTable(host.page);
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  return { host, ana };
}

async function done(...devices) {
  for (const d of devices) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of devices) await d.context.close();
}

test('a guest reloads mid-game: the lobby names the host\'s table, and she rejoins with her log and her card order', async () => {
  const { host, ana } = await tableWithAna('person');
  await playSteps([host, ana], 5);
  let mine = await playUntil([host, ana], ana, (s) => s.to_act && !s.busy && s.overlay === '');
  // Her own order: sorted by rank, then her first card dragged to the end (no sort gives that).
  await press(ana.page, 'sort-rank');
  const byRank = await waitState(ana.page, (s) => s.to_act && !s.busy && s.sort === 'rank', null,
    { what: 'Ana\'s hand sorted by rank' });
  const cards = (await ana.page.evaluate(() => Module.parlorItems)).filter((i) => i.id.startsWith('hand:'));
  const first = await findItem(ana.page, 'hand:0'), last = cards[cards.length - 1];
  await ana.page.mouse.move(first.x + first.w / 2, first.y + first.h / 2);
  await ana.page.mouse.down();
  await ana.page.mouse.move(last.x + last.w * 0.8, last.y + last.h / 2, { steps: 12 });
  await frames(ana.page);
  await ana.page.mouse.up();
  mine = await waitState(ana.page, (s, c) => s.hand.at(-1) === c && !s.busy, byRank.hand[0], { what: 'her first card at the end' });
  assert.ok(mine.log.length > 0, 'her log has the round\'s moves');
  const moves = (await peer(ana)).moves;
  const oldCode = (await seatCard(host, 1)).code;
  // Her device lost the spare connection it kept for a reload (that way, with no step, is
  // peer_rejoin.test.mjs's): she comes back by the lobby and the host's link.
  const spare = `parlor:v1:peer-spare:${(await peer(host)).table}`;
  await ana.page.waitForFunction((k) => localStorage.getItem(k), spare);
  await ana.page.evaluate((k) => localStorage.removeItem(k), spare);

  await ana.page.reload();
  await waitForFirstFrame(ana.page);
  // Her seat waits for her: the host says she is away and makes a fresh invite.
  await peerState(host.page, (p) => p.seats[0].presence === 'away', null, 'Ana away on the host');
  const code = await inviteCode(host.page, 1, oldCode);
  // The link was taken out of the address bar when it was read: the reloaded page is at the
  // lobby, which says whose table she was at and what to ask for.
  await peerState(ana.page, (p) => p.role === 'none', null, 'the reloaded page at the lobby');
  const lobby = await ana.page.waitForFunction(() => window.Module.parlorLobby?.peer_note || null).then((h) => h.jsonValue());
  assert.equal(lobby, 'You were Ana at Sam\'s table (Five Crowns). Your seat is kept: Rejoin says how to come back.');
  // Over the lobby, the way back (peer_rejoin.test.mjs follows it).
  await findItem(ana.page, 'rejoin:link');
  await findItem(ana.page, 'forget-peer');
  // One step each side: the host's fresh link opened here, her answer taken there.
  const again = await join(site, host.page, 1, null, { page: ana, code });
  assert.notEqual(again.answer, ana.answer, 'a new connection');
  await hostAtTable(host.page);
  // (A guest's table counts moves from its welcome; the game's count is the peer state's.)
  const back = await waitState(ana.page, (s) => s.to_act && !s.busy, null, { what: 'Ana\'s table as she left it' });
  assert.deepEqual(back.hand, mine.hand, 'her own hand, in the order she had put it');
  assert.deepEqual(back.log, mine.log, 'her log of the round, as before the reload');
  assert.deepEqual([(await peer(ana)).seat, (await peer(ana)).moves], [1, moves], 'her own seat, at the same move');
  await playSteps([host, ana], 3);
  assert.deepEqual((await peer(host)).refusals, [], 'nothing was refused');
  assert.ok(checkGuestTexts(await texts(ana), 1, await secrets(host), { dump: 'peer-guest-reload' }) > 0);
  await done(host, ana);
});

test('a guest comes back in another browser (no token kept there): the host\'s fresh invite gives her the seat and her hand', async () => {
  const { host, ana } = await tableWithAna('person');
  await playSteps([host, ana], 5);
  const mine = await playUntil([host, ana], ana, (s) => s.to_act && !s.busy && s.overlay === '');
  const moves = (await peer(ana)).moves;
  const oldCode = (await seatCard(host, 1)).code;
  // Her browser is gone (closed, or the link opens in a phone's in-app browser): the host makes a fresh invite.
  await ana.context.close();
  await peerState(host.page, (p) => p.seats[0].presence === 'away', null, 'Ana away on the host');
  const code = await inviteCode(host.page, 1, oldCode);
  const again = await join(site, host.page, 1, PHONE_1X, { code });
  await hostAtTable(host.page);
  const back = await waitState(again.page, (s) => s.to_act && !s.busy, null, { what: 'Ana\'s table in the other browser' });
  assert.deepEqual(sorted(back.hand), sorted(mine.hand), 'her own hand');
  assert.deepEqual([(await peer(again)).seat, (await peer(again)).moves], [1, moves], 'her own seat, at the same move');
  await playSteps([host, again], 3);
  assert.deepEqual((await peer(host)).refusals, [], 'nothing was refused');
  assert.ok(checkGuestTexts(await texts(again), 1, await secrets(host), { dump: 'peer-guest-other-browser' }) > 0);
  assert.deepEqual(ana.errors, [], 'no console errors before her browser closed');
  await done(host, again);
});

test('the host reloads mid-game: the game resumes from its save and the guest rejoins the same seat', async () => {
  const { host, ana } = await tableWithAna('person');
  await playSteps([host, ana], 6);
  // A quiet moment: Ana to act, her table caught up; the host's table as it is then.
  await playUntil([host, ana], ana, (s) => s.to_act && !s.busy && s.overlay === '');
  let st = await waitState(host.page, (s, m) => s.moves === m, (await peer(ana)).moves, { what: 'the host at Ana\'s turn' });
  // The host's own round end may be held (its reveal over the round that ended; a reload shows
  // the next deal): its player leaves it first, as a person would, so the table is the round in play.
  if (st.paused) {
    if (st.overlay === 'reveal') await press(host.page, 'reveal-continue');
    await waitState(host.page, (s) => s.overlay === 'scores', null, { what: 'the host\'s score sheet' });
    await press(host.page, 'continue');
    st = await waitState(host.page, (s, m) => !s.paused && s.moves === m, st.moves, { what: 'the host back at Ana\'s turn' });
  }
  const saved = await secrets(host);

  await host.page.reload();
  await waitForFirstFrame(host.page);
  await peerState(ana.page, (p) => p.step === 'host_away', null, 'Ana told the host is gone');
  await press(host.page, 'continue-game');
  const code = await inviteCode(host.page, 1);
  await join(site, host.page, 1, null, { page: ana, code, oldAnswer: ana.answer });
  await hostAtTable(host.page);
  const resumed = await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table again' });
  assert.equal(resumed.moves, st.moves, 'not a move lost');
  assert.deepEqual(sorted(resumed.hand), sorted(st.hand), 'the host\'s hand as it was');
  // Her table is built again from the host's welcome, so it counts moves from 0 (her old table,
  // left showing while the host was away, had counted some): nothing moves until she acts.
  await waitState(ana.page, (s) => s.screen === 'table' && s.moves === 0 && s.to_act && !s.busy, null,
    { what: 'Ana at the table again, built from the new welcome' });
  assert.deepEqual([(await peer(ana)).seat, (await peer(ana)).moves], [1, st.moves], 'the same seat, at the same move');
  await playSteps([host, ana], 4);
  assert.ok((await tableState(host.page)).moves > st.moves, 'the game goes on');
  assert.ok(checkGuestTexts(await texts(ana), 1, [...saved, ...(await secrets(host))], { dump: 'peer-host-reload' }) > 0);
  await done(host, ana);
});

test('a move for another seat, a malformed and oversized texts are refused, logged, and change nothing', async () => {
  const { host, ana } = await tableWithAna('bot');
  const st = await waitState(ana.page, (s) => s.to_act && !s.busy && s.overlay === '', null, { what: 'Ana\'s turn' });
  const hostNow = async () => { const s = await tableState(host.page); return { moves: s.moves, hand: sorted(s.hand) }; };
  // The host's table has drawn every move so far (its bot's, played under the invite screen).
  await waitState(host.page, (s, n) => s.moves === n, (await peer(host)).moves, { what: 'the host\'s table at Ana\'s turn' });
  const before = { host: await hostNow(), secrets: (await secrets(host)).length, ana: await peer(ana) };
  const sent = await ana.page.evaluate((moves) => {
    const send = (text) => window.Module.parlorPeerSendRaw(100, text);
    return {
      other: send(JSON.stringify({ v: 1, seq: 1000, type: 'action', seat: 0, at: moves, action: { type: 'draw' } })),
      malformed: send('{"v":1,"seq":1001,"type":"action","seat":1,"at":'),
      // The host's description allows messages of 256 KB at most (a=max-message-size): Ana's own
      // browser refuses to send 1 MB, and the largest text that can leave is refused by the host unread.
      mb: send('x'.repeat(1 << 20)),
      largest: send('{"v":1,"seq":1002,"pad":"' + 'x'.repeat(262144 - 40) + '"}'),
    };
  }, st.moves);
  assert.deepEqual(sent, { other: true, malformed: true, mb: false, largest: true });
  const p = await peerState(host.page, (p) => p.refusals.length === 3, null, 'three refusals logged on the host');
  assert.match(p.refusals[0], /^Seat 2 \(.*\): That move was for another seat\.$/);
  assert.match(p.refusals[1], /^Seat 2 \(.*\): /);
  assert.match(p.refusals[2], /too long/);
  await ana.page.waitForFunction(() => window.parlorPeerReceived.filter((t) => JSON.parse(t).type === 'refused').length === 3);
  // Nothing else changed: the host's table, its cards, Ana's view, and her seat still plays.
  assert.deepEqual(await hostNow(), before.host);
  assert.equal((await secrets(host)).length, before.secrets);
  assert.equal((await peer(ana)).moves, before.ana.moves);
  assert.equal((await tableState(ana.page)).moves, st.moves);
  await playSteps([ana], 2);
  assert.ok((await tableState(host.page)).moves >= st.moves + 2, 'Ana\'s moves are played after the refusals');
  assert.ok(checkGuestTexts(await texts(ana), 1, await secrets(host), { dump: 'peer-forged' }) > 0);
  await done(host, ana);
});
