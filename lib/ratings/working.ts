import { type Cite, citeText } from './cite';

/**
 * One line of working, as an arbiter writes it on an exam paper: what was done, with the article that says so.
 * `step` names the kind of line and `values` its numbers, so a page can word it in the reader's language; `text`
 * is the English wording (the command line prints it).
 */
export interface WorkingLine {
  step: string;
  cite: Cite;
  values: Record<string, number | string | boolean | null>;
  text: string;
}

export const line = (step: string, c: Cite, values: WorkingLine['values'], text: string): WorkingLine => ({
  step,
  cite: c,
  values,
  text: `${text} (${citeText(c)})`,
});
