import { expect, test } from 'vitest';
import { videoEmbedUrl, videoId } from './video';

test.each([
  ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s', 'aqz-KE-bpKQ'],
  ['https://youtube.com/watch?feature=share&v=eRsGyueVLvQ', 'eRsGyueVLvQ'],
  ['https://youtu.be/R6MlUcmOul8', 'R6MlUcmOul8'],
  ['https://youtu.be/R6MlUcmOul8?si=abc', 'R6MlUcmOul8'],
  ['https://www.youtube.com/embed/YE7VzlLtp-4', 'YE7VzlLtp-4'],
  ['https://www.youtube.com/shorts/YE7VzlLtp-4', 'YE7VzlLtp-4'],
  ['  https://www.youtube.com/watch?v=aqz-KE-bpKQ  ', 'aqz-KE-bpKQ'],
  ['something?v=short', 'short'],
])('%s -> %s', (address, id) => {
  expect(videoId(address)).toBe(id);
});

test('the embed uses the privacy-enhanced player', () => {
  expect(videoEmbedUrl('https://youtu.be/R6MlUcmOul8')).toBe('https://www.youtube-nocookie.com/embed/R6MlUcmOul8');
});
