import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { videoEmbedUrl } from '../lib/video';
import { LateFrame } from './LateFrame';

/** The video service's player for a stored video address: made after the page has loaded, when scrolled near. */
export function VideoPlayer({ address, title, tabIndex }: { address: string; title: string; tabIndex?: number }) {
  return (
    <LateFrame
      src={videoEmbedUrl(address)}
      title={title}
      ratio="16 / 9"
      tabIndex={tabIndex}
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
    />
  );
}

const Figure = styled.figure`
  margin: 0;
  [data-late] {
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
  /** -1 keeps the player out of the tab order (a carousel's slide before the carousel manages its focus). */
  playerTabIndex?: number;
}

/** A gallery video: its player, then its description. */
export function VideoCard({ address, definition, playerTabIndex, ...rest }: Props) {
  return (
    <Figure {...rest}>
      <VideoPlayer address={address} title={definition} tabIndex={playerTabIndex} />
      <figcaption>{definition}</figcaption>
    </Figure>
  );
}
