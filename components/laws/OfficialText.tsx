// The official text of one part of an edition, in the reader's language when the course has it; otherwise a plain
// statement of what is missing and the texts that exist, the authentic English first. Rendered on the server only.
import type { TFunction } from 'i18next';
import { ownCorpusLanguage, type Locale } from '@/lib/languages';
import { isCourseTranslation, loadChangeTable, textsOf, type PartEntry } from '@/lib/laws/corpus';
import { partIds, paragraphIndex, partOfLabel } from '@/lib/laws/pages';
import { inlineMark, type LawsText, type Part } from '@/lib/laws/schema';
import { LawParagraphs, type LawContext } from './LawParagraphs';
import { SourceNote } from './SourceNote';

interface Props {
  locale: Locale;
  edition: string;
  entry: PartEntry;
  t: TFunction;
}

function marksIn(part: Part) {
  const text = part.paragraphs.map((p) => p.text).join(' ');
  const marks = [...text.matchAll(inlineMark)];
  return {
    gap: marks.some((m) => m[1] === 'gap'),
    restored: [...new Set(marks.filter((m) => m[1] !== 'gap').map((m) => m[2]!))],
    rebuilt: part.paragraphs.some((p) => p.numberRebuilt),
  };
}

function OneText({ text, part, ctx, heading, texts }: { text: LawsText; part: Part; ctx: LawContext; heading?: string; texts: LawsText[] }) {
  const { t } = ctx;
  const marks = marksIn(part);
  // A paragraph this language lacks is shown from the first other text that has it (English first).
  const fallback = (id: string) => {
    for (const other of texts) {
      if (other.language === text.language) continue;
      const paragraph = other.parts.find((p) => p.id === part.id)?.paragraphs.find((p) => p.id === id && !p.missing);
      if (paragraph) return { language: other.language, paragraph };
    }
    return undefined;
  };
  // A course translation shows the authentic English beside each paragraph.
  const en = isCourseTranslation(text) ? texts.find((x) => x.language === 'en')?.parts.find((p) => p.id === part.id) : undefined;
  const english = en && ((id: string) => en.paragraphs.find((p) => p.id === id));
  return (
    <section className="law-text" lang={text.language} aria-label={heading}>
      {heading && <h3 className="law-text-language">{heading}</h3>}
      {english && (
        <p className="notice law-translation-notice" role="note" lang={ctx.locale}>
          {t('laws:translation.notice', { year: ctx.edition })}
        </p>
      )}
      <LawParagraphs part={part} language={text.language} ctx={ctx} fallback={fallback} english={english} />
      {(marks.gap || marks.restored.length > 0 || marks.rebuilt) && (
        <ul className="law-legend" lang={ctx.locale}>
          {marks.gap && <li>{t('laws:text.legendGap')}</li>}
          {marks.restored.length > 0 && <li>{t('laws:text.legendRestored', { witnesses: marks.restored.join(', ') })}</li>}
          {marks.rebuilt && <li>{t('laws:text.legendRebuilt')}</li>}
        </ul>
      )}
      <SourceNote text={text} locale={ctx.locale} t={t} />
    </section>
  );
}

export function OfficialText({ locale, edition, entry, t }: Props) {
  const texts = textsOf(edition);
  const ctx: LawContext = { locale, edition, index: paragraphIndex(edition), partIds: partIds(edition), t };
  const mine = ownCorpusLanguage(locale);
  const ownText = texts.find((x) => x.language === mine);
  const own = entry.byLanguage[mine];
  if (ownText && own && !own.missing) return <OneText text={ownText} part={own} ctx={ctx} texts={texts} />;

  const language = t(`laws:language.${mine}`);
  const others = texts.filter((x) => x.language !== mine && entry.byLanguage[x.language] && !entry.byLanguage[x.language]!.missing);
  const oldWording =
    edition === '1997' ? (loadChangeTable()?.rows ?? []).filter((r) => r.old && partOfLabel(r.article) === entry.id) : [];
  return (
    <>
      <p className="notice" role="note">
        {ownText ? t('laws:text.partMissingHere', { year: edition, language }) : t('laws:text.notInLanguage', { language })}
      </p>
      {others.map((text) => (
        <OneText
          key={text.language}
          text={text}
          part={entry.byLanguage[text.language]!}
          ctx={ctx}
          texts={texts}
          heading={text.authentic ? t('laws:text.authentic') : t('laws:text.translation', { language: t(`laws:language.${text.language}`) })}
        />
      ))}
      {oldWording.length > 0 && (
        <section className="law-text" aria-label={t('laws:text.changeTableOld', { year: edition })}>
          <h3 className="law-text-language">{t('laws:text.changeTableOld', { year: edition })}</h3>
          {oldWording.map((r) => (
            <p key={r.article} className="law-p" lang="pt">
              <span className="law-label">{r.article}</span> {r.old!.replace(/\*\*/g, '')}
            </p>
          ))}
        </section>
      )}
    </>
  );
}
