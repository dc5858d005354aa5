// Coming back to a peer table after a reload, with no server. While she is at the table the host
// sends the guest a spare connection's offer and takes her answer, made ahead: her reloaded page
// connects through it by itself, with no step for either person. When that cannot work (her
// device lost what it kept, or the host's page reloaded too) the way back is by hand, one link
// each way: her page says whose table, which game and seat it was and what to do; the host's bar
// notices she left and offers her rejoin link, made the moment her channel closed; her answer puts
// her back in her seat with the game where it was, and the next move reaches both.
// And the peer bar (React, Invites or the rejoin link) lies clear of the table's bar at every size;
// a paste straight after a click on the answer field is not lost. A guest whose page reloads before
// her answer was pasted answers the same invite again (her device keeps it until she is seated).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join as joinPath } from 'node:path';
import { startSite, openPage, press, findItem, waitState, waitForFirstFrame, frames, shotsDir, DESKTOP } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, peerState, pasteAnswer, checkGuestTexts, playSteps, typeInto, inviteCode, preparePeer } from './peer_harness.mjs';

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
  await hostAtTable(host.page);
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

// Nothing refused, no text Ana received names a card she may not see, no console error; then
// both devices close.
async function backAndClean(host, ana, dump) {
  assert.deepEqual((await peer(host)).refusals, [], 'nothing was refused');
  assert.ok(checkGuestTexts(await ana.page.evaluate(() => window.parlorPeerReceived), 1,
    await host.page.evaluate(() => window.parlorPeerSecrets), { dump }) > 0);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
}

// Ana's device keeps the spare offer of the host (a code, and the ICE credentials of the answer
// she sent ahead) under the table's number; its certificate is in IndexedDB.
const spareKey = (table) => `parlor:v1:peer-spare:${table}`;
// Kept as "<ufrag> <pwd> <offer>".
const keptSpare = (guest, table) => guest.page.waitForFunction((k) => localStorage.getItem(k), spareKey(table))
  .then((h) => h.jsonValue()).then((text) => {
    const [ufrag, pwd, offer] = text.split(' ');
    return { ufrag, pwd, offer };
  });

// Every press and text a person makes on `page` from now on (a step of theirs), counted.
async function countSteps(page) {
  await page.evaluate(() => {
    window.parlorSteps = 0;
    for (const kind of ['pointerdown', 'keydown', 'paste']) document.addEventListener(kind, (e) => { if (e.isTrusted) window.parlorSteps++; }, true);
  });
}

test('a guest reloads: her page connects by itself through the spare the host sent ahead, no step for either person', async () => {
  const { host, ana } = await tableWithAna();
  await playSteps([host, ana], 4);
  const table = (await peer(host)).table;
  const spare = await keptSpare(ana, table);
  assert.ok(spare.ufrag.length === 16 && spare.pwd.length === 24 && spare.offer.length > 40, JSON.stringify(spare));
  const before = await peer(ana);
  await countSteps(host.page);
  const reloaded = Date.now();
  await ana.page.reload();
  await countSteps(ana.page);
  // Her page is at the table again and the host has her connected, with nobody touching anything.
  await waitState(ana.page, (s) => s.screen === 'table', null, { what: 'Ana\'s table again, by itself' });
  console.log(`# back at the table ${Date.now() - reloaded} ms after the reload (reported, not asserted)`);
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, 'Ana connected again');
  const back = await peer(ana);
  assert.deepEqual([back.seat, back.moves], [1, before.moves], 'her own seat, at the same move');
  const steps = await Promise.all([host, ana].map((d) => d.page.evaluate(() => window.parlorSteps)));
  assert.deepEqual(steps, [0, 0], 'the host and Ana took no step to bring her back');
  assert.equal((await findItem(host.page, 'peer:invites')).label, 'Invites', 'nobody to bring back');
  await nextMoveReachesBoth(host, ana, before.moves);
  // A new spare for the next reload: another offer than the one used.
  await ana.page.waitForFunction(([k, old]) => (localStorage.getItem(k) || '').split(' ')[2] !== old,
    [spareKey(table), spare.offer]);
  // Every text she received, the spare offers too, names no card she may not see.
  await backAndClean(host, ana, 'peer-rejoin-spare');
});

test('a spare whose host page reloaded does not answer: her page says so and shows the way back by link', async () => {
  const { host, ana } = await tableWithAna();
  await playSteps([host, ana], 2);
  await keptSpare(ana, (await peer(host)).table);
  await host.page.reload();
  await waitForFirstFrame(host.page);
  await peerState(ana.page, (p) => p.step === 'host_away', null, 'Ana told the host is gone');
  await ana.page.addInitScript(() => { window.parlorPeerRejoinMs = 3000; });
  await ana.page.reload();
  await waitForFirstFrame(ana.page);
  await ana.page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await peerState(ana.page, (p) => p.step === 'failed', null, 'her spare given up');
  await findItem(ana.page, 'rejoin:link');
  await frames(ana.page);
  const said = await drawnTexts(ana.page);
  assert.match(said, /This page could not reach Sam's table by itself: its host's page may have reloaded or closed\./);
  assert.match(said, /1\. Ask Sam for your rejoin link/);
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});

test('a guest reloads with no spare kept: her page names the table and her seat, the host\'s bar offers her rejoin link, and she is back in her seat', async () => {
  const { host, ana } = await tableWithAna();
  await playSteps([host, ana], 4);
  const before = await peer(ana);
  const oldCode = (await peer(host)).seats[0].code;
  // Her device lost what it kept for the spare (cleared storage, another browser): the link's way.
  const table = (await peer(host)).table;
  await keptSpare(ana, table);
  await ana.page.evaluate((k) => localStorage.removeItem(k), spareKey(table));
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
  await press(ana.page, 'answer:copy');
  await ana.page.waitForFunction(() => /^Answer code copied/.test(window.Module.parlorToast?.text || ''));
  await pasteAnswer(host.page, 1, answer);
  await waitState(ana.page, (s) => s.screen === 'table', null, { what: 'Ana\'s table again' });
  // The toast's moment is over once she is back at the table: it closed in the frame she was.
  await frames(ana.page);
  assert.equal(await ana.page.evaluate(() => window.Module.parlorToast), null, 'no "Answer code copied" left over');
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, 'Ana connected again');
  const back = await peer(ana);
  assert.deepEqual([back.seat, back.moves], [1, before.moves], 'her own seat, at the same move');
  await hostAtTable(host.page);
  assert.equal((await findItem(host.page, 'peer:invites')).label, 'Invites', 'nobody to bring back');
  await nextMoveReachesBoth(host, ana, before.moves);
  await backAndClean(host, ana, 'peer-rejoin');
});

test('a guest reloads before the host has pasted her answer: her page answers the same invite again, says why the code is new, and that answer seats her', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const code = await inviteCode(host.page, 1);
  const ana = await openPage(site, PHONE_1X, { beforeLoad: preparePeer(), path: '#join=' + code });
  await waitForFirstFrame(ana.page);
  const first = (await peerState(ana.page, (p) => p.answer, null, 'her first answer')).answer;
  assert.equal((await peer(ana)).reopened, false);
  // The address bar no longer holds the link (it was taken out once read): the device kept it.
  await ana.page.reload();
  await waitForFirstFrame(ana.page);
  const again = await peerState(ana.page, (p, old) => p.answer && p.answer !== old, first, 'her answer after the reload');
  assert.equal(again.reopened, true);
  await ana.page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await frames(ana.page);
  assert.match(await drawnTexts(ana.page), /This page reloaded, so its answer code is new/);
  await pasteAnswer(host.page, 1, again.answer);
  await waitState(ana.page, (s) => s.screen === 'table', null, { what: 'her table' });
  await peerState(host.page, (p) => p.seats.find((x) => x.seat === 1).presence === 'connected', null, 'seat 1 connected');
  // Seated: the invite is let go, so a later reload takes the way back through her seat.
  assert.equal(await ana.page.evaluate(() => localStorage.getItem('parlor:v1:peer-invite')), null);
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

test('a paste straight after a click on the answer field is not lost: the first Connect connects', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: DESKTOP });
  const code = await inviteCode(host.page, 1);
  const ana = await openPage(site, SMALL, { beforeLoad: preparePeer(), path: '#join=' + code });
  await waitForFirstFrame(ana.page);
  const { answer } = await peerState(ana.page, (p) => p.answer, null, 'her answer');
  // A click on the field and the paste at once, in one task: no frame between them in which the
  // app could open the field (a slow frame, or a quick hand, gives the same order).
  const field = await findItem(host.page, 'invite:1:answer');
  await host.page.evaluate(([x, y, text]) => {
    const canvas = window.Module.canvas;
    const at = { clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true };
    for (const [Kind, type] of [[PointerEvent, 'pointerdown'], [MouseEvent, 'mousedown'], [PointerEvent, 'pointerup'], [MouseEvent, 'mouseup'], [MouseEvent, 'click']])
      canvas.dispatchEvent(new Kind(type, at));
    document.execCommand('insertText', false, text);
  }, [field.x + field.w / 2, field.y + field.h / 2, answer]);
  await press(host.page, 'invite:1:connect');
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, 'Ana connected by the first Connect');
  for (const d of [host, ana]) assert.deepEqual(d.errors, [], 'no console errors');
  for (const d of [host, ana]) await d.context.close();
});
