// The exam's UI strings travel to the browser as plain JSON (locales/{locale}/exam.json), without i18next: the exam
// page loads no board or i18next code. `fill` does the one thing it needs, {{name}} interpolation
// (lib/exam/feedback.ts: a value that ends its own sentence is not given a second full stop).
import type en from '@/locales/en/exam.json';

export type ExamStrings = typeof en;

export { fill } from '@/lib/exam/feedback';

export const percent = (right: number, total: number) => (total ? Math.round((100 * right) / total) : 0);
