import { Images, Play } from 'lucide';
import { icon } from './layoutIcons';

// The events page's ways to its galleries, in a module of their own so that only their page's chunk carries them.
export const VideoIcon = /* @__PURE__ */ icon(Play);
export const PhotosIcon = /* @__PURE__ */ icon(Images);
