import type { IframeHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Late } from './Late';

const Box = styled(Late)<{ $ratio: string }>`
  display: block;
  position: relative;
  overflow: hidden;
  aspect-ratio: ${(p) => p.$ratio};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

interface Props extends Pick<IframeHTMLAttributes<HTMLIFrameElement>, 'allow' | 'allowFullScreen' | 'referrerPolicy' | 'tabIndex'> {
  src: string;
  title: string;
  /** The box's aspect ratio (CSS), kept before and after the frame arrives. */
  ratio: string;
  className?: string;
}

/** An embedded frame (a video's player, the map) made only once the page has loaded and it is near (ui/Late.tsx). */
export function LateFrame({ src, title, ratio, className, ...rest }: Props) {
  return (
    <Box className={className} $ratio={ratio}>
      <iframe src={src} title={title} loading="lazy" {...rest} />
    </Box>
  );
}
