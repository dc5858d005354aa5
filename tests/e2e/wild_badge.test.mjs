// A wild card's WILD badge never covers its turned index (a tablet player read a wild 9's foot
// index under the badge): the badge ends before the index, in the foot of a card shown whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, waitState, DESKTOP } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// card_face.cpp's gold (the badge) and the joker's ink (its "JK" index, wide as a "10").
const GOLD = [0xe2, 0xb6, 0x4c], JOKER_INK = [0x7a, 0x3f, 0xb0];
const near = (want, tol) => (px) => px.every((v, i) => Math.abs(v - want[i]) <= tol);

test('Five Crowns: a joker shown whole has its WILD badge clear of its turned JK index', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  // The first seed that deals the person a joker in the first hand of three cards.
  let st = null;
  for (let seed = 1; seed <= 80 && !st?.hand.includes('JK'); seed++) {
    // The last table's state dropped in the same task as the new table starts: the next one
    // published is the new deal's.
    await page.evaluate((s) => {
      window.Module.parlorState = null;
      window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]);
    }, { game: 'five_crowns', options: { players: 2 }, seed, speed: 'normal',
      seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] });
    st = await waitState(page, (s) => s.screen === 'table' && s.game === 'five_crowns' && s.overlay === '', null,
      { what: `the deal of seed ${seed}` });
  }
  assert.ok(st.hand.includes('JK'), 'a seed deals the person a joker');
  const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hand:'))
    .sort((a, b) => a.x - b.x);
  const k = items.findIndex((it) => st.hand[Number(it.id.slice(5))] === 'JK');
  const card = items[k], next = items[k + 1];
  assert.ok(!next || next.x >= card.x + card.w, 'the joker is shown whole');
  const shot = await capture(page, 'wild-badge-joker');
  const { x, y, w, h } = card;
  // The turned index's ink, in the foot's right half.
  const ink = near(JOKER_INK, 40);
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
  for (let py = y + h - 0.34 * w; py < y + h - 0.03 * w; py += 0.5)
    for (let px = x + 0.5 * w; px < x + 0.95 * w; px += 0.5)
      if (ink(shot.rgb(px, py))) x0 = Math.min(x0, px), x1 = Math.max(x1, px), y0 = Math.min(y0, py), y1 = Math.max(y1, py);
  assert.ok(x1 > x0 && y1 > y0, 'the turned index is drawn');
  // The badge's gold inside the index's box (the card's gold ring, at its edge, left out).
  const box = { x: Math.max(x0, x + 0.1 * w), y: y0, w: Math.min(x1, x + 0.9 * w) - Math.max(x0, x + 0.1 * w), h: y1 - y0 };
  const covered = shot.count(box, near(GOLD, 30), 0.5);
  assert.equal(covered, 0, `the badge's gold in the index's box ${JSON.stringify(box)}: ${covered} samples`);
  assert.deepEqual(errors, []);
  await context.close();
});
