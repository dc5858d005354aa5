// Jok-R-Ummy as its players read it (blind testers' reports): a wild's stand-in mark says the
// whole card it stands for (its suit where a run fixes it, its rank alone in a book), only a wild
// is framed and marked (a natural ace played high is itself), a SUN card is said as the free
// program it is, the new round's last-move line is not the old round's last move, and a tablet's
// hand of 13 lies in two rows. From saved games of greedy bots; screenshots in build/e2e/: jru-read-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openSaved, capture, press, waitState, readable, targets, frames, PHONE, DESKTOP } from './harness.mjs';
import { settled } from './turns.mjs';
import { fixture, savedAt } from './saved_games.mjs';

const TABLET = { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SIZES = [['phone', PHONE], ['tablet', TABLET], ['desktop', DESKTOP]];

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

const SEED112 = fixture('jok_r_ummy_3p_greedy_seed112'), SEED12 = fixture('jok_r_ummy_3p_greedy_seed12');
// Move 219 (round 4): Sam (seat 0) is to draw; Bo revealed 2C=7H 8H 9H 2H=10H 2D=JH QH KH AH=14H,
// the ace played high. Move 369 (round 5): Sam is to draw; Bo revealed AH 2H=2H 3H JK=4H 5H (a wild
// 2 standing for the 2 of hearts) and Ana four 5s with three wild 2s.
const HIGH_ACE_AT = 219, TWO_FOR_TWO_AT = 369;
// Move 57 (round 1): Ana lays down and discards her last card at 59; round 2, dealt by Bo, starts
// with Sam's move.
const BEFORE_ROUND_1_END = 57, ROUND_1_END = 60;

const chipsOf = (st, face) => st.chips.filter((c) => c.card === face);

for (const [size, device] of SIZES) {
  test(`Jok-R-Ummy stand-ins: a run's wild says its suit, a book's its rank, a natural ace no mark, at ${size} size`, async () => {
    assert.equal(SEED112.actions[HIGH_ACE_AT - 4].type, 'reveal_program');
    let { page, context, errors } = await openSaved(site, device, savedAt('jok_r_ummy', SEED112, HIGH_ACE_AT));
    let st = await settled(page);
    assert.equal(st.moves, HIGH_ACE_AT);
    assert.ok(st.table[2].includes('run: 2C=7H 8H 9H 2H=10H 2D=JH QH KH AH=14H'), JSON.stringify(st.table));
    await frames(page, 2);
    st = await waitState(page, (s) => s.chips.length > 0, null, { what: 'the combinations drawn' });
    // Only a wild is framed and marked: the ace played high is drawn as the ace it is.
    for (const c of st.chips) {
      const wild = c.card === 'JK' || c.card.startsWith('2');
      assert.equal(c.wild, wild, `${c.card} is ${wild ? '' : 'not '}drawn as a wild`);
      assert.equal(c.mark !== '', wild, `${c.card}'s mark "${c.mark}"`);
    }
    assert.deepEqual(chipsOf(st, 'AH').map((c) => c.mark), [''], 'the natural ace high has no stand-in mark');
    // Each wild of the run of hearts says the whole card, its suit too.
    assert.deepEqual(chipsOf(st, '2C').map((c) => c.mark), ['=7\u2665']);
    assert.deepEqual(chipsOf(st, '2H').map((c) => c.mark), ['=10\u2665']);
    assert.deepEqual(chipsOf(st, '2D').map((c) => c.mark), ['=J\u2665']);
    await capture(page, `jru-read-${size}-ace-high`);
    assert.deepEqual(errors, []);
    await context.close();

    ({ page, context, errors } = await openSaved(site, device, savedAt('jok_r_ummy', SEED112, TWO_FOR_TWO_AT)));
    st = await settled(page);
    assert.equal(st.moves, TWO_FOR_TWO_AT);
    assert.ok(st.table[2].some((m) => m.startsWith('run: AH 2H=2H 3H JK=4H 5H')), JSON.stringify(st.table));
    assert.ok(st.table[1].includes('book: 5S 5C 5D 5S 2S=5H 2H=5H 2D=5H'), JSON.stringify(st.table));
    await frames(page, 2);
    st = await waitState(page, (s) => s.chips.length > 0, null, { what: 'the combinations drawn' });
    const marks = (face) => chipsOf(st, face).map((c) => c.mark).sort();
    // The wild 2 for the 2 of hearts says so whole ("=2" alone read as a 2 standing for itself);
    // the book's wilds stand for a 5 of no suit the book fixes.
    assert.deepEqual(marks('2H'), ['=2\u2665', '=5']);
    assert.deepEqual(marks('2S'), ['=5']);
    assert.deepEqual(marks('2D'), ['=5']);
    assert.deepEqual(marks('JK'), ['=4\u2665']);
    await capture(page, `jru-read-${size}-two-for-two`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Jok-R-Ummy: the new round\'s last-move line says who deals, not the old round\'s last move', async () => {
  assert.equal(SEED12.actions[ROUND_1_END].seat, 0, 'Sam makes round 2\'s first move');
  const { page, context, errors } = await openSaved(site, PHONE, savedAt('jok_r_ummy', SEED12, BEFORE_ROUND_1_END));
  let st = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'round 1\'s reveal' });
  assert.equal(st.moves, ROUND_1_END, 'round 1 ended where the saved game\'s did');
  const last = st.log.at(-1);
  assert.equal(st.last_move_band, `Round 1: ${last}`, 'under the reveal, the line is round 1\'s last move');
  await press(page, 'reveal-continue');
  await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  await press(page, 'continue');
  st = await waitState(page, (s) => s.overlay === '' && !s.paused && s.to_act && !s.busy, null, { what: 'round 2, Sam to act' });
  assert.equal(st.moves, ROUND_1_END, 'no move of round 2 yet');
  assert.equal(st.round, 2);
  assert.match(st.bar_title, /Round 2\b/);
  assert.ok(!st.last_move_band.includes(last), `the line is not round 1's last move: "${st.last_move_band}"`);
  assert.match(st.last_move_band, /^Round 2: (you deal|Bo deals)\./, 'the line says the round began and who deals');
  await readable(page, 'jok_r_ummy phone: round 2 dealt');
  await capture(page, 'jru-read-phone-round-2');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Jok-R-Ummy at 820x1180: a hand of 13 lies in two rows, every card shown past its index', async () => {
  // Round 2's deal, Sam to take a card.
  const { page, context, errors } = await openSaved(site, TABLET, savedAt('jok_r_ummy', SEED12, ROUND_1_END));
  const st = await settled(page);
  assert.equal(st.phase, 'draw');
  assert.equal(st.hand.length, 13, 'the hand dealt');
  const cards = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => /^hand:\d+$/.test(i.id));
  assert.equal(cards.length, st.hand.length);
  const rows = [...new Set(cards.map((c) => Math.round(c.y)))];
  assert.equal(rows.length, 2, `two rows: ${rows}`);
  // Each card shows 60% of its width from under its neighbour: its index, suit and middle.
  for (const y of rows) {
    const row = cards.filter((c) => Math.round(c.y) === y).sort((a, b) => a.x - b.x);
    for (let k = 0; k + 1 < row.length; k++)
      assert.ok(row[k + 1].x - row[k].x >= 0.6 * row[k].w - 0.5, `${row[k].id} shows ${row[k + 1].x - row[k].x} of ${row[k].w} px`);
  }
  await targets(page, 'jok_r_ummy tablet: a hand of 13');
  await readable(page, 'jok_r_ummy tablet: a hand of 13');
  await capture(page, 'jru-read-tablet-hand');
  assert.deepEqual(errors, []);
  await context.close();
});
