/**
 * The `href` of a link the content gives (partners, services, social pages): the address when it is
 * an absolute http(s) one, otherwise none. The gateway already sends nothing else; this holds even if
 * it ever did, since a `javascript:` or `data:` address there would run in the site's origin.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const value = url?.trim() ?? '';
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : undefined;
}
