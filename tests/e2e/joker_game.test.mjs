// Joker in the browser, as a person plays it: from the lobby to the results by taps on cards,
// marbles and holes (7 splits and jokers included), bots at instant speed; and the board's
// layout at desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, openPage, waitForFirstFrame, capture, press, findItem, tableState, waitState, seedNextGame, PHONE, PHONE_1X, DESKTOP, frames,
  isCardFace, readable, targets } from './harness.mjs';

let site;
before(async () => { site = await startSite(); });
after(async () => { await site?.close(); });

async function startFromLobby(page, seed = 7, players = 4) {
  await seedNextGame(page, seed);
  await press(page, 'game:joker');
  if (players === 6) {
    // The stepper skips 5: Joker seats four or six.
    await press(page, 'players:+');
    await page.waitForFunction(() => (window.Module.parlorItems || []).some((i) => i.id === 'players:value' && i.label === '6'));
  }
  await press(page, 'speed:instant');
  await press(page, 'start');
  await waitState(page, (s, n) => s.screen === 'table' && s.game === 'joker' && s.home.length === n, players,
    { what: 'the Joker table' });
}

// Returns the state published when `fn(state, arg)` first holds, read in that frame.
const waitFor = (page, fn, arg, what) => waitState(page, fn, arg, { what });

// A moment nothing else changes: the person is to act with a card to play (bots wait for them) or
// the game is over (its reveal, then the results). Returns the state published then.
const settled = (page) => waitFor(page, (s) => ['reveal', 'results'].includes(s.overlay) || (s.to_act && !s.busy && s.legal.length > 0),
  null, 'the person\'s turn, the reveal or the results');

// The move the test plays: a 7 split or a joker when there is one (to drive those choices
// through the board), else the first legal move.
function pick(legal, turn) {
  const split = legal.find((a) => a.from2 !== undefined);
  const joker = legal.find((a) => a.card === 'JK' && a.type === 'move');
  if (split && turn % 2 === 0) return split;
  if (joker) return joker;
  return legal[turn % legal.length];
}

// The holes a chosen marble may go to stand out at phone size: each is ringed in cyan (an empty
// hole; the board's own white rings mark where marbles come out), green (the partner's marble
// sent on) or red (an opponent's bumped), many pixels of it bright against the wood and the
// sides' colours (no side is cyan).
const isRing = ([r, g, b]) => (r < 150 && g > 200 && b > 220) || (r > 230 && g < 120 && b < 110) ||
  (g > 200 && r < 150 && b < 160);
async function destinationsStandOut(page, where) {
  const holes = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('hole:'));
  assert.ok(holes.length > 0, `${where}: the holes are shown`);
  const shot = await capture(page, 'joker-phone-destinations');
  for (const h of holes) {
    const ring = shot.count(h, isRing, 0.5);
    assert.ok(ring >= 40, `${where}: ${h.id} is ringed brightly (${ring} bright samples in its box)`);
  }
}

// A tap among choices closer than a thumb (a 7's holes lie about 9 px apart on a phone), or a
// marble chosen whose holes crowd so, asks which was meant: each choice a button at least 44 px
// tall, in words; `marble` or `hole` (as the question asks) is chosen, by a tap or, with `key`, by
// its number key; a marble's crowded holes asked next are answered too. Returns the state after
// the answers, or `now` when no question was put.
async function answerIfAsked(page, now, [marble, hole], seen, key = false) {
  if (now.overlay !== 'question') return now;
  const want = now.question.title === 'Which marble?' ? marble : hole;
  const i = now.asking.indexOf(want);
  assert.ok(i >= 0, `the question offers hole ${want} (${JSON.stringify(now.asking)})`);
  assert.equal(now.question.choices.length, now.asking.length, 'a choice in words for each hole asked about');
  const items = (await page.evaluate(() => window.Module.parlorItems)).filter((it) => it.id.startsWith('choice:'));
  for (const it of items) assert.ok(it.h >= 44 && it.w >= 44, `${it.id} is a 44 px target (${it.w}x${it.h})`);
  if (!seen.chooserShot) { await capture(page, 'joker-phone-hole-chooser'); seen.chooserShot = true; }
  seen.chooser = (seen.chooser || 0) + 1;
  if (key && i < 9) await page.keyboard.press(String(i + 1)), seen.chooserKey = true;
  else await press(page, `choice:${i}`);
  const next = await waitFor(page, (s, title) => s.overlay !== 'question' || s.question.title !== title, now.question.title,
    'the question answered');
  return answerIfAsked(page, next, [marble, hole], seen, key);
}

// Plays one move by taps: the card, then the marble, then (if asked) the hole, then (a 7 split)
// the second marble. Resolves once the turn is over.
// Every wait below is for the effect of the tap just made; until the move lands it is the
// person's turn and nothing else moves, so the state each wait returns is still current.
async function playTurn(page, st, turn, seen) {
  const a = pick(st.legal, turn);
  const done = (s, t) => s.moves > t || s.overlay === 'results';
  const turnOver = (s, t) => s.moves > t || s.overlay === 'results';
  // A turn starts with nothing chosen (clear_choice), so each wait below sees only its tap's effect.
  assert.equal(st.card, -1, 'no card chosen as the turn starts');
  await press(page, `hand:${st.hand.indexOf(a.card)}`);
  await waitFor(page, (s, i) => s.card === i, st.hand.indexOf(a.card), 'the card chosen');
  if (a.type === 'discard') {
    seen.discard = true;
    await press(page, 'discard-button');
    await waitFor(page, turnOver, st.moves, 'the discard');
    return;
  }
  // Every few turns (and every joker, whose holes crowd), each marble and hole is a 44 px target.
  const check = turn % 5 === 0 || a.card === 'JK';
  if (check) await targets(page, `turn ${turn}, ${a.card} chosen: the marbles`);
  await press(page, `marble:${a.from}`);
  let now = await waitFor(page, (s, [t, from]) => s.moves > t || s.overlay === 'results' || s.marble === from || s.split !== null ||
    s.overlay === 'question', [st.moves, a.from], 'the marble chosen or moved, or which asked');
  // Every other chooser is answered from the keyboard.
  now = await answerIfAsked(page, now, [a.from, a.to], seen, (seen.chooser || 0) % 2 === 1);
  if (!done(now, st.moves) && now.split === null) {
    if (a.card === 'JK' && !seen.jokerShot) { await capture(page, 'joker-phone-joker-targets'); seen.jokerShot = true; }
    if (check) await targets(page, `turn ${turn}, ${a.card} and marble ${a.from} chosen: the holes`);
    if (!seen.rings) await destinationsStandOut(page, `turn ${turn}, ${a.card} and marble ${a.from} chosen`), seen.rings = true;
    // Once, without a pointer: Enter lists the chosen marble's holes, a number key picks one.
    const byKeys = !seen.enterKey && a.from2 !== undefined;
    if (byKeys) await page.keyboard.press('Enter'), seen.enterKey = true;
    else await press(page, `hole:${a.to}`);
    now = await waitFor(page, (s, t) => s.moves > t || s.split !== null || s.overlay === 'results' || s.overlay === 'question',
      st.moves, 'the move or the 7\'s first stop, or which hole asked');
    if (byKeys) assert.equal(now.overlay, 'question', 'Enter lists where the marble may go');
    // Every other chooser is answered from the keyboard.
    now = await answerIfAsked(page, now, [a.from, a.to], seen, byKeys || (seen.chooser || 0) % 2 === 1);
    if (now.moves === st.moves && now.split === null && now.overlay !== 'results')
      now = await waitFor(page, (s, t) => s.moves > t || s.split !== null || s.overlay === 'results', st.moves,
        'the move or the 7\'s first stop');
    if (now.split !== null) assert.deepEqual(now.split, [a.from, a.to], 'the 7 stops where the first marble was sent');
  }
  if (!done(now, st.moves) && now.split !== null) {
    assert.ok(a.from2 !== undefined, `only a 7 split asks for a second marble (${JSON.stringify(a)})`);
    if (!seen.split) await capture(page, 'joker-phone-seven-second-marble');
    seen.split = true;
    await press(page, `marble:${a.from2}`);
    now = await waitFor(page, (s, t) => s.moves > t || s.overlay === 'results' || s.overlay === 'question', st.moves,
      'the second marble moved, or which asked');
    await answerIfAsked(page, now, [a.from2, a.to2], seen);
    await waitFor(page, turnOver, st.moves, 'the second marble moved');
  }
  if (a.card === 'JK') seen.joker = true;
}

test('a complete game with one seat played by taps at phone size, bots at instant speed, ends on the results', async () => {
  const { page, context, errors } = await openPage(site, PHONE_1X);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  await capture(page, 'joker-phone-start');
  const seen = {};
  let turns = 0;
  for (let guard = 0; guard < 20000; guard++) {
    const st = await settled(page);
    if (st.overlay === 'results') break;
    if (st.overlay === 'reveal') {
      // The race's end: every seat's cards face up and its marbles home, then the results.
      seen.reveal = st;
      await press(page, 'reveal-continue');
      await waitFor(page, (s) => s.overlay !== 'reveal', null, 'the reveal to close');
      continue;
    }
    if (turns === 3) await capture(page, 'joker-phone-my-turn');
    // The marbles the last card moved are ringed, and the prompt names the person's colour.
    if (/ plays the /.test(st.log.at(-1) || '')) {
      assert.ok(st.last_moved.length > 0, `the marbles of "${st.log.at(-1)}" are marked`);
      seen.ringed = (seen.ringed || 0) + 1;
    }
    if (st.card === -1 && !st.prompt.startsWith('No card')) assert.match(st.prompt, /(your|'s) (red|blue|orange|green) marbles/);
    try {
      await playTurn(page, st, turns++, seen);
    } catch (e) {
      await capture(page, 'joker-phone-stuck');
      throw new Error(`${e.message}; acted on ${JSON.stringify(st)}; now ${JSON.stringify(await tableState(page))}`);
    }
  }
  const end = await settled(page);
  assert.equal(end.overlay, 'results', 'the game reached the results screen');
  assert.equal(end.game_over, true);
  assert.ok(end.winner_team === 0 || end.winner_team === 1);
  const w = end.winner_team;
  assert.equal(end.home[w] + end.home[w + 2], 10, 'the winners have all ten marbles home');
  assert.ok(turns >= 20, `the person played ${turns} turns`);
  assert.ok(seen.split || seen.joker, 'a 7 split or a joker was played through the board');
  // A phone's crowded holes are asked at once, so Enter (which lists them) is held to the desktop
  // question test below.
  assert.ok(seen.chooser > 0 && seen.chooserKey,
    `holes closer than a thumb were chosen from a list, by tap and by keys (${seen.chooser})`);
  assert.ok(seen.reveal, 'the race ended on its reveal');
  assert.ok(seen.ringed >= 10, `the last move's marbles were marked (${seen.ringed} turns)`);
  assert.deepEqual(seen.reveal.reveal.seats.map((s) => s.points), seen.reveal.reveal.seats.map((s) => end.home[s.seat]),
    'the reveal counts each seat\'s marbles home');
  // Partners finish together: the results speak of the person's team.
  const mine = end.me % 2;
  assert.equal(end.placing, `Your team came ${w === mine ? '1st' : '2nd'} of 2.`);
  await capture(page, 'joker-phone-results');
  await readable(page, 'Joker, the game to the results');
  await findItem(page, 'play-again');
  await press(page, 'new-game');
  await findItem(page, 'start');
  assert.deepEqual(errors, [], 'no console errors');
  await context.close();
});

test('the board fits a desktop screen: choosing a card lights the marbles it can move', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  // Play until a turn where a card can move a marble (discarding when none can). It stays the
  // person's turn from there, so nothing moves while the board is read.
  let st;
  for (let guard = 0; guard < 2000; guard++) {
    st = await settled(page);
    if (st.to_act && st.legal[0].type === 'move') break;
    if (st.overlay === 'results') break;
    await playTurn(page, st, 0, {});
  }
  assert.equal(st.legal[0].type, 'move');
  const items = await page.evaluate(() => window.Module.parlorItems);
  const vp = page.viewportSize();
  for (const it of items.filter((i) => i.id !== 'modal'))
    assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
  // Every seat has its badge, the person's too, named "You"; the partner's says so whole.
  const seats = items.filter((i) => i.id.startsWith('seat:'));
  assert.equal(seats.length, 4, 'a badge a seat, the person\'s too');
  assert.match(seats.find((i) => i.id === `seat:${st.me}`).label, /^You: \d home  ·  \d cards?$/);
  assert.match(seats.find((i) => i.id === `seat:${(st.me + 2) % 4}`).label, /^\w+ \(partner\): /);
  assert.equal(items.filter((i) => i.id.startsWith('hand:')).length, 6, 'five cards and the one drawn');
  const shot = await capture(page, 'joker-desktop-table');
  // The cards that can move a marble are bright; the others are greyed.
  for (const it of items.filter((i) => i.id.startsWith('hand:'))) {
    const playable = st.legal.some((a) => a.card === st.hand[Number(it.id.slice(5))]);
    const face = shot.count({ x: it.x + it.w * 0.3, y: it.y + it.h * 0.55, w: it.w * 0.4, h: it.h * 0.3 }, isCardFace, 2);
    assert.equal(face > 10, playable, `${it.id} is ${playable ? 'bright' : 'greyed'} (${face})`);
  }
  const a = st.legal[0];
  await press(page, `hand:${st.hand.indexOf(a.card)}`);
  const marble = await findItem(page, `marble:${a.from}`);
  const hand = items.filter((i) => i.id.startsWith('hand:'));
  // A desktop is a card table: the board over the hand, which runs along the bottom.
  assert.ok(marble.y + marble.h <= Math.min(...hand.map((i) => i.y)), 'the board sits over the hand');
  assert.ok(Math.min(...hand.map((i) => i.y + i.h)) >= vp.height - 30, 'the hand lies along the bottom edge');
  await capture(page, 'joker-desktop-card-chosen');
  assert.deepEqual(errors, []);
  await context.close();
});

// The person's first turn where a card can move a marble (discarding on turns where none can).
async function firstMoveTurn(page) {
  let st;
  for (let guard = 0; guard < 2000; guard++) {
    st = await settled(page);
    if ((st.to_act && st.legal[0].type === 'move') || st.overlay === 'results') break;
    await playTurn(page, st, 0, {});
  }
  assert.equal(st.legal[0].type, 'move', 'a turn with a marble to move');
  return st;
}

// Joker's Hint says its move as one sentence where the prompt is: the card, the marble (where it
// is) and how far it goes.
const JOKER_HINT = new RegExp('^Hint: (with the .+?, (bring a marble out of the start|move (your|\\w+\'s) marble ' +
  '(\\d+ holes? (on|back|on into home), from .+|from .+ to take the place of .+ marble))|' +
  'split the .+?: move (your|\\w+\'s) marble from .+ \\d+ holes? on, then (your|\\w+\'s) marble from .+ \\d+ holes? on.*)\\.$');

for (const [size, device] of [['phone', PHONE_1X], ['desktop', DESKTOP]]) {
  test(`Joker at ${size} size: a refusal clears at the next legal choice, and Hint says its move in words`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    await startFromLobby(page);
    let st = await firstMoveTurn(page);
    // Cancel (disabled) tapped with nothing chosen is refused; choosing a card that moves a marble is legal, and the
    // refusal is stale from that frame on (it would otherwise stay its 3 seconds).
    const cancel = await page.evaluate(() => window.Module.parlorItems.find((i) => i.id === 'cancel'));
    const [x, y] = [cancel.x + cancel.w / 2, cancel.y + cancel.h / 2];
    if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    st = await waitFor(page, (s, n) => s.refusals > n && s.error !== '', st.refusals, 'the refusal');
    assert.equal(st.error, 'There is nothing to cancel: no card is chosen.');
    const i = st.hand.indexOf(st.legal[0].card);
    await press(page, `hand:${i}`);
    st = await waitFor(page, (s, k) => s.card === k, i, 'the card chosen');
    assert.equal(st.error, '', 'the refusal is gone once a card is chosen');
    // Hint: the sentence, shown in the banner and published, naming the card it chose.
    await press(page, 'hint');
    st = await waitFor(page, (s, n) => s.hints > n, st.hints, 'the hint');
    assert.match(st.hint, JOKER_HINT);
    assert.equal(st.banner, st.hint, 'the banner says the hint');
    assert.equal(st.error, '');
    await readable(page, `joker ${size}: the hint said`);
    await capture(page, `joker-${size}-hint`);
    // The hint is said until the move is made.
    await press(page, 'cancel');
    st = await waitFor(page, (s) => s.card === -1, null, 'the choice cancelled');
    assert.equal(st.hint, st.banner);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('six players at phone size: a badge a seat around the six-sided board, every target on screen, turns by taps', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page, 11, 6);
  const seen = {};
  let turns = 0, st;
  for (let guard = 0; guard < 2000 && turns < 6; guard++) {
    st = await settled(page);
    if (st.overlay === 'results') break;
    if (turns === 2) {
      await press(page, `hand:${st.hand.indexOf(pick(st.legal, turns).card)}`);
      await waitFor(page, (s) => s.card >= 0, null, 'a card chosen');
      const items = await page.evaluate(() => window.Module.parlorItems);
      const vp = page.viewportSize();
      for (const it of items.filter((i) => i.id !== 'modal'))
        assert.ok(it.x >= 0 && it.y >= 0 && it.x + it.w <= vp.width + 0.5 && it.y + it.h <= vp.height + 0.5, `${it.id} on screen`);
      assert.equal(items.filter((i) => i.id.startsWith('seat:')).length, 6, 'a badge a seat, the person\'s too');
      const hand = items.filter((i) => i.id.startsWith('hand:'));
      for (const m of items.filter((i) => i.id.startsWith('marble:')))
        assert.ok(m.y + m.h <= Math.min(...hand.map((i) => i.y)), `${m.id} sits above the hand`);
      await capture(page, 'joker-phone-six-card-chosen');
      await readable(page, 'Joker at six');
      await press(page, 'cancel');
      st = await waitFor(page, (s) => s.card === -1, null, 'the card put back');
    }
    await playTurn(page, st, turns++, seen);
  }
  assert.equal(turns, 6, 'the person played six turns');
  const now = await tableState(page);
  assert.equal(now.home.length, 6, 'six colours on the board');
  assert.deepEqual(errors, []);
  await context.close();
});

test('six players on a small phone (360x640): no badge cuts its marbles home ("3 ho…")', async () => {
  const { page, context, errors } = await openPage(site, { ...PHONE, deviceScaleFactor: 2 });
  await waitForFirstFrame(page);
  await startFromLobby(page, 11, 6);
  // The set-up is chosen at 390x844; the table is then looked at on the small phone.
  await page.setViewportSize({ width: 360, height: 640 });
  await settled(page);
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  await frames(page, 3);
  const texts = await page.evaluate(() => window.Module.parlorTexts || []);
  assert.ok(texts.length > 0, 'the frame\'s lines are published');
  const cut = texts.filter((t) => /^\d+\s*\S*…$/.test(t.text));
  assert.deepEqual(cut.map((t) => t.text), [], 'no count is cut');
  // Each badge says its marbles home in its label, whatever it draws.
  const seats = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('seat:'));
  assert.equal(seats.length, 6);
  for (const s of seats) assert.match(s.label, /\d+ home/, `${s.id}'s label says its marbles home`);
  // "You & Chloé  vs  Ana & Dev  vs  Ben & Emil" would wrap: the bar takes a shorter whole form
  // that names the reader's team ("You & Chloé vs 2 teams" named no one else, blind test).
  const st = await tableState(page);
  const partner = seats.find((s) => / \(partner\): /.test(s.label)).label.split(' (')[0];
  assert.equal(st.bar_title, `Your team: you & ${partner}`, 'the bar\'s title in one line');
  assert.ok(!texts.some((t) => t.text.endsWith('…') && st.bar_title.startsWith(t.text.slice(0, -1))), 'the title is never cut');
  await capture(page, 'joker-small-six-badges');
  assert.deepEqual(errors, []);
  await context.close();
});

// A card that moves no marble (greyed), tapped, is refused in words that say why, and is not left
// chosen under "Choose a glowing marble." with nothing glowing. The refusal is read in the very
// frame that counted it, so the kit did not take the tap as a legal one and clear it.
test('Joker: a card that moves no marble, tapped, is refused with the rule that stops it and is not left chosen', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startFromLobby(page);
  const dead = (s) => s.hand.findIndex((c) => !s.legal.some((a) => a.card === c));
  let st;
  for (let guard = 0; guard < 2000; guard++) {
    st = await settled(page);
    if (st.overlay === 'results' || (st.to_act && st.legal[0].type === 'move' && dead(st) >= 0)) break;
    await playTurn(page, st, 0, {});
  }
  const i = dead(st);
  assert.ok(i >= 0 && st.legal[0].type === 'move', `a turn with a card that moves nothing: ${st.hand.join(' ')}`);
  await press(page, `hand:${i}`);
  st = await waitFor(page, (s, n) => s.refusals > n, st.refusals, 'the refusal');
  assert.match(st.error, /^The .+ cannot move any of (your|your partner's) marbles\. [A-Z].+\.$/);
  assert.equal(st.card, -1, 'the card is not left chosen');
  assert.equal(st.marble, -1);
  assert.notEqual(st.banner, 'Choose a glowing marble.');
  await capture(page, 'joker-desktop-dead-card');
  // A card that moves a marble is then chosen as before, and the refusal is stale.
  const j = st.hand.indexOf(st.legal[0].card);
  await press(page, `hand:${j}`);
  st = await waitFor(page, (s, k) => s.card === k, j, 'the card chosen');
  assert.equal(st.error, '');
  assert.deepEqual(errors, []);
  await context.close();
});

// Where a marble goes is chosen on the board (its lit holes), so the question listing them never
// covers it: a panel beside the board, its buttons the keyboard's path, and a tap on a lit hole
// answers it. Enter with a marble chosen lists all its holes.
const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
for (const [name, device] of [['1440x900', DESKTOP], ['390x844', PHONE_1X]]) {
  test(`Joker question at ${name}: "Where does the marble go?" leaves the board in view and its lit holes answer it`, async () => {
    const { page, context, errors } = await openPage(site, device);
    await waitForFirstFrame(page);
    await startFromLobby(page);
    let asked = null;
    for (let guard = 0; guard < 200 && !asked; guard++) {
      const st = await settled(page);
      assert.notEqual(st.overlay, 'results', 'a question was put before the game ended');
      const a = st.legal.find((x) => x.type === 'move' && x.from2 === undefined);
      if (!a) {
        await playTurn(page, st, 1, {});
        continue;
      }
      await press(page, `hand:${st.hand.indexOf(a.card)}`);
      await waitFor(page, (s, i) => s.card === i, st.hand.indexOf(a.card), 'the card chosen');
      await press(page, `marble:${a.from}`);
      const now = await waitFor(page, (s, [t, from]) => s.moves > t || s.marble === from || s.overlay === 'question',
        [st.moves, a.from], 'the marble chosen, or which asked');
      if (now.moves > st.moves) continue;
      if (now.overlay !== 'question') {
        await destinationsStandOut(page, `${name}, marble ${a.from} chosen`);
        await page.keyboard.press('Enter');
        asked = await waitFor(page, (s) => s.overlay === 'question', null, 'Enter lists where the marble may go');
      } else asked = now;
    }
    assert.ok(asked, 'a question was put');
    const [x, y, w, h] = asked.board, board = { x, y, w, h };
    const [qx, qy, qw, qh] = asked.question.box, box = { x: qx, y: qy, w: qw, h: qh };
    assert.ok(!overlaps(box, board), `the question (${asked.question.box}) leaves the board (${asked.board}) in view`);
    const items = await page.evaluate(() => window.Module.parlorItems);
    for (const it of items.filter((i) => i.id.startsWith('choice')))
      assert.ok(!overlaps(it, board) && it.w >= 44 && it.h >= 44, `${it.id} is a 44 px button off the board (${JSON.stringify(it)})`);
    const hole = asked.asking.at(-1);
    assert.ok(items.some((i) => i.id === `hole:${hole}`), `hole ${hole} is lit to tap while asked`);
    await capture(page, `joker-question-${name}`);
    await press(page, `hole:${hole}`);
    const after = await waitFor(page, (s, t) => s.overlay !== 'question' && (s.moves > t || s.split !== null || s.marble === -1),
      asked.moves, 'the tap on a lit hole to answer the question');
    assert.equal(after.error, '', `the hole is taken: ${JSON.stringify(after)}`);
    assert.ok(after.moves > asked.moves, 'the marble went where the tap said');
    assert.deepEqual(errors, [], 'no console errors');
    await context.close();
  });
}

// Partners' colours differ little (red and orange, blue and purple, green and yellow), and not at
// all to some eyes: each seat's marbles carry its mark, the letter its badge's avatar shows.
test('Joker marks: on six seats each seat\'s marbles carry a mark of their own, the one its badge shows', async () => {
  const { page, context, errors } = await openPage(site, PHONE);
  await waitForFirstFrame(page);
  await startFromLobby(page, 11, 6);
  const st = await settled(page);
  assert.equal(st.marks.length, 6, 'a mark a seat');
  assert.equal(new Set(st.marks).size, 6, `the marks differ: ${st.marks}`);
  const seats = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => i.id.startsWith('seat:'));
  assert.equal(seats.length, 6);
  for (const it of seats) {
    const mark = st.marks[Number(it.id.slice(5))];
    assert.ok(/^\d$/.test(mark) || it.label.startsWith(mark), `${it.id} (${it.label}) shows the mark ${mark}`);
  }
  await capture(page, 'joker-six-marks');
  assert.deepEqual(errors, []);
  await context.close();
});

// Plays on until a 7 can send one marble to two holes or more, then taps the 7 and that marble
// (answering "Which marble?" where marbles crowd). Returns the move, the holes it may go to and
// the state after the taps.
async function sevenMarbleChosen(page) {
  const stops = (legal, card, from) => [...new Set(legal.filter((x) => x.card === card && x.from === from).map((x) => x.to))];
  for (let guard = 0; guard < 400; guard++) {
    const st = await settled(page);
    assert.ok(!['reveal', 'results'].includes(st.overlay), 'a 7 moved a marble before the game ended');
    const a = st.legal.find((x) => x.type === 'move' && x.card.startsWith('7') && stops(st.legal, x.card, x.from).length > 1);
    if (!a) {
      await playTurn(page, st, 1, {});
      continue;
    }
    await press(page, `hand:${st.hand.indexOf(a.card)}`);
    await waitFor(page, (s, i) => s.card === i, st.hand.indexOf(a.card), 'the 7 chosen');
    await press(page, `marble:${a.from}`);
    let now = await waitFor(page, (s, [t, from]) => s.moves > t || s.marble === from || s.overlay === 'question',
      [st.moves, a.from], 'the marble chosen');
    if (now.overlay === 'question' && now.question.title === 'Which marble?') {
      // Marbles crowded too: the one meant is answered, and its holes follow at once.
      await press(page, `choice:${now.asking.indexOf(a.from)}`);
      now = await waitFor(page, (s) => s.overlay !== 'question' || s.question.title !== 'Which marble?', null, 'the marble answered');
    }
    return { a, now, holes: stops(st.legal, a.card, a.from) };
  }
  assert.fail('a 7 with two holes or more came');
}

// On a small phone a 7's holes lie a few pixels apart: a marble chosen, they are put at once as
// buttons a thumb can hit, before any tap could miss.
test('Joker at 360x640: a 7\'s marble chosen whose holes lie closer than 44 px opens the chooser at once, each button 44 px', async () => {
  const { page, context, errors } = await openPage(site, { ...PHONE, viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
  await waitForFirstFrame(page);
  await startFromLobby(page, 7);
  const { now, holes: stops } = await sevenMarbleChosen(page);
  assert.equal(now.overlay, 'question', 'the holes are asked at once, with no tap among them first');
  assert.match(now.question.title, /^Move your marble from .+ holes? on; any holes left of the 7 go to another marble\.$/);
  assert.deepEqual([...now.asking].sort((x, y) => x - y), stops.sort((x, y) => x - y),
    'the chooser offers every hole the marble may go to');
  const items = await page.evaluate(() => window.Module.parlorItems);
  // Every hole asked lies within a thumb of another (why the chooser opened at once); the panel
  // covers them here, so nothing is lit over its buttons.
  const at = now.asking_at;
  const crowded = at.every((h, k) => at.some((o, m) => m !== k && Math.hypot(h[0] - o[0], h[1] - o[1]) < 44));
  assert.ok(crowded, `every hole lies closer than 44 px to another: ${JSON.stringify(at)}`);
  const choices = items.filter((i) => i.id.startsWith('choice:'));
  assert.equal(choices.length, now.asking.length, 'a button for each hole');
  for (const c of choices) assert.ok(c.w >= 44 && c.h >= 44, `${c.id} is a 44 px target (${c.w}x${c.h})`);
  await capture(page, 'joker-small-seven-chooser');
  assert.deepEqual(errors, []);
  await context.close();
});

// A joker brings a marble out of the start onto its come-out hole or onto a rival's marble
// anywhere round the board (bumping it). Those marbles lie apart, so choosing the marble opens no
// list at once unless every one crowds another; Enter lists them all, each in whole words (never
// cut with "…"), each told apart from the others by how far on from the come-out hole it lies.
test('Joker at 844x390: a joker\'s marble out of the start: its places are told apart in whole words', async () => {
  const { page, context, errors } = await openPage(site, { ...PHONE_1X, viewport: { width: 844, height: 390 } });
  await waitForFirstFrame(page);
  await startFromLobby(page, 7, 6);
  const stops = (legal, from) => [...new Set(legal.filter((x) => x.card === 'JK' && x.from === from).map((x) => x.to))];
  for (let guard = 0; guard < 400; guard++) {
    const st = await settled(page);
    assert.ok(!['reveal', 'results'].includes(st.overlay), 'a joker came with a marble in the start before the end');
    // Start holes are numbered from 140 on a six-seat board.
    const a = st.legal.find((x) => x.type === 'move' && x.card === 'JK' && x.from >= 140 && stops(st.legal, x.from).length >= 3);
    if (!a) {
      await playTurn(page, st, 1, {});
      continue;
    }
    await press(page, `hand:${st.hand.indexOf('JK')}`);
    await waitFor(page, (s, i) => s.card === i, st.hand.indexOf('JK'), 'the joker chosen');
    await press(page, `marble:${a.from}`);
    let now = await waitFor(page, (s, from) => s.marble === from || s.overlay === 'question', a.from, 'the marble chosen');
    if (now.overlay === 'question' && now.question.title === 'Which marble?') {
      await press(page, `choice:${now.asking.indexOf(a.from)}`);
      now = await waitFor(page, (s) => s.overlay !== 'question' || s.question.title !== 'Which marble?', null, 'the marble answered');
    }
    if (now.overlay === 'question') {
      const at = now.asking_at;
      assert.ok(at.every((h, k) => at.some((o, m) => m !== k && Math.hypot(h[0] - o[0], h[1] - o[1]) < 44)),
        `asked at once only as every place crowds another: ${JSON.stringify(at)}`);
    } else {
      await page.keyboard.press('Enter');
      now = await waitFor(page, (s) => s.overlay === 'question', null, 'Enter lists where the marble may go');
    }
    assert.match(now.question.title, /^Where does your marble come out\? Holes count on from its come-out hole\.$/);
    const words = now.question.choices;
    assert.deepEqual([...now.asking].sort((x, y) => x - y), stops(st.legal, a.from).sort((x, y) => x - y));
    assert.equal(new Set(words).size, words.length, `every place told apart: ${words}`);
    assert.ok(words.every((w) => /^(Come-out hole|\d+ holes? on)( \((bumps|sends) .+\))?$/.test(w)), `whole words: ${words}`);
    await readable(page, 'a joker\'s places at 844x390');
    await capture(page, 'joker-out-of-start-844x390');
    assert.deepEqual(errors, []);
    await context.close();
    return;
  }
  assert.fail('a joker with a marble in the start and three places came');
});

// Summed brightness of `box` in a capture: a dim's share is after / before.
const light = (shot, box) => {
  let sum = 0;
  shot.count(box, ([r, g, b]) => { sum += r + g + b; return false; }, 3);
  return sum;
};

// A 7's marble chosen and its holes listed (Enter): the screen behind the question is dimmed in
// one even shade, the board's box as much as the rest (a lighter box round the board read as a
// stray panel), and the question says which marble and how the 7 is split, in the counts its
// buttons offer.
test('Joker 7 question at 1440x900: one even dim behind it, and its words name the marble and the counts its buttons offer', async () => {
  const { page, context, errors } = await openPage(site, DESKTOP);
  await waitForFirstFrame(page);
  await startFromLobby(page, 7);
  const { a, now: chosen } = await sevenMarbleChosen(page);
  let now = chosen;
  if (now.overlay === 'question') {
    await press(page, 'choice-cancel');
    now = await waitFor(page, (s) => s.overlay !== 'question', null, 'the question cancelled');
  }
  assert.equal(now.marble, a.from, 'the marble stays chosen');
  const before = await capture(page, 'joker-desktop-seven-before-question');
  await page.keyboard.press('Enter');
  const asked = await waitFor(page, (s) => s.overlay === 'question', null, 'Enter lists where the marble may go');
  const after = await capture(page, 'joker-desktop-seven-question');
  // The board's box's corners (off the six-sided board) and the screen beside the board.
  const [bx, by, bw, bh] = asked.board, c = bw * 0.08;
  const inside = [[bx, by], [bx + bw - c, by]].map(([x, y]) => ({ x, y, w: c, h: c }));
  const outside = [{ x: 0, y: by + bh * 0.3, w: Math.max(8, bx - 4), h: bh * 0.3 }];
  const share = (boxes) => boxes.reduce((n, b) => n + light(after, b), 0) / boxes.reduce((n, b) => n + light(before, b), 0);
  const [inShare, outShare] = [share(inside), share(outside)];
  assert.ok(inShare < 0.75 && Math.abs(inShare - outShare) < 0.1,
    `the board's box is dimmed as the rest is (${inShare.toFixed(2)} of its light, ${outShare.toFixed(2)} beside it)`);
  // The question's counts are its buttons' counts, in order.
  const counts = asked.question.choices.map((w) => Number(/^(\d+) holes? on/.exec(w)?.[1]));
  const m = /^Move your marble from (.+?) ((?:\d+, )*(?:\d+ or )?\d+) holes? on; any holes left of the 7 go to another marble\.$/
    .exec(asked.question.title);
  assert.ok(m, `the question says which marble and how the 7 splits: "${asked.question.title}"`);
  assert.deepEqual(m[2].split(/, | or /).map(Number), counts, `the question's counts are its buttons' (${asked.question.choices})`);
  assert.deepEqual(errors, []);
  await context.close();
});

// While a marble is to be chosen ("Choose a glowing marble.") the marbles that can go glow
// brightest on the board, and a tap on one that cannot go says why, as a card refused does.
const isGlow = ([r, g, b]) => r > 190 && g > 140 && g < 215 && b < 120;
test('Joker at 820x1180: the marbles that can go glow, and a tap on a marble that cannot go says why', async () => {
  const { page, context, errors } = await openPage(site, { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1 });
  await waitForFirstFrame(page);
  await startFromLobby(page, 7);
  let still = [];
  let st;
  for (let guard = 0; guard < 400 && !still.length; guard++) {
    st = await settled(page);
    assert.ok(!['reveal', 'results'].includes(st.overlay), 'a marble that cannot move came before the game ended');
    const a = st.to_act && st.legal.find((x) => x.type === 'move');
    if (a) {
      await press(page, `hand:${st.hand.indexOf(a.card)}`);
      st = await waitFor(page, (s, i) => s.card === i, st.hand.indexOf(a.card), 'the card chosen');
      const items = await page.evaluate(() => window.Module.parlorItems);
      still = items.filter((i) => i.id.startsWith('still:'));
      // One of them another seat's, whose refusal names it.
      if (!still.some((i) => !i.label.startsWith('Your '))) still = [];
      if (still.length) break;
      await press(page, 'cancel');
      st = await waitFor(page, (s) => s.card === -1, null, 'the card put back');
    }
    await playTurn(page, st, 1, {});
  }
  assert.ok(still.length, 'a marble the card cannot move');
  const items = await page.evaluate(() => window.Module.parlorItems);
  const shot = await capture(page, 'joker-tablet-glowing-marbles');
  for (const it of items.filter((i) => i.id.startsWith('marble:'))) {
    const around = { x: it.x - it.w * 0.25, y: it.y - it.h * 0.25, w: it.w * 1.5, h: it.h * 1.5 };
    const glow = shot.count(around, isGlow);
    assert.ok(glow >= 0.15 * around.w * around.h, `${it.id} glows (${glow} gold samples of ${Math.round(around.w * around.h)})`);
  }
  assert.equal(st.banner, 'Choose a glowing marble.');
  const card = st.card;
  const seen = new Set();
  for (const it of still) {
    const n = (await tableState(page)).refusals;
    await press(page, it.id);
    const now = await waitFor(page, (s, k) => s.refusals > k, n, `the refusal of ${it.id}`);
    assert.match(now.error, /^(That is \S+'s marble: choose one of (yours|\S+'s) that glows\.|That marble cannot move with the .+: choose one that glows\.|Your marbles are home: choose one of \S+'s that glows\.)$/);
    assert.equal(now.card, card, 'the card stays chosen');
    assert.equal(now.marble, -1, 'no marble chosen');
    seen.add(now.error.split(':')[0]);
  }
  await capture(page, 'joker-tablet-marble-refused');
  assert.ok([...seen].some((w) => w.startsWith('That is ')), `an opponent's marble tapped says whose it is (${[...seen]})`);
  assert.deepEqual(errors, []);
  await context.close();
});
