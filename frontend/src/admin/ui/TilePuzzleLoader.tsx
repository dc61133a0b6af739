import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { useUiLang } from '../messages/useUiLang';

/** The tile puzzle advances every 150 ms. */
export const PUZZLE_STEP_MS = 150;
const SIZE = 3;
const TILES = SIZE * SIZE;

/** The next arrangement: the gap swaps with a neighbour, walking round the board's edge. */
export function nextPuzzle(order: number[]): number[] {
  const path = [0, 1, 2, 5, 8, 7, 6, 3];
  const gap = order.indexOf(TILES - 1);
  const at = path.indexOf(gap);
  const next = path[(at + 1) % path.length] ?? 0;
  const copy = [...order];
  [copy[gap], copy[next]] = [copy[next], copy[gap]];
  return copy;
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 3000;
  background: rgba(255, 255, 255, 0.94);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  color: ${theme.greenDark};
`;
const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(${SIZE}, 1.6rem);
  gap: 0.25rem;
  span {
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 3px;
    background: ${theme.green};
  }
  span[data-gap='true'] {
    background: transparent;
  }
`;
const Progress = styled.progress`
  width: 14rem;
  height: 0.75rem;
  accent-color: ${theme.green};
`;

/** The full-screen 'Kuting ...' loader shown while files upload, with the real upload progress. */
export function TilePuzzleLoader({ progress }: { progress: number | null }) {
  const [order, setOrder] = useState(() => Array.from({ length: TILES }, (_, index) => index));
  useEffect(() => {
    const timer = setInterval(() => setOrder(nextPuzzle), PUZZLE_STEP_MS);
    return () => clearInterval(timer);
  }, []);
  const percent = progress === null ? null : Math.round(progress * 100);
  const { t } = useUiLang();
  return (
    <Overlay role="status" aria-live="polite" data-testid="upload-loader">
      <Board aria-hidden="true">
        {order.map((tile) => (
          <span key={tile} data-gap={tile === TILES - 1} />
        ))}
      </Board>
      <span>{t.layout.wait}</span>
      {percent !== null && (
        <>
          <Progress max={100} value={percent} aria-label={t.layout.uploading} />
          <span>{percent}%</span>
        </>
      )}
    </Overlay>
  );
}
