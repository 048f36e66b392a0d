'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { OfflineManifest } from '@/lib/offline/caches';
import { fetchManifest, formatBytes, offlineSupported, removeSaved, saveEdition, SaveError, savedCopy } from '@/lib/offline/save';
import { useHydrated } from '@/components/site/useHydrated';

/** The control's strings, with {{size}}, {{done}}, {{total}}, {{percent}}, {{message}} left for the browser. */
export type SaveEditionLabels = Record<
  | 'heading' | 'intro' | 'measuring' | 'size' | 'button' | 'progressLabel' | 'progress' | 'announce' | 'done' | 'stale' | 'update' | 'remove' | 'removed'
  | 'errorQuota' | 'errorNetwork' | 'errorOther' | 'unsupported',
  string
>;

type State =
  | { step: 'checking' }
  | { step: 'ready' }
  | { step: 'saving'; done: number }
  | { step: 'saved'; copy: OfflineManifest }
  | { step: 'stale'; copy: OfflineManifest }
  | { step: 'removed' }
  | { step: 'failed'; message: string };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));
const MILESTONES = [25, 50, 75];

// "Make this edition available offline": saves every page of the edition in the reader's language, and what the
// pages load, in Cache Storage (lib/offline/save.ts). Shows the size first, a progress bar while saving (spoken at
// each quarter, not at every file), then the saved state, which is read again from the caches on every visit.
export function SaveEdition({ locale, edition, tag, labels }: { locale: string; edition: string; tag: string; labels: SaveEditionLabels }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ step: 'checking' });
  const [manifest, setManifest] = useState<OfflineManifest>();
  const [announcement, setAnnouncement] = useState('');
  const spoken = useRef(0);
  const size = (bytes: number) => formatBytes(bytes, tag);

  useEffect(() => {
    if (!offlineSupported()) return; // said at render
    let live = true;
    (async () => {
      // Offline, the size of the current version cannot be known (and asking would only log a failed request).
      const [copy, current] = await Promise.all([
        savedCopy(locale, edition).catch(() => undefined),
        navigator.onLine ? fetchManifest(locale, edition).catch(() => undefined) : undefined,
      ]);
      if (!live) return;
      setManifest(current);
      if (copy) setState({ step: current && current.build !== copy.build ? 'stale' : 'saved', copy });
      else setState({ step: 'ready' });
    })();
    return () => {
      live = false;
    };
  }, [locale, edition]);

  const save = useCallback(async () => {
    let target = manifest;
    try {
      target ??= await fetchManifest(locale, edition);
      setManifest(target);
      spoken.current = 0;
      setState({ step: 'saving', done: 0 });
      setAnnouncement(fill(labels.announce, { percent: 0 }));
      const total = target.bytes;
      await saveEdition(target, (done) => {
        const percent = Math.floor((done / total) * 100);
        const milestone = MILESTONES.filter((m) => percent >= m).pop() ?? 0;
        if (milestone > spoken.current) {
          spoken.current = milestone;
          setAnnouncement(fill(labels.announce, { percent: milestone }));
        }
        setState({ step: 'saving', done });
      });
      const copy = target;
      setState({ step: 'saved', copy });
      setAnnouncement(fill(labels.done, { size: size(copy.bytes) }));
    } catch (e) {
      const kind = e instanceof SaveError ? e.kind : 'other';
      const text =
        kind === 'quota'
          ? fill(labels.errorQuota, { size: target ? size(target.bytes) : '' })
          : kind === 'network'
            ? labels.errorNetwork
            : fill(labels.errorOther, { message: e instanceof Error ? e.message : String(e) });
      setState({ step: 'failed', message: text });
      setAnnouncement(text);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [manifest, locale, edition, labels, tag]);

  const remove = async () => {
    await removeSaved(locale, edition);
    setState({ step: 'removed' });
    setAnnouncement(labels.removed);
  };

  const saveButton = (label: string) => (
    <button type="button" className="button button-primary" onClick={save} disabled={!hydrated || state.step === 'checking'}>
      {label}
    </button>
  );
  const total = manifest?.bytes ?? 0;

  return (
    <section className="offline-save" aria-labelledby="offline-save-heading" data-testid="offline-save">
      <h2 id="offline-save-heading">{labels.heading}</h2>
      <p>{labels.intro}</p>
      {hydrated && !offlineSupported() ? (
        <p>{labels.unsupported}</p>
      ) : state.step === 'saving' ? (
        <div className="offline-progress">
          <progress id="offline-save-progress" max={total} value={state.done} aria-label={labels.progressLabel} />
          <p>{fill(labels.progress, { done: size(state.done), total: size(total), percent: Math.floor((state.done / total) * 100) })}</p>
        </div>
      ) : state.step === 'saved' || state.step === 'stale' ? (
        <>
          <p className="offline-saved">{state.step === 'saved' ? fill(labels.done, { size: size(state.copy.bytes) }) : labels.stale}</p>
          <p className="offline-actions">
            {state.step === 'stale' && manifest && saveButton(`${labels.update} (${size(manifest.bytes)})`)}
            <button type="button" className="button" onClick={remove}>
              {labels.remove}
            </button>
          </p>
        </>
      ) : (
        <>
          {state.step === 'failed' && <p className="offline-error">{state.message}</p>}
          {state.step === 'removed' && <p>{labels.removed}</p>}
          {(manifest || state.step === 'checking') && (
            <p className="offline-size">{manifest ? fill(labels.size, { size: size(manifest.bytes) }) : labels.measuring}</p>
          )}
          <p className="offline-actions">{saveButton(labels.button)}</p>
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
