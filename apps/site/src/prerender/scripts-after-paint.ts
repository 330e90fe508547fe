/**
 * A prerendered page needs no script to paint, so the app's scripts start loading right after its
 * first paint instead of with the HTML: on a slow phone link the HTML and the stylesheet then have
 * the connection to themselves, and the page shows sooner. The entry and the modules Vite would
 * preload beside it are named on the loader script; it adds those preloads and imports the entry
 * once the browser reports the page's first contentful paint (at once in a hidden tab, which paints nothing;
 * and half a second after the second frame where paint timing is not reported).
 */
const loader =
  '(function(s){var done=0;function load(){if(done)return;done=1;s.dataset.appPreloads.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});import(s.dataset.appEntry)}if(document.hidden)return load();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(load)}).observe({type:"paint",buffered:true})}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,500)})})})(document.currentScript)';

/** The template with Vite's entry script and module preloads moved into the loader. */
export function loadScriptsAfterPaint(template: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) throw new Error('The template has no module entry script.');
  const preloads = [
    ...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];
  let html = template.replace(entry[0], '');
  for (const [tag] of preloads) html = html.replace(tag, '');
  const hrefs = preloads.map(([, href]) => href).join(' ');
  const script = `<script data-app-entry="${entry[1]}" data-app-preloads="${hrefs}">${loader}</script>`;
  return html.replace('</body>', () => `  ${script}\n  </body>`);
}

/** The entry and the preloads a page's loader names (what the page downloads to come alive). */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const match = /<script data-app-entry="([^"]+)" data-app-preloads="([^"]*)">/.exec(html);
  if (!match?.[1]) return [];
  return [match[1], ...(match[2] ?? '').split(' ').filter(Boolean)];
}
