// What `npm run exam:stats` prints and checks: the bank's size per language, its board questions, the exam topics
// (lessons) and alignment topic groups it covers, the questions per edition, and every problem validateBank finds.
import { EDITIONS } from '@/lib/editions';
import { locales, type Locale } from '@/lib/languages';
import { loadAlignment } from '@/lib/laws/corpus';
import { examFiles, examTopicOf, readExamFile, topicGroup, topicLessons } from './bank';
import { readRulingFile, rulingFiles } from './rulingBank';
import { validateRulings } from './rulingValidate';
import { validateBank } from './validate';

export const MINIMUM = { questions: 300, board: 60, perEdition: 30, written: 60 } as const;
/** The regulation parts' minimums (issues 27 and 28), and how many of their questions a calculator must check. */
export const PART_MINIMUM = { tournaments: 60, ratings: 40 } as const;

export function examStats(): { lines: string[]; problems: string[] } {
  const { problems, questions, regulation } = validateBank(examFiles().map((name) => ({ name, data: readExamFile(name) })));
  const written = validateRulings(rulingFiles().map((name) => ({ name: `rulings/${name}`, data: readRulingFile(name) })));
  problems.push(...written.problems);
  const writtenIn = (l: Locale) => written.rulings.filter((r) => r.prompt[l] && r.elements.every((e) => e.text[l])).length;
  const lessons = Object.keys(topicLessons);
  const groups = [...new Set(loadAlignment().topics.map((t) => topicGroup(t.topic)))];
  const coveredLessons = new Set(questions.map(examTopicOf));
  const coveredGroups = new Set(questions.flatMap((q) => q.topics.map(topicGroup)));
  const inLanguage = (l: Locale) => questions.filter((q) => q.prompt[l] && q.explanation[l]);
  const lines = locales.map((l) => {
    const qs = inLanguage(l);
    const perEdition = EDITIONS.map((ed) => `${ed} ${qs.filter((q) => q.editions.includes(ed)).length}`).join(' · ');
    return `${l}: questions: ${qs.length}, board: ${qs.filter((q) => q.kind === 'board').length}, topics: ${lessons.filter((x) => coveredLessons.has(x)).length}/${lessons.length}, editions: ${perEdition}, written: ${writtenIn(l)}`;
  });
  for (const part of ['tournaments', 'ratings'] as const) {
    const qs = regulation.filter((q) => q.part === part);
    const texts = [...new Set(qs.flatMap((q) => q.regulations))].sort();
    lines.push(`${part}: questions: ${qs.length} in ${locales.join(', ')}, computed by the calculators: ${qs.filter((q) => q.kind === 'computed').length}, texts: ${texts.join(' ')}`);
    if (qs.length < PART_MINIMUM[part]) problems.push(`${part}: ${qs.length} questions, fewer than ${PART_MINIMUM[part]}`);
  }
  for (const l of locales) {
    const qs = inLanguage(l);
    if (qs.length < MINIMUM.questions) problems.push(`${l}: ${qs.length} questions, fewer than ${MINIMUM.questions}`);
    const board = qs.filter((q) => q.kind === 'board').length;
    if (board < MINIMUM.board) problems.push(`${l}: ${board} board questions, fewer than ${MINIMUM.board}`);
    if (writtenIn(l) < MINIMUM.written) problems.push(`${l}: ${writtenIn(l)} written rulings, fewer than ${MINIMUM.written}`);
  }
  for (const x of lessons) if (!coveredLessons.has(x)) problems.push(`no question on the topic "${x}"`);
  for (const g of groups) if (!coveredGroups.has(g)) problems.push(`no question on the topic group "${g}"`);
  for (const ed of EDITIONS) {
    const n = questions.filter((q) => q.editions.includes(ed)).length;
    if (n < MINIMUM.perEdition) problems.push(`${ed}: ${n} questions, too few for a mock exam of ${MINIMUM.perEdition}`);
  }
  return { lines, problems };
}
