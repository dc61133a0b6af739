export { videoStripIsland as default } from '../../public/home/VideoStrip';
