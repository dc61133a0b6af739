import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useItems } from '../../api/contentItems';
import { layoutReads } from './layoutReads';
import type { Translations } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { theme } from '../../ui/theme';
import { LOGO_SRC } from '../../ui/logo';

const Wrapper = styled.div`
  background: ${theme.green};
  color: #fff;
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 1rem;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  /* A phone: a smaller logo, name and slogan, so that a page's own content starts on its first screen. */
  @media (max-width: ${theme.phone}) {
    padding: 0.5rem 1rem;
    gap: 0.25rem 1rem;
  }
`;
const Brand = styled(Link)`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  color: #fff;
  text-decoration: none;
  font-size: 1.25rem;
  font-weight: 700;
  max-width: 32rem;
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
  @media (max-width: ${theme.phone}) {
    gap: 0.5rem;
    font-size: 1rem;
    img {
      width: 2.5rem;
      height: 2.5rem;
    }
  }
`;
const Slogan = styled.p`
  margin: 0;
  font-style: italic;
  font-size: 1.05rem;
  min-height: 1.5em;
  @media (max-width: ${theme.phone}) {
    font-size: 0.9rem;
    line-height: 1.35;
    min-height: 1.35em;
  }
`;

/** The lyceum's name, logo and slogan, then the menu; PublicLayout puts it in the page's banner. */
export function Header({ children }: { children?: React.ReactNode }) {
  const { t, lang } = usePageT();
  const slogan = useItems<Translations>(layoutReads(lang).slogan).items?.[0];
  return (
    <Wrapper>
      <Inner>
        <Brand to={`/${lang}`}>
          <img src={LOGO_SRC} alt="" width={56} height={56} />
          <span>{t('lyceumName')}</span>
        </Brand>
        <Slogan>{slogan?.[lang] ?? ''}</Slogan>
      </Inner>
      {children}
    </Wrapper>
  );
}
