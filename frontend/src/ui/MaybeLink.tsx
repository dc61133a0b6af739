import type { ReactNode } from 'react';

/** A link where the text has an address, plain text where it has none (a phone or e-mail an editor mistyped). */
export function MaybeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}
