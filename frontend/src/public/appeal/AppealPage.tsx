import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { usePageT } from '../../i18n/pageStrings';
import { Island } from '../../islands/Island';
import { PageHeading } from '../layout/PageHeading';
import { appealFormIsland } from './AppealForm';
import { TEXT } from './words';

/** /{lang}/appeal: the virtual reception, what becomes of an appeal, and its form (an island). */
export function AppealPage(): ReactElement {
  const { t, lang } = usePageT();
  return (
    <>
      <PageHeading title={t('appeal')} />
      <p>{TEXT.appealIntroTerm[lang]}</p>
      <p>{TEXT.appealIntroReceipt[lang]}</p>
      <p>{TEXT.appealIntroPrivacy[lang]}</p>
      <p>
        <Link to={`/${lang}/appeal/status`}>{TEXT.appealToStatus[lang]}</Link>
      </p>
      <Island def={appealFormIsland} props={{}} />
    </>
  );
}
