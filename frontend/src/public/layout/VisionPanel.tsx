import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/useLang';
import { VISION_MODES, type VisionMode } from '../../lib/vision';
import { theme } from '../../ui/theme';
import { setVision, useVision } from '../../ui/useVision';
import type { Lang } from '../../i18n/lang';
import visionPanelWords from '../../i18n/words/vision-panel.json';

/** The panel's own words: in its chunk, not in every page's STRINGS. */
const TEXT = visionPanelWords satisfies Record<string, Record<Lang, string>>;

const Panel = styled.section`
  background: #fff;
  color: ${theme.text};
  border-bottom: 2px solid ${theme.greenDark};
  div.inner {
    max-width: 1200px;
    margin: 0 auto;
    padding: 0.75rem 1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 1rem 2rem;
    align-items: center;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  legend {
    float: left;
    font-weight: 700;
    margin-right: 0.5rem;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.greenDark};
  }
  button {
    min-height: 2.75rem;
    padding: 0.35rem 1rem;
    font: inherit;
    font-weight: 600;
    color: #fff;
    background: ${theme.greenDark};
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
`;

const LABELS: Record<VisionMode, keyof typeof TEXT> = {
  normal: 'visionNormal',
  'black-on-white': 'visionBlackOnWhite',
  'white-on-black': 'visionWhiteOnBlack',
  greyscale: 'visionGreyscale',
};

/** The low-vision settings, opened from the top bar (its own chunk: most visitors never open it). */
export default function VisionPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, lang } = useT();
  const vision = useVision();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);
  return (
    <Panel
      id={id}
      ref={panel}
      aria-label={t('lowVision')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="inner">
        <fieldset>
          <legend>{TEXT.visionScheme[lang]}</legend>
          {VISION_MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="vision-mode"
                value={mode}
                checked={vision.mode === mode}
                onChange={() => setVision({ ...vision, mode })}
              />
              {TEXT[LABELS[mode]][lang]}
            </label>
          ))}
        </fieldset>
        <label>
          <input type="checkbox" checked={vision.images} onChange={(event) => setVision({ ...vision, images: event.target.checked })} />
          {TEXT.visionImages[lang]}
        </label>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Panel>
  );
}
