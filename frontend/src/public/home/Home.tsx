import type { ReactElement } from 'react';
import { usePageT } from '../../i18n/pageStrings';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SliderStyle } from '../../ui/SliderStyle';
import { usePageTitle } from '../layout/usePageTitle';
import { Island } from '../../islands/Island';
import { aboutIsland } from './About';
import { ComingEvents } from './ComingEvents';
import { Directions } from './Directions';
import { LatestNews } from './LatestNews';
import { partnersIsland } from './Partners';
import { slideShowIsland } from './SlideShow';
import { homePage } from './home.page';
import { useHomeContent } from './useHomeContent';
import { usePageReads } from '../../app/visitorPage';
import { videoStripIsland } from './VideoStrip';

export function Home(): ReactElement {
  const { t } = usePageT();
  usePageTitle(undefined);
  const reads = usePageReads(homePage);
  const { directions, news, events, loading } = useHomeContent(reads);
  return (
    <>
      <SliderStyle />
      {loading && <LoadingOverlay text={t('loading')} />}
      <h1 className="visually-hidden">{t('lyceumName')}</h1>
      <Island def={slideShowIsland} props={{ slides: reads.carousel }} />
      <Island def={aboutIsland} props={{ info: reads.shortInfo }} />
      <LatestNews items={news.data?.content} />
      <ComingEvents items={events.data?.content} />
      <Island def={videoStripIsland} props={{ videos: reads.videos }} />
      <Directions items={directions.items} />
      <Island def={partnersIsland} props={{ items: reads.partners }} />
    </>
  );
}
