'use client';

import { lazy, type ComponentType } from 'react';
import { Island } from '@/components/board/LazyBoard';
import type { CaseLabProps } from './CaseLab';

const load = () => import('./CaseLab').then((m) => ({ default: m.CaseLab as ComponentType<CaseLabProps> }));
// On the server the lab is written in place with its example case ruled (see components/board/LazyBoard.tsx).
const CaseLabOnServer: ComponentType<CaseLabProps> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./CaseLab') as typeof import('./CaseLab')).CaseLab : null;
const CaseLabInBrowser = lazy(load);

// A shared case is read by the rules engine, which rules it or says what is wrong with it: the lab starts at once.
const hasLink = () => new URLSearchParams(window.location.search).has('case');

/**
 * The case lab as an island: the page's first paint is the lab prerendered with its example case and that case's
 * table; its code (the rules engine, i18next) loads on the reader's first pointer, touch or focus on it, or at once
 * for a shared case. The engine and the lab's code load on this page only.
 */
export function LazyCaseLab(props: CaseLabProps) {
  return <Island load={load} server={CaseLabOnServer} browser={CaseLabInBrowser} props={props} atOnce={hasLink} />;
}
