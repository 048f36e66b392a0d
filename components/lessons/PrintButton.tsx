'use client';

import { useHydrated } from '@/components/site/useHydrated';

// "Print this lesson": the browser's print dialog, with the lesson's print stylesheet. Disabled until the page's
// script is there (drawn at once, so nothing moves when it comes to life).
export function PrintButton({ label }: { label: string }) {
  const live = useHydrated();
  return (
    <p className="print-lesson no-print">
      <button type="button" className="button" disabled={!live} onClick={() => window.print()}>
        {label}
      </button>
    </p>
  );
}
