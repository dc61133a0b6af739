import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useLang';
import { theme } from '../../ui/theme';
import type { Lang } from '../../i18n/lang';
import { defineIsland } from '../../islands/Island';

/** The sharing words: in the news item's chunk, not in every page's STRINGS. */
const TEXT = {
  share: { uz: 'Ulashish', en: 'Share', ru: 'Поделиться' },
  shareTelegram: { uz: 'Telegramda ulashish', en: 'Share on Telegram', ru: 'Поделиться в Telegram' },
  copyLink: { uz: 'Havolani nusxalash', en: 'Copy link', ru: 'Скопировать ссылку' },
  linkCopied: { uz: 'Havola nusxalandi', en: 'Link copied', ru: 'Ссылка скопирована' },
  copyFailed: { uz: "Havolani nusxalab bo'lmadi", en: 'Could not copy the link', ru: 'Не удалось скопировать ссылку' },
} satisfies Record<string, Record<Lang, string>>;

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

/** A news item's sharing (an island: docs/hydration.md), for the page's absolute `url`: a Telegram share link (works without JavaScript) and a button that copies the page's link. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { lang } = useT();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  const telegram = `https://t.me/share/url?${new URLSearchParams({ url, text: title }).toString()}`;
  return (
    <Bar role="group" aria-label={TEXT.share[lang]} data-print="hide">
      <a href={telegram} target="_blank" rel="noopener noreferrer">
        <span aria-hidden="true">✈</span> {TEXT.shareTelegram[lang]}
      </a>
      <button type="button" onClick={copy}>
        <span aria-hidden="true">🔗</span> {TEXT.copyLink[lang]}
      </button>
      <span role="status">{copied === 'yes' ? TEXT.linkCopied[lang] : copied === 'failed' ? TEXT.copyFailed[lang] : ''}</span>
    </Bar>
  );
}

export const shareBarIsland = defineIsland('shareBar', ShareBar, 'visible');
