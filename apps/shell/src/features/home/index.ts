/**
 * The public home (depan). Its hero and offerings are the first paint, so the page is in the shell's first chunk;
 * the sections with data come from the catalogue in their own chunk.
 */
export { HomePage } from './pages/home-page';
