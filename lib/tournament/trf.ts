/**
 * TRF-16 reader and writer (FIDE Tournament Report File, Annex 2 to C.04, as Swiss-Manager, Vega,
 * JaVaFo and bbpPairings write it). Player lines (001) are fixed-column; every other line is kept
 * verbatim. A damaged line is refused with its line number and what is wrong (TrfError); an
 * unknown line only adds a warning.
 */
import { RESULT_CODES, STANDARD_POINTS, type Colour, type HeaderLine, type Participant, type PointSystem, type ResultCode, type RoundEntry, type Tournament } from './types';
import { pointsOf } from './scoring';

export class TrfError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(line > 0 ? `line ${line}: ${problem}` : problem);
    this.name = 'TrfError';
  }
}

/** Header records of TRF-16 and what they hold. */
export const HEADER_CODES: Record<string, string> = {
  '012': 'tournament name',
  '022': 'city',
  '032': 'federation',
  '042': 'date of start',
  '052': 'date of end',
  '062': 'number of players',
  '072': 'number of rated players',
  '082': 'number of teams',
  '092': 'type of tournament',
  '102': 'chief arbiter',
  '112': 'deputy chief arbiter',
  '122': 'allotted times per moves/game',
  '132': 'dates of the rounds',
};

/** Newer header records (nnn ending in 2 after 132, e.g. 142, 152, 162 of recent tools), kept verbatim, not interpreted. */
const NEWER_HEADER = /^(1[4-9]|[2-9]\d)2$/;
/** Lines other programs add and the calculator does not need: teams (013), pairing-engine extensions. */
const KNOWN_EXTRA: Record<string, string> = {
  '013': 'team',
  XXR: 'number of rounds (JaVaFo)',
  XXC: 'colour of the first round (JaVaFo)',
  XXS: 'point system (JaVaFo)',
  XXA: 'acceleration (JaVaFo)',
  XXP: 'forbidden pairs (JaVaFo)',
  BBW: 'points for a win (bbpPairings)',
  BBD: 'points for a draw (bbpPairings)',
  BBL: 'points for a loss (bbpPairings)',
  BBZ: 'points for a zero-point bye (bbpPairings)',
  BBF: 'points for a forfeit loss (bbpPairings)',
  BBU: 'points for a pairing-allocated bye (bbpPairings)',
};

const col = (s: string, from: number, to: number) => s.slice(from - 1, to);

function num(text: string, what: string, line: number, opts: { decimal?: boolean } = {}): number | null {
  const t = text.trim();
  if (t === '') return null;
  const ok = opts.decimal ? /^\d+(\.\d+)?$/.test(t) : /^\d+$/.test(t);
  if (!ok) throw new TrfError(line, `${what} "${t}" is not a ${opts.decimal ? 'number' : 'whole number'}`);
  return Number(t);
}

/** Column of round r's opponent field (1-based): 92, 102, 112, … */
const roundColumn = (r: number) => 92 + 10 * (r - 1);

function readPlayer(raw: string, line: number): Participant {
  const s = raw.replace(/\s+$/, '');
  if (s.length < 8) throw new TrfError(line, 'player line (001) too short: no start number in columns 5–8');
  const startNo = num(col(s, 5, 8), 'start number (columns 5–8)', line);
  if (startNo === null || startNo < 1) throw new TrfError(line, 'start number (columns 5–8) missing');
  const rating = num(col(s, 49, 52), 'rating (columns 49–52)', line) ?? 0;
  const declaredPoints = num(col(s, 81, 84), 'points (columns 81–84)', line, { decimal: true });
  const declaredRank = num(col(s, 86, 89), 'rank (columns 86–89)', line);
  const rounds: RoundEntry[] = [];
  for (let r = 1; roundColumn(r) <= s.length; r++) {
    const c = roundColumn(r);
    const block = col(s, c - 2, c + 7);
    if (block.trim() === '') {
      rounds.push({ round: r, opponent: null, colour: '-', code: 'Z' });
      continue;
    }
    if (col(s, c - 2, c - 1).trim() !== '' || col(s, c + 4, c + 4).trim() !== '' || col(s, c + 6, c + 6).trim() !== '')
      throw new TrfError(line, `round ${r}: "${block.trim()}" is not in its columns (${c}–${c + 7}: opponent, colour, result)`);
    const oppText = col(s, c, c + 3).trim();
    let opponent: number | null = null;
    if (oppText !== '') {
      if (!/^\d+$/.test(oppText)) throw new TrfError(line, `round ${r}: opponent "${oppText}" (columns ${c}–${c + 3}) is not a start number`);
      opponent = Number(oppText) || null;
    }
    const colourText = col(s, c + 5, c + 5);
    const colour: Colour = colourText === 'w' || colourText === 'b' ? colourText : colourText === '-' || colourText === ' ' || colourText === '' ? '-' : (() => {
      throw new TrfError(line, `round ${r}: colour "${colourText}" (column ${c + 5}) is not w, b or -`);
    })();
    const resText = col(s, c + 7, c + 7);
    let code: ResultCode;
    if (resText === '' || resText === ' ') code = opponent ? ((): never => { throw new TrfError(line, `round ${r}: a game against ${opponent} without a result`); })() : 'Z';
    else if ((RESULT_CODES as readonly string[]).includes(resText)) code = resText as ResultCode;
    else throw new TrfError(line, `round ${r}: result "${resText}" (column ${c + 7}) is not a TRF result code (1 = 0 W D L + - H F U Z)`);
    // `0000 - +` / `0000 - -` are how some programs write a full-point bye and an absence.
    if (opponent === null && code === '+') code = 'F';
    if (opponent === null && code === '-') code = 'Z';
    if (opponent === null && ['1', '=', '0', 'W', 'D', 'L'].includes(code))
      throw new TrfError(line, `round ${r}: result "${code}" is a game, but no opponent is given`);
    if (opponent !== null && ['H', 'F', 'U', 'Z'].includes(code))
      throw new TrfError(line, `round ${r}: result "${code}" is a bye, but opponent ${opponent} is given`);
    if (opponent !== null && colour === '-' && !['+', '-'].includes(code))
      throw new TrfError(line, `round ${r}: a game against ${opponent} with no colour (w or b)`);
    rounds.push({ round: r, opponent, colour: opponent === null ? '-' : colour, code });
  }
  return {
    startNo,
    sex: col(s, 10, 10).trim(),
    title: col(s, 11, 13).trim(),
    name: col(s, 15, 47).trim(),
    rating,
    federation: col(s, 54, 56).trim(),
    fideId: col(s, 58, 68).trim(),
    birth: col(s, 70, 79).trim(),
    declaredPoints,
    declaredRank,
    rounds,
    line,
  };
}

const OPPOSITE: Record<ResultCode, ResultCode[]> = {
  '1': ['0'],
  '=': ['='],
  '0': ['1'],
  W: ['L', '0'],
  D: ['D', '='],
  L: ['W', '1'],
  '+': ['-'],
  '-': ['+', '-'],
  H: [],
  F: [],
  U: [],
  Z: [],
};

function readPoints(headers: HeaderLine[]): PointSystem {
  const p = { ...STANDARD_POINTS };
  const set: Record<string, keyof PointSystem> = { BBW: 'win', BBD: 'draw', BBL: 'loss', BBZ: 'zeroBye', BBF: 'forfeitLoss', BBU: 'pairingBye' };
  for (const h of headers) {
    const key = set[h.code];
    if (!key) continue;
    const v = Number(h.value.trim());
    if (!Number.isFinite(v) || h.value.trim() === '') throw new TrfError(h.line, `${h.code}: "${h.value.trim()}" is not a number of points`);
    p[key] = v;
    if (key === 'win') {
      p.forfeitWin = v;
      p.fullBye = v;
    }
    if (key === 'draw') p.halfBye = v;
  }
  return p;
}

/** Reads a TRF-16 file. Throws TrfError (line number and problem) for a damaged file. */
export function parseTrf(text: string): Tournament {
  const headers: HeaderLine[] = [];
  const players: Participant[] = [];
  const warnings: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const code = raw.slice(0, 3);
    if (code === '001') {
      players.push(readPlayer(raw, line));
      return;
    }
    const value = raw.slice(4);
    if (HEADER_CODES[code] || NEWER_HEADER.test(code) || KNOWN_EXTRA[code]) headers.push({ code, value, line });
    else warnings.push(`line ${line}: unknown line "${raw.slice(0, 20).trimEnd()}${raw.length > 20 ? '…' : ''}" skipped`);
  });
  if (players.length === 0) throw new TrfError(0, 'no player lines (001) in the file');
  const byNo = new Map<number, Participant>();
  for (const p of players) {
    const dup = byNo.get(p.startNo);
    if (dup) throw new TrfError(p.line, `start number ${p.startNo} already used on line ${dup.line}`);
    byNo.set(p.startNo, p);
  }
  const declared = headers.find((h) => h.code === 'XXR');
  const declaredRounds = declared ? Number(declared.value.trim()) || 0 : 0;
  const rounds = Math.max(declaredRounds, ...players.map((p) => p.rounds.length));
  for (const p of players)
    for (let r = p.rounds.length + 1; r <= rounds; r++) p.rounds.push({ round: r, opponent: null, colour: '-', code: 'Z' });
  // Each game is written twice, once on each player's line: both must agree.
  for (const p of players)
    for (const e of p.rounds)
      if (e.opponent !== null && !byNo.has(e.opponent)) throw new TrfError(p.line, `round ${e.round}: opponent ${e.opponent} has no player line`);
  for (const p of players)
    for (const e of p.rounds) {
      if (e.opponent === null) continue;
      const o = byNo.get(e.opponent)!;
      if (o === p) throw new TrfError(p.line, `round ${e.round}: paired against themself`);
      const back = o.rounds[e.round - 1];
      if (!back || back.opponent !== p.startNo)
        throw new TrfError(o.line, `round ${e.round}: player ${o.startNo} should be paired with ${p.startNo} (line ${p.line}) but the line says ${back?.opponent ?? 'no opponent'}`);
      if (!OPPOSITE[e.code].includes(back.code))
        throw new TrfError(o.line, `round ${e.round}: result "${back.code}" of ${o.startNo} does not match "${e.code}" of ${p.startNo} (line ${p.line})`);
      if (e.colour !== '-' && back.colour !== '-' && e.colour === back.colour)
        throw new TrfError(o.line, `round ${e.round}: ${o.startNo} and ${p.startNo} (line ${p.line}) both have colour ${e.colour}`);
    }
  const points = readPoints(headers);
  const t: Tournament = { headers, participants: [...players].sort((a, b) => a.startNo - b.startNo), rounds, points, warnings };
  for (const p of t.participants) {
    const pts = pointsOf(t, p);
    if (p.declaredPoints !== null && Math.abs(p.declaredPoints - pts) > 1e-9)
      warnings.push(`line ${p.line}: player ${p.startNo} has ${p.declaredPoints} points written but ${pts} from the results; the results are used`);
  }
  return t;
}

const pad = (v: string | number, width: number, right = true) => {
  const s = String(v);
  return s.length >= width ? s.slice(0, width) : right ? s.padStart(width) : s.padEnd(width);
};

/** TRF points field: one decimal, e.g. " 5.5", "10.0". */
const trfPoints = (p: number) => pad(p.toFixed(1), 4);

/**
 * Writes a TRF-16 file: the headers verbatim, then one 001 line per participant with the points of
 * the results and, when given, the rank of the standings.
 */
export function writeTrf(t: Tournament, ranks?: Map<number, number>): string {
  const out: string[] = [];
  for (const h of t.headers) out.push(`${h.code} ${h.value}`.trimEnd());
  for (const p of t.participants) {
    let s = '001 ' + pad(p.startNo, 4) + ' ' + pad(p.sex, 1, false) + pad(p.title, 3) + ' ' + pad(p.name, 33, false) + ' ';
    s += (p.rating ? pad(p.rating, 4) : '    ') + ' ' + pad(p.federation, 3, false) + ' ' + pad(p.fideId, 11) + ' ' + pad(p.birth, 10, false) + ' ';
    const rank = ranks?.get(p.startNo) ?? p.declaredRank;
    s += trfPoints(pointsOf(t, p)) + ' ' + (rank ? pad(rank, 4) : '    ');
    for (const e of p.rounds) {
      const opp = e.opponent === null ? '0000' : pad(e.opponent, 4);
      s += '  ' + opp + ' ' + e.colour + ' ' + e.code;
    }
    out.push(s.trimEnd());
  }
  return out.join('\n') + '\n';
}
