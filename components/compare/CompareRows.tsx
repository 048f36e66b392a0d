// One part of the Laws in two editions side by side: each row pairs paragraphs through the alignment, with a text
// badge for what happened to them and, inside changed paragraphs, inserted words in <ins> and deleted words in <del>
// (each with a spoken cue, so the marks do not rest on colour or strike-through alone). Rendered on the server only.
import type { TFunction } from 'i18next';
import type { CorpusLanguage, Locale } from '@/lib/languages';
import { isCourseTranslation, loadText } from '@/lib/laws/corpus';
import { citation } from '@/lib/laws/citation';
import type { ArticleComparison, CompareRow, DiffPiece, Side } from '@/lib/laws/compare';
import { paragraphAnchor } from '@/lib/laws/crossrefs';

interface Ctx {
  locale: Locale;
  t: TFunction;
  c: ArticleComparison;
}


export function Pieces({ pieces, t }: { pieces: DiffPiece[]; t: TFunction }) {
  return pieces.map((p, i) => {
    if (p.mark === 'ins') {
      return (
        <ins key={i}>
          <span className="visually-hidden">{`[${t('compare:diff.ins')} `}</span>
          {p.text}
          <span className="visually-hidden">]</span>
        </ins>
      );
    }
    if (p.mark === 'del') {
      return (
        <del key={i}>
          <span className="visually-hidden">{`[${t('compare:diff.del')} `}</span>
          {p.text}
          <span className="visually-hidden">]</span>
        </del>
      );
    }
    return <span key={i}>{p.text}</span>;
  });
}

function SideCell({ edition, sides, diff, ctx, which, label }: { edition: string; sides: Side[]; diff?: DiffPiece[][]; ctx: Ctx; which: 'from' | 'to'; label: string }) {
  const { t, locale, c } = ctx;
  const language = which === 'from' ? c.languages.from : c.languages.to;
  // data-label: the column's heading, shown above each side when the columns are stacked (narrow screens), where the
  // heading row is hidden; screen readers get the edition from the visually hidden text instead.
  if (sides.length === 0) {
    return (
      <div className={`cmp-side cmp-${which} cmp-empty`} data-label={label}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">
          {edition}: {t('compare:article.noParagraph')}
        </span>
      </div>
    );
  }
  return (
    <div className={`cmp-side cmp-${which}`} data-label={label}>
      <span className="visually-hidden">{edition}: </span>
      {sides.map((s, i) => (
        <div key={s.id} className="cmp-p" style={{ '--level': s.level } as React.CSSProperties} lang={s.language}>
          {!s.id.includes('+') && !s.id.startsWith('glossary.') && (
            <>
              <a className="law-label" href={`/${locale}/laws/${edition}/${s.part}/#${paragraphAnchor(s.id)}`}>
                {/^[a-z]+-/.test(s.id) ? citation(edition, s.id, locale) : s.id}
              </a>{' '}
            </>
          )}
          {s.fallback && (
            <span className="cmp-fallback" lang={locale}>
              ({t('compare:language.fallback', { language: t(`laws:language.${s.language}`), edition, missing: t(`laws:language.${language}`) })}){' '}
            </span>
          )}
          {diff ? <Pieces pieces={diff[i] ?? []} t={t} /> : s.text}
        </div>
      ))}
    </div>
  );
}

/** An unchanged row whose paragraphs carry the same numbers and words in both editions: printed once. */
function sameText(row: CompareRow): boolean {
  if (row.status !== 'unchanged' || row.renumbered || row.movedFrom || row.movedTo || row.from.length !== row.to.length || row.from.length === 0) return false;
  return row.from.every((f, i) => {
    const to = row.to[i]!;
    return f.id === to.id && f.part === to.part && f.text === to.text && f.language === to.language && !f.fallback && !to.fallback;
  });
}

// One cell across both columns for a paragraph that reads the same in both editions: the reader sees it once, with
// its number linking to the older edition's text. It carries both sides' classes, so a stacked layout labels it as either.
function SameCell({ row, ctx, label }: { row: CompareRow; ctx: Ctx; label: string }) {
  const { t, locale, c } = ctx;
  return (
    <div className="cmp-side cmp-from cmp-to cmp-same" data-label={label}>
      <span className="visually-hidden">{t('compare:article.sameSpoken', { from: c.from, to: c.to })} </span>
      {row.from.map((s) => (
        <div key={s.id} className="cmp-p" style={{ '--level': s.level } as React.CSSProperties} lang={s.language}>
          {!s.id.includes('+') && !s.id.startsWith('glossary.') && (
            <>
              <a className="law-label" href={`/${locale}/laws/${c.from}/${s.part}/#${paragraphAnchor(s.id)}`}>
                {/^[a-z]+-/.test(s.id) ? citation(c.from, s.id, locale) : s.id}
              </a>{' '}
            </>
          )}
          {s.text}
        </div>
      ))}
    </div>
  );
}

function Badges({ row, ctx }: { row: CompareRow; ctx: Ctx }) {
  const { t, c, locale } = ctx;
  const vars = { from: c.from, to: c.to };
  const ids = (sides: Side[]) => sides.filter((s) => !s.id.includes('+')).map((s) => s.id).join(', ');
  return (
    <p className="cmp-badges">
      <span className={`cmp-badge cmp-badge-${row.status}`}>{t(`compare:badge.${row.status}`, vars)}</span>
      {row.renumbered && <span className="cmp-badge cmp-badge-renumbered">{t('compare:badge.renumbered', { before: ids(row.from), after: ids(row.to) })}</span>}
      {row.movedTo && (
        <span className="cmp-badge cmp-badge-moved">
          {t('compare:badge.movedTo')}{' '}
          <a href={`/${locale}/laws/${c.to}/${row.movedTo}/`}>
            {citation(c.to, row.movedTo, locale)}
          </a>
        </span>
      )}
      {row.movedFrom && (
        <span className="cmp-badge cmp-badge-moved">
          {t('compare:badge.movedFrom', { where: citation(c.from, row.movedFrom, locale), from: c.from })}
        </span>
      )}
    </p>
  );
}

export function CompareRows({ c, locale, t }: { c: ArticleComparison; locale: Locale; t: TFunction }) {
  const ctx: Ctx = { c, locale, t };
  // A side in the course's own translation says so in its heading, inside the same brackets as the language
  // ("2018 (português, tradução do curso)"), never in brackets of its own.
  const column = (edition: string, language: string) => {
    const name = t(`laws:language.${language}`);
    const text = loadText(edition, language as CorpusLanguage);
    return t('compare:article.column', { edition, language: text && isCourseTranslation(text) ? `${name}, ${t('laws:translation.label')}` : name });
  };
  return (
    <div className="cmp-table">
      <div className="cmp-head" aria-hidden="true">
        <div>{column(c.from, c.languages.from)}</div>
        <div>{column(c.to, c.languages.to)}</div>
      </div>
      {c.rows.map((row) => {
        const key = [...row.from, ...row.to].map((s) => s.id).join('|');
        return (
          <div key={key} className={`cmp-row cmp-row-${row.status}`} data-status={row.status}>
            <Badges row={row} ctx={ctx} />
            {sameText(row) ? (
              <div className="cmp-sides">
                <SameCell row={row} ctx={ctx} label={t('compare:article.same', { from: c.from, to: c.to })} />
              </div>
            ) : (
              <div className="cmp-sides">
                <SideCell edition={c.from} sides={row.from} diff={row.diff?.from} ctx={ctx} which="from" label={column(c.from, c.languages.from)} />
                <SideCell edition={c.to} sides={row.to} diff={row.diff?.to} ctx={ctx} which="to" label={column(c.to, c.languages.to)} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
