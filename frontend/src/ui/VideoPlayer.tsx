import { videoEmbedUrl } from '../lib/video';

/** The video service's player for a stored video address, loaded only when scrolled near. */
export function VideoPlayer({ address, title }: { address: string; title: string }) {
  return <iframe src={videoEmbedUrl(address)} title={title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />;
}
