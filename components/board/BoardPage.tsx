'use client';

import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useT } from '@/components/site/useT';
import type { LinkReading } from '@/lib/board/link';
import { MAX_COUNTER, MAX_QUERY, shareableLinkAt, writeBoardLink, type BoardLink, type ShareableLink } from '@/lib/board/linkQuery';
import { START_FEN } from '@/lib/chess/fen';
import { pictureOfLink } from '@/lib/board/linkPicture';
import { currentEdition } from '@/lib/editions';
import type { Edition } from '@/lib/rules/types';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import { loadEngine, useEngine } from './useEngine';
import { EditionProvider, useEdition } from './EditionContext';
import { EditionSelect, editionSelectLabels } from './EditionSelect';
import { EngineBoard } from './EngineBoard';
import { ScenarioBoard } from './ScenarioBoard';
import { HoldStatic } from './BoardSurface';

/** An address without a link: the initial position in the newest edition (no engine needed to say so). */
const NO_LINK: LinkReading = { ok: true, link: { edition: currentEdition, fen: START_FEN, moves: [] }, empty: true };

/**
 * Until the engine has read the link: the position and edition it shows, read without the engine (as the picture
 * drew them before this code came, see drawLinkPicture), so that the board held static meanwhile shows them too.
 */
function linkFromAddress(): LinkReading {
  const shown = typeof window === 'undefined' ? null : pictureOfLink(window.location.search);
  return shown ? { ok: true, link: { edition: shown.edition ?? currentEdition, fen: shown.fen, moves: [] }, empty: false } : NO_LINK;
}

/**
 * A shared link, read by the rules engine (lib/board/link.ts), which comes with the link: an address without one
 * loads no engine before the reader plays. A link's moves, or an exercise's opening moves, are played by the engine
 * before its board is drawn, so the board's engine comes too.
 */
async function readLink(search: string, ids: string[]): Promise<LinkReading> {
  if (!search || search === '?') return NO_LINK;
  const [{ readBoardLink }] = await Promise.all([import('@/lib/board/link'), loadEngine()]);
  return readBoardLink(search, ids);
}

// The free board page: reads the link, shows the board (or the exercise) it names, and keeps the address and the
// share link up to date with the board.
export function BoardPage({ scenarios }: { scenarios: readonly Scenario[] }) {
  // Prerendered with the board of an address without a link (the start position), so that the page has its board
  // from the first paint and nothing moves when the link is read. In the browser this is never hydrated (see
  // LazyBoardPage): it starts from the address.
  const [reading, setReading] = useState<LinkReading>(linkFromAddress);
  // The address is left alone until its link has been read.
  const [linkRead, setLinkRead] = useState(false);
  useEffect(() => {
    let last = 0;
    const read = () => {
      // the latest address wins (the back button pressed twice while a link is read)
      const n = ++last;
      void readLink(window.location.search, scenarios.map((s) => s.id)).then((r) => {
        if (n !== last) return;
        setReading(r);
        setLinkRead(true);
      });
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [scenarios]);
  const link: BoardLink = reading.ok ? reading.link : { edition: reading.edition, fen: START_FEN, moves: [] };
  // A new link (the browser's back button) makes a new board.
  const key = reading.ok ? writeBoardLink(reading.link) : 'problem';
  return (
    // The board is live once it shows the link's position (a board made live before would be replaced at once).
    <HoldStatic.Provider value={!linkRead}>
      <EditionProvider key={key} edition={link.edition}>
        <BoardFromLink reading={reading} link={link} scenarios={scenarios} followAddress={linkRead} />
      </EditionProvider>
    </HoldStatic.Provider>
  );
}

function BoardFromLink({ reading, link, scenarios, followAddress }: { reading: LinkReading; link: BoardLink; scenarios: readonly Scenario[]; followAddress: boolean }) {
  const t = useT('board');
  const { edition } = useEdition();
  const scenario = link.scenario ? scenarios.find((s) => s.id === link.scenario) : undefined;
  const [current, setCurrent] = useState<BoardLink>(link);
  // the position on the board, for a link with too many moves (it gives the position alone)
  const [position, setPosition] = useState(link.fen);
  const onChange = useCallback((info: { edition: Edition; fen: string; moves: BoardLink['moves']; position: string }) => {
    setCurrent((c) => ({ edition: info.edition, fen: info.fen, moves: info.moves, projector: c.projector }));
    setPosition(info.position);
  }, []);
  // Projector mode is kept in the address and the share link, so a reload comes back to it.
  const [projector, setProjector] = useState(!!link.projector);
  // Never a link longer than MAX_QUERY: with too many moves, the address and the share link give the position alone.
  const shared = useMemo(
    () => shareableLinkAt(scenario ? { ...link, edition, scenario: scenario.id, projector } : { ...current, edition, projector }, () => position),
    [current, edition, link, position, projector, scenario],
  );
  const { query } = shared;

  // The address bar follows the board, so a reload or a bookmark keeps it (a malformed link stays as it came until
  // the board changes).
  useEffect(() => {
    if (!followAddress || (!reading.ok && current.moves.length === 0 && !projector)) return;
    const url = `${window.location.pathname}${query}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
  }, [current.moves.length, followAddress, projector, query, reading.ok]);

  // An exercise is drawn after its opening moves (the engine came with its link).
  const { engine } = useEngine();
  const initialFen = useMemo(() => (scenario && engine ? engine.scenarioPosition(scenario, edition) : undefined), [edition, engine, scenario]);

  return (
    <>
      {!reading.ok && (
        <div className="link-problem" role="alert" data-testid="link-problem">
          <p>
            <strong>{t('link.problem')}</strong>{' '}
            {t(reading.problem === 'bad-projector' ? 'coach:link.bad-projector' : `link.${reading.problem}${reading.side ? `-${reading.side}` : ''}`, { detail: reading.detail, index: reading.index, n: reading.count, max: MAX_QUERY, maxCounter: MAX_COUNTER })}
          </p>
        </div>
      )}
      <div className="board-page-tools">
        <EditionSelect labels={editionSelectLabels(t)} />
      </div>
      {scenario ? (
        <ScenarioBoard id="shared" scenario={scenario} initialFen={initialFen} projector={projector} onProjector={setProjector} shareable={false} />
      ) : (
        <EngineBoard
          id="free"
          title={t('mode.free')}
          fen={link.fen}
          moves={link.moves}
          hand
          claims
          defaultHand="move"
          onChange={onChange}
          projector={projector}
          onProjector={setProjector}
          shareable={false}
        />
      )}
      <ShareLink shared={shared} />
    </>
  );
}

function ShareLink({ shared }: { shared: ShareableLink }) {
  const { query } = shared;
  const t = useT('board');
  const id = useId();
  const [copied, setStatusFor] = useState<{ status: 'copied' | 'failed'; query: string } | null>(null);
  const status = copied?.query === query ? copied.status : 'idle';
  const setStatus = (s: 'copied' | 'failed') => setStatusFor({ status: s, query });
  const base = useSyncExternalStore(noSubscription, pageAddress, () => '');
  const href = `${base}${query}`;
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
      const field = document.getElementById(id) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  };
  return (
    <section className="share-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('share.title')}</h2>
      <label htmlFor={id}>{t('share.field')}</label>
      {!shared.full && (
        <p className="refused" id={`${id}-too-long`} data-testid="share-too-long">
          {t('share.tooLong', { n: shared.length, max: MAX_QUERY })}
        </p>
      )}
      <input id={id} readOnly value={href} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" aria-describedby={shared.full ? undefined : `${id}-too-long`} />
      <p className="live-board-controls">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          {t('share.copy')}
        </button>
      </p>
      <p role="status" aria-live="polite" className={status === 'failed' ? 'refused' : undefined} data-testid="share-status">
        {status === 'copied' ? t('share.copied') : status === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </section>
  );
}

const noSubscription = () => () => undefined;
const pageAddress = () => `${window.location.origin}${window.location.pathname}`;
