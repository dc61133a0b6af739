import styled from 'styled-components';
import { useSiteOrigin } from '../../app/siteOrigin';
import type { Lang } from '../../i18n/lang';
import { theme } from '../../ui/theme';
import { TEXT } from './words';

const Box = styled.section`
  margin: 2rem 0;
  padding: 1rem;
  border: 1px solid ${theme.border};
  border-radius: 6px;
  background: ${theme.surface};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0.5rem 0;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

/** The language's iCal feed: webcal:// opens the visitor's calendar application; the https address is for pasting. */
export function feedLinks(origin: string, lang: Lang) {
  const https = `${origin}/${lang}/calendar.ics`;
  return { webcal: https.replace(/^https?:/, 'webcal:'), https };
}

/** The calendar's subscription: its own section, named by its heading. */
export function Subscribe({ lang, level }: { lang: Lang; level: 2 | 3 }) {
  const { webcal, https } = feedLinks(useSiteOrigin(), lang);
  const Heading = `h${level}` as const;
  return (
    <Box aria-labelledby="calendar-subscribe" data-print="hide">
      <Heading id="calendar-subscribe">{TEXT.subscribe[lang]}</Heading>
      <p>{TEXT.subscribeHint[lang]}</p>
      <p>
        <a href={webcal}>{TEXT.subscribe[lang]} (webcal)</a>
      </p>
      <p>
        {TEXT.feedLink[lang]}:{' '}
        <a href={https} download>
          {https}
        </a>
      </p>
    </Box>
  );
}
