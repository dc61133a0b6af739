import { useState } from 'react';
import { OpenOnSiteIcon } from '../../ui/icons';
import { TilePuzzleLoader } from '../ui/TilePuzzleLoader';
import { PageHeader } from '../ui/PageHeader';
import { CarouselBlock } from './CarouselBlock';
import { ContactBlock } from './ContactBlock';
import { NamedListBlock } from './NamedListBlock';
import { TextBlock } from './TextBlock';

export function Dashboard() {
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="Dashboard" link={{ to: '/uz', label: 'Saytni ochish', Icon: OpenOnSiteIcon }} />
      <TextBlock type="HEADER_QUOTE" title="Header Text" />
      <CarouselBlock onProgress={setProgress} />
      <TextBlock type="SHORT_INFO" title="Qisqacha ma'lumot" />
      <ContactBlock />
      <NamedListBlock type="PARTNER" title="Hamkorlar" withLink onProgress={setProgress} />
      <NamedListBlock type="DIRECTION" title="Yo'nalishlar" withLink={false} onProgress={setProgress} />
      {progress !== null && <TilePuzzleLoader progress={progress} />}
    </>
  );
}
