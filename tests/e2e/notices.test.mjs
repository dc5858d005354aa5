// Notices never cover text: on the lobby, the share screen and the connection servers' screen, at
// phone and desktop size, the notice's box (Module.parlorToast) meets none of the lines the frame
// drew (Module.parlorTexts, the parlor_test_texts hook). Stored data that could not be read is told
// in plain words, with the technical side behind "Details"; a solo game's link is for carrying the
// game to another device, not for a next player.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, frames, waitState, PHONE, DESKTOP } from './harness.mjs';
import { hostTable, inviteCode } from './peer_harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function watchTexts(page) {
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await page.waitForFunction(() => Array.isArray(window.Module.parlorTexts), null, { timeout: 20000 });
  await frames(page, 2);
}

// The notice on screen once its text matches `pattern` (and, with `open`, once its details show).
async function toast(page, pattern, { open = false } = {}) {
  const h = await page.waitForFunction(([p, o]) => {
    const t = window.Module.parlorToast;
    return t && new RegExp(p).test(t.text) && t.open === o ? t : null;
  }, [pattern, open], { timeout: 20000 });
  return h.jsonValue();
}

// The lines the frame drew that the notice's box meets; two frames first, so both are of one frame.
async function covered(page) {
  await frames(page, 2);
  const { box, texts } = await page.evaluate(() => ({ box: window.Module.parlorToast, texts: window.Module.parlorTexts || [] }));
  assert.ok(box, 'a notice is on screen');
  const meets = (t) => t.x < box.x + box.w && box.x < t.x + t.w && t.y < box.y + box.h && box.y < t.y + t.h;
  assert.ok(texts.length > 0, 'the frame\'s lines are published');
  return texts.filter(meets).map((t) => t.text);
}

const inScreen = (page, box) => {
  const vp = page.viewportSize();
  return box.x >= 0 && box.y >= 0 && box.x + box.w <= vp.width + 0.5 && box.y + box.h <= vp.height + 0.5;
};

for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`${name}: unreadable saved data is told plainly, details on request, and the notice covers no text`, async () => {
    const { page, context, errors } = await openPage(site, device, {
      beforeLoad: (p) => p.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('parlor:v1:game', '{"format":1,"setup":{"game":"five_crowns"');  // cut short
        localStorage.setItem('parlor:v1:stats', '{"format":1,"games":{"five_crowns":{"played":4,"won":2}}}');
      }),
    });
    await waitForFirstFrame(page);
    await watchTexts(page);
    const t = await toast(page, 'saved game');
    assert.equal(t.text, 'Your saved game could not be read, so a new game can start. Nothing was lost: a copy is kept on this device.');
    assert.doesNotMatch(t.text, /JSON|quarantine/, 'no technical words in the message');
    assert.match(t.detail, /not readable JSON/);
    assert.match(t.detail, /quarantine:game:/, 'the details name where the copy is');
    assert.ok(inScreen(page, t), 'the notice lies on the screen');
    assert.deepEqual(await covered(page), [], 'the notice covers no text of the lobby');
    await capture(page, `notice-lobby-${name}`);

    await press(page, 'notice:details');
    const opened = await toast(page, 'saved game', { open: true });
    assert.ok(inScreen(page, opened), 'the details lie on the screen');
    assert.deepEqual(await covered(page), [], 'the details cover no text of the lobby');
    await capture(page, `notice-lobby-details-${name}`);
    // Shown details wait for the person, however long they read.
    await press(page, 'notice:close');
    await page.waitForFunction(() => window.Module.parlorToast === null, null, { timeout: 20000 });
    // The game picker works as before, the stats line included.
    await findItem(page, 'game:five_crowns');
    assert.match((await page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'game:five_crowns'))).label, /Played 4/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${name}: a solo game's share link is for another device, and its notice covers no text`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
      game: 'five_crowns', options: { players: 2 }, seed: 31, speed: 'instant',
      seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }],
    });
    await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the person\'s turn' });
    await press(page, 'menu');
    await press(page, 'menu:share');
    await findItem(page, 'share:game');
    await watchTexts(page);
    const texts = await page.evaluate(() => window.Module.parlorTexts.map((t) => t.text).join(' '));
    assert.doesNotMatch(texts, /next player/, 'nobody else plays here: no next player to send it to');
    assert.match(texts, /another device/);
    await press(page, 'share:game');
    // Headless Chromium may copy the link or refuse to; either way the notice is placed.
    const t = await toast(page, 'Link copied|would not share');
    assert.doesNotMatch(t.text, /next player/);
    if (/copied/.test(t.text)) assert.match(t.text, /another device/);
    assert.deepEqual(await covered(page), [], 'the notice covers no text of the share screen');
    await capture(page, `notice-share-${name}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  // The open sheet's panel (an item that takes no tap: its label is what it says).
  const sheetItem = async (page) => {
    await frames(page, 2);
    return page.evaluate(() => (window.Module.parlorItems || []).find((i) => i.id === 'seat-sheet'));
  };

  test(`${name}: a tap on a seat says in words what it holds, and what its D means`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
      game: 'five_crowns', options: { players: 3 }, seed: 31, speed: 'instant',
      seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }, { name: 'Bo', bot: true, kind: 'greedy' }],
    });
    await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy, null, { what: 'the person\'s turn' });
    // The first hand's dealer is the last seat (the game's default), Bo. A seat's sheet says it in
    // words (its panel's label, what a screen reader reads).
    await press(page, 'seat:2');
    await waitState(page, (s) => s.seat_sheet === 2, null, { what: 'Bo\'s sheet' });
    const bo = await sheetItem(page);
    assert.match(bo.label, /^Bo: 3 cards\s+\u00B7\s+0 pts\./);
    assert.match(bo.label, /Bo dealt this hand/);
    await capture(page, `notice-seat-${name}`);
    await press(page, 'seat-sheet-close');
    await waitState(page, (s) => s.seat_sheet === -1, null, { what: 'the sheet closed' });
    await press(page, 'seat:1');
    await waitState(page, (s) => s.seat_sheet === 1, null, { what: 'Ana\'s sheet' });
    const ana = await sheetItem(page);
    assert.match(ana.label, /^Ana: 3 cards\s+\u00B7\s+0 pts\./);
    assert.doesNotMatch(ana.label, /dealt/, 'no D on a seat that did not deal');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`${name}: "Server added." covers none of the connection servers' text`, async () => {
    const host = await hostTable(site, 'five_crowns', ['person', 'invite'], { device });
    // The invite ready first: the screen below it is laid out for good only then.
    await inviteCode(host.page, 1);
    await press(host.page, 'peer:servers');
    await findItem(host.page, 'servers:new');
    await watchTexts(host.page);
    await press(host.page, 'servers:new');
    const input = host.page.locator('input.parlor-text');
    await input.waitFor({ state: 'visible', timeout: 20000 });
    await input.fill('stun:stun.example.org:3478');
    await input.press('Enter');
    await toast(host.page, 'Server added');
    assert.deepEqual(await covered(host.page), [], 'the notice covers no text of the servers screen');
    await capture(host.page, `notice-servers-${name}`);
    assert.deepEqual(host.errors, []);
    await host.context.close();
  });
}
