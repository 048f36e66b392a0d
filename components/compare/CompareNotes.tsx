// What a comparison page says before the texts: which language the two editions are compared in and why, and how
// changes are marked.
import type { TFunction } from 'i18next';
import type { ComparisonLanguages } from '@/lib/laws/compare';
import { languagesOf } from '@/lib/laws/pages';
import type { Locale } from '@/lib/languages';

export function LanguageNotice({ from, to, languages, reader, t }: { from: string; to: string; languages: ComparisonLanguages; reader: Locale; t: TFunction }) {
  const name = (l: string) => t(`laws:language.${l}`);
  const notes: string[] = [];
  if (languages.mode === 'none') {
    notes.push(t('compare:language.none', { from, to, fromLanguage: name(languages.from), toLanguage: name(languages.to) }));
  } else if (languages.mode === 'common') {
    const missing = [from, to].filter((e) => !languagesOf(e).includes(reader)).join(', ');
    notes.push(t('compare:language.common', { missing, reader: name(reader), language: name(languages.from) }));
  }
  if (languages.mode !== 'none' && languages.from !== 'en') notes.push(t('compare:language.translation', { language: name(languages.from) }));
  if (notes.length === 0) return null;
  return (
    <div className="notice compare-language" role="note">
      {notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}

export function CompareLegend({ from, to, t }: { from: string; to: string; t: TFunction }) {
  return (
    <details className="compare-legend" open>
      <summary>{t('compare:article.legendTitle')}</summary>
      <ul>
        <li>
          <ins>abc</ins> {t('compare:article.legendIns', { to })}
        </li>
        <li>
          <del>abc</del> {t('compare:article.legendDel', { from })}
        </li>
        <li>{t('compare:article.legendBadges')}</li>
      </ul>
    </details>
  );
}
