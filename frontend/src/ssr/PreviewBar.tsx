import styled from 'styled-components';
import { LANG_NAMES, LANGS, type Lang } from '../i18n/lang';
import { LYCEUM_TIME_ZONE } from '@lyceum/contract/timeZone';
import previewBarWords from '../i18n/words/preview-bar.json';

/** The bar's words; kept here, with the server-only bar, out of the visitor bundle's STRINGS. */
const WORDS = previewBarWords satisfies Record<string, Record<Lang, string>>;

const Bar = styled.section`
  background: #fff3cd;
  border-bottom: 3px solid #8a6100;
  color: #3d2b00;
  padding: 0.6rem 1rem;
  font-size: 0.95rem;
  p {
    margin: 0.2rem 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0.2rem 0 0;
    padding: 0;
  }
  a {
    color: #3d2b00;
  }
`;

/**
 * Rendered on the server above a preview link's page (docs/editorial-workflow.md, "Preview"): says that it is a
 * preview, until when the link works, and links the same preview in the other languages.
 */
export function PreviewBar({ lang, pathname, token, expiresAt }: { lang: Lang; pathname: string; token: string; expiresAt: string }) {
  const until = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: LYCEUM_TIME_ZONE }).format(
    new Date(expiresAt),
  );
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <Bar aria-label={WORDS.title[lang]} data-testid="preview-bar">
      <p>
        <strong>{WORDS.title[lang]}.</strong> {WORDS.note[lang]}
      </p>
      <p>
        {WORDS.until[lang]} <time dateTime={expiresAt}>{until}</time>
      </p>
      <ul>
        {LANGS.filter((other) => other !== lang).map((other) => (
          <li key={other}>
            {/* `_top`: a whole page load (the same tab), which the visitor pages' client-side navigation leaves to the
                browser: a draft is rendered by the server alone, the browser's application reads only what is published. */}
            <a href={`/${other}${rest}?preview=${encodeURIComponent(token)}`} target="_top" lang={other} hrefLang={other}>
              {LANG_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
