import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once the page's scripts run: controls wait for it. */
export function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
