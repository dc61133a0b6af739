import { CalendarDays, Images, Play } from 'lucide';
import { icon } from './layoutIcons';

// The events page's ways to its galleries and its calendar, in a module of their own so that only their pages' chunks
// carry them.
export const VideoIcon = /* @__PURE__ */ icon(Play);
export const PhotosIcon = /* @__PURE__ */ icon(Images);
export const CalendarIcon = /* @__PURE__ */ icon(CalendarDays);
