import { createContext, useContext } from 'react';

/**
 * The public site's origin (e.g. https://lyceum.uz), for the absolute links a page hands to other
 * sites (sharing). The server renders with its configured origin and sends it with the page, so
 * that hydration renders the same links; a page rendered in the browser alone uses its own.
 */
export const SiteOrigin = createContext<string>('');

export const useSiteOrigin = () => {
  const origin = useContext(SiteOrigin);
  return origin || (typeof window === 'undefined' ? '' : window.location.origin);
};
