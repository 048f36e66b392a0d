import type { Resource } from 'i18next';
import type { Locale } from '@/lib/languages';
import enCommon from '@/locales/en/common.json';
import enBoard from '@/locales/en/board.json';
import enGlossary from '@/locales/en/glossary.json';
import enLaws from '@/locales/en/laws.json';
import enCompare from '@/locales/en/compare.json';
import enExam from '@/locales/en/exam.json';
import enGlossaryPage from '@/locales/en/glossaryPage.json';
import enCoach from '@/locales/en/coach.json';
import enOffline from '@/locales/en/offline.json';
import enSearch from '@/locales/en/search.json';
import enTournament from '@/locales/en/tournament.json';
import enRatings from '@/locales/en/ratings.json';
import enRulings from '@/locales/en/rulings.json';
import enCases from '@/locales/en/cases.json';
import enArbiter from '@/locales/en/arbiter.json';
import enRoundRobin from '@/locales/en/roundRobin.json';
import enExercises from '@/locales/en/exercises.json';
import enPlayoff from '@/locales/en/playoff.json';
import ptCommon from '@/locales/pt/common.json';
import ptBoard from '@/locales/pt/board.json';
import ptGlossary from '@/locales/pt/glossary.json';
import ptLaws from '@/locales/pt/laws.json';
import ptCompare from '@/locales/pt/compare.json';
import ptExam from '@/locales/pt/exam.json';
import ptGlossaryPage from '@/locales/pt/glossaryPage.json';
import ptCoach from '@/locales/pt/coach.json';
import ptOffline from '@/locales/pt/offline.json';
import ptSearch from '@/locales/pt/search.json';
import ptTournament from '@/locales/pt/tournament.json';
import ptRatings from '@/locales/pt/ratings.json';
import ptRulings from '@/locales/pt/rulings.json';
import ptCases from '@/locales/pt/cases.json';
import ptArbiter from '@/locales/pt/arbiter.json';
import ptRoundRobin from '@/locales/pt/roundRobin.json';
import ptExercises from '@/locales/pt/exercises.json';
import ptPlayoff from '@/locales/pt/playoff.json';
import glCommon from '@/locales/gl/common.json';
import glBoard from '@/locales/gl/board.json';
import glGlossary from '@/locales/gl/glossary.json';
import glLaws from '@/locales/gl/laws.json';
import glCompare from '@/locales/gl/compare.json';
import glExam from '@/locales/gl/exam.json';
import glGlossaryPage from '@/locales/gl/glossaryPage.json';
import glCoach from '@/locales/gl/coach.json';
import glOffline from '@/locales/gl/offline.json';
import glSearch from '@/locales/gl/search.json';
import glTournament from '@/locales/gl/tournament.json';
import glRatings from '@/locales/gl/ratings.json';
import glRulings from '@/locales/gl/rulings.json';
import glCases from '@/locales/gl/cases.json';
import glArbiter from '@/locales/gl/arbiter.json';
import glRoundRobin from '@/locales/gl/roundRobin.json';
import glExercises from '@/locales/gl/exercises.json';
import glPlayoff from '@/locales/gl/playoff.json';

// Bundled UI strings: the site is prerendered, so every string is known at build time.
export const resources = {
  en: { common: enCommon, board: enBoard, glossary: enGlossary, laws: enLaws, compare: enCompare, exam: enExam, glossaryPage: enGlossaryPage, coach: enCoach, offline: enOffline, search: enSearch, tournament: enTournament, ratings: enRatings, rulings: enRulings, cases: enCases, arbiter: enArbiter, roundRobin: enRoundRobin, exercises: enExercises, playoff: enPlayoff },
  pt: { common: ptCommon, board: ptBoard, glossary: ptGlossary, laws: ptLaws, compare: ptCompare, exam: ptExam, glossaryPage: ptGlossaryPage, coach: ptCoach, offline: ptOffline, search: ptSearch, tournament: ptTournament, ratings: ptRatings, rulings: ptRulings, cases: ptCases, arbiter: ptArbiter, roundRobin: ptRoundRobin, exercises: ptExercises, playoff: ptPlayoff },
  gl: { common: glCommon, board: glBoard, glossary: glGlossary, laws: glLaws, compare: glCompare, exam: glExam, glossaryPage: glGlossaryPage, coach: glCoach, offline: glOffline, search: glSearch, tournament: glTournament, ratings: glRatings, rulings: glRulings, cases: glCases, arbiter: glArbiter, roundRobin: glRoundRobin, exercises: glExercises, playoff: glPlayoff },
} satisfies Record<Locale, Resource[string]>;

// What the interactive parts of a page (boards) need in the browser: only their own namespaces.
export function clientStrings(locale: Locale): Resource[string] {
  const { board, glossary, coach } = resources[locale];
  return { board, glossary, coach };
}

// The case lab's island: the board's sentences (rulings, obligations), the glossary's words and its own strings.
export function caseLabStrings(locale: Locale): Resource[string] {
  const { board, glossary, coach, cases } = resources[locale];
  return { board, glossary, coach, cases };
}
