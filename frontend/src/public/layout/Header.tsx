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
`;
const Slogan = styled.p`
  margin: 0;
  font-style: italic;
  font-size: 1.05rem;
  min-height: 1.5em;
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
