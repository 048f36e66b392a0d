import type { TFunction } from 'i18next';
import { formatInForce, type EditionInfo } from '@/lib/editions';
import type { Locale } from '@/lib/languages';

// "2009 edition · adopted in Dresden 2008 · in force from 1 July 2009".
export function EditionLine({ edition, locale, t }: { edition: EditionInfo; locale: Locale; t: TFunction }) {
  const values = { year: edition.id, adopted: edition.adoptedAt, date: formatInForce(edition, locale) };
  return <p className="edition-line">{edition.inForce ? t('laws:edition.line', values) : t('laws:edition.lineNoDate', values)}</p>;
}
