import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PublicNews } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { NewsCards } from '../../ui/NewsCard';
import { theme } from '../../ui/theme';
import { Section } from './Section';

const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: 1rem;
  padding: 0.6rem 1.2rem;
  background: ${theme.green};
  color: #fff;
  border-radius: 4px;
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: ${theme.greenDark};
    color: #fff;
  }
`;

/** The latest news, and the way to all of it. */
export function LatestNews({ items }: { items: PublicNews[] | undefined }) {
  const { t, lang } = usePageT();
  return (
    <Section aria-labelledby="news-heading">
      <h2 id="news-heading">{t('latestNews')}</h2>
      <NewsCards items={items ?? []} lang={lang} />
      <MoreLink to={`/${lang}/news`}>{t('more')}</MoreLink>
    </Section>
  );
}
