'use client';
// The search page's island: reads ?q=&edition=&lang= from the address, opens the paragraph a number names, or asks
// the Pagefind index (loaded now, not with the page) and shows the results grouped by edition, the reader's
// language first. Its strings come as props: the page loads no i18next.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { examHref, falseFriendNotes, fill, groupHits, markOnly, pluralKey, searchOrder, type FalseFriend, type Hit } from '@/lib/search/group';
import { jumpTarget, normaliseQuery, paragraphNumberOf, type NumberTable } from '@/lib/search/query';
import { useHydrated } from '@/components/site/useHydrated';
import { hitOf, loadPagefind, type Handle } from './pagefind';
import type enSearch from '@/locales/en/search.json';

type Strings = typeof enSearch;
type Status = { kind: 'empty' | 'loading' | 'failed' | 'noLanguage' } | { kind: 'jumping'; number: string; edition: string } | { kind: 'done' };

interface Result {
  key: string;
  status: Status;
  handles: Handle[];
  hits: Hit[];
  /** the number typed that the edition does not have */
  missingNumber?: { number: string; edition: string };
}

const PAGE = 40;
const URL_EVENT = 'search-url';
const subscribe = (f: () => void) => {
  window.addEventListener('popstate', f);
  window.addEventListener(URL_EVENT, f);
  return () => {
    window.removeEventListener('popstate', f);
    window.removeEventListener(URL_EVENT, f);
  };
};

// The reader's own language is searched unless the address chooses others: "50 moves" should not bring Galician
// "movementos", nor "roque" the Galician rook to a Portuguese reader.
function readParams(search: string, languages: readonly string[], editions: readonly string[]) {
  const p = new URLSearchParams(search);
  const edition = p.get('edition') ?? '';
  const langs = p.getAll('lang').filter((l) => languages.includes(l));
  return { q: normaliseQuery(p.get('q')), edition: editions.includes(edition) ? edition : '', langs: langs.length || p.has('lang') ? langs : languages.slice(0, 1), explicitLangs: p.has('lang') };
}

interface Props {
  locale: string;
  /** newest first */
  editions: string[];
  jumpEdition: string;
  /** the reader's languages, own first */
  languages: readonly string[];
  /** words that are a term in two languages with different meanings (content/glossary/search.json) */
  falseFriends: readonly FalseFriend[];
  s: Strings;
}

export function SearchApp({ locale, editions, jumpEdition, languages, falseFriends, s }: Props) {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const hydrated = useHydrated();
  const params = readParams(search, languages, editions);
  const key = `${params.q}|${params.edition}|${params.langs.join(',')}`;
  const [draft, setDraft] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [more, setMore] = useState(false);

  const go = (next: { q?: string; edition?: string; langs?: string[] }, push: boolean) => {
    const p = new URLSearchParams();
    const q = next.q ?? params.q;
    const edition = next.edition ?? params.edition;
    const langs = next.langs ?? params.langs;
    if (q) p.set('q', q);
    if (edition) p.set('edition', edition);
    const byDefault = langs.length === 1 && langs[0] === languages[0];
    if (!byDefault || next.langs) for (const l of langs) p.append('lang', l);
    if (langs.length === 0) p.set('lang', '');
    const url = `${window.location.pathname}?${p}`;
    if (push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(URL_EVENT));
  };

  useEffect(() => {
    if (!search && !window.location.search) return; // before hydration reads the address
    let live = true;
    const done = (r: Omit<Result, 'key'>) => live && setResult({ key, ...r });
    const { q, edition, langs } = params;
    const { demoted } = falseFriendNotes(q, falseFriends, languages[0]!, langs);
    (async () => {
      if (!q) return done({ status: { kind: 'empty' }, handles: [], hits: [] });
      let missingNumber: Result['missingNumber'];
      const number = paragraphNumberOf(q);
      if (number) {
        const jumpIn = edition || jumpEdition;
        const table = (await fetch(`/search/${jumpIn}/numbers.json`).then((r) => (r.ok ? r.json() : {})).catch(() => ({}))) as NumberTable;
        const target = jumpTarget(locale, jumpIn, number, table);
        if (target) {
          done({ status: { kind: 'jumping', number: q, edition: jumpIn }, handles: [], hits: [] });
          window.location.replace(target);
          return;
        }
        missingNumber = { number: q, edition: jumpIn };
      }
      if (!langs.length) return done({ status: { kind: 'noLanguage' }, handles: [], hits: [], missingNumber });
      const pf = await loadPagefind();
      // One search per language, the reader's own first, so their results lead every group; a language where a word
      // searched is a false friend last of all.
      const handles: Handle[] = [];
      const order = searchOrder(languages, langs);
      for (const language of [...order.filter((l) => !demoted.includes(l)), ...order.filter((l) => demoted.includes(l))]) {
        const found = await pf.search(q, { filters: { language, ...(edition ? { edition } : {}) } });
        handles.push(...(found?.results ?? []));
      }
      const hits = await Promise.all(handles.slice(0, PAGE).map(hitOf));
      done({ status: { kind: 'done' }, handles, hits, missingNumber });
    })().catch(() => done({ status: { kind: 'failed' }, handles: [], hits: [] }));
    return () => {
      live = false;
    };
    // `key` holds every parameter the search depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const shown = result?.key === key ? result : null;
  const status: Status = shown?.status ?? { kind: params.q || search ? 'loading' : 'empty' };
  const count = shown?.handles.length ?? 0;
  const plural = (base: 'results', n: number) => {
    const k = pluralKey(base, n, locale) as keyof Strings['status'];
    return (s.status[k] as string | undefined) ?? s.status[`${base}_other`];
  };
  const message =
    status.kind === 'done'
      ? count
        ? fill(plural('results', count), { count, query: params.q })
        : fill(s.status.none, { query: params.q })
      : status.kind === 'jumping'
        ? fill(s.status.jumping, { number: status.number, edition: status.edition })
        : s.status[status.kind];

  const loadMore = async () => {
    if (!shown) return;
    setMore(true);
    const next = await Promise.all(shown.handles.slice(shown.hits.length, shown.hits.length + PAGE).map(hitOf)).catch(() => []);
    setResult({ ...shown, hits: [...shown.hits, ...next] });
    setMore(false);
  };

  const friends = falseFriendNotes(params.q, falseFriends, languages[0]!, params.langs);
  const inLanguage = (l: string) => s.inLanguage[l as keyof Strings['inLanguage']] ?? l;
  const groups = shown ? groupHits(shown.hits, editions, friends.demoted) : [];
  return (
    <div className="search-app">
      <form
        role="search"
        className="search-form"
        action=""
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: normaliseQuery(draft ?? params.q) }, true);
          setDraft(null);
        }}
      >
        <div className="search-field">
          <label htmlFor="search-q">{s.form.query}</label>
          <div className="search-row">
            <input id="search-q" type="search" name="q" value={draft ?? params.q} onChange={(e) => setDraft(e.target.value)} aria-describedby="search-hint" autoComplete="off" />
            <button type="submit" className="button button-primary">
              {s.form.submit}
            </button>
          </div>
          <p id="search-hint" className="search-hint">
            {s.form.hint}
          </p>
        </div>
        <div className="search-filters">
          <label htmlFor="search-edition">{s.form.edition}</label>
          <select id="search-edition" name="edition" value={params.edition} onChange={(e) => go({ edition: e.target.value }, false)}>
            <option value="">{s.form.allEditions}</option>
            {editions.map((e) => (
              <option key={e} value={e}>
                {fill(s.form.editionOption, { edition: e })}
              </option>
            ))}
          </select>
          <fieldset aria-describedby="search-languages-hint">
            <legend>{s.form.languages}</legend>
            {languages.map((l) => (
              <label key={l} className="search-language">
                <input
                  type="checkbox"
                  name="lang"
                  value={l}
                  checked={params.langs.includes(l)}
                  onChange={(e) => go({ langs: e.target.checked ? [...params.langs, l] : params.langs.filter((x) => x !== l) }, false)}
                />{' '}
                {s.language[l as keyof Strings['language']]}
              </label>
            ))}
          </fieldset>
          <p id="search-languages-hint" className="search-hint search-languages-hint">
            {s.form.languagesHint}
          </p>
        </div>
      </form>
      {/* Empty until the address is read (the prerendered page cannot know the query). */}
      <p role="status" aria-live="polite" className="search-status" data-testid="search-status" data-state={hydrated ? status.kind : 'static'}>
        {hydrated && shown?.missingNumber && status.kind !== 'jumping' ? `${fill(s.status.noNumber, shown.missingNumber)} ` : ''}
        {hydrated && message}
      </p>
      {hydrated && shown && status.kind === 'done' && friends.notes.length > 0 && (
        <div className="search-false-friends" role="note">
          {friends.notes.map((n) => (
            <p key={`${n.word}-${n.language}`}>
              {fill(s.falseFriend.note, { language: inLanguage(n.language), word: n.word, meaning: n.meaning })}
              {friends.demoted.includes(n.language) && ` ${fill(s.falseFriend.demoted, { language: inLanguage(n.language) })}`}
            </p>
          ))}
        </div>
      )}
      {groups.map((g) => (
        <section key={g.key} className="search-group" aria-labelledby={`search-group-${g.key}`}>
          <h2 id={`search-group-${g.key}`}>
            {g.key === 'exam' ? s.group.exam : g.key === 'arbiter' ? s.group.arbiter : g.key === 'regulation' ? s.group.regulation : g.key.startsWith('lang-') ? fill(s.group.language, { language: inLanguage(g.key.slice(5)) }) : fill(s.group.edition, { edition: g.key })}
          </h2>
          <ul className="search-results">
            {g.hits.map((h) => (
              <li key={h.url} className="search-result">
                <h3 lang={h.language}>
                  <a href={h.kind === 'exam' ? examHref(h, params.edition) : h.url}>{h.title}</a>
                </h3>
                <p className="search-result-meta">
                  {h.kind !== 'law' && <span className="search-badge">{h.kind === 'lesson' ? s.result.lesson : h.kind === 'regulation' ? s.result.regulation : s.result.exam}</span>}{' '}
                  {s.language[h.language as keyof Strings['language']] ?? h.language}
                  {h.course && ` (${s.result.course})`}
                  {g.key.startsWith('lang-') && h.kind !== 'exam' && ` · ${fill(s.group.edition, { edition: h.edition })}`}
                </p>
                <p className="search-excerpt" lang={h.language} dangerouslySetInnerHTML={{ __html: markOnly(h.excerpt) }} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown && shown.hits.length < count && (
        <p className="search-more">
          {fill(s.result.shown, { shown: shown.hits.length, count })}{' '}
          <button type="button" className="button" onClick={() => void loadMore()} disabled={more}>
            {s.result.more}
          </button>
        </p>
      )}
    </div>
  );
}
