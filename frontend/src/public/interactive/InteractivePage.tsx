import type { ReactElement } from 'react';
import styled from 'styled-components';
import { useItems } from '../../api/contentItems';
import { usePageReads } from '../../app/visitorPage';
import { interactivePage } from './interactive.page';
import type { NamedLink } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { autoFillGrid } from '../../ui/autoFillGrid';
import { Notice } from '../../ui/Notice';
import { theme } from '../../ui/theme';
import { ExternalLinkCard } from '../ExternalLinkCard';
import { PageHeading } from '../layout/PageHeading';

const Grid = styled.ul`
  ${autoFillGrid('14rem')}
  gap: 1rem;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.75rem;
    padding: 1.25rem;
    text-align: center;
    border: 1px solid ${theme.border};
    border-radius: 8px;
    text-decoration: none;
    font-weight: 600;
    height: 100%;
  }
  img {
    width: 6rem;
    height: 6rem;
    object-fit: contain;
  }
`;

export function InteractivePage(): ReactElement {
  const { t } = usePageT();
  const { items, error } = useItems<NamedLink>(usePageReads(interactivePage).services);
  return (
    <>
      <PageHeading title={t('interactive')} />
      {error && <Notice role="alert">{t('loadError')}</Notice>}
      {items && items.length === 0 && <Notice>{t('empty')}</Notice>}
      <Grid>
        {items?.map((service) => (
          <li key={service.id}>
            <ExternalLinkCard link={service} width={96} height={96} />
          </li>
        ))}
      </Grid>
    </>
  );
}
