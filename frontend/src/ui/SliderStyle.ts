import { createGlobalStyle } from 'styled-components';
import sliderCss from './slider.css?inline';

/**
 * The carousels' layout rules (slider.css), rendered once by each page that has carousels (the home page, the admin's
 * dashboard): styled-components writes them into those pages only. Not by each carousel: the home page's are islands,
 * each rendered as a tree of its own, and every tree would write them again.
 */
export const SliderStyle = createGlobalStyle`${sliderCss}`;
