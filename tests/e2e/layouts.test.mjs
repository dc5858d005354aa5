// Every table at six screen sizes: a small phone, a phone upright and held sideways, a tablet,
// and two desktops. Each game's saved game is continued to a turn of the person's in its middle;
// the screenshot goes to build/e2e/layout-<game>-<size>.png, and the overlap test runs on what
// the frame drew: every line of text and every button, card and pile lies inside the screen; no
// two lines of text overlap; a line of text lies inside a piece or button or clear of it (it never
// runs across one); no two pieces or buttons overlap (a hand's cards, which overlap by design, and
// the melds' grown hit areas aside); and so it does again with a refusal's banner shown (a
// disabled button tapped); no two published items share an id, and each meld lies in one row
// (meldsBroken). At 1440x900 and 1920x1080 the hand's cards and the table's
// main piece are held to the sizes each game's traits name (CONVENTIONS.md, "Sizes on a desktop"),
// and the smallest text to 15 and 17 px.
// A second test a game does the same at its fullest table (FULLEST below), screenshots
// build/e2e/layout-<game>-fullest-<size>.png (and Jok-R-Ummy's -first-deal-), and also holds every
// number of a line cut short to staying whole (a seat's score), every tile's colour mark to 9 px
// and the melds laid to lying in view (all of them on a phone held sideways and a tablet:
// meldsHidden), those out of sight counted under them (meldsUncued); a seat's melds drawn or
// counted (laidUncounted), Jok-R-Ummy's program said in words; every seat's score drawn whole in
// its panel, the dealer's D beside it (scoresCut); the banner covering nothing (bannerCovers) with
// its prompt, a refusal and the longest hint a phone showed (LONG_HINT); and a seat's sheet opening
// over the table with nothing under it moving (seatSheetMoves). Both tests hold the hand to lying
// close under the buttons (emptyBand).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startSite, openSaved, playableGames, gameTraits, frames, shotsDir, waitState, moveLanded, press, tableState, reachable, PHONE, DESKTOP } from './harness.mjs';
import { myTurn } from './turns.mjs';
import { fixture, savedAt, turnAt } from './saved_games.mjs';

const SIZES = {
  '360x640': { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  '390x844': PHONE,
  '844x390': { viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  '820x1180': { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  '1440x900': DESKTOP,
  '1920x1080': { viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
};
const DESKTOPS = ['1440x900', '1920x1080'];
// A desktop's type grows with its window (Frame::zoom): its smallest reading text, in CSS px.
const BODY_PX = { '1440x900': 15, '1920x1080': 17 };

const box = (b) => `(${[b.x, b.y, b.w, b.h].map((v) => Math.round(v)).join(', ')})`;
// How far two boxes overlap across and down (negative: apart).
const across = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
const down = (a, b) => Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
const overlap = (a, b, slack = 1) => across(a, b) > slack && down(a, b) > slack;
const inside = (a, b, slack = 1) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack &&
  a.y + a.h <= b.y + b.h + slack;
// A Ui::target's published box is its hit area, grown to 44 px around a smaller drawn thing: a
// side of 44 stands for its middle half.
const drawn = (it) => {
  if (!it.target) return it;
  const b = { ...it };
  if (Math.abs(b.w - 44) < 0.5) b.x += 11, b.w = 22;
  if (Math.abs(b.h - 44) < 0.5) b.y += 11, b.h = 22;
  return b;
};
// Pieces that lie over each other by design: cards of one hand, the melds' hit areas.
const family = (id) => id.split(':')[0];
const together = (a, b) => family(a.id) === family(b.id) && /^(hand|rack|meld|marble|hole)$/.test(family(a.id));

// Every problem the overlap test finds in one frame's texts and items.
export function overlaps(texts, items, vp) {
  const problems = [];
  const words = texts.filter((t) => !t.art && t.text.trim() !== '' && t.w > 0);
  const pieces = items.filter((it) => it.id !== 'modal').map(drawn);
  const screen = { x: 0, y: 0, w: vp.width, h: vp.height };
  for (const t of words) if (!inside(t, screen)) problems.push(`"${t.text}" ${box(t)} runs off the screen`);
  for (const it of pieces) if (!inside(it, screen)) problems.push(`${it.id} ${box(it)} lies off the screen`);
  words.forEach((a, i) => words.slice(i + 1).forEach((b) => {
    if (overlap(a, b)) problems.push(`"${a.text}" ${box(a)} and "${b.text}" ${box(b)} overlap`);
  }));
  for (const t of words)
    for (const it of pieces)
      if (overlap(t, it) && !inside(t, it, 2)) problems.push(`"${t.text}" ${box(t)} runs across ${it.id} ${box(it)}`);
  pieces.forEach((a, i) => pieces.slice(i + 1).forEach((b) => {
    if (!together(a, b) && overlap(a, b, 2) && !inside(a, b) && !inside(b, a))
      problems.push(`${a.id} ${box(a)} and ${b.id} ${box(b)} overlap`);
  }));
  return problems;
}

const games = (await playableGames()).map((g) => g.id);
const site = await startSite();
test.after(() => site.close());

// Each game's fullest table (tests/e2e/fixtures/<id>_<n>p_greedy_seed<s>_fullest.json): the most
// seats the game allows, at the turn of the person's with the most combinations on the table (the
// most marbles out, for Joker) that 20 to 40 seeded greedy games reached (parlor simulate), the
// saved game cut there. Every other seat has a name of 12 letters. No game's greedy bots reach
// four-digit scores (the highest seen: Rummy-O 474, Five Crowns 328, Rummü 340 over 15 rounds;
// Jok-R-Ummy counts programs, Joker marbles), so the widest scores are those the fixtures hold
// (Five Crowns' 241, Rummü's -65). Jok-R-Ummy's first turn of the same game shows its first
// dealer's banner ("Who deals first…"). Rendered at one device pixel per CSS pixel: the layout is
// the same, and nothing here is judged at 3x.
const FULLEST = {
  five_crowns: 'five_crowns_14p_greedy_seed12_fullest',
  rummy_o: 'rummy_o_4p_greedy_seed17_fullest',
  jok_r_ummy: 'jok_r_ummy_6p_greedy_seed4_fullest',
  rummu: 'rummu_6p_greedy_seed23_fullest',
  joker: 'joker_6p_greedy_seed5_fullest',
};
const LONG_NAMES = ['Christabella', 'Maximilianus', 'Bartholomeus', 'Konstantinos', 'Alessandrina', 'Fredericksen',
  'Ludovicianus', 'Guinevereann', 'Evangelistas', 'Persephoneia', 'Theodoricius', 'Wilhelminaus', 'Rosamundette',
  'Zachariahson'];
const PHONES = ['360x640', '390x844', '844x390'];
const ONE_X = Object.fromEntries(Object.entries(SIZES).map(([k, d]) => [k, { ...d, deviceScaleFactor: 1 }]));

// Open, reported (as the test's diagnostics) and not failing it: `<game> <size>` pairs a fix has
// yet to reach. Empty: a full table on a small or sideways phone seats the others small (an
// avatar, the count and the score) round the piles (opponents.cpp, in_grid), and Jok-R-Ummy's
// first dealer's story goes to the composed row where the table has no room for it.
const OPEN = [];

// The saved game `g` cut at `cut`, its other seats named `names`.
function namedAt(game, g, cut, names) {
  const saved = JSON.parse(savedAt(game, g, cut));
  saved.setup.seats = [{ name: 'Sam', bot: false }, ...names.map((name) => ({ name, bot: true, kind: 'greedy' }))];
  return JSON.stringify(saved);
}

// A number in a line cut short with an ellipsis that the line drawn no longer shows whole (a seat's
// "50 pts" drawn as "5…"): names and summaries may be cut, a score never.
export function cutNumbers(texts) {
  const problems = [];
  for (const t of texts) {
    if (!t.cut) continue;
    const shown = new Set(t.text.match(/-?\d+(?!\d|\u2026)/g) || []);
    for (const n of t.cut.match(/-?\d+/g) || [])
      if (!shown.has(n)) problems.push(`"${t.cut}" is cut to "${t.text}", losing ${n}`);
  }
  return problems;
}

// A tile's colour shape (Rummy-O's, Rummü's) drawn under 9 CSS px: too small to tell its colour by;
// a small piece shows its colour another way (tile_face.cpp).
const SHAPES = /^[\u25CF\u25A0\u25B2\u25C6\u2726]/;
const tinyMarks = (texts) => texts.filter((t) => t.art && SHAPES.test(t.text) && t.h < 10.5)
  .map((t) => `the mark "${t.text}" ${box(t)} is too small to tell its colour by`);

// A wild's stand-in mark ("=J\u2666" across a chip) with a piece drawn over it (a later piece's
// mark running into it): a meld overlapped so tight that what the wild stands for is hidden.
const marksCovered = (texts) => texts.flatMap((t, i) => (t.art && t.text.startsWith('=')
  ? texts.slice(i + 1).filter((o) => o.art && o.w > 0 && overlap(t, o)).map((o) => `the stand-in mark "${t.text}" ${box(t)} lies under "${o.text}" ${box(o)}`)
  : []));

// With melds down on a shared table (the published `table`, seat by seat), the table shows at
// least one whole meld, its pieces readable (a row of them: the meld's item at least a piece
// tall): what does not fit scrolls, never all of it.
export function meldsStarved(st, items) {
  if (!Array.isArray(st.table) || !st.table.some((melds) => melds.length > 0)) return [];
  const [pieceW, pieceH] = st.table_piece;
  const drawnH = st.meld_piece * (pieceH / pieceW);
  const melds = items.filter((it) => it.id.startsWith('meld:'));
  if (!(st.meld_piece >= 20)) return [`the melds' pieces are drawn ${st.meld_piece} px wide (20 at least)`];
  if (!melds.some((it) => it.h >= drawnH)) {
    const tallest = Math.max(0, ...melds.map((it) => it.h));
    return [`melds are down but no meld is drawn whole: ${melds.length} meld item(s), the tallest ${tallest.toFixed(1)} px of a ${drawnH.toFixed(1)} px piece`];
  }
  return [];
}

// Every published item once: a tap, a test or a screen reader finds a thing by its id (a meld
// broken over two rows once published two items "meld:5:0").
export function duplicateIds(items) {
  const count = new Map();
  for (const it of items) count.set(it.id, (count.get(it.id) || 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([id, n]) => `${n} items have the id ${id}`);
}

// Each meld's pieces lie in one row (beside its owner's title, the row running on to the next
// meld) unless the meld alone is wider than a row of the melds' area (the published meld_row_w,
// less a title's quarter of it: such a meld takes rows of its own). Its item, the box of its
// pieces, is then one row tall: a piece (meld_piece and its 2 px gap, at the table's aspect)
// and its panel's 6 px, or the 44 px a thumb's target grows to.
export function meldsBroken(st, items) {
  if (!Array.isArray(st.table) || !(st.meld_piece > 0)) return [];
  const [pieceW, pieceH] = st.table_piece;
  // (A quarter to spare: a desktop's zoom grows the gaps a little; two rows are twice as tall.)
  const step = st.meld_piece + 2, rowH = Math.max(44, (step * (pieceH / pieceW) + 6) * 1.25);
  const problems = [];
  for (const it of items) {
    const at = /^meld:(\d+):(\d+)$/.exec(it.id);
    const text = at && st.table[+at[1]]?.[+at[2]];
    if (typeof text !== 'string') continue;
    const n = text.split(' ').length - 1;  // "run: R3 R4 R5"
    if (it.h > rowH && n * step + 6 <= st.meld_row_w * 0.75)
      problems.push(`${it.id} (${text}) ${box(it)} is broken across rows: ${n} pieces ${step.toFixed(1)} px apart fit a row ${Math.round(st.meld_row_w)} px wide`);
  }
  return problems;
}

// A shared table's melds at its fullest lie wholly in view before any scrolling (the published
// melds_shown of melds_laid), their pieces still 20 px wide (meldsStarved): on a phone held
// sideways and a tablet all of them (sideways, the seats and the piles sit in a column at the left
// and the melds take the rest at its whole height: under a row of seats Jok-R-Ummy's showed two
// rows); on a small phone two thirds of Rummy-O's. Jok-R-Ummy's small phone (its program strip
// takes the middle) and Rummü's (6 of its 10 at 20 px) are reported, and there the melds out of
// sight are counted under them ("4 more below", meldsUncued).
const MELDS_IN_VIEW = {
  '844x390': { share: 1, games: ['rummy_o', 'rummu', 'jok_r_ummy'] },
  '820x1180': { share: 1, games: ['rummy_o', 'rummu', 'jok_r_ummy'] },
  '360x640': { share: 2 / 3, games: ['rummy_o'] },
};
export function meldsHidden(st, game, size) {
  const rule = MELDS_IN_VIEW[size];
  if (!(st.melds_laid > 0) || !rule?.games.includes(game)) return [];
  return st.melds_shown >= st.melds_laid * rule.share - 1e-9 ? []
    : [`${st.melds_shown} of ${st.melds_laid} melds are in view (${rule.share === 1 ? 'all' : 'two thirds at least'})`];
}

// Held with a hand of 8 across a sideways phone's bottom too (Jok-R-Ummy's, 7 of 9 at 20 px beside
// its program's strip, is reported).
const LONG_HAND_IN_VIEW = ['rummy_o', 'rummu'];

// Where melds lie out of sight under the area (scrolling to them), a line under it counts them:
// "4 more below" (a thin scroll bar alone did not tell a small phone's player). Held where the
// line hides no meld more or fits under the last whole row (meld_table.cpp), as at Rummü's and
// Jok-R-Ummy's fullest tables on a small phone (Jok-R-Ummy's with a full hand too).
const MELDS_CUED = ['rummu 360x640', 'jok_r_ummy 360x640'];
export function meldsUncued(st, texts, game, size) {
  if (!MELDS_CUED.includes(`${game} ${size}`) || !(st.melds_shown < st.melds_laid)) return [];
  const cue = `${st.melds_laid - st.melds_shown} more below`;
  return texts.some((t) => t.text === cue) ? [] : [`${st.melds_shown} of ${st.melds_laid} melds in view and no "${cue}" under them`];
}

// A row of melds is whole in view or scrolled out of it, never cut by the area's foot (a sideways
// phone's last row showed half its cards): every meld with a part in view (a published item) is
// wholly in view (the published melds_shown).
export function meldsCut(st, items) {
  const seen = new Set(items.filter((i) => /^meld:\d+:\d+$/.test(i.id)).map((i) => i.id)).size;
  return seen > st.melds_shown ? [`${seen - st.melds_shown} meld(s) cut by the melds' area's foot (${seen} in part, ${st.melds_shown} whole)`] : [];
}

// A phone's small seats are 44 px targets a thumb reaches whole: the melds' grown targets under
// their row stop short of them (at 360x640 Jok-R-Ummy's took a seat's last 2 px: 42 left).
export function seatsShort(items) {
  const problems = [];
  items.forEach((it, k) => {
    if (!/^seat:\d+$/.test(it.id)) return;
    const side = reachable(items, k);
    if (side < 44) problems.push(`${it.id}: a thumb has ${side} px of it (44 at least)`);
  });
  return problems;
}

// Jok-R-Ummy's program card at a phone's size (under 80 px wide) says its program in words on it:
// its drawing's boxes and arrow were too small to read there.
export function programUnread(texts, items) {
  const card = items.find((i) => i.id === 'program');
  if (!card || card.w >= 80) return [];
  const on = texts.filter((t) => t.text.trim() !== '' && t.x >= card.x - 1 && t.x <= card.x + card.w + 1 &&
    t.y >= card.y - 1 && t.y <= card.y + card.h + 1);
  return on.some((t) => /\b(sets?|runs?|SUN)\b/.test(t.text)) ? []
    : [`the program card (${Math.round(card.w)} px wide) says nothing in words: ${JSON.stringify(on.map((t) => t.text))}`];
}

// The fullest table at 360x640 with a full hand (14 cards in two rows): the melds keep rows, at
// least this many of the 9 in view (one line of 2 before: a hand of 67 px cards, the seats' row
// over them), those out of sight counted under them. With the fixture's hand of one, at least
// SMALL_FULLEST_MELDS (5 before the rows named another seat without its programs and the
// stock's count lay on its back; 8 since).
const SMALL_FULL_HAND_MELDS = 4, SMALL_FULLEST_MELDS = 8;

// No band of felt between the buttons and the hand under them: the hand keeps the rows its cards
// need, not those of the most it may hold, and the table takes the rest (a tablet's Rummü hand of
// 7 cards lay 207 px under its buttons, the melds crowded over them). At most 40 px apart.
export function emptyBand(st, items) {
  const buttons = items.filter((i) => (st.buttons || []).some((b) => b.id === i.id));
  const hand = items.filter((i) => /^(hand|rack):/.test(i.id));
  if (buttons.length === 0 || hand.length === 0) return [];
  const bottom = Math.max(...buttons.map((b) => b.y + b.h)), top = Math.min(...hand.map((h) => h.y));
  const under = hand.every((h) => h.y >= bottom - 1) && hand.some((h) => buttons.some((b) => across(h, b) > 0));
  return under && top - bottom > 40 ? [`a band ${Math.round(top - bottom)} px tall lies between the buttons and the hand`] : [];
}

// Jok-R-Ummy's program says in words what it is beside its card, at every size: its first
// sentence ("Your program: ...", "You completed your program this round!"), the start of the
// card's label, is drawn (a small phone's full table once kept what was missing and lost it), or
// where the strip is short its head with the card's own short words ("Your program: 3 sets of 3,
// no wilds.").
export function programUnsaid(texts, items) {
  const card = items.find((i) => i.id === 'program');
  if (!card) return [];
  const first = card.label.split(/(?<=[.!]) /)[0], head = first.split(': ')[0] + ': ';
  return texts.some((t) => t.text.length >= 8 &&
    (first.startsWith(t.text.replace(/\u2026$/, '')) || (first.includes(': ') && t.text.startsWith(head)))) ? []
    : [`the program's words "${first}" are not drawn`];
}

// On a tablet and a desktop every row of the shared melds names whose they are (six seats' groups
// ran on into rows that named nobody at 1440x900): the kit counts the rows in view a group runs on
// into with no owner's name (the published meld_rows_unnamed), and each row's first meld has its
// owner named before it on that row ("You" for the person's, else the seat's name), or under its
// owner's whole title ("Ana's combinations", "Your melds") with no other title between.
export const NAMED_ROWS = ['820x1180', '1440x900', '1920x1080'];
export function meldRowsUnnamed(st, texts, items) {
  if (!(st.melds_laid > 0)) return [];
  const problems = st.meld_rows_unnamed > 0 ? [`${st.meld_rows_unnamed} row(s) of melds name no owner`] : [];
  const melds = items.filter((i) => /^meld:\d+:\d+$/.test(i.id));
  if (melds.length === 0) return problems;
  const names = new Map(items.filter((i) => /^seat:\d+$/.test(i.id))
    .map((i) => [+i.id.split(':')[1], i.label.split(':')[0].replace(/ \u2713$/, '').replace(/ \(.*\)$/, '')]));
  // The melds' own texts: not the seats' beside them, nor the log's at their right.
  const seats = items.filter((i) => /^seat:\d+$/.test(i.id)), right = Math.max(...melds.map((i) => i.x + i.w)) + 12;
  const own = texts.filter((t) => t.x + t.w <= right &&
    !seats.some((b) => t.x >= b.x - 1 && t.x + t.w <= b.x + b.w + 1 && t.y >= b.y - 1 && t.y + t.h <= b.y + b.h + 1));
  const titles = own.filter((t) => /^(Your|.+'s) (combinations|melds)\b/.test(t.text));
  const rows = new Map();
  for (const it of melds) {
    const cy = Math.round(it.y + it.h / 2);
    if (!rows.has(cy) || rows.get(cy).x > it.x) rows.set(cy, it);
  }
  for (const [cy, first] of rows) {
    const seat = +first.id.split(':')[1];
    const owner = seat === st.me ? 'You' : names.get(seat);
    if (!owner) continue;
    const onRow = own.some((t) => t.y <= cy && t.y + t.h >= cy && t.x + t.w <= first.x + 1 &&
      (t.text === owner || t.text.startsWith(`${owner} `)));
    const above = titles.filter((t) => t.y + t.h <= first.y + 4).sort((a, b) => b.y - a.y)[0];
    const under = above && above.text.startsWith(owner === 'You' ? 'Your ' : `${owner}'s `) &&
      !own.some((t) => t !== above && t.y > above.y && t.y + t.h <= first.y + 4 && t.x + t.w <= first.x + 1 && t.text.length > 1);
    if (!onRow && !under) problems.push(`the row of melds at y ${cy} starts with ${first.id} and names no owner (${owner})`);
  }
  return problems;
}

// Jok-R-Ummy's completed programs at a seat are said in words at 13 px at least (a line box of
// 15 px: DejaVu's lines are 1.16 of their size); their cards' words were 6-8 px there.
export function seatProgramsSmall(texts, items) {
  const seats = items.filter((i) => /^seat:\d+$/.test(i.id));
  return texts.filter((t) => /\b(sets?|runs?|SUN)\b/.test(t.text) && t.h < 15 &&
    seats.some((b) => t.x >= b.x - 1 && t.x + t.w <= b.x + b.w + 1 && t.y >= b.y - 1 && t.y + t.h <= b.y + b.h + 1))
    .map((t) => `a seat's program "${t.text}" is drawn ${(t.h / 1.16).toFixed(1)} px tall (13 at least)`);
}

// Each seat's melds laid (the published `laid`, seat by seat: Five Crowns') are in its label,
// counted; where it has no room to draw them (a phone's small seat at Five Crowns' full table,
// which showed its cards' "0" and nothing of its melds) it counts them inside it, in words or as
// a number after a meld's outline, and its label (what a tap on it says) names each of them.
export function laidUncounted(st, texts, items) {
  if (!Array.isArray(st.laid)) return [];
  const problems = [];
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id))) {
    const n = st.laid[+seat.id.split(':')[1]]?.length || 0;
    if (n === 0) continue;
    const laid = / (\d+) melds? laid(, (none|\d+) shown here)?(: .+)?/.exec(seat.label);
    if (!laid || +laid[1] !== n) {
      problems.push(`${seat.id} laid ${n} melds; its label does not say so: "${seat.label}"`);
      continue;
    }
    const [, , , shown, words] = laid;
    if (shown === 'none' && !words) problems.push(`${seat.id}'s label does not name the melds it does not draw: "${seat.label}"`);
    if (shown === 'none' && !texts.some((t) => inside(t, seat, 2) && new RegExp(`^${n}( melds?\\b.*)?$`).test(t.text)))
      problems.push(`${seat.id} ${box(seat)} draws none of its ${n} melds and does not count them`);
  }
  return problems;
}

// Every other seat shows its name, whole or cut with an ellipsis after three letters at least (a
// full table's small seats too, where they used to show the initial alone: "C" for Chloé, blind
// test): a text inside the seat's box that is its name, or its name cut.
export function namesMissing(texts, items) {
  const problems = [];
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id))) {
    const name = seat.label.split(':')[0].replace(/ \(.*\)$/, '');
    if (name === 'You') continue;
    // (A mark after the name, Rummü's \u2713 for a seat that came out, is not the name's.)
    const shown = texts.some((t) => inside(t, seat, 2) && (t.text.replace(/\s+\u2713$/, '') === name ||
      (t.cut === name && t.text.replace(/\u2026$/, '').length >= 3)));
    if (!shown) problems.push(`${seat.id} ${box(seat)} does not show the name ${name}`);
  }
  return problems;
}

// The banner's pill (the published banner_box: the prompt, a hint or a refusal) covers nothing: no
// item (a seat, a pile, a meld, a button) lies under it and no line of text but its own runs into
// it (a hint of four melds grew over the stock's count and a seat's points on phones).
export function bannerCovers(st, texts, items) {
  const [x, y, w, h] = st.banner_box || [];
  if (!(w > 0 && h > 0)) return [];
  const pill = { x, y, w, h }, said = st.error || st.banner;
  const problems = [];
  // (The last move's line under it grows its target to 44 px into the banner's box: it is not
  // covered, its line is drawn clear of the pill or not at all.)
  for (const it of items.filter((i) => i.id !== 'modal' && i.id !== 'log').map(drawn))
    if (overlap(pill, it, 2)) problems.push(`the banner ${box(pill)} covers ${it.id} ${box(it)}`);
  for (const t of texts.filter((l) => l.text.trim() !== '' && l.w > 0 && overlap(pill, l)))
    if (!inside(t, pill, 1) || !said.includes(t.text.replace(/\u2026$/, '')))
      problems.push(`the banner ${box(pill)} covers "${t.text}" ${box(t)}`);
  return problems;
}

// Every seat's score (the numbers of its line after what it holds: "241 pts", "-65 pts", "2 of 5")
// is drawn whole inside its panel: the dealer's D, a tag or a long name takes room from the name,
// never from a score.
export function scoresCut(texts, items) {
  const problems = [];
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id))) {
    const line = seat.label.slice(seat.label.indexOf(': ') + 2).split(/\.( |$)/)[0];
    const numbers = line.split(/\s+\u00B7\s+/).slice(1).flatMap((part) => part.match(/-?\d+/g) || []);
    const shown = texts.filter((t) => inside(t, seat, 2)).map((t) => t.text);
    for (const n of numbers)
      if (!shown.some((t) => new RegExp(`(^|[^\\d-])${n}(?!\\d)`).test(t)))
        problems.push(`${seat.id} ${box(seat)}${/The D: /.test(seat.label) ? ' (the dealer)' : ''} does not show its ${n} of "${line}": ${JSON.stringify(shown)}`);
  }
  return problems;
}

// The longest hint the blind testers read on a phone (Five Crowns at 14 seats, four lines at
// 14 px on a 360 px screen), said at every table through the test hook.
const LONG_HINT = 'Hint: lay down three 5s, with a joker as one, three 7s, and the 10-J-Q of diamonds, with the king of spades as the Q, then discard the 9 of hearts.';

// A seat tapped opens its sheet over the table: every item of the table keeps its box (nothing
// moves, the sheet takes no room), the sheet has a Close of 44 px and draws the seat's melds with
// each wild's stand-in mark whole (as many "=" marks as stand-ins); Escape closes it, O opens it
// from the keyboard and the right arrow moves it on, a tap outside closes it and does nothing else.
export async function seatSheetMoves(page, st, items, device, shot) {
  const problems = [];
  const seat = items.find((i) => /^seat:\d+$/.test(i.id));
  if (!seat) return problems;
  const n = +seat.id.split(':')[1];
  const tap = async (x, y) => (device.hasTouch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  await tap(seat.x + seat.w / 2, seat.y + seat.h / 2);
  await waitState(page, (s, k) => s.seat_sheet === k, n, { what: `the sheet of ${seat.id}` });
  await frames(page, 3);
  await page.screenshot({ path: join(shotsDir, shot) });
  const now = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
  for (const it of items) {
    const after = now.items.find((a) => a.id === it.id);
    if (!after) problems.push(`the sheet open, ${it.id} is gone`);
    else if (['x', 'y', 'w', 'h'].some((k) => Math.abs(after[k] - it[k]) > 0.5))
      problems.push(`the sheet open, ${it.id} moved from ${box(it)} to ${box(after)}`);
  }
  const sheet = now.items.find((i) => i.id === 'seat-sheet'), close = now.items.find((i) => i.id === 'seat-sheet-close');
  if (!sheet || !close) return [...problems, `${seat.id}'s sheet and its Close are not published`];
  if (close.w < 44 || close.h < 44) problems.push(`the sheet's Close ${box(close)} is under 44 px`);
  const melds = (Array.isArray(st.laid) ? st.laid : st.table || [])[n] || [];
  const stands = melds.flatMap((m) => m.split(' ').filter((c) => c.includes('=')));
  // The sheet's own texts: from its title (the seat's name, drawn last) on.
  const name = sheet.label.split(':')[0].replace(/ \(.*\)$/, '');
  const from = now.texts.findLastIndex((t) => t.text.length >= 2 && name.startsWith(t.text.replace(/\u2026$/, '')));
  const marks = now.texts.slice(from).filter((t) => t.art && inside(t, sheet, 1) && t.text.startsWith('=') && !t.text.includes('\u2026'));
  if (marks.length !== stands.length)
    problems.push(`${seat.id}'s sheet draws ${marks.length} whole stand-in marks (${marks.map((t) => t.text).join(' ')}) for its ${stands.length} stand-ins (${stands.join(' ')})`);
  if (!sheet.label.startsWith(seat.label.split(':')[0])) problems.push(`the sheet's label "${sheet.label}" does not name ${seat.id}`);
  await page.keyboard.press('Escape');
  let after = await waitState(page, (s) => s.seat_sheet === -1, null, { what: 'Escape to close the sheet' });
  if (after.overlay !== '') problems.push(`Escape on the sheet opened the ${after.overlay}`);
  await page.keyboard.press('o');
  after = await waitState(page, (s) => s.seat_sheet >= 0, null, { what: 'O to open a seat\'s sheet' });
  const first = after.seat_sheet;
  await page.keyboard.press('ArrowRight');
  after = await waitState(page, (s, k) => s.seat_sheet !== k, first, { what: 'the right arrow to show the next seat' });
  await frames(page, 2);
  await tap(2, device.viewport.height / 2);
  after = await waitState(page, (s) => s.seat_sheet === -1, null, { what: 'a tap outside to close the sheet' });
  if (after.overlay !== '' || after.moves !== st.moves) problems.push(`a tap outside the sheet did more than close it (overlay "${after.overlay}", ${after.moves - st.moves} moves)`);
  return problems;
}

// The frame's texts and items once the person's turn is drawn, the screenshot saved as `shot`.
async function settled(page, game, shot) {
  await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
  const st = await myTurn(page, game);
  await frames(page, 3);
  await page.screenshot({ path: join(shotsDir, shot) });
  const { texts, items } = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
  return { st, texts, items };
}

// A refusal's banner (a disabled button tapped): the reason drawn, and its frame's texts and items.
async function refusal(page, game, size, device, st, items) {
  const off = st.buttons.find((b) => !b.enabled);
  if (!off) return null;
  const it = items.find((i) => i.id === off.id);
  if (device.hasTouch) await page.touchscreen.tap(it.x + it.w / 2, it.y + it.h / 2);
  else await page.mouse.click(it.x + it.w / 2, it.y + it.h / 2);
  const refused = await waitState(page, (s, n) => s.refusals > n && s.error !== '', st.refusals,
    { what: `${game} at ${size}: the reason "${off.label}" cannot be used` });
  const shown = await page.evaluate((e) => (window.Module.parlorTexts || []).some((t) => e.startsWith(t.text)), refused.error);
  assert.ok(shown, `${game} at ${size}: the refusal "${refused.error}" is drawn`);
  return page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
}

for (const game of games) {
  test(`${game}: every size lays out with nothing overlapping, and a desktop's pieces use the window`, async (t) => {
    const traits = await gameTraits(game);
    const g = fixture(traits.saved);
    const cut = turnAt(g, 0.5);
    const problems = [];
    for (const [size, device] of Object.entries(SIZES)) {
      const { page, context, errors } = await openSaved(site, device, savedAt(game, g, cut));
      try {
        const { st, texts, items } = await settled(page, game, `layout-${game}-${size}.png`);
        assert.ok(texts.length > 0 && items.length > 0, `${game} at ${size}: the frame's texts and items are published`);
        for (const p of [...overlaps(texts, items, device.viewport), ...duplicateIds(items), ...meldsBroken(st, items),
          ...emptyBand(st, items)])
          problems.push(`${size}: ${p}`);
        if (DESKTOPS.includes(size)) {
          const hand = items.filter((it) => it.id.startsWith(traits.targets.prefix));
          assert.ok(hand.length > 0, `${game} at ${size}: the hand is on screen`);
          const handW = Math.min(...hand.map((it) => it.w));
          assert.ok(handW >= traits.desktop.hand, `${game} at ${size}: the hand's pieces are ${handW} px wide (${traits.desktop.hand} at least)`);
          const body = await page.evaluate(() => window.Module.parlorSmallText?.px);
          assert.ok(body >= BODY_PX[size], `${game} at ${size}: the smallest text is ${body} px (${BODY_PX[size]} at least)`);
          const [pieceW] = st.table_piece;
          assert.ok(pieceW >= traits.desktop.piece, `${game} at ${size}: the table's main piece is ${pieceW} px wide (${traits.desktop.piece} at least)`);
          // The melds set aside read at a glance under the table, not as chips in a corner.
          if (traits.desktop.staged)
            assert.ok(st.staged_piece >= traits.desktop.staged,
              `${game} at ${size}: the melds set aside are drawn ${st.staged_piece} px wide (${traits.desktop.staged} at least)`);
          // A young table's melds drawn as large as their area allows, not left small over felt.
          if (traits.desktop.melds) {
            t.diagnostic(`${size}: the melds' pieces are drawn ${st.meld_piece.toFixed(1)} px wide`);
            assert.ok(st.meld_piece >= traits.desktop.melds,
              `${game} at ${size}: the melds' pieces are drawn ${st.meld_piece} px wide (${traits.desktop.melds} at least)`);
          }
        }
        // A refusal's banner lies clear of the buttons and the rest.
        const now = await refusal(page, game, size, device, st, items);
        if (now) for (const p of overlaps(now.texts, now.items, device.viewport)) problems.push(`${size}, refusal shown: ${p}`);
        assert.deepEqual(errors, [], `${game} at ${size}: no console error`);
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(problems, [], `${game}: things drawn over each other (screenshots: build/e2e/layout-${game}-*.png)`);
  });

  test(`${game}: its fullest table, names of 12 letters, lays out at every size with nothing overlapping and no score cut`, async (t) => {
    const g = fixture(FULLEST[game]);
    const traits = await gameTraits(game);
    const names = LONG_NAMES.slice(0, g.options.players - 1);
    assert.ok(names.length === g.options.players - 1 && names.every((n) => n.length === 12), 'a name of 12 letters a seat');
    // The fullest position; Jok-R-Ummy's first turn too, under its first dealer's banner.
    const cuts = [['fullest', g.actions.length]];
    if (game === 'jok_r_ummy') cuts.push(['first-deal', turnAt(g, 0)]);
    const problems = [], pending = [];
    for (const [what, cut] of cuts)
      for (const [size, device] of Object.entries(ONE_X)) {
        const { page, context, errors } = await openSaved(site, device, namedAt(game, g, cut, names));
        try {
          const { st, texts, items } = await settled(page, game, `layout-${game}-${what}-${size}.png`);
          const found = [...overlaps(texts, items, device.viewport), ...cutNumbers(texts), ...tinyMarks(texts),
            ...marksCovered(texts), ...duplicateIds(items), ...meldsBroken(st, items)];
          // A desktop's seat draws every meld it laid (its label counts them, and says how many
          // show where some do not fit: a phone's "+1").
          if (DESKTOPS.includes(size))
            for (const it of items.filter((i) => /^seat:\d+$/.test(i.id) && / shown here/.test(i.label)))
              found.push(`${it.id} draws fewer melds than it laid: "${it.label}"`);
          // Six seats' melds read from a desktop's chair: the middle keeps its height for them.
          // (A game's least is one number, or one a desktop size: Five Crowns' seats grow with the window.)
          const least = traits.desktop.fullest?.[size] ?? traits.desktop.fullest;
          if (DESKTOPS.includes(size) && what === 'fullest' && least && !(st.meld_piece >= least))
            found.push(`the melds' pieces are drawn ${st.meld_piece} px wide (${least} at least)`);
          const now = await refusal(page, game, size, device, st, items);
          if (now) found.push(...overlaps(now.texts, now.items, device.viewport).map((p) => `refusal shown: ${p}`));
          found.push(...meldsStarved(st, items), ...meldsHidden(st, game, size), ...meldsUncued(st, texts, game, size),
            ...emptyBand(st, items));
          if (game === 'jok_r_ummy') found.push(...meldsCut(st, items), ...seatProgramsSmall(texts, items));
          if (NAMED_ROWS.includes(size) && what === 'fullest') found.push(...meldRowsUnnamed(st, texts, items));
          if (game === 'jok_r_ummy' && ['360x640', '390x844', '844x390'].includes(size))
            found.push(...seatsShort(items), ...programUnread(texts, items));
          // Every seat's name, three letters of it at least (a 390 px phone's seats showed initials,
          // and a 360 px phone's late in the game, whose empty staged row's band the seats now
          // take: blind tests), and the dealer's score in the others' form (scoreForms, phones).
          if (game === 'five_crowns') found.push(...namesMissing(texts, items));
          // On a phone every seat takes a thumb, and a dealer that shows its avatar keeps its
          // initial there, the D beside it.
          if (PHONES.includes(size)) found.push(...seatsUnreachable(items), ...dealerHidesInitial(texts, items));
          if (game === 'five_crowns' && PHONES.includes(size)) found.push(...scoreForms(texts, items));
          if (st.melds_laid > 0) t.diagnostic(`${what} ${size}: melds in view ${st.melds_shown} / laid ${st.melds_laid}`);
          found.push(...programUnsaid(texts, items), ...laidUncounted(st, texts, items), ...scoresCut(texts, items),
            ...bannerCovers(st, texts, items));
          if (now) found.push(...bannerCovers(await tableState(page), now.texts, now.items).map((p) => `refusal shown: ${p}`));
          // The longest hint a phone has shown, in the prompt's place, covering nothing.
          await page.evaluate((w) => window.Module.ccall('parlor_test_say', null, ['string'], [w]), LONG_HINT);
          const hinted = await waitState(page, (s, w) => s.banner === w && s.error === '', LONG_HINT, { what: 'the long hint said' });
          await frames(page, 3);
          await page.screenshot({ path: join(shotsDir, `layout-${game}-${what}-hint-${size}.png`) });
          const said = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
          found.push(...bannerCovers(hinted, said.texts, said.items).map((p) => `the long hint: ${p}`));
          if (!said.texts.some((l) => l.text.startsWith('Hint: lay down three 5s')))
            found.push('the long hint is not drawn');
          found.push(...(await seatSheetMoves(page, hinted, said.items, device, `layout-${game}-${what}-sheet-${size}.png`)));
          // The next move closes the sheet by itself: D draws with it open (a key the sheet leaves to the table).
          if (size === '390x844' && said.items.some((i) => i.id === 'stock' && i.enabled !== false)) {
            await page.keyboard.press('o');
            const open = await waitState(page, (x) => x.seat_sheet >= 0, null, { what: 'O to open a seat\'s sheet' });
            await page.keyboard.press('d');
            const drawn = await moveLanded(page, open.moves);
            if (drawn.seat_sheet !== -1) found.push(`the move landed and seat ${drawn.seat_sheet}'s sheet stayed open`);
          }
          // Sideways, a hand of 8 runs across the bottom under the table (the fixture's hand of
          // one or three lies in the column at the right): the melds keep all in view.
          if (size === '844x390' && what === 'fullest' && MELDS_IN_VIEW[size].games.includes(game)) {
            await page.evaluate(() => window.Module.ccall('parlor_test_hand', null, ['number'], [8]));
            await frames(page, 4);
            const long = await tableState(page);
            t.diagnostic(`${what} ${size}, a hand of 8: melds in view ${long.melds_shown} / laid ${long.melds_laid}`);
            if (LONG_HAND_IN_VIEW.includes(game) && long.melds_shown < long.melds_laid)
              found.push(`with a hand of 8, ${long.melds_shown} of ${long.melds_laid} melds are in view (all)`);
            const drawnNow = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
            if (game === 'jok_r_ummy') found.push(...meldsCut(long, drawnNow.items).map((p) => `with a hand of 8: ${p}`));
          }
          // A small phone with a full hand in two rows: the melds keep their rows, none cut.
          if (size === '360x640' && what === 'fullest' && game === 'jok_r_ummy') {
            if (!(st.melds_shown >= SMALL_FULLEST_MELDS))
              found.push(`${st.melds_shown} of ${st.melds_laid} melds are in view (${SMALL_FULLEST_MELDS} at least)`);
            await page.evaluate(() => window.Module.ccall('parlor_test_hand', null, ['number'], [14]));
            await frames(page, 4);
            const full = await tableState(page);
            const drawnNow = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
            await page.screenshot({ path: join(shotsDir, `layout-${game}-${what}-hand14-${size}.png`) });
            t.diagnostic(`${what} ${size}, a hand of 14: melds in view ${full.melds_shown} / laid ${full.melds_laid}`);
            if (!(full.melds_shown >= SMALL_FULL_HAND_MELDS))
              found.push(`with a hand of 14, ${full.melds_shown} of ${full.melds_laid} melds are in view (${SMALL_FULL_HAND_MELDS} at least)`);
            found.push(...meldsCut(full, drawnNow.items).map((p) => `with a hand of 14: ${p}`),
              ...meldsUncued(full, drawnNow.texts, game, size).map((p) => `with a hand of 14: ${p}`),
              ...seatsShort(drawnNow.items).map((p) => `with a hand of 14: ${p}`));
          }
          if (what === 'first-deal' && !texts.some((l) => l.text.startsWith('Who deals first')))
            found.push('the first dealer\'s banner ("Who deals first…") is not drawn');
          const prompt = texts.filter((l) => l.text !== '' && st.prompt.includes(l.text)).length;
          t.diagnostic(`${what} ${size}: the prompt "${st.prompt}" in ${prompt} line(s); melds' pieces ${st.meld_piece?.toFixed(1)} px`);
          const open = OPEN.includes(`${game} ${size}`);
          (open ? pending : problems).push(...found.map((p) => `${what} ${size}: ${p}`));
          assert.deepEqual(errors, [], `${game} at ${size}: no console error`);
        } finally {
          await context.close();
        }
      }
    for (const p of pending) t.diagnostic(`open (the list OPEN): ${p}`);
    assert.deepEqual(problems, [], `${game}'s fullest table: things drawn over each other or cut (screenshots: build/e2e/layout-${game}-*.png)`);
  });
}

// Joker at six seats (its fullest table, names of 12 letters): the board is as large as each screen
// allows, its smallest size held as a floor (CSS px; a six-sided board is 0.866 as tall as wide):
// a phone held sideways gives it nearly the whole height under the bar, a small phone most of its
// width. Every seat has its badge, the person's ("you") too; the partner's says "partner", drawn
// whole where its badge has a row for it and its marbles home too (at 360x640 the label says it:
// the partner's badge showed "partner" where the others showed their marbles home, blind test);
// every badge shows its marbles home; the bar names the teams, or the reader's own ("You & Chloé
// vs 2 teams" named no one else, blind test); on a tablet, a desktop and a phone upright or
// sideways each badge's middle lies nearer its own seat's start on the board than any other
// badge's does.
const JOKER_BOARD_W = { '360x640': 270, '390x844': 360, '844x390': 320, '820x1180': 760, '1440x900': 780, '1920x1080': 940 };
const JOKER_BESIDE = ['390x844', '844x390', '820x1180', '1440x900', '1920x1080'];
test('joker: at six seats the board fills each screen, every seat\'s badge (yours too) beside its start, "partner" whole', async (t) => {
  const g = fixture(FULLEST.joker);
  const problems = [];
  for (const [size, device] of Object.entries(ONE_X)) {
    const { page, context, errors } = await openSaved(site, device, namedAt('joker', g, g.actions.length, LONG_NAMES.slice(0, 5)));
    try {
      const { st, texts, items } = await settled(page, 'joker', `layout-joker-six-${size}.png`);
      const [boardW] = st.table_piece;
      t.diagnostic(`${size}: the board ${Math.round(boardW)} px wide, ${Math.round(boardW * 0.866)} tall; badges ${st.seats_beside ? 'beside their starts' : 'in a row'}`);
      if (boardW < JOKER_BOARD_W[size]) problems.push(`${size}: the board is ${Math.round(boardW)} px wide (${JOKER_BOARD_W[size]} at least)`);
      const seats = items.filter((i) => i.id.startsWith('seat:'));
      if (seats.length !== 6) problems.push(`${size}: ${seats.length} badges for six seats`);
      const mine = seats.find((i) => i.id === `seat:${st.me}`), partner = seats.find((i) => i.id === `seat:${(st.me + 3) % 6}`);
      if (!/^You: /.test(mine?.label)) problems.push(`${size}: the person's badge reads "${mine?.label}"`);
      if (!/ \(partner\): /.test(partner?.label)) problems.push(`${size}: the partner's badge reads "${partner?.label}"`);
      const word = texts.find((t) => t.text === 'partner' && partner && inside(t, partner));
      if (!word && size !== '360x640') problems.push(`${size}: "partner" is not drawn whole in the partner's badge`);
      if (texts.some((t) => t.cut && /partner/.test(t.cut))) problems.push(`${size}: "partner" is cut`);
      for (const seat of seats) {
        const home = seat.label.match(/: (\d+) home/)?.[1];
        if (!texts.some((t) => inside(t, seat, 2) && (t.text === home || t.text.startsWith(`${home} home`))))
          problems.push(`${size}: ${seat.id} does not show its ${home} marbles home: "${seat.label}"`);
      }
      const partnerName = partner?.label.split(' (')[0];
      const teams = st.teams_title.replace(/\s+/g, ' ');
      if (st.bar_title.replace(/\s+/g, ' ') !== teams && st.bar_title !== `Your team: you & ${partnerName}`)
        problems.push(`${size}: the bar's title "${st.bar_title}" names neither the teams ("${teams}") nor the reader's`);
      if (JOKER_BESIDE.includes(size)) {
        if (!st.seats_beside) problems.push(`${size}: the badges are not laid out beside their starts`);
        const gap = (b, [x, y]) => Math.hypot(b.x + b.w / 2 - x, b.y + b.h / 2 - y);
        st.starts.forEach((start, seat) => {
          const own = seats.find((i) => i.id === `seat:${seat}`);
          const nearest = seats.reduce((a, b) => (gap(b, start) < gap(a, start) ? b : a));
          if (own && nearest.id !== own.id)
            problems.push(`${size}: seat ${seat}'s start (${start.map(Math.round)}) lies nearer ${nearest.id} than its own badge`);
        });
      }
      assert.deepEqual(errors, [], `joker six at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(problems, [], 'Joker at six seats (screenshots: build/e2e/layout-joker-six-*.png)');
});

// Where a small phone has no room for every combination at their least size, they scroll: at
// Rummy-O's fullest table at 360x640 some melds are not on screen (not published), and a turn of
// the wheel over the table brings melds into view that were not.
test('rummy_o: at its fullest table on a small phone the melds scroll, the wheel showing those the area had no room for', async () => {
  const g = fixture(FULLEST.rummy_o);
  const device = { viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 };
  const { page, context, errors } = await openSaved(site, device, namedAt('rummy_o', g, g.actions.length, LONG_NAMES.slice(0, 3)));
  try {
    const melds = async () => (await page.evaluate(() => window.Module.parlorItems || [])).filter((it) => it.id.startsWith('meld:'));
    await myTurn(page, 'rummy_o');
    await frames(page, 3);
    const before = await melds();
    assert.ok(before.length > 0, 'some melds are on screen');
    const first = before[0];
    await page.mouse.move(first.x + first.w / 2, first.y + first.h / 2);
    await page.mouse.wheel(0, 400);
    await frames(page, 3);
    const after = await melds();
    const shown = new Set(before.map((it) => it.id));
    assert.ok(after.some((it) => !shown.has(it.id)),
      `the wheel brings other melds into view (before: ${[...shown].join(' ')}; after: ${after.map((it) => it.id).join(' ')})`);
    assert.deepEqual(errors, [], 'no console error');
  } finally {
    await context.close();
  }
});

// Five Crowns' 14 seats at the end of its last hand: the score sheet (opened from the bar), the
// reveal (in columns where the screen is wide, scrolling where it is short) and the results (the
// seats as rows on a phone) lay out at every size with no line of text over another, nothing off
// the screen and no number cut; no card of the reveal runs under its button, and each wild's
// stand-in mark is drawn whole.
test('five_crowns: its 14-seat score sheet, reveal and results lay out at every size with nothing overlapping', async () => {
  const g = fixture(FULLEST.five_crowns);
  const names = LONG_NAMES.slice(0, g.options.players - 1);
  const traits = await gameTraits('five_crowns');
  const problems = [];
  for (const [size, device] of Object.entries(ONE_X)) {
    const { page, context, errors } = await openSaved(site, device, namedAt('five_crowns', g, g.actions.length, names));
    // The panel's frame: the texts from its title on (its last drawing: a seat may bear the same
    // name) and the items registered after the modal's cover (the table under it is dimmed, not
    // read), checked and shot.
    const panel = async (what, title) => {
      await frames(page, 3);
      await page.screenshot({ path: join(shotsDir, `layout-five_crowns-14-${what}-${size}.png`) });
      const all = await page.evaluate(() => ({ texts: window.Module.parlorTexts || [], items: window.Module.parlorItems || [] }));
      const bare = (t) => t.text.replace(/\u2026$/, '');
      const from = all.texts.findLastIndex((t) => bare(t).length >= Math.min(8, title.length) && title.startsWith(bare(t)));
      assert.ok(from >= 0, `${what} ${size}: the panel's title "${title}" is drawn`);
      const texts = all.texts.slice(from), items = all.items.slice(all.items.findIndex((it) => it.id === 'modal') + 1);
      for (const p of [...overlaps(texts, items, device.viewport), ...cutNumbers(texts)]) problems.push(`${what} ${size}: ${p}`);
      return { texts, items };
    };
    try {
      await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
      let st = await myTurn(page, 'five_crowns');
      await press(page, 'scores');
      const sheet = await waitState(page, (s) => s.overlay === 'scores', null, { what: 'the score sheet' });
      assert.equal(sheet.sheet_title, `After hand ${st.rounds_scored}`, 'between hands the sheet says the hands it holds');
      await panel('sheet', sheet.sheet_title);
      await press(page, 'continue');
      st = await myTurn(page, 'five_crowns');
      for (let guard = 0; guard < 40 && st.overlay !== 'reveal'; guard++) {
        if (st.to_act && !st.busy && st.overlay === '') await traits.step(page, st, g.actions);
        st = await waitState(page, (s) => s.overlay === 'reveal' || (s.to_act && !s.busy && s.overlay === ''), null,
          { what: 'the last hand\'s reveal' });
      }
      assert.equal(st.overlay, 'reveal', `five_crowns at ${size}: the last hand ends on its reveal`);
      assert.equal(st.reveal.seats.length, 14, 'all 14 seats are revealed');
      const reveal = await panel('reveal', st.reveal.title);
      // The pieces' marks (their art) never run under the reveal's buttons: the seats scroll above them.
      const marks = reveal.texts.filter((t) => t.art && t.w > 0);
      for (const b of reveal.items.filter((it) => it.id.startsWith('reveal-')))
        for (const t of marks) if (overlap(t, b, 0)) problems.push(`reveal ${size}: the card mark "${t.text}" ${box(t)} runs under ${b.id} ${box(b)}`);
      // A wild's stand-in mark is drawn whole ("=10", never "10" or "=…"), and on a desktop every
      // seat's pieces show without scrolling: as many marks with their "=" as stand-ins revealed.
      for (const t of marks) if (t.text.includes('\u2026')) problems.push(`reveal ${size}: the card mark "${t.text}" is cut`);
      const stands = st.reveal.seats.flatMap((seat) => seat.melds.flatMap((m) => m.split(' ').filter((c) => c.includes('='))));
      const whole = marks.filter((t) => t.text.startsWith('='));
      if (DESKTOPS.includes(size) && whole.length !== stands.length)
        problems.push(`reveal ${size}: ${whole.length} stand-in marks drawn with their "=" (${whole.map((t) => t.text).join(' ')}) for the ${stands.length} stand-ins revealed (${stands.join(' ')})`);
      // The last hand has no sheet between its reveal and the results.
      await press(page, 'reveal-continue');
      st = await waitState(page, (s) => s.overlay === 'results', null, { what: 'the results' });
      await panel('results', st.results_title);
      assert.deepEqual(errors, [], `five_crowns at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(problems, [], 'the 14-seat sheet, reveal or results draw things over each other (screenshots: build/e2e/layout-five_crowns-14-*.png)');
});

// Five Crowns' 14 seats on a desktop: setting melds aside on the last turn (drawn, then Hint)
// keeps every seat's panel as tall as it was, and every seat still draws all the melds it laid;
// and so it does after a seat's sheet was opened and closed (a seat's tap was once said in a
// notice whose strip under the table made it shorter: blind test, 1920x1080).
test('five_crowns: on a desktop, melds set aside on the last turn leave every seat its panel and its melds', async () => {
  const g = fixture(FULLEST.five_crowns);
  for (const [size, tapped] of DESKTOPS.flatMap((d) => [[d, false], [d, true]])) {
    const { page, context, errors } = await openSaved(site, ONE_X[size], namedAt('five_crowns', g, g.actions.length, LONG_NAMES.slice(0, 13)));
    try {
      const seats = async () => (await page.evaluate(() => window.Module.parlorItems)).filter((i) => /^seat:\d+$/.test(i.id));
      await page.evaluate(() => window.Module.ccall('parlor_test_texts', null, ['number'], [1]));
      let st = await myTurn(page, 'five_crowns');
      const before = await seats();
      // A seat's sheet opened and closed first: it floats, and leaves the table as it was.
      if (tapped) {
        await press(page, 'seat:13');
        await waitState(page, (s) => s.seat_sheet === 13, null, { what: 'the sheet of seat 13' });
        await page.keyboard.press('Escape');
        await waitState(page, (s) => s.seat_sheet === -1, null, { what: 'Escape to close the sheet' });
      }
      await press(page, 'stock');
      st = await moveLanded(page, st.moves);
      st = await myTurn(page, 'five_crowns');
      await press(page, 'hint');
      st = await waitState(page, (s) => s.staged > 0, null, { what: 'Hint sets melds aside' });
      await frames(page, 3);
      await page.screenshot({ path: join(shotsDir, `layout-five_crowns-staged-${tapped ? 'notice-' : ''}${size}.png`) });
      const { items, texts } = await page.evaluate(() => ({ items: window.Module.parlorItems, texts: window.Module.parlorTexts || [] }));
      const after = items.filter((i) => /^seat:\d+$/.test(i.id));
      assert.equal(after.length, 13, `five_crowns at ${size}: 13 seats`);
      for (const s of after) {
        const was = before.find((b) => b.id === s.id);
        assert.ok(Math.abs(s.h - was.h) < 1,
          `five_crowns at ${size}${tapped ? ', a sheet shown' : ''}: ${s.id} is ${Math.round(s.h)} px tall with melds set aside, ${Math.round(was.h)} before`);
        assert.doesNotMatch(s.label, / shown here/, `five_crowns at ${size}: ${s.id} draws every meld it laid: "${s.label}"`);
      }
      assert.deepEqual(laidUncounted(st, texts, after), [], `five_crowns at ${size}: every seat's melds drawn or counted`);
      // One form of the count at every seat: "13 cards  ·  82 pts" at each, or at each a card's
      // outline and "13  ·  218 pts" (a blind tester saw both at one table, by the scores' widths).
      const inSeat = (t, s) => t.x >= s.x - 1 && t.x < s.x + s.w && t.y >= s.y - 1 && t.y < s.y + s.h;
      const lines = after.map((s) => texts.filter((t) => /pts/.test(t.text) && inSeat(t, s)).map((t) => t.text).join(' | '));
      const forms = new Set(lines.map((l) => /\d cards?\b/.test(l)));
      assert.equal(forms.size, 1, `five_crowns at ${size}: the seats' lines in one form: ${lines.join(' / ')}`);
      assert.deepEqual(errors, [], `five_crowns at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
});

// Five Crowns' last hand on a phone with four melds set aside (12 of the 14 cards): every meld is
// drawn and tappable, smaller where the row is short (a small phone's fourth was left out: blind
// test, 360x640).
test('five_crowns: on a phone, every meld set aside is drawn and tappable', async () => {
  const g = fixture(FULLEST.five_crowns);
  for (const size of ['360x640', '390x844', '844x390']) {
    const { page, context, errors } = await openSaved(site, ONE_X[size], namedAt('five_crowns', g, g.actions.length, LONG_NAMES.slice(0, 13)));
    try {
      let st = await myTurn(page, 'five_crowns');
      await press(page, 'stock');
      await moveLanded(page, st.moves);
      // The save keeps the hand's order (card bits); four melds of three of its cards are set
      // aside in it as the page loads again (the page saves as it leaves).
      await page.addInitScript((key) => {
        if (sessionStorage.getItem('staged4')) return;
        sessionStorage.setItem('staged4', '1');
        const saved = JSON.parse(localStorage.getItem(key));
        const order = saved.setup.seats[0].order;
        saved.setup.seats[0].staged = [0, 1, 2, 3].map((m) => ({ kind: 'book', cards: order.slice(3 * m, 3 * m + 3), as: [0, 0, 0] }));
        localStorage.setItem(key, JSON.stringify(saved));
      }, 'parlor:v1:game');
      // Straight back at the table after a reload.
      await page.reload();
      st = await waitState(page, (s) => s.screen === 'table' && s.to_act && !s.busy && s.staged === 4, null, { what: 'four melds set aside' });
      await frames(page, 3);
      await page.screenshot({ path: join(shotsDir, `layout-five_crowns-staged4-${size}.png`) });
      const { width, height } = ONE_X[size].viewport;
      const items = (await page.evaluate(() => window.Module.parlorItems)).filter((i) => /^staged:\d+$/.test(i.id));
      assert.equal(items.length, st.staged, `five_crowns at ${size}: ${items.length} melds set aside drawn of ${st.staged}`);
      for (const it of items)
        assert.ok(inside(it, { x: 0, y: 0, w: width, h: height }), `five_crowns at ${size}: ${it.id} ${box(it)} inside the screen`);
      assert.deepEqual(errors, [], `five_crowns at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
});

// A seat's name as drawn inside its box: 'whole', 'cut' (with an ellipsis) or 'none'.
function nameDrawn(texts, seat) {
  const name = seat.label.split(':')[0].replace(/ \(.*\)$/, '');
  const mine = texts.filter((t) => inside(t, seat, 2));
  if (mine.some((t) => !t.cut && t.text.startsWith(name))) return 'whole';
  return mine.some((t) => t.cut && t.cut.startsWith(name)) ? 'cut' : 'none';
}

// The dealer's D takes no room a name needs (a phone's "Chl…", "Emil …" beside it): the dealer's
// name is not cut where a seat as wide draws a name of as many letters whole.
export function dealerCutsName(texts, items) {
  const seats = items.filter((i) => /^seat:\d+$/.test(i.id));
  const letters = (s) => s.label.split(':')[0].length;
  const problems = [];
  for (const d of seats.filter((s) => /The D: /.test(s.label) && nameDrawn(texts, s) === 'cut'))
    for (const o of seats.filter((s) => s !== d && Math.abs(s.w - d.w) < 1 && letters(s) >= letters(d)))
      if (nameDrawn(texts, o) === 'whole') {
        problems.push(`the dealer's ${d.id} ${box(d)} cuts its name "${d.label.split(':')[0]}" where ${o.id} ${box(o)} draws "${o.label.split(':')[0]}" whole`);
        break;
      }
  return problems;
}

// Every seat's score keeps one form at a table: "153" beside the others' "150 pts" is not.
export function scoreForms(texts, items) {
  const forms = new Map();
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id))) {
    const line = seat.label.slice(seat.label.indexOf(': ') + 2).split(/\.( |$)/)[0];
    const score = line.split(/\s+\u00B7\s+/).slice(1).find((part) => /^-?\d+ pts$/.test(part));
    if (!score) continue;
    const n = score.match(/-?\d+/)[0];
    const shown = texts.find((t) => inside(t, seat, 2) && new RegExp(`(^|[^\\d-])${n}(?!\\d)`).test(t.text));
    if (shown) forms.set(seat.id, /pts/.test(shown.text) ? `"${shown.text}"` : `"${shown.text}" (no "pts")`);
  }
  const kinds = new Set([...forms.values()].map((f) => f.endsWith('(no "pts")')));
  return kinds.size > 1 ? [`the seats' scores in two forms: ${[...forms].map(([id, f]) => `${id} ${f}`).join(', ')}`] : [];
}

// The dealer's D is never glued to a number: on a seat's line, at least 4 px from a number beside
// it ("153" and a D where the others read "150 pts", blind test).
export function dealerGlued(texts, items) {
  const problems = [];
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id) && /The D: /.test(i.label))) {
    const mine = texts.filter((t) => inside(t, seat, 2));
    for (const d of mine.filter((t) => t.text === 'D'))
      for (const n of mine.filter((t) => t !== d && /\d/.test(t.text))) {
        const overlap = Math.min(d.y + d.h, n.y + n.h) - Math.max(d.y, n.y);
        const gap = Math.max(d.x - (n.x + n.w), n.x - (d.x + d.w));
        if (overlap > Math.min(d.h, n.h) * 0.5 && gap < 4)
          problems.push(`${seat.id}: the D ${gap.toFixed(1)} px from "${n.text}"`);
      }
  }
  return problems;
}

// Every seat takes a thumb: a 44 px square of it where every tap goes to it (a meld's grown hit
// area reached 2 px into Rummü's small seats at 360x640, leaving them 42: blind test).
export function seatsUnreachable(items) {
  const problems = [];
  items.forEach((it, k) => {
    if (!/^seat:\d+$/.test(it.id)) return;
    const side = reachable(items, k);
    if (side < 44) problems.push(`${it.id} ${box(it)}: a thumb has ${side} px of it (44 at least)`);
  });
  return problems;
}

// A dealer's seat that shows its avatar in its name's place keeps its initial there, the D beside
// it: a D drawn into the avatar read as a second seat's initial (Daniel's D and the dealer's, blind
// test).
export function dealerHidesInitial(texts, items) {
  const problems = [];
  for (const seat of items.filter((i) => /^seat:\d+$/.test(i.id) && /The D: /.test(i.label))) {
    if (nameDrawn(texts, seat) !== 'none') continue;
    const initial = [...seat.label.split(':')[0]][0];
    const mine = texts.filter((t) => inside(t, seat, 2)).map((t) => t.text);
    if (!mine.includes(initial) || mine.filter((t) => t === 'D').length < (initial === 'D' ? 2 : 1))
      problems.push(`the dealer's ${seat.id} ${box(seat)} shows no initial "${initial}" and a D beside it: ${JSON.stringify(mine)}`);
  }
  return problems;
}

// The last move's line under the banner (the item 'log' on a phone) is drawn whole: wrapped, or
// said shorter, never cut ("three 10s, a…", blind test).
export function logCut(texts, items) {
  const log = items.find((i) => i.id === 'log');
  if (!log) return [];
  // (A summary's cut is not published as one: its ellipsis says it.)
  return texts.filter((t) => (t.cut || t.text.endsWith('\u2026')) && inside(t, log, 2))
    .map((t) => `the last move's line is cut to "${t.text}"`);
}

// Five Crowns at 14 seats on its first turn (each seat's fan under its name) on a phone: every
// seat's name shows, whole or three letters of it at least (a 390 px phone's five a row showed
// "C" for Chloé, blind test), the dealer's D takes none of its letters, and every score has one
// form ("0" at the dealer's beside the others' "0 pts").
test('five_crowns: at 14 seats on a phone every seat shows its name and its score in one form, the D cutting none', async () => {
  const g = fixture(FULLEST.five_crowns), problems = [];
  const names = ['Chloé', 'Ben', 'Aaron', 'Bella', 'Dylan', 'Elena', 'Fiona', 'Gavin', 'Helen', 'Irene', 'Jonas', 'Karen', 'Milo'];
  for (const size of PHONES) {
    const { page, context, errors } = await openSaved(site, ONE_X[size], namedAt('five_crowns', g, turnAt(g, 0), names));
    try {
      const { texts, items } = await settled(page, 'five_crowns', `layout-five_crowns-start-${size}.png`);
      problems.push(...[...namesMissing(texts, items), ...scoreForms(texts, items), ...dealerCutsName(texts, items),
        ...scoresCut(texts, items)].map((p) => `${size}: ${p}`));
      assert.deepEqual(errors, [], `five_crowns at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(problems, [], 'a seat\'s name or score (screenshots: build/e2e/layout-five_crowns-start-*.png)');
});

// On a phone, every game's fullest table with names of five letters: the dealer's D cuts no name
// another seat as wide shows whole, and every score keeps one form (blind test: "Chl…", "Emil …",
// "153" beside "150 pts").
const FIVE_LETTERS = ['Chloe', 'Aaron', 'Bella', 'Dylan', 'Elena', 'Fiona', 'Gavin', 'Helen', 'Irene', 'Jonas', 'Karen',
  'Laura', 'Mateo'];
test('every game: on a phone the dealer\'s D cuts no name and is glued to no number, every seat\'s score keeps one form, the last move and a long hint are not cut', async () => {
  const problems = [];
  for (const game of Object.keys(FULLEST)) {
    const g = fixture(FULLEST[game]);
    for (const size of ['360x640', '390x844', '844x390']) {
      const { page, context, errors } = await openSaved(site, ONE_X[size], namedAt(game, g, g.actions.length, FIVE_LETTERS.slice(0, g.options.players - 1)));
      try {
        const { texts, items } = await settled(page, game, `layout-${game}-dealer-${size}.png`);
        problems.push(...[...dealerCutsName(texts, items), ...scoreForms(texts, items), ...dealerGlued(texts, items),
          ...logCut(texts, items), ...dealerHidesInitial(texts, items)].map((p) => `${game} ${size}: ${p}`));
        // The longest hint wraps in the banner as its other texts do, never cut.
        await page.evaluate((w) => window.Module.ccall('parlor_test_say', null, ['string'], [w]), LONG_HINT);
        const hinted = await waitState(page, (s, w) => s.banner === w && s.error === '', LONG_HINT, { what: 'the long hint said' });
        await frames(page, 3);
        const said = await page.evaluate(() => window.Module.parlorTexts || []);
        const [x, y, w, h] = hinted.banner_box;
        for (const t of said.filter((l) => (l.cut || l.text.endsWith('\u2026')) && inside(l, { x, y, w, h }, 1)))
          problems.push(`${game} ${size}: the hint's line is cut to "${t.text}"`);
        assert.deepEqual(errors, [], `${game} at ${size}: no console error`);
      } finally {
        await context.close();
      }
    }
  }
  assert.deepEqual(problems, [], 'the dealer\'s D takes a name\'s letters or a score\'s word, or a line is cut (screenshots: build/e2e/layout-<game>-dealer-*.png)');
});

// Rummü's fullest table on a small and a sideways phone, names of five letters and of twelve: every
// seat's name drawn whole where its seat has the room, three letters of it at least where not; a
// seat that came out this round says so in its label, and its \u2713 takes no letter of the name;
// every seat takes a thumb (names cut to "Chlo\u2026" beside a \u2713 and 42 px seats, blind test).
test('rummu: at its fullest table on a small or sideways phone no \u2713 cuts a name and every seat takes a thumb', async () => {
  const g = fixture(FULLEST.rummu), problems = [];
  const cases = [['360x640', FIVE_LETTERS], ['844x390', FIVE_LETTERS], ['844x390', LONG_NAMES], ['360x640', LONG_NAMES]];
  for (const [size, names] of cases) {
    const { page, context, errors } = await openSaved(site, ONE_X[size], namedAt('rummu', g, g.actions.length, names.slice(0, 5)));
    try {
      const { st, texts, items } = await settled(page, 'rummu', `layout-rummu-names-${names[0]}-${size}.png`);
      const seats = items.filter((i) => /^seat:\d+$/.test(i.id));
      const at = `${size}, ${names[0]}\u2026`;
      for (const seat of seats) {
        const name = seat.label.split(':')[0];
        const drawn = nameDrawn(texts, seat);
        if (names === FIVE_LETTERS && drawn !== 'whole') problems.push(`${at}: ${seat.id} draws its name "${name}" ${drawn}`);
        if (!/^[^\u2713:]+: /.test(seat.label)) problems.push(`${at}: ${seat.id}'s label names it with its mark: "${seat.label}"`);
        const k = +seat.id.split(':')[1];
        if (st.came_out[k] && !/came out/.test(seat.label)) problems.push(`${at}: ${seat.id} came out and its label does not say so: "${seat.label}"`);
      }
      problems.push(...[...namesMissing(texts, items), ...seatsUnreachable(items)].map((p) => `${at}: ${p}`));
      assert.deepEqual(errors, [], `rummu at ${size}: no console error`);
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(problems, [], 'Rummü\'s seats (screenshots: build/e2e/layout-rummu-names-*.png)');
});
