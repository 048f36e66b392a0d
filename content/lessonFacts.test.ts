// Facts corrected after the arbiter's review (issue 13), each pinned to its source: the paragraph of the Laws of each
// edition (content/laws), the ruling of the engine, and the sentence the lesson shows a reader of that edition. A
// lesson sentence that drifts from the text, or an engine table that drifts from the lesson, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITIONS, type Edition } from '@/lib/editions';
import type { CorpusLanguage, Locale } from '@/lib/languages';
import { loadAlignment, loadChangeTable, loadText } from '@/lib/laws/corpus';
import type { Part } from '@/lib/laws/schema';
import { loadQuiz } from '@/lib/quiz/forEdition';
import { adjudicate } from '@/lib/rules';
import type { CaseEvent, Mode } from '@/lib/rules/types';
import { findScenario } from '@/lib/scenarios/registry';
import { treeOf, type MdxNode } from './mdxTree';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

// The paragraphs of `topic` in one edition and language, joined.
function lawText(topic: string, edition: Edition, language: CorpusLanguage): string {
  const ids = loadAlignment().topics.find((t) => t.topic === topic)?.paragraphs[edition];
  if (!ids) return '';
  const byId = new Map<string, string>();
  const walk = (parts: readonly Part[]) => {
    for (const p of parts) {
      for (const q of p.paragraphs ?? []) byId.set(q.id, q.text);
      walk((p as { parts?: Part[] }).parts ?? []);
    }
  };
  walk(loadText(edition, language)?.parts ?? []);
  return norm(ids.map((id) => byId.get(id) ?? '').join(' '));
}
const lawEn = (topic: string, edition: Edition) => lawText(topic, edition, edition === '1997' ? 'pt' : 'en');

// What a reader of `edition` sees of a lesson: its prose with every <InEditions> that excludes the edition left out.
function shown(locale: Locale, slug: string, edition: Edition): string {
  const source = readFileSync(join(process.cwd(), 'content', 'lessons', locale, `${slug}.mdx`), 'utf8');
  const out: string[] = [];
  const prop = (n: MdxNode, name: string) => n.attributes?.find((a) => a.name === name)?.value as string | undefined;
  const walk = (node: MdxNode) => {
    if (node.name === 'InEditions') {
      const from = prop(node, 'from');
      const to = prop(node, 'to');
      if ((from && edition < from) || (to && edition > to)) return;
    }
    if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string') out.push(node.value);
    for (const child of node.children ?? []) walk(child);
  };
  walk(treeOf(source));
  return norm(out.join(''));
}

const CLOCK = { white: 600, black: 600 };
const wrongClaim: CaseEvent[] = [{ type: 'claim', claim: 'threefold' }];
const claimClock = (edition: Edition, mode: Mode = 'standard') =>
  adjudicate({ edition, mode, start: 'startpos', clock: CLOCK, events: wrongClaim }).clock;

describe('an incorrect draw claim, per edition: the Laws, the engine and the lesson agree', () => {
  // White (the player having the move) claims wrongly with 10 minutes each.
  const table: Record<Edition, { law: string[]; notInLaw?: string; clock: { white: number; black: number }; lesson: Record<Locale, string> }> = {
    '1997': {
      law: ['reduzir metade do tempo restante do reclamante, até um máximo de três minutos', 'adicionar três minutos ao tempo do adversário'],
      clock: { white: 420, black: 780 },
      lesson: {
        en: "the arbiter takes half of the claimant's remaining time, up to three minutes, and adds three minutes to the opponent's",
        pt: 'o árbitro reduz pela metade o tempo restante do reclamante, até um máximo de três minutos, e acrescenta três minutos ao tempo do adversário',
        gl: 'o árbitro quítalle ao reclamante a metade do seu tempo restante, ata un máximo de tres minutos, e engádelle tres minutos ao adversario',
      },
    },
    '2001': {
      law: ["add three minutes to the opponent's remaining time", "deduct half of the claimant's remaining time up to a maximum of three minutes", 'his remaining time shall be one minute'],
      clock: { white: 420, black: 780 },
      lesson: {
        en: "the arbiter adds three minutes to the opponent's time, and also cuts the claimant's: by half, up to three minutes, if he has more than two minutes; to one minute if he has between one and two",
        pt: 'o árbitro acrescenta três minutos ao tempo do adversário e também reduz o do reclamante: pela metade, até um máximo de três minutos, se ele tiver mais de dois minutos; para um minuto, se tiver entre um e dois',
        gl: 'o árbitro engade tres minutos ao tempo do adversario e ademais reduce o do reclamante: á metade, ata un máximo de tres minutos, se ten máis de dous minutos; a un minuto, se ten entre un e dous',
      },
    },
    '2009': {
      law: ['add three minutes to the opponent’s remaining thinking time'],
      notInLaw: 'claimant',
      clock: { white: 600, black: 780 },
      lesson: {
        en: "the arbiter adds three minutes to the opponent's remaining time; the claimant's clock is not touched",
        pt: 'o árbitro acrescenta três minutos ao tempo de reflexão restante do adversário; o relógio do reclamante não é alterado',
        gl: 'o árbitro engade tres minutos ao tempo de reflexión restante do adversario; o reloxo do reclamante non se toca',
      },
    },
    '2018': {
      law: ['add two minutes to the opponent’s remaining thinking time'],
      notInLaw: 'claimant',
      clock: { white: 600, black: 720 },
      lesson: {
        en: "the arbiter adds two minutes to the opponent's remaining time; the claimant's clock is not touched",
        pt: 'o árbitro acrescenta dois minutos ao tempo de reflexão restante do adversário; o relógio do reclamante não é alterado',
        gl: 'o árbitro engade dous minutos ao tempo de reflexión restante do adversario; o reloxo do reclamante non se toca',
      },
    },
    '2023': {
      law: ['add two minutes to the opponent’s remaining thinking time'],
      notInLaw: 'claimant',
      clock: { white: 600, black: 720 },
      lesson: {
        en: "the arbiter adds two minutes to the opponent's remaining time; the claimant's clock is not touched",
        pt: 'o árbitro acrescenta dois minutos ao tempo de reflexão restante do adversário; o relógio do reclamante não é alterado',
        gl: 'o árbitro engade dous minutos ao tempo de reflexión restante do adversario; o reloxo do reclamante non se toca',
      },
    },
  };
  for (const edition of EDITIONS) {
    const row = table[edition];
    it(`${edition}: the text, the engine's clocks and the lesson's sentence`, () => {
      const law = lawEn('draw.claim-incorrect', edition);
      for (const words of row.law) expect(law).toContain(words);
      if (row.notInLaw) expect(law).not.toContain(row.notInLaw);
      expect(claimClock(edition)).toEqual(row.clock);
      for (const locale of ['en', 'pt', 'gl'] as const) {
        const text = shown(locale, 'drawn-game', edition);
        expect(text, `${locale} in ${edition}`).toContain(row.lesson[locale]);
        // and no other edition's rule leaks into this edition's page
        for (const other of EDITIONS) {
          if (table[other].lesson[locale] !== row.lesson[locale]) expect(text, `${locale} in ${edition}`).not.toContain(table[other].lesson[locale]);
        }
        // the old sentence: wrong from 2009, where only the opponent's clock changes
        expect(text).not.toMatch(/claimant is penalised on the clock|reclamante é penalizado no relógio|reclamante é penalizado no reloxo/);
      }
    });
  }
  it('one minute instead of two: 2018 in blitz (B.2), 2023 in rapid (A.3) and in blitz under B.3', () => {
    expect(lawText('rapid.unsupervised', '2023', 'en')).toBeTruthy();
    const b2 = loadText('2018', 'en')!.parts.flatMap((p) => p.paragraphs ?? []).find((q) => q.id === 'B.2')!.text;
    const a3 = loadText('2023', 'en')!.parts.flatMap((p) => p.paragraphs ?? []).find((q) => q.id === 'A.3')!.text;
    for (const t of [b2, a3]) expect(t).toContain('one minute instead of two minutes');
    expect(claimClock('2018', 'blitz')).toEqual({ white: 600, black: 660 });
    expect(claimClock('2018', 'rapid')).toEqual({ white: 600, black: 720 });
    expect(claimClock('2023', 'rapid')).toEqual({ white: 600, black: 660 });
    expect(claimClock('2023', 'blitz')).toEqual({ white: 600, black: 660 });
    expect(shown('en', 'drawn-game', '2018')).toContain('In blitz the penalty is one minute instead of two ()');
    expect(shown('en', 'drawn-game', '2023')).toContain('In rapid chess, and in blitz played without the supervision');
    expect(shown('en', 'drawn-game', '2009')).not.toContain('one minute instead of two');
    const q = loadQuiz('drawn-game')!.questions.find((x) => x.id === 'incorrect-claim-two-minutes')!;
    expect(q.explanation.en).toContain('blitz in 2018');
    expect(q.explanation.en).toContain('for rapid and for blitz without adequate supervision in 2023');
  });
});

describe('draw offers forbidden by the regulations: agreement only in 2009, offer or agreement from 2018', () => {
  it('the texts', () => {
    expect(lawEn('draw-offer.may-be-forbidden', '2009')).toContain('cannot agree to a draw');
    expect(lawEn('draw-offer.may-be-forbidden', '2009')).not.toContain('offer');
    for (const e of ['2018', '2023'] as const) expect(lawEn('draw-offer.may-be-forbidden', e)).toContain('cannot offer or agree to a draw');
  });
  it('the lesson', () => {
    const y2009 = shown('en', 'drawn-game', '2009');
    expect(y2009).toContain('may forbid the players to agree to a draw');
    expect(y2009).not.toContain('forbid the players to offer');
    expect(shown('en', 'drawn-game', '2018')).toContain('may forbid the players to offer or to agree to a draw');
    expect(shown('en', 'drawn-game', '2001')).not.toContain('forbid the players');
  });
});

describe('1997 illegal moves: the two sources, the engine and the lesson', () => {
  const series: CaseEvent[] = [
    { type: 'move', from: 'a1', to: 'a3' },
    { type: 'move', san: 'e4' },
    { type: 'move', san: 'e5' },
    { type: 'move', from: 'a1', to: 'a3' },
    { type: 'move', san: 'Nf3' },
    { type: 'move', san: 'Nc6' },
    { type: 'move', from: 'a1', to: 'a3' },
  ];
  it('the main text fixes no penalty; the change table quotes two minutes, two minutes, then the loss', () => {
    const main = lawEn('illegal-move.reinstate', '1997');
    expect(main).toContain('a posição imediatamente anterior à irregularidade deve ser restabelecida');
    expect(main).not.toMatch(/minuto|perdida/);
    const row = loadChangeTable()!.rows.find((r) => r.article === '7.4b')!;
    expect(row.old).toContain('o árbitro deverá dar dois minutos extras ao oponente');
    expect(row.old).toContain('para o segundo lance ilegal feito pelo mesmo jogador, o árbitro deverá dar mais dois minutos extras ao oponente');
    expect(row.old).toContain('após o terceiro lance ilegal');
  });
  it('the engine follows the table: +2 min, +2 min, the third loses, with no exception when the opponent cannot mate', () => {
    const two = adjudicate({ edition: '1997', start: 'startpos', clock: CLOCK, events: series.slice(0, 4) });
    expect(two.clock).toEqual({ white: 600, black: 840 });
    expect(adjudicate({ edition: '1997', start: 'startpos', events: series })).toMatchObject({ result: '0-1', termination: 'illegal-moves' });
    expect(findScenario('illegal-move-penalty')!.answers?.['1997']).toBe('two-minutes');
  });
  it('the lesson shows both sources in 1997 and says which one the boards follow', () => {
    const text = shown('en', 'irregularities', '1997');
    expect(text).toContain('The text of the Laws shown here fixes no penalty for an illegal move');
    expect(text).toContain('for the first illegal move by a player the arbiter gives the opponent two extra minutes, for the second two more, and after the third he declares the game lost');
    expect(text).toContain('The boards and exercises of this course follow the table');
    expect(text).toContain("a player's third illegal move loses the game");
    expect(shown('pt', 'irregularities', '1997')).toContain('Os tabuleiros e exercícios deste curso seguem a tabela');
    expect(shown('gl', 'irregularities', '1997')).toContain('Os taboleiros e exercicios deste curso seguen a táboa');
    expect(shown('en', 'irregularities', '2001')).not.toContain('follow the table');
  });
  it('the quiz counts the illegal move that loses as the third in 2001 and 2009, the second from 2018', () => {
    for (const e of ['2001', '2009'] as const) expect(lawEn('illegal-move.penalty', e)).toContain('for a third illegal move by the same player');
    for (const e of ['2018', '2023'] as const) expect(lawEn('illegal-move.penalty', e)).toContain('for the second completed illegal move by the same player');
    const q = loadQuiz('irregularities')!.questions.find((x) => x.id === 'first-illegal-move-penalty')!;
    expect(q.explanation.en).toContain('the third in 2001 and 2009, the second from 2018');
    expect(q.explanation.en).not.toContain('repeated');
  });
});

describe('fences checked against 1997', () => {
  it('a pinned piece gives check in 1997 too (3.5b), and the lesson says so there', () => {
    expect(lawEn('check.definition', '1997')).toContain('mesmo que essas peças não possam se mover');
    for (const e of EDITIONS) expect(shown('en', 'moves-of-the-pieces', e), e).toContain('such a piece still gives check');
    const q = loadQuiz('moves-of-the-pieces')!.questions.find((x) => x.id === 'pinned-piece-gives-check')!;
    expect(q.editions).toBeUndefined();
  });
  it('1997 has the dead position among the draws (9.6), not in Article 5; the lesson does not list it there', () => {
    expect(loadAlignment().topics.find((t) => t.topic === 'draw.dead-position')!.paragraphs['1997']).toEqual(['9.6']);
    expect(lawEn('draw.dead-position', '1997')).not.toMatch(/desde que|lance legal/);
    const y1997 = shown('en', 'completion-of-the-game', '1997');
    expect(y1997).toContain('a draw by stalemate or agreement');
    expect(y1997).toContain('This edition does not list the dead position among the ways a game ends in Article 5');
    expect(shown('en', 'completion-of-the-game', '2001')).toContain('a draw by stalemate, dead position or agreement');
  });
});

describe('when the opponent cannot mate: the engine per edition and the lesson', () => {
  const bare = '4k3/8/8/8/8/8/8/3QK3 w - - 0 1'; // White K+Q, Black a bare king
  const illegal = (n: number): CaseEvent[] =>
    [
      { type: 'move', from: 'd1', to: 'h3' } as CaseEvent,
      { type: 'move', san: 'Qc2' } as CaseEvent,
      { type: 'move', san: 'Kd8' } as CaseEvent,
      { type: 'move', from: 'c2', to: 'h3' } as CaseEvent,
      { type: 'move', san: 'Qc1' } as CaseEvent,
      { type: 'move', san: 'Ke8' } as CaseEvent,
      { type: 'move', from: 'c1', to: 'h3' } as CaseEvent,
    ].slice(0, n === 2 ? 4 : 7);
  const losing: Record<Edition, number> = { '1997': 3, '2001': 3, '2009': 3, '2018': 2, '2023': 2 };
  for (const edition of EDITIONS) {
    it(`${edition}: flag, losing illegal move and resignation against a bare king`, () => {
      const flag = adjudicate({ edition, start: bare, events: [{ type: 'flag', color: 'white' }] });
      expect(flag.result).toBe('1/2-1/2');
      const ill = adjudicate({ edition, start: bare, events: illegal(losing[edition]) });
      expect(ill.result).toBe(edition <= '2001' ? '0-1' : '1/2-1/2');
      const resign = adjudicate({ edition, start: bare, events: [{ type: 'resign', color: 'white' }] });
      expect(resign.result).toBe(edition === '2023' ? '1/2-1/2' : '0-1');
      const text = shown('en', 'completion-of-the-game', edition);
      expect(text).toContain(edition <= '2001' ? 'This edition has no exception: the opponent wins even with a bare king.' : 'The game is drawn if the opponent cannot checkmate');
      expect(text).toContain(
        edition === '2023' ? 'Resignation. The game is drawn if the opponent cannot checkmate' : 'The opponent of the player who resigns wins, whatever is left on the board',
      );
    });
  }
  it('electronic devices: a draw for an opponent who cannot win in 2009, a win without exception from 2018', () => {
    expect(lawEn('conduct.device-penalty', '2009')).toContain('if the opponent cannot win the game by any series of legal moves, his score shall be a draw');
    for (const e of ['2018', '2023'] as const) {
      const law = lawEn('conduct.device-penalty', e);
      expect(law).toContain('The opponent shall win.');
      expect(law).not.toContain('cannot');
      expect(shown('en', 'completion-of-the-game', e)).toContain('this rule has no exception');
    }
    expect(shown('en', 'completion-of-the-game', '2001')).not.toContain('electronic device');
  });
  it('a mate is still possible with the other side’s help: a flag fall loses (K+N v K+N, K+N v K+P, opposite bishops)', () => {
    for (const start of ['8/8/4k3/4n3/8/2K5/4N3/8 b - - 0 1', '8/4p3/4k3/8/8/2K5/4N3/8 b - - 0 1', '8/8/4k3/8/4b3/K7/3B4/8 b - - 0 1']) {
      expect(adjudicate({ edition: '2023', start, events: [{ type: 'flag', color: 'black' }] }).result, start).toBe('1-0');
    }
    // the lesson's three boards: each one mates in one
    for (const [start, san] of [
      ['7k/5K1n/8/4N3/8/8/8/8 w - - 0 1', 'Ng6'],
      ['5K1k/7p/8/4N3/8/8/8/8 w - - 0 1', 'Nf7'],
      ['6bk/8/6K1/8/8/B7/8/8 w - - 0 1', 'Bb2'],
    ] as const) {
      for (const edition of EDITIONS) expect(adjudicate({ edition, start, events: [{ type: 'move', san }] }).termination).toBe('checkmate');
    }
  });
});
