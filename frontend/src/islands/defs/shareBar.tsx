export { shareBarIsland as default } from '../../public/news/ShareBar';
