// The exam's topics as the pages list them: the course's lessons, in the course's order, titled in the language.
import { lessonEdition, lessons } from '@/lib/content/lessons';
import { topicLessons } from '@/lib/exam/bank';
import type { Locale } from '@/lib/languages';

export const examTopics = (locale: Locale) => lessons.filter((l) => l.slug in topicLessons).map((l) => ({ slug: l.slug, title: l.title[locale] }));

/** Each lesson's title and the address of its "Check yourself" questions (in the current edition), for review. */
export const lessonLinks = (locale: Locale) =>
  lessons.map((l) => ({ slug: l.slug, title: l.title[locale], href: `/${locale}/laws/${lessonEdition}/${l.part}/#quiz-title` }));
