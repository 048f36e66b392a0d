// One regulation's paragraphs as a reader sees them (lib/regulations/corpus.ts readRegulation): the course's
// translation where it has one, labelled, with the English one click away; the rest in English, each marked as not
// yet translated; the Arbiters' Manual's commentary set apart; tables as tables. Rendered on the server only.
import type { TFunction } from 'i18next';
import { paragraphAnchor, segments } from '@/lib/laws/crossrefs';
import type { ShownParagraph } from '@/lib/regulations/corpus';
import type { RegulationParagraph } from '@/lib/regulations/schema';

function Words({ text, t }: { text: string; t: TFunction }) {
  return segments(text).map((s, i) =>
    s.kind === 'gap' ? (
      <span key={i} className="law-gap">
        <span aria-hidden="true">[…]</span>
        <span className="visually-hidden">({t('laws:text.gap')})</span>
      </span>
    ) : (
      s.text
    ),
  );
}

function Body({ p, t }: { p: RegulationParagraph; t: TFunction }) {
  const label = p.label ? <span className="law-label">{p.label}</span> : null;
  if (p.table && p.table.length > 0) {
    const [head, ...rows] = p.table;
    return (
      // Scrolls sideways on a phone, so it takes the keyboard focus to be scrolled without a pointer.
      <div className="table-scroll" tabIndex={0} role="region" aria-label={p.text}>
        <table className="regulation-table">
          <thead>
            <tr>{head!.map((c, i) => <th key={i} scope="col">{c}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>{r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if (p.table) return <p className="notice">{t('laws:regulations.tableLost', { lines: p.lines?.join('–') ?? '' })}</p>;
  if (p.heading) {
    return (
      <h3 className="law-heading">
        {label} <Words text={p.text} t={t} />
      </h3>
    );
  }
  return (
    <p className="law-p">
      {label} <Words text={p.text} t={t} />
    </p>
  );
}

// `anchors`: paragraph ids as anchors only on the text's own page, not where paragraphs are quoted elsewhere.
export function RegulationParagraphs({ paragraphs, locale, t, anchors = true }: { paragraphs: ShownParagraph[]; locale: string; t: TFunction; anchors?: boolean }) {
  return (
    <div className="law-paragraphs">
      {paragraphs.map(({ paragraph: p, language, translated, untranslated }) => {
        const style = { '--level': p.level } as React.CSSProperties;
        const className = ['regulation-p', p.commentary ? 'regulation-commentary' : '', untranslated ? 'regulation-untranslated' : ''].filter(Boolean).join(' ');
        return (
          <div key={p.id} id={anchors ? paragraphAnchor(p.id) : undefined} className={className} style={style} lang={language === locale ? undefined : language}>
            {p.commentary && (
              <p className="regulation-mark" lang={locale}>
                {t('laws:regulations.commentary')}
              </p>
            )}
            <Body p={p} t={t} />
            {untranslated && !p.table && (
              <p className="regulation-mark" lang={locale}>
                ({t('laws:regulations.notTranslated')})
              </p>
            )}
            {translated && (
              <details className="law-english">
                <summary>
                  <span className="law-provenance law-provenance-course">{t('laws:translation.course')}</span> · {t('laws:translation.showEnglish')}
                </summary>
                <div lang="en" className="law-english-text">
                  <Body p={translated.original} t={t} />
                </div>
              </details>
            )}
          </div>
        );
      })}
    </div>
  );
}
