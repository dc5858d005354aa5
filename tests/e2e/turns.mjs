// What the browser tests that play whole turns share (not a test file itself): waiting for a
// settled table or the person's turn, a move by a tap, cards of the hand selected by face, a
// rummy table's draw and its turn's targets, and pass-and-play's sentences, each held to its
// reader (the curtain and a shared table's reveal are read by the whole table; the summary after
// the curtain and the log by the person who lifted it).
import assert from 'node:assert/strict';
import { frames, press, waitState, moveLanded, targets, openPage, waitForFirstFrame } from './harness.mjs';

// A table of `game` at `players` dealt from `seed` at instant speed on a page of its own, the
// person in seat 0 and greedy bots in the others.
export async function startGame(site, device, game, players, seed) {
  const opened = await openPage(site, device);
  await waitForFirstFrame(opened.page);
  const names = ['Sam', 'Ana', 'Bo', 'Cy'];
  const setup = { game, options: { players }, seed, speed: 'instant',
    seats: names.slice(0, players).map((name, i) => (i ? { name, bot: true, kind: 'greedy' } : { name, bot: false })) };
  await opened.page.evaluate((s) => window.Module.ccall('parlor_test_start', 'number', ['string'], [JSON.stringify(s)]), setup);
  return opened;
}

// A moment nothing else changes: the person is to act (bots wait for them), a sheet is open (bots
// wait for it to close) or the game is over. Returns the state published then.
export const settled = (page) => waitState(page, (s) => s.overlay !== '' || s.game_over || (s.to_act && !s.busy), null,
  { what: 'the person\'s turn, a sheet or the end' });

// A tap that makes a move: resolves with the state published right after it, failing on a refusal.
export async function move(page, id, st) {
  await press(page, id);
  const after = await moveLanded(page, st.moves);
  assert.equal(after.error, '', `"${id}" is refused: ${JSON.stringify(after)}`);
  return after;
}

// The person's turn at a table of `game`, nothing open over it (bots at instant speed wait on it).
export const myTurn = (page, game) => waitState(page, (s, g) => s.screen === 'table' && s.game === g && s.to_act && !s.busy &&
  s.overlay === '', game, { what: 'the person\'s turn' });

// The draw at a rummy table: in a game continued from a save (`saved`: its moves), the saved
// game's own (the discard pile when it took that); else the stock.
export const drawAsSaved = (page, st, saved) => {
  const a = saved?.[st.moves];
  return move(page, a?.seat === st.me && a.type === 'take_discard' ? 'discard' : 'stock', st);
};

// The targets of a rummy turn's later steps (targets.test.mjs): the draw taken (the melds' and
// discard's buttons live), then a hint shown (the melds it composes, each a target to take back,
// or the discard it picks).
export async function rummyTurnTargets(page, game, size, first) {
  if (first.phase === 'draw') {
    await press(page, 'stock');
    await moveLanded(page, first.moves);
    await myTurn(page, game);
  }
  await targets(page, `${game} ${size} after the draw`);
  const shown = await myTurn(page, game);
  await press(page, 'hint');
  await waitState(page, (s, h) => s.hints > h, shown.hints, { what: 'the hint' });
  await targets(page, `${game} ${size} with the hint shown`);
}

// A sentence built for someone else: "You" with the verb of a third person ("You draws", "You
// plays"; the games' verbs end in a single s, "is" and "has" aside).
export const THIRD_PERSON = /\bYou (is|has|was|\w*[^s\W]s)\b/;

// One line read by `reader` (null: read by the whole table): no seat number, no "You" with a
// third person's verb, and never the reader's own name (they are "you").
export function spokenTo(line, reader, where) {
  assert.doesNotMatch(line, /Player \d/, `${where}: "${line}"`);
  assert.doesNotMatch(line, THIRD_PERSON, `${where}: "${line}"`);
  if (reader) assert.doesNotMatch(line, new RegExp(`\\b${reader}\\b`), `${where}: ${reader} reads their own name in "${line}"`);
}

// Every line of text the next frames draw (the page must have asked: parlor_test_texts), card and
// tile faces aside.
export async function watchTexts(page) {
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
}
export async function drawnTexts(page) {
  await frames(page, 2);
  return page.evaluate(() => (window.Module.parlorTexts || []).filter((t) => !t.art).map((t) => t.text));
}

// A moment nothing else changes at a pass-and-play table: a person is to act, a sheet is open or
// the curtain is up.
export const passSettled = (page) => waitState(page, (s) => s.screen === 'curtain' || s.overlay !== '' || (s.to_act && !s.busy),
  null, { what: 'a person\'s turn, a sheet or the curtain' });

// Plays a table passed between people on one device from `st` to its first reveal (`playTurn(page,
// st)` plays the person's turn shown in `st`), holding every sentence to its reader:
// - the curtain names whom it waits for and says "you" of nobody's move;
// - the summary after it tells the moves since the reader's last one: none is the reader's own,
//   so none starts with "You";
// - the log speaks to the reader: no third person's verb after "You", never the reader's name;
//   the reader's own move, read right after it, starts with "You";
// - the reveal names every seat, "you" to nobody, once the table passed between people (else it
//   speaks to the reader as the log does).
// Returns what it saw.
export async function passToReveal(page, st, playTurn, { guard = 300 } = {}) {
  const seen = { curtains: 0, summaries: 0, lines: 0, own: 0, reveal: null };
  let reader = null;
  for (let g = 0; g < guard; g++) {
    if (st.screen === 'curtain') {
      seen.curtains++;
      reader = st.for;
      const said = await drawnTexts(page);
      assert.ok(said.some((t) => t.includes(reader)), `the curtain names ${reader}: ${said}`);
      for (const t of said) {
        spokenTo(t, null, 'the curtain');
        assert.doesNotMatch(t, /\bYou\b/, `the curtain speaks to nobody as "you": "${t}"`);
      }
      await press(page, 'curtain:lift');
      st = await waitState(page, (s) => s.screen === 'table', null, { what: 'the curtain lifted' });
      if (st.summary) {
        seen.summaries++;
        for (const l of st.summary_lines) {
          spokenTo(l, reader, `${reader}'s summary`);
          assert.doesNotMatch(l, /^You\b/, `${reader}'s summary tells others' moves: "${l}"`);
        }
        await press(page, 'summary-ok');
        st = await waitState(page, (s) => s.screen !== 'table' || !s.summary, null, { what: 'the summary closed' });
      }
      continue;
    }
    // A table of one person and bots has no curtain: its reader is the seat shown.
    reader ??= st.seats[st.me];
    for (const l of st.log) spokenTo(l, reader, `${reader}'s log`), seen.lines++;
    if (st.overlay === 'reveal') {
      seen.reveal = st;
      // Passed between people, the table's reveal is read by whoever holds the device: every seat by name.
      const to = seen.curtains > 0 ? null : reader;
      for (const t of await drawnTexts(page)) spokenTo(t, to, `${to ?? 'everyone'}'s reveal`);
      for (const s of st.reveal.seats) assert.equal(s.name === 'You', !!to && s.seat === st.me, `the reveal's "You" is ${to}`);
      return seen;
    }
    if (st.overlay === 'scores') {
      await press(page, 'continue');
      st = await passSettled(page);
      continue;
    }
    const before = st.moves;
    await playTurn(page, st);
    // The state published as the reader's own move landed (a move has a frame of its own).
    const own = await page.evaluate((m) => (window.parlorStates || []).find((s) => s && s.moves === m + 1), before);
    if (own && own.screen === 'table' && own.log && own.log.length) {
      assert.match(own.log.at(-1), /^You\b/, `${reader}'s own move reads "You ...": "${own.log.at(-1)}"`);
      seen.own++;
    }
    st = await passSettled(page);
  }
  assert.fail(`no reveal after ${guard} steps`);
}

// Selects the hand's cards `faces` (each once, copies apart) by tapping them.
export async function select(page, faces) {
  let st = await waitState(page, (s) => s.selected.length === 0, null, { what: 'nothing selected' });
  const taken = new Set();
  for (const face of faces) {
    const i = st.hand.findIndex((c, k) => c === face && !taken.has(k));
    assert.ok(i >= 0, `the hand holds the ${face}: ${st.hand}`);
    taken.add(i);
    await press(page, `hand:${i}`);
    st = await waitState(page, (s, n) => s.selected.length === n, taken.size, { what: `${taken.size} selected` });
  }
  return st;
}
