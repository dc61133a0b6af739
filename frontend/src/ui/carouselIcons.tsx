import { ChevronLeft, ChevronRight } from 'lucide';
import { icon } from './layoutIcons';

// The carousels' controls (ui/AutoCarousel.tsx), in a module of their own so that only their page's chunk carries them.
export const PreviousIcon = /* @__PURE__ */ icon(ChevronLeft);
export const NextIcon = /* @__PURE__ */ icon(ChevronRight);
