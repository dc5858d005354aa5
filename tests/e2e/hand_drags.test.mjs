// Drags of the person's own pieces at a desktop, with the mouse: a drop the table refuses leaves
// the hand's selection as it was before the drag; a piece dropped between two others of the hand
// moves there, at every table alike (the kit's hand); the piece under the pointer is drawn the
// right way up, as it lies in the hand.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, openSaved, waitForFirstFrame, waitState, frames, press, capture, gameTraits,
  playableGames, isInk, DESKTOP }
  from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';
import { myTurn } from './turns.mjs';
import { decodePng } from './png.mjs';

const GAMES = (await playableGames()).map((g) => g.id);

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const items = (page) => page.evaluate(() => window.Module.parlorItems || []);
const item = async (page, id) => {
  const it = (await items(page)).find((i) => i.id === id);
  assert.ok(it, `"${id}" is on screen`);
  return it;
};
const middle = (it) => ({ x: it.x + it.w / 2, y: it.y + it.h / 2 });

// The mouse pressed on `from`, moved in steps to `to` and released there, the app shown the
// pointer at each end before the next step.
async function drag(page, from, to, { release = true } = {}) {
  await page.mouse.move(from.x, from.y);
  await frames(page, 2);
  await page.mouse.down();
  await frames(page, 2);
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await frames(page);
  if (release) await page.mouse.up();
}

// Rummy-O's saved game (two seats) at the person's draw, after both have laid melds: Sam's book
// of 12s and run of blue 11 to 14, Ana's black run of 8 to 13.
const RUMMY_O = 'rummy_o_2p_greedy_seed4';
const openRummyO = async (cut) => {
  const g = fixture(RUMMY_O);
  const opened = await openSaved(site, DESKTOP, savedAt('rummy_o', g, cut));
  return { ...opened, st: await myTurn(opened.page, 'rummy_o') };
};

// A card's number ("K13" 13, "JK" none).
const rank = (text) => (text.startsWith('JK') ? null : Number(text.slice(1).split('=')[0]));

// A tile of the rack that fits no way into a meld: its number two or more from each of the meld's
// (no run reaches it, no group takes it), a meld without a joker (none to claim).
function misfit(st) {
  for (let seat = 0; seat < st.table.length; seat++)
    for (let m = 0; m < st.table[seat].length; m++) {
      const text = st.table[seat][m];
      if (text.includes('JK')) continue;
      const ranks = text.split(':')[1].trim().split(/\s+/).map(rank);
      const i = st.hand.findIndex((c) => rank(c) !== null && ranks.every((r) => Math.abs(r - rank(c)) >= 2));
      if (i >= 0) return { tile: i, meld: `meld:${seat}:${m}` };
    }
  return null;
}

test('rummy_o: a refused drop leaves the rack\'s selection as it was (desktop mouse)', async () => {
  const { page, context, errors, st: first } = await openRummyO(15);
  assert.equal(first.phase, 'draw');
  let st = first;
  // One tile selected before each drag; another dragged.
  await press(page, 'rack:3');
  st = await waitState(page, (s) => s.selected.length === 1 && s.selected[0] === 3, null, { what: 'rack:3 selected' });
  const refused = async (to, what) => {
    await drag(page, middle(await item(page, 'rack:0')), middle(await item(page, to)));
    const after = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: `${what} refused` });
    assert.equal(after.moves, st.moves, `${what}: no move made`);
    assert.deepEqual(after.hand, st.hand, `${what}: the rack as it was`);
    assert.deepEqual(after.selected, [3], `${what}: the selection as before the drag (${after.error})`);
    st = after;
  };
  // Before the turn's tile is taken: onto the discard pile, then onto a meld.
  await refused('discard', 'a drop on the discard pile before taking');
  await refused('meld:1:0', 'a drop on a meld before taking');
  // The tile taken, a tile dropped on a meld it does not fit.
  await press(page, 'stock');
  st = await waitState(page, (s, n) => s.moves > n && s.to_act && !s.busy, st.moves, { what: 'the tile taken' });
  const m = misfit(st);
  assert.ok(m, `a tile fits no meld: ${JSON.stringify([st.hand, st.table])}`);
  if (!st.selected.includes(3)) {
    await press(page, 'rack:3');
    st = await waitState(page, (s) => s.selected.includes(3), null, { what: 'rack:3 selected' });
  }
  const before = st.selected;
  await drag(page, middle(await item(page, `rack:${m.tile}`)), middle(await item(page, m.meld)));
  const after = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: 'the misfit refused' });
  assert.equal(after.moves, st.moves, 'no move made');
  assert.deepEqual(after.selected, before, `the selection as before the drag (${after.error})`);
  assert.deepEqual(errors, []);
  await context.close();
});

// A game of `game` at the desktop, four seats from a fixed seed, at the person's turn.
async function startAt(game) {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
    game, options: { players: 4 }, seed: 11, speed: 'instant',
    seats: ['Sam', 'Ana', 'Bo', 'Cy'].map((name, i) => ({ name, bot: i !== 0, kind: 'greedy' })),
  });
  return { page, context, errors, st: await myTurn(page, game) };
}

// Pieces i and i + 1 of the hand, and a point between them, `side` px into the one on that side
// (+6: over the left edge of i + 1, -6: over the right edge of the part of i that shows).
async function between(page, prefix, i, side) {
  const [a, b] = [await item(page, `${prefix}${i}`), await item(page, `${prefix}${i + 1}`)];
  return { x: Math.min(a.x + a.w, b.x) + side, y: Math.max(a.y, b.y) + Math.min(a.h, b.h) * 0.6 };
}

for (const game of GAMES) {
  test(`${game}: a piece dragged between two others of the hand moves there (desktop mouse)`, async () => {
    const { page, context, errors, st } = await startAt(game);
    const prefix = (await gameTraits(game)).targets?.prefix ?? 'hand:';
    const n = st.hand.length;
    assert.ok(n >= 3, `a hand of three or more: ${st.hand}`);
    // The first piece to the right, dropped just past the gap: between the 2nd and 3rd pieces (the
    // 4th and 5th where it holds five).
    const k = Math.min(3, n - 2);
    await drag(page, middle(await item(page, `${prefix}0`)), await between(page, prefix, k, 6));
    const right = [...st.hand.slice(1, k + 1), st.hand[0], ...st.hand.slice(k + 1)];
    let now = await waitState(page, (s, want) => JSON.stringify(s.hand) === JSON.stringify(want), right,
      { what: `${game}: the hand as ${right}` });
    // The last piece to the left, dropped just short of the gap: between the first two.
    await drag(page, middle(await item(page, `${prefix}${n - 1}`)), await between(page, prefix, 0, -6));
    const left = [right[0], right[n - 1], ...right.slice(1, n - 1)];
    now = await waitState(page, (s, want) => JSON.stringify(s.hand) === JSON.stringify(want), left,
      { what: `${game}: the hand as ${left}` });
    assert.equal(now.moves, st.moves, 'no move made');
    assert.equal(now.error, '', 'nothing refused');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The mean difference (0-255 a channel) between two crops of the same size, over their middle
// (a frame of `inset` of each side left out: shadows, edges and anti-aliasing differ there).
function meanDiff(a, b, { turned = false, inset = 0.12 } = {}) {
  const x0 = Math.floor(a.width * inset), x1 = Math.ceil(a.width * (1 - inset));
  const y0 = Math.floor(a.height * inset), y1 = Math.ceil(a.height * (1 - inset));
  let sum = 0, n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const bx = turned ? a.width - 1 - x : x, by = turned ? a.height - 1 - y : y;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.at(x, y, c) - b.at(bx, by, c));
      n += 3;
    }
  return sum / n;
}

async function crop(page, box) {
  const clip = { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.w), height: Math.round(box.h) };
  const { width, height, data, channels } = decodePng(await page.screenshot({ clip }));
  return { width, height, at: (x, y, c) => data[(y * width + x) * channels + c] };
}

// Under the pointer, a piece of the hand that none lies over is drawn as it lies in the hand: compared with itself turned over, a tile differs at once, and a card by its big pip, which
// sits a little high of its middle.
for (const game of GAMES) {
  test(`${game}: the piece under the pointer is drawn as it lies in the hand, not upside down (desktop mouse)`, async () => {
    const { page, context, errors, st } = await startAt(game);
    const prefix = (await gameTraits(game)).targets?.prefix ?? 'hand:';
    // A piece no other covers, and not a court card (whose picture is drawn turned over too).
    const all = await items(page);
    const box = (i) => all.find((x) => x.id === `${prefix}${i}`);
    let k = st.hand.length - 1;
    while (k > 0 && (/^[JQK][A-Z*]$/.test(st.hand[k]) || (box(k + 1) && box(k + 1).x < box(k).x + box(k).w))) k--;
    const home = await item(page, `${prefix}${k}`);
    const shown = await crop(page, home);
    // Held where the drag draws it, its middle a little under the pointer: over the felt left of
    // the log's column, whatever lies under it (the piece is drawn over everything).
    const to = { x: 560, y: 330 };
    await drag(page, middle(home), to, { release: false });
    await capture(page, `hand-drag-${game}`);
    const held = await crop(page, { x: to.x - home.w / 2, y: to.y - home.h * 0.6, w: home.w, h: home.h });
    const same = meanDiff(held, shown), turned = meanDiff(held, shown, { turned: true });
    assert.ok(same < 12 && same < turned / 2,
      `the piece held looks as in the hand (difference ${same.toFixed(1)}, turned over ${turned.toFixed(1)})`);
    await page.mouse.up();
    assert.deepEqual(errors, []);
    await context.close();
  });
}
