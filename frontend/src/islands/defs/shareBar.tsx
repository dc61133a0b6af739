export { shareBarIsland as default } from '../../ui/ShareBar';
