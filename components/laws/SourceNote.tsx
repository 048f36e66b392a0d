// Where a text comes from, said to a reader: which text (edition, language), the document it was taken from and the
// copies that filled its gaps, in the reader's language; the translator; what is damaged or missing. The file names
// and lines of the raw sources are for maintainers (the corpus files keep them).
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
        <dt>{t('laws:source.text')}</dt>
        <dd>{t('laws:source.textValue', { edition: text.edition, language: t(`laws:language.${text.language}`) })}</dd>
        <dt>{t('laws:source.document')}</dt>
        <dd>{t(`laws:sources.${key}`)}</dd>
        {text.source.witnesses && (
          <>
            <dt>{t('laws:source.witnesses')}</dt>
            <dd>{Object.values(text.source.witnesses).map((w) => t(`laws:sources.${sourceKey(w.file)}`)).join('; ')}</dd>
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
