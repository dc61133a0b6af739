import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LYCEUM_TIME_ZONE } from '@lyceum/contract/timeZone';
import styled from 'styled-components';
import { thumbnailUrl } from '../api/client';
import type { PublicNews } from '../api/types';
import type { Lang } from '../i18n/lang';
import { Late } from './Late';
import { theme } from './theme';

const Card = styled.article`
  display: grid;
  /* The photo's column gives way to the text when the text is zoomed on a small screen. */
  grid-template-columns: min(8rem, 40%) minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  padding: 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 6px;
  background: #fff;
  img,
  [data-late] {
    display: block;
    width: 100%;
    height: 5.5rem;
    border-radius: 4px;
    background: ${theme.surface};
  }
  img {
    object-fit: cover;
  }
  h2,
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
  time {
    color: ${theme.muted};
    font-size: 0.85rem;
  }
`;

export const NewsGrid = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;

interface Props {
  title: string;
  to: string;
  photo: string;
  time: string;
  eager?: boolean;
  /** The title's heading level: one below the section's heading (2 right under the page's h1). */
  level?: 2 | 3;
}

// Tashkent's time: the server (UTC) and every visitor's browser print the same time, so hydration matches.
// Made once: building an Intl formatter costs far more than using one. Latin digits and a 0-23 hour whatever the locale.
const tashkentClock = new Intl.DateTimeFormat('en-GB-u-nu-latn', {
  timeZone: LYCEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.mm.yyyy hh:mm in Tashkent time, as dates are written in Uzbekistan in all three languages. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of tashkentClock.formatToParts(date)) part[type] = value;
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
}

/** The year in Tashkent at that moment (the footer's copyright). */
export function lyceumYear(date: Date): string {
  return tashkentClock.formatToParts(date).find((part) => part.type === 'year')?.value ?? String(date.getUTCFullYear());
}

export function NewsCard({ title, to, photo, time, eager = false, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  // Each card is named by its own title: a screen reader's list of articles tells them apart.
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      {eager ? (
        <img src={photo} alt="" width={128} height={88} />
      ) : (
        // Below the fold: fetched when scrolled near, not with the page (ui/Late.tsx).
        <Late>
          <img src={photo} alt="" width={128} height={88} loading="lazy" />
        </Late>
      )}
      <div>
        <time dateTime={time}>{formatTime(time)}</time>
        <Heading id={headingId}>
          <Link to={to}>{title}</Link>
        </Heading>
      </div>
    </Card>
  );
}

interface CardsProps {
  items: PublicNews[];
  lang: Lang;
  /** How many of the first photos load at once: those in view on arrival. */
  eager?: number;
  level?: 2 | 3;
  'data-testid'?: string;
}

/** News items as a grid of cards, each linking to its page. */
export function NewsCards({ items, lang, eager = 0, level, 'data-testid': testId }: CardsProps) {
  return (
    <NewsGrid data-testid={testId}>
      {items.map((item, index) => (
        <NewsCard
          key={item.id}
          title={item.title}
          to={`/${lang}/news/${item.id}`}
          photo={thumbnailUrl(item.photo)}
          time={item.publishedTime}
          eager={index < eager}
          level={level}
        />
      ))}
    </NewsGrid>
  );
}
