// hls.js ships its light build (no subtitles, alternate audio or DRM: the lesson videos need none of them) without
// its own declaration; it has the full build's API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
