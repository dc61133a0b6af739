import type { AnchorHTMLAttributes } from 'react';
import { thumbnailUrl } from '../api/client';
import type { NamedLink } from '../api/types';
import { useT } from '../i18n/useLang';
import { safeHref } from '../lib/safeHref';

/** The anchor's other attributes pass through: a carousel sets its slides' style and tab order. */
interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  link: NamedLink;
  /** The logo's box, in CSS pixels. */
  width: number;
  height: number;
}

/** A partner's or a service's logo and name, opening its site in a new tab (said to screen readers). */
export function ExternalLinkCard({ link, width, height, ...rest }: Props) {
  const { t, lang } = useT();
  return (
    <a {...rest} href={safeHref(link.url)} target="_blank" rel="noopener noreferrer">
      <img src={thumbnailUrl(link.photo)} alt="" width={width} height={height} loading="lazy" />
      <span>
        {link[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
      </span>
    </a>
  );
}
