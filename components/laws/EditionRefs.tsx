// Lesson prose names rules by alignment topic, never by number, so what it cites and quotes follows the edition
// of the page: <Cite topic="draw.claim-incorrect" /> gives "Article 9.5b" in 2009 and "Article 9.5.3" in 2023 (worded
// by lib/laws/citation.ts, as the edition prints it: "Article 2.1, second paragraph"), and
// <LawQuote topic="…" /> quotes that edition's own wording. Bound to the page's edition and language by the page.
import type { TFunction } from 'i18next';
import type { Edition } from '@/lib/editions';
import { ownCorpusLanguage, type Locale } from '@/lib/languages';
import { isCourseTranslation, textsOf } from '@/lib/laws/corpus';
import { citationSegments } from '@/lib/laws/citation';
import { articlesFor, paragraphHref, paragraphIndex, partIds } from '@/lib/laws/pages';
import { LawParagraphs } from './LawParagraphs';

export interface EditionRefsContext {
  edition: Edition;
  locale: Locale;
  t: TFunction;
}

export { paragraphHref };

export function Cite({ topic, ctx }: { topic: string; ctx: EditionRefsContext }) {
  const ids = articlesFor(topic.split(/\s+/), ctx.edition);
  if (!ids) return <span className="cite-none">{ctx.t('laws:cite.notInEdition', { year: ctx.edition })}</span>;
  // As the edition prints it ("Article 2.1, second paragraph"), each piece linked to the paragraph it cites.
  return (
    <span className="cite">
      {citationSegments(ctx.edition, ids, ctx.locale).map((s, i) =>
        s.id ? (
          <a key={i} href={paragraphHref(ctx.locale, ctx.edition, s.id) ?? '#'}>
            {s.text}
          </a>
        ) : (
          s.text
        ),
      )}
    </span>
  );
}

export function LawQuote({ topic, ctx }: { topic: string; ctx: EditionRefsContext }) {
  const ids = articlesFor(topic.split(/\s+/), ctx.edition);
  if (!ids) return <p className="notice">{ctx.t('laws:cite.notInEditionLong', { year: ctx.edition })}</p>;
  // The reader's language when this edition has it there, else the first text that has the paragraphs.
  const texts = textsOf(ctx.edition);
  const text =
    [texts.find((x) => x.language === ownCorpusLanguage(ctx.locale)), ...texts].find((x) =>
      x?.parts.some((p) => p.paragraphs.some((q) => ids.includes(q.id) && !q.missing)),
    ) ?? texts[0]!;
  const paragraphs = text.parts.flatMap((p) => p.paragraphs.filter((q) => ids.includes(q.id)));
  const lawCtx = { locale: ctx.locale, edition: ctx.edition, index: paragraphIndex(ctx.edition), partIds: partIds(ctx.edition), t: ctx.t };
  return (
    <blockquote className="law-quote" lang={text.language}>
      <LawParagraphs part={{ id: 'quote', kind: 'article', paragraphs: paragraphs.map((p) => ({ ...p, level: 0 })) }} language={text.language} ctx={lawCtx} anchors={false} />
      <footer lang={ctx.locale}>
        <Cite topic={topic} ctx={ctx} /> · {ctx.edition}
        {isCourseTranslation(text) && ` · ${ctx.t('laws:translation.label')}`}
      </footer>
    </blockquote>
  );
}
