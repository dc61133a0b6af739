/**
 * The `href` of a link the content gives (partners, services, social pages): the address when it is
 * an absolute http(s) one, otherwise none. The gateway already sends nothing else; this holds even if
 * it ever did, since a `javascript:` or `data:` address there would run in the site's origin.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const value = url?.trim() ?? '';
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : undefined;
}

/**
 * The `tel:` link of a phone number as an editor typed it (white space dropped, as a dialler wants it), or none when
 * the text is not a number to dial: a `tel:` address with anything else in it is no address a phone can call.
 */
export function telHref(phone: string | null | undefined): string | undefined {
  const dialled = phone?.replace(/\s+/g, '') ?? '';
  const digits = dialled.replace(/\D/g, '').length;
  return /^\+?[0-9()./-]{3,40}$/.test(dialled) && digits >= 3 ? `tel:${dialled}` : undefined;
}

/** The `mailto:` link of an e-mail address, or none when the text cannot be one. */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const address = email?.trim() ?? '';
  return /^[\w.+'-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address) ? `mailto:${address}` : undefined;
}
