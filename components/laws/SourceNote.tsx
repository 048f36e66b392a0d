// Where a text comes from: the source in the reader's language, the file and lines, the translator, the defects.
// The corpus files describe their source in English for maintainers; what a reader sees comes from the locales
// (`laws:sources.*`, and `laws:translators.{language}-{edition}` where the translator's credit has words to translate).
import type { TFunction } from 'i18next';
import type { Locale } from '@/lib/languages';
import { defectNote, notePieces } from '@/lib/laws/notes';
import type { LawsText } from '@/lib/laws/schema';

// "sources/laws/en-2009.md" -> "en-2009"; "seeds/003_ceada589017d8692.txt" -> "seed-003".
export function sourceKey(file: string): string {
  const name = file.split('/').pop()!;
  const seed = /^(\d{3})_/.exec(name);
  return seed ? `seed-${seed[1]}` : name.replace(/\.[a-z]+$/, '');
}

export function SourceNote({ text, locale, t }: { text: LawsText; locale: string; t: TFunction }) {
  const key = sourceKey(text.source.file);
  return (
    <footer className="law-source" lang={locale}>
      <h4>{t('laws:source.heading')}</h4>
      <dl>
        {text.translation && (
          <>
            <dt>{t('laws:source.translation')}</dt>
            <dd>{t('laws:translation.source')}</dd>
          </>
        )}
        <dt>{t('laws:source.document')}</dt>
        <dd>
          {t(`laws:sources.${key}`)} (<code>{text.source.file}</code>
          {text.source.lines ? `, ${t('laws:source.lines', { lines: text.source.lines })}` : ''})
        </dd>
        {text.source.witnesses && (
          <>
            <dt>{t('laws:source.witnesses')}</dt>
            <dd>
              {Object.entries(text.source.witnesses).map(([id, w], i) => (
                <span key={id}>
                  {i > 0 && '; '}
                  {id}: {t(`laws:sources.${sourceKey(w.file)}`)}
                </span>
              ))}
            </dd>
          </>
        )}
        {text.translator && (
          <>
            <dt>{t('laws:source.translator')}</dt>
            <dd>{t(`laws:translators.${text.language}-${text.edition}`, { defaultValue: text.translator })}</dd>
          </>
        )}
      </dl>
      {text.defects.length > 0 && (
        <details>
          <summary>{t('laws:source.defects')}</summary>
          <ul>
            {text.defects.map((d) => {
              const { note, language } = defectNote(text, d, locale as Locale);
              return (
                <li key={d} lang={language === locale ? undefined : language}>
                  {notePieces(text.edition, note, d).map((piece, i) =>
                    piece.language && piece.language !== language ? (
                      <span key={i} lang={piece.language}>
                        {piece.text}
                      </span>
                    ) : (
                      piece.text
                    ),
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </footer>
  );
}
