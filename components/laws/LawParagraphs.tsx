// The paragraphs of one part of the Laws in one language, as the source has them: labels, gaps and restored
// words marked, cross-references linked to the paragraph they name in the same edition.
import type { TFunction } from 'i18next';
import { paragraphAnchor, resolveRef, segments, type ParagraphIndex } from '@/lib/laws/crossrefs';
import type { Locale } from '@/lib/languages';
import type { Paragraph, Part } from '@/lib/laws/schema';

export interface LawContext {
  locale: Locale;
  edition: string;
  index: ParagraphIndex;
  partIds: ReadonlySet<string>;
  t: TFunction;
}

function Segments({ text, ctx }: { text: string; ctx: LawContext }) {
  return segments(text).map((s, i) => {
    switch (s.kind) {
      case 'text':
        return s.text;
      case 'gap':
        return (
          <span key={i} className="law-gap">
            <span aria-hidden="true">[…]</span>
            <span className="visually-hidden">({ctx.t('laws:text.gap')})</span>
          </span>
        );
      case 'restored':
        return (
          <span key={i} className="law-restored">
            {s.text}
            <span className="visually-hidden"> ({ctx.t('laws:text.restored', { witness: s.witness })})</span>
          </span>
        );
      case 'ref': {
        const target = resolveRef(s.ref, ctx.index, ctx.partIds);
        if (!target) return s.text;
        const hash = target.paragraph ? `#${paragraphAnchor(target.paragraph)}` : '';
        return (
          <a key={i} href={`/${ctx.locale}/laws/${ctx.edition}/${target.part}/${hash}`}>
            {s.text}
          </a>
        );
      }
    }
  });
}

function Label({ p, ctx }: { p: Paragraph; ctx: LawContext }) {
  // A rebuilt number is shown whole and in brackets, even where the source kept a letter of it ("a.").
  if (p.numberRebuilt && !p.id.includes('+')) {
    return (
      <span className="law-label law-label-rebuilt">
        [{p.id}]<span className="visually-hidden"> ({ctx.t('laws:text.numberRebuilt')})</span>
      </span>
    );
  }
  if (p.label) return <span className="law-label">{p.label}</span>;
  return null;
}

// A course translation's paragraph: where its wording comes from, and the authentic English one click away.
function English({ p, english, ctx }: { p: Paragraph; english?: Paragraph; ctx: LawContext }) {
  const from = p.provenance === 'official' ? p.official?.split(':')[0] : undefined;
  return (
    <details className="law-english">
      <summary>
        <span className={`law-provenance law-provenance-${p.provenance ?? 'course'}`}>
          {from ? ctx.t('laws:translation.official', { year: from }) : ctx.t('laws:translation.course')}
        </span>{' '}
        · {ctx.t('laws:translation.showEnglish')}
      </summary>
      {english && (
        <p lang="en" className="law-english-text">
          <Label p={english} ctx={ctx} /> <Segments text={english.text} ctx={ctx} />
        </p>
      )}
    </details>
  );
}

// `fallback` finds the same paragraph in another language when this one lacks it. `english`, for a course
// translation, finds the authentic English paragraph to show beside each translated one.
export function LawParagraphs({
  part,
  language,
  ctx,
  fallback,
  english,
  anchors = true,
}: {
  part: Part;
  language: string;
  ctx: LawContext;
  // Paragraph ids as anchors: only where the paragraph is at home (its article page), not in quotes elsewhere.
  anchors?: boolean;
  fallback?: (id: string) => { language: string; paragraph: Paragraph } | undefined;
  english?: (id: string) => Paragraph | undefined;
}) {
  return (
    <div className="law-paragraphs">
      {part.paragraphs.map((p) => {
        const id = anchors ? paragraphAnchor(p.id) : undefined;
        const style = { '--level': p.level } as React.CSSProperties;
        if (english && !p.missing) {
          return (
            <div key={p.id} id={id} className={`law-translated${p.heading ? ' law-translated-heading' : ''}`} style={style}>
              {p.heading ? (
                <h3 className="law-heading">
                  <Label p={p} ctx={ctx} /> <Segments text={p.text} ctx={ctx} />
                </h3>
              ) : (
                <p className="law-p">
                  <Label p={p} ctx={ctx} /> <Segments text={p.text} ctx={ctx} />
                </p>
              )}
              <English p={p} english={english(p.id)} ctx={ctx} />
            </div>
          );
        }
        if (p.missing) {
          const other = fallback?.(p.id);
          return (
            <div key={p.id} id={id} className="law-p law-missing" style={style}>
              <p className="notice">
                <Label p={p} ctx={ctx} /> {ctx.t('laws:text.paragraphMissing', { language: ctx.t(`laws:language.${language}`) })}
              </p>
              {other && (
                <p lang={other.language}>
                  <span className="law-other-language">{ctx.t('laws:text.paragraphMissingOther', { language: ctx.t(`laws:language.${other.language}`) })}</span>{' '}
                  {other.paragraph.label && <span className="law-label">{other.paragraph.label}</span>}
                  <Segments text={other.paragraph.text} ctx={ctx} />
                </p>
              )}
            </div>
          );
        }
        if (p.heading) {
          return (
            <h3 key={p.id} id={id} className="law-heading">
              <Label p={p} ctx={ctx} /> <Segments text={p.text} ctx={ctx} />
            </h3>
          );
        }
        return (
          <p key={p.id} id={id} className="law-p" style={style}>
            <Label p={p} ctx={ctx} /> <Segments text={p.text} ctx={ctx} />
          </p>
        );
      })}
    </div>
  );
}
