// Rummy-O in the browser, as a person plays it: from the lobby, a 2-player round against a bot
// to its end by taps at phone size (composing melds, laying down, adding on, discarding), the
// score sheet that celebrates the way out; and the table's layout at desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, frames, tableState, waitState, moveLanded, seedNextGame, PHONE, PHONE_1X,
  DESKTOP, isCardFace, checkReveal, readable, targets, assertHintSaid, openSaved } from './harness.mjs';
import { fixture, savedAt } from './saved_games.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

// The lobby deals from a fixed seed here, so each run plays the same round.
async function startFromLobby(page, seed) {
  await seedNextGame(page, seed);
  await press(page, 'game:rummy_o');
  await press(page, 'speed:instant');
  await press(page, 'start');
  await page.waitForFunction(() => window.Module.parlorState?.screen === 'table', null, { timeout: 30000 });
}

// Waits for a tap's effect: a move played (the log grows) or refused (a reason is shown). A
// changed state alone is not enough: a frame may publish a selection before the move lands.
// `before` is read on the person's turn, with no reason showing.
async function moved(page, before) {
  assert.equal(before.error, '', `no reason shows before the tap: ${JSON.stringify(before)}`);
  await moveLanded(page, before.moves);
}

// A moment nothing else changes: the person is to act (bots wait for them), the score sheet is
// open (bots wait for it to close) or the game is over. Returns the state published then.
const settled = (page) => waitState(page, (s) => s.to_act || s.overlay !== '' || s.game_over, null,
  { what: 'the person\'s turn, a sheet or the end' });

// One step of the person's turn, all by taps: take from the stock, ask for a hint, then do what
// it shows (lay down the composed melds, go out, tap the outlined meld, or discard).
async function playOneStep(page, st, counts) {
  if (st.phase === 'draw') {
    await press(page, 'stock');
    await moved(page, st);
    return;
  }
  await press(page, 'hint');
  // The hint composes, selects and outlines in the frame that counts it.
  const hinted = await waitState(page, (s, h) => s.hints > h, st.hints, { what: 'the hint' });
  assertHintSaid(hinted);
  const hinted_text = JSON.stringify(hinted);
  if (hinted.staged > 0 && hinted.selected.length === 1 && !hinted.on_board[hinted.me]) {
    counts.go_out++;
    const button = hinted.buttons.find((b) => b.id === 'discard-button');
    assert.equal(button.label, 'Go out', `the hint's going out shows on the button: ${hinted_text}`);
    await press(page, 'discard-button');
  } else if (hinted.staged > 0) {
    counts.lay_down++;
    if (counts.lay_down === 1 && counts.shot) await capture(page, counts.shot);
    await press(page, 'lay-down');
  } else if (hinted.hint_meld) {
    counts.add_on++;
    await press(page, `meld:${hinted.hint_meld[0]}:${hinted.hint_meld[1]}`);
  } else {
    assert.equal(hinted.selected.length, 1, `the hint selects a tile to discard: ${hinted_text}`);
    counts.discard++;
    await press(page, 'discard-button');
  }
  await moved(page, hinted);
}

test('a 2-player round against a bot, by taps at phone size, ends on the score sheet with the way out', async () => {
  const { page, context, errors } = await openPage(site, PHONE_1X);
  await waitForFirstFrame(page);
  await startFromLobby(page, 5);  // a deal where the person, following Strong's hints, lays down, adds on and goes out
  await capture(page, 'ro-phone-start');
  const counts = { lay_down: 0, add_on: 0, discard: 0, go_out: 0, shot: 'ro-phone-composed' };
  let shot_table = false;
  const racks = new Set();
  for (let guard = 0; guard < 2000; guard++) {
    const st = await settled(page);
    if (st.overlay === 'scores' || st.rounds_scored > 0) break;
    // At each rack size the round reaches, every target is 44 px (the melds on the table too).
    if (st.to_act && st.overlay === '' && !racks.has(st.hand.length)) {
      await targets(page, `a rack of ${st.hand.length}, ${st.table.filter((m) => m.length > 0).length} melds on the table`);
      racks.add(st.hand.length);
    }
    if (!shot_table && st.table.some((m) => m.length > 0) && st.phase === 'play') {
      await capture(page, 'ro-phone-table');
      shot_table = true;
    }
    assert.equal(st.error, '', `no move of the hint is refused: ${JSON.stringify(st)}`);
    try {
      await playOneStep(page, st, counts);
    } catch (e) {
      await capture(page, 'ro-phone-stuck');
      throw new Error(`${e.message}; acted on ${JSON.stringify(st)}; now ${JSON.stringify(await tableState(page))}`);
    }
  }
  const reveal = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the reveal' });
  assert.equal(reveal.reveal.seats[0].name, 'You', 'the person reads their own seat as "You"');
  assert.ok(reveal.reveal.seats[0].out, 'the reveal names the person going out');
  // The reveal shows the person's own melds only: what they scored is said apart, the tiles in
  // their melds, any added to others' melds and the bonus, summing to the round's points; and the
  // ordinary way out is said plainly, a Foot or a Hand by name.
  const mine = reveal.reveal.seats[0];
  const own = mine.notes.map((n) => n.match(/^In own melds: (\d+) tiles?, (\d+) points?\.$/)).find(Boolean);
  const added = mine.notes.map((n) => n.match(/^Added to others' melds: (\d+) tiles?, (\d+) points?\.$/)).find(Boolean);
  const bonus = mine.notes.map((n) => n.match(/^Bonus for going out: (\d+) points\.$/)).find(Boolean);
  assert.ok(own && bonus, `the person's notes say what they scored: ${mine.notes}`);
  assert.ok(!mine.notes.some((n) => /Tiles placed/.test(n)), `no figure that counts what the reveal does not show: ${mine.notes}`);
  assert.equal(Number(own[2]) + (added ? Number(added[2]) : 0) + Number(bonus[1]), mine.points,
    `the notes add up to the person's points: ${mine.notes}`);
  assert.match(reveal.reveal.title, /^You went out(: a bonus of \d+ points\.| with a (Foot|Hand): every tile laid in one turn[^!]*, for a bonus of \d+ points!)$/,
    'the reveal says how the person went out, in the rules\' words');
  await checkReveal(page, reveal, 0, 2, 'ro-phone-reveal');
  const end = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  assert.equal(end.rounds_scored, 1, 'one round was scored');
  assert.match(end.sheet_lines[0], /^You went out(: a bonus of \d+ points\.| with a (Foot|Hand): every tile laid in one turn[^!]*, for a bonus of \d+ points!)$/,
    'the sheet says how the person went out');
  assert.equal(end.sheet_title, 'After round 1', 'the sheet says what it shows');
  assert.equal(end.totals.length, 2);
  assert.ok(counts.lay_down > 0 && counts.add_on > 0, `the person laid melds down and added on: ${JSON.stringify(counts)}`);
  await capture(page, 'ro-phone-score-sheet');
  await readable(page, 'Rummy-O, the round to the score sheet');
  await press(page, 'continue');
  // The next round's view, shown once the person leaves the sheet, tells how the last one ended.
  const next = await waitState(page, (s) => s.overlay === '' && s.round === 2, null, { what: 'round 2' });
  assert.ok(next.last_round, 'the last round is published');
  assert.ok(['open_rummy', 'foot', 'hand', 'none'].includes(next.last_round.way));
  assert.ok(next.last_round.bonus >= 100, 'going out pays a bonus');
  assert.equal(next.last_round.went_out, 0, 'the person went out');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('composing an opening shows its points against the 50 needed, and a short one is refused with the reason', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page, 5);
  // Play on to the person's first turn after taking a tile; then select three tiles: a meld
  // is composed and counted, anything else is refused with its reason.
  let st;
  for (let guard = 0; guard < 400; guard++) {
    st = await settled(page);
    if (st.to_act && st.phase === 'play') break;
    await playOneStep(page, st, { lay_down: 0, add_on: 0, discard: 0, go_out: 0 });
  }
  // The person's turn from here on: nothing but the person moves.
  assert.equal(st.opening_points, 0);
  // Three tiles that are not a meld: refused with a reason, nothing composed.
  await press(page, 'sort-rank');
  await frames(page);  // the sort is seen before a tile is tapped (the order may already be by number)
  for (let i = 0; i < 3; i++) {
    await press(page, `rack:${i}`);
    await waitState(page, (s, n) => s.selected.length === n, i + 1, { what: `${i + 1} tiles selected` })
      .catch(async (e) => { await capture(page, 'ro-phone-select-stuck'); throw e; });
    // A meld has three tiles at least: Meld is off before then (the items of the same frame).
    const meld = (await page.evaluate(() => window.Module.parlorItems)).find((it) => it.id === 'meld');
    assert.equal(meld.enabled, i + 1 >= 3, `Meld with ${i + 1} selected`);
  }
  st = await tableState(page);
  assert.equal(st.error, '', 'no reason shows before the meld');
  await press(page, 'meld');
  const after = await waitState(page, (s, b) => s.staged > b.staged || s.error !== '', { staged: st.staged },
    { what: 'the meld composed or refused' });
  if (after.staged === 0) assert.notEqual(after.error, '', 'an illegal meld gives a reason');
  else assert.ok(after.opening_points > 0, 'a composed meld shows its points');
  await capture(page, 'ro-phone-compose');
  assert.deepEqual(errors, []);
  await context.close();
});

// Three tiles of the rack that make a meld (no joker): a group or a run, by index.
function meldIn(hand) {
  const tiles = hand.map((t, i) => ({ i, colour: t[0], n: Number(t.slice(1)) })).filter((t) => t.colour !== 'J');
  for (const a of tiles)
    for (const b of tiles)
      for (const c of tiles) {
        if (!(a.i < b.i && b.i < c.i)) continue;
        const group = a.n === b.n && b.n === c.n && new Set([a.colour, b.colour, c.colour]).size === 3;
        const ns = [a.n, b.n, c.n].sort((x, y) => x - y);
        const run = a.colour === b.colour && b.colour === c.colour && ns[1] === ns[0] + 1 && ns[2] === ns[1] + 1;
        if (group || run) return [a.i, b.i, c.i];
      }
  return null;
}

test('a meld composed before going on board leaves Discard a discard when going out is not possible', async () => {
  const { page, context, errors } = await openPage(site, PHONE_1X);
  await waitForFirstFrame(page);
  await startFromLobby(page, 5);
  let st;
  for (let guard = 0; guard < 400; guard++) {
    st = await settled(page);
    if (st.to_act && st.phase === 'play' && !st.on_board[st.me] && meldIn(st.hand)) break;
    await playOneStep(page, st, { lay_down: 0, add_on: 0, discard: 0, go_out: 0 });
  }
  // The person's turn from here on: nothing but the person moves.
  const meld = meldIn(st.hand);
  assert.ok(meld, `a meld in the rack: ${st.hand.join(' ')}`);
  for (const [k, i] of meld.entries()) {
    await press(page, `rack:${i}`);
    await waitState(page, (s, n) => s.selected.length === n, k + 1, { what: `${k + 1} tiles selected` });
  }
  await press(page, 'meld');
  st = await waitState(page, (s) => s.staged === 1, null, { what: 'the meld composed' });
  assert.ok(st.hand.length > 2, 'tiles left over that no meld holds');
  await press(page, 'rack:0');
  st = await waitState(page, (s) => s.selected.length === 1, null, { what: 'one tile selected' });
  const button = st.buttons.find((b) => b.id === 'discard-button');
  assert.deepEqual([button.label, button.enabled], ['Discard', true], 'the button stays Discard');
  await capture(page, 'ro-phone-composed-discard');
  const refusals = st.refusals;
  await press(page, 'discard-button');
  const after = await moveLanded(page, st.moves);
  assert.equal(after.refusals, refusals, 'nothing refused');
  assert.match(after.log.at(-1), /^You discard the /, `a discard: ${after.log.at(-1)}`);
  assert.equal(after.staged, 0, 'the composed meld goes back to the rack');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the table fits a desktop screen: rack, piles, buttons, table and opponents on screen and drawn', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await seedNextGame(page, 11);
  await press(page, 'game:rummy_o');
  await press(page, 'players:+');
  await press(page, 'players:+');
  await press(page, 'speed:instant');
  await press(page, 'start');
  // Play a few turns so the table has melds on it; stop on the person's turn, when nothing moves,
  // so the items and the state read next belong together.
  for (let guard = 0; guard < 300; guard++) {
    const st = await settled(page);
    if (st.table.filter((m) => m.length > 0).length >= 2 && st.to_act && st.phase === 'draw') break;
    if (st.overlay === 'reveal') {
      await press(page, 'reveal-continue');
      await waitState(page, (s) => s.overlay !== 'reveal', null, { what: 'the reveal to close' });
      continue;
    }
    if (st.overlay === 'scores') {
      await press(page, 'continue');
      await waitState(page, (s) => s.overlay !== 'scores', null, { what: 'the score sheet to close' });
      continue;
    }
    await playOneStep(page, st, { lay_down: 0, add_on: 0, discard: 0, go_out: 0 });
  }
  const items = await targets(page, 'Rummy-O at desktop size with melds on the table');
  const vp = page.viewportSize();
  for (const it of items.filter((i) => i.id !== 'modal'))
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
  const byId = (p) => items.filter((i) => i.id.startsWith(p));
  assert.equal(byId('seat:').length, 3, 'three opponents');
  const shown = await tableState(page);
  assert.equal(byId('rack:').length, shown.hand.length, 'every rack tile is shown');
  assert.ok(shown.hand.length >= 1);
  assert.ok(byId('meld:').length >= 1, 'melds on the table are tappable');
  const shot = await capture(page, 'ro-desktop-table');
  for (const it of byId('rack:')) {
    const face = shot.count({ x: it.x + it.w * 0.1, y: it.y + it.h * 0.1, w: it.w * 0.8, h: it.h * 0.8 }, isCardFace, 2);
    assert.ok(face > 10, `${it.id} shows a tile face (${face})`);
  }
  // The buttons over the rack, or (a desktop whose rack leaves room, kit lay_out_foot) beside it.
  const top = Math.min(...byId('rack:').map((i) => i.y));
  const right = Math.max(...byId('rack:').map((i) => i.x + i.w));
  for (const id of ['sort-suit', 'sort-rank', 'hint', 'meld', 'lay-down', 'discard-button']) {
    const b = items.find((i) => i.id === id);
    assert.ok(b && (b.y + b.h <= top + 10 || b.x >= right), `${id} sits above the rack or beside it`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// rummy-o.txt: only the player going out scores their melds. In the saved game, the person (seat 0)
// went on board in round 1 and Ana goes out on her next turn (action 56): the reveal says why
// the person's melds, shown there, earn nothing.
test('Rummy-O reveal: a seat on board that did not go out reads that its melds count nothing', async () => {
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('rummy_o', fixture('rummy_o_2p_greedy_seed4'), 54));
  const st = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the reveal of round 1' });
  const mine = st.reveal.seats.find((x) => x.name === 'You');
  assert.ok(!mine.out && mine.melds.length > 0 && mine.left.length > 0, `the person is on board, not out: ${JSON.stringify(mine)}`);
  const note = mine.notes.map((n) => n.match(/^You did not go out: your melds count nothing, and the (\d+) tiles? left in your rack cost (\d+) points?\.$/)).find(Boolean);
  assert.ok(note, `the reveal says the rule: ${mine.notes}`);
  assert.equal(Number(note[1]), mine.left.length, 'the tiles left are counted');
  assert.equal(-Number(note[2]), mine.points, 'what they cost is the round\'s points');
  await capture(page, 'ro-desktop-reveal-not-out');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// The round's first player is said in words on their badge ("first"), never by a shape that reads
// as the orange tiles' ▲. Round 2 of the saved game starts with Ana.
test('Rummy-O seats: the round\'s first player is named "first" on their badge and its label', async () => {
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('rummy_o', fixture('rummy_o_2p_greedy_seed4'), 54));
  await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the reveal of round 1' });
  await press(page, 'reveal-continue');
  await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
  await press(page, 'continue');
  await waitState(page, (s) => s.overlay === '' && s.round === 2, null, { what: 'round 2' });
  const items = await page.evaluate(() => window.Module.parlorItems);
  const ana = items.find((i) => i.id === 'seat:1');
  assert.ok(ana, 'Ana\'s badge is drawn');
  assert.match(ana.label, /^Ana \(first\): /, `the label says Ana plays first: ${ana.label}`);
  assert.ok(!/\u25B2/.test(ana.label), 'no shape stands for it');
  await capture(page, 'ro-desktop-first-player');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// The reveal lays each seat's leftovers out as the rack's Colour sort does: red, blue, orange,
// black, each by number, jokers last. In the 4-player saved game, seat 3 goes out at action 16,
// the others holding 14 tiles each.
test('Rummy-O reveal: the tiles left lie in the rack\'s Colour order', async () => {
  const { page, context, errors } = await openSaved(site, DESKTOP, savedAt('rummy_o', fixture('rummy_o_4p_greedy_seed17_fullest'), 14));
  const st = await waitState(page, (s) => s.overlay === 'reveal', null, { what: 'the reveal of round 1' });
  const key = (t) => (t === 'JK' ? [9, 0] : ['RBOK'.indexOf(t[0]), Number(t.slice(1))]);
  const held = st.reveal.seats.filter((x) => x.left.length >= 10);
  assert.ok(held.length >= 2, `seats hold many tiles: ${JSON.stringify(st.reveal.seats)}`);
  for (const seat of st.reveal.seats) {
    const sorted = [...seat.left].sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1]);
    assert.deepEqual(seat.left, sorted, `${seat.name}'s tiles left lie by colour, then number`);
  }
  await capture(page, 'ro-desktop-reveal-sorted');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

// The tiles left wrap as a grid of whole rows in rack order: all on the melds' last line where
// they fit it, else rows as even as the width allows, the longer first; never one tile alone
// on a line and then a part-filled one (a desktop's Ben: a lone 6, then 3 and 4). The 4-player
// reveal of round 1 (three seats holding 14 tiles) at 390x844, 1920x1080, and the 2-player one
// (the person on board with tiles left) at 1920x1080.
test('Rummy-O reveal: the tiles left lie in balanced whole rows (390x844, 1920x1080)', async () => {
  const WIDE = { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 };
  const cases = [['rummy_o_4p_greedy_seed17_fullest', 14, PHONE], ['rummy_o_4p_greedy_seed17_fullest', 14, WIDE],
    ['rummy_o_2p_greedy_seed4', 54, WIDE]];
  for (const [name, cut, device] of cases) {
    const { page, context, errors } = await openSaved(site, device, savedAt('rummy_o', fixture(name), cut));
    const st = await waitState(page, (s) => s.overlay === 'reveal' && s.reveal, null, { what: `the reveal of ${name}` });
    for (const seat of st.reveal.seats) {
      const rows = seat.left_rows, where = `${name} at ${device.viewport.width}: ${seat.name}'s rows ${JSON.stringify(rows)}`;
      assert.equal(rows.reduce((a, b) => a + b, 0), seat.left.length, `${where} hold every tile left`);
      for (let i = 1; i < rows.length; i++) assert.ok(rows[i] <= rows[i - 1] && rows[i] >= rows[0] - 1, `${where} are balanced`);
    }
    await capture(page, `ro-reveal-rows-${name}-${device.viewport.width}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
