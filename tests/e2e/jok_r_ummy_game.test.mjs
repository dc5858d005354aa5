// Jok-R-Ummy in the browser, as a person plays it: a whole game against a bot by taps, at phone
// and desktop size, every move the person's own as the table's hint shows it (the program
// revealed with Reveal program, books laid, cards added to combinations by a tap, discards), each
// round ending on its reveal, to the results. The program card, its words and the first dealer's
// draw are checked on the way. Screenshots in build/e2e/: jru-<size>-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startSite, openPage, openSaved, waitForFirstFrame, capture, press, waitState, readable, targets, PHONE, PHONE_1X, DESKTOP }
  from './harness.mjs';
import { settled, move } from './turns.mjs';
import traits from './games/jok_r_ummy.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// How a round ends (jok-r-ummy.txt, and the 200-turn cap), as the reveal's title says it.
const ROUND_ENDS = ['you played your last card!', 'Ana played their last card\\.',
  'you completed your program and played your last card!', 'Ana completed their program and played their last card\\.',
  'you completed your fifth program!',
  'Ana completed a fifth program\\.', 'every player completed their program\\.',
  'the round reached its limit of 200 turns\\.', 'the stock ran out, with no discards to make a new one\\.'];

const WIDE = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };

async function startSeeded(device, seed) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  const setup = { game: 'jok_r_ummy', options: { players: 2 }, seed, speed: 'instant',
    seats: [{ name: 'Sam', bot: false }, { name: 'Ana', bot: true, kind: 'greedy' }] };
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  await waitState(opened.page, (s) => s.screen === 'table', null, { what: 'the table' });
  return opened;
}

for (const [size, device] of [['phone', PHONE_1X], ['desktop', DESKTOP]]) {
  test(`a whole 2-player game against a bot, by taps at ${size} size, to the results`, async () => {
    const { page, context, errors } = await startSeeded(device, 11);
    let st = await settled(page);
    // The first dealer's draw: cards dealt face up until a spade, the spade last.
    assert.ok(st.first_deal.length >= 1 && /S$/.test(st.first_deal.at(-1)), `the first deal ends on a spade: ${st.first_deal}`);
    assert.equal(st.dealer, (st.first_deal.length - 1) % 2, 'whoever got the spade deals first');
    assert.ok(st.program, 'the person holds a program card');
    assert.ok(st.program_words.length > 10, `its words: ${st.program_words}`);
    await readable(page, `jok_r_ummy ${size}: the first turn`);
    await capture(page, `jru-${size}-start`);
    const seen = { reveals: 0, rounds: 0, mine: 0, books: 0, addOns: 0, missing: false, shots: new Set() };
    let roundStart = 0;
    for (let guard = 0; guard < 4000; guard++) {
      st = await settled(page);
      if (st.overlay === 'results') break;
      if (st.overlay === 'reveal') {
        seen.rounds++;
        assert.ok(st.reveal.title, 'the reveal says how the round ended');
        assert.equal(st.reveal.seats.length, 2);
        for (const s of st.reveal.seats) assert.match(s.points_text, /^\d programs? this round$/);
        // Why the round ended, in one of the ways the rules end one.
        assert.match(st.reveal.title, new RegExp(`^Round ${st.rounds_scored}: (${ROUND_ENDS.join('|')})$`));
        // Each seat's parts labelled, and its count to five the score sheet's.
        for (const s of st.reveal.seats) {
          assert.equal(s.notes[0], `${st.totals[s.seat]} of 5 programs in the game`, `${s.name}'s count as the sheet has it`);
          assert.equal(s.notes.includes(`Combinations: ${s.melds.length}`), s.melds.length > 0, s.notes.join(' / '));
          assert.equal(s.notes.includes(`Cards left: ${s.left.length}`), s.left.length > 0, s.notes.join(' / '));
          // Each combination named in words, as Rummü's breakdown names each.
          const named = s.notes.filter((n) => !/^(\d of 5 programs in the game|Program completed|Combinations: |You went out|Went out|Cards left: )/.test(n));
          assert.equal(named.length, s.melds.length, `a line a combination: ${s.notes.join(' / ')}`);
          for (const n of named) assert.match(n, /^(The |Three |Four |Five |Six |Seven |Eight )/, n);
          // The program completed is named in words: the reveal shows no program card.
          for (const n of s.notes.filter((x) => x.startsWith('Program completed'))) assert.match(n, /^Program completed this round: .+\.$/, n);
        }
        assert.equal(st.log.length, st.moves - roundStart, 'the log holds every move of the round');
        if (seen.rounds === 1) {
          await readable(page, `jok_r_ummy ${size}: the reveal`);
          await capture(page, `jru-${size}-reveal`);
        }
        roundStart = st.moves;
        await press(page, 'reveal-continue');
        await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal closed' });
        continue;
      }
      if (st.overlay === 'scores') {
        await press(page, 'continue');
        await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet closed' });
        continue;
      }
      // The program's words: what is missing, or that nothing is, while it is to complete.
      if (st.phase === 'play' && st.program && !st.completed[st.me]) {
        assert.match(st.missing, /^(Missing: .+\.|Nothing is missing: you can reveal your program\.)$/);
        // One plan: the cards outlined are the hand's, and with the cards missing they make the program.
        if (st.composed.length === 0) {
          const left = [...st.hand];
          for (const c of st.serving) {
            assert.ok(left.includes(c), `the outlined ${c} is in the hand: ${st.hand}`);
            left.splice(left.indexOf(c), 1);
          }
          assert.equal(st.serving.length + st.missing_cards, st.program_cards, `${st.serving} and ${st.missing}`);
        }
        if (!st.can_reveal) {
          assert.equal(st.reveal_reason, st.missing, 'the disabled reveal says what is missing');
          if (!seen.missing) {
            seen.missing = true;
            await capture(page, `jru-${size}-missing`);
          }
        }
      }
      // A SUN card dealt: said over the empty table, to whoever reads it.
      if (st.sun_news.length && !seen.shots.has('sun')) {
        seen.shots.add('sun');
        for (const l of st.sun_news) assert.match(l, /^(You were|Ana was) dealt a SUN card: a free program, \d of 5\.$/);
        await capture(page, `jru-${size}-sun`);
      }
      if (st.phase === 'swap' && !seen.shots.has('swap')) {
        seen.shots.add('swap');
        await readable(page, `jok_r_ummy ${size}: the swap offer`);
        await capture(page, `jru-${size}-swap`);
      }
      const after = await traits.step(page, st, null);
      if (after.hinted === 'reveal_program') {
        seen.mine++;
        // Completed this round, unless the reveal ended the round (or the game) at once.
        assert.ok(after.completed[after.me] || after.rounds_scored > st.rounds_scored || after.game_over,
          `the reveal completed the program: ${JSON.stringify(after)}`);
        // The table after the first reveal that leaves the round going (one that ends it is under
        // the round's reveal, which covers the table's targets).
        if (!seen.shots.has('revealed') && after.overlay === '') {
          seen.shots.add('revealed');
          await readable(page, `jok_r_ummy ${size}: after the reveal`);
          await capture(page, `jru-${size}-revealed`);
          if (size === 'phone') await targets(page, 'jok_r_ummy phone: after the reveal');
        }
      }
      if (after.hinted === 'lay_down') seen.books++;
      if (after.hinted === 'add_on') seen.addOns++;
    }
    assert.equal(st.overlay, 'results', 'the game reached the results');
    assert.equal(st.game_over, true);
    assert.ok(Math.max(...st.programs) >= 5, `someone completed five programs: ${st.programs}`);
    assert.ok(seen.mine >= 1, 'the person revealed a program by Reveal program');
    assert.ok(seen.shots.has('revealed'), 'a reveal of the person left the round going');
    assert.ok(seen.rounds >= 2, `every round ended on its reveal (${seen.rounds})`);
    assert.match(st.placing, /^You came (1st|2nd) of 2/);
    await readable(page, `jok_r_ummy ${size}: the results`);
    await capture(page, `jru-${size}-results`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the table at 1920x1080 uses its window', async () => {
  const { page, context, errors } = await startSeeded(WIDE, 11);
  const st = await settled(page);
  await readable(page, 'jok_r_ummy 1920x1080');
  await capture(page, 'jru-wide-start');
  const items = await page.evaluate(() => window.Module.parlorItems);
  const hand = items.filter((i) => i.id.startsWith('hand:'));
  assert.equal(hand.length, st.hand.length);
  const right = Math.max(...items.map((i) => i.x + i.w)), bottom = Math.max(...items.map((i) => i.y + i.h));
  const left = Math.min(...items.map((i) => i.x));
  assert.ok(left < 120 && right > 1500 && bottom > 1000, `the table spreads over the window (${left} to ${right} x ${bottom})`);
  assert.deepEqual(errors, []);
  await context.close();
});

// A saved game of greedy bots (tests/e2e/fixtures/), continued on this device at move `cut` with
// seat 0 a person.
async function continueSaved(device, name, cut) {
  const g = JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
  const names = ['Sam', 'Ana', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, g.options.players);
  const setup = { game: 'jok_r_ummy', options: g.options, seed: g.seed, speed: 'instant',
    seats: names.map((name, i) => (i === 0 ? { name, bot: false } : { name, bot: true, kind: 'greedy' })) };
  const text = JSON.stringify({ format: 1, setup, game: { ...g, actions: g.actions.slice(0, cut) } });
  const opened = await openSaved(site, device, text);
  return { ...opened, saved: g };
}

// The saved game (3 players, seed 12) at move 190: Sam's program has gone three rounds without
// completing, and the deal offers the swap.
for (const [size, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the swap offer at the deal, at ${size} size: two buttons and why`, async () => {
    const { page, context, errors, saved } = await continueSaved(device, 'jok_r_ummy_3p_greedy_seed12', 190);
    assert.equal(saved.actions[190].type, 'swap_program', 'the saved game swaps here');
    const st = await settled(page);
    assert.equal(st.phase, 'swap');
    assert.ok(st.rounds_without[st.me] >= 3, `three rounds without completing: ${st.rounds_without}`);
    const items = await page.evaluate(() => window.Module.parlorItems);
    for (const id of ['swap-program', 'keep-program']) assert.ok(items.some((i) => i.id === id && i.enabled), `${id} is offered`);
    const said = await page.evaluate(() => (window.Module.parlorItems || []).map((i) => i.label).join(' '));
    assert.ok(said.includes('Swap program') && said.includes('Keep program'), said);
    await readable(page, `jok_r_ummy ${size}: the swap offer`);
    await capture(page, `jru-${size}-swap`);
    const before = st.program;
    const after = await move(page, 'swap-program', st);
    assert.match(after.log.at(-1), /^You swap your program card/, 'the log says it, the new card unnamed');
    assert.notEqual(after.program, before, 'a new program card');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The saved game (3 players, seed 12) at move 40: Sam to draw in round 1, Ana and Bo have each
// revealed a program. jok-r-ummy.txt counts programs, never points: the sheet opened now counts
// each seat's programs so far (no 0 beside a program laid), round 1's row the round so far.
test('the score sheet during a round counts each player\'s programs so far', async () => {
  const { page, context, errors } = await continueSaved(DESKTOP, 'jok_r_ummy_3p_greedy_seed12', 40);
  let st = await settled(page);
  assert.equal(st.rounds_scored, 0, 'round 1 is still played');
  assert.ok(st.programs[1] >= 1 && st.programs[2] >= 1, `Ana and Bo have completed a program: ${st.programs}`);
  assert.deepEqual(st.totals, [0, 0, 0], 'no round is scored yet');
  await press(page, 'scores');
  st = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  assert.deepEqual(st.sheet_totals, st.programs, 'the sheet\'s totals are the programs completed');
  assert.deepEqual(st.sheet_rows, [st.programs], 'one row: round 1 so far');
  assert.equal(st.sheet_title, 'Round 1 so far', 'the title says the sheet shows the round being played');
  assert.ok(st.sheet_lines.includes('Each number counts programs completed, round 1\'s so far, with no points.'),
    st.sheet_lines.join(' / '));
  await readable(page, 'jok_r_ummy: the score sheet during a round');
  await capture(page, 'jru-desktop-sheet-running');
  await press(page, 'continue');
  await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet closed' });
  assert.deepEqual(errors, []);
  await context.close();
});
