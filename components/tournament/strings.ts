// The calculator's UI strings travel to the browser as plain JSON (locales/{locale}/tournament.json), without
// i18next, as the exam's do.
import type en from '@/locales/en/tournament.json';

export type TournamentStrings = typeof en;

export { fill } from '@/components/exam/strings';
