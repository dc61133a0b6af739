import { useState } from 'react';
import { TilePuzzleLoader } from './TilePuzzleLoader';

/** A screen's upload progress: `report` for its file fields, `loader` to show while one uploads. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return { report: setProgress, loader: progress !== null && <TilePuzzleLoader progress={progress} /> };
}
