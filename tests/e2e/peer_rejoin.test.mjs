// Coming back to a peer table after a reload, with signalling by hand (one link each way, no
// server): the guest's reloaded page says whose table, which game and seat it was and what to do;
// the host's bar notices she left and offers her rejoin link, made the moment her channel closed;
// her answer puts her back in her seat with the game where it was, and the next move reaches both.
// And the peer bar (React, Invites or the rejoin link) lies clear of the table's bar at every size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join as joinPath } from 'node:path';
import { startSite, press, findItem, waitState, waitForFirstFrame, frames, shotsDir, DESKTOP } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, join, peerState, pasteAnswer, checkGuestTexts, playSteps, typeInto } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const peer = (d) => d.page.evaluate(() => window.Module.parlorPeer);
const items = (page) => page.evaluate(() => window.Module.parlorItems || []);
const drawnTexts = (page) => page.evaluate(() => (window.Module.parlorTexts || []).map((t) => t.text).join(' '));

// A two-player Five Crowns table, Sam (the host's person) and Ana at seat 1 by her invite link.
async function tableWithAna(device = SMALL, guestDevice = PHONE_1X) {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device });
  const ana = await join(site, host.page, 1, guestDevice);
  await press(host.page, 'back');
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });
  return { host, ana };
}

// Steps of whoever acts until the host's game has a move past `moves`; then that move has
// reached the guest too (both published counters agree).
async function nextMoveReachesBoth(host, guest, moves) {
  for (let i = 0; i < 12 && (await peer(host)).moves <= moves; i++) await playSteps([host, guest], 1);
  const now = (await peer(host)).moves;
  assert.ok(now > moves, 'the game went on');
  await peerState(guest.page, (p, m) => p.moves === m, now, `the guest at move ${now}`);
  return now;
}

test('a guest reloads: her page names the table and her seat, the host\'s bar offers her rejoin link, and she is back in her seat', async () => {
  const { host, ana } = await tableWithAna();
  await playSteps([host, ana], 4);
  const before = await peer(ana);
  const oldCode = (await peer(host)).seats[0].code;
  // What her device keeps: whose table, the game, her seat and her own arrangement of her hand;
  // the game itself stays with the host (nothing else of the table is kept here).
  const kept = await ana.page.evaluate(() => JSON.parse(localStorage.getItem('parlor:v1:peer-seat')));
  assert.deepEqual(Object.keys(kept).sort(), ['arranged', 'game', 'host', 'seat', 'table']);
  assert.deepEqual([kept.seat, kept.host, kept.game, kept.arranged.name], [1, 'Sam', 'five_crowns', 'Ana']);
  assert.deepEqual(Object.keys(kept.arranged).filter((k) => !['name', 'bot', 'kind', 'sort', 'order', 'order_round'].includes(k)), []);

  await ana.page.reload();
  await waitForFirstFrame(ana.page);
  // The host notices at once, and its bar offers her rejoin link, already made.
  const away = await peerState(host.page, (p, old) => p.seats[0].presence === 'away' && p.seats[0].code && p.seats[0].code !== old,
    oldCode, 'Ana away on the host, her rejoin link made');
  const bar = await findItem(host.page, 'peer:invites');
  assert.equal(bar.label, 'Ana\'s rejoin link');
  // Her page opens on the way back: whose table, which game, her seat, and the steps.
  await ana.page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await findItem(ana.page, 'rejoin:link');
  await frames(ana.page);
  const said = await drawnTexts(ana.page);
  assert.match(said, /You were Ana at Sam's table \(Five Crowns\)\./);
  assert.match(said, /Your seat is kept for you with your cards/);
  assert.match(said, /1\. Ask Sam for your rejoin link/);
  await ana.page.screenshot({ path: joinPath(shotsDir, 'peer-rejoin-guest-390x844.png') });
  // The host's one tap on the bar: her rejoin link, ready to copy, share or show as a QR code.
  await press(host.page, 'peer:invites');
  await findItem(host.page, 'invite:1:qr');
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-rejoin-host.png') });
  await press(host.page, 'invite:1:copy');
  const link = await host.page.waitForFunction(() => window.Module.parlorLastCopy || null).then((h) => h.jsonValue());
  assert.equal(link, `${site.url}#join=${away.seats[0].code}`);
  // She pastes it on her page, and sends back the answer it gives.
  await typeInto(ana.page, 'rejoin:link', link);
  const answer = (await peerState(ana.page, (p) => p.answer, null, 'her answer')).answer;
  await frames(ana.page);
  assert.match(await drawnTexts(ana.page), /Back to Sam's table: your seat is kept\./);
  await pasteAnswer(host.page, 1, answer);
  await waitState(ana.page, (s) => s.screen === 'table', null, { what: 'Ana\'s table again' });
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, 'Ana connected again');
  const back = await peer(ana);
  assert.deepEqual([back.seat, back.moves], [1, before.moves], 'her own seat, at the same move');
  await press(host.page, 'to-table');
  assert.equal((await findItem(host.page, 'peer:invites')).label, 'Invites', 'nobody to bring back');
  await nextMoveReachesBoth(host, ana, before.moves);
  assert.deepEqual((await peer(host)).refusals, [], 'nothing was refused');
  assert.ok(checkGuestTexts(await ana.page.evaluate(() => window.parlorPeerReceived), 1,
    await host.page.evaluate(() => window.parlorPeerSecrets), { dump: 'peer-rejoin' }) > 0);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});

test('the host reloads: the guest is told her seat is kept and to ask for her rejoin link, and the host\'s bar offers it', async () => {
  const { host, ana } = await tableWithAna();
  await playSteps([host, ana], 3);
  await host.page.reload();
  await waitForFirstFrame(host.page);
  await peerState(ana.page, (p) => p.step === 'host_away', null, 'Ana told the host is gone');
  const notice = await ana.page.waitForFunction(() => (window.parlorNotices || []).find((n) => /was lost/.test(n?.text || ''))?.text || null)
    .then((h) => h.jsonValue());
  assert.equal(notice, 'The connection to Sam\'s table was lost. Your seat is kept: ask Sam for your rejoin link, and open it.');
  // Her table's bar: the way to paste the link, where React was.
  await press(ana.page, 'peer:rejoin');
  await findItem(ana.page, 'rejoin:link');
  await press(host.page, 'continue-game');
  // The invite screen opens over the table it resumed; over the table, the bar offers Ana's link.
  await press(host.page, 'to-table');
  assert.equal((await findItem(host.page, 'peer:invites')).label, 'Ana\'s rejoin link');
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});

const SIZES = [[360, 640], [390, 844], [844, 390], [820, 1180], [1440, 900], [1920, 1080]];
const BAR = ['menu', 'scores', 'peer:react', 'peer:invites'];
const apart = (a, b) => a.x + a.w <= b.x + 0.5 || b.x + b.w <= a.x + 0.5 || a.y + a.h <= b.y + 0.5 || b.y + b.h <= a.y + 0.5;

// At each size, the bar's items on `page` lie on the screen and clear of each other.
async function barClear(page, who, shots = []) {
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    const shown = await page.waitForFunction(([want, ids, vw]) => {
      const all = (window.Module.parlorItems || []).filter((i) => ids.includes(i.id));
      return all.length === want && all.every((i) => i.x + i.w <= vw + 0.5) && all.find((i) => i.id === 'scores').x + 84 <= vw
        ? all : null;
    }, [who.startsWith('host') ? 4 : 3, BAR, w], { timeout: 20000 }).then((x) => x.jsonValue(), async (e) => {
      throw new Error(`${who} at ${w}x${h}: the bar's items ${JSON.stringify((await items(page)).filter((i) => BAR.includes(i.id)))}: ${e.message}`);
    });
    await frames(page);
    const now = (await items(page)).filter((i) => BAR.includes(i.id));
    assert.equal(now.length, shown.length, `${who} at ${w}x${h}: the bar's items`);
    for (const it of now) assert.ok(it.x >= -0.5 && it.y >= -0.5 && it.x + it.w <= w + 0.5 && it.y + it.h <= h + 0.5,
      `${who} at ${w}x${h}: ${it.id} on the screen`);
    for (let i = 0; i < now.length; i++)
      for (let j = i + 1; j < now.length; j++)
        assert.ok(apart(now[i], now[j]), `${who} at ${w}x${h}: ${now[i].id} ${JSON.stringify(now[i])} and ${now[j].id} ${JSON.stringify(now[j])} overlap`);
    if (shots.includes(`${w}x${h}`)) await page.screenshot({ path: joinPath(shotsDir, `peer-bar-${who}-${w}x${h}.png`) });
  }
}

test('the peer bar: React, Invites and a rejoin link lie clear of the menu and Scores at all six sizes, host and guest', async () => {
  const { host, ana } = await tableWithAna(DESKTOP, DESKTOP);
  await barClear(host.page, 'host', ['390x844', '1440x900']);
  await barClear(ana.page, 'guest', ['390x844', '1440x900']);
  // Her page gone: the host's longest label, her rejoin link.
  await ana.context.close();
  await peerState(host.page, (p) => p.seats[0].presence === 'away', null, 'Ana away on the host');
  await host.page.waitForFunction(() => (window.Module.parlorItems || []).some((i) => i.id === 'peer:invites' && i.label === 'Ana\'s rejoin link'));
  await barClear(host.page, 'host-rejoin', ['390x844', '1440x900']);
  assert.deepEqual(host.errors, [], 'no console errors');
  await host.context.close();
});
