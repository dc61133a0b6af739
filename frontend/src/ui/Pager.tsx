import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LinkRow } from './LinkRow';

const List = styled(LinkRow)`
  margin: 1.5rem 0;
`;

interface Props {
  /** 0-based current page. */
  page: number;
  size: number;
  total: number;
  /** The link of a 0-based page. */
  href: (page: number) => string;
  label: string;
  pageLabel: string;
}

export function Pager({ page, size, total, href, label, pageLabel }: Props) {
  const count = Math.ceil(total / size);
  if (count <= 1) return null;
  return (
    <nav aria-label={label}>
      <List>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Link to={href(index)} aria-current={index === page ? 'page' : undefined} aria-label={`${pageLabel} ${index + 1}`}>
              {index + 1}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** The 0-based page of a `?page=` (1-based) search parameter. */
export const pageFromSearch = (search: URLSearchParams) => Math.max(0, (Number.parseInt(search.get('page') ?? '1', 10) || 1) - 1);
