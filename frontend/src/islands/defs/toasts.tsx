export { toastsIsland as default } from '../../ui/siteToasts';
