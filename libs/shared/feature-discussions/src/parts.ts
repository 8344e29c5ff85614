// Who wrote a thread or a reply, its text and the list's search: see index.ts for why this is a subpath of its own.
export * from './lib/discussion-parts';
