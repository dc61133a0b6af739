import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useLang';
import { theme } from '../../ui/theme';

const Box = styled.form`
  display: flex;
  align-items: stretch;
  min-width: 0;
  input {
    min-width: 0;
    width: 100%;
    padding: 0.35rem 0.6rem;
    font: inherit;
    border: 1px solid ${theme.border};
    border-right: 0;
    border-radius: 4px 0 0 4px;
    color: ${theme.text};
    background: #fff;
  }
  /* The word stays on one line at every width: the field gives way to it. */
  button {
    flex: none;
    white-space: nowrap;
    padding: 0.35rem 0.75rem;
    font: inherit;
    font-weight: 600;
    color: #fff;
    background: ${theme.green};
    border: 1px solid ${theme.green};
    border-radius: 0 4px 4px 0;
    cursor: pointer;
  }
`;

/**
 * The site search box: a GET form to /{lang}/search, so that it works before (or without) the
 * script, and navigates in the page once the script runs (islands/navigation.ts).
 */
export function SearchForm({ defaultValue = '', label, className }: { defaultValue?: string; label?: string; className?: string }) {
  const { t, lang } = useT();
  const id = useId();
  return (
    <Box method="get" action={`/${lang}/search`} role="search" aria-label={label ?? t('searchSite')} className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('searchSite')}
      </label>
      <input id={id} type="search" name="q" defaultValue={defaultValue} key={defaultValue} maxLength={200} placeholder={t('search')} />
      <button type="submit">{t('searchButton')}</button>
    </Box>
  );
}
