// The lobby as a player meets it: the game picker, the set-up screen (players, seats, names
// typed through the page's overlay <input>, options, speed) and the rules screen, on a phone
// (390x844, touch) and on a desktop (1440x900, mouse and keyboard). Everything on screen must lie
// inside the window, and nothing may be logged as an error.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, frames, capture, seedNextGame, isCream, lobbyGames, readable, targets, PHONE,
  DESKTOP } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const items = (page) => page.evaluate(() => window.Module.parlorItems || []);

// Waits for what the last input does to the published items (the timeout only bounds a failure).
async function waitFor(page, pred, arg, what) {
  try {
    await page.waitForFunction(pred, arg, { timeout: 20000 });
  } catch {
    const ids = (await items(page)).map((i) => `${i.id}=${i.label}`).join(', ');
    assert.fail(`timed out waiting for ${what}; on screen: ${ids}`);
  }
}
const hasItem = (id) => (window.Module.parlorItems || []).some((i) => i.id === id);
const waitItem = (page, id) => waitFor(page, hasItem, id, `item ${id}`);
const waitGone = (page, id) => waitFor(page, (x) => !(window.Module.parlorItems || []).some((i) => i.id === x), id, `${id} to go`);
const waitLabel = (page, id, label) => waitFor(page, ([x, l]) => (window.Module.parlorItems || []).some((i) => i.id === x && i.label === l),
  [id, label], `${id} labelled "${label}"`);

async function item(page, id) {
  await waitItem(page, id);
  return (await items(page)).find((i) => i.id === id);
}

// Taps with a finger on the phone and clicks with the mouse on the desktop, at the item's centre.
async function press(page, id, touch) {
  const it = await item(page, id);
  assert.ok(it.enabled, `${id} is enabled`);
  const x = it.x + it.w / 2, y = it.y + it.h / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await frames(page, 3);
}

async function checkAllInside(page, where) {
  const { vw, vh } = await page.evaluate(() => ({ vw: innerWidth, vh: innerHeight }));
  const list = await items(page);
  assert.ok(list.length > 0, `${where}: items are published`);
  for (const it of list) {
    assert.ok(it.x >= -0.5 && it.y >= -0.5 && it.x + it.w <= vw + 0.5 && it.y + it.h <= vh + 0.5,
      `${where}: ${it.id} (${it.x.toFixed(1)},${it.y.toFixed(1)} ${it.w.toFixed(1)}x${it.h.toFixed(1)}) lies inside ${vw}x${vh}`);
  }
  return list;
}

// Controls a finger uses must be at least 44 CSS px high, unless the edge of the scrolling list
// cuts them (between the top bar, 60 px, and the footer above Start).
async function checkTapTargets(page, where) {
  const list = await items(page);
  const start = list.find((i) => i.id === 'start');
  const bottom = start ? start.y - 40 : Infinity;
  for (const it of list) {
    if (!it.enabled) continue;
    const cut = it.y <= 60.5 || it.y + it.h >= bottom;
    assert.ok(it.h >= 43.5 || cut, `${where}: ${it.id} is ${it.h.toFixed(1)} px high`);
  }
}

// Drags with one finger through the DevTools protocol (playwright-core has taps, not swipes).
async function swipe(page, x, y0, y1) {
  const cdp = await page.context().newCDPSession(page);
  const point = (y) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y0) });
  for (let k = 1; k <= 8; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y0 + (y1 - y0) * k / 8) });
    await frames(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 3);
  await cdp.detach();
}

async function rename(page, id, text, touch) {
  await press(page, id, touch);
  const input = page.locator('input.parlor-text');
  await input.waitFor({ state: 'visible', timeout: 20000 });
  const field = await item(page, id);
  const box = await input.boundingBox();
  assert.ok(Math.abs(box.x - field.x) < 2 && Math.abs(box.y - field.y) < 2 && Math.abs(box.width - field.w) < 2,
    `the <input> lies over ${id}`);
  assert.ok(await input.evaluate((el) => document.activeElement === el), 'the <input> has the focus (keyboard up)');
  await input.fill(text);
  await input.press('Enter');
  await input.waitFor({ state: 'hidden', timeout: 20000 });
  await frames(page, 3);
}

test('phone: pick Five Crowns, set up three seats, rename, read the rules', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);

  // The picker: five games, each with its rules; only the playable ones open a set-up screen.
  let list = await checkAllInside(page, 'picker');
  assert.equal(list.filter((i) => i.id.startsWith('game:')).length, 5, 'five game cards');
  assert.equal(list.filter((i) => i.id.startsWith('rules:')).length, 5, 'a Rules button on each card');
  await checkTapTargets(page, 'picker');
  // A game not playable yet, while there is one (the first the lobby lists).
  const coming = (await lobbyGames(page)).find((g) => !g.playable);
  if (coming) {
    const later = list.find((i) => i.id === `game:${coming.id}`);
    assert.match(later.label, /coming later/i, 'an unplayable game says so');
    await press(page, `game:${coming.id}`, true);
    await frames(page, 5);
    list = await items(page);
    assert.ok(!list.some((i) => i.id === 'start'), 'an unplayable game opens no set-up screen');
    assert.ok(list.some((i) => i.id === 'game:five_crowns'), 'still on the picker');
  }
  await capture(page, 'lobby-phone-picker');

  // The set-up screen with its defaults.
  await press(page, 'game:five_crowns', true);
  await waitItem(page, 'start');
  await waitLabel(page, 'seat:1:name', 'Sam');
  await waitLabel(page, 'seat:2:name', 'Ana');
  list = await items(page);
  assert.ok(!list.some((i) => i.id === 'seat:3:name'), 'two players by default');
  assert.ok(list.some((i) => i.id === 'seat:2:level:greedy'), 'a bot has a level');
  assert.ok(!list.some((i) => i.id === 'seat:1:level:greedy'), 'a person has none');
  assert.equal(list.find((i) => i.id === 'seat:2:level:greedy').label, 'Good');
  assert.ok(list.some((i) => i.id === 'speed:normal'), 'bot speed is offered');
  assert.ok(list.some((i) => i.id.startsWith('option:dealer')), 'the game\'s options are listed');

  // Three players, seat 3 a person, seat 1 renamed through the overlay input.
  await press(page, 'players:+', true);
  await waitLabel(page, 'players:value', '3');
  await waitLabel(page, 'seat:3:name', 'Ben');
  await press(page, 'seat:3:kind:person', true);
  await waitGone(page, 'seat:3:level:greedy');
  await rename(page, 'seat:1:name', 'Zoë', true);
  await waitLabel(page, 'seat:1:name', 'Zoë');
  await rename(page, 'seat:2:name', 'A name far too long for a seat', true);
  const long = await item(page, 'seat:2:name');
  assert.ok([...long.label].length <= 16, `names stop at 16 characters (got "${long.label}")`);
  await rename(page, 'seat:2:name', '   ', true);
  await waitLabel(page, 'seat:2:name', 'Ana');
  await checkAllInside(page, 'set-up');
  await checkTapTargets(page, 'set-up');
  await capture(page, 'lobby-phone-setup');

  // The rules, and back to the same set-up.
  await press(page, 'rules', true);
  await waitItem(page, 'rules:text');
  assert.match((await item(page, 'rules:text')).label, /Five Crowns/);
  await checkAllInside(page, 'rules');
  await capture(page, 'lobby-phone-rules');
  const rules = await item(page, 'rules:text');
  await swipe(page, rules.x + rules.w / 2, rules.y + rules.h * 0.8, rules.y + rules.h * 0.2);
  await capture(page, 'lobby-phone-rules-scrolled');
  await press(page, 'back', true);
  await waitItem(page, 'start');
  await waitLabel(page, 'seat:1:name', 'Zoë');
  assert.ok(!(await items(page)).some((i) => i.id === 'seat:3:level:greedy'), 'seat 3 is still a person');

  // Fourteen seats scroll between the bar and Start; a finger drags the list.
  for (let n = 3; n < 14; n++) {
    await press(page, 'players:+', true);
    await waitLabel(page, 'players:value', String(n + 1));
  }
  assert.ok(!(await items(page)).find((i) => i.id === 'players:+').enabled, '14 is the most');
  const start = await item(page, 'start');
  for (let k = 0; k < 6 && !(await items(page)).some((i) => i.id === 'speed:fast'); k++)
    await swipe(page, 195, start.y - 60, 120);
  await waitItem(page, 'seat:14:name');
  await waitItem(page, 'speed:fast');
  await checkAllInside(page, 'set-up, 14 seats scrolled');
  await capture(page, 'lobby-phone-setup-14');

  // A rules button on the picker, and Back from set-up.
  await swipe(page, 195, 200, 700);
  await press(page, 'back', true);
  await waitItem(page, 'game:five_crowns');
  await press(page, 'rules:joker', true);
  await waitItem(page, 'rules:text');
  assert.match((await item(page, 'rules:text')).label, /Joker/);
  await capture(page, 'lobby-phone-rules-joker');
  await press(page, 'back', true);
  await waitItem(page, 'game:joker');
  assert.equal(await page.locator('input.parlor-text:visible').count(), 0, 'no stray text input');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('desktop: the set-up screen fits, mouse and keyboard work, Start opens the table and its rules', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await checkAllInside(page, 'picker');
  await capture(page, 'lobby-desktop-picker');
  await press(page, 'game:five_crowns', false);
  await waitItem(page, 'start');
  await press(page, 'players:+', false);
  await press(page, 'players:+', false);
  await waitItem(page, 'seat:4:name');
  const name = await item(page, 'seat:1:name'), kind = await item(page, 'seat:1:kind:person');
  assert.ok(Math.abs(name.y - kind.y) < 1, 'a seat is one line on a wide screen');
  await rename(page, 'seat:4:name', 'Quinn', false);
  await waitLabel(page, 'seat:4:name', 'Quinn');
  await press(page, 'seat:2:level:random', false);
  await waitLabel(page, 'seat:2:level:random', 'Easy');
  await waitLabel(page, 'option:dealer:value', 'Last seat');
  await press(page, 'option:dealer:+', false);
  await waitLabel(page, 'option:dealer:value', 'Sam');
  await press(page, 'speed:fast', false);
  await checkAllInside(page, 'set-up');
  await capture(page, 'lobby-desktop-setup');

  // The rules over the set-up, closed with Escape.
  await press(page, 'rules', false);
  await waitItem(page, 'rules:text');
  await page.mouse.move(720, 500);
  await page.mouse.wheel(0, 600);
  await frames(page, 3);
  await capture(page, 'lobby-desktop-rules');
  await page.keyboard.press('Escape');
  await waitGone(page, 'rules:text');
  await waitItem(page, 'start');

  // Keyboard: Tab moves a focus ring, Enter presses; Escape goes back to the picker.
  await page.locator('#canvas').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await frames(page, 3);
  await capture(page, 'lobby-desktop-focus');
  await page.keyboard.press('Escape');
  await waitItem(page, 'game:five_crowns');
  await press(page, 'game:five_crowns', false);
  await waitItem(page, 'start');

  await seedNextGame(page, 12);
  await press(page, 'start', false);
  await waitGone(page, 'start');
  await frames(page, 10);
  await capture(page, 'lobby-desktop-started');

  // The same rules screen opens during play, over the table, and Back returns to the game.
  await press(page, 'menu', false);
  await press(page, 'menu:rules', false);
  await waitItem(page, 'rules:text');
  await press(page, 'back', false);
  await waitGone(page, 'rules:text');
  await waitItem(page, 'stock');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// What the app drew this frame, line by line with its box (the parlor_test_texts hook).
async function drawnTexts(page) {
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await frames(page, 3);
  return page.evaluate(() => window.Module.parlorTexts || []);
}
const inside = (t, box) => t.x >= box.x - 0.5 && t.y >= box.y - 0.5 && t.x + t.w <= box.x + box.w + 0.5 &&
  t.y + t.h <= box.y + box.h + 0.5;

test('each played game\'s card shows its stats whole, above its Rules button, on a phone and a desktop', async () => {
  const stats = { format: 1, last_recorded: '', games: {
    five_crowns: { played: 3, won: 1, low_wins: true, best: 120 }, rummy_o: { played: 12, won: 10, low_wins: false } } };
  const game = '{"format":1,"setup":{"game":"five_crowns"';  // unreadable: no Continue, a notice
  for (const [device, saved, name] of [[PHONE, null, 'phone'], [DESKTOP, null, 'desktop'], [PHONE, game, 'phone-notice']]) {
    const { page, context, errors } = await openPage(site, device, {
      beforeLoad: (p) => p.addInitScript(([s, g]) => {
        localStorage.setItem('parlor:v1:stats', s);
        if (g) localStorage.setItem('parlor:v1:game', g);
      }, [JSON.stringify(stats), saved]),
    });
    await waitForFirstFrame(page);
    if (saved) await page.waitForFunction(() => window.Module.parlorToast?.text, null, { timeout: 20000 });
    const texts = await drawnTexts(page);
    for (const [id, parts] of [['five_crowns', ['Played 3', 'won 1', 'best 120']], ['rummy_o', ['Played 12', 'won 10']]]) {
      const card = await item(page, `game:${id}`), rules = await item(page, `rules:${id}`);
      assert.match(card.label, new RegExp(parts.join(' · ')), `${name}: the card's label carries the stats`);
      const lines = texts.filter((t) => inside(t, card) && parts.some((p) => t.text.includes(p)));
      const shown = lines.map((t) => t.text).join(' · ');
      for (const p of parts) assert.ok(shown.includes(p), `${name}: "${p}" is drawn on the ${id} card (drawn: "${shown}")`);
      assert.ok(!shown.includes('…'), `${name}: the stats are not cut (${shown})`);
      for (const t of lines) assert.ok(t.y + t.h <= rules.y + 0.5, `${name}: "${t.text}" lies above the Rules button`);
    }
    await capture(page, `lobby-stats-${name}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Small phones with a saved game, so Continue takes room above the cards: the picker and a
// set-up screen at its most seats, two of them people, read at 13 px at least with no word cut
// short (game names, "Person"), and every control is 44 px.
test('small phones with Continue showing: the picker and the set-up screen read whole, every target 44 px', async () => {
  const saved = savedAt('five_crowns', fixture('five_crowns_3p_greedy_seed2'), 10);
  for (const viewport of [{ width: 360, height: 640 }, { width: 390, height: 844 }]) {
    const size = `${viewport.width}x${viewport.height}`;
    const { page, context, errors } = await openPage(site, { ...PHONE, viewport }, {
      beforeLoad: (p) => p.addInitScript((g) => localStorage.setItem('parlor:v1:game', g), saved),
    });
    await waitForFirstFrame(page);
    await waitItem(page, 'continue-game');
    await readable(page, `${size}: the picker with Continue`);
    await targets(page, `${size}: the picker with Continue`);
    await capture(page, `lobby-${size}-continue`);

    await press(page, 'game:five_crowns', true);
    await waitItem(page, 'start');
    while ((await item(page, 'players:+')).enabled) {
      const n = (await item(page, 'players:value')).label;
      await press(page, 'players:+', true);
      await waitFor(page, (m) => (window.Module.parlorItems || []).some((i) => i.id === 'players:value' && i.label !== m), n, 'one more seat');
    }
    await press(page, 'seat:2:kind:person', true);
    await waitGone(page, 'seat:2:level:greedy');
    await capture(page, `lobby-${size}-setup`);
    // Scrolled to the end, every control seen whole between the bar and the footer above Start.
    const start = await item(page, 'start'), top = 60, bottom = start.y - 16;
    const small = [];
    let before = '';
    for (let k = 0; k < 20; k++) {
      for (const it of await items(page)) {
        // The list's edges cut what lies across them (its box is the part shown).
        const whole = it.y > top + 0.5 && it.y + it.h < bottom - 0.5;
        if (it.enabled && (whole || ['back', 'rules', 'start'].includes(it.id)) && (it.h < 43.5 || it.w < 43.5))
          small.push(`${it.id} ${it.w.toFixed(1)}x${it.h.toFixed(1)}`);
      }
      const now = (await items(page)).map((i) => `${i.id}@${i.y.toFixed(0)}`).join();
      if (now === before) break;
      before = now;
      await page.mouse.move(viewport.width / 2, bottom - 40);
      await page.mouse.wheel(0, 300);
      await frames(page, 3);
    }
    assert.deepEqual([...new Set(small)], [], `${size}: every set-up control is 44 px`);
    await readable(page, `${size}: the set-up screen at its most seats`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Adds seats up to the game's most, then scrolls the set-up list to its end: each control's id
// must be seen once wholly between the bar (60 px) and the footer above Start. Returns those seen whole.
async function scrollSetupWhole(page, game, x) {
  while ((await item(page, 'players:+')).enabled) {
    const n = (await item(page, 'players:value')).label;
    await press(page, 'players:+', true);
    await waitFor(page, (m) => (window.Module.parlorItems || []).some((i) => i.id === 'players:value' && i.label !== m), n, 'one more seat');
  }
  const start = await item(page, 'start');
  const top = 60, bottom = start.y - 16;
  const seen = new Set(), whole = new Map();
  let before = '';
  for (let k = 0; k < 40; k++) {
    for (const it of await items(page)) {
      if (['back', 'rules', 'start'].includes(it.id) || it.id.endsWith(':value')) continue;
      seen.add(it.id);
      if (it.y >= top - 0.5 && it.y + it.h <= bottom + 0.5 && it.h >= 39.5) whole.set(it.id, it);
    }
    const now = (await items(page)).map((i) => `${i.id}@${i.y.toFixed(0)}`).join();
    if (now === before) break;
    before = now;
    await page.mouse.move(x, bottom - 40);
    await page.mouse.wheel(0, 200);
    await frames(page, 3);
  }
  for (const id of seen) assert.ok(whole.has(id), `${game}: ${id} can be scrolled wholly into view above Start`);
  return whole;
}

test('phone: every set-up control of every game, at its most seats, can be scrolled into view and tapped', async () => {
  // The phone's layout (CSS px) at 1x pixels: the same places, drawn in a ninth of the time.
  const { page, context, errors } = await openPage(site, { ...PHONE, deviceScaleFactor: 1 });
  await waitForFirstFrame(page);
  for (const { id: game } of (await lobbyGames(page)).filter((g) => g.playable)) {
    await press(page, `game:${game}`, true);
    await waitItem(page, 'start');
    const whole = await scrollSetupWhole(page, game, 195);
    for (const id of ['speed:slow', 'speed:instant']) assert.ok(whole.has(id), `${game}: ${id} is offered`);
    await capture(page, `lobby-phone-setup-${game}-bottom`);
    // The last control answers a tap where it shows.
    await press(page, 'speed:instant', true);
    await press(page, 'speed:slow', true);
    await swipe(page, 195, 200, 700);
    await press(page, 'back', true);
    await waitItem(page, 'game:five_crowns');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// A phone held sideways: the list between the bar and the sticky Start is short, and each row
// (the dealer's arrows among them) still scrolls wholly above Start.
test('phone held sideways (844x390): every set-up control of Five Crowns at 14 seats can be scrolled wholly into view above Start', async () => {
  const { page, context, errors } = await openPage(site, { ...PHONE, viewport: { width: 844, height: 390 }, deviceScaleFactor: 1 });
  await waitForFirstFrame(page);
  await press(page, 'game:five_crowns', true);
  await waitItem(page, 'start');
  await capture(page, 'lobby-setup-844x390-top');
  const whole = await scrollSetupWhole(page, 'five_crowns', 422);
  for (const id of ['speed:slow', 'speed:instant']) assert.ok(whole.has(id), `${id} is offered`);
  await capture(page, 'lobby-setup-844x390-bottom');
  assert.deepEqual(errors, []);
  await context.close();
});

// The box of the title's cream letters above `bottom` (CSS px), in a screenshot.
async function titleInk(page, name, bottom) {
  const shot = await capture(page, name);
  const { width } = page.viewportSize();
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < bottom; y += 0.5)
    for (let x = 0; x < width; x += 0.5)
      if (isCream(shot.rgb(x, y))) x0 = Math.min(x0, x), y0 = Math.min(y0, y), x1 = Math.max(x1, x), y1 = Math.max(y1, y);
  return { x0, y0, x1, y1 };
}

test('the title stays where it is when the loading screen gives way to the lobby, on a phone and a desktop', async () => {
  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    let release;
    const held = new Promise((ok) => { release = ok; });
    const { page, context, errors } = await openPage(site, device, {
      // The game's download waits until the loading screen has been looked at.
      beforeLoad: (p) => p.route('**/parlor.wasm', async (route) => { await held; await route.continue(); }),
    });
    await page.locator('#loading .brand').waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready);
    const bottom = page.viewportSize().height * 0.16;
    const loading = await titleInk(page, `lobby-title-loading-${name}`, bottom);
    release();
    await waitForFirstFrame(page);
    const lobby = await titleInk(page, `lobby-title-${name}`, bottom);
    assert.ok(loading.x1 > loading.x0 && lobby.x1 > lobby.x0, `${name}: the title is found on both screens`);
    for (const k of ['x0', 'y0', 'x1', 'y1'])
      assert.ok(Math.abs(loading[k] - lobby[k]) <= 3,
        `${name}: the title moved (${k}: ${loading[k]} while loading, ${lobby[k]} in the lobby)`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Rummü set-up: the game length follows the table size, and playing to the score is offered only where games reach it', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await press(page, 'game:rummu', false);
  await waitItem(page, 'start');
  // Three players: 9 rounds by default; a length chosen stays while the table grows.
  await waitLabel(page, 'option:rounds:value', '9 rounds');
  await press(page, 'option:rounds:-', false);
  await waitLabel(page, 'option:rounds:value', '8 rounds');
  await press(page, 'option:rounds:+', false);
  await press(page, 'option:rounds:+', false);
  await waitLabel(page, 'option:rounds:value', '10 rounds');
  await press(page, 'players:+', false);
  await waitItem(page, 'seat:4:name');
  await waitLabel(page, 'option:rounds:value', '10 rounds');
  await press(page, 'players:-', false);
  await waitGone(page, 'seat:4:name');
  // From 3 rounds, one step down comes the sheet's end, offered with three players.
  for (let i = 0; i < 7; i++) await press(page, 'option:rounds:-', false);
  await waitLabel(page, 'option:rounds:value', '3 rounds');
  await press(page, 'option:rounds:-', false);
  await waitLabel(page, 'option:rounds:value', 'To 200 (teams 500)');
  await capture(page, 'lobby-desktop-rummu-length');
  // Four alone: not offered there, so the count's default comes back.
  await press(page, 'players:+', false);
  await waitItem(page, 'seat:4:name');
  await waitLabel(page, 'option:rounds:value', '8 rounds');
  // In partnerships at four it is offered again: one step up from 15 rounds.
  await press(page, 'option:partners:+', false);
  await waitLabel(page, 'option:partners:value', 'On');
  for (let i = 0; i < 7; i++) await press(page, 'option:rounds:+', false);
  await waitLabel(page, 'option:rounds:value', '15 rounds');
  await press(page, 'option:rounds:+', false);
  await waitLabel(page, 'option:rounds:value', 'To 200 (teams 500)');
  await press(page, 'option:partners:+', false);
  await waitLabel(page, 'option:rounds:value', '8 rounds');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// A new game replaces the saved one only when the person says so: Start asks first, "Keep my saved
// game" leaves it (and Continue) as it was, "Start anyway" starts the new one.
test('starting a new game over a saved one asks first, and keeping it keeps it', async () => {
  const saved = savedAt('five_crowns', fixture('five_crowns_3p_greedy_seed2'), 10);
  const { page, context, errors } = await openPage(site, DESKTOP, {
    beforeLoad: (p) => p.addInitScript((g) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('parlor:v1:game', g);
      sessionStorage.setItem('seeded', '1');
    }, saved),
  });
  await waitForFirstFrame(page);
  await waitItem(page, 'continue-game');
  await press(page, 'game:rummy_o', false);
  await press(page, 'start', false);
  await waitItem(page, 'confirm:no');
  const texts = (await drawnTexts(page)).map((t) => t.text).join(' ');
  assert.match(texts, /This replaces your saved game of Five Crowns\. Start anyway\?/);
  assert.equal((await item(page, 'confirm:yes')).label, 'Start anyway');
  assert.equal((await item(page, 'confirm:no')).label, 'Keep my saved game');
  await press(page, 'confirm:no', false);
  await waitItem(page, 'start');
  assert.match(await page.evaluate(() => localStorage.getItem('parlor:v1:game')), /"five_crowns"/, 'the saved game is kept');
  await press(page, 'back', false);
  await waitLabel(page, 'continue-game', 'Continue your Five Crowns game');
  await press(page, 'game:rummy_o', false);
  await press(page, 'start', false);
  await press(page, 'confirm:yes', false);
  await waitFor(page, () => (window.Module.parlorState || {}).screen === 'table' && window.Module.parlorState.game === 'rummy_o',
    null, 'the Rummy-O table');
  assert.deepEqual(errors, []);
  await context.close();
});
