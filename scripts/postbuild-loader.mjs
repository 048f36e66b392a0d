// Each page's Next scripts, requested after the page's first paint instead of from <head> (scripts/postbuild.mjs
// says why). Also read by scripts/budget.mjs, which counts the scripts the loader requests.
export const LOADER_ID = 'scripts-after-paint';
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/[^"]+\.js)"\/>/g;
// After the first contentful paint, as the browser reports it (Paint Timing): a frame that is committed is not yet
// on screen, and scripts requested at once would still compete with it. Where Paint Timing is missing, after the
// first frame. A page opened in a background tab paints when it is shown; the timeout loads its scripts anyway.
const SCRIPT_LOADER = (srcs) =>
  `<script id="${LOADER_ID}">(function(s){var d;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});setTimeout(go,5000)}else requestAnimationFrame(function(){setTimeout(go,0)})})(${JSON.stringify(srcs)})</script>`;

/** The page with its Next scripts moved into the loader, or undefined when there is nothing to move. */
export function deferScripts(html) {
  if (html.includes(`id="${LOADER_ID}"`)) return undefined; // done by an earlier run
  const srcs = [];
  const keep = (_, src) => {
    if (!srcs.includes(src)) srcs.push(src);
    return '';
  };
  const stripped = html.replace(SCRIPT_PRELOAD, keep).replace(ASYNC_SCRIPT, keep);
  if (!srcs.length || !stripped.includes('</body>')) return undefined;
  return stripped.replace('</body>', `${SCRIPT_LOADER(srcs)}</body>`);
}

