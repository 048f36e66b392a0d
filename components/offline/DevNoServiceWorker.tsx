// Under `next dev` only: removes a service worker left on this origin by a production build served on the same
// port (`npm start`), which would otherwise answer the development server's scripts from its cache. The built
// site never has this script; it registers its worker instead (scripts/postbuild-sw.mjs).
const UNREGISTER = 'navigator.serviceWorker&&navigator.serviceWorker.getRegistrations().then(function(r){r.forEach(function(x){x.unregister()})})';

export function DevNoServiceWorker() {
  if (process.env.NODE_ENV !== 'development') return null;
  return <script dangerouslySetInnerHTML={{ __html: UNREGISTER }} />;
}
