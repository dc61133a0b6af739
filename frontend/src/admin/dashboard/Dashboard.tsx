import { useState } from 'react';
import { OpenOnSiteIcon } from '../../ui/icons';
import { useUiLang } from '../messages/useUiLang';
import { TilePuzzleLoader } from '../ui/TilePuzzleLoader';
import { PageHeader } from '../ui/PageHeader';
import { CarouselBlock } from './CarouselBlock';
import { ContactBlock } from './ContactBlock';
import { NamedListBlock } from './NamedListBlock';
import { TextBlock } from './TextBlock';

export function Dashboard() {
  const [progress, setProgress] = useState<number | null>(null);
  const t = useUiLang().t.dashboard;
  return (
    <>
      <PageHeader title={t.title} link={{ to: '/uz', label: t.openSite, Icon: OpenOnSiteIcon }} />
      <TextBlock type="HEADER_QUOTE" title={t.headerText} />
      <CarouselBlock onProgress={setProgress} />
      <TextBlock type="SHORT_INFO" title={t.shortInfo} />
      <ContactBlock />
      <NamedListBlock type="PARTNER" title={t.partners} withLink onProgress={setProgress} />
      <NamedListBlock type="DIRECTION" title={t.directions} withLink={false} onProgress={setProgress} />
      {progress !== null && <TilePuzzleLoader progress={progress} />}
    </>
  );
}
