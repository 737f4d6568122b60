// The title block's parts the app need not draw at mount: the page info (the server's drawing has no
// behaviour and stays) and the TOC (the server's works without scripts until this takes it over).
// Pages reached by navigation load this chunk with the doc chunk, before they are committed.

export { default as PageInfo } from './index';
export { default as Toc } from '../Toc';
