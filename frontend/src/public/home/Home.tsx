import { useT } from '../../i18n/useLang';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../layout/usePageTitle';
import { Island } from '../../islands/Island';
import { aboutIsland } from './About';
import { Directions } from './Directions';
import { LatestNews } from './LatestNews';
import { partnersIsland } from './Partners';
import { slideShowIsland } from './SlideShow';
import { useHomeContent } from './useHomeContent';
import { videoStripIsland } from './VideoStrip';

export function Home() {
  const { t, lang } = useT();
  usePageTitle(undefined);
  const { partners, carousel, shortInfo, directions, videos, news, loading } = useHomeContent(lang);
  return (
    <>
      {loading && <LoadingOverlay text={t('loading')} />}
      <h1 className="visually-hidden">{t('lyceumName')}</h1>
      <Island def={slideShowIsland} props={{ slides: carousel.items, loading: carousel.isLoading }} />
      <Island def={aboutIsland} props={{ info: shortInfo.items?.[0]?.[lang] ?? '' }} />
      <LatestNews items={news.data?.content} />
      <Island def={videoStripIsland} props={{ videos: videos.data?.content }} />
      <Directions items={directions.items} />
      <Island def={partnersIsland} props={{ items: partners.items }} />
    </>
  );
}
