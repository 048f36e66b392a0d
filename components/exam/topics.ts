// The exam's topics as the pages list them: the course's lessons, in the course's order, titled in the language.
import { lessonEdition, lessons } from '@/lib/content/lessons';
import { regulationBank, topicLessons } from '@/lib/exam/bank';
import { regulationTitle } from '@/lib/exam/regulationShow';
import { REGULATION_IDS } from '@/lib/regulations/corpus';
import type { Locale } from '@/lib/languages';

export const examTopics = (locale: Locale) => lessons.filter((l) => l.slug in topicLessons).map((l) => ({ slug: l.slug, title: l.title[locale] }));

/** Each lesson's title and the address of its "Check yourself" questions (in the current edition), for review. */
export const lessonLinks = (locale: Locale) =>
  lessons.map((l) => ({ slug: l.slug, title: l.title[locale], href: `/${locale}/laws/${lessonEdition}/${l.part}/#quiz-title` }));

/** The regulations the bank's regulation questions are about, each with its part, titled in the language. */
export const regulationTopics = (locale: Locale) =>
  [...new Map(regulationBank().map((q) => [q.regulations[0]!, q.part])).entries()]
    .sort(([a], [b]) => REGULATION_IDS.indexOf(a as never) - REGULATION_IDS.indexOf(b as never))
    .map(([slug, part]) => ({ slug, title: regulationTitle(slug, locale), part }));
