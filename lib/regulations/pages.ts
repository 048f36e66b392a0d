// What the regulations pages show beside the text: the date a text applies from, in the reader's language.
import { languageTag, type Locale } from '../languages';

/** "2024-08-01" -> "1 de agosto de 2024" (pt), "1 de agosto de 2024" (gl), "1 August 2024" (en). */
export function inForceDate(iso: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
