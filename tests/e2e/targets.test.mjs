// Every table is played with a thumb: at phone (upright, small and sideways) and desktop size,
// each enabled thing on screen
// (hand cards, rack tiles, piles, melds, marbles, holes, buttons, seats) is a 44 CSS px target
// inside the screen (harness targets()), on the person's turn and at every hand size, and each
// hand card's published box is where its face is drawn. A hand that would leave strips under
// 44 px in one row takes two (HandRow), and still reorders by drag and discards by a drop.
//
// Hand sizes: reaching each size by play would take whole games (a Five Crowns hand of 14 comes
// in the last hand only), so the test-only hook parlor_test_hand(n) shows the person's hand as n
// of its cards (its own cards repeated when it holds fewer; TableScene::test_hand). Only the
// shown arrangement changes: the layout, the hit boxes and the drawing are the app's own, and the
// next move the hand follows brings the real cards back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, frames, waitState, moveLanded, targets, tapGoesTo,
  isCardFace, isFelt, playableGames, gameTraits, PHONE, DESKTOP } from './harness.mjs';
import { myTurn } from './turns.mjs';

const GAMES = await playableGames();

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// Each playable table with four players, from its game's seed (tests/e2e/games/<id>.mjs
// `targets`), bots at instant speed (they wait on the person's turn, so what is read then stays
// put); `sizes` the hand sizes the game can hold, from the first to the last.
async function tableOf(game) {
  const t = (await gameTraits(game)).targets;
  return { ...t, game, sizes: range(t.sizes[0], t.sizes[1]) };
}
const SHOTS = new Set([1, 2, 6, 7, 8, 14, 15]);
// A small phone and a phone held sideways too: a full table's small seats are targets there.
const SIZES = [['phone', PHONE], ['small', { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
  ['sideways', { viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }], ['desktop', DESKTOP]];

function range(a, b) { return Array.from({ length: b - a + 1 }, (_, i) => a + i); }

async function startTable(site, device, game, seed) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), {
    game, options: { players: 4 }, seed, speed: 'instant',
    seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }, { name: 'Bo', bot: true, kind: 'greedy' },
      { name: 'Cy', bot: true, kind: 'greedy' }],
  });
  opened.st = await myTurn(opened.page, game);
  return opened;
}

const showHand = (page, n) => page.evaluate((k) => window.Module.ccall('parlor_test_hand', null, ['number'], [k]), n);

// The hand's cards in rows (by their top), each row from the left.
function handRows(cards) {
  const rows = [];
  for (const c of [...cards].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.find((r) => Math.abs(r[0].y - c.y) < 2);
    row ? row.push(c) : rows.push([c]);
  }
  return rows.map((r) => r.sort((a, b) => a.x - b.x));
}

// A card's face, or one dimmed (Joker greys the cards that move nothing): pale and not green.
const isFace = (p) => isCardFace(p) || (p.every((v) => v > 130) && !isFelt(p));

// Each card's box is what is drawn: where a tap reaches the card, its face shows; just beside
// each row's ends and below the front row, outside every card's box, lies the felt.
function checkDrawn(shot, items, cards, where) {
  for (const c of cards) {
    const k = items.indexOf(c);
    let mine = 0, face = 0;
    for (let y = c.y + 1; y < c.y + c.h - 1; y += 2)
      for (let x = c.x + 1; x < c.x + c.w - 1; x += 2)
        if (tapGoesTo(items, x, y) === k) mine++, face += isFace(shot.rgb(x, y)) ? 1 : 0;
    assert.ok(mine > 0 && face >= mine * 0.2, `${where}: ${c.id} shows its face where it is hit (${face} of ${mine})`);
  }
  const inCard = (x, y) => cards.some((c) => x >= c.x && y >= c.y && x < c.x + c.w && y < c.y + c.h);
  const felt = (x, y, what) => assert.ok(inCard(x, y) || !isFace(shot.rgb(x, y)), `${where}: no card ${what} at ${x}, ${y}`);
  const rows = handRows(cards);
  const front = rows[rows.length - 1];
  for (const row of rows) {
    const first = row[0], last = row[row.length - 1];
    for (let y = first.y + 6; y < first.y + first.h - 6; y += 3) {
      felt(first.x - 4, y, `left of ${first.id}`);
      felt(last.x + last.w + 4, y, `right of ${last.id}`);
    }
  }
  for (const c of front) felt(c.x + c.w / 2, c.y + c.h + 3, `below ${c.id}`);
}

// Shows the hand at size n and checks it: every card a target on screen, drawn where it is hit.
async function checkHandSize(page, t, size, n) {
  await showHand(page, n);
  await waitState(page, (s, k) => s.hand.length === k, n, { what: `a hand of ${n}` });
  const where = `${t.game} ${size}, a hand of ${n}`;
  const items = await targets(page, where);
  const cards = items.filter((i) => i.id.startsWith(t.prefix));
  assert.equal(cards.length, n, `${where}: every card is published`);
  const name = `${t.game.replace('_', '-')}-${size}-hand-${n}`;
  const shot = await capture(page, SHOTS.has(n) ? name : `targets-${size}-last`);
  checkDrawn(shot, items, cards, where);
  return handRows(cards);
}

for (const { id } of GAMES) {
  for (const [size, device] of SIZES) {
    test(`${id} at ${size} size: every target is 44 px and on screen, at every hand size`, async () => {
      const t = await tableOf(id);
      const { page, context, errors, st } = await startTable(site, device, t.game, t.seed);
      await targets(page, `${t.game} ${size} on the person's turn`);
      // The targets of the turn's later steps (the game's own: a rummy table's draw taken and its
      // hint shown; Joker's card chosen, then a marble).
      await t.turn(page, t.game, size, st);
      let widest = 1;
      for (const n of t.sizes) widest = Math.max(widest, (await checkHandSize(page, t, size, n)).length);
      // The fullest hand may take two rows on a phone (the game says: `phoneRows`); a desktop's
      // dock (kit/table_chrome.h, a split screen) takes no more rows than a phone, its cards larger.
      if (size === 'phone') assert.equal(widest, t.phoneRows, `${t.game} ${size}: the fullest hand lies in ${t.phoneRows} row(s)`);
      // A small phone's Rummü hand of 15 or 16 keeps its 44 px strips (two rows of 8 would show
      // 41): its fullest takes a row more. (Its Rummy-O rack keeps two rows of 8 touching 44 px
      // tiles.)
      else {
        const most = size === 'small' && t.game === 'rummu' ? t.phoneRows + 1 : t.phoneRows;
        assert.ok(widest <= most, `${t.game} ${size}: the fullest hand lies in ${widest} rows (${most} at most)`);
      }
      // A phone's hand keeps the rows what it holds needs (TableColumn::held): where the fullest
      // hand took two rows, a hand of 2 takes one and gives the other back to the table (the
      // buttons over it sit lower).
      if (['phone', 'small'].includes(size) && widest > 1) {
        const top = async () => {
          const [items, st] = await Promise.all([page.evaluate(() => window.Module.parlorItems), page.evaluate(() => window.Module.parlorState)]);
          return Math.min(...items.filter((i) => st.buttons.some((b) => b.id === i.id)).map((i) => i.y));
        };
        const fullest = await top();
        assert.equal((await checkHandSize(page, t, size, 2)).length, 1, `${t.game} ${size}: a hand of 2 lies in one row`);
        const two = await top();
        assert.ok(two >= fullest + 30, `${t.game} ${size}: the buttons sit at ${Math.round(two)} px over a hand of 2, at ${Math.round(fullest)} over the fullest (30 px lower at least)`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

// Drags with one finger through the DevTools protocol (playwright-core has taps, not drags).
async function fingerDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (p) => [{ x: p.x, y: p.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(from) });
  for (let k = 1; k <= 10; k++) {
    const p = { x: from.x + (to.x - from.x) * k / 10, y: from.y + (to.y - from.y) * k / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(p) });
    await frames(page, 1);
  }
  await frames(page, 2);  // the app sees the card over its target before the finger lifts
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 3);
  await cdp.detach();
}

test('a phone\'s Five Crowns hand of 14 in two rows: a tap selects the card it shows, a card dragged from the back row to the front reorders, one dropped on the pile is discarded', async () => {
  const t = await tableOf('five_crowns');
  const { page, context, errors, st: first } = await startTable(site, PHONE, t.game, t.seed);
  assert.equal(first.phase, 'draw');
  await press(page, 'stock');
  await moveLanded(page, first.moves);
  const st = await waitState(page, (s) => s.to_act && !s.busy && s.phase === 'discard', null, { what: 'the draw taken' });
  const rows = await checkHandSize(page, t, 'phone', 14);
  assert.equal(rows.length, 2, 'two rows');
  const shown = (await waitState(page, (s) => s.hand.length === 14, null)).hand;
  // A tap on what shows of a back-row card (its top) and of a front-row card selects that card.
  for (const i of [2, 9]) {
    await press(page, `hand:${i}`);
    await waitState(page, (s, k) => s.selected.length === 1 && s.selected[0] === k, i, { what: `hand:${i} selected` });
    await press(page, `hand:${i}`);
    await waitState(page, (s) => s.selected.length === 0, null, { what: `hand:${i} dropped` });
  }
  // The back row's first card to the front row's right end.
  const [back, front] = rows;
  const end = front[front.length - 1];
  await fingerDrag(page, { x: back[0].x + 20, y: back[0].y + 20 }, { x: end.x + end.w * 0.7, y: end.y + end.h / 2 });
  const moved = (await waitState(page, (s, first) => s.hand.at(-1) === first, shown[0], { what: 'the card at the end' })).hand;
  assert.deepEqual([...moved].sort(), [...shown].sort(), 'the same cards, in a new order');
  await capture(page, 'five-crowns-phone-hand-14-reordered');
  // The front row's last card (one of the real hand's: the shown cards repeat them) onto the pile.
  const items = await page.evaluate(() => window.Module.parlorItems);
  const last = items.find((i) => i.id === 'hand:13'), pile = items.find((i) => i.id === 'discard');
  await fingerDrag(page, { x: last.x + last.w / 2, y: last.y + last.h / 2 }, { x: pile.x + pile.w / 2, y: pile.y + pile.h / 2 });
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', 'the drop was not refused');
  assert.equal(after.discard_top, moved[13], 'the dropped card was discarded');
  assert.equal(after.hand_size, st.hand_size - 1, 'the real hand follows: one card fewer');
  assert.deepEqual(errors, []);
  await context.close();
});

// A tablet's Rummü hand, whose cards carry their number and colour mark in their middle: a hand of
// 12 or 16 lies in two rows of whole cards (the back row a card's height over the front one),
// neighbours in a row showing at least three quarters of each card (HandRow::whole).
test('rummu on a tablet: a hand of 12 and of 16 lies in two rows, every card\'s number and colour mark whole', async () => {
  const device = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
  const t = await tableOf('rummu');
  const { page, context, errors } = await startTable(site, device, t.game, t.seed);
  for (const n of [12, 16]) {
    await showHand(page, n);
    await waitState(page, (s, k) => s.hand.length === k, n, { what: `a hand of ${n}` });
    const where = `rummu on a tablet, a hand of ${n}`;
    const rows = handRows((await targets(page, where)).filter((i) => i.id.startsWith(t.prefix)));
    assert.equal(rows.length, 2, `${where}: two rows (${rows.map((r) => r.length).join(' + ')})`);
    const [back, front] = rows;
    assert.ok(front[0].y >= back[0].y + back[0].h - 1, `${where}: the back row's cards lie whole over the front row`);
    for (const row of rows)
      for (let i = 1; i < row.length; i++)
        assert.ok(row[i].x - row[i - 1].x >= 0.75 * row[i - 1].w - 0.5,
          `${where}: ${row[i - 1].id} shows ${Math.round(row[i].x - row[i - 1].x)} of its ${Math.round(row[i - 1].w)} px`);
  }
  await capture(page, 'rummu-tablet-hand-16');
  assert.deepEqual(errors, []);
  await context.close();
});

// A desktop's pointer turns to a pointing hand over whatever can be clicked (SDL_SetCursor, which
// the page shows as the canvas's CSS cursor), and back to the arrow over the felt.
test('a desktop shows a pointing hand over a button and the arrow over the felt', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  const items = await page.evaluate(() => window.Module.parlorItems);
  const button = items.find((i) => i.enabled && i.w >= 20 && i.h >= 20);
  assert.ok(button, 'the lobby has an enabled item');
  const cursor = () => page.evaluate(() => window.Module.canvas.style.cursor);
  await page.mouse.move(button.x + button.w / 2, button.y + button.h / 2);
  await page.waitForFunction(() => window.Module.canvas.style.cursor === 'pointer');
  // A point clear of every item: the pointer there shows the arrow again.
  const vp = DESKTOP.viewport, clear = [];
  for (let y = 2; y < vp.height && clear.length === 0; y += 16)
    for (let x = 2; x < vp.width && clear.length === 0; x += 16)
      if (!items.some((i) => x >= i.x && x <= i.x + i.w && y >= i.y && y <= i.y + i.h)) clear.push([x, y]);
  assert.ok(clear.length === 1, 'the lobby has felt clear of its items');
  await page.mouse.move(clear[0][0], clear[0][1]);
  await page.waitForFunction(() => window.Module.canvas.style.cursor !== 'pointer');
  assert.notEqual(await cursor(), 'pointer');
  assert.deepEqual(errors, []);
  await context.close();
});
