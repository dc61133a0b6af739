import { useT } from '../../i18n/useLang';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePageTitle } from '../layout/usePageTitle';
import { About } from './About';
import { Directions } from './Directions';
import { LatestNews } from './LatestNews';
import { Partners } from './Partners';
import { SlideShow } from './SlideShow';
import { useHomeContent } from './useHomeContent';
import { VideoStrip } from './VideoStrip';

export function Home() {
  const { t, lang } = useT();
  usePageTitle(undefined);
  const { partners, carousel, shortInfo, directions, videos, news, loading } = useHomeContent(lang);
  return (
    <>
      {loading && <LoadingOverlay text={t('loading')} />}
      <h1 className="visually-hidden">{t('lyceumName')}</h1>
      <SlideShow slides={carousel.items} loading={carousel.isLoading} />
      <About info={shortInfo.items?.[0]?.[lang] ?? ''} />
      <LatestNews items={news.data?.content} />
      <VideoStrip videos={videos.data?.content} />
      <Directions items={directions.items} />
      <Partners items={partners.items} />
    </>
  );
}
