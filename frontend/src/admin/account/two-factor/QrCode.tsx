import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../../ui/theme';

const SIZE = 200;

const Frame = styled.div`
  width: ${SIZE}px;
  height: ${SIZE}px;
  border: 1px solid ${theme.border};
  border-radius: 4px;
  background: #fff;
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/**
 * An otpauth:// address as the QR code an authenticator app scans. Drawn as SVG, sharp at any zoom,
 * and shown as an image, not markup: nothing from the answer is put into the page as HTML.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    qrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      // The secret is shown as text beside it: a code that does not draw still leaves a way to set the app up.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  return <Frame>{src && <img src={src} alt={alt} width={SIZE} height={SIZE} />}</Frame>;
}
