// Shared by the browser tests: serves dist/ (or $PARLOR_DIST), launches Debian's Chromium
// headless through playwright-core, collects console errors, and reads pixels back from screenshots.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../tools/serve.mjs';
import { decodePng } from './png.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const shotsDir = join(root, 'build', 'e2e');
mkdirSync(shotsDir, { recursive: true });

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

// PARLOR_DIST serves another staged build (e.g. one engineer's own) instead of dist/.
export async function startSite() {
  const server = await serve(process.env.PARLOR_DIST ? resolve(process.env.PARLOR_DIST) : join(root, 'dist'), 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { browser, url, close: async () => { await browser.close(); server.close(); } };
}

// A page whose console errors and uncaught exceptions are recorded, for tests that must see none.
export async function openPage(site, device, { path = '', beforeLoad } = {}) {
  const context = await site.browser.newContext(device);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  if (beforeLoad) await beforeLoad(page);
  const started = Date.now();
  await page.goto(site.url + path);
  return { page, context, errors, started };
}

export async function waitForFirstFrame(page, timeout = 30000) {
  await page.waitForFunction(() => window.parlorReady === true, null, { timeout });
  // Two more animation frames so the frame after layout is on screen.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

// Screenshot -> pixels. Returns a sampler in CSS pixels: rgb(x, y) and count(box, predicate).
export async function capture(page, name) {
  const { width, data, channels } = decodePng(await page.screenshot({ path: join(shotsDir, `${name}.png`) }));
  const scale = width / page.viewportSize().width;
  const rgb = (x, y) => {
    const i = (Math.floor(y * scale) * width + Math.floor(x * scale)) * channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
  const count = (box, pred, step = 1) => {
    let n = 0;
    for (let y = box.y; y < box.y + box.h; y += step)
      for (let x = box.x; x < box.x + box.w; x += step) if (pred(rgb(x, y))) n++;
    return n;
  };
  return { rgb, count };
}

export const isFelt = ([r, g, b]) => g > r + 15 && g > b + 5 && g < 140;
export const isCardFace = ([r, g, b]) => r > 225 && g > 220 && b > 200;
export const isInk = ([r, g, b]) => r < 90 && g < 90 && b < 90;
export const isCream = ([r, g, b]) => r > 200 && g > 190 && b > 160;

// The published on-screen item with this id. A screen that has just opened gets a moment first;
// then the screen is scrolled (mouse wheel) down, and then up, until the item shows.
export async function findItem(page, id, { timeout = 15000 } = {}) {
  const started = Date.now();
  let scrolls = 0;
  for (;;) {
    const it = await page.evaluate((want) => (window.Module.parlorItems || []).find((i) => i.id === want), id);
    if (it && it.enabled !== false) return it;
    if (Date.now() - started > timeout) throw new Error(`no enabled item "${id}" on screen`);
    if (!it && Date.now() - started > 2000 && scrolls < 24) {
      const vp = page.viewportSize();
      await page.mouse.move(vp.width / 2, vp.height / 2);
      await page.mouse.wheel(0, scrolls < 8 ? 240 : -240);
      scrolls++;
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(50);
  }
}

// Taps (touch devices) or clicks the centre of an item.
export async function press(page, id) {
  const it = await findItem(page, id);
  const x = it.x + it.w / 2, y = it.y + it.h / 2;
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  return it;
}

// The next game started from the lobby deals from `seed`, so a test that starts by taps replays
// the same game on every run.
export const seedNextGame = (page, seed) =>
  page.evaluate((s) => window.Module.ccall('parlor_test_seed', null, ['string'], [String(s)]), seed);

export const tableState = (page) => page.evaluate(() => window.Module.parlorState || null);

// Resolves once the published table state differs from `before` (JSON text).
export async function stateChanged(page, before, timeout = 10000) {
  await page.waitForFunction((b) => JSON.stringify(window.Module.parlorState || null) !== b, before, { timeout, polling: 20 });
}
