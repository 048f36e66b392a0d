import type { SaveEditionLabels } from './SaveEdition';

const KEYS: (keyof SaveEditionLabels)[] = [
  'heading', 'intro', 'measuring', 'size', 'button', 'progressLabel', 'progress', 'announce', 'done', 'stale', 'update', 'remove', 'removed',
  'errorQuota', 'errorNetwork', 'errorOther', 'unsupported',
];
// What only the browser knows is left as {{name}} for the control to fill in.
const LEFT = Object.fromEntries(['size', 'done', 'total', 'percent', 'message'].map((k) => [k, `{{${k}}}`]));

/** The control's strings for an edition, from the server's `t`. */
export function saveEditionLabels(t: (key: string, options?: Record<string, unknown>) => string, year: string): SaveEditionLabels {
  return Object.fromEntries(KEYS.map((k) => [k, t(`offline:save.${k}`, { ...LEFT, year, interpolation: { escapeValue: false } })])) as SaveEditionLabels;
}
