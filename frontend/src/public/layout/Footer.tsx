import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageT } from '../../i18n/pageStrings';
import { mailtoHref, safeHref, telHref } from '../../lib/safeHref';
import { MaybeLink } from '../../ui/MaybeLink';
import { LateFrame } from '../../ui/LateFrame';
import { LOGO_SRC } from '../../ui/logo';
import { lyceumYear } from '../../ui/NewsCard';
import { theme } from '../../ui/theme';
import { useContact } from './useContact';

const MAP_EMBED = 'https://www.google.com/maps?q=41.3592,69.3446&z=15&output=embed';

const Wrapper = styled.footer`
  background: ${theme.greenDark};
  color: #fff;
  margin-top: 3rem;
  a {
    color: #fff;
  }
  a:hover {
    color: ${theme.gold};
  }
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 2rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Map = styled(LateFrame)`
  border-radius: 6px;
  background: ${theme.green};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;
const Brand = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  font-weight: 700;
  margin-bottom: 1rem;
`;
const Bottom = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: 0.875rem;
`;

export function Footer() {
  const { t, lang } = usePageT();
  const contact = useContact();
  return (
    <Wrapper id="site-footer">
      <Inner>
        <Map src={MAP_EMBED} title={t('map')} ratio="4 / 3" referrerPolicy="no-referrer-when-downgrade" />
        <div>
          <Brand>
            <img src={LOGO_SRC} alt="" width={48} height={48} />
            <span>{t('lyceumName')}</span>
          </Brand>
          <h2 style={{ color: '#fff', fontSize: '1.1rem' }}>{t('contacts')}</h2>
          <List>
            <li>
              <Link to={`/${lang}/appeal`}>{t('appeal')}</Link>
            </li>
            {contact.phone && (
              <li>
                {t('phone')}: <MaybeLink href={telHref(contact.phone)}>{contact.phone}</MaybeLink>
              </li>
            )}
            {contact.email && (
              <li>
                {t('email')}: <MaybeLink href={mailtoHref(contact.email)}>{contact.email}</MaybeLink>
              </li>
            )}
            {(
              [
                ['tg', t('telegramInvite')],
                ['ig', t('instagramInvite')],
                ['yt', 'YouTube'],
                ['fc', 'Facebook'],
                ['tw', 'X'],
              ] as const
            ).map(([key, label]) => {
              const href = safeHref(contact[key]);
              return href ? (
                <li key={key}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label} <span className="visually-hidden">{t('opensInNewTab')}</span>
                  </a>
                </li>
              ) : null;
            })}
          </List>
        </div>
      </Inner>
      {/*
        The year in Tashkent, not in the server's or the visitor's time zone. Hydration may still meet another year than
        the server's HTML when a page rendered on 31 December is opened on 1 January: that text alone may differ.
      */}
      <Bottom suppressHydrationWarning>
        © {lyceumYear(new Date())} {t('lyceumName')}. {t('copyright')}.
      </Bottom>
    </Wrapper>
  );
}
