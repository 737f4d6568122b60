// The below-the-fold chunk (see index.tsx).
export { default as PageMeta } from '../PageMeta';
export { default as Comments } from '../Comments';
