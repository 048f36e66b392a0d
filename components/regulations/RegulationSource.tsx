// Where a regulation's text comes from, in the reader's words: the document, the file and lines, whether the reader
// reads a course translation, and the source's known defects (content/regulations/notes.json).
import type { TFunction } from 'i18next';
import { sourceKey } from '@/components/laws/SourceNote';
import type { Locale } from '@/lib/languages';
import { defectIn } from '@/lib/regulations/notes';
import type { RegulationText } from '@/lib/regulations/schema';

export function RegulationSource({ source, translation, locale, t }: { source: RegulationText; translation?: RegulationText; locale: Locale; t: TFunction }) {
  return (
    <footer className="law-source" lang={locale}>
      <h2>{t('laws:source.heading')}</h2>
      <dl>
        {translation && (
          <>
            <dt>{t('laws:source.translation')}</dt>
            <dd>{t('laws:regulations.translationNotice')}</dd>
          </>
        )}
        <dt>{t('laws:source.document')}</dt>
        <dd>
          {source.source.file.startsWith('seeds/') ? t(`laws:sources.${sourceKey(source.source.file)}`) : t('laws:regulations.sourceText', { code: source.code })} (<code>{source.source.file}</code>
          {source.source.lines ? `, ${t('laws:source.lines', { lines: source.source.lines })}` : ''})
        </dd>
      </dl>
      {source.defects.length > 0 && (
        <details>
          <summary>{t('laws:source.defects')}</summary>
          <ul>
            {source.defects.map((d) => {
              const { text, language } = defectIn(d, locale);
              return (
                <li key={d} lang={language === locale ? undefined : language}>
                  {text}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </footer>
  );
}
