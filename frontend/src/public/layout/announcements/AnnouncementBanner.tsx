import type { PublicAnnouncement } from '@lyceum/contract/api/announcements';
import styled, { css } from 'styled-components';
import { useRead, type Read } from '../../../api/read';
import type { Lang } from '../../../i18n/lang';
import announcementWords from '../../../i18n/words/announcement-banner.json';
import { theme } from '../../../ui/theme';
import { announcementKey, closedSelector } from './closedAnnouncements';

const WORDS = announcementWords satisfies Record<string, Record<Lang, string>>;

/** Information in the site's calm green; urgent in a red that white text stands on at 7.3:1. */
const LEVELS = {
  INFO: css`
    background: ${theme.greenLight};
    color: ${theme.greenDark};
    border-left: 0.4rem solid ${theme.green};
  `,
  URGENT: css`
    background: #b00020;
    color: #fff;
    border-left: 0.4rem solid #6d0014;
  `,
};

/**
 * Hidden where the visitor closed every banner in it: no empty landmark is left. On a phone the banners, however many
 * and however long, take at most a fifth of the first screen and scroll within it: the page's own content starts above
 * the fold.
 */
const Region = styled.section<{ $keys: string[] }>`
  ${({ $keys }) => closedSelector($keys)} & {
    display: none;
  }
  @media (max-width: ${theme.phone}) {
    max-height: 20vh;
    max-height: 20svh;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

const Item = styled.div<{ $level: PublicAnnouncement['level']; $key: string }>`
  ${({ $level }) => LEVELS[$level]}
  /* Closed by this visitor (closedAnnouncements.ts): hidden before the first paint. */
  ${({ $key }) => closedSelector([$key])} & {
    display: none;
  }
  display: flex;
  gap: 0.5rem 1rem;
  align-items: flex-start;
  justify-content: space-between;
  padding: 0.6rem max(1rem, calc((100% - 1200px) / 2 + 1rem));
  border-bottom: 1px solid rgba(0, 0, 0, 0.15);
  p {
    margin: 0;
    /* Line breaks as typed; a word wider than the line wraps rather than widening the page, and only such a word. */
    white-space: pre-line;
    overflow-wrap: break-word;
    min-width: 0;
  }
  /* A phone's fifth of the screen holds more of them. */
  @media (max-width: ${theme.phone}) {
    padding-block: 0.4rem;
    font-size: 0.9rem;
    line-height: 1.4;
  }
  strong {
    margin-right: 0.4rem;
  }
`;

const Close = styled.button<{ $level: PublicAnnouncement['level'] }>`
  flex: none;
  font: inherit;
  font-size: 0.875rem;
  padding: 0.15rem 0.6rem;
  border-radius: 4px;
  cursor: pointer;
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ $level }) => ($level === 'URGENT' ? '#fff' : theme.focus)};
    outline-offset: 2px;
  }
  /* Without scripts it could close nothing: the banner simply stays. */
  html.no-js & {
    display: none;
  }
`;

/**
 * The site-wide banners at the top of every visitor page, rendered by the server, urgent first. One labelled region
 * holds them: a landmark a screen reader can jump to, announced in reading order and never taking focus (an alert
 * on every page load would interrupt each page). Each says its level in words as well as in colour. A visitor's
 * closed ones are hidden before the first paint by their own rules (closedAnnouncements.ts).
 */
export function AnnouncementBanner({ read, lang }: { read: Read<PublicAnnouncement[]>; lang: Lang }) {
  const { data } = useRead(read);
  if (!data?.length) return null;
  return (
    // A keyboard scrolls the banners a phone's fifth of the screen holds only some of: each one's close button, tabbed to,
    // brings it into view.
    <Region aria-label={WORDS.region[lang]} data-announcements="" $keys={data.map(announcementKey)}>
      {data.map((item) => {
        const textId = `announcement-${item.id}`;
        const key = announcementKey(item);
        return (
          <Item key={item.id} $level={item.level} $key={key} data-announcement={key} data-level={item.level}>
            <p id={textId}>
              <strong>{WORDS[item.level][lang]}:</strong>
              <bdi>{item.text}</bdi>
            </p>
            <Close type="button" $level={item.level} data-announcement-close="" aria-describedby={textId}>
              {WORDS.close[lang]}
            </Close>
          </Item>
        );
      })}
    </Region>
  );
}
