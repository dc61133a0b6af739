import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { videoEmbedUrl } from '../lib/video';

/** The video service's player for a stored video address, loaded only when scrolled near. */
export function VideoPlayer({ address, title }: { address: string; title: string }) {
  return <iframe src={videoEmbedUrl(address)} title={title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />;
}

const Figure = styled.figure`
  margin: 0;
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: 6px;
    background: #000;
  }
  figcaption {
    margin-top: 0.4rem;
  }
`;

/** The figure's other attributes pass through: a carousel sets its slides' style and tab order. */
interface Props extends HTMLAttributes<HTMLElement> {
  address: string;
  definition: string;
}

/** A gallery video: its player, then its description. */
export function VideoCard({ address, definition, ...rest }: Props) {
  return (
    <Figure {...rest}>
      <VideoPlayer address={address} title={definition} />
      <figcaption>{definition}</figcaption>
    </Figure>
  );
}
