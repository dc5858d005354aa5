// Rummü in the browser, as a person plays it: from the lobby, a whole 3-player game against two
// bots by taps at phone size (taking from the stock or several discards, coming out, laying down,
// adding on, exchanging jokers, discarding, every move the person's own as the table's hint shows
// it), each round ending on its reveal scored line by line, to the results. Then, at desktop
// size: partnerships at four show the teams on the seats and the score sheet. Taking three cards
// from the tidy pile (its top card and how many lie there; a tap on it fans out the top card and
// a numbered back for each card under it), by a tap at phone and desktop size and by the keyboard,
// and from a pile the set-up opened (fanned face up); readable text and 44 px targets.
// Screenshots in build/e2e/: rummu-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, waitState, moveLanded, seedNextGame, readable,
  targets, frames, openSaved, PHONE, DESKTOP } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';
import { settled, move } from './turns.mjs';
import traits, { hinted, tapFor, takeDiscards } from './games/rummu.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const WIDE = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };
const SCORING_LINE = /^(Pure|Mixed) (run \d–\d|book of \ds( \(half\))?): -?\d+$|^Going out: 10$|^Cards left: -\d+$|do not count/;

async function startSeeded(device, seed, players = 3, partners = false, openPile = false) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  const names = ['Sam', 'Ana', 'Bo', 'Cy', 'Di', 'Ed'];
  const setup = { game: 'rummu', options: { players, partners, open_pile: openPile }, seed, speed: 'instant',
    seats: names.slice(0, players).map((name, i) => (i === 0 ? { name, bot: false } : { name, bot: true, kind: 'greedy' })) };
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  await waitState(opened.page, (s) => s.screen === 'table', null, { what: 'the table' });
  return opened;
}

// The reveal and the score sheet closed, the person's turn come: for the shorter checks.
async function nextTurn(page) {
  for (let guard = 0; guard < 200; guard++) {
    const st = await settled(page);
    if (st.overlay === 'reveal') await press(page, 'reveal-continue');
    else if (st.overlay === 'scores') await press(page, 'continue');
    else if (st.overlay === '' && st.to_act) return st;
    else assert.fail(`a turn of the person's: ${JSON.stringify(st)}`);
    await waitState(page, (s, o) => s.overlay !== o, st.overlay, { what: `the ${st.overlay} closed` });
  }
  assert.fail('the person never got a turn');
}

test('By number sorts the hand from 0 to 9, the 0s first as on the sheet', async () => {
  const { page, context, errors } = await startSeeded(PHONE, 4);
  let st = await nextTurn(page);
  assert.ok(st.hand.some((c) => c.endsWith('0')), `a 0 in the hand: ${st.hand.join(' ')}`);
  await press(page, 'sort-rank');
  st = await waitState(page, (s) => s.sort === 'rank', null, { what: 'the hand sorted by number' });
  const numbers = st.hand.map((c) => Number(c.slice(1)));
  assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b), `0 to 9: ${st.hand.join(' ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// The places in a hand ("R3", "K0", …) of four cards making one combination (four of one number in
// four colours, or four numbers in a row, no wrap, all one colour or no colour twice), in number
// order so that their first three make one too; null where there are none.
function fourThatCombine(hand) {
  const cards = hand.map((c, i) => /^([RYGBK])(\d)$/.exec(c)).map((m, i) => m && { i, col: m[1], n: +m[2] }).filter(Boolean);
  const combines = (q) => {
    const cols = new Set(q.map((c) => c.col)), nums = q.map((c) => c.n);
    const colours = cols.size === 1 || cols.size === q.length;
    const book = new Set(nums).size === 1 && cols.size === q.length;
    const run = nums.every((n, k) => n === nums[0] + k);
    return colours && (book || run);
  };
  for (let a = 0; a < cards.length; a++)
    for (let b = a + 1; b < cards.length; b++)
      for (let c = b + 1; c < cards.length; c++)
        for (let d = c + 1; d < cards.length; d++) {
          const q = [cards[a], cards[b], cards[c], cards[d]].sort((x, y) => x.n - y.n);
          if (combines(q)) return q.map((x) => x.i);
        }
  return null;
}

// Round 1 asks four cards to come out: Lay down stays disabled with three cards selected (and
// says why when tapped), and lights up at the fourth.
test('Rummü coming out: Lay down is disabled with three cards in round 1, says why when tapped, and lights up at four', async () => {
  const { page, context, errors } = await startSeeded(DESKTOP, 4);
  let st = await nextTurn(page);
  if (st.phase === 'draw') st = await move(page, 'stock', st);
  assert.equal(st.round, 1);
  assert.equal(st.came_out[st.me], false);
  const layDown = (s) => s.buttons.find((b) => b.id === 'lay-down');
  // Four cards of the hand that make one combination (four of a number, or four numbers in a row,
  // any colours): their first three make one too, so only the count keeps them from coming out.
  const four = fourThatCombine(st.hand);
  assert.ok(four, `the hand holds four cards that make a combination: ${st.hand.join(' ')}`);
  for (let i = 0; i < 3; i++) {
    await press(page, `hand:${four[i]}`);
    st = await waitState(page, (s, n) => s.selected.length === n, i + 1, { what: `${i + 1} cards selected` });
  }
  assert.equal(layDown(st).enabled, false, 'three cards cannot come out in round 1');
  // The disabled button tapped (the harness's press() taps only enabled ones).
  const item = await page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'lay-down'));
  await page.mouse.click(item.x + item.w / 2, item.y + item.h / 2);
  st = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: 'the refusal' });
  assert.equal(st.error, 'To come out, lay down at least 4 cards at once (these are 3).');
  assert.equal(layDown(st).enabled, false, 'still disabled, frames after the third card');
  await press(page, `hand:${four[3]}`);
  st = await waitState(page, (s) => s.selected.length === 4, null, { what: 'four cards selected' });
  assert.equal(layDown(st).enabled, true, 'four cards may come out');
  assert.deepEqual(errors, []);
  await context.close();
});

// Three cards that make no combination: natural cards (no joker, no yellow) of three numbers, no
// two of them next to each other.
function threeApart(hand) {
  const cards = hand.map((c, i) => /^([RGBK])(\d)$/.exec(c)).map((m, i) => m && { i, n: +m[2] }).filter(Boolean);
  for (let a = 0; a < cards.length; a++)
    for (let b = a + 1; b < cards.length; b++)
      for (let c = b + 1; c < cards.length; c++) {
        const ns = [cards[a].n, cards[b].n, cards[c].n].sort((x, y) => x - y);
        if (ns[1] - ns[0] >= 2 && ns[2] - ns[1] >= 2) return [cards[a].i, cards[b].i, cards[c].i];
      }
  return null;
}

// A blind tester saw a gold Meld for R1 R1 G1, pressed it and was refused: Meld is grey for cards
// that do not combine (saying why when tapped) and lights for three that do.
test('Rummü Meld is disabled while the selected cards make no combination, says why when tapped', async () => {
  const { page, context, errors } = await startSeeded(DESKTOP, 4);
  let st = await nextTurn(page);
  if (st.phase === 'draw') st = await move(page, 'stock', st);
  const meld = (s) => s.buttons.find((b) => b.id === 'meld');
  const apart = threeApart(st.hand);
  assert.ok(apart, `the hand holds three numbers apart: ${st.hand.join(' ')}`);
  for (let i = 0; i < 3; i++) {
    await press(page, `hand:${apart[i]}`);
    st = await waitState(page, (s, n) => s.selected.length === n, i + 1, { what: `${i + 1} cards selected` });
  }
  assert.equal(meld(st).enabled, false, `${apart.map((i) => st.hand[i]).join(' ')} make no combination`);
  // The disabled button tapped (the harness's press() taps only enabled ones).
  const item = await page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'meld'));
  await page.mouse.click(item.x + item.w / 2, item.y + item.h / 2);
  st = await waitState(page, (s, n) => s.refusals > n, st.refusals, { what: 'the refusal' });
  assert.match(st.error, /^[A-Z].+\.$/, 'the reason, as a sentence');
  assert.equal(st.staged, 0, 'nothing composed');
  for (const i of apart) await press(page, `hand:${i}`);
  st = await waitState(page, (s) => s.selected.length === 0, null, { what: 'the selection cleared' });
  const four = fourThatCombine(st.hand);
  assert.ok(four, `the hand holds cards that combine: ${st.hand.join(' ')}`);
  for (let i = 0; i < 3; i++) {
    await press(page, `hand:${four[i]}`);
    st = await waitState(page, (s, n) => s.selected.length === n, i + 1, { what: `${i + 1} cards selected` });
  }
  assert.equal(meld(st).enabled, true, `${four.slice(0, 3).map((i) => st.hand[i]).join(' ')} combine`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole 3-player game against two bots, by taps at phone size, to the results', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await seedNextGame(page, 4);
  await press(page, 'game:rummu');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await waitState(page, (s) => s.screen === 'table' && s.game === 'rummu', null, { what: 'the Rummü table' });
  let st = await settled(page);
  assert.equal(st.hand_sizes.length, 3, 'three players');
  assert.match(st.discard_top, /^[RYGBK]\d$/, 'a Rummü card on the discard pile');
  await readable(page, 'rummu phone: the first turn');
  await capture(page, 'rummu-phone-start');
  const seen = { reveals: 0, kinds: {}, hands: new Set(), cameOut: false, prompt: false, multi: 0, shots: new Set() };
  let roundStart = 0;
  for (let guard = 0; guard < 3000; guard++) {
    st = await settled(page);
    if (st.overlay === 'results') break;
    if (st.overlay === 'reveal') {
      seen.reveals++;
      assert.ok(st.reveal.title, 'the reveal says how the round ended');
      assert.equal(st.reveal.seats.length, 3);
      for (const s of st.reveal.seats) {
        for (const n of s.notes) assert.match(n, SCORING_LINE, `${s.name}'s scoring line`);
        assert.equal(s.notes.filter((n) => /^(Pure|Mixed)/.test(n)).length, s.melds.length, 'a line for each combination');
      }
      assert.equal(st.log.length, st.moves - roundStart, 'the log holds every move of the round');
      if (seen.reveals === 1) {
        await readable(page, 'rummu phone: the reveal');
        await capture(page, 'rummu-phone-reveal');
      }
      roundStart = st.moves;
      await press(page, 'reveal-continue');
      await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal closed' });
      continue;
    }
    if (st.overlay === 'scores') {
      if (!seen.shots.has('scores')) {
        await readable(page, 'rummu phone: the score sheet');
        await capture(page, 'rummu-phone-scores');
        seen.shots.add('scores');
      }
      await press(page, 'continue');
      await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet closed' });
      continue;
    }
    assert.equal(st.overlay, '', `nothing else covers the table: ${JSON.stringify(st)}`);
    // At each hand size the game reaches on the person's turn, every target is 44 px.
    if (!seen.hands.has(st.hand.length)) {
      await targets(page, `rummu phone: a hand of ${st.hand.length}`);
      seen.hands.add(st.hand.length);
    }
    if (st.phase === 'play' && !st.came_out[st.me] && !seen.prompt) {
      assert.match(st.prompt, new RegExp(`^Come out with at least ${st.come_out_min[st.me]} cards`), 'the come-out minimum');
      seen.prompt = true;
    }
    if (st.table.some((m) => m.length > 0) && !seen.shots.has('table')) {
      await readable(page, 'rummu phone: combinations on the table');
      await capture(page, 'rummu-phone-table');
      seen.shots.add('table');
      // Beside each combination, what it would score now, said as points (no bare number).
      for (const row of st.meld_points) for (const p of row) assert.match(p, /^\d+ points?$/, 'a combination\'s points');
      const melds = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => /^meld:\d+:\d+$/.test(i.id));
      assert.ok(melds.length > 0 && melds.every((m) => /, \d+ points?\)$/.test(m.label)),
        `each combination's label says its points: ${melds.map((m) => m.label)}`);
    }
    if (st.phase === 'draw') {
      const h = await hinted(page, st);
      if (h.hint_kind === 'take_discard') {
        seen.kinds.take_discard = (seen.kinds.take_discard || 0) + 1;
        if (h.hint_count > 1) seen.multi++;
        await takeDiscards(page, h, h.hint_count);
      } else {
        await move(page, 'stock', h);
      }
      continue;
    }
    const h = await hinted(page, st);
    seen.kinds[h.hint_kind] = (seen.kinds[h.hint_kind] || 0) + 1;
    if (h.hint_kind === 'lay_down' && !seen.shots.has('composed')) {
      await capture(page, 'rummu-phone-composed');
      seen.shots.add('composed');
    }
    const after = await move(page, tapFor(h), h);
    if (after.came_out[after.me]) seen.cameOut = true;
  }
  st = await waitState(page, (s) => s.overlay === 'results', null, { what: 'the results' });
  assert.equal(st.game_over, true);
  // Three players play 9 rounds by default, the highest total winning.
  assert.equal(seen.reveals, 9, 'nine rounds, each ended on its reveal');
  assert.match(st.placing, /^You came \d(st|nd|rd) of 3/);
  assert.ok(seen.reveals >= 1, 'each round ended on its reveal');
  assert.ok(seen.cameOut, 'the person came out');
  assert.ok(seen.kinds.lay_down > 0 && seen.kinds.discard > 0, `the person laid down and discarded: ${JSON.stringify(seen.kinds)}`);
  await readable(page, 'rummu phone: the results');
  await capture(page, 'rummu-phone-results');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
  console.log(`phone game: ${JSON.stringify({ ...seen, hands: [...seen.hands], shots: [...seen.shots] })}`);
});

test('partnerships at four: the teams on the seats and the score sheet', async () => {
  const { page, context, errors } = await startSeeded(DESKTOP, 3, 4, true);
  let st = await nextTurn(page);
  assert.equal(st.partners, true);
  assert.deepEqual(st.teams, [0, 1, 0, 1], 'partners sit opposite');
  assert.match(st.teams_title, /^You & Bo +vs +Ana & Cy$/);
  const items = await page.evaluate(() => window.Module.parlorItems);
  assert.match(items.find((i) => i.id === 'seat:2').label, /Bo \(partner\)/, 'the partner is named on the seat');
  assert.doesNotMatch(items.find((i) => i.id === 'seat:1').label, /partner/);
  await readable(page, 'rummu desktop, partners: the table');
  await targets(page, 'rummu desktop, partners: the table');
  await capture(page, 'rummu-desktop-partners');
  // On to the first score sheet: it names the teams.
  for (let guard = 0; guard < 600; guard++) {
    st = await settled(page);
    if (st.overlay === 'reveal') {
      await readable(page, 'rummu desktop, partners: the reveal');
      await capture(page, 'rummu-desktop-partners-reveal');
      await press(page, 'reveal-continue');
      st = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      break;
    }
    await traits.step(page, st);
  }
  assert.equal(st.overlay, 'scores');
  assert.ok(st.sheet_lines.some((l) => /^You & Bo: \d+ points$/.test(l)), `the sheet names your team: ${st.sheet_lines}`);
  assert.ok(st.sheet_lines.some((l) => /^Ana & Cy: \d+ points$/.test(l)), `and the other: ${st.sheet_lines}`);
  assert.ok(st.sheet_lines.includes('The team with the highest total after 8 rounds wins.'), `${st.sheet_lines}`);
  await readable(page, 'rummu desktop, partners: the score sheet');
  await capture(page, 'rummu-desktop-partners-scores');
  assert.deepEqual(errors, []);
  await context.close();
});

// Plays the person's turns (the stock, then the hint's plays) until the discard pile holds three
// cards or more on the person's draw.
async function toDeepPile(page) {
  for (let guard = 0; guard < 400; guard++) {
    const st = await nextTurn(page);
    // Four at least: three taken leave a new top card to show.
    if (st.phase === 'draw' && st.discard_count >= 4) return st;
    if (st.phase === 'draw') await move(page, 'stock', st);
    else {
      const h = await hinted(page, st);
      await move(page, tapFor(h), h);
    }
  }
  assert.fail('the discard pile never held four cards on the person\'s draw');
}

// The page at another size, once the table has laid out for it (its items published anew).
async function resizeTo(page, width, height) {
  const before = JSON.stringify(await page.evaluate(() => window.Module.parlorItems));
  await page.setViewportSize({ width, height });
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [width, height], { timeout: 30000 });
  await frames(page);
  await page.waitForFunction((old) => JSON.stringify(window.Module.parlorItems) !== old, before, { timeout: 30000 });
  await frames(page);
}

// The cards in `after` beyond those in `before` (each copy once).
function added(before, after) {
  const left = [...before];
  return after.filter((c) => {
    const i = left.indexOf(c);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

test('taking three cards from the tidy pile: its top card and count show, a tap fans numbered backs, a tap on the third takes three (phone, desktop), T and Enter do it too', async () => {
  for (const [how, device, name] of [['tap', PHONE, 'phone'], ['tap', DESKTOP, 'desktop'], ['keys', WIDE, 'wide']]) {
    const { page, context, errors } = await startSeeded(device, 5);
    const st = await toDeepPile(page);
    // The table: the top card alone, and how many lie there.
    assert.equal(st.open_pile, false, 'the pile is kept tidy by default');
    assert.deepEqual(st.discard_pile, [st.discard_top], `${name}: only the top card shows`);
    const pileItem = (await page.evaluate(() => window.Module.parlorItems)).find((i) => i.id === 'discard');
    assert.match(pileItem.label, new RegExp(`, ${st.discard_count - 1} cards under it$`), `${name}: the pile says how many lie under its top`);
    let fanned;
    if (how === 'tap') {
      await press(page, 'discard');
      fanned = await waitState(page, (s) => s.fan_open, null, { what: 'the pile fanned out' });
      assert.equal(fanned.moves, st.moves, 'a tap on the pile takes nothing yet');
      assert.equal(fanned.prompt, 'Tap the top card to take it alone, or the number of cards to take from the top.');
      const items = await targets(page, `rummu ${name}: the tidy pile fanned out`);
      for (let d = 1; d <= st.discard_count; d++) assert.ok(items.some((i) => i.id === `take-${d}`), `take-${d} is offered`);
      assert.match(items.find((i) => i.id === 'take-1').label, /\(the top card\)$/);
      // Under the top, backs: each says how many a tap takes, never which card.
      for (let d = 2; d <= st.discard_count; d++)
        assert.equal(items.find((i) => i.id === `take-${d}`).label, `Take ${d} cards from the top`);
      await readable(page, `rummu ${name}: the tidy pile fanned out`);
      await capture(page, `rummu-${name}-fan`);
      // The fanned pile on a phone turned sideways and on a small one.
      if (name === 'phone')
        for (const [w, h] of [[844, 390], [360, 640], [390, 844]]) {
          await resizeTo(page, w, h);
          await readable(page, `rummu ${w}x${h}: the tidy pile fanned out`);
          // The move log's line (the kit's, not the pile's) grows past a sideways phone's foot by a pixel.
          await targets(page, `rummu ${w}x${h}: the tidy pile fanned out`, { except: ['log'] });
          await capture(page, `rummu-${w}x${h}-fan`);
        }
      await press(page, 'take-3');
    } else {
      await page.keyboard.press('t');
      fanned = await waitState(page, (s) => s.fan_open && s.fan_depth === 1, null, { what: 'T fans the pile out' });
      await page.keyboard.press('t');
      await waitState(page, (s) => s.fan_depth === 2, null, { what: 'T: one deeper' });
      await page.keyboard.press('t');
      await waitState(page, (s) => s.fan_depth === 3, null, { what: 'T: two deeper' });
      await capture(page, 'rummu-wide-fan');
      await page.keyboard.press('Enter');
    }
    const after = await moveLanded(page, st.moves);
    assert.equal(after.error, '');
    assert.equal(after.hand.length, st.hand.length + 3, `${how}: three cards taken`);
    assert.equal(after.discard_count, st.discard_count - 3, `${name}: three fewer on the pile`);
    assert.equal(after.discard_pile.length, 1, `${name}: the new top card alone shows`);
    // The cards taken show in the person's hand: the top card seen before, and two more.
    const taken = added(st.hand, after.hand);
    assert.equal(taken.length, 3, `${name}: three new cards in the hand: ${taken}`);
    assert.ok(taken.includes(st.discard_top), `${name}: the top card is among them`);
    assert.equal(after.fan_open, false);
    assert.equal(after.log.at(-1), 'You take 3 cards from the discard pile.', `${name}: the log says how many, not which`);
    await readable(page, `rummu ${name}: after taking three`);
    await targets(page, `rummu ${name}: after taking three`);
    await capture(page, `rummu-${name}-took-three`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('an open discard pile (the set-up\'s option) fans face up, and a tap on its third card takes three', async () => {
  const { page, context, errors } = await startSeeded(DESKTOP, 5, 3, false, true);
  const st = await toDeepPile(page);
  assert.equal(st.open_pile, true);
  const pile = st.discard_pile;
  assert.equal(pile.length, st.discard_count, 'every card of the pile shows');
  await press(page, 'discard');
  const fanned = await waitState(page, (s) => s.fan_open, null, { what: 'the pile fanned out' });
  assert.equal(fanned.prompt, 'Tap the deepest card to take; the cards above it come too.');
  const items = await targets(page, 'rummu desktop: the open pile fanned out');
  assert.match(items.find((i) => i.id === 'take-3').label, /^Take 3 cards, down to the /);
  await capture(page, 'rummu-desktop-open-fan');
  await press(page, 'take-3');
  const after = await moveLanded(page, st.moves);
  assert.deepEqual(after.discard_pile, pile.slice(0, -3), 'the top three are gone from the pile');
  for (const c of pile.slice(-3)) assert.ok(after.hand.includes(c), `${c} is in the hand`);
  assert.match(after.log.at(-1), /^You take 3 cards from the discard pile, down to the /);
  assert.deepEqual(errors, []);
  await context.close();
});

// The rules screen says the number beside each combination on the table is what it scores now:
// at the fullest table each combination in view has it drawn, 13 px text inside its meld's box,
// the engine's own figure (the published meld_points, from rummu::combination_points).
test('Rummü: each combination on the fullest table shows its points beside it, the engine\'s (1440x900, 390x844)', async () => {
  const g = fixture('rummu_6p_greedy_seed23_fullest');
  for (const device of [DESKTOP, PHONE]) {
    const { page, context, errors } = await openSaved(site, device, savedAt('rummu', g, g.actions.length));
    const st = await waitState(page, (s) => s.screen === 'table' && s.game === 'rummu' && s.melds_shown > 0, null,
      { what: 'the fullest table drawn' });
    const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => /^meld:\d+:\d+$/.test(i.id));
    assert.ok(items.length >= st.melds_shown, `the melds in view: ${items.length}`);
    const where = `at ${device.viewport.width}x${device.viewport.height}`;
    for (const it of items) {
      const [seat, k] = it.id.split(':').slice(1).map(Number);
      const found = st.meld_marks.find((m) => m[0] === seat && m[1] === k);
      const mark = found && { text: found[2], box: found.slice(3) };
      assert.ok(mark, `${where}: ${it.id} has its points drawn: ${JSON.stringify(st.meld_marks)}`);
      const n = Number(mark.text);
      assert.equal(`${n} ${n === 1 ? 'point' : 'points'}`, st.meld_points[seat][k], `${where}: ${it.id}'s points`);
      const [x, y, w, h] = mark.box;
      assert.ok(h >= 13 && w > 0, `${where}: ${it.id}'s points are drawn 13 px tall at least: ${mark.box}`);
      assert.ok(x >= it.x - 1 && x + w <= it.x + it.w + 1 && y >= it.y - 1 && y + h <= it.y + it.h + 1,
        `${where}: ${it.id}'s points ${mark.box} lie in its box ${JSON.stringify(it)}`);
    }
    await capture(page, `rummu-meld-points-${device.viewport.width}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
