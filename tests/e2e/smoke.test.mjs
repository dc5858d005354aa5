// The first frame through the real renderer: cards and text are drawn, the canvas follows the
// window and the device pixel ratio, and nothing is logged as an error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, frames, capture, PHONE, DESKTOP, isFelt, isCardFace, isInk, isCream } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function checkTitleFrame(device, name) {
  const { page, context, errors } = await openPage(site, device);
  await waitForFirstFrame(page);
  const { vw, vh, cw, ch, dpr } = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { vw: innerWidth, vh: innerHeight, cw: c.width, ch: c.height, dpr: devicePixelRatio };
  });
  assert.equal(cw, Math.floor(vw * dpr), 'canvas backing width follows devicePixelRatio');
  assert.equal(ch, Math.floor(vh * dpr), 'canvas backing height follows devicePixelRatio');

  // The picker also publishes each card's Rules button; the cards are the "game:" items.
  const all = await page.evaluate(() => window.Module.parlorItems);
  const items = all.filter((i) => i.id.startsWith('game:'));
  assert.equal(items.length, 5, 'one card per game');
  const shot = await capture(page, name);
  assert.ok(isFelt(shot.rgb(3, vh - 3)), `felt in the corner, got ${shot.rgb(3, vh - 3)}`);
  for (const it of all)
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vw && it.y + it.h <= vh, `${it.label} is fully on screen`);
  for (const it of items) {
    // A game that is coming later is drawn dimmed, so only playable cards show the bright face.
    if (!/coming later/i.test(it.label)) {
      const face = shot.count({ x: it.x + it.w * 0.1, y: it.y + it.h * 0.1, w: it.w * 0.8, h: it.h * 0.8 }, isCardFace, 2);
      const area = (it.w * 0.4) * (it.h * 0.4);
      assert.ok(face > area * 0.5, `${it.label}: card face drawn (${face} of ~${area * 4} samples)`);
    }
    const ink = shot.count({ x: it.x + 4, y: it.y + it.h * 0.62, w: it.w - 8, h: it.h * 0.22 }, isInk);
    assert.ok(ink > 20, `${it.label}: its name is written on the card (${ink} dark pixels)`);
  }
  const top = Math.min(...items.map((i) => i.y));
  const title = shot.count({ x: vw * 0.2, y: 0, w: vw * 0.6, h: top * 0.6 }, isCream);
  assert.ok(title > 200, `the title "Parlor" is drawn (${title} cream pixels)`);
  assert.deepEqual(errors, [], 'no console errors');
  return { page, context, items };
}

test('first frame at phone size (390x844, 3x DPI)', async () => {
  const { context } = await checkTitleFrame(PHONE, 'smoke-phone');
  await context.close();
});

test('first frame at desktop size (1440x900) and the canvas follows a resize', async () => {
  const { page, context, items } = await checkTitleFrame(DESKTOP, 'smoke-desktop');
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.waitForFunction(() => {
    const c = document.getElementById('canvas');
    return c.width === 1000 && c.height === 700;
  }, null, { timeout: 30000 });
  // The canvas has its new size: the app's next frame lays out and publishes for it.
  await frames(page);
  await page.waitForFunction((old) => JSON.stringify(window.Module.parlorItems) !== old, JSON.stringify(items), { timeout: 30000 });
  const moved = await page.evaluate(() => window.Module.parlorItems);
  for (const it of moved) assert.ok(it.x + it.w <= 1000 && it.y + it.h <= 700, `${it.label} fits after resize`);
  await capture(page, 'smoke-desktop-resized');
  await context.close();
});

test('the lobby warms the tables while the player reads it, drawing nothing of that work', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  // The app's frames are paused for the first screenshot, so warming, which runs for hundreds
  // of frames, cannot finish while it is taken, however slow the screenshot.
  await page.evaluate(() => window.Module.pauseMainLoop());
  const warming = await page.evaluate(() => window.Module.parlorWarmedAt ?? null);
  const before = await page.screenshot();
  await page.evaluate(() => window.Module.resumeMainLoop());
  assert.equal(warming, null, 'warming has only begun');
  await page.waitForFunction(() => window.Module.parlorWarmedAt, null, { timeout: 60000 });
  const after = await page.screenshot();
  assert.ok(before.equals(after), 'the lobby looks the same while and after warming');
  // A table opened now finds its work done: it starts, and nothing is logged as an error.
  await page.evaluate(() => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify({
    game: 'five_crowns', options: { players: 2 }, seed: 5, speed: 'normal',
    seats: [{ name: 'You', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] })]));
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 30000 });
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('a browser without WebGL2 gets a readable error panel, not a blank page', async () => {
  const { page, context } = await openPage(site, DESKTOP, {
    beforeLoad: (p) => p.addInitScript(() => {
      const real = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) { return kind === 'webgl2' ? null : real.call(this, kind, ...rest); };
    }),
  });
  await page.waitForSelector('#error:not([hidden])', { timeout: 30000 });
  assert.match(await page.textContent('#error-text'), /WebGL2/);
  await capture(page, 'error-no-webgl2');
  await context.close();
});

test('a failed download shows the error panel', async () => {
  const { page, context } = await openPage(site, DESKTOP, {
    beforeLoad: (p) => p.route('**/parlor.wasm', (r) => r.fulfill({ status: 404, body: 'gone' })),
  });
  await page.waitForSelector('#error:not([hidden])', { timeout: 30000 });
  assert.match(await page.textContent('#error-text'), /download/i);
  await context.close();
});
