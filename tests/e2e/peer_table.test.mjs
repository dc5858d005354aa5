// What peer play adds around a table, over real data channels: the invite as a QR code (read back
// from a screenshot by zbarimg, Debian's zbar-tools), the connection servers' editor, reactions
// every seat sees, the turn alert of a hidden tab, the game going on under the invite screen, and
// an answer link opened in another tab of the host's browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join as joinPath } from 'node:path';
import { startSite, openPage, press, findItem, waitState, tableState, shotsDir, PHONE } from './harness.mjs';
import { SMALL, PHONE_1X, hostTable, hostAtTable, join, peerState, inviteCode, playSteps, preparePeer, move, typeInto } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const noticeShown = (page, pattern) =>
  page.waitForFunction((p) => (window.parlorNotices || []).find((n) => new RegExp(p).test(n?.text || ''))?.text || null,
    pattern, { timeout: 20000 }).then((h) => h.jsonValue());

test('the invite as a QR code: a camera reads the invite link from the screen', async () => {
  // A phone's screen at 3x, as the host would hold it out to a friend.
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: PHONE });
  const code = await inviteCode(host.page, 1);
  await press(host.page, 'invite:1:qr');
  const qr = await host.page.waitForFunction(() => window.Module.parlorPeerQr || null, null, { timeout: 20000 })
    .then((h) => h.jsonValue());
  assert.equal(qr.text, `${site.url}#join=${code}`, 'the whole invite link');
  // Every module whole device pixels, large enough for a camera at arm's length.
  assert.ok(qr.unit * 3 >= 4, `modules of ${qr.unit * 3} device px`);
  assert.ok(qr.x >= 0 && qr.x + qr.rows.length * qr.unit <= 390, 'the code fits the screen');
  const shot = joinPath(shotsDir, 'peer-qr-phone.png');
  await host.page.screenshot({ path: shot });
  const read = execFileSync('zbarimg', ['--quiet', '--raw', shot], { encoding: 'utf8' }).trim();
  assert.equal(read, qr.text, 'zbarimg reads the invite link from the screenshot');
  await press(host.page, 'qr-done');
  await host.page.waitForFunction(() => window.Module.parlorPeerQr === null);
  assert.deepEqual(host.errors, []);
  await host.context.close();
});

test('connection servers: a wrong line is refused with its reason, a TURN server is kept, invites are made again', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const first = await inviteCode(host.page, 1);
  await press(host.page, 'peer:servers');
  await findItem(host.page, 'servers:new');
  await typeInto(host.page, 'servers:new', 'http://example.org');
  assert.match(await noticeShown(host.page, 'starts with stun'), /starts with stun: or turn:/);
  await typeInto(host.page, 'servers:new', 'turn:turn.example.org:3478');
  assert.match(await noticeShown(host.page, 'user name and password'), /TURN server needs/);
  await typeInto(host.page, 'servers:new', '  turn:turn.example.org:3478 ana s3cret ');
  await noticeShown(host.page, 'Server added');
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-servers.png') });
  const kept = await host.page.evaluate(() => JSON.parse(localStorage.getItem('parlor:v1:settings')).ice_servers);
  assert.deepEqual(kept, ['turn:turn.example.org:3478 ana s3cret'], 'saved with the settings, spaces trimmed');
  // The seat's invite nobody answered is made again with the new servers.
  assert.notEqual(await inviteCode(host.page, 1, first), first, 'a fresh invite');
  await press(host.page, 'servers:none');
  await noticeShown(host.page, 'one local network');
  assert.deepEqual(await host.page.evaluate(() => JSON.parse(localStorage.getItem('parlor:v1:settings')).ice_servers), []);
  assert.deepEqual(host.errors, []);
  await host.context.close();
});

test('reactions reach every seat, and a hidden tab says when it is your turn', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, PHONE_1X);
  await hostAtTable(host.page);
  await waitState(host.page, (s) => s.screen === 'table', null, { what: 'the host\'s table' });

  await press(ana.page, 'peer:react');
  await findItem(ana.page, 'peer:react:laugh');
  await ana.page.screenshot({ path: joinPath(shotsDir, 'peer-react-phone.png') });
  // Every reaction is a target a thumb can hit, on the screen.
  const targets = await ana.page.evaluate(() => window.Module.parlorItems.filter((i) => i.id.startsWith('peer:react')));
  assert.equal(targets.length, 7, 'the React button and six reactions');
  for (const t of targets) {
    assert.ok(t.w >= 44 && t.h >= 44, `${t.id} is ${t.w}x${t.h} px (44 at least)`);
    assert.ok(t.x >= 0 && t.y >= 0 && t.x + t.w <= 390 && t.y + t.h <= 844, `${t.id} on the screen`);
  }
  await host.page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await press(ana.page, 'peer:react:laugh');
  const seen = (p, [seat, r]) => p.reactions.some((x) => x.seat === seat && x.reaction === r);
  await peerState(host.page, seen, [1, 'laugh'], 'Ana\'s laugh on the host');
  // The bubble (its words and their 14 x 6 px margins) covers no button of the host's: not React,
  // Invites, Scores or the menu in the bar, nor any control of the table under it.
  const drawn = await host.page.waitForFunction(() => {
    const bubble = (window.Module.parlorTexts || []).find((t) => t.text === 'Ana: Ha ha');
    return bubble ? { bubble, items: window.Module.parlorItems } : null;
  }, null, { timeout: 20000 }).then((h) => h.jsonValue());
  const { bubble: t } = drawn, box = { x: t.x - 14, y: t.y - 6, w: t.w + 28, h: t.h + 12 };
  const meets = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  assert.ok(drawn.items.some((i) => i.id === 'peer:react'), 'the host\'s React is on screen');
  for (const it of drawn.items)
    assert.ok(!meets(box, it), `the bubble (${box.x},${box.y} ${box.w}x${box.h}) covers ${it.id} (${it.x},${it.y} ${it.w}x${it.h})`);
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-host-sees-react.png') });
  await peerState(ana.page, seen, [1, 'laugh'], 'Ana\'s laugh back on her own table');
  await press(host.page, 'peer:react');
  await press(host.page, 'peer:react:thumbs_up');
  await peerState(ana.page, seen, [0, 'thumbs_up'], 'the host\'s thumbs up on Ana\'s table');

  // Ana's tab goes to the background while the host plays: her tab's title calls her back.
  await ana.page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const before = (await peerState(ana.page, () => true, null, 'Ana\'s peer state')).alerts;
  // Whoever is to act plays (Ana too: a hidden tab's frames still run, on a timer) until her turn
  // comes back while her tab is hidden.
  let p;
  for (let i = 0; i < 12 && !p; i++) {
    await playSteps([host, ana], 1);
    const now = await ana.page.evaluate(() => window.Module.parlorPeer);
    if (now.alerts > before) p = now;
  }
  assert.ok(p, 'a turn alert within a few turns');
  assert.equal(p.title, 'Your turn · Parlor');
  assert.equal(await ana.page.title(), 'Your turn · Parlor');
  await ana.page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await ana.page.waitForFunction(() => document.title === 'Parlor', null, { timeout: 20000 });
  for (const d of [host, ana]) assert.deepEqual(d.errors, []);
  for (const d of [host, ana]) await d.context.close();
});

test('on a small screen\'s Joker table (640x480), React and Invites sit in the bar, over no seat, and a seat\'s sheet opens and closes', async () => {
  const host = await hostTable(site, 'joker', ['person', 'invite', 'bot', 'bot'], { device: SMALL });
  await findItem(host.page, 'invite:1:share');
  await press(host.page, 'to-table');
  const st = await waitState(host.page, (s) => s.screen === 'table' && Array.isArray(s.board), null, { what: 'the host\'s Joker table' });
  await findItem(host.page, 'peer:react');
  const items = await host.page.evaluate(() => window.Module.parlorItems || []);
  const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const [bx, by, bw, bh] = st.board;
  const board = { x: bx, y: by, w: bw, h: bh };
  for (const id of ['peer:react', 'peer:invites']) {
    const it = items.find((i) => i.id === id);
    assert.ok(it, `${id} is on the table`);
    assert.ok(it.w >= 44 && it.h >= 44, `${id} is a 44 px target`);
    for (const other of items.filter((i) => i.id.startsWith('seat:') || i.id === 'menu'))
      assert.ok(!meet(it, other), `${id} (${it.x},${it.y} ${it.w}x${it.h}) lies over no seat: ${other.id} (${other.x},${other.y} ${other.w}x${other.h})`);
    assert.ok(!meet(it, board), `${id} lies off the board`);
  }
  // A tap on a seat opens its sheet over the table (a peek: nothing under it moves), closed by its
  // 44 px Close.
  await press(host.page, 'seat:2');
  await waitState(host.page, (s) => s.seat_sheet >= 0, null, { what: 'the seat\'s sheet' });
  const close = await findItem(host.page, 'seat-sheet-close');
  assert.ok(close.w >= 44 && close.h >= 44, 'the sheet\'s Close is a 44 px target');
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-host-joker-small-sheet.png') });
  await press(host.page, 'seat-sheet-close');
  await waitState(host.page, (s) => s.seat_sheet === -1, null, { what: 'the sheet closed' });
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-host-joker-small.png') });
  assert.deepEqual(host.errors, []);
  await host.context.close();
});

test('on the host\'s desktop table, React and Invites sit in the bar, clear of the move log', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite']);
  // The invite screen opens over the table; its "to-table" button goes back to the table.
  await findItem(host.page, 'invite:1:share');
  await press(host.page, 'to-table');
  const st = await waitState(host.page, (s) => s.screen === 'table' && Array.isArray(s.log_panel), null,
    { what: 'the host\'s table with its log panel' });
  const invites = await findItem(host.page, 'peer:invites');
  assert.match(invites.label, /away/, 'the seat not yet joined is away');
  const react = await findItem(host.page, 'peer:react');
  const [lx, ly, lw, lh] = st.log_panel;
  for (const it of [invites, react]) {
    const apart = it.x + it.w <= lx || it.x >= lx + lw || it.y + it.h <= ly || it.y >= ly + lh;
    assert.ok(apart, `${it.id} (${it.x},${it.y} ${it.w}x${it.h}) clear of the log (${st.log_panel})`);
    // The bar is 48 layout px, magnified on a desktop (Frame::zoom: 1440x900 lays out as 1240x775).
    assert.ok(it.y + it.h <= 48 * (900 / 775), `${it.id} in the bar`);
  }
  // The title stays centred over the table's column (left of the log), as without peer play, clear
  // of every button of the bar, and Scores keeps its 84 px.
  await host.page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  const bar = await host.page.waitForFunction(() => {
    const items = window.Module.parlorItems || [];
    const inside = (t, i) => t.x + t.w / 2 > i.x && t.x + t.w / 2 < i.x + i.w && t.y + t.h / 2 > i.y && t.y + t.h / 2 < i.y + i.h;
    const title = (window.Module.parlorTexts || []).find((t) => t.y + t.h < 48 * (900 / 775) && !items.some((i) => inside(t, i)));
    return title ? { title, items } : null;
  }, null, { timeout: 20000 }).then((h) => h.jsonValue());
  const { title } = bar;
  assert.ok(Math.abs(title.x + title.w / 2 - lx / 2) < 2, `the title's centre ${title.x + title.w / 2} over the column's ${lx / 2}`);
  for (const it of bar.items.filter((i) => ['menu', 'scores', 'peer:react', 'peer:invites'].includes(i.id))) {
    assert.ok(title.x + title.w <= it.x || title.x >= it.x + it.w, `the title clear of ${it.id}`);
    assert.ok(it.h >= 44 && it.w >= (it.id === 'menu' ? 48 : 84) * (1440 / 1240) - 1, `${it.id} is ${it.w}x${it.h}`);
  }
  await host.page.screenshot({ path: joinPath(shotsDir, 'peer-host-desktop-bar.png') });
  assert.deepEqual(host.errors, []);
  await host.context.close();
});

test('under the invite screen the table goes on: a guest\'s moves and the bot\'s are played and reach the guest', async () => {
  // The host's own seat is a bot (it plays first). The host, taken to the table once Ana is in,
  // opens the invite screen again, which stays open over the table from then on.
  const host = await hostTable(site, 'five_crowns', ['bot', 'invite'], { device: SMALL });
  const ana = await join(site, host.page, 1, SMALL);
  await hostAtTable(host.page);
  await press(host.page, 'peer:invites');
  const st = await waitState(ana.page, (s) => s.screen === 'table' && s.overlay === '' && s.to_act && !s.busy, null,
    { what: 'Ana to act' });
  await findItem(host.page, 'to-table');  // the invite screen is still on top
  assert.equal(st.phase, 'draw');
  // The host waits for Ana: its count of moves (since the deal; Ana's table counts from her joining).
  // The host's bot, first to play after this seed's deal, has played under the invite screen.
  const { moves: dealt } = await peerState(host.page, () => true, null, 'the host');
  assert.ok(dealt > 0, 'the bot played first');
  const drawn = await move(ana.page, 'stock', st);
  assert.equal(drawn.moves, st.moves + 1, 'Ana\'s draw, played by the host, is back on her table');
  await peerState(host.page, (p, n) => p.moves === n, dealt + 1, `the host at move ${dealt + 1}`);
  await press(ana.page, 'hint');
  const picked = await waitState(ana.page, (s) => s.selected.length === 1, null, { what: '"Hint" to select the discard' });
  const discarded = await move(ana.page, 'discard-button', picked);
  assert.equal(discarded.moves, drawn.moves + 1, 'Ana\'s discard is back on her table');
  await peerState(host.page, (p, n) => p.moves === n, dealt + 2, `the host at move ${dealt + 2}`);
  await findItem(host.page, 'to-table');
  assert.equal((await peerState(host.page, () => true, null, 'the host')).refusals.length, 0);
  for (const d of [host, ana]) assert.deepEqual(d.errors, []);
  for (const d of [host, ana]) await d.context.close();
});

// A second tab of the host's browser opened at an answer link; its window.close() is recorded, not done.
async function answerTab(host, code) {
  const page = await host.context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => { window.close = () => { window.parlorClosed = true; }; });
  await page.goto(`${host.page.url().split('#')[0]}#answer=${code}`);
  const reply = await page.waitForFunction(() => window.parlorAnswerReply || null, null, { timeout: 30000 }).then((h) => h.jsonValue());
  const text = await page.locator('#loading-text').textContent();
  const shown = await page.locator('#loading').isVisible();
  const closed = await page.evaluate(() => window.parlorClosed === true);
  return { page, errors, reply, text, shown, closed };
}

test('an answer link opened in another tab of the host\'s browser: taken and the tab closes, or refused with the reason', async () => {
  const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device: SMALL });
  const code = await inviteCode(host.page, 1);
  const ana = await openPage(site, SMALL, { beforeLoad: preparePeer(), path: '#join=' + code });
  const { answer } = await peerState(ana.page, (p) => p.answer, null, 'Ana\'s answer code');
  const before = await peerState(host.page, (p) => p.seats[0].step === 'waiting', null, 'the invite waiting');
  const name = before.seats[0].name;

  // A code cut short, and the host's own invite instead of an answer: refused, and said why; the
  // host's seat stays as it was.
  const wrong = [[answer.slice(0, 24), /damaged or cut short|not a Parlor connection code/], [code, /invite, not an answer/]];
  for (const [bad, reason] of wrong) {
    const tab = await answerTab(host, bad);
    assert.match(tab.reply.refused, reason);
    assert.equal(tab.text, `Your table in the other tab did not take this answer. ${tab.reply.refused}`);
    assert.ok(tab.shown && !tab.closed, 'the refusal stays on screen');
    const now = await peerState(host.page, () => true, null, 'the host');
    assert.deepEqual(now.seats, before.seats, 'nothing changed on the host');
    assert.deepEqual(now.refusals, before.refusals);
    assert.deepEqual(tab.errors, []);
    await tab.page.close();
  }

  // Ana's real answer: taken, the tab says so and closes, and Ana is at the table.
  const tab = await answerTab(host, answer);
  assert.equal(tab.reply.name, name);
  assert.equal(tab.text, `${name}\u2019s answer reached your table in the other tab. You can close this one.`);
  assert.ok(tab.closed, 'the answer tab closes itself');
  await peerState(host.page, (p) => p.seats[0].presence === 'connected', null, `${name} connected`);
  await waitState(ana.page, (s) => s.screen === 'table', null, { what: 'Ana\'s table' });
  assert.deepEqual(tab.errors, []);
  for (const d of [host, ana]) assert.deepEqual(d.errors, []);
  await tab.page.close();
  for (const d of [host, ana]) await d.context.close();
});
