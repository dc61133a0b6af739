import type { Lang } from '../i18n/lang';

/** Lazily loaded after a visitor page has loaded: none of this is in any page's first load. */

const NOTICE: Record<Lang, string> = {
  uz: "Internet aloqasi yo'q: sahifaning saqlangan nusxasi ko'rsatilmoqda",
  en: 'You are offline: this is a saved copy of the page',
  ru: 'Нет соединения: показана сохранённая копия страницы',
};

/** The notice at the foot of the window while the browser is offline, in the page's language. */
function offlineNotice() {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.testid = 'offline-notice';
  notice.dataset.print = 'hide';
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '2500',
    padding: '0.6rem 1rem',
    textAlign: 'center',
    fontWeight: '600',
    color: '#fff',
    background: '#0f3d13',
  });
  const update = () => {
    const lang = (document.documentElement.lang in NOTICE ? document.documentElement.lang : 'uz') as Lang;
    notice.textContent = navigator.onLine ? '' : NOTICE[lang];
    notice.hidden = navigator.onLine;
  };
  update();
  document.body.append(notice);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
}

/** Keeps the pages and photos this visitor opens for offline reading (the service worker), and says when offline. */
export function startOfflineReading() {
  offlineNotice();
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // No service worker (a private window, an old browser): the site works as before, online.
  });
}
