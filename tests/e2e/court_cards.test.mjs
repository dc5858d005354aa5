// Court cards in the browser: a jack, a queen and a king are drawn as pictures (not a blank face),
// each in its suit's colour, each its own figure, and the colour-blind deck recolours them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, waitState, frames, PHONE, DESKTOP } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// card_face.cpp's suit colours (the robes), the colour-blind deck's, and a colour of court_art.cpp
// that only one figure wears: the king's grey hair and beard, the queen's auburn hair, the steel
// head of the jack's spear.
const SUIT = { H: [0xcc, 0x29, 0x36], S: [0x1f, 0x1f, 0x24], D: [0x1f, 0x5f, 0xbf], C: [0x1d, 0x8a, 0x4a] };
const SUIT_CB = { H: [0xc0, 0x46, 0x1c], S: [0x1f, 0x1f, 0x24], D: [0x00, 0x62, 0xa0] };
const SIGN = { K: [0xc9, 0xc2, 0xb6], Q: [0x8a, 0x4b, 0x22], J: [0x9a, 0xa3, 0xad] };
const near = (want, tol = 12) => (px) => px.every((v, i) => Math.abs(v - want[i]) <= tol);

// Samples inside an area of that colour: the pixels around match too, so the blend along an edge
// between two other colours (black robe to pale frame passes through grey) is not counted.
function solidCount(shot, box, want, px) {
  const is = near(want);
  let n = 0;
  for (let y = box.y; y < box.y + box.h; y += 0.5)
    for (let x = box.x; x < box.x + box.w; x += 0.5)
      if (is(shot.rgb(x, y)) && is(shot.rgb(x - px, y)) && is(shot.rgb(x + px, y)) && is(shot.rgb(x, y - px)) &&
        is(shot.rgb(x, y + px))) n++;
  return n;
}

// Seed 109 deals the person a queen of hearts, a jack of spades and a king of diamonds; the person
// is first to play, so nothing moves while the hand is read.
const SEED = 109;
async function startHand(page, { seed = SEED, game = 'five_crowns', speed = 'normal' } = {}) {
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
    game, options: { players: game === 'joker' ? 4 : 2 }, seed, speed,
    seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }, { name: 'Bo', bot: true, kind: 'greedy' },
      { name: 'Cy', bot: true, kind: 'greedy' }].slice(0, game === 'joker' ? 4 : 2),
  });
  return waitState(page, (s, g) => s.screen === 'table' && s.game === g && s.to_act && !s.busy && s.moves >= 0, game,
    { what: 'the person to act' });
}

// Each court card's picture, sampled where the card shows (the next card covers its right side).
async function readCourts(page, st, shot, suits) {
  const px = 1 / (await page.evaluate(() => devicePixelRatio));
  const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hand:'))
    .sort((a, b) => a.x - b.x);
  assert.equal(items.length, st.hand.length, 'every card of the hand is drawn');
  const seen = {};
  items.forEach((it, k) => {
    const card = st.hand[Number(it.id.slice(5))];
    const rank = card[0], suit = card.slice(1);
    if (!'JQK'.includes(rank)) return;
    const shows = (k + 1 < items.length ? items[k + 1].x : it.x + it.w) - it.x;
    const box = { x: it.x + it.w * 0.24, y: it.y + it.h * 0.08, w: Math.min(it.w * 0.52, shows - it.w * 0.26), h: it.h * 0.84 };
    const robe = solidCount(shot, box, suits[suit], px);
    const sign = Object.fromEntries(Object.entries(SIGN).map(([r, c]) => [r, solidCount(shot, box, c, px)]));
    seen[card] = { robe, sign };
    assert.ok(robe > 150, `${card}: the picture is in its suit's colour (${robe} samples)`);
    for (const other of 'JQK')
      if (other !== rank) assert.ok(sign[rank] > 3 * sign[other] + 10, `${card} is its own figure: ${JSON.stringify(sign)}`);
  });
  return seen;
}

test('a queen, a jack and a king are each drawn, in their suits\' colours, at phone and desktop size', async () => {
  for (const [device, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    const st = await startHand(page);
    assert.deepEqual([...st.hand].sort(), ['JS', 'KD', 'QH'], 'the seed deals three court cards');
    await frames(page, 3);
    const seen = await readCourts(page, st, await capture(page, `court-cards-fc-${name}`), SUIT);
    assert.deepEqual(Object.keys(seen).sort(), ['JS', 'KD', 'QH'], 'each court card was read');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the colour-blind deck dresses the same figures in its own colours', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await press(page, 'settings:colour-blind');
  await page.waitForFunction(() => /"colour_blind":\s*true/.test(localStorage.getItem('parlor:v1:settings') || ''));
  const st = await startHand(page);
  await frames(page, 3);
  const shot = await capture(page, 'court-cards-fc-phone-colour-blind');
  const seen = await readCourts(page, st, shot, SUIT_CB);
  // The usual red and blue are gone from the hearts and the diamonds.
  const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hand:'));
  for (const it of items) {
    const card = st.hand[Number(it.id.slice(5))];
    if (card === 'JS') continue;
    const box = { x: it.x + it.w * 0.24, y: it.y + it.h * 0.08, w: it.w * 0.3, h: it.h * 0.84 };
    assert.ok(shot.count(box, near(SUIT[card.slice(1)]), 0.5) < 10, `${card} has no usual-deck colour left`);
  }
  assert.equal(Object.keys(seen).length, 3);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Joker hand shows its court cards of other suits, each its own figure, at phone and desktop size', async () => {
  // Seed 11 deals the person the jack of clubs, the king of spades and the queen of diamonds.
  for (const [device, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    const st = await startHand(page, { game: 'joker', seed: 11, speed: 'instant' });
    for (const c of ['JC', 'KS', 'QD']) assert.ok(st.hand.includes(c), `${c} in ${st.hand}`);
    await frames(page, 3);
    // The same reading as Five Crowns' hand: the clubs' green robe, and each figure's own sign.
    const seen = await readCourts(page, st, await capture(page, `court-cards-joker-${name}`), SUIT);
    for (const c of ['JC', 'KS', 'QD']) assert.ok(seen[c], `${c} was read on the ${name}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
