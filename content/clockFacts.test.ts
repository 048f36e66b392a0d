// The facts about clocks, quickplay finishes, rapid and blitz that an arbiter's review found wrong or missing, each
// pinned to the paragraph of the Laws it comes from, and to the sentence the lesson shows in that edition. If the
// corpus or a lesson changes so that the two disagree, these fail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { judge } from '@/lib/scenarios/run';
import { findScenario } from '@/lib/scenarios/registry';
import type { Edition } from '@/lib/rules';
import { treeOf, stringProps, type MdxNode } from './mdxTree';

const root = join(__dirname, '..');

/** The text of one paragraph of the Laws (content/laws/{edition}/{language}.json). */
function law(edition: string, language: string, id: string): string {
  const text = JSON.parse(readFileSync(join(root, 'content', 'laws', edition, `${language}.json`), 'utf8')) as {
    parts: { paragraphs: { id: string; text: string }[] }[];
  };
  const p = text.parts.flatMap((part) => part.paragraphs).find((q) => q.id === id);
  if (!p) throw new Error(`${edition}/${language}: no paragraph ${id}`);
  return p.text;
}

/** A row of the 1997 → 2001 change table (seed 001), old (Yerevan) and new (Istanbul) wording. */
function changeRow(article: string): { old?: string; new?: string } {
  const table = JSON.parse(readFileSync(join(root, 'content', 'laws', '1997', 'changes-2001.json'), 'utf8')) as {
    rows: { article: string; old?: string; new?: string }[];
  };
  const row = table.rows.find((r) => r.article === article);
  if (!row) throw new Error(`change table: no row ${article}`);
  return row;
}

/** What a reader of the lesson sees in one edition: the prose outside the <InEditions> fences that exclude it. */
function shown(locale: string, slug: string, edition: string): string {
  const source = readFileSync(join(root, 'content', 'lessons', locale, `${slug}.mdx`), 'utf8');
  const out: string[] = [];
  const walk = (node: MdxNode) => {
    if (node.name === 'InEditions') {
      const { from, to } = stringProps(node);
      if ((from && edition < from) || (to && edition > to)) return;
    }
    if (node.type === 'text' && typeof node.value === 'string') out.push(node.value);
    for (const child of node.children ?? []) walk(child);
  };
  walk(treeOf(source));
  return out.join(' ').replace(/\s+/g, ' ');
}

const LATER = ['2018', '2023'] as const;

describe('Guidelines III.4 comes before the III.5 claim (2018, 2023)', () => {
  it.each(LATER)('%s: III.5 applies only if III.4 does not; III.4 gives the opponent two minutes', (ed) => {
    expect(law(ed, 'en', 'III.5')).toMatch(/^If Article III\.4 does not apply/);
    expect(law(ed, 'en', 'III.4')).toMatch(/This constitutes the offer of a draw\..*the opponent shall be awarded two extra minutes/);
    const en = shown('en', 'quickplay-finish', ed);
    expect(en).toContain('The request is a draw offer');
    expect(en).toMatch(/the opponent is awarded two extra minutes , and the game continues/);
    expect(en).toContain('opens with the words "If Article III.4 does not apply"');
    expect(shown('pt', 'quickplay-finish', ed)).toContain('“se o Artigo III.4 não se aplicar”');
    expect(shown('gl', 'quickplay-finish', ed)).toContain('“se o Artigo III.4 non se aplica”');
  });
  it.each(['2001', '2009'])('%s: no increment request, so the lesson shows none', (ed) => {
    expect(law(ed, 'en', '10.2')).not.toMatch(/increment/);
    expect(shown('en', 'quickplay-finish', ed)).not.toContain('The request is a draw offer');
  });
});

describe('the arbiter who is not convinced by a quickplay-finish claim may postpone in every edition', () => {
  it('1997 (Yerevan 10.2, change table): postpone only; 2001 on: postpone or reject', () => {
    const yerevan = changeRow('10.2').old!;
    expect(yerevan).toMatch(/Se não estiver convencido deverá adiar sua decisão/);
    expect(yerevan).not.toMatch(/rejeitar/);
    for (const ed of ['2001', '2009']) expect(law(ed, 'en', '10.2a')).toMatch(/postpone his decision or reject the claim/);
    for (const ed of LATER) expect(law(ed, 'en', 'III.5.1')).toMatch(/postpone his(\/her)? decision or reject the claim/);
  });
  it('the exercise never marks a lawful postponement wrong', () => {
    const sc = findScenario('quickplay-finish-effort')!;
    for (const ed of sc.editions as Edition[]) {
      const right = judge(sc, ed).correct;
      // the only choice offering a postponement says it is the arbiter's only course: true in 1997 alone
      expect(right.includes('must-postpone'), ed).toBe(ed === '1997');
    }
    expect(sc.text.en.choices!['must-postpone']).toMatch(/only one course/);
    expect(sc.text.en.success).toMatch(/Postponing would also have been lawful/);
  });
});

describe('who may claim: "the player having the move" arrives in 2001', () => {
  it('Yerevan 10.2 lacks it; 2001 10.2 has it', () => {
    const row = changeRow('10.2');
    expect(row.old).toMatch(/^Se o jogador tem menos de dois minutos/);
    expect(row.new).toMatch(/^Se o jogador, que tem a vez de jogar,/);
    expect(law('2001', 'en', '10.2')).toMatch(/^If the player, having the move,/);
  });
  it.each([
    ['en', 'player having the move who has less than two minutes'],
    ['pt', 'jogador com a vez de jogar que tem menos de dois minutos'],
    ['gl', 'xogador que está en xogo e ten menos de dous minutos'],
  ])('%s: the lesson states the condition from 2001 only', (locale, words) => {
    expect(shown(locale, 'quickplay-finish', '1997')).not.toContain(words);
    for (const ed of ['2001', '2009', '2018', '2023']) expect(shown(locale, 'quickplay-finish', ed), ed).toContain(words);
  });
});

describe('stopping the clocks "only" to seek the arbiter, with promotion as the example, is 2001 6.13b', () => {
  it('1997 6.12b has neither; the change table lists 6.13b as new in 2001', () => {
    const y = law('1997', 'pt', '6.12b');
    expect(y).not.toMatch(/somente|promoção/);
    expect(changeRow('6.13b').new).toMatch(/somente .* promoção/);
    expect(law('2001', 'en', '6.13b')).toMatch(/only in order to seek .* promotion/);
  });
  it('the lesson says "only" and gives the example from 2001', () => {
    expect(shown('en', 'chess-clock', '1997')).not.toContain('only to ask for the arbiter');
    expect(shown('pt', 'chess-clock', '1997')).not.toContain('só pode parar os relógios');
    expect(shown('gl', 'chess-clock', '1997')).not.toContain('só pode deter os reloxos');
    for (const ed of ['2001', '2009', '2018', '2023']) {
      expect(shown('en', 'chess-clock', ed)).toContain('only to ask for the arbiter');
      expect(shown('pt', 'chess-clock', ed)).toContain('só pode parar os relógios');
      expect(shown('gl', 'chess-clock', ed)).toContain('só pode deter os reloxos');
    }
  });
});

describe('the clock times after an irregularity', () => {
  it('"the right not to change the clock times" is written from 2018 only', () => {
    expect(law('2009', 'en', '6.13')).not.toMatch(/right not to change/);
    for (const ed of LATER) expect(law(ed, 'en', '7.1')).toMatch(/This includes the right not to change the clock times/);
    expect(shown('en', 'chess-clock', '2009')).not.toContain('right not to change');
    for (const ed of LATER) expect(shown('en', 'chess-clock', ed)).toContain('right not to change the clock times');
  });
});

describe('adequate supervision in rapid and blitz', () => {
  const recorded = /each game is recorded by the arbiter or his(\/her)? assistant and, if possible, by electronic means/;
  it('2018 and 2023 require the games to be recorded, in rapid and in blitz', () => {
    expect(law('2018', 'en', 'A.3.1.2')).toMatch(recorded);
    expect(law('2018', 'en', 'B.3.1.2')).toMatch(recorded);
    expect(law('2023', 'en', 'A.4.2')).toMatch(recorded);
    expect(law('2023', 'en', 'B.2.2')).toMatch(recorded);
    for (const ed of LATER) {
      expect(shown('en', 'rapid-chess', ed)).toContain('each game is recorded by the arbiter or his assistant');
      expect(shown('en', 'blitz', ed)).toContain('each game is recorded by the arbiter or his assistant');
      expect(shown('pt', 'rapid-chess', ed)).toContain('registrada pelo árbitro ou por um assistente');
      expect(shown('gl', 'blitz', ed)).toContain('rexístraa o árbitro ou un asistente');
    }
  });
  it('2009 has no recording condition, and its three-games figure is only an example', () => {
    expect(law('2009', 'en', 'A3')).toMatch(/\(for example one arbiter for at most three games\)/);
    expect(shown('en', 'rapid-chess', '2009')).not.toContain('each game is recorded by the arbiter');
    expect(shown('en', 'rapid-chess', '2009')).toContain('the text gives, as an example, one arbiter for at most three games');
  });
  it('2009 B2: supervised blitz keeps A2, so the players need not record', () => {
    expect(law('2009', 'en', 'B2')).toMatch(/the Competition Rules and Appendix A\.2 shall apply/);
    expect(law('2009', 'en', 'A2')).toBe('Players do not need to record the moves.');
    expect(shown('en', 'blitz', '2009')).toContain('together with the rapid rule that the players need not record the moves');
    expect(shown('pt', 'blitz', '2009')).toContain('os jogadores não precisam anotar os lances');
    expect(shown('gl', 'blitz', '2009')).toContain('os xogadores non están obrigados a anotar as xogadas');
  });
  it('five requests to see the scoresheet, then a distraction (2018, 2023)', () => {
    expect(law('2018', 'en', 'A.3.2')).toMatch(/maximum of five times .* distraction of the opponent/);
    expect(law('2023', 'en', 'B.2.3')).toMatch(/maximum of five times .* distraction of the opponent/);
    for (const ed of LATER) expect(shown('en', 'rapid-chess', ed)).toMatch(/at most five times in a game; further requests count as distracting/);
  });
});

describe('the quickplay-finish claim in blitz', () => {
  it('2009 excludes it only without adequate supervision (B3b sits under B3)', () => {
    expect(law('2009', 'en', 'B3')).toBe('Where supervision is inadequate the following shall apply:');
    expect(law('2009', 'en', 'B3b')).toMatch(/^Article 10\.2 and Appendix A\.4\.c do not apply/);
    expect(law('2001', 'en', 'C4')).toBe('Article 10.2 does not apply.');
    expect(shown('en', 'blitz', '2009')).toContain('is excluded from blitz played without adequate supervision');
    expect(shown('en', 'blitz', '2001')).toContain('does not exist in blitz');
  });
  it('1997: the sources cannot date the exclusion', () => {
    expect(changeRow('C4').new).toMatch(/Eliminado/);
    for (const locale of ['en', 'pt', 'gl']) expect(shown(locale, 'blitz', '1997')).not.toMatch(/first appears in 2001|aparece em 2001|aparece en 2001/);
  });
});

describe('2001 rapid B5b points at the wrong paragraphs', () => {
  it('its numbers 7.2, 7.3, 7.5 are not the illegal-move article (7.4a) of 2001, and the lesson says so', () => {
    expect(law('2001', 'en', 'B5b')).toMatch(/Articles 7\.2, 7\.3 and 7\.5 \(Irregularities, illegal moves\)/);
    expect(law('2001', 'en', '7.2')).toMatch(/colours reversed/);
    expect(law('2001', 'en', '7.4a')).toMatch(/an illegal move has been made/);
    expect(shown('en', 'rapid-chess', '2001')).toContain('the numbers in that paragraph do not fit this edition');
    expect(shown('pt', 'rapid-chess', '2001')).toContain('os números desse parágrafo não batem com esta edição');
    expect(shown('gl', 'rapid-chess', '2001')).toContain('os números dese parágrafo non encaixan nesta edición');
  });
});
