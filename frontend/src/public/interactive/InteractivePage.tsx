import styled from 'styled-components';
import { thumbnailUrl } from '../../api/client';
import { useBase } from '../../api/public';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { safeHref } from '../../lib/safeHref';
import { Notice } from '../../ui/Notice';
import { theme } from '../../ui/theme';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
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

export function InteractivePage() {
  const { t, lang } = useT();
  usePageTitle(t('interactive'));
  const { items, error } = useBase<NamedLink>('INTERACTIVE');
  return (
    <>
      <Breadcrumb items={[{ label: t('interactive') }]} />
      <h1>{t('interactive')}</h1>
      {error && <Notice role="alert">{t('loadError')}</Notice>}
      {items && items.length === 0 && <Notice>{t('empty')}</Notice>}
      <Grid>
        {items?.map((service) => (
          <li key={service.id}>
            <a href={safeHref(service.url)} target="_blank" rel="noopener noreferrer">
              <img src={thumbnailUrl(service.photo)} alt="" width={96} height={96} loading="lazy" />
              <span>
                {service[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </span>
            </a>
          </li>
        ))}
      </Grid>
    </>
  );
}
