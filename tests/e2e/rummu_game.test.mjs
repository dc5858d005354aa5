// Rummü in the browser, as a person plays it: from the lobby, a whole 3-player game against two
// bots by taps at phone size (taking from the stock or several discards, coming out, laying down,
// adding on, exchanging jokers, discarding, every move the person's own as the table's hint shows
// it), each round ending on its reveal scored line by line, to the results. Then, at desktop
// size: partnerships at four show the teams on the seats and the score sheet; taking three
// discards from the fanned pile, by a tap and by the keyboard; readable text and 44 px targets.
// Screenshots in build/e2e/: rummu-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, waitState, moveLanded, seedNextGame, readable,
  targets, PHONE, DESKTOP } from './harness.mjs';
import { settled, move } from './turns.mjs';
import traits, { hinted, tapFor, takeDiscards } from './games/rummu.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const WIDE = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };
const SCORING_LINE = /^(Pure|Mixed) (run \d–\d|book of \ds( \(half\))?): -?\d+$|^Going out: 10$|^Cards left: -\d+$|do not count/;

async function startSeeded(device, seed, players = 3, partners = false) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  const names = ['Sam', 'Ana', 'Bo', 'Cy', 'Di', 'Ed'];
  const setup = { game: 'rummu', options: { players, partners }, seed, speed: 'instant',
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
    if (st.phase === 'draw' && st.discard_pile.length >= 3) return st;
    if (st.phase === 'draw') await move(page, 'stock', st);
    else {
      const h = await hinted(page, st);
      await move(page, tapFor(h), h);
    }
  }
  assert.fail('the discard pile never held three cards on the person\'s draw');
}

test('taking three discards: the pile fans out on a tap, a tap on the third card takes three; T and Enter do it too', async () => {
  for (const [how, device] of [['tap', DESKTOP], ['keys', WIDE]]) {
    const { page, context, errors } = await startSeeded(device, 5);
    const st = await toDeepPile(page);
    const pile = st.discard_pile;
    let fanned;
    if (how === 'tap') {
      await press(page, 'discard');
      fanned = await waitState(page, (s) => s.fan_open, null, { what: 'the pile fanned out' });
      assert.equal(fanned.moves, st.moves, 'a tap on the pile takes nothing yet');
      const items = await targets(page, 'rummu desktop: the fanned discard pile');
      for (let d = 1; d <= pile.length; d++) assert.ok(items.some((i) => i.id === `take-${d}`), `take-${d} is offered`);
      await readable(page, 'rummu desktop: the fanned discard pile');
      await capture(page, 'rummu-desktop-fan');
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
    assert.deepEqual(after.discard_pile, pile.slice(0, -3), `${how}: the top three are gone from the pile`);
    for (const c of pile.slice(-3)) assert.ok(after.hand.includes(c), `${how}: ${c} is in the hand`);
    assert.equal(after.fan_open, false);
    assert.match(after.log.at(-1), /^You /, `${how}: the log speaks to the person: ${after.log.at(-1)}`);
    await readable(page, `rummu ${how}: after taking three`);
    await targets(page, `rummu ${how}: after taking three`);
    await capture(page, `rummu-${how === 'tap' ? 'desktop' : 'wide'}-took-three`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
