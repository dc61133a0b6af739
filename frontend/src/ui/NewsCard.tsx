import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from './theme';

const Card = styled.article`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 0.75rem;
  align-items: start;
  padding: 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 6px;
  background: #fff;
  img {
    width: 8rem;
    height: 5.5rem;
    object-fit: cover;
    border-radius: 4px;
    background: ${theme.surface};
  }
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
}

const two = (value: number) => String(value).padStart(2, '0');

/** dd.mm.yyyy hh:mm, as dates are written in Uzbekistan in all three languages. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function NewsCard({ title, to, photo, time, eager = false }: Props) {
  return (
    <Card>
      <img src={photo} alt="" width={128} height={88} loading={eager ? 'eager' : 'lazy'} />
      <div>
        <time dateTime={time}>{formatTime(time)}</time>
        <h3>
          <Link to={to}>{title}</Link>
        </h3>
      </div>
    </Card>
  );
}
