// A wild card's WILD badge never covers its turned index (a tablet player read a wild 9's foot
// index under the badge): the badge ends before the index, in the foot of a card shown whole; and
// in the strip a covered card shows. A wild's stand-in mark in a meld shows whole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, openSaved, waitForFirstFrame, capture, press, waitState, isCardFace, PHONE, DESKTOP } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

const TABLET = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

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

// Jok-R-Ummy at 1440x900: a hand of 14 overlaps, and a wild card with another over its foot has
// its WILD badge whole in the strip left showing (a blind tester read "WIL"). The first seed that
// deals the person two wild cards (2s and jokers), drawn to 14.
test('Jok-R-Ummy 1440x900: a 14-card hand shows each covered wild card\'s WILD badge whole in its strip', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  const wild = (c) => /^(2|JK)/.test(c);
  let st = null;
  for (let seed = 1; seed <= 40 && !(st?.hand.length === 14 && st.hand.filter(wild).length >= 2); seed++) {
    await page.evaluate((s) => {
      window.Module.parlorState = null;
      window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]);
    }, { game: 'jok_r_ummy', options: { players: 2 }, seed, speed: 'instant',
      seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] });
    st = await waitState(page, (s) => s.screen === 'table' && s.game === 'jok_r_ummy' && s.to_act && !s.busy &&
      s.overlay === '', null, { what: `the person's turn of seed ${seed}` });
    if (st.phase === 'swap') {
      await press(page, 'keep-program');
      st = await waitState(page, (s, m) => s.moves > m && s.to_act && !s.busy, st.moves, { what: 'the program kept' });
    }
    if (st.phase !== 'draw' || st.hand.filter(wild).length < 2) continue;
    await press(page, 'stock');
    st = await waitState(page, (s, m) => s.moves > m && !s.busy, st.moves, { what: 'the card drawn' });
  }
  assert.equal(st.hand.length, 14, 'a hand of 14 is shown');
  const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hand:'))
    .sort((a, b) => a.x - b.x);
  const shot = await capture(page, 'wild-badge-jru-14');
  const gold = near(GOLD, 30);
  let checked = 0;
  items.forEach((card, k) => {
    const next = items[k + 1];
    if (!wild(st.hand[Number(card.id.slice(5))]) || !next || Math.abs(next.y - card.y) > 2 || next.x >= card.x + card.w) return;
    const { x, y, w, h } = card, strip = next.x - x, mid = y + h - 0.065 * h - 0.08 * w;
    let last = -Infinity;
    for (let px = x + 0.1 * w; px < next.x; px += 0.5) if (gold(shot.rgb(px, mid))) last = px;
    assert.ok(last > x + 0.2 * w, `${card.id}: its badge is drawn in its strip of ${strip} px`);
    // The card's face after it: the pill closes in the strip (not cut by the next card's edge,
    // nor by the blue outline of a card serving the program).
    let face = 0;
    for (let px = last + 0.5; px < next.x; px += 0.5) if (isCardFace(shot.rgb(px, mid))) face++;
    assert.ok(face >= 4, `${card.id}: its badge ends at ${last}, its face showing after it before the next card at ${next.x} (strip ${strip} px)`);
    checked++;
  });
  assert.ok(checked >= 1, 'a wild card lies under the next one');
  assert.deepEqual(errors, []);
  await context.close();
});

// Five Crowns: a wild in a meld laid beside the hand shows its stand-in mark ("=8\u2660") whole,
// never under the next piece of the row (a tablet's "=J\u2665" was). In the saved game of three,
// the person goes out at move 14 with four 8s, a joker and two wild 4s among them.
test('Five Crowns: a laid meld\'s stand-in shows whole from under the next piece (390x844, 820x1180, 1440x900)', async () => {
  const g = fixture('five_crowns_3p_greedy_seed2');
  for (const device of [PHONE, TABLET, DESKTOP]) {
    const { page, context, errors } = await openSaved(site, device, savedAt('five_crowns', g, 14));
    const st = await waitState(page, (s) => s.overlay === 'reveal' && s.staged_stand_in?.[1] > 0, null,
      { what: 'the hand\'s end, its laid melds drawn' });
    const [shown, w] = st.staged_stand_in;
    assert.ok(shown >= w - 0.5, `at ${device.viewport.width}: a stand-in shows ${shown} px of its ${w} px`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// Five Crowns: a seat's sheet during play marks this hand's wilds, not the last hand's (at hand 11
// it framed the queens and not the kings). In the saved game of three, Bo goes out in hand 10
// (queens wild) at move 137 with the 10-J-Q of spades (the Q of clubs as its 10) and the J-Q-K of
// stars (the Q of spades as its Q) laid; the last hand's wilds were the jacks.
test('Five Crowns: a seat\'s sheet during play marks this hand\'s wilds, not the last hand\'s (1440x900)', async () => {
  const g = fixture('five_crowns_3p_greedy_seed2');
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('five_crowns', g, 138));
  const st = await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy && s.overlay === '', null,
    { what: 'the person\'s last turn of hand 10' });
  assert.equal(st.hand_number, 10);
  assert.equal(st.wild_rank, 12, 'queens are wild');
  await press(page, 'seat:2');
  const open = await waitState(page, (s) => s.seat_sheet === 2 && s.seat_sheet_pieces.length > 0, null,
    { what: 'Bo\'s sheet with the melds Bo laid' });
  const pieces = open.seat_sheet_pieces;
  const faces = pieces.map(([card]) => card);
  for (const face of ['QC', 'QS', 'J*']) assert.ok(faces.includes(face), `Bo's sheet draws the ${face}: ${faces}`);
  for (const [card, wild] of pieces)
    assert.equal(wild, /^(Q|JK)/.test(card), `the ${card} is ${wild ? '' : 'not '}drawn as wild in Bo's sheet`);
  await capture(page, 'wild-seat-sheet-hand10');
  assert.deepEqual(errors, []);
  await context.close();
});
