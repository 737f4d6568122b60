// The doc layout's parts, one chunk: the main column and the sidebar (a doc page is the only layout
// with a sidebar, SB-01). The home and 404 pages never download them; a doc page loads this chunk
// beside its strings before the app mounts (see bodies.ts), so the first commit draws them at once.

export { default as DocBody } from './DocBody';
export { default as Sidebar } from '../components/Sidebar';
export { loadPageInfo } from '../components/PageInfo/PageTitle';
