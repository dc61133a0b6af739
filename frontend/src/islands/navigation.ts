import { LOCALE_PATH } from '@lyceum/contract/locales';

/**
 * Client-side navigation for links and forms that no router renders: the server's HTML before the application runs,
 * and the islands' plain links (they have no router). A followed visitor link or a submitted visitor search goes to
 * `go` (the application's router, app/spa.tsx) instead of loading a new document; a link the router renders
 * (React Router's <Link>) has handled its click already.
 */
const VISITOR_PATH = LOCALE_PATH;

/** The in-site visitor URL a link or form leads to, or null where the browser should go its own way. */
function visitorTarget(url: URL): string | null {
  if (url.origin !== window.location.origin || !VISITOR_PATH.test(url.pathname)) return null;
  // A jump within the page (the skip link, the footer's anchor) stays the browser's.
  if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function interceptNavigation(go: (to: string) => void, { warm }: { warm?: () => void } = {}) {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const to = visitorTarget(new URL(link.href));
    if (!to) return;
    event.preventDefault();
    go(to);
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return;
    const url = new URL(form.action);
    const fields = new FormData(form, event.submitter);
    // As the browser sends a GET form: a file field by its name.
    url.search = new URLSearchParams([...fields].map(([key, value]) => [key, typeof value === 'string' ? value : value.name])).toString();
    const to = visitorTarget(url);
    if (!to) return;
    event.preventDefault();
    go(to);
  });
  if (!warm) return;
  // The application's code starts loading as soon as the visitor shows an intent to follow a link.
  const intent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && visitorTarget(new URL(link.href))) warm();
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.addEventListener(type, intent, { passive: true });
}
