import { useState } from 'react';
import styled from 'styled-components';
import { useRead, type Read } from '../api/read';
import { useSiteOrigin } from '../app/siteOrigin';
import { useLang } from '../i18n/useLang';
import { CopyLinkIcon, TelegramIcon } from './icons';
import { theme } from './theme';
import { defineIsland } from '../islands/defineIsland';
import type { ShareBarWords } from './shareBarWords';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1.5rem 0;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    padding: 0.4rem 0.9rem;
    border-radius: 4px;
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a {
    background: ${theme.telegram};
    color: #fff;
    border: 0;
  }
  a:hover {
    color: #fff;
    filter: brightness(0.9);
  }
  button {
    background: #fff;
    color: ${theme.greenDark};
    border: 2px solid ${theme.greenDark};
  }
  /* Copying needs the script; without it the Telegram link stays. */
  html.no-js & button {
    display: none;
  }
`;

/**
 * A news item's or an event's sharing (an island: docs/hydration.md), by its page's absolute URL (`/{lang}/{section}/{id}`):
 * a Telegram share link (works without JavaScript) and a button that copies the page's link; its words come with its props.
 */
export function ShareBar({
  item,
  section,
  words,
}: {
  item: Read<{ id: string; title: string }>;
  section: 'news' | 'calendar';
  /** In the page's language (shareBarWordsIn). */
  words: ShareBarWords;
}) {
  const lang = useLang();
  const origin = useSiteOrigin();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { data } = useRead(item);
  if (!data) return null;
  const url = `${origin}/${lang}/${section}/${encodeURIComponent(data.id)}`;
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  const telegram = `https://t.me/share/url?${new URLSearchParams({ url, text: data.title }).toString()}`;
  return (
    <Bar role="group" aria-label={words.share} data-print="hide">
      <a href={telegram} target="_blank" rel="noopener noreferrer">
        <TelegramIcon /> {words.shareTelegram}
      </a>
      <button type="button" onClick={copy}>
        <CopyLinkIcon /> {words.copyLink}
      </button>
      <span role="status">{copied === 'yes' ? words.linkCopied : copied === 'failed' ? words.copyFailed : ''}</span>
    </Bar>
  );
}

export const shareBarIsland = defineIsland('shareBar', ShareBar, 'interaction');
