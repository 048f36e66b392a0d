// The exam's UI strings travel to the browser as plain JSON (locales/{locale}/exam.json), without i18next: the exam
// page loads no board or i18next code. `fill` does the one thing it needs, {{name}} interpolation.
import type en from '@/locales/en/exam.json';

export type ExamStrings = typeof en;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export const percent = (right: number, total: number) => (total ? Math.round((100 * right) / total) : 0);
